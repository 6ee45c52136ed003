"""Scenario files (YAML; documented in docs/scenario-format.md). Strict, located, atomic.

Players are written by name wherever the file refers to them (a territory's owner, an HQ,
money), which reads well; the model refers to them by seat index.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from engine.board.map_format import COLOUR_PATTERN
from engine.campaign.pieces_format import checked_data, keyed_pairs
from engine.campaign.world_format import read_world, world_node
from engine.files import yaml_writer as w
from engine.files.atomic_write import atomic_write_text
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
from engine.scenario.map_reference import resolve_map, unknown_name_message
from engine.scenario.model import EconomySetup, FixedSetup, Scenario, ScenarioPlayer, SetupKind

FORMAT_NAME = "worldsmith-scenario"
SCHEMA_VERSION = 1

_TOP = ("format", "schema", "name", "description", "map", "ruleset", "options", "players", "setup", "fixed",
        "legacy", "economy")


@dataclass
class LoadedScenario:
    scenario: Scenario
    path: Path | None = None
    warnings: list[FormatWarning] = field(default_factory=list)

    def map_path(self) -> Path | None:
        """The map file: a shipped map by name, or a path from the scenario's folder."""
        return resolve_map(self.scenario.map, self.path.parent if self.path is not None else None)


def load_scenario(path: str | Path) -> LoadedScenario:
    loaded = read_scenario(read_text_file(path), file=str(path))
    loaded.path = Path(path)
    return loaded


def read_scenario(text: str, file: str | None = None) -> LoadedScenario:
    r = YamlReader(file)
    with garbage_collection_paused():
        root = compose(text, file)
    check_document_type(r, root, FORMAT_NAME, SCHEMA_VERSION)
    top = r.mapping(root, "", required=("format", "schema", "name", "map", "players"), optional=_TOP)
    scenario = Scenario(
        name=r.text(top["name"], "name"),
        map=_map_reference(r, top["map"]),
        ruleset=r.text(top["ruleset"], "ruleset") if "ruleset" in top else "classic",
        description=r.text(top["description"], "description", allow_empty=True) if "description" in top else "",
    )
    if "options" in top and not is_null(top["options"]):
        options = checked_data(r, top["options"], "options")
        if not isinstance(options, dict):
            raise r.error(top["options"], "options", "expected a mapping of rule options")
        scenario.options = options
    for i, node in enumerate(r.sequence(top["players"], "players")):
        at = f"players[{i}]"
        v = r.mapping(node, at, required=("name",), optional=("colour", "faction", "controller"))
        scenario.players.append(ScenarioPlayer(
            r.text(v["name"], f"{at}.name"),
            _colour(r, v["colour"], f"{at}.colour") if "colour" in v and not is_null(v["colour"]) else None,
            r.text(v["faction"], f"{at}.faction", allow_empty=True) if "faction" in v else "",
            r.text(v["controller"], f"{at}.controller") if "controller" in v else "human",
        ))
    names = {p.name: i for i, p in enumerate(scenario.players)}
    if "setup" in top:
        scenario.setup = SetupKind(r.choice(top["setup"], "setup", [k.value for k in SetupKind]))
    if "fixed" in top and not is_null(top["fixed"]):
        scenario.fixed = _fixed(r, top["fixed"], names)
    if "legacy" in top and not is_null(top["legacy"]):
        scenario.legacy = read_world(r, top["legacy"], "legacy")
    if "economy" in top and not is_null(top["economy"]):
        scenario.economy = _economy(r, top["economy"], names)
    return LoadedScenario(scenario, None, r.warnings)


def _map_reference(r: YamlReader, node: Node) -> str:
    reference = r.file_name(node, "map")
    problem = unknown_name_message(reference)
    if problem is not None:
        raise r.error(node, "map", problem)
    return reference


def _colour(r: YamlReader, node: Node, path: str) -> str:
    colour = r.text(node, path)
    if not COLOUR_PATTERN.match(colour):
        raise r.error(node, path, f"expected a colour like '#e69f00' (in quotes: # starts a comment), found '{colour}'")
    return colour


def _player(r: YamlReader, node: Node, path: str, names: dict[str, int]) -> int:
    name = r.text(node, path)
    if name not in names:
        listed = ", ".join(names) or "none"
        raise r.error(node, path, f"'{name}' is not one of the scenario's players ({listed})")
    return names[name]


def _fixed(r: YamlReader, node: Node, names: dict[str, int]) -> FixedSetup:
    v = r.mapping(node, "fixed", optional=("territories", "hqs"))
    fixed = FixedSetup()
    for key, value in keyed_pairs(r, v.get("territories"), "fixed.territories"):
        at = f"fixed.territories.{key.value}"
        t = r.mapping(value, at, required=("owner", "troops"))
        fixed.owners[key.value] = _player(r, t["owner"], f"{at}.owner", names)
        fixed.troops[key.value] = r.integer(t["troops"], f"{at}.troops")
    for key, value in keyed_pairs(r, v.get("hqs"), "fixed.hqs"):
        fixed.hqs[_player(r, key, "fixed.hqs", names)] = r.text(value, f"fixed.hqs.{key.value}")
    return fixed


_ECONOMY_KEYS = ("money", "influence-cards", "capitals", "bases", "navy-bases", "roads", "fortifications", "canals",
                 "navies")
_ECONOMY_LISTS = {"bases": "bases", "navy-bases": "navy_bases", "roads": "roads", "fortifications": "fortifications",
                  "canals": "canals"}


def _economy(r: YamlReader, node: Node, names: dict[str, int]) -> EconomySetup:
    v = r.mapping(node, "economy", optional=_ECONOMY_KEYS)
    economy = EconomySetup()
    for key in ("money", "influence-cards", "capitals"):
        for player_node, value in keyed_pairs(r, v.get(key), f"economy.{key}"):
            player = _player(r, player_node, f"economy.{key}", names)
            at = f"economy.{key}.{player_node.value}"
            if key == "money":
                economy.money[player] = r.integer(value, at)
            elif key == "influence-cards":
                economy.cards[player] = r.integer(value, at)
            else:
                economy.capitals[player] = r.text(value, at)
    for key, name in _ECONOMY_LISTS.items():
        items = [r.text(n, f"economy.{key}[{i}]") for i, n in enumerate(r.sequence(v.get(key), f"economy.{key}"))]
        setattr(economy, name, items)
    for key, value in keyed_pairs(r, v.get("navies"), "economy.navies"):
        at = f"economy.navies.{key.value}"
        t = r.mapping(value, at, required=("owner", "navies"))
        owner = _player(r, t["owner"], f"{at}.owner", names)
        economy.navies[key.value] = (owner, r.integer(t["navies"], f"{at}.navies"))
    return economy


# -- writing -----------------------------------------------------------------------------------------


def save_scenario(scenario: Scenario, path: str | Path) -> None:
    atomic_write_text(path, scenario_to_text(scenario))


def scenario_to_text(scenario: Scenario) -> str:
    with garbage_collection_paused():
        return w.emit(_scenario_node(scenario))


def _scenario_node(s: Scenario) -> yaml.Node:
    players = [p.name for p in s.players]

    def names(index: int) -> str:
        # The file names players; a seat the scenario no longer has cannot be written.
        if not 0 <= index < len(players):
            raise ValueError(f"the scenario refers to player {index + 1}, but it has {len(players)} players")
        return players[index]

    pairs: list[tuple[str, yaml.Node]] = [
        ("format", w.text(FORMAT_NAME)),
        ("schema", w.integer(SCHEMA_VERSION)),
        ("name", w.text(s.name)),
    ]
    if s.description:
        pairs.append(("description", w.text(s.description)))
    pairs += [
        ("map", w.text(s.map)),
        ("ruleset", w.text(s.ruleset)),
        ("options", w.plain(dict(s.options))),
        ("players", w.sequence(_player_node(p) for p in s.players)),
        ("setup", w.text(s.setup.value)),
    ]
    fixed: list[tuple[str, yaml.Node]] = []
    if s.fixed.owners:
        fixed.append(("territories", w.mapping(
            (tid, w.flow_mapping({"owner": names(owner), "troops": s.fixed.troops.get(tid, 0)}))
            for tid, owner in s.fixed.owners.items()
        )))
    if s.fixed.hqs:  # Legacy only: classic files do without
        fixed.append(("hqs", w.mapping((names(player), w.text(tid)) for player, tid in s.fixed.hqs.items())))
    if fixed:
        pairs.append(("fixed", w.mapping(fixed)))
    if s.legacy is not None:
        pairs.append(("legacy", world_node(s.legacy)))
    if s.economy is not None:
        pairs.append(("economy", _economy_node(s.economy, names)))
    return w.mapping(pairs)


def _economy_node(e: EconomySetup, names) -> yaml.Node:
    """The economy section; what is empty is left out (files written before the later keys
    had money, capitals, bases, roads and fortifications, and read the same)."""
    pairs: list[tuple[str, yaml.Node]] = []
    if e.money:
        pairs.append(("money", w.mapping((names(p), w.integer(v)) for p, v in e.money.items())))
    if e.cards:
        pairs.append(("influence-cards", w.mapping((names(p), w.integer(v)) for p, v in e.cards.items())))
    if e.capitals:
        pairs.append(("capitals", w.mapping((names(p), w.text(v)) for p, v in e.capitals.items())))
    for key, name in _ECONOMY_LISTS.items():
        items = getattr(e, name)
        if items:
            pairs.append((key, w.sequence((w.text(t) for t in items), flow=True)))
    if e.navies:
        pairs.append(("navies", w.mapping(
            (tid, w.flow_mapping({"owner": names(player), "navies": count}))
            for tid, (player, count) in e.navies.items())))
    return w.mapping(pairs)


def _player_node(player: ScenarioPlayer) -> yaml.Node:
    pairs = [("name", w.text(player.name))]
    if player.colour is not None:
        pairs.append(("colour", w.text(player.colour)))
    if player.faction:
        pairs.append(("faction", w.text(player.faction)))
    pairs.append(("controller", w.text(player.controller)))
    return w.mapping(pairs)
