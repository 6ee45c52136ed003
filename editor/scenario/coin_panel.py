"""The territory cards of a Legacy world: their coins, which are destroyed, the starting coins left.

Before the first game the group spreads 12 coin stickers over the cards, at most 3 on a card
(printed coin included), or lets chance do it: "Spread at Random". Every change asks the
engine first (``coin_refusal``): a refused value is explained and the spin box goes back to
the card's coins, so the table always shows the world as it is.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.scenario.commands import SetCards, random_coin_spread, set_card
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from editor.scenario.scenario_problem_text import scenario_problem_message
from engine.campaign.world import TerritoryCard
from engine.scenario.validation import MAX_COINS, coin_refusal

TERRITORY, COINS, DESTROYED = range(3)


class CoinPanel(QWidget):
    """Cards of ``document``'s land territories (a ScenarioDocument with a Legacy world)."""

    status = Signal(str)  # refusals and what was done, for the status bar

    def __init__(self, document, parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coinPanel")
        self.setAccessibleName(self.tr("Territory cards"))
        self.document = document
        self.rng = rng if rng is not None else random.Random()
        self._rows: dict[str, int] = {}
        self._spins: dict[str, QSpinBox] = {}
        self._checks: dict[str, QCheckBox] = {}

        layout = QVBoxLayout(self)
        self.left_label = QLabel(self)
        self.left_label.setObjectName("coinsLeft")
        self.left_label.setAccessibleName(self.tr("Starting coins left"))
        layout.addWidget(self.left_label)

        self.search = QLineEdit(self)
        self.search.setObjectName("coinSearch")
        self.search.setAccessibleName(self.tr("Find a territory card"))
        self.search.setPlaceholderText(self.tr("Find a territory…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)

        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("coinTable")
        self.table.setAccessibleName(self.tr("Territory cards: coins and destroyed"))
        self.table.setHorizontalHeaderLabels([self.tr("Territory"), self.tr("Coins"), self.tr("Destroyed")])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(TERRITORY, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(COINS, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DESTROYED, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)

        self.message = QLabel(self)
        self.message.setObjectName("coinMessage")
        self.message.setAccessibleName(self.tr("Why a change was refused"))
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.message)

        buttons = QHBoxLayout()
        self.spread_button = QPushButton(self.tr("Spread at &Random"), self)
        self.spread_button.setObjectName("spreadCoins")
        self.spread_button.setAccessibleName(self.tr("Spread the starting coins at random"))
        self.spread_button.setToolTip(self.tr("Put the starting coins left on cards at random, at most 3 a card"))
        self.spread_button.clicked.connect(self.spread_at_random)
        self.clear_button = QPushButton(self.tr("C&lear Coins"), self)
        self.clear_button.setObjectName("clearCoins")
        self.clear_button.setAccessibleName(self.tr("Take the coin stickers off every card"))
        self.clear_button.setToolTip(self.tr("Every card back to its printed coin (destroyed cards stay destroyed)"))
        self.clear_button.clicked.connect(self.clear_coins)
        buttons.addWidget(self.spread_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

        self._fill()
        document.changed.connect(self._on_change)

    # -- reading ---------------------------------------------------------------------------------
    def spin(self, territory: str) -> QSpinBox:
        return self._spins[territory]

    def destroyed_box(self, territory: str) -> QCheckBox:
        return self._checks[territory]

    def territories(self) -> list[str]:
        """The territories listed, in order."""
        return list(self._rows)

    # -- building ---------------------------------------------------------------------------------
    def _fill(self) -> None:
        world = self.document.world
        document = self.document
        land = sorted((t for t in document.board.territories if t.is_land),
                      key=lambda t: document.territory_name(t.id).casefold())
        self.table.setRowCount(len(land))
        self._rows.clear()
        self._spins.clear()
        self._checks.clear()
        for row, territory in enumerate(land):
            tid = territory.id
            self._rows[tid] = row
            shown = document.territory_name(tid)
            name = QTableWidgetItem(shown)
            name.setToolTip(tid)
            self.table.setItem(row, TERRITORY, name)
            spin = QSpinBox(self.table)
            spin.setObjectName(f"coins.{tid}")
            spin.setAccessibleName(self.tr("Coins on {territory}'s card").format(territory=shown))
            # Up to the absolute limit: the engine refuses (and says why) what is too many now.
            spin.setRange(1, MAX_COINS)
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda value, t=tid: self._coins_changed(t, value))
            self.table.setCellWidget(row, COINS, spin)
            check = QCheckBox(self.table)
            check.setObjectName(f"destroyed.{tid}")
            check.setAccessibleName(self.tr("{territory}'s card is destroyed").format(territory=shown))
            check.toggled.connect(lambda on, t=tid: self._destroyed_changed(t, on))
            self.table.setCellWidget(row, DESTROYED, check)
            self._spins[tid], self._checks[tid] = spin, check
        if world is not None:
            self.refresh()
        self._filter(self.search.text())

    def refresh(self, territories=None) -> None:
        """Show the cards' values (of ``territories``, default all) and the coins left."""
        world = self.document.world
        if world is None:
            return
        for tid in territories if territories else self._spins:
            if tid not in self._spins:
                continue
            card = world.card(tid)
            spin, check = self._spins[tid], self._checks[tid]
            for widget, setter, value in ((spin, spin.setValue, card.coins), (check, check.setChecked, card.destroyed)):
                widget.blockSignals(True)
                setter(value)
                widget.blockSignals(False)
        left = world.stock_left()["coins"]
        if world.games_played > 0:
            self.left_label.setText(self.tr("Coins are earned in play now: up to {limit} on a card").format(
                limit=MAX_COINS))
        elif left == 12:
            self.left_label.setText(
                self.tr("{coins} to spread, at most 3 on a card").format(coins=counts().coins(left)))
        else:  # a plural message: "queda 1", "quedan 2"
            self.left_label.setText(self.tr("%n left of the 12 starting coins", "", left))
        self.spread_button.setEnabled(world.games_played == 0 and left > 0)

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        for tid, row in self._rows.items():
            name = self.table.item(row, TERRITORY).text().casefold()
            self.table.setRowHidden(row, bool(wanted) and wanted not in name and wanted not in tid.casefold())

    # -- edits -----------------------------------------------------------------------------------
    def set_coins(self, territory: str, coins: int) -> bool:
        """Put ``coins`` on a card if the rules allow it; else say why. True if done."""
        world = self.document.world
        if coins == world.card(territory).coins:
            return False
        problem = coin_refusal(world, territory, coins)
        if problem is not None:
            self._refuse(territory, scenario_problem_message(problem, self.document.names))
            return False
        self.message.clear()
        self.document.undo_stack.push(set_card(self.document, territory, coins=coins))
        return True

    def _coins_changed(self, territory: str, coins: int) -> None:
        if not self.set_coins(territory, coins):
            self.refresh([territory])  # the spin box goes back to the card's coins

    def _destroyed_changed(self, territory: str, destroyed: bool) -> None:
        if self.document.world.card(territory).destroyed != destroyed:
            self.message.clear()
            self.document.undo_stack.push(set_card(self.document, territory, destroyed=destroyed))

    def _refuse(self, territory: str, reason: str) -> None:
        text = QCoreApplication.translate("CoinPanel", "{territory}: {reason}").format(
            territory=self.document.territory_name(territory), reason=reason)
        self.message.setText(text)
        self.status.emit(text)

    def spread_at_random(self) -> None:
        world = self.document.world
        if world.games_played > 0 or world.stock_left()["coins"] <= 0:
            self.status.emit(self.tr("All 12 starting coins are on cards already."))
            return
        self.message.clear()
        self.document.undo_stack.push(random_coin_spread(self.document, self.rng))

    def clear_coins(self) -> None:
        world = self.document.world
        cards = {tid: TerritoryCard(1, card.destroyed) for tid, card in world.cards.items()}
        if cards != {tid: c for tid, c in world.cards.items()}:
            self.message.clear()
            self.document.undo_stack.push(SetCards(self.document, cards, self.tr("Clear the Coins")))

    # -- following the document ------------------------------------------------------------------
    def _on_change(self, change: ScenarioChange) -> None:
        if change.part is ScenarioPart.CARDS:
            self.refresh(change.territory_ids or None)
        elif change.part in (ScenarioPart.PROPERTIES, ScenarioPart.RESET):
            self.refresh()
