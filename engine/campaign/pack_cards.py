"""Event and mission cards during a game: what an event does, whether a mission is complete.

The Legacy rules call these at the end of a turn (rulebook, "Event cards" and "Mission
cards"): when the territory card turned into slot 1 shows an even number of coins, the
rules take the top event card off ``state.event_deck`` and call ``event_effect``; a player
may complete the face-up mission instead of drawing a resource card when
``mission_complete`` says so. When a pack opens mid-game, ``pack_joins_game`` shuffles its
cards into play.

The functions read the rules' map (``rules.world``), the campaign world the game is played
on (``rules.campaign``) and the game state (engine/rules/legacy/state.py: owners, troops,
HQs, red stars, missiles, resource cards, the scars placed this game, the event deck).
``event_effect`` and ``pack_joins_game`` change the state as a rule set's ``apply`` does,
using only the state's own dice stream, and return the events for the log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from engine.campaign.pack_model import EventCard, MissionCard, Pack
from engine.campaign.packs import event_card, mission_card
from engine.campaign.pieces import MarkKind
from engine.core.events import ArmiesPlaced, Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.quick_init import quick_init
from engine.core.state import NOBODY

MAX_TROOPS_ON_A_TERRITORY = 100_000  # as classic's MAX_ARMIES: an event never overflows a territory


# -- the events for the log ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PackOpened(Event):
    player: int  # who set it off (-1: the end of the game)
    pack: str  # the pack's id
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "A sealed pack is opened: {name}.")


@dataclass(frozen=True, slots=True)
class EventRevealed(Event):
    player: int  # whose turn revealed it
    event_id: str
    name: str
    text: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "Event: {name}. {text}")


@dataclass(frozen=True, slots=True)
class EventTied(Event):
    player: int
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "The event {name} does not occur: there is a tie.")


@dataclass(frozen=True, slots=True)
class EventMissed(Event):
    player: int
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The event {name} does not occur: the player it names is not in the war.")


@dataclass(frozen=True, slots=True)
class TroopsLost(Event):
    player: int
    territory: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} loses {count} on {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class RedStarsGained(Event):
    player: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} gains red stars: {count}.")


@dataclass(frozen=True, slots=True)
class RedStarsLost(Event):
    player: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} loses red stars: {count}.")


@dataclass(frozen=True, slots=True)
class MissilesGained(Event):
    player: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} gains missiles: {count}.")


@dataclass(frozen=True, slots=True)
class MissilesLost(Event):
    player: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} loses missiles: {count}.")


@dataclass(frozen=True, slots=True)
class MissionCompleted(Event):
    player: int
    mission: str  # the mission card's id
    name: str
    stars: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} completes the mission {name}; red stars gained: {stars}.")


@dataclass(frozen=True, slots=True)
class CardsJoinPlay(Event):
    player: int
    events: int  # event cards shuffled into the event deck
    missions: int  # mission cards shuffled into the mission cards waiting
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "New cards join the war: {events}, {missions}.")
    counts: ClassVar[dict[str, str]] = {"events": "event_cards", "missions": "mission_cards"}


for _event_type in (PackOpened, EventRevealed, EventTied, EventMissed, TroopsLost, RedStarsGained, RedStarsLost,
                    MissilesGained, MissilesLost, MissionCompleted, CardsJoinPlay):
    quick_init(_event_type)
del _event_type


# -- counting what a player has ----------------------------------------------------------------


class Tally:
    """What the cards count, read once per call from the rules and the state: which
    territories have cities, scars and HQs, and who controls what ("Control: one or more
    troops; an HQ alone does not control")."""

    def __init__(self, rules, state) -> None:
        self.rules, self.state = rules, state
        world, campaign = rules.world, campaign_of(rules)
        ids = world.ids
        cities = [campaign.city(tid) if campaign is not None else None for tid in ids]
        self.population = [campaign.population(tid) if campaign is not None else 0 for tid in ids]
        self.city = [c is not None for c in cities]
        self.major = [c is not None and c.kind in (MarkKind.MAJOR_CITY, MarkKind.WORLD_CAPITAL) for c in cities]
        self.minor = [c is not None and c.kind is MarkKind.MINOR_CITY for c in cities]
        self.fortified = [campaign is not None and campaign.is_fortified(tid) for tid in ids]
        placed = {territory for territory, _scar in getattr(state, "scars_placed", ())}
        self.scar = [(campaign is not None and campaign.scar(tid) is not None) or tid in placed for tid in ids]
        self.hq = list(getattr(state, "hq", ())) or [NOBODY] * len(ids)

    def controlled(self, player: int) -> list[int]:
        state = self.state
        return [t for t, (owner, troops) in enumerate(zip(state.owner, state.armies, strict=True))
                if owner == player and troops > 0]

    def continents(self, player: int) -> list[str]:
        mine = set(self.controlled(player))
        return [c.id for c in self.rules.world.continents if c.members and mine.issuperset(c.members)]

    def coins(self, player: int) -> int:
        """Coins on the resource cards held: a territory card's coins from the world (its
        index among the world's card territories), one for a coin card."""
        world, campaign = self.rules.world, campaign_of(self.rules)
        k = len(world.card_territories)
        total = 0
        for card in self.state.players[player].cards:
            if 0 <= card < k and campaign is not None:
                total += campaign.card(world.ids[world.card_territories[card]]).coins
            else:
                total += 1
        return total

    def measure(self, player: int, name: str) -> int:
        """How much of ``name`` (a word of pack_model.MEASURES) ``player`` has now."""
        seat = self.state.players[player]
        if name in _TERRITORY_MEASURES:
            wanted = _TERRITORY_MEASURES[name](self, player)
            return sum(1 for t in self.controlled(player) if wanted(t))
        if name == "continents":
            return len(self.continents(player))
        if name == "population":
            return sum(self.population[t] for t in self.controlled(player))
        if name == "troops":
            return sum(self.state.armies[t] for t in self.controlled(player))
        if name == "troops-in-one-territory":
            return max((self.state.armies[t] for t in self.controlled(player)), default=0)
        if name == "stars":
            return getattr(seat, "stars", 0) + self.measure(player, "hqs")
        if name == "cards":
            return len(seat.cards)
        if name == "coins":
            return self.coins(player)
        if name == "missiles":
            return getattr(seat, "missiles", 0)
        raise ValueError(f"'{name}' is not something a card counts")


# Measures that count controlled territories of one kind: each gives, for a player, the test
# a territory must pass.
_TERRITORY_MEASURES: dict[str, Callable[[Tally, int], Callable[[int], bool]]] = {
    "territories": lambda b, p: lambda t: True,
    "cities": lambda b, p: lambda t: b.city[t],
    "major-cities": lambda b, p: lambda t: b.major[t],
    "minor-cities": lambda b, p: lambda t: b.minor[t],
    "fortified-cities": lambda b, p: lambda t: b.fortified[t],
    "scars": lambda b, p: lambda t: b.scar[t],
    "hqs": lambda b, p: lambda t: b.hq[t] != NOBODY,
    "enemy-hqs": lambda b, p: lambda t: b.hq[t] not in (NOBODY, p),
}


def campaign_of(rules):
    """The campaign world a game is played on: LegacyRules keeps it as ``legacy`` (a new world
    when none was given), any rule set as ``campaign``."""
    return getattr(rules, "legacy", None) or rules.campaign


def in_the_war(state, player: int) -> bool:
    """Still playing and with troops on the board (not eliminated, not knocked out)."""
    seat = state.players[player]
    return seat.alive and not seat.neutral and not getattr(seat, "knocked_out", False)


# -- events --------------------------------------------------------------------------------------


def event_effect(rules, state, event: EventCard | str) -> list[Event]:
    """Resolve an event card the rules have just taken off the event deck: change the state
    and return what happened, starting with the card revealed.

    "If there is ever a tie, or if a noted faction/player is knocked out, eliminated or not
    in the current game; the Event does not occur." Then the card goes where it says
    (``then``): back in the box for this game (``discard``), shuffled back into the event
    deck (``shuffle-back``), or under it (``bottom``). Red stars gained may win the game:
    the rules check for a winner after this, as after every change.
    """
    card = event if isinstance(event, EventCard) else _event_card(rules, event)
    events: list[Event] = [EventRevealed(state.current, card.id, card.name, card.text)]
    targets = _targets(rules, state, card.effect)
    if isinstance(targets, type):  # it does not occur
        events.append(targets(state.current, card.name))
    else:
        tally = Tally(rules, state)
        for player in targets:
            events += _outcomes(tally, state, player, card.effect)
    _put_away(state, card)
    return events


def _event_card(rules, card_id: str) -> EventCard:
    card = event_card(campaign_of(rules), card_id) if campaign_of(rules) is not None else None
    if card is None:
        raise KeyError(f"no pack of this world has the event card '{card_id}'")
    return card


def _targets(rules, state, effect) -> list[int] | type[Event]:
    """The seats an event touches, or why it does not occur (EventTied, EventMissed)."""
    if "faction" in effect:
        seat = next((p for p, s in enumerate(state.players) if getattr(s, "faction", "") == effect["faction"]), None)
        return [seat] if seat is not None and in_the_war(state, seat) else EventMissed
    who = str(effect.get("who", "everyone"))
    if who == "everyone":
        everyone = [p for p in range(len(state.players)) if in_the_war(state, p)]
        return everyone or EventMissed
    if who == "current":
        return [state.current] if in_the_war(state, state.current) else EventMissed
    end, measure = who.split("-", 1)
    tally = Tally(rules, state)
    playing = [p for p, s in enumerate(state.players) if s.alive and not s.neutral]
    if not playing:
        return EventMissed
    counts = {p: tally.measure(p, measure) for p in playing}
    best = (max if end == "most" else min)(counts.values())
    leaders = [p for p in playing if counts[p] == best]
    if len(leaders) > 1:
        return EventTied
    return leaders if in_the_war(state, leaders[0]) else EventMissed


def _outcomes(tally: Tally, state, player: int, effect) -> list[Event]:
    events: list[Event] = []
    troops = int(effect.get("troops", 0))
    if troops:
        wanted = _TERRITORY_MEASURES[str(effect["where"])](tally, player)
        for t in tally.controlled(player):
            if not wanted(t):
                continue
            if troops > 0:
                added = min(troops, MAX_TROOPS_ON_A_TERRITORY - state.armies[t])
                if added > 0:
                    state.armies[t] += added
                    events.append(ArmiesPlaced(player, t, added))
            else:
                # An event never empties a territory: losses stop at its last troop, so an
                # event alone cannot knock a player out (a decision: the rulebook is silent).
                lost = min(-troops, state.armies[t] - 1)
                if lost > 0:
                    state.armies[t] -= lost
                    events.append(TroopsLost(player, t, lost))
    seat = state.players[player]
    for name, gained, lost in (("stars", RedStarsGained, RedStarsLost), ("missiles", MissilesGained, MissilesLost)):
        change = max(int(effect.get(name, 0)), -getattr(seat, name))  # never below none
        if change:
            setattr(seat, name, getattr(seat, name) + change)
            events.append(gained(player, change) if change > 0 else lost(player, -change))
    return events


def _put_away(state, card: EventCard) -> None:
    then = card.then
    if then == "shuffle-back":
        state.event_deck.append(card.id)
        state.shuffle(state.event_deck)
    elif then == "bottom":
        state.event_deck.insert(0, card.id)  # the deck's top is its last card, as classic's deck


# -- missions ------------------------------------------------------------------------------------


def mission_complete(rules, state, player: int, mission: MissionCard | str) -> bool:
    """Whether ``player`` has completed ``mission`` now: every part of its condition holds
    (at least so many of each measure; ``continent``: that continent controlled). Only a
    player in the war completes a mission."""
    card = mission if isinstance(mission, MissionCard) else _mission_card(rules, mission)
    if not in_the_war(state, player):
        return False
    tally = Tally(rules, state)
    for key, wanted in card.condition.items():
        if key == "continent":
            if wanted not in tally.continents(player):
                return False
        elif tally.measure(player, key) < int(wanted):
            return False
    return True


def _mission_card(rules, card_id: str) -> MissionCard:
    card = mission_card(campaign_of(rules), card_id) if campaign_of(rules) is not None else None
    if card is None:
        raise KeyError(f"no pack of this world has the mission card '{card_id}'")
    return card


# -- a pack opened mid-game --------------------------------------------------------------------


def pack_joins_game(rules, state, pack: Pack, player: int = NOBODY) -> list[Event]:
    """Bring a pack opened mid-game into play ("its content takes effect from then on"): its
    id joins ``state.packs_opened``; its event cards "would be shuffled together with any
    cards left in the event deck", its mission cards with those waiting for the mission slot
    (one goes face up if the slot is empty). Scar cards are dealt before a game, so a pack's
    scar cards wait for the next one; its option changes too (the rules' options are set for
    a whole game). Its scar types and powers reach the world when the campaign opens the
    pack after the game (packs.open_packs_after_game); the rules count its powers at once."""
    events: list[Event] = [PackOpened(player, pack.id, pack.name)]
    if pack.id not in state.packs_opened:
        state.packs_opened.append(pack.id)
    new_events = [e.id for e in pack.events]
    new_missions = [m.id for m in pack.missions]
    if new_events:
        state.event_deck.extend(new_events)
        state.shuffle(state.event_deck)
    if new_missions:
        state.mission_deck.extend(new_missions)
        state.shuffle(state.mission_deck)
        if not state.mission:
            state.mission = state.mission_deck.pop()
    if new_events or new_missions:
        events.append(CardsJoinPlay(player, len(new_events), len(new_missions)))
    return events
