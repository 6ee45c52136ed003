"""What the engine says, in the reader's language.

The engine words refusals (and events) as English templates with parameters, marked for
translation in the engine itself (engine/core/messages.py), so the templates are in the
translation files like any string of the editor. Here a template is translated in its
context and filled in: numbers and words as given, territories and seats by the names the
caller gives for their indexes (the map's names in the app's language, "Neutral" and
"nobody" translated), and counts (engine.core.messages.Count) with their noun in the plural
form the number needs, from the "Counts" plural messages (editor/language/counts.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication

from engine.core.errors import REFUSAL_CONTEXT, IllegalAction
from engine.core.messages import COUNTS_CONTEXT, Count, SeatName, TerritoryName


def engine_text(context: str, template: str, params: Mapping[str, object], *,
                territory_name: Callable[[int], str], seat_name: Callable[[int], str]) -> str:
    """``template`` translated in ``context`` and filled with ``params`` for the reader."""
    values = reader_counts(params)
    for key, value in values.items():
        if isinstance(value, TerritoryName):
            values[key] = territory_name(value.index)
        elif isinstance(value, SeatName):
            values[key] = seat_name(value.index)
    try:
        return QCoreApplication.translate(context, template).format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not hide the reason.
        return template.format(**values)


def count_text(value: Count) -> str:
    """A count with its noun in the reader's language: "3 ejércitos", "1 ejército"."""
    n = int(value)
    translated = QCoreApplication.translate(COUNTS_CONTEXT, value.phrase, None, n)
    if translated == value.phrase.replace("%n", str(n)):
        # No catalogue has the phrase yet (or none is installed): the engine's English.
        return str(value)
    return translated


def reader_counts(params: Mapping[str, object]) -> dict[str, object]:
    """``params`` with every count put in the reader's words (the rest as they are): what a
    caller filling an engine template itself (the play window's events) gives ``format``."""
    return {key: count_text(value) if isinstance(value, Count) else value for key, value in params.items()}


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
        return QCoreApplication.translate("ScenarioError", template).format(**reader_counts(params))
    except (KeyError, IndexError, ValueError):
        return str(error)
