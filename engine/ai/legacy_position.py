"""The board of a Risk Legacy game from one seat's side: HeuristicBot's classic reading
(engine/ai/board_reading.py: fronts, threats, what a capture is worth) plus what Legacy adds.

* **Red stars.** "A player's current Red Star total is equal to the number of Red Stars he
  controls on the board [HQs] plus the number of Red Star tokens", and four win at once. A
  territory with an HQ is worth a star to whoever takes it, and a star less to whoever held
  it: taking one that wins the game is worth everything, and so is taking one from a rival
  about to win (three stars). An HQ we hold is guarded like a continent's border.
* **Strikes.** An enemy HQ a few steps away is reached by a chain of expansions and
  captures in one turn. For every enemy-held HQ the troops a stack needs to get there from
  each territory are worked out once per decision (a shortest path: one troop left behind
  per step, a city's price on empty land, the defenders on the way), so that placing,
  expanding and attacking all pull toward the HQ the stack can take.
* **Empty land.** An unoccupied territory is taken by expanding, without a fight: worth a
  third of a troop each turn (recruits are territories and population over three), its
  city's population, and the continent it helps complete; its price is the city's
  population (more if fortified) in troops. A territory held by one troop within two steps
  of an enemy stack is likely lost (expanding next to it, then attacking, is one turn's
  play), and its card with it.
* **Die modifiers.** The odds of an attack count the defending territory's scar, its
  fortified city and both sides' powers (engine/rules/odds.py with the rules' modifiers).
* **Cards.** The turn's resource card is a quarter of a red star (four buy one).

Only what the seat may see is read: the state handed to the bot is its seat's view.
"""

from __future__ import annotations

import heapq

from engine.ai.board_reading import CAMPAIGN_LOSS, COMPLETE_CONTINENT, ODDS, MapFacts, Position
from engine.core.state import NOBODY, GameState, shallow_copy
from engine.rules.legacy.dice import DieModifier
from engine.rules.odds import win_probability_table

# What a red star is worth, in the rough armies of engine/ai/board_reading.py's values
# (a territory is 1, a continent completed 2 + twice its bonus).
STAR_VALUE = 12.0
WINNING_STAR = 100.0  # the star that makes four: the game
CUT_RIVAL = 40.0  # taking a star from a rival who would otherwise win soon
HQ_GUARD = 12.0  # guard weight (engine/ai/board_reading.py, guard_weight) of an HQ we hold
HQ_GARRISON = 3  # troops kept at an HQ we hold even with no enemy next door
HQ_MARGIN = 4  # troops kept at an HQ beyond the biggest enemy stack that can reach it

# Empty land, in the same units.
EXPAND_VALUE = 0.7  # a territory more: a third of a troop each turn, toward the coin cards' star
POPULATION_VALUE = 0.8  # per population: recruits every turn
TROOP_COST = 0.8  # per troop lost to a city's price (it could have taken empty land instead)
OPEN_LAND = 0.15  # per unoccupied neighbour of the new territory: room to go on

CARD_WORTH = STAR_VALUE / 4  # the end-of-turn card for a capture: four buy a star
CONTINENT_PROGRESS = 0.5  # share of the classic bot's value of a step toward a continent

# Strikes at HQs: how far ahead, and how much an HQ pulls a stack that cannot reach it yet.
STRIKE_STEPS = 6
APPROACH = 0.25  # x the HQ's value / (1 + troops still needed beyond the stack)


class _ModifiedOdds:
    """P(attackers beat defenders) under a battle's die modifiers: one exact table per set of
    modifiers (engine/rules/odds.py), as engine/ai/board_reading.py's ODDS has for none.
    Bigger battles are scaled down to fit, as there."""

    LARGEST = 96

    def __init__(self) -> None:
        self.tables: dict[tuple[DieModifier, ...], list[list[float]]] = {}

    def win(self, attackers: int, defenders: int, modifiers: tuple[DieModifier, ...]) -> float:
        if not modifiers:
            return ODDS.win(attackers, defenders)
        if defenders <= 0:
            return 1.0
        if attackers <= 0:
            return 0.0
        biggest = max(attackers, defenders)
        if biggest > self.LARGEST:
            scale = self.LARGEST / biggest
            attackers, defenders = max(1, round(attackers * scale)), max(1, round(defenders * scale))
        table = self.tables.get(modifiers)
        if table is None:
            table = self.tables[modifiers] = win_probability_table(self.LARGEST, self.LARGEST, modifiers)
        return table[attackers][defenders]


MODIFIED_ODDS = _ModifiedOdds()


class LegacyPosition(Position):
    """One decision's reading of a Legacy board for seat ``me`` (``rules``: LegacyRules)."""

    def __init__(self, facts: MapFacts, state: GameState, me: int, rules) -> None:
        super().__init__(facts, state, me)
        self.rules = rules
        self.hq = state.hq
        seats = range(len(state.players))
        self.stars = [rules.stars(state, p) for p in seats]
        self.to_win = rules.options.stars_to_win
        owner = self.owner
        # Our territories next to unoccupied land we may expand into.
        self.open: dict[int, list[int]] = {
            t: [n for n in facts.neighbours[t] if owner[n] == NOBODY and self.hq[n] == NOBODY] for t in self.mine}
        self.frontier = [t for t in self.mine if self.enemies[t] or self.open[t]]
        self.own_hqs = [t for t in self.mine if self.hq[t] != NOBODY]
        self._strike_paths = self._paths_to_hqs()
        self._modifiers: dict[tuple[int, int], tuple[DieModifier, ...]] = {}
        self._reach: dict[int, int] | None = None

    # -- what things are worth -------------------------------------------------------------

    def hq_value(self, territory: int) -> float:
        """What taking ``territory`` is worth for its HQ (0 without one, or if it is ours)."""
        holder = self.owner[territory]
        if self.hq[territory] == NOBODY or holder in (self.me, NOBODY):
            return 0.0
        value = STAR_VALUE
        if self.stars[self.me] + 1 >= self.to_win:
            value += WINNING_STAR
        if self.stars[holder] >= self.to_win - 1:
            value += CUT_RIVAL
        return value

    def _capture_value(self, target: int) -> float:
        return super()._capture_value(target) + self.hq_value(target)

    def guard_weight(self, territory: int) -> float:
        weight = super().guard_weight(territory)
        if self.hq[territory] != NOBODY and self.owner[territory] == self.me:
            weight += HQ_GUARD * (2.0 if self.stars[self.me] + 1 >= self.to_win else 1.0)
        return weight

    def reserve(self, territory: int) -> int:
        """Troops to keep on ``territory`` when moving out of it: an HQ we hold keeps more than
        the enemy next door or two steps away could bring (and a garrison even with none)."""
        if self.hq[territory] != NOBODY and self.owner[territory] == self.me:
            return max(HQ_GARRISON, int(self.threat[territory]) + 1, self.reach(territory) + HQ_MARGIN)
        return super().reserve(territory)

    def battle_modifiers(self, source: int, target: int) -> tuple[DieModifier, ...]:
        """Every die modifier of an attack from ``source`` on ``target`` by us, each saying
        how many dice it needs (the odds apply it roll by roll)."""
        key = (source, target)
        found = self._modifiers.get(key)
        if found is None:
            probe = shallow_copy(self.state)  # (the rules read the battle from the state)
            probe.attack_source, probe.attack_target, probe.current = source, target, self.me
            both = [*self.rules.modifiers(probe, 3, 2), *self.rules.modifiers(probe, 2, 2)]
            found = self._modifiers[key] = tuple(dict.fromkeys(both))
        return found

    def win_odds(self, source: int, target: int, attackers: int, defenders: int) -> float:
        return MODIFIED_ODDS.win(attackers, defenders, self.battle_modifiers(source, target))

    def reach(self, territory: int) -> int:
        """The biggest enemy stack that could attack ``territory`` this coming round: next
        door, or two steps away through land it could expand into or holds (less the troop
        left behind)."""
        if self._reach is None:
            self._reach = {}
        found = self._reach.get(territory)
        if found is not None:
            return found
        owner, armies, players, me = self.owner, self.armies, self.state.players, self.me
        neighbours = self.facts.neighbours
        strongest = 0
        for n in neighbours[territory]:
            o = owner[n]
            if o not in (me, NOBODY) and not players[o].neutral:
                strongest = max(strongest, armies[n])
            if o == me:
                continue
            for m in neighbours[n]:
                o2 = owner[m]
                if m != territory and o2 not in (me, NOBODY) and not players[o2].neutral \
                        and o in (NOBODY, o2):
                    strongest = max(strongest, armies[m] - 1)
        self._reach[territory] = strongest
        return strongest

    def risk(self, territory: int, armies: int, captured: int = NOBODY) -> float:
        """The classic bot's risk (engine/ai/board_reading.py); an HQ we hold also fears the
        stacks two steps away, which can come next door and attack in one turn."""
        found = super().risk(territory, armies, captured)
        if self.hq[territory] == NOBODY or self.owner[territory] != self.me:
            return found
        reach = self.reach(territory)
        if reach < 2:
            return found
        return max(found, ODDS.win(reach - 1, armies) * (1.0 + self.guard_weight(territory)))

    def expand_cost(self, target: int) -> int:
        return self.rules.expand_cost(self.state, target)

    def expansion_value(self, target: int) -> float:
        """What an unoccupied ``target`` is worth once ours (its price aside)."""
        facts, owner, me = self.facts, self.owner, self.me
        population = self.rules.facts.population[target]
        value = EXPAND_VALUE + POPULATION_VALUE * population
        value += OPEN_LAND * sum(1 for n in facts.neighbours[target] if owner[n] == NOBODY)
        continent = facts.continent_of[target]
        if continent >= 0 and facts.members[continent]:
            members, bonus = facts.members[continent], facts.bonus[continent]
            missing = sum(1 for t in members if owner[t] != me)
            if missing == 1:
                value += COMPLETE_CONTINENT + 2 * bonus
            else:
                share_after = 1 - (missing - 1) / len(members)
                value += CONTINENT_PROGRESS * bonus * share_after * share_after
        return value

    # -- strikes at HQs --------------------------------------------------------------------

    def _paths_to_hqs(self) -> list[tuple[int, float, dict[int, tuple[float, int, int]]]]:
        """For each enemy-held HQ: where it is, its value, and per territory the cheapest way from there to
        the HQ through land that is not ours, as (troops needed, troops left behind or paid
        on the way, defenders on the way)."""
        paths = []
        owner, armies, neighbours, me = self.owner, self.armies, self.facts.neighbours, self.me
        population = self.rules.facts.population
        for h, holder in enumerate(self.hq):
            if holder == NOBODY or owner[h] in (me, NOBODY):
                continue
            value = self.hq_value(h)
            best: dict[int, tuple[float, int, int]] = {h: (0.0, 0, 0)}
            queue = [(0.0, 0, 0, 0, h)]  # (need, left, defenders, steps, territory)
            while queue:
                need, left, defenders, steps, u = heapq.heappop(queue)
                if best.get(u, (need,))[0] < need or steps >= STRIKE_STEPS:
                    continue
                if owner[u] == me and u != h:
                    continue  # a stack cannot fight its way through its own land in one turn
                # Entering u from a neighbour: one troop stays behind, and u's price.
                if owner[u] == NOBODY:
                    step_left, step_defenders = 1 + (self.expand_cost(u) if population[u] else 0), 0
                else:
                    step_left, step_defenders = 1, armies[u]
                through = (need + step_left + CAMPAIGN_LOSS * step_defenders, left + step_left,
                           defenders + step_defenders)
                for v in neighbours[u]:
                    if v == h or (v in best and best[v][0] <= through[0]):
                        continue
                    best[v] = through
                    heapq.heappush(queue, (*through, steps + 1, v))
            paths.append((h, value, best))
        return paths

    def strike(self, start: int, attackers: int) -> float:
        """The most a stack of ``attackers`` on ``start`` can expect from marching on an enemy
        HQ this turn (the odds of getting through, times the HQ's worth); a stack too weak to
        get there still feels a pull toward the one it comes nearest to."""
        best = 0.0
        for hq, value, paths in self._strike_paths:
            path = paths.get(start)
            if path is None or start == hq:
                continue
            need, left, defenders = path
            odds = ODDS.win(attackers - left, defenders) if attackers > left else 0.0
            short = max(0.0, need - attackers)
            best = max(best, odds * value, APPROACH * value / (1.0 + short))
        return best

    def campaign(self, start: int, attackers: int, skip: int = NOBODY) -> float:
        return max(super().campaign(start, attackers, skip), self.strike(start, attackers))
