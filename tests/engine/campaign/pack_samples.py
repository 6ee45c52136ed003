"""Packs, cards and a small Legacy game position for the pack tests.

``legacy_position`` builds a LegacyState (engine/rules/legacy/state.py) by hand on the
six-square line board of the scenario tests, with a rules object carrying the map and the
campaign world as LegacyRules does (``rules.world``, ``rules.campaign``): the cards' functions
need nothing else, which these tests hold them to.
"""

from __future__ import annotations

from types import SimpleNamespace

from engine.campaign.pack_model import EventCard, MissionCard, Pack, Trigger
from engine.campaign.pieces import MarkKind, Power, ScarType
from engine.campaign.world import LegacyWorld, Mark
from engine.campaign.world_format import new_world
from engine.core.state import NOBODY
from engine.core.world import World
from engine.rules.legacy.state import LegacyPlayer, LegacyState
from tests.engine.scenario.samples import line_board

SINKHOLE = ScarType("sinkhole", "Sinkhole", "Attackers here subtract 1 from their highest die.",
                    {"die-modifier": -1, "side": "attack", "die": "highest"})
TUNNELS = Power("saharan-tunnels", "saharan-republic", "Tunnels", "Make one extra maneuver.", {"extra-maneuvers": 1})
HARVEST = EventCard("harvest", "Harvest", "Every player places 1 troop in each city they control.",
                    {"who": "everyone", "troops": 1, "where": "cities"})
METROPOLIS = MissionCard("metropolis", "Metropolis", "Control 2 cities.", {"cities": 2}, 2)


def a_pack(pack_id: str = "cities", trigger: Trigger = Trigger.NINTH_MINOR_CITY, **contents) -> Pack:
    return Pack(pack_id, pack_id.title(), trigger, f"The {pack_id} pack is opened.", **contents)


def full_pack() -> Pack:
    """A pack with something of every kind."""
    return a_pack("everything", scar_types=(SINKHOLE,), scar_cards={"sinkhole": 2, "bunker": 1},
                  powers=(TUNNELS,), events=(HARVEST,), missions=(METROPOLIS,),
                  options={"join-troops": 6}, rules="Joining the war brings 6 troops.")


def world_with(*packs: Pack, opened: tuple[str, ...] = ()) -> LegacyWorld:
    world = new_world()
    world.packs = list(packs)
    world.packs_opened = list(opened)
    return world


# -- a game position -------------------------------------------------------------------------------


BOARD = line_board()  # a b c | d e f (west | east), and a sea s
WORLD = World.from_board(BOARD)
FACTIONS = ("saharan-republic", "khan-industries", "die-mechaniker")


def legacy_position(holdings: dict[str, tuple[int, int]], *, campaign: LegacyWorld | None = None,
                    hqs: dict[str, int] | None = None, seed: int = 7):
    """(rules, state): ``holdings`` maps a territory id to (seat, troops); three seats, Ada
    (Saharan Republic), Basil (Khan Industries), Cleo (Die Mechaniker); Ada to play."""
    campaign = campaign if campaign is not None else world_with()
    seats = [LegacyPlayer(name, faction=faction) for name, faction in zip(("Ada", "Basil", "Cleo"), FACTIONS,
                                                                      strict=True)]
    owner, armies = [NOBODY] * WORLD.size, [0] * WORLD.size
    for tid, (seat, troops) in holdings.items():
        owner[WORLD.index[tid]], armies[WORLD.index[tid]] = seat, troops
    hq = [NOBODY] * WORLD.size
    for tid, seat in (hqs or {}).items():
        hq[WORLD.index[tid]] = seat
    state = LegacyState("legacy", seed, seats, owner, armies, phase="attack", hq=hq)
    rules = SimpleNamespace(world=WORLD, campaign=campaign)
    return rules, state


def city_world(*packs: Pack) -> LegacyWorld:
    """A world with a minor city in b, a fortified major city in e, and a scar in f."""
    world = world_with(*packs)
    world.marks = [Mark(MarkKind.MINOR_CITY, "b", "Mill"), Mark(MarkKind.MAJOR_CITY, "e", "Ironhold", "Cleo"),
                   Mark(MarkKind.FORTIFICATION, "e"), Mark(MarkKind.SCAR, "f", scar="bunker")]
    return world
