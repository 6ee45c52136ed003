"""Withdrawals and interceptions around defenders in fortifications (seed 004, "Fortifications")."""

from __future__ import annotations

from engine.core.actions import Pass
from engine.rules.economy.actions import AttackInfrastructure, Done, Fight, PayUpkeep, Withdraw
from engine.rules.economy.events import RollOff
from tests.engine.rules.economy.support import empty_game, put, rigged, tid, withdraw_all


def fortress(fortified: bool = True, besiegers_stayed: bool = False):
    """Player 1 owns Ukraine (fortified or not) with 3 armies; player 0 moved 4 armies in
    from Scandinavia. ``besiegers_stayed``: that was last round, the battle ended with passes
    and both stayed, and this round's battle there is being fought; otherwise it is this
    round's."""
    r, state = empty_game(phase="choose-battle")
    t = tid("ukraine")
    put(r, state, 1, "ukraine", armies=3)
    state.fortifications[t] = 1 if fortified else 0
    put(r, state, 0, "ukraine", armies=4, own=False)
    state.moved_army[0][t] = 4
    state.origins[f"0:{t}"] = [tid("scandinavia")]
    put(r, state, 0, "scandinavia", armies=1)
    put(r, state, 1, "egypt", armies=1)
    state.battle_tokens, state.initiative, state.current = [t], 0, 0
    r.apply(state, Fight(t), 0)
    if besiegers_stayed:
        r.apply(state, Pass(), 0)
        r.apply(state, Pass(), 1)
        for p in (0, 1):  # the get phase, then the next round's planning and friendly movement
            r.apply(state, PayUpkeep(), p)
            r.apply(state, Done(), p)
        for p in (0, 1):
            r.apply(state, Done(), p)
        for p in (0, 1):
            r.apply(state, Done(), p)
        assert state.phase == "choose-battle" and state.battle_tokens == [t]
        r.apply(state, Fight(t), state.current)
    return r, state, t


def withdrawals_of(r, state, player):
    return sorted(a.target for a in r.legal_actions(state, player) if isinstance(a, Withdraw))


def test_attackers_of_defenders_in_fortifications_withdraw_only_where_they_came_from():
    """"When a player withdraws from an attack action with hostile units that are defenders
    in fortifications then that player can only move back to the country they came from
    last." Units that stayed could otherwise withdraw to any bordering country."""
    r, state, t = fortress(fortified=False, besiegers_stayed=True)
    assert len(withdrawals_of(r, state, 0)) > 1  # no fortifications: anywhere bordering
    r, state, t = fortress(besiegers_stayed=True)
    assert state.owner[t] == -1 and state.held == [f"1:{t}"]  # the defenders held out
    assert state.moved_army[0][t] == 0  # the besiegers stayed: their movement is unused
    assert withdrawals_of(r, state, 0) == [tid("scandinavia")]
    assert state.came_from[f"0:{t}"] == [tid("scandinavia")]
    assert type(state).from_dict(state.to_dict()) == state  # the records survive a save
    # The defenders themselves are not restricted.
    r.apply(state, Pass(), 0)
    assert len(withdrawals_of(r, state, 1)) > 1


def test_a_defender_in_fortifications_keeps_its_status_and_bonus_as_it_withdraws():
    """"When a player withdraws from a territory with a unit that was a defender in
    fortifications, that unit keeps its defender status and fortifications bonus as it
    withdraws." — "Defending units get a +1 to their rolls. Defenders who roll a 6
    automatically win." "Defending units in a country with fortifications get an additional
    +1 to their rolls.\""""
    egypt_side = tid("middle-east")
    # The interceptor (4 armies against 3, then 2: +1; against 1: +2) rolls 4, 4, 1; the
    # withdrawing defenders roll 4, 4, 6: 5 against 4 + 2, 5 against 4 + 2, and a 6.
    r, state, t = fortress()
    state = rigged(state, 4, 4, 4, 4, 1, 6)
    r.apply(state, Pass(), 0)
    events = withdraw_all(r, state, 1, egypt_side)
    assert [e.defender_lost for e in events if isinstance(e, RollOff)] == [False, False, False]
    assert state.army[1][egypt_side] == 3 and state.army[1][t] == 0
    # Without fortifications the same first roll is a tie, and the unit dies.
    r, state, t = fortress(fortified=False)
    state = rigged(state, 4, 4, 4, 4, 1, 6)
    r.apply(state, Pass(), 0)
    events = withdraw_all(r, state, 1, egypt_side)
    assert [e.defender_lost for e in events if isinstance(e, RollOff)][0] is True
    # In the rounds after the country was lost, while they hold its infrastructure, too.
    r, state, t = fortress(besiegers_stayed=True)
    state = rigged(state, 4, 4, 4, 4, 1, 6)
    while state.responders[0] != 1:
        r.apply(state, Pass(), state.responders[0])
    events = withdraw_all(r, state, 1, egypt_side)
    assert [e.defender_lost for e in events if isinstance(e, RollOff)] == [False, False, False]


def test_interceptors_of_an_infrastructure_attack_keep_defender_status_and_fortifications():
    """"If the opposing forces are defenders in fortifications then only the fortifications
    can be targeted by an attacking infrastructure action and the intercepting units get to
    keep defender status and fortification bonuses for the intercept action.\""""
    for besiegers_stayed in (False, True):
        r, state, t = fortress(besiegers_stayed=besiegers_stayed)
        while state.responders[0] != 0:
            r.apply(state, Pass(), state.responders[0])
        assert [a.what for a in r.legal_actions(state, 0) if isinstance(a, AttackInfrastructure)] == ["fortification"]
        # 3 + 1 (4 against 3) - 1 = 3 against the interceptors' 2 + 1 + 1 = 4: the attacker dies.
        state = rigged(state, 3, 2)
        r.apply(state, AttackInfrastructure("fortification"), 0)
        assert state.army[0][t] == 3 and state.army[1][t] == 3 and state.fortifications[t] == 1
