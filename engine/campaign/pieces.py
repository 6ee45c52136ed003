"""The pieces a Legacy world is made of that content packs bring too: the kinds of sticker
(marks), scar types and faction powers, and the vocabulary their effects are written in.

They sit below both the world (engine/campaign/world.py) and the packs
(engine/campaign/pack_model.py), which build on them without importing each other both ways.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field


class MarkKind(enum.StrEnum):
    MINOR_CITY = "minor-city"
    MAJOR_CITY = "major-city"
    WORLD_CAPITAL = "world-capital"
    SCAR = "scar"
    SCAR_CANCEL = "scar-cancel"  # covers a scar: the territory no longer has one
    FORTIFICATION = "fortification"  # encircles a city; 10 uses


CITY_KINDS = (MarkKind.MINOR_CITY, MarkKind.MAJOR_CITY, MarkKind.WORLD_CAPITAL)
POPULATION = {MarkKind.MINOR_CITY: 1, MarkKind.MAJOR_CITY: 2, MarkKind.WORLD_CAPITAL: 5}
FORTIFICATION_BOXES = 10


@dataclass(frozen=True)
class ScarType:
    """A kind of scar: built in (Bunker, Ammo Shortage) or written by the players."""

    id: str
    name: str
    text: str
    effect: Mapping[str, object] = field(default_factory=dict)  # data for the rules (see docs)
    # Its words in other languages: language -> field -> text (engine/campaign/local_text.py).
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Power:
    """A faction power: a name, the text players read, and an effect the rules understand."""

    id: str
    faction: str
    name: str
    text: str
    effect: Mapping[str, object] = field(default_factory=dict)
    # Its words in other languages: language -> field -> text (engine/campaign/local_text.py).
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


# What an effect (of a scar type or a power) may say: each key with its allowed values, or
# ``int`` for a whole number. The Legacy rules read effects through these keys only, so a
# group can write its own scars and powers from them (docs/scenario-format.md, "Effects").
EFFECT_VOCABULARY: Mapping[str, type | tuple[str, ...]] = {
    "die-modifier": int,  # added to one die after the roll (negative subtracts), result kept in 1-6
    "side": ("attack", "defence"),  # whose die the modifier changes
    "die": ("highest", "lowest"),  # which of that side's dice
    "when": ("two-dice", "three-dice"),  # only when that side rolls this many dice
    "where": ("hq", "city"),  # only in the player's HQ territory, or in a territory with a city
    "maneuver": ("anywhere",),  # maneuver between own territories even if not connected
    "extra-maneuvers": int,  # more maneuvers at the end of the turn
    "extra-troops": int,  # more troops recruited at the start of the turn
    "population-bonus": int,  # each city controlled counts this much more population
    "free-expansions": int,  # expansions a turn into a city without paying its population
    # A scar's only (a power names no territory): troops added to the scarred territory at
    # the end of the turn of the player who controls it, after the maneuvers and before the
    # card; negative removes them, never the last one.
    "turn-end-troops": int,
}


def effect_problems(effect: Mapping[str, object]) -> list[tuple[str, object]]:
    """The (key, value) pairs of an effect that the vocabulary does not allow."""
    wrong = []
    for key, value in effect.items():
        allowed = EFFECT_VOCABULARY.get(key)
        if allowed is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = allowed is not None and value in allowed
        if not ok:
            wrong.append((key, value))
    return wrong
