"""ScenarioDocument: the scenario being designed, the map it stands on, its undo stack and file.

Like MapDocument: commands (editor/scenario/commands.py) are the only code that changes the
scenario; each calls one of the mutators below, which swap one part of the scenario for a
new value and emit one ``changed`` signal saying which part and which territories, so the
scene and the panels redraw only what moved. The map itself is read-only here: a scenario
designer places history on a world, it does not redraw the world.
"""

from __future__ import annotations

import copy
import enum
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.language.app_language import app_language
from engine.board import Board, load_map
from engine.board.local_names import BoardNames, board_names
from engine.campaign.world import ContinentMarks, Faction, LegacyWorld, Mark, TerritoryCard
from engine.campaign.world_format import new_world
from engine.scenario import LoadedScenario, Scenario, ScenarioPlayer, SetupKind, load_scenario, save_scenario
from engine.scenario.map_reference import map_reference
from engine.scenario.model import EconomySetup, FixedSetup


class ScenarioPart(enum.Enum):
    MARKS = "marks"  # stickers on territories (cities, scars, fortifications, cancels)
    CARDS = "cards"  # territory cards: coins, destroyed
    CONTINENTS = "continents"  # continent names and ±1 marks
    FACTIONS = "factions"  # powers chosen, faction history
    SETUP = "setup"  # setup kind, owners, troops, HQs
    ECONOMY = "economy"  # the MU economy's money, cards, capitals, bases, roads, navies...
    PLAYERS = "players"
    PROPERTIES = "properties"  # name, description, rule set, options, world name...
    RESET = "reset"  # another scenario altogether


@dataclass(frozen=True)
class ScenarioChange:
    part: ScenarioPart
    territory_ids: frozenset[str] = frozenset()  # the territories concerned (empty: maybe all)


class ScenarioDocument(QObject):
    changed = Signal(object)  # a ScenarioChange
    pathChanged = Signal()  # noqa: N815 (Qt naming)
    modifiedChanged = Signal(bool)  # noqa: N815

    def __init__(self, scenario: Scenario, board: Board, path: str | Path | None = None,
                 map_path: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scenario = scenario
        self._board = board
        self._names: BoardNames | None = None
        self._path = Path(path) if path is not None else None
        self._map_path = Path(map_path).resolve() if map_path is not None else None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def board(self) -> Board:
        return self._board

    @property
    def world(self) -> LegacyWorld | None:
        """The Legacy world, if this scenario has one (classic scenarios do not)."""
        return self._scenario.legacy

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def map_path(self) -> Path | None:
        return self._map_path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def title(self) -> str:
        return self._scenario.name or (self._path.stem if self._path else "")

    @property
    def names(self) -> BoardNames:
        """The map's names as the app's reader reads them (the map itself is not edited here)."""
        language = app_language()
        if self._names is None or self._names.language != language:
            self._names = board_names(self._board, language)
        return self._names

    def territory_name(self, territory_id: str) -> str:
        """The territory as the reader names it (its id if the map has no such territory)."""
        return self.names.territories.get(territory_id) or territory_id

    def continent_name(self, continent_id: str) -> str:
        """The continent as the reader names it (its id if the map has no such continent)."""
        return self.names.continents.get(continent_id) or continent_id

    # -- files -----------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> tuple[ScenarioDocument, list]:
        """Load a scenario and its map; raises FileFormatError (file, line, field) or OSError."""
        loaded: LoadedScenario = load_scenario(path)
        map_path = loaded.map_path()
        board_file = load_map(map_path)
        return cls(loaded.scenario, board_file.board, path, map_path, parent), [*loaded.warnings,
                                                                                 *board_file.warnings]

    @classmethod
    def for_map(cls, board: Board, map_path: str | Path | None, *, legacy: bool = False,
                players: Iterable[str] = (), parent: QObject | None = None) -> ScenarioDocument:
        """A new scenario on a map: classic random deal, or a fresh Legacy campaign."""
        map_path = Path(map_path).resolve() if map_path is not None else None
        scenario = Scenario(  # named after the map as the designer reads it; they may rename it
            name=board_names(board, app_language()).map, map=str(map_path) if map_path else "",
            ruleset="legacy" if legacy else "classic",
            players=[ScenarioPlayer(name) for name in players], setup=SetupKind.RANDOM,
            legacy=new_world() if legacy else None)
        return cls(scenario, board, None, map_path, parent)

    def save(self, path: str | Path | None = None) -> Path:
        """Write the scenario atomically, and mark the undo stack clean. Its map is named as
        engine.scenario.map_reference says: a shipped map by name, a map beside or below
        the file by a relative path, any other by its absolute path."""
        target = Path(path) if path is not None else self._path
        if target is None:
            raise ValueError("this scenario has no file yet: choose where to save it")
        scenario = self._scenario
        if self._map_path is not None:
            scenario.map = map_reference(self._map_path, target.resolve().parent)
        save_scenario(scenario, target)
        if target != self._path:
            self._path = target
            self.pathChanged.emit()
        self.undo_stack.setClean()
        return target

    # -- mutators, for commands only ---------------------------------------------------------------
    # Each returns the value it replaced, which the command keeps for undo.
    def _emit(self, part: ScenarioPart, ids: Iterable[str] = ()) -> None:
        self.changed.emit(ScenarioChange(part, frozenset(ids)))

    def set_marks(self, marks: list[Mark], territory_ids: Iterable[str] = ()) -> list[Mark]:
        world = self._require_world()
        old, world.marks = world.marks, list(marks)
        self._emit(ScenarioPart.MARKS, territory_ids)
        return old

    def set_cards(self, cards: dict[str, TerritoryCard], territory_ids: Iterable[str] = ()) -> dict:
        world = self._require_world()
        old, world.cards = world.cards, dict(cards)
        self._emit(ScenarioPart.CARDS, territory_ids)
        return old

    def set_continent_marks(self, continents: dict[str, ContinentMarks]) -> dict[str, ContinentMarks]:
        world = self._require_world()
        old, world.continents = world.continents, dict(continents)
        self._emit(ScenarioPart.CONTINENTS)
        return old

    def set_factions(self, factions: list[Faction]) -> list[Faction]:
        world = self._require_world()
        old, world.factions = world.factions, list(factions)
        self._emit(ScenarioPart.FACTIONS)
        return old

    def set_fixed(self, fixed: FixedSetup, territory_ids: Iterable[str] = ()) -> FixedSetup:
        old, self._scenario.fixed = self._scenario.fixed, copy.deepcopy(fixed)
        self._emit(ScenarioPart.SETUP, territory_ids)
        return old

    def set_economy(self, economy: EconomySetup | None, territory_ids: Iterable[str] = ()) -> EconomySetup | None:
        old, self._scenario.economy = self._scenario.economy, copy.deepcopy(economy)
        self._emit(ScenarioPart.ECONOMY, territory_ids)
        return old

    def set_setup_kind(self, kind: SetupKind) -> SetupKind:
        old, self._scenario.setup = self._scenario.setup, SetupKind(kind)
        self._emit(ScenarioPart.SETUP)
        return old

    def set_players(self, players: list[ScenarioPlayer]) -> list[ScenarioPlayer]:
        old, self._scenario.players = self._scenario.players, list(players)
        self._emit(ScenarioPart.PLAYERS)
        return old

    def set_properties(self, **values: object) -> dict[str, object]:
        """Scenario fields (name, description, ruleset, options) and, with a ``world_``
        prefix, the Legacy world's (world_world_name, world_games_played...)."""
        old: dict[str, object] = {}
        for key, value in values.items():
            if key.startswith("world_"):
                world, attr = self._require_world(), key.removeprefix("world_")
                old[key] = getattr(world, attr)
                setattr(world, attr, value)
            else:
                old[key] = getattr(self._scenario, key)
                setattr(self._scenario, key, value)
        self._emit(ScenarioPart.PROPERTIES)
        return old

    def set_world(self, world: LegacyWorld | None) -> LegacyWorld | None:
        """Give the scenario a Legacy world (or take it away)."""
        old, self._scenario.legacy = self._scenario.legacy, world
        self._emit(ScenarioPart.RESET)
        return old

    def _require_world(self) -> LegacyWorld:
        if self._scenario.legacy is None:
            raise ValueError("this scenario has no Legacy world")
        return self._scenario.legacy
