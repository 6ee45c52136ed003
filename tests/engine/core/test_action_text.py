"""Actions with ids and free text (issue 11): a Legacy game names a city or a continent, picks
a faction or a power; the text form in saves stays readable and reads back the same."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.actions import Action, Pass, action, parse_action
from engine.core.errors import ActionFormatError
from tests.support.games import world


@action
@dataclass(frozen=True, slots=True)
class FoundCity(Action):
    """A test action: a city founded in a territory, with a name."""

    territory: int
    faction: str
    name: str
    verb: ClassVar[str] = "test-found-city"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "id", "text")


def test_ids_and_quoted_text_read_back():
    egypt = world().index["egypt"]
    found = FoundCity(egypt, "saharan-republic", 'New "Alexandria"')
    text = found.to_text(world())
    assert text == 'test-found-city egypt saharan-republic "New \\"Alexandria\\""'
    assert parse_action(text, world()) == found
    assert parse_action("pass", world()) == Pass()


@given(st.text(min_size=0, max_size=40))
def test_any_name_reads_back(name):
    found = FoundCity(0, "khan-industries", name)
    assert parse_action(found.to_text(world()), world()) == found


@pytest.mark.parametrize(("text", "why"), [
    ("test-found-city egypt Saharan \"x\"", "is not an id"),
    ("test-found-city egypt saharan-republic unquoted", "should be a text in double quotes"),
    ('test-found-city egypt saharan-republic "open', "should be a text in double quotes"),
    ("test-found-city egypt saharan-republic", "is missing a value"),
])
def test_a_wrong_id_or_text_is_refused_with_a_reason(text, why):
    with pytest.raises(ActionFormatError, match=why):
        parse_action(text, world())


@action
@dataclass(frozen=True, slots=True)
class AttackSide(Action):
    """A test action naming a side: a seat, or the neutral units."""

    side: int
    verb: ClassVar[str] = "test-attack-side"
    field_kinds: ClassVar[tuple[str, ...]] = ("seat",)


def test_a_seat_is_written_as_its_number_and_the_neutral_side_as_neutral():
    assert AttackSide(2).to_text(world()) == "test-attack-side 2"
    assert AttackSide(-1).to_text(world()) == "test-attack-side neutral"
    assert parse_action("test-attack-side neutral", world()) == AttackSide(-1)
    assert parse_action("test-attack-side 3", world()) == AttackSide(3)
    with pytest.raises(ActionFormatError, match="not a seat"):
        parse_action("test-attack-side -1", world())
