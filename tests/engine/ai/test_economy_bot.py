"""HeuristicBot's MU economy judgement (engine/ai/economy_judgement.py), the "EconomyBot"."""

from __future__ import annotations

from engine.ai.heuristic_bot import HeuristicBot
from engine.board import load_map
from engine.core.dice import derive_seed
from engine.core.phases import GAME_OVER
from engine.core.world import World
from engine.resources import maps_dir
from engine.rules.base import PlayerSetup
from engine.rules.economy import EconomyRules
from engine.rules.economy.actions import (
    ARMY,
    BattleAttack,
    Blockade,
    Build,
    Done,
    MoveUnits,
    OfferAlliance,
    Plan,
    Recruit,
    Withdraw,
)
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


def test_neighbours_attack_together_until_the_attack_is_whole():
    """An attack goes on to its end, so numbers win it: two countries that cannot win alone
    plan together, and the second plan goes to the country the first one chose."""
    r, state = empty_game(phase="planning")
    put(r, state, 0, ["western-europe", "northern-europe"], armies=6)
    put(r, state, 1, "southern-europe", armies=5)
    for name in ("western-europe", "northern-europe"):
        hold_the_land_around(r, state, 0, name, but=("southern-europe",))
    first = choose(r, state, 0)
    assert isinstance(first, Plan) and first.target == tid("southern-europe") and first.count == 5
    r.apply(state, first, 0)
    second = choose(r, state, 0)
    assert isinstance(second, Plan) and second.target == tid("southern-europe") and second.source != first.source


def test_idle_stacks_march_towards_the_frontier():
    """A stack deep in its own land goes one step nearer to land that is not its own."""
    r, state = empty_game(phase="friendly-movement")
    names = ("ural", "afghanistan", "ukraine", "scandinavia", "northern-europe", "southern-europe",
             "western-europe", "great-britain", "iceland", "middle-east", "siberia", "china", "india")
    put(r, state, 0, list(names), armies=1)
    state.army[0][tid("ukraine")] = 12
    r._recount(state)
    action = choose(r, state, 0)
    assert isinstance(action, MoveUnits) and action.source == tid("ukraine") and action.count == 12
    assert action.target in (tid("ural"), tid("afghanistan"), tid("middle-east"), tid("southern-europe"),
                             tid("northern-europe"), tid("scandinavia"))


def test_an_alliance_is_accepted_against_a_runaway_leader_and_left_unanswered_otherwise():
    """"Both players must be in agreement on the creation of an alliance": the bot agrees when
    the two of them together are no match for the leader, and not otherwise."""
    r, state = empty_game(players=3)
    put(r, state, 0, "western-europe", armies=3)
    put(r, state, 1, "egypt", armies=3)
    put(r, state, 2, ["brazil", "peru", "argentina", "venezuela"], armies=8)
    for seat in (0, 1, 2):
        state.players[seat].upkeep_due = False
    state.players[1].offers = [0]
    assert choose(r, state, 0) == OfferAlliance(1)
    r2, even = empty_game(players=3)
    put(r2, even, 0, "western-europe", armies=3)
    put(r2, even, 1, "egypt", armies=3)
    put(r2, even, 2, "brazil", armies=4)
    for seat in (0, 1, 2):
        even.players[seat].upkeep_due = False
    even.players[1].offers = [0]
    assert not isinstance(choose(r2, even, 0), OfferAlliance)


def test_in_an_attack_going_on_it_attacks_again_while_not_outnumbered_and_withdraws_when_it_is():
    """"An attack only ends when one of the players is destroyed or withdraws.\""""
    r, state = empty_game(phase="battle")
    put(r, state, 0, "southern-europe", armies=4)
    put(r, state, 1, "southern-europe", armies=3)
    put(r, state, 0, "western-europe", armies=1)
    state.owner[tid("southern-europe")] = 1
    state.battle, state.current, state.attack = tid("southern-europe"), 0, [0, 1, 0]
    r._recount(state)
    assert choose(r, state, 0) == BattleAttack(ARMY, 1)
    state.army[0][tid("southern-europe")] = 2
    r._recount(state)
    assert isinstance(choose(r, state, 0), Withdraw)


def test_four_heuristic_bots_play_different_games_from_different_seeds():
    """Issue 26: 30 seeds between four EconomyBots on the classic MU world give at least 27
    distinct games (the bots break ties from their own seeded streams). Compared on their
    first 300 actions: games that differ there differ."""
    board = load_map(maps_dir() / "classic-mu.yaml").board
    game_rules = EconomyRules(World.from_board(board))
    games = set()
    for seed in range(30):
        state, _ = game_rules.new_game([PlayerSetup(f"P{i}") for i in range(4)], derive_seed(26, seed))
        bots = [HeuristicBot(derive_seed(26, seed, i)) for i in range(4)]
        actions = []
        while state.phase != GAME_OVER and len(actions) < 300:
            decider = state.decider()
            action = bots[decider].choose(game_rules, game_rules.player_view(state, decider), decider)
            game_rules.apply(state, action, decider)
            actions.append((decider, action))
        games.add(tuple(actions))
    assert len(games) >= 27
