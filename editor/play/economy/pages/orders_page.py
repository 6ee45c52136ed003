"""What the planning and friendly-movement pages share: orders given by dragging on the board
(a drag from a territory to another asks how many, pages' ``order_dragged``), a list of the
person's own orders with a button to take one back, and a button to be done.

Only the person deciding is shown, and only their own orders: the list is read from
``controller.view_for(controller.shown_player())``, which hides everyone else's. The count
dialog goes when the page goes (a hand-off, the next phase).
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from editor.play.economy.order_dialog import OrderDialog


class OrdersPage(QWidget):
    order_kind: type  # the action a drag stands for (Plan, MoveUnits)

    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.player = controller.decider()
        self.dialog: OrderDialog | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(4)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.heading = QLabel(self)
        layout.addWidget(self.heading)
        self.orders = QListWidget(self)
        self.orders.setMaximumHeight(140)
        self.orders.currentRowChanged.connect(lambda _row: self._show_remove())
        layout.addWidget(self.orders)
        self.extra = QVBoxLayout()
        layout.addLayout(self.extra)
        buttons = QHBoxLayout()
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self.remove)
        self.done_button = QPushButton(self)
        self.done_button.clicked.connect(self.done)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.done_button, 1)
        layout.addLayout(buttons)
        controller.handoffNeeded.connect(self._close_dialog)
        controller.stateChanged.connect(self._dialog_still_right)
        self._entries: list[tuple[str, int | None]] = []  # (text, log position to take back, if any)

    # -- what a page says ------------------------------------------------------------------------
    def dialog_title(self) -> str:
        raise NotImplementedError

    def entries(self) -> list[tuple[str, int | None]]:
        """The person's orders in words, each with the log position that take_back undoes
        (None: it cannot be taken back, e.g. given before the game was loaded)."""
        raise NotImplementedError

    def done(self) -> bool:
        raise NotImplementedError

    # -- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.player is None or self.controller.decider() != self.player:
            return
        entries = self.entries()
        if entries != self._entries:
            row = self.orders.currentRow()
            self._entries = entries
            self.orders.clear()
            for text, _position in entries:
                self.orders.addItem(text)
            if entries:
                self.orders.setCurrentRow(min(max(row, 0), len(entries) - 1))
        self._show_remove()

    def _show_remove(self) -> None:
        row = self.orders.currentRow()
        chosen = self._entries[row] if 0 <= row < len(self._entries) else None
        self.remove_button.setEnabled(chosen is not None and chosen[1] is not None)
        if chosen is None:
            self.remove_button.setToolTip(self.tr("Choose an order in the list first"))
        elif chosen[1] is None:
            self.remove_button.setToolTip(self.tr("Orders given before the game was loaded cannot be taken back"))
        else:
            self.remove_button.setToolTip(self.tr("Take back the chosen order"))

    # -- acting ------------------------------------------------------------------------------------
    def order_dragged(self, source: int, target: int) -> None:
        choices = [a for a in self.controller.legal_actions()
                   if isinstance(a, self.order_kind) and (a.source, a.target) == (source, target)]
        if not choices:
            self.tool.status.emit(self.controller.explain(self.order_kind(source, target, 1, "army"))
                                  or self.tr("No units can go there."))
            return
        self._close_dialog()
        self.dialog = OrderDialog(self.controller, self.dialog_title(), choices, self)
        self.dialog.finished.connect(lambda _code, d=self.dialog: self._forget(d))
        self.dialog.show()
        self.dialog.raise_()

    def give_open_order(self) -> bool:
        """Done (Submit) while the count dialog is open: the order in it is given first, not
        lost; False if it was refused (the dialog stays to say why)."""
        if self.dialog is not None and self.dialog.isVisible():
            return self.dialog.take()
        return True

    def remove(self) -> bool:
        row = self.orders.currentRow()
        if not 0 <= row < len(self._entries) or self._entries[row][1] is None:
            return False
        return self.controller.take_back(self._entries[row][1], (self.order_kind,))

    def _forget(self, dialog: OrderDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def _close_dialog(self, *_args) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.reject()  # (it forgets its order as it closes)
            dialog.deleteLater()

    def _dialog_still_right(self) -> None:
        if self.controller.decider() != self.player or self.controller.waiting_for_handoff() is not None:
            self._close_dialog()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        # The page is going (a hand-off, the next phase) or the window is hidden: the orders
        # leave the screen now, not when Qt gets round to deleting the page.
        self._close_dialog()
        self._entries = []
        self.orders.clear()
        super().hideEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self.refresh()
