"""Navy bases on one border, and blockades of them (seed 004, "Bases" and "Navy Bases").

"Navy bases must be built on a specific border between a country and a water territory.
Navy bases are considered to be inside the country but units recruited at the base appear
in the water territory. You do not need to own a water territory to build a navy bases that
recruits units into that territory, but you do need to own the country."

A base is counted per border: ``state.navy_bases["country:water"]`` (likewise the bases
built this round and the recruits made at base price this round). Keys with a zero count are
removed, so that equal positions have equal saves.

"If navy bases are being used then a single navy unit can blockade a single navy base that
recruits into the water territory occupied by that navy unit. The blockade remains in place
until that unit is destroyed or the blockade is ended. The blockading navy unit can end the
blockade at any time. While the navy unit is blockading it cannot be involved in any naval
actions during combat besides its own defense. While the navy unit is blockading a navy base
that base cannot produce navy units."

A blockade is ``"player:country:water"`` in ``state.blockades``, one navy unit of the player
in the water for each entry. **[decision]** Units are counts, not individuals: a player's
blockades in a water end (the latest first) when fewer of their navy units are left there
than they have blockades — so a blockader dies or leaves last. A blockade also ends when the
base is gone or the base's country is no longer hostile to the blockader (``tidy``).
"""

from __future__ import annotations

from engine.core.state import NOBODY
from engine.rules.economy.geography import Geography
from engine.rules.economy.state import EconomyState


def key(country: int, water: int) -> str:
    return f"{country}:{water}"


def border(text: str) -> tuple[int, int]:
    country, water = text.split(":")
    return int(country), int(water)


def count(state: EconomyState, country: int, water: int) -> int:
    return state.navy_bases.get(key(country, water), 0)


def coasts_of(state: EconomyState, country: int) -> tuple[tuple[int, int], ...]:
    """(water, bases) for each coast of the country that has navy bases, by water."""
    return tuple(sorted((border(text)[1], n) for text, n in state.navy_bases.items()
                        if n and border(text)[0] == country))


def in_country(state: EconomyState, country: int) -> int:
    """All the country's navy bases, on every coast ("considered to be inside the country")."""
    return sum(n for _water, n in coasts_of(state, country))


def _bump(counts: dict[str, int], at: str, by: int) -> None:
    value = counts.get(at, 0) + by
    if value > 0:
        counts[at] = value
    else:
        counts.pop(at, None)


def add(state: EconomyState, country: int, water: int) -> None:
    """A base built this round ("Units cannot be recruited to bases the same turn the bases are built")."""
    _bump(state.navy_bases, key(country, water), 1)
    _bump(state.new_navy_bases, key(country, water), 1)


def add_old(state: EconomyState, country: int, water: int) -> None:
    """A base that was there before the round (a scenario's or a start's)."""
    _bump(state.navy_bases, key(country, water), 1)


def remove_one(state: EconomyState, country: int) -> None:
    """One of the country's navy bases is gone. **[decision]** ``demolish`` and an
    infrastructure attack name the country only: the base on the lowest-numbered water goes."""
    waters = sorted(border(text)[1] for text in state.navy_bases if border(text)[0] == country)
    if not waters:
        return
    at = key(country, waters[0])
    _bump(state.navy_bases, at, -1)
    left = state.navy_bases.get(at, 0)
    if state.new_navy_bases.get(at, 0) > left:
        _bump(state.new_navy_bases, at, left - state.new_navy_bases[at])


def used(state: EconomyState, country: int, water: int, recruits: int) -> None:
    if recruits > 0:
        _bump(state.navy_base_recruits, key(country, water), recruits)


def blockaded(state: EconomyState, country: int, water: int) -> int:
    """How many of the country's bases on that water are blockaded."""
    return sum(1 for entry in state.blockades if entry.split(":", 1)[1] == key(country, water))


def slots(state: EconomyState, country: int, water: int) -> int:
    """Recruits the country's bases on that water can still make this round at the normal
    price: not new ones, not blockaded ones, not ones used already."""
    at = key(country, water)
    return max(0, state.navy_bases.get(at, 0) - state.new_navy_bases.get(at, 0)
               - state.navy_base_recruits.get(at, 0) - blockaded(state, country, water))


def all_blockaded(state: EconomyState, country: int, water: int) -> bool:
    """Every base of the country on that water is blockaded ("that base cannot produce navy units")."""
    bases = count(state, country, water)
    return bases > 0 and blockaded(state, country, water) >= bases


# -- blockades ---------------------------------------------------------------------------------
def blockade_key(player: int, country: int, water: int) -> str:
    return f"{player}:{country}:{water}"


def blockaders(state: EconomyState, player: int, water: int) -> int:
    """The player's navy units blockading from that water (they do not attack at sea)."""
    return sum(1 for entry in state.blockades if _parts(entry)[0] == player and _parts(entry)[2] == water)


def _parts(entry: str) -> tuple[int, int, int]:
    player, country, water = entry.split(":")
    return int(player), int(country), int(water)


def attacking_navies(geo: Geography, state: EconomyState, side: int, territory: int) -> int:
    """A side's navy units there that may attack or intercept: "While the navy unit is
    blockading it cannot be involved in any naval actions during combat besides its own defense"."""
    if side < 0:  # neutral units never blockade
        return state.neutral[territory] if not geo.land[territory] else 0
    return max(0, state.navy[side][territory] - blockaders(state, side, territory))


def why_not_blockade(geo: Geography, state: EconomyState, player: int, country: int, water: int) -> str | None:
    """None if one of the player's navy units in ``water`` may blockade the country's base on
    it, else what is wrong (a key of navy_actions.BLOCKADE_REFUSALS)."""
    if not (0 <= water < geo.size and 0 <= country < geo.size) or water not in geo.coasts[country]:
        return "not-a-border"
    if count(state, country, water) == 0:
        return "no-base"
    owner = state.owner[country]
    if owner == NOBODY or not geo.hostile(state, player, owner):
        return "not-hostile"
    if blockaded(state, country, water) >= count(state, country, water):
        return "blockaded-already"
    if state.navy[player][water] - blockaders(state, player, water) < 1:
        return "no-free-navy"
    return None


def targets(geo: Geography, state: EconomyState, player: int) -> list[tuple[int, int]]:
    """The (country, water) bases the player may blockade now."""
    found = []
    for text in sorted(state.navy_bases, key=border):
        country, water = border(text)
        if why_not_blockade(geo, state, player, country, water) is None:
            found.append((country, water))
    return found


def mine(state: EconomyState, player: int) -> list[tuple[int, int]]:
    """The (country, water) bases the player blockades."""
    return sorted({_parts(entry)[1:] for entry in state.blockades if _parts(entry)[0] == player})


def declare(state: EconomyState, player: int, country: int, water: int) -> None:
    state.blockades.append(blockade_key(player, country, water))


def end(state: EconomyState, player: int, country: int, water: int) -> None:
    state.blockades.remove(blockade_key(player, country, water))


def tidy(geo: Geography, state: EconomyState) -> list[tuple[int, int, int]]:
    """End the blockades whose unit is gone (died or left: the latest first), whose base is
    gone, or whose base's country is no longer hostile; returns the ended (player, country, water)."""
    ended: list[tuple[int, int, int]] = []
    kept: list[str] = []
    for entry in state.blockades:
        player, country, water = _parts(entry)
        owner = state.owner[country]
        alive = not state.players[player].out
        units_left = state.navy[player][water] - sum(1 for k in kept if _parts(k)[0] == player
                                                     and _parts(k)[2] == water)
        bases_left = count(state, country, water) - sum(1 for k in kept if k.split(":", 1)[1] == key(country, water))
        if (alive and units_left > 0 and bases_left > 0 and owner != NOBODY
                and geo.hostile(state, player, owner)):
            kept.append(entry)
        else:
            ended.append((player, country, water))
    state.blockades = kept
    return ended
