"""The example rule set (Homelands, tests/engine/rules/example_rules.py) plays by its rules.

The conformance suite checks that it keeps the contract; these check that its own rules —
the ones docs/rule-sets.md shows — do what they say.
"""

from __future__ import annotations

import pytest

from engine.core.actions import Attack, Blitz, EndAttack, Pass, PlaceArmies, parse_action
from engine.core.errors import IllegalAction, InvalidTerritory, NotYourDecision, WrongPhase
from engine.core.game import Game, GameSetup
from engine.core.privacy import Visibility
from engine.core.save import read_game, save_to_text
from engine.core.state import HIDDEN, DecisionKind, Phase
from engine.rules.base import PlayerSetup
from engine.scenario.model import EconomySetup
from tests.engine.rules.example_rules import (
    CHOOSE_HOMELAND,
    HOMELAND_BONUS,
    MAX_TOKENS,
    NAME_EMPIRE,
    STACK,
    VETO,
    ChooseHomeland,
    NameEmpire,
    Veto,
)
from tests.support.games import board, tid

OPTIONS = {"setup": "random", "random-deal-armies": "spread"}


pytestmark = pytest.mark.usefixtures("homelands_registered")


def start(players=3, seed=4, economy=None) -> Game:
    seats = tuple(PlayerSetup(name) for name in ("Ann", "Bob", "Cy", "Di")[:players])
    return Game(board("classic"), GameSetup("homelands", seats, seed, OPTIONS, economy=economy))


def choose_all(game: Game, continents=("europe", "asia", "africa", "australia")) -> None:
    for seat in list(game.state.pending):
        game.apply(ChooseHomeland(continents[seat]), seat)


def at_attack(game: Game) -> None:
    """Every homeland chosen, the first player's empire named and armies placed: attacking."""
    choose_all(game)
    game.apply(NameEmpire("First Empire"))
    state = game.state
    game.apply(PlaceArmies(state.territories_of(state.current)[0], state.reinforcements))
    assert state.phase == Phase.ATTACK


def set_up_attack(game: Game, source="ukraine", target="ural", defender=1, armies=(6, 3)) -> None:
    state = game.state
    state.owner[tid(source)], state.armies[tid(source)] = state.current, armies[0]
    state.owner[tid(target)], state.armies[tid(target)] = defender, armies[1]


# -- homelands -----------------------------------------------------------------------------------


def test_every_player_chooses_a_homeland_in_secret_before_anything_else():
    """"Before anything else, every player secretly chooses a continent as their homeland.
    Nobody sees another's choice until it is revealed.\""""
    game = start()
    state = game.state
    assert state.phase == CHOOSE_HOMELAND and state.decision_kind() is DecisionKind.SIMULTANEOUS
    assert state.deciders() == [0, 1, 2]
    assert game.rules.privacy(state, 2).visibility is Visibility.SECRET
    game.apply(ChooseHomeland("asia"), 2)  # in any order
    assert state.deciders() == [0, 1]
    assert state.players[2].homeland == 4  # asia, by its index
    for viewer in (0, 1, None):
        assert game.rules.player_view(state, viewer).players[2].homeland == HIDDEN
    assert game.rules.player_view(state, 2).players[2].homeland == 4
    with pytest.raises(NotYourDecision):
        game.apply(ChooseHomeland("europe"), 2)  # one choice each
    with pytest.raises(IllegalAction, match="there is no continent 'atlantis' on this map"):
        game.apply(ChooseHomeland("atlantis"), 0)
    choose_all(game)
    assert state.pending == [] and state.phase == NAME_EMPIRE  # the game goes on


def test_classic_actions_wait_for_the_homelands():
    game = start()
    with pytest.raises(WrongPhase, match="homelands are chosen in secret before the game begins"):
        game.apply(EndAttack())


def test_holding_your_homeland_reveals_it_and_brings_more_armies():
    """"At the start of your turn, if you hold all of your homeland, it is revealed, and you
    receive HOMELAND_BONUS more armies every turn you hold it.\""""
    game = start()
    choose_all(game, continents=("australia", "australia", "australia"))
    rules, state = game.rules, game.state
    player = state.current
    for territory in rules.world.continents[5].members:  # australia
        state.owner[territory] = player
    territories, continents = rules.reinforcements(state, player)
    assert continents == 2 + HOMELAND_BONUS  # Australia's bonus, and the homeland's
    events = rules.start_turn(state, player)
    assert state.players[player].revealed
    assert any(type(e).__name__ == "HomelandRevealed" for e in events)
    others = [p for p in range(3) if p != player]
    assert rules.player_view(state, others[0]).players[player].homeland == 5
    assert rules.player_view(state, player).players[others[0]].homeland == HIDDEN  # theirs stays secret


# -- empires -------------------------------------------------------------------------------------


def test_the_first_turn_begins_with_naming_the_empire():
    """"At the start of your first turn you name your empire.\""""
    game = start()
    choose_all(game)
    state = game.state
    assert state.phase == NAME_EMPIRE and state.decider() == state.current
    first = state.current
    listed = game.legal_actions()
    assert listed == [NameEmpire("Empire of " + state.players[first].name)]
    game.apply(NameEmpire('  The "Iron" Crown  '))
    assert state.players[first].empire == 'The "Iron" Crown' and state.phase == Phase.REINFORCE


@pytest.mark.parametrize(("name", "reason"), [
    ("", "give your empire a name"),
    ("   ", "give your empire a name"),
    ("x" * 41, "an empire's name is at most 40 letters, without line breaks"),
    ("Two\nLines", "an empire's name is at most 40 letters, without line breaks"),
])
def test_an_empire_needs_a_proper_name(name, reason):
    game = start()
    choose_all(game)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(NameEmpire(name))
    assert str(refusal.value) == reason
    assert game.state.phase == NAME_EMPIRE


def test_two_empires_cannot_share_a_name():
    game = start()
    choose_all(game)
    state = game.state
    state.players[(state.current + 1) % 3].empire = "Azure Dominion"
    with pytest.raises(IllegalAction, match="another empire is called azure dominion"):
        game.apply(NameEmpire("azure dominion"))


def test_an_empire_name_is_saved_as_quoted_text():
    game = start()
    choose_all(game)
    game.apply(NameEmpire('The "Iron" Crown'))
    assert game.log[-1].to_text(game.world) == 'name-empire "The \\"Iron\\" Crown"'
    assert parse_action(game.log[-1].to_text(game.world), game.world) == game.log[-1]
    loaded = read_game(save_to_text(game))
    assert loaded.state == game.state and loaded.state.players[game.state.current].empire == 'The "Iron" Crown'


# -- vetoes --------------------------------------------------------------------------------------


def test_after_a_roll_the_others_may_veto_the_defender_first_then_clockwise():
    """"After every roll of an attack, each other player holding a veto token — the defender
    first, then clockwise — may spend it to cancel the attacker's highest die, or pass.\""""
    game = start(players=4)
    at_attack(game)
    state = game.state
    attacker = state.current
    defender = (attacker + 2) % 4
    set_up_attack(game, defender=defender)
    game.apply(Attack(tid("ukraine"), tid("ural"), 3))
    assert state.phase == VETO and state.decision_kind() is DecisionKind.RESPONDERS
    assert state.responders == [defender, (defender + 1) % 4, (defender + 3) % 4]  # not the attacker
    assert game.rules.privacy(state).visibility is Visibility.PUBLIC
    attack_roll, defence_roll = state.held_roll
    assert len(attack_roll) == 3 and len(defence_roll) == 2
    assert game.legal_actions(defender) == [Veto(), Pass()] and game.legal_actions(attacker) == []
    game.apply(Veto(), defender)
    assert state.held_roll == (attack_roll[1:], defence_roll) and state.tokens[defender] == 0
    game.apply(Pass(), (defender + 1) % 4)
    armies = (state.armies[tid("ukraine")], state.armies[tid("ural")])
    game.apply(Pass(), (defender + 3) % 4)
    # Resolved with the two dice left: two comparisons, two armies lost between them.
    assert state.phase == Phase.ATTACK and state.held_roll == () and state.responders == []
    assert sum(armies) - state.armies[tid("ukraine")] - state.armies[tid("ural")] == 2


def test_a_roll_with_no_one_to_veto_is_resolved_at_once():
    game = start()
    at_attack(game)
    state = game.state
    state.tokens = [0, 0, 0]
    set_up_attack(game, defender=(state.current + 1) % 3)
    game.apply(Attack(tid("ukraine"), tid("ural"), 3))
    assert state.phase == Phase.ATTACK and state.responders == []


def test_vetoes_are_refused_outside_the_window_and_classic_actions_inside_it():
    game = start()
    at_attack(game)
    state = game.state
    with pytest.raises(WrongPhase, match="vetoes come after a roll"):
        game.apply(Veto())
    set_up_attack(game, defender=(state.current + 1) % 3)
    game.apply(Attack(tid("ukraine"), tid("ural"), 3))
    with pytest.raises(WrongPhase, match="vetoes come after a roll"):
        game.apply(EndAttack())


def test_a_player_whose_territory_is_captured_gains_a_token_up_to_the_most():
    """"A player whose territory is captured gains one, up to MAX_TOKENS.\""""
    game = start()
    at_attack(game)
    rules, state = game.rules, game.state
    defender = (state.current + 1) % 3
    set_up_attack(game, defender=defender, armies=(6, 1))
    state.tokens[defender] = 0
    rules.on_capture(state, tid("ukraine"), tid("ural"), defender)
    assert state.tokens[defender] == 1
    state.tokens[defender] = MAX_TOKENS
    rules.on_capture(state, tid("ukraine"), tid("ural"), defender)
    assert state.tokens[defender] == MAX_TOKENS


def test_an_economy_start_gives_the_starting_tokens_and_is_saved_with_the_game():
    economy = EconomySetup(money={0: 2, 1: 0, 2: 7})
    game = start(economy=economy)
    assert game.state.tokens == [2, 0, MAX_TOKENS]
    choose_all(game)
    loaded = read_game(save_to_text(game))
    assert loaded.setup.economy == economy and loaded.state == game.state


# -- stacks --------------------------------------------------------------------------------------


def test_an_attack_needs_a_stack_of_three_listed_checked_and_blitzed_alike():
    """"An attack needs at least STACK armies in the territory it comes from": one hook
    (can_attack), so the listing, the check and the blitz agree."""
    game = start()
    at_attack(game)
    state = game.state
    state.tokens = [0, 0, 0]  # no vetoes: the blitz rolls on
    set_up_attack(game, defender=(state.current + 1) % 3, armies=(STACK - 1, 5))
    listed = game.legal_actions()
    assert not any(isinstance(a, (Attack, Blitz)) and a.source == tid("ukraine") for a in listed)
    with pytest.raises(InvalidTerritory, match="an attack needs at least 3 armies in Ukraine"):
        game.apply(Attack(tid("ukraine"), tid("ural"), 1))
    set_up_attack(game, defender=(state.current + 1) % 3, armies=(12, 30))
    assert Blitz(tid("ukraine"), tid("ural")) in game.legal_actions()
    game.apply(Blitz(tid("ukraine"), tid("ural")))
    assert state.armies[tid("ukraine")] == STACK - 1  # the blitz stops where attacking must
