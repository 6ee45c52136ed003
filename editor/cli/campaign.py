"""``worldsmith campaign new|play-out|show``: Risk Legacy campaigns from the command line, no
window needed (docs/campaigns.md).

Exit codes as every command's (editor/cli/main.py): 0 done, 1 the campaign cannot do it (a
scenario with errors, a game the rules refuse), 2 a file that cannot be read or written, or
a bad value on the command line (an unknown bot, a seed out of range, an output that exists
without --force). Messages are one line on the standard error that says what and where.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from editor.language.cli_language import translate


def cli_counts():
    from editor.cli.plurals import cli_counts as counts  # Qt: imported once the language is installed

    return counts()


def campaign_error(error) -> str:
    """A campaign's error in the command line's language (Qt: imported once it is installed)."""
    from editor.language.campaign_error_text import campaign_error_text

    return campaign_error_text(error)


EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2
# As ``worldsmith simulate``'s: bots that never finish a game must not run for ever.
DEFAULT_TURN_LIMIT = 1000


def add_campaign_parser(commands) -> None:
    campaign = commands.add_parser("campaign", help=translate(
        "CommandLine", "Risk Legacy campaigns: start one, play games, show it"))
    actions = campaign.add_subparsers(dest="campaign_command", metavar=translate("CommandLine", "ACTION"),
                                      required=True)

    new = actions.add_parser("new", help=translate("CommandLine", "start a campaign from a Legacy scenario"))
    new.add_argument("scenario", metavar=translate("CommandLine", "scenario"),
                     help=translate("CommandLine", "a Legacy scenario (e.g. scenarios/legacy-new-world.yaml)"))
    new.add_argument("output", metavar=translate("CommandLine", "output"),
                     help=translate("CommandLine", "the campaign file to write"))
    new.add_argument("--seed", type=int, default=None, metavar=translate("CommandLine", "SEED"),
                     help=translate("CommandLine", "the campaign's seed: every game's dice derive from it (default: "
                                    "a random one)"))
    new.add_argument("--force", action="store_true",
                     help=translate("CommandLine", "replace an existing file (it is kept as OUTPUT.bak)"))

    play_out = actions.add_parser("play-out", help=translate(
        "CommandLine", "play whole games between computer players, the world carried on"))
    play_out.add_argument("campaign", metavar=translate("CommandLine", "campaign"),
                          help=translate("CommandLine", "the campaign file (saved after every game)"))
    play_out.add_argument("--games", type=int, required=True, metavar=translate("CommandLine", "GAMES"),
                          help=translate("CommandLine", "how many games to play"))
    play_out.add_argument("--bots", default="heuristic", metavar=translate("CommandLine", "BOTS"),
                          help=translate("CommandLine", "bots per seat, comma-separated, repeated to fill the seats "
                                         "(default: heuristic)"))
    play_out.add_argument("--seed", type=int, default=None, metavar=translate("CommandLine", "SEED"),
                          help=translate("CommandLine", "seed for these games instead of the campaign's own"))
    play_out.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT,
                          metavar=translate("CommandLine", "TURNS"),
                          help=translate("CommandLine", "a game still running after this many turns ends without a "
                                         "winner: nobody signs, no rewards (default: {limit}; 0: no limit)").format(
                              limit=DEFAULT_TURN_LIMIT))

    show = actions.add_parser("show", help=translate("CommandLine", "a readable summary of a campaign"))
    show.add_argument("campaign", metavar=translate("CommandLine", "campaign"),
                      help=translate("CommandLine", "the campaign file"))


def run_campaign(args: argparse.Namespace) -> int:
    if args.campaign_command == "new":
        return _new(args.scenario, args.output, args.seed, args.force)
    if args.campaign_command == "play-out":
        return _play_out(args.campaign, args.games, args.bots, args.seed, args.turn_limit)
    return _show(args.campaign)


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


def _new(scenario_path: str, output: str, seed: int | None, force: bool) -> int:
    from engine.board import load_map
    from engine.campaign.campaign_file import CampaignError, new_campaign, save_campaign
    from engine.core.save import SEED_LIMIT
    from engine.files.errors import FileFormatError
    from engine.scenario.scenario_format import load_scenario

    if seed is not None and not 0 <= seed <= SEED_LIMIT:
        return _fail(translate("CommandLineOutput", "the seed must be from 0 to {limit}, not {value}").format(
            limit=f"{SEED_LIMIT:,}", value=seed), EXIT_UNREADABLE)
    out = Path(output)
    if out.exists() and not force:
        return _fail(translate("CommandLineOutput", "{file} already exists: choose another name, or --force to "
                               "replace it (the old file is kept as a .bak)").format(file=output), EXIT_UNREADABLE)
    try:
        loaded = load_scenario(scenario_path)
    except FileFormatError as error:
        return _fail(translate("CommandLineOutput", "cannot read the scenario: {error}").format(error=error),
                     EXIT_UNREADABLE)
    try:
        board = load_map(loaded.map_path()).board
    except FileFormatError as error:
        return _fail(translate("CommandLineOutput", "cannot read the scenario's map: {error}").format(error=error),
                     EXIT_UNREADABLE)
    try:
        campaign = new_campaign(loaded, board, out, seed)
    except CampaignError as error:
        return _fail(translate("CommandLineOutput", "cannot start a campaign from {file}: {error}").format(
            file=scenario_path, error=campaign_error(error)), EXIT_PROBLEMS)
    try:
        save_campaign(campaign, out)
    except OSError as error:
        return _fail(translate("CommandLineOutput", "cannot write {file}: {error}").format(
            file=output, error=error.strerror or error), EXIT_UNREADABLE)
    print(translate("CommandLineOutput", "wrote {file}: {campaign}, {players} on {map}, {games}; seed {seed}").format(
        file=output, campaign=campaign.name, map=_map_name(board), seed=campaign.seed,
        players=cli_counts().players(len(campaign.players)),
        games=cli_counts().games_played_so_far(campaign.world.games_played)))
    return EXIT_OK


def _load(path: str):
    """The campaign and its map, or the exit code and message of why not."""
    from engine.board import load_map
    from engine.campaign.campaign_file import load_campaign
    from engine.files.errors import FileFormatError

    try:
        loaded = load_campaign(path)
    except FileFormatError as error:
        return None, None, _fail(translate("CommandLineOutput", "cannot read the campaign: {error}").format(
            error=error), EXIT_UNREADABLE)
    try:
        board = load_map(loaded.map_path()).board
    except FileFormatError as error:
        return None, None, _fail(translate("CommandLineOutput", "cannot read the campaign's map: {error}").format(
            error=error), EXIT_UNREADABLE)
    return loaded, board, EXIT_OK


def _play_out(path: str, games: int, bots_text: str, seed: int | None, turn_limit: int) -> int:
    from engine.campaign.campaign_file import CampaignError
    from engine.campaign.play_out import play_out
    from engine.campaign.summary import describe_reward, scar_cards_left, unmarked_territories
    from engine.core.save import SEED_LIMIT

    if games < 1:
        return _fail(translate("CommandLineOutput", "--games must be 1 or more, not {value}").format(value=games),
                     EXIT_UNREADABLE)
    if seed is not None and not 0 <= seed <= SEED_LIMIT:
        return _fail(translate("CommandLineOutput", "the seed must be from 0 to {limit}, not {value}").format(
            limit=f"{SEED_LIMIT:,}", value=seed), EXIT_UNREADABLE)
    if turn_limit < 0:
        return _fail(translate("CommandLineOutput", "--turn-limit must be 0 (no limit) or more, not {value}").format(
            value=turn_limit), EXIT_UNREADABLE)
    bots = [b.strip() for b in bots_text.split(",") if b.strip()]
    unknown_bots = _unknown_bots(bots)
    if unknown_bots:
        return _fail(unknown_bots, EXIT_UNREADABLE)
    loaded, board, code = _load(path)
    if loaded is None:
        return code
    campaign = loaded.campaign
    names = _names(board)

    def report(played) -> None:
        record = played.record
        if played.powers_chosen:
            powers = ", ".join(f"{_faction(campaign, f)}: {_power(campaign, p)}" for f, p in played.powers_chosen)
            print(translate("CommandLineOutput", "before game {game}, the bots chose the starting powers "
                            "({powers})").format(game=record.game, powers=powers))
        if played.coins_spread:
            print(translate("CommandLineOutput", "before game {game}, the 12 starting coins went to the cards of "
                            "{territories}").format(game=record.game, territories=", ".join(
                                names.territory(t) for t in played.coins_spread)))
        if record.winner:
            winner = translate("CommandLineOutput", "{player} won").format(player=record.winner)
        else:
            winner = translate("CommandLineOutput", "nobody won (the turn limit was reached)")
        print(translate("CommandLineOutput", "game {game}: {winner} after {turns} ({actions}, {seconds} s)").format(
            game=record.game, winner=winner, seconds=f"{played.seconds:.1f}",
            turns=cli_counts().turns(played.turns), actions=cli_counts().actions(played.actions)))
        for player, reward in record.rewards:
            # What a reward is, the engine words (English only, for now).
            print(f"  {player} {describe_reward(reward, board)}")
        if record.packs_opened:
            print(translate("CommandLineOutput", "  packs opened: {packs}").format(
                packs=", ".join(record.packs_opened)))
        if record.world_name:
            print(translate("CommandLineOutput", "  the world is named {name}").format(name=record.world_name))
        # How the world wears: scar cards are destroyed once played, and land runs out of room.
        land = sum(1 for t in board.territories if t.is_land)
        print(translate("CommandLineOutput", "  scar cards left: {cards}; unmarked territories: {unmarked} of "
                        "{land}").format(cards=scar_cards_left(campaign),
                                         unmarked=unmarked_territories(campaign.world, board), land=land))
        sys.stdout.flush()

    try:
        play_out(campaign, board, games, bots, seed=seed, save_to=path, progress=report, turn_limit=turn_limit)
    except CampaignError as error:
        return _fail(translate("CommandLineOutput", "cannot go on with {file}: {error}").format(
            file=path, error=campaign_error(error)), EXIT_PROBLEMS)
    except OSError as error:
        return _fail(translate("CommandLineOutput", "cannot write {file}: {error}").format(
            file=path, error=error.strerror or error), EXIT_UNREADABLE)
    print(cli_counts().saved_games_played(campaign.world.games_played).format(file=path))
    return EXIT_OK


def _unknown_bots(bots: list[str]) -> str | None:
    """Why ``bots`` cannot play (a name no bot has, or no name), or None: said before the
    campaign is read, as `simulate` and `balance` say it."""
    from engine.campaign import play_out  # the bots it plays with

    known = play_out.bot_types()
    listed = ", ".join(sorted(known))
    if not bots:
        return translate("CommandLineOutput", "name at least one bot (known: {known})").format(known=listed)
    unknown = [b for b in bots if b not in known]
    if not unknown:
        return None
    return translate("CommandLineOutput", "unknown bot '{bot}' (known: {known})").format(bot=unknown[0], known=listed)


def _faction(campaign, faction_id: str) -> str:
    faction = campaign.world.faction(faction_id)
    return faction.name if faction else faction_id


def _power(campaign, power_id: str) -> str:
    power = campaign.world.power(power_id)
    return power.name if power else power_id


def _show(path: str) -> int:
    from engine.campaign.summary import campaign_summary

    loaded, board, code = _load(path)
    if loaded is None:
        return code
    for warning in loaded.warnings:
        print(translate("CommandLineOutput", "warning: {warning}").format(warning=warning), file=sys.stderr)
    # The summary is the engine's (engine/campaign/summary.py), English only for now.
    print(campaign_summary(loaded.campaign, board))
    return EXIT_OK


def _names(board):
    """The map's names in the command line's language."""
    from editor.language.app_language import display_names

    return display_names(board)


def _map_name(board) -> str:
    return _names(board).map
