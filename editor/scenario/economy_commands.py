"""The undoable edit of an MU economy scenario's economy section (money, cards, capitals,
bases, roads, fortifications, canals, navies).

One command for every economy edit: the tools and the Economy panel build the whole new
section (asking ``engine.scenario.economy_checks.economy_refusal`` first: a refused change
is never pushed) and this swaps it in; undo swaps the old one back, exactly as it was
(``None`` included: a scenario that had no economy section gets none back).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable

from PySide6.QtGui import QUndoCommand

from editor.scenario.scenario_document import ScenarioDocument
from engine.scenario.model import EconomySetup

# Consecutive pushes that share a ``stroke`` object merge into one step (the arrows of a
# money field, typed navies); a number apart from the setup tools' merge id.
_ECONOMY_MERGE_ID = 7102


def copy_economy(economy: EconomySetup | None) -> EconomySetup:
    """A new section to change (an empty one for a scenario that has none)."""
    return copy.deepcopy(economy) if economy is not None else EconomySetup()


class SetEconomySetup(QUndoCommand):
    """Replace the scenario's economy section with ``economy`` (None: no section)."""

    def __init__(self, document: ScenarioDocument, economy: EconomySetup | None, text: str,
                 territory_ids: Iterable[str] = (), stroke: object | None = None) -> None:
        super().__init__(text)
        self.document = document
        self.old = copy.deepcopy(document.scenario.economy)
        # An emptied section is no section: the file goes back to what it was before the first edit.
        self.new = copy.deepcopy(economy) if economy is not None and not economy.is_empty() else None
        self.ids = frozenset(territory_ids)
        self.stroke = stroke

    def id(self) -> int:  # noqa: A003 (Qt naming)
        return _ECONOMY_MERGE_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt naming)
        if not isinstance(other, SetEconomySetup) or other.stroke is None or other.stroke is not self.stroke:
            return False
        self.new = other.new
        self.ids = self.ids | other.ids
        self.setText(other.text())
        return True

    def redo(self) -> None:
        self.document.set_economy(self.new, self.ids)

    def undo(self) -> None:
        self.document.set_economy(self.old, self.ids)
