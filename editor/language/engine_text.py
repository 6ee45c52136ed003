"""What the engine says, in the reader's language.

The engine words refusals (and events) as English templates with parameters, marked for
translation in the engine itself (engine/core/messages.py), so the templates are in the
translation files like any string of the editor. Here a template is translated in its
context and filled in: numbers and words as given, territories and seats by the names the
caller gives for their indexes (the map's names in the app's language, "Neutral" and
"nobody" translated).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from engine.core.errors import REFUSAL_CONTEXT, IllegalAction
from engine.core.messages import SeatName, TerritoryName


def engine_text(context: str, template: str, params: Mapping[str, object], *,
                territory_name: Callable[[int], str], seat_name: Callable[[int], str]) -> str:
    """``template`` translated in ``context`` and filled with ``params`` for the reader."""
    values = {}
    for key, value in params.items():
        if isinstance(value, TerritoryName):
            value = territory_name(value.index)
        elif isinstance(value, SeatName):
            value = seat_name(value.index)
        values[key] = value
    try:
        return QCoreApplication.translate(context, template).format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not hide the reason.
        return template.format(**values)


def refusal_text(error: IllegalAction, *, territory_name: Callable[[int], str],
                 seat_name: Callable[[int], str]) -> str:
    """Why an action was refused, in the reader's language."""
    if not error.params:
        return QCoreApplication.translate(REFUSAL_CONTEXT, error.template)
    return engine_text(REFUSAL_CONTEXT, error.template, error.params,
                       territory_name=territory_name, seat_name=seat_name)


def scenario_error_text(error) -> str:
    """Why a scenario cannot start a game (engine.scenario.ScenarioError), in the reader's
    language; the rules' own reason inside it stays as the rules word it."""
    template, params = getattr(error, "template", str(error)), getattr(error, "params", {})
    try:
        return QCoreApplication.translate("ScenarioError", template).format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)
