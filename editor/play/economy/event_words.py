"""Economy events in sentences that read well: "Ada recruits 2 armies in Ukraine for 10 MU".

The engine's templates put a count before a bare unit kind ("2 army"); here such events get
sentences with the units named as people count them, and infrastructure in the reader's words
(editor/play/event_text.py calls :func:`economy_wording` for every event).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.play.economy.action_words import infrastructure_name, infrastructure_with_article, units_name
from engine.core.events import Event
from engine.rules.economy import events as economy

RECRUITED = QT_TRANSLATE_NOOP("Event", "{player} recruits {units} in {territory} for {cost} MU.")
MOVED = QT_TRANSLATE_NOOP("Event", "{player} moves {units} from {source} to {target}.")
BUILT = QT_TRANSLATE_NOOP("Event", "{player} builds {what} in {territory} for {cost} MU.")
DEMOLISHED = QT_TRANSLATE_NOOP("Event", "{player} destroys the {what} in {territory} and gets {refund} MU back.")
ON_BORDER = QT_TRANSLATE_NOOP("Event", "{player}'s {units} from {source} meet the enemy on the border with {target}.")
BACK_FROM_BORDER = QT_TRANSLATE_NOOP("Event", "{player} withdraws {units} from the border back to {territory}.")


def economy_wording(event: Event, template: str, params: dict) -> str:
    """The template for an economy ``event`` (``template`` unless another reads better), with
    ``params`` changed in place to the words people read."""
    if isinstance(event, economy.UnitsRecruited):
        params["units"] = units_name(event.kind, event.count)
        return RECRUITED
    if isinstance(event, economy.UnitsMoved):
        params["units"] = units_name(event.kind, event.count)
        return MOVED
    if isinstance(event, economy.UnitsOnBorder):
        params["units"] = units_name(event.kind, event.count)
        return ON_BORDER
    if isinstance(event, economy.BorderWithdrawal):
        params["units"] = units_name(event.kind, event.count)
        return BACK_FROM_BORDER
    if isinstance(event, economy.InfrastructureChanged):
        if event.money >= 0:
            params["what"] = infrastructure_with_article(event.what)
            params["cost"] = event.money
            return BUILT
        params["what"] = infrastructure_name(event.what)
        params["refund"] = -event.money
        return DEMOLISHED
    if isinstance(params.get("what"), str):
        params["what"] = infrastructure_name(params["what"])
    return template
