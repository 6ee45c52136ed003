"""The round replayed: a dock that steps through everything that happened in a round of an MU
economy game — moves, each battle's declarations (who attacked, withdrew, intercepted or
passed) and roll-offs, income and upkeep deaths, recruits — one action at a time, with the
economy board as it stood after that step in the dock's own view: each side's stack per
country, navies at sea, contested land, battle tokens, infrastructure.

The steps are read from the controller's event history (``GameController.events``: what each
action made happen, kept as the game goes on; the live game is never touched). A round's steps
run from its "Round N begins" (with the income and upkeep that come with it) to the last action
before the next round. Each action whose public words say something is a step — a secret plan
says nothing, so it is no step; a declaration is said from the action and who took it (the
events alone do not say who declared what, as the battle dialog's record reads it too). The
board at each step is the round's actions applied again to the game as the round began
(``GameController.turn_states``), as anyone may see it (nobody's secrets), and drawn by the
live window's own economy board layer (board_layer.py) through :class:`ReplayShow`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.board import BADGE_MIN_MARK_PIXELS, PlayBoard
from editor.play.controller import Happened
from editor.play.economy.action_words import action_text
from editor.play.economy.battle_dialog import DECLARATIONS, roll_sentence, side_name
from editor.play.economy.board_layer import EconomyBoardLayer
from editor.play.event_text import event_sentence
from editor.view.map_view import MapView
from engine.core.actions import MixEntropy, Pass
from engine.core.errors import IllegalAction
from engine.core.events import Event, PhaseChanged
from engine.core.game import mixed_seed
from engine.core.state import NOBODY, GameState
from engine.rules.economy.actions import Fight, FightBorder, Withdraw, WithdrawRazingRoads
from engine.rules.economy.events import InitiativeWon, RollOff, RoundStarted
from engine.rules.economy.phases import BATTLE

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

MINIMUM_BOARD_WIDTH, MINIMUM_BOARD_HEIGHT = 520, 340  # the dock's board, in pixels
DOCK_SHARE = 0.45  # of the window's height, the dock's when it first opens

# How big the marks of the dock's board are drawn at the least: this many pixels per mark
# radius (the board layer hides them below BADGE_MIN_MARK_PIXELS; a little more reads well).
READABLE_MARK_PIXELS = 2.0 * BADGE_MIN_MARK_PIXELS
# And at the most (a round fought in one small country is not shown a country wide).
LARGEST_MARK_PIXELS = 6.0
FRAME_ROOM_MARKS = 12  # room framed around a battle's name, in mark radii (its marks, its land)


@dataclass(frozen=True)
class ReplayStep:
    round: int
    sentences: tuple[str, ...]
    state: GameState  # what anyone may see of the game after the step (nobody's secrets)
    territories: frozenset[int]  # where it happened
    battles: frozenset[int]  # where battles are to be fought or being fought after it
    entry: int  # the step's action in the controller's event history (``events[entry]``)
    # From the round's combat on: its start's events from "X wins the initiative" (every plan
    # carried out, the moves the board draws as arrows); before it, none.
    revealed: tuple[Event, ...] = ()


def public_sentence(controller, event: Event) -> str:
    if isinstance(event, RollOff):
        return roll_sentence(controller, event)
    return event_sentence(event, controller, viewer=None)  # None: the public wording


def _places(event: Event) -> set[int]:
    places: set[int] = set()
    for name in event.territories:
        value = getattr(event, name, None)
        if isinstance(value, int) and value >= 0:
            places.add(value)
        elif isinstance(value, tuple):
            places.update(v for v in value if isinstance(v, int) and v >= 0)
    return places


def round_starts(history) -> dict[int, int]:
    """Where each round begins in an event history: round number -> entry."""
    return {event.round: index for index, happened in enumerate(history)
            for event in happened.events if isinstance(event, RoundStarted)}


def _battles(state: GameState) -> frozenset[int]:
    places = set(state.battle_tokens)
    if state.battle != NOBODY:
        places.add(state.battle)
    for border in (*getattr(state, "border_tokens", ()), getattr(state, "border_battle", ())):
        places.update(border)
    return frozenset(places)


def _apply(rules, state: GameState, happened) -> None:
    """The action of a history entry applied again to ``state`` (as Game.apply would)."""
    if type(happened.action) is MixEntropy:
        state.seed = mixed_seed(state.seed, happened.action.value)
    else:
        rules.apply(state, happened.action, happened.actor)


class Before(NamedTuple):
    """What a step's words need of the game before its action."""

    phase: str
    battle: int  # the battle being fought (NOBODY: none in a country)
    border: tuple[int, ...]  # the border battle being fought, or ()

    @classmethod
    def of(cls, state: GameState) -> Before:
        return cls(state.phase, state.battle, tuple(getattr(state, "border_battle", ())))


def step_words(controller, happened, events, before: Before) -> tuple[list[str], set[int]]:
    """The public sentences of one action (``events``: those of its events in the round) and
    where it happened."""
    action, actor = happened.action, happened.actor
    sentences: list[str] = []
    places: set[int] = set()
    names = controller.names.territories
    if before.phase == BATTLE and isinstance(action, (*DECLARATIONS, Pass)) and actor is not None:
        # Who declared what: the events do not say (a pass has none), the action does.
        sentences.append(translate("BattleDialog", "{side} declares: {declaration}").format(
            side=side_name(controller, actor), declaration=action_text(controller, action)))
        if before.battle != NOBODY:
            places.add(before.battle)
        places.update(before.border)
    elif isinstance(action, Fight) and actor is not None:
        sentences.append(translate("RoundReplayDock", "{player} chooses the battle in {territory}.").format(
            player=side_name(controller, actor), territory=names[action.territory]))
        places.add(action.territory)
    elif isinstance(action, FightBorder) and actor is not None:
        sentences.append(translate("RoundReplayDock", "{player} chooses the battle on the border between {first} and "
                                                  "{second}.").format(player=side_name(controller, actor),
                                                                      first=names[action.first],
                                                                      second=names[action.second]))
        places.update((action.first, action.second))
    for event in events:
        if isinstance(event, PhaseChanged):
            continue
        sentence = public_sentence(controller, event)
        if isinstance(event, RollOff) and isinstance(action, Withdraw | WithdrawRazingRoads) \
                and event.defender == actor:
            # Each withdrawing unit must get past the enemy: whose roll-off this is.
            sentence = translate("BattleDialog", "{side} intercepts a withdrawing unit. {roll}").format(
                side=side_name(controller, event.player), roll=sentence)
        sentences.append(sentence)
        places |= _places(event)
    return sentences, places


def round_steps(controller, wanted: int | None) -> tuple[list[int], list[ReplayStep]]:
    """The rounds the game has reached, and the steps of round ``wanted`` (None: none), read
    from the controller's event history; each step's board is the round's actions applied
    again to a copy of the game as the round began."""
    history = controller.events
    starts = round_starts(history)
    rounds = sorted(starts)
    if wanted not in starts:
        return rounds, []
    first = starts[wanted]
    began = controller.turn_states.get(history[first].position + 1)
    if began is None:  # (a history that stops short: a log that did not replay)
        return rounds, []
    rules, state = controller.rules, began.copy()
    steps: list[ReplayStep] = []
    revealed: tuple[Event, ...] = ()

    def record(entry: int, events: list[Event], sentences: list[str], places: set[int]) -> None:
        nonlocal revealed
        combat = next((i for i, e in enumerate(events) if isinstance(e, InitiativeWon)), None)
        if combat is not None:
            revealed = tuple(events[combat:])
        if sentences:
            view = rules.player_view(state.copy(), None)
            steps.append(ReplayStep(wanted, tuple(sentences), view, frozenset(places), _battles(state), entry,
                                    revealed))

    opening = list(history[first].events)
    begin = next(i for i, e in enumerate(opening) if isinstance(e, RoundStarted) and e.round == wanted)
    record(first, opening[begin:], *step_words(controller, history[first], opening[begin:], Before.of(state)))
    for entry in range(first + 1, len(history)):
        happened = history[entry]
        before = Before.of(state)
        try:
            _apply(rules, state, happened)
        except IllegalAction:  # (never expected: the history is the log's)
            log.warning("the round's action %s cannot be applied again", happened.position, exc_info=True)
            break
        events = list(happened.events)
        end = next((i for i, e in enumerate(events) if isinstance(e, RoundStarted)), None)
        record(entry, events[:end], *step_words(controller, happened, events[:end], before))
        if end is not None:  # the next round began: this one is over
            break
    return rounds, steps


class ReplayShow(QObject):
    """What the dock's board and its economy layer read, as they read a controller: the step's
    state (nobody's secrets), with the live game's world, names and seats; nobody's screen
    (no plans are shown); and, from the round's combat on, the moves it revealed."""

    stateChanged = Signal()  # noqa: N815 (Qt naming)
    eventsHappened = Signal(list)  # noqa: N815
    screenChanged = Signal()  # noqa: N815

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.live = controller
        self.state = controller.rules.player_view(controller.state.copy(), None)
        self.events: list = []  # the history up to the step, as far as the board layer asks

    @property
    def world(self):
        return self.live.world

    @property
    def names(self):
        return self.live.names

    @property
    def seats(self):
        return self.live.seats

    @property
    def rules(self):
        return self.live.rules

    def shown_player(self) -> int | None:
        return None

    def waiting_for_handoff(self) -> int | None:
        return None

    def view_for(self, player: int | None) -> GameState:
        return self.live.rules.player_view(self.state, player)

    def show(self, step: ReplayStep) -> None:
        """Show ``step``: its state, and from the round's combat on the moves it revealed."""
        self.state = step.state
        self.events = [Happened(-1, None, None, step.revealed)] if step.revealed else []
        if step.revealed:
            self.eventsHappened.emit(list(step.revealed))
        self.stateChanged.emit()


class RoundReplayDock(QDockWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Round Replay"), parent)
        self.controller = controller
        self.setObjectName("roundReplayDock")
        self.setAccessibleName(self.tr("Round replay"))
        # Side by side: the steps and their words on the left, the board at the step on the right.
        body = QWidget(self)
        columns = QHBoxLayout(body)
        left = QWidget(body)
        left.setMaximumWidth(420)
        layout = QVBoxLayout(left)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        round_label = QLabel(self.tr("Round:"), body)
        self.round_box = QSpinBox(body)
        self.round_box.setObjectName("roundReplayRound")
        self.round_box.setAccessibleName(self.tr("Which round to replay"))
        round_label.setBuddy(self.round_box)
        self.round_box.valueChanged.connect(self._round_chosen)
        self.position = QLabel(body)
        self.position.setObjectName("roundReplayPosition")
        self.position.setAccessibleName(self.tr("Step of the round"))
        top.addWidget(round_label)
        top.addWidget(self.round_box)
        top.addWidget(self.position, 1)
        layout.addLayout(top)
        self.banner = QLabel(body)
        self.banner.setObjectName("roundReplayBanner")
        self.banner.setAccessibleName(self.tr("What is replayed"))
        self.banner.setStyleSheet("QLabel { background: #33414f; color: white; padding: 3px 6px; font-weight: bold; }")
        layout.addWidget(self.banner)
        # What happened, under the buttons, in the rest of the column: a battle's step may
        # say a lot (the keys that step go on reaching the dock).
        self.sentence = QLabel(body)
        self.sentence.setObjectName("roundReplaySentence")
        self.sentence.setAccessibleName(self.tr("What happened at this step"))
        self.sentence.setWordWrap(True)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.sentence.setMinimumHeight(60)
        self.sentence.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.view = MapView(None, body)
        self.view.setObjectName("roundReplayBoard")
        self.view.setAccessibleName(self.tr("The board at this step"))
        # Large enough to read the marks of a few countries around a battle.
        self.view.setMinimumSize(MINIMUM_BOARD_WIDTH, MINIMUM_BOARD_HEIGHT)
        self.view.installEventFilter(self)
        columns.addWidget(left)
        columns.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, accessible, keys in (
            ("first", self.tr("First"), self.tr("The round's first step"), ("Home",)),
            ("back", self.tr("Back"), self.tr("One step back"), ("Left", "PgUp", "Backspace")),
            ("forward", self.tr("Forward"), self.tr("One step forward"), ("Right", "PgDown", "Space")),
            ("last", self.tr("Last"), self.tr("The round's last step"), ("End",)),
        ):
            button = QPushButton(text, body)
            button.setObjectName(f"roundReplay.{key}")
            button.setAccessibleName(accessible)
            native = QKeySequence.SequenceFormat.NativeText
            button.setToolTip(", ".join(QKeySequence(k).toString(native) for k in keys))
            button.clicked.connect(lambda _checked=False, k=key: self.go(k))
            buttons.addWidget(button)
            self.buttons[key] = button
        layout.addLayout(buttons)
        layout.addWidget(self.sentence, 1)
        self.setWidget(body)
        self.show_state = ReplayShow(controller, self)
        self.board: PlayBoard | None = None
        self.board_layer: EconomyBoardLayer | None = None
        self.steps: list[ReplayStep] = []
        self.index = 0
        self.rounds: list[int] = []
        self._chosen: int | None = None  # the round asked for (None: the last one played out)
        self._read: tuple | None = None  # (round, history, its length) of the steps read
        self._framed: tuple | None = None  # the steps the board was framed on
        # The round shown is read again (its actions applied again from its start) not at
        # every action, but a moment after the last of a burst, and only while the dock is seen.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(250)
        self._later.timeout.connect(self._keep_up)
        controller.stateChanged.connect(self._later.start)
        controller.gameReplaced.connect(self._later.start)  # a move taken back: a new history
        self.visibilityChanged.connect(self._seen)
        self._sized = False

    def _seen(self, visible: bool) -> None:
        if not visible:
            return
        window = self.parentWidget()
        if not self._sized and not self.isFloating() and isinstance(window, QMainWindow):
            # The first time it opens: a good share of the window, the board big enough to read.
            self._sized = True
            window.resizeDocks([self], [max(self.height(), round(window.height() * DOCK_SHARE))],
                               Qt.Orientation.Vertical)
        self.reload(self._chosen)

    # -- reading the game ---------------------------------------------------------------------
    def default_round(self) -> int:
        """The last round played to its end (the first round while it goes on)."""
        turn = self.controller.state.turn
        return turn - 1 if turn >= 2 else turn

    def _wanted(self) -> int:
        return self._chosen if self._chosen is not None else self.default_round()

    def _keep_up(self) -> None:
        # Only what changes what is shown: a new round to follow, or the round shown going on.
        if not self.isVisible():
            return
        wanted = self._wanted()
        if self._read is None or wanted != self._read[0] or wanted == self.controller.state.turn:
            self.reload(self._chosen)

    def reload(self, round_number: int | None = None) -> None:
        """Read the steps of ``round_number`` (None: the last round played to its end); the
        step shown stays where it was if the round is the same."""
        self._chosen = round_number
        wanted = self._wanted()
        history = self.controller.events
        key = (wanted, id(history), len(history))
        if key == self._read:
            return
        same_round = self._read is not None and self._read[0] == wanted
        self.rounds, self.steps = round_steps(self.controller, wanted)
        self._read = key
        self.round_box.blockSignals(True)
        self.round_box.setRange(min(self.rounds, default=0), max(self.rounds, default=0))
        self.round_box.setValue(wanted)
        self.round_box.blockSignals(False)
        self.index = min(self.index, len(self.steps) - 1) if same_round else 0
        self.index = max(self.index, 0)
        self._show()

    def _round_chosen(self, number: int) -> None:
        self.reload(None if number == self.default_round() and self._chosen is None else number)

    # -- stepping ------------------------------------------------------------------------------
    KEYS = {Qt.Key.Key_Home: "first", Qt.Key.Key_Left: "back", Qt.Key.Key_PageUp: "back",
            Qt.Key.Key_Backspace: "back", Qt.Key.Key_Right: "forward", Qt.Key.Key_PageDown: "forward",
            Qt.Key.Key_Space: "forward", Qt.Key.Key_End: "last"}

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        # Keys anywhere in the dock that its buttons and spin box leave alone step through.
        where = self.KEYS.get(Qt.Key(event.key()))
        if where is None or self.round_box.hasFocus():
            super().keyPressEvent(event)
            return
        self.go(where)
        event.accept()

    def go(self, where: str) -> None:
        last = len(self.steps) - 1
        target = {"first": 0, "back": self.index - 1, "forward": self.index + 1, "last": last}[where]
        self.step_to(target)

    def step_to(self, index: int) -> None:
        if not self.steps:
            return
        self.index = max(0, min(index, len(self.steps) - 1))
        self._show()

    def _show(self) -> None:
        number = self.round_box.value()
        if not self.steps:
            self.banner.setText(self.tr("No round to replay yet"))
            self.position.clear()
            self.sentence.setText(self.tr("Nothing has happened in this round yet."))
            for button in self.buttons.values():
                button.setEnabled(False)
            return
        step = self.steps[self.index]
        self.banner.setText(self.tr("Replaying round {round}").format(round=number))
        self.position.setText(self.tr("Step {step} of {steps}").format(step=self.index + 1, steps=len(self.steps)))
        self.sentence.setText("\n".join(step.sentences))
        at_start, at_end = self.index == 0, self.index == len(self.steps) - 1
        self.buttons["first"].setEnabled(not at_start)
        self.buttons["back"].setEnabled(not at_start)
        self.buttons["forward"].setEnabled(not at_end)
        self.buttons["last"].setEnabled(not at_end)
        self.show_state.show(step)
        if self.board is None:
            # The live window's board and economy layer, reading the step instead of the game.
            self.board = PlayBoard(self.show_state, self.view, self)
            self.board_layer = EconomyBoardLayer(self.show_state, self.board, self)
        if self._framed != self._read:
            self._framed = self._read
            self._frame_the_round()
        else:
            self._follow(step)
        self.board.highlight(set(), step.territories, None)

    def _area(self, territories) -> QRectF:
        """Around the territories' marks (their stacks hang at their names), with room for
        the marks and a little of the land around them."""
        room = FRAME_ROOM_MARKS * self.controller.world.board.meta.mark_radius
        area = QRectF()
        for territory in territories:
            if 0 <= territory < self.controller.world.size:
                point = self.board.anchor(territory)
                area = area.united(QRectF(point.x() - room, point.y() - room, 2 * room, 2 * room))
        return area

    def _frame_the_round(self) -> None:
        """Show where the round was fought: its battles (else every territory its steps name),
        no smaller than the marks can be read and no larger than needed."""
        viewport = self.view.viewport().rect()
        if self.board is None or viewport.isEmpty():
            return
        area = self._area({t for step in self.steps for t in step.battles})
        if area.isEmpty():
            area = self._area({t for step in self.steps for t in step.territories})
        radius = self.controller.world.board.meta.mark_radius
        smallest, largest = READABLE_MARK_PIXELS / radius, LARGEST_MARK_PIXELS / radius
        if area.isEmpty():
            self.view.set_zoom(smallest)
            self.view.centerOn(self.view.canvas_rect().center())
            return
        fit = min(viewport.width() / area.width(), viewport.height() / area.height())
        self.view.set_zoom(max(smallest, min(fit, largest)))
        self.view.centerOn(area.center())
        if self.steps:
            self._follow(self.steps[self.index])

    def _follow(self, step: ReplayStep) -> None:
        """Bring the step's places into view if they are out of it (the zoom stays)."""
        area = self._area(step.territories)
        if area.isEmpty():
            return
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        if not seen.intersects(area):
            self.view.centerOn(area.center())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt naming)
        if watched is self.view and event.type() == QEvent.Type.Resize and self.board is not None and self.steps:
            # The board's first layout, or the person resizing the dock: framed again once
            # the view has its new size.
            QTimer.singleShot(0, self._frame_the_round)
        return super().eventFilter(watched, event)

    def shown_state(self) -> GameState | None:
        return self.steps[self.index].state if self.steps else None


class RoundReplay(QObject):
    """Puts the dock on ``window`` for each game it shows, and its entry in the View menu."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dock: RoundReplayDock | None = None

    def show_game(self, controller) -> RoundReplayDock:
        window = self.window
        visible = self.dock is not None and self.dock.isVisible()
        menu = window.menuBar().findChild(QMenu, "menu.view")
        if self.dock is not None:
            if menu is not None:
                menu.removeAction(self.dock.toggleViewAction())
            window.removeDockWidget(self.dock)
            self.dock.deleteLater()
        dock = self.dock = RoundReplayDock(controller, window)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        dock.setVisible(visible)
        toggle = dock.toggleViewAction()
        toggle.setObjectName("action.roundReplay")
        toggle.setText(self.tr("&Round Replay"))
        toggle.setToolTip(self.tr("Step through everything that happened in a round"))
        toggle.setShortcut(QKeySequence("Ctrl+R"))
        if menu is not None:
            menu.addAction(toggle)
        return dock
