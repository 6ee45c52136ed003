"""The end-of-turn card (phase draw-card): which face-up territory card to take, a coin card
when that is what is offered, or the face-up mission completed instead.

"If you attacked and conquered at least 1 territory on your turn, then you are eligible to
draw 1 Resource card" — the choice is the rules' (the listed TakeCard and CompleteMission
actions); this page names each choice and performs the one clicked.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from editor.language.counts import counts
from editor.language.pack_text import pack_text
from editor.play.legacy.pages.page_parts import card_territory, heading, note, slot_card
from engine.campaign.packs import mission_card
from engine.core.actions import Action
from engine.rules.legacy.actions import CompleteMission, TakeCard


class DrawCardPage(QWidget):
    """Buttons for the cards and the mission the person may take at the end of their turn."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("drawCardPage")
        self.setAccessibleName(self.tr("The end-of-turn card"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(heading(self.tr("Take a resource card"), "drawCardTitle", self))
        self.hint = note("drawCardHint", self.tr("Which cards you may take"), self)
        self._layout.addWidget(self.hint)
        self.buttons: list[QPushButton] = []
        self.mission_text = note("drawCardMission", self.tr("The face-up mission"), self)
        self._offered: tuple[Action, ...] | None = None

    def refresh(self) -> None:
        offered = tuple(self.controller.legal_actions())
        if offered == self._offered:
            return
        self._offered = offered
        for button in self.buttons:
            self._layout.removeWidget(button)
            button.deleteLater()
        self.buttons = [self._button(action) for action in offered]
        for button in self.buttons:
            self._layout.addWidget(button)
        self._show_mission(any(isinstance(a, CompleteMission) for a in offered))
        takes = [a for a in offered if isinstance(a, TakeCard)]
        if takes and takes[0].slot == 0:
            self.hint.setText(self.tr("None of the face-up cards is of a territory you control: "
                                      "you draw a coin card."))
        elif takes:
            self.hint.setText(self.tr("You conquered a territory this turn: take the face-up card "
                                      "of a territory you control."))
        else:
            self.hint.setText(self.tr("There is no card you may take."))

    def _button(self, action: Action) -> QPushButton:
        button = QPushButton(self)
        if isinstance(action, CompleteMission):
            button.setObjectName("completeMission")
            button.setText(self.tr("Complete the mission"))
        elif action.slot == 0:
            button.setObjectName("takeCoinCard")
            button.setText(self.tr("Take a coin card ({coins})").format(coins=counts().coins(1)))
        else:
            button.setObjectName(f"takeSlot{action.slot}")
            button.setText(self._slot_text(action.slot))
        button.setAccessibleName(button.text())
        button.clicked.connect(lambda _=False, a=action: self.controller.perform(a))
        return button

    def _slot_text(self, slot: int) -> str:
        card = slot_card(self.controller, slot)
        territory = card_territory(self.controller, card)
        name = self.controller.names.territory(territory) if territory is not None else "?"
        coins = self.controller.rules.card_coins(card)
        return self.tr("Slot {slot}: {territory} ({coins})").format(slot=slot, territory=name,
                                                                    coins=counts().coins(coins))

    def _show_mission(self, offered: bool) -> None:
        card = mission_card(self.controller.rules.legacy, self.controller.state.mission) if offered else None
        if card is None:
            self.mission_text.hide()
            return
        stars = counts().red_stars(card.stars)
        self.mission_text.setText(self.tr("Mission {name}: {text} Reward: {stars}, instead of the card.").format(
            name=pack_text(card, "name"), text=pack_text(card, "text"), stars=stars))
        self._layout.addWidget(self.mission_text)
        self.mission_text.show()
