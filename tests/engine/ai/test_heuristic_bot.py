"""HeuristicBot: legal and complete games, sensible choices in set positions, reproducible."""

from __future__ import annotations

import pytest

from engine.ai.bot import with_count
from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.board import CardSymbol, TerritoryKind
from engine.core.actions import (
    Attack,
    Blitz,
    Defend,
    EndAttack,
    Fortify,
    PlaceArmies,
    TradeCards,
)
from engine.core.dice import derive_seed
from engine.core.game import Game
from engine.core.state import GameState, Phase
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from tests.support.boards import SIZE, board, border, square
from tests.support.games import Invariants, attack_position, give, new_state, start, tid, world

SIMULATION = {"setup": "random", "random_deal_armies": "spread", "turn_limit": 1000}


def assert_legal(rules: ClassicRules, state: GameState, action) -> None:
    """The action is one of the legal ones, possibly with a smaller count in its range."""
    legal = rules.legal_actions(state)
    if action in legal:
        return
    for offered in legal:
        allowed = rules.count_range(state, offered)
        if any(with_count(offered, n) == action for n in allowed):
            return
    raise AssertionError(f"{action} is not among the legal actions {legal}")


def play_checked(game, bots, hero_seats) -> int:
    """Play to the end; every choice of a heuristic seat must be legal. Returns the winner."""
    rules, state = game.rules, game.state
    invariants = Invariants(rules, state)
    while not game.over:
        seat = state.decider()
        action = bots[seat].choose(rules, state)
        if seat in hero_seats:
            assert_legal(rules, state, action)
        invariants.after(state, game.apply(action))  # the checking apply: illegal would raise
    return state.winner


# -- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("map_name", "seats", "options"),
    [
        ("classic", ["heuristic", "random"], SIMULATION),
        ("classic", ["random", "heuristic", "random", "random"], SIMULATION),
        # Claiming and placing the starting armies by hand, every phase of setup.
        ("classic", ["heuristic", "random", "heuristic"], {"setup": "claim", "turn_limit": 300}),
        ("tutorial", ["heuristic", "heuristic"], {"fortify": "connected", "turn_limit": 300}),
        ("classic", ["heuristic", "heuristic"], {"neutral_army": True, "card_values": "fixed", "turn_limit": 300}),
    ],
)
def test_plays_complete_legal_games(map_name, seats, options):
    for number in range(2):
        seed = 100 + number
        bots = [
            (HeuristicBot if name == "heuristic" else RandomBot)(derive_seed(seed, seat))
            for seat, name in enumerate(seats)
        ]
        game = start(map_name, [f"{name} {i}" for i, name in enumerate(seats)], seed, **options)
        heroes = {i for i, name in enumerate(seats) if name == "heuristic"}
        play_checked(game, bots, heroes)
        assert game.state.phase == Phase.GAME_OVER


def test_chooses_its_dice_when_asked_to_defend():
    # The heuristic seat is asked for its dice: it must answer, legally, in every battle.
    seats = [PlayerSetup("heuristic", always_defend_max=False), PlayerSetup("random")]
    game = start("classic", seats, 7, **SIMULATION)
    bots = [HeuristicBot(1), RandomBot(2)]
    defended = 0
    while not game.over:
        state = game.state
        if state.phase == Phase.DEFEND:
            defended += 1
            choice = bots[0].choose(game.rules, state)
            assert choice == Defend(min(2, state.armies[state.attack_target]))
            game.apply(choice)
        else:
            game.apply(bots[state.decider()].choose(game.rules, state))
    assert defended > 0


def test_beats_the_random_bot_in_most_games():
    wins = 0
    for number in range(20):
        hero = number % 2
        seed = derive_seed(2024, number)
        bots = [HeuristicBot(seed) if seat == hero else RandomBot(seed + 1) for seat in range(2)]
        game = start("classic", ["a", "b"], seed, **SIMULATION)
        while not game.over:
            state = game.state
            game.apply(bots[state.decider()].choose(game.rules, state))
        wins += game.state.winner == hero
    assert wins >= 14, f"won only {wins} of 20"


def test_same_seed_same_game():
    def log(bot_seed: int) -> list:
        game = start("classic", ["a", "b", "c"], 5, **SIMULATION)
        bots = [HeuristicBot(bot_seed), RandomBot(3), HeuristicBot(bot_seed + 1)]
        while not game.over:
            game.apply(bots[game.state.decider()].choose(game.rules, game.state))
        return game.log

    assert log(11) == log(11)


def test_claims_are_reproducible():
    def claims(bot_seed: int) -> list:
        game = start("classic", ["a", "b", "c"], 5, setup="claim")
        bot = HeuristicBot(bot_seed)
        picks = []
        while game.state.phase == Phase.CLAIM:
            action = bot.choose(game.rules, game.state)
            picks.append(action)
            game.apply(action)
        return picks

    assert claims(1) == claims(1)


# -- positions set by hand ---------------------------------------------------------------------

RING = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
AUSTRALIA = ["indonesia", "new-guinea", "western-australia", "eastern-australia"]


def everything_to(state: GameState, player: int, armies: int) -> None:
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = player, armies


def reinforce_position(state: GameState, player: int, armies: int) -> None:
    state.current = player
    state.phase = Phase.REINFORCE
    state.reinforcements = armies
    state.trade_required = False


def cards_with(symbol_counts: dict[CardSymbol, int], avoid: set[int] = frozenset()) -> list[int]:
    """Territory cards with the given symbols, none of them for a territory in ``avoid``."""
    w = world()
    hand = []
    for symbol, count in symbol_counts.items():
        matching = [
            card for card, s in enumerate(w.card_symbols)
            if s is symbol and w.card_territories[card] not in avoid and card not in hand
        ]
        hand += matching[:count]
    return hand


def test_reinforces_a_threatened_border_rather_than_a_safe_interior():
    r, state = new_state(players=2)
    everything_to(state, 1, 1)
    give(state, 0, AUSTRALIA, armies=3)
    state.armies[tid("siam")] = 9  # the enemy's stack at the door of Australia
    reinforce_position(state, 0, 5)
    action = HeuristicBot(1).choose(r, state)
    assert isinstance(action, PlaceArmies)
    assert action.territory == tid("indonesia")
    assert action.count == 5  # concentrated, not spread


def test_trades_when_holding_five_cards():
    r, state = new_state(players=2)
    reinforce_position(state, state.current, 3)
    player = state.current
    state.players[player].cards = cards_with({CardSymbol.INFANTRY: 2, CardSymbol.CAVALRY: 2, CardSymbol.ARTILLERY: 1})
    state.trade_required = True
    action = HeuristicBot(1).choose(r, state)
    assert isinstance(action, TradeCards)
    assert_legal(r, state, action)


def test_trades_a_set_it_may_keep_and_prefers_the_occupied_territory_bonus():
    r, state = new_state(players=2)
    player = state.current
    reinforce_position(state, player, 3)
    w = world()
    theirs = {t for t, o in enumerate(state.owner) if o != player}
    mine = [t for t, o in enumerate(state.owner) if o == player]
    # Three infantry cards of the opponent's territories plus one of ours: two possible sets.
    hand = cards_with({CardSymbol.INFANTRY: 3}, avoid=set(mine))
    own_card = next(
        card for card, s in enumerate(w.card_symbols) if s is CardSymbol.INFANTRY and w.card_territories[card] in mine
    )
    state.players[player].cards = [*hand, own_card]
    assert all(w.card_territories[c] in theirs for c in hand)
    action = HeuristicBot(1).choose(r, state)
    assert isinstance(action, TradeCards)
    assert own_card in action.cards


def test_attacks_ten_against_one():
    r, state = new_state(players=2)
    everything_to(state, 1, 5)
    give(state, 0, ["alaska"], armies=10)
    state.armies[tid("kamchatka")] = 1
    attack_position(r, state, 0)
    action = HeuristicBot(1).choose(r, state)
    assert isinstance(action, (Attack, Blitz))
    assert (action.source, action.target) == (tid("alaska"), tid("kamchatka"))


def test_does_not_attack_two_against_ten():
    r, state = new_state(players=2)
    everything_to(state, 1, 10)
    give(state, 0, ["alaska"], armies=2)
    attack_position(r, state, 0)
    assert HeuristicBot(1).choose(r, state) == EndAttack()


def test_fortifies_from_the_interior_to_the_front():
    r, state = new_state(players=2)
    everything_to(state, 1, 2)
    give(state, 0, AUSTRALIA, armies=1)
    state.armies[tid("eastern-australia")] = 8  # idle: faces no enemy
    state.current, state.phase = 0, Phase.FORTIFY
    action = HeuristicBot(1).choose(r, state)
    assert isinstance(action, Fortify)
    assert action.source == tid("eastern-australia")
    assert_legal(r, state, action)


def test_plays_on_a_map_without_continents_and_with_a_sea():
    # Eight land squares in a ring and a sea in the middle linked to two of them: no
    # continent, no bonus, a territory nobody can own. Everything comes from the World.
    lands = [square(f"land-{i}", SIZE * x, SIZE * y, continent=None) for i, (x, y) in enumerate(RING)]
    sea = square("sea", SIZE, SIZE, continent=None, kind=TerritoryKind.SEA)
    links = [border(f"land-{i}", f"land-{(i + 1) % len(RING)}") for i in range(len(RING))]
    links += [border("sea", "land-1"), border("sea", "land-5")]
    game = Game.start(board(*lands, sea, connections=links, continents=[]), "classic", ["a", "b", "c"], 4,
                      {"setup": "claim", "turn-limit": 200})
    play_checked(game, [HeuristicBot(1), RandomBot(2), HeuristicBot(3)], {0, 2})


def test_the_neutral_army_is_placed_to_block_the_opponent():
    """Two-player setup: "place one neutral army onto any neutral territory you want, placing
    it to block your opponent's possible advance" — next to the opponent's big stack, not
    next to our own."""
    r = ClassicRules(world(), {"neutral-army": True, "setup": "random", "random-deal-armies": "place"})
    state, _ = r.new_game([PlayerSetup("Ann"), PlayerSetup("Ben")], 3)
    me = state.current
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 2, 1  # the neutral's, to begin with
    give(state, 1 - me, ["japan"], armies=12)  # the opponent's stack, next to Kamchatka and Mongolia
    give(state, me, ["siam"], armies=12)  # ours, next to India, China and Indonesia
    state.setup_turn_armies, state.setup_turn_neutral = 0, 1
    choice = HeuristicBot(1).choose(r, state)
    assert choice in (PlaceArmies(tid("kamchatka"), 1), PlaceArmies(tid("mongolia"), 1))
