"""What the Legacy decision pages share: a page's frame, its buttons, and the words for the
game's things (factions and powers, resource cards, the choice order, modifier sources).

A page never decides what is legal: it lists the controller's legal actions and performs one
with ``controller.perform``; a refusal shows the engine's own reason (``controller.explain``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.language.problem_text import as_sentence
from editor.play.event_text import seat_name
from editor.play.legacy.dice_words import change_text, source_name  # noqa: F401 (the pages' words)
from engine.core.actions import Action
from engine.rules.legacy.state import JOIN_THE_WAR, PICK_FACTION, PICK_START

_SETUP_PHASES = (PICK_FACTION, PICK_START, JOIN_THE_WAR)


# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


class Page(QWidget):
    """A decision page: a bold title, the page's own widgets, and a line for refusals."""

    def __init__(self, controller, parent: QWidget | None, name: str, accessible: str) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName(name)
        self.setAccessibleName(accessible)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 4, 0, 4)
        self.title = self.label("pageTitle", translate("LegacyPages", "What to decide"))
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.box.addWidget(self.title)
        self.refusal = self.label("pageRefusal", translate("LegacyPages", "Why not"))
        self.refusal.setStyleSheet("color: #b71c1c;")
        self._refusal_added = False

    def finish_layout(self) -> None:
        """The refusal line goes last, under what the page added."""
        if not self._refusal_added:
            self._refusal_added = True
            self.box.addWidget(self.refusal)

    def label(self, name: str, accessible: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        return label

    def button(self, name: str, text: str, slot, parent: QWidget | None = None) -> QPushButton:
        button = QPushButton(text, parent or self)
        button.setObjectName(name)
        button.setAccessibleName(text.replace("&", ""))
        button.clicked.connect(slot)
        return button

    def perform(self, action: Action) -> bool:
        """Perform ``action`` for the person deciding; if the engine refuses, say why here."""
        self.refusal.clear()
        reason = self.controller.attempt(action)
        if reason is not None:
            self.refuse(reason)
        return reason is None

    def refuse(self, reason: str) -> str:
        """Say on the page why something was refused (as a sentence); the reason, for the
        status bar too."""
        self.refusal.setText(as_sentence(reason))
        return reason

    def tool(self):
        """The window's play tool (the Legacy tool picks places on the board), if shown in one."""
        return getattr(self.window(), "tool", None)

    def decider_name(self) -> str:
        decider = self.controller.decider()
        return seat_name(self.controller, decider) if decider is not None else ""

    def refresh(self) -> None:  # (each page fills it in)
        pass


# -- the words for the game's things --------------------------------------------------------------

def campaign(controller):
    """The campaign world the game is played on (factions, powers, scar types)."""
    return controller.rules.legacy


def faction_name(controller, faction_id: str) -> str:
    faction = campaign(controller).faction(faction_id)
    return catalogue_text(faction.name) if faction is not None else faction_id


def power_of(controller, faction_id: str):
    """The faction's chosen starting power (a Power), or None."""
    faction = campaign(controller).faction(faction_id)
    return campaign(controller).power(faction.power) if faction is not None and faction.power else None


def choice_order_text(controller) -> str:
    """"Choice order: 1. Ann (Khan Industries), 2. Bob ← choosing, 3. Cy"."""
    state = controller.state
    parts = []
    for place, seat in enumerate(state.choice_order, 1):
        player = state.players[seat]
        text = translate("LegacyPages", "{place}. {player}").format(place=place, player=seat_name(controller, seat))
        if player.faction:
            text += " " + translate(
                "LegacyPages", "({faction})").format(faction=faction_name(controller, player.faction))
        if seat == state.current and state.phase in _SETUP_PHASES:
            text += " " + translate("LegacyPages", "← choosing")
        parts.append(text)
    return translate("LegacyPages", "Choice order (rolled): {order}").format(order=", ".join(parts))


def card_coins(controller, card: int) -> int:
    return controller.rules.card_coins(card)


def card_text(controller, card: int) -> str:
    """A resource card as people read it: "Brazil (2 coins)", "Coin card (1 coin)"."""
    coins = card_coins(controller, card)
    rules = controller.rules
    if 0 <= card < rules.card_count:
        territory = controller.world.card_territories[card]
        name = controller.names.territories[territory]
    else:
        name = translate("LegacyPages", "Coin card")
    return translate("LegacyPages", "{card} ({coins})").format(card=name, coins=counts().coins(coins))
