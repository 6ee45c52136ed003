"""The friendly-movement page: units not in plans moved within friendly territory by dragging
on the board (how many, and armies or navies, asked after the drag), the moves made listed
with Undo, and Done."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QWidget

from editor.named_widgets import named_button
from editor.play.economy import action_choice
from editor.play.economy.action_words import action_text
from editor.play.economy.pages.orders_page import OrdersPage
from engine.rules.economy.actions import Blockade, Done, EndBlockade, MoveUnits


class MovementPage(OrdersPage):
    order_kind = MoveUnits

    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(controller, tool, parent)
        self.setObjectName("movementPage")
        self.setAccessibleName(self.tr("Friendly movement"))
        self.hint.setObjectName("movementHint")
        self.hint.setAccessibleName(self.tr("How to move"))
        self.hint.setText(self.tr("Drag from one of your territories to a friendly one to move units that are in "
                                  "no plan."))
        self.heading.setObjectName("movementHeading")
        self.heading.setAccessibleName(self.tr("Your moves"))
        self.heading.setText(self.tr("Your moves this phase:"))
        self.orders.setObjectName("movementMoves")
        self.orders.setAccessibleName(self.tr("Your moves"))
        self.remove_button.setObjectName("movementUndo")
        self.remove_button.setText(self.tr("Undo"))
        self.remove_button.setAccessibleName(self.tr("Take back the chosen move"))
        self.done_button.setObjectName("movementDone")
        self.done_button.setText(self.tr("Done"))
        self.done_button.setAccessibleName(self.tr("Done moving"))
        self.done_button.setToolTip(self.tr("Finish moving for this round"))
        # Blockades are declared in friendly movement (the Economy menu has them too).
        self.blockade_buttons: dict[str, QPushButton] = {}
        for key, text, name in (
            ("blockade", self.tr("Blockade a Navy Base…"), self.tr("Blockade an enemy navy base with a navy unit")),
            ("end-blockade", self.tr("End a Blockade…"), self.tr("End one of your blockades")),
        ):
            button = named_button(self, f"movement.{key}", text, name, lambda k=key: self._choose(k))
            self.extra.addWidget(button)
            self.blockade_buttons[key] = button
        self.refresh()

    def dialog_title(self) -> str:
        return self.tr("Move Units")

    def entries(self) -> list[tuple[str, int | None]]:
        return [(action_text(self.controller, action), position)
                for position, action in self.controller.takeable((MoveUnits,))]

    def done(self) -> bool:
        if not self.give_open_order():
            return False
        return self.controller.perform(Done())

    def refresh(self) -> None:
        super().refresh()
        buttons = getattr(self, "blockade_buttons", {})
        for key, kind in (("blockade", Blockade), ("end-blockade", EndBlockade)):
            if key in buttons:
                buttons[key].setVisible(bool(action_choice.available(self.controller, kind)))

    def _choose(self, key: str):
        window = self.window()
        return window.choose_action(key) if hasattr(window, "choose_action") else None
