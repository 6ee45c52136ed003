"""What a Legacy game reads from its campaign world, worked out once per game.

The world (engine/campaign/world.py) names territories by id; the rules work with indexes.
``WorldFacts`` holds, per territory index, what the marks say — population, the city's
founder, the scar, the fortification's boxes left, whether it is marked — and, per
continent, its bonus as marked and who named it; per resource card, its coins. What the game
itself adds (a scar placed by a scar card, boxes ticked) lives in the state and is asked for
through the LegacyRules methods that combine both.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.campaign.pieces import FORTIFICATION_BOXES, MarkKind, Power, ScarType
from engine.campaign.world import LegacyWorld
from engine.core.world import World


@dataclass(frozen=True)
class WorldFacts:
    population: tuple[int, ...]  # per territory
    major_founder: tuple[str, ...]  # per territory: who founded a major city there ("" none)
    scar: tuple[ScarType | None, ...]  # per territory: the scar showing at the start
    fort_boxes_left: tuple[int, ...]  # per territory: fortification uses left (0: not fortified)
    marked: tuple[bool, ...]
    card_coins: tuple[int, ...]  # per territory card (the world's card territories, in order)
    destroyed: frozenset[int]  # territory cards destroyed
    continent_bonus: tuple[int, ...]  # per continent: printed bonus with its ±1 mark
    continent_namer: tuple[str, ...]  # per continent: who named it ("" unnamed)
    powers: dict[str, Power]  # by faction id: the faction's chosen power

    @classmethod
    def of(cls, world: World, legacy: LegacyWorld) -> WorldFacts:
        ids = world.ids
        population, founders, scars, forts, marked = [], [], [], [], []
        for tid in ids:
            population.append(legacy.population(tid))
            city = legacy.city(tid)
            founders.append(city.founder if city is not None and city.kind is MarkKind.MAJOR_CITY else "")
            scar = legacy.scar(tid)
            scars.append(legacy.scar_type(scar.scar) if scar is not None else None)
            fort = legacy.fortification(tid)
            forts.append(FORTIFICATION_BOXES - fort.used if fort is not None and legacy.is_fortified(tid) else 0)
            marked.append(legacy.is_marked(tid))
        coins = tuple(legacy.card(ids[t]).coins for t in world.card_territories)
        destroyed = frozenset(c for c, t in enumerate(world.card_territories) if legacy.card(ids[t]).destroyed)
        bonus, namers = [], []
        for continent in world.continents:
            marks = legacy.continent(continent.id)
            bonus.append(continent.bonus + marks.bonus_mark)
            namers.append(marks.named_by if marks.name else "")
        powers = {}
        for faction in legacy.factions:
            power = legacy.power(faction.power) if faction.power else None
            if power is not None:
                powers[faction.id] = power
        return cls(tuple(population), tuple(founders), tuple(scars), tuple(forts), tuple(marked), coins,
                   destroyed, tuple(bonus), tuple(namers), powers)
