"""The setup of a Legacy game, for a person: the rolled choice order, a faction (with its
power) by a button, then a start by a click on one of the highlighted territories (the Legacy
tool turns that click into ChooseStart; these pages say what to do)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from editor.language.catalogue_text import catalogue_text
from editor.language.counts import counts
from editor.play.legacy.pages.common import (
    Page,
    choice_order_text,
    faction_name,
    power_of,
)
from engine.rules.legacy.actions import ChooseFaction, ChooseStart
from engine.rules.legacy.state import JOIN_THE_WAR

# lupdate reads the context from literal translate("Context", "text") calls.
translate = QCoreApplication.translate


class ChooseFactionPage(Page):
    """Each faction still free, with its name and power, and a button to play it."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "chooseFactionPage", translate("LegacyPages", "Choose your faction"))
        self.order = self.label("choiceOrder", translate("LegacyPages", "Choice order"))
        self.box.addWidget(self.order)
        self.factions = QWidget(self)
        self.factions.setObjectName("factionChoices")
        self.factions.setAccessibleName(translate("LegacyPages", "Factions still free"))
        self.factions_box = QVBoxLayout(self.factions)
        self.factions_box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(self.factions)
        self.finish_layout()
        self.buttons: dict[str, object] = {}
        self._shown: tuple = ()

    def refresh(self) -> None:
        self.title.setText(translate("LegacyPages", "{player}, choose your faction").format(player=self.decider_name()))
        self.order.setText(choice_order_text(self.controller))
        free = tuple(a.faction for a in self.controller.legal_actions() if isinstance(a, ChooseFaction))
        if free != self._shown:
            self._shown = free
            self._show_factions(free)

    def _show_factions(self, free: tuple[str, ...]) -> None:
        while self.factions_box.count():
            item = self.factions_box.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.buttons = {}
        for faction in free:
            frame = QFrame(self.factions)
            frame.setObjectName(f"faction-{faction}")
            frame.setFrameShape(QFrame.Shape.StyledPanel)
            name = faction_name(self.controller, faction)
            power = power_of(self.controller, faction)
            layout = QVBoxLayout(frame)
            layout.setContentsMargins(6, 4, 6, 4)
            text = self.label(f"factionPower-{faction}", translate(
                "LegacyPages", "Power of {faction}").format(faction=name))
            text.setParent(frame)
            if power is not None:
                text.setText(translate("LegacyPages", "<b>{power}</b>: {text}").format(
                    power=catalogue_text(power.name), text=catalogue_text(power.text)))
            else:
                text.setText(translate("LegacyPages", "No starting power"))
            button = self.button(f"chooseFaction-{faction}", translate(
                "LegacyPages", "Play {faction}").format(faction=name),
                                 lambda _=False, f=faction: self.perform(ChooseFaction(f)), frame)
            frame.setAccessibleName(name)
            layout.addWidget(button)
            layout.addWidget(text)
            self.factions_box.addWidget(frame)
            self.buttons[faction] = button


class ChooseStartPage(Page):
    """Says where to click: a highlighted territory for the HQ and its troops (or, joining the
    war, for the troops that come back); a click on a territory that is not a legal start is
    answered here, with the condition it fails ("Egypt is next to Ada's HQ ...")."""

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent, "chooseStartPage", translate("LegacyPages", "Choose your start"))
        self.order = self.label("choiceOrder", translate("LegacyPages", "Choice order"))
        self.what = self.label("startHint", translate("LegacyPages", "Where to start"))
        self.refusal.setObjectName("startRefusal")
        self.refusal.setAccessibleName(translate("LegacyPages", "Why that start is refused"))
        self.box.addWidget(self.what)
        self.box.addWidget(self.order)
        self.finish_layout()
        self._listening = None  # the board's tool whose refused starts are shown here
        self._deciding: tuple | None = None  # (phase, decider) the refusal shown was for

    def show_refusal(self, _territory: int, reason: str) -> None:
        """A start clicked on the board was refused: say why, on the page."""
        self.refusal.setText(reason)

    def _listen_to_tool(self) -> None:
        tool = self.tool()
        signal = getattr(tool, "startRefused", None)
        if signal is not None and tool is not self._listening:
            self._listening = tool
            signal.connect(self.show_refusal)

    def refresh(self) -> None:
        self._listen_to_tool()
        controller = self.controller
        deciding = (controller.state.phase, controller.decider())
        if deciding != self._deciding:
            self._deciding = deciding
            self.refusal.clear()  # another player chooses now: the last refusal was not theirs
        state = controller.state
        options = controller.rules.options
        starts = [a.territory for a in controller.legal_actions() if isinstance(a, ChooseStart)]
        player = self.decider_name()
        if state.phase == JOIN_THE_WAR:
            self.title.setText(translate("LegacyPages", "{player}, join the war").format(player=player))
            self.what.setText(translate(
                "LegacyPages", "Click a highlighted territory to come back with {troops} (no new HQ): "
                                 "{starts}.").format(troops=counts().troops(options.troops_to_join),
                                                     starts=counts().legal_starts(len(starts))))
            self.order.hide()
        else:
            self.title.setText(translate("LegacyPages", "{player}, choose your start").format(player=player))
            self.what.setText(translate(
                "LegacyPages", "Click a highlighted territory for your HQ and {troops}: {starts}.").format(
                troops=counts().troops(options.starting_troops), starts=counts().legal_starts(len(starts))))
            self.order.setText(choice_order_text(controller))
            self.order.show()
