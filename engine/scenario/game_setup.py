"""From a scenario to a game: the GameSetup that ``Game(board, setup)`` starts from.

The scenario's own fields become rule options here (its setup kind becomes the rules'
``setup`` option, its fixed owners and troops the ``fixed-placement`` option by territory
id), so a saved game holds everything needed to replay it without the scenario file.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.board import Board
from engine.core.game import GameSetup
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.rules.registry import ruleset_class, ruleset_names
from engine.scenario.game_inputs import unchecked_setup
from engine.scenario.model import Scenario
from engine.scenario.validation import validate_scenario

_SHOWN_ERRORS = 3


SCENARIO_ERROR_CONTEXT = "ScenarioError"


class ScenarioError(ValueError):
    """The scenario cannot start a game; ``str(error)`` says why, in English words for the
    player, and ``template`` with ``params`` let a UI say it in its reader's language (as
    IllegalAction does; the templates are marked for translation in this module)."""

    def __init__(self, template: str, /, **params: object) -> None:
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.params = params


def game_setup(scenario: Scenario, board: Board, seed: int,
               controllers: Sequence[str] | None = None) -> GameSetup:
    """The setup of a game played from ``scenario`` on ``board`` (the map it names).

    ``controllers``: who plays each seat ("human" or a bot's name), overriding the
    scenario's suggestions, e.g. as chosen in the new-game dialog.
    """
    if scenario.ruleset not in ruleset_names():
        raise ScenarioError(QT_TRANSLATE_NOOP("ScenarioError", "there is no rule set called '{rules}'"),
                            rules=scenario.ruleset)
    errors = validate_scenario(scenario, board).errors
    if errors:
        shown = "; ".join(p.message for p in errors[:_SHOWN_ERRORS])
        more = f" (and {len(errors) - _SHOWN_ERRORS} more)" if len(errors) > _SHOWN_ERRORS else ""
        raise ScenarioError(QT_TRANSLATE_NOOP("ScenarioError", "this scenario has errors: {errors}"),
                            errors=f"{shown}{more}")
    if controllers is not None and len(controllers) != len(scenario.players):
        raise ScenarioError(QT_TRANSLATE_NOOP("ScenarioError", "{controllers} for {players}"),
                            controllers=count_of(len(controllers), "controllers"),
                            players=count_of(len(scenario.players), "players"))
    setup = unchecked_setup(scenario, seed, controllers)
    # The question validation asked, now of exactly this game (its seed; Legacy's starting
    # powers chosen by now): a refusal becomes a ScenarioError.
    reasons = ruleset_class(scenario.ruleset).trial_start(board, setup)
    if reasons:
        raise ScenarioError(QT_TRANSLATE_NOOP("ScenarioError", "the rules cannot start this scenario: {reason}"),
                            reason=reasons[0])
    return setup


