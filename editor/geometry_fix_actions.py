"""Fixing the geometry problems validation reports (border mismatches, thin gaps, small
overlaps, slivers): Map ▸ Fix Problems and the Problems dock's Fix buttons.

The geometry is engine/board/geometry_fixes.py; here a fix becomes one undo step
(:class:`FixGeometry`), and "Fix All" works on a fresh validation of the map, so it fixes
what is wrong now, not what the last (possibly pending) background check saw.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QCursor
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from editor.commands.geometry_fix_commands import FixGeometry
from editor.document.map_document import MapDocument
from editor.map_actions import make_action
from engine.board.geometry_fixes import FIXABLE_CODES, FixOutcome, Skipped, fix_all, fix_problems
from engine.board.problems import Problem


def undo_text(code: str, count: int) -> str:
    """The undo step's name: what was fixed."""
    one = count == 1
    if code == "border-mismatch":
        text = (QCoreApplication.translate("GeometryFix", "Fix Border Mismatch") if one
                else QCoreApplication.translate("GeometryFix", "Fix {count} Border Mismatches"))
    elif code == "gap":
        text = (QCoreApplication.translate("GeometryFix", "Close Thin Gap") if one
                else QCoreApplication.translate("GeometryFix", "Close {count} Thin Gaps"))
    elif code == "overlap":
        text = (QCoreApplication.translate("GeometryFix", "Remove Overlap") if one
                else QCoreApplication.translate("GeometryFix", "Remove {count} Overlaps"))
    elif code == "sliver":
        text = (QCoreApplication.translate("GeometryFix", "Give Sliver to Neighbour") if one
                else QCoreApplication.translate("GeometryFix", "Give {count} Slivers to Neighbours"))
    else:
        text = (QCoreApplication.translate("GeometryFix", "Fix Geometry Problem") if one
                else QCoreApplication.translate("GeometryFix", "Fix {count} Geometry Problems"))
    return text.format(count=count)


def skip_text(skipped: Skipped) -> str:
    """Why a problem was left alone, in the user's language."""
    reasons = {
        "not-geometry": QCoreApplication.translate("GeometryFix", "not a geometry problem"),
        "gone": QCoreApplication.translate("GeometryFix", "its territories are no longer on the map"),
        "geometry-error": QCoreApplication.translate("GeometryFix", "the geometry could not be fixed"),
        "invalid": QCoreApplication.translate("GeometryFix", "fixing it would leave an invalid outline"),
        "overlap": QCoreApplication.translate("GeometryFix", "fixing it would make territories overlap"),
    }
    reason = reasons.get(skipped.reason, skipped.reason)
    return f"{reason}: {skipped.detail}" if skipped.detail else reason


def fix_geometry(document: MapDocument, problems: Sequence[Problem]) -> FixOutcome:
    """Fix ``problems`` (those of a fixable kind) as ONE undo step; nothing pushed if nothing changed."""
    problems = [p for p in problems if p.code in FIXABLE_CODES]
    outcome = fix_problems(document.board, problems)
    push_fix(document, outcome)
    return outcome


def push_fix(document: MapDocument, outcome: FixOutcome) -> None:
    if outcome.changes:
        codes = {p.code for p in outcome.fixed}
        code = codes.pop() if len(codes) == 1 else ""
        document.undo_stack.push(FixGeometry(document, outcome.changes, undo_text(code, len(outcome.fixed))))


@contextlib.contextmanager
def busy() -> Iterator[None]:
    """A wait cursor: Fix All validates the whole map, a second or two on 5,000 territories."""
    QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


def fix_all_of_kind(document: MapDocument, codes: Sequence[str]) -> FixOutcome:
    """Validate the map now and fix every problem of these kinds, as one undo step."""
    with busy():
        outcome = fix_all(document.board, codes)
    push_fix(document, outcome)
    return outcome


def outcome_message(outcome: FixOutcome) -> str:
    """What a fix did, for the status bar."""
    fixed, skipped = len(outcome.fixed), len(outcome.skipped)
    if not fixed and not skipped:
        return QCoreApplication.translate("GeometryFix", "Nothing to fix: no such problems on the map.")
    parts = []
    if fixed == 1:
        parts.append(QCoreApplication.translate("GeometryFix", "Fixed 1 problem."))
    elif fixed:
        parts.append(QCoreApplication.translate("GeometryFix", "Fixed {count} problems.").format(count=fixed))
    if skipped:
        first = outcome.skipped[0]
        parts.append(QCoreApplication.translate(
            "GeometryFix", "Not fixed: {count} (the first, between {ids}: {reason}).").format(
            count=skipped, ids=", ".join(first.problem.ids[:2]), reason=skip_text(first)))
    return " ".join(parts)


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
        self.fix_everything = make_action(
            owner, "action.fixAllGeometry", self.tr("Fix &All Geometry Problems"), ["Ctrl+Shift+F"],
            lambda: self.fix(FIXABLE_CODES),
            tip=self.tr("Fix every border mismatch, thin gap, small overlap and sliver in one step"))

    def actions(self) -> list[QAction]:
        return [self.fix_mismatches, self.fix_gaps, self.fix_overlaps, self.fix_slivers, None, self.fix_everything]

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
        self.message.emit(outcome_message(outcome))
        return outcome
