"""Event and mission cards during a game (rulebook, seeds/003: "Event cards", "Mission cards").

The positions are on the line board: a b c (continent west) | d e f (east). In the
campaign world of ``city_world``: a minor city in b, a fortified major city in e (founded by
Cleo), a Bunker scar in f."""

from __future__ import annotations

import pytest

from engine.campaign.pack_cards import (
    CardsJoinPlay,
    EventMissed,
    EventRevealed,
    EventTied,
    MissilesGained,
    MissilesLost,
    MissionCompleted,
    PackOpened,
    RedStarsGained,
    RedStarsLost,
    Tally,
    TroopsLost,
    event_effect,
    mission_complete,
    pack_joins_game,
)
from engine.campaign.pack_model import MEASURES, EventCard, MissionCard
from engine.core.events import ArmiesPlaced, describe
from tests.engine.campaign.pack_samples import (
    HARVEST,
    METROPOLIS,
    WORLD,
    a_pack,
    city_world,
    full_pack,
    legacy_position,
    world_with,
)

A, B, C, D, E, F = (WORLD.index[t] for t in "abcdef")
ADA, BASIL, CLEO = 0, 1, 2


def event(**effect) -> EventCard:
    return EventCard("test-event", "Test Event", "Something happens.", effect)


def position(holdings=None, **kw):
    holdings = holdings if holdings is not None else {
        "a": (ADA, 3), "b": (ADA, 2), "c": (BASIL, 4), "d": (BASIL, 1), "e": (CLEO, 5), "f": (CLEO, 1)}
    return legacy_position(holdings, campaign=kw.pop("campaign", city_world()), **kw)


# -- events ----------------------------------------------------------------------------------------


def test_an_event_is_revealed_then_resolved():
    """"Turn over the top card in the Event deck and perform the action on the card.\""""
    rules, state = position()
    events = event_effect(rules, state, HARVEST)
    assert events[0] == EventRevealed(ADA, "harvest", "Harvest", HARVEST.text)
    # Every player places 1 troop in each territory they control with a city: b (Ada), e (Cleo).
    assert events[1:] == [ArmiesPlaced(ADA, B, 1), ArmiesPlaced(CLEO, E, 1)]
    assert (state.armies[B], state.armies[E], state.armies[C]) == (3, 6, 4)


def test_an_event_card_may_be_named_by_its_id():
    campaign = city_world(full_pack())
    rules, state = position(campaign=campaign)
    assert event_effect(rules, state, "harvest")[0].event_id == "harvest"
    with pytest.raises(KeyError, match="no pack of this world has the event card 'nope'"):
        event_effect(rules, state, "nope")


def test_troops_lost_never_take_the_last_one():
    """Losses stop at a territory's last troop, so an event alone never knocks anyone out."""
    rules, state = position()
    events = event_effect(rules, state, event(who="everyone", troops=-3, where="territories"))
    assert events[1:] == [TroopsLost(ADA, A, 2), TroopsLost(ADA, B, 1), TroopsLost(BASIL, C, 3),
                          TroopsLost(CLEO, E, 3)]
    assert state.armies[:6] == [1, 1, 1, 1, 2, 1]


@pytest.mark.parametrize(("where", "changed"), [
    ("territories", [A, B]), ("cities", [B]), ("minor-cities", [B]), ("major-cities", []),
    ("fortified-cities", []), ("scars", []), ("hqs", [A]),
])
def test_where_the_troops_go(where, changed):
    rules, state = position(hqs={"a": ADA, "e": CLEO})
    events = event_effect(rules, state, event(who="current", troops=2, where=where))
    assert [e.territory for e in events[1:]] == changed


def test_cleos_fortified_major_city_and_scar():
    rules, state = position(hqs={"a": ADA, "e": CLEO})
    state.current = CLEO
    for where, changed in (("major-cities", [E]), ("fortified-cities", [E]), ("scars", [F]), ("hqs", [E])):
        events = event_effect(rules, state, event(who="current", troops=1, where=where))
        assert [e.territory for e in events[1:]] == changed, where


def test_a_scar_placed_this_game_counts():
    rules, state = position()
    state.scars_placed = [("c", "ammo-shortage")]
    events = event_effect(rules, state, event(who="everyone", troops=1, where="scars"))
    assert [(e.player, e.territory) for e in events[1:]] == [(BASIL, C), (CLEO, F)]


def test_the_player_with_the_most_gains_a_red_star():
    rules, state = position()
    events = event_effect(rules, state, event(who="most-troops", stars=1))
    # Ada 5 troops, Basil 5, Cleo 6: Cleo.
    assert events[1:] == [RedStarsGained(CLEO, 1)] and state.players[CLEO].stars == 1


def test_a_tie_means_the_event_does_not_occur():
    """"If there is ever a tie ... the Event does not occur.\""""
    rules, state = position()  # Ada, Basil and Cleo each control 2 territories
    before = (list(state.armies), [s.stars for s in state.players])
    events = event_effect(rules, state, event(who="most-territories", stars=1))
    assert events == [EventRevealed(ADA, "test-event", "Test Event", "Something happens."),
                      EventTied(ADA, "Test Event")]
    assert (list(state.armies), [s.stars for s in state.players]) == before


def test_a_named_faction_knocked_out_or_absent_means_no_event():
    """"... or if a noted faction/player is knocked out, eliminated or not in the current
    game; the Event does not occur.\""""
    rules, state = position()
    assert event_effect(rules, state, event(faction="khan-industries", missiles=1))[1:] == [MissilesGained(BASIL, 1)]
    assert event_effect(rules, state, event(faction="imperial-balkania", missiles=1))[1:] == [
        EventMissed(ADA, "Test Event")]  # nobody plays it
    state.players[BASIL].knocked_out = True
    assert event_effect(rules, state, event(faction="khan-industries", missiles=1))[1:] == [
        EventMissed(ADA, "Test Event")]
    state.players[BASIL].knocked_out, state.players[BASIL].alive = False, False
    assert event_effect(rules, state, event(faction="khan-industries", missiles=1))[1:] == [
        EventMissed(ADA, "Test Event")]


def test_the_fewest_when_that_player_is_knocked_out():
    rules, state = position({"a": (ADA, 3), "b": (ADA, 2), "c": (BASIL, 4), "e": (CLEO, 5), "f": (CLEO, 1)})
    state.players[BASIL].knocked_out = True  # and Basil still holds c: counted, but not in the war
    assert event_effect(rules, state, event(who="fewest-territories", stars=1))[1:] == [
        EventMissed(ADA, "Test Event")]


def test_everyone_means_everyone_still_in_the_war():
    rules, state = position()
    state.players[CLEO].knocked_out = True
    events = event_effect(rules, state, event(who="everyone", missiles=2))
    assert events[1:] == [MissilesGained(ADA, 2), MissilesGained(BASIL, 2)]


def test_stars_and_missiles_are_never_lost_below_none():
    rules, state = position()
    state.players[ADA].stars, state.players[ADA].missiles = 1, 0
    events = event_effect(rules, state, event(who="current", stars=-2, missiles=-1))
    assert events[1:] == [RedStarsLost(ADA, 1)]
    assert (state.players[ADA].stars, state.players[ADA].missiles) == (0, 0)


@pytest.mark.parametrize(("then", "deck"), [
    ("discard", ["x", "y"]),  # "Discarded Event cards go back in the box"
    ("bottom", ["test-event", "x", "y"]),  # the deck's top is its last card
])
def test_where_the_card_goes(then, deck):
    """"... perform the action on the card, including where to put the card after resolving its effect.\""""
    rules, state = position()
    state.event_deck = ["x", "y"]
    event_effect(rules, state, event(who="current", stars=1, then=then))
    assert state.event_deck == deck


def test_shuffled_back_with_the_games_own_dice():
    rules, state = position()
    state.event_deck = ["x", "y", "z"]
    drawn = state.dice_drawn
    event_effect(rules, state, event(who="current", stars=1, then="shuffle-back"))
    assert sorted(state.event_deck) == ["test-event", "x", "y", "z"]
    assert state.dice_drawn == drawn + 3  # Fisher-Yates over four cards: three draws
    _, again = position()
    again.event_deck = ["x", "y", "z"]
    event_effect(rules, again, event(who="current", stars=1, then="shuffle-back"))
    assert again.event_deck == state.event_deck  # same seed, same order


def test_an_event_reads_in_the_log():
    rules, state = position()
    names = [s.name for s in state.players]
    events = event_effect(rules, state, event(who="most-troops", stars=1, troops=-1, where="territories"))
    lines = [describe(e, names, WORLD.names) for e in events]
    assert lines == ["Event: Test Event. Something happens.", "Cleo loses 1 on E.", "Cleo gains red stars: 1."]


# -- counting ------------------------------------------------------------------------------------


def test_every_measure_counts():
    rules, state = position(hqs={"a": ADA, "e": CLEO, "c": BASIL})
    state.players[CLEO].stars, state.players[CLEO].missiles = 1, 2
    k = len(WORLD.card_territories)
    state.players[CLEO].cards = [WORLD.card_territories.index(E), k + 3]
    rules.campaign.cards["e"] = rules.campaign.card("e").__class__(coins=4)
    tally = Tally(rules, state)
    counted = {m: tally.measure(CLEO, m) for m in MEASURES}
    assert counted == {
        "territories": 2, "continents": 0, "cities": 1, "major-cities": 1, "minor-cities": 0,
        "fortified-cities": 1, "population": 2, "hqs": 1, "enemy-hqs": 0, "scars": 1, "troops": 6,
        "stars": 2, "cards": 2, "coins": 5, "missiles": 2,
    }
    state.owner[D] = CLEO
    assert Tally(rules, state).measure(CLEO, "continents") == 1  # d, e and f: the east
    assert Tally(rules, state).continents(CLEO) == ["east"]


def test_an_hq_alone_does_not_control():
    """"Control = one or more troops (an HQ alone does not control).\""""
    rules, state = position({"a": (ADA, 0)}, hqs={"a": ADA})
    state.owner[A] = ADA
    assert Tally(rules, state).measure(ADA, "hqs") == 0
    assert Tally(rules, state).measure(ADA, "territories") == 0


# -- missions ------------------------------------------------------------------------------------


def mission(stars: int = 1, **condition) -> MissionCard:
    return MissionCard("test-mission", "Test Mission", "Do it.", condition, stars)


def test_a_mission_is_complete_when_every_part_holds():
    """"At the end of your turn, if you have completed the face up mission, you may discard
    the Mission card back to the box and take your reward.\""""
    rules, state = position()
    assert mission_complete(rules, state, CLEO, mission(cities=1, population=2))
    assert not mission_complete(rules, state, CLEO, mission(cities=1, population=3))
    assert not mission_complete(rules, state, ADA, METROPOLIS)  # two cities: Ada has one
    state.owner[E] = ADA
    assert mission_complete(rules, state, ADA, METROPOLIS)


def test_a_mission_for_a_continent():
    rules, state = position({"a": (ADA, 1), "b": (ADA, 1), "c": (ADA, 1), "d": (BASIL, 1)})
    assert mission_complete(rules, state, ADA, mission(continent="west"))
    assert not mission_complete(rules, state, ADA, mission(continent="east"))
    assert mission_complete(rules, state, ADA, mission(continents=1, **{"troops-in-one-territory": 1}))


def test_a_player_out_of_the_war_completes_nothing():
    rules, state = position()
    state.players[CLEO].knocked_out = True
    assert not mission_complete(rules, state, CLEO, mission(territories=1))


def test_a_mission_named_by_its_id():
    rules, state = position(campaign=city_world(full_pack()))
    state.owner[E] = ADA
    assert mission_complete(rules, state, ADA, "metropolis")
    with pytest.raises(KeyError, match="mission card 'nope'"):
        mission_complete(rules, state, ADA, "nope")


def test_mission_completed_reads_in_the_log():
    line = describe(MissionCompleted(ADA, "metropolis", "Metropolis", 2), ["Ada"], WORLD.names)
    assert line == "Ada completes the mission Metropolis; red stars gained: 2."


# -- a pack opened mid-game --------------------------------------------------------------------


def test_a_pack_opened_mid_game_brings_its_cards_into_play():
    """"More Event cards may come into play mid-game. Those cards would be shuffled together
    with any cards left in the event deck as the game continues.\""""
    pack = full_pack()
    rules, state = position(campaign=world_with(pack))
    state.event_deck, state.mission_deck, state.scar_deck = ["x", "y"], ["z"], ["bunker"]
    state.mission = "face-up"
    events = pack_joins_game(rules, state, pack, ADA)
    assert events == [PackOpened(ADA, "everything", "Everything"), CardsJoinPlay(ADA, 1, 1)]
    assert state.packs_opened == ["everything"]
    assert sorted(state.event_deck) == ["harvest", "x", "y"]
    assert sorted(state.mission_deck) == ["metropolis", "z"] and state.mission == "face-up"
    assert state.scar_deck == ["bunker"]  # scar cards are dealt before a game: the next one


def test_a_pack_mission_fills_an_empty_mission_slot():
    pack = full_pack()
    rules, state = position(campaign=world_with(pack))
    pack_joins_game(rules, state, pack, ADA)
    assert (state.mission, state.mission_deck) == ("metropolis", [])


def test_a_pack_without_cards_only_opens():
    rules, state = position()
    assert pack_joins_game(rules, state, a_pack("quiet"))[1:] == []
    assert state.packs_opened == ["quiet"] and state.dice_drawn == 0


def test_the_new_events_read_in_the_log():
    names = ["Ada"]
    assert describe(PackOpened(-1, "p", "The Fallen"), names, WORLD.names) == "A sealed pack is opened: The Fallen."
    assert describe(MissilesLost(0, 1), names, WORLD.names) == "Ada loses missiles: 1."
    assert describe(CardsJoinPlay(0, 2, 1), names, WORLD.names) == (
        "New cards join the war: 2 event cards, 1 mission card.")
