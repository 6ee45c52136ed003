"""The shape of YAML text, checked before it is composed: how deep it nests, how many values
it holds, and that it has no anchors or aliases.

Why before composing: composing is recursive (in C in PyYAML's libyaml extension, in Python
otherwise), and so are our readers of free-form data (rule options, effects, snapshots).
Text nested tens of thousands deep overflows the C stack where libyaml has no nesting limit
of its own (releases before 0.2.5), and even the 1,000 levels a newer libyaml allows exhaust
Python's recursion limit in our readers. A few megabytes of ``[0,0,0,...]`` make millions of
nodes, gigabytes of memory. And an alias bomb (``b: &b [*a, *a, ...]``, nine times over) is a
small file whose values, walked as a tree, number in the hundreds of millions.

Anchors and aliases are refused rather than counted: no Worldsmith file needs them (our
writer never emits them), one clear message beats a count of expanded values, and without
them every node is read exactly once, so the number of values below is the real amount of
work.

How: a bound from a few character counts settles almost every real file without parsing it
(:func:`_certainly_small`); only when it cannot is the parser's event stream read, counting
depth and values exactly and stopping at the first thing over a limit, with its line and
column. Parsing is safe where composing is not: the parsers (libyaml's and PyYAML's) are
state machines with explicit stacks, and we stop pulling events the moment a limit is passed.
"""

from __future__ import annotations

import functools
import re

import yaml

from engine.files.errors import FileFormatError
from engine.files.limits import MAX_DEPTH, MAX_VALUES

COLLECTION_STARTS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
COLLECTION_ENDS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)

# An anchor (&name) or alias (*name) as libyaml reads one: the indicator at the start of a
# token (so never right after a letter, digit or '_') and at least one name character after
# it. Text without any such place certainly has neither; "Rock & Roll" or "2 * 3" have none.
# Searched for as "&" or "*" plus a name character (a literal first character lets the regex
# engine skip through the text quickly), the character before checked for each match.
_NAME_AFTER = {indicator: re.compile(re.escape(indicator) + "[0-9A-Za-z_-]") for indicator in "&*"}
_NAME_CHARACTERS = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
# Characters that may open a line before its content: indentation and the block indicators
# "- ", "? " and ": " (and "---"), written compactly ("- - - x") or not.
_PREFIX_CHARACTERS = frozenset(" \t-?:")
_UNUSUAL_BREAKS = "\x85\u2028\u2029"  # line breaks to YAML 1.1 (and libyaml) besides \n and \r
# A line's prefix from its first indicator on (the indentation before it holds none).
_PREFIX_INDICATORS = re.compile(r"(?:\A|[\n\r])[ \t]*([?:-][ \t?:-]*)")

_TOO_DEEP = f"the data is nested more than {MAX_DEPTH} levels deep here; Worldsmith files nest a few levels at most"
_TOO_MANY = f"the file holds more than {MAX_VALUES:,} values; the biggest Worldsmith maps hold about 60,000"


def check_shape(text: str, file: str | None, parser: type) -> None:
    """Raise a located FileFormatError if ``text`` nests deeper than MAX_DEPTH, holds more
    than MAX_VALUES values, or uses an anchor or an alias; ``parser`` (a PyYAML loader class)
    reads the events when counting characters is not enough."""
    if not _certainly_small(text):
        _check_events(text, file, parser)


def _certainly_small(text: str) -> bool:
    """True when counting characters proves the limits are kept; False when it cannot.

    Depth. Every flow collection starts with '[' or '{', so there are at most that many
    levels of them. A block collection starts at the column of its first key or "-", and a
    nested one further right, except for a list written under its key at the key's own
    indentation, which is followed by a level further right again: with every line's
    indentation and indicators ("  - - ") at most P characters long, block collections nest at
    most 2 (P + 1) deep.

    Values. A line in block style starts at most 2 k + 3 values, k being its indicators
    (each "- " a list and its item, each "? " a mapping, a key and a missing value, then a key
    and its value); k is at most (P + 1) / 2. Inside flow collections every item after the
    first follows a ',' and is at most a key, its value and a mapping holding them. Where
    that is not enough, the indicators are counted: over all lines, 2 k + 3 adds up to at
    most three a line and two for each '-', '?' or ':' in the lines' prefixes, which settles
    a long mapping of indented keys (a territory with a hundred thousand unknown keys) that
    P alone cannot.
    """
    openers = text.count("[") + text.count("{")
    if openers > MAX_DEPTH:
        return False
    if _may_hold_anchor_or_alias(text):
        return False
    if not text.isascii() and any(mark in text for mark in _UNUSUAL_BREAKS):
        return False
    prefix = _line_prefix_bound(text, (MAX_DEPTH - openers) // 2 - 1)
    if prefix is None:
        return False
    lines = text.count("\n") + text.count("\r") + 1
    in_flow = 4 * openers + 3 * text.count(",") if openers else 0
    if lines * (prefix + 4) + 1 + in_flow <= MAX_VALUES:
        return True
    room = MAX_VALUES - (lines * 4 + 1 + in_flow)  # counting the indicators is worth it only if it can fit
    return room >= 0 and 2 * _prefix_indicators(text) <= room


def _prefix_indicators(text: str) -> int:
    """How many '-', '?' and ':' the lines' prefixes (their indentation and indicators) hold."""
    total = 0
    for match in _PREFIX_INDICATORS.finditer(text):
        prefix = match.group(1)
        total += len(prefix) - prefix.count(" ") - prefix.count("\t")
    return total


def _may_hold_anchor_or_alias(text: str) -> bool:
    for indicator, pattern in _NAME_AFTER.items():
        if indicator in text:
            for match in pattern.finditer(text):
                start = match.start()
                if start == 0 or text[start - 1] not in _NAME_CHARACTERS:
                    return True
    return False


def _line_prefix_bound(text: str, most: int) -> int | None:
    """A bound (at most ``most``) on how long a line's indentation and indicators are, or None
    if some line's are longer than ``most``. Small bounds are tried first: each try is one
    fast search for a line break followed by that many such characters."""
    if most < 0:
        return None
    breaks = "\n\r" if "\r" in text else "\n"
    for bound in sorted({min(b, most) for b in (2, 4, 8, 16, 32, most)}):
        longer_first_line = len(text) > bound and _PREFIX_CHARACTERS.issuperset(text[: bound + 1])
        if not longer_first_line and not any(_longer_prefix(b, bound).search(text) for b in breaks):
            return bound
    return None


@functools.lru_cache(maxsize=32)
def _longer_prefix(line_break: str, bound: int) -> re.Pattern[str]:
    # Starting with a literal line break lets the regex engine skip through the text quickly.
    return re.compile(re.escape(line_break) + f"[ \t?:-]{{{bound + 1}}}")


def _check_events(text: str, file: str | None, parser_class: type) -> None:
    parser = parser_class(text)
    depth = values = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            kind = type(event)
            if kind is yaml.ScalarEvent or kind in COLLECTION_STARTS:
                values += 1
                if event.anchor is not None:
                    raise _refusal(event, file, _anchor_message("&", event.anchor))
                if values > MAX_VALUES:
                    raise _refusal(event, file, _TOO_MANY)
                if kind is not yaml.ScalarEvent:
                    depth += 1
                    if depth > MAX_DEPTH:
                        raise _refusal(event, file, _TOO_DEEP)
            elif kind in COLLECTION_ENDS:
                depth -= 1
            elif kind is yaml.AliasEvent:
                raise _refusal(event, file, _anchor_message("*", event.anchor))
    except yaml.YAMLError as exc:
        raise yaml_error(exc, file) from None
    finally:
        parser.dispose()


def _anchor_message(indicator: str, name: str) -> str:
    return (f"'{indicator}{name}': anchors (&name) and aliases (*name) are not used in Worldsmith files; "
            "write the value out in full")


def _refusal(event: yaml.Event, file: str | None, message: str) -> FileFormatError:
    mark = event.start_mark
    return FileFormatError(message, file=file, line=mark.line + 1 if mark else None,
                           column=mark.column + 1 if mark else None)


def yaml_error(exc: yaml.YAMLError, file: str | None) -> FileFormatError:
    """A parser's complaint as a located FileFormatError."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        problem = " ".join(p for p in (exc.context, exc.problem) if p)
        # libyaml 0.2.5 and later stop at 1,000 levels themselves, while scanning ahead.
        message = _TOO_DEEP if "maximum nesting depth" in problem else f"this is not valid YAML: {problem}"
        return FileFormatError(
            message,
            file=file,
            line=mark.line + 1 if mark else None,
            column=mark.column + 1 if mark else None,
        )
    return FileFormatError(f"this is not valid YAML: {exc}", file=file)  # e.g. control characters
