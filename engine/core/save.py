"""Saved games: the setup, the map, every action taken, and a snapshot of the state.

A save is a readable YAML file. Loading starts the game again from its setup and replays
the actions through the rules (so a hand-edited or damaged file cannot smuggle in an
illegal position), then checks that the result is exactly the snapshot that was saved.
Writes are atomic; files from a newer Worldsmith are refused with a clear message.

Schema 2 adds what other rule sets need: the campaign world a Legacy game is played on
(``campaign``), an MU economy start (``economy``), and who took an action where it was not
simply the player deciding (``@2 submit-orders ...``: seat 2, for simultaneous orders).

Schema 3 (this version) keeps secrets out of sight: whoever opens a save in a text editor at
the desk must not read the others' secret orders or cards at a glance. The snapshot is written
as nobody's view of the state (``player_view(state, None)``: others' plans, hands, missions,
the deck's order, the MU draft's placements hidden) and what that view hides goes in
``sealed``, encoded (base64 of its YAML); the actions taken in the secret decisions going on
(``Game.sealed``: this round's MU plans, say) are written ``sealed:…`` the same way. Reading
decodes both. It stops a glance, not a determined player: the encoding is no cipher, and the
seed and the actions give the game's whole course to anyone who replays them. Saves of
schemas 1 and 2 read as before.
"""

from __future__ import annotations

import base64
import binascii
import re
import time
from pathlib import Path

import yaml

from engine.board import map_to_text, read_map
from engine.campaign.pieces_format import keyed_pairs
from engine.campaign.world_format import read_world, world_node
from engine.core.actions import parse_action
from engine.core.errors import ActionFormatError, IllegalAction
from engine.core.game import Game, GameSetup
from engine.files import yaml_writer as w
from engine.files.atomic_write import atomic_write_text
from engine.files.errors import FileFormatError
from engine.files.yaml_reader import (
    YamlReader,
    check_document_type,
    compose,
    describe,
    garbage_collection_paused,
    plain_data,
    read_text_file,
)
from engine.rules.base import PlayerSetup
from engine.rules.options import OptionError
from engine.rules.registry import ruleset_class
from engine.scenario.model import EconomySetup

FORMAT_NAME = "worldsmith-save"
SCHEMA_VERSION = 3
_ACTOR = re.compile(r"@(\d{1,3}) +(.*)\Z", re.S)  # "@2 submit-orders ...": who acted, then the action
SEED_LIMIT = 2**63 - 1  # any 64-bit seed; the game picks its seeds below 2**31
SEALED = "sealed:"  # an entry of the log written out of sight: "sealed:" and its text, encoded


def seal_text(text: str) -> str:
    """``text`` out of sight of a glance (base64 of its UTF-8): no cipher, see the module."""
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def unseal_text(sealed: str) -> str:
    """The text ``seal_text`` sealed; ValueError if it is not such a text."""
    try:
        return base64.b64decode(sealed.encode("ascii"), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeError) as error:
        raise ValueError(f"a sealed text cannot be read: {error}") from None


def sealed_entry(text: str) -> str:
    """An entry's text (``entry_text``) as saves and journals write a secret one."""
    return SEALED + seal_text(text)


def unsealed_entry(text: str) -> str:
    """An entry's text as written, sealed or not, in plain text; ValueError if it is sealed and
    damaged."""
    return unseal_text(text[len(SEALED):]) if text.startswith(SEALED) else text


def save_game(game: Game, path: str | Path) -> None:
    atomic_write_text(path, save_to_text(game))


def save_to_text(game: Game) -> str:
    return w.emit(save_node(game))


def save_node(game: Game, *, stamped: bool = True) -> yaml.Node:
    """The save as a YAML node (a campaign file embeds it); ``stamped``: with the time it was
    saved (a campaign leaves it out, so that the same play gives the same file)."""
    setup = game.setup
    world = game.world
    pairs = [
        ("format", w.text(FORMAT_NAME)),
        ("schema", w.integer(SCHEMA_VERSION)),
        *([("saved", w.text(time.strftime("%Y-%m-%d %H:%M:%S")))] if stamped else []),
        ("ruleset", w.text(setup.ruleset)),
        ("options", w.plain(dict(game.rules.options.to_mapping()))),
        ("seed", w.integer(setup.seed)),
        ("players", w.sequence(_player_node(p) for p in setup.players)),
    ]
    if setup.campaign is not None:
        pairs.append(("campaign", world_node(setup.campaign)))
    if setup.economy is not None:
        pairs.append(("economy", _economy_node(setup.economy)))
    snapshot, sealed = _sealed_snapshot(game)
    pairs += [
        ("actions", w.sequence(w.text(sealed_entry(text) if game.sealed(i) else text)
                               for i, text in enumerate(entry_text(actor, action, world)
                                                        for actor, action in game.entries()))),
        ("snapshot", w.plain(snapshot)),
        *([("sealed", w.text(seal_text(w.emit(w.plain(sealed)))))] if sealed else []),
        ("map", w.text(map_to_text(game.board))),
    ]
    return w.mapping(pairs)


def _sealed_snapshot(game: Game) -> tuple[dict, dict]:
    """(the snapshot as nobody's view of the state, and the state's values of every field that
    view hides): the first written as it is, the second sealed."""
    state = game.state.to_dict()
    shown = game.rules.player_view(game.state, None).to_dict()
    sealed = {key: value for key, value in state.items() if key not in shown or shown[key] != value}
    snapshot = {key: (shown[key] if key in sealed else value) for key, value in state.items()
                if key not in sealed or key in shown}
    return snapshot, sealed


def entry_text(actor: int | None, action, world) -> str:
    """One entry of a game's log as saves (and journals) write it: ``@2 submit-orders …``
    where the actor was not simply the decider."""
    text = action.to_text(world)
    return text if actor is None else f"@{actor} {text}"


_ECONOMY_LISTS = {"bases": "bases", "roads": "roads", "fortifications": "fortifications", "navy-bases": "navy_bases",
                  "canals": "canals"}


def _economy_node(economy: EconomySetup):
    """The economy start with players by seat number, written as numbers (as ``_economy``
    reads them: plain data would write the keys as quoted text). The keys added with the
    fixed start (influence cards, navy bases, canals, navies) only when used, so saves of
    the other starts read as before."""
    def by_seat(values, node):
        return yaml.MappingNode(w.MAP, [(w.integer(seat), node(value)) for seat, value in values.items()])

    pairs = [
        ("money", by_seat(economy.money, w.integer)),
        ("capitals", by_seat(economy.capitals, w.text)),
        *((key, w.sequence(w.text(item) for item in getattr(economy, key)))
          for key in ("bases", "roads", "fortifications")),
    ]
    if economy.cards:
        pairs.append(("influence-cards", by_seat(economy.cards, w.integer)))
    for key in ("navy-bases", "canals"):
        items = getattr(economy, _ECONOMY_LISTS[key])
        if items:
            pairs.append((key, w.sequence(w.text(item) for item in items)))
    if economy.navies:
        pairs.append(("navies", w.mapping((water, w.sequence([w.integer(seat), w.integer(count)], flow=True))
                                          for water, (seat, count) in economy.navies.items())))
    return w.mapping(pairs)


def _player_node(player: PlayerSetup):
    pairs = [("name", w.text(player.name)), ("always-defend-max", w.boolean(player.always_defend_max))]
    if player.colour is not None:
        pairs.append(("colour", w.text(player.colour)))
    pairs.append(("controller", w.text(player.controller)))
    return w.mapping(pairs)


def load_game(path: str | Path) -> Game:
    label = str(path)
    return read_game(read_text_file(path), file=label)


def read_game(text: str, file: str | None = None, warnings: list | None = None) -> Game:
    """The game a save's text describes; ``warnings`` (if given) gets what was read past (unknown
    keys) as FormatWarnings."""
    reader = YamlReader(file)
    with garbage_collection_paused():
        root = compose(text, file)
    game = game_from_node(reader, root)
    if warnings is not None:
        warnings.extend(reader.warnings)
    return game


def game_from_node(reader: YamlReader, root: yaml.Node | None) -> Game:
    """The game a save's node describes, replayed and checked (a campaign file embeds one:
    its reader then names the fields where they are in the campaign)."""
    file = reader.file
    check_document_type(reader, root, FORMAT_NAME, SCHEMA_VERSION)
    top = reader.mapping(
        root, "",
        required=("format", "schema", "ruleset", "seed", "players", "actions", "snapshot", "map"),
        optional=("saved", "options", "campaign", "economy", "sealed"),
    )
    try:
        board = read_map(reader.text(top["map"], "map"), file=f"{file or 'save'} (embedded map)").board
    except FileFormatError as error:
        raise reader.error(top["map"], "map", f"the map inside the save is damaged: {error.message}") from None
    players = []
    for i, node in enumerate(reader.sequence(top["players"], "players")):
        at = f"players[{i}]"
        values = reader.mapping(node, at, required=("name",), optional=("always-defend-max", "colour", "controller"))
        players.append(PlayerSetup(
            reader.text(values["name"], f"{at}.name"),
            reader.boolean(values["always-defend-max"], f"{at}.always-defend-max")
            if "always-defend-max" in values else True,
            reader.text(values["colour"], f"{at}.colour") if "colour" in values else None,
            reader.text(values["controller"], f"{at}.controller") if "controller" in values else "human",
        ))
    # The snapshot's and the options' types are checked before anything is built or replayed.
    snapshot = plain_data(top["snapshot"], reader, "snapshot")
    if not isinstance(snapshot, dict):
        raise reader.error(top["snapshot"], "snapshot",
                           f"expected the game's position as a mapping, found {describe(top['snapshot'])}")
    if "sealed" in top:
        snapshot = {**snapshot, **_unsealed(reader, top["sealed"])}
    options = plain_data(top.get("options"), reader, "options")
    options = {} if options is None else options
    if not isinstance(options, dict):
        raise reader.error(top["options"], "options",
                           f"expected a mapping of rule options, found {describe(top['options'])}")
    seed = reader.integer(top["seed"], "seed", minimum=-SEED_LIMIT, maximum=SEED_LIMIT)
    ruleset = reader.text(top["ruleset"], "ruleset")
    try:
        rules_class = ruleset_class(ruleset)
    except KeyError as error:
        raise reader.error(top["ruleset"], "ruleset",
                           f"this game is played with rules this version does not have: {error.args[0]}") from None
    phase = snapshot.get("phase")
    if not isinstance(phase, str) or phase not in rules_class.phases:
        known = ", ".join(str(p) for p in rules_class.phases)
        raise reader.error(top["snapshot"], "snapshot.phase",
                           f"the saved game is in a phase the {ruleset} rules do not have: '{str(phase)[:60]}' "
                           f"(they have: {known})")
    options = rules_class.options_type.as_saved(options)
    campaign = read_world(reader, top["campaign"], "campaign") if "campaign" in top else None
    economy = _economy(reader, top["economy"]) if "economy" in top else None
    setup = GameSetup(ruleset, tuple(players), seed, options, campaign, economy)
    try:
        game = Game(board, setup)
    except (KeyError, OptionError, ValueError) as error:
        message = error.args[0] if error.args else str(error)
        raise reader.error(root, "", f"the game cannot be set up again: {message}") from None
    for i, node in enumerate(reader.sequence(top["actions"], "actions")):
        at = f"actions[{i}]"
        text_value = reader.text(node, at)
        try:
            text_value = unsealed_entry(text_value)
        except ValueError as error:
            raise reader.error(node, at, f"the sealed action is damaged: {error}") from None
        actor, action_text = read_entry(text_value)
        if actor is not None and actor >= len(game.state.players):
            raise reader.error(node, at, f"the action '{text_value}' names seat {actor}, but the seats are "
                                         f"numbered 0 to {len(game.state.players) - 1}")
        try:
            game.apply(parse_action(action_text, game.world), actor)
        except ActionFormatError as error:
            raise reader.error(node, at, f"cannot read the action: {error}") from None
        except IllegalAction as error:
            raise reader.error(node, at, f"the action '{text_value}' is not allowed at this point: {error}") from None
        except ValueError as error:  # the rules cannot go on from here (a campaign record that does not fit)
            raise reader.error(node, at, f"the game cannot go on past the action '{text_value}': {error}") from None
    actual = game.state.to_dict()
    snapshot = game.state.upgraded_snapshot(snapshot)
    if snapshot != actual:
        differing = sorted(k for k in set(actual) | set(snapshot) if snapshot.get(k) != actual.get(k))
        raise reader.error(
            top["snapshot"], "snapshot",
            "the saved position does not match the game's actions (the file was changed or "
            f"damaged); different: {', '.join(differing)}",
        )
    return game


def _unsealed(reader: YamlReader, node) -> dict:
    """The snapshot's values that ``sealed`` holds (see the module)."""
    try:
        text = unseal_text(reader.text(node, "sealed"))
    except ValueError as error:
        raise reader.error(node, "sealed", f"the sealed part of the game's position is damaged: {error}") from None
    try:
        values = plain_data(compose(text, f"{reader.file or 'save'} (sealed)"))
    except FileFormatError as error:
        raise reader.error(node, "sealed",
                           f"the sealed part of the game's position is damaged: {error.message}") from None
    if not isinstance(values, dict):
        raise reader.error(node, "sealed", "the sealed part of the game's position is damaged: not a mapping")
    return values


def read_entry(text: str) -> tuple[int | None, str]:
    """(who acted where it was not the decider, the action's text) of an entry's text."""
    found = _ACTOR.match(text)
    if found is None:
        return None, text
    return int(found.group(1)), found.group(2)


def _economy(reader: YamlReader, node) -> EconomySetup:
    """The economy start as written by ``save_to_text`` (players by seat number)."""
    values = reader.mapping(node, "economy", optional=("money", "capitals", "influence-cards", "navies",
                                                       *_ECONOMY_LISTS))
    economy = EconomySetup()
    for key, field in (("money", "money"), ("capitals", "capitals"), ("influence-cards", "cards")):
        for key_node, value in keyed_pairs(reader, values.get(key), f"economy.{key}"):
            seat = _seat_number(reader, key_node, f"economy.{key}")
            at = f"economy.{key}.{seat}"
            getattr(economy, field)[seat] = reader.text(value, at) if key == "capitals" else reader.integer(value, at)
    for key, field in _ECONOMY_LISTS.items():
        items = reader.sequence(values.get(key), f"economy.{key}")
        setattr(economy, field, [reader.text(n, f"economy.{key}[{i}]") for i, n in enumerate(items)])
    for key_node, value in keyed_pairs(reader, values.get("navies"), "economy.navies"):
        at = f"economy.navies.{key_node.value}"
        pair = reader.sequence(value, at)
        if len(pair) != 2:
            raise reader.error(value, at, "expected [seat number, navies]")
        economy.navies[key_node.value] = (reader.integer(pair[0], f"{at}[0]"), reader.integer(pair[1], f"{at}[1]"))
    return economy


def _seat_number(reader: YamlReader, key_node, path: str) -> int:
    if not key_node.value.isascii() or not key_node.value.isdigit() or len(key_node.value) > 2:
        raise reader.error(key_node, path, f"expected a seat number, found '{key_node.value}'")
    return int(key_node.value)
