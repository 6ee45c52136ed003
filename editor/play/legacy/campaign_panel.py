"""The campaign overview, a dock of the Legacy play window: how far the campaign is (games
played of 15, the world's name), who signed the board, each faction's history game by game
(W, H or E for a game it was played in, X for one it sat out),
the packs opened and the stickers left, and the button that starts the next game.

It reads a CampaignSession and nothing else; the window refreshes it when a game starts or
ends and connects ``startRequested``.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.language.pack_text import pack_text
from engine.campaign.rewards import CAMPAIGN_GAMES
from engine.campaign.world import GameResult

translate = QCoreApplication.translate
# A win and an elimination stand out in the history table (the letter says it too).
_RESULT_COLOURS = {GameResult.WON: "#b7e1b0", GameResult.ELIMINATED: "#f2b8b5"}


def result_word(result: GameResult) -> str:
    return {
        GameResult.WON: translate("CampaignPanel", "Won"),
        GameResult.HELD_ON: translate("CampaignPanel", "Held On"),
        GameResult.ELIMINATED: translate("CampaignPanel", "Eliminated"),
    }[result]


def result_letter(result: GameResult) -> str:
    """One letter for a cell of the history table (the word is its tooltip)."""
    return {
        GameResult.WON: translate("CampaignPanel", "W", "Won, in the history table"),
        GameResult.HELD_ON: translate("CampaignPanel", "H", "Held On, in the history table"),
        GameResult.ELIMINATED: translate("CampaignPanel", "E", "Eliminated, in the history table"),
    }[result]


def not_played_letter() -> str:
    """The mark of a game a faction sat out, as its card's back has it: "Factions not chosen for
    this game should have an 'X' marked on the back (under player) for this game"."""
    return translate("CampaignPanel", "X", "Not played, in the history table")


def not_played_tip(game: int) -> str:
    return translate("CampaignPanel", "Game {game}: not chosen for this game; the faction did not take part "
                     "(an X on the back of its card)").format(game=game)


class StockWords(QObject):
    """The stickers counted in the box, each a count phrase ("1 major city", "2 major
    cities"), as `worldsmith campaign show` counts them: the coins are not, since upgrading a
    card adds coins beyond the 12 starting ones."""

    def phrase(self, item: str, n: int) -> str | None:
        """``n`` of stock ``item`` in words; None for an item not counted here."""
        phrases = {
            "major-city": lambda: self.tr("%n major city(ies)", "", n),
            "minor-city": lambda: self.tr("%n minor city(ies)", "", n),
            "fortification": lambda: self.tr("%n fortification(s)", "", n),
            "scar-cancel": lambda: self.tr("%n scar cancel(s)", "", n),
            "plus-one": lambda: self.tr("%n +1 continent mark(s)", "", n),
            "minus-one": lambda: self.tr("%n −1 continent mark(s)", "", n),
        }
        made = phrases.get(item)
        return made() if made is not None else None

    ITEMS = ("major-city", "minor-city", "fortification", "scar-cancel", "plus-one", "minus-one")


def _table(name: str, accessible: str) -> QTableWidget:
    table = QTableWidget()
    table.setObjectName(name)
    table.setAccessibleName(accessible)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.verticalHeader().setVisible(False)
    table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    return table


def _cell(text: str, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if tip:
        item.setToolTip(tip)
    return item


class CampaignPanel(QWidget):
    """The overview of ``session``'s campaign."""

    startRequested = Signal()  # noqa: N815 (Qt naming) "Start Game N" was clicked

    def __init__(self, session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("campaignPanel")
        self.setAccessibleName(self.tr("Campaign"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)

        def label(name: str, accessible: str) -> QLabel:
            widget = QLabel(self)
            widget.setObjectName(name)
            widget.setAccessibleName(accessible)
            widget.setWordWrap(True)
            widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(widget)
            return widget

        self.title = label("campaignName", self.tr("Campaign name"))
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        self.games = label("campaignGames", self.tr("Games played"))
        self.world_name = label("campaignWorldName", self.tr("The world's name"))
        self.status = label("campaignStatus", self.tr("Campaign status"))
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("startNextGame")
        self.start_button.clicked.connect(self.startRequested)
        layout.addWidget(self.start_button)

        layout.addWidget(self._heading(self.tr("Signatures")))
        self.signatures = _table("campaignSignatures", self.tr("Signatures per player"))
        layout.addWidget(self.signatures)
        layout.addWidget(self._heading(self.tr("Factions, game by game")))
        self.history = _table("campaignHistory", self.tr("Each faction's history"))
        layout.addWidget(self.history)
        self.packs = label("campaignPacks", self.tr("Packs opened"))
        self.stock = label("campaignStock", self.tr("Stickers left"))
        layout.addStretch(1)
        self.refresh()

    def _heading(self, text: str) -> QLabel:
        heading = QLabel(text, self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        return heading

    def refresh(self) -> None:
        session = self.session
        world = session.campaign.world
        self.title.setText(session.name)
        self.games.setText(self.tr("Games played: {played} of {total}").format(
            played=session.games_played, total=CAMPAIGN_GAMES))
        self.world_name.setText(self.tr("The world is named {name}.").format(name=world.world_name)
                                if world.world_name else self.tr("The world has no name yet."))
        number = session.game_number
        if session.game_in_progress():
            self.status.setText(self.tr("Game {number} is being played.").format(number=number))
        elif session.is_complete():
            self.status.setText(self.tr("The campaign is complete: you have played all {games}.").format(
                games=counts().games(CAMPAIGN_GAMES)))
        else:
            self.status.setText(self.tr("Game {number} is next.").format(number=number))
        self.start_button.setText(self.tr("Start Game {number}").format(number=number))
        self.start_button.setAccessibleName(self.start_button.text())
        self.start_button.setEnabled(session.can_start_next_game())
        self.start_button.setVisible(not session.is_complete())
        self._fill_signatures()
        self._fill_history()
        opened = [self._pack_name(p) for p in world.packs_opened]
        self.packs.setText(self.tr("Packs opened: {packs}").format(packs=", ".join(opened)) if opened
                           else self.tr("Packs opened: none yet"))
        left = world.stock_left()
        words = StockWords()
        self.stock.setText(self.tr("Left in the box: {stock}").format(
            stock=", ".join(words.phrase(item, left[item]) for item in StockWords.ITEMS if item in left)))

    def _pack_name(self, pack_id: str) -> str:
        pack = next((p for p in self.session.campaign.world.packs if p.id == pack_id), None)
        return pack_text(pack, "name") if pack is not None and pack.name else pack_id

    def _fill_signatures(self) -> None:
        world = self.session.campaign.world
        counts = Counter(s.player for s in world.signatures)
        players = [p.name for p in self.session.campaign.players]
        table = self.signatures
        table.clear()
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Signatures"), self.tr("Games won")])
        table.setRowCount(len(players))
        for row, player in enumerate(players):
            won = [str(s.game) for s in world.signatures if s.player == player]
            table.setItem(row, 0, _cell(player))
            table.setItem(row, 1, _cell(str(counts.get(player, 0))))
            table.setItem(row, 2, _cell(", ".join(won) or "—"))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)

    def _fill_history(self) -> None:
        world = self.session.campaign.world
        played = world.games_played
        table = self.history
        table.clear()
        table.setColumnCount(1 + played)
        table.setHorizontalHeaderLabels([self.tr("Faction")] + [str(g) for g in range(1, played + 1)])
        table.setRowCount(len(world.factions))
        for row, faction in enumerate(world.factions):
            table.setItem(row, 0, _cell(catalogue_text(faction.name)))
            for game in faction.not_played:
                if 1 <= game <= played:
                    item = _cell(not_played_letter(), not_played_tip(game))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    item.setForeground(QColor("#757575"))  # the games it sat out stay in the background
                    table.setItem(row, game, item)
            for line in faction.history:
                if 1 <= line.game <= played:
                    tip = self.tr("Game {game}: {player}, {result}").format(
                        game=line.game, player=line.player, result=result_word(line.result))
                    item = _cell(result_letter(line.result), tip)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    if line.result in _RESULT_COLOURS:
                        item.setBackground(QColor(_RESULT_COLOURS[line.result]))
                    table.setItem(row, line.game, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
