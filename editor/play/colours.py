"""Player colours: a colour-blind-safe palette (Okabe and Ito), no two players alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

# (hex, English name). Distinguishable with the common forms of colour blindness; black is
# last because black armies on dark borders read worst.
PALETTE: tuple[tuple[str, str], ...] = (
    ("#e69f00", "Orange"),
    ("#56b4e9", "Sky blue"),
    ("#009e73", "Green"),
    ("#f0e442", "Yellow"),
    ("#0072b2", "Blue"),
    ("#d55e00", "Vermilion"),
    ("#cc79a7", "Pink"),
    ("#3a3a3a", "Black"),
)
NEUTRAL = "#a6a6a6"
UNOWNED = "#e6e4df"  # land nobody has claimed yet: light, warm grey


def _names_for_lupdate() -> list[str]:
    # Never called: lists the names literally so that lupdate offers them for translation.
    return [
        QCoreApplication.translate("Colours", "Orange"),
        QCoreApplication.translate("Colours", "Sky blue"),
        QCoreApplication.translate("Colours", "Green"),
        QCoreApplication.translate("Colours", "Yellow"),
        QCoreApplication.translate("Colours", "Blue"),
        QCoreApplication.translate("Colours", "Vermilion"),
        QCoreApplication.translate("Colours", "Pink"),
        QCoreApplication.translate("Colours", "Black"),
    ]


def colour_name(hex_colour: str) -> str:
    for value, name in PALETTE:
        if value == hex_colour.lower():
            return QCoreApplication.translate("Colours", name)
    return hex_colour


def default_colours(count: int) -> list[str]:
    return [PALETTE[i % len(PALETTE)][0] for i in range(count)]


def seat_colour(colour: str | None, seat: int, neutral: bool = False) -> QColor:
    """The colour a seat's territories are drawn in."""
    if neutral:
        return QColor(NEUTRAL)
    return QColor(colour or PALETTE[seat % len(PALETTE)][0])


def text_colour_on(background: QColor) -> QColor:
    """Black or white, whichever reads better on ``background``."""
    luminance = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF()
    return QColor("#111111") if luminance > 0.5 else QColor("#ffffff")


def player_colour(controller, player: int | None) -> QColor:
    """The colour ``player``'s territories are drawn in: their seat's, the neutral army grey,
    land nobody holds (``NOBODY`` or None) a lighter grey."""
    players = controller.state.players
    if player is None or not 0 <= player < len(players):
        return QColor(UNOWNED)
    seats = controller.seats
    colour = seats[player].colour if player < len(seats) else None
    return seat_colour(colour, player, players[player].neutral)
