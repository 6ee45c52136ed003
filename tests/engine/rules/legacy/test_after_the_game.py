"""Risk Legacy, after the game, played through the rules: results, the winner's reward then
the held-on players' clockwise, the record the campaign writes, and naming the world after
the fifteenth game (rulebook: "Winning the game", "Rewards", "Naming the world")."""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pieces import MarkKind
from engine.campaign.progress import after_game
from engine.campaign.rewards import HELD_ON_REWARDS, WINNER_REWARDS
from engine.campaign.world import GameResult
from engine.core.actions import Attack
from engine.core.errors import IllegalAction
from engine.core.phases import GAME_OVER
from engine.rules.legacy.actions import ChooseReward, NameWorld
from engine.rules.legacy.state import NAME_THE_WORLD, REWARDS
from tests.engine.rules.legacy.support import (
    battle_position,
    fresh_world,
    give,
    rigged,
    signed,
    started,
    t,
)


def won_by_the_current_player(game):
    """The current player takes the last HQ they need (three stars + one HQ); the next seat
    is knocked out by it and the one after holds on in Alaska. Returns (winner, out, held)."""
    state = game.state
    me, other = battle_position(game)
    held = (me + 2) % len(state.players)
    give(state, held, "alaska", 3)
    for seat in state.players:
        seat.missiles = 0  # no missile window after the roll
    state.players[me].stars = 3
    state.hq[t("egypt")] = other
    state.armies[t("egypt")] = 1
    rigged(game, (6,), (1,))
    game.apply(Attack(t("north-africa"), t("egypt"), 1), me)
    return me, other, held


def kinds(actions) -> set[str]:
    return {a.kind for a in actions}


def test_the_winner_chooses_one_reward_then_each_player_who_held_on():
    """"As soon as a player has 4 Red Stars … the game is over and rewards are given out to the
    player who won as well as players who held on (weren't eliminated)!" — "the winner gets to
    do ONE of the following" — "Proceeding clockwise from the winner, each player who Held On
    chooses one of the following.\""""
    game = started(players=3)
    state, rules = game.state, game.rules
    me, out, held = won_by_the_current_player(game)
    assert state.phase == REWARDS and state.winner == me and state.decider() == me
    assert kinds(game.legal_actions()) <= {k.value for k in WINNER_REWARDS}
    major = next(a for a in game.legal_actions() if a.kind == "found-major-city" and a.place == "north-africa")
    game.apply(major, me)

    assert state.phase == REWARDS and state.decider() == held  # the eliminated player gets nothing
    offered = game.legal_actions()
    assert offered and kinds(offered) <= {k.value for k in HELD_ON_REWARDS}
    minor = next(a for a in offered if a.kind == "found-minor-city")
    assert minor.place == "alaska"  # "in a territory you control"
    game.apply(minor, held)
    assert state.phase == GAME_OVER and game.legal_actions() == []

    record = rules.game_record(state)
    names = [p.name for p in state.players]
    assert record.game == 1 and record.winner == names[me]
    assert [seat.result for seat in record.seats] == [
        GameResult.WON if i == me else GameResult.ELIMINATED if i == out else GameResult.HELD_ON
        for i in range(3)]
    assert [(player, reward.kind.value) for player, reward in record.rewards] == [
        (names[me], "found-major-city"), (names[held], "found-minor-city")]

    world = after_game(rules.legacy, record)
    assert [(s.player, s.game) for s in world.signatures] == [(names[me], 1)]  # "The winner signs his name"
    assert any(m.kind is MarkKind.MAJOR_CITY and m.founder == names[me] for m in world.marks)
    assert any(m.kind is MarkKind.MINOR_CITY and m.territory == "alaska" for m in world.marks)


def test_a_reward_not_offered_is_refused_and_changes_nothing():
    """The winner's rewards are the winner's: a held-on reward is not one of them."""
    game = started(players=3)
    me, _out, _held = won_by_the_current_player(game)
    before = game.state.to_dict()
    refused = ChooseReward("upgrade-card", "alaska", "", "none")
    assert refused not in game.legal_actions()
    with pytest.raises(IllegalAction, match="held on, not the winner"):
        game.apply(refused, me)
    assert game.state.to_dict() == before


def fifteenth_game(names_signed: tuple[str, ...]):
    world = dataclasses.replace(signed(fresh_world(), *names_signed), games_played=14)
    return started(players=3, world=world)


def test_after_the_fifteenth_game_the_player_who_signed_most_names_the_world():
    """"At the conclusion of the 15th game, once all rewards are chosen, the player who signed
    the victor's section of the board the most times gets to name the planet!\""""
    game = fifteenth_game(("Ben", "Ben", "Ben", "Cy"))
    state, rules = game.state, game.rules
    me, _out, _held = won_by_the_current_player(game)
    while state.phase == REWARDS:
        game.apply(game.legal_actions()[0], state.decider())
    ben = [p.name for p in state.players].index("Ben")
    assert state.phase == NAME_THE_WORLD and state.decider() == ben
    [suggested] = game.legal_actions()
    assert isinstance(suggested, NameWorld) and suggested.name
    game.apply(NameWorld("  Terra Nova "), ben)
    assert state.phase == GAME_OVER
    world = after_game(rules.legacy, rules.game_record(state))
    assert world.world_name == "Terra Nova" and world.games_played == 15


def test_a_fifteenth_game_nobody_won_still_names_the_world():
    """The campaign ends with game 15 however it ends: the world is named even without a winner."""
    game = fifteenth_game(("Cy", "Cy"))
    state, rules = game.state, game.rules
    rules.end_game(state, None, "nobody can move")
    cy = [p.name for p in state.players].index("Cy")
    assert state.phase == NAME_THE_WORLD and state.decider() == cy
    game.apply(NameWorld("Pangaea"), cy)
    assert after_game(rules.legacy, rules.game_record(state)).world_name == "Pangaea"


def test_after_fifteen_games_winning_changes_nothing():
    """"After 15 games, no further changes are made to the game from Winning or Holding On.\""""
    world = dataclasses.replace(signed(fresh_world(), "Ann"), games_played=15, world_name="Terra")
    game = started(players=3, world=world)
    won_by_the_current_player(game)
    assert game.state.phase == GAME_OVER and game.legal_actions() == []
    record = game.rules.game_record(game.state)
    assert record.rewards == () and not record.world_name
    assert after_game(game.rules.legacy, record).signatures == world.signatures
