"""The attack dialog (one battle, roll by roll, with the odds) and the defender's dice choice.

Neither dialog knows a rule: what may be done comes from the controller (``legal_actions``,
``explain``) and the rule set's ``count_range``; what happened comes from the controller's
events. The odds are the engine's exact ones (``engine.rules.odds``).

AttackDialog does not ask a human defender for their dice itself: the phase becomes DEFEND,
the dialog says whom it waits for, and the window shows a DefendDialog to that person
(``DefendDialog.needed(controller)`` says when). Keeping the choice in its own dialog lets
the window hand the screen over first if it wants to.

Risk Legacy changes dice before they are compared (scars, fortifications, powers, missiles):
the odds then count the battle's die modifiers as the rule set lists them (its ``modifiers``
method, read for this battle), and after a roll each changed die shows the face it was rolled
with beside the one it ended with, and the changes are listed with their sources.
"""

from __future__ import annotations

import contextlib
import dataclasses

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.language.counts import counts
from editor.language.vocabulary import words_of
from editor.play.colours import player_colour
from editor.play.dice_widget import DiceWidget
from editor.play.event_text import seat_name
from editor.play.legacy.dice_words import change_text, dice_rows, modifier_text
from engine.core.actions import Attack, Defend, Occupy
from engine.core.events import DiceRolled, TerritoryCaptured
from engine.core.state import Phase, shallow_copy
from engine.rules.legacy.dice import ATTACK, DEFENCE, FORTIFICATION_SOURCE
from engine.rules.legacy.events import BattleModified
from engine.rules.odds import battle_odds, roll_outcomes

# How long the attack's buttons wait once it is the attacker's again (as the hand-off cover's
# grace: longer than a double-click, short enough not to feel like a wait).
REGAIN_MS = 700


def player_name(controller, player: int) -> str:
    """A seat's name as people read it (the neutral army's in their language)."""
    return seat_name(controller, player)


def percent(probability: float) -> str:
    """A probability as a percentage with one decimal, in the user's number format."""
    value = QLocale().toString(probability * 100.0, "f", 1)
    return QCoreApplication.translate("Odds", "{value}%").format(value=value)


def legal_attack(controller, source: int, target: int) -> Attack | None:
    """The legal attack from ``source`` on ``target`` now, with the most dice; None if none."""
    for action in controller.legal_actions():
        if isinstance(action, Attack) and action.source == source and action.target == target:
            return action
    return None


def battle_modifiers(controller, source: int, target: int) -> tuple[list, int | None]:
    """The die modifiers of an attack from ``source`` on ``target`` now, as the rule set lists
    them (none in classic Risk), each saying how many dice it needs; and, with a fortification
    among them, how many 3-dice rolls it still defends (for ``battle_odds``), else None."""
    rules, state = controller.rules, controller.state
    modifiers_of = getattr(rules, "modifiers", None)
    if modifiers_of is None:
        return [], None
    # (The rules read the battle from the state: a copy says which battle this is.)
    probe = shallow_copy(state)
    probe.attack_source, probe.attack_target, probe.current = source, target, state.owner[source]
    found: list = []
    for attacker_dice in (1, 2, 3):
        for defender_dice in (1, 2):
            for modifier in modifiers_of(probe, attacker_dice, defender_dice):
                if modifier not in found:
                    found.append(modifier)
    uses = None
    if any(m.source == FORTIFICATION_SOURCE for m in found):
        tid = controller.world.ids[target]
        uses = max(0, rules.facts.fort_boxes_left[target] - state.fort_used.get(tid, 0))
    return found, uses


class _Side(QFrame):
    """One side of the battle: territory, owner (in their colour) and armies."""

    def __init__(self, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.swatch = QLabel(self)
        self.swatch.setFixedSize(14, 14)
        self.territory = QLabel(self)
        font = self.territory.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.territory.setFont(font)
        self.owner = QLabel(self)
        self.armies = QLabel(self)
        self.armies.setObjectName(name.replace("Side", "Armies"))
        top = QHBoxLayout()
        top.addWidget(self.swatch)
        top.addWidget(self.owner, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.territory)
        layout.addLayout(top)
        layout.addWidget(self.armies)

    def show_side(self, territory: str, owner: str, colour: QColor, armies_text: str) -> None:
        self.territory.setText(territory)
        self.owner.setText(owner)
        self.swatch.setStyleSheet(f"background: {colour.name()}; border: 1px solid #333; border-radius: 3px;")
        self.armies.setText(armies_text)
        self.setAccessibleName(f"{territory}, {owner}, {armies_text}")


class AttackDialog(QDialog):
    """One battle from ``source`` against ``target``: roll, roll on automatically, move in.

    Non-modal: the map stays usable (to look around) while the dialog sits on top of its
    parent window. ``finished`` is emitted when it closes (after moving in, when the attack
    cannot go on, or when the player stops).
    """

    ROLL_INTERVAL_MS = 450  # between automatic rolls, so each roll can be seen
    CLOSE_DELAY_MS = 1800  # the last roll stays in view this long before the dialog closes

    def __init__(self, controller, source: int, target: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.source = source
        self.target = target
        state = controller.state
        self.attacker = state.owner[source]
        self.defender = state.owner[target]
        names = controller.names.territories
        self.source_name, self.target_name = names[source], names[target]
        self._auto: str | None = None  # "won" or "left" while rolling on automatically
        self._keep = 1  # "left": stop once the source is down to this many armies
        self._performing = False
        self._ended = False
        self._rolls = 0
        self._losses = [0, 0]  # attacker's, defender's, over this dialog's rolls
        self._modified: BattleModified | None = None  # the changes to the roll about to be shown
        self._status_waits = False  # the status line says whom the battle waits for
        self._last_result = ""  # the last roll's result, which the status line shows when nobody is waited for

        self.setObjectName("attackDialog")
        self.setModal(False)
        self.setWindowTitle(self.tr("Attack {target} from {source}").format(
            target=self.target_name, source=self.source_name))
        self.setAccessibleName(self.windowTitle())

        self._roll_timer = QTimer(self)
        self._roll_timer.setSingleShot(True)
        self._roll_timer.timeout.connect(self._auto_step)
        self._close_timer = QTimer(self)
        self._close_timer.setSingleShot(True)
        self._close_timer.timeout.connect(self.accept)
        # When the attack comes back to the attacker after someone else decided (the defender's
        # dice), its buttons wait a moment: the defender's second Enter of a double press, or a
        # key bounce, must not roll the attacker's next attack (the hand-off cover's grace).
        self._others_decided = False
        self._regain_timer = QTimer(self)
        self._regain_timer.setSingleShot(True)
        self._regain_timer.timeout.connect(self._refresh)

        self._build()
        controller.eventsHappened.connect(self._on_events)
        controller.stateChanged.connect(self._refresh)
        controller.refused.connect(self._on_refused)
        # Whose screen it is changes without a state change: follow it too.
        controller.humanTurn.connect(self._on_screen_changed)
        controller.handoffNeeded.connect(self._on_screen_changed)
        self._refresh()

    # -- layout ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self.attacker_side = _Side("attackerSide", self)
        self.defender_side = _Side("defenderSide", self)
        versus = QLabel(self.tr("against"), self)
        versus.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sides = QHBoxLayout()
        sides.addWidget(self.attacker_side, 1)
        sides.addWidget(versus)
        sides.addWidget(self.defender_side, 1)

        self.odds_label = self._label("attackOdds", self.tr("Odds"))
        font = self.odds_label.font()
        font.setBold(True)
        self.odds_label.setFont(font)
        self.losses_label = self._label("expectedLosses", self.tr("Expected losses"))
        self.modifiers_label = self._label("battleModifiers", self.tr("Die modifiers of this battle"))
        self.modifiers_label.hide()

        self.dice = DiceWidget(self)
        self.result_label = self._label("rollResult", self.tr("Result of the last roll"))
        self.changes_label = self._label("diceChanges", self.tr("Dice changed in the last roll"))
        self.changes_label.hide()
        self.totals_label = self._label("battleTotals", self.tr("Losses in this battle"))
        self.status_label = self._label("attackStatus", self.tr("Attack status"))
        results = QVBoxLayout()
        results.addWidget(self.result_label)
        results.addWidget(self.changes_label)
        results.addWidget(self.totals_label)
        results.addStretch(1)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice)
        dice_row.addLayout(results, 1)

        self.pages = QStackedWidget(self)
        self.pages.setObjectName("attackPages")
        self.pages.addWidget(self._attack_page())
        self.pages.addWidget(self._move_in_page())

        layout = QVBoxLayout(self)
        layout.addLayout(sides)
        layout.addWidget(self.odds_label)
        layout.addWidget(self.losses_label)
        layout.addWidget(self.modifiers_label)
        layout.addLayout(dice_row)
        layout.addWidget(self.status_label)
        layout.addWidget(self.pages)
        self.setMinimumWidth(420)

    def _label(self, name: str, accessible: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        return label

    def _button(self, name: str, text: str, parent: QWidget, slot) -> QPushButton:
        button = QPushButton(text, parent)
        button.setObjectName(name)
        button.setAccessibleName(button.text().replace("&", ""))
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _attack_page(self) -> QWidget:
        page = QWidget(self)
        self.dice_spin = QSpinBox(page)
        self.dice_spin.setObjectName("attackDice")
        self.dice_spin.setAccessibleName(self.tr("Dice to roll"))
        self.dice_spin.setSuffix(self.tr(" dice"))
        self.roll_button = self._button("roll", self.tr("&Roll"), page, self._roll)
        self.roll_button.setDefault(True)
        self.until_won_button = self._button("attackUntilWon", self.tr("Attack until &won"), page,
                                             lambda: self._start_auto("won"))
        self.until_left_spin = QSpinBox(page)
        self.until_left_spin.setObjectName("untilLeft")
        self.until_left_spin.setAccessibleName(words_of(self.controller.rules).units_to_keep())
        self.until_left_spin.setRange(1, 999)
        self.until_left_spin.setValue(3)
        self.until_left_button = self._button("attackUntilLeft", "", page, lambda: self._start_auto("left"))
        self.stop_button = self._button("stop", self.tr("&Stop"), page, self._stop_auto)
        self.retreat_button = self._button("retreat", self.tr("Stop &attacking"), page, self._retreat)
        self._update_until_left_text()
        self.until_left_spin.valueChanged.connect(self._on_until_left_changed)

        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        dice_label = QLabel(self.tr("&Dice:"), page)
        dice_label.setBuddy(self.dice_spin)
        grid.addWidget(dice_label, 0, 0)
        grid.addWidget(self.dice_spin, 0, 1)
        grid.addWidget(self.roll_button, 0, 2)
        keep_label = QLabel(self.tr("&Keep:"), page)
        keep_label.setBuddy(self.until_left_spin)
        grid.addWidget(keep_label, 1, 0)
        grid.addWidget(self.until_left_spin, 1, 1)
        grid.addWidget(self.until_left_button, 1, 2)
        grid.addWidget(self.until_won_button, 2, 0, 1, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.stop_button)
        bottom.addStretch(1)
        bottom.addWidget(self.retreat_button)
        grid.addLayout(bottom, 3, 0, 1, 3)
        grid.setColumnStretch(2, 1)
        return page

    def _move_in_page(self) -> QWidget:
        page = QWidget(self)
        self.move_in_text = QLabel(page)
        self.move_in_text.setObjectName("moveInText")
        self.move_in_text.setWordWrap(True)
        self.occupy_slider = QSlider(Qt.Orientation.Horizontal, page)
        self.occupy_slider.setObjectName("occupySlider")
        self.occupy_slider.setAccessibleName(words_of(self.controller.rules).units_to_move_in())
        self.occupy_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.occupy_spin = QSpinBox(page)
        self.occupy_spin.setObjectName("occupyCount")
        self.occupy_spin.setAccessibleName(words_of(self.controller.rules).units_to_move_in())
        self.occupy_slider.valueChanged.connect(self.occupy_spin.setValue)
        self.occupy_spin.valueChanged.connect(self.occupy_slider.setValue)
        self.occupy_slider.valueChanged.connect(self._update_stays)
        self.stays_label = QLabel(page)
        self.stays_label.setObjectName("occupyStays")
        self.move_in_button = self._button("moveIn", self.tr("&Move in"), page, self._move_in)
        row = QHBoxLayout()
        row.addWidget(self.occupy_slider, 1)
        row.addWidget(self.occupy_spin)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.move_in_text)
        layout.addLayout(row)
        layout.addWidget(self.stays_label)
        layout.addWidget(self.move_in_button, 0, Qt.AlignmentFlag.AlignRight)
        return page

    # -- what the player does ---------------------------------------------------------------------
    def _roll(self) -> None:
        if self._auto is None:
            self._perform(Attack(self.source, self.target, self.dice_spin.value()))

    def _start_auto(self, mode: str) -> None:
        if self._auto is not None or legal_attack(self.controller, self.source, self.target) is None:
            return
        self._auto = mode
        self._keep = self.until_left_spin.value()  # fixed for this run, whatever the spin box does
        self._auto_step()
        self._refresh()

    def _stop_auto(self) -> None:
        self._auto = None
        self._roll_timer.stop()
        self._refresh()

    def _auto_step(self) -> None:
        if self._auto is None:
            return
        state = self.controller.state
        if self._auto_done(state):
            self._stop_auto()
            return
        if state.phase == Phase.DEFEND or not self._attacker_at_screen():
            return  # the defender chooses, or the screen is being handed back: _refresh carries on
        attack = legal_attack(self.controller, self.source, self.target)
        if attack is None:
            self._stop_auto()
            return
        if self._auto == "left":
            # "Attack until N left" never goes under N: a roll loses at most one troop per die,
            # so it rolls no more dice than the troops above N.
            spare = self.controller.state.armies[self.source] - self._keep
            attack = dataclasses.replace(attack, dice=max(1, min(attack.dice, spare)))
        self._perform(attack)  # the most dice allowed, as "attack until" promises

    def _auto_done(self, state) -> bool:
        if state.owner[self.target] == self.attacker or state.armies[self.source] < 2:
            return True
        if state.phase not in (Phase.ATTACK, Phase.DEFEND) and not self._roll_held(state):
            return True
        return self._auto == "left" and state.armies[self.source] <= self._keep

    def _roll_held(self, state) -> bool:
        """Whether this battle's roll waits for others before its losses (Legacy's missile
        window, or a pack its missiles opened): the run goes on once it is resolved."""
        return bool(getattr(state, "held_attack", ())) and (state.attack_source, state.attack_target) == (
            self.source, self.target)

    def _move_in(self) -> None:
        if self._perform(Occupy(self.occupy_spin.value())):
            self._finish()

    def _retreat(self) -> None:
        self._stop_auto()
        self._finish()

    def _perform(self, action) -> bool:
        self.status_label.clear()
        self._performing = True
        try:
            return self.controller.perform(action)
        finally:
            self._performing = False

    def _on_refused(self, reason: str) -> None:
        if self._performing:
            self._stop_auto()
            self.status_label.setText(reason)

    # -- what happened ----------------------------------------------------------------------------
    def _on_events(self, events: list) -> None:
        for event in events:
            if isinstance(event, BattleModified):
                self._modified = event  # the DiceRolled that follows carries the dice compared
            elif isinstance(event, DiceRolled) and (event.source, event.target) == (self.source, self.target):
                self._rolls += 1
                self._losses[0] += event.attacker_losses
                self._losses[1] += event.defender_losses
                self._show_roll(event)
                attacker, defender = player_name(self.controller, event.player), player_name(
                    self.controller, event.defender)
                result = self.tr("{attacker} loses {attacker_losses}, {defender} loses "
                                 "{defender_losses}").format(
                    attacker=attacker, defender=defender,
                    attacker_losses=event.attacker_losses, defender_losses=event.defender_losses)
                self.result_label.setText(result)
                # The status line follows the decision: nobody is waited for once the dice are
                # rolled ("Waiting for Bob to choose dice" stayed up after the roll), it tells the result.
                self._last_result = result
                self.status_label.setText(result)
                self._status_waits = False
                self.totals_label.setText(self.tr("In this battle so far: {attacker} lost {attacker_losses}, "
                                                  "{defender} lost {defender_losses}").format(
                    attacker=attacker, defender=defender,
                    attacker_losses=self._losses[0], defender_losses=self._losses[1]))
            elif isinstance(event, TerritoryCaptured) and event.target == self.target:
                self.status_label.setText(self.tr("{territory} captured!").format(territory=self.target_name))

    def _show_roll(self, event: DiceRolled) -> None:
        """The dice compared; dice a modifier or missile changed show their rolled face too."""
        modified, self._modified = self._modified, None
        if modified is None:
            self.dice.set_roll(event.attacker_dice, event.defender_dice)
            self.changes_label.clear()
            self.changes_label.hide()
            return
        rows = {side: dice_rows(natural, modified.changes, side)
                for side, natural in ((ATTACK, modified.natural_attack), (DEFENCE, modified.natural_defence))}
        self.dice.set_roll([face for face, _, _ in rows[ATTACK]], [face for face, _, _ in rows[DEFENCE]],
                           ([natural for _, natural, _ in rows[ATTACK]], [natural for _, natural, _ in rows[DEFENCE]]))
        lines = []
        for side, title in ((ATTACK, self.tr("Attacker")), (DEFENCE, self.tr("Defender"))):
            for _face, _natural, changes in rows[side]:
                for before, after, source in changes:
                    lines.append(self.tr("{side}: {change}").format(
                        side=title, change=change_text(self.controller, before, after, source)))
        self.changes_label.setText("\n".join(lines))
        self.changes_label.setVisible(bool(lines))

    def _on_screen_changed(self, player: int) -> None:
        self._refresh()  # e.g. the screen was handed back to the attacker: carry on

    @property
    def rolls_shown(self) -> int:
        return self._rolls

    def _refresh(self) -> None:
        if self._ended:
            return
        state = self.controller.state
        self._show_sides(state)
        if state.phase == Phase.GAME_OVER:
            self._finish()
            return
        if self._moving_in(state):
            self._show_move_in(state)
            return
        self.pages.setCurrentIndex(0)
        if state.owner[self.target] == self.attacker:
            self._end(self.tr("{territory} captured!").format(territory=self.target_name))
            return
        if state.owner[self.source] != self.attacker or state.armies[self.source] < 2:
            self._end(words_of(self.controller.rules).one_unit_left(self.source_name))
            return
        self._show_odds(state)
        defending = state.phase == Phase.DEFEND and (state.attack_source, state.attack_target) == (
            self.source, self.target)
        handing_over = self.controller.waiting_for_handoff()
        at_screen = not defending and self._attacker_at_screen()
        attack = legal_attack(self.controller, self.source, self.target) if at_screen else None
        waiting = True
        if defending:
            self.status_label.setText(self.tr("Waiting for {player} to choose dice").format(
                player=player_name(self.controller, state.decider())))
        elif handing_over is not None:
            self.status_label.setText(self.tr("Waiting for {player} to take the screen").format(
                player=player_name(self.controller, handing_over)))
        elif self.controller.decider() not in (None, self.attacker) and state.owner[self.target] == self.defender:
            # Someone else decides in the middle of the battle (Legacy's missiles after a roll).
            self.status_label.setText(self.tr("Waiting for {player} to decide").format(
                player=player_name(self.controller, self.controller.decider())))
            if self._roll_held(state):
                # The dice are rolled (as rolled: missiles may still change them), not "none yet".
                self.dice.set_roll(sorted(state.held_attack, reverse=True), sorted(state.held_defence, reverse=True))
        else:
            waiting = False
            if self._status_waits:
                # They have answered: no longer waiting for them; the last roll's result again.
                self.status_label.setText(self._last_result)
            if attack is None and not self._performing:
                reason = self.controller.explain(Attack(self.source, self.target, 1))
                if reason:
                    self.status_label.setText(reason)
        self._status_waits = waiting
        if attack is not None:
            allowed = self.controller.rules.count_range(state, attack)
            keep = self.dice_spin.value() if self.dice_spin.value() in allowed else allowed.stop - 1
            self.dice_spin.setRange(allowed.start, allowed.stop - 1)
            self.dice_spin.setValue(keep)
            if self._auto is None:
                self.until_left_spin.setMaximum(max(1, state.armies[self.source] - 1))
        if attack is None and (defending or handing_over is not None or self.controller.decider() != self.attacker):
            self._others_decided = True
        elif attack is not None and self._others_decided:
            self._others_decided = False
            self._regain_timer.start(REGAIN_MS)
        self._update_buttons(attack is not None and not self._regain_timer.isActive())
        if self._auto is not None:
            if self._auto_done(state):
                self._stop_auto()
            elif attack is not None and not self._roll_timer.isActive():
                self._roll_timer.start(self.ROLL_INTERVAL_MS)

    def buttons_wait(self) -> bool:
        """Whether the buttons wait out the moment after someone else decided."""
        return self._regain_timer.isActive()

    def _attacker_at_screen(self) -> bool:
        """Whether the attacker may act now (not while the screen is handed to someone)."""
        controller = self.controller
        return controller.decider() == self.attacker and controller.waiting_for_handoff() is None

    def _moving_in(self, state) -> bool:
        return state.phase == Phase.OCCUPY and (state.attack_source, state.attack_target) == (
            self.source, self.target)

    def _show_sides(self, state, source_armies: int | None = None, target_armies: int | None = None) -> None:
        """The two territories with their owners and armies (or the armies given: while moving
        in, the split the slider would make)."""
        controller = self.controller
        units = words_of(self.controller.rules).units
        self.attacker_side.show_side(
            self.source_name, player_name(controller, self.attacker), player_colour(controller, self.attacker),
            units(state.armies[self.source] if source_armies is None else source_armies))
        holder = state.owner[self.target]
        self.defender_side.show_side(
            self.target_name, player_name(controller, holder), player_colour(controller, holder),
            units(state.armies[self.target] if target_armies is None else target_armies))

    def _show_odds(self, state) -> None:
        modifiers, uses = battle_modifiers(self.controller, self.source, self.target)
        odds = battle_odds(state.armies[self.source] - 1, state.armies[self.target], modifiers, uses)
        self.modifiers_label.setText("\n".join(modifier_text(self.controller, m) for m in modifiers))
        self.modifiers_label.setVisible(bool(modifiers))
        self.odds_label.setText(self.tr("Chance of taking {territory}: {percent}").format(
            territory=self.target_name, percent=percent(odds.win)))
        locale = QLocale()
        self.losses_label.setText(self.tr(
            "Expected losses if you fight to the end: {attacker} {attacker_losses}, {defender} {defender_losses}"
        ).format(
            attacker=player_name(self.controller, self.attacker),
            defender=player_name(self.controller, self.defender),
            attacker_losses=locale.toString(odds.expected_attacker_losses, "f", 1),
            defender_losses=locale.toString(odds.expected_defender_losses, "f", 1),
        ))

    def _update_buttons(self, can_attack: bool) -> None:
        automatic = self._auto is not None
        self.dice_spin.setEnabled(can_attack and not automatic)
        self.roll_button.setEnabled(can_attack and not automatic)
        self.until_won_button.setEnabled(can_attack and not automatic)
        above = self.controller.state.armies[self.source] > self.until_left_spin.value()
        self.until_left_button.setEnabled(can_attack and not automatic and above)
        self.until_left_spin.setEnabled(not automatic)
        self.stop_button.setEnabled(automatic)

    def _update_until_left_text(self) -> None:
        self.until_left_button.setText(self.tr("Attack until {count} &left").format(
            count=self.until_left_spin.value()))
        self.until_left_button.setAccessibleName(self.until_left_button.text().replace("&", ""))

    def _on_until_left_changed(self) -> None:
        self._update_until_left_text()
        if not self._ended and not self._moving_in(self.controller.state):
            self._update_buttons(legal_attack(self.controller, self.source, self.target) is not None)

    def _show_move_in(self, state) -> None:
        self._stop_auto_quietly()
        self.pages.setCurrentIndex(1)
        self.odds_label.setText(self.tr("{territory} captured!").format(territory=self.target_name))
        self.losses_label.clear()
        self.status_label.clear()
        low, high = state.occupy_min, state.occupy_max
        self.move_in_text.setText(self.tr(
            "Move armies from {source} into {target}: at least {minimum}, the dice you rolled."
        ).format(source=self.source_name, target=self.target_name, minimum=low))
        for widget in (self.occupy_slider, self.occupy_spin):
            widget.blockSignals(True)
            widget.setRange(low, high)
            widget.setValue(high)
            widget.blockSignals(False)
        self._update_stays()
        self.move_in_button.setFocus()

    def _update_stays(self) -> None:
        state = self.controller.state
        if not self._moving_in(state):
            return
        # The rolled dice's armies are already in: Occupy(n) leaves n there in all.
        stays = state.armies[self.source] + state.occupy_min - self.occupy_slider.value()
        self.stays_label.setText(self.tr("{territory} keeps {units}").format(
            territory=self.source_name, units=words_of(self.controller.rules).units(stays)))
        # The two boxes follow the slider too: they showed the dice's minimum already moved in
        # while the slider said more (found in an independent first-hour check).
        moved_in = state.armies[self.target] - state.occupy_min + self.occupy_slider.value()
        self._show_sides(state, stays, moved_in)

    def _stop_auto_quietly(self) -> None:
        self._auto = None
        self._roll_timer.stop()

    # -- closing ----------------------------------------------------------------------------------
    def _end(self, message: str) -> None:
        """The battle cannot go on: show why, keep the last roll in view a moment, close."""
        self._stop_auto_quietly()
        self._update_buttons(False)
        self.status_label.setText(message)
        self.retreat_button.setText(self.tr("&Close"))
        self.retreat_button.setAccessibleName(self.tr("Close"))
        self.retreat_button.setEnabled(True)
        self.retreat_button.setFocus()
        if not self._close_timer.isActive():
            self._close_timer.start(self.CLOSE_DELAY_MS)

    def _finish(self) -> None:
        self.accept()

    def reject(self) -> None:
        # The game cannot go on until the captured territory is filled: no leaving then.
        if self._moving_in(self.controller.state) and not self._ended:
            return
        super().reject()

    def done(self, result: int) -> None:
        if not self._ended:
            self._ended = True
            self._stop_auto_quietly()
            self._close_timer.stop()
            for signal, slot in ((self.controller.eventsHappened, self._on_events),
                                 (self.controller.stateChanged, self._refresh),
                                 (self.controller.refused, self._on_refused),
                                 (self.controller.humanTurn, self._on_screen_changed),
                                 (self.controller.handoffNeeded, self._on_screen_changed)):
                with contextlib.suppress(RuntimeError, TypeError):  # already gone with the controller
                    signal.disconnect(slot)
        super().done(result)


class DefendDialog(QDialog):
    """A human defender chooses 1 or 2 dice, seeing the exact odds of this roll for each."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("defendDialog")
        self.setWindowTitle(self.tr("Defend"))
        self.setAccessibleName(self.windowTitle())
        self.setModal(True)
        state = controller.state
        names = controller.names
        self.defender = state.decider()
        self.attacker = state.current
        source, target = state.attack_source, state.attack_target
        dice = state.attack_dice
        allowed = controller.rules.count_range(state, Defend(2))
        self.choices = list(allowed)

        question = QLabel(self)
        question.setObjectName("defendQuestion")
        question.setWordWrap(True)
        # The two-player game: the attacker's opponent chooses the neutral army's dice.
        self.owner = state.owner[target]
        for_someone_else = self.owner != self.defender
        if for_someone_else and len(self.choices) > 1:
            text = self.tr("{player}, {owner}'s {target} is attacked from {source} with {dice}: defend it with "
                           "1 or 2 dice?")
        elif for_someone_else:
            text = self.tr("{player}, {owner}'s {target} is attacked from {source} with {dice}: defend it with "
                           "1 die.")
        elif len(self.choices) > 1:
            text = self.tr("{player}, {target} is attacked from {source} with {dice}: defend with 1 or 2 dice?")
        else:
            text = self.tr("{player}, {target} is attacked from {source} with {dice}: defend with 1 die.")
        question.setText(text.format(player=player_name(controller, self.defender), target=names.territory(target),
                                     source=names.territory(source), dice=counts().dice(dice),
                                     owner=player_name(controller, self.owner)))
        question.setAccessibleName(question.text())
        self.question = question

        grid = QGridLayout()
        self.odds_labels: dict[int, QLabel] = {}
        self.buttons: dict[int, QPushButton] = {}
        attacker_name = player_name(controller, self.attacker)
        for row, count in enumerate(self.choices):
            if count == 1:
                button = QPushButton(self.tr("Defend with &1 die"), self)
                button.setObjectName("defendOne")
            else:
                button = QPushButton(self.tr("Defend with &2 dice"), self)
                button.setObjectName("defendTwo")
            button.setAccessibleName(button.text().replace("&", ""))
            button.clicked.connect(lambda _=False, n=count: self._defend(n))
            label = QLabel(self._odds_text(dice, count, attacker_name), self)
            label.setObjectName(f"defendOdds{count}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(button, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(label, row, 1)
            self.buttons[count] = button
            self.odds_labels[count] = label
        if self.choices:
            self.buttons[self.choices[-1]].setDefault(True)
        self.status = QLabel(self)
        self.status.setObjectName("defendStatus")
        self.status.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addLayout(grid)
        layout.addWidget(self.status)
        self.setMinimumWidth(400)
        controller.stateChanged.connect(self._check_still_needed)
        self._listening = True

    @staticmethod
    def needed(controller) -> bool:
        """Whether a person must choose defence dice now (the window then shows this dialog)."""
        state = controller.state
        return state.phase == Phase.DEFEND and controller.is_human(state.decider())

    def _odds_text(self, attacker_dice: int, defender_dice: int, attacker: str) -> str:
        lines = []
        state = self.controller.state
        modifiers, _uses = battle_modifiers(self.controller, state.attack_source, state.attack_target)
        outcomes = roll_outcomes(attacker_dice, defender_dice, modifiers)
        # Best outcome for the defender first: the attacker losing the most.
        if self.owner == self.defender:
            template = self.tr("{percent}: you lose {defender_losses}, {attacker} loses {attacker_losses}")
        else:
            template = self.tr("{percent}: {owner} loses {defender_losses}, {attacker} loses {attacker_losses}")
        for (attacker_losses, defender_losses), probability in sorted(outcomes.items(), reverse=True):
            lines.append(template.format(
                percent=percent(float(probability)), defender_losses=defender_losses, attacker=attacker,
                attacker_losses=attacker_losses, owner=player_name(self.controller, self.owner)))
        return "\n".join(lines)

    def _defend(self, dice: int) -> None:
        self.status.clear()
        reason = self.controller.attempt(Defend(dice))
        if reason is None:
            self.accept()
        else:
            self.status.setText(reason)

    def _check_still_needed(self) -> None:
        # A loaded game, or a choice made elsewhere: this question is no longer asked.
        if self.isVisible() and not self.needed(self.controller):
            self.reject()

    def done(self, result: int) -> None:
        if self._listening:
            self._listening = False
            with contextlib.suppress(RuntimeError, TypeError):
                self.controller.stateChanged.disconnect(self._check_still_needed)
        super().done(result)
