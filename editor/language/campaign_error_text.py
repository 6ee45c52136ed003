"""A campaign's errors (engine/campaign/campaign_errors.py) in the reader's language.

The engine raises CampaignError, PackError and RecordError with an English template of the
context "CampaignError" and its parameters; here the template is translated and filled.
A parameter that is itself a reason — a refusal, a scenario's error, another campaign error,
a placement problem, a list of a scenario's problems — is put into the reader's language
too, so a Spanish screen never shows half a sentence in English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.language.engine_text import engine_text, reader_counts, scenario_error_text
from editor.language.problem_text import problem_message
from engine.board.problems import Problem
from engine.campaign.campaign_errors import CAMPAIGN_ERROR_CONTEXT, CampaignMessageError, ProblemList
from engine.core.errors import REFUSAL_CONTEXT, IllegalAction
from engine.core.messages import SeatName, TerritoryName
from engine.scenario.game_setup import ScenarioError


def campaign_error_text(error: BaseException) -> str:
    """Why the campaign could not do it, in the reader's language (any other exception as
    its own message)."""
    if not isinstance(error, CampaignMessageError):
        return reason_text(error)
    values = {key: reason_text(value) for key, value in reader_counts(error.params).items()}
    try:
        return QCoreApplication.translate(CAMPAIGN_ERROR_CONTEXT, error.template).format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not hide the reason.
        return str(error)


def reason_text(value: object) -> object:
    """A parameter in the reader's words: reasons translated, anything else as it is."""
    if isinstance(value, CampaignMessageError):
        return campaign_error_text(value)
    if isinstance(value, ScenarioError):
        return scenario_error_text(value)
    if isinstance(value, IllegalAction):
        # Names as the engine gave them (a record's world has no map to name them from).
        params = {key: item.name if isinstance(item, TerritoryName | SeatName) else item
                  for key, item in value.params.items()}
        return engine_text(REFUSAL_CONTEXT, value.template, params, territory_name=str, seat_name=str)
    if isinstance(value, Problem):
        return problem_message(value)
    if isinstance(value, ProblemList):
        text = "; ".join(problem_message(p) for p in value.shown)
        if not value.more:
            return text
        return QCoreApplication.translate("CampaignError", "{problems}; not shown: {more}").format(
            problems=text, more=value.more)
    if isinstance(value, BaseException):
        return str(value)
    return value
