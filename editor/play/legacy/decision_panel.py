"""The Legacy decisions that are not a click on the board, one page per phase.

The panel shows the page of the phase being decided, to the person deciding (nothing while a
computer player decides or the screen is being handed over). A page is a widget made with
``(controller, parent)`` that has ``refresh()``: it reads what is legal from the controller and
performs the chosen action with ``controller.perform``. Pages live in their own modules
(editor/play/legacy/pages/*.py) and are listed in PAGES below.

A page may answer for the person without asking (``answers_itself()``: the missile question
when no missile of theirs could change the roll): the panel stays hidden then. ``asked`` says
each time a person is put a question (once per decision), for whoever counts them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from editor.play.legacy.pages.coin_chart_page import CoinChartPage
from editor.play.legacy.pages.draw_card import DrawCardPage
from editor.play.legacy.pages.missile_page import MissilePage
from editor.play.legacy.pages.name_the_world import NameTheWorldPage
from editor.play.legacy.pages.pack_opened import PackOpenedPage
from editor.play.legacy.pages.rewards import RewardsPage
from editor.play.legacy.pages.setup_pages import ChooseFactionPage, ChooseStartPage
from editor.play.legacy.pages.start_of_turn_page import StartOfTurnPage
from engine.core.state import Phase
from engine.rules.legacy.state import (
    DRAW_CARD,
    JOIN_THE_WAR,
    MISSILE_WINDOW,
    NAME_THE_WORLD,
    PACK_OPENED,
    PICK_FACTION,
    PICK_START,
    REWARDS,
    START_OF_TURN,
)

# phase -> the page that offers its decisions
PAGES: dict[str, Callable[..., QWidget]] = {
    PICK_FACTION: ChooseFactionPage,
    PICK_START: ChooseStartPage,
    JOIN_THE_WAR: ChooseStartPage,
    START_OF_TURN: StartOfTurnPage,
    Phase.REINFORCE: CoinChartPage,
    MISSILE_WINDOW: MissilePage,
    DRAW_CARD: DrawCardPage,
    PACK_OPENED: PackOpenedPage,
    REWARDS: RewardsPage,
    NAME_THE_WORLD: NameTheWorldPage,
}


class DecisionPanel(QWidget):
    """Offers the person deciding the Legacy choices of ``controller``'s game."""

    asked = Signal(str, int)  # a page put its question to a person: (phase, seat)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("legacyDecisionPanel")
        self.setAccessibleName(self.tr("Decision"))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self.page: QWidget | None = None
        self._page_phase: str | None = None
        self._question: tuple | None = None  # (phase, seat, log length) of the last question put
        for signal in (controller.stateChanged, controller.humanTurn, controller.handoffNeeded,
                       controller.gameOver, controller.screenChanged):
            signal.connect(self.refresh)
        self.refresh()

    def person_decides(self) -> bool:
        controller = self.controller
        return controller.is_human(controller.decider()) and controller.waiting_for_handoff() is None

    def refresh(self, *_args) -> None:
        """Show the page of the phase now, for the person deciding; else nothing."""
        phase = self.controller.state.phase if self.person_decides() else None
        if phase != self._page_phase:
            if self.page is not None:
                # Hidden at once: deleteLater would leave it on screen under the new page
                # until the event loop runs.
                self.page.hide()
                self._layout.removeWidget(self.page)
                self.page.deleteLater()
                self.page = None
            self._page_phase = phase
            make = PAGES.get(phase) if phase is not None else None
            if make is not None:
                self.page = make(self.controller, self)
                self._layout.addWidget(self.page)
        if self.page is not None:
            self.page.refresh()
        asking = self.page is not None and not self._answers_itself()
        self.setVisible(asking)
        if asking:
            controller = self.controller
            question = (phase, controller.decider(), len(controller.game.log))
            if question != self._question:
                self._question = question
                self.asked.emit(phase, controller.decider())

    def _answers_itself(self) -> bool:
        answers = getattr(self.page, "answers_itself", None)
        return answers is not None and answers()
