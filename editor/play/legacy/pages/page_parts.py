"""Small pieces the Legacy decision pages share: a heading, a wrapped note, a line that says
what is wrong, and the names of cards and places as people read them."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from editor.language.problem_text import as_sentence
from engine.rules.legacy import sideboard

PROBLEM_STYLE = "color: #b71c1c;"


def heading(text: str, name: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    label.setAccessibleName(text)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def note(name: str, accessible: str, parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setAccessibleName(accessible)
    label.setWordWrap(True)
    return label


def problem(name: str, accessible: str, parent: QWidget) -> QLabel:
    """A line saying why a choice is refused (hidden while there is nothing wrong)."""
    label = note(name, accessible, parent)
    label.setStyleSheet(PROBLEM_STYLE)
    label.hide()
    return label


def show_problem(label: QLabel, text: str | None) -> None:
    label.setText(as_sentence(text or ""))
    label.setVisible(bool(text))


def slot_card(controller, slot: int) -> int:
    """The territory card face up in ``slot`` (1 for the first), or sideboard.EMPTY."""
    slots = controller.state.slots
    return slots[slot - 1] if 1 <= slot <= len(slots) else sideboard.EMPTY


def card_territory(controller, card: int) -> int | None:
    territories = controller.world.card_territories
    return territories[card] if 0 <= card < len(territories) else None
