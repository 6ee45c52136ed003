"""Roll-offs: one die each, lower loses, ties both lose, with the seed's bonuses.

Seed 004: "Each player rolls 1d6. The player with the lower number loses. If the results
are the same, both players lose." "A player gets +1 to their rolls if they have more units
and +2 if they have more than twice as many units involved in the battle." "A player gets
+1 to their rolls for each country above 1 from which they are attacking. Friendly Units
that have been at the location that you are attacking since the beginning of the Planning
Phase count as an additional flank." "Defending units get a +1 to their rolls. Defenders
who roll a 6 automatically win." "Amphibious units get -1 to their rolls." "Defending
units in a country with fortifications get an additional +1 to their rolls."
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.economy import held_infrastructure, sieges
from engine.rules.economy.actions import ARMY
from engine.rules.economy.geography import NEUTRAL, Geography
from engine.rules.economy.presence import defends, units_of
from engine.rules.economy.state import EconomyState

# A roll-off's modifiers, each with where it comes from: ("flank", 2) is +2 for two extra
# flanks. The codes are for the play window to word (editor/play/economy/battle_dialog.py).
MORE_UNITS, TWICE_AS_MANY, FLANK, AMPHIBIOUS = "more-units", "twice-as-many", "flank", "amphibious"
DEFENDER, FORTIFICATION, INFRASTRUCTURE = "defender", "fortification", "infrastructure"
Modifiers = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class RollResult:
    attacker_roll: int
    defender_roll: int
    attacker_lost: bool
    defender_lost: bool
    # Which modifiers applied to each side (None: not reported, as in a result made by hand).
    attacker_modifiers: Modifiers | None = None
    defender_modifiers: Modifiers | None = None


def reported(result: RollResult) -> dict[str, Modifiers | None]:
    """A roll-off's modifiers as the RollOff event's fields (engine/rules/economy/events.py)."""
    return {"attacker_modifiers": result.attacker_modifiers, "defender_modifiers": result.defender_modifiers}


def size_bonus(mine: int, theirs: int) -> int:
    return sum(value for _source, value in size_modifiers(mine, theirs))


def size_modifiers(mine: int, theirs: int) -> Modifiers:
    if mine > 2 * theirs:
        return ((TWICE_AS_MANY, 2),)
    return ((MORE_UNITS, 1),) if mine > theirs else ()


def attack_bonus(geo: Geography, state: EconomyState, attacker: int, territory: int, kind: str) -> int:
    """Extra flanks, and the amphibious penalty."""
    return sum(value for _source, value in attack_modifiers(geo, state, attacker, territory, kind))


def attack_modifiers(geo: Geography, state: EconomyState, attacker: int, territory: int, kind: str) -> Modifiers:
    """"A player gets +1 to their rolls for each country above 1 from which they are
    attacking. Friendly Units that have been at the location that you are attacking since the
    beginning of the Planning Phase count as an additional flank" (an ally's too). "Amphibious
    units get -1": only when the attack is made with an amphibious army ("If a bonus or
    penalty belongs to particular units then only those units get that bonus or penalty");
    **[decision]** the attacker attacks with an army that came by land while they have one
    there (their choice, "which unit they are attacking with", and the better one)."""
    if attacker == NEUTRAL:
        return ()
    origins = set(state.origins.get(f"{attacker}:{territory}", ()))
    friends_there = any(defends(geo, state, side, territory, kind) for side in geo.side(state, attacker))
    flanks = len(origins) + (1 if friends_there else 0)
    modifiers: tuple[tuple[str, int], ...] = ((FLANK, flanks - 1),) if flanks > 1 else ()
    if kind == ARMY and geo.land[territory] and attacks_amphibiously(geo, state, attacker, territory):
        modifiers += ((AMPHIBIOUS, -1),)
    return modifiers


def attacks_amphibiously(geo: Geography, state: EconomyState, player: int, territory: int) -> bool:
    """Whether every army of the player there came from the water this round."""
    armies = state.army[player][territory]
    return armies > 0 and amphibious_armies(geo, state, player, territory) >= armies


def amphibious_armies(geo: Geography, state: EconomyState, player: int, territory: int) -> int:
    """The player's armies there that came from water this round ("Army units that attack a
    land territory from a water territory are considered amphibious units"): those that came by
    land die first in attacks (they attack first), so at most the armies left."""
    key = f"{player}:{territory}"
    if key not in state.arrived:  # no count of arrivals (a position set by hand): by the origins alone
        origins = state.origins.get(key, ())
        all_by_sea = bool(origins) and all(not geo.land[o] for o in origins)
        return state.moved_army[player][territory] if all_by_sea else 0
    from_water = sum(count for source, count in state.arrived[key].items() if not geo.land[source])
    return min(from_water, state.army[player][territory])


def defence_bonus(geo: Geography, state: EconomyState, defender: int, territory: int, kind: str) -> int:
    return sum(value for _source, value in defence_modifiers(geo, state, defender, territory, kind))


def defence_modifiers(geo: Geography, state: EconomyState, defender: int, territory: int, kind: str) -> Modifiers:
    if not defends(geo, state, defender, territory, kind):
        return ()
    modifiers: tuple[tuple[str, int], ...] = ((DEFENDER, 1),)
    # The fortifications' side: whoever controls them, the owner or defenders who held them.
    fortifications_side = held_infrastructure.controls_side(geo, state, defender, territory, "fortification")
    if state.fortifications[territory] and fortifications_side and not sieges.fortifications_denied(
            geo, state, defender, territory):
        modifiers += ((FORTIFICATION, 1),)
    return modifiers


def roll_off(geo: Geography, state: EconomyState, attacker: int, defender: int, territory: int, kind: str,
             border: bool = False, attack_modifier: int = 0, defence_modifier: int = 0,
             defender_kind: str | None = None, defender_status: bool | None = None,
             counts: tuple[int, int] | None = None) -> RollResult:
    """One roll-off in a territory (``border``: on a border, where both sides attack); the
    modifiers are added to each side's total (an attack on infrastructure: -1).
    ``defender_kind``: the defender's units are of another kind (navies intercepting an
    amphibious landing of armies). ``defender_status=False``: the defender's units are not
    defending even if they were there since planning (a withdrawal out of a country without
    fortifications, an interception outside them: "defender status ... only in fortifications").
    ``counts``: the units (attacker's, defender's) "involved in the battle", where not all that
    are there (withdrawing units that got out are no longer involved)."""
    theirs_kind = defender_kind or kind
    mine = units_of(geo, state, attacker, territory, kind)
    theirs = units_of(geo, state, defender, territory, theirs_kind)
    if counts is not None:
        mine, theirs = counts
    if border:
        return sized_roll_off(state, mine, theirs, attack_modifier, defence_modifier)
    defending = defender_status is not False and defends(geo, state, defender, territory, theirs_kind)
    defence = defence_modifiers(geo, state, defender, territory, theirs_kind) if defending else ()
    return named_roll_off(state, mine, theirs,
                          _given(attack_modifier) + attack_modifiers(geo, state, attacker, territory, kind),
                          _given(defence_modifier) + defence, defending=defending)


def sized_roll_off(state: EconomyState, mine: int, theirs: int, attack_modifier: int = 0,
                   defence_modifier: int = 0, defending: bool = False) -> RollResult:
    """One roll-off between ``mine`` attacking units and ``theirs``, with the size bonus and
    the given modifiers; ``defending``: "Defenders who roll a 6 automatically win". On a
    border (engine/rules/economy/border_battles.py) only the size bonus counts."""
    return named_roll_off(state, mine, theirs, _given(attack_modifier), _given(defence_modifier), defending)


def named_roll_off(state: EconomyState, mine: int, theirs: int, attack_mods: Modifiers, defence_mods: Modifiers,
                   defending: bool = False) -> RollResult:
    """A roll-off with the size bonus and the modifiers named (the result reports them all)."""
    attack_roll = state.roll(6) + 1
    defence_roll = state.roll(6) + 1
    attack_mods = size_modifiers(mine, theirs) + attack_mods
    defence_mods = size_modifiers(theirs, mine) + defence_mods
    attack_total = attack_roll + sum(value for _source, value in attack_mods)
    defence_total = defence_roll + sum(value for _source, value in defence_mods)
    if defending and defence_roll == 6:
        return RollResult(attack_roll, defence_roll, True, False, attack_mods, defence_mods)
    return RollResult(attack_roll, defence_roll, attack_total <= defence_total, defence_total <= attack_total,
                      attack_mods, defence_mods)


def _given(modifier: int) -> Modifiers:
    """A modifier the caller gives: so far only the -1 of an attack on infrastructure."""
    return ((INFRASTRUCTURE, modifier),) if modifier else ()


def remove_unit(state: EconomyState, side: int, territory: int, kind: str, moved_first: bool) -> None:
    """One unit of ``side`` dies: an attacker loses a unit that came in, a defender one that
    was there."""
    if side == NEUTRAL:
        state.neutral[territory] -= 1
        return
    units = (state.army if kind == ARMY else state.navy)[side]
    moved = (state.moved_army if kind == ARMY else state.moved_navy)[side]
    units[territory] -= 1
    if (moved_first and moved[territory] > 0) or moved[territory] > units[territory]:
        moved[territory] -= 1
