"""A corner put at typed coordinates (in every territory that has it): one undo step."""

from __future__ import annotations

from editor.commands.territory_commands import ReplaceTerritories


class SetVertexPosition(ReplaceTerritories):
    """Never merged: each Enter in the corner fields is a step of its own."""
