"""HeuristicBot's choices around a Risk Legacy game: its faction, its start (or where it
joins the war again), the end-of-game reward, and a name for the world.

Each function takes the rules, the seat's view of the state, the seat and the legal actions,
and returns one of those actions; chance comes from the bot's own ``random``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence

from engine.core.actions import Action
from engine.core.state import NOBODY, GameState
from engine.rules.legacy.actions import ChooseFaction, ChooseReward, ChooseStart, NameWorld
from engine.rules.legacy.endgame import LONGEST_NAME

# -- the faction ----------------------------------------------------------------------------------

# What a power's effect is worth to an aggressive player (engine/campaign/world.py's effect
# vocabulary): troops every turn first, then winning fights, then moving.
EFFECT_WORTH = {
    "extra-troops": 3.0,
    "population-bonus": 2.0,
    "free-expansions": 1.5,
    "extra-maneuvers": 1.0,
    "maneuver": 1.0,
}
ATTACK_MODIFIER = 2.5  # per pip on the attacker's dice
DEFENCE_MODIFIER = 1.5  # per pip on the defender's dice
CONDITIONAL = 0.6  # an effect with a condition ("where", "when") applies less often


def power_worth(effect: dict) -> float:
    worth = 0.0
    for key, weight in EFFECT_WORTH.items():
        value = effect.get(key)
        if isinstance(value, bool) or value is None:
            continue
        worth += weight * (value if isinstance(value, int) else 1)
    amount = effect.get("die-modifier")
    if isinstance(amount, int) and not isinstance(amount, bool):
        helps_attacker = (effect.get("side", "defence") == "attack") == (amount > 0)
        worth += abs(amount) * (ATTACK_MODIFIER if helps_attacker else DEFENCE_MODIFIER)
    if effect.get("where") or effect.get("when"):
        worth *= CONDITIONAL
    return worth


def choose_faction(rules, state: GameState, me: int, legal: Sequence[Action], chance: random.Random) -> Action:
    """The faction whose chosen power is worth most (ties: by chance)."""
    powers = rules.facts.powers

    def worth(action: ChooseFaction) -> float:
        power = powers.get(action.faction)
        return (power_worth(dict(power.effect)) if power is not None else 0.0) + 0.01 * chance.random()

    factions = [a for a in legal if isinstance(a, ChooseFaction)]
    return max(factions, key=worth) if factions else legal[0]


# -- the start --------------------------------------------------------------------------------------

OPEN_NEAR = 1.0  # per unoccupied territory next door (up to ROOM_NEAR: more is more border)
OPEN_FAR = 0.3  # per unoccupied territory two steps away (up to ROOM_FAR)
ROOM_NEAR, ROOM_FAR = 3, 6
HQ_DISTANCE = 2.0  # per step away from the nearest other HQ or troops (up to FAR_ENOUGH)
FAR_ENOUGH = 4
OWN_CITY = 3.0  # per population of our own major city there (a start only we may take)
GOOD_SCAR = 1.0  # a scar that helps the defender (Bunker) where our HQ stands; the opposite counts against
FORTIFIED = 1.5
SMALL_CONTINENT = 2.0  # x bonus / territories of the start's continent


def choose_start(rules, state: GameState, me: int, legal: Sequence[Action], chance: random.Random) -> Action:
    """A start with room to expand, away from the others' HQs and troops, on our own major
    city if we founded one, in a small continent worth holding."""
    world, owner, hq = rules.world, state.owner, state.hq
    land = rules.land
    neighbours = [[n for n in world.neighbours[t] if world.land[n]] for t in range(world.size)]
    enemy_distance = _distance_from([t for t in land if (owner[t] not in (NOBODY, me)) or hq[t] not in (NOBODY, me)],
                                    neighbours)
    population = rules.facts.population
    name = state.players[me].name

    def score(action: ChooseStart) -> float:
        t = action.territory
        near = [n for n in neighbours[t] if owner[n] == NOBODY]
        far = {m for n in neighbours[t] for m in neighbours[n] if owner[m] == NOBODY and m != t and m not in near}
        value = OPEN_NEAR * min(len(near), ROOM_NEAR) + OPEN_FAR * min(len(far), ROOM_FAR)
        value += HQ_DISTANCE * min(enemy_distance.get(t, FAR_ENOUGH), FAR_ENOUGH)
        if rules.facts.major_founder[t] == name:
            value += OWN_CITY * population[t]
        scar = rules.scar_at(state, t)
        if scar is not None:
            value += GOOD_SCAR * _defender_help(dict(scar.effect))
        if rules.fortified(state, t):
            value += FORTIFIED
        continent = world.continent_of[t]
        if continent >= 0:
            members = [m for m in world.continents[continent].members if world.land[m]]
            value += SMALL_CONTINENT * rules.facts.continent_bonus[continent] / max(1, len(members))
        return value + 0.01 * chance.random()

    starts = [a for a in legal if isinstance(a, ChooseStart)]
    return max(starts, key=score) if starts else legal[0]


def _distance_from(sources: list[int], neighbours: list[list[int]]) -> dict[int, int]:
    distance = {t: 0 for t in sources}
    queue = deque(sources)
    while queue:
        t = queue.popleft()
        for n in neighbours[t]:
            if n not in distance:
                distance[n] = distance[t] + 1
                queue.append(n)
    return distance


def _defender_help(effect: dict) -> int:
    """+1 if an effect's die modifier helps whoever defends there, -1 if it hurts them, else 0."""
    amount = effect.get("die-modifier")
    if not isinstance(amount, int) or isinstance(amount, bool) or not amount:
        return 0
    helps = (effect.get("side", "defence") == "defence") == (amount > 0)
    return 1 if helps else -1


# -- the reward -------------------------------------------------------------------------------------

# The winner's reward, by kind: a major city is ours for good (a start only we may take, two
# more troops' worth of population wherever we hold it); a named continent gives its namer a
# troop more; a +1 on a continent helps whoever holds it; a fortified city of ours defends it.
REWARD_WORTH = {
    "found-major-city": 6.0,
    "name-continent": 5.0,
    "continent-bonus": 3.0,
    "fortify-city": 2.5,
    "cancel-scar": 1.5,
    "destroy-card": 0.5,
    # those who held on: population where we were, or a coin more on a card
    "found-minor-city": 3.0,
    "upgrade-card": 1.0,
}


def choose_reward(rules, state: GameState, me: int, legal: Sequence[Action], chance: random.Random) -> Action:
    """The reward that does most for this player in the games to come."""
    world = rules.world
    owner = state.owner
    name = state.players[me].name
    neighbours = world.neighbours

    def held_share(continent: int) -> float:
        members = [m for m in world.continents[continent].members if world.land[m]]
        return sum(1 for m in members if owner[m] == me) / max(1, len(members))

    def continent_index(cid: str) -> int:
        return next((k for k, c in enumerate(world.continents) if c.id == cid), -1)

    def score(action: ChooseReward) -> float:
        value = REWARD_WORTH.get(action.kind, 0.0)
        if action.kind in ("name-continent", "continent-bonus"):
            k = continent_index(action.place)
            if k < 0:
                return value
            share = held_share(k)
            members = max(1, len(world.continents[k].members))
            up = action.change != "down"
            # Raise or name the continent we hold most of (small ones are easier to hold); lower
            # the bonus of the one we hold least of, the others' prize.
            return value + (2.0 * share + 2.0 / members if up else -1.0 - 2.0 * share)
        t = world.index.get(action.place, NOBODY) if action.place else NOBODY
        if t == NOBODY:
            return value
        ours = owner[t] == me
        if action.kind in ("found-major-city", "found-minor-city"):
            # Where we held on, among our own land (a strong home for the next game).
            value += (1.0 if ours else 0.0) + 0.2 * sum(1 for n in neighbours[t] if owner[n] == me)
            value -= 0.1 * len(neighbours[t])  # fewer borders are easier to hold
        elif action.kind == "fortify-city":
            founder = rules.facts.major_founder[t]
            value += 2.0 if founder == name else 0.5 if ours else -1.0
        elif action.kind == "cancel-scar":
            scar = rules.scar_at(state, t)
            hurts_us = scar is not None and _defender_help(dict(scar.effect)) < 0 and ours
            value += 1.0 if hurts_us else -0.5
        elif action.kind == "upgrade-card":
            value += 0.2 * rules.card_coins(rules.world.card_territories.index(t)) \
                if t in rules.world.card_territories else 0.0
        return value + 0.001 * chance.random()

    rewards = [a for a in legal if isinstance(a, ChooseReward)]
    return max(rewards, key=score) if rewards else legal[0]


# -- the world's name ---------------------------------------------------------------------------------

WORLD_NAMES = ("Pax {name}", "{name}'s Earth", "The {name} Dominion", "New {name}", "{name}'s Peace")


def name_world(rules, state: GameState, me: int, legal: Sequence[Action], chance: random.Random) -> Action:
    """A name after the namer (the rules list a suggestion; any printable name will do)."""
    player = state.players[me].name.strip() or "Victory"
    name = chance.choice(WORLD_NAMES).format(name=player)[:LONGEST_NAME].strip()
    return NameWorld(name) if name else legal[0]
