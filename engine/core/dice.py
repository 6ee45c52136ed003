"""Seeded chance kept inside the game state, so a saved game replays exactly.

The generator is counter based: the n-th number of a game is a pure function of the
game's seed and n (SplitMix64). Its whole state is two integers, so snapshots are tiny,
copying a state for a bot's look-ahead is free, and nothing depends on Python's `random`
module staying the same between versions.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def splitmix64(value: int) -> int:
    z = value & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def draw(seed: int, counter: int, sides: int) -> int:
    """The counter-th number of the seed's stream, uniform in 0..sides-1."""
    # splitmix64 inlined: this runs for every roll of every simulated game.
    z = (seed * _GOLDEN + counter * 0xD1B54A32D192ED03) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    # Multiply-shift keeps it unbiased to within 2^-58 for any small number of sides.
    return ((z ^ (z >> 31)) * sides) >> 64


def derive_seed(seed: int, *labels: int | str) -> int:
    """A new independent seed from a seed and labels (e.g. game number, seat)."""
    value = splitmix64(seed)
    for label in labels:
        if isinstance(label, str):
            label = int.from_bytes(label.encode("utf-8")[:8].ljust(8, b"\0"), "little") ^ len(label)
        value = splitmix64(value ^ splitmix64(label + _GOLDEN))
    return value & ((1 << 63) - 1)
