"""One game played for the report, and the little it leaves behind for the figures.

A game is played as engine/simulation.py plays one (each bot sees only its seat's
``player_view``), and looked at only when a turn ends (``state.turn`` moves on; not a won
game's final position): who holds each continent, which territories border an enemy.
Captures come from the events ``apply`` returns. Everything is plain lists of numbers so a record crosses process
boundaries cheaply and the figures add them up in game order.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.ai.bot import Bot
from engine.core.events import TerritoryCaptured
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, GameState
from engine.rules.base import PlayerSetup, RuleSet

NOBODY_HELD = -1
# A player's position at a turn end, for matching continent holders with players like them:
# the round (every seat's turn once) in buckets, and the mean of the player's shares of the
# territories and of the armies, in tenths. Armies count as much as land: a player holding
# half the map with a tenth of the armies is not winning.
ROUND_BUCKET_STARTS = (2, 4, 7, 12, 20)
SHARE_STEPS = 10
CELL_CODE = 64  # seats are fewer than this, so cell * CELL_CODE + seat is unique


def position_cell(completed_turns: int, seats: int, territory_share: float, army_share: float) -> int:
    bucket = bisect_right(ROUND_BUCKET_STARTS, completed_turns // max(1, seats))
    step = min(SHARE_STEPS - 1, int(SHARE_STEPS * (territory_share + army_share) / 2))
    return bucket * SHARE_STEPS + step
# Rule sets whose events do not say "territory captured" (the MU economy resolves battles
# with events of its own, and revolutions change owners too): their captures are counted as
# owner changes after each action instead.
CAPTURES_BY_OWNER = frozenset({"economy"})


@dataclass
class GameRecord:
    number: int
    winner: int | None  # seat, None for a draw
    first_mover: int  # the seat that played the first turn
    start_of_seat: list[int]  # the scenario start each seat played (its index), [] for a random deal
    turns: int
    turn_limit_hit: bool
    turn_ends: int  # turn ends looked at (after the setup)
    continent_turns_held: list[int]  # per continent: turn ends at which one player held all of it
    continent_first_holder: list[int]  # per continent: the first seat seen holding it, -1 if none
    captures: list[int]  # per territory
    front_turn_ends: list[int]  # per territory: turn ends at which it bordered an enemy
    # What tells this game from another: the position (owners and armies) when the first turn
    # begins and at every turn end, with the winner and length. Two games with the same
    # fingerprint leave the same figures: they count once among the distinct games.
    fingerprint: int = 0
    # For the matched comparison of continent holders (engine/balance/continent_value.py):
    # per continent, the position cell (``position_cell``) of its first holder when first
    # seen holding it (-1 if never held), and every (cell, seat) a seat was in at a turn end
    # while not holding it, coded ``cell * CELL_CODE + seat``, ascending.
    continent_first_cell: list[int] = field(default_factory=list)
    continent_control_visits: list[list[int]] = field(default_factory=list)


class GameWatcher:
    """Looks at a game's turn ends and captures; cheap enough to run on every action."""

    def __init__(self, members: Sequence[Sequence[int]], front_pairs: Sequence[tuple[int, int]],
                 territories: int) -> None:
        self.members = [tuple(m) for m in members]
        self.front_pairs = tuple(front_pairs)
        self.turn_ends = 0
        self.turns_held = [0] * len(self.members)
        self.first_holder = [NOBODY_HELD] * len(self.members)
        self.captures = [0] * territories
        self.front = [0] * territories
        self.fingerprint = 0
        self.first_cell = [-1] * len(self.members)
        self.visits: list[set[int]] = [set() for _ in self.members]

    def mark(self, state: GameState) -> None:
        """Fold the position into the game's fingerprint. Only whole numbers go in: their
        hashes are the same in every process (strings' are salted per process)."""
        self.fingerprint = hash((self.fingerprint, tuple(state.owner), tuple(state.armies)))

    def positions(self, state: GameState) -> None:
        """Each seat's position cell, noted per continent as the first holder's (the turn end
        it is first seen held) or as a control's (a seat not holding it then)."""
        players = state.players
        land = [0] * len(players)
        armies = [0] * len(players)
        for t, o in enumerate(state.owner):
            if o != NOBODY:
                land[o] += 1
                armies[o] += state.armies[t]
        all_land, all_armies = sum(land) or 1, sum(armies) or 1
        seats = [p for p in range(len(players)) if not players[p].neutral]
        cells = {p: position_cell(state.turn - 1, len(seats), land[p] / all_land, armies[p] / all_armies)
                 for p in seats if players[p].alive}
        owner = state.owner
        for k, members in enumerate(self.members):
            holder = owner[members[0]] if members and all(owner[t] == owner[members[0]] for t in members) else NOBODY
            for p, cell in cells.items():
                if p != holder:
                    self.visits[k].add(cell * CELL_CODE + p)
                elif self.first_cell[k] < 0 and self.first_holder[k] == p:
                    self.first_cell[k] = cell

    def events(self, events: Sequence[object]) -> None:
        for event in events:
            if type(event) is TerritoryCaptured:
                self.captures[event.target] += 1

    def owners(self, before: Sequence[int], after: Sequence[int]) -> None:
        """Count a capture wherever a player took a territory someone else held or nobody did."""
        for t, (old, new) in enumerate(zip(before, after, strict=True)):
            if old != new and new != NOBODY:
                self.captures[t] += 1

    def turn_end(self, state: GameState) -> None:
        owner = state.owner
        self.turn_ends += 1
        self.mark(state)
        for k, members in enumerate(self.members):
            if not members:
                continue
            holder = owner[members[0]]
            if holder == NOBODY:
                continue
            for t in members:
                if owner[t] != holder:
                    break
            else:
                self.turns_held[k] += 1
                if self.first_holder[k] == NOBODY_HELD:
                    self.first_holder[k] = holder
        self.positions(state)
        front = self.front
        marked = set()
        for a, b in self.front_pairs:
            oa, ob = owner[a], owner[b]
            if oa != ob and oa != NOBODY and ob != NOBODY:
                marked.add(a)
                marked.add(b)
        for t in marked:
            front[t] += 1


def play_game(rules: RuleSet, setups: Sequence[PlayerSetup], bots: Sequence[Bot], seed: int, number: int,
              watcher: GameWatcher, new_game=None) -> GameRecord:
    """Play one game to its end; ``new_game(seed)`` may give the starting state (a scenario's
    fixed start) instead of ``rules.new_game``. Returns what the figures need."""
    state = new_game(seed) if new_game is not None else rules.new_game(list(setups), seed)[0]
    first_mover = state.current  # re-read when the first turn begins (after the setup)
    started = state.turn >= 1
    last_turn = state.turn
    by_owner = rules.name in CAPTURES_BY_OWNER
    while state.phase != GAME_OVER:
        decider = state.decider()
        choice = bots[decider].choose(rules, rules.player_view(state, decider), decider)
        before = list(state.owner) if by_owner else None
        events = rules.apply(state, choice, decider)
        if before is not None:
            if started:
                watcher.owners(before, state.owner)
        else:
            watcher.events(events)
        if state.turn != last_turn:
            if started and state.phase != GAME_OVER:
                watcher.turn_end(state)
            elif state.turn >= 1:
                started = True
                first_mover = state.current
                watcher.mark(state)
            last_turn = state.turn
    if started and state.winner is None:
        # A draw at the turn limit ends a real turn. A won game's final position is not
        # looked at: the winner holds every continent then, which says nothing about them.
        watcher.turn_end(state)
    limit_hit = state.winner is None and "turn limit" in (state.win_reason or "")
    return GameRecord(
        number=number,
        winner=state.winner,
        first_mover=first_mover,
        start_of_seat=[],
        turns=state.turn,
        turn_limit_hit=limit_hit,
        turn_ends=watcher.turn_ends,
        continent_turns_held=watcher.turns_held,
        continent_first_holder=watcher.first_holder,
        captures=watcher.captures,
        front_turn_ends=watcher.front,
        continent_first_cell=watcher.first_cell,
        continent_control_visits=[sorted(v) for v in watcher.visits],
        fingerprint=hash((watcher.fingerprint, -1 if state.winner is None else state.winner, state.turn,
                          first_mover)),
    )
