"""The Legacy sideboard: the face-up territory cards, the coin cards, the decks, the mission and
the coin chart, as everyone at the table sees them.

Only public things are shown (hot-seat: the screen may be anyone's): the face-up slots with
each card's territory and coins, how many cards are left in the territory, scar and event
decks (never which), how many coin cards are face up, the event card last turned over (as
the window saw it happen), the face-up mission, and the chart of
troops for coins turned in (the rules' ``coin_chart`` option). The panel reads the game's
state after every action (controller.stateChanged).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.language.pack_text import pack_text
from engine.campaign.pack_cards import EventRevealed
from engine.campaign.packs import mission_card

EMPTY_SLOT = -1  # engine.rules.legacy.sideboard.EMPTY (a slot the deck could not fill)


def _read_only_table(table: QTableWidget) -> None:
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setShowGrid(False)
    table.setWordWrap(False)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    rows = table.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(table.fontMetrics().height() + 6)  # compact: a dock is narrow and short


def _fit_height(table: QTableWidget) -> None:
    """Show every row without scrolling (asked of the headers' hints: the table may not be
    shown yet, and then its sections have no final size)."""
    header = table.horizontalHeader()
    rows = table.verticalHeader().length()
    top = header.sizeHint().height() if not header.isHidden() else 0
    table.setFixedHeight(top + rows + 2 * table.frameWidth())


def _set_cell(table: QTableWidget, row: int, column: int, text: str, right: bool = False) -> QTableWidgetItem:
    item = table.item(row, column)
    if item is None:
        item = QTableWidgetItem()
        table.setItem(row, column, item)
    item.setText(text)
    side = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
    item.setTextAlignment(side | Qt.AlignmentFlag.AlignVCenter)
    return item


class SideboardPanel(QWidget):
    """The sideboard of ``controller``'s Legacy game."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("sideboardPanel")
        self.setAccessibleName(self.tr("Sideboard"))
        self.setAccessibleDescription(self.tr("The face-up cards, the decks, the mission and the coin chart"))
        layout = QVBoxLayout(self)

        self.slots_heading = QLabel(self.tr("Face-up territory cards"))
        self.slots_heading.setObjectName("sideboardSlotsHeading")
        self.slots_heading.setAccessibleName(self.tr("Face-up territory cards"))
        layout.addWidget(self.slots_heading)
        self.slots_table = QTableWidget(0, 3, self)
        self.slots_table.setObjectName("sideboardSlots")
        self.slots_table.setAccessibleName(self.tr("Face-up territory cards"))
        self.slots_table.setAccessibleDescription(self.tr("Each slot's territory and the coins on its card"))
        self.slots_table.setHorizontalHeaderLabels([self.tr("Slot"), self.tr("Territory"), self.tr("Coins")])
        self.slots_table.verticalHeader().hide()
        self.slots_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.slots_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        _read_only_table(self.slots_table)
        layout.addWidget(self.slots_table)

        form = QFormLayout()
        self.deck_label = self._figure("sideboardDeck", self.tr("Territory deck"), form)
        self.coin_pile_label = self._figure("sideboardCoinPile", self.tr("Coin cards"), form)
        self.scar_deck_label = self._figure("sideboardScarDeck", self.tr("Scar deck"), form)
        self.event_deck_label = self._figure("sideboardEventDeck", self.tr("Event deck"), form)
        self._form = form
        layout.addLayout(form)

        self.event_label = QLabel()
        self.event_label.setObjectName("sideboardLastEvent")
        self.event_label.setAccessibleName(self.tr("Last event"))
        self.event_label.setWordWrap(True)
        self.event_label.setTextFormat(Qt.TextFormat.PlainText)
        self.event_label.hide()  # until an event card is turned over in this window
        layout.addWidget(self.event_label)

        self.mission_label = QLabel()
        self.mission_label.setObjectName("sideboardMission")
        self.mission_label.setAccessibleName(self.tr("Mission"))
        self.mission_label.setWordWrap(True)
        self.mission_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.mission_label)

        self.chart_heading = QLabel(self.tr("Troops for coins turned in"))
        self.chart_heading.setObjectName("coinChartHeading")
        self.chart_heading.setAccessibleName(self.tr("Troops for coins turned in"))
        layout.addWidget(self.chart_heading)
        self.chart_table = QTableWidget(2, 0, self)
        self.chart_table.setObjectName("coinChart")
        self.chart_table.setAccessibleName(self.tr("Coin chart"))
        self.chart_table.setAccessibleDescription(self.tr("Troops received for each number of coins turned in"))
        self.chart_table.setVerticalHeaderLabels([self.tr("Coins"), self.tr("Troops")])
        self.chart_table.horizontalHeader().hide()
        self.chart_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart_table.horizontalHeader().setMinimumSectionSize(18)
        _read_only_table(self.chart_table)
        layout.addWidget(self.chart_table)
        layout.addStretch(1)

        self._events_seen = False  # once a game has an event deck it stays shown (also empty)
        self.refresh()
        controller.stateChanged.connect(self.refresh)
        controller.eventsHappened.connect(self._on_events)

    def _figure(self, name: str, label: str, form: QFormLayout) -> QLabel:
        value = QLabel()
        value.setObjectName(name)
        value.setAccessibleName(label)
        form.addRow(label, value)
        return value

    # -- reading (for tests and assistive tools) -------------------------------------------------------
    def slot_texts(self) -> list[tuple[str, str]]:
        """Each face-up slot's territory and coins as shown, slot 1 first."""
        table = self.slots_table
        return [(table.item(r, 1).text(), table.item(r, 2).text()) for r in range(table.rowCount())]

    def chart_texts(self) -> list[tuple[str, str]]:
        table = self.chart_table
        return [(table.item(0, c).text(), table.item(1, c).text()) for c in range(table.columnCount())]

    # -- keeping in step -----------------------------------------------------------------------------
    def refresh(self) -> None:
        state, rules = self.controller.state, self.controller.rules
        self._show_slots(state, rules)
        deck = len(getattr(state, "deck", ()))
        # Bare counts: "Territory deck 1" reads right where "1 cards" would not.
        self.deck_label.setText(str(deck))
        self.coin_pile_label.setText(self.tr("%n face up", "", getattr(state, "coin_pile", 0)))
        self.scar_deck_label.setText(str(len(getattr(state, "scar_deck", ()))))
        events = len(getattr(state, "event_deck", ()))
        self._events_seen = self._events_seen or events > 0
        self.event_deck_label.setText(str(events))
        self._form.setRowVisible(self.event_deck_label, self._events_seen)
        self._show_mission(state, rules)
        self._show_chart(rules)

    def _on_events(self, events: list) -> None:
        """The event card last turned over stays on the sideboard, face up, until the next."""
        for event in events:
            if isinstance(event, EventRevealed):
                head = self.tr("Last event: {name}").format(name=event.name)
                self.event_label.setText(f"{head}\n{event.text}" if event.text else head)
                self.event_label.show()

    def _show_slots(self, state, rules) -> None:
        slots = list(getattr(state, "slots", ()))
        territories = self.controller.world.card_territories
        names = self.controller.names
        table = self.slots_table
        table.setRowCount(len(slots))
        for row, card in enumerate(slots):
            _set_cell(table, row, 0, str(row + 1), right=True)
            if card == EMPTY_SLOT or not 0 <= card < len(territories):
                _set_cell(table, row, 1, self.tr("(empty)"))
                _set_cell(table, row, 2, "", right=True)
                continue
            territory = names.territory(territories[card])
            coins = rules.card_coins(card)
            _set_cell(table, row, 1, territory).setToolTip(
                self.tr("Slot {slot}: {territory}, {coins}").format(slot=row + 1, territory=territory,
                                                                          coins=counts().coins(coins)))
            _set_cell(table, row, 2, str(coins), right=True)
        _fit_height(table)

    def _show_mission(self, state, rules) -> None:
        mission_id = getattr(state, "mission", "")
        card = mission_card(rules.legacy, mission_id) if mission_id else None
        self.mission_label.setVisible(card is not None)
        if card is None:
            self.mission_label.clear()
            return
        head = self.tr("Mission: {name} (red stars: {stars})").format(name=pack_text(card, "name"), stars=card.stars)
        self.mission_label.setText(f"{head}\n{pack_text(card, 'text')}" if card.text else head)

    def _show_chart(self, rules) -> None:
        chart = getattr(rules.options, "coin_chart", None) or {}
        rows = sorted(((int(coins), troops) for coins, troops in chart.items() if str(coins).isdigit()))
        table = self.chart_table
        table.setColumnCount(len(rows))
        for column, (coins, troops) in enumerate(rows):
            _set_cell(table, 0, column, str(coins), right=True).setToolTip(
                self.tr("{coins}: {troops}").format(coins=counts().coins(coins), troops=counts().troops(troops)))
            _set_cell(table, 1, column, str(troops), right=True)
        self.chart_heading.setVisible(bool(rows))
        table.setVisible(bool(rows))
        _fit_height(table)
