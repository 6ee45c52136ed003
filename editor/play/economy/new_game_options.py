"""The MU economy's choices in the new-game dialog (editor/play/new_game_dialog.py).

The start (Europe, a continent each, the country cards dealt out, or a draft), which continent
plays Europe, how the game is won and when it ends, every advanced rule of
engine/rules/economy/options.py in words, and the planning timer. The rule options go into
the game (``options()``); the planning timer is the players' habit, not a rule, so it is kept
in the settings (``TIMER_KEY``) where the economy play window reads it
(:func:`planning_timer_seconds`).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from editor.language.app_language import display_names
from engine.board import Board
from engine.board.model import TerritoryKind
from engine.rules.economy.options import EconomyOptions

TIMER_KEY = "play/economy/planningTimer"  # seconds once a majority has submitted; 0: no timer
STANDARD_TIMER = 60  # the seed's minute
MIN_TIMER, MAX_TIMER = 10, 3600
TIMER_OFF, TIMER_STANDARD, TIMER_CUSTOM = "off", "standard", "custom"


def planning_timer_seconds(settings: QSettings) -> int:
    """The planning timer chosen for economy games (0: none), from ``settings``."""
    value = settings.value(TIMER_KEY, 0)
    try:
        seconds = int(value)
    except (TypeError, ValueError):
        return 0
    return seconds if MIN_TIMER <= seconds <= MAX_TIMER else 0


def has_sea(board: Board) -> bool:
    """Whether the map has water territories, where the economy's navies sail."""
    return any(t.kind is not TerritoryKind.LAND for t in board.territories)


def europe_id(board: Board) -> str | None:
    """The continent called 'europe' on ``board``, if it has one."""
    return next((c.id for c in board.continents if c.id == "europe"), None)


class EconomyOptionsBox(QGroupBox):
    """The economy's rules for a new game. ``set_board`` tells it the map chosen (for the
    continent that plays Europe)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("MU Economy Rules"), parent)
        self.setObjectName("economyRulesBox")
        self.setAccessibleName(self.tr("MU economy rules"))
        self._board: Board | None = None
        form = QFormLayout(self)
        self._form = form

        self.start = self._combo("economyStart", self.tr("Start:"), [
            ("europe", self.tr("Europe: a country of Europe each")),
            ("continent", self.tr("A continent each")),
            ("card-distribution", self.tr("The country cards dealt out")),
            ("draft", self.tr("A draft: countries picked in turns"))])
        self.start.setItemData(0, self.tr("Each player starts in a country of Europe with a capital, 2 army bases, a "
                                          "fortification, a road, 5 army units and the starting money"),
                               Qt.ItemDataRole.ToolTipRole)
        self.start.currentIndexChanged.connect(self._start_changed)
        self.europe = QComboBox(self)
        self.europe.setObjectName("economyEurope")
        self.europe.setAccessibleName(self.tr("The continent that plays Europe"))
        self.europe.setToolTip(self.tr("The Europe start gives each player a country of this continent"))
        self._europe_label = QLabel(self.tr("Europe is:"), self)
        form.addRow(self._europe_label, self.europe)
        self.europe_note = QLabel(self)
        self.europe_note.setObjectName("economyEuropeNote")
        self.europe_note.setAccessibleName(self.tr("About Europe on this map"))
        self.europe_note.setWordWrap(True)
        form.addRow(self.europe_note)
        self.exclude_iceland = self._check(
            "economyExcludeIceland", self.tr("Nobody starts in Iceland"),
            self.tr("The rules allow leaving Iceland out of the Europe start's countries"))

        self.turn_limit = self._spin("economyTurnLimit", self.tr("Round limit:"), 1, 10_000,
                                     self.tr("The game ends after this many rounds; the player with the most "
                                             "territories (then the most MU) wins"))
        self.turn_limit.setSuffix(self.tr(" rounds"))
        self.victory = self._combo("economyVictory", self.tr("Victory:"), [
            ("last-standing", self.tr("The last player standing")),
            ("last-capital", self.tr("The last player with a capital"))])
        self.allied_victory = self._check("economyAlliedVictory", self.tr("Allies win together"), self.tr(
            "When every player left is allied with every other, the game ends; the ally with the most "
            "territories is named the winner"))
        self.starting_money = self._spin("economyStartingMoney", self.tr("Starting money:"), 0, 1_000_000,
                                         self.tr("MU each player starts with"))
        self.starting_money.setSuffix(self.tr(" MU"))
        self.draft_units = self._spin("economyDraftUnits", self.tr("Starting armies:"), 1, 1000, self.tr(
            "Army units each player places in the draft, continent and card starts"))
        self.neutral_units = self._check("economyNeutralUnits", self.tr("Neutral armies in empty countries"),
                                         self.tr("One neutral army unit in every country nobody starts in"))
        self.bases = self._check("economyBases", self.tr("Bases"), self.tr(
            "Recruiting costs 10 MU without a free base slot, 5 MU with one"))
        self.continent_bonuses = self._check("economyContinentBonuses", self.tr("Continent bonuses"),
                                             self.tr("Continents pay their bonus in MU every round"))
        self.region_bonuses = self._check("economyRegionBonuses", self.tr("Region bonuses (the Middle East)"),
                                          self.tr("Regions pay their bonus too, like a continent"))
        self.navy_upkeep = self._check("economyNavyUpkeep", self.tr("Navies cost upkeep"),
                                       self.tr("Navy units count towards upkeep like army units"))
        self.influence_cards = self._check("economyInfluenceCards", self.tr("Influence cards"), self.tr(
            "Earned by more victories than losses; three are worth 50 MU or incite a revolution"))

        self.timer = QComboBox(self)
        self.timer.setObjectName("economyPlanningTimer")
        self.timer.setAccessibleName(self.tr("Planning timer"))
        self.timer.setToolTip(self.tr("Once most players have submitted their plans, the others have this "
                                      "long to finish"))
        for value, text in ((TIMER_OFF, self.tr("Off")), (TIMER_STANDARD, self.tr("One minute")),
                            (TIMER_CUSTOM, self.tr("Custom"))):
            self.timer.addItem(text, value)
        self.timer_seconds = QSpinBox(self)
        self.timer_seconds.setObjectName("economyPlanningTimerSeconds")
        self.timer_seconds.setAccessibleName(self.tr("Planning timer in seconds"))
        self.timer_seconds.setRange(MIN_TIMER, MAX_TIMER)
        self.timer_seconds.setSuffix(self.tr(" s"))
        self.timer.currentIndexChanged.connect(self._timer_changed)
        row = QHBoxLayout()
        row.addWidget(self.timer, 1)
        row.addWidget(self.timer_seconds)
        form.addRow(self.tr("Planning timer:"), row)
        self.set_options({})
        self.set_timer(0)

    # -- building ----------------------------------------------------------------------------
    def _combo(self, name: str, label: str, entries: list[tuple[str, str]]) -> QComboBox:
        widget = QComboBox(self)
        widget.setObjectName(name)
        widget.setAccessibleName(label.rstrip(":"))
        for value, text in entries:
            widget.addItem(text, value)
        self._form.addRow(label, widget)
        return widget

    def _spin(self, name: str, label: str, low: int, high: int, tip: str) -> QSpinBox:
        widget = QSpinBox(self)
        widget.setObjectName(name)
        widget.setAccessibleName(label.rstrip(":"))
        widget.setRange(low, high)
        widget.setToolTip(tip)
        self._form.addRow(label, widget)
        return widget

    def _check(self, name: str, text: str, tip: str) -> QCheckBox:
        widget = QCheckBox(text, self)
        widget.setObjectName(name)
        widget.setAccessibleName(text)
        widget.setToolTip(tip)
        self._form.addRow(widget)
        return widget

    # -- the map ---------------------------------------------------------------------------------
    def set_board(self, board: Board | None) -> None:
        """The chosen map (None: unreadable): its continents are offered to play Europe."""
        self._board = board
        wanted = self.europe.currentData()
        self.europe.clear()
        if board is not None:
            names = display_names(board)
            shown = sorted((names.continent(c.id), c.id) for c in board.continents)
            for name, continent in shown:
                self.europe.addItem(name, continent)
        index = self.europe.findData(wanted)
        if index < 0 and board is not None:
            index = self.europe.findData(europe_id(board) or self._largest_continent(board))
        self.europe.setCurrentIndex(max(index, 0) if self.europe.count() else -1)
        self._start_changed()

    @staticmethod
    def _largest_continent(board: Board) -> str | None:
        """The continent the engine plays Europe with on a map without one (most countries)."""
        sizes = {c.id: 0 for c in board.continents}
        for territory in board.territories:
            if territory.continent in sizes and territory.kind is TerritoryKind.LAND:
                sizes[territory.continent] += 1
        return max(sizes, key=lambda c: sizes[c]) if sizes else None

    def _start_changed(self) -> None:
        europe = self.start.currentData() == "europe"
        board = self._board
        for widget in (self._europe_label, self.europe):
            widget.setVisible(europe and self.europe.count() > 0)
        note = ""
        if europe and board is not None:
            if not board.continents:
                note = self.tr("This map has no continents: the Europe start cannot be played on it.")
            elif europe_id(board) is None:
                note = self.tr("This map has no Europe: choose the continent that plays it.")
        self.europe_note.setText(note)
        self.europe_note.setVisible(bool(note))
        # Iceland is left out by its id, so the choice is offered only where the map has one.
        iceland = board is not None and any(t.id == "iceland" for t in board.territories)
        self.exclude_iceland.setVisible(europe and iceland)
        # Placing starting armies is for the other starts: Europe gives 5 armies in the capital.
        self.draft_units.setEnabled(not europe)

    def problem(self, board: Board) -> str | None:
        """Why these rules cannot be played on ``board``, in words (None: they can)."""
        if not has_sea(board):
            return self.tr("The MU economy needs a map with sea: navies sail on water territories, and this map "
                           "has none. Classic World (MU) has them.")
        if self.start.currentData() == "europe" and not board.continents:
            return self.tr("The Europe start needs a map with continents: choose another start.")
        return None

    # -- the options -----------------------------------------------------------------------------
    def _checks(self) -> dict[str, QCheckBox]:
        return {"allied-victory": self.allied_victory, "exclude-iceland": self.exclude_iceland,
                "neutral-units": self.neutral_units, "bases": self.bases,
                "continent-bonuses": self.continent_bonuses, "region-bonuses": self.region_bonuses,
                "navy-upkeep": self.navy_upkeep, "influence-cards": self.influence_cards}

    def _spins(self) -> dict[str, QSpinBox]:
        return {"turn-limit": self.turn_limit, "starting-money": self.starting_money, "draft-units": self.draft_units}

    def _combos(self) -> dict[str, QComboBox]:
        return {"start": self.start, "victory": self.victory}

    def options(self) -> dict[str, object]:
        """The rule options chosen, as engine/rules/economy/options.py names them."""
        chosen: dict[str, object] = {name: combo.currentData() for name, combo in self._combos().items()}
        chosen["europe"] = (self.europe.currentData() or "") if self.start.currentData() == "europe" else ""
        chosen.update({name: spin.value() for name, spin in self._spins().items()})
        chosen.update({name: check.isChecked() for name, check in self._checks().items()})
        # A new game from a map deals its board: the fixed start is a scenario's (its own board).
        chosen["fixed-placement"] = {}
        return chosen

    def set_options(self, options: dict) -> None:
        """Show ``options`` (remembered from the last game); the rules' defaults where missing or wrong."""
        defaults = EconomyOptions().to_mapping()

        def value(name: str, kind: type):
            given = options.get(name)
            return given if isinstance(given, kind) and not (kind is int and isinstance(given, bool)) \
                else defaults[name]

        for name, combo in self._combos().items():
            index = combo.findData(value(name, str))
            combo.setCurrentIndex(index if index >= 0 else combo.findData(defaults[name]))
        for name, spin in self._spins().items():
            spin.setValue(value(name, int))
        for name, check in self._checks().items():
            check.setChecked(value(name, bool))
        europe = options.get("europe")
        if isinstance(europe, str) and self.europe.findData(europe) >= 0:
            self.europe.setCurrentIndex(self.europe.findData(europe))
        self._start_changed()

    # -- the planning timer ------------------------------------------------------------------------
    def timer_value(self) -> int:
        """The planning timer chosen, in seconds (0: off)."""
        choice = self.timer.currentData()
        if choice == TIMER_STANDARD:
            return STANDARD_TIMER
        return self.timer_seconds.value() if choice == TIMER_CUSTOM else 0

    def set_timer(self, seconds: int) -> None:
        if seconds == STANDARD_TIMER:
            choice = TIMER_STANDARD
        elif MIN_TIMER <= seconds <= MAX_TIMER:
            choice = TIMER_CUSTOM
            self.timer_seconds.setValue(seconds)
        else:
            choice = TIMER_OFF
        if choice != TIMER_CUSTOM:
            self.timer_seconds.setValue(STANDARD_TIMER * 2)
        self.timer.setCurrentIndex(self.timer.findData(choice))
        self._timer_changed()

    def _timer_changed(self) -> None:
        self.timer_seconds.setVisible(self.timer.currentData() == TIMER_CUSTOM)
