"""Per-player figures during a game, and their history for the victory chart."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import GameState
from engine.core.world import World


@dataclass(frozen=True)
class PlayerStats:
    player: int
    territories: int
    armies: int
    cards: int
    continents: tuple[int, ...]  # indexes of the continents held entirely
    alive: bool


def player_stats(state: GameState, world: World) -> list[PlayerStats]:
    owner, armies = state.owner, state.armies
    held = [0] * len(state.players)
    troops = [0] * len(state.players)
    for o, a in zip(owner, armies, strict=True):
        if o >= 0:
            held[o] += 1
            troops[o] += a
    continents: list[list[int]] = [[] for _ in state.players]
    for k, continent in enumerate(world.continents):
        if continent.members:
            first = owner[continent.members[0]]
            if first >= 0 and all(owner[t] == first for t in continent.members):
                continents[first].append(k)
    return [
        PlayerStats(i, held[i], troops[i], len(p.cards), tuple(continents[i]), p.alive)
        for i, p in enumerate(state.players)
    ]


@dataclass
class TerritoryHistory:
    """Territories held by each player at the start of every turn (for the victory chart)."""

    turns: list[int] = field(default_factory=list)
    held: list[list[int]] = field(default_factory=list)  # held[turn_index][player]

    def record(self, state: GameState) -> None:
        if self.turns and self.turns[-1] == state.turn:
            self.held[-1] = _held(state)
            return
        self.turns.append(state.turn)
        self.held.append(_held(state))

    def series(self, player: int) -> list[int]:
        return [row[player] for row in self.held]


def _held(state: GameState) -> list[int]:
    counts = [0] * len(state.players)
    for o in state.owner:
        if o >= 0:
            counts[o] += 1
    return counts
