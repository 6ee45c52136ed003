"""GameController: runs a game for the play window — people and computer players taking turns.

The controller holds the engine's Game and nothing of the rules: it asks the rule set what is
legal, applies actions, and tells the window what happened through signals. Computer players
think on a worker thread (the window never freezes) and act at the chosen speed. Before every
decision it asks ``ScreenPrivacy`` whose secrets the shared screen may show, and asks for a
hand-off when the next person has secrets and the screen was someone else's, so that no one's
cards or mission are ever on screen for another person (and a light notice, "Basil's turn",
when the screen passes to another person with nothing secret).

Nothing is lost: the game is written in full (the autosave, or a campaign's file through the
``autosave`` hook) when it starts and at every turn, and every action in between is appended to
a journal beside that file (engine/core/journal.py), flushed at once and forced to the disk at
most every quarter of a second. Reopening replays the journal (``reopen_game``).
"""

from __future__ import annotations

import enum
import functools
import logging
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from editor.language import engine_text
from editor.play.event_text import seat_name
from editor.play.game_names import GameNames
from editor.play.screen_privacy import ScreenPrivacy, Step
from engine.ai.bot import Bot
from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.setup_spread import SpreadPlacer
from engine.core.actions import Action, MixEntropy, PlaceArmies
from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.game import Game
from engine.core.journal import JournalWriter, Restoration, journal_path, remove_journal, reopen
from engine.core.save import load_game, save_game
from engine.core.state import GameState, Phase
from engine.core.statistics import TerritoryHistory
from engine.simulation import bot_types

log = logging.getLogger(__name__)

HUMAN = "human"

# The controllers of this process that run a game, for the launchers to keep two play windows
# from writing one autosave (editor/play/launch.py).
_LIVE: weakref.WeakSet[GameController] = weakref.WeakSet()


def autosave_in_use(path: Path) -> bool:
    """Whether a game running in this process keeps itself in ``path``."""
    return any(c.autosave_path == path and c.is_running() for c in list(_LIVE))


def controller_of(game: Game) -> GameController | None:
    """The controller of this process that runs ``game`` (for code handed only the game)."""
    return next((c for c in list(_LIVE) if c.game is game), None)


class Happened(NamedTuple):
    """One entry of a controller's event history (``GameController.events``)."""

    position: int  # the action's place in the game's log; -1: the game's opening (no action)
    actor: int | None  # who took it (the decider, where the log names nobody else); None: chance
    action: Action | None  # None: the opening
    events: tuple[Event, ...]  # what it made happen, in order, as ``eventsHappened`` told them


class Speed(enum.StrEnum):
    """How fast computer players act (pause before each of their actions)."""

    INSTANT = "instant"
    FAST = "fast"
    NORMAL = "normal"

    @property
    def delay_ms(self) -> int:
        return {"instant": 0, "fast": 150, "normal": 600}[self.value]


@dataclass(frozen=True)
class Thought:
    """A bot's chosen action for the decision numbered ``ticket``."""

    ticket: int
    action: Action
    player: int  # the seat it decides for

class _BotWorker(QObject):
    """Lives on the worker thread: turns a (bot, rules, state copy) into an action."""

    done = Signal(object)  # Thought, or an Exception

    @Slot(int, object, object, object, int)
    def think(self, ticket: int, bot: Bot, rules, view: GameState, player: int) -> None:
        try:
            self.done.emit(Thought(ticket, bot.choose(rules, view, player), player))
        except Exception as error:  # a bot bug must not kill the game: the controller reports it
            log.exception("a computer player failed to choose")
            self.done.emit(error)


def _stop_thread(thread: QThread, *_args) -> None:
    if thread.isRunning():
        thread.quit()
        thread.wait(5000)


class GameController(QObject):
    eventsHappened = Signal(list)  # noqa: N815 (Qt naming) the events of one action, in order
    stateChanged = Signal()  # noqa: N815 after every action (and after loading or undoing)
    gameReplaced = Signal()  # noqa: N815 a move was taken back: the game was replayed without it
    humanTurn = Signal(int)  # noqa: N815 this person must decide now (input enabled)
    handoffNeeded = Signal(int)  # noqa: N815 hand the screen to this person first
    screenChanged = Signal()  # noqa: N815 whose secrets the screen may show changed (shown_player)
    botThinking = Signal(bool)  # noqa: N815
    gameOver = Signal(object)  # noqa: N815 the winner's seat, or None for a draw
    refused = Signal(str)  # an illegal action: why, in the player's words
    failed = Signal(str)  # something went wrong (a bot error, a save that failed)

    _request = Signal(int, object, object, object, int)

    def __init__(self, game: Game, parent: QObject | None = None, *, autosave_path: Path | None = None,
                 speed: Speed = Speed.FAST, autosave: Callable[[Game], Path | None] | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.speed = Speed(speed)
        self.autosave_path = autosave_path
        # Instead of a save file, something that keeps the game at every turn (a campaign
        # writes its whole file, world and all: editor/play/legacy/session.py); it answers the
        # file it wrote (the journal goes beside it), or None if it could not write it.
        self.autosave_hook = autosave
        self._journal: JournalWriter | None = None
        # What reopening did (journal entries replayed, what was left out), for the window to say.
        self.restoration: Restoration | None = None
        self._started = self._shut_down = False
        _LIVE.add(self)
        self._journal_sync = QTimer(self)  # forces the journal to the disk once clicks pause
        self._journal_sync.setSingleShot(True)
        self._journal_sync.timeout.connect(self._sync_journal)
        self.history = TerritoryHistory()
        self._bots: dict[int, Bot] = {}
        self._make_bots()
        self._ticket = 0  # identifies the decision a bot is thinking about
        self._thinking = False
        self._skipping_turn: int | None = None  # bots act without pauses until this turn ends
        self.privacy = ScreenPrivacy.for_people(self.humans())
        self._reveal_for: int | None = None  # the owner of the screen may show their hidden secrets
        self._waiting_for_handoff: int | None = None
        self._step = Step.NOBODY
        self._auto_placing: set[int] = set()  # people whose starting armies are placed for them
        self._turn_checkpoint = 0  # log length when the current reinforcement began
        # (log position, who) of each action taken in the phase going on: what take_back may undo.
        self._phase_moves: list[tuple[int, int]] = []
        # The event history, kept as actions happen and rebuilt by one replay when the game is
        # opened again or a move is taken back, for whatever tells the game's course (the shop's
        # round start, the board's revealed moves, the round replay) instead of replaying the log
        # each: the opening, then one entry per action of the log (``events[i + 1]`` is
        # ``game.log[i]``'s). ``turn_states``: the game as each turn (an economy round) began,
        # by the log's length then, for those that replay a turn from its start.
        self.events: list[Happened] = []
        self.turn_states: dict[int, GameState] = {}
        self._catch_up(game)  # a game opened again: its course so far
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask_bot)
        self._thread = QThread(self)
        self._worker = _BotWorker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.done.connect(self._bot_done)
        self._thread.start()
        # However the application ends (its last window closed, the session logging out), the
        # worker thread must stop before Qt destroys it, or the process aborts.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        # And if the controller goes with its window without being shut down, the thread
        # (its child) is stopped before Qt deletes it.
        self.destroyed.connect(functools.partial(_stop_thread, self._thread))
        if not self.history.turns:  # (a game opened again has its figures from its replay)
            self.history.record(self.state)
        self._names: GameNames | None = None

    def _catch_up(self, game: Game, entries: list | None = None) -> Game:
        """A game opened again is what it would be had it been watched from its start: its
        figures chart the whole course, the turn's placements and the phase's purchases made
        before it was saved can still be taken back, and its event history is whole. One replay
        of its log gives all. With ``entries`` (a move taken back) the game replayed with them
        instead is answered and only the event history kept; if they no longer replay,
        IllegalAction and nothing changed."""
        replay = Game(game.board, game.setup) if entries is not None or game.log else game  # (new: as is)
        happened = [Happened(-1, None, None, tuple(replay.opening_events))]
        turn_states = {0: replay.state.copy()} if any(e.starts_turn for e in replay.opening_events) else {}
        history = TerritoryHistory()
        history.record(replay.state)
        checkpoint, moves = 0, []
        try:
            for position, (actor, action) in enumerate(game.entries() if entries is None else entries):
                phase = replay.state.phase
                decider = actor if actor is not None else replay.state.decider()
                events = replay.apply(action, actor)
                chance = isinstance(action, MixEntropy)
                happened.append(Happened(position, None if chance else decider, action, tuple(events)))
                if any(e.starts_turn for e in events):
                    turn_states[position + 1] = replay.state.copy()
                if chance:
                    continue  # (chance, not a move of anyone's)
                if replay.state.phase != phase:
                    moves = []
                elif decider is not None:
                    moves.append((position, decider))
                if any(e.starts_turn for e in events):
                    checkpoint = position + 1
                    history.record(replay.state)
        except IllegalAction as error:  # a log that no longer replays: the chart starts from here
            if entries is not None:
                raise
            log.warning("cannot replay the game's history: %s", error)
            self.events, self.turn_states = happened, turn_states  # (as far as it replays)
            return replay
        self.events, self.turn_states = happened, turn_states
        if entries is None and game.log:
            self.history, self._turn_checkpoint, self._phase_moves = history, checkpoint, moves
        return replay

    # -- what the window reads ------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def rules(self):
        return self.game.rules

    @property
    def world(self):
        return self.game.world

    @property
    def seats(self):
        return self.game.setup.players

    @property
    def names(self) -> GameNames:
        """The map's names as the app's reader reads them (territories by index)."""
        self._names = GameNames.for_world(self.world, self._names)
        return self._names

    def is_human(self, player: int | None) -> bool:
        return player is not None and player < len(self.seats) and self.seats[player].controller == HUMAN

    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    def decider(self) -> int | None:
        return self.state.decider()

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def explain(self, action: Action) -> str | None:
        """Why ``action`` would not be allowed now, or None if it would: for hints and for
        greying out controls. A person's action itself goes through :meth:`attempt`, which
        asks the rules once."""
        try:
            self.rules.check(self.state, action)
        except IllegalAction as error:
            return self.refusal_text(error)
        return None

    def refusal_text(self, error: IllegalAction) -> str:
        """Why the engine refused, in the reader's language and with the names they read."""
        return engine_text.refusal_text(error, territory_name=self.names.territory,
                                        seat_name=lambda p: seat_name(self, p))

    def view_for(self, player: int | None) -> GameState:
        """What ``player`` may see (other players' cards and missions hidden)."""
        return self.rules.player_view(self.state, player)

    def screen_state(self) -> GameState:
        """The state as the screen may show it now: the view of the person whose secrets it
        shows (nobody's while it changes hands or a computer player decides), so that the
        board and the tables never show what the rules hide from them, such as the others'
        placements in the MU draft's setup. Only to draw from: it shares the state's lists."""
        return self.rules.player_view(self.state, self.privacy.shown)

    def handoff_is_notice(self) -> bool:
        """Whether the hand-off waited for only says whose turn it is (nothing secret to
        hide: the screen may show the board meanwhile)."""
        return self._waiting_for_handoff is not None and self._step is Step.NOTICE

    def waiting_for_handoff(self) -> int | None:
        return self._waiting_for_handoff

    def shown_player(self) -> int | None:
        """Whose cards and mission the screen may show now (None: nobody's)."""
        return self.privacy.shown

    def reveal_offered(self) -> int | None:
        """The person at the screen whose secrets are hidden until they ask (see reveal_secrets)."""
        return self._reveal_for

    def reveal_secrets(self) -> None:
        """The person whose screen it is asks to see their cards and mission again."""
        player = self._reveal_for
        if player is None:
            return
        self._reveal_for = None
        self.privacy.reveal(player)
        self.screenChanged.emit()

    # -- running ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin (or resume): the game is written in full, its journal begun, and whoever must
        decide is asked."""
        self._started = True
        if self._journal is None and self.state.phase != Phase.GAME_OVER:
            self._autosave()
        self._continue()

    def set_speed(self, speed: Speed | str) -> None:
        self.speed = Speed(speed)

    def skip_to_end_of_turn(self) -> None:
        """Let the computer player whose turn it is finish it at once."""
        if self.is_human(self.state.current) or self.state.phase == Phase.GAME_OVER:
            return
        self._skipping_turn = self.state.turn
        if self._timer.isActive():
            self._timer.stop()
            self._ask_bot()

    def perform(self, action: Action) -> bool:
        """A person's action: applied, or refused (the ``refused`` signal says why)."""
        reason = self.attempt(action)
        if reason is not None:
            self.refused.emit(reason)
        return reason is None

    def attempt(self, action: Action) -> str | None:
        """A person's action in one call into the rules: applied (None), or the rules' refusal
        in the reader's words, with nothing changed. For a control that shows the refusal
        itself; :meth:`perform` sends it to the window instead."""
        decider = self.decider()
        if not self.is_human(decider) or self._waiting_for_handoff is not None:
            return self.tr("It is not your turn to decide.")
        try:
            self._apply(action, decider)
        except IllegalAction as error:  # the rules check before they change anything
            return self.refusal_text(error)
        self._continue()
        return None

    def acknowledge_handoff(self) -> None:
        """The person the screen was handed to is ready."""
        player = self._waiting_for_handoff
        if player is None:
            return
        self._waiting_for_handoff = None
        self.privacy.handed_to(player)
        self.screenChanged.emit()
        self.humanTurn.emit(player)

    # -- placing starting armies for a person ---------------------------------------------------
    def can_auto_place(self) -> bool:
        """Whether the person deciding may have their remaining starting armies placed for them."""
        decider = self.decider()
        return (self.state.phase == Phase.PLACE_INITIAL and self.is_human(decider)
                and self._waiting_for_handoff is None and decider not in self._auto_placing)

    def auto_place(self) -> bool:
        """Place the deciding person's remaining starting armies for them, now and in each of
        their later setup turns (the choice a computer player would make, as ordinary logged
        placements)."""
        if not self.can_auto_place():
            return False
        self._auto_placing.add(self.decider())
        self._continue()
        return True

    def _place_for_people(self) -> None:
        # Applies placements as long as the decider is someone who asked for them; then
        # the game goes on with whoever decides next.
        # Spread over the borders as a person would (engine/ai/setup_spread.py), not piled
        # on one stack as the computer player's attack plan would have it.
        placer = SpreadPlacer(HeuristicBot(self.game.setup.seed))
        while self.state.phase == Phase.PLACE_INITIAL and self.decider() in self._auto_placing:
            player = self.decider()
            self._apply(placer.choose(self.rules, self.view_for(player), player), player)
        if self.state.phase != Phase.PLACE_INITIAL:
            self._auto_placing.clear()

    # -- undoing placements ------------------------------------------------------------------------
    def can_undo_placement(self) -> bool:
        """Armies placed (and cards traded) this turn can be taken back until the attack."""
        if not self.is_human(self.state.current) or self.state.phase != Phase.REINFORCE:
            return False
        since = self.game.log[self._turn_checkpoint:]
        return any(isinstance(a, PlaceArmies) for a in since)

    def undo_placement(self) -> bool:
        """Take back the last placement: the game is replayed without it (no dice are involved)."""
        if not self.can_undo_placement():
            return False
        entries = self.game.entries()
        last = max(i for i, (_actor, a) in enumerate(entries)
                   if isinstance(a, PlaceArmies) and i >= self._turn_checkpoint)
        try:
            game = self._catch_up(self.game, entries[:last] + entries[last + 1:])
        except IllegalAction as error:  # (never expected: placements roll no dice)
            self.refused.emit(self.refusal_text(error))
            return False
        self.game = game
        self._record_in_journal()  # (another game object: written in full, a new journal)
        self.gameReplaced.emit()
        self.stateChanged.emit()
        self._continue()
        return True

    # -- taking back a person's own moves in a phase --------------------------------------------------
    def takeable(self, kinds: tuple[type, ...]) -> list[tuple[int, Action]]:
        """The deciding person's actions of ``kinds`` taken in the phase going on, as (log
        position, action), oldest first: what :meth:`take_back` may undo. The caller names the
        kinds that roll no dice (buying, building, planning), so that the game replayed without
        one is the same game otherwise."""
        player = self.decider()
        if not self.is_human(player) or self._waiting_for_handoff is not None:
            return []
        log = self.game.log
        return [(position, log[position]) for position, actor in self._phase_moves
                if actor == player and isinstance(log[position], kinds)]

    def take_back(self, position: int, kinds: tuple[type, ...]) -> bool:
        """Undo the action at log ``position`` (one of :meth:`takeable`'s): the game is replayed
        without it. If what came after it no longer holds without it (a canal whose road is
        taken back), nothing changes and ``refused`` says why."""
        if position not in {p for p, _action in self.takeable(kinds)}:
            return False
        entries = self.game.entries()
        try:
            game = self._catch_up(self.game, entries[:position] + entries[position + 1:])
        except IllegalAction as error:
            self.refused.emit(self.refusal_text(error))
            return False
        self.game = game
        self._record_in_journal()  # (another game object: written in full, a new journal)
        self._phase_moves = [(p - (p > position), actor) for p, actor in self._phase_moves if p != position]
        self.gameReplaced.emit()
        self.stateChanged.emit()
        self._continue()
        return True

    # -- saving ----------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        save_game(self.game, path)

    @classmethod
    def load(cls, path: str | Path, parent: QObject | None = None, *, journal: Path | None = None,
             **options) -> GameController:
        """The game saved at ``path`` opened again: the ``journal`` beside it replayed (the
        autosave's), fresh entropy mixed into the dice; ``restoration`` says what was done.
        Raises FileFormatError (what and where) for a damaged or newer save."""
        game = load_game(path)
        restoration = reopen(game, journal)
        controller = cls(game, parent, **options)
        controller.restoration = restoration
        return controller

    def shutdown(self) -> None:
        """Stop thinking and the worker thread (the window is closing, or the application)."""
        self._ticket += 1
        self._shut_down = True
        self._timer.stop()
        _stop_thread(self._thread)
        if self._journal is not None:
            self._journal.close()  # forced to the disk: the game goes on at the next start

    def is_running(self) -> bool:
        """Started and not shut down: its game keeps itself in its autosave."""
        return self._started and not self._shut_down

    def discard_journal(self) -> None:
        """The game is over, saved elsewhere or given up: no journal is left to replay."""
        self._journal_sync.stop()
        if self._journal is not None:
            self._journal.remove()
            self._journal = None
        elif self.autosave_path is not None:
            remove_journal(journal_path(self.autosave_path))

    # -- internals -------------------------------------------------------------------------------
    def _make_bots(self) -> None:
        known = bot_types()
        self._bots = {}
        for seat, player in enumerate(self.seats):
            if player.controller != HUMAN:
                kind = known.get(player.controller, known["heuristic"])
                self._bots[seat] = kind(self.game.setup.seed * 31 + seat)

    def _apply(self, action: Action, player: int | None = None) -> None:
        phase, position = self.state.phase, len(self.game.log)
        actor = player if player is not None else self.state.decider()
        events: list[Event] = self.game.apply(action, player)
        self.events.append(Happened(position, actor, action, tuple(events)))
        self._record_in_journal()
        if self.state.phase != phase:
            self._phase_moves = []
        elif actor is not None:
            self._phase_moves.append((position, actor))
        if any(e.starts_turn for e in events):
            self._turn_checkpoint = len(self.game.log)
            self.turn_states[len(self.game.log)] = self.state.copy()
            self.history.record(self.state)
            self._autosave()
        self.eventsHappened.emit(events)
        self.stateChanged.emit()

    def _continue(self) -> None:
        if self._auto_placing:
            self._place_for_people()
        state = self.state
        decider = state.decider()
        self._update_screen(decider)
        if state.phase == Phase.GAME_OVER:
            self.history.record(state)
            self._autosave()
            self.gameOver.emit(state.winner)
            return
        if self.is_human(decider):
            self._skipping_turn = None
            if self._step in (Step.HANDOFF, Step.NOTICE):
                self._waiting_for_handoff = decider
                self.handoffNeeded.emit(decider)
            else:
                self.humanTurn.emit(decider)
            return
        if self._skipping_turn is not None and self._skipping_turn != state.turn:
            self._skipping_turn = None
        delay = 0 if self._skipping_turn is not None else self.speed.delay_ms
        self._timer.start(delay)

    def _update_screen(self, decider: int | None) -> None:
        """Ask whose secrets the screen may show before ``decider`` decides; tell the window."""
        before = (self.privacy.shown, self._reveal_for)
        self._step = self.privacy.next(self.rules.privacy(self.state, decider), self.is_human(decider))
        self._reveal_for = decider if self._step is Step.REVEAL else None
        if (self.privacy.shown, self._reveal_for) != before:
            self.screenChanged.emit()

    def _ask_bot(self) -> None:
        if self._thinking or self.state.phase == Phase.GAME_OVER:
            return
        decider = self.decider()
        bot = self._bots.get(decider)
        if bot is None:
            return
        self._ticket += 1
        self._thinking = True
        self.botThinking.emit(True)
        # The bot reads its seat's view of a copy: nobody else's cards, missions or orders,
        # and the window may repaint from the real state meanwhile.
        view = self.rules.player_view(self.state.copy(), decider)
        self._request.emit(self._ticket, bot, self.rules, view, decider)

    def _bot_done(self, result) -> None:
        self._thinking = False
        self.botThinking.emit(False)
        if isinstance(result, Exception):
            self.failed.emit(self.tr("A computer player made an error: {error}").format(error=str(result)))
            return
        if result.ticket != self._ticket:
            return  # a stale answer (the game was loaded or stopped meanwhile)
        try:
            self._apply(result.action, result.player)
        except IllegalAction as error:
            self.failed.emit(self.tr("A computer player chose an illegal move: {error}").format(
                error=self.refusal_text(error)))
            return
        self._continue()

    def _autosave(self) -> None:
        """Write the game in full and begin a new journal beside what was written."""
        written: Path | None = None
        if self.autosave_hook is not None:
            try:
                written = self.autosave_hook(self.game)
            except OSError as error:
                self.failed.emit(self.tr("Cannot write the autosave: {error}").format(error=str(error)))
        elif self.autosave_path is not None:
            try:
                self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
                save_game(self.game, self.autosave_path)
                written = self.autosave_path
            except OSError as error:
                self.failed.emit(self.tr("Cannot write the autosave: {error}").format(error=str(error)))
        if written is None:
            return  # the old journal (if any) goes on: it still continues the last full save
        path = journal_path(written)
        if self._journal is None or self._journal.path != path:
            if self._journal is not None:
                self._journal.close()
            self._journal = JournalWriter(path)
        try:
            self._journal.begin(self.game)
        except OSError as error:
            log.warning("cannot begin the journal %s: %s", path, error)
            self._journal = None

    def _record_in_journal(self) -> None:
        journal = self._journal
        if journal is None:
            return
        try:
            if not journal.record(self.game):
                self._autosave()  # the log was rewritten (a move taken back): in full again
        except OSError as error:  # a full disk: the autosave at the next turn says so
            log.warning("cannot write the journal %s: %s", journal.path, error)
        if journal.pending and not self._journal_sync.isActive():
            self._journal_sync.start(int(journal.sync_interval * 1000))

    def _sync_journal(self) -> None:
        if self._journal is not None:
            self._journal.sync()
