"""One player's hand of cards, their secret mission, and trading a set.

The window says whose hand to show (``set_viewer``): on a shared screen that is nobody's
while a computer player or someone other than the player whose turn it is decides, and a
player whose secrets were hidden meanwhile asks for them back ("Show Ann's Cards"; the window
then covers the screen until Ann says she is at it, see PlayWindow.ask_to_reveal).
Only the viewer's own cards are ever shown (read from ``controller.view_for(viewer)``, where
other hands are hidden anyway). Which cards make a set, what a set is worth and whether a
trade is allowed now all come from the rules: ``sets_in``, ``set_value``, ``explain``; the
occupied-territory bonus is read from trying the trade on a copy of the state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.play.event_text import seat_name
from engine.board import CardSymbol
from engine.core.actions import TradeCards
from engine.core.errors import IllegalAction
from engine.core.events import CardsTraded
from engine.core.state import Phase
from engine.rules.cards import sets_in, symbol_of, territory_of

CARD_WIDTH = 78
CARD_HEIGHT = 108
CARD_GAP = 6

PAPER = QColor("#fbf8ef")
EDGE = QColor("#9e9e9e")
SET_EDGE = QColor("#d4a017")  # the card is part of a set you could trade
SELECTED_EDGE = QColor("#1e88e5")
INK = QColor("#37474f")
COIN_GOLD = QColor("#f2c94c")


def trade_preview(controller, cards: Sequence[int]) -> tuple[CardsTraded, dict[int, int]] | None:
    """What trading ``cards`` now would give: the rules' event, and the armies each bonus
    territory would receive. The trade is tried on a copy of the state, so the rule set's own
    bonus rules (once a turn, which card counts) apply; None if it is not allowed."""
    state = controller.state
    trial = state.copy()
    try:
        events = controller.rules.apply(trial, TradeCards(tuple(cards)))
    except IllegalAction:
        return None
    traded = next((e for e in events if isinstance(e, CardsTraded)), None)
    if traded is None:
        return None
    bonus = {t: trial.armies[t] - state.armies[t] for t in traded.bonus_territories}
    return traded, bonus


class CardWidget(QAbstractButton):
    """A small playing card: the territory's name and its symbol, or a wild card; or, in
    Legacy (``coins`` given), a resource card: its territory and its coins, or a coin card.

    Checkable: a checked card is selected for trading; ``in_set`` marks a card that belongs
    to a set the player could trade.
    """

    def __init__(self, card: int, name: str, symbol: CardSymbol | None, parent: QWidget | None = None,
                 *, coins: int | None = None, coin_card: bool = False) -> None:
        super().__init__(parent)
        self.card = card
        self.name = name
        self.symbol = symbol
        self.coins = coins
        self.coin_card = coin_card
        self._in_set = False
        self.setObjectName("handCard")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(CARD_WIDTH, CARD_HEIGHT)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setText(name)
        self._describe()

    @property
    def in_set(self) -> bool:
        return self._in_set

    def set_in_set(self, value: bool) -> None:
        if value != self._in_set:
            self._in_set = value
            self._describe()
            self.update()

    def symbol_word(self) -> str:
        if self.symbol is CardSymbol.INFANTRY:
            return self.tr("Infantry")
        if self.symbol is CardSymbol.CAVALRY:
            return self.tr("Cavalry")
        if self.symbol is CardSymbol.ARTILLERY:
            return self.tr("Artillery")
        return self.tr("Wild")

    def is_resource_card(self) -> bool:
        return self.coins is not None

    def coins_word(self) -> str:
        return counts().coins(self.coins or 0)

    def title(self) -> str:
        """What is written at the top: the territory, "Coin card", or "Wild"."""
        if self.coin_card:
            return self.tr("Coin card")
        if self.symbol is None and not self.is_resource_card():
            return self.tr("Wild")
        return self.name

    def _describe(self) -> None:
        if self.coin_card:
            text = self.tr("Coin card, {coins}").format(coins=self.coins_word())
        elif self.is_resource_card():
            text = self.tr("{territory} card, {coins}").format(territory=self.name, coins=self.coins_word())
        elif self.symbol is None:
            text = self.tr("Wild card")
        else:
            text = self.tr("{territory} card, {symbol}").format(territory=self.name, symbol=self.symbol_word())
        if self._in_set:
            text = self.tr("{card}, part of a set").format(card=text)
        self.setAccessibleName(text)
        self.setToolTip(text)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(CARD_WIDTH, CARD_HEIGHT)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.isChecked():
            edge, width = SELECTED_EDGE, 3.0
        elif self._in_set:
            edge, width = SET_EDGE, 3.0
        else:
            edge, width = EDGE, 1.2
        painter.setPen(QPen(edge, width))
        painter.setBrush(QColor("#e3f2fd") if self.isChecked() else PAPER)
        painter.drawRoundedRect(rect, 7, 7)
        if self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 5, 5)

        painter.setPen(INK)
        font = QFont(self.font())
        font.setBold(True)
        title = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 31)
        name = self.title()
        painter.setFont(fitting_font(font, name, title.width(), title.height()))
        painter.drawText(title, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         name)
        side = min(rect.width() - 24, 44.0)
        glyph = QRectF(rect.center().x() - side / 2, rect.top() + 36, side, side)
        if self.is_resource_card():
            draw_coins(painter, glyph, self.coins or 0, font)
        else:
            draw_symbol(painter, glyph, self.symbol)
        font.setBold(False)
        font.setPixelSize(10)
        painter.setFont(font)
        painter.setPen(INK)
        word = QRectF(rect.left() + 4, rect.bottom() - 20, rect.width() - 8, 16)
        painter.drawText(word, Qt.AlignmentFlag.AlignCenter,
                         self.coins_word() if self.is_resource_card() else self.symbol_word())
        if self.isChecked():
            # Beside the symbol, clear of the name.
            self._check_badge(painter, QPointF(rect.right() - 10, rect.top() + 44))

    @staticmethod
    def _check_badge(painter: QPainter, centre: QPointF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SELECTED_EDGE)
        painter.drawEllipse(centre, 7, 7)
        pen = QPen(QColor("white"), 2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        tick = [centre + QPointF(-3.5, 0), centre + QPointF(-1, 2.8), centre + QPointF(3.6, -2.8)]
        painter.drawPolyline(QPolygonF(tick))


def fitting_font(font: QFont, text: str, width: float, height: float, largest: int = 11,
                 smallest: int = 7) -> QFont:
    """``font`` at the largest pixel size (``largest`` down to ``smallest``) at which ``text``,
    wrapped at spaces, fits in ``width`` x ``height`` with no word cut: a long name such as
    "Eastern United States" or "Escandinavia" must be read whole on a small card."""
    fitted = QFont(font)
    box = QRect(0, 0, int(width), 10_000)
    for pixels in range(largest, smallest - 1, -1):
        fitted.setPixelSize(pixels)
        metrics = QFontMetrics(fitted)
        widest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        wrapped = metrics.boundingRect(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), text)
        if widest <= width and wrapped.height() <= height:
            break
    return fitted


def draw_coins(painter: QPainter, box: QRectF, coins: int, font: QFont) -> None:
    """A gold coin in ``box`` with the card's number of coins on it (a Legacy resource card)."""
    painter.save()
    radius = box.width() * 0.42
    centre = box.center()
    painter.setPen(QPen(QColor("#8d6e00"), max(1.5, radius * 0.1)))
    painter.setBrush(COIN_GOLD)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#8d6e00"), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.78, radius * 0.78)
    number = QFont(font)
    number.setBold(True)
    number.setPixelSize(int(radius * 1.0))
    painter.setFont(number)
    painter.setPen(QColor("#4e3b00"))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, str(coins))
    painter.restore()


def draw_symbol(painter: QPainter, box: QRectF, symbol: CardSymbol | None) -> None:
    """The card's symbol drawn in ``box``: a soldier, a horseshoe, a cannon, or a star (wild)."""
    painter.save()
    painter.translate(box.topLeft())
    s = box.width()

    def at(x: float, y: float) -> QPointF:
        return QPointF(x * s, y * s)

    pen = QPen(INK, max(1.5, s * 0.07))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if symbol is CardSymbol.INFANTRY:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawEllipse(at(0.45, 0.17), s * 0.11, s * 0.11)  # head
        body = QPainterPath()
        body.addRoundedRect(QRectF(at(0.32, 0.31), at(0.58, 0.66)), s * 0.06, s * 0.06)
        painter.drawPath(body)
        painter.setPen(pen)
        painter.drawLine(at(0.38, 0.64), at(0.34, 0.95))  # legs
        painter.drawLine(at(0.52, 0.64), at(0.58, 0.95))
        painter.drawLine(at(0.56, 0.4), at(0.72, 0.5))  # arm to the rifle
        painter.drawLine(at(0.74, 0.12), at(0.74, 0.78))  # rifle
    elif symbol is CardSymbol.CAVALRY:
        thick = QPen(INK, s * 0.17)
        thick.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(thick)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # A horseshoe: an arc open at the top (Qt angles run anticlockwise from 3 o'clock).
        painter.drawArc(QRectF(at(0.17, 0.14), at(0.83, 0.9)), 160 * 16, 220 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PAPER)
        for x, y in ((0.22, 0.45), (0.32, 0.74), (0.5, 0.82), (0.68, 0.74), (0.78, 0.45)):
            painter.drawEllipse(at(x, y), s * 0.028, s * 0.028)
    elif symbol is CardSymbol.ARTILLERY:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.save()  # the barrel, raised towards the top right
        painter.translate(at(0.35, 0.66))
        painter.rotate(-30)
        painter.drawRoundedRect(QRectF(-s * 0.08, -s * 0.08, s * 0.66, s * 0.17), s * 0.05, s * 0.05)
        painter.restore()
        painter.setPen(pen)
        painter.drawLine(at(0.35, 0.7), at(0.08, 0.9))  # the trail
        painter.setBrush(PAPER)
        painter.drawEllipse(at(0.38, 0.72), s * 0.17, s * 0.17)  # the wheel
        for dx, dy in ((0.17, 0.0), (0.0, 0.17), (0.12, 0.12), (-0.12, 0.12)):
            painter.drawLine(at(0.38 - dx, 0.72 - dy), at(0.38 + dx, 0.72 + dy))
    else:
        painter.setPen(QPen(INK, max(1.0, s * 0.04)))
        painter.setBrush(SET_EDGE)
        star = QPolygonF()
        for k in range(10):
            radius = 0.46 if k % 2 == 0 else 0.2
            angle = -math.pi / 2 + k * math.pi / 5
            star.append(at(0.5 + radius * math.cos(angle), 0.52 + radius * math.sin(angle)))
        painter.drawPolygon(star)
    painter.restore()


class _CardFlow(QWidget):
    """Lays cards out in rows that wrap to the panel's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handCards")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._cards: list[CardWidget] = []

    def set_cards(self, cards: list[CardWidget]) -> None:
        self._cards = cards
        self._place()
        self.updateGeometry()

    def _columns(self, width: int) -> int:
        return max(1, (width + CARD_GAP) // (CARD_WIDTH + CARD_GAP))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        if not self._cards:
            return 0
        rows = -(-len(self._cards) // self._columns(width))
        return rows * CARD_HEIGHT + (rows - 1) * CARD_GAP

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        columns = max(1, min(len(self._cards), 5))
        width = columns * CARD_WIDTH + (columns - 1) * CARD_GAP
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(CARD_WIDTH, self.heightForWidth(CARD_WIDTH) if self._cards else 0)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        columns = self._columns(self.width())
        for i, card in enumerate(self._cards):
            row, column = divmod(i, columns)
            card.move(column * (CARD_WIDTH + CARD_GAP), row * (CARD_HEIGHT + CARD_GAP))
        # Inside a layout that ignores height-for-width, still ask for enough height.
        self.setMinimumHeight(self.heightForWidth(self.width()))


class HandPanel(QWidget):
    """The viewer's cards (none for ``None``), the sets among them, trading, the mission."""

    selectionChanged = Signal()  # noqa: N815 (Qt naming)
    revealRequested = Signal()  # noqa: N815 the hidden cards' owner asks to see them

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._viewer: int | None = None
        self._reveal_for: int | None = None
        self._hand: list[int] = []
        self._selected: list[int] = []  # in the order clicked: the oldest goes when a fourth is picked
        self._cards: dict[int, CardWidget] = {}
        self.setObjectName("handPanel")
        self.setAccessibleName(self.tr("Cards"))

        self.title = QLabel(self)
        self.title.setObjectName("handTitle")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.hint = self._label("tradeHint", self.tr("Card hint"))
        self.flow = _CardFlow(self)
        self.trade_button = QPushButton(self.tr("&Trade"), self)
        self.trade_button.setObjectName("tradeCards")
        self.trade_button.setAccessibleName(self.tr("Trade the selected cards"))
        self.trade_button.clicked.connect(self._trade)
        self.trade_note = self._label("tradeNote", self.tr("What the trade gives"))
        self.mission = self._label("missionText", self.tr("Secret mission"))
        self.mission.setFrameShape(QLabel.Shape.StyledPanel)
        self.mission.setMargin(4)
        # Shown instead of a hand when nobody's secrets may be on screen.
        self.hidden_note = self._label("hiddenCardsNote", self.tr("Why no cards are shown"))
        self.reveal_button = QPushButton(self)
        self.reveal_button.setObjectName("revealCards")
        self.reveal_button.clicked.connect(self.revealRequested)

        layout = QVBoxLayout(self)
        layout.addWidget(self.hidden_note)
        layout.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.flow)
        layout.addWidget(self.trade_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.trade_note)
        layout.addWidget(self.mission)
        layout.addStretch(1)
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def _label(self, name: str, accessible: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        return label

    # -- the public face -------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self._viewer

    def set_viewer(self, player: int | None, reveal_for: int | None = None) -> None:
        """Show ``player``'s cards and mission; None shows nobody's. With no viewer,
        ``reveal_for`` offers that player a button to see their hidden cards again."""
        if player != self._viewer:
            self._viewer = player
            self._selected = []
        self._reveal_for = reveal_for if player is None else None
        self.refresh()

    def card_widgets(self) -> list[CardWidget]:
        """The cards shown, in the order they are held."""
        return [self._cards[c] for c in self._hand]

    def selection(self) -> tuple[int, ...]:
        return tuple(self._selected)

    def can_trade_now(self) -> bool:
        """Whether the viewer is the one deciding, in their reinforcement phase."""
        controller, viewer = self.controller, self._viewer
        return (
            viewer is not None
            and controller.state.phase == Phase.REINFORCE
            and controller.decider() == viewer
            and controller.is_human(viewer)
            and controller.waiting_for_handoff() is None
        )

    # -- refreshing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        viewer = self._viewer
        visible = viewer is not None and 0 <= viewer < len(self.controller.state.players)
        for widget in (self.title, self.hint, self.flow, self.trade_button, self.trade_note, self.mission):
            widget.setVisible(visible)
        self._show_hidden_note(not visible)
        if not visible:
            self._set_hand([])
            return
        view = self.controller.view_for(viewer)
        hand = list(view.players[viewer].cards)
        self._set_hand(hand)
        self.title.setText(self.tr("{player}'s cards ({count})").format(
            player=seat_name(self.controller, viewer), count=len(hand)))
        if self._resource_cards() is not None:
            # Legacy: resource cards are turned in by their coins (the coin chart), not in sets.
            self.trade_button.setVisible(False)
            self.trade_note.setVisible(False)
            self._show_resource_hint(hand)
            self._show_mission(view)
            return
        in_sets = {card for combo in sets_in(hand, self.controller.world) for card in combo}
        for card, widget in self._cards.items():
            widget.set_in_set(card in in_sets)
        self._show_hint(view, hand, bool(in_sets))
        self._show_mission(view)
        self._update_trade()

    def _show_hidden_note(self, hidden: bool) -> None:
        """Say why no cards are shown, and offer them back to their owner when that is why."""
        controller = self.controller
        owner = self._reveal_for
        offer = hidden and owner is not None and 0 <= owner < len(controller.state.players)
        note = ""
        if offer:
            name = seat_name(controller, owner)
            note = self.tr("{player}'s cards and mission are hidden from the others at the screen.").format(
                player=name)
            self.reveal_button.setText(self.tr("&Show {player}'s Cards").format(player=name))
            self.reveal_button.setAccessibleName(self.reveal_button.text().replace("&", ""))
            self.reveal_button.setToolTip(self.tr("The screen is covered until {player} is at it; "
                                                  "then {player}'s cards and mission are shown.").format(player=name))
        elif hidden and controller.humans() and controller.decider() is not None:
            decider = controller.decider()
            if controller.is_human(decider):
                note = self.tr("{player} is deciding: nobody's cards are shown.").format(
                    player=seat_name(controller, decider))
            else:
                note = self.tr("{player} is playing: nobody's cards are shown.").format(
                    player=seat_name(controller, decider))
        self.hidden_note.setText(note)
        self.hidden_note.setVisible(hidden and bool(note))
        self.reveal_button.setVisible(offer)

    def _set_hand(self, hand: list[int]) -> None:
        if hand == self._hand and all(c in self._cards for c in hand):
            return
        world = self.controller.world
        for card in list(self._cards):
            if card not in hand:
                gone = self._cards.pop(card)
                gone.hide()  # deleteLater waits for the event loop: never show a traded card meanwhile
                gone.deleteLater()
        for card in hand:
            if card not in self._cards:
                widget = self._card_widget(card, world)
                widget.clicked.connect(lambda _=False, c=card: self._card_clicked(c))
                widget.show()
                self._cards[card] = widget
        self._hand = hand
        self._selected = [c for c in self._selected if c in hand]
        for card, widget in self._cards.items():
            widget.setChecked(card in self._selected)
        self.flow.set_cards(self.card_widgets())

    def _resource_cards(self):
        """The Legacy rules, whose hands are resource cards worth coins (None: classic cards)."""
        rules = self.controller.rules
        return rules if hasattr(rules, "card_coins") and hasattr(rules, "card_count") else None

    def _card_widget(self, card: int, world) -> CardWidget:
        territory = territory_of(card, world)
        name = self.controller.names.territory(territory) if territory is not None else self.tr("Wild")
        legacy = self._resource_cards()
        if legacy is None:
            return CardWidget(card, name, symbol_of(card, world), self.flow)
        coin_card = card >= legacy.card_count
        return CardWidget(card, self.tr("Coin card") if coin_card else name, None, self.flow,
                          coins=legacy.card_coins(card), coin_card=coin_card)

    def _show_resource_hint(self, hand: list[int]) -> None:
        legacy = self._resource_cards()
        if not hand:
            text = self.tr("No resource cards yet: conquer a territory during a turn to take one at its end.")
        else:
            coins = sum(legacy.card_coins(card) for card in hand)
            chart = [int(c) for c in legacy.options.coin_chart]
            text = self.tr("Your cards are worth {coins}: turn in {fewest} to {most} for troops while "
                           "recruiting, or {cards} for a red star at the start of your turn.").format(
                coins=counts().coins(coins), fewest=min(chart), most=counts().coins(max(chart)),
                cards=counts().cards(legacy.options.stars_for_cards))
        self.hint.setText(text)
        font = self.hint.font()
        font.setBold(False)
        self.hint.setFont(font)

    def _show_hint(self, view, hand: list[int], has_set: bool) -> None:
        viewer = self._viewer
        mine = view.current == viewer and view.phase == Phase.REINFORCE
        if not hand:
            text = self.tr("No cards yet: capture a territory during a turn to draw one at its end.")
        elif mine and view.trade_required and view.trade_down_to is not None:
            text = self.tr("You must trade: you hold %n card(s), trade sets until you have {limit} or fewer", "",
                           len(hand)).format(limit=view.trade_down_to)
        elif mine and view.trade_required:
            text = self.tr("You must trade: you hold %n card(s)", "", len(hand))
        elif has_set and self.can_trade_now():
            text = self.tr("Cards with a gold edge make a set: select three and trade them for armies.")
        elif has_set:
            text = self.tr("Cards with a gold edge make a set: you can trade it while reinforcing.")
        else:
            text = self.tr("No set yet: three of a kind, one of each, or any two with a wild card.")
        self.hint.setText(text)
        font = self.hint.font()
        font.setBold(mine and view.trade_required)
        self.hint.setFont(font)

    def _show_mission(self, view) -> None:
        judge = getattr(self.controller.rules, "missions", None)
        mission = view.players[self._viewer].mission
        if judge is None or mission is None or mission < 0:
            self.mission.setVisible(False)
            return
        names = [seat_name(self.controller, i) for i in range(len(view.players))]
        local = self.controller.names  # the mission in the reader's language, continents as they read them
        # The mission in play, which is what victory is judged on: a "destroy" card whose
        # target someone else destroyed reads as the fallback, never as the card dealt.
        in_play = judge.in_play(view, self._viewer)
        text = self.tr("Your secret mission: {mission}").format(
            mission=judge.text(in_play, names, local.language, local.continents_by_id))
        if judge.fell_back(view, self._viewer):
            text += "\n" + self.tr("(The player your first mission named is out of the game, "
                                   "so your mission is now this one.)")
        self.mission.setText(text)
        self.mission.setVisible(True)

    def _update_trade(self) -> None:
        selected = tuple(self._selected)
        controller = self.controller
        enabled = False
        note = ""
        if not self.can_trade_now():
            self.trade_button.setText(self.tr("&Trade"))
        elif len(selected) < 3:
            self.trade_button.setText(self.tr("&Trade"))
            if selected:
                note = self.tr("Select {count} more").format(count=3 - len(selected))
        else:
            reason = controller.explain(TradeCards(selected))
            if reason is not None:
                self.trade_button.setText(self.tr("&Trade"))
                note = reason
            else:
                armies = controller.rules.set_value(controller.state, selected)
                self.trade_button.setText(self.tr("&Trade for %n army(ies)", "", armies))
                enabled = True
                note = self._bonus_note(selected)
        self.trade_button.setEnabled(enabled)
        self.trade_button.setAccessibleName(self.trade_button.text().replace("&", ""))
        self.trade_note.setText(note)
        self.trade_note.setVisible(bool(note))

    def _bonus_note(self, cards: tuple[int, ...]) -> str:
        preview = trade_preview(self.controller, cards)
        if preview is None:
            return ""
        names = self.controller.names.territories
        bonus = preview[1]
        if not bonus:
            return self.tr("No extra armies: you hold none of these territories, or had the bonus this turn.")
        return "\n".join(
            self.tr("+%n army(ies) on {territory}, which you hold", "", count).format(territory=names[t])
            for t, count in bonus.items()
        )

    # -- clicks ----------------------------------------------------------------------------------
    def _card_clicked(self, card: int) -> None:
        if card in self._selected:
            self._selected.remove(card)
        else:
            self._selected.append(card)
            if len(self._selected) > 3:
                self._selected.pop(0)
        for other, widget in self._cards.items():
            widget.setChecked(other in self._selected)
        self._update_trade()
        self.selectionChanged.emit()

    def _trade(self) -> None:
        selected = tuple(self._selected)
        if len(selected) != 3:
            return
        if self.controller.perform(TradeCards(selected)):
            self._selected = []
        self.refresh()
