"""The missile window, for a person: after a roll, before the losses, each missile holder in
priority order may set one die to a 6, or pass. The person asked may not be the one whose turn
it is; the decision is public (the rules say so), so no hand-off screen comes first.

A person is asked only when a missile of theirs could change who loses troops in this roll
(engine/rules/legacy/missile_effect.py); otherwise the page passes for them without showing
itself, so that "Attack until won" rolls on. The dice shown and named are the dice as they
stand after the modifiers (scars, fortification, powers), and only the dice worth a missile
are offered, equal dice told apart by their place ("the attacker's second 4").

"Never ask me this game" makes the page pass for that person from then on, for this game only:
in a campaign it is kept in the campaign file (``Campaign.missiles_unasked``, saved at once
through the session, editor/play/legacy/session.py), so reopening the campaign does not ask
again; a game outside a campaign keeps it per controller in this module's memory.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from editor.language.counts import counts
from editor.play.dice_widget import DiceWidget
from editor.play.event_text import seat_name
from editor.play.legacy.dice_words import dice_rows, die_names
from editor.play.legacy.pages.common import Page, change_text
from editor.play.legacy.session import session_of
from engine.core.actions import Pass
from engine.rules.legacy.actions import FireMissile
from engine.rules.legacy.dice import ATTACK, DEFENCE, apply_modifiers
from engine.rules.legacy.missile_effect import faces_now, own_sides, useful_missiles
from engine.rules.legacy.state import MISSILE_WINDOW

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

# controller -> the seats who asked never to be asked again in its game (outside a campaign)
_NEVER_ASK: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def never_ask(controller) -> set[int]:
    """The seats that pass every missile window of ``controller``'s game without being asked."""
    session = session_of(controller)
    if session is None:
        return set(_NEVER_ASK.get(controller, ()))
    names = set(session.missiles_unasked())
    return {seat for seat, player in enumerate(controller.state.players) if player.name in names}


def set_never_ask(controller, seat: int, never: bool) -> None:
    """``seat`` is never asked again this game (``never``), or asked again."""
    session = session_of(controller)
    if session is not None:
        session.set_missile_question(controller.state.players[seat].name, ask=not never)
        return
    seats = _NEVER_ASK.setdefault(controller, set())
    if never:
        seats.add(seat)
    else:
        seats.discard(seat)


def held_roll(controller):
    """The roll waiting in the window, with the missiles fired so far and the modifiers (the
    engine's own dice arithmetic, engine/rules/legacy/dice.py)."""
    state = controller.state
    return apply_modifiers(state.held_attack, state.held_defence, held_modifiers(controller), state.held_missiles)


def held_modifiers(controller) -> list:
    state = controller.state
    return controller.rules.modifiers(state, len(state.held_attack), len(state.held_defence))


def worth_firing(controller, seat: int | None) -> list[tuple[str, int]]:
    """The dice (side, index in the natural roll) where ``seat``'s missiles could change the
    losses of the roll held in their favour (the attacker and the defender their own dice;
    anyone else either); none if they hold no missile."""
    state = controller.state
    if seat is None or state.phase != MISSILE_WINDOW or not state.held_attack:
        return []
    spare = state.players[seat].missiles
    if spare < 1:
        return []
    roll = held_roll(controller)
    sides = own_sides(seat, state.current, state.owner[state.attack_target])
    return useful_missiles(roll.natural_attack, roll.natural_defence, held_modifiers(controller),
                           state.held_missiles, spare, sides)


def passes_unasked(controller) -> bool:
    """Whether the person deciding in the missile window passes without being asked: they
    said "never ask me this game", or no missile of theirs could change this roll."""
    state = controller.state
    decider = controller.decider()
    if state.phase != MISSILE_WINDOW or not state.held_attack or not controller.is_human(decider):
        return False
    return decider in never_ask(controller) or not worth_firing(controller, decider)


class MissilePage(Page):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "missilePage", translate("LegacyPages", "Missiles"))
        self.battle = self.label("missileBattle", translate("LegacyPages", "The battle"))
        self.box.addWidget(self.battle)
        self.dice = DiceWidget(self)
        self.dice.setObjectName("missileDiceShown")
        self.dice.setAccessibleName(translate("LegacyPages", "The dice as they stand"))
        self.box.addWidget(self.dice)
        self.changes = self.label("missileDiceChanges", translate("LegacyPages", "Dice changed so far"))
        self.box.addWidget(self.changes)
        self.offered = self.label("missileOffered", translate("LegacyPages", "Which dice are offered"))
        self.offered.setText(translate(
            "LegacyPages", "Only the dice where a missile changes who loses troops are offered."))
        self.box.addWidget(self.offered)
        self.fire_buttons = QWidget(self)
        self.fire_buttons.setObjectName("missileDice")
        self.fire_buttons.setAccessibleName(translate("LegacyPages", "Dice a missile may set to 6"))
        self.fire_box = QVBoxLayout(self.fire_buttons)
        self.fire_box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(self.fire_buttons)
        row = QHBoxLayout()
        self.pass_button = self.button("missilePass", translate("LegacyPages", "Pass"), self._pass)
        self.never = QCheckBox(translate("LegacyPages", "Never ask me this game"), self)
        self.never.setObjectName("missileNeverAsk")
        self.never.setAccessibleName(self.never.text())
        self.never.toggled.connect(self._never_toggled)
        row.addWidget(self.pass_button)
        row.addWidget(self.never, 1)
        self.box.addLayout(row)
        self.finish_layout()
        self.buttons: dict[tuple[str, int], object] = {}
        self._shown: tuple = ()
        self._asked: int | None = None

    def answers_itself(self) -> bool:
        """Whether the page passes for the person now instead of asking (the panel hides it)."""
        return passes_unasked(self.controller)

    def refresh(self) -> None:
        controller = self.controller
        state = controller.state
        if state.phase != MISSILE_WINDOW or not state.held_attack:
            return
        if self.answers_itself():
            # Later, not from inside the controller's own signal (the window is not re-entered).
            QTimer.singleShot(0, self, self._pass_unasked)
            return
        decider = controller.decider()
        if decider != self._asked:
            self._asked = decider
            self.never.blockSignals(True)
            self.never.setChecked(decider in never_ask(controller))
            self.never.blockSignals(False)
        missiles = state.players[decider].missiles if decider is not None else 0
        self.title.setText(translate("LegacyPages", "{player}, fire a missile?").format(player=self.decider_name()))
        names = controller.names.territories
        defender = state.owner[state.attack_target]
        self.battle.setText(translate(
            "LegacyPages", "{attacker} attacks {target} ({defender}) from {source}. You have {missiles}: "
                           "each sets one die to an unmodifiable 6.").format(
            attacker=seat_name(controller, state.current), defender=seat_name(controller, defender),
            target=names[state.attack_target], source=names[state.attack_source],
            missiles=counts().missiles(missiles)))
        roll = held_roll(controller)
        self._show_dice(roll)
        self.changes.setText("\n".join(self._change_line(c) for c in roll.changes))
        self.changes.setVisible(bool(roll.changes))
        fires = tuple(FireMissile(side, index + 1) for side, index in worth_firing(controller, decider))
        words = self.die_words()
        if (fires, words) != self._shown:  # (the words too: a missile changes the faces named)
            self._shown = (fires, words)
            self._show_buttons(fires, words)

    def _show_dice(self, roll) -> None:
        """The dice as they stand (after modifiers and missiles), high to low; a changed die
        shows the face it was rolled with beside it."""
        changes = tuple((c.side, c.index, c.before, c.after, c.source) for c in roll.changes)
        rows = {side: dice_rows(natural, changes, side)
                for side, natural in ((ATTACK, roll.natural_attack), (DEFENCE, roll.natural_defence))}
        self.dice.set_roll([face for face, _, _ in rows[ATTACK]], [face for face, _, _ in rows[DEFENCE]],
                           ([natural for _, natural, _ in rows[ATTACK]], [natural for _, natural, _ in rows[DEFENCE]]))

    def _change_line(self, change) -> str:
        side = translate(
            "LegacyPages", "Attacker's die") if change.side == ATTACK else translate("LegacyPages", "Defender's die")
        return translate("LegacyPages", "{side}: {change}").format(side=side, change=change_text(
            self.controller, change.before, change.after, change.source))

    def die_words(self) -> dict[tuple[str, int], str]:
        """Every die of the roll held, by (side, index in the natural roll), as the page names it."""
        state = self.controller.state
        roll = held_roll(self.controller)
        faces = faces_now(roll.natural_attack, roll.natural_defence, held_modifiers(self.controller),
                          state.held_missiles)
        return {(side, index): name for side in (ATTACK, DEFENCE)
                for index, name in die_names(side, faces[side]).items()}

    def _show_buttons(self, fires, words: dict[tuple[str, int], str]) -> None:
        while self.fire_box.count():
            item = self.fire_box.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater leaves it painted until the loop runs
                item.widget().deleteLater()
        self.buttons = {}
        shown_order = list(words)  # attack then defence, each as the dice are shown
        for action in sorted(fires, key=lambda a: shown_order.index((a.side, a.die - 1))):
            text = translate("LegacyPages", "Make {die} a 6").format(die=words[(action.side, action.die - 1)])
            button = self.button(f"fireMissile-{action.side}-{action.die}", text,
                                 lambda _=False, a=action: self.perform(a), self.fire_buttons)
            self.fire_box.addWidget(button)
            self.buttons[(action.side, action.die)] = button

    def _pass(self) -> None:
        self.perform(Pass())

    def _never_toggled(self, checked: bool) -> None:
        decider = self.controller.decider()
        if decider is None:
            return
        set_never_ask(self.controller, decider, checked)
        if checked:
            self._pass_unasked()

    def _pass_unasked(self) -> None:
        """Pass for the person deciding, if they are not to be asked (checked again now: the
        window may have moved on since this was planned)."""
        controller = self.controller
        if passes_unasked(controller) and controller.waiting_for_handoff() is None:
            controller.perform(Pass())
