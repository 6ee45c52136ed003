"""The play window: the board in the middle, the game's panels beside it, menus for the game.

It shows one GameController at a time. Everything that depends on the game (the board,
its input tool, the phase and hand panels) is built for the controller; opening a saved
game or starting a new one replaces the controller and rebuilds them. The window holds no
rules: it wires the controller's signals to the dialogs — an attack or fortification the
board asks for, a person's dice in defence, the hand-off screen between two people, the
victory screen at the end — and says in the status bar what was refused and why.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor import dialogs
from editor.actions.menu_items import add_menu, make_action
from editor.app import user_folders, windows
from editor.app.recent_files import default_settings
from editor.help.help_menu import add_help_menu
from editor.help.preferences import add_preferences_action
from editor.language.problem_text import as_sentence
from editor.play.attack_dialog import AttackDialog, DefendDialog
from editor.play.board import PlayBoard
from editor.play.colours import player_colour
from editor.play.controller import GameController, Speed
from editor.play.dialog_placement import place_beside, territories_on_screen
from editor.play.event_text import seat_name
from editor.play.fortify_dialog import FortifyDialog
from editor.play.game_log import GameLog
from editor.play.hand_panel import HandPanel
from editor.play.handoff_screen import HandoffScreen
from editor.play.phase_panel import PhasePanel
from editor.play.play_tool import PlayTool
from editor.play.restoration_text import restoration_lines
from editor.play.stats_panel import StatsPanel
from editor.play.victory_screen import VictoryScreen
from editor.view.map_view import MapView
from engine.board import Board
from engine.core.game import Game, GameSetup
from engine.core.journal import journal_path, remove_journal, reopen
from engine.core.save import load_game
from engine.core.state import Phase
from engine.files.errors import FileFormatError

log = logging.getLogger(__name__)

SPEED_KEY = "play/speed"
SAVE_FOLDER_KEY = "play/saveFolder"
SIDE_WIDTH = 300
DEFAULT_SIZE = (1280, 820)  # with no screen to measure
MAX_OPENING_SIZE = (2200, 1300)


def opening_size(available: QSize | None) -> QSize:
    """The window's first size: the whole screen's room, up to a big desktop's. Territory
    names stay readable only while the board is big enough (on the classic world every name
    is shown from about 1,900 pixels of screen width), so a smaller opening size would hide
    some of them for nothing."""
    if available is None or available.isEmpty():
        return QSize(*DEFAULT_SIZE)
    return QSize(min(available.width(), MAX_OPENING_SIZE[0]), min(available.height(), MAX_OPENING_SIZE[1]))


def default_autosave_path() -> Path:
    """Where the game in progress is saved at every turn (to resume after a crash)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".worldsmith") / "autosave" / "game.yaml"


class PlayWindow(QMainWindow):
    """Plays ``controller``'s game. ``autosave_path`` (default: the controller's) is used for
    the games this window starts or opens, and removed when a game ends or is closed;
    ``settings`` (speed, last folder) defaults to the user's."""

    controllerChanged = Signal(object)  # noqa: N815 (Qt naming): another game is shown
    # What a click on the board means: a rule set's own play window may use its own tool
    # (editor/play/legacy/window.py).
    tool_type = PlayTool
    # The panel that says what to decide now and the panel of the shown player's secrets: a
    # rule set shaped otherwise than the classic turn brings its own (editor/play/economy).
    phase_panel_type = PhasePanel
    hand_panel_type = HandPanel

    def __init__(self, controller: GameController, parent: QWidget | None = None, *,
                 autosave_path: Path | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playWindow")
        self.setAccessibleName(self.tr("Worldsmith game"))
        self._settings = settings if settings is not None else default_settings()
        self.autosave_path = Path(autosave_path) if autosave_path is not None else controller.autosave_path
        self.controller: GameController | None = None
        self.board = None
        self.tool = None
        self.phase_panel: QWidget | None = None
        self.hand_panel: QWidget | None = None
        self.victory_screen: VictoryScreen | None = None
        self._dialogs: dict[str, QDialog] = {}  # open game dialogs by kind
        self._save_path: Path | None = None
        self._saved_at: int | None = None  # the log length when last saved
        self._handed_over = False  # another play window goes on with the game asked for here

        self.view = MapView(None, self)
        self.view.setObjectName("boardView")
        self.view.setAccessibleName(self.tr("Board"))
        # The side column: the phase panel on top at its natural height; below it the hand,
        # the players and the log share the rest (the log takes what is left).
        self.side = QWidget(self)
        self.side.setObjectName("sidePanel")
        side_layout = QVBoxLayout(self.side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.setSpacing(0)
        self.panels = QSplitter(Qt.Orientation.Vertical, self.side)
        self.panels.setObjectName("sidePanels")
        self.panels.setChildrenCollapsible(False)
        self.stats_panel = StatsPanel(None)
        self.game_log = GameLog(None)
        # Placeholders: the phase and hand panels are made per game (set_controller).
        side_layout.addWidget(QWidget())
        self.panels.addWidget(QWidget())
        self.panels.addWidget(self.stats_panel)
        self.panels.addWidget(self.game_log)
        self.panels.setStretchFactor(2, 1)
        side_layout.addWidget(self.panels, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("playSplitter")
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setCollapsible(0, False)
        self.setCentralWidget(self.splitter)

        self._quitting = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._application_quitting)
        self.handoff_screen = HandoffScreen(self)
        self.handoff_screen.acknowledged.connect(self.acknowledge_handoff)
        self.handoff_screen.declined.connect(self._reveal_declined)
        self.handoff_screen.coveringChanged.connect(self._covering_changed)
        self.handoff_screen.saveAsked.connect(self._save_when_uncovered)
        self._save_waiting = False  # Ctrl+S came while the cover was up: save when it is lifted
        self._covered: list[QWidget] = []  # what the cover disabled while it is up
        self._covered_actions: list[QAction] = []
        self._covered_dialogs: list[QDialog] = []  # the game's dialogs it hid
        self._reveal_asked_for: int | None = None  # the cover asks for this person to show their cards

        self._make_actions()
        self._make_menus()
        self.statusBar().setObjectName("statusBar")
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("status.turn")
        self.turn_label.setAccessibleName(self.tr("Turn"))
        self.statusBar().addPermanentWidget(self.turn_label)
        self.resize(opening_size(self.screen().availableGeometry().size() if self.screen() else None))
        self.splitter.setSizes([self.width() - SIDE_WIDTH, SIDE_WIDTH])
        self.set_controller(controller)

    # -- the game shown ------------------------------------------------------------------------
    def set_controller(self, controller: GameController) -> None:
        """Show ``controller``'s game (the previous one is stopped). Does not start it."""
        old = self.controller
        self._close_dialogs()
        if self.victory_screen is not None:
            self.victory_screen.close()
            self.victory_screen = None
        self.handoff_screen.hide()
        self._reveal_asked_for = None
        if old is not None:
            self._disconnect(old)
            old.shutdown()
        if controller.parent() is None:
            controller.setParent(self)  # it goes with the window
        self.controller = controller
        controller.set_speed(self.speed())
        self._save_path, self._saved_at = None, None

        self.view.set_tool(None)
        old_board, old_tool = self.board, self.tool
        self.board = PlayBoard(controller, self.view, self)
        self.tool = self.tool_type(controller, self.board, self)
        self.tool.status.connect(self._show_tool_status)
        self.tool.attackRequested.connect(self.open_attack)
        self.tool.fortifyRequested.connect(self.open_fortify)
        self.view.set_tool(self.tool)
        for item in (old_tool, old_board):
            if item is not None:
                item.deleteLater()

        # Made without a parent: the splitter takes them in where the old ones were.
        phase = self.phase_panel_type(controller)
        if hasattr(phase, "placementCountChanged"):
            phase.placementCountChanged.connect(self.tool.set_placement_count)
        hand = self.hand_panel_type(controller)
        phase.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        old_phase = self.side.layout().itemAt(0).widget()
        self.side.layout().replaceWidget(old_phase, phase)
        _discard(old_phase)
        # In a scroll area: a big hand scrolls rather than squeezing the cards together.
        # Made with the window as parent so that Qt, not Python, owns it (PySide's replaceWidget
        # does not pass ownership on); the splitter then takes it in.
        hand_scroll = QScrollArea(self)
        hand_scroll.setObjectName("handScroll")
        hand_scroll.setAccessibleName(self.tr("Cards"))
        hand_scroll.setWidgetResizable(True)
        hand_scroll.setFrameShape(QFrame.Shape.NoFrame)
        hand_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hand_scroll.setWidget(hand)
        old_hand = self.panels.widget(0)
        self.panels.replaceWidget(0, hand_scroll)
        _discard(old_hand)
        self.phase_panel, self.hand_panel = phase, hand
        hand.revealRequested.connect(self.ask_to_reveal)
        self._show_secrets()
        self.stats_panel.set_controller(controller)
        self.game_log.set_controller(controller)
        self._say_what_was_restored(controller)
        self._share_side_column()

        controller.refused.connect(self._show_refusal)
        controller.failed.connect(self._show_failure)
        controller.humanTurn.connect(self._human_turn)
        controller.handoffNeeded.connect(self._handoff_needed)
        controller.screenChanged.connect(self._show_secrets)
        controller.gameOver.connect(self._game_over)
        controller.stateChanged.connect(self._update_title)
        if old is not None:
            old.deleteLater()
        self._game_shown(controller)
        self._update_title()
        self.controllerChanged.emit(controller)

    @classmethod
    def plays(cls, ruleset: str) -> bool:
        """Whether this window plays games of ``ruleset`` (the classic turn, outside a
        campaign); others are handed to their own play window (editor/app/windows.py)."""
        from engine.rules.classic import ClassicRules
        from engine.rules.registry import ruleset_class

        rules = ruleset_class(ruleset)
        return issubclass(rules, ClassicRules) and not rules.needs_campaign

    def _game_shown(self, controller: GameController) -> None:
        """A rule set's own play window adds its panels and board layers for a new game here
        (the board, tool, phase and hand panels are made by then)."""

    def start_game(self, board: Board, setup: GameSetup) -> GameController:
        """A new game on ``board`` replaces the one shown, and starts."""
        controller = GameController(Game(board, setup), self, autosave_path=self.autosave_path, speed=self.speed())
        self.set_controller(controller)
        controller.start()
        return controller

    def _share_side_column(self) -> None:
        # The hand as tall as its cards need, the players table as tall as its rows, the rest
        # for the log.
        height = max(self.panels.height(), 400)
        needed = max(self.hand_panel.heightForWidth(self.panels.width()), self.hand_panel.sizeHint().height())
        hand = min(max(needed, 140), height // 2)
        stats = self.stats_panel.fitting_height()
        self.panels.setSizes([hand, stats, max(height - hand - stats, 120)])

    def _disconnect(self, controller: GameController) -> None:
        for signal, slot in ((controller.refused, self._show_refusal), (controller.failed, self._show_failure),
                             (controller.humanTurn, self._human_turn),
                             (controller.handoffNeeded, self._handoff_needed),
                             (controller.screenChanged, self._show_secrets),
                             (controller.gameOver, self._game_over), (controller.stateChanged, self._update_title)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)

    # -- what the controller says ----------------------------------------------------------------
    def _show_secrets(self) -> None:
        """The hand panel shows the cards and mission of whoever the screen may show now."""
        controller = self.controller
        asked = self._reveal_asked_for
        if asked is not None and self.handoff_screen.reveals_cards() and controller.reveal_offered() != asked:
            # The game went on under the question (a dialog left open): there is nothing to show now.
            self._reveal_asked_for = None
            self.handoff_screen.hide()
        self.hand_panel.set_viewer(controller.shown_player(), reveal_for=controller.reveal_offered())
        self._share_side_column()

    def _human_turn(self, player: int) -> None:
        state = self.controller.state
        if state.phase == Phase.DEFEND:
            # The defender answers on the attacker's screen: the controller has hidden
            # everyone's secrets, and the dialog shows only the question.
            self.open_defence()
            return
        if state.phase == Phase.OCCUPY and "attack" not in self._dialogs:
            # A capture waiting to be moved into without an attack dialog (a loaded game).
            self.open_attack(state.attack_source, state.attack_target)

    def _handoff_needed(self, player: int) -> None:
        self._reveal_asked_for = None
        self._close_dialogs()
        self.statusBar().clearMessage()
        controller = self.controller
        if controller.handoff_is_notice():
            # Nothing is secret: the window stays in sight under a notice of whose turn it is.
            task = controller.rules.phase_info(controller.state.phase).task
            self.handoff_screen.show_for(seat_name(controller, player), player_colour(controller, player),
                                         notice=True, task=QCoreApplication.translate("Phase", task) if task else "")
        else:
            self.hand_panel.set_viewer(None)  # nothing of anyone's secrets while the screen changes hands
            self.handoff_screen.show_for(seat_name(controller, player), player_colour(controller, player))
        self._place_handoff_screen()

    def acknowledge_handoff(self) -> None:
        """The person the screen was passed to is ready (the hand-off screen was clicked)."""
        if self.handoff_screen.reveals_cards():
            self._reveal_acknowledged()
            return
        player = self.controller.waiting_for_handoff()
        self.handoff_screen.hide()
        if player is None:
            return
        self.controller.acknowledge_handoff()
        self.view.setFocus()

    # -- showing hidden cards again --------------------------------------------------------------
    # "Show Ann's Cards" is offered while the screen is Ann's but someone else used it since (a
    # defender choosing dice, a computer's turn): whoever sits at the screen could press it. So
    # it does not show the cards at once; it raises the hand-off cover, in Ann's colour, saying
    # "Pass the screen to Ann — Ann, click to see your cards", with the cover's guard (no input
    # for a moment, then a whole press and release). The cover rather than a question where
    # Ann picks her name among the players': everybody at the desk knows the names, so picking
    # one proves nothing, while a screen-filling cover in Ann's colour tells the whole table at
    # a glance that Ann's cards are about to be shown — the same gesture the group already
    # uses at every hand-off, with nothing new to learn or to misread. A hasty double click on
    # the button cannot show the cards either (the grace period), and Escape declines.
    def ask_to_reveal(self) -> None:
        """Someone at the screen asked to see the hidden cards of the person whose screen it is:
        cover the screen until that person says they are at it."""
        controller = self.controller
        player = controller.reveal_offered()
        if player is None or controller.waiting_for_handoff() is not None:
            return
        self._reveal_asked_for = player
        self.statusBar().clearMessage()
        self.handoff_screen.show_for(seat_name(controller, player), player_colour(controller, player), reveal=True)
        self._place_handoff_screen()

    def _reveal_acknowledged(self) -> None:
        player, self._reveal_asked_for = self._reveal_asked_for, None
        self.handoff_screen.hide()
        if player is not None and self.controller.reveal_offered() == player:
            self.controller.reveal_secrets()
        self.view.setFocus()

    def _reveal_declined(self) -> None:
        """Escape on the "see your cards" cover: the cards stay hidden, the game goes on."""
        self._reveal_asked_for = None
        self.handoff_screen.hide()
        button = getattr(self.hand_panel, "reveal_button", None)  # the classic hand's or a rule set's panel
        (button if button is not None and button.isVisible() else self.view).setFocus()

    def _covering_changed(self, covering: bool) -> None:
        """While the hand-off cover is up, everything it hides is disabled: no keyboard focus,
        mnemonic or shortcut of a hidden widget can act on the game behind it. The game's open
        dialogs (windows of their own, which would stay above the cover) are hidden until it
        goes, and the window's actions are disabled — Save and Open among them — but Quit and
        the speed (the menu bar stays, above the cover)."""
        if covering:
            keep = (self.handoff_screen, self.menuBar())
            for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
                if child in keep or child.isWindow() or not child.isEnabled():
                    continue
                child.setEnabled(False)
                self._covered.append(child)
            for dialog in self._dialogs.values():
                if dialog.isVisible():
                    dialog.hide()
                    self._covered_dialogs.append(dialog)
            kept = {self.action_quit, *self.speed_actions.values()}
            for action in self.findChildren(QAction):
                if action.isEnabled() and action not in kept:
                    action.setEnabled(False)
                    self._covered_actions.append(action)
            self.handoff_screen.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            covered, self._covered = self._covered, []
            actions, self._covered_actions = self._covered_actions, []
            dialogs, self._covered_dialogs = self._covered_dialogs, []
            for item in (*covered, *actions):
                with contextlib.suppress(RuntimeError):  # deleted meanwhile
                    item.setEnabled(True)
            for dialog in dialogs:
                with contextlib.suppress(RuntimeError):
                    if dialog in self._dialogs.values():  # still the game's (not closed meanwhile)
                        dialog.show()
            if self._save_waiting:
                self._save_waiting = False
                self.save()

    def _save_when_uncovered(self) -> None:
        """Ctrl+S while the hand-off cover is up: Save waits for it (README; the cover says so),
        as a file dialog over the cover would be in the way of the person it is passed to."""
        if self.controller is not None and self.handoff_screen.isVisible():
            self._save_waiting = True

    def _game_over(self, winner) -> None:
        self._close_dialogs()
        self.handoff_screen.hide()
        self._reveal_asked_for = None
        self._remove_autosave()
        self._update_title()
        if self.victory_screen is not None:
            return
        screen = VictoryScreen(self.controller, self)
        screen.newGameRequested.connect(self.new_game)
        screen.finished.connect(lambda _code: screen.deleteLater())
        screen.destroyed.connect(lambda: setattr(self, "victory_screen", None))
        self.victory_screen = screen
        screen.show()
        screen.raise_()

    def _say_what_was_restored(self, controller: GameController) -> None:
        """A game reopened after a crash says where it goes on from, and what it left out."""
        lines = restoration_lines(controller.restoration, controller)
        for line in lines:
            self.game_log.add_note(line)
        if lines:
            self.statusBar().showMessage(" ".join(lines), 15000)

    def _show_tool_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _show_refusal(self, reason: str) -> None:
        # The engine's refusals start in lower case (they follow "cannot ..." elsewhere);
        # alone on the status bar they read as a sentence.
        self.statusBar().showMessage(as_sentence(reason), 8000)

    def _show_failure(self, message: str) -> None:
        log.warning("%s", message)
        self.statusBar().showMessage(message)

    # -- dialogs ---------------------------------------------------------------------------------
    def open_attack(self, source: int, target: int) -> QDialog:
        dialog = self._show_dialog("attack", AttackDialog(self.controller, source, target, self))
        self._place_beside(dialog, (source, target))
        return dialog

    def open_fortify(self, source: int, target: int) -> QDialog:
        dialog = self._show_dialog("fortify", FortifyDialog(self.controller, source, target, self))
        self._place_beside(dialog, (source, target))
        return dialog

    def open_defence(self) -> QDialog:
        if "defend" in self._dialogs:
            return self._dialogs["defend"]
        state = self.controller.state
        dialog = self._show_dialog("defend", DefendDialog(self.controller, self))
        attack = self._dialogs.get("attack")
        self._place_beside(dialog, (state.attack_source, state.attack_target),
                           attack.frameGeometry() if attack is not None and attack.isVisible() else None)
        return dialog

    def _place_beside(self, dialog: QDialog, territories, also_avoid: QRect | None = None) -> None:
        """Keep the fighting territories (and ``also_avoid``) in sight: the dialog goes beside them."""
        dialog.adjustSize()
        avoid = territories_on_screen(self.board, territories)
        if also_avoid is not None:
            avoid = avoid.united(also_avoid)
        viewport = self.view.viewport()
        area = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
        place_beside(dialog, avoid, area)

    def adopt_dialog(self, kind: str, dialog: QDialog, territories) -> None:
        """A game dialog opened by someone else (the Legacy tool's expand dialog) becomes one of
        the window's, as if opened here: beside ``territories``, hidden under the hand-off
        cover and closed with the game."""
        previous = self._dialogs.get(kind)
        if previous is dialog:
            return
        if previous is not None:
            previous.close()
        self._dialogs[kind] = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one a move: none piles up hidden
        dialog.finished.connect(lambda _code, k=kind, d=dialog: self._dialog_closed(k, d))
        dialog.destroyed.connect(lambda _obj=None, k=kind, d=dialog: self._dialog_closed(k, d))
        self._place_beside(dialog, territories)

    def dialog(self, kind: str) -> QDialog | None:
        """The open "attack", "fortify" or "defend" dialog, if any."""
        return self._dialogs.get(kind)

    def _show_dialog(self, kind: str, dialog: QDialog) -> QDialog:
        previous = self._dialogs.pop(kind, None)
        if previous is not None:
            previous.close()
        self._dialogs[kind] = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _code, k=kind, d=dialog: self._dialog_closed(k, d))
        dialog.destroyed.connect(lambda _obj=None, k=kind, d=dialog: self._dialog_closed(k, d))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _dialog_closed(self, kind: str, dialog: QDialog) -> None:
        if self._dialogs.get(kind) is dialog:
            del self._dialogs[kind]

    def _close_dialogs(self) -> None:
        for dialog in list(self._dialogs.values()):
            dialog.close()
        self._dialogs.clear()

    # -- actions ---------------------------------------------------------------------------------
    def _make_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.action_new_game = make_action(
            self, "action.newGame", self.tr("&New Game…"), [key.New, "Ctrl+Shift+N"], self.new_game,
            tip=self.tr("Set up and start another game"))
        self.action_open = make_action(
            self, "action.openGame", self.tr("&Open…"), [key.Open], self.open_game_dialog,
            tip=self.tr("Continue a saved game"))
        self.action_save = make_action(
            self, "action.saveGame", self.tr("&Save"), [key.Save], self.save, tip=self.tr("Save the game"))
        self.action_save_as = make_action(
            self, "action.saveGameAs", self.tr("Save &As…"), ["Ctrl+Shift+S"], self.save_as,
            tip=self.tr("Save the game under another name"))
        # Quit ends the application, every window of it (each still asks about what it would
        # lose), not only this one: a play window opened from the editor is not the whole app.
        self.action_quit = make_action(self, "action.quit", self.tr("&Quit"), ["Ctrl+Q"], self.quit_application)
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        view = self.view
        self.action_zoom_in = make_action(self, "action.zoomIn", self.tr("Zoom &In"), [key.ZoomIn, "Ctrl+="],
                                          view.zoom_in)
        self.action_zoom_out = make_action(self, "action.zoomOut", self.tr("Zoom &Out"), [key.ZoomOut], view.zoom_out)
        self.action_fit = make_action(self, "action.fit", self.tr("&Fit to Window"), ["Ctrl+0"], view.fit_to_window)

        self.speed_group = QActionGroup(self)
        self.speed_group.setExclusive(True)
        self.speed_actions: dict[Speed, QAction] = {}
        chosen = self.speed()
        for speed, text, tip in (
            (Speed.INSTANT, self.tr("&Instant"), self.tr("Computer players act at once")),
            (Speed.FAST, self.tr("&Fast"), self.tr("A short pause before each computer move")),
            (Speed.NORMAL, self.tr("&Normal"), self.tr("Time to follow each computer move")),
        ):
            action = make_action(self, f"action.speed.{speed.value}", text, [], checkable=True,
                                 checked=speed is chosen, tip=tip)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_speed(s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.action_skip = make_action(
            self, "action.skipTurn", self.tr("&Skip to End of Turn"), ["Ctrl+K"], self.skip_turn,
            tip=self.tr("Let the computer player finish its turn at once"))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        bar.setObjectName("menuBar")

        game = add_menu(bar, "menu.game", self.tr("&Game"), [
            self.action_new_game, self.action_open, None, self.action_save, self.action_save_as, None,
            self.action_quit])
        view = add_menu(bar, "menu.view", self.tr("&View"), [self.action_zoom_in, self.action_zoom_out,
                                                             self.action_fit])
        self._add_panels_menu(view)
        add_menu(bar, "menu.computer", self.tr("&Computer Players"), [
            *self.speed_actions.values(), None, self.action_skip])
        add_preferences_action(self, game, self._settings)
        add_help_menu(self, guide_page="playing", rule_set=lambda: self.controller.game.setup.ruleset)

    # -- View ▸ Panels ---------------------------------------------------------------------------
    # A dock closed with its title bar's ×, or the side column dragged shut against the window's
    # edge, is easy to lose by accident and has no other way back: View ▸ Panels lists them all,
    # checked while shown. It is filled each time the View menu opens, so that it lists whatever
    # docks the window has then (a rule set's window adds its own, some per game).
    def _add_panels_menu(self, view_menu: QMenu) -> None:
        self.action_side_panels = make_action(
            self, "action.panel.side", self.tr("&Side Panels"), [], checkable=True, checked=True,
            tip=self.tr("The turn, the cards, the players and the log, beside the map"))
        self.action_side_panels.toggled.connect(self.show_side_panels)
        self.splitter.splitterMoved.connect(self._update_side_panels_action)
        view_menu.addSeparator()
        self.panels_menu = view_menu.addMenu(self.tr("&Panels"))
        self.panels_menu.setObjectName("menu.panels")
        self.panels_menu.menuAction().setObjectName("action.panels")
        view_menu.aboutToShow.connect(self.fill_panels_menu)
        self.panels_menu.aboutToShow.connect(self.fill_panels_menu)
        self.fill_panels_menu()

    def panel_docks(self) -> list[QDockWidget]:
        """The window's docks by name, as the menu lists them (one taken off the window is not)."""
        docks = [dock for dock in self.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                 if self.dockWidgetArea(dock) != Qt.DockWidgetArea.NoDockWidgetArea]
        return sorted(docks, key=lambda dock: dock.windowTitle().casefold())

    def fill_panels_menu(self) -> None:
        """View ▸ Panels: the side column, then each dock (checked while shown)."""
        menu = self.panels_menu
        menu.clear()  # the actions are the window's and the docks': none is deleted
        self._update_side_panels_action()
        menu.addAction(self.action_side_panels)
        docks = self.panel_docks()
        if docks:
            menu.addSeparator()
        for dock in docks:
            toggle = dock.toggleViewAction()
            if not toggle.objectName():
                toggle.setObjectName(f"action.panel.{dock.objectName()}")
            menu.addAction(toggle)

    def side_panels_shown(self) -> bool:
        return not self.side.isHidden() and self.splitter.sizes()[1] > 0

    def show_side_panels(self, shown: bool) -> None:
        """Show the side column at its usual width, or close it (the map takes the room)."""
        if shown == self.side_panels_shown():
            return
        total = sum(self.splitter.sizes()) or self.splitter.width()
        if shown:
            self.side.show()
            self.splitter.setSizes([max(total - SIDE_WIDTH, 1), SIDE_WIDTH])
        else:
            self.splitter.setSizes([total, 0])
        self._update_side_panels_action()

    def _update_side_panels_action(self, *_args) -> None:
        action = self.action_side_panels
        action.blockSignals(True)
        action.setChecked(self.side_panels_shown())
        action.blockSignals(False)

    # -- speed -----------------------------------------------------------------------------------
    def speed(self) -> Speed:
        value = self._settings.value(SPEED_KEY, Speed.FAST.value)
        try:
            return Speed(str(value))
        except ValueError:
            return Speed.FAST

    def set_speed(self, speed: Speed | str) -> None:
        speed = Speed(speed)
        self._settings.setValue(SPEED_KEY, speed.value)
        self.speed_actions[speed].setChecked(True)
        if self.controller is not None:
            self.controller.set_speed(speed)

    def skip_turn(self) -> None:
        self.controller.skip_to_end_of_turn()

    # -- files -----------------------------------------------------------------------------------
    def in_progress(self) -> bool:
        return self.controller is not None and self.controller.state.phase != Phase.GAME_OVER

    def unsaved(self) -> bool:
        """A game in progress with moves made since it was last saved (or never saved)."""
        moves = len(self.controller.game.log) if self.controller is not None else 0
        return self.in_progress() and moves > 0 and self._saved_at != moves

    def save(self) -> bool:
        if self._save_path is None:
            return self.save_as()
        return self.save_to(self._save_path)

    def save_as(self) -> bool:
        folder = user_folders.start_folder(user_folders.SAVES, self._settings.value(SAVE_FOLDER_KEY, ""))
        suggestion = self._save_path or Path(str(folder)) / self.tr("game.yaml")
        path = dialogs.ask_save_path(self, self.tr("Save Game"), suggestion, self.tr("Saved games (*.yaml)"))
        return path is not None and self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            self.controller.save(path)
        except OSError as error:
            QMessageBox.critical(self, self.tr("Cannot Save"),
                                 self.tr("The game cannot be saved to {path}:\n\n{error}").format(
                                     path=str(path), error=error.strerror or str(error)))
            return False
        self._save_path, self._saved_at = path, len(self.controller.game.log)
        self._settings.setValue(SAVE_FOLDER_KEY, str(path.parent))
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=str(path)), 6000)
        self._update_title()
        return True

    def open_game_dialog(self) -> bool:
        if not self.maybe_save():
            return False
        folder = user_folders.start_folder(user_folders.SAVES, self._settings.value(SAVE_FOLDER_KEY, ""))
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open Game"), str(folder), self.tr("Saved games (*.yaml *.yml);;All files (*)"))
        return bool(path) and self.open_game(path)

    def mark_saved_as(self, path: Path) -> None:
        """The game shown is the one saved at ``path`` (Save writes there again)."""
        self._save_path, self._saved_at = Path(path), len(self.controller.game.log)
        self._update_title()

    def open_game(self, path: str | Path) -> bool:
        """Continue the game saved at ``path`` in this window (no questions asked); a game of
        a rule set this window does not play goes on in the play window of its rule set."""
        try:
            game = load_game(path)
            reopen(game, None)  # fresh entropy: the dice to come cannot be learnt by reopening
            if not self.plays(game.setup.ruleset):
                return self._hand_over(windows.play_game(game, self, settings=self._settings,
                                                         autosave_path=self.autosave_path, saved_at=path))
            controller = GameController(game, self, autosave_path=self.autosave_path, speed=self.speed())
        except (FileFormatError, OSError) as error:
            message = str(error)
        except Exception as error:  # a bug in the loader must not take the game window down
            log.exception("unexpected error while opening %s", path)
            message = self.tr("{file}: unexpected error: {error}").format(file=str(path), error=str(error))
        else:
            message = None
        if message is not None:
            QMessageBox.warning(self, self.tr("Cannot Open Game"),
                                self.tr("This game cannot be opened:\n\n{error}").format(error=message))
            return False
        self.set_controller(controller)
        self._save_path, self._saved_at = Path(path), len(controller.game.log)
        self._settings.setValue(SAVE_FOLDER_KEY, str(Path(path).parent))
        self._update_title()
        controller.start()
        return True

    def new_game(self) -> bool:
        """Ask for a new game (on the same map first) and start it here."""
        if not self.maybe_save():
            return False
        from editor.play.new_game_dialog import ask_new_game

        chosen = ask_new_game(self, None, self._settings)
        if chosen is None:
            return False
        if isinstance(chosen, Path):  # a Legacy scenario: its campaign has a window of its own
            return self._hand_over(self._play_scenario(chosen))
        board, _path, setup = chosen
        if not self.plays(setup.ruleset):
            return self._hand_over(windows.play_game(Game(board, setup), self, settings=self._settings,
                                                     autosave_path=self.autosave_path))
        self.start_game(board, setup)
        return True

    def _play_scenario(self, path: Path) -> QWidget | None:
        """The scenario at ``path`` played in the window of its rule set (a Legacy one starts a campaign)."""
        from engine.board import load_map
        from engine.scenario import load_scenario

        try:
            loaded = load_scenario(path)
            board = load_map(loaded.map_path()).board
        except (FileFormatError, OSError) as error:
            QMessageBox.warning(self, self.tr("Cannot Open Scenario"),
                                self.tr("This scenario cannot be opened:\n\n{error}").format(
                                    error=getattr(error, "strerror", None) or str(error)))
            return None
        return windows.play_scenario(loaded.scenario, board, self, settings=self._settings,
                                     autosave_path=self.autosave_path, scenario_path=loaded.path)

    def _hand_over(self, window: QWidget | None) -> bool:
        """Another play window (``window``; None if it could not open, after saying why) goes
        on with the game asked for here, so this one closes, as Open and New Game leave the
        game shown: without asking again (the question was asked), and without removing the
        autosave, which is the other window's now."""
        if window is None:
            return False
        self._handed_over = True
        self.close()
        return True

    def maybe_save(self) -> bool:
        """Before the game is left: Save / Discard / Cancel. True to go on."""
        if not self.unsaved():
            return True
        answer = QMessageBox.question(
            self, self.tr("Save the Game?"),
            self.tr("The game is not over. Save it to continue later?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _remove_autosave(self) -> None:
        """Nothing is left to resume: the autosave and the journal beside it go."""
        if self.controller is not None:
            self.controller.discard_journal()
        if self.autosave_path is not None:
            try:
                self.autosave_path.unlink(missing_ok=True)
            except OSError as error:
                log.warning("cannot remove the autosave %s: %s", self.autosave_path, error)
            remove_journal(journal_path(self.autosave_path))

    # -- window ----------------------------------------------------------------------------------
    def _update_title(self) -> None:
        controller = self.controller
        if controller is None:
            return
        name = controller.names.map or self.tr("Untitled Map")
        state = controller.state
        if state.phase == Phase.GAME_OVER:
            self.turn_label.setText(self.tr("Game over"))
        elif state.turn:
            self.turn_label.setText(self.tr("Turn {turn}").format(turn=state.turn))
        else:
            self.turn_label.setText(self.tr("Setting up"))
        title = self.tr("{map} — Worldsmith").format(map=name)
        if self._save_path is not None:
            title = self.tr("{file} ({map}) — Worldsmith").format(file=self._save_path.name, map=name)
        self.setWindowTitle(title)

    def _place_handoff_screen(self) -> None:
        # Everything below the menu bar, status bar included: the board and every panel.
        top = self.menuBar().geometry().bottom() + 1 if self.menuBar().isVisible() else 0
        self.handoff_screen.setGeometry(0, top, self.width(), self.height() - top)
        self.handoff_screen.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        if self.handoff_screen.isVisible():
            self._place_handoff_screen()

    def quit_application(self) -> None:
        """File ▸ Quit: this window first (it saves the game), then every other window."""
        if not self.close():
            return
        app = QApplication.instance()
        if app is not None:
            app.closeAllWindows()

    def _application_quitting(self) -> None:
        """The application ends without this window being closed first (the session ends, or
        another window quit it): no questions can be asked any more, so the game in progress is
        kept in the autosave, to be offered back at the next start, and the computer players
        are stopped."""
        if self._quitting:
            return
        self._quitting = True
        self._close_dialogs()
        controller = self.controller
        if controller is None:
            return
        controller.shutdown()
        if self.unsaved() and self.autosave_path is not None:
            try:
                self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
                controller.save(self.autosave_path)
            except OSError as error:
                log.warning("cannot keep the game in %s: %s", self.autosave_path, error)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if self._quitting:
            event.accept()  # the autosave keeps the game (see _application_quitting)
            return
        if self._handed_over:
            self._close_dialogs()
            self.view.set_tool(None)
            if self.controller is not None:
                self.controller.shutdown()
            event.accept()
            return
        if not self.maybe_save():
            event.ignore()
            return
        self._close_dialogs()
        self.view.set_tool(None)
        if self.controller is not None:
            self.controller.shutdown()
        # Saved, finished or deliberately discarded: nothing is left to resume.
        self._remove_autosave()
        event.accept()


def _discard(widget: QWidget | None) -> None:
    if widget is not None:
        widget.setParent(None)
        widget.deleteLater()
