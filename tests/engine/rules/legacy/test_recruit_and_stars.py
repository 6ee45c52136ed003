"""Risk Legacy (issue 28): one turn-in per recruit, joining the war with half the starting
troops, power troops named as such, red stars bought with the cards the player names and won
at once; and the two readings written as decisions in docs/rules-legacy.md."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark, TerritoryCard
from engine.core.errors import IllegalAction
from engine.core.events import GameWon, ReinforcementsReceived, TurnStarted
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import BuyStar, ChooseStart, TurnInCards
from engine.rules.legacy.dice import DieModifier, apply_modifiers
from engine.rules.legacy.events import PowerTroopsPlaced, PowerTroopsRecruited, StarBought
from engine.rules.legacy.state import JOIN_THE_WAR, REWARDS, START_OF_TURN
from tests.engine.rules.legacy.support import clear_board, fresh_world, give, started, t, with_marks


def coin(game, number: int = 0) -> int:
    return game.rules.card_count + number


def card(game, territory: str) -> int:
    return game.world.card_territories.index(t(territory))


def hold(game, player: int, cards: list[int]) -> None:
    """``cards`` (territory cards) into the player's hand, off the sideboard."""
    state = game.state
    for c in cards:
        for pile in (state.deck, state.discard):
            if c in pile:
                pile.remove(c)
        if c in state.slots:
            state.slots[state.slots.index(c)] = -1
    state.players[player].cards.extend(cards)


def hand_of_coins(game, player: int, count: int) -> list[int]:
    cards = [coin(game, n) for n in range(count)]
    game.state.players[player].cards = list(cards)
    game.state.coin_pile -= count
    return cards


# -- 3. one turn-in per recruit ----------------------------------------------------------------


def test_resource_cards_are_turned_in_once_per_recruit():
    """"If you have cards totaling 2 or more Resources, you may choose to turn in some or all of
    them to recruit troops. You may turn in 2 to 10 Resource icons": one turn-in of 2 to 10
    coins, not one per pair of cards (four 6-coin cards are not 13 + 13 + 13 + 13 troops)."""
    sixes = {"peru": 6, "brazil": 6, "venezuela": 6, "argentina": 6}
    game = started(world=fresh_world(cards={name: TerritoryCard(coins=n) for name, n in sixes.items()}))
    state, me = game.state, game.state.current
    assert state.phase == Phase.REINFORCE
    cards = [card(game, name) for name in sixes]
    state.players[me].cards = []
    hold(game, me, cards)
    before = state.reinforcements
    game.apply(TurnInCards((cards[0],)), me)  # 6 coins
    assert state.reinforcements == before + 13
    assert not any(isinstance(a, TurnInCards) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="once per recruit"):
        game.apply(TurnInCards((cards[1],)), me)
    assert state.reinforcements == before + 13


def test_the_next_recruit_may_turn_cards_in_again():
    game = started()
    state, me = game.state, game.state.current
    cards = hand_of_coins(game, me, 4)
    game.apply(TurnInCards(tuple(cards[:2])), me)
    assert state.turned_in
    game.rules.start_turn(state, me)
    assert not state.turned_in and any(isinstance(a, TurnInCards) for a in game.legal_actions())


# -- 4. join the war with half the starting troops --------------------------------------------


def join_the_war(game) -> tuple[int, int]:
    state, rules = game.state, game.rules
    me = state.current
    for index in range(len(state.owner)):
        if state.owner[index] == me:
            state.owner[index] = (me + 1) % 3
    state.hq = [NOBODY] * len(state.hq)
    rules.start_turn(state, me)
    assert state.phase == JOIN_THE_WAR
    target = rules.legal_starts(state, me, new_hq=False)[0]
    game.apply(ChooseStart(target), me)
    return target, state.armies[target]


@pytest.mark.parametrize(("options", "troops"), [({}, 4), ({"starting_troops": 10}, 5),
                                                 ({"starting_troops": 7}, 3), ({"starting_troops": 1}, 1),
                                                 ({"starting_troops": 10, "join_troops": 6}, 6)])
def test_joining_the_war_places_half_the_starting_troops(options, troops):
    """"Take HALF your starting troops and place them in a legal starting territory": half of
    the `starting-troops` option (rounded down, at least 1) unless `join-troops` names a number."""
    game = started(**options)
    assert game.rules.options.troops_to_join == troops
    assert join_the_war(game)[1] == troops


# -- 8. power troops ---------------------------------------------------------------------------


def khan_game(power: str):
    world = fresh_world()
    world = dataclasses.replace(world, factions=[dataclasses.replace(f, power=power) if f.id == "khan-industries"
                                                 else f for f in world.factions])
    game = started(world=world)
    khan = next(p for p, s in enumerate(game.state.players) if s.faction == "khan-industries")
    return game, khan


def test_conscription_places_its_troop_in_the_hq():
    """Conscription: "At the start of your turn, place one troop in your headquarters if you
    control it" — in the HQ, not among the troops to place, and logged as the power's."""
    game, khan = khan_game("khan-conscription")
    state, rules = game.state, game.rules
    hq = state.hq.index(khan)
    territories, continents = rules.reinforcements(state, khan)
    before = state.armies[hq]
    events = rules.start_turn(state, khan)
    assert state.armies[hq] == before + 1
    assert state.reinforcements == territories + continents
    received = next(e for e in events if isinstance(e, ReinforcementsReceived))
    assert (received.from_continents, received.total) == (continents, territories + continents)
    assert PowerTroopsPlaced(khan, "Conscription", hq, 1) in events


def test_conscription_places_nothing_without_the_hq():
    """"… if you control it": an HQ taken by another gives no troop."""
    game, khan = khan_game("khan-conscription")
    state, rules = game.state, game.rules
    hq = state.hq.index(khan)
    other = (khan + 1) % 3
    state.owner[hq] = other
    before = state.armies[hq]
    events = rules.start_turn(state, khan)
    assert state.armies[hq] == before
    assert not any(isinstance(e, PowerTroopsPlaced) for e in events)


def test_mass_production_troops_are_named_as_the_powers_not_the_continents():
    """Mass Production: "Recruit one extra troop at the start of each turn" — one more to
    place, logged as the power's troop, not "for continents"."""
    game, khan = khan_game("khan-mass-production")
    state, rules = game.state, game.rules
    clear_board(state)
    give(state, khan, "peru", 3)
    events = rules.start_turn(state, khan)
    received = next(e for e in events if isinstance(e, ReinforcementsReceived))
    assert (received.from_territories, received.from_continents, received.total) == (3, 0, 3)
    assert PowerTroopsRecruited(khan, "Mass Production", 1) in events
    assert state.reinforcements == 4


# -- 10. red stars -----------------------------------------------------------------------------


def test_a_red_star_is_bought_with_the_four_cards_the_player_names():
    """"You may turn in four Resource cards to buy one Red Star token. It does not matter how
    many resources are on the cards": the player names the four; each choice is offered."""
    game = started(world=fresh_world(cards={"peru": TerritoryCard(coins=5)}))
    state, me = game.state, game.state.current
    peru = card(game, "peru")
    coins = hand_of_coins(game, me, 4)
    hold(game, me, [peru])
    state.phase = START_OF_TURN
    buys = [a for a in game.legal_actions() if isinstance(a, BuyStar)]
    assert {frozenset(a.cards) for a in buys} == {frozenset(c) for c in itertools.combinations(coins + [peru], 4)}
    assert buys[0] == BuyStar(tuple(coins))  # the cheapest first
    chosen = (peru, *coins[:3])
    game.apply(BuyStar(chosen), me)
    assert state.players[me].cards == [coins[3]] and peru in state.discard


def test_the_fourth_red_star_ends_the_game_at_once():
    """"If you purchase your fourth Red Star, you win immediately": nothing is logged after the
    purchase but the end of the game (no recruiting)."""
    game = started()
    state, rules, me = game.state, game.rules, game.state.current
    state.players[me].stars = rules.options.stars_to_win - 1 - (rules.stars(state, me) - state.players[me].stars)
    assert rules.stars(state, me) == rules.options.stars_to_win - 1
    hand_of_coins(game, me, 4)
    state.phase = START_OF_TURN
    buy = next(a for a in game.legal_actions() if isinstance(a, BuyStar))
    events = game.apply(buy, me)
    bought = next(i for i, e in enumerate(events) if isinstance(e, StarBought))
    assert isinstance(events[bought + 1], GameWon) and events[bought + 1].player == me
    assert not any(isinstance(e, (ReinforcementsReceived, TurnStarted)) for e in events)
    assert state.phase == REWARDS and state.winner == me


# -- 11. the two decisions -------------------------------------------------------------------------


def test_decision_a_cancelled_scar_still_marks_the_territory():
    """"This territory no longer has a Scar on it, and a new one can be placed on it in future
    games"; a legal start is "an unoccupied territory that has no marks (no scars or cities)":
    the cancel sticker is a mark, so no scar shows but the territory is no legal start."""
    world = with_marks(fresh_world(), Mark(MarkKind.SCAR, "peru", scar="bunker"),
                       Mark(MarkKind.SCAR_CANCEL, "peru"))
    game = started(world=world)
    state, rules = game.state, game.rules
    peru = t("peru")
    assert rules.scar_at(state, peru) is None
    assert rules.facts.marked[peru]
    state.owner[peru], state.armies[peru], state.hq[peru] = NOBODY, 0, NOBODY
    assert peru not in rules.legal_starts(state, state.current, new_hq=False)


def test_decision_two_modifiers_on_the_highest_die_fall_on_the_same_die():
    """"If more than one die is the same number, only one is modified per Scar, Faction Power,
    or Missile" and "Reevaluate your dice after all modifiers have been triggered to see which
    is now the highest": "highest" is read once, from the natural roll."""
    modifiers = [DieModifier(-1, "defence", "highest", "scar:ammo-shortage"),
                 DieModifier(-1, "defence", "highest", "power:test")]
    assert apply_modifiers((3,), (4, 4), modifiers).defence == (4, 2)
    assert apply_modifiers((3,), (4, 4), modifiers[::-1]).defence == (4, 2)
