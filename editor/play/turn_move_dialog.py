"""What the dialogs of one move of a turn (Legacy's expand, the maneuver or classic fortify)
share: they belong to the turn they were opened in, and their default count spares an HQ.

A move dialog is non-modal: the map stays usable behind it, so the turn can end under it
(the phase panel's End Turn), or the screen can be handed to someone else. The dialog's
question is then about a moment that has passed; left open, the next person would find
someone else's move waiting for them. So it closes itself.
"""

from __future__ import annotations

import contextlib

from PySide6.QtWidgets import QDialog

from engine.core.state import NOBODY, Phase

HQ_KEEPS = 2  # troops a default move leaves on an HQ: one troop alone is taken by any attack


class TurnWatch:
    """Closes a move dialog (as Cancel) when the turn or the part of it it was opened in ends
    (an expansion asked during the attacks is not made in the maneuver: the play-test found
    the dialog left open, its button refused), when the game is over, or when the screen is
    to be handed to another person. The dialog's own move, which
    may end the turn (the maneuver does), is made inside ``own_move()``: the dialog closes
    itself then, as accepted."""

    def __init__(self, dialog: QDialog, controller) -> None:
        self.dialog, self.controller = dialog, controller
        state = controller.state
        self.opened_in = (state.turn, state.current, state.phase)
        self._moving = False
        controller.stateChanged.connect(self._check)
        controller.handoffNeeded.connect(self._handed_over)
        dialog.finished.connect(self._forget)

    @contextlib.contextmanager
    def own_move(self):
        self._moving = True
        try:
            yield
        finally:
            self._moving = False

    def _check(self) -> None:
        now = self.controller.state
        if not self._moving and (now.phase == Phase.GAME_OVER or (now.turn, now.current, now.phase) != self.opened_in):
            self.dialog.reject()

    def _handed_over(self, _player: int) -> None:
        if not self._moving:
            self.dialog.reject()

    def _forget(self, _result: int) -> None:
        for signal, slot in ((self.controller.stateChanged, self._check),
                             (self.controller.handoffNeeded, self._handed_over)):
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with the controller
                signal.disconnect(slot)


def default_count(state, source: int, allowed: range) -> int:
    """The count a move dialog starts at: all but one, as the engine lists it, except out of
    an HQ the mover holds, which keeps ``HQ_KEEPS`` troops when the move allows it (else the
    engine's minimum, which leaves the most there). Whoever's HQ it is (the mover's own, or
    one they captured), holding it is a red star: emptying it down to one troop by accepting
    the default would hand it to the first attack (issue 28, item 17).
    Rule sets without HQs (classic Risk) keep the engine's default."""
    most = allowed.stop - 1
    hq = getattr(state, "hq", None)
    if not hq or hq[source] == NOBODY:
        return most
    sparing = state.armies[source] - HQ_KEEPS
    return max(allowed.start, min(most, sparing))


def keep_beside_territories(dialog: QDialog, kind: str, territories: tuple[int, ...]) -> None:
    """Ask the play window the dialog belongs to (its parent) to keep it beside
    ``territories`` and among the game's dialogs (hidden under the hand-off cover, closed
    with the game); a dialog without a play window stays where Qt put it."""
    window = dialog.parentWidget()
    adopt = getattr(window, "adopt_dialog", None)
    if adopt is not None:
        adopt(kind, dialog, territories)
