"""The economy's combat phase (seed 004, "Combat Phase"): revolutions, initiative, every
plan moved at once, then battles chosen by the initiative player and fought declaration by
declaration, and the end of the round's fighting.

A mixin of EconomyRules (engine/rules/economy/rules.py), which owns the dispatch table and
the helpers on units; the rules of single roll-offs, sieges, withdrawals and infrastructure
attacks live in their own modules, this one strings them into the battle flow. Battles on
a border (engine/rules/economy/border_battles.py) share that flow: where a border changes
what happens, the methods here hand over to it.
"""

from __future__ import annotations

from engine.core.actions import Action, Pass
from engine.core.errors import IllegalAction, InvalidCards, InvalidTerritory
from engine.core.events import Event, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.state import NOBODY
from engine.rules.economy import (
    combat,
    fortified_withdrawals,
    held_infrastructure,
    infrastructure_attacks,
    navy_bases,
    presence,
    revolutions,
    road_razing,
    sieges,
)
from engine.rules.economy.actions import (
    ARMY,
    NAVY,
    UNIT_KINDS,
    AttackInfrastructure,
    BattleAttack,
    Fight,
    Incite,
    LandWithNavies,
    NewOrders,
    Siege,
    StealInfluence,
    Withdraw,
    WithdrawRazingRoads,
)
from engine.rules.economy.events import (
    BattleOver,
    InfluenceDrawn,
    InfluenceStolen,
    InfrastructureAttacked,
    InfrastructureDestroyed,
    InitiativeWon,
    Revolution,
    RevolutionIncited,
    RollOff,
    SiegeDeclared,
    UnitsMoved,
)
from engine.rules.economy.geography import NEUTRAL
from engine.rules.economy.phases import (
    AFTER_BATTLE,
    BATTLE,
    CHOOSE_BATTLE,
    STEAL_INFLUENCE,
)
from engine.rules.economy.state import EconomyState
from engine.rules.economy.withdrawal_flow import LANDING_WITH_NAVIES, PLAIN, RAZING_ROADS

REVOLUTION_UNITS = 2  # "When a revolution takes place in a country 2 revolutionary units form"


class CombatPhase:
    """The combat phase's listings, checks and effects."""

    def _list_choose_battle(self, state: EconomyState, player: int) -> list[Action]:
        if state.responders:  # the influence-card holders' window before the next battle is chosen
            return [Pass(), *self._list_incite(state, player), *self._list_blockade_ends(state, player)]
        return ([Fight(t) for t in state.battle_tokens] + self._list_border_fights(state)
                + self._list_incite(state, player) + self._list_blockade_ends(state, player))

    def _list_battle(self, state: EconomyState, player: int) -> list[Action]:
        if state.border_battle:
            return self._list_border_battle(state, player)
        if state.withdrawal:
            return self._list_withdrawal_going_on(state, player)
        if state.attack:
            return self._list_in_attack(state, player)
        actions: list[Action] = [Pass()]
        actions += [BattleAttack(kind, target) for kind in UNIT_KINDS for target in self._targets(state, player, kind)]
        actions += [Siege(side) for side in sieges.targets(self.geo, state, player, state.battle)]
        actions += [AttackInfrastructure(what)
                    for what in infrastructure_attacks.targets(self.geo, state, player, state.battle)]
        actions += [Withdraw(t) for t in self._withdrawals(state, player)]
        actions += [WithdrawRazingRoads(t) for t in self._road_razing_withdrawals(state, player)]
        actions += [LandWithNavies(t) for t in self._engaged_landings(state, player)]
        return actions + self._list_incite(state, player) + self._list_blockade_ends(state, player)

    def _list_in_attack(self, state: EconomyState, player: int) -> list[Action]:
        """Between the roll-offs of an attack: "An attack only ends when one of the players is
        destroyed or withdraws." The attacker attacks again or withdraws; the attacked lets it go
        on (pass), withdraws, or, a defender, strikes back ("Defenders can declare an attack
        action after any roll during a battle and that attack action interrupts any attack
        action that may currently be happening")."""
        attacker, target, code = state.attack
        withdrawals = ([Withdraw(t) for t in self._withdrawals(state, player)]
                       + [WithdrawRazingRoads(t) for t in self._road_razing_withdrawals(state, player)]
                       + [LandWithNavies(t) for t in self._engaged_landings(state, player)])
        if player == attacker:
            return [BattleAttack(UNIT_KINDS[code], target), *withdrawals, *self._list_incite(state, player)]
        actions: list[Action] = [Pass()]
        if self._defends_in_battle(state, player):
            actions += [BattleAttack(kind, side) for kind in UNIT_KINDS for side in self._targets(state, player, kind)]
        return actions + withdrawals + self._list_incite(state, player)

    def _defends_in_battle(self, state: EconomyState, player: int) -> bool:
        t = state.battle
        return any(presence.defends(self.geo, state, player, t, kind) for kind in UNIT_KINDS)

    def _list_new_orders(self, state: EconomyState, player: int) -> list[Action]:
        """Pass first: a bot that knows nothing of this phase keeps its units where they won."""
        t = state.after_battle
        actions: list[Action] = [Pass()]
        for kind in UNIT_KINDS:
            free = self._free_after_battle(state, player, kind)
            if free > 0:
                actions += [NewOrders(target, free, kind)
                            for target in self.geo.targets(state, player, t, kind, friendly_only=False)]
        return actions

    def _free_after_battle(self, state: EconomyState, player: int, kind: str) -> int:
        """The winner's active units in the battle's territory with movement remaining: "Only
        active units can be given movement orders during combat. All of the units that were
        involved in your plans are automatically considered active. Units not involved in your
        plans are not active", and units in a country contested as planning began "will
        automatically be considered active". Units of plans have used their movement getting
        there, so those left are the ones that stayed in a country contested then."""
        t = state.after_battle
        return 0 if t == NOBODY else self._active_left(state, player, t, kind)

    def _active_left(self, state: EconomyState, player: int, t: int, kind: str) -> int:
        return self._units_after(state, player, t, kind) if t in state.contested_at_planning else 0

    @staticmethod
    def _list_incite(state: EconomyState, player: int) -> list[Action]:
        return [Incite((card,)) for card in sorted(state.players[player].cards)]

    def _check_fight(self, state: EconomyState, action: Fight, player: int) -> None:
        if action.territory not in state.battle_tokens:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose a territory with a battle token"))

    def _check_incite(self, state: EconomyState, action: Incite, player: int) -> None:
        if len(action.cards) != 1:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "a revolution takes one influence card"))
        if action.cards[0] not in state.players[player].cards:
            raise InvalidCards(QT_TRANSLATE_NOOP("Refusal", "that influence card is not yours"))

    def _check_battle_attack(self, state: EconomyState, action: BattleAttack, player: int) -> None:
        kind = self._kind(action.kind)
        if state.withdrawal and not state.border_battle:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "a withdrawal is going on: go on with it, break it off, or end it"))
        if state.attack and not state.border_battle:
            attacker, target, code = state.attack
            if player == attacker and (kind, action.target) != (UNIT_KINDS[code], target):
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "your attack goes on until one side is destroyed or withdraws: attack again or "
                    "withdraw"))
            if player != attacker and not self._defends_in_battle(state, player):
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "only defenders may strike back in the middle of an attack"))
        targets = self._targets(state, player, kind)
        if not targets:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "you have no {kind} units facing enemy {kind} units here"),
                                kind=kind)
        if action.target not in targets:
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "that side has no {kind} units here that you can attack"),
                                kind=kind)

    def _check_siege(self, state: EconomyState, action: Siege, player: int) -> None:
        self._refuse_on_border(state)
        if action.target not in sieges.targets(self.geo, state, player, state.battle):
            if sieges.besieging(state, player, state.battle) is not None:
                raise IllegalAction(QT_TRANSLATE_NOOP(
                    "Refusal", "your units here are besieging already: declare another action first"))
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "a siege is laid by army units against hostile defenders in fortifications"))

    def _check_attack_infrastructure(self, state: EconomyState, action: AttackInfrastructure, player: int) -> None:
        self._refuse_on_border(state)
        if action.what == "capital":
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a capital may not be the target of an attack"))
        if action.what not in infrastructure_attacks.targets(self.geo, state, player, state.battle):
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "your army units here cannot attack '{what}': there is none, each unit attacks "
                "infrastructure once a battle, and against defenders in fortifications only the "
                "fortifications"), what=action.what)

    def _check_new_orders(self, state: EconomyState, action: NewOrders, player: int) -> None:
        kind = self._kind(action.kind)
        t = state.after_battle
        if not self._valid_territory(action.target) or action.target not in self.geo.targets(
                state, player, t, kind, friendly_only=False):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{kind} units cannot go from {source} to that "
                                                     "territory in one move"), kind=kind, source=self._t(t))
        self._count(action.count, self._free_after_battle(state, player, kind))

    def _check_withdraw(self, state: EconomyState, action: Withdraw, player: int) -> None:
        if state.withdrawal and not state.border_battle:
            self._check_going_on(state, action.target, player)
            return
        if action.target not in self._withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "your units cannot withdraw there"))

    def _start_combat(self, state: EconomyState) -> list[Event]:
        events: list[Event] = []
        state.held_before_combat = list(state.owner)  # (who held what: upkeep exemptions next round)
        state.incite_passed = []
        events += self._revolutions(state)
        state.initiative = self._initiative(state)
        events.append(InitiativeWon(state.initiative))
        events += self._execute_plans(state)
        tokens = set(state.battle_tokens)
        tokens |= {t for t in range(self.world.size) if self.geo.contested(state, t)}
        state.battle_tokens = sorted(tokens)
        return events + self._next_battle(state)

    def _initiative(self, state: EconomyState) -> int:
        """"Each player rolls 1d6, the winner wins initiative." "Players without a capital cannot
        have initiative. Initiative stays with the player that had it last in any situation where
        a player without a capital would ordinarily have initiative. If no player had initiative
        last then the players with initiative should roll for initiative. If none of the players
        have a capital, then all players can have initiative." """
        living = self._living(state)
        with_capital = [p for p in living if state.players[p].capital != NOBODY]
        winner = self._roll_initiative(state, living)
        if not with_capital or winner in with_capital:
            return winner
        last = state.initiative
        if last != NOBODY and last in with_capital:
            return last
        return self._roll_initiative(state, with_capital)

    def _revolutions(self, state: EconomyState) -> list[Event]:
        """"If a player has no capital ... For each country you own roll 1d6. If the result is
        a 6 a revolution takes place in that country\"; the revolutionaries are neutral units
        ("If the revolutionary units survive they become neutral units") that first make their
        surprise attacks ("Each revolutionary unit may take a single combat action (only one
        die roll) without any risk of death", engine/rules/economy/revolutions.py); "Once
        those actions are taken place a battle token at that location" while the country is
        contested."""
        events: list[Event] = []
        for player in self._living(state):
            if state.players[player].capital != NOBODY:
                continue
            for t in range(self.world.size):
                if state.owner[t] == player and self.geo.land[t] and state.roll(6) == 5:
                    state.neutral[t] += REVOLUTION_UNITS
                    events.append(Revolution(player, t))
                    for attack in revolutions.surprise(self.geo, state, NEUTRAL, t, REVOLUTION_UNITS):
                        events.append(RollOff(NEUTRAL, attack.target, t, attack.roll.attacker_roll,
                                              attack.roll.defender_roll, False, attack.roll.defender_lost))
                    # "The units that appear in that country will attack until they are
                    # destroyed or no other forces occupy the country."
                    for attack in revolutions.fight_on(self.geo, state, t, REVOLUTION_UNITS):
                        events.append(RollOff(NEUTRAL, attack.target, t, attack.roll.attacker_roll,
                                              attack.roll.defender_roll, attack.roll.attacker_lost,
                                              attack.roll.defender_lost))
                    if self.geo.contested(state, t) and t not in state.battle_tokens:
                        state.battle_tokens.append(t)
        return events

    def _execute_plans(self, state: EconomyState) -> list[Event]:
        """"All players must then move their units onto the non-friendly boarder according to
        the plans they made"; opposite crossings meet on the border and wait there for their
        border battle (engine/rules/economy/border_battles.py)."""
        orders: list[list] = []  # [player, source, target, count, kind]
        for player in self._living(state):
            # Units may have died since the plans were made (a revolution's surprise attacks):
            # an order moves at most the units still there.
            left = {kind: list((state.army if kind == ARMY else state.navy)[player]) for kind in UNIT_KINDS}
            for source, target, count, code in state.players[player].plans:
                kind = UNIT_KINDS[code]
                count = min(count, left[kind][source])
                left[kind][source] -= count
                orders.append([player, source, target, count, kind])
            state.players[player].plans = []
        events: list[Event] = []
        for order in orders:
            player, source, target, count, kind = order
            if count <= 0:
                continue
            if target not in state.battle_tokens:  # "place a battle token on the planned destination"
                state.battle_tokens.append(target)
            if self._meets_on_border(state, order, orders):
                events += self._onto_border(state, player, source, target, count, kind)
                continue
            self._move(state, player, source, target, count, kind)
            events.append(UnitsMoved(player, source, target, count, kind))
        for t in range(self.world.size):
            events += self._sea_check(state, t)
        return events

    def _next_battle(self, state: EconomyState) -> list[Event]:
        holder = state.initiative
        if holder == NOBODY or state.players[holder].out:
            holder = state.initiative = self._living(state)[0]
        # Battles without a fight in them are over as they are, without asking anyone.
        events = self._resolve_empty_tokens(state)
        empty_border = next((b for b in state.border_tokens if not self._border_fighters(state, b, holder)), None)
        if empty_border is not None:  # its units go on (and the next battle is looked for again)
            state.border_tokens.remove(empty_border)
            state.border_battle, state.battle = empty_border, NOBODY
            state.engaged, state.attackers, state.infrastructure_attacks = [], [], []
            return events + self._finish_border_battle(state)
        if not state.battle_tokens and not state.border_tokens:
            # No battle (left): the holders of influence cards who have not passed this round
            # are still asked, since "at any point during the combat phase" a revolution may be
            # incited (found by the review of issue 26: a round without battles skipped it).
            waiting = [p for p in self._living(state) if state.players[p].cards and p not in state.incite_passed]
            if not waiting:
                return events + self._end_combat(state)
            state.phase, state.current, state.responders = CHOOSE_BATTLE, holder, waiting
            return events + [PhaseChanged(waiting[0], CHOOSE_BATTLE)]
        state.phase, state.current = CHOOSE_BATTLE, holder
        # "At any point during the combat phase you can turn in one influence card to incite a
        # revolution": before each battle is chosen, the other holders of influence cards are
        # asked first (**[decision]**: until they pass, once a round; the initiative player may
        # incite while choosing).
        state.responders = [p for p in self._living(state)
                            if p != holder and state.players[p].cards and p not in state.incite_passed]
        return events + [PhaseChanged(state.responders[0] if state.responders else holder, CHOOSE_BATTLE)]

    def _resolve_empty_tokens(self, state: EconomyState) -> list[Event]:
        """"Battle tokens should be placed at these locations even if there are no hostile
        forces presently occupying that territory", yet "If neither player declares an action
        then the battle is over as is, remove the battle token": where no player faces an enemy
        there is nothing to declare, so such a battle is over at once, without a winner, and
        its token goes without anyone choosing it (**[decision]**, issue 27; units that come
        later bring a token of their own: "place a battle token on that territory if there is
        not already one there")."""
        events: list[Event] = []
        for t in list(state.battle_tokens):
            if not self._battle_players(state, t, state.initiative):
                state.battle_tokens.remove(t)
                events.append(BattleOver(NOBODY, t))
        return events

    def _battle_players(self, state: EconomyState, territory: int, after: int) -> list[int]:
        """The players in a battle who face an enemy there, in seat order from ``after``."""
        sides = self.geo.present(state, territory)
        players = [p for p in sides if p != NEUTRAL and any(self.geo.hostile(state, p, s) for s in sides)]
        seats = len(state.players)
        return sorted(players, key=lambda p: (p - after) % seats)

    def _do_fight(self, state: EconomyState, action: Fight, player: int) -> list[Event]:
        t = action.territory
        state.battle_tokens.remove(t)
        fighters = self._battle_players(state, t, player)
        if not fighters:
            # Nobody to fight: "the battle is over as is". (Such tokens go by themselves, in
            # _resolve_empty_tokens; one is chosen only in a position set up by hand.)
            return [BattleOver(NOBODY, t)] + self._next_battle(state)
        state.battle, state.engaged, state.attackers, state.infrastructure_attacks = t, [], [], []
        state.phase, state.responders = BATTLE, fighters
        return [PhaseChanged(fighters[0], BATTLE)]

    def _targets(self, state: EconomyState, player: int, kind: str) -> list[int]:
        """The enemies a unit of ``kind`` may attack in the battle ("Army units can only attack
        other army units and navy units can only attack other navy units"): every hostile side
        with units of that kind there (seats in order, neutral units last)."""
        if state.border_battle:
            return self._border_targets(state, player, kind)
        t = state.battle
        if t == NOBODY or presence.units_of(self.geo, state, player, t, kind) == 0:
            return []
        if kind == NAVY and navy_bases.attacking_navies(self.geo, state, player, t) == 0:
            return []  # "While the navy unit is blockading it cannot be involved in any naval actions"
        return [side for side in self.geo.present(state, t)
                if self.geo.hostile(state, player, side) and presence.units_of(self.geo, state, side, t, kind) > 0]

    def _withdrawals(self, state: EconomyState, player: int) -> list[int]:
        """"If the withdrawing units have not used their movement for the turn then they can
        withdraw to any bordering country, otherwise they must withdraw to the country they
        most recently came from\" (simplified: where they came from this round)."""
        if state.border_battle:
            return self._border_withdrawals(state, player)
        t = state.battle
        if t == NOBODY or not self._units_at(state, player, t) or f"{player}:{t}" in state.withdrawn:
            return []
        if sieges.under_siege(state, player, t) and player not in state.attackers:
            return []  # "Units that are under siege cannot withdraw without first attacking."
        stayed = (state.army[player][t] - state.moved_army[player][t]
                  + state.navy[player][t] - state.moved_navy[player][t])
        places = self.world.neighbours[t] if stayed else state.origins.get(f"{player}:{t}", [])
        if fortified_withdrawals.restricted(self.geo, state, player, t):
            # "When a player withdraws from an attack action with hostile units that are
            # defenders in fortifications then that player can only move back to the country
            # they came from last."
            places = fortified_withdrawals.came_from_last(state, player, t) or places
        return [n for n in sorted(places) if sum(self._withdrawing(state, player, t, n))]

    def _withdrawing(self, state: EconomyState, player: int, t: int, target: int) -> tuple[int, int]:
        """(armies, navies) that can go from ``t`` to ``target``: navies to water, armies to
        land, or along with the navies from water to water. Armies that moved in this round go
        only back where they came from ("If a bonus or penalty belongs to particular units then
        only those units get that bonus or penalty"; **simplified:** navies go together)."""
        if self.geo.land[target]:
            return (self._armies_free_to(state, player, t, target), 0)
        if self.geo.land[t]:
            return (0, 0)
        return (self._armies_free_to(state, player, t, target), state.navy[player][t])

    def _armies_free_to(self, state: EconomyState, player: int, t: int, target: int) -> int:
        """The player's armies in ``t`` that may withdraw to ``target``: those that stayed, and
        those that came from there (without a count of arrivals, as in a position set by hand,
        all that moved in may go back to any of their origins)."""
        key = f"{player}:{t}"
        moved = state.moved_army[player][t]
        stayed = state.army[player][t] - moved
        if key in state.arrived:
            return stayed + min(moved, state.arrived[key].get(target, 0))
        return stayed + (moved if target in state.origins.get(key, ()) else 0)

    def _do_incite(self, state: EconomyState, action: Incite, player: int) -> list[Event]:
        """"At any point during the combat phase you can turn in one influence card to incite a
        revolution in the country pictured on the influence card. The revolutionary units
        created are entirely under your control" ("2 revolutionary units form"): two of your
        army units appear there, active, and each makes one surprise attack
        (engine/rules/economy/revolutions.py); "Once those actions are taken place a battle
        token at that location"."""
        card = action.cards[0]
        state.players[player].cards.remove(card)
        state.discard.append(card)
        t = self.world.card_territories[card]
        state.army[player][t] += REVOLUTION_UNITS
        state.moved_army[player][t] += REVOLUTION_UNITS
        events: list[Event] = [RevolutionIncited(player, t)]
        for attack in revolutions.surprise(self.geo, state, player, t, REVOLUTION_UNITS):
            events.append(RollOff(player, attack.target, t, attack.roll.attacker_roll, attack.roll.defender_roll,
                                  False, attack.roll.defender_lost, **combat.reported(attack.roll)))
        if t != state.battle and t not in state.battle_tokens and self.geo.contested(state, t):
            state.battle_tokens.append(t)
            state.battle_tokens.sort()
        if state.phase == CHOOSE_BATTLE:
            # The surprise may have left nobody to fight where a battle waits: over at once.
            gone = self._resolve_empty_tokens(state)
            events += gone
            if gone and not state.battle_tokens and not state.border_tokens and not state.responders:
                return events + self._next_battle(state)  # nothing left to choose
        if t == state.battle:
            if not self.geo.contested(state, t):  # the surprise ended the battle being fought
                return events + self._finish_battle(state)
            if player not in state.responders:
                state.responders.append(player)  # the revolutionaries join the battle being fought
        return events

    def _do_battle_attack(self, state: EconomyState, action: BattleAttack, player: int) -> list[Event]:
        """"The attacker can decide which unit they are attacking and which unit they are
        attacking with ... If the enemy looses then they lose the unit that the attacker was
        attacking. If the attacker looses then they lose the unit they were attacking with. ...
        An attack only ends when one of the players is destroyed or withdraws": roll-off after
        roll-off, the attacked and the attacker asked between them (engine.core's responders)."""
        if state.border_battle:
            return self._do_border_attack(state, action, player)
        t, kind, target = state.battle, action.kind, action.target
        sieges.end(state, player, t)  # "until the units performing the siege declare another action"
        if player not in state.attackers:
            state.attackers.append(player)
        state.attack = [player, target, UNIT_KINDS.index(kind)]
        result = combat.roll_off(self.geo, state, player, target, t, kind)
        if result.attacker_lost:
            combat.remove_unit(state, player, t, kind, moved_first=True)
        if result.defender_lost:
            combat.remove_unit(state, target, t, kind, moved_first=False)
        drowned = self._sea_check(state, t)
        for side in (player, target):
            if side != NEUTRAL and side not in state.engaged:
                state.engaged.append(side)
        events: list[Event] = [RollOff(player, target, t, result.attacker_roll, result.defender_roll,
                                       result.attacker_lost, result.defender_lost, **combat.reported(result))]
        events += drowned
        self._score_wipe_outs(state, player, target, t)
        if presence.units_of(self.geo, state, player, t, kind) and presence.units_of(self.geo, state, target, t, kind):
            # The attack goes on: the attacked (a player) decides first, then the attacker.
            state.responders = ([target] if target != NEUTRAL else []) + [player]
            return events
        state.attack = []
        return events + self._ask_again(state, player)

    def _score_wipe_outs(self, state: EconomyState, player: int, target: int, t: int) -> None:
        """"A battle counts as a victory if all of the enemy troops were destroyed in the battle.\""""
        for beaten, victor in ((target, player), (player, target)):
            if self._side_units(state, beaten, t) == 0:
                if victor != NEUTRAL:
                    state.players[victor].victories += 1
                if beaten != NEUTRAL:
                    state.players[beaten].losses += 1

    def _ask_again(self, state: EconomyState, player: int) -> list[Event]:
        """After an action, everyone in the battle may declare again, starting after ``player``."""
        if state.border_battle:
            fighters = self._border_fighters(state, state.border_battle, player)
        else:
            fighters = self._battle_players(state, state.battle, player)
        if len(fighters) <= 0 or not self._battle_on(state):
            return self._finish_battle(state)
        state.responders = fighters[1:] + fighters[:1] if fighters[0] == player else fighters
        return []

    def _battle_on(self, state: EconomyState) -> bool:
        """Whether hostile sides still face each other in the battle being fought."""
        if state.border_battle:
            return bool(self._border_fighters(state, state.border_battle, 0))
        return self.geo.contested(state, state.battle)

    def _do_attack_infrastructure(self, state: EconomyState, action: AttackInfrastructure,
                                  player: int) -> list[Event]:
        """An army unit attacks a piece of infrastructure (engine/rules/economy/infrastructure_attacks.py)."""
        t = state.battle
        sieges.end(state, player, t)  # another action: a siege by these units is over
        outcome = infrastructure_attacks.resolve(self.geo, state, player, t, action.what)
        events: list[Event] = [InfrastructureAttacked(player, t, action.what)]
        if outcome.roll is not None:
            side, roll = outcome.interceptor, outcome.roll
            events.append(RollOff(player, side, t, roll.attacker_roll, roll.defender_roll,
                                  roll.attacker_lost, roll.defender_lost, **combat.reported(roll)))
            for fighter in (player, side):
                if fighter != NEUTRAL and fighter not in state.engaged:
                    state.engaged.append(fighter)
            self._score_wipe_outs(state, player, side, t)
        if outcome.destroyed:
            events.append(InfrastructureDestroyed(player, t, action.what))
        return events + self._ask_again(state, player)

    def _do_siege(self, state: EconomyState, action: Siege, player: int) -> list[Event]:
        """"your army units can declare a siege action against hostile units that are defenders
        in fortifications"; it lasts until they declare another action or are destroyed."""
        t = state.battle
        sieges.declare(state, player, action.target, t)
        return [SiegeDeclared(player, action.target, t)] + self._ask_again(state, player)

    def _side_units(self, state: EconomyState, side: int, t: int) -> int:
        if side == NEUTRAL:
            return state.neutral[t]
        return self._units_at(state, side, t)

    def _check_withdraw_razing_roads(self, state: EconomyState, action: WithdrawRazingRoads, player: int) -> None:
        self._refuse_on_border(state)
        if action.target not in self._withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "your units cannot withdraw there"))
        if action.target not in self._road_razing_withdrawals(state, player):
            raise InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "only armies with their normal movement left can destroy the roads they leave"))

    def _road_razing_withdrawals(self, state: EconomyState, player: int) -> list[int]:
        """Withdrawals during which armies may try to destroy roads (engine/rules/economy/road_razing.py)."""
        t = state.battle
        if t == NOBODY or not road_razing.razers(self.geo, state, player, t):
            return []
        return [n for n in self._withdrawals(state, player) if self._withdrawing(state, player, t, n)[0]]

    def _do_withdraw_razing_roads(self, state: EconomyState, action: WithdrawRazingRoads,
                                  player: int) -> list[Event]:
        """A withdrawal after which each surviving army unit that could have made it without
        roads rolls to destroy the roads left (engine/rules/economy/road_razing.py)."""
        return self._begin_withdrawal(state, player, action.target, RAZING_ROADS)

    def _do_withdraw(self, state: EconomyState, action: Withdraw, player: int,
                     engaged_navies: bool = False) -> list[Event]:
        """A withdrawal (engine/rules/economy/withdrawal_flow.py): declared, or gone on with;
        ``engaged_navies``: an amphibious landing with the navies engaged."""
        if state.border_battle:
            return self._do_border_withdraw(state, action, player)
        if state.withdrawal:
            return self._intercept_next(state)
        how = LANDING_WITH_NAVIES if engaged_navies else PLAIN
        return self._begin_withdrawal(state, player, action.target, how)

    def _after_withdrawal(self, state: EconomyState, player: int, target: int) -> list[Event]:
        """A withdrawal after an attack is a loss; a token where the units went if it is
        hostile; the withdrawing player is out of this battle. (In a territory or on a border.)"""
        # Whether this withdrawal is a loss is settled by what came before it (being engaged),
        # not by the interception: an interception does not engage anyone.
        if player in state.engaged:
            state.players[player].losses += 1
            for other in state.engaged:
                if other != player and self.geo.hostile(state, player, other):
                    state.players[other].victories += 1
            state.engaged.remove(player)
        if self._units_at(state, player, target) and not self.geo.friendly(state, player, target) \
                and target not in state.battle_tokens:
            state.battle_tokens.append(target)  # "place a battle token at that location"
            state.battle_tokens.sort()
        if player in state.responders:
            state.responders.remove(player)
        if not state.responders or not self._battle_on(state):
            return self._finish_battle(state)
        return []

    def _do_new_orders(self, state: EconomyState, action: NewOrders, player: int) -> list[Event]:
        """"The winner of that battle may give their units new movement orders if those units
        have movement remaining, and if those units are active. If any movement orders during
        or after the battle result in units moving into non-friendly territory then place a
        battle token on that territory if there is not already one there.\""""
        t, target = state.after_battle, action.target
        self._move(state, player, t, target, action.count, action.kind)
        drowned = self._sea_check(state, target)
        if not self.geo.friendly(state, player, target) and target not in state.battle_tokens:
            state.battle_tokens.append(target)
            state.battle_tokens.sort()
        events: list[Event] = [UnitsMoved(player, t, target, action.count, action.kind), *drowned]
        if any(self._free_after_battle(state, player, kind) for kind in UNIT_KINDS):
            return events
        state.after_battle = NOBODY
        return events + self._next_battle(state)

    def _do_pass(self, state: EconomyState, action: Pass, player: int) -> list[Event]:
        if state.phase == AFTER_BATTLE:  # the winner's units stay where they won
            state.after_battle = NOBODY
            return self._next_battle(state)
        if state.phase == CHOOSE_BATTLE:  # no revolution from this player this round
            state.responders.pop(0)
            state.incite_passed.append(player)
            if state.responders:
                return []
            if not state.battle_tokens and not state.border_tokens:  # the last window: combat ends
                return self._next_battle(state)
            return [PhaseChanged(state.current, CHOOSE_BATTLE)]
        if state.attack:  # the attacked lets the attack go on: the attacker's turn
            state.responders.pop(0)
            return []
        state.responders.pop(0)
        if not state.responders:  # "If neither player declares an action then the battle is over"
            return self._finish_battle(state)
        return []

    def _finish_battle(self, state: EconomyState) -> list[Event]:
        """The winner (the only side left, having fought) takes the initiative; "If there was
        no winner then the person who previously had initiative still has initiative.\""""
        if state.border_battle:
            return self._finish_border_battle(state)
        t = state.battle
        sides = self.geo.present(state, t)
        winner = NOBODY
        if len(sides) == 1 and sides[0] in state.engaged:
            winner = sides[0]
            if state.players[winner].capital != NOBODY:
                state.initiative = winner
        state.battle, state.engaged, state.responders, state.attackers = NOBODY, [], [], []
        state.infrastructure_attacks, state.attack = [], []
        sieges.tidy(state)
        held_infrastructure.tidy(self.geo, state)  # holders beaten, or fortifications destroyed
        if winner != NOBODY and any(self._active_left(state, winner, t, kind) for kind in UNIT_KINDS):
            # "The winner of that battle may give their units new movement orders"
            state.after_battle, state.phase, state.current = t, AFTER_BATTLE, winner
            return [BattleOver(winner, t), PhaseChanged(winner, AFTER_BATTLE)]
        return [BattleOver(winner, t)] + self._next_battle(state)

    @staticmethod
    def _units_after(state: EconomyState, player: int, t: int, kind: str) -> int:
        units = (state.army if kind == ARMY else state.navy)[player][t]
        return units - (state.moved_army if kind == ARMY else state.moved_navy)[player][t]

    def _end_combat(self, state: EconomyState) -> list[Event]:
        events: list[Event] = []
        # "Players loose ownership of any countries that they previously owned but now contain
        # hostile forces, even if they still have forces there."
        for t in range(self.world.size):
            owner = state.owner[t]
            if owner != NOBODY and any(self.geo.hostile(state, owner, s) for s in self.geo.present(state, t)):
                # "A player that has units that are considered defenders in fortifications
                # retains control of all infrastructure except for roads within that territory."
                held_infrastructure.keep_at_ownership_loss(self.geo, state, owner, t)
                state.owner[t] = NOBODY
        held_infrastructure.tidy(self.geo, state)
        for t in range(self.world.size):  # armies in water no longer friendly: enough navies, or die
            events += self._sea_check(state, t)
        # "If at the end of combat you have more victories than losses for the round then gain an
        # influence card": the players to draw one, in seat order, draw now or, where a card is
        # to be taken from another player, choose whom (STEAL_INFLUENCE).
        living = self._living(state)
        state.responders = [p for p in living if self.options.influence_cards
                            and state.players[p].victories > state.players[p].losses]
        for player in living:
            state.players[player].victories = state.players[player].losses = 0
        return events + self._go_on_drawing(state)

    def _go_on_drawing(self, state: EconomyState) -> list[Event]:
        """"gain an influence card, if the influence card pile is empty then shuffle the discard
        pile into the influence card pile. If there are no cards in the influence card pile or
        the discard pile, steal a random influence card from any player of your choice": a
        choice is asked only where there are several players to take from."""
        events: list[Event] = []
        while state.responders:
            player = state.responders[0]
            if not state.deck and state.discard:
                state.deck, state.discard = state.discard, []
                state.shuffle(state.deck)
            if state.deck:
                state.players[player].cards.append(state.deck.pop())
                events.append(InfluenceDrawn(player))
            else:
                victims = self._steal_victims(state, player)
                if len(victims) > 1:
                    state.phase, state.current = STEAL_INFLUENCE, player
                    return events + [PhaseChanged(player, STEAL_INFLUENCE)]
                if victims:
                    events += self._steal(state, player, victims[0])
            state.responders.pop(0)
        return events + self._after_combat(state)

    @staticmethod
    def _steal_victims(state: EconomyState, player: int) -> list[int]:
        return [p for p in range(len(state.players)) if p != player and state.players[p].cards]

    def _steal(self, state: EconomyState, player: int, victim: int) -> list[Event]:
        hand = state.players[victim].cards
        state.players[player].cards.append(hand.pop(state.roll(len(hand))))
        return [InfluenceStolen(player, victim)]

    def _list_steal(self, state: EconomyState, player: int) -> list[Action]:
        return [StealInfluence(victim) for victim in self._steal_victims(state, player)]

    def _check_steal(self, state: EconomyState, action: StealInfluence, player: int) -> None:
        if action.seat not in self._steal_victims(state, player):
            raise IllegalAction(QT_TRANSLATE_NOOP("Refusal", "take an influence card from a player who has one"))

    def _do_steal(self, state: EconomyState, action: StealInfluence, player: int) -> list[Event]:
        events = self._steal(state, player, action.seat)
        state.responders.pop(0)
        return events + self._go_on_drawing(state)

    def _after_combat(self, state: EconomyState) -> list[Event]:
        """The round's fighting is over: moves and records start again; the next round, or the end."""
        n = self.world.size
        state.moved_army = [[0] * n for _ in state.players]
        state.moved_navy = [[0] * n for _ in state.players]
        fortified_withdrawals.remember(state)
        state.origins, state.withdrawn, state.arrived = {}, [], {}
        state.contested_at_planning, state.incite_passed = [], []
        sieges.new_round(state)
        if state.turn >= self.options.turn_limit:
            return self._end_at_limit(state)
        return self._start_round(state)
