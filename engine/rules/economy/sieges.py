"""Sieges (seed 004, "Fortifications"): army units besieging hostile defenders in fortifications.

"If fortifications are being used then your army units can declare a siege action against
hostile units that are defenders in fortifications. Units that are under siege cannot
withdraw without first attacking. A siege does not end until the units performing the siege
declare another action or are destroyed."

A siege is kept as "besieger:besieged:territory" in ``state.sieges``; it lasts across rounds
and is live while both sides still have army units there. ``state.besieged`` keeps
"besieged:territory" for every side besieged at any point of the round ("cannot take
advantage of fortifications in a country where hostile forces were under siege at any point
during the round unless those hostile forces have been destroyed or forced to withdraw").
"""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.economy import held_infrastructure, presence
from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.state import EconomyState


def _parse(entry: str) -> tuple[int, ...]:
    return tuple(int(part) for part in entry.split(":"))


def live(state: EconomyState) -> list[tuple[int, int, int]]:
    """(besieger, besieged, territory) of every siege whose two sides still have armies there."""
    found = []
    for entry in state.sieges:
        besieger, besieged, t = _parse(entry)
        if state.army[besieger][t] > 0 and state.army[besieged][t] > 0:
            found.append((besieger, besieged, t))
    return found


def besieging(state: EconomyState, player: int, territory: int) -> int | None:
    """Whom the player's armies in the territory besiege (None: nobody)."""
    for besieger, besieged, t in live(state):
        if besieger == player and t == territory:
            return besieged
    return None


def under_siege(state: EconomyState, player: int, territory: int) -> bool:
    return any(besieged == player and t == territory for _b, besieged, t in live(state))


def fortified_defender(geo: Geography, state: EconomyState, side: int, territory: int) -> bool:
    """Whether the side's armies there are defenders in fortifications (with their bonus)."""
    if side == NEUTRAL or not state.fortifications[territory] or not geo.land[territory]:
        return False
    if not presence.defends(geo, state, side, territory, ARMY):
        return False
    return held_infrastructure.controls_side(geo, state, side, territory, "fortification")


def targets(geo: Geography, state: EconomyState, player: int, territory: int) -> list[int]:
    """The sides the player's armies may besiege in the territory: hostile defenders in
    fortifications. A player besieging already must first declare another action (an attack
    or a withdrawal) before a new siege ([decision]: otherwise sieges could switch back and
    forth for ever)."""
    if territory == NOBODY or state.army[player][territory] == 0:
        return []
    if besieging(state, player, territory) is not None:
        return []
    return [side for side in geo.present(state, territory)
            if geo.hostile(state, player, side) and fortified_defender(geo, state, side, territory)]


def declare(state: EconomyState, player: int, besieged: int, territory: int) -> None:
    end(state, player, territory)
    state.sieges.append(f"{player}:{besieged}:{territory}")
    mark = f"{besieged}:{territory}"
    if mark not in state.besieged:
        state.besieged.append(mark)
    # "Units that are under siege cannot withdraw without first attacking": an attack made
    # before the siege does not count.
    if besieged in state.attackers:
        state.attackers.remove(besieged)


def end(state: EconomyState, player: int, territory: int) -> None:
    """The player's units in the territory declared another action: their siege ends."""
    state.sieges = [e for e in state.sieges if not (_parse(e)[0] == player and _parse(e)[2] == territory)]


def tidy(state: EconomyState) -> None:
    """Forget sieges that are over (a side destroyed or gone)."""
    kept = {f"{b}:{s}:{t}" for b, s, t in live(state)}
    state.sieges = [e for e in state.sieges if e in kept]


def new_round(state: EconomyState) -> None:
    """The round's record of besieged sides starts with the sieges still going on."""
    tidy(state)
    state.besieged = sorted({f"{s}:{t}" for _b, s, t in live(state)})


def fortifications_denied(geo: Geography, state: EconomyState, defender: int, territory: int) -> bool:
    """Whether hostile forces besieged there this round are still there: then the defender
    does not get the fortifications' bonus."""
    for mark in state.besieged:
        side, t = _parse(mark)
        if t == territory and geo.hostile(state, defender, side) and state.army[side][t] > 0:
            return True
    return False
