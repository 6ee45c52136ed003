"""Classic Risk cards: which three make a set, and what a set is worth.

Cards are numbers: 0..n-1 are the territory cards of the world (``World.card_territories``
and ``World.card_symbols``), n and up are wild cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from engine.board import CardSymbol
from engine.core.world import World

WILD = None  # the symbol of a wild card


def symbol_of(card: int, world: World) -> CardSymbol | None:
    symbols = world.card_symbols
    return symbols[card] if card < len(symbols) else WILD


def territory_of(card: int, world: World) -> int | None:
    territories = world.card_territories
    return territories[card] if card < len(territories) else None


def is_set(cards: Sequence[int], world: World) -> bool:
    """Three of a kind, one of each, or any two with a wild card (seed 002)."""
    if len(cards) != 3 or len(set(cards)) != 3:
        return False
    symbols = [symbol_of(c, world) for c in cards]
    if WILD in symbols:
        return True
    distinct = len(set(symbols))
    return distinct in (1, 3)


def sets_in(hand: Sequence[int], world: World) -> list[tuple[int, int, int]]:
    """Every set that can be made from a hand (at most 20 for the usual hands of up to 6)."""
    # is_set, written out: this runs for every list of legal actions while reinforcing.
    symbols = world.card_symbols
    count = len(symbols)
    found = []
    for combo in combinations(sorted(hand), 3):
        a, b, c = combo
        if a == b or b == c:  # sorted: a == c would mean a == b
            continue
        if a >= count or b >= count or c >= count:  # a wild card makes any set
            found.append(combo)
            continue
        x, y, z = symbols[a], symbols[b], symbols[c]
        if (x == y and y == z) or (x != y and y != z and x != z):
            found.append(combo)
    return found


def progressive_value(sets_already_traded: int, values: Sequence[int], step: int = 5) -> int:
    """4, 6, 8, 10, 12, 15, 20, 25, then +5 each (30, 35, ...), counted over all players."""
    if sets_already_traded < len(values):
        return values[sets_already_traded]
    return values[-1] + step * (sets_already_traded - len(values) + 1)


def fixed_value(cards: Sequence[int], world: World, values: dict[str, int]) -> int:
    """Fixed values by kind of set: three infantry, cavalry or artillery, or one of each.

    A wild card stands for whichever symbol makes the set worth most.
    """
    symbols = [symbol_of(c, world) for c in cards]
    real = [s for s in symbols if s is not WILD]
    wilds = len(symbols) - len(real)
    candidates = []
    if len(set(real)) <= 1:  # three of a kind is possible
        kinds = set(real) or set(CardSymbol)
        candidates += [values[kind.value] for kind in kinds]
    if len(set(real)) == len(real) and len(real) + wilds == 3:  # one of each is possible
        candidates.append(values["mixed"])
    return max(candidates)
