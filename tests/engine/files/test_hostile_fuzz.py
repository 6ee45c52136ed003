"""Mutated maps, scenarios, saved games, campaigns and Legacy pack files (the shipped and
sample files as seeds): reading one gives a file or a FileFormatError of one line, within two
seconds, and nothing else — whatever the mutation: numbers lengthened to thousands of digits
(or padded with thousands of zeros), keys duplicated, renamed or multiplied, values swapped
for other kinds of YAML, the text cut short.

The mutations are those of the fuzzing run of about 4,000 files that found the classes
tests/support/hostile_files.py lists; the examples are few, to keep the run to seconds.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import read_map
from engine.board.validation import validate
from engine.campaign.campaign_file import read_campaign
from engine.campaign.pack_format import read_pack_text
from engine.core.save import read_game
from engine.files.errors import FileFormatError
from engine.scenario import read_scenario, validate_scenario
from engine.scenario.validation import validate_packs
from tests.support.games import board
from tests.support.hostile_files import campaign_text, map_text, pack_text, save_text, scenario_text

SECONDS = 2.0  # for any one read
_KEY_LINE = re.compile(r"^( *(?:- )?)([A-Za-z][\w-]*):(.*)$", re.M)
_DIGITS = re.compile(r"\d+")
OTHER_VALUES = ["[]", "{}", "~", "true", "'text'", "1.5", "-7", "[1, 2]", "{a: 1}", ".inf", "1e999", "''",
                "!!binary aGk=", "|\n  block", "0x1F", "2026-01-01", "'\\n'", '"a\\nb"', "- 1"]


def _pick(items: list, at: int):
    return items[at % len(items)] if items else None


def _lengthened_digits(text: str, at: int, choice: int) -> str:
    run = _pick(list(_DIGITS.finditer(text)), at)
    if run is None:
        return text
    digits = _pick(["9" * 4301, "1" + "0" * 5000, "0" * 5000 + run.group(), run.group() * 30], choice)
    return text[:run.start()] + digits + text[run.end():]


def _duplicated_key(text: str, at: int, choice: int) -> str:
    line = _pick(list(_KEY_LINE.finditer(text)), at)
    if line is None:
        return text
    indent = " " * len(line.group(1))  # the copy of a list item's first key is its second
    return text[:line.end()] + f"\n{indent}{line.group(2)}:{line.group(3)}" + text[line.end():]


def _renamed_key(text: str, at: int, choice: int) -> str:
    line = _pick(list(_KEY_LINE.finditer(text)), at)
    if line is None:
        return text
    key = line.group(2)
    new = _pick([key[:-1], key + "s", key[::-1], key.upper(), "x" * 2000, "'a\\nb'", "? [1]", '"\\u2028"',
                 key.replace("-", "_")], choice)
    return text[:line.start(2)] + new + text[line.end(2):]


def _multiplied_keys(text: str, at: int, choice: int) -> str:
    line = _pick(list(_KEY_LINE.finditer(text)), at)
    if line is None:
        return text
    indent = " " * len(line.group(1))
    extra = "".join(f"\n{indent}{line.group(2)}{i}: 1" for i in range(_pick([5, 101, 3000], choice)))
    return text[:line.end()] + extra + text[line.end():]


def _swapped_value(text: str, at: int, choice: int) -> str:
    line = _pick([m for m in _KEY_LINE.finditer(text) if m.group(3).strip()], at)
    if line is None:
        return text
    return text[:line.start(3)] + " " + _pick(OTHER_VALUES, choice) + text[line.end(3):]


def _cut(text: str, at: int, choice: int) -> str:
    return text[:at % (len(text) + 1)]


MUTATIONS = {f.__name__.strip("_"): f for f in (_lengthened_digits, _duplicated_key, _renamed_key,
                                                 _multiplied_keys, _swapped_value, _cut)}
# One to three mutations, each (its name, where, which variant): short to show when one fails.
mutations = st.lists(st.tuples(st.sampled_from(sorted(MUTATIONS)), st.integers(0, 10**6), st.integers(0, 10**3)),
                     min_size=1, max_size=3)


def mutated(text: str, steps) -> str:
    for name, at, choice in steps:
        text = MUTATIONS[name](text, at, choice)
    return text


def read_as(reader: Callable, text: str, then: Callable | None = None) -> None:
    """Read ``text`` (and check what was read with ``then``, as `worldsmith validate` does):
    a result, or a one-line FileFormatError, within SECONDS."""
    start = time.perf_counter()
    try:
        loaded = reader(text)
    except FileFormatError as error:
        assert len(str(error).splitlines()) == 1, str(error)
        assert str(error).startswith("fuzz.yaml")  # it names the file
    else:
        if then is not None:
            then(loaded)
    assert time.perf_counter() - start < SECONDS


# The same examples on every run (a failure is the file's, not the luck of the draw); longer
# random runs of the same mutations found what this file's cases and tests/support/hostile_files.py list.
FUZZ = settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
SCENARIOS = ["classic-fixed-setup", "legacy-new-world", "tutorial-quick"]


@FUZZ
@given(mutations)
def test_a_mutated_map_is_a_map_or_a_one_line_refusal(steps):
    read_as(lambda t: read_map(t, file="fuzz.yaml"), mutated(map_text(), steps),
            lambda loaded: validate(loaded.board))


@FUZZ
@given(st.sampled_from(SCENARIOS), mutations)
def test_a_mutated_scenario_is_a_scenario_or_a_one_line_refusal(name, steps):
    def check(loaded) -> None:
        validate_scenario(loaded.scenario, board("tutorial" if "tutorial" in loaded.scenario.map else "classic"))

    read_as(lambda t: read_scenario(t, file="fuzz.yaml"), mutated(scenario_text(name), steps), check)


@FUZZ
@given(mutations)
def test_a_mutated_save_is_a_game_or_a_one_line_refusal(steps):
    read_as(lambda t: read_game(t, file="fuzz.yaml"), mutated(save_text(), steps))


@FUZZ
@given(mutations)
def test_a_mutated_campaign_is_a_campaign_or_a_one_line_refusal(steps):
    read_as(lambda t: read_campaign(t, file="fuzz.yaml"), mutated(campaign_text(), steps),
            lambda loaded: validate_scenario(loaded.campaign.scenario(), board("classic")))


@FUZZ
@given(mutations)
def test_a_mutated_pack_file_is_packs_or_a_one_line_refusal(steps):
    read_as(lambda t: read_pack_text(t, "fuzz.yaml"), mutated(pack_text(), steps),
            lambda loaded: validate_packs(loaded.packs))


def test_a_save_whose_phase_is_a_list_is_refused():
    """Found by the mutations above: the phase was looked up as a key (a list is unhashable)."""
    text = re.sub(r"^  phase: .*$", "  phase: [1, 2]", save_text(), count=1, flags=re.M)
    with pytest.raises(FileFormatError, match="snapshot.phase"):
        read_game(text, file="fuzz.yaml")
