"""The game log: what happened, as sentences, newest at the bottom.

The log is public (everyone at the desk reads it), so private events — a card drawn —
are shown with their public wording. Each line carries a swatch of the acting player's
colour; a new turn starts with a bold line. The list follows the newest line unless the
reader has scrolled up to read older ones.

The log tells the game as it is: when a move is taken back (the controller's
``gameReplaced``: a purchase or a move undone), its lines go at once, and what came after is
told as the replayed game tells it. A computer player's many purchases in a row are told one
line per kind (event_text.summary_kind); the line's tooltip lists them one by one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from editor.play.colours import player_colour
from editor.play.event_text import event_sentence, summary_kind, summary_sentence
from engine.core.events import Event, GameWon, PhaseChanged, TurnStarted
from engine.core.game import Game

MAX_LINES = 5000  # older lines are dropped: a long game must not slow the window down
REPLAY_LIMIT = 20_000  # a loaded game's story is rebuilt by replaying up to this many actions
SWATCH = 10


class GameLog(QListWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setAccessibleName(self.tr("Game log"))
        self.setAccessibleDescription(self.tr("What happened in the game, newest at the bottom"))
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._icons: dict[int, QIcon] = {}
        self._controller = None
        # One player's events in a row (the run): a line per summary kind, with its events.
        self._run_player: int | None = None
        self._summaries: dict[tuple, tuple[QListWidgetItem, list[Event]]] = {}
        # Notes (what reopening restored), with how many actions the game had when each was
        # written: a retelling puts them back where they were.
        self._notes: list[tuple[int, str]] = []
        # Follow the newest line unless the reader scrolled up. Decided from the scroll bar's
        # own signals: the list lays itself out later than lines are added.
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.set_controller(controller)

    def set_controller(self, controller) -> None:
        """Follow ``controller``'s game; the log starts again with that game's story so far."""
        if self._controller is not None:
            self._controller.eventsHappened.disconnect(self.add_events)
            self._controller.gameReplaced.disconnect(self._retell)
        self._controller = controller
        self._icons.clear()
        self._notes = []
        self._restart()
        self._following = True
        if controller is None:
            return
        controller.eventsHappened.connect(self.add_events)
        controller.gameReplaced.connect(self._retell)
        self.add_events(story_so_far(controller.game))

    def _restart(self) -> None:
        self.clear()
        self._run_player = None
        self._summaries = {}

    def _retell(self) -> None:
        """A move was taken back: the log tells the game as it now is, without it (the
        controller has just replayed the game: so is the story, however long)."""
        bar = self.verticalScrollBar()
        following, value = self._following, bar.value()
        story = story_by_action(self._controller.game, limit=None)
        self._restart()
        notes = sorted(self._notes, key=lambda note: note[0])
        for position, events in story:
            while notes and notes[0][0] < position:
                self._add_note_item(notes.pop(0)[1])
            self.add_events(events)
        for _position, text in notes:
            self._add_note_item(text)
        self.doItemsLayout()  # (the scroll bar's range is known only once laid out)
        bar.setValue(bar.maximum() if following else min(value, bar.maximum()))
        self._following = following

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def add_events(self, events: list[Event]) -> None:
        if not events:
            return
        for event in events:
            self._add_event(event)
        overflow = self.count() - MAX_LINES
        for _ in range(max(overflow, 0)):
            self.takeItem(0)

    def _add_event(self, event: Event) -> None:
        """A line for ``event``, or the event told in the line of its kind that its player's
        run of events has already (a computer's purchases)."""
        player = getattr(event, "player", None)
        if player != self._run_player or isinstance(event, PhaseChanged) or event.starts_turn:
            self._summaries = {}
            self._run_player = player
        kind = summary_kind(event, self._controller)
        if kind is None:
            self.addItem(self._item(event))
            return
        if kind in self._summaries:
            item, events = self._summaries[kind]
            events.append(event)
            item.setText(summary_sentence(events, self._controller))
            item.setToolTip("\n".join(event_sentence(e, self._controller) for e in events))
            return
        item = self._item(event)
        self._summaries[kind] = (item, [event])
        self.addItem(item)

    def add_note(self, text: str) -> None:
        """A line about the game rather than in it (what reopening restored), in italics."""
        game = self._controller.game if self._controller is not None else None
        self._notes.append((len(game.log) if game is not None else 0, text))
        self._add_note_item(text)

    def _add_note_item(self, text: str) -> None:
        item = QListWidgetItem(text)
        font = QFont(self.font())
        font.setItalic(True)
        item.setFont(font)
        self.addItem(item)
        self._run_player, self._summaries = None, {}

    def is_following(self) -> bool:
        return self._following

    def _scrolled(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum() - 4

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(maximum)

    def _item(self, event: Event) -> QListWidgetItem:
        item = QListWidgetItem(event_sentence(event, self._controller))
        player = getattr(event, "player", -1)
        if player >= 0:
            item.setIcon(self._icon(player))
        if isinstance(event, (TurnStarted, GameWon)):
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
        elif isinstance(event, PhaseChanged):
            # Phase changes are signposts, not news: quieter than what players did.
            item.setForeground(QBrush(self.palette().placeholderText().color()))
        return item

    def _icon(self, player: int) -> QIcon:
        icon = self._icons.get(player)
        if icon is None:
            icon = QIcon(swatch(player_colour(self._controller, player), SWATCH))
            self._icons[player] = icon
        return icon



def swatch(colour: QColor, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 120))
    painter.setBrush(colour)
    painter.drawRoundedRect(0.5, 0.5, size - 1, size - 1, 2, 2)
    painter.end()
    return pixmap


def story_so_far(game: Game) -> list[Event]:
    """Every event of ``game`` up to now (a loaded game is replayed to tell its story)."""
    return [event for _position, events in story_by_action(game) for event in events]


def story_by_action(game: Game, limit: int | None = REPLAY_LIMIT) -> list[tuple[int, list[Event]]]:
    """The events of ``game``, each batch with how many actions had been taken once it
    happened: (0, the opening's events), (1, the first action's) ... Replayed as they were
    taken (who acted too); nothing for a game of more than ``limit`` actions."""
    if not game.log:
        return [(0, list(game.opening_events))]
    if limit is not None and len(game.log) > limit:
        return []
    replay = Game(game.board, game.setup)
    story = [(0, list(replay.opening_events))]
    for position, (actor, action) in enumerate(game.entries()):
        story.append((position + 1, replay.apply(action, actor)))
    return story
