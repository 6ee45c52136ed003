"""Rotating/scaling the selection: one undo step, whether typed or dragged with a handle."""

from __future__ import annotations

from editor.commands.territory_commands import ReplaceTerritories

MERGE_TRANSFORM = 1006


class TransformTerritories(ReplaceTerritories):
    """The selected territories rotated or scaled (and the neighbours' shared corners with
    them). A handle drag sends one of these per mouse move with the same ``drag`` object: they
    merge into the single step the release leaves."""

    merge_id = MERGE_TRANSFORM

    def mergeWith(self, other) -> bool:  # noqa: N802 - Qt's name
        if not super().mergeWith(other):
            return False
        # A drag that ends where it began leaves no step.
        self.setObsolete(all(self.new[index] == self.old[index] for index in self.new))
        return True
