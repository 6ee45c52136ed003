"""The secrets of the person at the screen in an MU economy game: their influence cards.

Money is public (the players' table and the board show everyone's); influence cards are not.
Like the classic hand panel (editor/play/hand_panel.py), it shows only the viewer the window
was given (``set_viewer``: nobody between people), and offers "Show …'s cards" when the screen
hid them for a moment.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class TreasuryPanel(QWidget):
    revealRequested = Signal()  # noqa: N815 (Qt naming)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("treasuryPanel")
        self.setAccessibleName(self.tr("Money and influence cards"))
        self._viewer: int | None = None
        self._reveal_for: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.title = QLabel(self)
        self.title.setObjectName("treasuryTitle")
        self.title.setAccessibleName(self.tr("Whose money and cards"))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.money = QLabel(self)
        self.money.setObjectName("treasuryMoney")
        self.money.setAccessibleName(self.tr("Money"))
        self.cards = QLabel(self)
        self.cards.setObjectName("treasuryCards")
        self.cards.setAccessibleName(self.tr("Influence cards"))
        self.cards.setWordWrap(True)
        self.hidden_note = QLabel(self.tr("Nobody's influence cards are shown."), self)
        self.hidden_note.setObjectName("treasuryHidden")
        self.hidden_note.setAccessibleName(self.tr("Influence cards hidden"))
        self.hidden_note.setWordWrap(True)
        self.reveal_button = QPushButton(self)
        self.reveal_button.setObjectName("treasuryReveal")
        self.reveal_button.clicked.connect(self.revealRequested)
        for widget in (self.title, self.money, self.cards, self.hidden_note, self.reveal_button):
            layout.addWidget(widget)
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def set_viewer(self, player: int | None, reveal_for: int | None = None) -> None:
        """Show ``player``'s money and cards; None shows nobody's (``reveal_for`` may ask)."""
        self._viewer = player
        self._reveal_for = reveal_for if player is None else None
        self.refresh()

    def viewer(self) -> int | None:
        return self._viewer

    def refresh(self) -> None:
        controller, viewer = self.controller, self._viewer
        players = controller.state.players
        visible = viewer is not None and 0 <= viewer < len(players)
        for widget in (self.title, self.money, self.cards):
            widget.setVisible(visible)
        self.hidden_note.setVisible(not visible)
        reveal = self._reveal_for
        self.reveal_button.setVisible(not visible and reveal is not None)
        if reveal is not None:
            text = self.tr("Show {player}'s Cards").format(player=players[reveal].name)
            self.reveal_button.setText(text)
            self.reveal_button.setAccessibleName(text)
        if not visible:
            self.cards.clear()
            return
        view = controller.view_for(viewer)
        seat = view.players[viewer]
        self.title.setText(self.tr("{player}'s treasury").format(player=seat.name))
        self.money.setText(self.tr("{money} MU").format(money=seat.money))
        names = controller.names.territories
        places = controller.world.card_territories
        hand = [names[places[card]] for card in seat.cards if 0 <= card < len(places)]
        if hand:
            self.cards.setText(self.tr("Influence cards ({count}): {cards}").format(
                count=len(hand), cards=", ".join(sorted(hand))))
        else:
            self.cards.setText(self.tr("No influence cards: win battles to earn them."))
