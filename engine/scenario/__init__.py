"""Scenarios: how a game starts on a map — rules, players, setup, a Legacy world's history."""

from engine.scenario.game_setup import ScenarioError, game_setup
from engine.scenario.model import EconomySetup, FixedSetup, Scenario, ScenarioPlayer, SetupKind
from engine.scenario.scenario_format import (
    LoadedScenario,
    load_scenario,
    read_scenario,
    save_scenario,
    scenario_to_text,
)
from engine.scenario.validation import validate_scenario

__all__ = [
    "EconomySetup",
    "FixedSetup",
    "LoadedScenario",
    "Scenario",
    "ScenarioError",
    "ScenarioPlayer",
    "SetupKind",
    "game_setup",
    "load_scenario",
    "read_scenario",
    "save_scenario",
    "scenario_to_text",
    "validate_scenario",
]
