"""Fixing geometry problems (Problems dock, Map ▸ Fix Problems): one undo step for all the
outlines a fix, or a Fix All, changed."""

from __future__ import annotations

from editor.commands.territory_commands import ReplaceTerritories


class FixGeometry(ReplaceTerritories):
    """Never merged: each Fix is a step of its own; undo restores every outline it changed."""
