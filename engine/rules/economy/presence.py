"""Whose units are where, and which of them defend: the facts a roll-off, a siege, a withdrawal
and an attack on infrastructure all start from.

Seed 004: units that "have been at the location ... since the beginning of the Planning Phase"
defend (and count as a flank); neutral units are armies on land and navies at sea.
"""

from __future__ import annotations

from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState


def units_of(geo: Geography, state: EconomyState, side: int, territory: int, kind: str) -> int:
    if side == NEUTRAL:  # neutral units are armies on land and navies at sea
        return state.neutral[territory] if (kind == ARMY) == geo.land[territory] else 0
    return (state.army if kind == ARMY else state.navy)[side][territory]


def moved_of(state: EconomyState, side: int, territory: int, kind: str) -> int:
    if side == NEUTRAL:
        return 0
    return (state.moved_army if kind == ARMY else state.moved_navy)[side][territory]


def defends(geo: Geography, state: EconomyState, side: int, territory: int, kind: str) -> bool:
    """Units there since the planning phase (not moved this round) defend when attacked."""
    return units_of(geo, state, side, territory, kind) > moved_of(state, side, territory, kind)
