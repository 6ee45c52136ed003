"""One game played for the report, and the little it leaves behind for the figures.

A game is played as engine/simulation.py plays one (each bot sees only its seat's
``player_view``), and looked at only when a turn ends (``state.turn`` moves on; not a won
game's final position): who holds each continent, which territories border an enemy.
Captures come from the events ``apply`` returns. Everything is plain lists of numbers so a record crosses process
boundaries cheaply and the figures add them up in game order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.ai.bot import Bot
from engine.core.events import TerritoryCaptured
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, GameState
from engine.rules.base import PlayerSetup, RuleSet

NOBODY_HELD = -1
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
    )
