"""Seat findings that are about the map: bots rotated over the seats, a joint test across the
seats, varied openings, distinct games counted — and a symmetric map that gets no seat warning."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai.heuristic_bot import HeuristicBot
from engine.balance import seat_tests
from engine.balance.game_player import GamePlayer
from engine.balance.game_record import GameRecord
from engine.balance.runner import build_report, make_spec, run_balance
from engine.balance.stats import chi_square_survival, wilson_interval
from engine.board import load_map
from engine.core.world import World
from engine.resources import maps_dir
from engine.rules.base import PlayerSetup
from engine.rules.registry import rules_for
from engine.simulation import for_measurement
from tests.balance.seat_maps import ring_board

SEAT_WARNINGS = {"seat-favoured", "seat-disfavoured"}


def warnings(report: dict) -> set[str]:
    return {f["code"] for f in report["findings"] if f["severity"] == "warning"}


# -- the chi-square survival function ---------------------------------------------------------------

@pytest.mark.parametrize(("statistic", "degrees", "p_value"), [
    (3.841458820694124, 1, 0.05), (6.634896601021214, 1, 0.01), (5.991464547107979, 2, 0.05),
    (7.814727903251178, 3, 0.05), (11.344866730144373, 3, 0.01), (9.487729036781154, 4, 0.05),
    (11.070497693516351, 5, 0.05), (14.067140449340169, 7, 0.05), (1.0, 1, 0.31731050786291415),
])
def test_chi_square_survival_matches_published_critical_values(statistic, degrees, p_value):
    assert chi_square_survival(statistic, degrees) == pytest.approx(p_value, rel=1e-9)


def lower_gamma_by_series(a: float, x: float) -> float:
    """P(a, x) = x^a e^(−x) Σ x^n / Γ(a + n + 1): an independent way to the same function."""
    term = math.exp(a * math.log(x) - x - math.lgamma(a + 1))
    total, n = term, 0
    while term > 1e-17 * total:
        n += 1
        term *= x / (a + n)
        total += term
    return total


@settings(max_examples=200, deadline=None)
@given(degrees=st.integers(1, 12), statistic=st.floats(0.01, 60))
def test_chi_square_survival_agrees_with_the_series_for_the_lower_gamma(degrees, statistic):
    assert chi_square_survival(statistic, degrees) == pytest.approx(
        1 - lower_gamma_by_series(degrees / 2, statistic / 2), abs=1e-12)


def test_no_evidence_against_equal_shares_gives_p_one():
    assert chi_square_survival(0.0, 3) == 1.0
    assert seat_tests.joint_test([50, 50, 50, 50])["p_value"] == 1.0
    assert seat_tests.joint_test([0, 0, 0])["rejects"] is False  # every game a draw: nothing to test


# -- the joint test against per-seat intervals ----------------------------------------------------

def old_rule_warns(wins: list[int], games: int) -> bool:
    """The rule before: any seat whose own 95% interval excludes the fair share."""
    expected = 1 / len(wins)
    return any(lo > expected or hi < expected for lo, hi in (wilson_interval(w, games) for w in wins))


def new_rule_warns(wins: list[int]) -> bool:
    decided = sum(wins)
    seats = [{"seat": s, "wins": w, "ci_adjusted": seat_tests.adjusted_interval(w, decided, len(wins))}
             for s, w in enumerate(wins)]
    return any(f["code"] in SEAT_WARNINGS for _, f in seat_tests.seat_findings(seats, seat_tests.joint_test(wins)))


def test_one_seat_a_little_ahead_among_six_is_chance_not_a_finding():
    wins = [122, 96, 96, 96, 95, 95]  # seat 1's own 95% interval misses 1/6, the six together do not
    assert old_rule_warns(wins, sum(wins))
    assert seat_tests.joint_test(wins)["p_value"] > 0.2
    assert not new_rule_warns(wins)


def test_a_seat_clearly_ahead_is_still_called_out_with_the_corrected_interval():
    seats = [{"seat": s, "wins": w, "ci_adjusted": seat_tests.adjusted_interval(w, 400, 4)}
             for s, w in enumerate([160, 80, 80, 80])]
    found = [f for _, f in seat_tests.seat_findings(seats, seat_tests.joint_test([160, 80, 80, 80]))]
    assert [f["code"] for f in found] == ["seat-favoured"]
    assert found[0]["text"] == ("Seat 1 wins 40% of the decided games vs 25% expected (98.8% interval, corrected "
                                "for 4 seats: 34–46%; all seats together: p = < 0.001).")


@pytest.mark.parametrize("players", [4, 6])
def test_fair_seats_get_a_seat_warning_in_at_most_five_percent_of_reports(players):
    """Equal players, 1,000 reports of 200 decided games each: the false alarms the seat
    findings allow. The old per-seat rule's rate is shown for scale (issue 31: 17.5% and 26%)."""
    chance = random.Random(players)
    new = old = 0
    for _ in range(1000):
        wins = [0] * players
        for _ in range(200):
            wins[chance.randrange(players)] += 1
        new += new_rule_warns(wins)
        old += old_rule_warns(wins, 200)
    assert new <= 50
    assert old >= 100  # the per-seat rule alarms in well over a tenth of fair reports


# -- bots for measurement ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def classic_world():
    return World.from_board(load_map(maps_dir() / "classic.yaml").board)


def first_claim_continent(world: World, bot: HeuristicBot, seed: int) -> str:
    rules = rules_for("classic", world, {"setup": "claim"})
    state, _ = rules.new_game([PlayerSetup(f"p{k}") for k in range(4)], seed)
    me = state.decider()
    claim = bot.choose(rules, rules.player_view(state, me), me)
    return world.continents[world.continent_of[claim.territory]].id


def test_measurement_bots_vary_the_opening_claim_and_stay_reproducible(classic_world):
    scripted = {first_claim_continent(classic_world, HeuristicBot(seed), seed) for seed in range(20)}
    assert scripted == {"europe"}  # the play window's bot: always the same opening
    varied = [first_claim_continent(classic_world, for_measurement(HeuristicBot(seed)), seed) for seed in range(20)]
    assert len(set(varied)) >= 3
    again = [first_claim_continent(classic_world, for_measurement(HeuristicBot(seed)), seed) for seed in range(20)]
    assert again == varied


def test_the_report_deals_at_random_unless_a_setup_is_chosen_and_says_so():
    ring = ring_board()
    default = run_balance(ring, games=8, seed=2, bots=("random",), jobs=1)
    assert default["options"]["setup"] == "random"
    assert default["design"] == {"setup": "random", "setup_default": True, "bots": ["random"], "rotation": False,
                                 "varied_openings": 0.15}
    claimed = run_balance(ring, games=8, seed=2, bots=("random",), jobs=1, options={"setup": "claim"})
    assert claimed["design"]["setup"] == "claim" and not claimed["design"]["setup_default"]
    codes = [f["code"] for f in claimed["findings"]]
    assert "design" in codes and "claimed-setup" in codes and "claimed-setup" not in warnings(claimed)


def test_each_seat_plays_each_bot_kind_equally_often():
    spec = make_spec(ring_board(), "classic", 4, 1, ["heuristic", "random", "random"], None, None)
    for seat in range(4):
        kinds = [spec.seat_bots(n)[seat] for n in range(3 * 5)]
        assert kinds.count("heuristic") == 5 and kinds.count("random") == 10


def test_mixed_bots_show_as_bot_strength_not_as_seat_unfairness():
    report = run_balance(ring_board(), games=200, seed=11, bots=("heuristic", "random"), jobs=1)
    assert not warnings(report) & SEAT_WARNINGS
    kinds = {row["kind"]: row for row in report["bot_kinds"]}
    assert kinds["heuristic"]["games"] == kinds["random"]["games"] == 400  # two seats of each, 200 games
    assert kinds["heuristic"]["ci"][0] > kinds["random"]["ci"][1]  # the bots differ: that is what shows
    assert report["design"]["rotation"] is True
    assert {row["bot"] for row in report["seats"]} == {"heuristic/random"}
    bot_findings = [f for f in report["findings"] if f["code"] == "bot-kind"]
    assert len(bot_findings) == 2 and all(f["severity"] == "info" for f in bot_findings)


def test_a_symmetric_map_gets_no_seat_warning_in_95_percent_of_reports():
    """40 reports of 100 games on a ring of identical territories (4 seats, random bots, a
    random deal). Measured with 200 games a report: 0 of 40 (the old per-seat rule: 4 of 40).
    The first mover is not asserted: on this small ring moving first is a real edge of the
    rules (27.9% of 3,000 games, 95% interval 26.3–29.5%), not a false alarm."""
    spec = make_spec(ring_board(), "classic", 4, 5, ["random"], None, None)
    player = GamePlayer(spec)
    records = [player.play(n) for n in range(4000)]
    alarms = 0
    for k in range(40):
        part = records[100 * k:100 * (k + 1)]
        report = build_report(player, spec, part, 100, False, 1.0, 1, None, [])
        assert report["distinct_games"] == 100
        alarms += bool(warnings(report) & SEAT_WARNINGS)
    assert alarms <= 2


# -- distinct games -------------------------------------------------------------------------------

def test_the_same_game_gives_the_same_fingerprint_and_others_differ():
    spec = make_spec(ring_board(), "classic", 4, 3, ["random"], None, None)
    player = GamePlayer(spec)
    first = [player.play(n).fingerprint for n in range(20)]
    assert [GamePlayer(spec).play(n).fingerprint for n in range(20)] == first
    assert len(set(first)) == 20


def test_a_report_of_repeated_games_warns_and_counts_them_once():
    spec = make_spec(ring_board(), "classic", 4, 3, ["random"], None, None)
    player = GamePlayer(spec)
    one, other = player.play(0), player.play(1)
    repeated: list[GameRecord] = [one] * 15 + [other] * 5
    report = build_report(player, spec, repeated, 20, False, 1.0, 1, None, [])
    assert report["games_played"] == 20 and report["distinct_games"] == 2
    found = next(f for f in report["findings"] if f["code"] == "few-distinct-games")
    assert found["severity"] == "warning"
    assert found["text"] == "Games that differ: only 2 of 20 games, so the figures rest on fewer games than they seem."


# -- the command line ----------------------------------------------------------------------------

def worldsmith(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], capture_output=True, text=True, timeout=120)


def test_balance_takes_the_map_as_simulate_does_or_as_an_argument():
    classic = str(maps_dir() / "classic.yaml")
    positional = worldsmith("balance", classic, "--games", "0", "--json")
    named = worldsmith("balance", "--map", classic, "--games", "0", "--json")
    assert positional.returncode == named.returncode == 0, named.stderr
    assert json.loads(named.stdout)["continents"] == json.loads(positional.stdout)["continents"]
    missing = worldsmith("balance", "--games", "0")
    assert missing.returncode == 2 and "name the map" in missing.stderr
