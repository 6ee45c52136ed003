"""Revolutionaries' surprise actions (seed 004, "Influence Cards").

"Revolutionary units have surprise on their side. Each revolutionary unit may take a single
combat action (only one die roll) without any risk of death. Once those actions are taken
place a battle token at that location and combat should resume from the point it was at
before the revolution took place."

**[decision]** The surprise action is an attack on an army unit: it risks nothing, so every
player would take it, and it is played at once rather than asked for. Each revolutionary unit
attacks the hostile side with the most armies there (ties: seat order, neutral units last),
as the attacker of an ordinary roll-off; a lost roll-off kills a defender, never the
revolutionary. Units arriving with a revolution have no flanks, so the only bonuses are those
of ``combat.roll_off``.

The Revolution Step's revolutionaries (a player without a capital) go on: "The units that
appear in that country will attack until they are destroyed or no other forces occupy the
country. If the revolutionary units survive they become neutral units." (``fight_on``).
**[decision]** That fight is played at once after the surprise, before the plans move: nobody
decides for the revolutionaries, and the seed gives the attacked no choice but to fight.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.economy import combat, withdrawals
from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState


@dataclass(frozen=True)
class SurpriseAttack:
    target: int
    roll: combat.RollResult  # the revolutionary is the attacker


def surprise(geo: Geography, state: EconomyState, player: int, territory: int, units: int) -> list[SurpriseAttack]:
    """One attack per revolutionary unit while a hostile army is there to attack."""
    attacks = []
    for _ in range(units):
        target = withdrawals.strongest_hostile(geo, state, player, territory, ARMY)
        if target is None:
            break
        roll = combat.roll_off(geo, state, player, target, territory, ARMY)
        if roll.defender_lost:
            combat.remove_unit(state, target, territory, ARMY, moved_first=False)
        attacks.append(SurpriseAttack(target, roll))
    return attacks


def fight_on(geo: Geography, state: EconomyState, territory: int, units: int) -> list[SurpriseAttack]:
    """The Revolution Step's ``units`` revolutionaries (neutral units) attack the armies there
    until they are destroyed or no hostile army is left; each roll-off can kill either side."""
    attacks = []
    while units > 0:
        target = withdrawals.strongest_hostile(geo, state, NEUTRAL, territory, ARMY)
        if target is None:
            break
        roll = combat.roll_off(geo, state, NEUTRAL, target, territory, ARMY)
        if roll.attacker_lost:
            combat.remove_unit(state, NEUTRAL, territory, ARMY, moved_first=False)
            units -= 1
        if roll.defender_lost:
            combat.remove_unit(state, target, territory, ARMY, moved_first=False)
        attacks.append(SurpriseAttack(target, roll))
    return attacks
