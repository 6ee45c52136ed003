"""Content packs in YAML: inside a Legacy world (its ``packs`` key) and in pack files.

A pack file (``format: worldsmith-legacy-packs``) is how a group writes and shares packs;
adding one to a world copies its packs in (packs.add_packs). Reading is strict and located
like every Worldsmith format: a wrong value names the file, line, column and field, and an
event's effect or a mission's condition outside its vocabulary (pack_model) is refused
there, not when the card turns up in the middle of a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from engine.campaign.local_text import PACK_FIELDS
from engine.campaign.pack_model import (
    EVENT_OUTCOMES,
    EVENT_VOCABULARY,
    MISSION_STARS,
    MISSION_VOCABULARY,
    EventCard,
    MissionCard,
    Pack,
    Trigger,
)
from engine.campaign.pieces import MarkKind
from engine.campaign.pieces_format import (
    checked_data,
    keyed_pairs,
    power_node,
    read_power,
    read_scar_type,
    read_translations,
    scar_type_node,
    translations_pairs,
)
from engine.files import yaml_writer as w
from engine.files.errors import FormatWarning
from engine.files.yaml_reader import (
    Node,
    YamlReader,
    check_document_type,
    compose,
    is_null,
    read_text_file,
)

PACK_FILE_FORMAT = "worldsmith-legacy-packs"
PACK_FILE_SCHEMA = 1
SAMPLE_PACKS = Path(__file__).resolve().parent / "data" / "packs" / "sample.yaml"

_PACK_KEYS = ("mark", "scar", "scar-types", "scar-cards", "powers", "events", "missions", "options", "rules",
              "translations")
MOST_SCAR_CARDS = 20  # scar cards of one type a pack adds: a deck, not a warehouse


# -- reading ---------------------------------------------------------------------------------------


def read_packs(r: YamlReader, node: Node | None, path: str) -> list[Pack]:
    return [read_pack(r, n, f"{path}[{i}]") for i, n in enumerate(r.sequence(node, path))]


def read_pack(r: YamlReader, node: Node, path: str) -> Pack:
    v = r.mapping(node, path, required=("id", "name", "trigger", "text"), optional=_PACK_KEYS)
    trigger = Trigger(r.choice(v["trigger"], f"{path}.trigger", [t.value for t in Trigger]))
    mark = r.choice(v["mark"], f"{path}.mark", [k.value for k in MarkKind]) if "mark" in v else ""
    scar = r.text(v["scar"], f"{path}.scar") if "scar" in v else ""
    if trigger is Trigger.MARK_PLACED and bool(mark) == bool(scar):
        raise r.error(node, path, "a mark-placed pack names the mark that opens it: 'mark: KIND' "
                                  "(e.g. world-capital) or 'scar: SCAR-TYPE', one of the two")
    if trigger is not Trigger.MARK_PLACED:
        for key in ("mark", "scar"):
            if key in v:
                r.warn(v[key], f"{path}.{key}", f"only a mark-placed pack waits for a {key}; it is ignored")
        mark = scar = ""
    scar_cards = {}
    for key_node, value in keyed_pairs(r, v.get("scar-cards"), f"{path}.scar-cards"):
        scar_cards[key_node.value] = r.integer(value, f"{path}.scar-cards.{key_node.value}",
                                               minimum=1, maximum=MOST_SCAR_CARDS)
    options = checked_data(r, v.get("options"), f"{path}.options") if "options" in v else {}
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise r.error(v["options"], f"{path}.options", "options are a mapping of rule options to values, "
                                                       "e.g. {stars-to-win: 5}")
    return Pack(
        id=r.text(v["id"], f"{path}.id"),
        name=r.text(v["name"], f"{path}.name"),
        trigger=trigger,
        text=r.text(v["text"], f"{path}.text"),
        mark=mark,
        scar=scar,
        scar_types=tuple(read_scar_type(r, n, f"{path}.scar-types[{i}]")
                         for i, n in enumerate(r.sequence(v.get("scar-types"), f"{path}.scar-types"))),
        scar_cards=scar_cards,
        powers=tuple(read_power(r, n, f"{path}.powers[{i}]")
                     for i, n in enumerate(r.sequence(v.get("powers"), f"{path}.powers"))),
        events=tuple(read_event(r, n, f"{path}.events[{i}]")
                     for i, n in enumerate(r.sequence(v.get("events"), f"{path}.events"))),
        missions=tuple(read_mission(r, n, f"{path}.missions[{i}]")
                       for i, n in enumerate(r.sequence(v.get("missions"), f"{path}.missions"))),
        options=options,
        rules=r.text(v["rules"], f"{path}.rules", allow_empty=True) if "rules" in v else "",
        translations=read_translations(r, v.get("translations"), f"{path}.translations", PACK_FIELDS),
    )


def read_event(r: YamlReader, node: Node, path: str) -> EventCard:
    v = r.mapping(node, path, required=("id", "name", "text", "effect"), optional=("translations",))
    effect = _vocabulary_mapping(r, v["effect"], f"{path}.effect", EVENT_VOCABULARY)
    at = f"{path}.effect"
    if ("who" in effect) == ("faction" in effect):
        raise r.error(v["effect"], at, "an event says whom it touches: 'who: everyone' (or current, "
                                       "most-territories, …) or 'faction: ID', one of the two")
    if not any(effect.get(key) for key in EVENT_OUTCOMES):
        raise r.error(v["effect"], at, "an event changes something: troops (with where), stars or missiles")
    if ("troops" in effect) != ("where" in effect):
        raise r.error(v["effect"], at, "troops and where go together: 'troops: 1, where: cities' places "
                                       "1 troop in each territory with a city")
    return EventCard(r.text(v["id"], f"{path}.id"), r.text(v["name"], f"{path}.name"),
                     r.text(v["text"], f"{path}.text"), effect,
                     read_translations(r, v.get("translations"), f"{path}.translations"))


def read_mission(r: YamlReader, node: Node, path: str) -> MissionCard:
    v = r.mapping(node, path, required=("id", "name", "text", "condition"), optional=("stars", "translations"))
    condition = _vocabulary_mapping(r, v["condition"], f"{path}.condition", MISSION_VOCABULARY)
    if not condition:
        raise r.error(v["condition"], f"{path}.condition",
                      "a mission asks for something, e.g. {territories: 12} or {continent: asia}")
    stars = r.integer(v["stars"], f"{path}.stars") if "stars" in v else 1
    if stars not in MISSION_STARS:
        raise r.error(v["stars"], f"{path}.stars", f"a mission gives one or two red stars, not {stars}")
    return MissionCard(r.text(v["id"], f"{path}.id"), r.text(v["name"], f"{path}.name"),
                       r.text(v["text"], f"{path}.text"), condition, stars,
                       read_translations(r, v.get("translations"), f"{path}.translations"))


def _vocabulary_mapping(r: YamlReader, node: Node, path: str, vocabulary) -> dict[str, object]:
    """A mapping whose keys and values all come from ``vocabulary``: a tuple of words, an empty
    tuple for any id, or (low, high) for a whole number."""
    if is_null(node):
        return {}
    values = r.mapping(node, path, optional=vocabulary)
    data: dict[str, object] = {}
    for key, value in values.items():
        allowed = vocabulary[key]
        at = f"{path}.{key}"
        if allowed == ():
            data[key] = r.text(value, at)
        elif isinstance(allowed[0], int):
            number = r.integer(value, at, minimum=allowed[0], maximum=allowed[1])
            if number == 0:
                raise r.error(value, at, f"'{key}: 0' changes nothing; leave it out")
            data[key] = number
        else:
            data[key] = r.choice(value, at, allowed)
    return data


@dataclass
class PackFile:
    packs: list[Pack]
    warnings: list[FormatWarning] = field(default_factory=list)


def read_pack_text(text: str, label: str) -> PackFile:
    r = YamlReader(label)
    root = compose(text, label)
    check_document_type(r, root, PACK_FILE_FORMAT, PACK_FILE_SCHEMA)
    values = r.mapping(root, "", required=("format", "schema", "packs"))
    return PackFile(read_packs(r, values["packs"], "packs"), r.warnings)


def load_pack_file(path: str | Path) -> PackFile:
    """The packs of a pack file; FileFormatError (located) if it is not a good one."""
    label = str(path)
    return read_pack_text(read_text_file(label), label)


# -- writing ---------------------------------------------------------------------------------------


def packs_node(packs) -> yaml.Node:
    return w.sequence(pack_node(p) for p in packs)


def pack_node(pack: Pack) -> yaml.Node:
    pairs: list[tuple[str, yaml.Node]] = [
        ("id", w.text(pack.id)), ("name", w.text(pack.name)), ("trigger", w.text(pack.trigger.value)),
    ]
    if pack.mark:
        pairs.append(("mark", w.text(pack.mark)))
    if pack.scar:
        pairs.append(("scar", w.text(pack.scar)))
    pairs.append(("text", w.text(pack.text)))
    if pack.scar_types:
        pairs.append(("scar-types", w.sequence(scar_type_node(s) for s in pack.scar_types)))
    if pack.scar_cards:
        pairs.append(("scar-cards", w.flow_mapping(dict(pack.scar_cards))))
    if pack.powers:
        pairs.append(("powers", w.sequence(power_node(p) for p in pack.powers)))
    if pack.events:
        pairs.append(("events", w.sequence(
            w.mapping([("id", w.text(e.id)), ("name", w.text(e.name)), ("text", w.text(e.text)),
                       ("effect", w.flow_mapping(dict(e.effect))), *translations_pairs(e.translations)])
            for e in pack.events)))
    if pack.missions:
        pairs.append(("missions", w.sequence(
            w.mapping([("id", w.text(m.id)), ("name", w.text(m.name)), ("text", w.text(m.text)),
                       ("condition", w.flow_mapping(dict(m.condition))), ("stars", w.integer(m.stars)),
                       *translations_pairs(m.translations)])
            for m in pack.missions)))
    if pack.options:
        pairs.append(("options", w.plain(dict(pack.options))))
    if pack.rules:
        pairs.append(("rules", w.text(pack.rules)))
    pairs.extend(translations_pairs(pack.translations))
    return w.mapping(pairs)


def pack_file_text(packs) -> str:
    root = w.mapping([("format", w.text(PACK_FILE_FORMAT)), ("schema", w.integer(PACK_FILE_SCHEMA)),
                      ("packs", packs_node(packs))])
    return w.emit(root)
