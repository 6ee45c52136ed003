"""Placing a person's remaining starting armies for them ("Place the rest for me").

A computer player piles its armies on the one stack it means to strike with; a person who
asks the window to finish their setup expects a sensible opening instead (issue 32): the
armies spread over the borders — the territories with an enemy next door — roughly evenly,
a few more on the borders of a continent they nearly hold, none on territories no enemy can
reach, and never all on one.

The spread is a target per territory (its share of all the player's armies, by weight), and
each placement goes where the board falls furthest short of its target, so placing one army
a turn, as the rules have it, ends with the same spread as placing them all at once.
"""

from __future__ import annotations

from engine.ai.board_reading import MapFacts
from engine.ai.bot import with_count
from engine.core.actions import Action, PlaceArmies
from engine.core.state import NOBODY, GameState, Phase
from engine.core.world import World
from engine.rules.base import RuleSet

BORDER_WEIGHT = 1.0
# A continent is "nearly held" when at least this share of it is the player's and something
# of it is still missing: its borders get NEARLY_HELD_WEIGHT times the share of an ordinary one.
NEARLY_HELD_SHARE = 0.6
NEARLY_HELD_WEIGHT = 1.5


def spread_targets(world: World, state: GameState, player: int, facts: MapFacts | None = None) -> dict[int, float]:
    """The armies each of ``player``'s territories should hold once their starting armies
    are all placed: 1 everywhere (a territory is never empty), and what remains shared out
    over the borders by weight."""
    facts = facts or MapFacts.of(world)
    owner = state.owner
    own = [t for t in range(world.size) if world.land[t] and owner[t] == player]
    if not own:
        return {}
    total = sum(state.armies[t] for t in own) + state.players[player].armies_to_place
    nearly_held = _nearly_held_continents(facts, owner, player)
    weights = {}
    for t in own:
        enemies = [n for n in facts.neighbours[t] if owner[n] not in (player, NOBODY)]
        if not enemies:
            continue
        continent = facts.continent_of[t]
        weights[t] = BORDER_WEIGHT * (NEARLY_HELD_WEIGHT if continent in nearly_held else 1.0)
    if not weights:  # nothing faces an enemy (a map all theirs): spread evenly
        weights = dict.fromkeys(own, 1.0)
    spare = max(0, total - len(own))
    whole = sum(weights.values())
    return {t: 1 + spare * weights.get(t, 0.0) / whole for t in own}


def _nearly_held_continents(facts: MapFacts, owner: list[int], player: int) -> set[int]:
    held = set()
    for k, members in enumerate(facts.members):
        if not members:
            continue
        mine = sum(1 for t in members if owner[t] == player)
        if mine < len(members) and mine / len(members) >= NEARLY_HELD_SHARE:
            held.add(k)
    return held


class SpreadPlacer:
    """Chooses a person's setup placements by the spread above; anything else (the neutral
    army's share in a two-player setup) is left to ``other``, a Bot."""

    def __init__(self, other) -> None:
        self.other = other
        self._facts: MapFacts | None = None
        self._world: World | None = None

    def choose(self, rules: RuleSet, state: GameState, player: int) -> Action:
        legal = rules.legal_actions(state, player)
        own = [a for a in legal if isinstance(a, PlaceArmies) and state.owner[a.territory] == player]
        if state.phase != Phase.PLACE_INITIAL or not own:
            return self.other.choose(rules, state, player)
        targets = spread_targets(rules.world, state, player, self._facts_for(rules.world))
        armies = state.armies
        # Furthest short of its target first; of equals, the lower index (a stable choice).
        best = max(own, key=lambda a: (targets.get(a.territory, 1) - armies[a.territory], -a.territory))
        if state.setup_turn_armies:
            # A shared setup turn (with the neutral army) goes on after one army: place them
            # one by one, so that they too can go to different borders.
            return with_count(best, 1)
        return best

    def _facts_for(self, world: World) -> MapFacts:
        if world is not self._world:
            self._world, self._facts = world, MapFacts.of(world)
        return self._facts
