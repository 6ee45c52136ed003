"""The end of a campaign game: how each faction and player ended it (Won, Held On,
Eliminated), the winner's signature, the rewards chosen, the packs opened and, after the last
game, the world's name. Read from the game's GameRecord (engine/campaign/progress.py) once the
campaign is saved; closing it leaves the campaign overview in view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.language.app_language import app_language
from editor.language.catalogue_text import catalogue_text
from editor.language.suggested_names import reader_place_name
from editor.play.legacy.campaign_panel import result_word
from engine.board import Board
from engine.board.local_names import board_names
from engine.campaign.progress import GameRecord
from engine.campaign.rewards import CAMPAIGN_GAMES, Reward, RewardKind
from engine.campaign.world import LegacyWorld

translate = QCoreApplication.translate


def reward_text(reward: Reward, board: Board) -> str:
    """What a reward did, in the reader's words: "founded the major city Alba in Egypt"."""
    # The map's names in the reader's language (the record keeps the ids).
    names = board_names(board, app_language())
    place = names.territory(reward.territory) if board.has_territory(reward.territory) else reward.territory
    continent = names.continent(reward.continent) if board.has_continent(reward.continent) else reward.continent
    texts = {
        RewardKind.NAME_CONTINENT: lambda: translate("CampaignResults", "named {continent} “{name}”"),
        RewardKind.FOUND_MAJOR_CITY: lambda: translate("CampaignResults", "founded the major city {name} in {place}"),
        RewardKind.CANCEL_SCAR: lambda: translate("CampaignResults", "cancelled the scar in {place}"),
        RewardKind.CONTINENT_BONUS: lambda: translate("CampaignResults", "changed the bonus of {continent} by {delta}"),
        RewardKind.FORTIFY_CITY: lambda: translate("CampaignResults", "fortified the city in {place}"),
        RewardKind.DESTROY_CARD: lambda: translate("CampaignResults", "destroyed the territory card of {place}"),
        RewardKind.FOUND_MINOR_CITY: lambda: translate("CampaignResults", "founded the minor city {name} in {place}"),
        RewardKind.UPGRADE_CARD: lambda: translate("CampaignResults", "added a coin to the territory card of {place}"),
    }
    return texts[reward.kind]().format(continent=continent, name=reader_place_name(reward.name), place=place,
                                       delta=f"{reward.delta:+d}")


class ResultsDialog(QDialog):
    """What game ``record.game`` did; ``world`` is the world after it."""

    def __init__(self, record: GameRecord, world: LegacyWorld, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.setObjectName("campaignResults")
        self.setWindowTitle(self.tr("Game {number} of {total}: Results").format(number=record.game,
                                                                                total=CAMPAIGN_GAMES))
        self.setAccessibleName(self.windowTitle())
        layout = QVBoxLayout(self)

        headline = QLabel(self._headline(), self)
        headline.setObjectName("resultsHeadline")
        headline.setAccessibleName(self.tr("Winner"))
        headline.setWordWrap(True)
        font = headline.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        headline.setFont(font)
        layout.addWidget(headline)

        table = QTableWidget(len(record.seats), 4, self)
        table.setObjectName("resultsTable")
        table.setAccessibleName(self.tr("How each faction ended the game"))
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Faction"), self.tr("Started in"),
                                         self.tr("Result")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for row, seat in enumerate(record.seats):
            faction = world.faction(seat.faction)
            start = (board_names(board, app_language()).territory(seat.start)
                     if seat.start and board.has_territory(seat.start) else "—")
            faction_words = catalogue_text(faction.name) if faction else seat.faction
            for column, text in enumerate((seat.player, faction_words, start, result_word(seat.result))):
                table.setItem(row, column, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        layout.addWidget(table)

        details = QLabel(self._details(world, board), self)
        details.setObjectName("resultsDetails")
        details.setAccessibleName(self.tr("Rewards and packs"))
        details.setWordWrap(True)
        layout.addWidget(details)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("resultsButtons")
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(560, self.sizeHint().height())

    def _headline(self) -> str:
        record = self.record
        if record.winner is None:
            return self.tr("Game {number} ended without a winner.").format(number=record.game)
        if record.game <= CAMPAIGN_GAMES:
            return self.tr("{winner} won game {number} and signs the board.").format(
                winner=record.winner, number=record.game)
        return self.tr("{winner} won game {number}.").format(winner=record.winner, number=record.game)

    def _details(self, world: LegacyWorld, board: Board) -> str:
        record = self.record
        lines = []
        if record.rewards:
            lines.append(self.tr("Rewards chosen:"))
            lines += [f"• {player}: {reward_text(reward, board)}" for player, reward in record.rewards]
        else:
            lines.append(self.tr("No rewards were chosen."))
        if record.packs_opened:
            names = [next((p.name for p in world.packs if p.id == pack), pack) for pack in record.packs_opened]
            lines.append(self.tr("Packs opened: {packs}").format(packs=", ".join(names)))
        if record.world_name:
            lines.append(self.tr("The world is named {name}.").format(name=record.world_name))
        return "\n".join(lines)
