"""What kind of Worldsmith file a text is, read from its parsed top-level ``format`` key.

Deciding from the parser rather than by matching lines means every way YAML allows to write
the key works: ``format:  worldsmith-map`` with two spaces or a tab, in quotes, in flow style
(``{format: worldsmith-map, ...}``), after a long comment, after a byte-order mark. Only the
parser's events up to the key are read, so even a big map is recognised at once; the text's
shape is checked first, as before any parsing (yaml_shape).
"""

from __future__ import annotations

import os

import yaml

from engine.files.text_file import read_text_file
from engine.files.yaml_reader import LIBYAML_COMPOSER, PURE_PYTHON_COMPOSER
from engine.files.yaml_shape import COLLECTION_ENDS, COLLECTION_STARTS, check_shape, yaml_error

_PREAMBLE = (yaml.StreamStartEvent, yaml.DocumentStartEvent)


def file_format(path: str | os.PathLike[str]) -> str | None:
    """The ``format`` of the file at ``path`` (e.g. ``worldsmith-scenario``), or None if it has
    none. Raises FileFormatError if the file cannot be read or is not YAML up to that key."""
    label = os.fspath(path)
    return document_format(read_text_file(label), label)


def document_format(text: str, file: str | None = None) -> str | None:
    return top_level_text(text, "format", file)


def top_level_text(text: str, key: str, file: str | None = None, loader: type | None = None) -> str | None:
    """The text of ``key`` in the document's top-level mapping; None if the document is not a
    mapping, has no such key, or its value is not text."""
    loader = loader or LIBYAML_COMPOSER or PURE_PYTHON_COMPOSER
    check_shape(text, file, loader)
    parser = loader(text)
    try:
        return _find(parser, key)
    except yaml.YAMLError as exc:
        raise yaml_error(exc, file) from None
    finally:
        parser.dispose()


def _find(parser, key: str) -> str | None:
    depth = 0
    at_key = True  # in the top mapping, whether the next complete node is a key or a value
    wanted = False  # the key just read is ``key``
    while parser.check_event():
        event = parser.get_event()
        kind = type(event)
        if depth == 0:
            if kind is yaml.MappingStartEvent:
                depth = 1
                continue
            if kind in _PREAMBLE:
                continue
            return None  # a list, a lone value, or nothing
        if kind in COLLECTION_STARTS:
            if depth == 1 and not at_key and wanted:
                return None  # the value is a list or a mapping, not text
            if depth == 1 and at_key:
                wanted = False  # a list or a mapping as a key is never ``key``
            depth += 1
            continue
        if kind in COLLECTION_ENDS:
            depth -= 1
            if depth == 0:
                return None  # the end of the top mapping: no such key
            if depth == 1:
                at_key = not at_key  # a key or value that was a collection is complete
            continue
        if depth == 1:  # a scalar or an alias directly in the top mapping
            if at_key:
                wanted = kind is yaml.ScalarEvent and event.value == key
            elif wanted:
                return event.value if kind is yaml.ScalarEvent else None
            at_key = not at_key
    return None
