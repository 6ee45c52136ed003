"""What a click on the board means in a Legacy game.

Besides the classic clicks (placing, attacking, maneuvering), Legacy decides places on the map:
a start, a scar, a reward's city. A page of the decision panel (or the tool itself) asks for one
with :meth:`LegacyPlayTool.pick_territory`: the places allowed are highlighted, a click on one
answers, a click elsewhere says why not. Escape gives up the choice.

Choosing a start, the legal starts stand out (the rest of the land is shaded), hovering a
territory says whether it is a legal start and, if not, which condition fails (the engine's
own reason); a refused click says it in the status bar and on the set-up page
(``startRefused``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal

from editor.language.counts import counts
from editor.play.legacy.expand_dialog import ExpandDialog, city_cost_text
from editor.play.play_tool import PlayTool
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import ChooseStart, Expand
from engine.rules.legacy.state import JOIN_THE_WAR, PICK_START

START_PHASES = (PICK_START, JOIN_THE_WAR)


class LegacyPlayTool(PlayTool):
    """The play tool, with Legacy's clicks: a start, an expansion, a scar card, a reward."""

    startRefused = Signal(int, str)  # noqa: N815 (Qt naming) a start clicked that is not legal: where, and why

    def __init__(self, controller, board, parent=None) -> None:
        self._expansions: dict[int, set[int]] = {}  # in the attack phase: source -> empty land it may expand into
        self.expand_dialog: ExpandDialog | None = None
        super().__init__(controller, board, parent)

    def click(self, territory: int | None, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
        picking_start = self._picking is None and self.controller.state.phase in START_PHASES
        if picking_start and territory is not None and self.can_act():
            # A start: the engine says why not (an HQ next to another, a marked territory ...).
            if not self._perform(ChooseStart(territory)):
                self.startRefused.emit(territory, self.controller.explain(ChooseStart(territory)) or "")
            return
        super().click(territory, modifiers)

    def refresh(self, *_args) -> None:
        super().refresh()
        if not self._active:
            return
        if self._picking is None and self.can_act() and self.controller.state.phase in START_PHASES:
            self.board.highlight(self.legal_starts(), set(), None, choices=True)

    # -- starts ------------------------------------------------------------------------------------
    def legal_starts(self) -> frozenset[int]:
        """Where the person deciding may start (or join the war), as the engine lists it."""
        return frozenset(a.territory for a in self.controller.legal_actions() if isinstance(a, ChooseStart))

    def start_words(self, territory: int) -> str:
        """'a legal start', or the engine's reason it is not one."""
        if territory in self.legal_starts():
            return self.tr("a legal start: click to start here")
        reason = self.controller.explain(ChooseStart(territory))
        return self.tr("not a legal start: {reason}").format(reason=reason) if reason else \
            self.tr("not a legal start")

    # -- expanding -----------------------------------------------------------------------------------
    def _attack_moves(self) -> dict[int, set[int]]:
        """Attacks and expansions: a click on empty land expands, on an enemy's attacks."""
        moves = super()._attack_moves()
        self._expansions = {}
        for action in self.controller.legal_actions():
            if isinstance(action, Expand):
                self._expansions.setdefault(action.source, set()).add(action.target)
                moves.setdefault(action.source, set()).add(action.target)
        return moves

    def expansions(self) -> dict[int, set[int]]:
        """Each territory the current player may expand from, with the empty land it reaches."""
        return self._expansions

    def _attack_click(self, territory: int) -> None:
        state = self.controller.state
        names = self.controller.names.territories
        source = self._source
        if state.owner[territory] != NOBODY:
            if state.owner[territory] == state.current and territory != source and territory in self._moves:
                self._choose(territory, self.tr(
                    "From {territory}: click a territory outlined in red — an enemy's to attack it, an empty "
                    "one to expand into it.").format(territory=names[territory]))
                return
            super()._attack_click(territory)
            return
        # Empty land: expanding, never an attack.
        if source is not None and territory in self._expansions.get(source, ()):
            self.expand(source, territory)
        elif source is not None:
            self.status.emit(self._why_not_expand(source, territory))
        elif any(territory in targets for targets in self._expansions.values()):
            self.status.emit(self.tr("First click one of your territories next to {territory} to expand into it.")
                             .format(territory=names[territory]))
        else:
            self.status.emit(self.tr("None of your territories can expand into {territory}.")
                             .format(territory=names[territory]))

    def _why_not_expand(self, source: int, target: int) -> str:
        count = max(1, self.controller.state.armies[source] - 1)
        return self.controller.explain(Expand(source, target, count)) or self._hint()

    def _pair(self, source: int | None, target: int) -> None:
        state = self.controller.state
        if (source is not None and self.can_act() and state.phase == Phase.ATTACK
                and state.owner[target] == NOBODY):
            if target in self._expansions.get(source, ()):
                self.expand(source, target)
            else:
                self.status.emit(self._why_not_expand(source, target))
            self.refresh()
            return
        super()._pair(source, target)

    def expand(self, source: int, target: int) -> None:
        """Expand from ``source`` into ``target``: at once when only one count is possible and
        no city costs troops; else a dialog asks how many (and shows the city's cost)."""
        controller = self.controller
        state = controller.state
        listed = [a for a in controller.legal_actions()
                  if isinstance(a, Expand) and (a.source, a.target) == (source, target)]
        if not listed:
            self.status.emit(self._why_not_expand(source, target))
            return
        allowed = controller.rules.count_range(state, listed[0])
        if len(allowed) == 1 and not controller.rules.expand_cost(state, target):
            names = controller.names.territories
            if self._perform(Expand(source, target, allowed.start)):
                self.status.emit(self.tr("%n troop(s) expand from {source} into {target}.", "", allowed.start).format(
                    source=names[source], target=names[target]))
            return
        cost = city_cost_text(controller, target)
        if cost:
            self.status.emit(cost)
        if self.expand_dialog is not None:
            self.expand_dialog.close()
        parent = self.parent() if hasattr(self.parent(), "isWindow") else None
        self.expand_dialog = ExpandDialog(controller, source, target, parent)
        self.expand_dialog.finished.connect(self._expand_dialog_closed)
        self.expand_dialog.show()

    def _expand_dialog_closed(self, _result: int) -> None:
        self.expand_dialog = None
        self.refresh()

    # -- words ---------------------------------------------------------------------------------------
    def describe(self, territory: int) -> str:
        """The hover line, with what a city costs to expand into when the land is empty; while
        a start is chosen, whether this is a legal start, or why not."""
        text = super().describe(territory)
        if self._picking is None and self.can_act() and self.controller.state.phase in START_PHASES:
            return text + " — " + self.start_words(territory)
        if self.controller.state.owner[territory] == NOBODY:
            cost = city_cost_text(self.controller, territory)
            if cost:
                text += " — " + cost
        return text

    def _actionable(self, territory: int) -> bool:
        if self.can_act() and self.controller.state.phase in START_PHASES:
            return territory in self.legal_starts()
        return super()._actionable(territory)

    def _hint(self) -> str:
        if self._picking is not None and self.can_act():
            return self._picking[1]
        state = self.controller.state
        if self.can_act() and state.phase == PICK_START:
            return self.tr("Click a highlighted territory for your HQ and {troops}.").format(
                troops=counts().troops(self.controller.rules.options.starting_troops))
        if self.can_act() and state.phase == JOIN_THE_WAR:
            return self.tr("Click a highlighted territory to join the war there with {troops}.").format(
                troops=counts().troops(self.controller.rules.options.troops_to_join))
        if self.can_act() and state.phase == Phase.ATTACK and self._source is None:
            return self.tr("Click one of your territories outlined in white to attack or expand from it, or end "
                           "the attack.")
        return super()._hint()
