"""From a scenario to a game: the GameSetup that ``Game(board, setup)`` starts from.

The scenario's own fields become rule options here (its setup kind becomes the rules'
``setup`` option, its fixed owners and troops the ``fixed-placement`` option by territory
id), so a saved game holds everything needed to replay it without the scenario file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from engine.board import Board
from engine.core.game import GameSetup
from engine.core.messages import QT_TRANSLATE_NOOP, count_of
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicOptions
from engine.rules.registry import ruleset_class, ruleset_names
from engine.scenario.model import Scenario, ScenarioPlayer, SetupKind
from engine.scenario.validation import validate_scenario

# The classic rules' names for the scenario's setup kinds.
SETUP_OPTION = {SetupKind.RANDOM: "random", SetupKind.CLAIM: "claim", SetupKind.FIXED: "fixed"}
_SHOWN_ERRORS = 3
TRIAL_SEED = 1  # validation's trial start: a start refused for one seed is refused for all (a deal's luck aside)


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


def start_reasons(scenario: Scenario, board: Board) -> list[str]:
    """Why the scenario's rule set cannot start it (``RuleSet.check_scenario``), for a scenario
    whose rule set exists; validation reports them as ``cannot-start`` problems."""
    return ruleset_class(scenario.ruleset).check_scenario(board, unchecked_setup(scenario, TRIAL_SEED))


def unchecked_setup(scenario: Scenario, seed: int, controllers: Sequence[str] | None = None) -> GameSetup:
    """The game setup the scenario describes, as it stands (no checks)."""
    players = tuple(
        _player_setup(p, controllers[i] if controllers is not None else p.controller)
        for i, p in enumerate(scenario.players)
    )
    rules = ruleset_class(scenario.ruleset)
    # The campaign world and the economy start travel with the game (and its saves) to the
    # rule sets that play them.
    return GameSetup(scenario.ruleset, players, seed, game_options(scenario, rules.options_type),
                     campaign=scenario.legacy if rules.needs_campaign else None,
                     economy=scenario.economy if rules.takes_economy else None)


def _player_setup(player: ScenarioPlayer, controller: str) -> PlayerSetup:
    """A seat; its defence preference only when the player set one (else the rules' default)."""
    setup = PlayerSetup(player.name, colour=player.colour, controller=controller)
    if player.defend_max is not None:
        setup = dataclasses.replace(setup, always_defend_max=player.defend_max)
    return setup


def game_options(scenario: Scenario, options_type: type | None = None) -> dict[str, object]:
    """The scenario's rule options plus its setup, in the rules' terms: each rule set's options
    say how they take a setup (``RuleOptions.for_setup``: classic's ``setup`` and
    ``fixed-placement``, the economy's ``start: fixed``, Legacy's HQs; ``options_type`` None:
    classic's words, for a rule set Worldsmith cannot play)."""
    options = dict(scenario.options)
    taking = options_type if options_type is not None else ClassicOptions
    options.update(taking.for_setup(SETUP_OPTION[scenario.setup], scenario.fixed))
    return options
