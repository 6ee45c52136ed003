"""Where units are and where they may go: sides, friendly and contested territory, reach.

Seed 004: "Contested territory is territory with units belonging to multiple players that
are not allied." "Units can move across one and only one boarder each round." "Units cam
move from a water territory to a water territory at one third the normal movement cost."
"""

from __future__ import annotations

from collections import deque

from engine.core.state import NOBODY
from engine.core.world import World
from engine.rules.economy.state import EconomyState

NEUTRAL = -1  # the side of neutral units in a battle
WATER_STEPS = 3  # water-to-water moves cost a third of a move


class Geography:
    """The map's static facts the economy needs, built once per rule set."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.land = world.land
        self.neighbours = world.neighbours
        self.size = world.size
        self.water_links = tuple(tuple(n for n in world.neighbours[t] if not world.land[n]) if not world.land[t] else ()
                                 for t in range(world.size))
        self.coasts = tuple(tuple(n for n in world.neighbours[t] if not world.land[n]) if world.land[t] else ()
                            for t in range(world.size))
        self.canal_eligible = tuple(t.canal_eligible for t in world.board.territories)
        self.canal_countries = tuple(t for t in range(world.size) if self.canal_eligible[t] and world.land[t])
        self.has_water = not all(world.land)
        index = world.index
        regions = []
        for region in world.board.regions:
            members = tuple(index[t.id] for t in world.board.territories if region.id in t.regions)
            if members and region.economy_bonus:
                regions.append((region.economy_bonus, members))
        self.regions = tuple(regions)

    # -- sides -----------------------------------------------------------------------------------
    @staticmethod
    def side(state: EconomyState, player: int) -> set[int]:
        return {player, *state.players[player].allies}

    @staticmethod
    def hostile(state: EconomyState, a: int, b: int) -> bool:
        """Whether two sides (players, or NEUTRAL) fight each other."""
        if a == b:
            return False
        if a == NEUTRAL or b == NEUTRAL:
            return True
        return b not in state.players[a].allies

    def present(self, state: EconomyState, territory: int) -> list[int]:
        """The sides with units in the territory (players in seat order, then NEUTRAL).
        Navies in a canal country do not count: "The presence of navy units in canals does
        not contribute to the ownership status of a territory" (nor do they fight there)."""
        at_sea = not self.land[territory]
        sides = [p for p in range(len(state.players))
                 if state.army[p][territory] or (at_sea and state.navy[p][territory])]
        if state.neutral[territory]:
            sides.append(NEUTRAL)
        return sides

    def contested(self, state: EconomyState, territory: int) -> bool:
        sides = self.present(state, territory)
        return any(self.hostile(state, a, b) for i, a in enumerate(sides) for b in sides[i + 1:])

    def friendly(self, state: EconomyState, player: int, territory: int) -> bool:
        """Owned by the player or an ally, with no hostile units in it."""
        owner = state.owner[territory]
        if owner == NOBODY or (owner != player and owner not in state.players[player].allies):
            return False
        return not any(self.hostile(state, player, s) for s in self.present(state, territory))

    def canal_open(self, state: EconomyState, player: int, country: int) -> bool:
        """Whether the player's navies may be in the country: "The canal allows navy units to
        move into and out of the country containing the canals. Only units that are friendly
        with the player that owns the canals can do this" (a country nobody owns: nobody's
        canal, **[decision]** not open)."""
        if not self.land[country] or not state.canals[country]:
            return False
        owner = state.owner[country]
        return owner != NOBODY and (owner == player or owner in state.players[player].allies)

    # -- reach ----------------------------------------------------------------------------------
    def water_reach(self, state: EconomyState, player: int, source: int, through_friendly: bool) -> set[int]:
        """Waters reachable from a water in up to three water-to-water moves (through canals of
        friendly countries too); ``through_friendly``: only through friendly waters."""
        found: set[int] = set()
        frontier = deque([(source, 0)])
        seen = {source}
        while frontier:
            at, steps = frontier.popleft()
            if steps == WATER_STEPS:
                continue
            for nxt in self.water_steps(state, player, at):
                if nxt in seen:
                    continue
                seen.add(nxt)
                found.add(nxt)
                if not through_friendly or self.friendly(state, player, nxt):
                    frontier.append((nxt, steps + 1))
        return found

    def water_steps(self, state: EconomyState, player: int, water: int) -> list[int]:
        steps = list(self.water_links[water])
        # "The canal allows navy units to move into and out of the country containing the
        # canals": two waters of a friendly canal country are one water move apart.
        for country in self.neighbours[water]:
            if self.land[country] and state.canals[country] and self.friendly(state, player, country):
                steps.extend(w for w in self.coasts[country] if w != water)
        return steps

    def targets(self, state: EconomyState, player: int, source: int, kind: str, friendly_only: bool) -> list[int]:
        """Where units of ``kind`` may go from ``source`` this round (one border, a water chain,
        an army's normal move and road move, in friendly movement and in plans alike)."""
        navy = kind == "navy"
        found: set[int] = set()
        for n in self.neighbours[source]:
            # Navies go from water into an open canal country and out of it to its waters.
            if navy and self.land[n] and (self.land[source] or not self.canal_open(state, player, n)):
                continue
            found.add(n)
        if not self.land[source]:
            # A chain of water moves stops at the first non-friendly water, as a road move stops
            # at the first non-friendly country ("Moving army units from or into non-friendly water
            # territory counts as a hostile movement"): it may end there, not sail through it.
            found |= self.water_reach(state, player, source, through_friendly=True)
        if not navy and self.land[source]:
            found |= self.road_reach(state, player, source)
        found.discard(source)
        if friendly_only:
            return sorted(t for t in found if self.friendly(state, player, t))
        return sorted(found)

    def road_reach(self, state: EconomyState, player: int, source: int) -> set[int]:
        """"Each army unit may take a single normal movement and a single road movement each
        round": two borders through friendly land where one of them joins two road countries."""
        roads = state.roads
        found = set()
        for middle in self.neighbours[source]:
            if not self.land[middle] or not self.friendly(state, player, middle):
                continue
            for end in self.neighbours[middle]:
                if self.land[end] and (roads[source] and roads[middle] or roads[middle] and roads[end]):
                    found.add(end)
        return found

    def linked_to_capital(self, state: EconomyState, player: int) -> set[int]:
        """Territories linked to the player's capital through friendly territory; a contested
        neighbour is linked but links nothing further (seed 004, "Capitals")."""
        capital = state.players[player].capital
        if capital == NOBODY or not self.friendly(state, player, capital):
            return set()
        linked = {capital}
        frontier = [capital]
        while frontier:
            at = frontier.pop()
            for n in self.neighbours[at]:
                if n in linked:
                    continue
                if self.friendly(state, player, n):
                    linked.add(n)
                    frontier.append(n)
                elif self.contested(state, n):
                    linked.add(n)
        return linked
