"""Fresh ids and names for territories the tools create (drawn or split off)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.board.board import Board

ID_PREFIX = "territory-"


def default_name(number: int) -> str:
    return QCoreApplication.translate("TerritoryIds", "Territory {number}").format(number=number)


def new_territory(board: Board) -> tuple[str, str]:
    """The first unused ``territory-N`` id with its name "Territory N".

    N also skips numbers whose name is taken, so a fresh territory never duplicates a name
    (validation would warn about that).
    """
    ids = {t.id for t in board.territories}
    names = {t.name for t in board.territories}
    number = 1
    while f"{ID_PREFIX}{number}" in ids or default_name(number) in names:
        number += 1
    return f"{ID_PREFIX}{number}", default_name(number)
