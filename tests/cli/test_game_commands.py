"""`worldsmith odds` and `worldsmith simulate`: headless game tools."""

from __future__ import annotations

import json

import pytest

from editor.cli.main import EXIT_OK, EXIT_UNREADABLE, main


def run_json(capsys, *args):
    assert main(list(args)) == EXIT_OK
    return json.loads(capsys.readouterr().out)


def test_odds_prints_the_probability_and_the_outcomes(capsys):
    assert main(["odds", "10", "10"]) == EXIT_OK
    out = capsys.readouterr().out
    assert "0.5676" in out and "expected losses" in out and "attacker wins, armies left" in out


def test_odds_as_json_matches_the_reference_values(capsys):
    data = run_json(capsys, "odds", "9", "10", "--json")
    assert data["win"] == pytest.approx(0.4799352565, abs=1e-10)
    assert sum(data["attacker_remaining"]) + sum(data["defender_remaining"]) == pytest.approx(1.0)


def test_odds_refuses_negative_armies(capsys):
    assert main(["odds", "--", "-1", "3"]) == EXIT_UNREADABLE


def test_simulate_reports_winners_turns_and_speed(capsys):
    data = run_json(capsys, "simulate", "--map", _tutorial(), "--players", "3", "--games", "6",
                    "--seed", "4", "--bots", "random", "--json")
    assert data["games"] == 6 and len(data["wins"]) == 3
    assert sum(data["wins"]) + data["draws"] == 6
    assert data["mean_turns"] > 0 and data["games_per_second"] > 0


def test_simulate_with_the_same_seed_gives_the_same_results(capsys):
    args = ["simulate", "--map", _tutorial(), "--players", "4", "--games", "5", "--seed", "9",
            "--bots", "random", "--json"]
    first, second = run_json(capsys, *args), run_json(capsys, *args)
    for key in ("wins", "draws", "mean_turns"):
        assert first[key] == second[key]


def test_simulate_passes_rule_options(capsys):
    data = run_json(capsys, "simulate", "--map", _tutorial(), "--players", "2", "--games", "3",
                    "--bots", "random", "--option", "neutral-army=true", "--option", "fortify=connected", "--json")
    assert data["games"] == 3


def test_simulate_explains_bad_input(capsys):
    assert main(["simulate", "--games", "1", "--bots", "genius"]) == EXIT_UNREADABLE
    assert "unknown bot 'genius'" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--bots", "random", "--option", "fortify=teleport"]) == EXIT_UNREADABLE
    assert "must be one of" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--players", "9", "--bots", "random"]) == EXIT_UNREADABLE
    assert "2 to 6 players" in capsys.readouterr().err


def _tutorial() -> str:
    from engine.resources import maps_dir

    return str(maps_dir() / "tutorial.yaml")


def test_simulate_plays_the_economy_on_the_map_with_water_by_default(capsys):
    """Issue 14: `simulate --rules economy` without --map plays maps/classic-mu.yaml."""
    data = run_json(capsys, "simulate", "--rules", "economy", "--players", "3", "--games", "2",
                    "--bots", "heuristic,random", "--json")
    assert data["map"] == "Classic World (MU)"
    assert sum(data["wins"]) + data["draws"] == 2


def test_simulate_keeps_the_rules_own_turn_limit_and_gives_the_others_one(capsys):
    """The economy's games end at its own 30 rounds (simulate's 1,000 would keep two bots
    that never take each other's capitals playing for minutes); rules without a limit get
    simulate's, and --turn-limit still wins over both."""
    economy = run_json(capsys, "simulate", "--rules", "economy", "--players", "2", "--games", "2",
                       "--bots", "heuristic", "--json")
    assert economy["mean_turns"] <= 30
    classic = run_json(capsys, "simulate", "--map", _tutorial(), "--players", "2", "--games", "2",
                       "--bots", "random", "--turn-limit", "3", "--json")
    assert classic["mean_turns"] <= 3


def _options_simulated_with(monkeypatch, *extra):
    """The rule options `worldsmith simulate` hands the engine."""
    import engine.simulation
    from engine.simulation import SimulationResult

    seen = {}

    def fake_simulate(board, ruleset, players, games, seed, bots, options, progress=None, **kwargs):
        seen.update(options)
        return SimulationResult(games, list(bots), [0] * players, games)

    monkeypatch.setattr(engine.simulation, "simulate", fake_simulate)
    assert main(["simulate", "--map", _tutorial(), "--games", "1", "--bots", "random", "--json", *extra]) == EXIT_OK
    return seen


def test_simulate_samples_battles_unless_told_to_roll_dice(monkeypatch, capsys):
    """Battle sampling is on for simulations by default; --roll-dice or the option itself
    turns it off."""
    assert _options_simulated_with(monkeypatch)["battle-sampling"] is True
    assert "battle-sampling" not in _options_simulated_with(monkeypatch, "--roll-dice")
    assert _options_simulated_with(monkeypatch, "--option", "battle-sampling=false")["battle-sampling"] == "false"


def test_simulation_options_add_sampling_only_where_the_rule_set_has_it():
    from engine.simulation import simulation_options

    assert simulation_options("classic", {"fortify": "connected"}) == {"fortify": "connected", "battle-sampling": True}
    assert simulation_options("classic", {}, roll_dice=True) == {}
    assert simulation_options("classic", {"battle_sampling": False}) == {"battle_sampling": False}
    assert "battle-sampling" not in simulation_options("legacy", {})  # its dice are its own: rolled
