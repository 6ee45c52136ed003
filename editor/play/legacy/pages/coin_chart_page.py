"""Recruiting in Legacy, for a person: the coin chart. The person's resource cards (territory
cards with their coins, coin cards) are checkable; the page shows the chart (coins → troops),
what the selection buys, and turns it in when the engine takes that set. Troops are then
placed with the classic clicks on the board."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QListWidget, QListWidgetItem, QWidget

from editor.language.counts import counts
from editor.play.legacy.pages.common import Page, card_coins, card_text
from engine.rules.legacy.actions import TurnInCards

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

CARD_ROLE = Qt.ItemDataRole.UserRole


def no_change_row(chart: dict[str, int], coins: int) -> int | None:
    """The fewest coins that buy what ``coins`` buy, when fewer do ("You do not get change when
    turning in Resource cards"): the coins above it are spent for nothing. None otherwise."""
    troops = chart.get(str(coins))
    if troops is None:
        return None
    fewer = [int(row) for row, bought in chart.items() if bought == troops and int(row) < coins]
    return min(fewer) if fewer else None


class CoinChartPage(Page):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "coinChartPage", translate("LegacyPages", "Recruit: the coin chart"))
        self.troops = self.label("troopsToPlace", translate("LegacyPages", "Troops to place"))
        self.box.addWidget(self.troops)
        self.cards = QListWidget(self)
        self.cards.setObjectName("resourceCards")
        self.cards.setAccessibleName(translate("LegacyPages", "Your resource cards"))
        self.cards.setMaximumHeight(130)
        self.cards.itemChanged.connect(self._selection_changed)
        self.box.addWidget(self.cards)
        self.chart = QWidget(self)
        self.chart.setObjectName("coinChart")
        self.chart.setAccessibleName(translate("LegacyPages", "Coin chart"))
        self.chart_grid = QGridLayout(self.chart)
        self.chart_grid.setContentsMargins(0, 0, 0, 0)
        self.chart_grid.setHorizontalSpacing(6)
        self._fill_chart()
        self.box.addWidget(self.chart)
        self.yield_label = self.label("coinYield", translate("LegacyPages", "What the selection buys"))
        self.warning = self.label("noChangeWarning", translate("LegacyPages", "No change is given"))
        self.warning.setStyleSheet("color: #e65100;")
        self.turn_in = self.button("turnInCards", translate("LegacyPages", "Turn in for troops"), self._turn_in)
        self.best = self.button("selectBestCards", translate("LegacyPages", "Select the best set"), self._select_best)
        for widget in (self.yield_label, self.warning, self.turn_in, self.best):
            self.box.addWidget(widget)
        self.finish_layout()
        self._hand: tuple[int, ...] = ()

    def _fill_chart(self) -> None:
        chart = self.controller.rules.options.coin_chart
        rows = sorted(chart.items(), key=lambda item: int(item[0]))
        header_coins = QLabel(translate("LegacyPages", "Coins"), self.chart)
        header_troops = QLabel(translate("LegacyPages", "Troops"), self.chart)
        self.chart_grid.addWidget(header_coins, 0, 0)
        self.chart_grid.addWidget(header_troops, 1, 0)
        self.chart_cells: dict[int, tuple[QLabel, QLabel]] = {}
        for column, (coins, troops) in enumerate(rows, 1):
            top = QLabel(str(coins), self.chart)
            bottom = QLabel(str(troops), self.chart)
            for cell in (top, bottom):
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.chart_grid.addWidget(top, 0, column)
            self.chart_grid.addWidget(bottom, 1, column)
            self.chart_cells[int(coins)] = (top, bottom)

    # -- reading ---------------------------------------------------------------------------------------
    def selected_cards(self) -> tuple[int, ...]:
        return tuple(sorted(self.cards.item(i).data(CARD_ROLE) for i in range(self.cards.count())
                            if self.cards.item(i).checkState() == Qt.CheckState.Checked))

    def selected_coins(self) -> int:
        return sum(card_coins(self.controller, c) for c in self.selected_cards())

    def refresh(self) -> None:
        controller = self.controller
        state = controller.state
        player = controller.decider()
        self.title.setText(translate("LegacyPages", "{player}, recruit").format(player=self.decider_name()))
        self.troops.setText(translate(
            "LegacyPages", "Troops to place: {count}. Click your territories to place them (Shift+click: "
                               "several).").format(count=state.reinforcements))
        hand = tuple(state.players[player].cards) if player is not None else ()
        if hand != self._hand:
            self._hand = hand
            self.cards.blockSignals(True)
            self.cards.clear()
            for card in hand:
                item = QListWidgetItem(card_text(controller, card), self.cards)
                item.setData(CARD_ROLE, card)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            self.cards.blockSignals(False)
        has_cards = bool(hand)
        for widget in (self.cards, self.chart, self.turn_in, self.best):
            widget.setVisible(has_cards)
        self.best.setEnabled(any(isinstance(a, TurnInCards) for a in controller.legal_actions()))
        self._selection_changed()

    def _selection_changed(self, *_args) -> None:
        chart = self.controller.rules.options.coin_chart
        cards = self.selected_cards()
        coins = self.selected_coins()
        troops = chart.get(str(coins))
        for row, (top, bottom) in self.chart_cells.items():
            style = "font-weight: bold; background: #fff59d; color: #000;" if row == coins else ""
            top.setStyleSheet(style)
            bottom.setStyleSheet(style)
        if not self._hand:
            self.yield_label.setText(translate("LegacyPages", "You have no resource cards to turn in."))
        elif not cards:
            self.yield_label.setText(translate("LegacyPages", "Tick cards to turn in (2 to 10 coins)."))
        elif troops is not None:
            self.yield_label.setText(translate("LegacyPages", "Selected: {coins}; you get {troops}.").format(
                coins=counts().coins(coins), troops=counts().troops(troops)))
        else:
            self.yield_label.setText(translate("LegacyPages", "Selected: {coins}.").format(coins=counts().coins(coins)))
        fewer = no_change_row(chart, coins)
        self.warning.setVisible(fewer is not None)
        if fewer is not None:
            self.warning.setText(translate(
                "LegacyPages", "No change is given: you would get the same troops for {fewer}.").format(
                fewer=counts().coins(fewer)))
        reason = self.controller.explain(TurnInCards(cards)) if cards else None
        self.turn_in.setEnabled(bool(cards) and reason is None)
        self.refusal.setText(reason or "")

    # -- doing it ---------------------------------------------------------------------------------------
    def _turn_in(self) -> None:
        cards = self.selected_cards()
        if cards and self.perform(TurnInCards(cards)):
            self._hand = ()  # the hand changed: list it again
            self.refresh()

    def _select_best(self) -> None:
        """Tick the set the engine lists first (the most troops for the fewest cards)."""
        best = next((a.cards for a in self.controller.legal_actions() if isinstance(a, TurnInCards)), ())
        self.cards.blockSignals(True)
        for i in range(self.cards.count()):
            item = self.cards.item(i)
            item.setCheckState(Qt.CheckState.Checked if item.data(CARD_ROLE) in best else Qt.CheckState.Unchecked)
        self.cards.blockSignals(False)
        self._selection_changed()
