"""Which words a rule set's game is told in: classic Risk's armies and fortifying, or Risk
Legacy's troops, recruiting and maneuvering (docs/glossary.md).

The play window's shared panels (phase panel, players' table, dialogs) serve several rule
sets; they ask the rule set's vocabulary for each term rather than saying "armies" to a
Legacy table. The engine only names the vocabulary and its terms (no Qt, no translations):
the UI holds one translatable phrase per term per vocabulary (editor/language/vocabulary.py).
"""

from __future__ import annotations

from enum import Enum

CLASSIC = "classic"
LEGACY = "legacy"


class Term(Enum):
    """A game term whose word differs between rule sets (its English word per vocabulary in
    TERMS)."""

    UNIT = "unit"  # a piece on the board
    REINFORCE = "reinforce"  # placing the new pieces at the start of a turn
    LAST_MOVE = "last-move"  # the one move between one's own territories that ends a turn


TERMS: dict[str, dict[Term, str]] = {
    CLASSIC: {Term.UNIT: "army", Term.REINFORCE: "reinforce", Term.LAST_MOVE: "fortify"},
    LEGACY: {Term.UNIT: "troop", Term.REINFORCE: "recruit", Term.LAST_MOVE: "maneuver"},
}

# The vocabulary of each rule set (registered by name, engine/rules/registry.py). A rule set
# not listed speaks classic's words (the MU economy's units are armies, as on its screens).
RULE_SET_VOCABULARY: dict[str, str] = {"classic": CLASSIC, "legacy": LEGACY, "economy": CLASSIC}


def vocabulary_of(rule_set: str) -> str:
    """The vocabulary a game of rule set ``rule_set`` (its registered name) is told in."""
    return RULE_SET_VOCABULARY.get(rule_set, CLASSIC)


def term_word(vocabulary: str, term: Term) -> str:
    """``term``'s English word in ``vocabulary`` ("troop" for Legacy's unit)."""
    return TERMS.get(vocabulary, TERMS[CLASSIC])[term]
