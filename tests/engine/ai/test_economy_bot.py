"""HeuristicBot's MU economy judgement (engine/ai/economy_judgement.py), the "EconomyBot"."""

from __future__ import annotations

from engine.ai.heuristic_bot import HeuristicBot
from engine.rules.economy.actions import Blockade, Build, Done, Plan, Recruit
from tests.engine.rules.economy.support import empty_game, put, tid
from tests.engine.rules.economy.test_navy_bases import blockade_position


def choose(r, state, player):
    return HeuristicBot(1).choose(r, r.player_view(state, player), player)


def hold_the_land_around(r, state, player, name, but=()):
    """Give ``player`` every empty land neighbour (so that no empty land tempts the bot)."""
    for n in r.world.neighbours[tid(name)]:
        if r.world.land[n] and r.world.ids[n] not in but and not r.geo.present(state, n):
            put(r, state, player, r.world.ids[n], armies=1)


def test_it_plans_an_attack_it_can_win_and_not_one_it_cannot():
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=9)
    put(r, state, 1, "southern-europe", armies=3)
    hold_the_land_around(r, state, 0, "western-europe")
    action = choose(r, state, 0)
    assert isinstance(action, Plan) and action.target == tid("southern-europe") and action.count >= 7
    r2, weak = empty_game(phase="planning")
    put(r2, weak, 0, "western-europe", armies=4)
    put(r2, weak, 1, "southern-europe", armies=3)
    put(r2, weak, 1, ["northern-europe"], armies=3)
    hold_the_land_around(r2, weak, 0, "western-europe")
    assert choose(r2, weak, 0) == Done()


def test_it_keeps_its_capital_guarded():
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=6)
    state.players[0].capital = tid("western-europe")
    put(r, state, 1, "southern-europe", armies=2)
    put(r, state, 1, "northern-europe", armies=4)
    hold_the_land_around(r, state, 0, "western-europe")
    # Attacking southern Europe (2) needs 5, and 5 more must stay against northern Europe's 4.
    assert choose(r, state, 0) == Done()


def test_it_recruits_cheaply_at_its_bases_then_builds_roads_that_pay():
    r, state = empty_game()
    put(r, state, 0, ["western-europe", "northern-europe", "southern-europe"], armies=1)
    state.players[0].capital = tid("northern-europe")
    state.army_bases[tid("northern-europe")] = 2
    state.players[0].money = 30
    assert choose(r, state, 0) == Recruit(tid("northern-europe"), 2)
    r.apply(state, Recruit(tid("northern-europe"), 2), 0)
    action = choose(r, state, 0)
    assert isinstance(action, Build) and action.what == "road"


def test_it_blockades_an_enemy_navy_base_next_to_its_navy():
    r, state, egypt, red = blockade_position()
    assert choose(r, state, 0) == Blockade(egypt, red)
