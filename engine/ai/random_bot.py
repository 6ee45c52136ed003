"""RandomBot: makes every choice by chance, the way a reckless beginner plays.

It trades cards as soon as it can, drops all its new armies on one territory picked at
random among those facing an enemy, then keeps attacking at random — always from a
territory stronger than its target, because a beginner does not attack uphill — until no
such attack is left, moves everything into what it captures, and makes a random fortifying
move half the time. Every choice comes from ``legal_actions``.
"""

from __future__ import annotations

from engine.ai.bot import Bot, with_count
from engine.core.actions import (
    Action,
    Attack,
    BeginAttack,
    Blitz,
    EndAttack,
    EndTurn,
    Fortify,
    PlaceArmies,
    TradeCards,
)
from engine.core.state import GameState, Phase
from engine.rules.base import RuleSet


class RandomBot(Bot):
    name = "random"

    def choose(self, rules: RuleSet, state: GameState) -> Action:
        legal = rules.legal_actions(state)
        pick = self.random.choice
        phase = state.phase
        if phase is Phase.REINFORCE:
            trades = [a for a in legal if isinstance(a, TradeCards)]
            if trades:
                return pick(trades)
            places = [a for a in legal if isinstance(a, PlaceArmies)]
            if places:
                owner, targets = state.owner, rules.world.neighbours
                facing = [a for a in places if any(owner[n] != state.current for n in targets[a.territory])]
                return pick(facing or places)
            return next(a for a in legal if isinstance(a, BeginAttack))
        if phase is Phase.ATTACK:
            armies = state.armies
            uphill_free = [
                a for a in legal
                if isinstance(a, (Blitz, Attack)) and armies[a.source] > armies[a.target]
            ]
            blitzes = [a for a in uphill_free if isinstance(a, Blitz)]
            if blitzes or uphill_free:
                return pick(blitzes or uphill_free)
            return next(a for a in legal if isinstance(a, EndAttack))
        if phase is Phase.OCCUPY:
            return legal[0]  # everything forward
        if phase is Phase.FORTIFY:
            moves = [a for a in legal if isinstance(a, Fortify)]
            if moves and self.random.random() < 0.5:
                move = pick(moves)
                return with_count(move, self.random.randint(1, move.count))
            return next(a for a in legal if isinstance(a, EndTurn))
        if phase is Phase.DEFEND:
            return legal[0]  # the most dice allowed
        if phase in (Phase.CLAIM, Phase.PLACE_INITIAL):
            return pick(legal)
        return pick(legal)


