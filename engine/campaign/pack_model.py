"""Content packs: what a sealed pack holds, and the vocabulary of its event and mission cards.

Risk Legacy's sealed packs open when something happens in the campaign (the 9th minor city,
the first elimination, …); their real contents are secret and not in our sources, so a
group writes its own (docs/content-packs.md). A pack waits in the world, sealed, until its
trigger fires; then what it holds joins the world: scar types and scar cards, faction
powers, event and mission cards, changes to the rule options, and rule text to read.

Events and missions are data, like scar and power effects: an event's ``effect`` and a
mission's ``condition`` are mappings written from the small vocabularies below, which
engine/campaign/pack_cards.py carries out during a game. Reading (pack_format.py) refuses
anything outside them, with the file, line and field.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.campaign.pieces import MarkKind, Power, ScarType


class Trigger(enum.StrEnum):
    """When a pack opens (rulebook, "Opening New Packages")."""

    NINTH_MINOR_CITY = "ninth-minor-city"  # "Open when the 9th Minor City is founded" (end of game)
    FIRST_ELIMINATION = "first-elimination"  # "the first time a Faction is wiped off the board"
    SECOND_SIGNATURE = "second-signature"  # "sign the board for the second time" (end of game)
    MARK_PLACED = "mark-placed"  # "Open when the [mark] is placed on the board" (mid-game)
    THREE_MISSILES = "three-missiles"  # "3 Missiles are used during the same combat roll"
    THIRTY_TROOPS = "thirty-troops"  # "about to place 30+ troops ... and has at least one Missile"


# The numbers the rulebook's triggers name.
MINOR_CITIES_TO_OPEN = 9
MISSILES_IN_ONE_ROLL = 3
TROOPS_TO_PLACE = 30


# -- event cards --------------------------------------------------------------------------------

# What a player can be counted by: an event goes to the player with the most (or fewest) of
# one of these, and a mission asks for at least so many.
MEASURES = (
    "territories",  # territories controlled (one troop or more)
    "continents",  # whole continents controlled
    "cities",  # controlled territories with a city
    "major-cities",  # ... with a major city (or the world capital)
    "minor-cities",  # ... with a minor city
    "fortified-cities",  # ... with a fortified city
    "population",  # the population of the cities controlled
    "hqs",  # HQs standing in territories controlled (their own included)
    "enemy-hqs",  # ... other players' HQs
    "scars",  # controlled territories with a scar
    "troops",  # troops on the board
    "stars",  # red stars: tokens plus HQs controlled
    "cards",  # resource cards held
    "coins",  # coins on the resource cards held
    "missiles",
)
WHO = ("everyone", "current") + tuple(f"{end}-{m}" for m in MEASURES for end in ("most", "fewest"))
# Where an event's troops go (or are lost): each territory the player controls (that has ...).
WHERE = ("territories", "cities", "major-cities", "minor-cities", "fortified-cities", "scars", "hqs")
# Where the card goes once resolved: "perform the action on the card, including where to put
# the card after resolving its effect". Discarded event cards "go back in the box".
THEN = ("discard", "shuffle-back", "bottom")

# Each key of an event's effect: its allowed values, or (low, high) for a whole number.
EVENT_VOCABULARY: Mapping[str, tuple] = {
    "who": WHO,  # whom it touches (or "faction")
    "faction": (),  # ... or the player of this faction (a faction id)
    "troops": (-100, 100),  # gained (negative: lost) in each territory named by "where"
    "where": WHERE,
    "stars": (-10, 10),  # red star tokens gained (negative: lost, never below none)
    "missiles": (-10, 10),  # missiles gained (negative: lost)
    "then": THEN,
}
EVENT_OUTCOMES = ("troops", "stars", "missiles")


@dataclass(frozen=True)
class EventCard:
    """An event card: read aloud and resolved when the card turned into slot 1 shows an even
    number of coins."""

    id: str
    name: str
    text: str
    effect: Mapping[str, object] = field(default_factory=dict)
    # Its words in other languages: language -> field -> text (engine/campaign/local_text.py).
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @property
    def then(self) -> str:
        return str(self.effect.get("then", "discard"))


# -- mission cards ------------------------------------------------------------------------------

# Each key of a mission's condition: a whole number (at least so many of that measure), except
# "continent" (that continent controlled, by id). Every key must hold.
MISSION_VOCABULARY: Mapping[str, tuple] = {
    **{m: (1, 100_000) for m in MEASURES if m != "stars"},  # stars would be circular
    "troops-in-one-territory": (1, 100_000),
    "continent": (),
}
MISSION_STARS = (1, 2)  # "to gain one or two Red Star tokens"


@dataclass(frozen=True)
class MissionCard:
    """A mission card: completed at the end of a turn, instead of drawing a resource card,
    for one or two red stars."""

    id: str
    name: str
    text: str
    condition: Mapping[str, object] = field(default_factory=dict)
    stars: int = 1
    # Its words in other languages: language -> field -> text (engine/campaign/local_text.py).
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict)


# -- packs ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pack:
    """A sealed pack: when it opens, and what it adds to the world."""

    id: str
    name: str
    trigger: Trigger
    text: str  # "THE WAR PROGRESSES": read aloud when the pack is opened
    # mark-placed: the mark that opens it, a kind of mark (mark) or a scar type (scar).
    mark: str = ""
    scar: str = ""
    scar_types: tuple[ScarType, ...] = ()
    scar_cards: Mapping[str, int] = field(default_factory=dict)  # scar type id -> cards added
    powers: tuple[Power, ...] = ()  # each on its faction's card once opened
    events: tuple[EventCard, ...] = ()
    missions: tuple[MissionCard, ...] = ()
    options: Mapping[str, object] = field(default_factory=dict)  # rule option -> new value
    rules: str = ""  # rule text (the "EVOLUTION" stickers for the rulebook)
    # Its words in other languages: language -> field -> text (engine/campaign/local_text.py).
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def waits_for(self, mark_kind: str, scar: str = "") -> bool:
        """Whether placing this mark (a kind, with its scar type for a scar) opens the pack."""
        if self.trigger is not Trigger.MARK_PLACED:
            return False
        if self.scar:
            return mark_kind == MarkKind.SCAR.value and scar == self.scar
        return mark_kind == self.mark
