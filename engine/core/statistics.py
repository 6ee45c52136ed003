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
    """Territories held by each player at the start of every turn (for the victory chart),
    and, in rule sets where players have money (the MU economy), the money each had then."""

    turns: list[int] = field(default_factory=list)
    held: list[list[int]] = field(default_factory=list)  # held[turn_index][player]
    money: list[list[int]] = field(default_factory=list)  # money[turn_index][player]; empty without money

    def record(self, state: GameState) -> None:
        money = _money(state)
        if self.turns and self.turns[-1] == state.turn:
            self.held[-1] = _held(state)
            if money is not None:
                self.money[-1] = money
            return
        self.turns.append(state.turn)
        self.held.append(_held(state))
        if money is not None:
            self.money.append(money)

    def series(self, player: int) -> list[int]:
        return [row[player] for row in self.held]

    @property
    def has_money(self) -> bool:
        return bool(self.money) and len(self.money) == len(self.turns)

    def money_series(self, player: int) -> list[int]:
        return [row[player] for row in self.money]


def _held(state: GameState) -> list[int]:
    counts = [0] * len(state.players)
    for o in state.owner:
        if o >= 0:
            counts[o] += 1
    return counts


def _money(state: GameState) -> list[int] | None:
    """Each player's money, or None where players have none."""
    if not state.players or not all(isinstance(getattr(p, "money", None), int) for p in state.players):
        return None
    return [p.money for p in state.players]
