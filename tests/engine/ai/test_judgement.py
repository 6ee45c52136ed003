"""The heuristic bots' extension point (engine/ai/judgement.py): a rule set with a game of its own
gets its own judgement through it, without the bots and the judgements importing each other."""

from __future__ import annotations

import random

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.judgement import judgement_for, register_judgement, unregister_judgement
from engine.ai.legacy_judgement import LegacyJudgement
from engine.ai.strategic_bot import StrategicBot
from engine.core.actions import Action
from engine.core.game import Game
from engine.core.state import GameState
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from tests.engine.ai.legacy_games import legacy_rules
from tests.support.games import board


class Cautious(ClassicRules):
    """Classic rules under another class: a rule set the bots do not know."""


class LastChoice:
    """A judgement that always takes the last legal action, and counts its decisions."""

    def __init__(self, rules, rng: random.Random) -> None:
        self.rules, self.rng, self.decisions = rules, rng, 0

    def choose(self, state: GameState, me: int, legal: list[Action]) -> Action:
        self.decisions += 1
        return legal[-1]


def test_classic_rules_have_no_judgement_and_legacy_rules_have_theirs():
    world_board = board("classic")
    game = Game.start(world_board, "classic", ["A", "B", "C"], seed=1)
    assert judgement_for(game.rules, random.Random(0)) is None
    assert isinstance(judgement_for(legacy_rules(), random.Random(0)), LegacyJudgement)


def test_a_registered_judgement_decides_for_every_heuristic_bot():
    def plays_cautious(rules) -> bool:
        return isinstance(rules, Cautious)

    register_judgement(plays_cautious, LastChoice)
    try:
        game = Game.start(board("tutorial"), "classic", [PlayerSetup("A"), PlayerSetup("B")], seed=5)
        rules = Cautious(game.rules.world, game.rules.options)
        for bot in (HeuristicBot(1), StrategicBot(2)):
            legal = rules.legal_actions(game.state)
            assert bot.choose(rules, game.state) == legal[-1]
            assert isinstance(bot._judgement, LastChoice) and bot._judgement.decisions == 1
            assert bot._judgement.rng is bot.random  # the bot's own seeded stream
        # Classic rules themselves are still played by the bot's own classic judgement.
        plain = HeuristicBot(3)
        plain.choose(game.rules, game.state)
        assert plain._judgement is None
    finally:
        unregister_judgement(plays_cautious)
    assert judgement_for(rules, random.Random(0)) is None
