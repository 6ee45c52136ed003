"""The map as the rules see it: territories by index, who borders whom, continents, cards.

A game refers to territories by their index in the map (0..n-1) because that is what makes
the engine fast: states are lists of numbers and adjacency is a tuple of tuples. Ids only
appear at the edges (saves, messages, the UI), through :attr:`World.ids`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board, CardSymbol, TerritoryKind

# When a map gives no card symbols, deal them round-robin so every card set is possible.
_SYMBOL_CYCLE = (CardSymbol.INFANTRY, CardSymbol.CAVALRY, CardSymbol.ARTILLERY)


@dataclass(frozen=True)
class ContinentInfo:
    id: str
    name: str
    bonus: int
    economy_bonus: int | None
    members: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class World:
    """Static facts of one map, precomputed for the rules. Built once per game."""

    board: Board
    ids: tuple[str, ...]
    names: tuple[str, ...]
    index: dict[str, int]
    # Where armies may go from each territory (attack, fortify), respecting one-way links.
    neighbours: tuple[tuple[int, ...], ...]
    neighbour_sets: tuple[frozenset[int], ...]
    continents: tuple[ContinentInfo, ...]
    continent_of: tuple[int, ...]  # continent index per territory, -1 if none
    card_symbols: tuple[CardSymbol, ...]  # one territory card per land territory (below)
    card_territories: tuple[int, ...]  # the territory on each territory card
    land: tuple[bool, ...]

    @classmethod
    def from_board(cls, board: Board) -> World:
        territories = board.territories
        ids = tuple(t.id for t in territories)
        index = {tid: i for i, tid in enumerate(ids)}
        neighbours: list[list[int]] = [[] for _ in territories]
        for connection in board.connections:
            a, b = index.get(connection.a), index.get(connection.b)
            if a is None or b is None or a == b:
                continue  # validation reports these; the rules simply ignore them
            if b not in neighbours[a]:
                neighbours[a].append(b)
            if not connection.one_way and a not in neighbours[b]:
                neighbours[b].append(a)
        continent_index = {c.id: k for k, c in enumerate(board.continents)}
        members: list[list[int]] = [[] for _ in board.continents]
        continent_of = []
        for i, territory in enumerate(territories):
            k = continent_index.get(territory.continent, -1) if territory.continent else -1
            continent_of.append(k)
            if k >= 0:
                members[k].append(i)
        continents = tuple(
            ContinentInfo(c.id, c.name, c.bonus, c.economy_bonus, tuple(members[k]))
            for k, c in enumerate(board.continents)
        )
        card_territories = tuple(i for i, t in enumerate(territories) if t.kind is TerritoryKind.LAND)
        card_symbols = tuple(
            territories[i].card or _SYMBOL_CYCLE[n % 3] for n, i in enumerate(card_territories)
        )
        return cls(
            board=board,
            ids=ids,
            names=tuple(t.name for t in territories),
            index=index,
            neighbours=tuple(tuple(sorted(n)) for n in neighbours),
            neighbour_sets=tuple(frozenset(n) for n in neighbours),
            continents=continents,
            continent_of=tuple(continent_of),
            card_symbols=card_symbols,
            card_territories=card_territories,
            land=tuple(t.kind is TerritoryKind.LAND for t in territories),
        )

    @property
    def size(self) -> int:
        return len(self.ids)

    def territory_index(self, territory_id: str) -> int:
        try:
            return self.index[territory_id]
        except KeyError:
            raise KeyError(f"this map has no territory '{territory_id}'") from None

    def land_count(self) -> int:
        return sum(self.land)
