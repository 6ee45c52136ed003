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

# Phase members bound once: looking up an enum member (Phase.ATTACK) costs a class
# attribute lookup that shows in simulations, where phases are compared for every action.
_CLAIM, _PLACE_INITIAL, _REINFORCE, _ATTACK = Phase.CLAIM, Phase.PLACE_INITIAL, Phase.REINFORCE, Phase.ATTACK
_DEFEND, _OCCUPY, _FORTIFY = Phase.DEFEND, Phase.OCCUPY, Phase.FORTIFY


class RandomBot(Bot):
    name = "random"

    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        legal = rules.legal_actions(state, player)
        pick = self.random.choice
        phase = state.phase  # the commonest phases first
        if phase == _ATTACK:
            # Blitzes if there are any, else single attacks: never uphill, in the listed order.
            armies = state.armies
            blitzes = [a for a in legal if isinstance(a, Blitz) and armies[a.source] > armies[a.target]]
            if blitzes:
                return pick(blitzes)
            # No blitz offered downhill (a defender who chooses their dice): single attacks.
            attacks = [a for a in legal if isinstance(a, Attack) and armies[a.source] > armies[a.target]]
            if attacks:
                return pick(attacks)
            return next(a for a in legal if isinstance(a, EndAttack))
        if phase == _OCCUPY:
            return legal[0]  # everything forward
        if phase == _REINFORCE:
            trades: list[Action] = []
            places: list[Action] = []
            for a in legal:
                if isinstance(a, TradeCards):
                    trades.append(a)
                elif isinstance(a, PlaceArmies):
                    places.append(a)
            if trades:
                return pick(trades)
            if places:
                owner, targets, current = state.owner, rules.world.neighbours, state.current
                facing = []
                for a in places:
                    for n in targets[a.territory]:
                        if owner[n] != current:
                            facing.append(a)
                            break
                return pick(facing or places)
            return next(a for a in legal if isinstance(a, BeginAttack))
        if phase == _FORTIFY:
            moves = [a for a in legal if isinstance(a, Fortify)]
            if moves and self.random.random() < 0.5:
                move = pick(moves)
                return with_count(move, self.random.randint(1, move.count))
            return next(a for a in legal if isinstance(a, EndTurn))
        if phase == _DEFEND:
            return legal[0]  # the most dice allowed
        if phase in (_CLAIM, _PLACE_INITIAL):
            return pick(legal)
        return pick(legal)


