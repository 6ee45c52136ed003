"""A Legacy battle's die modifiers and who may fire missiles, in what order.

"Some marks on the board as well as missiles and special powers on faction cards may change
the value of certain die rolls." The defending territory's scar (Bunker: +1 to the
defender's highest die; Ammo Shortage: −1), a fortified city ("the defender adds 1 to both of
his dice") and the two factions' powers give the modifiers; engine/rules/legacy/dice.py
applies them. Missiles: "Any player (even those not involved in the battle) may discard
Missile(s) after dice are rolled, but before troops are removed … priority goes to the
current player (attacker), then the defender, then each player clockwise around the table
from the attacker."
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.state import NOBODY
from engine.rules.legacy.dice import DieModifier, modifier_from_effect
from engine.rules.legacy.state import LegacyState


def effect_modifier(effect: Mapping[str, object], source: str) -> DieModifier | None:
    """The die modifier an effect (of a scar type or a power) describes, if it has one; an
    effect the dice cannot use (a defence modifier "when three dice") gives none rather than
    stopping a game."""
    try:
        return modifier_from_effect(effect, source)
    except ValueError:
        return None


def applies(effect: Mapping[str, object], dice: int, territory: int, player: int, state: LegacyState,
            population: tuple[int, ...]) -> bool:
    """Whether an effect's conditions hold: ``when`` (that side rolls two or three dice) and
    ``where`` (the territory is the player's HQ, or has a city)."""
    when = effect.get("when")
    if when == "two-dice" and dice != 2 or when == "three-dice" and dice != 3:
        return False
    where = effect.get("where")
    if where == "hq" and state.hq[territory] != player:
        return False
    return not (where == "city" and not population[territory])


def missile_priority(state: LegacyState, attacker: int, defender: int) -> list[int]:
    """Everyone who may fire a missile now, in priority order: attacker, defender, then
    clockwise from the attacker."""
    seats = len(state.players)
    order = [attacker, defender] + [(attacker + step) % seats for step in range(1, seats)]
    chosen: list[int] = []
    for seat in order:
        if seat == NOBODY or seat in chosen:
            continue
        player = state.players[seat]
        if player.alive and not player.neutral and player.missiles > 0:
            chosen.append(seat)
    return chosen
