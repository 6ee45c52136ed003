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
a unit), so every player would take it. The hostile player with the most units of that kind
intercepts each unit in turn (ties: seat order); it is the attacker of the roll-off. Neutral
units never intercept: they "take no action except to defend to the death when they are
attacked", and an interception "counts as an attack". The withdrawing units keep their
defender status only as defenders in fortifications: "When a player withdraws from a
territory with a unit that was a defender in fortifications, that unit keeps its defender
status and fortifications bonus as it withdraws" (so other withdrawing units do not).

"An amphibious landing is when army units move from a contested water territory to a land
territory. An amphibious landing is like a withdraw with the army units acting as
withdrawing units and only hostile navy units can intercept": armies withdrawing from a
water battle onto land are intercepted by navies (``intercepting_kind``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.rules.economy import combat, navy_bases, presence, sieges
from engine.rules.economy.actions import ARMY, NAVY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState


@dataclass(frozen=True)
class Interception:
    interceptor: int
    roll: combat.RollResult  # the interceptor is the attacker
    escaped: bool
    interceptor_lost: bool = False  # only when the landing player engaged their navies


def interceptor(geo: Geography, state: EconomyState, player: int, territory: int, kind: str) -> int | None:
    """The hostile player with the most units of ``kind`` there (neutral units never intercept)."""
    return strongest_hostile(geo, state, player, territory, kind, neutral=False)


def strongest_hostile(geo: Geography, state: EconomyState, player: int, territory: int, kind: str,
                      neutral: bool = True) -> int | None:
    """The hostile side with the most units of ``kind`` there (ties: seat order, neutral units
    last; ``neutral``: whether neutral units count)."""
    best, most = None, 0
    for side in geo.present(state, territory):
        if side == NEUTRAL and not neutral:
            continue
        units = presence.units_of(geo, state, side, territory, kind)
        if kind == NAVY:  # blockading navies do not intercept (engine/rules/economy/navy_bases.py)
            units = navy_bases.attacking_navies(geo, state, side, territory)
        if geo.hostile(state, player, side) and units > most:
            best, most = side, units
    return best


def intercepting_kind(geo: Geography, source: int, target: int, kind: str) -> str:
    """Navies intercept an amphibious landing (armies from water onto land); otherwise units
    of the withdrawing kind intercept."""
    if kind == ARMY and not geo.land[source] and geo.land[target]:
        return NAVY
    return kind


def intercept_one(geo: Geography, state: EconomyState, player: int, territory: int, kind: str,
                  engaged_navies: bool = False, out: int = 0, target: int | None = None) -> Interception | None:
    """One withdrawing unit of ``kind`` intercepted (None: nobody intercepts, it goes freely);
    a unit that loses (or ties) dies. ``out``: the player's units of that kind there that got out
    already (no longer involved); ``target``: where the withdrawal goes (navies intercept armies
    landing from the water)."""
    by = intercepting_kind(geo, territory, target, kind) if target is not None else kind
    side = interceptor(geo, state, player, territory, by)
    if side is None:
        return None
    keeps_status = sieges.fortified_defender(geo, state, player, territory) if kind == ARMY else False
    involved = (presence.units_of(geo, state, side, territory, by),
                presence.units_of(geo, state, player, territory, kind) - out)
    result = combat.roll_off(geo, state, side, player, territory, by, defender_kind=kind,
                             defender_status=keeps_status, counts=involved)
    lost_navy = False
    if engaged_navies and result.attacker_lost:
        combat.remove_unit(state, side, territory, by, moved_first=False)
        lost_navy = True
    if result.defender_lost:  # "If the withdrawing player loses then a unit dies."
        combat.remove_unit(state, player, territory, kind, moved_first=False)
        if engaged_navies and navy_bases.attacking_navies(geo, state, player, territory):
            combat.remove_unit(state, player, territory, NAVY, moved_first=False)
    return Interception(side, result, not result.defender_lost, interceptor_lost=lost_navy)


def intercept_each(count: int, find_interceptor: Callable[[], int | None],
                   roll: Callable[[int], combat.RollResult], die: Callable[[], None],
                   leave: Callable[[int], None]) -> tuple[int, list[Interception]]:
    """The interception loop wherever the battle is (a territory, or a border in
    engine/rules/economy/border_battles.py): ``find_interceptor()`` names the side that
    intercepts the next unit (None: nobody is left to), ``roll(side)`` is its roll-off against
    the withdrawing unit, ``die()`` kills a withdrawing unit, ``leave(n)`` lets n go."""
    escaped, interceptions = 0, []
    for _ in range(count):
        side = find_interceptor()
        if side is None:  # nobody left to intercept: the rest go freely
            remaining = count - escaped - sum(not i.escaped for i in interceptions)
            leave(remaining)
            return escaped + remaining, interceptions
        result = roll(side)
        if result.defender_lost:  # "If the withdrawing player loses then a unit dies."
            die()
        else:
            leave(1)
            escaped += 1
        interceptions.append(Interception(side, result, not result.defender_lost))
    return escaped, interceptions
