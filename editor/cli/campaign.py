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

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2
# As ``worldsmith simulate``'s: bots that never finish a game must not run for ever.
DEFAULT_TURN_LIMIT = 1000


def add_campaign_parser(commands) -> None:
    campaign = commands.add_parser("campaign", help="Risk Legacy campaigns: start one, play games, show it")
    actions = campaign.add_subparsers(dest="campaign_command", metavar="ACTION", required=True)

    new = actions.add_parser("new", help="start a campaign from a Legacy scenario")
    new.add_argument("scenario", help="a Legacy scenario (e.g. scenarios/legacy-new-world.yaml)")
    new.add_argument("output", help="the campaign file to write")
    new.add_argument("--seed", type=int, default=None,
                     help="the campaign's seed: every game's dice derive from it (default: a random one)")
    new.add_argument("--force", action="store_true",
                     help="replace an existing file (it is kept as OUTPUT.bak)")

    play_out = actions.add_parser("play-out", help="play whole games between computer players, the world carried on")
    play_out.add_argument("campaign", help="the campaign file (saved after every game)")
    play_out.add_argument("--games", type=int, required=True, help="how many games to play")
    play_out.add_argument("--bots", default="heuristic",
                          help="bots per seat, comma-separated, repeated to fill the seats (default: heuristic)")
    play_out.add_argument("--seed", type=int, default=None,
                          help="seed for these games instead of the campaign's own")
    play_out.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT,
                          help="a game still running after this many turns ends without a winner: nobody signs, "
                               f"no rewards (default: {DEFAULT_TURN_LIMIT}; 0: no limit)")

    show = actions.add_parser("show", help="a readable summary of a campaign")
    show.add_argument("campaign", help="the campaign file")


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
        return _fail(f"the seed must be from 0 to {SEED_LIMIT:,}, not {seed}", EXIT_UNREADABLE)
    out = Path(output)
    if out.exists() and not force:
        return _fail(f"{output} already exists: choose another name, or --force to replace it "
                     "(the old file is kept as a .bak)", EXIT_UNREADABLE)
    try:
        loaded = load_scenario(scenario_path)
    except FileFormatError as error:
        return _fail(f"cannot read the scenario: {error}", EXIT_UNREADABLE)
    try:
        board = load_map(loaded.map_path()).board
    except FileFormatError as error:
        return _fail(f"cannot read the scenario's map: {error}", EXIT_UNREADABLE)
    try:
        campaign = new_campaign(loaded, board, out, seed)
    except CampaignError as error:
        return _fail(f"cannot start a campaign from {scenario_path}: {error}", EXIT_PROBLEMS)
    try:
        save_campaign(campaign, out)
    except OSError as error:
        return _fail(f"cannot write {output}: {error.strerror or error}", EXIT_UNREADABLE)
    games = campaign.world.games_played
    print(f"wrote {output}: {campaign.name}, {len(campaign.players)} players on {board.meta.name}, "
          f"{games} game(s) played so far; seed {campaign.seed}")
    return EXIT_OK


def _load(path: str):
    """The campaign and its map, or the exit code and message of why not."""
    from engine.board import load_map
    from engine.campaign.campaign_file import load_campaign
    from engine.files.errors import FileFormatError

    try:
        loaded = load_campaign(path)
    except FileFormatError as error:
        return None, None, _fail(f"cannot read the campaign: {error}", EXIT_UNREADABLE)
    try:
        board = load_map(loaded.map_path()).board
    except FileFormatError as error:
        return None, None, _fail(f"cannot read the campaign's map: {error}", EXIT_UNREADABLE)
    return loaded, board, EXIT_OK


def _play_out(path: str, games: int, bots_text: str, seed: int | None, turn_limit: int) -> int:
    from engine.campaign.campaign_file import CampaignError
    from engine.campaign.play_out import play_out
    from engine.campaign.summary import describe_reward, scar_cards_left, unmarked_territories
    from engine.core.save import SEED_LIMIT

    if games < 1:
        return _fail(f"--games must be 1 or more, not {games}", EXIT_UNREADABLE)
    if seed is not None and not 0 <= seed <= SEED_LIMIT:
        return _fail(f"the seed must be from 0 to {SEED_LIMIT:,}, not {seed}", EXIT_UNREADABLE)
    if turn_limit < 0:
        return _fail(f"--turn-limit must be 0 (no limit) or more, not {turn_limit}", EXIT_UNREADABLE)
    bots = [b.strip() for b in bots_text.split(",") if b.strip()]
    unknown_bots = _unknown_bots(bots)
    if unknown_bots:
        return _fail(unknown_bots, EXIT_UNREADABLE)
    loaded, board, code = _load(path)
    if loaded is None:
        return code
    campaign = loaded.campaign

    def report(played) -> None:
        record = played.record
        if played.powers_chosen:
            powers = ", ".join(f"{_faction(campaign, f)}: {_power(campaign, p)}" for f, p in played.powers_chosen)
            print(f"before game {record.game}, the bots chose the starting powers ({powers})")
        if played.coins_spread:
            print(f"before game {record.game}, the 12 starting coins went to the cards of "
                  f"{', '.join(board.territory(t).name for t in played.coins_spread)}")
        winner = f"{record.winner} won" if record.winner else "nobody won (the turn limit was reached)"
        print(f"game {record.game}: {winner} after {played.turns} turns ({played.actions} actions, "
              f"{played.seconds:.1f} s)")
        for player, reward in record.rewards:
            print(f"  {player} {describe_reward(reward, board)}")
        if record.packs_opened:
            print(f"  packs opened: {', '.join(record.packs_opened)}")
        if record.world_name:
            print(f"  the world is named {record.world_name}")
        # How the world wears: scar cards are destroyed once played, and land runs out of room.
        land = sum(1 for t in board.territories if t.is_land)
        print(f"  scar cards left: {scar_cards_left(campaign)}; unmarked territories: "
              f"{unmarked_territories(campaign.world, board)} of {land}")
        sys.stdout.flush()

    try:
        play_out(campaign, board, games, bots, seed=seed, save_to=path, progress=report, turn_limit=turn_limit)
    except CampaignError as error:
        return _fail(f"cannot go on with {path}: {error}", EXIT_PROBLEMS)
    except OSError as error:
        return _fail(f"cannot write {path}: {error.strerror or error}", EXIT_UNREADABLE)
    print(f"saved {path}: {campaign.world.games_played} game(s) played")
    return EXIT_OK


def _unknown_bots(bots: list[str]) -> str | None:
    """Why ``bots`` cannot play (a name no bot has, or no name), or None: said before the
    campaign is read, as `simulate` and `balance` say it."""
    from engine.campaign import play_out  # the bots it plays with

    known = play_out.bot_types()
    listed = ", ".join(sorted(known))
    if not bots:
        return f"name at least one bot (known: {listed})"
    unknown = [b for b in bots if b not in known]
    return f"unknown bot '{unknown[0]}' (known: {listed})" if unknown else None


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
        print(f"warning: {warning}", file=sys.stderr)
    print(campaign_summary(loaded.campaign, board))
    return EXIT_OK
