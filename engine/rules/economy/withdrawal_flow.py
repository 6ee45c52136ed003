"""A withdrawal from a battle in a country, declaration by declaration (seed 004, "Combat").

"A withdraw action can be declared at any time during a battle. The player that declared the
withdraw can also break it off at any time. Any player with hostile forces can intercept the
withdrawing player ... This continues until every unit has either been destroyed or has
successfully withdrawn. Once the interception is completed the withdrawing units can move out
of the territory ... At the end of the withdraw the units that withdrew may also choose to
stay in the territory. If they do so that action is still over and the player with initiative
should ask if any players want to declare any further actions."

``state.withdrawal`` is [player, target, armies left, navies left, armies out, navies out,
how, road razers, units kept back by breaking off] while one goes on. Each ``withdraw`` (the
first declares it, each later one goes on with it) intercepts one unit
(engine/rules/economy/withdrawals.py: the navies first, which carry the armies at sea); units
of a kind nobody can intercept get out at once, without asking. Between interceptions the
player may ``break-off`` (the units not yet out stay and fight on). Once every unit is out or
dead, or after breaking off, the units that got out ``end-withdrawal go`` to the target or
``end-withdrawal stay`` (**[decision]** staying is not a hostile movement: it counts as no
loss). Armies that moved in this round withdraw only to the country they came from ("otherwise
they must withdraw to the country they most recently came from"); those that stayed may go to
any bordering country.

A mixin of EconomyRules, beside CombatPhase (engine/rules/economy/combat_phase.py), which
lists and checks the ``withdraw`` family and hands the battle back here.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.rules.economy import combat, road_razing, sieges, withdrawals
from engine.rules.economy.actions import ARMY, GO, NAVY, STAY, BreakOff, EndWithdrawal, Withdraw
from engine.rules.economy.events import InfrastructureDestroyed, RollOff, UnitsMoved, WithdrawalEnded
from engine.rules.economy.state import EconomyState

PLAIN, RAZING_ROADS, LANDING_WITH_NAVIES = 0, 1, 2  # how a withdrawal is made
PLAYER, TARGET, ARMIES_LEFT, NAVIES_LEFT, ARMIES_OUT, NAVIES_OUT, HOW, RAZERS, KEPT = range(9)


class WithdrawalFlow:
    """Withdrawals from a battle in a country: declared, intercepted unit by unit, broken off,
    ended going or staying."""

    # -- listing ---------------------------------------------------------------------------------
    def _list_withdrawal_going_on(self, state: EconomyState, player: int) -> list[Action]:
        entry = state.withdrawal
        if entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
            return [Withdraw(entry[TARGET]), BreakOff()]
        return [EndWithdrawal(GO), EndWithdrawal(STAY)]

    # -- checks ------------------------------------------------------------------------------------
    def _check_going_on(self, state: EconomyState, target: object, player: int) -> None:
        """A ``withdraw`` while one goes on: the same player, to the same place, units still to go."""
        entry = state.withdrawal
        if entry[PLAYER] != player or target != entry[TARGET] or not entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "a withdrawal is going on: go on with it, break it off, or end it"))

    def _check_break_off(self, state: EconomyState, action: BreakOff, player: int) -> None:
        entry = state.withdrawal
        if not entry or entry[PLAYER] != player or not entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no withdrawal going on to break off"))

    def _check_end_withdrawal(self, state: EconomyState, action: EndWithdrawal, player: int) -> None:
        entry = state.withdrawal
        if not entry or entry[PLAYER] != player or entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "a withdrawal ends once every unit is out or dead, or after breaking it off"))
        if action.how not in (GO, STAY):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "the units that withdrew go or stay"))

    # -- effects -----------------------------------------------------------------------------------
    def _begin_withdrawal(self, state: EconomyState, player: int, target: int, how: int) -> list[Event]:
        t = state.battle
        sieges.end(state, player, t)  # "until the units performing the siege declare another action"
        state.attack = []  # a withdrawal ends the attack the player was in
        armies, navies = self._withdrawing(state, player, t, target)
        razers = min(armies, road_razing.razers(self.geo, state, player, t)) if how == RAZING_ROADS else 0
        state.withdrawal = [player, target, armies, navies, 0, 0, how, razers, 0]
        return self._intercept_next(state)

    def _intercept_next(self, state: EconomyState) -> list[Event]:
        """The next withdrawing unit is intercepted; units nobody can intercept get out at once.
        Then the player decides (go on or break off), or the units out go or stay."""
        entry = state.withdrawal
        player, target, t = entry[PLAYER], entry[TARGET], state.battle
        events: list[Event] = []
        while entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
            kind = NAVY if entry[NAVIES_LEFT] else ARMY  # the navies first: they carry the armies at sea
            left, out = (NAVIES_LEFT, NAVIES_OUT) if kind == NAVY else (ARMIES_LEFT, ARMIES_OUT)
            step = withdrawals.intercept_one(self.geo, state, player, t, kind,
                                             engaged_navies=entry[HOW] == LANDING_WITH_NAVIES, out=entry[out],
                                             target=target)
            if step is None:  # nobody can intercept them: they all get out
                entry[out] += entry[left]
                entry[left] = 0
                continue
            entry[left] -= 1
            entry[out] += step.escaped
            events.append(RollOff(step.interceptor, player, t, step.roll.attacker_roll, step.roll.defender_roll,
                                  step.interceptor_lost, not step.escaped, **combat.reported(step.roll)))
            events += self._sea_check(state, t)
            entry[ARMIES_LEFT] = min(entry[ARMIES_LEFT], state.army[player][t] - entry[ARMIES_OUT])
            entry[NAVIES_LEFT] = min(entry[NAVIES_LEFT], state.navy[player][t] - entry[NAVIES_OUT])
            # "A battle counts as a victory if all of the enemy troops were destroyed."
            self._score_wipe_outs(state, step.interceptor, player, t)
            if entry[ARMIES_LEFT] + entry[NAVIES_LEFT]:
                state.responders = [player]  # go on, or break it off
                return events
        if not entry[ARMIES_OUT] + entry[NAVIES_OUT]:
            return events + self._withdrawal_over(state, gone=0, stayed=0)
        state.responders = [player]  # the units out go, or stay
        return events

    def _do_break_off(self, state: EconomyState, action: BreakOff, player: int) -> list[Event]:
        entry = state.withdrawal
        stayed = entry[ARMIES_LEFT] + entry[NAVIES_LEFT]
        entry[ARMIES_LEFT] = entry[NAVIES_LEFT] = 0
        if not entry[ARMIES_OUT] + entry[NAVIES_OUT]:
            return self._withdrawal_over(state, gone=0, stayed=stayed)
        state.responders = [player]
        entry[KEPT] = stayed
        return []

    def _do_end_withdrawal(self, state: EconomyState, action: EndWithdrawal, player: int) -> list[Event]:
        entry = state.withdrawal
        broken_off = entry[KEPT]
        out = entry[ARMIES_OUT] + entry[NAVIES_OUT]
        if action.how == STAY:
            return self._withdrawal_over(state, gone=0, stayed=out + broken_off)
        t, target = state.battle, entry[TARGET]
        events: list[Event] = []
        for kind, count in ((NAVY, entry[NAVIES_OUT]), (ARMY, entry[ARMIES_OUT])):
            if count:
                self._withdraw_units(state, player, t, target, count, kind)
                events.append(UnitsMoved(player, t, target, count, kind))
        events += self._sea_check(state, t)
        events += self._sea_check(state, target)
        if entry[HOW] == RAZING_ROADS and road_razing.roll_to_destroy(state, t, min(entry[RAZERS],
                                                                                    entry[ARMIES_OUT])):
            events.append(InfrastructureDestroyed(player, t, "road"))
        if f"{player}:{target}" not in state.withdrawn:
            state.withdrawn.append(f"{player}:{target}")
        return events + self._withdrawal_over(state, gone=out, stayed=broken_off)

    def _withdraw_units(self, state: EconomyState, player: int, t: int, target: int, count: int, kind: str) -> None:
        """``count`` units leave ``t`` for ``target``: armies that came from ``target`` this round
        first (they may go nowhere else), then those that stayed; they have moved."""
        units = (state.army if kind == ARMY else state.navy)[player]
        moved = (state.moved_army if kind == ARMY else state.moved_navy)[player]
        back = 0
        if kind == ARMY:
            arrived = state.arrived.get(f"{player}:{t}", {})
            back = min(count, arrived.get(target, 0), moved[t])
            if back:
                arrived[target] -= back
        units[t] -= count
        moved[t] = min(moved[t] - back, units[t])
        units[target] += count
        moved[target] += count
        self._arrived(state, player, t, target, count, kind)

    def _withdrawal_over(self, state: EconomyState, gone: int, stayed: int) -> list[Event]:
        """A withdrawal that went is a loss after an attack ("if the enemy troops declared a
        Hostile Movement AFTER being attacked or declaring an attack"); a token where the units
        went if it is hostile; the player stays in the battle while units of theirs are there
        facing an enemy (an amphibious landing's navies fight on at sea)."""
        entry, state.withdrawal = state.withdrawal, []
        player, target, t = entry[PLAYER], entry[TARGET], state.battle
        events: list[Event] = [WithdrawalEnded(player, t, target, gone, stayed)]
        if gone and player in state.engaged:
            state.players[player].losses += 1
            for other in state.engaged:
                if other != player and self.geo.hostile(state, player, other):
                    state.players[other].victories += 1
            state.engaged.remove(player)
        if gone and self._units_at(state, player, target) and not self.geo.friendly(state, player, target) \
                and target not in state.battle_tokens:
            state.battle_tokens.append(target)  # "place a battle token at that location"
            state.battle_tokens.sort()
        return events + self._ask_again(state, player)
