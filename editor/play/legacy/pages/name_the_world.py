"""Naming the world (phase name-the-world), after the fifteenth game.

"At the conclusion of the 15th game, once all rewards are chosen, the player who signed the
victor's section of the board the most times gets to name the planet! … If players are tied
for most wins, those tied players roll off" — the rules find who names it (rolling off any
tie) and suggest a name; this page says who and why, and takes the name typed, checked by
the rules before the world is named.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget

from editor.language.counts import counts
from editor.play.event_text import seat_name
from editor.play.legacy.pages.page_parts import heading, note, problem, show_problem
from engine.campaign.progress import world_naming_tie
from engine.rules.legacy.actions import NameWorld


class NameTheWorldPage(QWidget):
    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("nameTheWorldPage")
        self.setAccessibleName(self.tr("Naming the world"))
        self._namer: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(heading(self.tr("Name the world"), "nameTheWorldTitle", self))
        self.who = note("worldNamer", self.tr("Who names the world"), self)
        layout.addWidget(self.who)
        self.name = QLineEdit(self)
        self.name.setObjectName("worldName")
        self.name.setAccessibleName(self.tr("The world's name"))
        self.name.textEdited.connect(lambda _text: show_problem(self.problem, None))
        self.name.returnPressed.connect(self.name_it)
        layout.addWidget(self.name)
        self.problem = problem("worldNameProblem", self.tr("Why the name is refused"), self)
        layout.addWidget(self.problem)
        self.button = QPushButton(self.tr("&Name the World"), self)
        self.button.setObjectName("nameWorld")
        self.button.setAccessibleName(self.tr("Name the world"))
        self.button.clicked.connect(self.name_it)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)

    def refresh(self) -> None:
        namer = self.controller.decider()
        if namer == self._namer:
            return
        self._namer = namer
        suggested = next((a for a in self.controller.legal_actions() if isinstance(a, NameWorld)), None)
        # The rules suggest an English name (the bots take it); a person reads one in their language.
        self.name.setText(self.tr("The World of {player}").format(player=seat_name(self.controller, namer))
                          if suggested is not None else "")
        self.who.setText(self._why(namer))

    def _why(self, namer: int) -> str:
        controller = self.controller
        world = controller.rules.world_so_far(controller.state)
        name = seat_name(controller, namer)
        signed = sum(1 for s in world.signatures if s.player == controller.state.players[namer].name)
        text = self.tr("After fifteen games the war for this world is over. {player} signed the board most "
                       "often ({times}) and names the world.").format(player=name, times=counts().times(signed))
        tied = world_naming_tie(world)
        if len(tied) > 1:
            # "Tied with …" whether one or several: "{names} signed" would agree with their number in Spanish.
            text += " " + self.tr("Tied with {names} in signatures; {player} won the roll-off.").format(
                names=", ".join(p for p in tied if p != controller.state.players[namer].name), player=name)
        return text

    def name_it(self) -> None:
        action = NameWorld(self.name.text())
        show_problem(self.problem, None)
        reason = self.controller.attempt(action)
        if reason is not None:
            show_problem(self.problem, reason)
