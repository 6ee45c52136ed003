"""Sealed packs in play: the triggers the rules report, and what an opened pack changes.

A mixin of LegacyRules. The rules call ``_fire_packs`` at each trigger point of the
rulebook ("PACK 2: Open when a player is eliminated", "POCKET 1: Open as soon as 3 Missiles
are used during the same combat roll", …); this module decides which of the world's packs
open (engine/campaign/packs.py) and what they change.
"""

from __future__ import annotations

from engine.core.events import Event
from engine.rules.legacy.state import LegacyState


class PacksInPlay:
    def _fire_packs(self, state: LegacyState, trigger: str, detail: str | None = None) -> list[Event]:
        """Open the world's unopened packs with this trigger; mid-game the game pauses on them
        (phase pack-opened) and their content takes effect from then on."""
        return []

    def _end_of_turn_extras(self, state: LegacyState, player: int) -> list[Event]:
        """After the end-of-turn card: events (an even slot 1) and missions, once packs bring them."""
        return []
