"""Fixing the geometry problems validation reports (border mismatches, thin gaps, small
overlaps, slivers) as undo steps: one fix or Fix All of a kind is ONE step, named for what it
fixed, and says in words what it did and what it left alone.

The geometry is engine/board/geometry_fixes.py; Map ▸ Fix Problems
(editor/actions/geometry_fix_actions.py) and the Problems dock's Fix buttons both come here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from editor.commands.geometry_fix_commands import FixGeometry
from editor.document.map_document import MapDocument
from editor.language.counts import counts
from editor.language.map_numbers import names_list
from editor.language.problem_text import territory_display_name
from engine.board.board import Board
from engine.board.geometry_fixes import FIXABLE_CODES, FixOutcome, Skipped, fix_all, fix_problems
from engine.board.problems import Problem


def undo_text(code: str, count: int) -> str:
    """The undo step's name: what was fixed."""
    one = count == 1
    if code == "border-mismatch":
        text = (QCoreApplication.translate("GeometryFix", "Fix Border Mismatch") if one
                else counts().fix_border_mismatches(count))
    elif code == "gap":
        text = (QCoreApplication.translate("GeometryFix", "Close Thin Gap") if one
                else counts().close_thin_gaps(count))
    elif code == "overlap":
        text = (QCoreApplication.translate("GeometryFix", "Remove Overlap") if one
                else counts().remove_overlaps(count))
    elif code == "invalid-polygon":
        text = (QCoreApplication.translate("GeometryFix", "Repair Self-Intersection") if one
                else counts().repair_self_intersections(count))
    elif code == "sliver":
        text = (QCoreApplication.translate("GeometryFix", "Give Sliver to Neighbour") if one
                else counts().give_slivers(count))
    else:
        text = (QCoreApplication.translate("GeometryFix", "Fix Geometry Problem") if one
                else counts().fix_geometry_problems(count))
    return text.format(count=count)


def skip_text(skipped: Skipped) -> str:
    """Why a problem was left alone, in the user's language."""
    reasons = {
        "not-geometry": QCoreApplication.translate("GeometryFix", "not a geometry problem"),
        "gone": QCoreApplication.translate("GeometryFix", "its territories are no longer on the map"),
        "geometry-error": QCoreApplication.translate("GeometryFix", "the geometry could not be fixed"),
        "invalid": QCoreApplication.translate("GeometryFix", "fixing it would leave an invalid outline"),
        "overlap": QCoreApplication.translate("GeometryFix", "fixing it would make territories overlap"),
        "not-crossing": QCoreApplication.translate("GeometryFix", "only an outline that crosses itself can be fixed"),
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


def outcome_message(outcome: FixOutcome, board: Board | None = None) -> str:
    """What a fix did, for the status bar; with ``board``, territories named as the reader
    calls them (their ids otherwise)."""
    fixed, skipped = len(outcome.fixed), len(outcome.skipped)
    if not fixed and not skipped:
        return QCoreApplication.translate("GeometryFix", "Nothing to fix: no such problems on the map.")
    parts = []
    if fixed == 1:
        parts.append(QCoreApplication.translate("GeometryFix", "Fixed 1 problem."))
    elif fixed:
        parts.append(counts().problems_fixed(fixed))
    if skipped:
        first = outcome.skipped[0]
        parts.append(QCoreApplication.translate(
            "GeometryFix", "Not fixed: {count} (the first, between {ids}: {reason}).").format(
            count=skipped, ids=_named(first.problem.ids[:2], board), reason=skip_text(first)))
    return " ".join(parts)


def _named(ids, board: Board | None) -> str:
    if board is None:
        return ", ".join(ids)
    return names_list([territory_display_name(board, i) for i in ids])
