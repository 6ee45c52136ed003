"""Scenarios: how a game starts on a map — rules, players, setup, a Legacy world's history."""

from engine.scenario.model import EconomySetup, FixedSetup, Scenario, ScenarioPlayer, SetupKind
from engine.scenario.scenario_format import (
    LoadedScenario,
    load_scenario,
    read_scenario,
    save_scenario,
    scenario_to_text,
)

__all__ = [
    "EconomySetup",
    "FixedSetup",
    "LoadedScenario",
    "Scenario",
    "ScenarioPlayer",
    "SetupKind",
    "load_scenario",
    "read_scenario",
    "save_scenario",
    "scenario_to_text",
]
