"""Content packs in a campaign: which ones a happening opens, and what opening one does.

The rules call these at the rulebook's trigger points ("Opening New Packages"):

* mid-game — the first faction eliminated, a chosen mark placed (a scar card's scar), the
  third missile of one combat roll (before it resolves), a player about to place 30+ troops
  while holding a missile: ``packs_triggered(world, trigger, detail)``, then the game
  pauses on each pack and ``pack_cards.pack_joins_game`` brings its cards into play;
* at the end of a game — the 9th minor city founded, a player signing for the second time,
  and marks the rewards placed: ``packs_opening_after_game(before, after)``.

Opening a pack (``open_pack``) gives a new world: the pack's id joins ``packs_opened``, its
scar types and powers join the world's, and its event cards, mission cards, scar cards and
option changes count from then on (``event_cards``, ``mission_cards``, ``scar_cards``,
``options_with_packs``). Nothing here changes a world in place.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping

from engine.campaign.campaign_errors import CampaignMessageError
from engine.campaign.pack_model import (
    MINOR_CITIES_TO_OPEN,
    MISSILES_IN_ONE_ROLL,
    TROOPS_TO_PLACE,
    EventCard,
    MissionCard,
    Pack,
    Trigger,
)
from engine.campaign.pieces import MarkKind, Power, ScarType
from engine.campaign.world import LegacyWorld, Mark
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.rules.options import OptionError, RuleOptions


class PackError(CampaignMessageError):
    """A pack cannot be added or opened; the message says which and why."""


# -- which packs ---------------------------------------------------------------------------------


def is_opened(world: LegacyWorld, pack_id: str) -> bool:
    return pack_id in world.packs_opened


def sealed_packs(world: LegacyWorld) -> list[Pack]:
    """The packs still waiting for their trigger, in the world's order."""
    return [p for p in world.packs if p.id not in world.packs_opened]


def opened_packs(world: LegacyWorld) -> list[Pack]:
    """The world's packs already opened, in the order they were opened."""
    by_id = {p.id: p for p in world.packs}
    return [by_id[pid] for pid in world.packs_opened if pid in by_id]


def packs_triggered(world: LegacyWorld, trigger: Trigger | str, detail: Mark | str | None = None) -> list[Pack]:
    """The sealed packs that ``trigger`` opens now, in the world's order.

    For ``mark-placed``, ``detail`` is the mark placed (a Mark), or its kind's value, or for
    a scar ``"scar:TYPE"``; a pack opens only for its own mark. The other triggers take no
    detail. "It is possible for more than one to be opened during or after the same game."
    """
    trigger = Trigger(trigger)
    sealed = [p for p in sealed_packs(world) if p.trigger is trigger]
    if trigger is not Trigger.MARK_PLACED:
        return sealed
    kind, scar = _mark_detail(detail)
    return [p for p in sealed if p.waits_for(kind, scar)]


def _mark_detail(detail: Mark | str | None) -> tuple[str, str]:
    if isinstance(detail, Mark):
        return detail.kind.value, detail.scar
    if isinstance(detail, str) and detail.startswith("scar:"):
        return MarkKind.SCAR.value, detail.removeprefix("scar:")
    if isinstance(detail, str):
        return detail, ""
    raise PackError(QT_TRANSLATE_NOOP("CampaignError", "a mark-placed trigger needs the mark that was placed"))


# -- the triggers' conditions --------------------------------------------------------------------


def minor_cities(world: LegacyWorld) -> int:
    """Minor cities on the board (a covered one no longer counts: its mark was replaced)."""
    return sum(1 for m in world.marks if m.kind is MarkKind.MINOR_CITY)


def ninth_minor_city_founded(before: LegacyWorld, after: LegacyWorld) -> bool:
    """"PACK 1: Open when the 9th Minor City is founded ... as soon as the last Minor City is
    placed and named": the count reached 9 between the two worlds."""
    return minor_cities(before) < MINOR_CITIES_TO_OPEN <= minor_cities(after)


def signed_twice(before: LegacyWorld, after: LegacyWorld) -> list[str]:
    """"PACK 3: Open when a person gets to sign the board for the second time": the players
    whose second signature is new in ``after``."""
    counts_before = Counter(s.player for s in before.signatures)
    counts_after = Counter(s.player for s in after.signatures)
    return [p for p, n in counts_after.items() if n >= 2 > counts_before.get(p, 0)]


def marks_added(before: LegacyWorld, after: LegacyWorld) -> list[Mark]:
    """The marks ``after`` has that ``before`` had not (in the order they were placed)."""
    left = Counter(before.marks)
    added = []
    for mark in after.marks:
        if left[mark] > 0:
            left[mark] -= 1
        else:
            added.append(mark)
    return added


def three_missiles(missiles_this_roll: int) -> bool:
    """"POCKET 1: Open as soon as 3 Missiles are used during the same combat roll ... BEFORE
    resolving combat"."""
    return missiles_this_roll >= MISSILES_IN_ONE_ROLL


def thirty_troops(troops_to_place: int, missiles_held: int) -> bool:
    """"POCKET 2: Open when a person is about to place 30+ troops on the board and has at
    least one Missile"."""
    return troops_to_place >= TROOPS_TO_PLACE and missiles_held >= 1


def packs_opening_after_game(before: LegacyWorld, after: LegacyWorld, *, someone_eliminated: bool = False
                             ) -> list[Pack]:
    """The sealed packs of ``after`` that the game between the two worlds opens at its end:
    the 9th minor city, a second signature, a mark the rewards placed, and (if the rules say
    a faction was eliminated when the game ended) the first elimination. Each pack once, in
    the world's order."""
    due: set[str] = set()
    if ninth_minor_city_founded(before, after):
        due.update(p.id for p in packs_triggered(after, Trigger.NINTH_MINOR_CITY))
    if signed_twice(before, after):
        due.update(p.id for p in packs_triggered(after, Trigger.SECOND_SIGNATURE))
    if someone_eliminated:
        due.update(p.id for p in packs_triggered(after, Trigger.FIRST_ELIMINATION))
    for mark in marks_added(before, after):
        due.update(p.id for p in packs_triggered(after, Trigger.MARK_PLACED, mark))
    return [p for p in sealed_packs(after) if p.id in due]


def open_packs_after_game(before: LegacyWorld, after: LegacyWorld, *, opened_in_game: Iterable[str] = (),
                          someone_eliminated: bool = False) -> tuple[LegacyWorld, list[str]]:
    """The campaign's last step of a game: ``after`` (the world the game and its rewards
    made from ``before``) with the packs the game opened (``opened_in_game``, the record's)
    and those its end opens (packs_opening_after_game) opened. Returns the world and the
    ids opened at the end, for whoever reads their text aloud."""
    world = open_packs(after, opened_in_game)
    at_end = [p.id for p in packs_opening_after_game(before, world, someone_eliminated=someone_eliminated)]
    return open_packs(world, at_end), at_end


# -- adding and opening --------------------------------------------------------------------------


def add_packs(world: LegacyWorld, packs: Iterable[Pack]) -> LegacyWorld:
    """A new world with ``packs`` added, sealed. Refused if an id is already taken."""
    taken = {p.id for p in world.packs}
    added = []
    for pack in packs:
        if pack.id in taken:
            raise PackError(QT_TRANSLATE_NOOP("CampaignError", "the world already has a pack called '{pack}'"),
                            pack=pack.id)
        taken.add(pack.id)
        added.append(pack)
    return dataclasses.replace(world, packs=[*world.packs, *added])


def open_pack(world: LegacyWorld, pack_id: str) -> LegacyWorld:
    """A new world with the pack opened: its id in ``packs_opened``, its scar types and powers
    in the world's (one already there with the same id and contents is kept, not doubled).
    Refused for a pack the world does not have, or has opened already, or whose scar type
    or power would replace a different one of the same id."""
    pack = next((p for p in world.packs if p.id == pack_id), None)
    if pack is None:
        raise PackError(QT_TRANSLATE_NOOP("CampaignError", "the world has no pack called '{pack}'"), pack=pack_id)
    if pack_id in world.packs_opened:
        raise PackError(QT_TRANSLATE_NOOP("CampaignError", "the pack '{pack}' is already open"), pack=pack_id)
    scar_types = _merged(world.scar_types, pack.scar_types, _SCAR_TYPE_TAKEN, pack_id)
    powers = _merged(world.powers, pack.powers, _POWER_TAKEN, pack_id)
    return dataclasses.replace(world, scar_types=scar_types, powers=powers,
                               packs_opened=[*world.packs_opened, pack_id])


def open_packs(world: LegacyWorld, pack_ids: Iterable[str]) -> LegacyWorld:
    """``world`` with each of ``pack_ids`` opened in order; ones already open are skipped (a
    game's record lists what it opened, which a mid-game pack may already have done)."""
    for pack_id in pack_ids:
        if pack_id not in world.packs_opened:
            world = open_pack(world, pack_id)
    return world


# Why a pack's scar type or power cannot join the world: one sentence each, not a word put
# into one sentence (a language may need another sentence around its word).
_SCAR_TYPE_TAKEN = QT_TRANSLATE_NOOP("CampaignError", "the pack '{pack}' brings a scar type '{id}', but the world "
                                     "already has a different one with that id")
_POWER_TAKEN = QT_TRANSLATE_NOOP("CampaignError", "the pack '{pack}' brings a power '{id}', but the world already "
                                 "has a different one with that id")


def _merged(have: list, new: Iterable[ScarType | Power], taken: str, pack_id: str) -> list:
    merged = list(have)
    by_id = {item.id: item for item in have}
    for item in new:
        old = by_id.get(item.id)
        if old is None:
            merged.append(item)
            by_id[item.id] = item
        elif old != item:
            raise PackError(taken, pack=pack_id, id=item.id)
    return merged


# -- what the opened packs add -------------------------------------------------------------------


def scar_cards(world: LegacyWorld) -> dict[str, int]:
    """Scar cards the opened packs add to the scar deck, by scar type (in the order first added)."""
    cards: dict[str, int] = {}
    for pack in opened_packs(world):
        for scar, count in pack.scar_cards.items():
            cards[scar] = cards.get(scar, 0) + count
    return cards


def event_cards(world: LegacyWorld) -> list[EventCard]:
    """The event cards in play: every opened pack's, in the order the packs were opened."""
    return [e for pack in opened_packs(world) for e in pack.events]


def mission_cards(world: LegacyWorld) -> list[MissionCard]:
    return [m for pack in opened_packs(world) for m in pack.missions]


def event_card(world: LegacyWorld, card_id: str) -> EventCard | None:
    """An event card of any of the world's packs, opened or not (a game in progress may have
    opened its pack since it began)."""
    return next((e for pack in world.packs for e in pack.events if e.id == card_id), None)


def mission_card(world: LegacyWorld, card_id: str) -> MissionCard | None:
    return next((m for pack in world.packs for m in pack.missions if m.id == card_id), None)


def faction_powers(world: LegacyWorld, faction_id: str, also_opened: Iterable[str] = ()) -> list[Power]:
    """The powers in force on a faction's card: its chosen starting power, then those the
    opened packs gave it, in the order the packs were opened (``also_opened``: packs opened
    during the game in progress, after the world's)."""
    faction = world.faction(faction_id)
    chosen = world.power(faction.power) if faction is not None and faction.power else None
    powers = [chosen] if chosen is not None else []
    by_id = {p.id: p for p in world.packs}
    order = [*world.packs_opened, *(pid for pid in also_opened if pid not in world.packs_opened)]
    for pack in (by_id[pid] for pid in order if pid in by_id):
        powers += [p for p in pack.powers if p.faction == faction_id and p not in powers]
    return powers


def option_changes(world: LegacyWorld) -> dict[str, object]:
    """The rule options the opened packs change (names as written), a later pack's value
    replacing an earlier one's."""
    changes: dict[str, object] = {}
    for pack in opened_packs(world):
        changes.update(pack.options)
    return changes


def options_with_packs(options: RuleOptions, world: LegacyWorld) -> RuleOptions:
    """``options`` with the opened packs' changes: the same class, checked as a scenario's
    options are. PackError (naming the pack) if a change is not an option of the rules or
    not a value it accepts."""
    values = dict(options.to_mapping())
    for pack in opened_packs(world):
        if not pack.options:
            continue
        try:
            type(options).from_mapping({**values, **pack.options})
        except OptionError as error:
            raise PackError(QT_TRANSLATE_NOOP("CampaignError", "the pack '{pack}': {error}"),
                            pack=pack.id, error=error) from None
        values.update({str(k).replace("_", "-"): v for k, v in pack.options.items()})
    return type(options).from_mapping(values)


def option_problem(options_type: type[RuleOptions], changes: Mapping[str, object]) -> str | None:
    """Why ``changes`` are not options ``options_type`` accepts (the option error), or None."""
    try:
        options_type.from_mapping(changes)
    except OptionError as error:
        return str(error)
    return None


def rule_texts(world: LegacyWorld) -> list[tuple[str, str]]:
    """(pack name, rule text) of every opened pack that has rule text, in opening order."""
    return [(p.name, p.rules) for p in opened_packs(world) if p.rules]
