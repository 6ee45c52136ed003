"""RandomBot: makes every choice by chance, the way a reckless beginner plays.

It trades cards as soon as it can, drops all its new armies on one territory picked at
random among those facing an enemy, then keeps attacking at random — always from a
territory stronger than its target, because a beginner does not attack uphill — until no
such attack is left, moves everything into what it captures, and makes a random fortifying
move half the time. Every choice comes from ``legal_actions``.

Other rule sets list more: in a phase it does not know (choosing a faction, the missile
window, …) it picks any listed action at random; in the classic phases it does know, an
action of a kind it does not (Risk Legacy's expanding in the attack phase, turning in
resource cards in the reinforce phase, …) is chosen with a fixed probability — a kind at
random, an action of that kind at random, and a random number of armies within the rules'
range — so that every legal kind gets played. Classic lists no such actions, so classic
games are played exactly as before, with the same draws of the bot's chance.
"""

from __future__ import annotations

from engine.ai.bot import Bot, with_count
from engine.core.actions import (
    Action,
    Attack,
    BeginAttack,
    Blitz,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    PlaceArmies,
    TradeCards,
)
from engine.core.state import GameState, Phase
from engine.rules.base import RuleSet
from engine.rules.classic import ClassicRules

# Phase members bound once: looking up an enum member (Phase.ATTACK) costs a class
# attribute lookup that shows in simulations, where phases are compared for every action.
_CLAIM, _PLACE_INITIAL, _REINFORCE, _ATTACK = Phase.CLAIM, Phase.PLACE_INITIAL, Phase.REINFORCE, Phase.ATTACK
_DEFEND, _OCCUPY, _FORTIFY = Phase.DEFEND, Phase.OCCUPY, Phase.FORTIFY

# The action kinds the beginner's play below knows, per classic phase it plays its own way.
KNOWN_KINDS: dict[str, frozenset[type[Action]]] = {
    _REINFORCE: frozenset({TradeCards, PlaceArmies, BeginAttack}),
    _ATTACK: frozenset({Attack, Blitz, EndAttack}),
    _OCCUPY: frozenset({Occupy}),
    _DEFEND: frozenset({Defend}),
    _FORTIFY: frozenset({Fortify, EndTurn}),
}
# How often, in such a phase, it plays a kind of action it does not know when one is listed.
# One half: a Legacy beginner expands about as often as it attacks, and turns in its
# resource cards soon after it can.
UNKNOWN_KIND_CHANCE = 0.5


class RandomBot(Bot):
    name = "random"

    def choose(self, rules: RuleSet, state: GameState, player: int | None = None) -> Action:
        legal = rules.legal_actions(state, player)
        unknown: list[Action] | tuple[()] = ()
        # Classic itself lists only the kinds known here: its games skip the look for others
        # (the speed of bench_engine's games), and draw the same chances as they always did.
        if type(rules) is not ClassicRules:
            known = KNOWN_KINDS.get(state.phase)
            if known is not None:
                unknown = [a for a in legal if type(a) not in known]
                if unknown:
                    if len(unknown) == len(legal) or self.random.random() < UNKNOWN_KIND_CHANCE:
                        return self.any_of(rules, state, unknown)
                    legal = [a for a in legal if type(a) in known]
        # The beginner's own play, among the kinds it knows.
        try:
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
            return pick(legal)  # claiming, the first armies, and every phase it does not know
        except StopIteration:  # the kind it falls back on is not listed (not in classic)
            if unknown:
                return self.any_of(rules, state, unknown)
            raise

    def any_of(self, rules: RuleSet, state: GameState, actions: list[Action]) -> Action:
        """A kind of action at random, one of that kind at random, and a random number of
        armies (or dice) within the rules' range if it has one."""
        kinds = list(dict.fromkeys(type(a) for a in actions))
        kind = kinds[0] if len(kinds) == 1 else self.random.choice(kinds)
        action = self.random.choice([a for a in actions if type(a) is kind])
        if hasattr(action, "count") or hasattr(action, "dice"):
            allowed = rules.count_range(state, action)
            if len(allowed) > 1:
                return with_count(action, self.random.choice(allowed))
        return action
