"""LegacyPlayWindow: the play window for Risk Legacy games, and the campaign around them.

Each game gets the Legacy board layer, the decisions panel and the sideboard (``_game_shown``).
With a CampaignSession (session.py) the window plays a campaign: the overview dock
(campaign_panel.py) shows how far it is and starts the next game; when a game is over the
session writes it into the world and saves the campaign file before the results are shown
(results_dialog.py). Saving, closing and quitting write the campaign file: a campaign is never
asked to be discarded. Without a session (a bare Legacy game, as tests make) it behaves as the
plain play window does.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QDockWidget, QMessageBox, QScrollArea, QVBoxLayout, QWidget

from editor import dialogs
from editor.actions.menu_items import add_menu
from editor.app import user_folders
from editor.help.help_menu import add_help_menu
from editor.help.preferences import add_preferences_action
from editor.language.campaign_error_text import campaign_error_text
from editor.play.controller import GameController
from editor.play.legacy import campaign_setup
from editor.play.legacy.campaign_panel import CampaignPanel
from editor.play.legacy.decision_panel import DecisionPanel
from editor.play.legacy.legacy_tool import LegacyPlayTool
from editor.play.legacy.pack_reveal import follow_packs
from editor.play.legacy.results_dialog import ResultsDialog
from editor.play.legacy.session import CampaignSession
from editor.play.legacy.sideboard_panel import SideboardPanel
from editor.play.legacy.world_layer import LegacyWorldLayer
from editor.play.play_window import PlayWindow
from engine.campaign.campaign_file import FORMAT_NAME as CAMPAIGN_FORMAT
from engine.campaign.campaign_file import CampaignError
from engine.campaign.progress import GameRecord
from engine.campaign.rewards import CAMPAIGN_GAMES
from engine.files.errors import FileFormatError

log = logging.getLogger(__name__)


DOCK_WIDTH = 300  # pixels: the sideboard's and the campaign's docks, beside the map


class LegacyPlayWindow(PlayWindow):
    """The play window with Legacy's board layer, decisions and sideboard; with ``session``,
    the campaign's overview and its games one after another."""

    tool_type = LegacyPlayTool
    # Set after PlayWindow.__init__ has shown the first game (class defaults until then).
    session: CampaignSession | None = None
    campaign_dock: QDockWidget | None = None
    campaign_panel: CampaignPanel | None = None
    results_dialog: ResultsDialog | None = None

    def __init__(self, controller: GameController, parent: QWidget | None = None, *, autosave_path: Path | None = None,
                 settings=None, session: CampaignSession | None = None) -> None:
        super().__init__(controller, parent, autosave_path=autosave_path, settings=settings)
        self._save_failure_shown = False
        if session is not None:
            self._attach_session(session)

    # -- each game -------------------------------------------------------------------------------
    def _game_shown(self, controller: GameController) -> None:
        for old in (getattr(self, "world_layer", None), getattr(self, "decision_panel", None)):
            if old is not None:
                old.deleteLater()
        self.world_layer = LegacyWorldLayer(controller, self.board, self)
        # The decisions go under the phase panel, which says what is to be decided (the phase
        # panel stays first: set_controller replaces it there).
        self.decision_panel = DecisionPanel(controller)
        self.side.layout().insertWidget(1, self.decision_panel)
        self.pack_reveal = follow_packs(controller, self)  # every pack opened, for the whole table
        if getattr(self, "sideboard_dock", None) is None:
            self.sideboard_dock = QDockWidget(self.tr("Sideboard"), self)
            self.sideboard_dock.setObjectName("sideboardDock")
            self.sideboard_dock.setAccessibleName(self.tr("Sideboard"))
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.sideboard_dock)
        old_panel = self.sideboard_dock.widget()
        self.sideboard_panel = SideboardPanel(controller)
        self.sideboard_dock.setWidget(self.sideboard_panel)
        if old_panel is not None:
            old_panel.deleteLater()
        self._refresh_campaign()
        self._narrow_docks()

    def _narrow_docks(self) -> None:
        # The docks would take the width their widest table asks for; the map needs it more
        # (their tables scroll, and the dock's edge can be dragged).
        docks = [d for d in (getattr(self, "sideboard_dock", None), self.campaign_dock) if d is not None]
        self.resizeDocks(docks, [DOCK_WIDTH] * len(docks), Qt.Orientation.Horizontal)

    # -- the campaign ----------------------------------------------------------------------------
    def _attach_session(self, session: CampaignSession) -> None:
        """Play ``session``'s campaign here (its game is the one shown, or none yet)."""
        old = self.session
        if old is not None and old is not session:
            old.saveFailed.disconnect(self._save_failed)
            old.saved.disconnect(self._campaign_saved)
            old.deleteLater()
        self.session = session
        session.setParent(self)
        session.saveFailed.connect(self._save_failed)
        session.saved.connect(self._campaign_saved)
        if self.campaign_dock is None:
            self.campaign_dock = QDockWidget(self.tr("Campaign"), self)
            self.campaign_dock.setObjectName("campaignDock")
            self.campaign_dock.setAccessibleName(self.tr("Campaign"))
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.campaign_dock)
            self.tabifyDockWidget(self.sideboard_dock, self.campaign_dock)
            self.sideboard_dock.raise_()
        old_panel = self.campaign_panel
        scroll = QScrollArea()
        scroll.setObjectName("campaignScroll")
        scroll.setWidgetResizable(True)
        self.campaign_panel = CampaignPanel(session)
        self.campaign_panel.startRequested.connect(self.start_next_game)
        scroll.setWidget(self.campaign_panel)
        self.campaign_dock.setWidget(scroll)
        if old_panel is not None:
            old_panel.deleteLater()
        self._narrow_docks()
        self._update_title()

    def show_session(self, session: CampaignSession) -> bool:
        """Play ``session``'s campaign in this window instead of the one shown (which is saved
        first): its game in progress goes on, else its next game starts once the table says so
        (ask_to_start_next_game). A complete campaign is only shown."""
        if not ask_to_start_next_game(self, session):
            return False
        if not self._keep_campaign():
            return False
        try:
            controller = (session.controller_for_game_in_progress(self.speed()) if session.game_in_progress()
                          else session.start_next_game(self.speed()))
        except CampaignError as error:
            QMessageBox.warning(self, self.tr("Cannot Start the Game"), campaign_error_text(error))
            return False
        self._close_results()
        self.set_controller(controller)
        self._attach_session(session)
        controller.start()
        return True

    def start_next_game(self) -> GameController | None:
        """"Start Game N": the campaign's next game, on the world as the last one left it."""
        session = self.session
        if session is None or not session.can_start_next_game():
            return None
        try:
            controller = session.start_next_game(self.speed())
        except CampaignError as error:
            QMessageBox.warning(self, self.tr("Cannot Start the Game"), campaign_error_text(error))
            return None
        self._close_results()
        self.set_controller(controller)
        self.sideboard_dock.raise_()
        controller.start()
        return controller

    def _game_over(self, winner) -> None:
        session = self.session
        if session is None or not session.owns(self.controller):
            super()._game_over(winner)
            return
        self._close_dialogs()
        self.handoff_screen.hide()
        # The world and its history first: the file has the game before anything is shown.
        try:
            record = session.finish_game(self.controller)
        except CampaignError as error:
            log.error("cannot write the game into the campaign: %s", error)
            QMessageBox.critical(self, self.tr("Cannot Record the Game"), self.tr(
                "The game cannot be written into the campaign:\n\n{error}\n\nThe campaign file keeps the game as it "
                "was at its end.").format(error=campaign_error_text(error)))
            record = None
        self._refresh_campaign()
        self._update_title()
        if record is not None:
            self.show_results(record)

    def show_results(self, record: GameRecord) -> ResultsDialog:
        self._close_results()
        dialog = ResultsDialog(record, self.session.campaign.world, self.session.board, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._results_closed)
        self.results_dialog = dialog
        dialog.show()
        dialog.raise_()
        return dialog

    def _results_closed(self, _code: int = 0) -> None:
        self.results_dialog = None
        if self.campaign_dock is not None:
            self.campaign_dock.show()
            self.campaign_dock.raise_()

    def _close_results(self) -> None:
        dialog, self.results_dialog = self.results_dialog, None
        if dialog is not None:
            dialog.finished.disconnect(self._results_closed)
            dialog.close()

    def _refresh_campaign(self) -> None:
        if self.campaign_panel is not None:
            self.campaign_panel.refresh()
        if self.campaign_dock is not None and self.session is not None and not self.session.game_in_progress():
            self.campaign_dock.raise_()

    def _save_failed(self, message: str) -> None:
        self.statusBar().showMessage(message.split("\n")[0])
        if self._quitting or self._save_failure_shown:
            log.warning("%s", message)
            return
        # Once until a save succeeds again: an autosave fails at every turn on a full disk.
        self._save_failure_shown = True
        QMessageBox.critical(self, self.tr("Cannot Save the Campaign"), message)

    def _campaign_saved(self, path: str) -> None:
        self._save_failure_shown = False
        self._saved_at = len(self.controller.game.log) if self.controller is not None else None

    # -- menus and files ---------------------------------------------------------------------------
    def _make_actions(self) -> None:
        super()._make_actions()
        # Ctrl+N starts a campaign here: a Legacy game is always a campaign's.
        self.action_new_campaign = self.action_new_game
        self.action_new_campaign.setObjectName("action.newCampaign")
        self.action_new_campaign.setText(self.tr("New &Campaign…"))
        self.action_new_campaign.setToolTip(self.tr("Start a campaign from a Legacy scenario"))
        self.action_open.setToolTip(self.tr("Continue a campaign"))
        self.action_save.setToolTip(self.tr("Save the campaign file"))
        self.action_save_as.setToolTip(self.tr("Save the campaign under another name"))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        bar.setObjectName("menuBar")
        file_menu = add_menu(bar, "menu.file", self.tr("&File"), [
            self.action_new_campaign, self.action_open, None, self.action_save, self.action_save_as, None,
            self.action_quit])
        view = add_menu(bar, "menu.view", self.tr("&View"), [self.action_zoom_in, self.action_zoom_out,
                                                             self.action_fit])
        self._add_panels_menu(view)  # the sideboard and the campaign docks come back from there
        add_menu(bar, "menu.computer", self.tr("&Computer Players"), [
            *self.speed_actions.values(), None, self.action_skip])
        add_preferences_action(self, file_menu, self._settings)
        add_help_menu(self, guide_page="playing", rule_set=lambda: "legacy")

    def new_game(self) -> bool:
        """File ▸ New Campaign…: pick a Legacy scenario, answer its questions, play game 1."""
        folder = self._settings.value(campaign_setup.CAMPAIGN_FOLDER_KEY, "") or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        path = campaign_setup.ask_scenario_path(self, str(folder))
        if path is None:
            return False
        session = campaign_setup.new_campaign_from_file(self, path, settings=self._settings)
        return session is not None and self.show_session(session)

    def open_game_dialog(self) -> bool:
        folder = user_folders.start_folder(user_folders.CAMPAIGNS,
                                           self._settings.value(campaign_setup.CAMPAIGN_FOLDER_KEY, ""))
        path = campaign_setup.ask_campaign_file(self, str(folder))
        return path is not None and self.open_game(path)

    def open_game(self, path: str | Path) -> bool:
        """Continue the campaign saved at ``path`` here (a Legacy game is played in its campaign)."""
        from engine.files.document_kind import file_format

        try:
            kind = file_format(path)
        except FileFormatError as error:
            QMessageBox.warning(self, self.tr("Cannot Open"), self.tr("This file cannot be opened:\n\n{error}").format(
                error=str(error)))
            return False
        if kind != CAMPAIGN_FORMAT:
            QMessageBox.warning(self, self.tr("Cannot Open"), self.tr(
                "{file} is not a campaign file. This window plays Risk Legacy campaigns: open the campaign file "
                "(a game of a campaign is saved in it).").format(file=Path(path).name))
            return False
        session = campaign_setup.open_campaign_session(self, path)
        if session is None:
            return False
        self._settings.setValue(campaign_setup.CAMPAIGN_FOLDER_KEY, str(Path(path).parent))
        return self.show_session(session)

    def save(self) -> bool:
        if self.session is None:
            return super().save()
        if not self.session.save():
            return False
        self.statusBar().showMessage(self.tr("Campaign saved to {path}").format(path=str(self.session.path)), 6000)
        return True

    def save_as(self) -> bool:
        if self.session is None:
            return super().save_as()
        path = dialogs.ask_save_path(self, self.tr("Save the Campaign As"), self.session.path,
                                     self.tr("Campaigns (*.yaml)"))
        if path is None or not self.session.save(path):
            return False
        self._settings.setValue(campaign_setup.CAMPAIGN_FOLDER_KEY, str(path.parent))
        self._update_title()
        return True

    def unsaved(self) -> bool:
        # A campaign is saved as it is left (_keep_campaign), never asked about.
        return False if self.session is not None else super().unsaved()

    def _keep_campaign(self) -> bool:
        """Before the campaign shown is left: saved with its game as it is now. If that fails,
        the people say whether to leave it anyway (the file keeps the game from its last turn
        start)."""
        session = self.session
        if session is None:
            return self.maybe_save()
        self._save_failure_shown = True  # the question below says it
        saved = session.save()
        self._save_failure_shown = False
        if saved:
            return True
        answer = QMessageBox.question(
            self, self.tr("Cannot Save the Campaign"),
            self.tr("The campaign cannot be saved now. Leave it anyway? The campaign file keeps the game as it was "
                    "at the start of the last turn."),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    # -- window ------------------------------------------------------------------------------------
    def _update_title(self) -> None:
        super()._update_title()
        session = self.session
        if session is None or self.controller is None:
            return
        if session.game_in_progress():
            number = session.game_number
        else:
            record = session.last_record()
            number = record.game if record is not None else session.game_number
        self.setWindowTitle(self.tr("{campaign} — Game {number} of {total} — Worldsmith").format(
            campaign=session.name, number=number, total=CAMPAIGN_GAMES))

    def _application_quitting(self) -> None:
        if self.session is None or self._quitting:
            super()._application_quitting()
            return
        # No questions now: the campaign file keeps the game as it is.
        self._quitting = True
        self._close_dialogs()
        if self.controller is not None:
            self.controller.shutdown()
        self.session.save()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt naming)
        if self.session is not None and not self._quitting:
            if not self._keep_campaign():
                event.ignore()
                return
            self._close_results()
        super().closeEvent(event)


def overview_dialog(parent: QWidget | None, session: CampaignSession) -> QDialog:
    """The overview of a campaign between games, in a dialog of its own: with no game left to
    play, only to read; with one to come, its "Start Game N" accepts the dialog, so the table
    chooses when the next game begins (opening the file does not start it)."""
    dialog = QDialog(parent)
    dialog.setObjectName("campaignOverviewDialog")
    if session.is_complete():
        title = QCoreApplication.translate("CampaignOverview", "{campaign} — Campaign Complete").format(
            campaign=session.name)
    else:
        title = QCoreApplication.translate("CampaignOverview", "{campaign} — Game {number} Is Next").format(
            campaign=session.name, number=session.game_number)
    dialog.setWindowTitle(title)
    dialog.setAccessibleName(title)
    layout = QVBoxLayout(dialog)
    panel = CampaignPanel(session, dialog)
    panel.startRequested.connect(dialog.accept)
    layout.addWidget(panel)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.setObjectName("campaignOverviewButtons")
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(520, 640)
    return dialog


def ask_to_start_next_game(parent: QWidget | None, session: CampaignSession) -> bool:
    """Between games: the campaign's overview, and whether the table starts the next game now
    (a complete campaign is only shown). A campaign just set up, or one with its game going
    on, is not asked about: its game is what the table came for."""
    if session.game_in_progress() or session.games_played == 0:
        return True
    accepted = overview_dialog(parent, session).exec() == QDialog.DialogCode.Accepted
    return accepted and session.can_start_next_game()
