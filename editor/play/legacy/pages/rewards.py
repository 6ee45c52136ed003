"""The rewards after a game (phase rewards): the winner signs the board and chooses ONE reward,
then each player who held on, clockwise from the winner, chooses theirs.

"After that, the winner gets to do ONE of the following … Proceeding clockwise from the
winner, each player who Held On chooses one of the following." What may be chosen is the
rules' (the listed ChooseReward actions: their kinds, places and suggested names); this page
shows who chooses, each kind with the stickers left in the box, asks for the place on the
map (the Legacy tool's pick_territory), for a continent from a list or a click on one of its
territories, and for a name in the page's Name field (checked by the rules before it is chosen;
a name the world's cities or continents already have is refused beside the field as it is typed).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.play.event_text import seat_name
from editor.play.legacy.pages.page_parts import heading, note, problem, show_problem
from engine.campaign.rewards import (
    CITY_WORDS,
    CONTINENT_WORDS,
    HELD_ON_REWARDS,
    NAME_PATTERN,
    NUMBERED_NAME_PATTERN,
    WINNER_REWARDS,
    NameWords,
    RewardKind,
    default_city_name,
    default_continent_name,
    name_refusal,
)
from engine.rules.legacy.actions import NO_PLACE, ChooseReward
from engine.scenario.validation import MAX_COINS

CONTEXT = "RewardsPage"
KIND_TITLES = {
    "name-continent": QT_TRANSLATE_NOOP("RewardsPage", "Name a continent"),
    "found-major-city": QT_TRANSLATE_NOOP("RewardsPage", "Found a major city"),
    "cancel-scar": QT_TRANSLATE_NOOP("RewardsPage", "Cancel a scar"),
    "continent-bonus": QT_TRANSLATE_NOOP("RewardsPage", "Change a continent's bonus"),
    "fortify-city": QT_TRANSLATE_NOOP("RewardsPage", "Fortify a city"),
    "destroy-card": QT_TRANSLATE_NOOP("RewardsPage", "Destroy a territory card"),
    "found-minor-city": QT_TRANSLATE_NOOP("RewardsPage", "Found a minor city"),
    "upgrade-card": QT_TRANSLATE_NOOP("RewardsPage", "Add a coin to a territory card"),
}
# The stickers each kind uses (world.stock_left() keys) and how the count is said.
STOCK = {
    "found-major-city": ("major-city", QT_TRANSLATE_NOOP("RewardsPage", "Major cities left: {count}")),
    "found-minor-city": ("minor-city", QT_TRANSLATE_NOOP("RewardsPage", "Minor cities left: {count}")),
    "cancel-scar": ("scar-cancel", QT_TRANSLATE_NOOP("RewardsPage", "Scar-cancel stickers left: {count}")),
    "fortify-city": ("fortification", QT_TRANSLATE_NOOP("RewardsPage", "Fortifications left: {count}")),
    "upgrade-card": ("coins", QT_TRANSLATE_NOOP("RewardsPage", "Coin stickers left: {count}")),
}
# The coin stock counts the 12 starting coin stickers not yet on a card (LegacyWorld.stock_left);
# once they are all on cards a coin still comes (from no stock), up to 6 on a card: "0 left"
# would read as "no more coins".
COINS_AFTER_STOCK = QT_TRANSLATE_NOOP("RewardsPage",
                                      "No starting coin stickers left: a card holds at most {coins}")
PROMPTS = {
    "found-major-city": QT_TRANSLATE_NOOP("RewardsPage", "Click the territory for your major city"),
    "found-minor-city": QT_TRANSLATE_NOOP("RewardsPage", "Click a territory you controlled for your minor city"),
    "cancel-scar": QT_TRANSLATE_NOOP("RewardsPage", "Click the scarred territory to cancel its scar"),
    "fortify-city": QT_TRANSLATE_NOOP("RewardsPage", "Click the city to fortify"),
    "destroy-card": QT_TRANSLATE_NOOP("RewardsPage", "Click the territory whose card is destroyed"),
    "upgrade-card": QT_TRANSLATE_NOOP("RewardsPage", "Click a territory you controlled to add a coin to its card"),
    "name-continent": QT_TRANSLATE_NOOP("RewardsPage", "Choose the continent, or click one of its territories"),
    "continent-bonus": QT_TRANSLATE_NOOP("RewardsPage", "Choose the continent, or click one of its territories"),
}
CONTINENT_KINDS = ("name-continent", "continent-bonus")
NAMED_KINDS = ("name-continent", "found-major-city", "found-minor-city")


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class RewardsPage(QWidget):
    """Who chooses, the rewards they may choose, and where and under what name."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("rewardsPage")
        self.setAccessibleName(self.tr("Rewards"))
        self._key: tuple | None = None
        self._kind: str | None = None
        self._place: str | None = None  # the territory or continent id chosen
        self._needs_place = False
        self.kind_buttons: dict[str, QRadioButton] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading(self.tr("Rewards"), "rewardsTitle", self))
        self.signature = QLabel(self)
        self.signature.setObjectName("winnerSignature")
        self.signature.setAccessibleName(self.tr("The winner's signature"))
        self.signature.setFrameShape(QFrame.Shape.StyledPanel)
        self.signature.setWordWrap(True)
        self.signature.setTextFormat(Qt.TextFormat.RichText)
        self.signature.setMargin(6)
        layout.addWidget(self.signature)
        self.queue = note("rewardQueue", self.tr("Who chooses a reward"), self)
        layout.addWidget(self.queue)

        self.kinds_box = QWidget(self)
        self.kinds_box.setObjectName("rewardKinds")
        self.kinds_box.setAccessibleName(self.tr("The rewards you may choose"))
        self.kinds_layout = QVBoxLayout(self.kinds_box)
        self.kinds_layout.setContentsMargins(0, 0, 0, 0)
        self.kind_group = QButtonGroup(self)
        layout.addWidget(self.kinds_box)

        self.detail = QFrame(self)
        self.detail.setObjectName("rewardDetail")
        self.detail.setFrameShape(QFrame.Shape.StyledPanel)
        detail = QVBoxLayout(self.detail)
        self.place = note("rewardPlace", self.tr("Where the reward goes"), self.detail)
        detail.addWidget(self.place)
        self.pick_button = QPushButton(self.tr("&Pick on the Map"), self.detail)
        self.pick_button.setObjectName("pickRewardPlace")
        self.pick_button.setAccessibleName(self.tr("Pick the place on the map"))
        self.pick_button.clicked.connect(self.ask_for_place)
        detail.addWidget(self.pick_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.continent = QComboBox(self.detail)
        self.continent.setObjectName("rewardContinent")
        self.continent.setAccessibleName(self.tr("Continent"))
        self.continent.activated.connect(self._continent_chosen)
        detail.addWidget(self.continent)
        self.change = QComboBox(self.detail)
        self.change.setObjectName("rewardChange")
        self.change.setAccessibleName(self.tr("Bonus change"))
        detail.addWidget(self.change)
        name_grid = QGridLayout()
        self.name_label = QLabel(self.tr("&Name:"), self.detail)
        self.name = QLineEdit(self.detail)
        self.name.setObjectName("rewardName")
        self.name.setAccessibleName(self.tr("Name"))
        self.name_label.setBuddy(self.name)
        self.name.textEdited.connect(self._name_edited)
        self.name.returnPressed.connect(self.choose)
        # Why the name typed cannot be used (a city of that name already stands), under the field
        # as it is typed: the name is put right before the reward is chosen.
        self.name_problem = problem("rewardNameProblem", self.tr("Why this name cannot be used"), self.detail)
        name_grid.addWidget(self.name_label, 0, 0)
        name_grid.addWidget(self.name, 0, 1)
        name_grid.addWidget(self.name_problem, 1, 1)
        name_grid.setColumnStretch(1, 1)
        detail.addLayout(name_grid)
        self.problem = problem("rewardProblem", self.tr("Why the reward cannot be chosen"), self.detail)
        detail.addWidget(self.problem)
        self.choose_button = QPushButton(self.tr("C&hoose this Reward"), self.detail)
        self.choose_button.setObjectName("chooseReward")
        self.choose_button.setAccessibleName(self.tr("Choose this reward"))
        self.choose_button.clicked.connect(self.choose)
        detail.addWidget(self.choose_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.detail)
        self.detail.hide()

    # -- what the rules offer ------------------------------------------------------------------
    def offered(self, kind: str | None = None) -> list[ChooseReward]:
        return [a for a in self.controller.legal_actions()
                if isinstance(a, ChooseReward) and (kind is None or a.kind == kind)]

    def chooser(self) -> int:
        return self.controller.decider()

    def _suggested_name(self, kind: str) -> str:
        """The rules' suggestion made in the reader's language ("Desembarco de Ada"), unlike
        every name in the world so far."""
        def local(text: str) -> str:
            return QCoreApplication.translate("SuggestedNames", text)

        words = NameWords(tuple(local(w) for w in CITY_WORDS), tuple(local(w) for w in CONTINENT_WORDS),
                          local(NAME_PATTERN), local(NUMBERED_NAME_PATTERN))
        world = self.controller.rules.world_so_far(self.controller.state)
        player = self.controller.state.players[self.chooser()].name
        if kind == "name-continent":
            return default_continent_name(world, player, words)
        return default_city_name(world, player, words)

    def refresh(self) -> None:
        state = self.controller.state
        offered = self.offered()
        key = (self.chooser(), tuple(offered))
        self._show_who(state)
        if key == self._key:
            return
        self._key = key
        self._kind, self._place = None, None
        self._build_kinds(offered)
        self.detail.hide()

    def _show_who(self, state) -> None:
        controller = self.controller
        winner = seat_name(controller, state.winner) if state.winner is not None and state.winner >= 0 else ""
        game = controller.rules.game_number
        said = self.tr("Game {game}: the winner signs the board.").format(game=game)
        # The signature itself, as a hand might write it on the board's line.
        self.signature.setText(
            f"{html.escape(said)}<br><span style='font-family: cursive, serif; font-size: 15pt; "
            f"font-style: italic; text-decoration: underline;'>✍ {html.escape(winner)}</span>")
        self.signature.setAccessibleName(self.tr("Signed by the winner: {winner}").format(winner=winner))
        queue = list(state.reward_queue)
        if not queue:
            self.queue.setText("")
            return
        now = queue[0]
        role = self.tr("won") if now == state.winner else self.tr("held on")
        text = self.tr("{player} ({role}) chooses a reward now.").format(player=seat_name(controller, now), role=role)
        later = [seat_name(controller, p) for p in queue[1:]]
        if later:
            text += " " + self.tr("Then, clockwise, those who held on: {players}.").format(players=", ".join(later))
        self.queue.setText(text)

    def _build_kinds(self, offered: list[ChooseReward]) -> None:
        for button in self.kind_buttons.values():
            self.kind_group.removeButton(button)
            self.kinds_layout.removeWidget(button)
            button.deleteLater()
        self.kind_buttons = {}
        kinds = list(dict.fromkeys(a.kind for a in offered))
        state = self.controller.state
        # Every kind the chooser is entitled to, those not possible now shown but disabled.
        entitled = WINNER_REWARDS if self.chooser() == state.winner else HELD_ON_REWARDS
        left = self.controller.rules.world_so_far(state).stock_left()
        for kind in [k.value for k in entitled]:
            button = QRadioButton(self._kind_text(kind, left, offered), self.kinds_box)
            button.setObjectName(f"rewardKind-{kind}")
            button.setEnabled(kind in kinds)
            if kind not in kinds:
                button.setText(self.tr("{reward} — not possible now").format(reward=button.text()))
            button.setAccessibleName(button.text().replace("\n", " — "))
            button.toggled.connect(lambda on, k=kind: on and self.choose_kind(k))
            self.kind_group.addButton(button)
            self.kinds_layout.addWidget(button)
            self.kind_buttons[kind] = button

    def _kind_text(self, kind: str, left: dict[str, int], offered: list[ChooseReward]) -> str:
        title = translate(KIND_TITLES.get(kind, kind))
        if kind == "upgrade-card" and left.get("coins", 0) <= 0:
            return f"{title}\n{translate(COINS_AFTER_STOCK).format(coins=counts().coins(MAX_COINS))}"
        if kind in STOCK:
            item, words = STOCK[kind]
            return f"{title}\n{translate(words).format(count=max(0, left.get(item, 0)))}"
        if kind == "continent-bonus":
            # Said as "to raise" / "to lower": "−1 marks left: 1" read like a stock of minus one.
            stock = self.tr("Bonus marks left: {plus} to raise a bonus, {minus} to lower one").format(
                plus=max(0, left.get("plus-one", 0)), minus=max(0, left.get("minus-one", 0)))
            return f"{title}\n{stock}"
        if kind == "name-continent":
            unnamed = len({a.place for a in offered if a.kind == kind})
            stock = self.tr("Continents without a name: {count}").format(count=unnamed)
            return f"{title}\n{stock}"
        return title

    # -- choosing ------------------------------------------------------------------------------
    def choose_kind(self, kind: str) -> None:
        """Show what ``kind`` needs (a place, a continent, a change, a name) and ask for the place."""
        self._kind, self._place = kind, None
        offered = self.offered(kind)
        continental = kind in CONTINENT_KINDS
        self.continent.setVisible(continental)
        self.continent.clear()
        if continental:
            for continent_id in dict.fromkeys(a.place for a in offered):
                self.continent.addItem(self._continent_name(continent_id), continent_id)
            self.continent.setCurrentIndex(-1)
        self.change.setVisible(kind == "continent-bonus")
        self.change.clear()
        for change in dict.fromkeys(a.change for a in offered if kind == "continent-bonus"):
            self.change.addItem(self.tr("+1 (raise the bonus)") if change == "up" else self.tr("−1 (lower the bonus)"),
                                change)
        named = kind in NAMED_KINDS
        self.name.setVisible(named)
        self.name_label.setVisible(named)
        self.name.setText(self._suggested_name(kind) if named and offered else "")
        self._check_name()
        needs_place = self._needs_place = any(a.place != NO_PLACE for a in offered)
        self.pick_button.setVisible(needs_place)
        show_problem(self.problem, None)
        self.detail.show()
        self._show_place()
        if needs_place:
            self.ask_for_place()

    def places_on_map(self) -> dict[int, str]:
        """Territory index -> the place it stands for: itself, or its continent."""
        world = self.controller.world
        offered = self.offered(self._kind) if self._kind else []
        places = {a.place for a in offered}
        if self._kind in CONTINENT_KINDS:
            return {t: world.continents[k].id for t, k in enumerate(world.continent_of)
                    if k >= 0 and world.continents[k].id in places}
        return {world.index[p]: p for p in places if p in world.index}

    def ask_for_place(self) -> None:
        tool = getattr(self.window(), "tool", None)
        if tool is None or not hasattr(tool, "pick_territory") or self._kind is None:
            return
        places = self.places_on_map()
        tool.pick_territory(places, translate(PROMPTS.get(self._kind, "")), self._territory_chosen,
                            self._refusal)

    def _refusal(self, territory: int) -> str:
        name = self.controller.names.territory(territory)
        prompt = translate(PROMPTS.get(self._kind, ""))
        return self.tr("Not {territory}: {prompt}").format(territory=name, prompt=prompt)

    def _territory_chosen(self, territory: int) -> None:
        place = self.places_on_map().get(territory)
        if place is None:
            return
        self._place = place
        if self._kind in CONTINENT_KINDS:
            self.continent.setCurrentIndex(self.continent.findData(place))
        self._show_place()
        if self._kind in NAMED_KINDS:
            self.name.setFocus()
            self.name.selectAll()

    def _continent_chosen(self, index: int) -> None:
        self._place = self.continent.itemData(index)
        self._show_place()

    def _show_place(self) -> None:
        if self._place is None:
            text = translate(PROMPTS.get(self._kind, "")) if self._needs_place else ""
        elif self._kind in CONTINENT_KINDS:
            text = self.tr("Continent: {continent}").format(continent=self._continent_name(self._place))
        else:
            text = self.tr("Territory: {territory}").format(territory=self._territory_name(self._place))
        self.place.setText(text)
        self.place.setVisible(bool(text))

    def action(self) -> ChooseReward | None:
        """The reward as chosen so far (None until its place is chosen)."""
        offered = self.offered(self._kind) if self._kind else []
        if not offered:
            return None
        needs_place = any(a.place != NO_PLACE for a in offered)
        if needs_place and self._place is None:
            return None
        place = self._place if needs_place else NO_PLACE
        change = self.change.currentData() if self._kind == "continent-bonus" else "none"
        name = self.name.text() if self._kind in NAMED_KINDS else ""
        return ChooseReward(self._kind, place, name, change or "none")

    def _name_edited(self, _text: str) -> None:
        show_problem(self.problem, None)
        self._check_name()

    def name_refused(self) -> str | None:
        """Why the name typed cannot be used (the rules' reason, in the reader's words), or None."""
        if self._kind not in NAMED_KINDS:
            return None
        rules = self.controller.rules
        error = name_refusal(rules.world_so_far(self.controller.state), rules.world.board, RewardKind(self._kind),
                             self.name.text())
        return self.controller.refusal_text(error) if error is not None else None

    def _check_name(self) -> None:
        reason = self.name_refused()
        show_problem(self.name_problem, reason)
        self.choose_button.setEnabled(reason is None)

    def choose(self) -> None:
        if self.name_problem.isVisible():  # it says why already, beside the name (Enter in the field)
            self.name.setFocus()
            return
        action = self.action()
        if action is None:
            show_problem(self.problem, self.tr("Choose where first."))
            self.ask_for_place()
            return
        show_problem(self.problem, None)
        reason = self.controller.attempt(action)
        if reason is not None:
            show_problem(self.problem, reason)

    # -- names ---------------------------------------------------------------------------------
    def _territory_name(self, territory_id: str) -> str:
        world = self.controller.world
        if territory_id not in world.index:
            return territory_id
        return self.controller.names.territory(world.index[territory_id])

    def _continent_name(self, continent_id: str) -> str:
        for k, continent in enumerate(self.controller.world.continents):
            if continent.id == continent_id:
                return self.controller.names.continent(k)
        return continent_id
