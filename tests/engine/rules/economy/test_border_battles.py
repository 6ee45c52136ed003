"""Border battles (seed 004, "Combat Phase"), engine/rules/economy/border_battles.py."""

from __future__ import annotations

import pytest

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.core.actions import Pass
from engine.core.errors import IllegalAction, InvalidTerritory
from engine.core.game import Game, GameSetup
from engine.core.save import read_game, save_to_text
from engine.rules.base import PlayerSetup
from engine.rules.economy.actions import BattleAttack, Done, Fight, FightBorder, PayUpkeep, Plan, Siege, Withdraw
from engine.rules.economy.events import BorderBattleOver, BorderRollOff, BorderWithdrawal, UnitsOnBorder
from engine.rules.economy.state import EconomyState
from tests.engine.rules.economy.support import empty_game, put, rigged, tid
from tests.support.games import board

W, S, N = tid("western-europe"), tid("southern-europe"), tid("northern-europe")
BORDER = [min(W, S), max(W, S)]


def border_game(mine: int = 3, theirs: int = 3, *dice: int, third: bool = False):
    """Player 0 (capital in western Europe) plans all its armies into southern Europe, player 1
    (capital in Egypt) all of its the other way; with ``third``, player 2 plans 2 armies from
    northern Europe into western Europe. Player 0 wins the initiative; ``dice`` follow."""
    r, state = empty_game(players=3 if third else 2, phase="planning")
    put(r, state, 0, "western-europe", armies=mine)
    put(r, state, 1, "southern-europe", armies=theirs)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].capital, state.players[1].capital = W, tid("egypt")
    r.apply(state, Plan(W, S, mine, "army"), 0)
    r.apply(state, Plan(S, W, theirs, "army"), 1)
    if third:
        put(r, state, 2, "northern-europe", armies=3)
        state.players[2].capital = N
        r.apply(state, Plan(N, W, 2, "army"), 2)
    seats = range(len(state.players))
    for seat in seats:
        r.apply(state, Done(), seat)
    for seat in seats[:-1]:
        r.apply(state, Done(), seat)
    state = rigged(state, *([6] + [1] * (len(seats) - 1)), *dice)  # the initiative: player 0
    events = r.apply(state, Done(), seats[-1])
    return r, state, events


def fight_on_the_border(*dice: int, mine: int = 3, theirs: int = 3):
    r, state, _events = border_game(mine, theirs, *dice)
    r.apply(state, FightBorder(W, S), 0)
    return r, state


def test_opposite_crossings_wait_on_the_border_under_a_battle_token():
    """"If during setup your units and hostile units were involved in plans to move across the
    same border in opposite directions then those units are now engaged in a battle along that
    border. Place a battle token at that border. This is a distinct battle from any battles
    going on in either of the countries along that border.\""""
    r, state, events = border_game()
    assert state.phase == "choose-battle" and state.current == 0
    assert state.border_tokens == [BORDER]
    assert sorted(state.border_units) == sorted([[0, W, S, 3, 0], [1, S, W, 3, 0]])
    assert [e for e in events if isinstance(e, UnitsOnBorder)] == [
        UnitsOnBorder(0, W, S, 3, "army"), UnitsOnBorder(1, S, W, 3, "army")]
    # They occupy neither country; the play window's totals count them where they set out.
    assert state.army[0][W] == state.army[1][S] == 0 and state.army[0][S] == state.army[1][W] == 0
    assert state.armies[W] == 3 and state.armies[S] == 3
    assert r.invariants(state) == []
    # The initiative player chooses it like any other battle. (Southern Europe's token, with
    # nobody in it meanwhile, went by itself: the survivors bring one when they arrive.)
    legal = r.legal_actions(state, 0)
    assert FightBorder(*BORDER) in legal and Fight(S) not in legal
    r.apply(state, FightBorder(W, S), 0)
    assert state.phase == "battle" and state.border_battle == BORDER and state.responders == [0, 1]


def test_units_on_a_border_are_not_met_by_a_third_players_move_into_their_country():
    """"Units that are involved in plans to leave a country are no longer considered to be
    occupying that country. Units entering the country will not encounter those units unless
    they are moving opposite directions across the same border.\""""
    r, state, _events = border_game(third=True)
    assert r.geo.present(state, W) == [2]
    assert not r.geo.contested(state, W)
    assert r.invariants(state) == []


def test_an_attack_on_the_border_has_no_defender():
    """Both sides attack on a border: nobody defends it, so a 6 does not win by itself and
    only the size bonus counts ("Army units can only attack other army units")."""
    r, state = fight_on_the_border(6, 6)
    assert BattleAttack("army", 1) in r.legal_actions(state, 0)
    events = r.apply(state, BattleAttack("army", 1), 0)
    assert events[0] == BorderRollOff(0, 1, BORDER[0], BORDER[1], 6, 6, True, True, (), ())  # a tie: both lose
    assert sorted(state.border_units) == sorted([[0, W, S, 2, 0], [1, S, W, 2, 0]])
    assert state.responders == [1, 0]  # everyone in the battle is asked again
    assert r.invariants(state) == []


def test_wiping_out_the_enemy_on_the_border_is_a_victory_and_the_survivors_go_on():
    """"A battle counts as a victory if all of the enemy troops were destroyed in the battle";
    the survivors go on to their planned destination, under a battle token there."""
    r, state = fight_on_the_border(6, 1, mine=5, theirs=1)
    put(r, state, 1, "southern-europe", armies=1)  # a garrison there: the combat goes on
    events = r.apply(state, BattleAttack("army", 1), 0)
    assert BorderBattleOver(0, *BORDER) in events
    assert (state.players[0].victories, state.players[1].losses) == (1, 1)
    assert state.border_units == [] and state.border_battle == []
    assert state.army[0][S] == 5 and state.moved_army[0][S] == 5 and state.origins[f"0:{S}"] == [W]
    assert state.phase == "choose-battle" and S in state.battle_tokens and state.initiative == 0
    assert r.invariants(state) == []


def test_a_withdrawal_from_the_border_goes_back_home_and_is_intercepted():
    """Withdraw: back to the country they came from; "Any player with hostile forces can
    intercept the withdrawing player ... If the withdrawing player loses then a unit dies. If
    the withdrawing player does not lose then a unit successfully completes the withdraw.\""""
    r, state = fight_on_the_border(1, 1)
    r.apply(state, Pass(), 0)
    assert r.legal_actions(state, 1) == [Pass(), BattleAttack("army", 0), Withdraw(S)]
    # Player 0 intercepts each unit: the first dies (6 against 1), the others get away.
    state = rigged(state, 6, 1, 1, 6, 1, 6)
    events = r.apply(state, Withdraw(S), 1)
    rolls = [e for e in events if isinstance(e, BorderRollOff)]
    assert [(e.player, e.defender, e.defender_lost) for e in rolls] == [(0, 1, True), (0, 1, False), (0, 1, False)]
    assert BorderWithdrawal(1, S, 2, "army") in events
    assert state.army[1][S] == 2 and state.moved_army[1][S] == 2
    # Nobody was attacked before the withdrawal: neither a victory nor a loss.
    assert state.players[1].losses == 0 and state.players[0].victories == 0
    # The battle is over; player 0's survivors go on into southern Europe, where the
    # withdrawn units are: its battle is still to be fought.
    assert state.border_units == [] and state.army[0][S] == 3
    assert state.phase == "choose-battle" and S in state.battle_tokens
    assert r.invariants(state) == []
    r.apply(state, Fight(S), 0)
    assert state.phase == "battle" and state.battle == S and state.responders == [0, 1]


def test_a_withdrawal_after_an_attack_on_the_border_is_a_loss():
    """"A battle counts as a victory if ... the enemy troops declared a Hostile Movement AFTER
    being attacked or declaring an attack. Such battles count as losses for that enemy.\""""
    r, state = fight_on_the_border(6, 1, 1, 6, 1, 6)
    r.apply(state, BattleAttack("army", 1), 0)
    r.apply(state, Withdraw(S), 1)
    assert (state.players[0].victories, state.players[1].losses) == (1, 1)


def test_when_everyone_passes_both_sides_go_on_to_their_destinations():
    """"If neither player declares an action then the battle is over as is": the units on the
    border carry on as planned, and meet whatever is at their destinations there."""
    r, state = fight_on_the_border()
    put(r, state, 0, "western-europe", armies=1)  # garrisons left behind, met on arrival
    put(r, state, 1, "southern-europe", armies=1)
    r.apply(state, Pass(), 0)
    events = r.apply(state, Pass(), 1)
    assert BorderBattleOver(-1, *BORDER) in events
    assert state.army[0][S] == 3 and state.army[1][W] == 3
    assert {W, S} <= set(state.battle_tokens)
    assert state.initiative == 0  # "If there was no winner then the person who previously had initiative still has"
    assert r.invariants(state) == []


def test_a_game_saved_in_a_border_battle_loads_and_goes_on():
    r, state = fight_on_the_border()
    put(r, state, 1, "southern-europe", armies=1)  # a garrison there: the combat goes on
    r.apply(state, Pass(), 0)
    saved = state.to_dict()
    loaded = EconomyState.from_dict(saved)
    assert loaded.to_dict() == saved
    assert loaded.border_battle == BORDER and loaded.border_units == state.border_units
    assert r.legal_actions(loaded, 1) == r.legal_actions(state, 1)
    r.apply(loaded, Pass(), 1)
    assert loaded.phase == "choose-battle" and loaded.army[0][S] == 3
    assert r.invariants(loaded) == []


def test_refusals_in_border_battles():
    r, state, _events = border_game()
    with pytest.raises(InvalidTerritory, match="border with a battle token"):
        r.check(state, FightBorder(W, N), 0)
    with pytest.raises(InvalidTerritory, match="border with a battle token"):
        r.check(state, FightBorder(W, 10_000), 0)
    r.check(state, FightBorder(S, W), 0)  # either way round
    r.apply(state, FightBorder(S, W), 0)
    with pytest.raises(InvalidTerritory, match="cannot withdraw there"):
        r.check(state, Withdraw(N), 0)
    with pytest.raises(IllegalAction, match="no navy units"):
        r.check(state, BattleAttack("navy", 1), 0)
    with pytest.raises(IllegalAction, match="only attack, withdraw or pass"):
        r.check(state, Siege(1), 0)


def test_the_bots_play_border_battles():
    """The EconomyBot picks the border battle and attacks there when it is not outnumbered;
    RandomBot plays border battles from what is listed."""
    r, state, _events = border_game(5, 2)
    state.battle_tokens = []
    bot = HeuristicBot(1)
    assert bot.choose(r, r.player_view(state, 0), 0) == FightBorder(*BORDER)
    assert RandomBot(1).choose(r, r.player_view(state, 0), 0) == FightBorder(*BORDER)
    r.apply(state, FightBorder(*BORDER), 0)
    assert bot.choose(r, r.player_view(state, 0), 0) == BattleAttack("army", 1)
    r.apply(state, Pass(), 0)
    assert bot.choose(r, r.player_view(state, 1), 1) == Withdraw(S)  # outnumbered: home


def test_armies_crossing_with_their_navies_arrive_with_them_at_sea():
    """"If at any point you have less navy units than army units in a water territory the
    excess army units immediately die": the armies and the navies that carry them arrive
    together from the border, so none of them die on arrival."""
    coast, britain = tid("western-europe-coast"), tid("great-britain-coast")
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=1)
    put(r, state, 0, "western-europe-coast", armies=2, navies=2)
    put(r, state, 1, "great-britain-coast", navies=1)
    put(r, state, 1, "egypt", armies=1)
    state.players[0].capital, state.players[1].capital = W, tid("egypt")
    r.apply(state, Plan(coast, britain, 2, "army"), 0)  # the armies' plan first
    r.apply(state, Plan(coast, britain, 2, "navy"), 0)
    r.apply(state, Plan(britain, coast, 1, "navy"), 1)
    for seat in (0, 1, 0):
        r.apply(state, Done(), seat)
    state = rigged(state, 6, 1)
    r.apply(state, Done(), 1)
    assert state.border_tokens == [[min(coast, britain), max(coast, britain)]]
    r.apply(state, FightBorder(coast, britain), 0)
    r.apply(state, Pass(), 0)
    r.apply(state, Pass(), 1)
    assert (state.army[0][britain], state.navy[0][britain]) == (2, 2)
    assert state.navy[1][coast] == 1
    assert r.invariants(state) == []


def test_a_saved_game_in_a_border_battle_replays_and_goes_on():
    """A save made during a border battle loads (replayed and checked against its snapshot)
    and the battle goes on from where it was."""
    seed = next(s for s in range(100) if _neighbouring_capitals(s))
    game = _neighbouring_capitals(seed)
    a, b = game.state.players[0].capital, game.state.players[1].capital
    for seat in (0, 1):
        game.apply(PayUpkeep(), seat)
        game.apply(Done(), seat)
    game.apply(Plan(a, b, game.state.army[0][a], "army"), 0)
    game.apply(Plan(b, a, game.state.army[1][b], "army"), 1)
    for seat in (0, 1, 0, 1):
        game.apply(Done(), seat)
    holder = game.state.current
    assert game.state.phase == "choose-battle" and game.state.border_tokens == [sorted([a, b])]
    game.apply(FightBorder(a, b), holder)
    game.apply(Pass(), holder)
    loaded = read_game(save_to_text(game))
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.state.border_battle == sorted([a, b]) and loaded.state.responders == [1 - holder]
    loaded.apply(Pass(), 1 - holder)
    assert loaded.state.border_units == [] and loaded.state.army[0][b] > 0 and loaded.state.army[1][a] > 0


def _neighbouring_capitals(seed: int):
    """A two-player Europe start whose capitals border each other, or None."""
    game = Game(board("classic-mu"), GameSetup("economy", (PlayerSetup("A"), PlayerSetup("B")), seed,
                                                {"start": "europe"}))
    a, b = game.state.players[0].capital, game.state.players[1].capital
    return game if b in game.rules.world.neighbours[a] else None
