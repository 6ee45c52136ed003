"""A campaign being played at one desk: the campaign file, its world, and its games one by one.

The session holds the engine's :class:`~engine.campaign.campaign_file.Campaign`, the file it is
kept in and its board. It starts the next game (each seat played by a person or a computer
player, as the campaign's players say) and makes the GameController that runs it; when that
game is over it writes the game into the world (``finish_game``) and saves the campaign file at
once, before anything else is shown: the world and its history are what a campaign must never
lose.

The game in progress lives in the campaign file too (``Campaign.game``). The controller's
autosave hook writes the whole campaign file when the game starts and at every turn start, and
the controller journals every action in between beside it (``NAME.journal``,
engine/core/journal.py): reopening the file after a crash replays the journal and goes on where
the game was, at most the action in flight lost, with fresh entropy in the dice so that nobody
learns the rolls to come by reopening. ``save_campaign`` keeps the file it replaces as ``.bak``.
A save that fails (a full disk, a folder gone) is reported through ``saveFailed`` with the
reason, for the window to show; the campaign in memory is untouched and can be saved elsewhere.
"""

from __future__ import annotations

import logging
import weakref
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from editor.play.controller import GameController, Speed
from engine.board import Board
from engine.campaign.campaign_file import (
    Campaign,
    finish_game,
    load_campaign_and_map,
    save_campaign,
    start_next_game,
)
from engine.campaign.progress import GameRecord
from engine.campaign.rewards import CAMPAIGN_GAMES
from engine.core.game import Game
from engine.core.journal import Restoration, journal_path, reopen
from engine.core.phases import GAME_OVER

log = logging.getLogger(__name__)

translate = QCoreApplication.translate

# controller -> the session whose campaign game it runs, for what the game's widgets keep in
# the campaign file (the people who are never asked about missiles) without a window to ask.
_SESSIONS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def session_of(controller) -> CampaignSession | None:
    """The campaign session running ``controller``'s game, if any (a bare game has none)."""
    session = _SESSIONS.get(controller) if controller is not None else None
    return session if session is not None and session.owns(controller) else None


class CampaignSession(QObject):
    """``campaign`` (on ``board``), kept in the file at ``path``."""

    saved = Signal(str)  # the campaign file was written (its path)
    saveFailed = Signal(str)  # noqa: N815 (Qt naming) the campaign could not be written: why, in words

    def __init__(self, campaign: Campaign, path: str | Path, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.path = Path(path)
        self.board = board
        self.controller: GameController | None = None
        # What opening the file did to its game in progress (journal replayed, entropy mixed).
        self.restoration: Restoration | None = None

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None) -> CampaignSession:
        """The campaign saved at ``path``. Raises FileFormatError (what and where: a damaged or
        newer file, a map that cannot be read) or OSError."""
        loaded, board = load_campaign_and_map(path)
        session = cls(loaded.campaign, path, board, parent)
        if session.campaign.game is not None:
            session.restoration = reopen(session.campaign.game, journal_path(path))
        return session

    # -- what the window reads ------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.campaign.name

    @property
    def games_played(self) -> int:
        return self.campaign.world.games_played

    @property
    def game_number(self) -> int:
        """The game in progress's number, or the next game's."""
        return self.campaign.next_game_number

    def game_in_progress(self) -> bool:
        return self.campaign.game is not None

    def is_complete(self) -> bool:
        """All the campaign's games are played: the world has its name, and no game follows."""
        return self.games_played >= CAMPAIGN_GAMES

    def can_start_next_game(self) -> bool:
        return not self.game_in_progress() and not self.is_complete()

    def owns(self, controller: GameController | None) -> bool:
        """Whether ``controller`` runs this campaign's game."""
        return controller is not None and controller is self.controller

    # -- games -------------------------------------------------------------------------------------
    def controller_for_game_in_progress(self, speed: Speed | str = Speed.FAST) -> GameController:
        """A controller (not started) for the game the campaign file holds."""
        assert self.campaign.game is not None, "no game is in progress"
        self.controller = GameController(self.campaign.game, autosave=self._autosave, speed=speed)
        self.controller.restoration, self.restoration = self.restoration, None  # said once
        _SESSIONS[self.controller] = self
        return self.controller

    def start_next_game(self, speed: Speed | str = Speed.FAST) -> GameController:
        """Set the next game up on the world as it is, save the campaign with it, and return
        its controller (not started). CampaignError if the rules refuse the setup."""
        controllers = [player.controller for player in self.campaign.players]
        start_next_game(self.campaign, self.board, controllers=controllers)
        self.controller = None  # the last game's: the campaign's game is the new one now
        self.save()
        return self.controller_for_game_in_progress(speed)

    def finish_game(self, controller: GameController) -> GameRecord | None:
        """``controller``'s game is over: write it into the world and save the campaign at once.
        The record, or None if the game was already written (a finished game reopened).
        CampaignError if the rules' report does not fit the campaign."""
        if not self.owns(controller) or controller.state.phase != GAME_OVER:
            return None
        if self.campaign.game is None:
            return None
        # The controller may have replaced its game (an undone placement replays it).
        self.campaign.game = controller.game
        record = finish_game(self.campaign)
        self.save()
        return record

    def missiles_unasked(self) -> list[str]:
        """The people who said "Never ask me this game" to the missile question."""
        return list(self.campaign.missiles_unasked)

    def set_missile_question(self, name: str, ask: bool) -> None:
        """Ask ``name`` the missile question again (``ask``), or never again this game; the
        campaign is saved at once: the choice is not an action of the game, so the journal
        does not keep it, and a reopened campaign must not ask again."""
        unasked = self.campaign.missiles_unasked
        if ask == (name not in unasked) or self.campaign.game is None:
            return
        if ask:
            unasked.remove(name)
        else:
            unasked.append(name)
        self.save()

    def last_record(self) -> GameRecord | None:
        return self.campaign.history[-1] if self.campaign.history else None

    # -- saving ------------------------------------------------------------------------------------
    def save(self, path: str | Path | None = None) -> bool:
        """Write the campaign (with the game in progress, as it is now) to its file, or to
        ``path``, which becomes its file. False after ``saveFailed`` said why."""
        target = Path(path) if path is not None else self.path
        if self.controller is not None and self.campaign.game is not None:
            self.campaign.game = self.controller.game
        try:
            save_campaign(self.campaign, target)
        except OSError as error:
            log.warning("cannot save the campaign to %s: %s", target, error)
            self.saveFailed.emit(translate(
                "CampaignSession", "The campaign cannot be saved to {path}:\n\n{error}\n\nThe campaign is still "
                "open: free some space or choose File ▸ Save As… to keep it somewhere else.").format(
                path=str(target), error=error.strerror or str(error)))
            return False
        self.path = target
        self.saved.emit(str(target))
        return True

    def _autosave(self, game: Game) -> Path | None:
        """The controller's hook when the game starts, at every turn start and at its end: the
        file written (its journal goes beside it), or None if it could not be."""
        if self.campaign.game is not None:
            self.campaign.game = game
        return self.path if self.save() else None

    def shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
