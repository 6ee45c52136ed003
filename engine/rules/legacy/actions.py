"""What a Risk Legacy player can do beyond the classic turn (placing, attacking, occupying
and maneuvering are classic's actions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, action

NO_PLACE = "none"  # a reward that names no territory or continent


@action
@dataclass(frozen=True, slots=True)
class ChooseFaction(Action):
    """Setup: take a faction (with its chosen power)."""

    faction: str
    verb: ClassVar[str] = "choose-faction"
    field_kinds: ClassVar[tuple[str, ...]] = ("id",)


@action
@dataclass(frozen=True, slots=True)
class ChooseStart(Action):
    """Setup: the starting territory for your troops and HQ; or, joining the war, where your
    troops come back (no new HQ)."""

    territory: int
    verb: ClassVar[str] = "choose-start"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class BuyStar(Action):
    """Start of turn: turn in resource cards (four) for a red star token."""

    cards: tuple[int, ...]
    verb: ClassVar[str] = "buy-star"
    field_kinds: ClassVar[tuple[str, ...]] = ("cards",)


@action
@dataclass(frozen=True, slots=True)
class PlayScarCard(Action):
    """Start of turn: play your scar card, placing its scar on a territory."""

    territory: int
    verb: ClassVar[str] = "play-scar"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class BeginRecruit(Action):
    """Start of turn done: join the war, or recruit."""

    verb: ClassVar[str] = "begin-recruit"


@action
@dataclass(frozen=True, slots=True)
class TurnInCards(Action):
    """Recruit: resource cards worth 2 to 10 coins for troops, by the coin chart."""

    cards: tuple[int, ...]
    verb: ClassVar[str] = "turn-in"
    field_kinds: ClassVar[tuple[str, ...]] = ("cards",)


@action
@dataclass(frozen=True, slots=True)
class Expand(Action):
    """Move troops from your territory into an unoccupied neighbour (a city there costs its
    population in troops first)."""

    source: int
    target: int
    count: int
    verb: ClassVar[str] = "expand"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count")


@action
@dataclass(frozen=True, slots=True)
class FireMissile(Action):
    """After a roll, before losses: set one die to an unmodifiable 6. ``side`` is "attack" or
    "defence", ``die`` the die's place among that side's natural dice, 1 for the highest."""

    side: str
    die: int
    verb: ClassVar[str] = "fire-missile"
    field_kinds: ClassVar[tuple[str, ...]] = ("id", "count")


@action
@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """End of turn: the face-up territory card in ``slot`` (1 to 4), or a coin card (0)."""

    slot: int
    verb: ClassVar[str] = "take-card"
    field_kinds: ClassVar[tuple[str, ...]] = ("count",)


@action
@dataclass(frozen=True, slots=True)
class CompleteMission(Action):
    """End of turn: complete the face-up mission for its red stars, instead of drawing a
    resource card ("you cannot draw a Resource card on the same turn that you complete a
    mission")."""

    verb: ClassVar[str] = "complete-mission"


@action
@dataclass(frozen=True, slots=True)
class Continue(Action):
    """Read what a pack brought into the game, and play on."""

    verb: ClassVar[str] = "continue"


@action
@dataclass(frozen=True, slots=True)
class ChooseReward(Action):
    """After the game: a reward (engine/campaign/rewards.py) — its kind, the territory or
    continent it concerns (NO_PLACE for none), a name for a city or continent, and for a
    continent bonus the change ("up" or "down"; "none" otherwise)."""

    kind: str
    place: str
    name: str
    change: str
    verb: ClassVar[str] = "choose-reward"
    field_kinds: ClassVar[tuple[str, ...]] = ("id", "id", "text", "id")


@action
@dataclass(frozen=True, slots=True)
class NameWorld(Action):
    """After the fifteenth game: the player with the most signatures names the world."""

    name: str
    verb: ClassVar[str] = "name-world"
    field_kinds: ClassVar[tuple[str, ...]] = ("text",)
