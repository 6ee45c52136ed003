"""The planning phase's page: the person's secret orders, drawn by dragging on the board, listed
with Remove, and Submit.

Nothing of another player's plans is shown: the list is the person's own orders, read from
their view of the game. The seed's minute ("Once a majority of the players have finished the
planning phase, the remaining players have will have one minute to complete their plans") is
the window's option (``planning_timer_seconds``, 0: no timer): once most of the people playing
have submitted (computer players plan at once, so they are not counted), a countdown runs from
that moment for everyone still planning, and at zero the orders written so far are submitted.
Submit with the count dialog open gives the order in it first.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from editor.play.economy.action_words import units_name
from editor.play.economy.pages.orders_page import OrdersPage
from engine.rules.economy.actions import UNIT_KINDS, Done, Plan


def majority_submitted(controller) -> bool:
    """Whether most of the people playing have submitted their plans: computer players plan at
    once, so counting them would start the minute before any person had finished."""
    state = controller.state
    if state.phase != "planning":
        return False
    people = [p for p, seat in enumerate(state.players) if not getattr(seat, "out", False) and controller.is_human(p)]
    submitted = [p for p in people if p not in state.pending]
    return 2 * len(submitted) > len(people)


def note_majority(controller, moments: dict[int, float]) -> None:
    """Remember, per round, the moment most people had submitted (the minute's start)."""
    if majority_submitted(controller):
        moments.setdefault(controller.state.turn, time.monotonic())


class PlanningPage(OrdersPage):
    order_kind = Plan

    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(controller, tool, parent)
        self.setObjectName("planningPage")
        self.setAccessibleName(self.tr("Your plans"))
        self.hint.setObjectName("planningHint")
        self.hint.setAccessibleName(self.tr("How to plan"))
        self.hint.setText(self.tr("Drag from one of your territories to where its units should go. Only moves into "
                                  "or out of non-friendly territory are planned; nobody else sees them."))
        self.heading.setObjectName("planningHeading")
        self.heading.setAccessibleName(self.tr("Your orders"))
        self.orders.setObjectName("planningOrders")
        self.orders.setAccessibleName(self.tr("Your orders"))
        self.remove_button.setObjectName("planningRemove")
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the chosen order"))
        self.done_button.setObjectName("planningSubmit")
        self.done_button.setText(self.tr("Submit"))
        self.done_button.setAccessibleName(self.tr("Submit your orders"))
        self.done_button.setToolTip(self.tr("Your orders are final once submitted"))
        self.timer_label = QLabel(self)
        self.timer_label.setObjectName("planningTimer")
        self.timer_label.setAccessibleName(self.tr("Time left to plan"))
        self.timer_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.timer_label.hide()
        self.extra.addWidget(self.timer_label)
        self._deadline: float | None = None
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self.refresh()

    # -- the orders ------------------------------------------------------------------------------
    def dialog_title(self) -> str:
        return self.tr("Plan an Order")

    def entries(self) -> list[tuple[str, int | None]]:
        controller = self.controller
        viewer = controller.shown_player()
        if viewer != self.player:
            return []  # the screen is not theirs (yet): show nobody's orders
        plans = controller.view_for(viewer).players[viewer].plans
        takeable = [position for position, _action in controller.takeable((Plan,))]
        # Orders given since the game was loaded are the last ones, in the order given.
        positions: list[int | None] = [None] * (len(plans) - len(takeable)) + takeable
        names = controller.names.territories
        return [(self.tr("{units}: {source} → {target}").format(units=units_name(UNIT_KINDS[kind], count),
                                                                source=names[source], target=names[target]),
                 position)
                for (source, target, count, kind), position in zip(plans, positions, strict=True)]

    def refresh(self) -> None:
        super().refresh()
        if self.player is None or self.controller.decider() != self.player:
            return
        count = len(self._entries)
        self.heading.setText(self.tr("Your orders ({count}):").format(count=count))
        self._start_timer_if_due()

    def done(self) -> bool:
        if not self.give_open_order():
            return False
        self._ticker.stop()
        return self.controller.perform(Done())

    # -- the minute once most have submitted ---------------------------------------------------------
    def timer_seconds(self) -> int:
        window = self.window()
        try:
            return max(0, int(getattr(window, "planning_timer_seconds", lambda: 0)() or 0))
        except (TypeError, ValueError):
            return 0

    def majority_submitted(self) -> bool:
        return majority_submitted(self.controller)

    def _start_timer_if_due(self) -> None:
        if self._deadline is not None or not self.majority_submitted():
            return
        seconds = self.timer_seconds()
        if seconds <= 0:
            return
        # The minute runs from the moment most people had submitted (the window notes it,
        # note_majority below), not from each hand-off.
        since = getattr(self.window(), "planning_majority_at", {}).get(self.controller.state.turn, time.monotonic())
        self._deadline = since + seconds
        self.timer_label.show()
        self._tick()
        self._ticker.start()

    def seconds_left(self) -> int | None:
        if self._deadline is None:
            return None
        return max(0, math.ceil(self._deadline - time.monotonic()))

    def _tick(self) -> None:
        left = self.seconds_left()
        if left is None:
            return
        self.timer_label.setText(self.tr("Most players have submitted: {seconds} s left to plan.").format(
            seconds=left))
        if left <= 0 and self.controller.decider() == self.player and self.controller.waiting_for_handoff() is None:
            self._ticker.stop()
            self.tool.status.emit(self.tr("Time is up: your orders so far are submitted."))
            self.controller.perform(Done())
