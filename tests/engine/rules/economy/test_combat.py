"""Combat: initiative, plans moving at once, battles and roll-offs (seed 004)."""

from __future__ import annotations

from engine.core.actions import Pass
from engine.core.privacy import Visibility
from engine.core.state import NOBODY
from engine.rules.economy import combat
from engine.rules.economy.actions import GO, BattleAttack, Done, EndWithdrawal, Fight, Incite, Plan, Withdraw
from engine.rules.economy.geography import NEUTRAL
from tests.engine.rules.economy.support import empty_game, put, rigged, tid, withdraw_all


def test_the_lower_roll_loses_and_a_tie_loses_both():
    """"Each player rolls 1d6. The player with the lower number loses. If the results are the
    same, both players lose.\""""
    r, state = empty_game()
    put(r, state, 0, "ukraine", armies=1, own=False)
    put(r, state, 1, "ukraine", armies=1, own=False)
    state.moved_army[0][tid("ukraine")] = state.moved_army[1][tid("ukraine")] = 1  # nobody defends
    result = combat.roll_off(r.geo, rigged(state, 3, 4), 0, 1, tid("ukraine"), "army")
    assert (result.attacker_lost, result.defender_lost) == (True, False)
    result = combat.roll_off(r.geo, rigged(state, 4, 4), 0, 1, tid("ukraine"), "army")
    assert (result.attacker_lost, result.defender_lost) == (True, True)


def test_more_units_add_one_and_more_than_twice_as_many_add_two():
    """"A player gets +1 to their rolls if they have more units and +2 if they have more than
    twice as many units involved in the battle.\""""
    assert combat.size_bonus(3, 2) == 1
    assert combat.size_bonus(5, 2) == 2
    assert combat.size_bonus(4, 2) == 1
    assert combat.size_bonus(2, 2) == 0


def test_defenders_add_one_fortifications_one_more_and_a_defenders_six_wins():
    """"Defending units get a +1 to their rolls. Defenders who roll a 6 automatically win."
    "Defending units in a country with fortifications get an additional +1 to their rolls.\""""
    r, state = empty_game()
    put(r, state, 1, "ukraine", armies=1)
    put(r, state, 0, "ukraine", armies=5, own=False)
    state.moved_army[0][tid("ukraine")] = 5
    assert combat.defence_bonus(r.geo, state, 1, tid("ukraine"), "army") == 1
    state.fortifications[tid("ukraine")] = 1
    assert combat.defence_bonus(r.geo, state, 1, tid("ukraine"), "army") == 2
    # 6 + 2 (more than twice as many) against the defender's natural 6: the defender wins.
    result = combat.roll_off(r.geo, rigged(state, 6, 6), 0, 1, tid("ukraine"), "army")
    assert (result.attacker_lost, result.defender_lost) == (True, False)


def test_extra_flanks_add_one_each_and_amphibious_attacks_lose_one():
    """"A player gets +1 to their rolls for each country above 1 from which they are
    attacking." "Amphibious units get -1 to their rolls.\""""
    r, state = empty_game()
    t = tid("southern-europe")
    put(r, state, 0, "southern-europe", armies=3, own=False)
    state.moved_army[0][t] = 3
    state.origins[f"0:{t}"] = [tid("western-europe"), tid("northern-europe")]
    assert combat.attack_bonus(r.geo, state, 0, t, "army") == 1
    sea = tid("southern-europe-mediterranean-coast")
    state.origins[f"0:{t}"] = [sea]
    state.arrived[f"0:{t}"] = {sea: 3}  # every army there came from the water
    assert combat.attack_bonus(r.geo, state, 0, t, "army") == -1


def test_the_amphibious_penalty_belongs_to_the_armies_that_came_from_the_water():
    """"If a bonus or penalty belongs to particular units then only those units get that bonus
    or penalty." "Army units that attack a land territory from a water territory are considered
    amphibious units. Amphibious units get -1 to their rolls": with an army there that came by
    land, the attacker attacks with it, without the penalty; once only amphibious armies are
    left, it applies."""
    r, state = empty_game()
    t, sea, land = tid("southern-europe"), tid("southern-europe-mediterranean-coast"), tid("western-europe")
    put(r, state, 0, "southern-europe", armies=3, own=False)
    state.moved_army[0][t] = 3
    state.origins[f"0:{t}"] = [land, sea]
    state.arrived[f"0:{t}"] = {land: 1, sea: 2}
    assert dict(combat.attack_modifiers(r.geo, state, 0, t, "army")) == {combat.FLANK: 1}
    state.army[0][t] = state.moved_army[0][t] = 2  # the one that came by land died first
    assert dict(combat.attack_modifiers(r.geo, state, 0, t, "army")) == {combat.FLANK: 1, combat.AMPHIBIOUS: -1}


def combat_game():
    """Player 0 plans 4 armies from western into southern Europe, held by player 1."""
    r, state = empty_game(phase="planning")
    put(r, state, 0, "western-europe", armies=5)
    put(r, state, 1, "southern-europe", armies=1)
    state.players[0].capital = tid("western-europe")
    r.apply(state, Plan(tid("western-europe"), tid("southern-europe"), 4, "army"), 0)
    for phase in ("planning", "friendly-movement"):
        assert state.phase == phase
        r.apply(state, Done(), 0)
        r.apply(state, Done(), 1)
    return r, state


def test_plans_move_at_once_and_leave_a_battle_token_on_the_destination():
    """"All players must then move their units ... according to the plans." "Players then
    place a battle token on the planned destination of each of their non-hostile movements.\""""
    r, state = combat_game()
    assert state.phase == "choose-battle"
    assert state.battle_tokens == [tid("southern-europe")]
    assert state.army[0][tid("southern-europe")] == 4 and state.army[0][tid("western-europe")] == 1
    # "Players without a capital cannot have initiative": player 1 has none.
    assert state.initiative == 0 and state.current == 0


def test_a_battle_is_fought_by_declarations_and_ends_when_everyone_passes():
    """"If neither player declares an action then the battle is over as is.\""""
    r, state = combat_game()
    r.apply(state, Fight(tid("southern-europe")), 0)
    assert state.phase == "battle" and state.responders == [0, 1]
    r.apply(state, Pass(), 0)
    r.apply(state, Pass(), 1)
    # The battle is over; the combat ends, and the still-contested country is nobody's.
    assert state.phase == "get" and state.owner[tid("southern-europe")] == NOBODY


def test_destroying_the_enemy_is_a_victory_and_more_victories_than_losses_earn_an_influence_card():
    """"A battle counts as a victory if all of the enemy troops were destroyed in the battle."
    "If at the end of combat you have more victories than losses for the round then gain an
    influence card.\""""
    r, state = combat_game()
    put(r, state, 1, "egypt", armies=1)  # player 1 stays in the game
    r.apply(state, Fight(tid("southern-europe")), 0)
    state = rigged(state, *([6, 1] * 5))  # the attacker rolls 6, the defender 1
    r.apply(state, BattleAttack("army", 1), 0)
    assert state.army[1][tid("southern-europe")] == 0
    assert state.phase == "get"
    assert len(state.players[0].cards) == 1
    assert state.owner[tid("southern-europe")] == 0  # only player 0's units: theirs at the Get phase


def test_a_withdrawal_after_an_attack_is_a_loss():
    """"or if the enemy troops declared a Hostile Movement AFTER being attacked or declaring an
    attack. Such battles count as losses for that enemy.\""""
    r, state = combat_game()
    put(r, state, 1, "southern-europe", armies=3)
    r.apply(state, Fight(tid("southern-europe")), 0)
    state = rigged(state, 1, 1, *([1, 6] * 3))  # then every withdrawing unit escapes its interception
    r.apply(state, BattleAttack("army", 1), 0)  # a tie: both lose one
    assert state.responders == [1, 0]  # the attack goes on: the attacked first, then the attacker
    r.apply(state, Pass(), 1)
    # Player 0's units moved in: they may only withdraw where they came from.
    west = tid("western-europe")
    assert r.legal_actions(state, 0) == [BattleAttack("army", 1), Withdraw(west)]
    r.apply(state, Withdraw(west), 0)  # the first unit is intercepted, and escapes
    while Withdraw(west) in r.legal_actions(state, 0):
        r.apply(state, Withdraw(west), 0)
    r.apply(state, EndWithdrawal(GO), 0)
    assert state.army[0][west] == 4
    # The winner's units there were not active (no plan of theirs, not contested as planning
    # began): no new orders, and the round ends.
    assert state.phase == "get"
    assert state.players[1].cards and not state.players[0].cards


def test_a_player_without_a_capital_may_face_a_revolution():
    """"If a player has no capital ... For each country you own roll 1d6. If the result is a 6
    a revolution takes place in that country" ("2 revolutionary units form")."""
    r, state = empty_game(phase="friendly-movement")
    put(r, state, 0, "ukraine", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.players[1].capital = tid("egypt")
    state = rigged(state, 6, 3, *([2, 1] * 10))  # (the initiative: everyone rolls, the first wins)
    r.apply(state, Done(), 0)
    r.apply(state, Done(), 1)
    assert state.neutral[tid("ukraine")] == 2
    assert NEUTRAL in r.geo.present(state, tid("ukraine"))


def test_units_that_withdrew_do_not_withdraw_again_the_same_round():
    """[decision] Two withdrawals cannot go back and forth for ever: units that withdrew into
    a territory do not withdraw from it again this round."""
    r, state = combat_game()
    put(r, state, 1, "southern-europe", armies=3)
    put(r, state, 0, "ukraine", armies=1, own=False)  # another battle to come: the combat goes on
    put(r, state, 1, "ukraine", armies=1)
    state.battle_tokens.append(tid("ukraine"))
    r.apply(state, Fight(tid("southern-europe")), 0)
    state = rigged(state, *([1, 6] * 10))  # every withdrawing unit escapes its interception
    withdraw_all(r, state, 0, tid("western-europe"))
    assert state.phase == "choose-battle"
    state.battle = tid("western-europe")  # as if a battle were fought there now
    assert r._withdrawals(state, 0) == []


def test_an_influence_card_incites_a_revolution_of_two_of_your_units_in_its_country():
    """"At any point during the combat phase you can turn in one influence card to incite a
    revolution in the country pictured on the influence card. The revolutionary units created
    are entirely under your control." "2 revolutionary units form in that country.\""""
    r, state = combat_game()
    card = r.world.card_territories.index(tid("egypt"))
    state.deck.remove(card)
    state.players[0].cards = [card]
    put(r, state, 1, "egypt", armies=1)
    assert Incite((card,)) in r.legal_actions(state, 0)
    state = rigged(state, 1, 6, 1, 6)  # both surprise attacks fail: the defender stays
    r.apply(state, Incite((card,)), 0)
    assert state.army[0][tid("egypt")] == 2 and card in state.discard
    assert tid("egypt") in state.battle_tokens  # now contested: a battle to fight


def test_a_player_asked_in_a_battle_decides_in_private_since_their_cards_are_offered():
    """Whoever decides in combat may turn in an influence card, so the decision is their own
    (a hand-over first when they hold cards), not public."""
    r, state = combat_game()
    put(r, state, 1, "southern-europe", armies=3)
    state.players[1].cards = [state.deck.pop()]
    r.apply(state, Fight(tid("southern-europe")), 0)
    r.apply(state, Pass(), 0)
    answer = r.privacy(state, 1)
    assert answer.player == 1 and answer.visibility is Visibility.OWN and answer.has_secrets
