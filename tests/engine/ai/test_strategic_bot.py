"""StrategicBot ("hard"): holds continents, guards their entries, hunts for cards, plays its
mission, breaks stalemates — and sees only its own seat's secrets."""

from __future__ import annotations

import pytest

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.ai.strategic_bot import LONG_GAME, STALEMATE_TURNS, StrategicBot
from engine.board import CardSymbol
from engine.core.actions import Attack, Blitz, EndAttack, PlaceArmies, TradeCards
from engine.core.dice import derive_seed
from engine.core.state import Phase
from engine.simulation import bot_types
from tests.engine.ai.test_heuristic_bot import (
    AUSTRALIA,
    SIMULATION,
    assert_legal,
    cards_with,
    everything_to,
    play_checked,
    reinforce_position,
)
from tests.support.games import attack_position, give, new_state, start, tid, world


def test_levels_are_registered_and_the_old_names_still_load():
    known = bot_types()
    assert known["hard"] is known["strategic"] is StrategicBot
    assert known["normal"] is known["heuristic"] is HeuristicBot
    assert known["easy"] is known["random"] is RandomBot


@pytest.mark.parametrize(
    ("map_name", "seats", "options"),
    [
        ("classic", ["strategic", "heuristic"], {"neutral_army": True, "setup": "random",
                                                   "random_deal_armies": "place", "turn_limit": 300}),
        ("classic", ["strategic", "random", "heuristic"], {"setup": "claim", "turn_limit": 300}),
        ("classic", ["strategic", "heuristic", "heuristic"], {**SIMULATION, "missions": True}),
        ("tutorial", ["strategic", "strategic"], {"fortify": "connected", "turn_limit": 300}),
    ],
)
def test_plays_complete_legal_games(map_name, seats, options):
    kinds = bot_types()
    seed = 300
    bots = [kinds[name](derive_seed(seed, seat)) for seat, name in enumerate(seats)]
    game = start(map_name, [f"{name} {i}" for i, name in enumerate(seats)], seed, **options)
    play_checked(game, bots, {i for i, name in enumerate(seats) if name == "strategic"})
    assert game.state.phase == Phase.GAME_OVER


def test_guards_the_entry_of_the_continent_it_holds():
    """"At the beginning of your turn you will receive armies for each continent you control":
    Australia is held, Siam's nine armies stand at its one entry (Indonesia), and a weak
    enemy elsewhere tempts an attack. The new armies go to Indonesia first, as many as the
    threat calls for (within the turn's guarding share), not all on the attack."""
    r, state = new_state(players=2)
    everything_to(state, 1, 1)
    give(state, 0, AUSTRALIA, armies=1)
    give(state, 0, ["alaska"], armies=6)  # next to Kamchatka's single army
    state.armies[tid("siam")] = 9
    reinforce_position(state, 0, 10)
    action = StrategicBot(1).choose(r, state)
    assert isinstance(action, PlaceArmies)
    assert action.territory == tid("indonesia")
    assert 1 <= action.count <= 8  # the threat (9) less the army there, within 60% of 10
    assert_legal(r, state, action)


def test_cashes_its_cards_to_eliminate_a_weak_player():
    """"If during your turn you eliminate an opponent by defeating his or her last army on the
    game board, you win any RISK cards that player has collected." Player 2 holds one
    territory and three cards: the bot trades its set and puts the armies next to them."""
    r, state = new_state(players=3)
    everything_to(state, 1, 3)
    give(state, 0, ["alaska", "northwest-territory"], armies=2)
    give(state, 2, ["kamchatka"], armies=3)
    state.players[2].cards = cards_with({CardSymbol.CAVALRY: 3})
    mine = {tid("alaska"), tid("northwest-territory")}
    state.players[0].cards = cards_with({CardSymbol.INFANTRY: 3}, avoid=mine)
    reinforce_position(state, 0, 3)
    bot = StrategicBot(1)
    trade = bot.choose(r, r.player_view(state, 0), 0)
    assert isinstance(trade, TradeCards)
    r.apply(state, trade)
    place = bot.choose(r, r.player_view(state, 0), 0)
    assert isinstance(place, PlaceArmies)
    assert place.territory == tid("alaska")  # the one next to Kamchatka


def continent(continent_id: str) -> int:
    return next(k for k, c in enumerate(world().continents) if c.id == continent_id)


def mission_index(r, mission_id: str) -> int:
    return next(i for i, m in enumerate(r.missions.missions) if m.id == mission_id)


def test_goes_for_the_continents_its_mission_names():
    """Secret missions: "the winner is whoever first reaches his goal (specified in his
    Secret Mission Card)". From North Africa, without a mission, the bot heads elsewhere; with
    the mission "Asia and South America" it heads for South America."""
    r, state = new_state(players=3, missions=True)
    everything_to(state, 1, 2)
    give(state, 0, ["north-africa"], armies=8)
    reinforce_position(state, 0, 3)
    state.players[0].mission = None
    plain = StrategicBot(1)._position(r, r.player_view(state, 0), 0)
    assert plain.goal != continent("south-america")
    state.players[0].mission = mission_index(r, "asia-south-america")
    with_mission = StrategicBot(1)._position(r, r.player_view(state, 0), 0)
    assert with_mission.goal == continent("south-america")


def test_hunts_the_player_its_mission_says_to_destroy():
    r, state = new_state(players=3, missions=True)
    everything_to(state, 1, 1)
    for t in range(0, len(state.owner), 3):
        state.owner[t] = 2
    give(state, 0, ["ukraine"], armies=8)
    state.players[0].mission = mission_index(r, "destroy-seat-3")
    position = StrategicBot(1)._position(r, r.player_view(state, 0), 0)
    seat2 = next(t for t, o in enumerate(state.owner) if o == 2 and t != tid("ukraine"))
    seat1 = next(t for t, o in enumerate(state.owner) if o == 1)
    state.players[0].mission = None
    plain = StrategicBot(1)._position(r, r.player_view(state, 0), 0)
    # The mission's player is worth more with the mission than without; the other is not.
    assert position.capture_value(seat2) > plain.capture_value(seat2)
    assert position.capture_value(seat1) == plain.capture_value(seat1)



def test_leaves_the_neutral_armys_land_alone():
    """The two-player game's neutral army only defends ("placing it to block your opponent's
    possible advance"): taking its land costs armies and wins nothing the card has not already
    won. With the turn's card earned, the heuristic still takes a lone neutral army next door;
    the hard bot keeps its armies for the opponent who can strike back."""
    r, state = new_state(players=3)
    state.players[2].neutral = True
    everything_to(state, 1, 30)
    give(state, 2, ["northwest-territory", "greenland", "quebec"], armies=1)
    give(state, 0, ["alaska"], armies=8)
    attack_position(r, state, 0)
    state.captured_this_turn = True
    heuristic = HeuristicBot(1).choose(r, state)
    assert isinstance(heuristic, (Attack, Blitz)) and heuristic.target == tid("northwest-territory")
    assert StrategicBot(1).choose(r, state) == EndAttack()


def _card_won_early_in_a_game_of_four(game_round: int, rivals_alive: int = 3):
    r, state = new_state(players=4)
    everything_to(state, 1, 1)
    give(state, 0, ["alaska"], armies=10)
    for seat in range(rivals_alive + 1, 4):
        state.players[seat].alive = False
    attack_position(r, state, 0)
    state.turn = 4 * (game_round - 1) + 1
    state.captured_this_turn = True
    return r, state


def test_holds_back_after_its_card_in_the_first_rounds_of_a_game_of_four():
    """With three rivals, a stack that blitzes on in the first rounds leaves a trail of single
    armies: the next players' cards. Once the turn's card is won it stops there; later in the
    game, or with one rival left, it presses on as the heuristic does."""
    r, state = _card_won_early_in_a_game_of_four(game_round=1)
    assert isinstance(HeuristicBot(1).choose(r, state), (Attack, Blitz))
    assert StrategicBot(1).choose(r, state) == EndAttack()
    r, state = _card_won_early_in_a_game_of_four(game_round=5)
    assert isinstance(StrategicBot(1).choose(r, state), (Attack, Blitz))
    r, state = _card_won_early_in_a_game_of_four(game_round=1, rivals_alive=1)
    assert isinstance(StrategicBot(1).choose(r, state), (Attack, Blitz))



def test_places_for_one_sure_capture_while_holding_back():
    """Alaska's five armies face a wall of threes with the whole world beyond it in single
    armies; Argentina's two face single armies. Later in the game the new armies go to
    Alaska, where a chain of captures starts; in the first rounds of a game of four, when it
    means to make one capture and stop, they go where that capture is surest: Argentina."""

    def placement(game_round: int) -> str:
        r, state = new_state(players=4)
        everything_to(state, 3, 1)
        give(state, 0, ["alaska"], armies=5)
        give(state, 1, ["northwest-territory", "alberta", "kamchatka"], armies=3)
        give(state, 0, ["argentina"], armies=2)
        give(state, 2, ["peru", "brazil"], armies=1)
        reinforce_position(state, 0, 3)
        state.turn = 4 * (game_round - 1) + 1
        action = StrategicBot(1).choose(r, r.player_view(state, 0), 0)
        assert isinstance(action, PlaceArmies)
        return r.world.ids[action.territory]

    assert placement(game_round=5) == "alaska"
    assert placement(game_round=1) == "argentina"


def test_breaks_a_stalemate():
    """Nobody has captured anything for several of its turns: it masses its new armies on
    its biggest stack and makes an even fight the heuristic would not."""
    r, state = new_state(players=2)
    everything_to(state, 1, 5)
    give(state, 0, ["alaska"], armies=6)
    give(state, 0, ["argentina"], armies=3)
    bot = StrategicBot(1)
    for turn in range(STALEMATE_TURNS):
        assert not bot.in_stalemate()
        reinforce_position(state, 0, 3)
        state.turn = 10 + 2 * turn
        placed = bot.choose(r, state)
    assert bot.in_stalemate()
    assert isinstance(placed, PlaceArmies) and placed.territory == tid("alaska")
    state.armies[tid("alaska")] = 7
    state.armies[tid("kamchatka")] = state.armies[tid("alberta")] = 20
    state.armies[tid("northwest-territory")] = 6  # 6 attackers against 6: about even
    attack_position(r, state, 0)
    state.captured_this_turn = True  # the card is earned already
    assert HeuristicBot(1).choose(r, state) == EndAttack()
    action = bot.choose(r, state)
    assert isinstance(action, (Attack, Blitz))
    assert (action.source, action.target) == (tid("alaska"), tid("northwest-territory"))


def test_a_standoff_of_two_huge_stacks_is_broken_once_the_game_runs_long():
    """Captures back and forth can keep the counts moving while two great stacks stare at
    each other for ever: past LONG_GAME turns it rolls against the bigger stack too (three
    dice against two kill more than they lose)."""
    r, state = new_state(players=2)
    everything_to(state, 1, 1)
    give(state, 0, AUSTRALIA, armies=1)
    state.armies[tid("indonesia")], state.armies[tid("siam")] = 900, 1000
    bot = StrategicBot(1)
    reinforce_position(state, 0, 3)
    state.turn = LONG_GAME - 2
    bot.choose(r, state)
    attack_position(r, state, 0)
    assert bot.choose(r, state) == EndAttack()  # 899 against 1,000 is not a fight it picks
    reinforce_position(state, 0, 3)
    state.turn = LONG_GAME
    bot.choose(r, state)
    assert bot.in_stalemate()
    attack_position(r, state, 0)
    action = bot.choose(r, state)
    assert isinstance(action, Attack) and (action.source, action.target) == (tid("indonesia"), tid("siam"))


def test_a_moving_game_is_no_stalemate():
    r, state = new_state(players=2)
    everything_to(state, 1, 5)
    give(state, 0, ["alaska"], armies=6)
    bot = StrategicBot(1)
    for turn in range(STALEMATE_TURNS + 2):
        if turn % 2:
            give(state, 0, [AUSTRALIA[turn % 4]], armies=1)  # a capture between its turns
        reinforce_position(state, 0, 3)
        state.turn = 10 + 2 * turn
        bot.choose(r, state)
        assert not bot.in_stalemate()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_never_reads_another_seats_secrets(seed):
    """Others' cards and missions are hidden in its view; given the whole state instead, it
    must choose exactly what it chooses from its view, all through a game."""
    game = start("classic", ["a", "b", "c"], seed, missions=True, setup="random", random_deal_armies="spread",
                 turn_limit=200)
    rules, state = game.rules, game.state
    seats = {0: (StrategicBot(7), StrategicBot(7))}  # one sees everything, one only its view
    others = [None, HeuristicBot(2), HeuristicBot(3)]
    compared = 0
    while not game.over:
        seat = state.decider()
        if seat == 0:
            full, viewed = seats[0]
            view = rules.player_view(state, 0)
            assert all(p.mission in (None, -1) for i, p in enumerate(view.players) if i != 0)
            action = viewed.choose(rules, view, 0)
            assert full.choose(rules, state, 0) == action
            compared += 1
        else:
            action = others[seat].choose(rules, rules.player_view(state, seat), seat)
        game.apply(action, seat)
    assert compared >= 8  # (it holds back early with three players: some games give it few decisions)


def test_in_a_legacy_game_the_hard_level_plays_with_the_legacy_judgement():
    """Legacy rules are not classic: "hard" falls back to the Legacy judgement HeuristicBot
    uses there, and plays a whole game legally (every move goes through the rules' apply)."""
    from tests.engine.ai.legacy_games import legacy_rules, play

    rules = legacy_rules()
    bot = StrategicBot(1)
    state = play(rules, [bot, HeuristicBot(2), HeuristicBot(3)], seed=41)
    assert state.phase == Phase.GAME_OVER
    assert type(bot._judgement).__name__ == "LegacyJudgement"
