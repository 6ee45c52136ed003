"""A computer player that takes any legal action at random, for campaign tests with the real
Legacy rules: it expands, attacks, buys stars and chooses rewards as the rules list them, so
its games end (the shipped bots' Legacy judgement is another part of issue 12)."""

from __future__ import annotations

import pytest

from engine.ai.bot import Bot
from engine.core.actions import Action
from engine.core.state import GameState
from engine.rules.base import RuleSet
from engine.simulation import bot_types


class AnyLegalBot(Bot):
    name = "any-legal"

    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        return self.random.choice(rules.legal_actions(state, player))


@pytest.fixture
def any_legal_bot(monkeypatch):
    """``any-legal`` offered to campaign play-outs next to the shipped bots, for one test."""
    from engine.campaign import play_out

    known = {**bot_types(), AnyLegalBot.name: AnyLegalBot}
    monkeypatch.setattr(play_out, "bot_types", lambda: known)
    return AnyLegalBot
