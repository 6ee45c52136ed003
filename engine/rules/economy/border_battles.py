"""Border battles (seed 004, "Combat Phase"): units planned across the same border in
opposite directions meet on that border and fight there.

"If during setup your units and hostile units were involved in plans to move across the same
border in opposite directions then those units are now engaged in a battle along that border.
Place a battle token at that border. This is a distinct battle from any battles going on in
either of the countries along that border." "Units that are involved in plans to leave a
country are no longer considered to be occupying that country. Units entering the country
will not encounter those units unless they are moving opposite directions across the same
border, in which case they encounter them in a border battle."

Units on a border are held in ``state.border_units`` (per plan: player, source, target,
count, kind), apart from both countries. The initiative player chooses a border battle like
any other (``FightBorder``); in it every side declares in turn, through the same responders
as a battle in a territory (engine/rules/economy/combat_phase.py): attack (armies fight
armies, navies navies; both sides attack: nobody defends a border, so only the size bonus
counts), withdraw back to the country it came from (intercepted as in
engine/rules/economy/withdrawals.py), or pass. When the battle ends, the units still on the
border go on to their planned destination (a battle token there if it is not friendly).

A mixin of EconomyRules, next to CombatPhase, which calls into it where a battle's being on a
border changes what happens.
"""

from __future__ import annotations

from engine.core.actions import Action, Pass
from engine.core.errors import IllegalAction, InvalidTerritory
from engine.core.events import Event, PhaseChanged
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.state import NOBODY
from engine.rules.economy import combat, withdrawals
from engine.rules.economy.actions import ARMY, NAVY, UNIT_KINDS, BattleAttack, FightBorder, Withdraw
from engine.rules.economy.events import (
    BorderBattleOver,
    BorderRollOff,
    BorderWithdrawal,
    UnitsMoved,
    UnitsOnBorder,
)
from engine.rules.economy.phases import BATTLE
from engine.rules.economy.state import EconomyState

KIND_CODES = {ARMY: 0, NAVY: 1}
PLAYER, SOURCE, TARGET, COUNT, KIND = range(5)  # the fields of a border_units entry


def border_of(a: int, b: int) -> list[int]:
    """A border as stored: its two territories, lower first."""
    return [min(a, b), max(a, b)]


def counted_at(state: EconomyState) -> dict[int, int]:
    """Units on borders per country they set out from: where ``state.armies`` counts them."""
    counts: dict[int, int] = {}
    for entry in state.border_units:
        counts[entry[SOURCE]] = counts.get(entry[SOURCE], 0) + entry[COUNT]
    return counts


def problems(state: EconomyState) -> list[str]:
    """Every unit on a border waits for a border battle still to be fought, or being fought."""
    found = []
    for entry in state.border_units:
        border = border_of(entry[SOURCE], entry[TARGET])
        if entry[COUNT] <= 0:
            found.append(f"an empty entry on the border {border}")
        if border not in state.border_tokens and border != state.border_battle:
            found.append(f"units on the border {border} without a border battle")
    return found


class BorderBattles:
    """Border battles' listings, checks and effects."""

    # -- setup: plans that meet on a border ----------------------------------------------------------
    def _meets_on_border(self, state: EconomyState, order: list, orders: list[list]) -> bool:
        """Whether a hostile order crosses the same border the other way ([player, source,
        target, count, kind], counts already limited to the units there)."""
        return any(other[SOURCE] == order[TARGET] and other[TARGET] == order[SOURCE] and other[COUNT] > 0
                   and self.geo.hostile(state, order[PLAYER], other[PLAYER]) for other in orders)

    def _onto_border(self, state: EconomyState, player: int, source: int, target: int, count: int,
                     kind: str) -> list[Event]:
        """The units leave ``source`` ("no longer considered to be occupying that country")
        and wait on the border, under a battle token there."""
        units = (state.army if kind == ARMY else state.navy)[player]
        moved = (state.moved_army if kind == ARMY else state.moved_navy)[player]
        units[source] -= count
        moved[source] = min(moved[source], units[source])
        for entry in state.border_units:
            if entry[:3] == [player, source, target] and entry[KIND] == KIND_CODES[kind]:
                entry[COUNT] += count
                break
        else:
            state.border_units.append([player, source, target, count, KIND_CODES[kind]])
        border = border_of(source, target)
        if border not in state.border_tokens:  # "Place a battle token at that border."
            state.border_tokens.append(border)
            state.border_tokens.sort()
        return [UnitsOnBorder(player, source, target, count, kind)]

    # -- who is on the border ------------------------------------------------------------------------
    def _on_border(self, state: EconomyState, border: list[int]) -> list[list[int]]:
        return [e for e in state.border_units if border_of(e[SOURCE], e[TARGET]) == border]

    def _border_units_of(self, state: EconomyState, side: int, kind: str | None = None) -> int:
        """The side's units (of ``kind``, or all) on the border being fought over."""
        return sum(e[COUNT] for e in self._on_border(state, state.border_battle)
                   if e[PLAYER] == side and (kind is None or e[KIND] == KIND_CODES[kind]))

    def _border_sides(self, state: EconomyState, border: list[int]) -> list[int]:
        return sorted({e[PLAYER] for e in self._on_border(state, border) if e[COUNT] > 0})

    def _border_fighters(self, state: EconomyState, border: list[int], after: int) -> list[int]:
        """The sides on the border facing an enemy there, in seat order from ``after``."""
        sides = self._border_sides(state, border)
        players = [p for p in sides if any(self.geo.hostile(state, p, s) for s in sides)]
        seats = len(state.players)
        return sorted(players, key=lambda p: (p - after) % seats)

    # -- choosing a border battle -----------------------------------------------------------------
    @staticmethod
    def _list_border_fights(state: EconomyState) -> list[Action]:
        return [FightBorder(a, b) for a, b in state.border_tokens]

    def _check_fight_border(self, state: EconomyState, action: FightBorder, player: int) -> None:
        first, second = action.first, action.second
        if not (self._valid_territory(first) and self._valid_territory(second)) \
                or border_of(first, second) not in state.border_tokens:
            raise InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose a border with a battle token"))

    def _do_fight_border(self, state: EconomyState, action: FightBorder, player: int) -> list[Event]:
        border = border_of(action.first, action.second)
        state.border_tokens.remove(border)
        state.border_battle = border
        state.battle, state.engaged, state.attackers, state.infrastructure_attacks = NOBODY, [], [], []
        fighters = self._border_fighters(state, border, player)
        if not fighters:  # nobody faces an enemy any more: the units go on
            return self._finish_border_battle(state)
        state.phase, state.responders = BATTLE, fighters
        return [PhaseChanged(fighters[0], BATTLE)]

    # -- declarations ----------------------------------------------------------------------------------
    def _list_border_battle(self, state: EconomyState, player: int) -> list[Action]:
        if state.attack:  # an attack goes on until one side is destroyed or withdraws
            attacker, target, code = state.attack
            withdrawals = [Withdraw(t) for t in self._border_withdrawals(state, player)]
            if player == attacker:
                return [BattleAttack(UNIT_KINDS[code], target), *withdrawals, *self._list_incite(state, player)]
            # Nobody defends a border: the attacked may strike back as any side there may attack.
            return [Pass(), *[BattleAttack(kind, side) for kind in UNIT_KINDS
                              for side in self._border_targets(state, player, kind)],
                    *withdrawals, *self._list_incite(state, player)]
        actions: list[Action] = [Pass()]
        actions += [BattleAttack(kind, target) for kind in UNIT_KINDS
                    for target in self._border_targets(state, player, kind)]
        actions += [Withdraw(t) for t in self._border_withdrawals(state, player)]
        return actions + self._list_incite(state, player)

    def _border_targets(self, state: EconomyState, player: int, kind: str) -> list[int]:
        """"Army units can only attack other army units and navy units can only attack other
        navy units": the hostile sides on the border with units of the kind."""
        if not self._border_units_of(state, player, kind):
            return []
        return [side for side in self._border_sides(state, state.border_battle)
                if self.geo.hostile(state, player, side) and self._border_units_of(state, side, kind)]

    def _border_withdrawals(self, state: EconomyState, player: int) -> list[int]:
        """**[decision]** Units on a border have used their movement: they withdraw only back
        to the country they came from ("otherwise they must withdraw to the country they most
        recently came from")."""
        return sorted({e[SOURCE] for e in self._on_border(state, state.border_battle)
                       if e[PLAYER] == player and e[COUNT] > 0})

    def _refuse_on_border(self, state: EconomyState) -> None:
        """Sieges and attacks on infrastructure need a country: a border has neither."""
        if state.border_battle:
            raise IllegalAction(QT_TRANSLATE_NOOP(
                "Refusal", "on a border your units can only attack, withdraw or pass"))

    def _lose_on_border(self, state: EconomyState, side: int, kind: str, source: int | None = None) -> None:
        """One of the side's units of ``kind`` on the border dies (from the plan out of
        ``source``, if given)."""
        for entry in self._on_border(state, state.border_battle):
            if entry[PLAYER] == side and entry[KIND] == KIND_CODES[kind] and entry[COUNT] > 0 \
                    and source in (None, entry[SOURCE]):
                entry[COUNT] -= 1
                break
        state.border_units = [e for e in state.border_units if e[COUNT] > 0]

    def _do_border_attack(self, state: EconomyState, action: BattleAttack, player: int) -> list[Event]:
        """Both sides are attackers on a border: one roll-off with the size bonus only."""
        kind, target = action.kind, action.target
        if player not in state.attackers:
            state.attackers.append(player)
        state.attack = [player, target, UNIT_KINDS.index(kind)]
        result = combat.sized_roll_off(state, self._border_units_of(state, player, kind),
                                       self._border_units_of(state, target, kind))
        if result.attacker_lost:
            self._lose_on_border(state, player, kind)
        if result.defender_lost:
            self._lose_on_border(state, target, kind)
        for side in (player, target):
            if side not in state.engaged:
                state.engaged.append(side)
        first, second = state.border_battle
        events: list[Event] = [BorderRollOff(player, target, first, second, result.attacker_roll,
                                             result.defender_roll, result.attacker_lost, result.defender_lost,
                                             **combat.reported(result))]
        # "A battle counts as a victory if all of the enemy troops were destroyed in the battle."
        for beaten, victor in ((target, player), (player, target)):
            if self._border_units_of(state, beaten) == 0:
                state.players[victor].victories += 1
                state.players[beaten].losses += 1
        if self._border_units_of(state, player, kind) and self._border_units_of(state, target, kind):
            # "An attack only ends when one of the players is destroyed or withdraws."
            state.responders = [target, player]
            return events
        state.attack = []
        return events + self._ask_again(state, player)

    def _do_border_withdraw(self, state: EconomyState, action: Withdraw, player: int) -> list[Event]:
        """The player's units that came from ``action.target`` go back there, each unit
        intercepted by the hostile side with the most units of its kind on the border."""
        home = action.target
        first, second = state.border_battle
        state.attack = []  # a withdrawal ends the attack the player was in
        events: list[Event] = []
        for kind in (NAVY, ARMY):
            count = sum(e[COUNT] for e in self._on_border(state, state.border_battle)
                        if e[PLAYER] == player and e[SOURCE] == home and e[KIND] == KIND_CODES[kind])
            if not count:
                continue

            def roll(side: int, kind: str = kind) -> combat.RollResult:
                return combat.sized_roll_off(state, self._border_units_of(state, side, kind),
                                             self._border_units_of(state, player, kind))

            escaped, interceptions = withdrawals.intercept_each(
                count, lambda kind=kind: self._border_interceptor(state, player, kind), roll,
                lambda kind=kind: self._lose_on_border(state, player, kind, home),
                lambda n, kind=kind: self._back_from_border(state, player, home, n, kind))
            events += [BorderRollOff(i.interceptor, player, first, second, i.roll.attacker_roll,
                                     i.roll.defender_roll, False, not i.escaped, **combat.reported(i.roll))
                       for i in interceptions]
            if escaped:
                events.append(BorderWithdrawal(player, home, escaped, kind))
        events += self._sea_check(state, home)
        if f"{player}:{home}" not in state.withdrawn:
            state.withdrawn.append(f"{player}:{home}")
        return events + self._after_withdrawal(state, player, home)

    def _border_interceptor(self, state: EconomyState, player: int, kind: str) -> int | None:
        """The hostile side with the most units of ``kind`` on the border (ties: seat order)."""
        best, most = None, 0
        for side in self._border_sides(state, state.border_battle):
            units = self._border_units_of(state, side, kind)
            if self.geo.hostile(state, player, side) and units > most:
                best, most = side, units
        return best

    def _back_from_border(self, state: EconomyState, player: int, home: int, count: int, kind: str) -> None:
        """``count`` units go back to ``home``; **[decision]** they count as moved there (they
        may not move again, and do not defend it this round)."""
        for _ in range(count):
            self._lose_on_border(state, player, kind, home)
        (state.army if kind == ARMY else state.navy)[player][home] += count
        (state.moved_army if kind == ARMY else state.moved_navy)[player][home] += count

    # -- the end of a border battle ------------------------------------------------------------------
    def _finish_border_battle(self, state: EconomyState) -> list[Event]:
        """The winner (the only side left, having fought) takes the initiative, as after any
        battle; the units left on the border go on to their planned destination: a battle
        token there if it is not friendly (they join its battle if it is still to be fought)."""
        border = state.border_battle
        sides = self._border_sides(state, border)
        winner = NOBODY
        if len(sides) == 1 and sides[0] in state.engaged:
            winner = sides[0]
            if state.players[winner].capital != NOBODY:
                state.initiative = winner
        events: list[Event] = [BorderBattleOver(winner, *border)]
        arriving = self._on_border(state, border)
        state.border_units = [e for e in state.border_units if border_of(e[SOURCE], e[TARGET]) != border]
        for entry in arriving:
            events += self._arrive(state, *entry)
        # Only once everyone has arrived: navies carry the armies that land in water with them.
        for player, _source, target, _count, _code in arriving:
            events += self._sea_check(state, target)
            if self._units_at(state, player, target) and not self.geo.friendly(state, player, target) \
                    and target not in state.battle_tokens:
                state.battle_tokens.append(target)
                state.battle_tokens.sort()
        state.border_battle, state.engaged, state.responders, state.attackers = [], [], [], []
        state.attack = []
        return events + self._next_battle(state)

    def _arrive(self, state: EconomyState, player: int, source: int, target: int, count: int,
                code: int) -> list[Event]:
        """Survivors reach their planned destination, crossing the border as planned."""
        kind = UNIT_KINDS[code]
        (state.army if kind == ARMY else state.navy)[player][target] += count
        (state.moved_army if kind == ARMY else state.moved_navy)[player][target] += count
        origins = state.origins.setdefault(f"{player}:{target}", [])
        if source not in origins:
            origins.append(source)
            origins.sort()
        return [UnitsMoved(player, source, target, count, kind)]
