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
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.economy import combat, withdrawals
from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import Geography
from engine.rules.economy.state import EconomyState


@dataclass(frozen=True)
class SurpriseAttack:
    target: int
    roll: combat.RollResult  # the revolutionary is the attacker


def surprise(geo: Geography, state: EconomyState, player: int, territory: int, units: int) -> list[SurpriseAttack]:
    """One attack per revolutionary unit while a hostile army is there to attack."""
    attacks = []
    for _ in range(units):
        target = withdrawals.interceptor(geo, state, player, territory, ARMY)
        if target is None:
            break
        roll = combat.roll_off(geo, state, player, target, territory, ARMY)
        if roll.defender_lost:
            combat.remove_unit(state, target, territory, ARMY, moved_first=False)
        attacks.append(SurpriseAttack(target, roll))
    return attacks
