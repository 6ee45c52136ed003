"""Starting a campaign and opening one, the questions asked on the way: who plays (the seating
dialog: names, people and computers, factions, colours), where to keep the campaign file, each
faction's starting power, the 12 starting coins.

Both the Legacy launcher (editor/play/legacy/launch.py: the designer's F5, ``worldsmith play``)
and the Legacy play window (File ▸ New Campaign…, File ▸ Open…) ask here, and get a
CampaignSession saved to its file, or None after saying why (or when cancelled). Each question
is a function of its own, so tests answer it without a dialog.
"""

from __future__ import annotations

import contextlib
import logging
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from editor import dialogs
from editor.app import user_folders
from editor.language.app_language import app_language
from editor.language.campaign_error_text import campaign_error_text
from editor.language.counts import counts
from editor.play.legacy.powers_dialog import ask_powers
from editor.play.legacy.seats_dialog import ask_seats
from editor.play.legacy.session import CampaignSession
from engine.board import Board, load_map
from engine.board.local_names import board_names
from engine.campaign.campaign_file import CampaignError, new_campaign, save_campaign
from engine.campaign.play_out import spread_starting_coins
from engine.campaign.world import STARTING_STOCK, LegacyWorld
from engine.files.errors import FileFormatError
from engine.scenario import load_scenario
from engine.scenario.scenario_format import LoadedScenario
from engine.scenario.validation import LEGACY

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

CAMPAIGN_FOLDER_KEY = "play/campaignFolder"
_NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')


def default_campaign_path(scenario_name: str, scenario_path: Path | None, settings: QSettings | None = None,
                          documents: Path | None = None) -> Path:
    """"<scenario name> campaign.yaml" next to a scenario the user saved, else in the last
    campaign folder, else in <Documents>/Worldsmith (``documents``: the documents folder, the
    system's unless given). Never in a folder of the installed package: a shipped scenario's
    campaign would be written among Worldsmith's own files, and lost with an update."""
    stem = " ".join(_NOT_IN_FILE_NAMES.sub(" ", scenario_name).split()) or "Legacy"
    name = translate("CampaignSetup", "{scenario} campaign.yaml").format(scenario=stem)
    last = settings.value(CAMPAIGN_FOLDER_KEY, "") if settings is not None else ""
    candidates = [Path(scenario_path).resolve().parent if scenario_path is not None else None,
                  Path(str(last)) if last else None]
    for folder in candidates:
        if folder is not None and not in_package(folder):
            return folder / name
    return documents_folder(documents) / name


def documents_folder(documents: Path | None = None) -> Path:
    """<Documents>/Worldsmith/Campaigns, where campaigns are offered when nothing says otherwise."""
    return user_folders.documents_folder(user_folders.CAMPAIGNS, documents, create=False)


def in_package(folder: Path) -> bool:
    """Whether ``folder`` is part of the installation (its data folders, site-packages...) or inside it."""
    return user_folders.inside_installation(folder)


# -- the questions (tests replace them) -------------------------------------------------------------------
def ask_campaign_path(parent: QWidget | None, suggested: Path) -> Path | None:
    with contextlib.suppress(OSError):  # the file dialog opens in the suggested folder only if it exists
        suggested.parent.mkdir(parents=True, exist_ok=True)
    return dialogs.ask_save_path(parent, translate("CampaignSetup", "Save the New Campaign"), suggested,
                                 translate("CampaignSetup", "Campaigns (*.yaml)"))


def ask_scenario_path(parent: QWidget | None, folder: str) -> Path | None:
    path, _filter = QFileDialog.getOpenFileName(
        parent, translate("CampaignSetup", "New Campaign from a Legacy Scenario"), folder,
        translate("CampaignSetup", "Scenarios (*.yaml *.yml);;All files (*)"))
    return Path(path) if path else None


def ask_campaign_file(parent: QWidget | None, folder: str) -> Path | None:
    path, _filter = QFileDialog.getOpenFileName(
        parent, translate("CampaignSetup", "Open"), folder,
        translate("CampaignSetup", "Campaigns and saved games (*.yaml *.yml);;All files (*)"))
    return Path(path) if path else None


def offer_starting_coins(parent: QWidget | None, world: LegacyWorld, board: Board, seed: int) -> LegacyWorld:
    """Before the first game, with none of the 12 starting coins on a card yet: offer to spread
    them at random ("If you can't decide, shuffle the Territory deck, and put one coin on the
    first 12 cards drawn"), and say on which cards they went."""
    left = world.stock_left()["coins"]
    if world.games_played > 0 or left != STARTING_STOCK["coins"]:
        return world
    answer = QMessageBox.question(
        parent, translate("CampaignSetup", "Starting Coins"),
        translate("CampaignSetup", "None of the starting coins ({coins}) is on a territory card yet. Put one on "
                  "each of {cards} from the territory deck, drawn at random?\n\n(No: they stay in the box, and the "
                  "cards keep their printed coin.)").format(coins=counts().coins(left), cards=counts().cards(left)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        return world
    spread, cards = spread_starting_coins(world, board, seed)
    local = board_names(board, app_language())  # the names the reader reads on the map
    names = ", ".join(local.territory(t) for t in cards)
    QMessageBox.information(parent, translate("CampaignSetup", "Starting Coins"), translate(
        "CampaignSetup", "A coin was put on the territory cards of: {territories}.").format(territories=names))
    return spread


# -- starting and opening --------------------------------------------------------------------------------
def new_campaign_session(parent: QWidget | None, loaded: LoadedScenario, board: Board, *,
                         settings: QSettings | None = None) -> CampaignSession | None:
    """A new campaign from a Legacy scenario, its file saved, after the questions; None if
    cancelled or refused (after saying why)."""
    title = translate("CampaignSetup", "Cannot Start the Campaign")
    scenario = loaded.scenario
    if scenario.ruleset != LEGACY:
        QMessageBox.warning(parent, title, translate(
            "CampaignSetup", "A campaign is played with the Legacy rules, and this scenario uses the {rules} "
            "rules.").format(rules=_rules_name(scenario.ruleset)))
        return None
    suggested = default_campaign_path(scenario.name, loaded.path, settings)
    try:
        campaign = new_campaign(loaded, board, suggested)  # a scenario that cannot start one is refused at once
    except CampaignError as error:
        return _refused(parent, campaign_error_text(error))
    players = ask_seats(parent, scenario.players, campaign.world)
    if players is None:
        return None
    path = ask_campaign_path(parent, suggested)
    if path is None:
        return None
    if Path(path).resolve().parent != suggested.resolve().parent:  # the map is named from the file's folder
        campaign = new_campaign(loaded, board, path, seed=campaign.seed)
    campaign.players = players
    world = ask_powers(parent, campaign.world, campaign.seed)
    if world is None:
        return None
    campaign.world = offer_starting_coins(parent, world, board, campaign.seed)
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)  # <Documents>/Worldsmith, the first time
        save_campaign(campaign, path)
    except OSError as error:
        QMessageBox.critical(parent, title, translate(
            "CampaignSetup", "The campaign cannot be saved to {path}:\n\n{error}").format(
            path=str(path), error=error.strerror or str(error)))
        return None
    if settings is not None:
        settings.setValue(CAMPAIGN_FOLDER_KEY, str(Path(path).parent))
    return CampaignSession(campaign, path, board)


def _rules_name(ruleset: str) -> str:
    """A rule set's name in the reader's words (never its id inside a sentence)."""
    return {"classic": translate("CampaignSetup", "Classic"),
            "economy": translate("CampaignSetup", "MU economy")}.get(ruleset, ruleset)


def _refused(parent: QWidget | None, reason: str) -> None:
    QMessageBox.warning(parent, translate("CampaignSetup", "Cannot Start the Campaign"), translate(
        "CampaignSetup", "This scenario cannot start a campaign: {error}.").format(error=reason))


def new_campaign_from_file(parent: QWidget | None, scenario_path: str | Path, *,
                           settings: QSettings | None = None) -> CampaignSession | None:
    """File ▸ New Campaign…: the Legacy scenario at ``scenario_path`` starts a campaign."""
    try:
        loaded = load_scenario(scenario_path)
        board = load_map(loaded.map_path()).board
    except (FileFormatError, OSError) as error:
        QMessageBox.warning(parent, translate("CampaignSetup", "Cannot Open Scenario"), translate(
            "CampaignSetup", "This scenario cannot be opened:\n\n{error}").format(
            error=_error_text(error, scenario_path)))
        return None
    return new_campaign_session(parent, loaded, board, settings=settings)


def open_campaign_session(parent: QWidget | None, path: str | Path) -> CampaignSession | None:
    """The campaign saved at ``path``, or None after saying why it cannot be opened (damaged,
    written by a newer Worldsmith, its map missing...)."""
    try:
        return CampaignSession.open(path)
    except (FileFormatError, OSError) as error:
        message = _error_text(error, path)
    except Exception as error:  # a bug in the reader must not take the window down, nor lose the file
        log.exception("unexpected error while opening the campaign %s", path)
        message = translate("CampaignSetup", "{file}: unexpected error: {error}").format(file=str(path),
                                                                                         error=str(error))
    QMessageBox.warning(parent, translate("CampaignSetup", "Cannot Open Campaign"), translate(
        "CampaignSetup", "This campaign cannot be opened:\n\n{error}").format(error=message))
    return None


def _error_text(error: Exception, path: str | Path) -> str:
    """A file format error says what and where; a system error gets the file's name."""
    if isinstance(error, FileFormatError) or not getattr(error, "strerror", None):
        return str(error)
    return f"{getattr(error, 'filename', None) or path}: {error.strerror}"
