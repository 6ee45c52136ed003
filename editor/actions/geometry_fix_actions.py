"""Fixing the geometry problems validation reports (border mismatches, thin gaps, small
overlaps, slivers): Map ▸ Fix Problems and the Problems dock's Fix buttons.

The geometry is engine/board/geometry_fixes.py; here a fix becomes one undo step
(:class:`FixGeometry`), and "Fix All" works on a fresh validation of the map, so it fixes
what is wrong now, not what the last (possibly pending) background check saw.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from editor.actions.menu_items import make_action
from editor.editing.geometry_fixes import fix_all_of_kind, outcome_message
from engine.board.geometry_fixes import FIXABLE_CODES, FixOutcome


class GeometryFixActions(QObject):
    """Map ▸ Fix Problems: Fix All of one kind, or of every geometry kind, for the current document."""

    message = Signal(str)

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner)
        self._context = None
        self.fix_mismatches = make_action(
            owner, "action.fixBorderMismatches", self.tr("Fix All &Border Mismatches"), [],
            lambda: self.fix(("border-mismatch",)),
            tip=self.tr("Where a corner of one territory lies on a neighbour's edge, make it a corner of both"))
        self.fix_gaps = make_action(
            owner, "action.fixGaps", self.tr("Close All Thin &Gaps"), [], lambda: self.fix(("gap",)),
            tip=self.tr("Snap each territory's edge onto the neighbour it almost touches"))
        self.fix_overlaps = make_action(
            owner, "action.fixOverlaps", self.tr("Remove All Small &Overlaps"), [], lambda: self.fix(("overlap",)),
            tip=self.tr("Cut each overlap out of one side, which then follows the other's border"))
        self.fix_slivers = make_action(
            owner, "action.fixSlivers", self.tr("Give All &Slivers to Their Neighbours"), [],
            lambda: self.fix(("sliver",)),
            tip=self.tr("Join each sliver to the neighbour with the longest side along it"))
        self.fix_crossings = make_action(
            owner, "action.fixSelfIntersections", self.tr("Repair All Self-&Intersections"), [],
            lambda: self.fix(("invalid-polygon",)),
            tip=self.tr("Split each outline that crosses itself at the crossing, or drop the corner that "
                        "made it cross, whichever changes least"))
        self.fix_everything = make_action(
            owner, "action.fixAllGeometry", self.tr("Fix &All Geometry Problems"), ["Ctrl+Shift+F"],
            lambda: self.fix(FIXABLE_CODES),
            tip=self.tr("Repair every self-intersection and fix every border mismatch, thin gap, small overlap "
                        "and sliver in one step"))

    def actions(self) -> list[QAction]:
        return [self.fix_crossings, self.fix_mismatches, self.fix_gaps, self.fix_overlaps, self.fix_slivers, None,
                self.fix_everything]

    def menu(self, parent: QWidget) -> QMenu:
        menu = QMenu(self.tr("&Fix Problems"), parent)
        menu.setObjectName("menu.fixProblems")
        menu.setAccessibleName(self.tr("Fix Problems"))
        for action in self.actions():
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        return menu

    def set_context(self, context) -> None:
        self._context = context

    def fix(self, codes: Sequence[str]) -> FixOutcome | None:
        if self._context is None:
            return None
        outcome = fix_all_of_kind(self._context.document, codes)
        self.message.emit(outcome_message(outcome, self._context.document.board))
        return outcome
