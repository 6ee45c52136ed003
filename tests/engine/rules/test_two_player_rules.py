"""The two-player game with a neutral army, as the published rules for two players have it.

Our seed rulebook (002) has no two-player rules; the published ones (Parker Brothers, 1993,
"Risk for 2 players") are quoted by each test:

    Take 40 Infantry pieces from each of the 3 sets ... deal the cards face down into three
    equal piles ... After every territory on the board has been claimed, you and your
    opponent take turns placing your remaining armies: Place two Infantry onto any 1 or 2 of
    the territories you occupy. Place one "neutral" army onto any "neutral" territory you
    want ... Whenever you attack a "neutral" territory, your opponent rolls to defend that
    territory. Neutral armies don't attack and never receive reinforcements ... To win, be
    the first to eliminate your opponent ... You do not have to eliminate the "neutral"
    armies.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.core.actions import Attack, Blitz, Defend, PlaceArmies
from engine.core.errors import IllegalAction, InvalidCount, InvalidTerritory
from engine.core.events import ArmiesPlaced, DiceRolled
from engine.core.save import read_game, save_to_text
from engine.core.state import GameState, Phase
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from tests.support.games import Invariants, attack_position, play, rules, start, tid

NEUTRAL = 2


def two_player_game(seed: int = 5, map_name: str = "classic", defend_max: bool = True,
                    **options) -> tuple[ClassicRules, GameState]:
    options = {"neutral_army": True, "setup": "random", "random_deal_armies": "place", **options}
    r = rules(map_name, **options)
    seats = [PlayerSetup("Ann", always_defend_max=defend_max), PlayerSetup("Ben", always_defend_max=defend_max)]
    state, _ = r.new_game(seats, seed)
    return r, state


def own(state: GameState, player: int) -> list[int]:
    return state.territories_of(player)


def test_everyone_and_the_neutral_take_40_and_a_third_of_the_board():
    """"Take 40 Infantry pieces from each of the 3 sets ... deal the cards face down into three
    equal piles" (not 35, the three-player number)."""
    _r, state = two_player_game()
    assert Counter(state.owner) == {0: 14, 1: 14, NEUTRAL: 14}
    assert [p.armies_to_place for p in state.players] == [40 - 14] * 3
    assert state.phase == Phase.PLACE_INITIAL and state.current == state.first_player


def test_a_setup_turn_is_two_armies_of_your_own_and_one_neutral():
    """"Place two Infantry onto any 1 or 2 of the territories you occupy. Place one "neutral"
    army onto any "neutral" territory you want." Both are listed and checked; the turn passes
    when both are placed."""
    r, state = two_player_game()
    me, other = state.current, 1 - state.current
    legal = r.legal_actions(state)
    assert {a.territory for a in legal} == set(own(state, me)) | set(own(state, NEUTRAL))
    mine, neutral = own(state, me)[0], own(state, NEUTRAL)[0]
    assert r.count_range(state, PlaceArmies(mine, 1)) == range(1, 3)
    assert r.count_range(state, PlaceArmies(neutral, 1)) == range(1, 2)
    with pytest.raises(InvalidTerritory, match="not on"):
        r.apply(state, PlaceArmies(own(state, other)[0], 1))
    with pytest.raises(InvalidCount):
        r.apply(state, PlaceArmies(neutral, 2))
    with pytest.raises(InvalidCount):
        r.apply(state, PlaceArmies(mine, 3))

    events = r.apply(state, PlaceArmies(mine, 1))  # "any 1 or 2 of the territories": one at a time
    assert events == [ArmiesPlaced(me, mine, 1)] and state.current == me
    r.apply(state, PlaceArmies(own(state, me)[1], 1))
    assert state.current == me  # the neutral army is still to place
    assert {a.territory for a in r.legal_actions(state)} == set(own(state, NEUTRAL))
    with pytest.raises(InvalidTerritory, match="now place the neutral army.s 1 army"):
        r.apply(state, PlaceArmies(mine, 1))
    events = r.apply(state, PlaceArmies(neutral, 1))
    assert events[0] == ArmiesPlaced(NEUTRAL, neutral, 1)
    assert state.armies[neutral] == 2 and state.players[NEUTRAL].armies_to_place == 25
    assert state.current == other and state.players[me].armies_to_place == 24


def test_the_neutral_army_may_come_first_in_a_setup_turn():
    r, state = two_player_game()
    me = state.current
    r.apply(state, PlaceArmies(own(state, NEUTRAL)[0], 1))
    assert state.current == me and {a.territory for a in r.legal_actions(state)} == set(own(state, me))
    with pytest.raises(InvalidTerritory, match="neutral army is placed"):
        r.apply(state, PlaceArmies(own(state, NEUTRAL)[1], 1))
    r.apply(state, PlaceArmies(own(state, me)[0], 2))
    assert state.current == 1 - me


@pytest.mark.parametrize("map_name", ["classic", "tutorial"])
def test_setup_ends_with_every_army_on_the_board(map_name):
    """"After all the armies have been placed on the board ... start to play": 40 each on the
    classic board (scaled on a smaller map; what the neutral has left when the players are
    done goes on its land at random)."""
    r, state = two_player_game(map_name=map_name)
    armies = r.starting_armies(2)
    turns = 0
    while state.phase == Phase.PLACE_INITIAL:
        player = state.current
        r.apply(state, r.legal_actions(state)[0])
        turns += state.current != player
    assert state.phase == Phase.REINFORCE and state.turn == 1
    assert [p.armies_to_place for p in state.players] == [0, 0, 0]
    assert [state.army_total(p) for p in range(3)] == [armies] * 3
    if map_name == "classic":
        assert turns == 26  # 13 setup turns each, every one "two ... and one neutral"


def test_placement_batch_speeds_the_setup_up_in_the_same_proportion():
    r, state = two_player_game(placement_batch=3)
    mine, neutral = own(state, state.current)[0], own(state, NEUTRAL)[0]
    assert r.count_range(state, PlaceArmies(mine, 1)) == range(1, 7)
    assert r.count_range(state, PlaceArmies(neutral, 1)) == range(1, 4)


def test_spread_puts_everyones_armies_on_at_random():
    _r, state = two_player_game(random_deal_armies="spread")
    assert state.phase == Phase.REINFORCE
    assert [state.army_total(p) for p in range(3)] == [40, 40, 40]


def neutral_battle(defend_max: bool):
    r, state = two_player_game(defend_max=defend_max, random_deal_armies="spread")
    # Ann attacks Kamchatka, held by the neutral army with 3 armies, from Alaska.
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    state.owner[tid("kamchatka")], state.armies[tid("kamchatka")] = NEUTRAL, 3
    state.owner[tid("alaska")], state.armies[tid("alaska")] = 0, 6
    attack_position(r, state, player=0)
    return r, state


def test_the_opponent_rolls_to_defend_the_neutral_army():
    """"Whenever you attack a "neutral" territory, your opponent rolls to defend that
    territory": the other player decides the neutral's dice, as a defender does."""
    r, state = neutral_battle(defend_max=False)
    alaska, kamchatka = tid("alaska"), tid("kamchatka")
    assert Blitz(alaska, kamchatka) not in r.legal_actions(state)
    with pytest.raises(IllegalAction, match="Ben chooses the neutral army's dice"):
        r.apply(state, Blitz(alaska, kamchatka))
    r.apply(state, Attack(alaska, kamchatka, 3))
    assert state.phase == Phase.DEFEND and state.decider() == 1
    assert r.legal_actions(state) == [Defend(2)] and r.count_range(state, Defend(2)) == range(1, 3)
    events = r.apply(state, Defend(1))
    (rolled,) = [e for e in events if isinstance(e, DiceRolled)]
    assert len(rolled.defender_dice) == 1 and rolled.defender == NEUTRAL
    assert state.phase in (Phase.ATTACK, Phase.OCCUPY) and state.decider() == 0


def test_an_opponent_who_always_rolls_the_most_is_not_asked():
    r, state = neutral_battle(defend_max=True)
    alaska, kamchatka = tid("alaska"), tid("kamchatka")
    assert Blitz(alaska, kamchatka) in r.legal_actions(state)
    events = r.apply(state, Attack(alaska, kamchatka, 3))
    assert state.phase != Phase.DEFEND
    assert len([e for e in events if isinstance(e, DiceRolled)][0].defender_dice) == 2


@pytest.mark.parametrize("bot", [RandomBot, HeuristicBot])
@pytest.mark.parametrize("map_name", ["classic", "tutorial"])
def test_bots_place_for_the_neutral_and_defend_it(bot, map_name):
    """Bots play the whole two-player game: the setup's neutral placements and, for a seat
    that chooses its dice, the neutral's defence. "Neutral armies don't attack and never
    receive reinforcements": the neutral never decides anything."""
    defended = 0
    for seed in range(3):
        r, state = two_player_game(seed=seed, map_name=map_name, defend_max=False, turn_limit=200)
        check = Invariants(r, state)
        neutral_share = state.players[NEUTRAL].armies_to_place
        deciders, neutral_placed = set(), 0
        bots = [bot(seed), bot(seed + 1)]
        while state.phase != Phase.GAME_OVER:
            decider = state.decider()
            deciders.add(decider)
            defended += state.phase == Phase.DEFEND and state.owner[state.attack_target] == NEUTRAL
            events = r.apply(state, bots[decider].choose(r, state))
            check.after(state, events)
            neutral_placed += sum(e.count for e in events if isinstance(e, ArmiesPlaced) and e.player == NEUTRAL)
        assert NEUTRAL not in deciders
        assert neutral_placed == neutral_share  # every neutral army went on the board in the setup
    assert defended > 0  # and the players chose the neutral's dice when it was attacked


def test_the_game_is_won_by_eliminating_the_opponent():
    """"To win, be the first to eliminate your opponent ... You do not have to eliminate the
    "neutral" armies.\""""
    r, state = two_player_game(random_deal_armies="spread", turn_limit=400)
    play(r, state, [RandomBot(1), RandomBot(2)])
    assert state.phase == Phase.GAME_OVER
    if state.winner is not None:
        assert state.winner in (0, 1) and not state.players[1 - state.winner].alive


def test_a_game_saved_mid_setup_turn_loads_and_goes_on(tmp_path):
    """The setup turn's share is part of the state, so a save in the middle of it replays
    exactly; a snapshot without the share (every save made before it existed) still matches."""
    game = start("classic", ["Ann", "Ben"], 5, neutral_army=True, setup="random", random_deal_armies="place")
    state = game.state
    game.apply(PlaceArmies(own(state, state.current)[0], 1))
    text = save_to_text(game)
    assert "setup_turn_armies: 1" in text and "setup_turn_neutral: 1" in text
    loaded = read_game(text, file="memory")
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.legal_actions() == game.legal_actions()
    while game.state.phase == Phase.PLACE_INITIAL:
        game.apply(game.legal_actions()[0])
    assert "setup_turn" not in save_to_text(game)  # unused: written as before
