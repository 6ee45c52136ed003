"""The Legacy world in YAML (inside a scenario, see docs/scenario-format.md) and the catalogue.

Reading is strict and located, like maps: a wrong value names file, line, column and field.
"""

from __future__ import annotations

import functools
from pathlib import Path

import yaml

from engine.campaign.pack_format import packs_node, read_packs
from engine.campaign.pieces import CITY_KINDS, FORTIFICATION_BOXES, MarkKind, Power, ScarType
from engine.campaign.pieces_format import keyed_pairs, power_node, read_power, read_scar_type, scar_type_node
from engine.campaign.world import (
    ContinentMarks,
    Faction,
    FactionGame,
    GameResult,
    LegacyWorld,
    Mark,
    Signature,
    TerritoryCard,
)
from engine.files import yaml_writer as w
from engine.files.yaml_reader import (
    Node,
    YamlReader,
    check_document_type,
    compose,
    is_null,
    read_text_file,
)

CATALOGUE = Path(__file__).resolve().parent / "data" / "legacy-catalogue.yaml"

_WORLD_KEYS = (
    "world-name", "games-played", "marks", "continents", "cards", "factions", "scar-types", "powers",
    "signatures", "missiles", "packs-opened", "packs", "scar-cards-destroyed",
)
_MARK_FIELDS = ("name", "founder", "scar", "used")
# Which of the optional fields mean something for each kind of mark (the others are ignored
# with a warning, and never written).
FIELDS_OF_KIND: dict[MarkKind, tuple[str, ...]] = {
    **{kind: ("name", "founder") for kind in CITY_KINDS},
    MarkKind.SCAR: ("scar",),
    MarkKind.SCAR_CANCEL: (),
    MarkKind.FORTIFICATION: ("used",),
}


# -- reading ---------------------------------------------------------------------------------------


def read_world(r: YamlReader, node: Node, path: str) -> LegacyWorld:
    values = r.mapping(node, path, optional=_WORLD_KEYS)
    world = LegacyWorld(
        world_name=r.text(values["world-name"], f"{path}.world-name", allow_empty=True)
        if "world-name" in values else "",
        games_played=_count(r, values.get("games-played"), f"{path}.games-played"),
    )
    marks = r.sequence(values.get("marks"), f"{path}.marks")
    world.marks = [_mark(r, n, f"{path}.marks[{i}]") for i, n in enumerate(marks)]
    for key_node, value in keyed_pairs(r, values.get("continents"), f"{path}.continents"):
        at = f"{path}.continents.{key_node.value}"
        v = r.mapping(value, at, optional=("name", "named-by", "bonus-mark"))
        bonus = r.integer(v["bonus-mark"], f"{at}.bonus-mark") if "bonus-mark" in v else 0
        if bonus not in (-1, 0, 1):
            raise r.error(v["bonus-mark"], f"{at}.bonus-mark", "a continent bonus mark is -1, 0 or +1")
        world.continents[key_node.value] = ContinentMarks(
            r.text(v["name"], f"{at}.name", allow_empty=True) if "name" in v else "",
            r.text(v["named-by"], f"{at}.named-by", allow_empty=True) if "named-by" in v else "",
            bonus,
        )
    for key_node, value in keyed_pairs(r, values.get("cards"), f"{path}.cards"):
        at = f"{path}.cards.{key_node.value}"
        v = r.mapping(value, at, optional=("coins", "destroyed"))
        coins = r.integer(v["coins"], f"{at}.coins") if "coins" in v else 1
        if coins < 1:
            message = f"a territory card keeps its printed coin: 1 or more, found {coins}"
            raise r.error(v["coins"], f"{at}.coins", message)
        world.cards[key_node.value] = TerritoryCard(
            coins, r.boolean(v["destroyed"], f"{at}.destroyed") if "destroyed" in v else False,
        )
    world.factions = [
        read_faction(r, n, f"{path}.factions[{i}]")
        for i, n in enumerate(r.sequence(values.get("factions"), f"{path}.factions"))
    ]
    world.scar_types = [
        read_scar_type(r, n, f"{path}.scar-types[{i}]")
        for i, n in enumerate(r.sequence(values.get("scar-types"), f"{path}.scar-types"))
    ]
    world.powers = [
        read_power(r, n, f"{path}.powers[{i}]")
        for i, n in enumerate(r.sequence(values.get("powers"), f"{path}.powers"))
    ]
    for i, n in enumerate(r.sequence(values.get("signatures"), f"{path}.signatures")):
        v = r.mapping(n, f"{path}.signatures[{i}]", required=("player", "game"))
        world.signatures.append(Signature(r.text(v["player"], f"{path}.signatures[{i}].player"),
                                          _game_number(r, v["game"], f"{path}.signatures[{i}].game")))
    # Files written before 2026-11 also list "missiles" per player: they are read past and
    # not written again, because a player's missiles are their signatures
    # (engine/campaign/progress.py missiles_of), never a count kept apart.
    world.packs_opened = [
        r.text(n, f"{path}.packs-opened[{i}]")
        for i, n in enumerate(r.sequence(values.get("packs-opened"), f"{path}.packs-opened"))
    ]
    world.packs = read_packs(r, values.get("packs"), f"{path}.packs")
    # Scar cards played and so destroyed, by scar type; absent in older files: none (the full set).
    for key_node, value in keyed_pairs(r, values.get("scar-cards-destroyed"), f"{path}.scar-cards-destroyed"):
        world.scar_cards_destroyed[key_node.value] = _count(r, value, f"{path}.scar-cards-destroyed.{key_node.value}")
    return world


def _game_number(r: YamlReader, node: Node, path: str) -> int:
    value = r.integer(node, path)
    if value < 1:
        raise r.error(node, path, f"games are numbered from 1, found {value}")
    return value


def _count(r: YamlReader, node: Node | None, path: str) -> int:
    if node is None or is_null(node):
        return 0
    value = r.integer(node, path)
    if value < 0:
        raise r.error(node, path, f"must be 0 or more, found {value}")
    return value


def _mark(r: YamlReader, node: Node, path: str) -> Mark:
    v = r.mapping(node, path, required=("kind", "territory"), optional=_MARK_FIELDS)
    kind = MarkKind(r.choice(v["kind"], f"{path}.kind", [k.value for k in MarkKind]))
    meaningful = FIELDS_OF_KIND[kind]
    for key in _MARK_FIELDS:
        if key in v and key not in meaningful:
            r.warn(v[key], f"{path}.{key}", f"a {kind.value} mark has no '{key}'; it is ignored")
    if kind is MarkKind.SCAR and "scar" not in v:
        raise r.error(node, path, "a scar mark says which scar it is, e.g. 'scar: bunker'")
    used = _count(r, v.get("used"), f"{path}.used") if "used" in meaningful else 0
    if used > FORTIFICATION_BOXES:
        raise r.error(v["used"], f"{path}.used", f"a fortification has {FORTIFICATION_BOXES} boxes, not {used}")

    def text(key: str) -> str:
        return r.text(v[key], f"{path}.{key}", allow_empty=key != "scar") if key in v and key in meaningful else ""

    return Mark(kind=kind, territory=r.text(v["territory"], f"{path}.territory"), name=text("name"),
                founder=text("founder"), scar=text("scar"), used=used)


def read_faction(r: YamlReader, node: Node, path: str) -> Faction:
    v = r.mapping(node, path, required=("id", "name", "powers"), optional=("power", "scar", "history", "not-played"))
    options = [r.text(n, f"{path}.powers[{i}]") for i, n in enumerate(r.sequence(v["powers"], f"{path}.powers"))]
    if len(options) != 2:
        message = f"a faction offers exactly 2 starting powers, found {len(options)}"
        raise r.error(v["powers"], f"{path}.powers", message)
    history = []
    for i, n in enumerate(r.sequence(v.get("history"), f"{path}.history")):
        at = f"{path}.history[{i}]"
        h = r.mapping(n, at, required=("game", "player", "start", "result"))
        history.append(FactionGame(
            _game_number(r, h["game"], f"{at}.game"), r.text(h["player"], f"{at}.player"),
            r.text(h["start"], f"{at}.start", allow_empty=True),  # "": never placed an HQ
            GameResult(r.choice(h["result"], f"{at}.result", [g.value for g in GameResult])),
        ))
    return Faction(
        id=r.text(v["id"], f"{path}.id"),
        name=r.text(v["name"], f"{path}.name"),
        power_options=(options[0], options[1]),
        power=r.text(v["power"], f"{path}.power", allow_empty=True) if "power" in v else "",
        scar=r.text(v["scar"], f"{path}.scar", allow_empty=True) if "scar" in v else "",
        history=tuple(history),
        # The games it sat out (the card's "X"); absent in older files: none written.
        not_played=tuple(_game_number(r, n, f"{path}.not-played[{i}]")
                         for i, n in enumerate(r.sequence(v.get("not-played"), f"{path}.not-played"))),
    )


# -- the catalogue -------------------------------------------------------------------------------


@functools.cache
def catalogue() -> tuple[tuple[ScarType, ...], tuple[Power, ...], tuple[Faction, ...]]:
    """The built-in scar types, powers and factions."""
    label = str(CATALOGUE)
    r = YamlReader(label)
    root = compose(read_text_file(CATALOGUE), label)
    check_document_type(r, root, "worldsmith-legacy-catalogue", 1)
    values = r.mapping(root, "", required=("format", "schema", "scar-types", "powers", "factions"))
    scars = tuple(read_scar_type(r, n, f"scar-types[{i}]") for i, n in enumerate(r.sequence(values["scar-types"], "")))
    powers = tuple(read_power(r, n, f"powers[{i}]") for i, n in enumerate(r.sequence(values["powers"], "")))
    factions = tuple(read_faction(r, n, f"factions[{i}]") for i, n in enumerate(r.sequence(values["factions"], "")))
    return scars, powers, factions


def new_world() -> LegacyWorld:
    """A fresh campaign: no marks, the built-in scars, powers and factions, no power chosen."""
    scars, powers, factions = catalogue()
    return LegacyWorld(scar_types=list(scars), powers=list(powers), factions=list(factions))


# -- writing -----------------------------------------------------------------------------------------


def world_node(world: LegacyWorld) -> yaml.Node:
    pairs: list[tuple[str, yaml.Node]] = [
        ("world-name", w.text(world.world_name)),
        ("games-played", w.integer(world.games_played)),
        ("marks", w.sequence(_mark_node(m) for m in world.marks)),
        ("continents", w.mapping(
            (cid, w.flow_mapping({"name": c.name, "named-by": c.named_by, "bonus-mark": c.bonus_mark}))
            for cid, c in world.continents.items()
        )),
        ("cards", w.mapping(
            (tid, w.flow_mapping({"coins": c.coins, "destroyed": c.destroyed} if c.destroyed else {"coins": c.coins}))
            for tid, c in world.cards.items()
        )),
        ("factions", w.sequence(_faction_node(f) for f in world.factions)),
        ("scar-types", w.sequence(scar_type_node(s) for s in world.scar_types)),
        ("powers", w.sequence(power_node(p) for p in world.powers)),
        ("signatures", w.sequence(w.flow_mapping({"player": s.player, "game": s.game}) for s in world.signatures)),
        ("packs-opened", w.sequence((w.text(p) for p in world.packs_opened), flow=True)),
    ]
    if world.packs:  # written only when there are some, so worlds without packs read as before
        pairs.append(("packs", packs_node(world.packs)))
    if world.scar_cards_destroyed:  # written only when some are, so older worlds read as before
        pairs.append(("scar-cards-destroyed", w.flow_mapping(dict(world.scar_cards_destroyed))))
    return w.mapping(pairs)


def _mark_node(mark: Mark) -> yaml.Node:
    data: dict[str, object] = {"kind": mark.kind.value, "territory": mark.territory}
    meaningful = FIELDS_OF_KIND[mark.kind]
    for key, value in (("name", mark.name), ("founder", mark.founder), ("scar", mark.scar)):
        if key in meaningful and (value or key == "scar"):
            data[key] = value
    if "used" in meaningful:
        data["used"] = mark.used
    return w.flow_mapping(data)


def _faction_node(faction: Faction) -> yaml.Node:
    pairs = [
        ("id", w.text(faction.id)), ("name", w.text(faction.name)),
        ("powers", w.sequence((w.text(p) for p in faction.power_options), flow=True)),
        ("power", w.text(faction.power)), ("scar", w.text(faction.scar)),
        ("history", w.sequence(
            w.flow_mapping({"game": h.game, "player": h.player, "start": h.start, "result": h.result.value})
            for h in faction.history
        )),
    ]
    if faction.not_played:  # written only when there are some, so older worlds read as before
        pairs.append(("not-played", w.sequence((w.integer(g) for g in faction.not_played), flow=True)))
    return w.mapping(pairs)
