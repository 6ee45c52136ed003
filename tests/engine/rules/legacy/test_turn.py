"""Risk Legacy: a turn (rulebook: start of turn, join the war or recruit, expand & attack,
maneuver, end of turn) and winning."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.core.actions import Attack, EndTurn, Fortify, Pass, PlaceArmies
from engine.core.errors import IllegalAction
from engine.core.events import DiceRolled
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import (
    BuyStar,
    ChooseStart,
    Expand,
    FireMissile,
    PlayScarCard,
    TakeCard,
    TurnInCards,
)
from engine.rules.legacy.events import BattleModified, CoinsRanOut, KnockedOut, OutOfTheGame
from engine.rules.legacy.state import DRAW_CARD, JOIN_THE_WAR, START_OF_TURN
from tests.engine.rules.legacy.support import (
    attack_phase,
    battle_position,
    city,
    clear_board,
    fresh_world,
    give,
    rigged,
    started,
    t,
    with_marks,
)


def after_the_campaign(world=None):
    """A world past its fifteenth game: a win ends the game at once (no rewards)."""
    return dataclasses.replace(world or fresh_world(), games_played=15)


def coin(game, number: int = 0) -> int:
    return game.rules.card_count + number


def card(game, territory: str) -> int:
    return game.world.card_territories.index(t(territory))


# -- start of turn ------------------------------------------------------------------------------


def test_four_resource_cards_buy_a_red_star_and_the_fourth_star_wins_at_once():
    """"You may turn in four Resource cards to buy one Red Star token … You can buy more than
    one Red Star during the same turn … If you purchase your fourth Red Star, you win
    immediately.\""""
    game = started(world=after_the_campaign())
    state, rules = game.state, game.rules
    me = state.current
    seat = state.players[me]
    seat.cards = [card(game, "peru"), card(game, "brazil"), coin(game, 0), coin(game, 1)] + [
        card(game, n) for n in ("egypt", "congo", "india", "china")]
    state.coin_pile -= 2
    for n in ("peru", "brazil", "egypt", "congo", "india", "china"):
        state.deck.remove(card(game, n)) if card(game, n) in state.deck else state.slots.remove(card(game, n))
    state.slots += [-1] * (4 - len(state.slots))
    state.phase = START_OF_TURN
    seat.stars = 1  # 1 token + 1 HQ controlled
    assert rules.stars(state, me) == 2
    game.apply(BuyStar(tuple(seat.cards[:4])), me)
    assert seat.stars == 2 and state.coin_pile == 10  # the coin cards go back face up
    assert state.phase == START_OF_TURN  # four more cards: another star may be bought
    game.apply(BuyStar(tuple(seat.cards[:4])), me)
    assert state.phase == GAME_OVER and state.winner == me


def test_a_scar_card_is_played_at_the_start_of_the_turn():
    """"There are some Scar cards that are played at the start of a player's turn" — the scar
    goes on a territory without one, and stays on the world."""
    game = started()
    state = game.state
    me = state.current
    state.players[me].scar_card = "bunker"
    state.phase = START_OF_TURN
    game.apply(PlayScarCard(t("ukraine")), me)
    assert state.scars_placed == [("ukraine", "bunker")] and not state.players[me].scar_card
    assert game.rules.scar_at(state, t("ukraine")).id == "bunker"
    assert state.phase == Phase.REINFORCE


# -- join the war or recruit -------------------------------------------------------------------------


def test_a_player_who_controls_nothing_joins_the_war_with_half_the_starting_troops_and_no_hq():
    """"If you do not control a territory, then you must Join the War … Take HALF your
    starting troops and place them in a legal starting territory. You do not get another HQ.\""""
    game = started()
    state, rules = game.state, game.rules
    me = state.current
    for index in range(len(state.owner)):
        if state.owner[index] == me:
            state.owner[index] = (me + 1) % 3
    while True:  # around the table to me again
        rules.end_turn(state)
        if state.current == me:
            break
    assert state.phase == JOIN_THE_WAR
    target = rules.legal_starts(state, me, new_hq=False)[0]
    game.apply(ChooseStart(target), me)
    assert state.armies[target] == 4 and state.hq[target] == NOBODY
    assert state.phase == Phase.ATTACK  # "Do not do both steps"


def test_with_no_legal_start_a_player_is_eliminated():
    """"If there are no legal starting territories, then you are eliminated from the game.\""""
    game = started(world=after_the_campaign())
    state, rules = game.state, game.rules
    me, other = state.current, (state.current + 1) % 3
    for index in range(len(state.owner)):
        if game.world.land[index]:
            state.owner[index], state.armies[index] = other, 1
    seen = []
    while state.players[me].alive and state.phase != GAME_OVER:
        seen += rules.end_turn(state)
    assert any(isinstance(e, OutOfTheGame) and e.player == me for e in seen) and not state.players[me].alive


def test_recruits_count_territories_and_population_by_three_at_least_three_with_continents():
    """"(The number of territories you control + your population) divided by 3 … If this
    number is lower than 3, round it up to 3 … If you named a continent … you get one more
    troop than listed for controlling it"; a +1 mark raises it for everyone."""
    world = with_marks(fresh_world(), city("peru", MarkKind.MAJOR_CITY), city("brazil"))
    world.continents["south-america"] = dataclasses.replace(world.continent("south-america"),
                                                            name="Awesometonia", named_by="Ann", bonus_mark=1)
    game = started(world=world)
    state, rules = game.state, game.rules
    ann = next(i for i, p in enumerate(state.players) if p.name == "Ann")
    for seat in state.players:
        seat.faction = "die-mechaniker"  # (its power changes no recruits)
    clear_board(state)
    for name in ("venezuela", "peru", "brazil", "argentina", "egypt", "congo", "india"):
        give(state, ann, name, 1)
    # 7 territories + population 3 = 10 → 3; South America 2 + the +1 mark + 1 for naming it.
    assert rules.reinforcements(state, ann) == (3, 4)
    ben = (ann + 1) % 3
    give(state, ben, "ural", 1)
    assert rules.reinforcements(state, ben) == (3, 0)


def test_resource_cards_worth_2_to_10_coins_are_turned_in_by_the_chart_without_change():
    """"You may turn in 2 to 10 Resource icons. Refer to the chart on the board … You do not
    get change when turning in Resource cards" (chart: 2→2 … 10→30, a decision)."""
    game = started()
    state = game.state
    me = state.current
    assert state.phase == Phase.REINFORCE
    world_cards = game.rules.facts.card_coins
    peru = card(game, "peru")
    assert world_cards[peru] == 1
    state.players[me].cards = [peru, coin(game, 0), coin(game, 1)]
    state.coin_pile -= 2
    before = state.reinforcements
    game.apply(TurnInCards((peru, coin(game, 0), coin(game, 1))), me)
    assert state.reinforcements == before + 4 and state.coin_pile == 10 and peru in state.discard
    state.players[me].cards = [coin(game, 2)]
    state.coin_pile -= 1
    state.turned_in = False  # (a later recruit)
    with pytest.raises(IllegalAction, match="add up to 1: you may turn in 2 to 10 coins"):
        game.apply(TurnInCards((coin(game, 2),)), me)


def test_placing_first_does_not_lose_the_chance_to_turn_cards_in():
    game = started()
    state = game.state
    me = state.current
    state.players[me].cards = [coin(game, 0), coin(game, 1)]
    state.coin_pile -= 2
    mine = state.owner.index(me)
    game.apply(PlaceArmies(mine, state.reinforcements), me)
    assert state.phase == Phase.REINFORCE and any(isinstance(a, TurnInCards) for a in game.legal_actions())
    game.apply(TurnInCards((coin(game, 0), coin(game, 1))), me)
    game.apply(PlaceArmies(mine, 2), me)
    assert state.phase == Phase.ATTACK


# -- expanding ----------------------------------------------------------------------------------------


def test_expanding_into_an_unoccupied_neighbour_needs_at_least_one_troop_and_draws_no_card():
    """"Expanding into an unoccupied territory is straightforward move at least 1 troop from an
    adjacent territory you control … Expanding into an unoccupied territory, even one with a
    city, does not enable you to draw a card.\""""
    game = started()
    state = game.state
    me = state.current
    clear_board(state)
    give(state, me, "peru", 5)
    attack_phase(state, me)
    assert Expand(t("peru"), t("brazil"), 4) in game.legal_actions()
    game.apply(Expand(t("peru"), t("brazil"), 2), me)
    assert state.owner[t("brazil")] == me and state.armies[t("brazil")] == 2 and state.armies[t("peru")] == 3
    assert not state.captured_this_turn
    with pytest.raises(IllegalAction, match="is occupied: attack it instead"):
        game.apply(Expand(t("peru"), t("brazil"), 1), me)


def test_expanding_into_a_city_costs_its_population_and_a_fortification_two_more():
    """"When your troops move into one of these territories, you lose troops equal to the
    population of that city. If you would not have enough troops to keep control of the
    territory after losing these troops, you cannot expand into it"; "A territory with a
    Fortified city costs two additional troops to expand into if unoccupied.\""""
    world = with_marks(fresh_world(), city("brazil", MarkKind.MAJOR_CITY),
                       Mark(MarkKind.FORTIFICATION, "brazil"))
    game = started(world=world)
    state = game.state
    me = state.current
    clear_board(state)
    give(state, me, "peru", 5)
    attack_phase(state, me)
    assert game.rules.expand_cost(state, t("brazil")) == 4
    with pytest.raises(IllegalAction, match="costs 4 troops"):
        game.apply(Expand(t("peru"), t("brazil"), 4), me)
    give(state, me, "peru", 7)
    game.apply(Expand(t("peru"), t("brazil"), 5), me)
    assert state.armies[t("brazil")] == 1


# -- attacking: modifiers, fortifications, missiles ---------------------------------------------------


@pytest.mark.parametrize(("scar", "defence_after"), [("bunker", (6, 5)), ("ammo-shortage", (5, 4))])
def test_a_scar_modifies_the_defenders_highest_die(scar, defence_after):
    """Bunker: "defender: +1 to the highest die"; Ammo Shortage: "−1 to the highest die"."""
    world = with_marks(fresh_world(), Mark(MarkKind.SCAR, "egypt", scar=scar))
    game = started(world=world)
    me, _other = battle_position(game)
    rigged(game, (6, 5, 3), (5, 5))
    events = game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    modified = next(e for e in events if isinstance(e, BattleModified))
    assert modified.natural_defence == (5, 5) and modified.defence == defence_after
    # "If more than one die is the same number, only one is modified"
    assert len(modified.changes) == 1 and modified.changes[0][4] == f"scar:{scar}"
    rolled = next(e for e in events if isinstance(e, DiceRolled))
    assert rolled.defender_dice == defence_after


def test_a_fortified_city_adds_one_to_both_defence_dice_and_wears_down_under_three_troop_attacks():
    """"When defending a territory with a Fortified city, the defender adds 1 to both of his
    dice. If the attacker attacks with 3 troops, the fortification gets worn down. After each
    attack with 3 troops, mark one of the boxes … Once all 10 boxes have been marked, that
    city is no longer considered fortified.\""""
    world = with_marks(fresh_world(), city("egypt"), Mark(MarkKind.FORTIFICATION, "egypt", used=8))
    game = started(world=world)
    me, _other = battle_position(game)
    state = game.state
    rigged(game, (6, 5, 3), (3, 2))
    events = game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    assert next(e for e in events if isinstance(e, BattleModified)).defence == (4, 3)
    assert state.fort_used == {"egypt": 1}
    state.armies[t("egypt")] = 10
    game.apply(Attack(t("north-africa"), t("egypt"), 2), me)  # two troops: no box
    assert state.fort_used == {"egypt": 1}
    game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    assert state.fort_used == {"egypt": 2} and not game.rules.fortified(state, t("egypt"))


def test_modified_dice_stay_between_one_and_six():
    """"Whether you are increasing or decreasing a die roll, the roll can never be higher than
    6, or lower than 1.\""""
    world = with_marks(fresh_world(), city("egypt"), Mark(MarkKind.FORTIFICATION, "egypt"))
    game = started(world=world)
    me, _other = battle_position(game)
    rigged(game, (6, 5, 3), (6, 1))
    events = game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    assert next(e for e in events if isinstance(e, DiceRolled)).defender_dice == (6, 2)


def test_missiles_any_holder_in_priority_order_sets_one_die_to_an_unmodifiable_six():
    """"Any player (even those not involved in the battle) may discard Missile(s) after dice are
    rolled, but before troops are removed. For each Missile discarded in this way, the player
    can change one die in the combat roll to an unmodifiable 6 … priority goes to the current
    player (attacker), then the defender, then each player clockwise around the table from the
    attacker.\""""
    world = with_marks(fresh_world(), Mark(MarkKind.SCAR, "egypt", scar="ammo-shortage"))
    game = started(world=world)
    state = game.state
    me, other = battle_position(game)
    third = (me + 2) % 3
    for seat in (me, other, third):
        state.players[seat].missiles = 1
    rigged(game, (5, 4, 2), (5, 3))
    game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    assert state.phase == "missile-window" and state.responders == [me, other, third]
    game.apply(Pass(), me)
    game.apply(FireMissile("defence", 2), other)  # the defender's 3 becomes a 6
    # "may respond to another player using a Missile by using a second": everyone again.
    assert state.responders == [me, third] and state.players[other].missiles == 0
    with pytest.raises(IllegalAction, match="already made that die a 6"):
        game.apply(FireMissile("defence", 2), me)
    events = game.apply(FireMissile("attack", 1), me)  # the attacker's 5 becomes a 6
    events += game.apply(Pass(), third)
    rolled = next(e for e in events if isinstance(e, DiceRolled))
    # Ammo Shortage takes 1 from the defender's highest die not set by a missile: 5 → 4.
    assert rolled.attacker_dice == (6, 4, 2) and rolled.defender_dice == (6, 4)
    assert (rolled.attacker_losses, rolled.defender_losses) == (2, 0)  # "The defender wins ties"
    assert state.phase == Phase.ATTACK


def test_the_surviving_attackers_move_in_and_an_hq_counts_for_its_captor():
    """"Move the attacking troops into the territory … If the conquered territory has an enemy
    HQ, leave the HQ in the territory. You now control that HQ and the Red Star that it is
    worth.\""""
    game = started(world=after_the_campaign())
    state, rules = game.state, game.rules
    me, other = battle_position(game)
    state.hq[t("egypt")] = other
    state.armies[t("egypt")] = 1
    give(state, other, "congo", 3)
    stars = rules.stars(state, me)
    rigged(game, (6, 1), (2,))
    game.apply(Attack(t("north-africa"), t("egypt"), 2), me)
    # One die won, one lost: the defender's last troop falls; one attacker lost, one moves in.
    assert state.owner[t("egypt")] == me and state.hq[t("egypt")] == other
    assert rules.stars(state, me) == stars + 1


def test_knocking_a_player_out_takes_their_resource_cards_only():
    """"As a reward, you get all of that player's resource cards, but not his Scar card or Red
    Star/Missile tokens"; they "may or may not be able to Join the War at the start of his
    next turn".\""""
    game = started(world=after_the_campaign())
    state = game.state
    me, other = battle_position(game)
    state.armies[t("egypt")] = 1
    beaten = state.players[other]
    beaten.cards, beaten.scar_card, beaten.stars, beaten.missiles = [coin(game, 0)], "bunker", 1, 2
    state.coin_pile -= 1
    rigged(game, (6,), (1,))
    game.apply(Attack(t("north-africa"), t("egypt"), 1), me)
    assert state.phase == "missile-window" and state.responders == [other]  # the defender's missiles
    events = game.apply(Pass(), other)
    assert any(isinstance(e, KnockedOut) for e in events)
    assert coin(game, 0) in state.players[me].cards and beaten.scar_card == "bunker"
    assert (beaten.stars, beaten.missiles, beaten.alive, beaten.knocked_out) == (1, 2, True, True)
    assert state.trade_down_to is None


# -- maneuver and the end of the turn ------------------------------------------------------------------


def test_one_maneuver_through_your_own_territories():
    """"You can only perform one maneuver per turn … Territories are considered connected if
    all of the territories in between are also controlled by you.\""""
    game = started()
    state = game.state
    me = state.current
    clear_board(state)
    for name, troops in (("peru", 5), ("brazil", 1), ("argentina", 1)):
        give(state, me, name, troops)
    give(state, (me + 1) % 3, "venezuela", 1)
    state.phase, state.maneuvers_left = Phase.FORTIFY, 1
    assert Fortify(t("peru"), t("argentina"), 4) in game.legal_actions()
    game.apply(Fortify(t("peru"), t("argentina"), 2), me)
    assert state.current != me  # the turn is over after the one maneuver


def test_the_card_for_a_conquest_is_a_face_up_territory_you_control_else_a_coin():
    """"You must have taken a territory from an opponent … If you control one or more
    territories shown on the cards, then you must select one of the cards with a territory you
    control shown on it … Otherwise, you must draw one of the face-up Coin cards … If you draw a
    Coin card, also discard the Territory card in card slot 4.\""""
    game = started()
    state = game.state
    me = state.current
    clear_board(state)
    shown = [game.world.card_territories[c] for c in state.slots]
    give(state, me, game.world.ids[shown[1]], 1)
    give(state, me, game.world.ids[shown[3]], 1)
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    game.apply(EndTurn(), me)
    assert state.phase == DRAW_CARD and game.legal_actions() == [TakeCard(2), TakeCard(4)]
    slots = list(state.slots)
    game.apply(TakeCard(4), me)
    assert state.players[me].cards == [slots[3]]
    assert state.slots[1:] == slots[:3]  # slid right, slot 1 refilled from the deck
    # Now nothing of mine is face up: a coin card, and slot 4 is discarded.
    clear_board(state)
    give(state, me, "kamchatka", 1) if card(game, "kamchatka") not in state.slots else None
    state.current, state.phase, state.captured_this_turn = me, Phase.FORTIFY, True
    last = state.slots[3]
    game.apply(EndTurn(), me)
    assert coin(game, 0) in state.players[me].cards and last in state.discard and state.coin_pile == 9


def test_the_first_time_the_coin_cards_run_out_the_player_with_most_territories_takes_a_star():
    """"The first time this happens, … award a Red Star token to the player who controls the
    most territories. If there is a tie, then no player gets a Red Star. If the deck of Coin
    cards runs out again in the same game, this Red Star is not awarded a second time.\""""
    game = started()
    state = game.state
    me = state.current
    clear_board(state)
    for name in ("kamchatka", "yakutsk", "irkutsk"):
        if card(game, name) not in state.slots:
            give(state, me, name, 1)
    state.coin_pile = 1
    stars = state.players[me].stars
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    events = game.apply(EndTurn(), me)
    ran_out = next(e for e in events if isinstance(e, CoinsRanOut))
    assert ran_out.player == me and state.players[me].stars == stars + 1 and state.coins_ran_out


def test_the_game_is_won_at_four_red_stars_counting_hqs():
    """"Be the first player to have 4 Red Stars … Every HQ you control counts as a Red Star.\""""
    game = started(world=after_the_campaign())
    state, rules = game.state, game.rules
    me, other = battle_position(game)
    state.players[me].stars = 2
    state.hq[t("north-africa")] = me
    state.hq[t("egypt")] = other
    state.armies[t("egypt")] = 1
    assert rules.stars(state, me) == 3
    rigged(game, (6,), (1,))
    game.apply(Attack(t("north-africa"), t("egypt"), 1), me)
    assert state.phase == GAME_OVER and state.winner == me and state.win_reason == "gained four red stars"
