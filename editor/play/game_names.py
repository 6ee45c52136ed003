"""A game's map names as the app's reader reads them, by index as the engine counts.

The engine refers to territories and continents by index; the play window shows names.
Those are the map's names in the app's language where the map has them (editor/language/app_language.py),
never the base names rewritten: saves and the engine's English keep the base names.
"""

from __future__ import annotations

from editor.language.app_language import app_language
from engine.board.local_names import board_names
from engine.core.world import World


class GameNames:
    """Territory and continent names of one game's map in one language."""

    def __init__(self, world: World, language: str | None) -> None:
        names = board_names(world.board, language)
        self.world = world
        self.language = language
        self.map = names.map
        self.territories: tuple[str, ...] = tuple(names.territory(tid) for tid in world.ids)
        self.continents: tuple[str, ...] = tuple(names.continent(c.id) for c in world.continents)
        self.continents_by_id: dict[str, str] = dict(names.continents)

    def territory(self, index: int) -> str:
        return self.territories[index]

    def continent(self, index: int) -> str:
        return self.continents[index]

    @classmethod
    def for_world(cls, world: World, known: GameNames | None = None) -> GameNames:
        """The names of ``world`` in the app's language; ``known`` if it is them already."""
        language = app_language()
        if known is not None and known.world is world and known.language == language:
            return known
        return cls(world, language)
