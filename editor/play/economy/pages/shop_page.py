"""The get phase's shop: what the round's start paid, the round's upkeep to pay, what the next
round would cost, and buying — units by clicking the board, infrastructure for the chosen
country, influence cards traded for MU — with Undo until the person is done.

The upkeep comes first ("Pay upkeep"): before it, influence cards may be traded and
infrastructure destroyed (their MU pay it); recruiting and building wait for it, and their
buttons say so.

A click on one of the person's countries chooses it and recruits one army there (Shift+click:
five; Ctrl+click, or "Clicks recruit" unticked: only chooses); a click on a water the chosen
country borders recruits navies into it. The buttons below build or destroy in the chosen
country; each says its price, and a button that cannot be used says why in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.play.economy.action_words import action_text, infrastructure_name, units_name
from editor.play.economy.pages import shop_money
from engine.core.state import NOBODY
from engine.rules.economy import money, navy_bases
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    Build,
    BuildNavyBase,
    Demolish,
    Done,
    PayUpkeep,
    Recruit,
    RecruitNavy,
    TradeInfluence,
)

# The shop's own actions: they roll no dice, so any of them may be taken back (controller.take_back);
# the upkeep too (the units it cannot pay for die in a fixed order).
SHOP_KINDS = (PayUpkeep, Recruit, RecruitNavy, Build, BuildNavyBase, Demolish, TradeInfluence)
SHIFT_CLICK_UNITS = 5
TALLEST_UNSCROLLED_LINES = 22


class _FittingScroll(QScrollArea):
    """A scroll area as tall as its content asks (QScrollArea caps its wish at 24 lines), that
    scrolls only when the window cannot give it that."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        # As wide as the buttons need (they are not scrolled sideways); as tall as the shop
        # up to about twenty lines (the side column's other panels shrink first), scrolling beyond.
        body = self.widget()
        if body is None:
            return super().minimumSizeHint()
        hint = body.sizeHint()
        height = min(hint.height(), TALLEST_UNSCROLLED_LINES * self.fontMetrics().height())
        return QSize(body.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width(), height)


class ShopPage(QWidget):
    def __init__(self, controller, tool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.tool = tool
        self.player = controller.decider()
        self.setObjectName("shopPage")
        self.setAccessibleName(self.tr("Shop"))
        self._start = shop_money.round_start(controller)
        self.selected: int | None = self._first_country()
        self._build()
        self.refresh()

    # -- building --------------------------------------------------------------------------------
    def _label(self, name: str, accessible: str, wrap: bool = True) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(wrap)
        return label

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.clicked.connect(slot)
        return button

    def _build(self) -> None:
        # The money left and the Undo and Done buttons always in sight; what lies between
        # scrolls when the window is too short for it.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 0)
        outer.setSpacing(4)
        self.money_label = self._label("shopMoney", self.tr("Money left"))
        font = self.money_label.font()
        font.setBold(True)
        self.money_label.setFont(font)
        outer.addWidget(self.money_label)
        self.body = QWidget(self)
        self.body.setObjectName("shopBody")
        self.scroll = _FittingScroll(self)
        self.scroll.setObjectName("shopScroll")
        self.scroll.setAccessibleName(self.tr("Shop"))
        self.scroll.setWidget(self.body)
        outer.addWidget(self.scroll, 1)
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.received_label = self._label("shopReceived", self.tr("Received at the start of the round"))
        self.next_label = self._label("shopNextRound", self.tr("The next round's income and upkeep"))
        self.deaths_label = self._label("shopDeaths", self.tr("Units that would die unpaid"))
        self.deaths_label.setStyleSheet("color: #c0392b;")
        self.upkeep_label = self._label("shopUpkeepDue", self.tr("This round's upkeep"))
        self.upkeep_deaths_label = self._label("shopUpkeepDeaths", self.tr("Units that die unpaid now"))
        self.upkeep_deaths_label.setStyleSheet("color: #c0392b;")
        self.pay_button = self._button("shopPayUpkeep", self.tr("Pay upkeep"), self.pay_upkeep)
        for widget in (self.received_label, self.upkeep_label, self.upkeep_deaths_label, self.pay_button,
                       self.next_label, self.deaths_label):
            layout.addWidget(widget)

        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)

        self.selected_label = self._label("shopSelected", self.tr("The chosen country"))
        layout.addWidget(self.selected_label)
        # Ticked, a click on the map buys; the box's words say how many.
        self.clicks_recruit = QCheckBox(self.tr("Click: recruit 1 army · Shift+click: {count} · Ctrl+click: choose only"
                                                ).format(count=SHIFT_CLICK_UNITS), self)
        self.clicks_recruit.setObjectName("shopClicksRecruit")
        self.clicks_recruit.setAccessibleName(self.tr("Clicks recruit"))
        self.clicks_recruit.setToolTip(self.tr("Unticked, a click on the map only chooses the country"))
        self.clicks_recruit.setChecked(True)
        layout.addWidget(self.clicks_recruit)

        row = QHBoxLayout()
        self.count = QSpinBox(self)
        self.count.setObjectName("shopCount")
        self.count.setAccessibleName(self.tr("How many units"))
        self.count.setToolTip(self.tr("How many units the Recruit buttons buy"))
        self.count.setRange(1, 1)
        self.count.valueChanged.connect(lambda _value: self.refresh())
        self.recruit_button = self._button("shopRecruit", self.tr("Recruit"), self.recruit_armies)
        row.addWidget(self.count)
        row.addWidget(self.recruit_button, 1)
        layout.addLayout(row)
        navy_row = QHBoxLayout()
        self.water = QComboBox(self)
        self.water.setObjectName("shopWater")
        self.water.setAccessibleName(self.tr("Water for the navies"))
        self.water.setToolTip(self.tr("The water the navies go into"))
        # The price depends on the water: a navy base makes navies at 5 MU into its own water only.
        self.water.currentIndexChanged.connect(lambda _index: self.refresh())
        self.recruit_navy_button = self._button("shopRecruitNavy", self.tr("Recruit navies"), self.recruit_navies)
        navy_row.addWidget(self.water, 1)
        navy_row.addWidget(self.recruit_navy_button, 1)
        layout.addLayout(navy_row)

        grid = QGridLayout()
        grid.setSpacing(4)
        self.build_buttons: dict[str, QPushButton] = {}
        self.demolish_buttons: dict[str, QPushButton] = {}
        for index, what in enumerate(money.INFRASTRUCTURE):
            button = self._button(f"shopBuild-{what}", infrastructure_name(what),
                                  lambda _checked=False, w=what: self.build(w))
            self.build_buttons[what] = button
            grid.addWidget(button, index // 2, index % 2)
        layout.addLayout(grid)
        demolish_grid = QGridLayout()
        demolish_grid.setSpacing(4)
        # Any infrastructure may be destroyed, the capital included ("A player may destroy any
        # infrastructure controlled by that player"): undoable like any purchase.
        for index, what in enumerate(money.INFRASTRUCTURE):
            button = self._button(f"shopDemolish-{what}", infrastructure_name(what),
                                  lambda _checked=False, w=what: self.demolish(w))
            self.demolish_buttons[what] = button
            demolish_grid.addWidget(button, index // 2, index % 2)
        layout.addLayout(demolish_grid)
        self.trade_button = self._button("shopTrade", self.tr("Trade 3 Influence Cards for 50 MU"), self.trade)
        layout.addWidget(self.trade_button)

        self.purchases = QListWidget(self)
        self.purchases.setObjectName("shopPurchases")
        self.purchases.setAccessibleName(self.tr("Bought this round"))
        self.purchases.setToolTip(self.tr("What you bought, built, destroyed or traded this round"))
        self.purchases.setMaximumHeight(90)
        layout.addWidget(self.purchases)
        buttons = QHBoxLayout()
        self.undo_button = self._button("shopUndo", self.tr("Undo"), self.undo)
        self.undo_button.setToolTip(self.tr("Take back the last thing you bought, built, destroyed or traded "
                                            "(Ctrl+Z)"))
        self.done_button = self._button("shopDone", self.tr("Done"), self.done)
        self.done_button.setToolTip(self.tr("Finish shopping for this round"))
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.done_button, 1)
        outer.addLayout(buttons)
        self.undo_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.undo_shortcut.activated.connect(self.undo)

    # -- reading ---------------------------------------------------------------------------------
    def _mine(self, territory: int) -> bool:
        state = self.controller.state
        return (0 <= territory < len(state.owner) and state.owner[territory] == self.player
                and self.controller.world.land[territory])

    def _first_country(self) -> int | None:
        state = self.controller.state
        if self.player is None:
            return None
        capital = state.players[self.player].capital
        if capital != NOBODY and self._mine(capital):
            return capital
        return next((t for t in range(len(state.owner)) if self._mine(t)), None)

    def _most(self, territory: int, navy: bool, water: int = -1) -> int:
        """The most units the money buys there (navies: put into ``water``, whose navy bases
        make them at 5 MU: navy bases are per border)."""
        controller = self.controller
        state = controller.state
        return money.most_recruits(controller.rules.options, state, territory, state.players[self.player].money, navy,
                                   water)

    def _cost(self, territory: int, count: int, navy: bool, water: int = -1) -> int:
        return money.recruit_cost(self.controller.rules.options, self.controller.state, territory, count, navy, water)

    def _waters(self, territory: int) -> list[int]:
        return sorted({a.water for a in self.controller.legal_actions()
                       if isinstance(a, RecruitNavy) and a.territory == territory})

    # -- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        controller, player = self.controller, self.player
        if player is None or controller.decider() != player:
            return
        cash = controller.state.players[player].money
        self.money_label.setText(self.tr("Money left: {money} MU").format(money=cash))
        # The round's start and the upkeep paid since, from the controller's event history.
        self._start = shop_money.round_start(controller)
        paid = None if self._upkeep_owed() or self._start is None else self._start.paid.get(player)
        self.received_label.setText(shop_money.received_text(controller, self._start, player, paid))
        self._show_upkeep()
        forecast = shop_money.next_round(controller, player)
        self.next_label.setText(shop_money.next_round_text(controller, forecast))
        deaths = shop_money.deaths_text(controller, forecast)
        self.deaths_label.setText(deaths)
        self.deaths_label.setVisible(bool(deaths))

        t = self.selected if self.selected is not None and self._mine(self.selected) else self._first_country()
        self.selected = t
        if t is None:
            self.selected_label.setText(self.tr("You have no country to buy in."))
        else:
            self.selected_label.setText(self.tr("Chosen: {place}").format(place=self._describe(t)))
        self._show_recruiting(t)
        self._show_building(t)
        self._show_trade()
        bought = controller.takeable(SHOP_KINDS)
        self.purchases.clear()
        for _position, action in bought:
            self.purchases.addItem(action_text(controller, action))
        self.purchases.setVisible(bool(bought))
        self.undo_button.setEnabled(bool(bought))
        if bought:
            self.undo_button.setToolTip(self.tr("Take back: {action} (Ctrl+Z)").format(
                action=action_text(controller, bought[-1][1])))
        else:
            self.undo_button.setToolTip(self.tr("Nothing bought this round to take back"))
        # The shop's height changes with what it shows (the deaths line, the buttons for what
        # stands there): the side column is asked to make room again.
        self.scroll.updateGeometry()

    def _upkeep_owed(self) -> bool:
        return self.controller.state.players[self.player].upkeep_due

    def _show_upkeep(self) -> None:
        """While the round's upkeep is owed: what it takes, who dies unpaid, the button to pay;
        Done waits for it."""
        owed = self._upkeep_owed()
        for widget in (self.upkeep_label, self.pay_button):
            widget.setVisible(owed)
        self.done_button.setEnabled(not owed)
        self.done_button.setToolTip(self.tr("Pay the round's upkeep first") if owed
                                    else self.tr("Finish shopping for this round"))
        if not owed:
            self.upkeep_deaths_label.setVisible(False)
            return
        lines = shop_money.upkeep_now(self.controller, self.player)
        self.upkeep_label.setText(shop_money.upkeep_due_text(self.controller, lines))
        deaths = shop_money.upkeep_deaths_text(self.controller, lines)
        self.upkeep_deaths_label.setText(deaths)
        self.upkeep_deaths_label.setVisible(bool(deaths))
        text = self.tr("Pay upkeep · {mu} MU").format(mu=sum(line.paid for line in lines))
        self.pay_button.setText(text)
        self.pay_button.setAccessibleName(text)
        self.pay_button.setToolTip(self.tr("Pay this round's upkeep: then recruit and build"))

    def _describe(self, t: int) -> str:
        """'Ukraine: 5 armies · capital · 2 army bases · road'."""
        state = self.controller.state
        parts = [self.controller.names.territories[t]]
        if state.army[self.player][t]:
            parts.append(units_name(ARMY, state.army[self.player][t]))
        if state.players[self.player].capital == t:
            parts.append(infrastructure_name("capital"))
        for what, counts in (("army-base", state.army_bases), ("navy-base", None),
                             ("road", state.roads), ("fortification", state.fortifications), ("canal", state.canals)):
            n = navy_bases.in_country(state, t) if counts is None else counts[t]
            if n == 1:
                parts.append(infrastructure_name(what))
            elif n > 1:
                parts.append(self.tr("{count} × {what}").format(count=n, what=infrastructure_name(what)))
        return " · ".join(parts)

    def _show_recruiting(self, t: int | None) -> None:
        names = self.controller.names.territories
        waters = self._waters(t) if t is not None else []
        chosen = self.water.currentData()
        self.water.blockSignals(True)
        self.water.clear()
        for w in waters:
            self.water.addItem(names[w], w)
        if chosen in waters:
            self.water.setCurrentIndex(waters.index(chosen))
        self.water.blockSignals(False)
        water = self.water.currentData() if waters else None
        most = self._most(t, navy=False) if t is not None else 0
        most_navy = self._most(t, navy=True, water=water) if water is not None else 0
        top = max(most, most_navy, 1)
        if self.count.maximum() != top:
            self.count.blockSignals(True)
            self.count.setRange(1, top)
            self.count.blockSignals(False)
        n = self.count.value()
        if self._upkeep_owed():
            self.recruit_button.setEnabled(False)
            text = self.tr("Recruit armies")
            self.recruit_button.setToolTip(self.tr("Pay the round's upkeep first"))
        elif t is not None and most:
            self.recruit_button.setEnabled(n <= most)
            text = self.tr("Recruit {units} · {cost} MU").format(units=units_name(ARMY, n),
                                                                   cost=self._cost(t, n, navy=False))
            if n > most:
                tip = self.tr("Your money buys {count} there").format(count=most)
            elif self.controller.rules.options.bases:
                tip = self.tr("In {territory}; the first units a free base makes cost 5 MU, the others 10").format(
                    territory=names[t])
            else:
                tip = self.tr("In {territory}; 5 MU each").format(territory=names[t])
            self.recruit_button.setToolTip(tip)
        else:
            self.recruit_button.setEnabled(False)
            text = self.tr("Recruit armies")
            self.recruit_button.setToolTip(self.tr("Not enough money to recruit") if t is not None
                                           else self.tr("Choose one of your countries first"))
        self.recruit_button.setText(text)
        self.recruit_button.setAccessibleName(text)

        self.water.setVisible(bool(waters))
        self.recruit_navy_button.setVisible(bool(waters))
        if waters:
            enabled = n <= most_navy
            text = self.tr("Recruit {units} · {cost} MU").format(units=units_name(NAVY, n),
                                                                   cost=self._cost(t, n, navy=True, water=water))
            self.recruit_navy_button.setEnabled(enabled)
            self.recruit_navy_button.setText(text)
            self.recruit_navy_button.setAccessibleName(text)
            self.recruit_navy_button.setToolTip(
                self.tr("Into the water chosen beside it (or click the water on the map)") if enabled
                else self.tr("Your money buys %n navy(ies) there", "", most_navy))

    def _show_building(self, t: int | None) -> None:
        controller = self.controller
        for what, button in self.build_buttons.items():
            text = self.tr("{what} · {price} MU").format(what=infrastructure_name(what), price=money.PRICES[what])
            button.setText(text)
            button.setAccessibleName(self.tr("Build {what}").format(what=infrastructure_name(what)))
            if t is None:
                button.setEnabled(False)
                button.setToolTip(self.tr("Choose one of your countries first"))
                continue
            if what == "navy-base":  # one per coast: the engine's own listing says where
                coasts = self.navy_base_actions()
                button.setEnabled(bool(coasts))
                button.setToolTip(action_text(controller, coasts[0]) if len(coasts) == 1 else
                                  self.tr("Choose the coast when you build it") if coasts else
                                  controller.explain(BuildNavyBase(t, -1)) or "")
                continue
            action = Build(t, what)
            reason = controller.explain(action)
            button.setEnabled(reason is None)
            button.setToolTip(action_text(controller, action) if reason is None else reason)
        state = controller.state
        there = {"army-base": state.army_bases, "road": state.roads,
                 "fortification": state.fortifications, "canal": state.canals}
        for what, button in self.demolish_buttons.items():
            if what == "capital":
                present = t is not None and state.players[self.player].capital == t
            else:
                present = t is not None and (navy_bases.in_country(state, t) if what == "navy-base"
                                             else there[what][t]) > 0
            button.setVisible(present)
            if not present:
                continue
            text = self.tr("Destroy {what} · +{refund} MU").format(what=infrastructure_name(what),
                                                                    refund=money.PRICES[what] // 2)
            button.setText(text)
            button.setAccessibleName(text)
            action = Demolish(t, what)
            reason = controller.explain(action)
            button.setEnabled(reason is None)
            button.setToolTip(action_text(controller, action) if reason is None else reason)

    def _show_trade(self) -> None:
        trades = [a for a in self.controller.legal_actions() if isinstance(a, TradeInfluence)]
        self.trade_button.setEnabled(bool(trades))
        if trades:
            self.trade_button.setToolTip(action_text(self.controller, trades[0]))
        else:
            held = len(self.controller.view_for(self.player).players[self.player].cards)
            self.trade_button.setToolTip(self.tr("You need three influence cards; you have {count}").format(
                count=held))

    # -- acting ------------------------------------------------------------------------------------
    def _perform(self, action) -> bool:
        text = action_text(self.controller, action)  # worded before the state changes
        reason = self.controller.attempt(action)
        self.tool.status.emit(text if reason is None else reason)
        return reason is None

    def territory_clicked(self, territory: int) -> None:
        modifiers = getattr(self.tool, "click_modifiers", Qt.KeyboardModifier.NoModifier)
        count = SHIFT_CLICK_UNITS if modifiers & Qt.KeyboardModifier.ShiftModifier else 1
        recruit = self.clicks_recruit.isChecked() and not modifiers & Qt.KeyboardModifier.ControlModifier
        if self._mine(territory):
            self.selected = territory
            if recruit:
                most = self._most(territory, navy=False)
                if most:
                    self._perform(Recruit(territory, min(count, most)))
                else:
                    self.tool.status.emit(self.tr("You cannot pay for an army in {territory}.").format(
                        territory=self.controller.names.territories[territory]))
            self.refresh()
            return
        if not self.controller.world.land[territory] and self.selected is not None \
                and territory in self._waters(self.selected):
            if recruit:
                most = self._most(self.selected, navy=True, water=territory)
                self._perform(RecruitNavy(self.selected, territory, max(1, min(count, most))))
            self.water.setCurrentIndex(self.water.findData(territory))
            self.refresh()
            return
        reason = self.controller.explain(Recruit(territory, 1))
        self.tool.status.emit(reason or self.tr("Click one of your countries."))

    def recruit_armies(self) -> bool:
        if self.selected is None:
            return False
        return self._perform(Recruit(self.selected, self.count.value()))

    def recruit_navies(self) -> bool:
        water = self.water.currentData()
        if self.selected is None or water is None:
            return False
        return self._perform(RecruitNavy(self.selected, water, self.count.value()))

    def build(self, what: str) -> bool:
        if self.selected is None:
            return False
        if what == "navy-base":
            return self._build_navy_base()
        return self._perform(Build(self.selected, what))

    def navy_base_actions(self) -> list[BuildNavyBase]:
        """The navy bases the chosen country may build: one per coast ("Navy bases must be
        built on a specific border between a country and a water territory")."""
        return [a for a in self.controller.legal_actions()
                if isinstance(a, BuildNavyBase) and a.territory == self.selected]

    def _build_navy_base(self) -> bool:
        """On the coast chosen for navies when it may have one, else the only coast there is;
        with several, a menu asks which."""
        actions = self.navy_base_actions()
        chosen = [a for a in actions if a.water == self.water.currentData()]
        if len(chosen) == 1 or len(actions) == 1:
            return self._perform((chosen or actions)[0])
        if not actions:
            return self._perform(BuildNavyBase(self.selected, self.water.currentData() if self.water.count() else -1))
        menu = QMenu(self)
        menu.setObjectName("navyBaseCoasts")
        menu.setAccessibleName(self.tr("Coast for the navy base"))
        names = self.controller.names.territories
        for action in actions:
            item = menu.addAction(self.tr("On {water}").format(water=names[action.water]))
            item.triggered.connect(menu.close)
            item.triggered.connect(lambda _checked=False, a=action: self._perform(a))
        button = self.build_buttons["navy-base"]
        menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
        self.coast_menu = menu
        return False

    def demolish(self, what: str) -> bool:
        return self.selected is not None and self._perform(Demolish(self.selected, what))

    def trade(self) -> bool:
        trades = [a for a in self.controller.legal_actions() if isinstance(a, TradeInfluence)]
        return bool(trades) and self._perform(trades[0])

    def undo(self) -> bool:
        bought = self.controller.takeable(SHOP_KINDS)
        if not bought or not self.isVisible():
            return False
        position, action = bought[-1]
        text = self.tr("Taken back: {action}").format(action=action_text(self.controller, action))
        if self.controller.take_back(position, SHOP_KINDS):
            self.tool.status.emit(text)
            return True
        return False

    def pay_upkeep(self) -> bool:
        return self._perform(PayUpkeep())

    def done(self) -> bool:
        return self.controller.perform(Done())
