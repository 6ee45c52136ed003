"""Risk Legacy with content packs: the mid-game triggers pause the game on the packs they
open, opened packs deal their cards, events happen at the end of a turn, missions are
completed instead of drawing a card, and pack powers and option changes count (rulebook:
"Opening New Packages", "Event cards", "Mission cards")."""

from __future__ import annotations

import collections
import dataclasses
import random

from engine.campaign.pack_cards import EventRevealed, MissionCompleted, PackOpened
from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file
from engine.campaign.pack_model import EventCard, MissionCard, Trigger
from engine.campaign.packs import add_packs, open_pack
from engine.campaign.pieces import Power, ScarType
from engine.campaign.world import TerritoryCard
from engine.core.actions import Attack, EndAttack, EndTurn
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, Phase
from engine.rules.legacy import sideboard
from engine.rules.legacy.actions import CompleteMission, Continue, FireMissile, PlayScarCard, TakeCard
from engine.rules.legacy.state import DRAW_CARD, MISSILE_WINDOW, PACK_OPENED, START_OF_TURN
from tests.engine.campaign.pack_samples import a_pack
from tests.engine.rules.legacy.support import attack_phase, clear_board, fresh_world, give, new_game, set_up, t
from tests.support.games import board

MINEFIELD = ScarType("minefield", "Minefield", "Attackers subtract 1 from their highest die.",
                     {"die-modifier": -1, "side": "attack", "die": "highest"})
STARS_FOR_ALL = EventCard("stars-for-all", "Stars for All", "Everyone gains a red star.",
                          {"who": "everyone", "stars": 1})
HOLD_FIVE = MissionCard("hold-five", "Hold Five", "Control 5 territories.", {"territories": 5}, 2)


def world_with(*packs, opened=()):
    world = dataclasses.replace(fresh_world(), packs=list(packs))
    for pack_id in opened:
        world = open_pack(world, pack_id)
    return world


def started(world, players: int = 3, seed: int = 1, **options):
    game = new_game(players, seed, world=world, **options)
    for seat in game.state.players:
        seat.scar_card = ""
    set_up(game)
    return game


def late(world):
    """After the fifteenth game a win ends the game at once (no rewards to choose)."""
    return dataclasses.replace(world, games_played=15)


# -- what opened packs bring to a game ------------------------------------------------------------------


def test_opened_packs_deal_their_event_deck_and_a_face_up_mission():
    """"Event cards are shuffled together and placed on the noted card slot on the sideboard
    … At the start of the game, randomly place one Mission card face up in the Mission card
    slot.\""""
    events = tuple(dataclasses.replace(STARS_FOR_ALL, id=f"e{i}") for i in range(5))
    missions = tuple(dataclasses.replace(HOLD_FIVE, id=f"m{i}") for i in range(3))
    world = world_with(a_pack("cards", events=events, missions=missions), a_pack("sealed", events=(STARS_FOR_ALL,)),
                       opened=("cards",))
    state = new_game(3, 1, world=world).state
    assert sorted(state.event_deck) == ["e0", "e1", "e2", "e3", "e4"]  # not the sealed pack's card
    assert state.mission in {"m0", "m1", "m2"} and sorted([state.mission, *state.mission_deck]) == ["m0", "m1", "m2"]
    other = new_game(3, 2, world=world).state
    assert (state.event_deck, state.mission) != (other.event_deck, other.mission)  # shuffled by the seed


def test_without_packs_a_game_has_no_event_or_mission_cards():
    """"For your first game (at least) you can ignore the rules for Event and Mission Cards.\""""
    state = new_game(3, 1).state
    assert (state.event_deck, state.mission, state.mission_deck) == ([], "", [])


def test_an_opened_packs_scar_cards_join_the_scar_deck():
    """"There will likely be a few games where there aren't enough (or any) scars to deal out but
    more Scar cards will come into the game as you open some of the sealed components.\""""
    world = world_with(a_pack("mines", scar_types=(MINEFIELD,), scar_cards={"minefield": 3}), opened=("mines",))
    state = new_game(3, 1, world=world, scar_cards={}).state
    dealt = [seat.scar_card for seat in state.players]
    assert sorted(dealt + state.scar_deck) == ["minefield"] * 3


def test_an_opened_packs_option_changes_apply_to_the_next_games():
    world = world_with(a_pack("veterans", options={"join-troops": 6}))
    assert new_game(3, 1, world=world).rules.options.troops_to_join == 4  # sealed
    opened = open_pack(world, "veterans")
    assert new_game(3, 1, world=opened).rules.options.troops_to_join == 6


def test_an_opened_packs_power_works_beside_the_chosen_one():
    """A pack's power goes on its faction's card: Khan Industries (Mass Production, +1 troop)
    with a pack's +2 recruits 3 more than the printed rule gives."""
    bonus = Power("khan-war-bonds", "khan-industries", "War Bonds", "Recruit two more troops.", {"extra-troops": 2})
    game = started(world_with(a_pack("bonds", powers=(bonus,)), opened=("bonds",)))
    state, rules = game.state, game.rules
    khan = next(p for p, s in enumerate(state.players) if s.faction == "khan-industries")
    assert rules.power_troops(state, khan) == [("Mass Production", 1, NOBODY), ("War Bonds", 2, NOBODY)]


def test_a_pack_opened_mid_game_brings_its_power_at_once():
    """"Its content takes effect from then on": a pack opened by a scar placed gives Khan
    Industries two more recruits on its very next recruiting."""
    bonus = Power("khan-war-bonds", "khan-industries", "War Bonds", "Recruit two more troops.", {"extra-troops": 2})
    game = started(world_with(a_pack("bonds", Trigger.MARK_PLACED, scar="bunker", powers=(bonus,))))
    state, rules = game.state, game.rules
    khan = next(p for p, s in enumerate(state.players) if s.faction == "khan-industries")
    assert ("War Bonds", 2, NOBODY) not in rules.power_troops(state, khan)
    state.players[state.current].scar_card, state.phase = "bunker", START_OF_TURN
    game.apply(PlayScarCard(t("ukraine")), state.current)
    assert ("War Bonds", 2, NOBODY) in rules.power_troops(state, khan)


def test_a_pack_powers_die_modifier_joins_the_battle():
    """A pack's power that changes a die, as a starting power does (source: the power)."""
    steady = Power("saharan-steady", "saharan-republic", "Steady Aim", "Attacking, add 1 to your lowest die.",
                   {"die-modifier": 1, "side": "attack", "die": "lowest"})
    game = started(world_with(a_pack("aim", powers=(steady,)), opened=("aim",)))
    state, rules = game.state, game.rules
    me = next(p for p, s in enumerate(state.players) if s.faction == "saharan-republic")
    other = (me + 1) % 3
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 4)
    attack_phase(state, me)
    state.attack_source, state.attack_target = t("north-africa"), t("egypt")
    assert "power:saharan-steady" in [m.source for m in rules.modifiers(state, 3, 2)]


# -- the mid-game triggers ------------------------------------------------------------------------------


def test_a_scar_placed_opens_the_pack_waiting_for_it_and_the_game_pauses():
    """"PACK 4: Open when the [mark] is placed on the board … This will be opened in the
    middle of a game.\""""
    world = world_with(a_pack("mines", scar_types=(MINEFIELD,)), a_pack("craters", Trigger.MARK_PLACED,
                       scar="minefield", events=(STARS_FOR_ALL,)), opened=("mines",))
    game = started(world)
    state = game.state
    me = state.current
    state.players[me].scar_card, state.phase = "minefield", START_OF_TURN
    events = game.apply(PlayScarCard(t("ukraine")), me)
    assert PackOpened(me, "craters", "Craters") in events
    assert state.phase == PACK_OPENED and state.pack_shown == "craters" and state.packs_opened == ["craters"]
    assert "stars-for-all" in state.event_deck  # its content takes effect from then on
    assert game.legal_actions() == [Continue()]
    game.apply(Continue(), me)
    assert state.phase == START_OF_TURN and state.pack_shown == ""


def test_a_pack_opens_once():
    world = world_with(a_pack("bunkers", Trigger.MARK_PLACED, scar="bunker"))
    game = started(world)
    state = game.state
    me = state.current
    state.players[me].scar_card, state.phase = "bunker", START_OF_TURN
    game.apply(PlayScarCard(t("ukraine")), me)
    game.apply(Continue(), me)
    assert game.rules._fire_packs(state, "mark-placed", "bunker") == []


def test_two_packs_on_one_trigger_are_read_one_after_the_other():
    """"It is possible for more than one to be opened during or after the same game.\""""
    world = world_with(a_pack("one", Trigger.MARK_PLACED, scar="bunker"),
                       a_pack("two", Trigger.MARK_PLACED, scar="bunker"))
    game = started(world)
    state = game.state
    me = state.current
    state.players[me].scar_card, state.phase = "bunker", START_OF_TURN
    game.apply(PlayScarCard(t("ukraine")), me)
    assert (state.pack_shown, state.packs_opened) == ("one", ["one", "two"])
    game.apply(Continue(), me)
    assert state.phase == PACK_OPENED and state.pack_shown == "two"
    game.apply(Continue(), me)
    assert state.phase == START_OF_TURN


def test_thirty_troops_with_a_missile_pause_before_they_are_placed():
    """"POCKET 2: Open when a person is about to place 30+ troops on the board and has at least
    one Missile … Open the pocket before placing the troops.\""""
    game = started(world_with(a_pack("army", Trigger.THIRTY_TROOPS)))
    state, rules = game.state, game.rules
    me = state.current
    state.players[me].missiles = 1
    clear_board(state)
    for name in game.world.ids[:40]:
        if game.world.land[t(name)]:
            give(state, me, name, 1)
    events = rules._begin_recruit(state, me)
    assert state.reinforcements >= 30 and any(isinstance(e, PackOpened) for e in events)
    assert state.phase == PACK_OPENED
    game.apply(Continue(), me)
    assert state.phase == Phase.REINFORCE and state.reinforcements >= 30


def test_three_missiles_open_the_pocket_before_the_roll_is_resolved():
    """"POCKET 1: Open as soon as 3 Missiles are used during the same combat roll. Open this
    pocket as soon as the third missile is played and BEFORE resolving combat.\""""
    game = started(world_with(a_pack("arms", Trigger.THREE_MISSILES)))
    state = game.state
    me = state.current
    other = (me + 1) % 3
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 4)
    attack_phase(state, me)
    state.players[me].missiles = 3
    game.rules.roll_battle = lambda s, a, d: ((2, 2, 1)[:a], (5, 4)[:d])
    game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    game.apply(FireMissile("attack", 1), me)
    game.apply(FireMissile("attack", 2), me)
    events = game.apply(FireMissile("attack", 3), me)
    assert any(isinstance(e, PackOpened) for e in events)
    assert state.phase == PACK_OPENED and state.held_attack == (2, 2, 1)  # not resolved yet
    assert state.armies[t("egypt")] == 4
    events = game.apply(Continue(), state.decider())
    # Nobody holds a missile any more: the window closes and the roll resolves, three sixes.
    assert state.phase in (Phase.ATTACK, Phase.OCCUPY) and state.held_attack == ()
    assert state.armies[t("egypt")] == 2


def test_after_the_pocket_is_read_the_missile_window_goes_on():
    """"Players may discard Missiles in any order and may respond to another player using a
    Missile": after the pocket, those still holding a missile may still answer."""
    game = started(world_with(a_pack("arms", Trigger.THREE_MISSILES)))
    state = game.state
    me = state.current
    other = (me + 1) % 3
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 4)
    attack_phase(state, me)
    state.players[me].missiles, state.players[other].missiles = 3, 1
    game.rules.roll_battle = lambda s, a, d: ((2, 2, 1)[:a], (5, 4)[:d])
    game.apply(Attack(t("north-africa"), t("egypt"), 3), me)
    for die in (1, 2, 3):
        game.apply(FireMissile("attack", die), me)
    assert state.phase == PACK_OPENED and state.responders == [other]
    game.apply(Continue(), other)
    assert state.phase == MISSILE_WINDOW and state.responders == [other]
    game.apply(FireMissile("defence", 1), other)  # the defender's 5 becomes a 6
    assert state.phase in (Phase.ATTACK, Phase.OCCUPY) and state.armies[t("egypt")] == 3


def test_the_first_elimination_opens_its_pack_and_the_next_turn_follows():
    """"PACK 2: … opened the first time a Faction is wiped off the board and starts their turn
    with no way to come back into the game.\""""
    game = started(late(world_with(a_pack("fallen", Trigger.FIRST_ELIMINATION))), players=4)
    state, rules = game.state, game.rules
    me = state.current
    others = [(me + step) % 4 for step in (1, 2, 3)]
    land = [index for index in range(len(state.owner)) if game.world.land[index]]
    for n, index in enumerate(land):  # every territory taken: nowhere to join the war
        state.owner[index], state.armies[index] = others[n % 3], 1
    for _ in range(8):
        if state.phase == PACK_OPENED:
            break
        rules.end_turn(state)
    assert state.phase == PACK_OPENED and state.packs_opened == ["fallen"] and state.first_elimination_seen
    assert state.current == me and not state.players[me].alive
    game.apply(Continue())
    assert state.current == others[0] and state.phase not in (PACK_OPENED, GAME_OVER)


# -- events at the end of a turn ---------------------------------------------------------------------


def eligible_turn_end(game, slot_one_coins: int):
    """The current player ends a turn with a territory taken and one face-up card they
    control (slot 2), so the card is taken at once and slot 1 is refilled; the deck's top
    card (the one revealed in slot 1) has ``slot_one_coins`` coins."""
    state = game.state
    me = state.current
    clear_board(state)
    shown = game.world.card_territories[state.slots[1]]
    give(state, me, game.world.ids[shown], 3)
    top = state.deck[-1]
    game.rules.facts = dataclasses.replace(
        game.rules.facts, card_coins=tuple(slot_one_coins if c == top else 1 for c in range(game.rules.card_count)))
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    return me


def test_an_even_card_revealed_in_slot_one_sets_off_the_top_event():
    """"At the end of your turn, after you take either a Territory or Coin card; if the newly
    revealed card in slot 1 has an EVEN number of resources, an event occurs. Turn over the top
    card in the Event deck.\""""
    world = world_with(a_pack("events", events=(STARS_FOR_ALL,)), opened=("events",))
    game = started(world)
    state = game.state
    me = eligible_turn_end(game, slot_one_coins=2)
    stars = [seat.stars for seat in state.players]
    events = game.apply(EndTurn(), me)
    assert EventRevealed(me, "stars-for-all", "Stars for All", STARS_FOR_ALL.text) in events
    assert [seat.stars for seat in state.players] == [n + 1 for n in stars]
    assert state.event_deck == []  # discarded: "Discarded Event cards go back in the box"


def test_an_odd_card_sets_off_nothing():
    world = world_with(a_pack("events", events=(STARS_FOR_ALL,)), opened=("events",))
    game = started(world)
    me = eligible_turn_end(game, slot_one_coins=3)
    events = game.apply(EndTurn(), me)
    assert not any(isinstance(e, EventRevealed) for e in events) and game.state.event_deck == ["stars-for-all"]


def test_no_card_taken_means_no_event():
    """"You do not trigger an event when laying out the initial territory cards", nor at the end
    of a turn without a card."""
    world = world_with(a_pack("events", events=(STARS_FOR_ALL,)), opened=("events",))
    game = started(world)
    state = game.state
    me = eligible_turn_end(game, slot_one_coins=2)
    state.captured_this_turn = False
    events = game.apply(EndTurn(), me)
    assert not any(isinstance(e, EventRevealed) for e in events)
    assert sideboard.slot_one(state) != sideboard.EMPTY


def test_an_events_red_stars_can_win_before_the_turn_passes():
    world = late(world_with(a_pack("events", events=(STARS_FOR_ALL,)), opened=("events",)))
    game = started(world)
    state = game.state
    me = eligible_turn_end(game, slot_one_coins=2)
    state.players[me].stars = game.rules.options.stars_to_win - 1
    game.apply(EndTurn(), me)
    assert state.phase == GAME_OVER and state.winner == me


# -- missions ------------------------------------------------------------------------------------------


def mission_game(**changes):
    world = late(world_with(a_pack("missions", missions=(HOLD_FIVE,)), opened=("missions",)))
    game = started(world, **changes)
    state = game.state
    me = state.current
    clear_board(state)
    state.hq = [NOBODY] * len(state.hq)
    for name in ("peru", "brazil", "argentina", "venezuela", "central-america"):
        give(state, me, name, 2)
    return game, me


def test_a_completed_mission_is_a_choice_against_the_resource_card():
    """"At the end of your turn, if you have completed the face up mission, you may discard the
    Mission card back to the box and take your reward … you cannot draw a Resource card on the
    same turn that you complete a mission. Note: You can always draw a Resource card instead.\""""
    game, me = mission_game()
    state = game.state
    assert state.mission == "hold-five"
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    game.apply(EndTurn(), me)
    assert state.phase == DRAW_CARD and CompleteMission() in game.legal_actions()
    cards, stars = list(state.players[me].cards), state.players[me].stars
    events = game.apply(CompleteMission(), me)
    assert MissionCompleted(me, "hold-five", "Hold Five", 2) in events
    assert state.players[me].stars == stars + 2 and state.players[me].cards == cards  # no card
    assert state.mission == "" and state.current != me


def test_the_card_may_be_taken_instead_and_the_mission_stays():
    game, me = mission_game()
    state = game.state
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    game.apply(EndTurn(), me)
    take = next(a for a in game.legal_actions() if isinstance(a, TakeCard))
    game.apply(take, me)
    assert len(state.players[me].cards) == 1 and state.mission == "hold-five"


def test_without_a_card_to_give_up_the_mission_is_completed():
    game, me = mission_game()
    state = game.state
    stars = state.players[me].stars
    state.phase, state.captured_this_turn = Phase.FORTIFY, False
    events = game.apply(EndTurn(), me)
    assert any(isinstance(e, MissionCompleted) for e in events) and state.players[me].stars == stars + 2


def test_a_mission_not_completed_is_refused():
    game, me = mission_game()
    state = game.state
    state.owner[t("peru")] = NOBODY
    state.phase, state.captured_this_turn = Phase.FORTIFY, True
    game.apply(EndTurn(), me)
    assert CompleteMission() not in game.legal_actions(me)


def test_a_mission_can_win_the_game():
    game, me = mission_game()
    state = game.state
    state.players[me].stars = game.rules.options.stars_to_win - 2
    state.phase, state.captured_this_turn = Phase.FORTIFY, False
    game.apply(EndTurn(), me)
    assert state.phase == GAME_OVER and state.winner == me


# -- what each player sees ----------------------------------------------------------------------------


def test_nobody_sees_the_order_of_the_event_and_mission_decks():
    events = tuple(dataclasses.replace(STARS_FOR_ALL, id=f"e{i}") for i in range(3))
    missions = tuple(dataclasses.replace(HOLD_FIVE, id=f"m{i}") for i in range(3))
    game = new_game(3, 1, world=world_with(a_pack("cards", events=events, missions=missions), opened=("cards",)))
    state, rules = game.state, game.rules
    view = rules.player_view(state, 0)
    assert view.event_deck == [None] * 3 and view.mission_deck == [None] * 2
    assert view.mission == state.mission  # the face-up mission is face up
    secrets = rules.secrets(state, None)
    assert all(card in secrets for card in state.event_deck + state.mission_deck)


def busy_random_game(world, seed: int, players: int = 4) -> collections.Counter:
    """A game between players who pick at random among the legal actions, preferring to do
    something over ending their attack or turn; the rules' invariants are asked after every
    action. The kinds of events that happened, counted."""
    game = new_game(players, seed, world=world, turn_limit=300)
    chance = random.Random(seed)
    seen: collections.Counter = collections.Counter()
    for _ in range(20_000):
        if game.state.phase == GAME_OVER:
            break
        player = game.state.decider()
        legal = game.rules.legal_actions(game.state, player)
        busy = [a for a in legal if not isinstance(a, (EndAttack, EndTurn))]
        choice = chance.choice(busy) if busy and chance.random() < 0.9 else chance.choice(legal)
        seen.update(type(e).__name__ for e in game.apply(choice, player))
        assert game.rules.invariants(game.state) == []
    assert game.state.phase == GAME_OVER
    return seen


def test_games_with_every_sample_pack_opened_play_to_the_end():
    """With every sample pack opened (events, missions, powers, an option change, new scar
    cards) and a third of the territory cards worth 2 coins ("players have control over how
    many odd and even Territory cards are in the deck"), games keep the rules' invariants,
    end, and meet events and missions on the way."""
    world = add_packs(late(fresh_world()), load_pack_file(SAMPLE_PACKS).packs)
    for pack in world.packs:
        world = open_pack(world, pack.id)
    world.cards = {territory.id: TerritoryCard(2) for territory in board("classic").territories[::3]}
    seen = sum((busy_random_game(world, seed) for seed in (1, 2, 3, 4)), collections.Counter())
    assert seen["EventRevealed"] > 0 and seen["MissionCompleted"] > 0


def test_games_with_sealed_sample_packs_open_them_on_the_way():
    """In games where a player is eliminated, the sample's first-elimination pack opens
    mid-game (once, however many are eliminated after), and the game goes on to its end;
    in games where nobody is, no pack opens. Seeds played until two eliminations are seen."""
    world = add_packs(late(fresh_world()), load_pack_file(SAMPLE_PACKS).packs)
    games_with_an_elimination = 0
    for seed in range(1, 61):
        seen = busy_random_game(world, seed)
        assert seen["PackOpened"] == (1 if seen["OutOfTheGame"] else 0), (seed, seen)
        games_with_an_elimination += bool(seen["OutOfTheGame"])
        if games_with_an_elimination == 2:
            break
    assert games_with_an_elimination == 2
