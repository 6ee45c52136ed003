"""What a scenario gives the rules: its options in the rules' terms and the game setup it
describes, unchecked — shared by validation (which asks the rule set whether it can start it,
``start_reasons``) and the game start (engine/scenario/game_setup.py, which checks first)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from engine.board import Board
from engine.core.game import GameSetup
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicOptions
from engine.rules.registry import ruleset_class
from engine.scenario.model import Scenario, ScenarioPlayer, SetupKind

# The classic rules' names for the scenario's setup kinds.
SETUP_OPTION = {SetupKind.RANDOM: "random", SetupKind.CLAIM: "claim", SetupKind.FIXED: "fixed"}
TRIAL_SEED = 1  # validation's trial start: a start refused for one seed is refused for all (a deal's luck aside)


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
