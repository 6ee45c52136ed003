"""The missile window, for a person: after a roll, before the losses, each missile holder in
priority order may set one die to a 6, or pass. The person asked may not be the one whose turn
it is; the decision is public (the rules say so), so no hand-off screen comes first.

"Never ask me this game" makes the page pass for that person from then on, for this game only:
the setting is kept per controller (one game) in this module's memory, not in the settings.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QVBoxLayout, QWidget

from editor.play.dice_widget import DiceWidget
from editor.play.event_text import seat_name
from editor.play.legacy.pages.common import Page, change_text
from engine.core.actions import Pass
from engine.rules.legacy.actions import FireMissile
from engine.rules.legacy.dice import ATTACK, apply_modifiers
from engine.rules.legacy.state import MISSILE_WINDOW

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate

# controller -> the seats who asked never to be asked again in its game
_NEVER_ASK: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def never_ask(controller) -> set[int]:
    """The seats that pass every missile window of ``controller``'s game without being asked."""
    return _NEVER_ASK.setdefault(controller, set())


def held_roll(controller):
    """The roll waiting in the window, with the missiles fired so far and the modifiers (the
    engine's own dice arithmetic, engine/rules/legacy/dice.py)."""
    state, rules = controller.state, controller.rules
    attack, defence = state.held_attack, state.held_defence
    modifiers = rules.modifiers(state, len(attack), len(defence))
    return apply_modifiers(attack, defence, modifiers, state.held_missiles)


class MissilePage(Page):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "missilePage", translate("LegacyPages", "Missiles"))
        self.battle = self.label("missileBattle", translate("LegacyPages", "The battle"))
        self.box.addWidget(self.battle)
        self.dice = DiceWidget(self)
        self.box.addWidget(self.dice)
        self.changes = self.label("missileDiceChanges", translate("LegacyPages", "Dice changed so far"))
        self.box.addWidget(self.changes)
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

    def refresh(self) -> None:
        controller = self.controller
        state = controller.state
        if state.phase != MISSILE_WINDOW or not state.held_attack:
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
            "LegacyPages", "{attacker} attacks {target} ({defender}) from {source}. You have {missiles} "
                               "missiles: each sets one die to an unmodifiable 6.").format(
            attacker=seat_name(controller, state.current), defender=seat_name(controller, defender),
            target=names[state.attack_target], source=names[state.attack_source], missiles=missiles))
        roll = held_roll(controller)
        self.dice.set_roll(roll.attack, roll.defence)
        self.changes.setText("\n".join(self._change_line(c) for c in roll.changes))
        self.changes.setVisible(bool(roll.changes))
        fires = tuple(a for a in controller.legal_actions() if isinstance(a, FireMissile))
        if fires != self._shown:
            self._shown = fires
            self._show_buttons(fires)
        if decider in never_ask(controller):
            QTimer.singleShot(0, self._pass_for_never_ask)

    def _change_line(self, change) -> str:
        side = translate(
            "LegacyPages", "Attacker's die") if change.side == ATTACK else translate("LegacyPages", "Defender's die")
        return translate("LegacyPages", "{side}: {change}").format(side=side, change=change_text(
            self.controller, change.before, change.after, change.source))

    def _show_buttons(self, fires) -> None:
        while self.fire_box.count():
            item = self.fire_box.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.buttons = {}
        state = self.controller.state
        for action in fires:
            natural = (state.held_attack if action.side == ATTACK else state.held_defence)[action.die - 1]
            if action.side == ATTACK:
                text = translate("LegacyPages", "Make the attacker's {value} a 6").format(value=natural)
            else:
                text = translate("LegacyPages", "Make the defender's {value} a 6").format(value=natural)
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
        if checked:
            never_ask(self.controller).add(decider)
            self._pass_for_never_ask()
        else:
            never_ask(self.controller).discard(decider)

    def _pass_for_never_ask(self) -> None:
        """Pass for the person asked, if they asked never to be asked (later: the window is
        not re-entered from inside its own refresh)."""
        controller = self.controller
        state = controller.state
        if (state.phase == MISSILE_WINDOW and controller.decider() in never_ask(controller)
                and controller.is_human(controller.decider()) and controller.waiting_for_handoff() is None):
            controller.perform(Pass())
