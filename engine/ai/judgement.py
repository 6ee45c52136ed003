"""The heuristic bots' extension point: a rule set that plays a game of its own (Risk Legacy's
stars and HQs, the MU economy's money and orders) gets a judgement of its own.

A judgement is made once per rule set a bot meets (``make(rules, random)``, the bot's seeded
stream, so its choices stay reproducible) and then answers every decision of that game with
``choose(state, me, legal)``. HeuristicBot and the bots built on it ask :func:`judgement_for`
and play classic Risk themselves when no judgement claims the rule set.

The built-in judgements are listed here, imported when first asked for (each imports its
rule set); a judgement never imports the bots, so the bots and their judgements do not import
one another. :func:`register_judgement` adds one for a rule set defined elsewhere (tests).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from engine.core.actions import Action
from engine.core.state import GameState
from engine.rules.base import RuleSet


class Judgement(Protocol):
    def choose(self, state: GameState, me: int, legal: list[Action]) -> Action:
        """``me``'s choice among ``legal``, the actions the rules list for them now."""


@dataclass(frozen=True)
class JudgementKind:
    plays: Callable[[RuleSet], bool]  # whether it plays games of these rules
    make: Callable[[RuleSet, random.Random], Judgement]


_REGISTERED: list[JudgementKind] = []


def register_judgement(plays: Callable[[RuleSet], bool], make: Callable[[RuleSet, random.Random], Judgement]) -> None:
    """Let the heuristic bots play the rule sets ``plays`` accepts with what ``make`` builds;
    asked before the built-in judgements."""
    _REGISTERED.append(JudgementKind(plays, make))


def unregister_judgement(plays: Callable[[RuleSet], bool]) -> None:
    _REGISTERED[:] = [kind for kind in _REGISTERED if kind.plays is not plays]


def judgement_for(rules: RuleSet, rng: random.Random) -> Judgement | None:
    """The judgement for a game of ``rules``, or None: the bot plays it as classic Risk."""
    for kind in (*_REGISTERED, *_built_in()):
        if kind.plays(rules):
            return kind.make(rules, rng)
    return None


def _built_in() -> tuple[JudgementKind, ...]:
    # Imported at the first question: each brings its rule set, which a classic game never needs.
    from engine.ai.economy_judgement import EconomyJudgement, plays_economy
    from engine.ai.legacy_judgement import LegacyJudgement, plays_legacy

    return (JudgementKind(plays_legacy, LegacyJudgement), JudgementKind(plays_economy, EconomyJudgement))
