"""Rule options: every choice a rule set leaves open, with its default and its meaning.

Each rule set describes its options as a frozen dataclass whose fields carry a help text
(``option(default, "help", choices=...)``). The same description validates options read
from scenarios and the command line, and documents them (docs/rules-*.md is checked
against it by a test).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, get_args, get_origin, get_type_hints


class OptionError(ValueError):
    """An option's name or value is not acceptable; the message says which and why."""


# Whole numbers as text (from the command line): ASCII digits only, so that "²" (which
# str.isdigit() accepts) is refused, and not so many that converting them is the problem.
_WHOLE_NUMBER = re.compile(r"[-+]?[0-9]{1,18}\Z")


def option(default: Any, help: str, *, choices: tuple | None = None, minimum: int | None = None,
           maximum: int | None = None):
    """A dataclass field with documentation and validation metadata.

    Whole-number options name the range a real game could want (``minimum``, ``maximum``):
    values are checked against it when options are read, before any game is built, so that
    a billion wild cards are refused at once instead of being dealt.
    """
    metadata = {"help": help, "choices": choices, "minimum": minimum, "maximum": maximum}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata=metadata)
    return field(default=default, metadata=metadata)


@dataclass(frozen=True)
class RuleOptions:
    # What a file written before an option existed meant by leaving it out, when that is not
    # the option's default for new games: an option added to change how the rules play must
    # not change a saved game replayed from its actions (its snapshot would no longer match).
    SAVED_BEFORE: ClassVar[Mapping[str, object]] = {}
    # Options a scenario sets through its setup (the designer's Setup choice, the fixed board
    # it paints), not through its list of options: the options editor leaves them out.
    SET_BY_SETUP: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def for_setup(cls, kind: str, fixed: object) -> dict[str, object]:
        """The options that start a game the way a scenario's setup says: ``kind`` is its
        setup ('random', 'claim' or 'fixed'), ``fixed`` its fixed setup (``owners`` and
        ``troops`` by territory id, ``hqs`` by seat). Each rule set says how it takes them
        (engine/scenario/game_setup.py asks); by default it takes none: the rules set the
        board up themselves."""
        return {}

    @staticmethod
    def placement_of(fixed: object, hqs: bool = False) -> dict[str, list[int]]:
        """A fixed setup as a ``fixed-placement`` option: territory id -> [seat, troops], with
        a third number 1 on a seat's HQ when ``hqs``."""
        headquarters = set(fixed.hqs.items()) if hqs else set()
        placement: dict[str, list[int]] = {}
        for tid, owner in fixed.owners.items():
            entry = [owner, fixed.troops.get(tid, 0)]
            if (owner, tid) in headquarters:
                entry.append(1)
            placement[tid] = entry
        return placement

    @classmethod
    def as_saved(cls, values: Mapping[str, object]) -> dict[str, object]:
        """A saved game's options with the options it predates set as they then played."""
        given = {str(name).replace("_", "-") for name in values}
        return {**{name: value for name, value in cls.SAVED_BEFORE.items() if name not in given}, **values}

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
                raise OptionError(f"unknown rule option '{_shown(raw_name)}' (options: {names})")
            chosen[name] = _check(name, value, known[name], hints[name])
        return cls(**chosen)

    def to_mapping(self) -> dict[str, object]:
        return {f.name.replace("_", "-"): getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def ranges(cls) -> dict[str, tuple[int | None, int | None]]:
        """(minimum, maximum) of every whole-number option, by name, for documentation."""
        hints = get_type_hints(cls)
        return {
            f.name.replace("_", "-"): (f.metadata["minimum"], f.metadata["maximum"])
            for f in dataclasses.fields(cls) if hints[f.name] is int
        }

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
            raise OptionError(f"rule option '{label}' must be one of: {listed} (not '{_shown(value)}')")
        return value
    if hint is bool or hint == "bool":
        if isinstance(value, str) and value.lower() in ("true", "yes", "on", "false", "no", "off"):
            return value.lower() in ("true", "yes", "on")
        if not isinstance(value, bool):
            raise OptionError(f"rule option '{label}' must be true or false (not '{_shown(value)}')")
        return value
    if hint is int or hint == "int":
        if isinstance(value, str) and _WHOLE_NUMBER.match(value.strip()):
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"rule option '{label}' must be a whole number (not '{_shown(value)}')")
        minimum, maximum = spec.metadata.get("minimum"), spec.metadata.get("maximum")
        if minimum is not None and value < minimum:
            raise OptionError(f"rule option '{label}' must be at least {minimum:,} (not {_shown(value)})")
        if maximum is not None and value > maximum:
            raise OptionError(f"rule option '{label}' must be at most {maximum:,} (not {_shown(value)})")
        return value
    if get_origin(hint) is dict or hint is dict:
        return _check_mapping(label, value, hint)
    return value


def _shown(value: object) -> str:
    """A value in a message, shortened: a number of a thousand digits is not worth quoting."""
    if isinstance(value, int) and value.bit_length() > 128:  # str() refuses past 4,300 digits
        return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _check_mapping(label: str, value: object, hint: object) -> dict:
    """A mapping option (e.g. territory id -> [player, armies]): text keys, values of the
    declared type; what the keys mean is for the rule set to check, it knows the map."""
    if not isinstance(value, Mapping):
        raise OptionError(f"rule option '{label}' must be a mapping (not '{_shown(value)}')")
    args = get_args(hint)
    item = args[1] if len(args) == 2 else object
    checked = {}
    for key, entry in value.items():
        if not isinstance(key, str):
            raise OptionError(f"rule option '{label}': keys must be text (not {_shown(key)!r})")
        checked[key] = _check_item(f"{label}.{key}", entry, item)
    return checked


def _check_item(label: str, value: object, hint: object) -> object:
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"rule option '{label}' must be a whole number (not '{_shown(value)}')")
        return value
    if get_origin(hint) in (list, tuple):
        (item,) = get_args(hint)[:1] or (object,)
        if not isinstance(value, (list, tuple)):
            raise OptionError(f"rule option '{label}' must be a list (not '{_shown(value)}')")
        return [_check_item(f"{label}[{i}]", v, item) for i, v in enumerate(value)]
    return value
