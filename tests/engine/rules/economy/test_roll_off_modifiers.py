"""A roll-off says which modifiers applied and where each came from, so that the play window
can show them (seed 004's bonuses: engine/rules/economy/combat.py)."""

from __future__ import annotations

from engine.rules.economy import combat
from engine.rules.economy.actions import BattleAttack, Fight
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import empty_game, put, rigged, tid


def test_each_bonus_of_a_roll_off_is_named_with_its_source():
    """"A player gets +1 to their rolls for each country above 1 from which they are
    attacking." "Defending units get a +1 to their rolls." "Defending units in a country with
    fortifications get an additional +1 to their rolls." "+2 if they have more than twice as
    many units involved in the battle.\""""
    r, state = empty_game()
    t = tid("southern-europe")
    put(r, state, 1, "southern-europe", armies=1)
    state.fortifications[t] = 1
    put(r, state, 0, "southern-europe", armies=3, own=False)
    state.moved_army[0][t] = 3
    state.origins[f"0:{t}"] = [tid("western-europe"), tid("northern-europe")]
    result = combat.roll_off(r.geo, rigged(state, 4, 2), 0, 1, t, "army")
    assert result.attacker_modifiers == (("twice-as-many", 2), ("flank", 1))
    assert result.defender_modifiers == (("defender", 1), ("fortification", 1))
    # 4 + 3 against 2 + 2: the defender loses; the totals are the rolls plus the named modifiers.
    assert (result.attacker_lost, result.defender_lost) == (False, True)


def test_amphibious_armies_and_the_smaller_side_are_named_too():
    """"Amphibious units get -1 to their rolls"; "+1 to their rolls if they have more units"."""
    r, state = empty_game()
    t = tid("southern-europe")
    put(r, state, 1, "southern-europe", armies=3)
    put(r, state, 0, "southern-europe", armies=2, own=False)
    state.moved_army[0][t] = 2
    state.origins[f"0:{t}"] = [tid("southern-europe-mediterranean-coast")]
    result = combat.roll_off(r.geo, rigged(state, 3, 3), 0, 1, t, "army")
    assert result.attacker_modifiers == (("amphibious", -1),)
    assert result.defender_modifiers == (("more-units", 1), ("defender", 1))


def test_the_battles_roll_off_event_carries_the_modifiers():
    r, state = empty_game(phase="choose-battle")
    t = tid("southern-europe")
    put(r, state, 1, "southern-europe", armies=1)
    put(r, state, 0, "southern-europe", armies=2, own=False)
    state.moved_army[0][t] = 2
    state.origins[f"0:{t}"] = [tid("western-europe"), tid("northern-europe")]
    state.battle_tokens, state.current, state.pending = [t], 0, []
    r.apply(state, Fight(t), 0)
    state = rigged(state, 5, 1)
    events = r.apply(state, BattleAttack("army", 1), 0)
    roll = next(e for e in events if isinstance(e, RollOff))
    assert roll.attacker_modifiers == (("more-units", 1), ("flank", 1))
    assert roll.defender_modifiers == (("defender", 1),)
    # Made by hand (an older caller): the modifiers are simply not reported.
    assert RollOff(0, 1, t, 3, 4, True, False).attacker_modifiers is None
