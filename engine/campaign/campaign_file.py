"""A Risk Legacy campaign on disk: the scenario it started from, the world as it is now, the
history of every game, and the game in progress (docs/campaigns.md).

The world is the one thing a campaign must never lose, so every write is atomic and keeps
the file it replaces beside it as ``NAME.bak`` (engine/files/backup.py): a crash, a full
disk or a bad game at worst costs the last game, never the campaign. Reading is strict and
located like every Worldsmith file, and goes through the same hostile-file guards; the game
in progress is a saved game (engine/core/save.py) embedded as it is, replayed and checked on
loading like any save.

A campaign goes game by game: :func:`start_next_game` sets the next game up from the
current world (through the scenario machinery, so it is checked exactly as "Play This
Scenario" checks a scenario), :func:`finish_game` asks the rules what the game did
(``game_record`` and ``campaign_after``) and writes it into the campaign.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Mapping, Sequence
from pathlib import Path

import yaml

from engine.board import Board, load_map
from engine.board.map_format import COLOUR_PATTERN
from engine.campaign.campaign_errors import CampaignMessageError, ProblemList
from engine.campaign.pieces_format import checked_data
from engine.campaign.progress import GameRecord, packs_opened_at_end
from engine.campaign.record_format import read_record, record_node
from engine.campaign.rewards import CAMPAIGN_GAMES
from engine.campaign.world import LegacyWorld, Signature
from engine.campaign.world_format import read_world, world_node
from engine.core.dice import derive_seed
from engine.core.game import Game
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.phases import GAME_OVER
from engine.core.save import SEED_LIMIT, game_from_node, save_node
from engine.files import yaml_writer as w
from engine.files.atomic_write import atomic_write_text
from engine.files.backup import keep_backup
from engine.files.errors import FormatWarning
from engine.files.yaml_reader import (
    Node,
    YamlReader,
    check_document_type,
    compose,
    garbage_collection_paused,
    is_null,
    read_text_file,
)
from engine.rules.registry import ruleset_class
from engine.scenario.game_inputs import game_options
from engine.scenario.game_setup import ScenarioError, game_setup
from engine.scenario.map_reference import map_reference, resolve_map, unknown_name_message
from engine.scenario.model import FixedSetup, Scenario, ScenarioPlayer, SetupKind
from engine.scenario.scenario_format import LoadedScenario
from engine.scenario.validation import LEGACY, validate_scenario

FORMAT_NAME = "worldsmith-campaign"
SCHEMA_VERSION = 1
_TOP = ("format", "schema", "name", "description", "map", "ruleset", "options", "setup", "players", "seed", "world",
        "history", "game-in-progress", "missiles-unasked", "first-game")

# A person's defence, kept per player: always the most dice, or asked at each battle.
DEFEND_MOST, DEFEND_ASK = "most", "ask"


class CampaignError(CampaignMessageError):
    """The campaign cannot do what was asked (start a game, finish one); the message says why
    (a template a UI translates, engine/campaign/campaign_errors.py)."""


@dataclasses.dataclass
class Campaign:
    """A campaign: how its games are set up, the world now, what happened, what is going on."""

    name: str
    map: str  # the map, as a scenario names it: a shipped map's name or a path from the file's folder
    players: list[ScenarioPlayer]
    world: LegacyWorld
    seed: int  # every game's dice and the bots' choices derive from it
    ruleset: str = LEGACY
    description: str = ""
    options: dict[str, object] = dataclasses.field(default_factory=dict)
    setup: SetupKind = SetupKind.CLAIM
    history: list[GameRecord] = dataclasses.field(default_factory=list)
    game: Game | None = None  # the game in progress
    # The people who said "Never ask me this game" to the missile question: kept with the game
    # in progress (a reopened campaign does not ask them again) and forgotten when it ends.
    missiles_unasked: list[str] = dataclasses.field(default_factory=list)
    # What the scenario designed for the campaign's first game only: each seat's faction
    # (played in that game; "" chosen at the table) and its fixed start (the rules'
    # fixed-placement option, HQs included). Forgotten once that game starts: the later games
    # begin as the Legacy rules set them up.
    first_factions: list[str] = dataclasses.field(default_factory=list)
    first_placement: dict[str, list[int]] = dataclasses.field(default_factory=dict)

    @property
    def next_game_number(self) -> int:
        return self.world.games_played + 1

    def scenario(self) -> Scenario:
        """The next game as a scenario: the campaign's setup on the world as it is now (the
        first game's fixed start while it has not begun)."""
        scenario = Scenario(name=self.name, map=self.map, ruleset=self.ruleset, description=self.description,
                            options=dict(self.options), players=list(self.players), setup=self.setup,
                            legacy=self.world)
        if self.first_placement:
            scenario.setup, scenario.fixed = SetupKind.FIXED, fixed_of(self.first_placement)
        return scenario


@dataclasses.dataclass
class LoadedCampaign:
    campaign: Campaign
    path: Path | None = None
    warnings: list[FormatWarning] = dataclasses.field(default_factory=list)

    def map_path(self) -> Path:
        return resolve_map(self.campaign.map, self.path.parent if self.path is not None else None)


# -- from a scenario ----------------------------------------------------------------------------------


def new_campaign(loaded: LoadedScenario, board: Board, out: str | Path, seed: int | None = None) -> Campaign:
    """A campaign starting from a Legacy scenario (whose map is ``board``), to be saved at
    ``out``: the map is named from there. CampaignError if the scenario cannot start one."""
    scenario = loaded.scenario
    if scenario.ruleset != LEGACY:
        raise CampaignError(QT_TRANSLATE_NOOP(
            "CampaignError", "a campaign is played with the Legacy rules, and this scenario uses the {rules} rules"),
            rules=scenario.ruleset)
    if scenario.legacy is None:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "this scenario has no Legacy world to play the "
                                              "campaign on (add one in the scenario designer)"))
    errors = validate_scenario(scenario, board).errors
    if errors:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "the scenario has errors: {errors}"),
                            errors=ProblemList.of(errors))
    map_path = loaded.map_path()
    reference = map_reference(map_path, Path(out).resolve().parent) if map_path is not None else scenario.map
    # The scenario's factions are suggestions: as the rulebook has it, each game's factions are
    # chosen at the table ("Lay out the Faction cards … roll dice to determine who will get to
    # choose first"), unless the people seated keep one for the campaign (seats_dialog.py).
    # The factions the designer gave each player are that first game's (first_factions).
    players = [dataclasses.replace(p, faction="") for p in scenario.players]
    fixed = scenario.setup is SetupKind.FIXED
    placement = game_options(scenario, ruleset_class(scenario.ruleset).options_type).get("fixed-placement", {})
    return Campaign(
        name=scenario.name, map=reference, players=players, world=scenario.legacy,
        seed=secrets.randbelow(2**31) if seed is None else seed, ruleset=scenario.ruleset,
        description=scenario.description, options=dict(scenario.options),
        setup=SetupKind.CLAIM if fixed else scenario.setup,
        first_factions=[p.faction for p in scenario.players] if any(p.faction for p in scenario.players) else [],
        first_placement=dict(placement) if fixed else {},
    )


# -- game by game ----------------------------------------------------------------------------------------


def game_seed(seed: int, game: int) -> int:
    """The dice seed of game ``game`` of a campaign seeded ``seed``."""
    return derive_seed(seed, "game", game)


def start_next_game(campaign: Campaign, board: Board, *, seed: int | None = None,
                    controllers: Sequence[str] | None = None, options: Mapping[str, object] | None = None) -> Game:
    """Set up the campaign's next game on the world as it is (seeded from the campaign's seed
    unless ``seed`` is given; ``controllers``: who plays each seat; ``options``: rule options
    for this game on top of the campaign's) and keep it as the game in progress.
    CampaignError if a game is already going on or the rules refuse the setup."""
    if campaign.game is not None:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "game {game} is still going on: finish it first"),
                            game=campaign.next_game_number)
    number = campaign.next_game_number
    scenario = campaign.scenario()
    scenario.options.update(_first_game_options(campaign))
    scenario.options.update(kept_factions(campaign.players))
    scenario.options.update(options or {})
    try:
        setup = game_setup(scenario, board, game_seed(campaign.seed if seed is None else seed, number), controllers)
    except ScenarioError as error:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "game {game} cannot start: {error}"),
                            game=number, error=error) from None
    campaign.game = Game(board, setup)
    campaign.first_factions, campaign.first_placement = [], {}  # the first game holds them now
    return campaign.game


def fixed_of(placement: Mapping[str, list[int]]) -> FixedSetup:
    """A fixed setup from the rules' fixed-placement ([seat, troops], 1 more on an HQ)."""
    fixed = FixedSetup()
    for tid, entry in placement.items():
        fixed.owners[tid], fixed.troops[tid] = entry[0], entry[1]
        if len(entry) > 2 and entry[2]:
            fixed.hqs[entry[0]] = tid
    return fixed


def _first_game_options(campaign: Campaign) -> dict[str, object]:
    """The options of the scenario's design for the first game: the factions its players
    play (a faction someone keeps for the campaign is theirs: the campaign's keepers are
    added after these, kept_factions)."""
    options: dict[str, object] = {}
    kept = {p.faction for p in campaign.players if p.faction}
    factions = {}
    for player, faction in zip(campaign.players, campaign.first_factions, strict=False):
        if faction and not player.faction and faction not in kept:
            factions[player.name] = faction
    if factions:
        options["kept-factions"] = factions
    return options


def kept_factions(players: Sequence[ScenarioPlayer]) -> dict[str, object]:
    """The rule option of the players who keep a faction for the whole campaign (none: every
    faction is chosen at the table, and the option is left out)."""
    kept = {p.name: p.faction for p in players if p.faction}
    return {"kept-factions": kept} if kept else {}


def finish_game(campaign: Campaign) -> GameRecord:
    """Write the finished game in progress into the campaign: its record joins the history and
    the world becomes the one the rules leave after it, with the packs its end opened
    (progress.after_game) — the one after-game path of ``campaign play-out`` and the play
    window. The record lists every pack the game opened, during play and at its end."""
    game = campaign.game
    if game is None:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "no game is in progress"))
    if game.state.phase != GAME_OVER:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "game {game} is not over yet"),
                            game=campaign.next_game_number)
    record_of = getattr(game.rules, "game_record", None)
    if record_of is None:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "the {rules} rules do not report what a game did "
                                              "to the world"), rules=game.setup.ruleset)
    record = record_of(game.state)
    world = game.campaign_after()
    if not isinstance(world, LegacyWorld) or world.games_played != record.game:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "the rules reported game {game}, but left a world "
                                              "as after game {played}"),
                            game=record.game, played=getattr(world, "games_played", "?"))
    if record.game != campaign.next_game_number:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "the rules reported game {game}, but this is game "
                                              "{expected}"), game=record.game, expected=campaign.next_game_number)
    # The packs the game's end opened (after_game: the 9th minor city, a second signature, a
    # mark a reward placed, a faction eliminated when it ended) join those it opened during
    # play, so that the results and the history tell of them.
    at_end = packs_opened_at_end(campaign.world, world, record)
    if at_end:
        record = dataclasses.replace(record, packs_opened=(*record.packs_opened, *at_end))
    campaign.history.append(record)
    campaign.world = world
    campaign.game = None
    campaign.missiles_unasked = []
    return record


# -- writing -----------------------------------------------------------------------------------------


def save_campaign(campaign: Campaign, path: str | Path) -> None:
    """Write the campaign atomically, keeping the file it replaces as ``NAME.bak``."""
    text = campaign_to_text(campaign)  # built first: a failure leaves both files as they were
    keep_backup(path)
    atomic_write_text(path, text)


def campaign_to_text(campaign: Campaign) -> str:
    with garbage_collection_paused():
        return w.emit(_campaign_node(campaign))


def _campaign_node(c: Campaign) -> yaml.Node:
    pairs: list[tuple[str, yaml.Node]] = [
        ("format", w.text(FORMAT_NAME)),
        ("schema", w.integer(SCHEMA_VERSION)),
        ("name", w.text(c.name)),
    ]
    if c.description:
        pairs.append(("description", w.text(c.description)))
    pairs += [
        ("map", w.text(c.map)),
        ("ruleset", w.text(c.ruleset)),
        ("options", w.plain(dict(c.options))),
        ("setup", w.text(c.setup.value)),
        ("players", w.sequence(_player_node(p) for p in c.players)),
        ("seed", w.integer(c.seed)),
        ("world", world_node(c.world)),
        ("history", w.sequence(record_node(r) for r in c.history)),
        ("game-in-progress", save_node(c.game, stamped=False) if c.game is not None else w.plain(None)),
    ]
    if c.game is not None and c.missiles_unasked:
        pairs.append(("missiles-unasked", w.sequence((w.text(name) for name in c.missiles_unasked), flow=True)))
    first: list[tuple[str, yaml.Node]] = []
    if c.first_factions:
        first.append(("factions", w.sequence((w.text(f) for f in c.first_factions), flow=True)))
    if c.first_placement:
        first.append(("fixed-placement", w.plain(dict(c.first_placement))))
    if first:
        pairs.append(("first-game", w.mapping(first)))
    return w.mapping(pairs)


def _player_node(player: ScenarioPlayer) -> yaml.Node:
    data: dict[str, object] = {"name": player.name}
    if player.colour is not None:
        data["colour"] = player.colour
    if player.faction:
        data["faction"] = player.faction
    data["controller"] = player.controller
    if player.defend_max is not None:
        data["defend"] = DEFEND_MOST if player.defend_max else DEFEND_ASK
    return w.flow_mapping(data)


# -- reading -----------------------------------------------------------------------------------------


def load_campaign(path: str | Path) -> LoadedCampaign:
    loaded = read_campaign(read_text_file(path), file=str(path))
    loaded.path = Path(path)
    return loaded


def load_campaign_and_map(path: str | Path) -> tuple[LoadedCampaign, Board]:
    """The campaign and its map; a map that cannot be read is a FileFormatError naming the map."""
    loaded = load_campaign(path)
    return loaded, load_map(loaded.map_path()).board


def read_campaign(text: str, file: str | None = None) -> LoadedCampaign:
    r = YamlReader(file)
    with garbage_collection_paused():
        root = compose(text, file)
    check_document_type(r, root, FORMAT_NAME, SCHEMA_VERSION)
    top = r.mapping(root, "", required=("format", "schema", "name", "map", "players", "seed", "world"),
                    optional=_TOP)
    reference = r.file_name(top["map"], "map")
    problem = unknown_name_message(reference)
    if problem is not None:
        raise r.error(top["map"], "map", problem)
    options: dict[str, object] = {}
    if "options" in top and not is_null(top["options"]):
        data = checked_data(r, top["options"], "options")
        if not isinstance(data, dict):
            raise r.error(top["options"], "options", "expected a mapping of rule options")
        options = data
    players = [_player(r, n, f"players[{i}]") for i, n in enumerate(r.sequence(top["players"], "players"))]
    _check_unique_names(r, top["players"], players)
    campaign = Campaign(
        name=r.text(top["name"], "name"),
        map=reference,
        players=players,
        world=read_world(r, top["world"], "world"),
        seed=r.integer(top["seed"], "seed", minimum=0, maximum=SEED_LIMIT),
        ruleset=r.text(top["ruleset"], "ruleset") if "ruleset" in top else LEGACY,
        description=r.text(top["description"], "description", allow_empty=True) if "description" in top else "",
        options=options,
        setup=SetupKind(r.choice(top["setup"], "setup", [k.value for k in SetupKind])) if "setup" in top
        else SetupKind.CLAIM,
    )
    if "first-game" in top and not is_null(top["first-game"]):
        _first_game(r, campaign, top["first-game"])
    history_node = top.get("history")
    campaign.history = [read_record(r, n, f"history[{i}]") for i, n in enumerate(r.sequence(history_node, "history"))]
    _check_history(r, campaign, top, history_node)
    game_node = top.get("game-in-progress")
    if game_node is not None and not is_null(game_node):
        campaign.game = _game_in_progress(r, campaign, game_node)
    if "missiles-unasked" in top and campaign.game is not None:
        names = {p.name for p in players}
        for i, node in enumerate(r.sequence(top["missiles-unasked"], "missiles-unasked")):
            name = r.text(node, f"missiles-unasked[{i}]")
            if name not in names:
                raise r.error(node, f"missiles-unasked[{i}]", f"'{name}' is not one of the campaign's players")
            campaign.missiles_unasked.append(name)
    return LoadedCampaign(campaign, None, r.warnings)


def _first_game(r: YamlReader, campaign: Campaign, node: Node) -> None:
    """The first game's design (see Campaign): a faction per seat and the rules' fixed-placement."""
    v = r.mapping(node, "first-game", optional=("factions", "fixed-placement"))
    if "factions" in v:
        items = r.sequence(v["factions"], "first-game.factions")
        if len(items) != len(campaign.players):
            raise r.error(v["factions"], "first-game.factions",
                          f"expected a faction for each of the {len(campaign.players)} players (\"\": at the table)")
        campaign.first_factions = [r.text(n, f"first-game.factions[{i}]", allow_empty=True)
                                   for i, n in enumerate(items)]
    if "fixed-placement" in v:
        data = checked_data(r, v["fixed-placement"], "first-game.fixed-placement")
        seats = len(campaign.players)
        if not isinstance(data, dict) or not all(
                isinstance(e, list) and len(e) in (2, 3) and all(type(n) is int for n in e) and 0 <= e[0] < seats
                for e in data.values()):
            raise r.error(v["fixed-placement"], "first-game.fixed-placement",
                          f"expected territory: [player number 0 to {seats - 1}, troops] (and 1 on an HQ)")
        campaign.first_placement = data


def _player(r: YamlReader, node: Node, path: str) -> ScenarioPlayer:
    v = r.mapping(node, path, required=("name",), optional=("colour", "faction", "controller", "defend"))
    colour = None
    if "colour" in v and not is_null(v["colour"]):
        colour = r.text(v["colour"], f"{path}.colour")
        if not COLOUR_PATTERN.match(colour):
            raise r.error(v["colour"], f"{path}.colour",
                          f"expected a colour like '#e69f00' (in quotes: # starts a comment), found '{colour}'")
    return ScenarioPlayer(
        r.text(v["name"], f"{path}.name"), colour,
        r.text(v["faction"], f"{path}.faction", allow_empty=True) if "faction" in v else "",
        r.text(v["controller"], f"{path}.controller") if "controller" in v else "human",
        r.choice(v["defend"], f"{path}.defend", (DEFEND_MOST, DEFEND_ASK)) == DEFEND_MOST if "defend" in v else None,
    )


def _check_unique_names(r: YamlReader, node: Node, players: list[ScenarioPlayer]) -> None:
    seen: set[str] = set()
    for i, player in enumerate(players):
        if player.name in seen:
            raise r.error(node.value[i], f"players[{i}].name",
                          f"two players are called '{player.name}': the world tells players apart by name")
        seen.add(player.name)


def _check_history(r: YamlReader, campaign: Campaign, top: dict[str, Node], history_node: Node | None) -> None:
    """The history and the world tell the same story: games numbered one after another, the
    last of them the world's last, every seat a player of the campaign, every winner of the
    first 15 games signed."""
    history = campaign.history
    names = [p.name for p in campaign.players]
    for i, record in enumerate(history):
        at = history_node.value[i]
        if i and record.game != history[i - 1].game + 1:
            raise r.error(at, f"history[{i}].game", f"expected game {history[i - 1].game + 1} after game "
                                                     f"{history[i - 1].game}, found game {record.game}")
        for k, seat in enumerate(record.seats):
            if seat.player not in names:
                raise r.error(at, f"history[{i}].seats[{k}].player",
                              f"'{seat.player}' is not one of the campaign's players ({', '.join(names)})")
        signed = Signature(record.winner, record.game) if record.winner is not None else None
        if signed is not None and record.game <= CAMPAIGN_GAMES and signed not in campaign.world.signatures:
            raise r.error(at, f"history[{i}].winner",
                          f"{record.winner} won game {record.game}, but the world has no signature of it "
                          "(the file was changed or damaged)")
    if history and history[-1].game != campaign.world.games_played:
        raise r.error(top["world"], "world.games-played",
                      f"the world has {campaign.world.games_played} games played, but the history ends with "
                      f"game {history[-1].game} (the file was changed or damaged)")


class _EmbeddedReader(YamlReader):
    """Reads the embedded save with its fields named where they are in the campaign file."""

    def __init__(self, outer: YamlReader, prefix: str) -> None:
        super().__init__(outer.file)
        self.warnings = outer.warnings
        self.prefix = prefix

    def _within(self, field: str) -> str:
        return f"{self.prefix}.{field}" if field else self.prefix

    def error(self, node, field, message, column_offset=0):
        return super().error(node, self._within(field), message, column_offset)

    def warn(self, node, field, message):
        super().warn(node, self._within(field), message)


def _game_in_progress(r: YamlReader, campaign: Campaign, node: Node) -> Game:
    inner = _EmbeddedReader(r, "game-in-progress")
    game = game_from_node(inner, node)
    if game.setup.ruleset != campaign.ruleset:
        raise inner.error(node, "ruleset", f"the game in progress is played with the {game.setup.ruleset} rules, "
                                           f"and the campaign with the {campaign.ruleset} rules")
    if game.setup.campaign != campaign.world:
        raise inner.error(node, "campaign", "the game in progress was started on another world than the "
                                            "campaign's (the file was changed or damaged)")
    names = [p.name for p in game.setup.players]
    if names != [p.name for p in campaign.players]:
        raise inner.error(node, "players", f"the game in progress is played by {', '.join(names)}, not by the "
                                           "campaign's players")
    return game
