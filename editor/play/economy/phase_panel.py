"""Who decides in an MU economy game, and the page where they decide.

The top is the classic phase panel's (the player, the round, the phase and what to do, and
"Finish this round" for computer players); its classic controls (placing armies, attack and
turn buttons) are hidden. Everyone plays each phase of a round, so the panel speaks of rounds
where the classic one speaks of turns. Below, the page of the phase being decided, shown to the person
deciding only (nothing while a computer player decides or the screen changes hands). A page is
a widget made with ``(controller, tool, parent)`` that has ``refresh()``; it may also have
``territory_clicked(t)`` and ``order_dragged(source, target)``, which the board's clicks and
drags reach (economy_tool.py). Pages live in pages/ and are listed in PAGES; a phase without a
page of its own gets the list of its legal actions (pages/actions_page.py).

The panel is as wide as the widest page it has shown in the game, so the side column (and
the map beside it, with its zoom) keeps its width from phase to phase.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from editor.play.colours import player_colour
from editor.play.economy.pages.actions_page import ActionsPage
from editor.play.economy.pages.combat_page import AfterBattlePage, BattlePage, ChooseBattlePage
from editor.play.economy.pages.movement_page import MovementPage
from editor.play.economy.pages.planning_page import PlanningPage
from editor.play.economy.pages.setup_page import DraftPage, PlacementPage
from editor.play.economy.pages.shop_page import ShopPage
from editor.play.phase_panel import PhasePanel
from engine.core.state import Phase
from engine.rules.economy.phases import AFTER_BATTLE, BATTLE, CHOOSE_BATTLE

# phase -> the page that offers its decisions (the others: ActionsPage)
PAGES: dict[str, Callable[..., QWidget]] = {
    "draft": DraftPage,
    "draft-placement": PlacementPage,
    "get": ShopPage,
    "planning": PlanningPage,
    "friendly-movement": MovementPage,
    CHOOSE_BATTLE: ChooseBattlePage,
    BATTLE: BattlePage,
    AFTER_BATTLE: AfterBattlePage,
}


class EconomyPhasePanel(PhasePanel):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        self.tool = None
        self.page: QWidget | None = None
        self._page_key: tuple | None = None
        super().__init__(controller, parent)
        self.setObjectName("economyPhasePanel")
        self.setAccessibleName(self.tr("Round and phase"))
        controller.screenChanged.connect(self.refresh)

    def _build(self) -> None:
        super()._build()
        for classic in (self.count_label, self.placement_count, self.placement_hint, self.begin_attack,
                        self.end_attack, self.end_turn, self.undo_placement, self.auto_place):
            classic.hide()
        # The computer players play on to the end of the round (controller.skip_to_end_of_turn).
        self.skip_turn.setText(self.tr("Finish this round"))
        self.skip_turn.setToolTip(self.tr("Let the computer players play the rest of this round at once"))
        self.skip_turn.setAccessibleName(self.tr("Finish this round"))
        self.turn_label.setText(self.tr("Round"))
        # The page goes above the stretch the classic panel ends with.
        layout = self.layout()
        self._page_index = layout.count() - 1

    def set_tool(self, tool) -> None:
        """The board's tool: pages ask it for places, and hear its clicks and drags."""
        self.tool = tool
        tool.territoryClicked.connect(self._clicked)
        tool.orderDragged.connect(self._dragged)
        self.refresh()

    def refresh(self, *_args) -> None:
        super().refresh()
        self.auto_place.hide()
        state = self.controller.state
        decider = self.controller.decider()
        # Rounds, not turns, whoever decides (and once the game is over: the round it ended in).
        self.turn_label.setText(self.tr("Round {round}").format(round=state.turn) if state.turn > 0
                                else self.tr("Setting up"))
        if state.phase != Phase.GAME_OVER and decider is not None:
            # Everyone decides in the simultaneous phases: name the one deciding now.
            self.player_label.setText(state.players[decider].name)
            self.swatch.setToolTip(state.players[decider].name)
            self.swatch.set_colour(player_colour(self.controller, decider))
            # The header names whoever decides, so the task needs no name before it; and
            # "Finish this round" is for a computer player deciding, not for the player whose
            # turn it nominally is (everyone plays each phase).
            task = self.controller.rules.phase_info(state.phase).task
            if self.person_decides() and task:
                self.task_label.setText(QCoreApplication.translate("Phase", task))
            computer = not self.controller.is_human(decider)
            self.skip_turn.setVisible(computer or not self.controller.humans())
            self.skip_turn.setEnabled(computer)
        self._show_page()

    def _show_page(self) -> None:
        if self.tool is None:
            return
        controller = self.controller
        deciding = self.person_decides()
        key = (controller.state.phase, controller.decider()) if deciding else None
        if key != self._page_key:
            if self.page is not None:
                self.page.hide()  # at once: deleteLater would leave it on screen a moment
                self.layout().removeWidget(self.page)
                self.page.deleteLater()
                self.page = None
            self._page_key = key
            if key is not None:
                page_type = PAGES.get(key[0], ActionsPage)
                self.page = page_type(controller, self.tool, self)
                self.layout().insertWidget(self._page_index, self.page)
        if self.page is not None:
            self.page.refresh()
        self._keep_width()

    def _keep_width(self) -> None:
        """Never narrower than the widest page shown so far: the side column does not jump
        (nor the map's zoom with it) when a narrower page follows a wider one."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        wanted = max(self.minimumSizeHint().width(), layout.minimumSize().width())
        if wanted > self.minimumWidth():
            self.setMinimumWidth(wanted)

    def _clicked(self, territory: int) -> None:
        handler = getattr(self.page, "territory_clicked", None)
        if handler is not None:
            handler(territory)

    def _dragged(self, source: int, target: int) -> None:
        handler = getattr(self.page, "order_dragged", None)
        if handler is not None:
            handler(source, target)
