"""Counts in the engine's messages say their noun with the number's plural form.

A template takes a count as a whole phrase ("{armies}" -> "1 army", "3 armies") and the
parameter stays the number (engine/core/messages.py), so the English sentences read right
for one and many, and what compares, sums or saves the number is unchanged.
"""

from __future__ import annotations

import json
import pickle

import pytest

from engine.balance import findings
from engine.board.problems import make_problem
from engine.core.errors import IllegalAction
from engine.core.events import CardsTraded, DeckReshuffled, describe
from engine.core.messages import COUNT_PHRASES, Count, count_of, counted, english_count
from engine.rules.economy.events import WithdrawalEnded


def test_a_count_says_one_and_many_in_english():
    assert str(count_of(1, "armies")) == "1 army" and str(count_of(3, "armies")) == "3 armies"
    assert str(count_of(1, "troops")) == "1 troop" and str(count_of(0, "troops")) == "0 troops"
    assert str(count_of(1, "dice")) == "1 die" and str(count_of(2, "dice")) == "2 dice"
    assert f"[{count_of(2, 'border_territories')}]" == "[2 border territories]"
    assert english_count("%n sea-line(s)", 1) == "1 sea-line"


def test_a_count_is_still_its_number():
    armies = count_of(3, "armies")
    assert armies == 3 and armies + 1 == 4 and isinstance(armies, int)
    assert json.loads(json.dumps({"armies": armies})) == {"armies": 3}
    again = pickle.loads(pickle.dumps(armies))  # balance runs send findings between processes
    assert again == 3 and again.phrase == "%n army(ies)" and str(again) == "3 armies"


def test_only_the_phrases_the_ui_knows_make_counts():
    with pytest.raises(ValueError):
        Count(2, "%n wombat(s)")
    assert all(phrase.startswith("%n ") for phrase in COUNT_PHRASES.values())


def test_counted_leaves_what_is_not_a_number():
    values = counted({"cards": (1, 2), "armies": 4, "flag": True},
                     {"cards": "cards", "armies": "armies", "flag": "coins"})
    assert values["cards"] == (1, 2) and values["flag"] is True
    assert isinstance(values["armies"], Count) and str(values["armies"]) == "4 armies"


def test_events_say_their_counts_with_the_plural_form():
    names, territories = ["Ada", "Basil"], ["Alaska", "Ontario", "Peru"]
    assert describe(DeckReshuffled(0, 1), names, territories) == (
        "The discarded cards are shuffled into a new draw pile (1 card).")
    assert describe(CardsTraded(1, (0, 1, 2), 1, ()), names, territories) == "Basil trades a set of cards for 1 army."
    assert describe(WithdrawalEnded(0, 0, 1, 1, 2), names, territories) == (
        "Ada ends the withdrawal from Alaska: 1 unit to Ontario, 2 units in place.")


def test_a_refusal_keeps_the_count_for_the_ui_and_says_it_in_english():
    error = IllegalAction("with {armies} there you can roll 1 die", armies=count_of(1, "armies"))
    assert str(error) == "with 1 army there you can roll 1 die"
    assert error.params["armies"] == 1 and error.params["armies"].phrase == "%n army(ies)"


def test_a_balance_finding_counts_its_games_and_keeps_the_formula_bare():
    never = findings.message(findings.REASON_NEVER_HELD, games=1, suggested=3, formula=2)
    assert never["text"].startswith("Never held in 1 game: ")
    formula = findings.message(findings.REASON_FORMULA, size=1, borders=1, entries=2, suggested=1)
    assert formula["text"] == ("1 territory and 1 border territory with 2 entry connections: "
                               "0.4 × 1 + 0.3 × 1 + 0.1 × 2 ≈ 1.")


def test_a_map_problem_counts_with_its_plural_form():
    found = make_problem("duplicate-id", ("a",), id="a", count=2)
    assert found.message == "the id 'a' is used by 2 territories" and found.params["count"] == 2
