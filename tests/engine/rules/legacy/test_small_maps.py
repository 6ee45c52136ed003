"""Risk Legacy on a map too small for the rulebook's starts: the game still goes on.

The rulebook's board always leaves a legal start: "A legal starting territory is either: An
unoccupied territory that has no marks … OR An unoccupied territory that contains a Major
City that you founded in an earlier game … At the start of the game, you cannot place your
HQ adjacent to another faction's HQ." On a small map (the tutorial's ten territories, four
players) every unoccupied territory can be next to an HQ; and late in a campaign every one
can carry a mark. Worldsmith's reading (docs/rules-legacy.md, "Legal starts"): the HQ may
then stand next to another; with no legal start at all the player places nothing and, on
their first turn, joins the war — "If you do not control a territory, then you must Join the
War" — or is out if there is still no legal start.
"""

from __future__ import annotations

import dataclasses

from engine.campaign.pieces import MarkKind
from engine.core.state import NOBODY
from engine.rules.legacy.actions import BeginRecruit, ChooseFaction, ChooseStart
from engine.rules.legacy.events import OutOfTheGame
from engine.rules.legacy.state import JOIN_THE_WAR, PICK_FACTION, PICK_START, START_OF_TURN
from tests.engine.rules.legacy.support import city, fresh_world, new_game, with_marks


def tutorial(name: str) -> int:
    from tests.support.games import world

    return world("tutorial").territory_index(name)


def choose(game, start: str) -> None:
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseFaction)))
    game.apply(ChooseStart(tutorial(start)))


def test_with_every_start_next_to_an_hq_the_hq_may_stand_next_to_one():
    game = new_game(4, seed=2, map_name="tutorial")
    for start in ("lowfen", "saltmarsh", "emberwood"):  # between them, next to every other territory
        choose(game, start)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseFaction)))
    state = game.state
    assert state.phase == PICK_START
    starts = game.rules.legal_starts(state, state.decider(), new_hq=True)
    # Still unoccupied and unmarked: every territory nobody holds.
    assert sorted(starts) == sorted(t for t in range(len(state.owner)) if state.owner[t] == NOBODY)
    assert game.legal_actions() == [ChooseStart(t) for t in starts]
    game.apply(ChooseStart(tutorial("redcliff")))  # next to the HQ in emberwood
    assert state.hq[tutorial("redcliff")] == state.players.index(
        next(p for p in state.players if p.start == tutorial("redcliff")))


def test_a_start_apart_from_the_hqs_is_still_required_while_there_is_one():
    game = new_game(4, seed=2, map_name="tutorial")
    for start in ("lowfen", "saltmarsh"):
        choose(game, start)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseFaction)))
    starts = game.rules.legal_starts(game.state, game.state.decider(), new_hq=True)
    assert sorted(starts) == sorted([tutorial("emberwood"), tutorial("redcliff")])


def test_with_no_legal_start_at_all_the_player_places_nothing_and_joins_the_war_later():
    # Every territory but three carries a city (a campaign late on a small map).
    names = ("frostmere", "highcrag", "stormcape", "dunmarch", "ashvale", "thornfield", "redcliff")
    world = with_marks(fresh_world(), *(city(n, MarkKind.MINOR_CITY, founder="Nobody", name=f"Town {n}")
                                        for n in names))
    world = dataclasses.replace(world, games_played=15)
    game = new_game(4, seed=2, world=world, map_name="tutorial")
    state = game.state
    for start in ("lowfen", "saltmarsh", "emberwood"):
        choose(game, start)
    fourth = state.decider()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseFaction)))
    # Nothing left to start on: the player has chosen a faction and the game begins.
    assert state.players[fourth].start == NOBODY and fourth not in state.owner
    assert state.phase not in (PICK_FACTION, PICK_START)
    # On their first turn they must join the war; with no legal start they are out.
    events = []
    while state.current != fourth:
        events += game.apply(game.legal_actions()[-1])  # begin recruiting, place, end the attack, end the turn
    if state.phase == START_OF_TURN:
        events += game.apply(BeginRecruit())
    assert not state.players[fourth].alive and state.phase != JOIN_THE_WAR
    assert [e.player for e in events if isinstance(e, OutOfTheGame)] == [fourth]
