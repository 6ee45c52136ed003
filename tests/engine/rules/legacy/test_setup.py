"""Risk Legacy: before every game (rulebook, "Game setup" and "Legal starting territories")."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.core.errors import IllegalAction
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import ChooseFaction, ChooseStart
from engine.rules.legacy.events import ChoiceOrderRolled
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from engine.rules.options import OptionError
from tests.engine.rules.legacy.support import city, fresh_world, new_game, set_up, signed, t, with_marks


def test_a_player_who_never_signed_takes_a_red_star_one_who_did_a_missile_per_signature():
    """"If you haven't signed the victor's section of the board …, take a Red Star token. If
    you have signed the victor's section, take one Missile token for every time your name is
    on that area of the board.\""""
    world = signed(fresh_world(), "Ann", "Ann", "Ben")
    players = new_game(world=world).state.players
    assert [(p.name, p.stars, p.missiles) for p in players] == [("Ann", 0, 2), ("Ben", 0, 1), ("Cy", 1, 0)]


def test_the_sideboard_four_face_up_cards_without_destroyed_ones_and_the_coin_cards():
    """"Shuffle the territory deck … Turn over the top four territory cards … Place the coin
    cards here, face up"; a destroyed card is "removed from the game permanently"."""
    world = fresh_world()
    world.cards["egypt"] = dataclasses.replace(world.card("egypt"), destroyed=True)
    game = new_game(world=world)
    state = game.state
    assert len(state.slots) == 4 and -1 not in state.slots
    territory_cards = sorted(state.deck + state.slots)
    egypt_card = game.world.card_territories.index(t("egypt"))
    assert egypt_card not in territory_cards and len(territory_cards) == 41
    assert state.coin_pile == 10


@pytest.mark.parametrize(("players", "dealt"), [(3, True), (4, True), (5, False)])
def test_scar_cards_are_dealt_only_if_there_are_enough_for_everyone(players, dealt):
    """"Shuffle the available Scar cards and randomly deal ONE to each player. If there aren't
    enough cards for every player to get one, then no one gets a Scar card" (four in the
    deck by default: two Bunkers and two Ammo Shortages)."""
    state = new_game(players).state
    assert all(bool(p.scar_card) == dealt for p in state.players)
    assert len(state.scar_deck) == (4 - players if dealt else 4)


def test_the_highest_roll_chooses_first_then_clockwise_and_places_first_plays_first():
    """"The player with the highest roll goes first, choosing a faction card … Selection then
    proceeds clockwise … The player who placed first takes the first turn.\""""
    game = new_game(4, seed=7)
    rolled = next(e for e in game.opening_events if isinstance(e, ChoiceOrderRolled))
    first = rolled.player
    assert rolled.rolls[first] == max(rolled.rolls)
    assert game.state.choice_order == [(first + i) % 4 for i in range(4)]
    assert game.state.phase == PICK_FACTION and game.state.decider() == first
    set_up(game)
    assert game.state.current == first and game.state.turn == 1


def test_each_player_picks_a_faction_then_a_start_with_eight_troops_and_the_hq():
    """"Take 8 troops from your faction's color along with your HQ and place them in a legal
    starting territory.\""""
    game = new_game()
    first = game.state.decider()
    game.apply(ChooseFaction("khan-industries"))
    assert game.state.phase == PICK_START and game.state.players[first].faction == "khan-industries"
    with pytest.raises(IllegalAction):
        game.apply(ChooseFaction("die-mechaniker"))  # one decision at a time: the start first
    game.apply(ChooseStart(t("peru")))
    assert game.state.armies[t("peru")] == 8 and game.state.hq[t("peru")] == first
    nxt = game.state.decider()
    with pytest.raises(IllegalAction, match="another player has chosen that faction"):
        game.apply(ChooseFaction("khan-industries"))
    assert nxt != first


def test_a_legal_start_is_unoccupied_and_unmarked_or_your_own_major_city():
    """"A legal starting territory is either: An unoccupied territory that has no marks (no
    scars or cities) OR An unoccupied territory that contains a Major City that you founded in
    an earlier game, (even if it has a scar on it).\""""
    world = with_marks(fresh_world(), city("egypt", MarkKind.MAJOR_CITY, founder="Ann"),
                       Mark(MarkKind.SCAR, "egypt", scar="bunker"), city("peru", founder="Ann"),
                       Mark(MarkKind.SCAR, "brazil", scar="ammo-shortage"),
                       city("congo", MarkKind.MAJOR_CITY, founder="Ben"))
    game = new_game(world=world)
    rules, state = game.rules, game.state
    ann = next(i for i, p in enumerate(state.players) if p.name == "Ann")
    starts = set(rules.legal_starts(state, ann, new_hq=True))
    assert t("egypt") in starts  # her major city, scar and all
    assert not {t("peru"), t("brazil"), t("congo")} & starts  # a minor city, a scar, someone else's
    assert t("argentina") in starts


def test_no_hq_starts_next_to_another_factions_hq():
    """"At the start of the game, you cannot place your HQ adjacent to another faction's HQ.\""""
    game = new_game()
    game.apply(ChooseFaction("khan-industries"))
    game.apply(ChooseStart(t("peru")))
    game.apply(ChooseFaction("die-mechaniker"))
    assert t("brazil") not in game.rules.legal_starts(game.state, game.state.decider(), new_hq=True)
    with pytest.raises(IllegalAction, match="no HQ may start next to another"):
        game.apply(ChooseStart(t("brazil")))


def test_the_first_game_needs_every_factions_starting_power():
    """"Before you start your first game … choose a starting power for each Faction."""
    world = fresh_world()
    world.factions[2] = dataclasses.replace(world.factions[2], power="")
    with pytest.raises(OptionError, match="every faction chooses its starting power: Die Mechaniker has none"):
        new_game(world=world)


def test_everyone_starts_on_the_board_and_the_first_turn_recruits():
    game = new_game(4, seed=3)
    set_up(game)
    state = game.state
    assert sorted(h for h in state.hq if h != NOBODY) == [0, 1, 2, 3]
    assert state.phase in (Phase.REINFORCE, "start-of-turn")
