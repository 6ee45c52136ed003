"""What happens to navy bases, blockades and navies in canals, for the log (seed 004)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class NavyBaseBuilt(Event):
    player: int
    territory: int
    water: int
    money: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} builds a navy base in {territory} on {water} ({money} MU).")
    territories: ClassVar[tuple[str, ...]] = ("territory", "water")


@dataclass(frozen=True, slots=True)
class BlockadeDeclared(Event):
    player: int
    territory: int
    water: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "A navy unit of {player} in {water} blockades the navy base of {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory", "water")


@dataclass(frozen=True, slots=True)
class BlockadeEnded(Event):
    player: int
    territory: int
    water: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The blockade by {player} of the navy base of {territory} on {water} ends.")
    territories: ClassVar[tuple[str, ...]] = ("territory", "water")


@dataclass(frozen=True, slots=True)
class CanalNaviesSunk(Event):
    player: int
    territory: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player}'s navy in the hostile canal country {territory} is destroyed: {count}.")
    counts: ClassVar[dict[str, str]] = {"count": "navy_units"}
    territories: ClassVar[tuple[str, ...]] = ("territory",)
