"""One test per rule of classic Risk, each quoting the rule it checks (seed 002, rules-digest §1)."""

from __future__ import annotations

import re

import pytest

from engine.ai.bot import with_count
from engine.core.actions import (
    Attack,
    BeginAttack,
    Blitz,
    ClaimTerritory,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    PlaceArmies,
    TradeCards,
)
from engine.core.errors import (
    IllegalAction,
    InvalidCards,
    InvalidCount,
    InvalidTerritory,
    WrongPhase,
)
from engine.core.events import CardDrawn, CardsTraded, DiceRolled, GameWon, PlayerEliminated
from engine.core.state import NOBODY, Phase
from engine.files.errors import FileFormatError
from engine.rules import cards as card_rules
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules, default_starting_armies
from engine.rules.missions import load_missions
from engine.rules.options import OptionError
from tests.support.games import attack_position, give, new_state, rules, tid, world


def fixed_roll(monkeypatch, rules_obj, attack, defence):
    """Make every battle roll these dice (sorted high to low)."""
    monkeypatch.setattr(rules_obj, "roll_battle", lambda state, a, d: (tuple(attack[:a]), tuple(defence[:d])))


def everything_to(state, player):
    for t in range(len(state.owner)):
        state.owner[t] = player
        state.armies[t] = 1


# -- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "armies"), [(3, 35), (4, 30), (5, 25), (6, 20)])
def test_starting_armies_on_the_classic_board(players, armies):
    """"if 3 are playing, each player gets 35 infantry ... if 6 are playing, each player gets 20"."""
    r = rules("classic", setup="claim")
    state, _ = r.new_game([PlayerSetup(f"P{i}") for i in range(players)], seed=1)
    assert {p.armies_to_place for p in state.players} == {armies}


def test_starting_armies_scale_with_a_smaller_map():
    """rules-digest: "for maps other than the classic board ... a sane default scales with
    territory count" — 35 for 3 players on 42 territories is 8 on 10."""
    assert default_starting_armies(3, 42) == 35
    assert default_starting_armies(3, 10) == 8
    assert default_starting_armies(6, 10) >= 3  # always enough to claim a share and place one


def test_claiming_goes_round_one_army_at_a_time_on_empty_territories():
    """"everyone in turn places one army onto any unoccupied territory. Continue until all 42
    territories have been claimed.\""""
    r = rules("classic", setup="claim")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B"), PlayerSetup("C")], seed=4)
    first = state.current
    r.apply(state, ClaimTerritory(tid("alaska")))
    assert state.owner[tid("alaska")] == first and state.armies[tid("alaska")] == 1
    assert state.current == (first + 1) % 3
    with pytest.raises(InvalidTerritory, match="already claimed"):
        r.apply(state, ClaimTerritory(tid("alaska")))
    with pytest.raises(WrongPhase):
        r.apply(state, PlaceArmies(tid("alaska"), 1))


def test_after_claiming_players_place_one_army_at_a_time_on_their_own_land():
    """"each player in turn places one additional army onto any territory he or she already
    occupies. Continue this way until everyone has run out of armies.\""""
    r = rules("tutorial", setup="claim")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B")], seed=2)
    while state.phase == Phase.CLAIM:
        r.apply(state, r.legal_actions(state)[0])
    assert state.phase == Phase.PLACE_INITIAL
    mine = state.territories_of(state.current)[0]
    theirs = state.territories_of(1 - state.current)[0]
    with pytest.raises(InvalidTerritory, match="your own"):
        r.apply(state, PlaceArmies(theirs, 1))
    with pytest.raises(InvalidCount):
        r.apply(state, PlaceArmies(mine, 2))
    player = state.current
    r.apply(state, PlaceArmies(mine, 1))
    assert state.current != player


def test_whoever_placed_first_takes_the_first_turn():
    """"whoever placed the first army takes the first turn.\""""
    r = rules("tutorial", setup="claim")
    state, _ = r.new_game([PlayerSetup("A"), PlayerSetup("B"), PlayerSetup("C")], seed=9)
    first = state.current
    while state.phase in (Phase.CLAIM, Phase.PLACE_INITIAL):
        r.apply(state, r.legal_actions(state)[0])
    assert state.phase == Phase.REINFORCE and state.current == first and state.turn == 1


def test_a_random_deal_shares_out_every_territory_evenly():
    """rules-digest [decision]: "also offer 'random deal' (territories dealt at random)"."""
    r, state = new_state(4, seed=3)
    counts = [state.owner.count(p) for p in range(4)]
    assert NOBODY not in state.owner and max(counts) - min(counts) <= 1


def test_the_same_seed_gives_the_same_game():
    """Dice come from a seeded generator kept in the state."""
    _, a = new_state(4, seed=11)
    _, b = new_state(4, seed=11)
    _, c = new_state(4, seed=12)
    assert a.to_dict() == b.to_dict() and a.to_dict() != c.to_dict()


# -- reinforcements ---------------------------------------------------------------------------


@pytest.mark.parametrize(("held", "armies"), [(11, 3), (14, 4), (17, 5), (5, 3)])
def test_reinforcements_are_territories_divided_by_three_at_least_three(held, armies):
    """"divide the total by 3 (ignore any fraction) ... 11 territories = 3 armies, 14 = 4,
    17 = 5 ... You will always receive at LEAST 3 ARMIES on a turn\""""
    r, state = new_state(3)
    everything_to(state, 1)
    # Spread the player's land so no continent is complete.
    spread = [t for t in range(42) if world().continent_of[t] != world().continent_of[t - 1]][:held]
    spread += [t for t in range(42) if t not in spread][: held - len(spread)]
    for t in spread:
        state.owner[t] = 0
    assert r.reinforcements(state, 0)[0] == armies


def test_holding_a_whole_continent_gives_its_bonus():
    """"you will receive armies for each continent you control ... Australia: 2 armies\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["indonesia", "new-guinea", "western-australia", "eastern-australia"])
    assert r.reinforcements(state, 0) == (3, 2)
    state.owner[tid("indonesia")] = 1
    assert r.reinforcements(state, 0) == (3, 0)


# -- cards ------------------------------------------------------------------------------------


def test_what_makes_a_set():
    """"3 cards of same design ... 1 of each 3 designs ... Any 2 plus a wild card\""""
    w = world()
    symbols = w.card_symbols
    inf = [i for i, s in enumerate(symbols) if s.value == "infantry"]
    cav = [i for i, s in enumerate(symbols) if s.value == "cavalry"]
    art = [i for i, s in enumerate(symbols) if s.value == "artillery"]
    wild = len(symbols)
    assert card_rules.is_set((inf[0], inf[1], inf[2]), w)
    assert card_rules.is_set((inf[0], cav[0], art[0]), w)
    assert card_rules.is_set((inf[0], cav[0], wild), w)
    assert not card_rules.is_set((inf[0], inf[1], cav[0]), w)


def test_progressive_set_values():
    """"First set traded in 4 armies, second 6, third 8, fourth 10, fifth 12, sixth 15,
    seventh 20, eighth 25, plus 5 additional armies for every following set (30, 35 ...)\""""
    values = [card_rules.progressive_value(k, (4, 6, 8, 10, 12, 15, 20, 25)) for k in range(11)]
    assert values == [4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40]


def hand(state, player, cards):
    state.players[player].cards = list(cards)
    for c in cards:
        if c in state.deck:
            state.deck.remove(c)


def reinforce_position(r, state, player=0):
    state.current = player
    state.phase = Phase.REINFORCE
    state.reinforcements = 3
    state.trade_required = len(state.players[player].cards) >= r.options.compulsory_trade


def infantry_cards(n):
    symbols = world().card_symbols
    return [i for i, s in enumerate(symbols) if s.value == "infantry"][:n]


def test_five_cards_at_the_start_of_a_turn_force_a_trade():
    """"if you have 5 or 6 cards at the beginning of your turn you MUST turn in at least one set\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"])
    hand(state, 0, infantry_cards(5))
    reinforce_position(r, state)
    assert all(isinstance(a, TradeCards) for a in r.legal_actions(state))
    with pytest.raises(InvalidCards, match="must trade"):
        r.apply(state, PlaceArmies(tid("alaska"), 1))
    r.apply(state, TradeCards(tuple(infantry_cards(3))))
    r.apply(state, PlaceArmies(tid("alaska"), 1))


def test_an_occupied_territory_on_a_traded_card_gives_two_armies_there_once_a_turn():
    """"If any of the 3 cards you trade in shows picture of a territory you occupy, you
    receive 2 extra armies. You must place both those armies onto that particular territory.
    Note: on a single turn, you may receive no more than 2 extra armies\""""
    r, state = new_state(3)
    cards = infantry_cards(6)
    w = world()
    territories = [w.card_territories[c] for c in cards]
    everything_to(state, 1)
    for t in territories:
        state.owner[t] = 0
    hand(state, 0, cards)
    reinforce_position(r, state)
    before = state.armies[territories[0]]
    events = r.apply(state, TradeCards(tuple(cards[:3])))
    assert state.armies[territories[0]] == before + 2
    assert isinstance(events[0], CardsTraded) and events[0].bonus_territories == (territories[0],)
    events = r.apply(state, TradeCards(tuple(cards[3:])))
    assert events[0].bonus_territories == ()


def test_fixed_values_by_kind_of_set_with_a_bonus_per_card():
    """Variant: "3 infantry 4 armies, 3 cavalry 6, 3 artillery 8 ... a bonus of two additional
    armies for every card that belongs to a territory you have ... the maximum you can get from
    a card set is 14 armies" — one of each is worth 10 [decision]."""
    r, state = new_state(3, card_values="fixed")
    symbols = world().card_symbols
    art = [i for i, s in enumerate(symbols) if s.value == "artillery"][:3]
    mixed = (infantry_cards(1)[0], next(i for i, s in enumerate(symbols) if s.value == "cavalry"), art[0])
    assert r.set_value(state, art) == 8
    assert r.set_value(state, mixed) == 10
    everything_to(state, 0)
    hand(state, 0, art)
    reinforce_position(r, state)
    events = r.apply(state, TradeCards(tuple(art)))
    assert events[0].armies + 2 * len(events[0].bonus_territories) == 14


def test_one_of_each_with_three_held_territories_brings_16_in_the_fixed_variant():
    """"a bonus of two additional armies (for every card that belongs to a territory you
    have)": the book's "maximum ... 14 armies" counts only its three-of-a-kind sets. One of
    each, worth 10 here [decision], with all three territories held brings 10 + 3 x 2 = 16
    (docs/rules-classic.md says so)."""
    r, state = new_state(3, card_values="fixed")
    w = world()
    symbols = w.card_symbols
    mixed = tuple(next(i for i, s in enumerate(symbols) if s.value == kind)
                  for kind in ("infantry", "cavalry", "artillery"))
    everything_to(state, 0)
    hand(state, 0, list(mixed))
    reinforce_position(r, state)
    (traded,) = [e for e in r.apply(state, TradeCards(mixed)) if isinstance(e, CardsTraded)]
    assert traded.armies == 10 and len(traded.bonus_territories) == 3
    assert traded.armies + 2 * len(traded.bonus_territories) == 16


def test_one_card_for_a_turn_with_captures_and_none_without():
    """"At the end of any turn in which you have captured at least one territory, you will
    earn ONE (and only one) RISK card.\""""
    r, state = new_state(3)
    attack_position(r, state)
    state.captured_this_turn = False
    events = r.apply(state, EndAttack())
    assert not any(isinstance(e, CardDrawn) for e in events) and state.players[0].cards == []
    r, state = new_state(3)
    attack_position(r, state)
    state.captured_this_turn = True
    events = r.apply(state, EndAttack())
    assert [type(e) for e in events].count(CardDrawn) == 1 and len(state.players[0].cards) == 1


# -- attacking --------------------------------------------------------------------------------


def test_you_may_only_attack_an_adjacent_territory():
    """"You may only attack a territory that's adjacent to one of your own, or connected to it
    by a dashed line." — "Alaska ... may attack Kamchatka.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=5)
    attack_position(r, state)
    with pytest.raises(InvalidTerritory, match="does not border"):
        r.apply(state, Attack(tid("alaska"), tid("brazil"), 3))
    r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))


def test_you_need_two_armies_to_attack():
    """"You must always have at least two armies in the territory you're attacking from.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=1)
    attack_position(r, state)
    with pytest.raises(InvalidTerritory, match="at least 2 armies"):
        r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 1))


def test_the_attacker_needs_one_more_army_than_dice():
    """"you must have at least one more army in your territory than the number of dice you roll\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=3)
    attack_position(r, state)
    with pytest.raises(InvalidCount, match="1 to 2 dice"):
        r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))


def test_the_defender_rolls_two_only_with_two_armies_and_may_choose(monkeypatch):
    """"The defender will roll either 1 or 2 white dice: To roll 2 dice, he or she must have at
    least 2 armies on the territory under attack.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=5)
    state.armies[tid("kamchatka")] = 3
    state.players[1].always_defend_max = False
    attack_position(r, state)
    r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    assert state.phase == Phase.DEFEND and state.decider() == 1
    fixed_roll(monkeypatch, r, (6, 5, 4), (1, 1))
    events = r.apply(state, Defend(1))
    assert [e for e in events if isinstance(e, DiceRolled)][0].defender_dice == (1,)
    assert state.armies[tid("kamchatka")] == 2 and state.phase == Phase.ATTACK
    # Down to one army, the defender cannot choose two dice.
    r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    state.armies[tid("kamchatka")] = 1
    with pytest.raises(InvalidCount, match="at least 2 armies"):
        r.apply(state, Defend(2))


def test_ties_go_to_the_defender(monkeypatch):
    """"Compare the highest die each of you rolled ... In case of a tie, the defender always wins.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=4)
    state.armies[tid("kamchatka")] = 2
    attack_position(r, state)
    fixed_roll(monkeypatch, r, (6, 3, 1), (6, 2))
    (rolled,) = [e for e in r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3)) if isinstance(e, DiceRolled)]
    assert (rolled.attacker_losses, rolled.defender_losses) == (1, 1)
    assert state.armies[tid("alaska")] == 3 and state.armies[tid("kamchatka")] == 1


def test_the_attacker_never_loses_more_than_two_on_a_roll(monkeypatch):
    """"The attacker can never lose more than 2 armies on a single roll.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=10)
    state.armies[tid("kamchatka")] = 5
    attack_position(r, state)
    fixed_roll(monkeypatch, r, (1, 1, 1), (6, 6))
    r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    assert state.armies[tid("alaska")] == 8


def test_a_capture_moves_in_at_least_the_dice_rolled_and_leaves_one_behind(monkeypatch):
    """"move in at least as many armies as the number of dice you rolled in your last battle
    ... you must always leave at least one army behind on the territory you attacked from.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=8)
    attack_position(r, state)
    fixed_roll(monkeypatch, r, (6, 6, 6), (1,))
    r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    assert state.owner[tid("kamchatka")] == 0 and state.phase == Phase.OCCUPY
    assert state.armies[tid("kamchatka")] == 3  # the dice rolled are already in
    with pytest.raises(InvalidCount, match="between 3 and 7"):
        r.apply(state, Occupy(2))
    with pytest.raises(InvalidCount):
        r.apply(state, Occupy(8))
    r.apply(state, Occupy(7))
    assert state.armies[tid("alaska")] == 1 and state.armies[tid("kamchatka")] == 7


def test_a_blitz_rolls_until_the_territory_falls_or_one_army_is_left():
    """rules-digest: "Attack as often as you like" — a blitz is repeated rolls, most dice."""
    r, state = new_state(3, seed=5)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=30)
    attack_position(r, state)
    r.apply(state, Blitz(tid("alaska"), tid("kamchatka")))
    assert state.owner[tid("kamchatka")] == 0
    r, state = new_state(3, seed=5)
    everything_to(state, 1)
    give(state, 0, ["alaska"], armies=2)
    state.armies[tid("kamchatka")] = 30
    attack_position(r, state)
    r.apply(state, Blitz(tid("alaska"), tid("kamchatka")))
    assert state.armies[tid("alaska")] == 1 and state.owner[tid("kamchatka")] == 1


def test_eliminating_a_player_takes_their_cards_and_forces_trades_down_to_four(monkeypatch):
    """"If during your turn you eliminate an opponent ... you win any RISK cards that player has
    collected. If winning them gives you 6 or more cards, you must immediately trade in enough
    sets to reduce your hand to 4 or fewer cards, but once your hand is reduced to 4, 3, or 2
    cards, you must stop trading.\""""
    r, state = new_state(3)
    everything_to(state, 2)
    give(state, 0, ["alaska"], armies=10)
    give(state, 1, ["kamchatka"], armies=1)
    infantry = infantry_cards(9)
    hand(state, 0, infantry[:4])
    hand(state, 1, infantry[4:7])
    attack_position(r, state)
    fixed_roll(monkeypatch, r, (6, 6, 6), (1,))
    events = r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    assert any(isinstance(e, PlayerEliminated) and e.cards_taken == 3 for e in events)
    assert len(state.players[0].cards) == 7 and not state.players[1].alive
    r.apply(state, Occupy(3))
    assert state.phase == Phase.REINFORCE and all(isinstance(a, TradeCards) for a in r.legal_actions(state))
    r.apply(state, TradeCards(tuple(state.players[0].cards[:3])))
    assert len(state.players[0].cards) == 4
    assert not any(isinstance(a, TradeCards) for a in r.legal_actions(state))  # must stop at 4
    r.apply(state, PlaceArmies(tid("kamchatka"), state.reinforcements))
    assert state.phase == Phase.ATTACK  # the attack goes on


def test_a_card_drawn_to_six_waits_for_the_next_turn():
    """"when you draw a card from the deck at the end of your turn ... and it brings your total
    to 6, you must wait until your next turn to trade in.\""""
    r, state = new_state(3)
    hand(state, 0, infantry_cards(5))
    attack_position(r, state)
    state.captured_this_turn = True
    r.apply(state, EndAttack())
    assert len(state.players[0].cards) == 6 and state.phase == Phase.FORTIFY
    assert not state.trade_required


# -- fortifying -------------------------------------------------------------------------------


def test_fortify_is_one_move_to_an_adjacent_territory_leaving_one_behind():
    """"move as many armies as you'd like from one (and only one) of your adjacent territories
    ... you must leave at least one army behind.\""""
    r, state = new_state(3)
    everything_to(state, 1)
    give(state, 0, ["alaska", "alberta", "western-united-states"], armies=5)
    state.current, state.phase = 0, Phase.FORTIFY
    with pytest.raises(InvalidTerritory, match="does not border"):
        r.apply(state, Fortify(tid("alaska"), tid("western-united-states"), 2))
    with pytest.raises(InvalidCount, match="one must stay behind"):
        r.apply(state, Fortify(tid("alaska"), tid("alberta"), 5))
    r.apply(state, Fortify(tid("alaska"), tid("alberta"), 4))
    assert state.armies[tid("alberta")] == 9 and state.current != 0  # the turn is over


def test_connected_fortify_goes_through_a_chain_of_your_territories():
    """rules-digest [decision]: "option fortify: adjacent | connected ... connected = through a
    chain of your own territories\""""
    r, state = new_state(3, fortify="connected")
    everything_to(state, 1)
    give(state, 0, ["alaska", "alberta", "western-united-states"], armies=5)
    state.current, state.phase = 0, Phase.FORTIFY
    r.apply(state, Fortify(tid("alaska"), tid("western-united-states"), 2))
    assert state.armies[tid("western-united-states")] == 7


# -- winning ----------------------------------------------------------------------------------


def test_capturing_the_last_territory_wins(monkeypatch):
    """"The winner is the first player to eliminate every opponent by capturing all 42
    territories on the board.\""""
    r, state = new_state(3)
    everything_to(state, 0)
    state.armies[tid("alaska")] = 5
    state.owner[tid("kamchatka")] = 1
    state.players[2].alive = False
    attack_position(r, state)
    fixed_roll(monkeypatch, r, (6, 6, 6), (1,))
    events = r.apply(state, Attack(tid("alaska"), tid("kamchatka"), 3))
    assert state.phase == Phase.GAME_OVER and state.winner == 0
    assert isinstance(events[-1], GameWon)
    with pytest.raises(WrongPhase, match="over"):
        r.apply(state, EndAttack())


def test_a_completed_secret_mission_wins():
    """"the winner is whoever first reaches his goal (specified in his Secret Mission Card)" —
    e.g. "Occupy 24 territories"."""
    r, state = new_state(3, missions=True)
    judge = r.missions
    occupy_24 = next(i for i, m in enumerate(judge.missions) if m.id == "occupy-24")
    state.players[0].mission = occupy_24
    for t in range(24):
        state.owner[t] = 0
    attack_position(r, state)
    events = r.apply(state, EndAttack())
    assert state.winner == 0 and "mission" in state.win_reason and isinstance(events[-1], GameWon)


def test_a_destroy_mission_falls_back_to_24_territories():
    """rules-digest: "destroy a given colour, falling back to 24 territories" (your own colour)."""
    r, state = new_state(3, missions=True)
    judge = r.missions
    destroy_self = next(i for i, m in enumerate(judge.missions) if m.destroy == 1)
    state.players[0].mission = destroy_self
    assert not judge.is_complete(state, 0)
    for t in range(24):
        state.owner[t] = 0
    assert judge.is_complete(state, 0)


def test_the_two_player_game_has_a_neutral_army_that_never_plays():
    """rules-digest: "2-player with a neutral army is a common extension: optional\""""
    r, state = new_state(2, neutral_army=True)
    assert [p.neutral for p in state.players] == [False, False, True]
    assert state.owner.count(2) >= 13
    seen = set()
    for _ in range(200):
        if state.phase == Phase.GAME_OVER:
            break
        seen.add(state.decider())
        r.apply(state, r.legal_actions(state)[-1])
    assert 2 not in seen
    with pytest.raises(OptionError, match="2-player"):
        rules("classic", neutral_army=True).new_game([PlayerSetup("a"), PlayerSetup("b"), PlayerSetup("c")], 1)


def test_the_turn_limit_ends_in_a_draw():
    r, state = new_state(3, turn_limit=1)
    state.phase = Phase.FORTIFY
    r.apply(state, EndTurn())
    assert state.phase == Phase.GAME_OVER and state.winner is None


# -- the engine's contract --------------------------------------------------------------------


def test_illegal_actions_say_why_and_change_nothing():
    r, state = new_state(3)
    before = state.to_dict()
    with pytest.raises(IllegalAction) as caught:
        r.apply(state, Fortify(0, 1, 1))
    assert "trade cards and place your new armies first" in str(caught.value)
    assert state.to_dict() == before


def test_every_listed_action_is_legal_with_every_count_in_its_range():
    r, state = new_state(4, seed=3)
    for action in r.legal_actions(state):
        for n in r.count_range(state, action):
            r.apply(state.copy(), with_count(action, n))


def test_begin_attack_ends_reinforcement_while_holding_a_set():
    """Trading is optional below 5 cards: a player holding a set chooses when to stop."""
    r, state = new_state(3)
    everything_to(state, 0)
    hand(state, 0, infantry_cards(3))
    reinforce_position(r, state)
    r.apply(state, PlaceArmies(0, 3))
    assert state.phase == Phase.REINFORCE and BeginAttack() in r.legal_actions(state)
    r.apply(state, BeginAttack())
    assert state.phase == Phase.ATTACK


def test_rules_refuse_bad_player_counts():
    with pytest.raises(OptionError, match="2 to 6 players"):
        ClassicRules(world()).new_game([PlayerSetup("alone")], 1)


def test_a_compulsory_trade_below_five_cards_is_refused():
    """"If you have 5 or 6 cards at the beginning of your turn you MUST turn in at least one
    set": with fewer cards a hand may hold no set, and a player made to trade could not move."""
    with pytest.raises(OptionError, match="compulsory"):
        ClassicRules(world(), {"compulsory-trade": 4})


def test_mission_texts_show_the_counts_of_this_map():
    """Missions written for 42 territories read with the counts the game checks on a small map."""
    r, state = new_state(3, map_name="tutorial", missions=True)
    judge = r.missions
    occupy = next(i for i, m in enumerate(judge.missions) if m.id == "occupy-24")
    assert judge.text(occupy, ["A", "B", "C"]) == f"Occupy {judge.scaled(24)} territories."
    destroy = next(i for i, m in enumerate(judge.missions) if m.destroy == 2)
    assert judge.text(destroy, ["A", "B", "C"]) == "Destroy all of B's armies."


def test_mission_texts_in_another_language_name_the_continents_as_asked():
    """A mission reads in the reader's language when the mission file has it, with the
    continents named as the caller (the UI, in its language) names them."""
    r, _state = new_state(3, missions=True)
    judge = r.missions
    africa = next(i for i, m in enumerate(judge.missions) if m.id == "north-america-africa")
    assert judge.text(africa, ["A", "B", "C"]) == "Conquer North America and Africa."
    spanish = {"north-america": "América del Norte", "africa": "África"}
    assert judge.text(africa, ["A", "B", "C"], "es", spanish) == "Conquista América del Norte y África."
    assert judge.text(africa, ["A", "B", "C"], "es-AR", spanish) == "Conquista América del Norte y África."
    assert judge.text(africa, ["A", "B", "C"], "fr") == "Conquer North America and Africa."
    destroy = next(i for i, m in enumerate(judge.missions) if m.destroy == 2)
    assert judge.text(destroy, ["A", "B", "C"], "es") == "Destruye todos los ejércitos de B."
    # Every mission of the shipped file has its Spanish text, with the English placeholders.
    for mission in judge.set.missions:
        spanish_text = dict(mission.texts).get("es")
        assert spanish_text, mission.id
        assert sorted(re.findall(r"\{\w+\}", spanish_text)) == sorted(re.findall(r"\{\w+\}", mission.text))


def test_a_mission_file_with_a_text_per_language_is_checked(tmp_path):
    bad = tmp_path / "missions.yaml"
    bad.write_text(
        "format: worldsmith-missions\nschema: 1\nboard-territories: 42\nmissions:\n"
        "- id: x\n  text:\n    es: Ocupa todo.\n  territories: 42\n", encoding="utf-8")
    with pytest.raises(FileFormatError) as caught:
        load_missions(bad)
    assert caught.value.field == "missions[0].text" and "'en'" in caught.value.message


def test_a_map_whose_land_no_border_joins_is_refused_not_played_for_ever():
    """Classic Risk is won by taking "all 42 territories"; land that no border or sea-line
    joins (the MU map joins its continents through water, which classic play leaves out)
    could never be taken, so such a game is refused with the reason."""
    from engine.core.game import Game, GameSetup
    from engine.rules.base import PlayerSetup
    from engine.rules.options import OptionError
    from tests.support.games import board

    seats = tuple(PlayerSetup(name) for name in ("Ann", "Ben", "Cy"))
    with pytest.raises(OptionError, match=r"this map's land is in \d+ parts that no border or sea-line joins"):
        Game(board("classic-mu"), GameSetup("classic", seats, 1))
    assert Game(board("classic"), GameSetup("classic", seats, 1)).rules._land_parts() == [set(range(42))]
