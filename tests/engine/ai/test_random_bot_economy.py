"""RandomBot plays the MU economy: every kind of action it is offered gets played."""

from __future__ import annotations

from engine.ai.random_bot import RandomBot
from engine.core.actions import Pass
from engine.core.game import Game, GameSetup
from engine.rules.base import PlayerSetup
from engine.rules.economy import actions as economy_actions
from engine.rules.economy.actions import (
    AttackInfrastructure,
    Blockade,
    EndBlockade,
    FightBorder,
    Forfeit,
    Incite,
    LandWithNavies,
    NewOrders,
    RecruitNavy,
    Siege,
    StealInfluence,
    TradeInfluence,
    WithdrawRazingRoads,
)
from engine.rules.economy.options import STARTS
from tests.engine.rules.economy.support import empty_game, put, tid
from tests.engine.rules.economy.test_border_battles import border_game
from tests.engine.rules.economy.test_engaged_landings import landing_battle
from tests.engine.rules.economy.test_infrastructure_attacks import raid
from tests.engine.rules.economy.test_navy_bases import blockade_position
from tests.engine.rules.economy.test_new_orders import defence_won
from tests.engine.rules.economy.test_road_razing import battle_in_ukraine
from tests.engine.rules.economy.test_sieges import siege_battle
from tests.support.games import board

ALL_KINDS = {cls for cls in vars(economy_actions).values()
             if isinstance(cls, type) and getattr(cls, "verb", "") and cls.__module__ == economy_actions.__name__}


def test_random_bots_play_every_kind_of_economy_action():
    """RandomBots surrender within a few rounds (surrender is listed in every Get phase), so
    they rarely hold three influence cards or any card in combat, build the fortifications
    and other infrastructure that could be besieged or attacked (or roads to destroy while
    withdrawing), win a battle with units that can still move, plan across a border against
    an enemy planning the other way, have a navy next to a hostile navy base to blockade, or
    land armies with navies: those, and forfeiting to an ally, taking a card from a
    player when both piles are empty and recruiting navies (bots seldom see a second round: the
    upkeep step is one more chance to surrender), are checked below."""
    played = set()
    for seed in range(12):
        for start in STARTS:
            game = Game(board("classic-mu"), GameSetup("economy", tuple(PlayerSetup(f"P{i}") for i in range(3)),
                                                        seed, {"start": start, "turn-limit": 10}))
            bots = [RandomBot(seed * 3 + i) for i in range(3)]
            while not game.over:
                player = game.state.decider()
                action = bots[player].choose(game.rules, game.rules.player_view(game.state, player), player)
                played.add(type(action))
                game.apply(action, player)
    rare = {TradeInfluence, Incite, Siege, AttackInfrastructure, NewOrders, WithdrawRazingRoads, FightBorder,
            Blockade, EndBlockade, LandWithNavies, Forfeit, StealInfluence, RecruitNavy}
    assert ALL_KINDS - rare <= played
    assert Pass in played


def test_a_random_bot_turns_in_influence_cards_when_it_can():
    r, state = empty_game()
    state.players[0].cards = [state.deck.pop() for _ in range(3)]
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(40)}
    assert TradeInfluence in chosen


def test_a_random_bot_lays_sieges_when_it_can():
    r, state, _t = siege_battle()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(40)}
    assert Siege in chosen


def test_a_random_bot_attacks_infrastructure_when_it_can():
    r, state, _t = raid()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(40)}
    assert AttackInfrastructure in chosen


def test_a_random_bot_gives_new_orders_after_winning():
    r, state, _t = defence_won()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 1), 1)) for seed in range(40)}
    assert NewOrders in chosen and Pass in chosen


def test_a_random_bot_destroys_roads_while_withdrawing_when_it_can():
    r, state, _t = battle_in_ukraine()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(40)}
    assert WithdrawRazingRoads in chosen


def test_a_random_bot_fights_border_battles():
    r, state, _events = border_game()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(40)}
    assert FightBorder in chosen


def test_a_random_bot_blockades_navy_bases_and_ends_blockades_when_it_can():
    r, state, egypt, red = blockade_position()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(60)}
    assert Blockade in chosen
    r.apply(state, Blockade(egypt, red), 0)
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(60)}
    assert EndBlockade in chosen


def test_a_random_bot_lands_with_its_navies_engaged_when_it_can():
    r, state, _sea, _land = landing_battle()
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(60)}
    assert LandWithNavies in chosen


def test_a_random_bot_forfeits_a_country_to_an_ally_when_it_can():
    r, state = empty_game()
    state.players[0].allies, state.players[1].allies = [1], [0]
    state.owner[tid("ukraine")] = 0
    put(r, state, 1, "ukraine", armies=1, own=False)
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(60)}
    assert Forfeit in chosen


def test_a_random_bot_takes_a_card_from_a_player_when_both_piles_are_empty():
    r, state = empty_game(players=3)
    state.phase, state.current, state.responders = "steal-influence", 0, [0]
    state.players[1].cards, state.players[2].cards = [state.deck.pop()], [state.deck.pop()]
    chosen = {RandomBot(seed).choose(r, r.player_view(state, 0), 0) for seed in range(20)}
    assert chosen == {StealInfluence(1), StealInfluence(2)}


def test_a_random_bot_recruits_navies_when_it_can():
    r, state = empty_game()
    put(r, state, 0, ["great-britain", "great-britain-coast"], armies=1)
    state.players[0].money = 50
    chosen = {type(RandomBot(seed).choose(r, r.player_view(state, 0), 0)) for seed in range(60)}
    assert RecruitNavy in chosen
