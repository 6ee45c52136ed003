"""Initiative: everyone rolls; a player without a capital cannot hold it (seed 004, "Combat
Phase", "Capitals")."""

from __future__ import annotations

from engine.core.state import NOBODY
from tests.engine.rules.economy.support import empty_game, rigged, tid


def three_players(capitals: tuple[int, ...], last: int):
    r, state = empty_game(players=3, phase="planning")
    for seat, name in zip(capitals, ("ukraine", "egypt", "peru"), strict=False):
        state.players[seat].capital = tid(name)
    state.initiative = last
    return r, state


def test_everyone_rolls_and_a_capital_holder_who_wins_takes_it():
    """"Each player rolls 1d6, the winner wins initiative.\""""
    r, state = three_players(capitals=(0, 1), last=0)
    assert r._initiative(rigged(state, 2, 6, 3)) == 1


def test_a_winner_without_a_capital_leaves_it_with_the_last_holder():
    """"Players without a capital cannot have initiative. Initiative stays with the player that
    had it last in any situation where a player without a capital would ordinarily have
    initiative": player 2 (no capital) rolls highest; player 1, who had it, keeps it."""
    r, state = three_players(capitals=(0, 1), last=1)
    assert r._initiative(rigged(state, 2, 3, 6)) == 1


def test_with_no_last_holder_the_capital_holders_roll_again():
    """"If no player had initiative last then the players with initiative should roll for
    initiative.\""""
    r, state = three_players(capitals=(0, 1), last=NOBODY)
    assert r._initiative(rigged(state, 2, 3, 6, 1, 5)) == 1  # 2 wins the first roll; then 0: 1, 1: 5


def test_without_capitals_anyone_can_have_it():
    """"If none of the players have a capital, then all players can have initiative" — the roll
    decides every round, not the last holder."""
    r, state = three_players(capitals=(), last=0)
    assert r._initiative(rigged(state, 2, 3, 6)) == 2
    assert r._initiative(rigged(state, 5, 3, 1)) == 0
