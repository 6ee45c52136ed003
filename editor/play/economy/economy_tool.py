"""What a click or a drag on the board means in an MU economy game.

The economy's decisions are made on the page of the phase panel (phase_panel.py); the board
only points at places. A drag from one territory to another stands for "these units, from
here to there" (a planned move, a friendly move, new orders after a battle): the tool says
so with ``orderDragged`` and the page asks how many. A click stands for "this place"
(``territoryClicked``): the shop recruits or builds there, the combat page picks its battle.
A page may also ask for a place with ``pick_territory`` (editor/play/play_tool.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal

from editor.play.economy.action_words import units_name
from editor.play.play_tool import PlayTool
from editor.play.screen_privacy import shown_state
from engine.core.state import NOBODY
from engine.rules.economy.actions import ARMY, NAVY, MoveUnits, NewOrders, Plan

# Actions that take units from a territory to another: what a drag stands for.
MOVES = (Plan, MoveUnits, NewOrders)


class EconomyPlayTool(PlayTool):
    territoryClicked = Signal(int)  # noqa: N815 (Qt naming)
    orderDragged = Signal(int, int)  # noqa: N815 source, target

    def click(self, territory: int | None, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        if self._picking is not None or territory is None or not self.can_act():
            super().click(territory, modifiers)
            return
        self.click_modifiers = modifiers  # the shop recruits more with Shift (pages/shop_page.py)
        self.territoryClicked.emit(territory)

    def _pair(self, source: int | None, target: int) -> None:
        if source is not None and self.can_act():
            self.orderDragged.emit(source, target)
        self.refresh()

    def _attack_moves(self) -> dict[int, set[int]]:
        return {}

    def refresh(self, *_args) -> None:
        super().refresh()
        self._moves = self.economy_moves() if self.can_act() else {}
        if self._active and self._picking is None and self._moves:
            source = self._source
            self.board.highlight(set(self._moves), self._moves.get(source, set()) if source is not None else set(),
                                 source)

    def economy_moves(self) -> dict[int, set[int]]:
        """Where the person deciding may send units from each territory now (plans, friendly
        moves, new orders after a battle), as the engine lists them."""
        moves: dict[int, set[int]] = {}
        state = self.controller.state
        for action in self.controller.legal_actions():
            if isinstance(action, Plan | MoveUnits):
                moves.setdefault(action.source, set()).add(action.target)
            elif isinstance(action, NewOrders):
                moves.setdefault(state.after_battle, set()).add(action.target)
        return moves

    def _can_drag_from(self, territory: int | None) -> bool:
        return territory is not None and self.can_act() and territory in self._moves

    def _actionable(self, territory: int) -> bool:
        return self.can_act() and (territory in self._moves or (self._picking is not None
                                                                 and territory in self._picking[0]))

    def describe(self, territory: int) -> str:
        """'Ukraine (Ada): Ada 5 armies · Basil 2 armies': every side's units there."""
        state = shown_state(self.controller)
        name = self.controller.names.territories[territory]
        owner = state.owner[territory]
        parts = []
        for player, seat in enumerate(state.players):
            for kind, counts in ((ARMY, state.army[player]), (NAVY, state.navy[player])):
                if counts[territory]:
                    parts.append(self.tr("{player} {units}").format(player=seat.name,
                                                                     units=units_name(kind, counts[territory])))
        if state.neutral[territory]:
            kind = ARMY if self.controller.world.land[territory] else NAVY
            # Said as a side, like a seat: "neutral 3 armies" would need Spanish agreement ("3 ejércitos neutrales").
            parts.append(self.tr("{player} {units}").format(player=self.tr("Neutral"),
                                                             units=units_name(kind, state.neutral[territory])))
        whose = state.players[owner].name if owner != NOBODY else self.tr("nobody's")
        if not parts:
            return self.tr("{territory} ({owner}): empty").format(territory=name, owner=whose)
        return self.tr("{territory} ({owner}): {units}").format(territory=name, owner=whose, units=" · ".join(parts))

    def _hint(self) -> str:
        if not self.can_act():
            return self._wait_text()
        task = self.controller.rules.phase_info(self.controller.state.phase).task
        return QCoreApplication.translate("Phase", task) if task else ""

