"""Starting a game: ``worldsmith play [SCENARIO|CAMPAIGN|SAVE|MAP]`` (editor/app/application.py runs it), File ▸
New Game… in the editor, and Play This Scenario in the scenario designer (those two ask through
editor/app/windows.py, which editor/app/application.py points here). A rule set with a play window of its own
(Risk Legacy: editor/play/legacy/launch.py) gets its scenarios and campaign files through
editor/app/windows.py too.

A game in progress is autosaved (QStandardPaths' AppDataLocation/autosave/game.yaml, with its
journal beside it). When play starts and an unfinished game was left there — Worldsmith crashed
or was killed — it is offered back: "Resume the game saved at 21:14?"; also before a saved game,
a scenario or a new game would take its place, so that opening a file never throws away a game
left by a crash. Two games played at once in two windows keep themselves in two autosaves
(game.yaml, game-2.yaml, …). An autosave of a finished or unreadable game is simply removed.
"""

from __future__ import annotations

import logging
import random
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from editor.app import windows
from editor.play.controller import GameController, autosave_in_use
from editor.play.new_game_dialog import ask_new_game
from editor.play.play_window import PlayWindow, default_autosave_path
from editor.play.window_keeper import show_and_start
from engine.core.game import Game
from engine.core.journal import journal_path
from engine.core.state import Phase
from engine.files.errors import FileFormatError

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

log = logging.getLogger(__name__)

EXIT_OK, EXIT_UNREADABLE = 0, 2
SCENARIO_FORMAT = "worldsmith-scenario"
SAVE_FORMAT = "worldsmith-save"
CAMPAIGN_FORMAT = "worldsmith-campaign"



def start_play(path: str | None, *, settings: QSettings | None = None, autosave_path: Path | None = None) -> int | None:
    """``worldsmith play [SCENARIO|CAMPAIGN|SAVE|MAP]``: a scenario starts at once as it says (a
    Legacy scenario starts a campaign), a campaign goes on in the play window of its rule set
    (editor/app/windows.py), a saved game goes on where it was saved; otherwise an unfinished game
    is offered back, else a new game is set up (on MAP if given, with the rule set MAP is made
    for chosen: the MU economy on a map with water territories, see
    new_game_dialog.ruleset_for_map). None once a play window shows (the event loop runs it);
    else the exit code: EXIT_OK if the new game was cancelled,
    EXIT_UNREADABLE if the file cannot be opened (missing, a device, far too big, a scenario that
    cannot be played...: explained)."""
    from engine.files.document_kind import file_format

    kind = None
    if path is not None:
        try:
            kind = file_format(path)  # from the parsed document: any way YAML allows to write it
        except FileFormatError as error:
            _tell(None, translate("Launch", "Cannot Open File"),
                  translate("Launch", "This file cannot be opened:\n\n{error}").format(error=str(error)))
            return EXIT_UNREADABLE
    if kind == CAMPAIGN_FORMAT:
        return None if windows.open_campaign(path, settings=settings) is not None else EXIT_UNREADABLE
    if kind in (SCENARIO_FORMAT, SAVE_FORMAT):
        opener = open_scenario if kind == SCENARIO_FORMAT else open_saved_game
        window = opener(path, settings=settings, autosave_path=autosave_path)
        return EXIT_UNREADABLE if window is None else None
    window = launch_play(path, settings=settings, autosave_path=autosave_path)
    return EXIT_OK if window is None else None


def open_scenario(path: str | Path, parent: QWidget | None = None, *, settings: QSettings | None = None,
                  autosave_path: Path | None = None) -> QWidget | None:
    """Load a scenario file and its map and play it, in the play window for its rule set
    (editor/app/windows.py); a file that cannot be read is explained."""
    from engine.board import load_map
    from engine.scenario import load_scenario

    try:
        loaded = load_scenario(path)
        board = load_map(loaded.map_path()).board
    except (FileFormatError, OSError) as error:
        message = translate("Launch", "This scenario cannot be opened:\n\n{error}")
        _tell(parent, translate("Launch", "Cannot Open Scenario"),
              message.format(error=getattr(error, "strerror", None) or str(error)))
        return None
    return windows.play_scenario(loaded.scenario, board, parent, settings=settings, autosave_path=autosave_path,
                                 scenario_path=loaded.path)


def play_scenario(scenario, board, parent: QWidget | None = None, *, settings: QSettings | None = None,
                  autosave_path: Path | None = None, seed: int | None = None,
                  scenario_path: str | Path | None = None) -> PlayWindow | None:
    """A play window with the scenario's game started (its players, rules and setup), or
    None after saying why it cannot be played (problems, or rules not playable yet).

    editor/app/application.py registers this as the play window of every rule set that has none of its
    own (editor/app/windows.py)."""
    from editor.language.engine_text import scenario_error_text
    from editor.language.problem_text import as_sentence
    from editor.scenario.scenario_problem_text import scenario_problem_message
    from engine.rules.registry import ruleset_names
    from engine.scenario.game_setup import ScenarioError, game_setup
    from engine.scenario.validation import validate_scenario

    if scenario.ruleset not in ruleset_names():
        _tell(parent, translate("Launch", "Cannot Play This Scenario"), translate(
            "Launch", "The {rules} rules are not playable yet: this scenario can be designed but not played.").format(
            rules=scenario.ruleset.capitalize()))
        return None
    if _needs_a_campaign_window(scenario.ruleset, parent, translate("Launch", "Cannot Play This Scenario")):
        return None
    window_type = _window_type(scenario.ruleset, parent, translate("Launch", "Cannot Play This Scenario"))
    if window_type is None:
        return None
    report = validate_scenario(scenario, board)
    if report.errors:
        problems = "\n".join("• " + as_sentence(scenario_problem_message(p)) for p in report.errors)
        _tell(parent, translate("Launch", "Cannot Play This Scenario"),
              translate("Launch", "The scenario has problems:\n\n{problems}").format(problems=problems))
        return None
    try:
        setup = game_setup(scenario, board, seed if seed is not None else random.SystemRandom().randrange(2**31))
        game = Game(board, setup)
    except ScenarioError as error:
        _tell(parent, translate("Launch", "Cannot Play This Scenario"), scenario_error_text(error))
        return None
    except ValueError as error:
        _tell(parent, translate("Launch", "Cannot Play This Scenario"), str(error))
        return None
    autosave, resumed = _autosave_for_a_new_game(autosave_path, parent, settings)
    if resumed is not None:
        return resumed
    controller = GameController(game, autosave_path=autosave)
    return show_window(window_type(controller, autosave_path=autosave, settings=settings), controller)


def open_saved_game(path: str | Path, parent: QWidget | None = None, *, settings: QSettings | None = None,
                    autosave_path: Path | None = None) -> PlayWindow | None:
    """Continue the game saved at ``path``; a damaged or newer save is explained."""
    autosave, resumed = _autosave_for_a_new_game(autosave_path, parent, settings)
    if resumed is not None:
        return resumed
    try:
        controller = GameController.load(path, autosave_path=autosave)
    except (FileFormatError, OSError) as error:
        _tell(parent, translate("Launch", "Cannot Open Game"),
              translate("Launch", "This game cannot be opened:\n\n{error}").format(error=str(error)))
        return None
    ruleset = controller.game.setup.ruleset
    window_type = None
    if not _needs_a_campaign_window(ruleset, parent, translate("Launch", "Cannot Open Game")):
        window_type = _window_type(ruleset, parent, translate("Launch", "Cannot Open Game"))
    if window_type is None:
        controller.shutdown()
        return None
    window = window_type(controller, autosave_path=autosave, settings=settings)
    window.mark_saved_as(Path(path))
    return show_window(window, controller)


def _needs_a_campaign_window(ruleset: str, parent: QWidget | None, title: str) -> bool:
    """This window plays one game at a time: a game of a rule set played as a campaign (its
    world carried from game to game, Risk Legacy) is played in its campaign, whose file holds
    the world, the history and the game in progress (editor/play/legacy). A bare saved game of
    such a rule set is refused here, with the way to go on: open the campaign file."""
    from engine.rules.registry import ruleset_class

    if not ruleset_class(ruleset).needs_campaign:
        return False
    _tell(parent, title, translate(
        "Launch", "{rules} games are played as a campaign: open the campaign file instead (File ▸ Open… in the "
        "{rules} play window, or worldsmith play CAMPAIGN). It holds the world, its history and the game in "
        "progress. A {rules} scenario starts a new campaign.").format(rules=ruleset.capitalize()))
    return True


def _window_type(ruleset: str, parent: QWidget | None, title: str) -> type[PlayWindow] | None:
    """The play window for games of ``ruleset``: the classic one for the classic turn and the
    rule sets built on it, a rule set's own where it has one (OWN_WINDOWS). A rule set shaped
    otherwise with no window of its own is refused, saying how its games can be played."""
    from engine.rules.classic import ClassicRules
    from engine.rules.registry import ruleset_class

    if ruleset in OWN_WINDOWS:
        return OWN_WINDOWS[ruleset]()
    if issubclass(ruleset_class(ruleset), ClassicRules):
        return PlayWindow
    _tell(parent, title, translate(
        "Launch", "The play window cannot play {rules} games yet: it knows the classic turn, and these rules "
        "are shaped otherwise. Computer players can play them from the command line:\n\n"
        "worldsmith simulate --rules {ruleset} --players 4 --games 10").format(
        rules=ruleset.capitalize(), ruleset=ruleset))
    return None


def _economy_window() -> type[PlayWindow]:
    from editor.play.economy.window import EconomyPlayWindow  # (imported when first needed)

    return EconomyPlayWindow


# Rule sets not shaped like the classic turn, each with its play window (imported when needed).
OWN_WINDOWS = {"economy": _economy_window}


def _tell(parent: QWidget | None, title: str, message: str) -> None:
    """A message box, and the same words on the terminal (``worldsmith play`` has one)."""
    if parent is None:
        print(message, file=sys.stderr)
    QMessageBox.warning(parent, title, message)


def launch_play(path: str | Path | None = None, *, settings: QSettings | None = None,
                autosave_path: Path | None = None) -> PlayWindow | None:
    """Everything before the event loop: the resume offer, or the new-game dialog (``path``
    preselected), then the shown window with its game started. None if cancelled."""
    autosave = Path(autosave_path) if autosave_path is not None else default_autosave_path()
    for slot in _autosaves(autosave):
        window = _resumed_window(resume_autosave(slot), slot, settings)
        if window is not None:
            return window
    return open_new_game(None, map_path=path, settings=settings, autosave_path=autosave)


def _autosaves(autosave: Path) -> list[Path]:
    """``autosave`` and its siblings for games played at once (game-2.yaml, …), those not kept
    by a game running now."""
    siblings = sorted(autosave.parent.glob(f"{autosave.stem}-*{autosave.suffix}")) if autosave.parent.is_dir() else []
    return [slot for slot in [autosave, *siblings] if not autosave_in_use(slot)]


def _resumed_window(resumed: GameController | None, autosave: Path, settings: QSettings | None) -> PlayWindow | None:
    if resumed is None:
        return None
    window_type = _window_type(resumed.game.setup.ruleset, None, translate("Launch", "Cannot Open Game"))
    if window_type is None:
        resumed.shutdown()
        return None
    return show_window(window_type(resumed, autosave_path=autosave, settings=settings), resumed)


def _autosave_for_a_new_game(autosave_path: Path | None, parent: QWidget | None,
                             settings: QSettings | None) -> tuple[Path, PlayWindow | None]:
    """Where a game about to start keeps itself — a free autosave when another window's game
    keeps the usual one — or, when an unfinished game left by a crash is there, that game if
    the player resumes it (shown, and returned instead: the new game does not start)."""
    autosave = Path(autosave_path) if autosave_path is not None else default_autosave_path()
    number = 1
    while autosave_in_use(autosave):
        number += 1
        base = Path(autosave_path) if autosave_path is not None else default_autosave_path()
        autosave = base.with_name(f"{base.stem}-{number}{base.suffix}")
    resumed = resume_autosave(autosave, parent, instead=True)
    if resumed is not None:
        return autosave, _resumed_window(resumed, autosave, settings)
    return autosave, None


def open_new_game(parent: QWidget | None = None, *, map_path: str | Path | None = None,
                  settings: QSettings | None = None, autosave_path: Path | None = None) -> PlayWindow | None:
    """The new-game dialog, then a play window (its own top-level window) with the game started."""
    chosen = ask_new_game(parent, map_path, settings)
    if chosen is None:
        return None
    if isinstance(chosen, Path):  # a Legacy scenario: it starts a campaign
        return open_scenario(chosen, parent, settings=settings, autosave_path=autosave_path)
    board, _path, setup = chosen
    window_type = _window_type(setup.ruleset, parent, translate("Launch", "Cannot Start the Game"))
    if window_type is None:
        return None
    autosave, resumed = _autosave_for_a_new_game(autosave_path, parent, settings)
    if resumed is not None:
        return resumed
    controller = GameController(Game(board, setup), autosave_path=autosave)
    return show_window(window_type(controller, autosave_path=autosave, settings=settings), controller)


def play_game(game: Game, parent: QWidget | None = None, *, settings: QSettings | None = None,
              autosave_path: Path | None = None, saved_at: str | Path | None = None) -> PlayWindow | None:
    """``game`` in the play window of its rule set, started (``saved_at``: the file it was
    opened from, where Save writes again); None after saying why it cannot be played here.
    A play window asked to show a game of another rule set hands it on here (editor/app/windows.py)."""
    ruleset = game.setup.ruleset
    title = translate("Launch", "Cannot Open Game")
    if _needs_a_campaign_window(ruleset, parent, title):
        return None
    window_type = _window_type(ruleset, parent, title)
    if window_type is None:
        return None
    autosave, resumed = _autosave_for_a_new_game(autosave_path, parent, settings)
    if resumed is not None:
        return resumed
    controller = GameController(game, autosave_path=autosave)
    window = window_type(controller, autosave_path=autosave, settings=settings)
    if saved_at is not None:
        window.mark_saved_as(Path(saved_at))
    return show_window(window, controller)


def show_window(window: PlayWindow, controller: GameController) -> PlayWindow:
    return show_and_start(window, controller)


def resume_autosave(path: Path, parent: QWidget | None = None, *, instead: bool = False) -> GameController | None:
    """The unfinished game autosaved at ``path`` if the player wants it back, else None
    (``instead``: asked before another game takes its place, which the question says).

    Unreadable and finished autosaves, and those the player discards, are removed.
    """
    if not path.is_file():
        _remove(journal_path(path))  # (a journal without its full save cannot be replayed)
        return None
    journal = journal_path(path)
    saved_at = max(_modified(path), _modified(journal))  # the journal is the game's last moment
    try:
        controller = GameController.load(path, autosave_path=path, journal=journal)
    except (FileFormatError, OSError) as error:
        log.warning("removing an unreadable autosave %s: %s", path, error)
        _remove(path)
        _remove(journal)
        return None
    if controller.state.phase == Phase.GAME_OVER:
        controller.shutdown()
        _remove(path)
        _remove(journal)
        return None
    if ask_resume(parent, saved_at, instead=instead):
        return controller
    controller.shutdown()
    controller.deleteLater()
    _remove(path)
    _remove(journal)
    return None


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def ask_resume(parent: QWidget | None, saved_at: float, *, instead: bool = False) -> bool:
    """"Resume the game saved at 21:14?" — True for Resume, False for Discard (``instead``:
    the game asked for would take its place)."""
    moment = time.localtime(saved_at)
    clock = time.strftime("%H:%M", moment)
    if time.strftime("%Y-%m-%d", moment) == time.strftime("%Y-%m-%d"):
        text = translate("Launch", "Resume the game saved at {time}?").format(time=clock)
    else:
        text = translate("Launch", "Resume the game saved on {date} at {time}?").format(
            date=time.strftime("%Y-%m-%d", moment), time=clock)
    box = QMessageBox(QMessageBox.Icon.Question, translate("Launch", "Unfinished Game"), text,
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("resumeQuestion")
    if instead:
        box.setInformativeText(translate(
            "Launch", "The game was not finished when Worldsmith last closed. Resume it now, or discard it to "
            "start the game you asked for (which you can also open after this one)."))
    else:
        box.setInformativeText(translate("Launch", "The game was not finished when Worldsmith last closed."))
    resume = box.addButton(translate("Launch", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resume")
    discard = box.addButton(translate("Launch", "Discard"), QMessageBox.ButtonRole.DestructiveRole)
    discard.setObjectName("discard")
    box.setDefaultButton(resume)
    box.exec()
    return box.clickedButton() is resume


def _remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        log.warning("cannot remove the autosave %s: %s", path, error)
