"""The combat phase's pages: choosing the next battle, the battle being fought, new orders.

- ChooseBattlePage (choose-battle): how the last battle ended (its dialog closes then), the
  battle tokens as a list (each with its sides) and on the board (a click on a token's
  territory fights there), and inciting a revolution with one of the person's OWN influence
  cards (only while the screen shows their cards).
- BattlePage (battle): the declarations are made in the battle dialog
  (editor/play/economy/battle_dialog.py), for a battle in a country or on a border; this page
  says so and can show it again.
- AfterBattlePage (after-battle): the winner's new orders, dragged on the board from the
  battle's territory (or chosen in the list) with a count, or Stay.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.economy.action_words import action_text
from editor.play.economy.battle_dialog import sides_text
from editor.play.economy.pages.actions_page import ActionsPage
from engine.core.actions import Pass
from engine.rules.economy.actions import Fight, FightBorder, Incite, NewOrders


def _heading(text: str, name: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setAccessibleName(text)
    label.setWordWrap(True)
    return label


def _button(text: str, name: str, accessible: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName(name)
    button.setAccessibleName(accessible)
    return button


class ChooseBattlePage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.setObjectName("chooseBattlePage")
        self.setAccessibleName(self.tr("Choose the next battle"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.last_battle = _heading("", "lastBattle", self)
        self.last_battle.setAccessibleName(self.tr("How the last battle ended"))
        font = self.last_battle.font()
        font.setBold(True)
        self.last_battle.setFont(font)
        layout.addWidget(self.last_battle)
        layout.addWidget(_heading(self.tr("Choose the next battle (or click a battle's territory on the board):"),
                                  "chooseBattleHeading", self))
        self.battles = QListWidget(self)
        self.battles.setObjectName("battleTokens")
        self.battles.setAccessibleName(self.tr("Battles to fight"))
        self.battles.setWordWrap(True)
        self.battles.itemDoubleClicked.connect(lambda _item: self.fight())
        layout.addWidget(self.battles)
        self.fight_button = _button(self.tr("Fight Here"), "fightBattle", self.tr("Fight the chosen battle"), self)
        self.fight_button.clicked.connect(self.fight)
        layout.addWidget(self.fight_button)
        self.incite_heading = _heading(self.tr("Incite a revolution with one of your influence cards:"),
                                       "inciteHeading", self)
        layout.addWidget(self.incite_heading)
        row = QHBoxLayout()
        self.cards = QComboBox(self)
        self.cards.setObjectName("inciteCard")
        self.cards.setAccessibleName(self.tr("Which influence card to turn in"))
        self.incite_button = _button(self.tr("Incite"), "incite", self.tr("Incite a revolution"), self)
        self.incite_button.clicked.connect(self.incite)
        row.addWidget(self.cards, 1)
        row.addWidget(self.incite_button)
        layout.addLayout(row)
        self._tokens: list[int] = []  # the territories with a battle token
        self._fights: list = []  # the battles to choose from, as listed
        self._incites: list = []

    def refresh(self) -> None:
        controller = self.controller
        watch = getattr(self.window(), "battle_watch", None)
        outcome = watch.last_outcome if watch is not None and watch.controller is controller else ""
        self.last_battle.setText(outcome)
        self.last_battle.setVisible(bool(outcome))
        actions = controller.legal_actions()
        tokens = [a.territory for a in actions if isinstance(a, Fight)]
        # Battles on borders (armies that met crossing one) are listed too, in the engine's words.
        fights = [a for a in actions if isinstance(a, Fight | FightBorder)]
        if fights != self._fights:
            self._tokens, self._fights = tokens, fights
            self.battles.clear()
            names = controller.names.territories
            for action in fights:
                if isinstance(action, Fight):
                    sides = sides_text(controller, action.territory)
                    text = names[action.territory] + (": " + "; ".join(sides) if sides else "")
                else:
                    text = action_text(controller, action)
                self.battles.addItem(QListWidgetItem(text))
            self.battles.setCurrentRow(0 if fights else -1)
        self.fight_button.setEnabled(bool(fights))
        # The board asks for a battle's territory too.
        if tokens and self.tool is not None and self.tool.picking() != frozenset(tokens):
            self.tool.pick_territory(tokens, self.tr("Click a battle's territory to fight there"),
                                     self._clicked_token)
        # Influence cards are the person's secret: offered only while the screen shows them.
        own = controller.shown_player() == controller.decider()
        incites = [a for a in actions if isinstance(a, Incite)] if own else []
        if incites != self._incites:
            self._incites = incites
            self.cards.clear()
            for action in incites:
                self.cards.addItem(action_text(controller, action), action)
        for widget in (self.incite_heading, self.cards, self.incite_button):
            widget.setVisible(bool(incites))

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if self.tool is not None and self._tokens and self.tool.picking() == frozenset(self._tokens):
            self.tool.stop_picking()
        super().hideEvent(event)

    def _clicked_token(self, territory: int) -> None:
        self.territory_clicked(territory)

    def territory_clicked(self, territory: int) -> bool:
        """A click on the board: fight there if a battle token is there."""
        if territory not in self._tokens:
            return False
        return self.controller.perform(Fight(territory))

    def fight(self) -> bool:
        row = self.battles.currentRow()
        return 0 <= row < len(self._fights) and self.controller.perform(self._fights[row])

    def incite(self) -> bool:
        action = self.cards.currentData()
        return action is not None and self.controller.perform(action)


class BattlePage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("battlePage")
        self.setAccessibleName(self.tr("The battle"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.note = _heading("", "battlePageNote", self)
        layout.addWidget(self.note)
        self.show_button = _button(self.tr("Show the Battle"), "showBattle", self.tr("Show the battle window"), self)
        self.show_button.clicked.connect(self.show_battle)
        layout.addWidget(self.show_button)
        # A battle the dialog does not know how to show (neither in a territory nor on a border:
        # a position set up by hand) is still decided: its declarations as a list.
        self.fallback = ActionsPage(controller, tool, self)
        layout.addWidget(self.fallback)

    def refresh(self) -> None:
        state = self.controller.state
        names = self.controller.names.territories
        in_dialog = state.battle >= 0 or bool(state.border_battle)
        for widget in (self.note, self.show_button):
            widget.setVisible(in_dialog)
        self.fallback.setVisible(not in_dialog)
        if state.battle >= 0:
            self.note.setText(self.tr("Declare what your units do in {territory} in the battle window.").format(
                territory=names[state.battle]))
        elif state.border_battle:
            first, second = state.border_battle
            self.note.setText(self.tr("Declare what your units do on the border of {first} and {second} in the "
                                      "battle window.").format(first=names[first], second=names[second]))
        if in_dialog:
            self.note.setAccessibleName(self.note.text())
        else:
            self.fallback.refresh()

    def show_battle(self):
        watch = getattr(self.window(), "battle_watch", None)
        return watch.open() if watch is not None else None


class AfterBattlePage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.setObjectName("afterBattlePage")
        self.setAccessibleName(self.tr("New orders after the battle"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.heading = _heading("", "afterBattleHeading", self)
        layout.addWidget(self.heading)
        self.orders = QListWidget(self)
        self.orders.setObjectName("newOrders")
        self.orders.setAccessibleName(self.tr("Where the units may go"))
        self.orders.currentRowChanged.connect(self._chosen)
        layout.addWidget(self.orders)
        row = QHBoxLayout()
        self.count = QSpinBox(self)
        self.count.setObjectName("newOrdersCount")
        self.count.setAccessibleName(self.tr("How many units"))
        self.move_button = _button(self.tr("Move"), "giveNewOrders", self.tr("Move the units"), self)
        self.move_button.clicked.connect(self.move)
        row.addWidget(self.count)
        row.addWidget(self.move_button, 1)
        layout.addLayout(row)
        self.stay_button = _button(self.tr("Stay"), "newOrdersPass", self.tr("Pass: the units stay"), self)
        self.stay_button.clicked.connect(self.stay)
        layout.addWidget(self.stay_button)
        self._orders: list[NewOrders] = []

    def refresh(self) -> None:
        controller = self.controller
        state = controller.state
        if state.after_battle >= 0:
            self.heading.setText(self.tr("Your units won in {territory}. Drag from there on the board to move "
                                         "those that can still move, or stay.").format(
                territory=controller.names.territories[state.after_battle]))
            self.heading.setAccessibleName(self.heading.text())
        orders = [a for a in controller.legal_actions() if isinstance(a, NewOrders)]
        if orders == self._orders:
            return
        self._orders = orders
        self.orders.clear()
        for action in orders:
            self.orders.addItem(action_text(controller, action))
        self.orders.setCurrentRow(0 if orders else -1)
        self.move_button.setEnabled(bool(orders))
        self.count.setEnabled(bool(orders))

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self._orders):
            most = self._orders[row].count
            self.count.setRange(1, most)
            self.count.setValue(most)

    def order_dragged(self, source: int, target: int) -> bool:
        """A drag on the board from the battle's territory: the first order there (armies
        before navies), with the count chosen on the page."""
        if source != self.controller.state.after_battle:
            return False
        current = self.orders.currentRow()
        if 0 <= current < len(self._orders) and self._orders[current].target == target:
            return self.move()  # the order chosen in the list, with its count
        for row, action in enumerate(self._orders):
            if action.target == target:
                self.orders.setCurrentRow(row)  # all of them, as the count is set anew
                return self.move()
        return False

    def move(self) -> bool:
        row = self.orders.currentRow()
        if not 0 <= row < len(self._orders):
            return False
        action = self._orders[row]
        return self.controller.perform(dataclasses.replace(action, count=min(self.count.value(), action.count)))

    def stay(self) -> bool:
        return self.controller.perform(Pass())
