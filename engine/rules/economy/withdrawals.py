"""Interceptions of withdrawals (seed 004, "Combat").

"Any player with hostile forces can intercept the withdrawing player, which counts as an
attack. The withdrawing player decides which unit they are withdrawing with while the
intercepting player decides which unit they are attacking with. If there are intercepting
units then the players roll to determine results. If the withdrawing player loses then a
unit dies. If the withdrawing player does not lose then a unit successfully completes the
withdraw. This continues until every unit has either been destroyed or has successfully
withdrawn."

**[decision]** Every withdrawal is intercepted while hostile units of the same kind are
there: an interception costs the interceptor nothing (only the withdrawing player can lose
a unit), so every player would take it. The hostile side with the most units of that kind
intercepts each unit in turn (ties: seat order, neutral units last); it is the attacker of
the roll-off, the withdrawing units keep their defender status.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.rules.economy import combat
from engine.rules.economy.geography import Geography
from engine.rules.economy.state import EconomyState


@dataclass(frozen=True)
class Interception:
    interceptor: int
    roll: combat.RollResult  # the interceptor is the attacker
    escaped: bool


def interceptor(geo: Geography, state: EconomyState, player: int, territory: int, kind: str) -> int | None:
    best, most = None, 0
    for side in geo.present(state, territory):
        units = combat.units_of(geo, state, side, territory, kind)
        if geo.hostile(state, player, side) and units > most:
            best, most = side, units
    return best


def run(geo: Geography, state: EconomyState, player: int, territory: int, kind: str, count: int,
        leave: Callable[[int], None]) -> tuple[int, list[Interception]]:
    """Unit by unit: intercepted (a roll-off the withdrawing unit must not lose) or free to
    go; ``leave(n)`` moves n units out. Returns how many got away, and the interceptions."""
    escaped, interceptions = 0, []
    for _ in range(count):
        side = interceptor(geo, state, player, territory, kind)
        if side is None:  # nobody left to intercept: the rest go freely
            remaining = count - escaped - sum(not i.escaped for i in interceptions)
            leave(remaining)
            return escaped + remaining, interceptions
        roll = combat.roll_off(geo, state, side, player, territory, kind)
        if roll.defender_lost:  # "If the withdrawing player loses then a unit dies."
            combat.remove_unit(state, player, territory, kind, moved_first=False)
        else:
            leave(1)
            escaped += 1
        interceptions.append(Interception(side, roll, not roll.defender_lost))
    return escaped, interceptions
