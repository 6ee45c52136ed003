"""Attacking infrastructure (seed 004, "Infrastructure").

"If infrastructure is being used then your army units can declare an attacking
infrastructure action. You select which army unit will be performing the action and which
piece of infrastructure you will be attacking. Hostile forces in the area may intercept the
action. If they do so roll to determine the results, the unit performing the attacking
infrastructure action gets a -1 to its roll. If you loose your unit dies and the attacking
infrastructure action ends, otherwise the action continues. Once the intercept is resolved
roll another 1d6, if the result is a 6 then the target piece of infrastructure is destroyed."
"A capital may not be the target of an attacking infrastructure action. If the opposing
forces are defenders in fortifications then only the fortifications can be targeted by an
attacking infrastructure action and the intercepting units get to keep defender status and
fortification bonuses for the intercept action." "Units considered defenders who wish to
destroy their own infrastructure while in the presence of enemy units are considered
defenders for the attacking infrastructure action and if they survive any intercept then
they automatically destroy the target infrastructure, they do not have to roll a 6."

**[decision]** The hostile player with the most army units there intercepts (ties: seat
order); a choice to let it pass would need a round of questions the seed does not describe.
Neutral units never intercept ("They take no action except to defend to the death when they
are attacked"). The interceptors are the roll-off's defenders, with defender status only as
defenders in fortifications ("the intercepting units get to keep defender status and
fortification bonuses for the intercept action" is said of those alone). Each army unit
performs at most one such action per battle (``state.infrastructure_attacks`` counts them),
so that a battle cannot go on for ever.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.state import NOBODY
from engine.rules.economy import combat, held_infrastructure, navy_bases, presence, sieges
from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState

TARGETS = ("army-base", "navy-base", "road", "fortification", "canal")  # never the capital
ATTACK_PENALTY = -1  # "the unit performing the attacking infrastructure action gets a -1"
DESTROYING_ROLL = 5  # a 6 on 1d6 (rolls are 0-based)


@dataclass(frozen=True)
class Outcome:
    interceptor: int | None  # the side that intercepted (None: nobody could)
    roll: combat.RollResult | None
    destroyed: bool


def amount(state: EconomyState, territory: int, what: str) -> int:
    if what == "navy-base":
        return navy_bases.in_country(state, territory)
    return {"army-base": state.army_bases, "road": state.roads,
            "fortification": state.fortifications, "canal": state.canals}[what][territory]


def remove(state: EconomyState, territory: int, what: str) -> None:
    """One piece of infrastructure is gone (a base of several, or the only one)."""
    if what == "army-base":
        state.army_bases[territory] -= 1
        state.new_army_bases[territory] = min(state.new_army_bases[territory], state.army_bases[territory])
    elif what == "navy-base":
        navy_bases.remove_one(state, territory)
    else:
        {"road": state.roads, "fortification": state.fortifications, "canal": state.canals}[what][territory] = 0


def own_side(geo: Geography, state: EconomyState, player: int, territory: int, what: str) -> bool:
    """Whether the piece is controlled by the player's side: the owner's, or that of defenders
    in fortifications holding it (engine/rules/economy/held_infrastructure.py)."""
    return held_infrastructure.controls_side(geo, state, player, territory, what)


def interceptor(geo: Geography, state: EconomyState, player: int, territory: int) -> int | None:
    best, most = None, 0
    for side in geo.present(state, territory):
        if side == NEUTRAL:
            continue
        units = presence.units_of(geo, state, side, territory, ARMY)
        if geo.hostile(state, player, side) and units > most:
            best, most = side, units
    return best


def targets(geo: Geography, state: EconomyState, player: int, territory: int) -> list[str]:
    """What the player's army units in the battle may attack there."""
    if territory == NOBODY or not geo.land[territory]:
        return []
    armies = state.army[player][territory]
    if armies == 0 or state.infrastructure_attacks.count(player) >= armies:
        return []
    defending = presence.defends(geo, state, player, territory, ARMY)
    fortified = any(geo.hostile(state, player, side) and sieges.fortified_defender(geo, state, side, territory)
                    for side in geo.present(state, territory))
    allowed = ("fortification",) if fortified else TARGETS
    # Only defenders destroy their own side's infrastructure in a battle.
    return [what for what in allowed if amount(state, territory, what)
            and (defending or not own_side(geo, state, player, territory, what))]


def resolve(geo: Geography, state: EconomyState, player: int, territory: int, what: str) -> Outcome:
    """The intercept (if any hostile army is there), then the destruction roll."""
    state.infrastructure_attacks.append(player)
    own = own_side(geo, state, player, territory, what)
    side = interceptor(geo, state, player, territory)
    result = None
    if side is not None:
        if own:  # the player's units are the defenders here, the interceptors attack them
            raw = combat.roll_off(geo, state, side, player, territory, ARMY, defence_modifier=ATTACK_PENALTY)
            result = combat.RollResult(raw.defender_roll, raw.attacker_roll, raw.defender_lost, raw.attacker_lost)
        else:
            result = combat.roll_off(geo, state, player, side, territory, ARMY, attack_modifier=ATTACK_PENALTY,
                                     defender_status=sieges.fortified_defender(geo, state, side, territory))
        if result.attacker_lost:
            combat.remove_unit(state, player, territory, ARMY, moved_first=not own)
        if result.defender_lost:
            combat.remove_unit(state, side, territory, ARMY, moved_first=False)
        if result.attacker_lost:  # "If you loose your unit dies and the ... action ends"
            return Outcome(side, result, False)
    destroyed = own or state.roll(6) == DESTROYING_ROLL
    if destroyed:
        remove(state, territory, what)
    return Outcome(side, result, destroyed)
