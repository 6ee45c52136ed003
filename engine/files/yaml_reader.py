"""Strict, located reading of YAML documents (maps, scenarios, saves).

We compose the YAML into a node tree (libyaml's C parser when PyYAML has it) and read the
fields ourselves instead of letting PyYAML build Python objects:

* every node keeps its line and column, so any complaint points at the exact place;
* we decide types per field (``name: yes`` is the text "yes", ``bonus: "5"`` is text and
  therefore not a bonus), which avoids YAML 1.1's surprises;
* it is faster than PyYAML's constructor for big maps (measured in benchmarks/).

Callers describe what they expect (a mapping with these keys, a whole number, ...) and get
plain Python values back or a :class:`FileFormatError` that names file, line, column and
field path. Unknown keys become :class:`FormatWarning`s (up to a hundred in one mapping: more
refuse the file, limits.py).

Hostile files get no further than this layer: the file is read only if it is an ordinary
file of a sane size (text_file), the text is composed only if its depth and number of
values are bounded and it has no aliases (yaml_shape), and numbers are bounded before they
are converted (limits).
"""

from __future__ import annotations

import contextlib
import gc
import math
import re
from collections.abc import Iterable

import yaml

from engine.files.errors import FileFormatError, FormatWarning
from engine.files.limits import MAX_DIGITS, MAX_UNKNOWN_KEYS, SUGGESTED_KEYS, UNKNOWN_KEYS_NAMED, WHOLE_NUMBER_LIMIT
from engine.files.text_file import read_text_file as read_text_file  # every loader reads through it
from engine.files.yaml_shape import check_shape, yaml_error

_STR, _SEQ, _MAP = (f"tag:yaml.org,2002:{name}" for name in ("str", "seq", "map"))
_DEFAULT_TAGS = {yaml.ScalarNode: _STR, yaml.SequenceNode: _SEQ, yaml.MappingNode: _MAP}


def _resolve_by_kind(self, kind, value, implicit):
    # We type values per field ourselves, so every untagged node just gets its kind's
    # default tag; PyYAML's regex-based resolver would spend a third of the load time.
    return _DEFAULT_TAGS[kind]


# libyaml's C parser when PyYAML was built with it (several times faster); the pure
# Python parser otherwise. Both produce the same node trees.
PURE_PYTHON_COMPOSER = type("PurePythonComposer", (yaml.BaseLoader,), {"resolve": _resolve_by_kind})
LIBYAML_COMPOSER = (
    type("LibyamlComposer", (yaml.CBaseLoader,), {"resolve": _resolve_by_kind})
    if hasattr(yaml, "CBaseLoader") else None
)
HAS_LIBYAML = LIBYAML_COMPOSER is not None

_INT = re.compile(r"[-+]?[0-9]+\Z")
_FLOAT = re.compile(r"[-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\Z")
_NOT_FINITE = re.compile(r"[-+]?\.?(?:nan|inf|infinity)\Z", re.IGNORECASE)
_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_TRUE = frozenset({"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"})
_FALSE = frozenset({"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"})

Node = yaml.Node


@contextlib.contextmanager
def garbage_collection_paused():
    """Pause Python's cycle collector while a big document is read.

    Reading a 5,000-territory map creates a few hundred thousand small objects (nodes,
    marks, strings) and no reference cycles; the collector's repeated full scans during
    that burst doubled the load time. Memory is still freed by reference counting.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def compose(text: str, file: str | None = None, loader: type | None = None) -> Node | None:
    """Parse YAML text into a node tree; syntax errors become located FileFormatErrors.

    The text's shape (depth, number of values, no anchors or aliases) is checked first, so
    that composing, which is recursive, only ever sees text it can handle (yaml_shape).
    """
    loader = loader or LIBYAML_COMPOSER or PURE_PYTHON_COMPOSER
    check_shape(text, file, loader)
    try:
        return yaml.compose(text, Loader=loader)
    except yaml.YAMLError as exc:
        raise yaml_error(exc, file) from None


def describe(node: Node | None) -> str:
    """A few words naming what a node is, for 'expected X, found Y' messages."""
    if node is None:
        return "nothing"
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if is_null(node):
        return "nothing"
    value = node.value if len(node.value) <= 40 else node.value[:37] + "..."
    return f'"{value}"' if is_quoted(node) else f"'{value}'"


def is_scalar(node: Node | None) -> bool:
    return isinstance(node, yaml.ScalarNode)


def is_mapping(node: Node | None) -> bool:
    return isinstance(node, yaml.MappingNode)


def is_quoted(node: Node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.style not in (None, "")


def is_null(node: Node | None) -> bool:
    if node is None:
        return True
    return isinstance(node, yaml.ScalarNode) and not is_quoted(node) and node.value in _NULLS


class YamlReader:
    """Reads typed values out of a composed node tree, collecting warnings as it goes."""

    def __init__(self, file: str | None = None) -> None:
        self.file = file
        self.warnings: list[FormatWarning] = []
        self._suggestions_left = SUGGESTED_KEYS

    # -- reporting ---------------------------------------------------------------------
    def error(self, node: Node | None, field: str, message: str, column_offset: int = 0):
        """Build (not raise) an error located at ``node``."""
        line = column = None
        if node is not None and node.start_mark is not None:
            line = node.start_mark.line + 1
            column = node.start_mark.column + 1 + column_offset
        return FileFormatError(message, file=self.file, line=line, column=column, field=field)

    def warn(self, node: Node | None, field: str, message: str) -> None:
        line = column = None
        if node is not None and node.start_mark is not None:
            line = node.start_mark.line + 1
            column = node.start_mark.column + 1
        self.warnings.append(
            FormatWarning(message, file=self.file, line=line, column=column, field=field)
        )

    # -- containers --------------------------------------------------------------------
    def mapping(
        self,
        node: Node | None,
        field: str,
        *,
        required: Iterable[str] = (),
        optional: Iterable[str] = (),
    ) -> dict[str, Node]:
        """The mapping's values by key; missing required keys are errors, unknown keys warnings."""
        if not isinstance(node, yaml.MappingNode):
            raise self.error(node, field, f"expected a mapping of keys to values, found {describe(node)}")
        required = tuple(required)
        known = set(required) | set(optional)
        values: dict[str, Node] = {}
        unknown: list[Node] = []
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise self.error(key_node, field, f"a key must be plain text, found {describe(key_node)}")
            key = key_node.value
            if key in values:
                raise self.error(key_node, _join(field, key), f"the key '{key}' appears twice")
            if key not in known:
                unknown.append(key_node)
                continue
            values[key] = value_node
        if unknown:
            self._unknown_keys(unknown, field, known)
        missing = [key for key in required if key not in values]
        if missing:
            names = ", ".join(f"'{m}'" for m in missing)
            noun = "key" if len(missing) == 1 else "keys"
            raise self.error(node, field, f"missing required {noun} {names}")
        return values

    def _unknown_keys(self, unknown: list[Node], field: str, known: set[str]) -> None:
        """A warning for each unknown key, or, past MAX_UNKNOWN_KEYS in one mapping, a refusal
        naming the first few: no Worldsmith file is meant to look like that, and a warning
        apiece would bury the reader (limits.py)."""
        if len(unknown) > MAX_UNKNOWN_KEYS:
            named = ", ".join("".join(self._unknown_key(k.value, known)) for k in unknown[:UNKNOWN_KEYS_NAMED])
            raise self.error(unknown[0], field, f"{len(unknown):,} keys Worldsmith does not know, more than the "
                                                f"{MAX_UNKNOWN_KEYS} a file may have in one place; "
                                                f"the first: {named}")
        for key_node in unknown:
            key = key_node.value
            shown, hint = self._unknown_key(key, known)
            self.warn(key_node, _join(field, _shown_key(key)), f"unknown key {shown} is ignored{hint}")

    def _unknown_key(self, key: str, known: set[str]) -> tuple[str, str]:
        """The key as a message quotes it, and the known key it most likely meant (for the
        first SUGGESTED_KEYS unknown keys of the document only: each suggestion compares the
        key with every known key, and a file of a hundred thousand typos deserves no more)."""
        suggestion = None
        if self._suggestions_left > 0:
            self._suggestions_left -= 1
            suggestion = _closest(key, known)
        return shown_value(key), f" (did you mean '{suggestion}'?)" if suggestion else ""

    def sequence(self, node: Node | None, field: str, *, allow_null: bool = True) -> list[Node]:
        if allow_null and is_null(node):
            return []
        if not isinstance(node, yaml.SequenceNode):
            raise self.error(node, field, f"expected a list, found {describe(node)}")
        return list(node.value)

    # -- scalars -----------------------------------------------------------------------
    def text(self, node: Node | None, field: str, *, allow_empty: bool = False) -> str:
        if type(node) is yaml.ScalarNode and (node.style or node.value not in _NULLS):
            return node.value  # the hot path: called for most values of a big map
        if allow_empty and is_null(node):
            return ""
        raise self.error(node, field, f"expected text, found {describe(node)}")

    def optional_text(self, node: Node | None, field: str) -> str | None:
        return None if is_null(node) else self.text(node, field)

    def integer(
        self, node: Node | None, field: str, *,
        minimum: int = -WHOLE_NUMBER_LIMIT, maximum: int = WHOLE_NUMBER_LIMIT,
    ) -> int:
        """A whole number from ``minimum`` to ``maximum`` (by default, below a billion either way)."""
        if isinstance(node, yaml.ScalarNode) and not is_quoted(node) and _INT.match(node.value):
            value = bounded_int(node.value, max(len(str(minimum)), len(str(maximum))))
            if value is not None and minimum <= value <= maximum:
                return value
            raise self.error(node, field, f"expected a whole number from {minimum:,} to {maximum:,}, "
                                          f"found {shown_value(node.value)}")
        raise self.error(node, field, f"expected a whole number, found {describe(node)}")

    def number(
        self, node: Node | None, field: str, *, minimum: float | None = None, maximum: float | None = None,
    ) -> float:
        """A finite number; with ``minimum`` and ``maximum``, within them."""
        if isinstance(node, yaml.ScalarNode) and not is_quoted(node):
            value = node.value
            if _FLOAT.match(value):
                number = float(value)
                if not math.isfinite(number):  # 1e999, or a thousand digits
                    raise self.error(node, field, f"expected a finite number, found {shown_value(value)}: "
                                                  "it is too large")
                if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
                    raise self.error(node, field, f"must be between {number_text(minimum)} and "
                                                  f"{number_text(maximum)}, found {shown_value(value)}")
                return number
            if _NOT_FINITE.match(value):
                raise self.error(node, field, f"expected a finite number, found {describe(node)}")
        raise self.error(node, field, f"expected a number, found {describe(node)}")

    def file_name(self, node: Node | None, field: str) -> str:
        """Text naming a file (a scenario's map, a background image)."""
        value = self.text(node, field)
        if "\0" in value:
            raise self.error(node, field, "the file name contains a NUL character (\\0), which no file name "
                                          "can hold")
        return value

    def boolean(self, node: Node | None, field: str) -> bool:
        if isinstance(node, yaml.ScalarNode) and not is_quoted(node):
            if node.value in _TRUE:
                return True
            if node.value in _FALSE:
                return False
        raise self.error(node, field, f"expected true or false, found {describe(node)}")

    def choice(self, node: Node | None, field: str, choices: Iterable[str]) -> str:
        options = tuple(choices)
        value = self.text(node, field)
        if value not in options:
            listed = ", ".join(options)
            raise self.error(node, field, f"'{value}' is not one of: {listed}")
        return value


# Our file types, by the value of their top-level "format" key.
DOCUMENT_KINDS = {
    "worldsmith-map": "a map",
    "worldsmith-scenario": "a scenario",
    "worldsmith-save": "a saved game",
    "worldsmith-campaign": "a campaign",
    "worldsmith-missions": "a mission list",
    "worldsmith-legacy-catalogue": "a Legacy catalogue",
    "worldsmith-legacy-packs": "a Legacy pack file",
}


def check_document_type(reader: YamlReader, root: Node | None, format_name: str, schema_version: int) -> int:
    """Make sure the document is the kind we expect, in a schema we can read; its schema.

    Done before anything else, so that opening the wrong kind of file (a scenario as a map,
    a picture, a newer file) says exactly that instead of listing missing keys.
    """
    noun = DOCUMENT_KINDS[format_name]
    if root is None:
        raise FileFormatError(f"the file is empty; {noun} starts with 'format: {format_name}'", file=reader.file)
    if not is_mapping(root):
        raise reader.error(root, "", f"not a Worldsmith {noun[2:]}: expected 'format: {format_name}' at the top")
    # Only these two are looked at here: a file of a hundred thousand keys needs no dict of them.
    keys = {k.value: v for k, v in root.value if type(k) is yaml.ScalarNode and k.value in ("format", "schema")}
    if "format" not in keys:
        raise reader.error(root, "", f"not a Worldsmith {noun[2:]}: the key 'format: {format_name}' is missing")
    name = reader.text(keys["format"], "format")
    if name != format_name:
        what = DOCUMENT_KINDS.get(name)
        detail = f"this file is {what}, not {noun}" if what else f"unknown format '{name}'"
        raise reader.error(keys["format"], "format", f"not a Worldsmith {noun[2:]}: {detail}")
    if "schema" not in keys:
        raise reader.error(root, "", "missing required key 'schema'")
    schema = reader.integer(keys["schema"], "schema")
    if schema > schema_version:
        raise reader.error(
            keys["schema"], "schema",
            f"this {noun[2:]} was written by a newer Worldsmith ({noun[2:]} schema {schema}; this version "
            f"reads schema {schema_version} and older). Update Worldsmith to open it.",
        )
    if schema < 1:
        raise reader.error(keys["schema"], "schema", f"schema must be 1 or more, found {schema}")
    return schema


def plain_data(node: Node | None, reader: YamlReader | None = None, field: str = "") -> object:
    """Plain Python data from a node tree, typing scalars the usual YAML way.

    For data we wrote ourselves (snapshots in saves) and free-form settings (rule options,
    effects): plain whole numbers become ints, true/false booleans, null None, anything else
    (and anything quoted) text. What cannot be plain data — a key that is not text, a whole
    number of more than MAX_DIGITS digits, a number too large to be finite — is a
    FileFormatError at the value's line and column (in ``reader``'s file, under ``field``).
    """
    if node is None:
        return None
    if isinstance(node, yaml.MappingNode):
        data = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                raise _located(key, field, reader, f"a key must be plain text, found {describe(key)}")
            data[key.value] = plain_data(value, reader, field)
        return data
    if isinstance(node, yaml.SequenceNode):
        return [plain_data(v, reader, field) for v in node.value]
    if is_quoted(node):
        return node.value
    value = node.value
    if _INT.match(value):
        number = bounded_int(value, MAX_DIGITS)
        if number is None:
            raise _located(node, field, reader, f"a whole number of at most {MAX_DIGITS} digits was expected, "
                                                f"found {shown_value(value)}")
        return number
    if value in _NULLS:
        return None
    if value in ("true", "false"):
        return value == "true"
    if _FLOAT.match(value):
        number = float(value)
        if not math.isfinite(number):
            raise _located(node, field, reader, f"expected a finite number, found {shown_value(value)}: "
                                                "it is too large")
        return number
    return value


def bounded_int(text: str, digits: int) -> int | None:
    """The whole number written ``text`` (digits with an optional sign), or None if it is
    written with more than ``digits`` digits: converting a number of thousands of digits is
    slow, and Python refuses more than 4,300. Leading zeros count, as Python counts them:
    ``000…0001`` with 5,000 zeros is refused like any other number of 5,001 digits."""
    return int(text) if len(text.lstrip("+-")) <= digits else None


def number_text(value: float | None) -> str:
    """A limit as people write it: 1,000,000,000 and 0.001, not 1e+09."""
    if value is None:
        return "any"
    return f"{int(value):,}" if float(value).is_integer() and abs(value) < 1e15 else f"{value:g}"


def shown_value(text: str) -> str:
    """A value quoted in a message, cut short when long: a number of thousands of digits
    would make the one-line refusal thousands of characters wide."""
    if len(text) <= 40:
        return f"'{text}'"
    return f"'{text[:37]}...' ({len(text):,} characters long)"


def _located(node: Node, field: str, reader: YamlReader | None, message: str) -> FileFormatError:
    if reader is not None:
        return reader.error(node, field, message)
    mark = node.start_mark
    return FileFormatError(message, line=mark.line + 1 if mark else None,
                           column=mark.column + 1 if mark else None, field=field or None)


def _join(field: str, key: str) -> str:
    return f"{field}.{key}" if field else key


def _shown_key(key: str) -> str:
    """A key as a field path names it, cut short when long (a key of a megabyte is possible)."""
    return key if len(key) <= 40 else key[:37] + "..."


def _closest(word: str, candidates: Iterable[str]) -> str | None:
    """The known key a typo most likely meant (small edit distance), if any.

    The distance is at least the difference in length, so candidates too much shorter or
    longer are never compared: the cost stays that of comparing known keys with words of
    about their length, however long ``word`` is."""
    most = max(1, len(word) // 3)
    best, best_distance = None, math.inf
    for candidate in candidates:
        if abs(len(candidate) - len(word)) > most:
            continue
        distance = _edit_distance(word.lower(), candidate.lower())
        if distance < best_distance:
            best, best_distance = candidate, distance
    return best if best_distance <= most else None


def _edit_distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
