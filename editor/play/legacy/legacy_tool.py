"""What a click on the board means in a Legacy game.

Besides the classic clicks (placing, attacking, maneuvering), Legacy decides places on the map:
a start, a scar, a reward's city. A page of the decision panel (or the tool itself) asks for one
with :meth:`LegacyPlayTool.pick_territory`: the places allowed are highlighted, a click on one
answers, a click elsewhere says why not. Escape gives up the choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from editor.play.play_tool import PlayTool


class LegacyPlayTool(PlayTool):
    """The play tool, with Legacy's clicks: a start, an expansion, a scar card, a reward."""

    def __init__(self, controller, board, parent=None) -> None:
        self._picking: tuple[frozenset[int], str, Callable[[int], None], Callable[[int], str] | None] | None = None
        super().__init__(controller, board, parent)

    # -- choosing a place ----------------------------------------------------------------------
    def pick_territory(self, allowed: Iterable[int], prompt: str, chosen: Callable[[int], None],
                       refusal: Callable[[int], str] | None = None) -> None:
        """Ask for a territory among ``allowed``: highlighted, ``prompt`` in the status bar;
        a click on one calls ``chosen(territory)`` (and ends the choice), a click elsewhere
        shows ``refusal(territory)`` (or the prompt)."""
        self._picking = (frozenset(allowed), prompt, chosen, refusal)
        self.refresh()
        self.status.emit(prompt)

    def picking(self) -> frozenset[int] | None:
        """The territories being asked for, if a place is being chosen."""
        return self._picking[0] if self._picking is not None else None

    def stop_picking(self) -> None:
        if self._picking is not None:
            self._picking = None
            self.refresh()

    def click(self, territory: int | None, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        if self._picking is not None and self.can_act():
            allowed, prompt, chosen, refusal = self._picking
            if territory in allowed:
                self._picking = None
                chosen(territory)
                self.refresh()
            else:
                self.status.emit(refusal(territory) if refusal is not None and territory is not None else prompt)
            return
        super().click(territory, modifiers)

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self._picking is not None:
            self.stop_picking()
            self.status.emit(self._hint())
            return True
        return super().key_press(event)

    def refresh(self, *_args) -> None:
        if self._picking is not None and not self.can_act():
            self._picking = None  # the decision moved on (another player, a hand-off)
        super().refresh()
        if self._picking is not None and self._active:
            self.board.highlight(set(), self._picking[0], None)
