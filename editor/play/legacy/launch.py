"""Opening the Legacy play window: a campaign started from a Legacy scenario (the designer's F5,
``worldsmith play SCENARIO``) and a campaign file continued (``worldsmith play CAMPAIGN``).

editor/app/application.py registers :func:`play_legacy_scenario` as the play window of the "legacy" rule set
and :func:`open_campaign` as the opener of campaign files (editor/app/windows.py). The questions
asked on the way are campaign_setup.py's; the window is a LegacyPlayWindow with the campaign's
session, its game in progress going on or its next game started.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from editor.language.campaign_error_text import campaign_error_text
from editor.play.legacy import campaign_setup
from editor.play.legacy import window as window_module
from editor.play.legacy.session import CampaignSession
from editor.play.legacy.window import LegacyPlayWindow
from editor.play.window_keeper import OPEN_WINDOWS, show_and_start
from engine.board import Board
from engine.campaign.campaign_file import CampaignError
from engine.scenario.model import Scenario
from engine.scenario.scenario_format import LoadedScenario

_open_windows = OPEN_WINDOWS  # the play windows kept alive until closed (editor/play/window_keeper.py)


def play_legacy_scenario(scenario: Scenario, board: Board, parent: QWidget | None = None, *,
                         settings: QSettings | None = None, autosave_path: Path | None = None,
                         scenario_path: str | Path | None = None) -> LegacyPlayWindow | None:
    """A new campaign from ``scenario`` (saved at ``scenario_path``, if it is), in a Legacy play
    window with game 1 started; None if cancelled or refused (after saying why).
    ``autosave_path`` is not used: a campaign's game is kept in the campaign file."""
    loaded = LoadedScenario(scenario, Path(scenario_path) if scenario_path is not None else None)
    session = campaign_setup.new_campaign_session(parent, loaded, board, settings=settings)
    return show_session(session, settings=settings) if session is not None else None


def open_campaign(path: str | Path, parent: QWidget | None = None, *,
                  settings: QSettings | None = None) -> LegacyPlayWindow | None:
    """The campaign saved at ``path`` in a Legacy play window, its game going on (or the next
    one started); None after saying why it cannot be opened, or for a complete campaign (its
    overview is shown)."""
    session = campaign_setup.open_campaign_session(parent, path)
    return show_session(session, parent, settings=settings) if session is not None else None


def show_session(session: CampaignSession, parent: QWidget | None = None, *,
                 settings: QSettings | None = None) -> LegacyPlayWindow | None:
    if not window_module.ask_to_start_next_game(parent, session):
        return None
    try:
        controller = (session.controller_for_game_in_progress() if session.game_in_progress()
                      else session.start_next_game())
    except CampaignError as error:
        QMessageBox.warning(parent, QCoreApplication.translate("LegacyLaunch", "Cannot Start the Game"),
                            campaign_error_text(error))
        return None
    return show_and_start(LegacyPlayWindow(controller, settings=settings, session=session), controller)
