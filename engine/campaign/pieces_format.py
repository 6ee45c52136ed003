"""Scar types and powers in YAML, and the strict reading both the world (world_format.py) and
content packs (pack_format.py) use for mappings keyed by id and for free-form effect data.

Below both formats, so that neither imports the other both ways.
"""

from __future__ import annotations

import yaml

from engine.board.local_names import LANGUAGE_PATTERN
from engine.campaign.local_text import CARD_FIELDS
from engine.campaign.pieces import Power, ScarType
from engine.files import yaml_writer as w
from engine.files.yaml_reader import Node, YamlReader, describe, is_null, is_scalar, plain_data

# -- reading -----------------------------------------------------------------------------------------


def keyed_pairs(r: YamlReader, node: Node | None, path: str) -> list[tuple[Node, Node]]:
    """(key, value) nodes of a mapping keyed by ids or names: keys plain text, each once."""
    if node is None or is_null(node):
        return []
    if not isinstance(node, yaml.MappingNode):
        raise r.error(node, path, f"expected a mapping from ids to values, found {describe(node)}")
    seen: set[str] = set()
    for key, _value in node.value:
        if not is_scalar(key) or is_null(key):
            raise r.error(key, path, f"a key must be plain text, found {describe(key)}")
        if key.value in seen:
            raise r.error(key, f"{path}.{key.value}", f"'{key.value}' appears twice")
        seen.add(key.value)
    return list(node.value)


def checked_data(r: YamlReader, node: Node | None, path: str) -> object:
    """Plain data (see plain_data), after making sure every mapping key is plain text and
    appears once: plain_data alone would crash on a list as a key and keep only the last
    of two equal keys."""
    if isinstance(node, yaml.MappingNode):
        for key, value in keyed_pairs(r, node, path):
            checked_data(r, value, f"{path}.{key.value}")
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            checked_data(r, item, f"{path}[{i}]")
    return plain_data(node, r, path)


def read_translations(r: YamlReader, node: Node | None, path: str,
                      fields: tuple[str, ...] = CARD_FIELDS) -> dict[str, dict[str, str]]:
    """``translations: {es: {name: …, text: …}}``: for each language code, some of ``fields``
    in that language (engine/campaign/local_text.py). Absent: none (every file written
    before translations existed reads as it did)."""
    translations: dict[str, dict[str, str]] = {}
    for key, value in keyed_pairs(r, node, path):
        code = key.value
        at = f"{path}.{code}"
        if not LANGUAGE_PATTERN.match(code):
            raise r.error(key, at, f"'{code}' is not a language code: two or three lower-case letters, "
                                   "optionally a region (es, pt-BR)")
        texts = r.mapping(value, at, optional=fields)
        translations[code] = {name: r.text(texts[name], f"{at}.{name}") for name in fields if name in texts}
    return translations


def read_scar_type(r: YamlReader, node: Node, path: str) -> ScarType:
    v = r.mapping(node, path, required=("id", "name", "text"), optional=("effect", "translations"))
    return ScarType(r.text(v["id"], f"{path}.id"), r.text(v["name"], f"{path}.name"),
                    r.text(v["text"], f"{path}.text"), _effect(r, v.get("effect"), f"{path}.effect"),
                    read_translations(r, v.get("translations"), f"{path}.translations"))


def read_power(r: YamlReader, node: Node, path: str) -> Power:
    v = r.mapping(node, path, required=("id", "faction", "name", "text"), optional=("effect", "translations"))
    return Power(r.text(v["id"], f"{path}.id"), r.text(v["faction"], f"{path}.faction"),
                 r.text(v["name"], f"{path}.name"), r.text(v["text"], f"{path}.text"),
                 _effect(r, v.get("effect"), f"{path}.effect"),
                 read_translations(r, v.get("translations"), f"{path}.translations"))


def _effect(r: YamlReader, node: Node | None, path: str) -> dict[str, object]:
    if node is None or is_null(node):
        return {}
    data = checked_data(r, node, path)
    if not isinstance(data, dict):
        raise r.error(node, path, "an effect is a mapping of settings, e.g. {die-modifier: 1, side: defence}")
    return data


# -- writing -----------------------------------------------------------------------------------------


def _flow(data: dict) -> yaml.Node:
    node = w.plain(data)
    node.flow_style = True
    return node


def translations_pairs(translations) -> list[tuple[str, yaml.Node]]:
    """The ``translations`` key of a thing that has some (none: no key, as files had before)."""
    if not translations:
        return []
    return [("translations", w.mapping(
        (code, w.mapping((name, w.text(text)) for name, text in texts.items()))
        for code, texts in sorted(translations.items())))]


def scar_type_node(scar: ScarType) -> yaml.Node:
    return w.mapping([("id", w.text(scar.id)), ("name", w.text(scar.name)), ("text", w.text(scar.text)),
                      ("effect", _flow(dict(scar.effect))), *translations_pairs(scar.translations)])


def power_node(power: Power) -> yaml.Node:
    return w.mapping([("id", w.text(power.id)), ("faction", w.text(power.faction)), ("name", w.text(power.name)),
                      ("text", w.text(power.text)), ("effect", _flow(dict(power.effect))),
                      *translations_pairs(power.translations)])
