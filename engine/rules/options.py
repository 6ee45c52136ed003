"""Rule options: every choice a rule set leaves open, with its default and its meaning.

Each rule set describes its options as a frozen dataclass whose fields carry a help text
(``option(default, "help", choices=...)``). The same description validates options read
from scenarios and the command line, and documents them (docs/rules-*.md is checked
against it by a test).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, get_args, get_origin, get_type_hints


class OptionError(ValueError):
    """An option's name or value is not acceptable; the message says which and why."""


def option(default: Any, help: str, *, choices: tuple | None = None, minimum: int | None = None):
    """A dataclass field with documentation and validation metadata."""
    metadata = {"help": help, "choices": choices, "minimum": minimum}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata=metadata)
    return field(default=default, metadata=metadata)


@dataclass(frozen=True)
class RuleOptions:
    @classmethod
    def from_mapping(cls, values: Mapping[str, object] | None) -> RuleOptions:
        """Options from a mapping (names with '-' or '_'); unknown names are errors."""
        values = dict(values or {})
        known = {f.name: f for f in dataclasses.fields(cls)}
        hints = get_type_hints(cls)
        chosen: dict[str, object] = {}
        for raw_name, value in values.items():
            name = str(raw_name).replace("-", "_")
            if name not in known:
                names = ", ".join(n.replace("_", "-") for n in known)
                raise OptionError(f"unknown rule option '{raw_name}' (options: {names})")
            chosen[name] = _check(name, value, known[name], hints[name])
        return cls(**chosen)

    def to_mapping(self) -> dict[str, object]:
        return {f.name.replace("_", "-"): getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def describe(cls) -> list[tuple[str, object, str, tuple | None]]:
        """(name, default, help, choices) for every option, for documentation."""
        rows = []
        for f in dataclasses.fields(cls):
            default = f.default if f.default is not dataclasses.MISSING else f.default_factory()
            rows.append((f.name.replace("_", "-"), default, f.metadata["help"], f.metadata["choices"]))
        return rows


def _check(name: str, value: object, spec: dataclasses.Field, hint: object) -> object:
    label = name.replace("_", "-")
    choices = spec.metadata.get("choices")
    if choices is not None:
        if value not in choices:
            listed = ", ".join(str(c) for c in choices)
            raise OptionError(f"rule option '{label}' must be one of: {listed} (not '{value}')")
        return value
    if hint is bool or hint == "bool":
        if isinstance(value, str) and value.lower() in ("true", "yes", "on", "false", "no", "off"):
            return value.lower() in ("true", "yes", "on")
        if not isinstance(value, bool):
            raise OptionError(f"rule option '{label}' must be true or false (not '{value}')")
        return value
    if hint is int or hint == "int":
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"rule option '{label}' must be a whole number (not '{value}')")
        minimum = spec.metadata.get("minimum")
        if minimum is not None and value < minimum:
            raise OptionError(f"rule option '{label}' must be at least {minimum} (not {value})")
        return value
    if get_origin(hint) is dict or hint is dict:
        return _check_mapping(label, value, hint)
    return value


def _check_mapping(label: str, value: object, hint: object) -> dict:
    """A mapping option (e.g. territory id -> [player, armies]): text keys, values of the
    declared type; what the keys mean is for the rule set to check, it knows the map."""
    if not isinstance(value, Mapping):
        raise OptionError(f"rule option '{label}' must be a mapping (not '{value}')")
    args = get_args(hint)
    item = args[1] if len(args) == 2 else object
    checked = {}
    for key, entry in value.items():
        if not isinstance(key, str):
            raise OptionError(f"rule option '{label}': keys must be text (not {key!r})")
        checked[key] = _check_item(f"{label}.{key}", entry, item)
    return checked


def _check_item(label: str, value: object, hint: object) -> object:
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"rule option '{label}' must be a whole number (not '{value}')")
        return value
    if get_origin(hint) in (list, tuple):
        (item,) = get_args(hint)[:1] or (object,)
        if not isinstance(value, (list, tuple)):
            raise OptionError(f"rule option '{label}' must be a list (not '{value}')")
        return [_check_item(f"{label}[{i}]", v, item) for i, v in enumerate(value)]
    return value
