"""The round replayed: a dock that steps through everything that happened in a round of an MU
economy game — moves, each battle's roll-offs, income and upkeep deaths, recruits — one
action at a time, with the board as it stood after that step in the dock's own small view.

The steps are found by replaying the game's log on a new Game from the same setup (the live
game is never touched): each action whose events anyone may read is a step (a secret plan
has none, so it is no step), its sentence the public log's sentences (a private event's public
wording), and its board the state after it. A round's steps run from its "Round N begins"
(with the income and upkeep that come with it) to the last action before the next round.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.board import PlayBoard
from editor.play.economy.battle_dialog import roll_sentence
from editor.play.event_text import event_sentence
from editor.view.map_view import MapView
from engine.core.events import Event, PhaseChanged
from engine.core.game import Game
from engine.core.state import GameState
from engine.rules.economy.events import RollOff, RoundStarted


@dataclass(frozen=True)
class ReplayStep:
    round: int
    sentences: tuple[str, ...]
    state: GameState  # what anyone may see of the game after the step (nobody's secrets)
    territories: frozenset[int]  # where it happened


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


def _split(events: list[Event], current: int) -> list[tuple[int, list[Event]]]:
    """An action that ends a round also begins the next: its events, split there, as
    (round, events) in order."""
    segments: list[tuple[int, list[Event]]] = [(current, [])]
    for event in events:
        if isinstance(event, RoundStarted):
            segments.append((event.round, []))
        segments[-1][1].append(event)
    return segments


@dataclass
class RoundStart:
    position: int  # the log position of the round's first action after its beginning
    state: GameState  # the game as the round began (after the action that began it)
    events: list[Event]  # "Round N begins" and what comes with it (income, upkeep)


class RoundIndex:
    """Where each round of the game begins, found by replaying the log once on a game of its
    own and kept up as the game goes on (a taken-back action: read again from the start)."""

    def __init__(self, controller) -> None:
        self.controller = controller
        self._restart()

    def _restart(self) -> None:
        live = self.controller.game
        self.game = Game(live.board, live.setup)
        self.applied: list = []
        self.starts: dict[int, RoundStart] = {}
        self._note(self.game.opening_events, 0)

    def _note(self, events, position: int) -> None:
        for number, segment in _split(list(events), 0)[1:]:
            self.starts[number] = RoundStart(position, self.game.state.copy(), segment)

    def update(self) -> None:
        entries = self.controller.game.entries()
        if entries[:len(self.applied)] != self.applied:
            self._restart()
        for actor, action in entries[len(self.applied):]:
            events = self.game.apply(action, actor)
            self.applied.append((actor, action))
            self._note(events, len(self.applied))

    def rounds(self) -> list[int]:
        return sorted(self.starts)


def round_steps(controller, wanted: int | None, index: RoundIndex | None = None) -> tuple[list[int], list[ReplayStep]]:
    """The rounds the game has reached, and the steps of round ``wanted`` (None: none):
    replayed from the round's beginning on a game apart from the one being played."""
    index = index if index is not None else RoundIndex(controller)
    index.update()
    rounds = index.rounds()
    start = index.starts.get(wanted) if wanted is not None else None
    if start is None:
        return rounds, []
    game = Game(index.game.board, index.game.setup)
    game.state = start.state.copy()
    steps: list[ReplayStep] = []

    def record(segment: list[Event]) -> None:
        shown = [e for e in segment if not isinstance(e, PhaseChanged)]
        if not shown:
            return
        view = controller.rules.player_view(game.state.copy(), None)
        places: set[int] = set()
        for event in shown:
            places |= _places(event)
        steps.append(ReplayStep(wanted, tuple(public_sentence(controller, e) for e in shown), view,
                                frozenset(places)))

    record(start.events)
    for actor, action in index.applied[start.position:]:
        segments = _split(game.apply(action, actor), wanted)
        record(segments[0][1])
        if len(segments) > 1:  # the next round began: this one is over
            break
    return rounds, steps


class ReplayShow(QObject):
    """What the dock's board reads: the step's state, with the live game's world and names."""

    stateChanged = Signal()  # noqa: N815 (Qt naming)
    eventsHappened = Signal(list)  # noqa: N815

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.live = controller
        self.state = controller.state

    @property
    def world(self):
        return self.live.world

    @property
    def names(self):
        return self.live.names

    @property
    def seats(self):
        return self.live.seats

    def show(self, state: GameState) -> None:
        self.state = state
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
        self.sentence = QLabel(body)
        self.sentence.setObjectName("roundReplaySentence")
        self.sentence.setAccessibleName(self.tr("What happened at this step"))
        self.sentence.setWordWrap(True)
        self.sentence.setMinimumHeight(60)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.sentence)
        self.view = MapView(None, body)
        self.view.setObjectName("roundReplayBoard")
        self.view.setAccessibleName(self.tr("The board at this step"))
        self.view.setMinimumSize(320, 220)
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
        layout.addStretch(1)
        self.setWidget(body)
        self.show_state = ReplayShow(controller, self)
        self.index_of_rounds = RoundIndex(controller)
        self.board: PlayBoard | None = None
        self.steps: list[ReplayStep] = []
        self.index = 0
        self.rounds: list[int] = []
        self._chosen: int | None = None  # the round asked for (None: the last one played out)
        self._read: tuple[int | None, int] | None = None  # (round, log length) of the steps read
        # Reading the game again replays it from the start: not at every action, but a moment
        # after the last of a burst, and only while the dock is seen.
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(250)
        self._later.timeout.connect(self._keep_up)
        controller.stateChanged.connect(self._later.start)
        self.visibilityChanged.connect(lambda visible: visible and self.reload(self._chosen))

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
        key = (wanted, len(self.controller.game.log))
        if key == self._read:
            return
        same_round = self._read is not None and self._read[0] == wanted
        self.rounds, self.steps = round_steps(self.controller, wanted, self.index_of_rounds)
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
        self.show_state.show(step.state)
        if self.board is None:
            self.board = PlayBoard(self.show_state, self.view, self)
            self._framed = None
        if self._framed != self._read:
            self._framed = self._read
            self._frame_the_round()
        self.board.highlight(set(), step.territories, None)

    def _frame_the_round(self) -> None:
        """Show where the round happened: every territory its steps name, with room around."""
        area = QRectF()
        for step in self.steps:
            for territory in step.territories:
                item = self.board.territory_item(territory)
                if item is not None:
                    area = area.united(item.sceneBoundingRect())
        if area.isEmpty():
            self.view.fit_to_window()
            return
        margin = max(area.width(), area.height()) * 0.35
        area = area.adjusted(-margin, -margin, margin, margin)
        viewport = self.view.viewport().rect()
        if viewport.isEmpty():
            return
        self.view.set_zoom(min(viewport.width() / area.width(), viewport.height() / area.height()))
        self.view.centerOn(area.center())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if self.board is not None and self.steps:
            self._frame_the_round()  # the dock's first layout, or the person resizing it

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
