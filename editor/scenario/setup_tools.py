"""Painting a fixed setup on the map: who owns what, with how many troops, and where the HQs stand.

Three tools (editor/tools/base.Tool, so the map view hands them its mouse and keys):

- :class:`OwnerTool`: click or drag across territories to give them to the chosen player
  (one undo step per stroke); the right button takes the owner away.
- :class:`TroopTool`: click +1, shift-click −1, or type a number over a territory.
- :class:`HqTool`: click one of the chosen player's territories to put (or move) their HQ
  there; right-click an HQ to remove it.

The tools never change the scenario themselves: each edit is a ``SetFixedSetup`` command on
the document's undo stack. :class:`SetupPanel` (the Setup dock) holds the player chooser,
the tool buttons, "Deal at Random" and a summary; the tools work only while the scenario's
setup is fixed (the panel turns them off otherwise).
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QCursor, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.play.colours import seat_colour
from editor.play.game_log import swatch
from editor.scenario.commands import SetFixedSetup, SetSetupKind
from editor.scenario.tool_panel import ToolPanelMixin
from editor.tools.base import EditorContext, Tool, ToolEvent
from engine.campaign.pieces import MarkKind
from engine.rules.classic import MAX_ARMIES, default_starting_armies
from engine.scenario.model import FixedSetup, SetupKind

# The most troops a fixed setup may put on one territory: the rules' own limit (classic's
# MAX_ARMIES, which the scenario validator checks). Legacy has no lower one of its own:
# its rulebook limits starting troops, not a territory's, and it reads the same validator.
MAX_TROOPS = MAX_ARMIES
MAX_TYPED_DIGITS = len(str(MAX_TROOPS))  # a typed number keeps this many digits at most (a longer one is capped)
TYPING_PAUSE = 1.5  # seconds: digits typed closer together make one number


# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


# -- the fixed setup as values ---------------------------------------------------------------------
def copy_fixed(fixed: FixedSetup) -> FixedSetup:
    return FixedSetup(dict(fixed.owners), dict(fixed.troops), dict(fixed.hqs))


def player_name(document, index: int) -> str:
    players = document.scenario.players
    if 0 <= index < len(players):
        return players[index].name
    return translate("SetupTools", "Player {number}").format(number=index + 1)


def player_colour(document, index: int) -> QColor:
    players = document.scenario.players
    colour = players[index].colour if 0 <= index < len(players) else None
    return seat_colour(colour, index)


def with_owner(fixed: FixedSetup, territory: str, owner: int | None) -> FixedSetup:
    """``fixed`` with ``territory`` given to ``owner`` (None: to nobody). An owned territory
    keeps its troops but has at least one; an HQ of someone else there goes (it would stand
    in a territory its player does not own)."""
    new = copy_fixed(fixed)
    if owner is None:
        new.owners.pop(territory, None)
        new.troops.pop(territory, None)
    else:
        new.owners[territory] = owner
        new.troops[territory] = max(1, new.troops.get(territory, 0))
    for player, hq in list(new.hqs.items()):
        if hq == territory and player != owner:
            del new.hqs[player]
    return new


def deal_evenly(document, seed: int, hqs: dict[int, str] | None = None) -> FixedSetup:
    """Every land territory dealt in turn to the players (shuffled by ``seed``), then each
    player's starting troops (the classic table, scaled to the map) spread over their
    territories at random, one at least on each.

    The ``hqs`` already placed stay where they are: each HQ's territory goes to its player
    first and counts in that player's share, so the deal stays even. An HQ that cannot stay
    (its player or its land no longer exists) is left out: see :func:`hqs_left_out`.
    """
    players = len(document.scenario.players)
    land = [t.id for t in document.board.territories if t.is_land]
    fixed = FixedSetup()
    if players == 0 or not land:
        return fixed
    held: dict[int, list[str]] = {p: [] for p in range(players)}
    land_ids = set(land)
    for player, tid in sorted((hqs or {}).items()):
        if 0 <= player < players and tid in land_ids and tid not in fixed.owners:
            fixed.owners[tid] = player
            fixed.troops[tid] = 1
            fixed.hqs[player] = tid
            held[player].append(tid)
    rng = random.Random(seed)
    order = [tid for tid in land if tid not in fixed.owners]
    rng.shuffle(order)
    turn = rng.randrange(players)  # who gets the first territory (and so perhaps one more)
    for tid in order:
        # In turn, skipping whoever is ahead (an HQ dealt beforehand): without HQs this is
        # plain dealing round the table.
        fewest = min(len(territories) for territories in held.values())
        while len(held[turn % players]) > fewest:
            turn += 1
        owner = turn % players
        turn += 1
        fixed.owners[tid] = owner
        fixed.troops[tid] = 1
        held[owner].append(tid)
    armies = default_starting_armies(players, len(land))
    for territories in held.values():
        for _ in range(max(0, armies - len(territories))):
            tid = rng.choice(territories)
            fixed.troops[tid] += 1
    return fixed


def hqs_left_out(before: dict[int, str], after: FixedSetup) -> dict[int, str]:
    """The HQs of ``before`` that the new setup no longer has where they were."""
    return {player: tid for player, tid in before.items() if after.hqs.get(player) != tid}


# -- which player the tools work for ---------------------------------------------------------------
class SetupChoice(QObject):
    """The player the setup tools paint for (a seat index), shared by the tools and the panel."""

    playerChanged = Signal(int)  # noqa: N815 (Qt naming)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = 0

    @property
    def player(self) -> int:
        return self._player

    def set_player(self, player: int) -> None:
        if player != self._player:
            self._player = player
            self.playerChanged.emit(player)


# -- the tools ----------------------------------------------------------------------------------------
class SetupTool(Tool):
    """What the three tools share: the document (a ScenarioDocument), the chosen player, and
    finding the territory under the mouse."""

    def __init__(self, context: EditorContext, choice: SetupChoice) -> None:
        super().__init__(context)
        self.choice = choice

    @staticmethod
    def title() -> str:
        return ""

    @staticmethod
    def tip() -> str:
        return ""

    def territory_at(self, event: ToolEvent) -> str | None:
        scene = self.context.scene
        tid = scene.territory_at(event.position) if scene is not None else None
        return tid if tid is not None and self.document.board.has_territory(tid) else None

    def land_at(self, event: ToolEvent) -> str | None:
        tid = self.territory_at(event)
        if tid is None:
            return None
        if self.document.board.territory(tid).is_land:
            return tid
        # Rules whose units start at sea too (the MU economy) let the tools paint waters.
        from engine.rules.registry import ruleset_class, ruleset_names

        ruleset = self.document.scenario.ruleset
        return tid if ruleset in ruleset_names() and ruleset_class(ruleset).units_at_sea else None

    def fixed(self) -> FixedSetup:
        return self.document.scenario.fixed

    def name_of(self, territory: str) -> str:
        return self.document.territory_name(territory)

    def has_player(self) -> bool:
        if 0 <= self.choice.player < len(self.document.scenario.players):
            return True
        self.status.emit(translate("SetupTools", "Add a player in the Scenario panel first."))
        return False

    def refuse(self, message: str) -> None:
        """Say why a placement is refused: in the status bar, and at the mouse, where the eyes
        are (a status line alone was missed)."""
        self.status.emit(message)
        view = self.context.view
        if view is not None and view.isVisible():
            QToolTip.showText(QCursor.pos(), message, view)

    def push(self, fixed: FixedSetup, text: str, ids, stroke: object | None = None) -> None:
        self.document.undo_stack.push(SetFixedSetup(self.document, fixed, text, ids, stroke=stroke))


class OwnerTool(SetupTool):
    """Click or drag to give territories to the chosen player; right button: no owner."""

    name = "owner"
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, context: EditorContext, choice: SetupChoice) -> None:
        super().__init__(context, choice)
        self._stroke: object | None = None
        self._clearing = False

    @staticmethod
    def title() -> str:
        return translate("SetupTools", "Owner")

    @staticmethod
    def tip() -> str:
        return translate(
            "SetupTools", "Click or drag across territories to give them to the chosen player; right button: no owner")

    def cancel(self) -> None:
        self._stroke = None

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        self._clearing = event.button == Qt.MouseButton.RightButton
        if not self._clearing and not self.has_player():
            return True
        # One stroke, one undo step: every territory the drag crosses merges into it.
        self._stroke = object()
        self._paint(event)
        return True

    def mouse_move(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        self._paint(event)
        return True

    def mouse_release(self, event: ToolEvent) -> bool:
        if self._stroke is None:
            return False
        self._stroke = None
        return True

    def _paint(self, event: ToolEvent) -> None:
        tid = self.land_at(event)
        if tid is None:
            return
        fixed = self.fixed()
        if self._clearing:
            if tid not in fixed.owners:
                return
            self.push(with_owner(fixed, tid, None), translate("SetupTools", "Clear Owners"), (tid,), self._stroke)
            self.status.emit(
                translate("SetupTools", "{territory} has no owner now").format(territory=self.name_of(tid)))
            return
        player = self.choice.player
        if fixed.owners.get(tid) == player:
            return
        name = player_name(self.document, player)
        navies = self.document.scenario.economy.navies if self.document.scenario.economy is not None else {}
        if tid in navies and navies[tid][0] != player:
            # A water starts with one player's units (engine/scenario/economy_checks.py, sea-shared).
            self.refuse(translate("SetupTools", "{territory} holds navies of {other}: a water starts with one "
                                                     "player's units").format(
                territory=self.name_of(tid), other=player_name(self.document, navies[tid][0])))
            return
        self.push(with_owner(fixed, tid, player),
                  translate("SetupTools", "Give Territories to {player}").format(player=name),
                  (tid,), self._stroke)
        self.status.emit(translate("SetupTools", "{territory} belongs to {player}").format(
            territory=self.name_of(tid), player=name))


class NumberTyping:
    """Typing a number over a territory (the Troops tool, the economy's Navies tool): digits
    typed close together make one number, one undo step (``set_count(territory, n, stroke)``,
    the tool's own); Backspace takes the last digit back, Enter or Escape ends it."""

    def _start_typing(self) -> None:
        self._under: str | None = None  # the territory under the mouse (typed numbers go there)
        self._typed = ""
        self._typed_in: str | None = None
        self._typed_at = 0.0
        self._typing: object | None = None  # the undo merge key of one typed number

    def set_count(self, territory: str, count: int, stroke: object | None = None) -> bool:
        raise NotImplementedError

    def cancel(self) -> None:
        self._end_typing()

    def _end_typing(self) -> None:
        self._typed, self._typed_in, self._typing = "", None, None

    def typed_key(self, event: QKeyEvent) -> bool:
        """Whether the key was part of a number (and so taken)."""
        key = event.key()
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and self._under is not None:
            now = time.monotonic()
            if self._typed_in != self._under or now - self._typed_at > TYPING_PAUSE:
                self._typed, self._typed_in = "", self._under
                self._typing = object()
            self._typed_at = now
            digit = str(key - Qt.Key.Key_0)
            if not self._typed and digit == "0":
                return True  # a leading zero adds nothing
            typed = self._typed + digit
            # Kept no longer than the limit's digits; a longer number is still asked for, so it is capped (and said so).
            self._typed = typed[:MAX_TYPED_DIGITS]
            self.set_count(self._under, int(typed), self._typing)
            return True
        if key == Qt.Key.Key_Backspace and self._typed and self._typed_in is not None:
            self._typed = self._typed[:-1]
            if self._typed:
                self.set_count(self._typed_in, int(self._typed), self._typing)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape) and self._typed:
            self._end_typing()
            return True
        return False


class TroopTool(NumberTyping, SetupTool):
    """Click +1, shift-click −1, or type a number with the mouse over a territory."""

    name = "troops"
    cursor = Qt.CursorShape.PointingHandCursor

    def __init__(self, context: EditorContext, choice: SetupChoice) -> None:
        super().__init__(context, choice)
        self._start_typing()

    @staticmethod
    def title() -> str:
        return translate("SetupTools", "Troops")

    @staticmethod
    def tip() -> str:
        return translate(
            "SetupTools", "Click: one troop more; Shift+click: one less; or type a number over a territory")

    def mouse_move(self, event: ToolEvent) -> bool:
        under = self.land_at(event)
        if under != self._under:
            self._under = under
            self._end_typing()
        return False  # the view still shows the hover

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        tid = self.land_at(event)
        self._under = tid
        self._end_typing()
        if tid is None:
            return True
        current = self.fixed().troops.get(tid, 0)
        self.set_troops(tid, current - 1 if event.shift else current + 1)
        return True

    def key_press(self, event: QKeyEvent) -> bool:
        return self.typed_key(event) or super().key_press(event)

    def set_count(self, territory: str, count: int, stroke: object | None = None) -> bool:
        return self.set_troops(territory, count, stroke)

    def set_troops(self, territory: str, troops: int, stroke: object | None = None) -> bool:
        """Put ``troops`` troops on an owned territory (refused, with a message, if it has no
        owner or fewer than one troop would be left)."""
        fixed = self.fixed()
        name = self.name_of(territory)
        if territory not in fixed.owners:
            self.refuse(translate(
                "SetupTools", "{territory} has no owner: give it to a player first (Owner tool)").format(
                territory=name))
            return False
        if troops < 1:
            self.refuse(translate(
                "SetupTools", "{territory} keeps at least one troop while it has an owner").format(territory=name))
            return False
        capped = troops > MAX_TROOPS
        troops = min(troops, MAX_TROOPS)
        if fixed.troops.get(territory) == troops:
            if capped:
                self.status.emit(self._cap_message(name))
            return False
        new = copy_fixed(fixed)
        new.troops[territory] = troops
        self.push(new, translate("SetupTools", "Set {territory} to {troops}").format(
            territory=name, troops=counts().troops(troops)),
                  (territory,), stroke)
        done = translate("SetupTools", "{territory}: {troops}").format(territory=name, troops=counts().troops(troops))
        self.status.emit(self._cap_message(name) if capped else done)
        return True

    @staticmethod
    def _cap_message(territory_name: str) -> str:
        return translate("SetupTools", "{territory}: {troops}, the most a territory may hold "
                                       "(a larger number is capped)").format(
            territory=territory_name, troops=counts().troops(MAX_TROOPS))


class HqTool(SetupTool):
    """Click one of the chosen player's territories to put (or move) their HQ there."""

    name = "hq"
    cursor = Qt.CursorShape.PointingHandCursor

    @staticmethod
    def title() -> str:
        return translate("SetupTools", "HQ")

    @staticmethod
    def tip() -> str:
        return translate("SetupTools", "Click a territory of the chosen player to place their HQ there; "
                                       "right-click an HQ to remove it")

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button == Qt.MouseButton.RightButton:
            self._remove(self.land_at(event))
            return True
        if event.button != Qt.MouseButton.LeftButton:
            return False
        tid = self.land_at(event)
        if tid is not None and self.has_player():
            self.place(self.choice.player, tid)
        return True

    def refusal(self, player: int, territory: str) -> str | None:
        """Why ``player``'s HQ may not go to ``territory`` (None if it may)."""
        fixed = self.fixed()
        name = self.name_of(territory)
        owner_name = player_name(self.document, player)
        if fixed.owners.get(territory) != player:
            return translate("SetupTools", "{player}'s HQ cannot go in {territory}: {player} does not own it").format(
                player=owner_name, territory=name)
        world = self.document.world
        if world is not None and world.is_marked(territory):
            # Legacy: a starting territory is unmarked, or a major city its player founded.
            city = world.city(territory)
            if not (city is not None and city.kind is MarkKind.MAJOR_CITY and city.founder == owner_name):
                return translate("SetupTools", "{player}'s HQ cannot go in {territory}: an HQ starts on "
                                               "unmarked land or in a major city {player} founded").format(
                    player=owner_name, territory=name)
        neighbours = set(self.document.board.neighbours(territory))
        for other, there in sorted(fixed.hqs.items()):
            if other == player:
                continue
            if there == territory or there in neighbours or territory in self.document.board.neighbours(there):
                return translate("SetupTools", "{player}'s HQ cannot go in {territory}: "
                                               "it would be next to {other}'s HQ in {there}").format(
                    player=owner_name, territory=name, other=player_name(self.document, other),
                    there=self.name_of(there))
        return None

    def place(self, player: int, territory: str) -> bool:
        refusal = self.refusal(player, territory)
        if refusal is not None:
            self.refuse(refusal)
            return False
        fixed = self.fixed()
        if fixed.hqs.get(player) == territory:
            return False
        moving = player in fixed.hqs
        new = copy_fixed(fixed)
        new.hqs[player] = territory
        name = player_name(self.document, player)
        text = (translate("SetupTools", "Move {player}'s HQ to {territory}") if moving
                else translate("SetupTools", "Place {player}'s HQ in {territory}")).format(
            player=name, territory=self.name_of(territory))
        self.push(new, text, (territory, *([fixed.hqs[player]] if moving else [])))
        self.status.emit(text)
        return True

    def _remove(self, territory: str | None) -> None:
        fixed = self.fixed()
        players = [p for p, tid in fixed.hqs.items() if tid == territory]
        if territory is None or not players:
            return
        new = copy_fixed(fixed)
        del new.hqs[players[0]]
        text = translate("SetupTools", "Remove {player}'s HQ").format(player=player_name(self.document, players[0]))
        self.push(new, text, (territory,))
        self.status.emit(text)


TOOL_CLASSES: tuple[type[SetupTool], ...] = (OwnerTool, TroopTool, HqTool)
TOOL_KEYS = {"owner": "O", "troops": "T", "hq": "H"}


# -- the Setup dock ------------------------------------------------------------------------------------
class SetupPanel(ToolPanelMixin, QWidget):
    """Player chooser, the three tools, "Deal at Random" and what each player holds.

    ``context`` is the window's (its document a ScenarioDocument). ``toolChanged`` gives the
    tool to hand the map view (None: no setup tool); ``status`` the tools' messages.
    """

    toolChanged = Signal(object)  # noqa: N815 (Qt naming)
    status = Signal(str)

    def __init__(self, context: EditorContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupPanel")
        self.setAccessibleName(self.tr("Setup"))
        self.context = context
        self.document = context.document
        self.choice = SetupChoice(self)
        self.tools: dict[str, SetupTool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self._tool_shown: SetupTool | None = None  # the tool last handed to the view

        layout = QVBoxLayout(self)
        self.hint = QLabel(self)
        self.hint.setObjectName("setupHint")
        self.hint.setWordWrap(True)
        self.use_fixed = QPushButton(self.tr("Use a Fixed Setup"), self)
        self.use_fixed.setObjectName("useFixedSetup")
        self.use_fixed.setAccessibleName(self.tr("Use a fixed setup"))
        self.use_fixed.setToolTip(self.tr("The scenario says who owns what at the start, with how many troops"))
        self.use_fixed.clicked.connect(self._use_fixed)
        layout.addWidget(self.hint)
        layout.addWidget(self.use_fixed)

        self._add_player_box(layout, self.tr("&Player:"), "setupPlayer", self.tr("Player the tools paint for"))

        buttons = QHBoxLayout()
        self.tool_buttons: dict[str, QToolButton] = {}
        self.tool_group = QActionGroup(self)
        # Optional: clicking the checked tool again puts it down (the map is then just looked at).
        self.tool_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for cls in TOOL_CLASSES:
            tool = cls(context, self.choice)
            tool.setParent(self)  # made again with the panel (a new scenario): the old ones go with it
            tool.status.connect(self.status)
            self.tools[cls.name] = tool
            action = QAction(cls.title(), self)
            action.setObjectName(f"setupTool.{cls.name}")
            action.setCheckable(True)
            action.setShortcut(TOOL_KEYS[cls.name])
            self.addAction(action)  # the key works wherever the focus is in the window
            action.setToolTip(self.tr("{tool} ({key}): {tip}").format(
                tool=cls.title(), key=TOOL_KEYS[cls.name], tip=cls.tip()))
            action.setStatusTip(cls.tip())
            action.toggled.connect(lambda _on, n=cls.name: self._tool_toggled(n))
            self.tool_group.addAction(action)
            self.tool_actions[cls.name] = action
            button = QToolButton(self)
            button.setObjectName(f"setupToolButton.{cls.name}")
            button.setAccessibleName(cls.title())
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
            self.tool_buttons[cls.name] = button
        buttons.addStretch(1)
        layout.addLayout(buttons)

        deal = QHBoxLayout()
        self.deal_button = QPushButton(self.tr("&Deal at Random"), self)
        self.deal_button.setObjectName("dealAtRandom")
        self.deal_button.setAccessibleName(self.tr("Deal the territories at random"))
        self.deal_button.setToolTip(self.tr("Deal every territory to the players in turn and spread their "
                                            "starting troops at random (the same seed deals the same way); "
                                            "the HQs already placed stay, their territories dealt to their "
                                            "players"))
        self.deal_button.clicked.connect(self.deal_at_random)
        self.seed = QSpinBox(self)
        self.seed.setObjectName("dealSeed")
        self.seed.setAccessibleName(self.tr("Seed of the random deal"))
        self.seed.setRange(0, 999_999)
        self.seed.setValue(1)
        self.seed.setPrefix(self.tr("seed "))
        self.clear_button = QPushButton(self.tr("&Clear"), self)
        self.clear_button.setObjectName("clearSetup")
        self.clear_button.setAccessibleName(self.tr("Clear the fixed setup"))
        self.clear_button.setToolTip(self.tr("Take every owner, troop and HQ off the map"))
        self.clear_button.clicked.connect(self.clear_setup)
        deal.addWidget(self.deal_button)
        deal.addWidget(self.seed)
        deal.addWidget(self.clear_button)
        layout.addLayout(deal)

        self.summary = QLabel(self)
        self.summary.setObjectName("setupSummary")
        self.summary.setAccessibleName(self.tr("What each player holds"))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        layout.addStretch(1)

        self.document.changed.connect(self._on_change)
        self.refresh()

    # -- reading ---------------------------------------------------------------------------------
    def fixed_enabled(self) -> bool:
        return self.document.scenario.setup is SetupKind.FIXED

    def active_tool(self) -> SetupTool | None:
        checked = self.tool_group.checkedAction()
        if checked is None or not self.fixed_enabled():
            return None
        return self.tools[checked.objectName().removeprefix("setupTool.")]

    # -- choosing ----------------------------------------------------------------------------------
    def choose_tool(self, name: str | None) -> None:
        """Check the tool called ``name`` (None: none)."""
        if name is None:
            checked = self.tool_group.checkedAction()
            if checked is not None:
                checked.setChecked(False)
        else:
            self.tool_actions[name].setChecked(True)

    def _tool_toggled(self, _name: str) -> None:
        self._hand_over_tool()

    # -- whole-setup edits -------------------------------------------------------------------------
    def _use_fixed(self) -> None:
        if not self.fixed_enabled():
            self.document.undo_stack.push(SetSetupKind(self.document, SetupKind.FIXED))

    def deal_at_random(self) -> None:
        if not self.document.scenario.players:
            self.status.emit(translate("SetupTools", "Add players in the Scenario panel first."))
            return
        before = dict(self.document.scenario.fixed.hqs)
        fixed = deal_evenly(self.document, self.seed.value(), before)
        self.document.undo_stack.push(
            SetFixedSetup(self.document, fixed, translate("SetupTools", "Deal the Territories at Random")))
        message = translate("SetupTools", "Dealt {territories} to {players}.").format(
            territories=counts().territories(len(fixed.owners)),
            players=counts().players(len(self.document.scenario.players)))
        if fixed.hqs:
            message += " " + translate(
                "SetupTools", "HQs kept where they stood, each territory dealt to its player: {hqs}.").format(
                hqs=self._hq_list(fixed.hqs))
        left_out = hqs_left_out(before, fixed)
        if left_out:
            message += " " + translate("SetupTools", "HQs removed, as they could not stay: {hqs}.").format(
                hqs=self._hq_list(left_out))
        self.status.emit(message)

    def _hq_list(self, hqs: dict[int, str]) -> str:
        return ", ".join(
            translate("SetupTools", "{player}'s in {territory}").format(
                player=player_name(self.document, player), territory=self.document.territory_name(tid))
            for player, tid in sorted(hqs.items()))

    def clear_setup(self) -> None:
        fixed = self.document.scenario.fixed
        if fixed.owners or fixed.troops or fixed.hqs:
            self.document.undo_stack.push(
                SetFixedSetup(self.document, FixedSetup(), translate("SetupTools", "Clear the Setup")))

    # -- following the document ------------------------------------------------------------------------
    def _on_change(self, change) -> None:
        from editor.scenario.scenario_document import ScenarioPart

        if change.part in (ScenarioPart.PLAYERS, ScenarioPart.RESET):
            self.refresh()
        elif change.part is ScenarioPart.SETUP:
            self.refresh(players=False)

    def refresh(self, players: bool = True) -> None:
        enabled = self.fixed_enabled()
        hqs = self.document.world is not None  # HQs are Legacy's: the other rules start without
        self.hint.setText(
            (self.tr("Click or drag on the map to paint owners, troops and HQs.") if hqs else
             self.tr("Click or drag on the map to paint owners and troops.")) if enabled else
            self.tr("The players get their territories in the game (random deal or claims). For a "
                    "scenario that starts in a given position, use a fixed setup."))
        self.use_fixed.setVisible(not enabled)
        for widget in (self.player_box, self.deal_button, self.seed, self.clear_button):
            widget.setEnabled(enabled)
        for action in self.tool_actions.values():
            action.setEnabled(enabled)
        self.tool_actions[HqTool.name].setEnabled(enabled and hqs)
        self.tool_buttons[HqTool.name].setVisible(hqs)
        if players:
            self._fill_players()
        self.summary.setText(self._summary() if enabled else "")
        self._hand_over_tool()

    def _fill_players(self) -> None:
        players = self.document.scenario.players
        box = self.player_box
        box.blockSignals(True)
        box.clear()
        for index, player in enumerate(players):
            box.addItem(QIcon(swatch(seat_colour(player.colour, index), 14)), player.name, index)
        chosen = min(self.choice.player, len(players) - 1) if players else 0
        box.setCurrentIndex(chosen if players else -1)
        box.blockSignals(False)
        self.choice.set_player(max(0, chosen))

    def _summary(self) -> str:
        fixed = self.document.scenario.fixed
        land = {t.id for t in self.document.board.territories if t.is_land}
        owned = sum(1 for tid in fixed.owners if tid in land)  # units at sea are not territories held
        lines = [self.tr("Territories with an owner: {owned} of {land}").format(owned=owned, land=len(land))]
        for index, player in enumerate(self.document.scenario.players):
            held = [tid for tid, owner in fixed.owners.items() if owner == index and tid in land]
            troops = sum(fixed.troops.get(tid, 0) for tid in held)
            hq = fixed.hqs.get(index)
            colour = seat_colour(player.colour, index).name()
            line = self.tr("{player}: {territories}, {troops}").format(
                player=_escape(player.name), territories=counts().territories(len(held)),
                troops=counts().troops(troops))
            at_sea = sum(n for tid, n in fixed.troops.items() if tid not in land and fixed.owners.get(tid) == index)
            if at_sea:
                line = self.tr("{line}, {troops} at sea").format(line=line, troops=counts().troops(at_sea))
            if hq is not None:
                line = self.tr("{line}, HQ in {territory}").format(
                    line=line, territory=_escape(self.document.territory_name(hq)))
            lines.append(f"<span style='color:{colour}'>&#9632;</span> {line}")
        return "<br>".join(lines)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
