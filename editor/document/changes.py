"""What changed in a document, so views update only the items concerned."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class ChangeKind(enum.Enum):
    TERRITORIES = "territories"  # these territories were added, edited or removed
    CONNECTIONS = "connections"
    CONTINENTS = "continents"  # names, colours, bonuses (territory colours follow)
    METADATA = "metadata"  # name, canvas, mark radius, background...
    RESET = "reset"  # a different board altogether: rebuild everything


@dataclass(frozen=True)
class MapChange:
    kind: ChangeKind
    territory_ids: frozenset[str] = frozenset()

    @classmethod
    def territories(cls, *ids: str) -> MapChange:
        return cls(ChangeKind.TERRITORIES, frozenset(ids))
