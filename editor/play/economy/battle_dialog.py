"""The battle dialog of an MU economy game: where, who with what, each side's declaration,
every roll-off with its modifiers and their sources, and the result. A battle in a country
(``fight``) and a battle on a border (``fight-border``: units that met crossing it, see
engine/rules/economy/border_battles.py) are shown alike.

- :class:`BattleRecord` follows the game and keeps the battle being fought in words: the
  declarations (a computer player's too: a pass has no event, so the action taken is read from
  the game's log) and each roll-off as it happens. Public things only: dice, units, what was
  declared.
- :class:`BattleDialog` shows the record, the units of each side, and, when a person at the
  screen decides, the declarations the engine allows them (attack, withdraw — an amphibious
  landing when armies leave the sea for land, with the navies engaged if they choose —, siege,
  attack infrastructure, pass, and inciting a revolution with one of their OWN influence cards,
  offered only while the screen shows their cards).
- :class:`BattleWatch` opens the dialog when a battle with a person in it begins and when a
  person must declare; the window's hand-off closes it (editor/play/play_window.py) and the
  next person's turn opens it again, the record unchanged. When the battle is over the dialog
  closes, and the window's status bar says how it ended (the game log has it too).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.named_widgets import named_button
from editor.play.economy.action_words import action_text, units_name
from editor.play.event_text import event_sentence
from editor.play.play_counts import play_counts
from engine.core.actions import Pass
from engine.core.events import PhaseChanged
from engine.core.state import NOBODY
from engine.rules.economy import actions as economy
from engine.rules.economy import combat, presence
from engine.rules.economy.border_battles import COUNT, KIND, PLAYER, SOURCE, TARGET, border_of
from engine.rules.economy.events import BattleOver, BorderBattleOver, BorderRollOff, RollOff
from engine.rules.economy.phases import AFTER_BATTLE, BATTLE, CHOOSE_BATTLE

translate = QCoreApplication.translate

# Declarations: what a side does in a battle (the log says who declared what).
DECLARATIONS = (economy.BattleAttack, economy.Withdraw, economy.WithdrawRazingRoads, economy.LandWithNavies,
                economy.Siege, economy.AttackInfrastructure, economy.Incite, economy.BreakOff,
                economy.EndWithdrawal)
WITHDRAWALS = (economy.Withdraw, economy.WithdrawRazingRoads, economy.LandWithNavies)
STATUS_SECONDS = 15  # how long the status bar says how a battle ended
COMBAT_PHASES = (CHOOSE_BATTLE, BATTLE, AFTER_BATTLE)


# -- words --------------------------------------------------------------------------------------
def side_name(controller, side: int) -> str:
    """A seat's name, or the neutral units'."""
    players = controller.state.players
    if 0 <= side < len(players):
        return players[side].name
    return translate("BattleDialog", "Neutral")


def modifier_name(source: str, value: int) -> str:
    """Where a roll-off's modifier comes from, in the reader's words."""
    if source == combat.FLANK:
        return (translate("BattleDialog", "an extra flank") if value == 1
                else play_counts().extra_flanks(value))
    names = {
        combat.MORE_UNITS: translate("BattleDialog", "more units"),
        combat.TWICE_AS_MANY: translate("BattleDialog", "more than twice as many units"),
        combat.AMPHIBIOUS: translate("BattleDialog", "amphibious"),
        combat.DEFENDER: translate("BattleDialog", "defending"),
        combat.FORTIFICATION: translate("BattleDialog", "fortification"),
        combat.INFRASTRUCTURE: translate("BattleDialog", "attacking infrastructure"),
    }
    return names.get(source, source)


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"\u2212{-value}"


def side_roll(name: str, roll: int, modifiers) -> str:
    """'Ada rolls 4 +1 (more units) +1 (an extra flank) = 6'."""
    if modifiers is None:  # not reported by the engine: the die alone
        return translate("BattleDialog", "{side} rolls {roll}").format(side=name, roll=roll)
    if not modifiers:
        return translate("BattleDialog", "{side} rolls {roll}, no modifiers").format(side=name, roll=roll)
    parts = " ".join(f"{signed(value)} ({modifier_name(source, value)})" for source, value in modifiers)
    total = roll + sum(value for _source, value in modifiers)
    return translate("BattleDialog", "{side} rolls {roll} {modifiers} = {total}").format(
        side=name, roll=roll, modifiers=parts, total=total)


def natural_six(event: RollOff | BorderRollOff) -> bool:
    """"Defenders who roll a 6 automatically win"."""
    defending = event.defender_modifiers is not None and any(
        source == combat.DEFENDER for source, _value in event.defender_modifiers)
    return defending and event.defender_roll == 6 and event.attacker_lost and not event.defender_lost


def roll_sentence(controller, event: RollOff | BorderRollOff) -> str:
    """A roll-off in full: both dice, every modifier with its source, the totals, who lost."""
    attacker, defender = side_name(controller, event.player), side_name(controller, event.defender)
    names = controller.names.territories
    attacker_roll = side_roll(attacker, event.attacker_roll, event.attacker_modifiers)
    defender_roll = side_roll(defender, event.defender_roll, event.defender_modifiers)
    if isinstance(event, BorderRollOff):
        rolls = translate("BattleDialog", "On the border of {first} and {second}: {attacker}; {defender}.").format(
            first=names[event.first], second=names[event.second], attacker=attacker_roll, defender=defender_roll)
    else:
        rolls = translate("BattleDialog", "In {territory}: {attacker}; {defender}.").format(
            territory=names[event.territory], attacker=attacker_roll, defender=defender_roll)
    if natural_six(event):
        outcome = translate("BattleDialog", "{defender} defends with a natural 6 and wins: {attacker} loses a unit.")
    elif event.attacker_lost and event.defender_lost:
        outcome = translate("BattleDialog", "A tie: both lose a unit.")
    elif event.attacker_lost:
        outcome = translate("BattleDialog", "{attacker} loses a unit.")
    elif event.defender_lost:
        outcome = translate("BattleDialog", "{defender} loses a unit.")
    else:
        outcome = translate("BattleDialog", "Nobody loses a unit.")
    return rolls + " " + outcome.format(attacker=attacker, defender=defender)


def sides_text(controller, territory: int) -> list[str]:
    """Each side in a territory with its units: 'Ada: 3 armies (1 defending), 1 navy'."""
    state, geo = controller.state, controller.rules.geo
    lines = []
    for side in geo.present(state, territory):
        parts = []
        for kind in economy.UNIT_KINDS:
            units = presence.units_of(geo, state, side, territory, kind)
            if not units:
                continue
            staying = units - presence.moved_of(state, side, territory, kind)  # (neutral units never move)
            if 0 < staying < units:
                parts.append(play_counts().some_defending(units_name(kind, units), staying))
            elif staying == units:
                parts.append(translate("BattleDialog", "{units} (defending)").format(units=units_name(kind, units)))
            else:
                parts.append(units_name(kind, units))
        lines.append(translate("BattleDialog", "{side}: {units}").format(
            side=side_name(controller, side), units=", ".join(parts)))
    return lines


def border_sides_text(controller, border) -> list[str]:
    """Each side on a border with its units and where they set out from: 'Ada: 3 armies from
    Western Europe'. Nobody defends a border."""
    names = controller.names.territories
    entries = [e for e in controller.state.border_units
               if border_of(e[SOURCE], e[TARGET]) == list(border) and e[COUNT] > 0]
    lines = []
    for side in sorted({e[PLAYER] for e in entries}):
        parts = [translate("BattleDialog", "{units} from {territory}").format(
            units=units_name(economy.UNIT_KINDS[e[KIND]], e[COUNT]), territory=names[e[SOURCE]])
            for e in entries if e[PLAYER] == side]
        lines.append(translate("BattleDialog", "{side}: {units}").format(
            side=side_name(controller, side), units=", ".join(parts)))
    return lines


def border_sides(controller, border) -> list[int]:
    return sorted({e[PLAYER] for e in controller.state.border_units
                   if border_of(e[SOURCE], e[TARGET]) == list(border) and e[COUNT] > 0})


def landing(controller, territory: int | None, target: int) -> bool:
    """Whether withdrawing from ``territory`` to ``target`` is an amphibious landing (armies
    from the sea onto land; never from a border)."""
    land = controller.rules.geo.land
    return territory is not None and not land[territory] and land[target]


def declaration_text(controller, action) -> str:
    """What a side declared, as the battle's log says it."""
    if isinstance(action, economy.LandWithNavies):
        return translate("BattleDialog", "Land in {territory} with the navies engaged").format(
            territory=controller.names.territories[action.target])
    return action_text(controller, action)


# -- the record ----------------------------------------------------------------------------------
class BattleRecord(QObject):
    """The battle being fought (or the last one), in sentences, as it happens: in a country
    (``territory``) or on a border (``border``, its two countries)."""

    changed = Signal()
    started = Signal()  # a new battle
    ended = Signal()  # the battle is over (``result()`` says how)

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.territory: int | None = None
        self.border: tuple[int, int] | None = None
        self.lines: list[str] = []
        self.declared: set[int] = set()  # the lines that say who declared what, or how it ended
        self.over = False
        self.winner = NOBODY
        self.with_people = False  # whether a person had units in it, or declared in it
        self._decider = controller.decider()
        self._phase = controller.state.phase
        state = controller.state
        if state.phase == BATTLE and state.battle != NOBODY:
            self.territory = state.battle  # a game loaded mid-battle: from here on
        elif state.phase == BATTLE and state.border_battle:
            self.border = tuple(state.border_battle)
        self.with_people = self.people_in_it()
        controller.eventsHappened.connect(self._happened)
        controller.stateChanged.connect(self._remember)

    # -- where -------------------------------------------------------------------------------------
    def known(self) -> bool:
        """Whether there is a battle to show (one being fought, or the last one)."""
        return self.territory is not None or self.border is not None

    def places(self) -> tuple[int, ...]:
        """The battle's territory, or the two countries of its border."""
        return (self.territory,) if self.territory is not None else tuple(self.border or ())

    def where(self) -> str:
        """"Battle in Southern Europe", "Battle on the border of Western Europe and Southern Europe"."""
        names = self.controller.names.territories
        if self.border is not None:
            return translate("BattleDialog", "Battle on the border of {first} and {second}").format(
                first=names[self.border[0]], second=names[self.border[1]])
        return translate("BattleDialog", "Battle in {territory}").format(
            territory=names[self.territory] if self.territory is not None else "")

    def fought_now(self) -> bool:
        """Whether the game is fighting this battle now."""
        state = self.controller.state
        if state.phase != BATTLE or self.over:
            return False
        if self.border is not None:
            return list(self.border) == list(state.border_battle)
        return self.territory is not None and state.battle == self.territory

    def sides(self) -> list[int]:
        if self.border is not None:
            return border_sides(self.controller, self.border)
        if self.territory is None:
            return []
        return self.controller.rules.geo.present(self.controller.state, self.territory)

    def sides_text(self) -> list[str]:
        if self.border is not None:
            return border_sides_text(self.controller, self.border)
        return sides_text(self.controller, self.territory) if self.territory is not None else []

    # -- following the game ------------------------------------------------------------------------
    def _remember(self) -> None:
        # eventsHappened comes before stateChanged: at the next action these are who decided it.
        self._decider = self.controller.decider()
        self._phase = self.controller.state.phase

    def _begin(self, territory: int | None, border: tuple[int, int] | None) -> None:
        self.territory, self.border = territory, border
        self.lines, self.declared, self.over, self.winner = [], set(), False, NOBODY
        self.with_people = self.people_in_it()
        self.started.emit()

    def _happened(self, events: list) -> None:
        controller = self.controller
        game = controller.game
        action = game.log[-1] if game.log else None
        actor = game.actors[-1] if game.actors and game.actors[-1] is not None else self._decider
        if isinstance(action, economy.Fight):
            self._begin(action.territory, None)
        elif isinstance(action, economy.FightBorder):
            self._begin(None, tuple(border_of(action.first, action.second)))
        elif not self.known() or self.over or self._phase != BATTLE:
            return
        elif isinstance(action, (*DECLARATIONS, Pass)):
            self.declared.add(len(self.lines))
            self.lines.append(translate("BattleDialog", "{side} declares: {declaration}").format(
                side=side_name(controller, actor), declaration=declaration_text(controller, action)))
        for event in events:
            if isinstance(event, PhaseChanged):
                continue
            if isinstance(event, RollOff | BorderRollOff):
                sentence = roll_sentence(controller, event)
                if isinstance(action, WITHDRAWALS) and event.defender == actor:
                    # Each withdrawing unit must get past the enemy: say whose roll-off this is.
                    sentence = translate("BattleDialog", "{side} intercepts a withdrawing unit. {roll}").format(
                        side=side_name(controller, event.player), roll=sentence)
                self.lines.append(sentence)
            elif self._ends_it(event):
                self.over, self.winner = True, event.player
                self.declared.add(len(self.lines))
                self.lines.append(self.result())
                break  # what follows belongs to the game (the next battle), not to this one
            else:
                self.lines.append(event_sentence(event, controller))
        if not self.over:
            self.with_people = self.with_people or self.people_in_it()
        self.changed.emit()
        if self.over:
            self.ended.emit()

    def _ends_it(self, event) -> bool:
        if isinstance(event, BattleOver):
            return self.border is None and event.territory == self.territory
        if isinstance(event, BorderBattleOver):
            return self.border is not None and list(self.border) == [event.first, event.second]
        return False

    def result(self) -> str:
        """How the battle ended: "The battle in Ukraine is over: Ada wins." """
        names = self.controller.names.territories
        if self.border is not None:
            first, second = names[self.border[0]], names[self.border[1]]
            if self.winner == NOBODY:
                return translate("BattleDialog",
                                 "The battle on the border of {first} and {second} is over without a winner.").format(
                    first=first, second=second)
            return translate("BattleDialog", "The battle on the border of {first} and {second} is over: "
                             "{side} wins.").format(first=first, second=second,
                                                    side=side_name(self.controller, self.winner))
        where = names[self.territory] if self.territory is not None else ""
        if self.winner == NOBODY:
            return translate("BattleDialog", "The battle in {territory} is over without a winner.").format(
                territory=where)
        return translate("BattleDialog", "The battle in {territory} is over: {side} wins.").format(
            territory=where, side=side_name(self.controller, self.winner))

    def people_in_it(self) -> bool:
        """Whether a person has units in the battle (or decides in it)."""
        controller = self.controller
        if not self.known():
            return False
        return any(controller.is_human(side) for side in self.sides()) or (
            self.fought_now() and controller.is_human(controller.decider()))


# -- the dialog ----------------------------------------------------------------------------------
class BattleDialog(QDialog):
    def __init__(self, controller, record: BattleRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.record = record
        self.setObjectName("battleDialog")
        self.setAccessibleName(self.tr("Battle"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.where = QLabel(self)
        self.where.setObjectName("battleWhere")
        self.where.setAccessibleName(self.tr("Where the battle is"))
        font = self.where.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.where.setFont(font)
        layout.addWidget(self.where)
        self.sides = QLabel(self)
        self.sides.setObjectName("battleSides")
        self.sides.setAccessibleName(self.tr("The sides and their units"))
        self.sides.setWordWrap(True)
        layout.addWidget(self.sides)
        self.status = QLabel(self)
        self.status.setObjectName("battleStatus")
        self.status.setAccessibleName(self.tr("Who declares now"))
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.declaration = self._build_declaration()
        layout.addWidget(self.declaration)
        self.log = QListWidget(self)
        self.log.setObjectName("battleLog")
        self.log.setAccessibleName(self.tr("What happened in the battle"))
        self.log.setWordWrap(True)
        self.log.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log.setMinimumSize(460, 160)
        layout.addWidget(self.log, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setObjectName("battleClose")
        self.close_button.setAccessibleName(self.tr("Close the battle window"))
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self._actions: list = []
        self._razing: set[int] = set()
        self._engaging: set[int] = set()
        record.changed.connect(self.refresh)
        controller.stateChanged.connect(self.refresh)
        controller.screenChanged.connect(self.refresh)
        self.refresh()

    def _build_declaration(self) -> QGroupBox:
        box = QGroupBox(self.tr("Your declaration"), self)
        box.setObjectName("battleDeclaration")
        box.setAccessibleName(self.tr("Your declaration"))
        grid = QGridLayout(box)
        self.rows: dict[str, tuple[QComboBox, QPushButton]] = {}
        line = 0
        for key, button_text, combo_name in (
            ("attack", self.tr("Attack"), self.tr("Whom to attack")),
            ("withdraw", self.tr("Withdraw"), self.tr("Where to withdraw")),
            ("siege", self.tr("Lay Siege"), self.tr("Whom to besiege")),
            ("infrastructure", self.tr("Attack Infrastructure"), self.tr("Which infrastructure to attack")),
            ("incite", self.tr("Incite"), self.tr("Which influence card to turn in")),
        ):
            combo = QComboBox(box)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # whole place names
            combo.setObjectName(f"battle.{key}.choice")
            combo.setAccessibleName(combo_name)
            button = QPushButton(button_text, box)
            button.setObjectName(f"battle.{key}")
            button.setAccessibleName(button_text)
            button.clicked.connect(lambda _checked=False, k=key: self.declare(k))
            grid.addWidget(combo, line, 0)
            grid.addWidget(button, line, 1)
            self.rows[key] = (combo, button)
            line += 1
            if key == "withdraw":  # how to withdraw, where the engine offers a choice: under its row
                self.raze = QCheckBox(self.tr("Try to destroy the roads while withdrawing"), box)
                self.raze.setObjectName("battle.withdraw.raze")
                self.raze.setAccessibleName(self.tr("Try to destroy the roads while withdrawing"))
                grid.addWidget(self.raze, line, 0, 1, 2)
                # "The player performing the amphibious landing can choose to engage his navy
                # units in the amphibious landing as well."
                self.engage = QCheckBox(self.tr("Engage the navies in the landing"), box)
                self.engage.setObjectName("battle.withdraw.navies")
                self.engage.setAccessibleName(self.tr("Engage the navies in the landing"))
                self.engage.setToolTip(self.tr(
                    "Each landing army that loses its interception takes a navy with it; each intercepting "
                    "navy that loses dies."))
                grid.addWidget(self.engage, line + 1, 0, 1, 2)
                line += 2
        self.rows["withdraw"][0].currentIndexChanged.connect(self._withdrawal_chosen)
        self.pass_button = QPushButton(self.tr("Pass"), box)
        self.pass_button.setObjectName("battle.pass")
        self.pass_button.setAccessibleName(self.tr("Pass: declare nothing"))
        self.pass_button.clicked.connect(lambda: self.declare("pass"))
        grid.addWidget(self.pass_button, line, 0, 1, 2)
        line += 1
        # A withdrawal goes unit by unit: between the units it may be broken off, and once it is
        # over the units that got out go on or stay where they are.
        grid.setColumnStretch(0, 1)
        self.step_buttons: dict[str, QPushButton] = {}
        for column, (key, text, name) in enumerate((
            ("breakOff", self.tr("Break Off"), self.tr("Break off the withdrawal: the units not out stay and fight")),
            ("go", self.tr("Go On"), self.tr("The units that got out go on")),
            ("stay", self.tr("Stay"), self.tr("The units that got out stay where they are")),
        )):
            button = named_button(box, f"battle.{key}", text, name, lambda k=key: self.declare(k))
            grid.addWidget(button, line + column // 2, column % 2)
            self.step_buttons[key] = button
        return box

    # -- showing ------------------------------------------------------------------------------
    def person_declares(self) -> bool:
        controller = self.controller
        return (self.record.fought_now() and controller.is_human(controller.decider())
                and controller.waiting_for_handoff() is None)

    def refresh(self, *_args) -> None:
        controller, record = self.controller, self.record
        if not record.known():
            return
        self.where.setText(record.where())
        self.setWindowTitle(record.where())
        sides = record.sides_text()
        self.sides.setText("\n".join(sides) if sides else self.tr("Nobody is left here."))
        decider = controller.decider()
        if record.over:
            self.status.setText(record.result())
        elif self.person_declares() and self._attacking():
            self.status.setText(self.tr("{player}, your attack goes on until one side is destroyed or withdraws: "
                                        "attack again or withdraw.").format(player=side_name(controller, decider)))
        elif self.person_declares() and controller.state.withdrawal:
            self.status.setText(self.tr("{player}, your withdrawal goes on unit by unit: withdraw the next, break "
                                        "it off, or, once it is over, go on or stay.").format(
                player=side_name(controller, decider)))
        elif self.person_declares():
            self.status.setText(self.tr("{player}, your declaration:").format(player=side_name(controller, decider)))
        elif record.fought_now() and decider is not None:
            self.status.setText(self.tr("Waiting for {player}'s declaration…").format(
                player=side_name(controller, decider)))
        else:
            self.status.clear()
        self._show_declarations()
        if self.log.count() != len(record.lines):
            self.log.clear()
            self.log.addItems(record.lines)
            for row in record.declared:  # who declared what stands out from the dice
                item = self.log.item(row)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.log.scrollToBottom()

    def _show_declarations(self) -> None:
        deciding = self.person_declares()
        self.declaration.setVisible(deciding)
        actions = self.controller.legal_actions() if deciding else []
        if actions == self._actions:
            return
        self._actions = actions
        controller = self.controller
        # Only the person whose cards the screen shows may turn one in (nobody else's hand here).
        own_cards = controller.shown_player() == controller.decider()
        groups: dict[str, list] = {key: [] for key in self.rows}
        for action in actions:
            if isinstance(action, economy.BattleAttack):
                groups["attack"].append(action)
            elif isinstance(action, economy.Withdraw):
                groups["withdraw"].append(action)
            elif isinstance(action, economy.Siege):
                groups["siege"].append(action)
            elif isinstance(action, economy.AttackInfrastructure):
                groups["infrastructure"].append(action)
            elif isinstance(action, economy.Incite) and own_cards:
                groups["incite"].append(action)
        # Withdrawing with road razing, or landing with the navies engaged: how a withdrawal
        # listed as such is made (a check box under the withdrawal's row).
        self._razing = {a.target for a in actions if isinstance(a, economy.WithdrawRazingRoads)}
        self._engaging = {a.target for a in actions if isinstance(a, economy.LandWithNavies)}
        for key, (combo, button) in self.rows.items():
            combo.clear()
            for action in groups[key]:
                combo.addItem(self._choice_text(action), action)
            combo.setVisible(bool(groups[key]))
            button.setVisible(bool(groups[key]))
        self.pass_button.setVisible(any(isinstance(a, Pass) for a in actions))
        for key, action in self._steps().items():
            self.step_buttons[key].setVisible(action in actions)
        self._withdrawal_chosen()

    @staticmethod
    def _steps() -> dict:
        return {"breakOff": economy.BreakOff(), "go": economy.EndWithdrawal(economy.GO),
                "stay": economy.EndWithdrawal(economy.STAY)}

    def _attacking(self) -> bool:
        """Whether the person deciding is in the middle of their own attack."""
        attack = self.controller.state.attack
        return bool(attack) and attack[0] == self.controller.decider()

    def _choice_text(self, action) -> str:
        controller = self.controller
        if isinstance(action, economy.Withdraw):
            target = controller.names.territories[action.target]
            if landing(controller, self.record.territory, action.target):
                return self.tr("Land in {territory} (amphibious landing)").format(territory=target)
            if self.record.border is not None:  # units on a border only go back where they came from
                return self.tr("Withdraw back to {territory}").format(territory=target)
            return self.tr("Withdraw to {territory}").format(territory=target)
        return action_text(controller, action)

    def _withdrawal_chosen(self, *_args) -> None:
        combo = self.rows["withdraw"][0]
        action = combo.currentData()
        shown = not combo.isHidden()
        for box, offered_to in ((self.raze, self._razing), (self.engage, self._engaging)):
            offered = action is not None and action.target in offered_to
            box.setVisible(shown and bool(offered_to))
            box.setEnabled(offered)
            if not offered:
                box.setChecked(False)
        button = self.rows["withdraw"][1]
        lands = action is not None and landing(self.controller, self.record.territory, action.target)
        if lands:
            button.setText(self.tr("Land"))
        elif self.controller.state.withdrawal:
            button.setText(self.tr("Withdraw the Next Unit"))
        else:
            button.setText(self.tr("Withdraw"))
        button.setAccessibleName(button.text())

    # -- declaring ------------------------------------------------------------------------------
    def declare(self, key: str) -> bool:
        """Take the declaration of row ``key`` (or "pass") as chosen in the dialog."""
        if not self.person_declares():
            return False
        if key == "pass":
            return self.controller.perform(Pass())
        if key in self.step_buttons:
            return self.controller.perform(self._steps()[key])
        combo = self.rows[key][0]
        action = combo.currentData()
        if action is None:
            return False
        if key == "withdraw" and self.raze.isChecked() and self.raze.isEnabled():
            action = economy.WithdrawRazingRoads(action.target)
        elif key == "withdraw" and self.engage.isChecked() and self.engage.isEnabled():
            action = economy.LandWithNavies(action.target)
        return self.controller.perform(action)

    def choose(self, key: str, action) -> bool:
        """Select ``action`` in row ``key`` (for keyboards and tests): False if not offered."""
        combo = self.rows[key][0]
        for index in range(combo.count()):
            if combo.itemData(index) == action:
                combo.setCurrentIndex(index)
                return True
        return False

    def text(self) -> str:
        """Everything the dialog says, for reading it at once."""
        lines = [self.where.text(), self.sides.text(), self.status.text()]
        lines += [self.log.item(i).text() for i in range(self.log.count())]
        return "\n".join(lines)


# -- opening it ----------------------------------------------------------------------------------
class BattleWatch(QObject):
    """Opens the battle dialog of ``window`` when a battle with a person begins and whenever
    a person must declare; keeps the battle's record across hand-offs; closes the dialog when
    the battle is over, saying how it ended in the window's status bar."""

    def __init__(self, window, controller) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.record = BattleRecord(controller, self)
        self._wanted = False  # the dialog should open at the next look
        self._outcome = ""  # how the last battle ended, for the status bar once the screen is free
        # How the last battle of this combat phase ended: the combat pages say it too
        # (editor/play/economy/pages/combat_page.py), as the status bar's message may not last.
        self.last_outcome = ""
        self.record.started.connect(self._battle_started)
        self.record.ended.connect(self._battle_ended)
        controller.humanTurn.connect(self._person_decides)
        controller.stateChanged.connect(self._look_later)
        controller.stateChanged.connect(self._forget_outside_combat)
        controller.screenChanged.connect(self._look_later)

    def _battle_started(self) -> None:
        self._wanted = True
        self._look_later()

    def _battle_ended(self) -> None:
        self._wanted = False
        dialog = self.window.dialog("battle")
        if dialog is not None:
            dialog.close()
        self.last_outcome = self.record.result()
        if self.record.with_people:
            self._outcome = self.last_outcome
        self._look_later()

    def _forget_outside_combat(self) -> None:
        if self.controller.state.phase not in COMBAT_PHASES:
            self.last_outcome = ""

    def _person_decides(self, _player: int) -> None:
        if self.record.fought_now():
            self._wanted = True
        self._look_later()

    def _look_later(self) -> None:
        # After the controller has settled who decides next and whether the screen changes
        # hands: a dialog opened before a hand-off would flash on screen for the wrong person.
        QTimer.singleShot(0, self, self.look)

    def look(self) -> None:
        controller = self.controller
        if self.window.controller is not controller or controller.waiting_for_handoff() is not None:
            return
        if self._outcome:  # (a hand-off clears the status bar: said once the screen is free)
            self.window.statusBar().showMessage(self._outcome, STATUS_SECONDS * 1000)
            self._outcome = ""
        if self._wanted and self.record.fought_now() and self.record.people_in_it():
            self._wanted = False
            self.open()

    def open(self) -> BattleDialog | None:
        """Show the battle being fought (or the last one): the page's "Show the Battle"."""
        window = self.window
        if not self.record.known():
            return None
        dialog = window.dialog("battle")
        if dialog is None:
            dialog = window._show_dialog("battle", BattleDialog(self.controller, self.record, window))
            window._place_beside(dialog, self.record.places())
        else:
            dialog.raise_()
        return dialog
