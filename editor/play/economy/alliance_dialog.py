"""Alliances and surrender in an MU economy game: the Economy menu's dialogs.

"Both players must be in agreement on the creation of an alliance": a player offers one
(the engine's OfferAlliance, in the get phase) and the other accepts by offering back. An
offer to a person is put to them when the screen is theirs in a get phase (so privately,
behind the hand-off cover): Accept is their own OfferAlliance back; Decline does nothing (the
offer stays open in the engine, and is not put to them again in this window). Surrender
("their armies become neutral") is asked for with a confirmation.

:func:`offers_to` and :func:`allies_of` read who offered and who is allied, for the players'
table and the board.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.play.colours import player_colour
from editor.play.event_text import seat_name
from editor.play.game_log import swatch
from engine.core.state import GameState
from engine.rules.economy.actions import OfferAlliance, Surrender

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


def allies_of(state: GameState, player: int) -> list[int]:
    """The seats allied with ``player`` (both agreed)."""
    return list(getattr(state.players[player], "allies", []))


def offers_to(state: GameState, player: int) -> list[int]:
    """The seats that offered ``player`` an alliance not yet answered."""
    mine = state.players[player]
    return [other for other, seat in enumerate(state.players)
            if other != player and player in getattr(seat, "offers", []) and other not in getattr(mine, "allies", [])]


def offerable(controller) -> list[int]:
    """The seats the person deciding may offer an alliance to now (none: the menu is disabled)."""
    if not _person_at_screen(controller):
        return []
    return [action.seat for action in controller.legal_actions() if isinstance(action, OfferAlliance)]


def can_surrender(controller) -> bool:
    return _person_at_screen(controller) and any(isinstance(a, Surrender) for a in controller.legal_actions())


def _person_at_screen(controller) -> bool:
    """A person decides and the screen is theirs (not waiting to be handed over)."""
    decider = controller.decider()
    return controller.is_human(decider) and controller.waiting_for_handoff() is None


class OfferAllianceDialog(QDialog):
    """Choose the player to offer an alliance to; OK offers it (the engine's OfferAlliance)."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("offerAllianceDialog")
        self.setWindowTitle(self.tr("Offer an Alliance"))
        self.setAccessibleName(self.tr("Offer an alliance"))
        layout = QVBoxLayout(self)
        explanation = QLabel(self.tr(
            "Allies never fight each other, and each one's territory is friendly to the other. The alliance is "
            "made when the other player offers one back; it is never broken."), self)
        explanation.setObjectName("offerAllianceExplanation")
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.seats = QListWidget(self)
        self.seats.setObjectName("allianceSeats")
        self.seats.setAccessibleName(self.tr("Players you may offer an alliance to"))
        for seat in offerable(controller):
            item = QListWidgetItem(swatch(player_colour(controller, seat), 14), seat_name(controller, seat))
            item.setData(Qt.ItemDataRole.UserRole, seat)
            self.seats.addItem(item)
        self.seats.setCurrentRow(0)
        self.seats.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Offer"))
        ok.setObjectName("offerAlliance")
        ok.setAccessibleName(self.tr("Offer the alliance"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setObjectName("cancelAlliance")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def choose(self, seat: int) -> None:
        for row in range(self.seats.count()):
            if self.seats.item(row).data(Qt.ItemDataRole.UserRole) == seat:
                self.seats.setCurrentRow(row)

    def accept(self) -> None:
        item = self.seats.currentItem()
        if item is not None:
            self.controller.perform(OfferAlliance(item.data(Qt.ItemDataRole.UserRole)))
        super().accept()


class AllianceOfferDialog(QDialog):
    """An offer put to the person it was made to: Accept (their OfferAlliance back) or Decline."""

    answered = Signal(bool)  # accepted

    def __init__(self, controller, offerer: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.offerer = offerer
        self.setObjectName("allianceOfferDialog")
        self.setWindowTitle(self.tr("An Alliance Is Offered"))
        self.setAccessibleName(self.tr("An alliance is offered"))
        layout = QVBoxLayout(self)
        self.question = QLabel(self.tr("{player} offers you an alliance. Allies never fight each other, and each "
                                       "one's territory is friendly to the other; an alliance is never broken.").format(
            player=seat_name(controller, offerer)), self)
        self.question.setObjectName("allianceOfferQuestion")
        self.question.setWordWrap(True)
        self.question.setAccessibleName(self.question.text())
        layout.addWidget(self.question)
        buttons = QDialogButtonBox(self)
        self.accept_button = QPushButton(self.tr("Accept"), self)
        self.accept_button.setObjectName("acceptAlliance")
        self.accept_button.setAccessibleName(self.tr("Accept the alliance"))
        self.decline_button = QPushButton(self.tr("Decline"), self)
        self.decline_button.setObjectName("declineAlliance")
        self.decline_button.setAccessibleName(self.tr("Decline the alliance"))
        buttons.addButton(self.accept_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.decline_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        accepted = self.controller.perform(OfferAlliance(self.offerer))
        super().accept()
        self.answered.emit(accepted)

    def reject(self) -> None:
        super().reject()
        self.answered.emit(False)


def confirm_surrender(parent: QWidget, controller) -> bool:
    """The person deciding is asked to confirm (:func:`ask_surrender`), then surrenders (the
    engine's Surrender). True if they did."""
    return ask_surrender(parent, seat_name(controller, controller.decider())) and controller.perform(Surrender())


def ask_surrender(parent: QWidget, name: str) -> bool:
    """"Ada, surrender?" — True for Surrender, False for Keep Playing (the default)."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Surrender", "Surrender"), translate(
        "Surrender", "{player}, surrender? Your units become neutral, your territories belong to nobody and you "
        "are out of the game. This cannot be undone.").format(player=name), QMessageBox.StandardButton.NoButton,
        parent)
    box.setObjectName("surrenderQuestion")
    surrender = box.addButton(translate("Surrender", "Surrender"), QMessageBox.ButtonRole.DestructiveRole)
    surrender.setObjectName("confirmSurrender")
    keep = box.addButton(translate("Surrender", "Keep Playing"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keepPlaying")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is surrender
