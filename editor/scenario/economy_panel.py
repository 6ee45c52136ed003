"""The Economy dock of the scenario designer: what each player of an MU economy scenario
starts with, and the tools that place capitals, bases, roads, fortifications, canals and
navies on the map (editor/scenario/economy_tools.py).

A row per player: their money (MU; "as the start deals" leaves it to the rules' start),
the influence cards dealt to them at the start (from the deck: one card a country) and
their capital, by name. Above, the player the tools place for — the same choice as the
Setup dock's — and the tools, each a checkable action with its own key. Every edit is one
``SetEconomySetup`` command, asked of ``economy_refusal`` first.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QIcon
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.language.problem_text import as_sentence
from editor.play.colours import seat_colour
from editor.play.game_log import swatch
from editor.scenario.economy_commands import SetEconomySetup, copy_economy
from editor.scenario.economy_layer import reads_economy
from editor.scenario.economy_tools import TOOL_CLASSES, TOOL_KEYS, EconomyTool
from editor.scenario.scenario_problem_text import scenario_problem_message
from editor.scenario.setup_tools import SetupChoice
from editor.scenario.tool_panel import ToolPanelMixin
from editor.tools.base import EditorContext
from engine.scenario.economy_checks import MAX_MONEY, economy_refusal, rule_options

translate = QCoreApplication.translate

NOT_SET = -1  # a money field's value for "as the start deals"
TOOL_COLUMNS = 4


class PlayerRow:
    """One player's widgets: name, money, influence cards, capital."""

    def __init__(self, name: QLabel, money: QSpinBox, cards: QSpinBox, capital: QLabel) -> None:
        self.name, self.money, self.cards, self.capital = name, money, cards, capital
        self.money_stroke: object | None = None  # the arrows' steps of one edit merge into one undo step
        self.cards_stroke: object | None = None


class EconomyPanel(ToolPanelMixin, QWidget):
    """Money, cards and capitals per player, and the economy tools. ``choice`` is the player
    the tools place for (shared with the Setup dock); ``toolChanged`` gives the tool to hand
    the map view (None: none), ``status`` the tools' and fields' messages."""

    toolChanged = Signal(object)  # noqa: N815 (Qt naming)
    status = Signal(str)

    def __init__(self, context: EditorContext, choice: SetupChoice | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("economyPanel")
        self.setAccessibleName(self.tr("Economy"))
        self.context = context
        self.document = context.document
        self.choice = choice if choice is not None else SetupChoice(self)
        self.tools: dict[str, EconomyTool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self.rows: list[PlayerRow] = []
        self._tool_shown: EconomyTool | None = None

        layout = QVBoxLayout(self)
        self.hint = QLabel(self)
        self.hint.setObjectName("economyHint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)

        self._add_player_box(layout, self.tr("&Player:"), "economyPlayer",
                             self.tr("Player the economy tools place for"))

        self._make_tools(layout)

        self.players_grid = QGridLayout()
        self.players_grid.setObjectName("economyPlayers")
        layout.addLayout(self.players_grid)
        self.summary = QLabel(self)
        self.summary.setObjectName("economySummary")
        self.summary.setAccessibleName(self.tr("What the economy section places"))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addStretch(1)

        self.document.changed.connect(self._on_change)
        self.refresh()

    def _make_tools(self, layout: QVBoxLayout) -> None:
        grid = QGridLayout()
        self.tool_group = QActionGroup(self)
        # Optional: clicking the checked tool again puts it down (the map is then just looked at).
        self.tool_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for number, cls in enumerate(TOOL_CLASSES):
            tool = cls(self.context, self.choice)
            tool.setParent(self)  # made again with the panel (a new scenario): the old ones go with it
            tool.status.connect(self.status)
            self.tools[cls.name] = tool
            action = QAction(cls.title(), self)
            action.setObjectName(f"economyTool.{cls.name}")
            action.setCheckable(True)
            action.setShortcut(TOOL_KEYS[cls.name])
            self.addAction(action)
            action.setToolTip(self.tr("{tool} ({key}): {tip}").format(
                tool=cls.title(), key=TOOL_KEYS[cls.name], tip=cls.tip()))
            action.setStatusTip(cls.tip())
            action.toggled.connect(self._hand_over_tool)
            self.tool_group.addAction(action)
            self.tool_actions[cls.name] = action
            button = QToolButton(self)
            button.setObjectName(f"economyToolButton.{cls.name}")
            button.setAccessibleName(cls.title())
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            grid.addWidget(button, number // TOOL_COLUMNS, number % TOOL_COLUMNS)
        layout.addLayout(grid)
        self.right_hint = QLabel(self.tr("Right-click removes with every tool."), self)
        self.right_hint.setObjectName("economyRightClickHint")
        self.right_hint.setWordWrap(True)
        layout.addWidget(self.right_hint)

    # -- reading ---------------------------------------------------------------------------------
    def enabled(self) -> bool:
        return reads_economy(self.document.scenario.ruleset)

    def active_tool(self) -> EconomyTool | None:
        checked = self.tool_group.checkedAction()
        if checked is None or not self.enabled():
            return None
        return self.tools[checked.objectName().removeprefix("economyTool.")]

    def deck_size(self) -> int:
        """Influence cards in the deck: one a country."""
        return sum(1 for t in self.document.board.territories if t.is_land)

    # -- choosing ----------------------------------------------------------------------------------
    def choose_tool(self, name: str | None) -> None:
        if name is None:
            checked = self.tool_group.checkedAction()
            if checked is not None:
                checked.setChecked(False)
        else:
            self.tool_actions[name].setChecked(True)


    # -- editing money and cards ---------------------------------------------------------------------
    def set_money(self, player: int, amount: int | None, stroke: object | None = None) -> bool:
        """``player`` starts with ``amount`` MU (None: as the start deals)."""
        economy = copy_economy(self.document.scenario.economy)
        if economy.money.get(player) == amount or (amount is None and player not in economy.money):
            return False
        if amount is None:
            del economy.money[player]
            text = self.tr("{player}: Money as the Start Deals").format(player=self._player(player))
        else:
            economy.money[player] = amount
            text = self.tr("{player}: {money} MU").format(player=self._player(player), money=f"{amount:,}")
        return self._propose(economy, text, stroke)

    def set_cards(self, player: int, count: int, stroke: object | None = None) -> bool:
        """``player`` is dealt ``count`` influence cards at the start."""
        economy = copy_economy(self.document.scenario.economy)
        if economy.cards.get(player, 0) == count:
            return False
        if count <= 0:
            economy.cards.pop(player, None)
        else:
            economy.cards[player] = count
        from editor.language.counts import counts

        text = self.tr("{player}: dealt {cards}").format(player=self._player(player), cards=counts().cards(count))
        return self._propose(economy, text, stroke)

    def _propose(self, economy, text: str, stroke: object | None) -> bool:
        document = self.document
        problem = economy_refusal(document.scenario, document.board, economy, rule_options(document.scenario))
        if problem is not None:
            self.status.emit(as_sentence(scenario_problem_message(problem, document.names)))
            self._fill_values()  # the field shows what the scenario has
            return False
        document.undo_stack.push(SetEconomySetup(document, economy, text, (), stroke))
        self.status.emit(text)
        return True

    def _money_changed(self, player: int, value: int) -> None:
        row = self.rows[player]
        if row.money_stroke is None:
            row.money_stroke = object()
        self.set_money(player, None if value == NOT_SET else value, row.money_stroke)

    def _cards_changed(self, player: int, value: int) -> None:
        row = self.rows[player]
        if row.cards_stroke is None:
            row.cards_stroke = object()
        self.set_cards(player, value, row.cards_stroke)

    def _edit_finished(self, player: int) -> None:
        """The next change of this row's fields is another undo step."""
        if 0 <= player < len(self.rows):
            self.rows[player].money_stroke = self.rows[player].cards_stroke = None

    def commit_edits(self) -> None:
        """A number being typed counts as entered (before saving, checking or closing)."""
        for row in self.rows:
            for box in (row.money, row.cards):
                if box.hasFocus():
                    box.interpretText()

    # -- following the document ------------------------------------------------------------------------
    def _on_change(self, change) -> None:
        from editor.scenario.scenario_document import ScenarioPart

        if change.part in (ScenarioPart.PLAYERS, ScenarioPart.RESET, ScenarioPart.PROPERTIES):
            self.refresh()
        elif change.part in (ScenarioPart.ECONOMY, ScenarioPart.SETUP):
            self._fill_values()

    def refresh(self) -> None:
        enabled = self.enabled()
        self.hint.setText(
            self.tr("What each player starts with, and the tools to place capitals, bases, roads, "
                    "fortifications, canals and navies on the map.") if enabled else
            self.tr("Only the MU economy rules read money, capitals and bases: choose them in the Scenario panel."))
        for action in self.tool_actions.values():
            action.setEnabled(enabled)
        self.player_box.setEnabled(enabled)
        self._fill_players()
        self._make_rows()
        self._fill_values()
        self._hand_over_tool()

    def _fill_players(self) -> None:
        players = self.document.scenario.players
        box = self.player_box
        box.blockSignals(True)
        box.clear()
        for index, player in enumerate(players):
            box.addItem(QIcon(swatch(seat_colour(player.colour, index), 14)), player.name, index)
        chosen = min(self.choice.player, len(players) - 1) if players else -1
        box.setCurrentIndex(chosen)
        box.blockSignals(False)
        self.choice.set_player(max(0, chosen))

    def _make_rows(self) -> None:
        grid = self.players_grid
        while grid.count():
            widget = grid.takeAt(0).widget()
            if widget is not None:  # hidden in place: out of the layout it would float as a window of its own
                widget.hide()
                widget.deleteLater()
        self.rows = []
        headers = (self.tr("Player"), self.tr("Money"), self.tr("Influence cards"), self.tr("Capital"))
        for column, text in enumerate(headers):
            label = QLabel(f"<b>{html.escape(text)}</b>", self)
            label.setObjectName(f"economyHeader{column}")
            grid.addWidget(label, 0, column)
        enabled = self.enabled()
        deck = self.deck_size()
        for index, player in enumerate(self.document.scenario.players):
            colour = seat_colour(player.colour, index).name()
            name = QLabel(f"<span style='color:{colour}'>&#9632;</span> {html.escape(player.name)}", self)
            name.setObjectName(f"economyName.{index}")
            money = QSpinBox(self)
            money.setObjectName(f"economyMoney.{index}")
            money.setAccessibleName(self.tr("{player}'s money at the start (MU)").format(player=player.name))
            money.setRange(NOT_SET, MAX_MONEY)
            money.setSpecialValueText(self.tr("as the start deals"))
            money.setSuffix(self.tr(" MU"))
            money.setGroupSeparatorShown(True)
            money.setKeyboardTracking(False)  # typed digits are one edit, taken when done
            money.setToolTip(self.tr("MU {player} starts with, before the first round's income; the lowest "
                                     "value leaves it to the rules' start (its starting money)").format(
                player=player.name))
            cards = QSpinBox(self)
            cards.setObjectName(f"economyCards.{index}")
            cards.setAccessibleName(self.tr("Influence cards dealt to {player} at the start").format(
                player=player.name))
            cards.setRange(0, deck)
            cards.setKeyboardTracking(False)
            cards.setToolTip(self.tr("Dealt from the deck at the start (the deck has one card a country: "
                                     "{deck})").format(deck=deck))
            capital = QLabel(self)
            capital.setObjectName(f"economyCapital.{index}")
            capital.setAccessibleName(self.tr("{player}'s capital").format(player=player.name))
            for widget in (money, cards):
                widget.setEnabled(enabled)
            money.valueChanged.connect(lambda value, i=index: self._money_changed(i, value))
            cards.valueChanged.connect(lambda value, i=index: self._cards_changed(i, value))
            money.editingFinished.connect(lambda i=index: self._edit_finished(i))
            cards.editingFinished.connect(lambda i=index: self._edit_finished(i))
            row = index + 1
            grid.addWidget(name, row, 0)
            grid.addWidget(money, row, 1)
            grid.addWidget(cards, row, 2)
            grid.addWidget(capital, row, 3)
            self.rows.append(PlayerRow(name, money, cards, capital))
        grid.setColumnStretch(1, 1)

    def _fill_values(self) -> None:
        economy = self.document.scenario.economy
        for index, row in enumerate(self.rows):
            money = economy.money.get(index, NOT_SET) if economy is not None else NOT_SET
            cards = economy.cards.get(index, 0) if economy is not None else 0
            capital = economy.capitals.get(index) if economy is not None else None
            for box, value in ((row.money, money), (row.cards, cards)):
                if box.value() != value:
                    box.blockSignals(True)
                    box.setValue(value)
                    box.blockSignals(False)
            row.capital.setText(self.document.territory_name(capital) if capital else self.tr("none"))
        self.summary.setText(self._summary())

    def _summary(self) -> str:
        from editor.play.play_counts import play_counts

        economy = self.document.scenario.economy
        if economy is None or not self.enabled():
            return ""
        counts = play_counts()
        parts = [counts.army_bases(len(economy.bases)), counts.navy_bases(len(economy.navy_bases)),
                 counts.roads(len(economy.roads)), counts.fortifications(len(economy.fortifications)),
                 counts.canals(len(economy.canals)),
                 counts.navies(sum(n for _p, n in economy.navies.values()))]
        return self.tr("On the map: {things}").format(things=", ".join(parts))

    def _player(self, index: int) -> str:
        players = self.document.scenario.players
        return players[index].name if 0 <= index < len(players) else str(index + 1)


# -- in the designer window ---------------------------------------------------------------------------
ECONOMY_DOCK = "economyDock"


def install_economy(window, document, scene) -> None:
    """The economy's layer on ``scene`` and its panel in ``window``'s Economy dock (a
    ScenarioWindow building itself for ``document``); the panel's tools place for the
    player chosen in the Setup dock."""
    from editor.scenario.economy_layer import EconomyLayer

    layer = EconomyLayer(document, scene, window.view, window)
    window._parts.append(layer)
    panel = EconomyPanel(window.context, window.setup_panel.choice)
    panel.status.connect(window.show_message)
    panel.toolChanged.connect(lambda tool: _hand_tool(window, panel, tool))
    # The tools' keys work while the Economy dock is behind another tab too.
    window.addActions(panel.tool_group.actions())
    window._set_dock(ECONOMY_DOCK, panel)
    window.economy_layer, window.economy_panel = layer, panel
    show_economy_dock(window)


def show_economy_dock(window) -> None:
    """The Economy dock only while the rules read the economy section (as the Legacy docks
    only for a Legacy world)."""
    wanted = reads_economy(window.document().scenario.ruleset)
    dock = window.docks[ECONOMY_DOCK]
    if dock.isHidden() == wanted:  # only a real change (showing again lays the docks out anew)
        dock.setVisible(wanted)
    dock.toggleViewAction().setEnabled(wanted)


def _hand_tool(window, panel: EconomyPanel, tool) -> None:
    """One tool on the map at a time: an economy tool puts the Setup dock's down."""
    if tool is not None:
        if window.setup_panel is not None:
            window.setup_panel.choose_tool(None)
        window.view.set_tool(tool)
    elif window.view.tool() in panel.tools.values():
        window.view.set_tool(None)
