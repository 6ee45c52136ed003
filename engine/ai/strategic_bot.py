"""StrategicBot ("hard"): HeuristicBot's fighting, with a plan that lasts longer than a turn.

HeuristicBot (engine/ai/heuristic_bot.py) strikes with one stack wherever a chain of
captures pays most. This bot keeps all of that and adds what the strong computer players
people know (Lux's, Domination's hard ones) do:

* **A continent it can hold.** The continent to conquer is chosen for its bonus against the
  armies in the way *and* the enemy armies massed on its entries (what holding it will
  cost), and it is kept from turn to turn unless another is clearly better: a plan that
  changes every turn conquers nothing.
* **Guarded entry points.** Before striking, new armies go to the entries of the
  continents it holds, in proportion to the threat next door (the strongest enemy stack in
  full, half of the others), up to a share of the turn's armies.
* **Cards to eliminate.** A weak player (few territories, cards in hand) within reach of
  our armies plus a trade draws the new armies next to them: their cards become ours.
* **Its mission.** With secret missions on, it reads its own mission (its view of the
  state holds no one else's) and values the continents and the player it names.
* **The neutral army's land is left alone.** In the two-player game the neutral army never
  attacks: its territories are a wall that costs armies to take and gives nothing back but
  land. It is attacked only for what it opens (a continent completed), never for land alone.
* **Patience among three or more.** In the first rounds it places its armies for one sure
  capture, wins its card and stops; for a while after that it presses on only at good odds,
  leaving the others to bleed each other. One against one, it never holds back.
* **Stalemates are broken.** When the territory counts stand still for several of its
  turns, or the game runs past ``LONG_GAME`` turns, it puts its armies where they win the
  likeliest fight and attacks at lower odds until things move.

It acts only through ``rules.legal_actions`` on the view ``rules.player_view`` gives it.
Legacy and economy games go to their own judgements, as HeuristicBot's do.
"""

from __future__ import annotations

import math

from engine.ai.board_reading import CARD_VALUE, ODDS, MapFacts, Position, Style
from engine.ai.bot import with_count
from engine.ai.heuristic_bot import HeuristicBot
from engine.core.actions import Action, Attack, EndAttack, Fortify, PlaceArmies, TradeCards
from engine.core.state import HIDDEN, NOBODY, GameState, Phase
from engine.rules.base import RuleSet

# Choosing (and keeping) the continent to hold.
ENTRY_THREAT_COST = 0.5  # per enemy army next to an entry of the continent
KEEP_GOAL = 0.7  # the old goal stays while it scores at least this share of the best
MISSION_GOAL = 3.0  # a continent the mission names is worth this many times more

# Guarding the entries of the continents we hold.
GUARD_RATIO = 1.0  # armies wanted on an entry per army of threat next door
GUARD_SHARE = 0.6  # at most this share of a turn's new armies goes to guarding

# Hunting weak players for their cards.
WEAK_TERRITORIES = 3  # a player with this few territories is a target
HUNT_MARGIN = 1.5  # our armies wanted per defending army on the way

# Missions.
MISSION_TARGET = 3.0  # extra worth of a territory of the player our mission names
MISSION_TERRITORY = 0.5  # extra worth of any capture when the mission counts territories

# Holding back early in a game of three or more (see StrategicBot._judge_attack): in the first
# RESTRAINT_ROUNDS rounds one capture a turn (the card) and no more; until WARY_ROUNDS, more
# captures only at WARY_ODDS or better.
RESTRAINT_ROUNDS = 2
WARY_ROUNDS = 4
WARY_ODDS = 0.8
RESTRAINED, WARY = "restrained", "wary"

# HeuristicBot's weights, tuned by the match-ups in benchmarks/bench_bots.py --strategic
# (games against today's HeuristicBot, several seeds; see docs/benchmarks.md): choosier
# attacks, less fear of the counter-attack, weak players with cards hunted harder, claims
# that keep together, and the neutral army's land left alone unless it completes something.
HARD_STYLE = Style(required_odds=0.7, exposure=1.0, hunt=6.0, eliminate=8.0, claim_own=1.0, claim_theirs=0.5,
                   neutral_penalty=8.0)

# Stalemates: territory counts unchanged for this many of our turns.
STALEMATE_TURNS = 4
LONG_GAME = 200  # turns: a game this long is stuck too, even if territories change hands
BREAKOUT_ODDS = 0.3  # attacks this likely are made in a breakout, whatever the target (big stacks
# rolling three dice against two lose fewer armies than they kill, so a long standoff tips)


class _StrategicPosition(Position):
    """The board with a lasting plan: a remembered goal, a mission, a breakout."""

    def __init__(self, facts: MapFacts, state: GameState, me: int, style: Style, *, previous_goal: int = -1,
                 mission_continents: frozenset[int] = frozenset(), mission_target: int = NOBODY,
                 mission_territories: bool = False, breakout: bool = False) -> None:
        self.previous_goal = previous_goal
        self.mission_continents = mission_continents
        self.mission_target = mission_target
        self.mission_territories = mission_territories
        self.breakout = breakout
        super().__init__(facts, state, me, style)

    def goal_score(self, k: int) -> float:
        """Bonus for the cost of taking the continent and then holding it (0: not a goal)."""
        facts, owner, armies, me = self.facts, self.owner, self.armies, self.me
        members = facts.members[k]
        if not members or self.held[k] >= 1.0 or facts.bonus[k] <= 0:
            return 0.0
        ours = sum(armies[t] for t in members if owner[t] == me)
        if not ours and not any(owner[n] == me for t in members for n in facts.neighbours[t]):
            return 0.0  # out of reach
        theirs = sum(armies[t] + 1 for t in members if owner[t] != me)
        outside = {n for t in members for n in facts.neighbours[t] if facts.continent_of[n] != k}
        massed = sum(armies[n] for n in outside if owner[n] not in (me, NOBODY) and not self._neutral(owner[n]))
        cost = max(1.0, theirs - 0.5 * ours) + 2.0 * facts.entries[k] + ENTRY_THREAT_COST * massed
        score = facts.bonus[k] / cost
        return score * MISSION_GOAL if k in self.mission_continents else score

    def _neutral(self, player: int) -> bool:
        return self.state.players[player].neutral

    def _choose_goal(self) -> int:
        scores = [self.goal_score(k) for k in range(len(self.facts.members))]
        best = max(range(len(scores)), key=scores.__getitem__, default=-1)
        if best < 0 or scores[best] <= 0:
            return -1
        kept = self.previous_goal
        if 0 <= kept < len(scores) and scores[kept] > 0 and scores[kept] >= KEEP_GOAL * scores[best]:
            return kept
        return best

    def _capture_value(self, target: int) -> float:
        value = super()._capture_value(target)
        if self.owner[target] == self.mission_target:
            value += MISSION_TARGET
        if self.mission_territories:
            value += MISSION_TERRITORY
        return value

    def guard_deficits(self) -> dict[int, float]:
        """Armies missing on each entry of a continent we hold, for the threat next door."""
        deficits = {}
        for t in self.front:
            continent = self.facts.continent_of[t]
            if continent < 0 or self.held[continent] < 1.0:
                continue
            missing = GUARD_RATIO * self.threat[t] - self.armies[t]
            if missing > 0:
                deficits[t] = missing
        return deficits

    def weak_targets(self) -> list[int]:
        """Players worth eliminating now: few territories left, and cards to take."""
        counts: dict[int, int] = {}
        for o in self.owner:
            if o not in (NOBODY, self.me):
                counts[o] = counts.get(o, 0) + 1
        return [p for p, n in counts.items()
                if n <= WEAK_TERRITORIES and not self._neutral(p) and self.state.players[p].cards]


class StrategicBot(HeuristicBot):
    name = "strategic"
    style = HARD_STYLE

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._goal = -1
        self._counts_seen: list[tuple[int, ...]] = []  # territory counts at our turns' starts
        self._last_turn = -1
        self._long_game = False
        self._guard_budget = 0  # armies still allowed to guarding this turn
        self._guard_turn = -1

    # -- what it sees --------------------------------------------------------------------------

    def _position(self, rules: RuleSet, state: GameState, me: int) -> _StrategicPosition:
        if state.turn != self._last_turn and state.phase == Phase.REINFORCE:
            self._last_turn = state.turn
            self._long_game = state.turn >= LONG_GAME
            counts = tuple(sum(1 for o in state.owner if o == p) for p in range(len(state.players)))
            self._counts_seen.append(counts)
            del self._counts_seen[:-STALEMATE_TURNS]
        continents, target, territories = self._mission(rules, state, me)
        position = _StrategicPosition(
            self._facts_for(rules.world), state, me, self.style, previous_goal=self._goal,
            mission_continents=continents, mission_target=target, mission_territories=territories,
            breakout=self.in_stalemate(),
        )
        self._goal = position.goal
        return position

    def in_stalemate(self) -> bool:
        """True when the territory counts stood still over our last few turns, or the game
        has gone on far longer than games that move (captures back and forth that settle
        nothing are a stalemate too)."""
        seen = self._counts_seen
        return self._long_game or (len(seen) >= STALEMATE_TURNS and all(c == seen[0] for c in seen))

    @staticmethod
    def _mission(rules: RuleSet, state: GameState, me: int) -> tuple[frozenset[int], int, bool]:
        """Our own mission, read from our view: the continents it names, the seat to destroy
        (NOBODY for none), whether it counts territories."""
        judge = getattr(rules, "missions", None)
        index = state.players[me].mission
        if judge is None or index is None or index == HIDDEN:
            return frozenset(), NOBODY, False
        # The mission in play, as victory is judged: a "destroy" card whose target someone else
        # destroyed has become "occupy 24 territories", and that is what to chase.
        mission = judge.in_play(state, me)
        if mission is None:
            return frozenset(), NOBODY, False
        by_id = {c.id: k for k, c in enumerate(rules.world.continents)}
        continents = frozenset(by_id[c] for c in mission.continents if c in by_id)
        target = NOBODY
        if mission.destroy is not None:
            seat = mission.destroy - 1
            if seat != me and seat < len(state.players) and state.players[seat].alive:
                target = seat
        return continents, target, bool(mission.territories)

    # -- reinforce -----------------------------------------------------------------------------

    def _reinforce(self, position: _StrategicPosition, legal: list[Action]) -> Action:
        trades = [a for a in legal if isinstance(a, TradeCards)]
        if trades:  # armies now (and a weak player's cards soon) beat a bigger set later
            return max(trades, key=lambda a: self._trade_score(position, a.cards))
        return super()._reinforce(position, legal)

    def _place(self, position: _StrategicPosition, legal: list[Action]) -> Action:
        places = {a.territory: a for a in legal if isinstance(a, PlaceArmies)}
        if position.state.phase != Phase.REINFORCE or not any(position.owner[t] == position.me for t in places):
            return super()._place(position, legal)
        if position.breakout:
            return self._mass(position, places)
        if self._patience(position) == RESTRAINED and not position.state.captured_this_turn:
            one = self._one_capture(position, places)
            if one is not None:
                return one
        guard = self._guard(position, places)
        if guard is not None:
            return guard
        hunt = self._hunt(position, places)
        if hunt is not None:
            return hunt
        return super()._place(position, legal)

    @staticmethod
    def _one_capture(position: _StrategicPosition, places: dict[int, PlaceArmies]) -> Action | None:
        """While holding back, the turn makes one capture (the card): the armies go where that
        capture is likeliest and worth most, and where they stand safest afterwards — not
        where a chain of captures would start (measured: about five points of win rate in
        four-player games over the chain's placement)."""
        armies = position.armies
        best, best_score = None, 0.0
        for t in position.front:
            place = places.get(t)
            if place is None:
                continue
            attackers = armies[t] - 1 + place.count
            capture = max(ODDS.win(attackers, armies[e]) * (position.capture_value(e) + CARD_VALUE)
                          for e in position.enemies[t])
            safety = position.risk(t, armies[t]) - position.risk(t, armies[t] + place.count)
            if best is None or capture + safety > best_score:
                best, best_score = place, capture + safety
        return best

    def _guard(self, position: _StrategicPosition, places: dict[int, PlaceArmies]) -> Action | None:
        """Armies on the most threatened entry of a continent we hold, as many as it lacks
        (within the turn's guarding share)."""
        state = position.state
        if self._guard_turn != state.turn:
            self._guard_turn = state.turn
            self._guard_budget = math.ceil(GUARD_SHARE * max(a.count for a in places.values()))
        deficits = {t: d for t, d in position.guard_deficits().items() if t in places}
        if not deficits or self._guard_budget <= 0:
            return None
        entry = max(deficits, key=deficits.__getitem__)
        place = places[entry]
        count = min(place.count, self._guard_budget, math.ceil(deficits[entry]))
        self._guard_budget -= count
        return with_count(place, max(1, count))

    def _hunt(self, position: _StrategicPosition, places: dict[int, PlaceArmies]) -> Action | None:
        """All the armies next to a weak player we can wipe out this turn (their cards!)."""
        owner, armies, neighbours = position.owner, position.armies, position.facts.neighbours
        available = max(a.count for a in places.values())
        best, best_score = None, 0.0
        for victim in position.weak_targets():
            theirs = sum(armies[t] for t, o in enumerate(owner) if o == victim)
            for t, place in places.items():
                if not any(owner[n] == victim for n in neighbours[t]):
                    continue
                ours = armies[t] - 1 + available
                if ours < HUNT_MARGIN * theirs + 1:
                    continue
                score = position.style.eliminate + len(position.state.players[victim].cards) + 0.01 * ours
                if score > best_score:
                    best, best_score = place, score
        return best

    def _mass(self, position: _StrategicPosition, places: dict[int, PlaceArmies]) -> Action:
        """A breakout: every new army where it wins its likeliest fight against a real enemy
        — often next to a thin spot rather than on the big stack staring at the enemy's: a
        capture a turn earns cards, and cards end standoffs."""
        armies, owner, players = position.armies, position.owner, position.state.players

        def chances(t: int) -> tuple[float, int]:
            attackers = armies[t] - 1 + places[t].count
            fights = [ODDS.win(attackers, armies[n]) for n in position.enemies[t] if not players[owner[n]].neutral]
            return (max(fights), armies[t]) if fights else (-1.0, armies[t])

        front = [t for t in position.front if t in places]
        if not front:
            return next(iter(places.values()))
        return places[max(front, key=chances)]

    # -- attack ----------------------------------------------------------------------------------

    def _judge_attack(self, position: _StrategicPosition, action: Attack, card: float) -> tuple[float, float] | None:
        """The heuristic's judgement, held back early in a game of three or more: in the
        first rounds, once the turn's card is won, the others are left to bleed each other
        (a stack that blitzes on is thin everywhere it passed, and its thin territories are
        the next players' cards). Measured: against three HeuristicBots this restraint is
        worth about ten points of win rate; one against one it loses nearly every game, so
        it stops when only two are left."""
        judged = super()._judge_attack(position, action, card)
        if judged is None or card or position.breakout:
            return judged
        patience = self._patience(position)
        if patience == RESTRAINED or (patience == WARY and judged[1] < WARY_ODDS):
            return None
        return judged

    @staticmethod
    def _patience(position: _StrategicPosition) -> str | None:
        """RESTRAINED in the first rounds of a game with three or more players left, WARY
        for a while after, None otherwise (and always one against one)."""
        players = position.state.players
        if sum(1 for p in players if p.alive and not p.neutral) < 3:
            return None
        seats = sum(1 for p in players if not p.neutral)
        game_round = (position.state.turn - 1) // seats + 1
        if game_round <= RESTRAINT_ROUNDS:
            return RESTRAINED
        return WARY if game_round <= WARY_ROUNDS else None

    def _attack(self, position: _StrategicPosition, legal: list[Action]) -> Action:
        choice = super()._attack(position, legal)
        if not position.breakout or not isinstance(choice, EndAttack):
            return choice
        # In a stalemate the heuristic's care keeps everyone still: take the likeliest fight.
        best, best_odds = None, BREAKOUT_ODDS
        for action in legal:
            if isinstance(action, Attack):
                attackers = position.armies[action.source] - 1
                odds = ODDS.win(attackers, position.armies[action.target])
                if odds >= best_odds:
                    best, best_odds = action, odds
        return best if best is not None else choice

    # -- fortify ---------------------------------------------------------------------------------

    def _fortify(self, position: _StrategicPosition, legal: list[Action]) -> Action:
        """The heuristic's move of idle armies, else armies from a quiet border to a guarded
        entry that lacks them."""
        choice = super()._fortify(position, legal)
        if isinstance(choice, Fortify):
            return choice
        deficits = position.guard_deficits()
        best, best_score = None, 0.0
        for action in legal:
            if not isinstance(action, Fortify) or action.target not in deficits or action.source in deficits:
                continue
            spare = position.armies[action.source] - 1 - math.ceil(position.threat[action.source])
            count = min(action.count, spare, math.ceil(deficits[action.target]))
            if count > 0 and count * deficits[action.target] > best_score:
                best, best_score = with_count(action, count), count * deficits[action.target]
        return best if best is not None else choice
