"""Battle tokens where nobody faces an enemy (seed 004, "Combat Phase"), issue 27.

"Players then place a battle token on the planned destination of each of their non-hostile
movements. Battle tokens should be placed at these locations even if there are no hostile
forces presently occupying that territory." "If neither player declares an action then the
battle is over as is, remove the battle token." Where no player faces an enemy there is
nothing to declare: **[decision]** such a battle is over at once, without a winner, and its
token goes without the initiative player having to choose it (BattleOver with nobody)."""

from __future__ import annotations

import pytest

from engine.core.errors import InvalidTerritory
from engine.core.state import NOBODY
from engine.rules.economy.actions import BattleAttack, Done, Fight, FightBorder, Incite, Plan
from engine.rules.economy.events import BattleOver, BorderBattleOver, UnitsMoved
from tests.engine.rules.economy.support import empty_game, put, rigged, tid

W, S, N, U = tid("western-europe"), tid("southern-europe"), tid("northern-europe"), tid("ukraine")


def plans_into(*moves: tuple[int, int]):
    """Player 0 (capital in western Europe, 6 armies) plans 2 armies along each move; player 1
    holds southern Europe with one army (and Egypt). Returns the rules, the state in the
    choose-battle step, and the events of the combat's start."""
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=6)
    put(r, state, 1, "southern-europe", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].capital = W
    for source, target in moves:
        r.apply(state, Plan(source, target, 2, "army"), 0)
    r.apply(state, Done(), 0)
    r.apply(state, Done(), 1)
    r.apply(state, Done(), 0)
    events = r.apply(state, Done(), 1)
    return r, state, events


def test_a_token_on_an_empty_country_goes_by_itself_at_the_start_of_combat():
    """Player 0 moves into southern Europe (held by player 1) and into northern Europe, where
    nobody is: both get a battle token, and the one in northern Europe is over as is."""
    r, state, events = plans_into((W, S), (W, N))
    assert UnitsMoved(0, W, N, 2, "army") in events
    assert BattleOver(NOBODY, N) in events and BattleOver(NOBODY, S) not in events
    assert state.phase == "choose-battle" and state.battle_tokens == [S]
    legal = r.legal_actions(state, state.current)
    assert Fight(S) in legal and Fight(N) not in legal
    # legal_actions and check agree: the token is gone, so is the battle.
    with pytest.raises(InvalidTerritory, match="battle token"):
        r.check(state, Fight(N), state.current)
    assert r.invariants(state) == []


def test_with_only_empty_tokens_the_combat_ends_without_asking_anyone():
    """Nothing to fight anywhere: the combat phase is over, nobody chose a battle."""
    r, state, events = plans_into((W, N))
    assert BattleOver(NOBODY, N) in events
    assert state.phase not in ("choose-battle", "battle") and state.battle_tokens == []
    assert state.army[0][N] == 2


def test_a_token_left_empty_by_a_battle_goes_when_the_next_battle_is_chosen():
    """A battle elsewhere changes who is where: after it, a token where nobody faces an enemy
    any more is over as is, before the initiative player is asked again."""
    r, state, _events = plans_into((W, S), (W, N))
    put(r, state, 1, "ukraine", armies=1)
    put(r, state, 0, "ukraine", armies=1, own=False)
    state.moved_army[0][U] = 1
    state.battle_tokens = sorted([S, U])
    r.apply(state, Fight(S), 0)
    state.army[1][U] = 0  # (as if player 1's army there had gone meanwhile)
    r._recount(state)
    state = rigged(state, 6, 1)  # player 0 wipes out the defender
    events = r.apply(state, BattleAttack("army", 1), 0)
    assert events.index(BattleOver(0, S)) < events.index(BattleOver(NOBODY, U))
    assert U not in state.battle_tokens and state.phase != "choose-battle"  # nothing left to fight


def test_a_revolution_that_leaves_nobody_to_fight_ends_that_battle_before_it_is_chosen():
    """"At any point during the combat phase you can turn in one influence card to incite a
    revolution" — the revolutionaries' surprise attack destroys the only enemy in Ukraine,
    whose battle is then over as is; the battle in southern Europe is still to be chosen."""
    r, state, _events = plans_into((W, S))
    put(r, state, 1, "ukraine", armies=1)
    put(r, state, 0, "ukraine", armies=1, own=False)
    state.moved_army[0][U] = 1
    state.battle_tokens = sorted([S, U])
    card = r.world.card_territories.index(U)
    state.deck.remove(card)
    state.players[0].cards = [card]
    state = rigged(state, 6, 1)
    events = r.apply(state, Incite((card,)), 0)
    assert state.army[1][U] == 0 and BattleOver(NOBODY, U) in events
    assert state.phase == "choose-battle" and state.battle_tokens == [S]
    assert [a for a in r.legal_actions(state, 0) if isinstance(a, Fight)] == [Fight(S)]


def test_a_border_where_nobody_faces_an_enemy_is_over_as_is_and_its_units_go_on():
    """A border battle with one side left (set up by hand): over at once, its units going on
    to their planned destination, as after any border battle."""
    r, state = empty_game(phase="choose-battle")
    put(r, state, 0, "western-europe", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.border_units = [[0, W, S, 2, 0]]
    state.border_tokens, state.battle_tokens, state.initiative, state.current = [sorted([W, S])], [], 0, 0
    r._recount(state)
    events = r._next_battle(state)
    assert BorderBattleOver(NOBODY, *sorted([W, S])) in events
    assert state.army[0][S] == 2 and state.border_units == [] and state.border_tokens == []
    assert FightBorder(W, S) not in r.legal_actions(state, state.current)
