"""What happens in a Risk Legacy game beyond the classic events, each with its sentence."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.quick_init import quick_init


@dataclass(frozen=True, slots=True)
class ChoiceOrderRolled(Event):
    player: int  # who chooses first (and plays first)
    rolls: tuple[int, ...]  # each seat's roll
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} rolls highest and chooses first.")


@dataclass(frozen=True, slots=True)
class FactionChosen(Event):
    player: int
    faction: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} plays {faction}.")


@dataclass(frozen=True, slots=True)
class HeadquartersPlaced(Event):
    player: int
    territory: int
    troops: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} starts in {territory} with {troops} and the HQ.")
    counts: ClassVar[dict[str, str]] = {"troops": "troops"}
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class PowerTroopsRecruited(Event):
    """Troops a faction power adds to the recruits, to be placed with them ("Recruit one extra
    troop at the start of each turn")."""

    player: int
    power: str  # the power's name
    troops: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} recruits {troops} more from {power}.")
    counts: ClassVar[dict[str, str]] = {"troops": "troops"}


@dataclass(frozen=True, slots=True)
class PowerTroopsPlaced(Event):
    """Troops a faction power places itself ("place one troop in your headquarters if you
    control it")."""

    player: int
    power: str  # the power's name
    territory: int
    troops: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} places {troops} in {territory} from {power}.")
    counts: ClassVar[dict[str, str]] = {"troops": "troops"}
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class StarBought(Event):
    player: int
    cards: tuple[int, ...]
    stars: int  # stars now (tokens and HQs)
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} turns in four cards for a red star.")


@dataclass(frozen=True, slots=True)
class ScarPlaced(Event):
    player: int
    territory: int
    scar: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} places a {scar} scar on {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class ScarActedAtTurnEnd(Event):
    """A scar that acts at the end of a turn ("The powers on these Scars happen after any
    maneuvers, but before collecting a Resource or Mission card"): the troops it added to its
    territory, or removed (``change`` negative), for the player whose turn ends there."""

    player: int  # whose turn ends: the territory's controller
    territory: int
    scar: str  # the scar type's id
    change: int  # troops added (negative: removed)
    troops: int  # troops in the territory now
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The {scar} scar on {territory} changes its troops by {change} to {troops} at the end of the turn.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class JoinedTheWar(Event):
    player: int
    territory: int
    troops: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} joins the war in {territory} with {troops}.")
    counts: ClassVar[dict[str, str]] = {"troops": "troops"}
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class KnockedOut(Event):
    player: int
    by: int
    cards_taken: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} loses their last troop to {by}, who takes {cards_taken} from them.")
    counts: ClassVar[dict[str, str]] = {"cards_taken": "resource_cards"}
    players: ClassVar[tuple[str, ...]] = ("player", "by")


@dataclass(frozen=True, slots=True)
class OutOfTheGame(Event):
    player: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} has no legal starting territory to join the war from and is eliminated.")


@dataclass(frozen=True, slots=True)
class CardsTurnedIn(Event):
    player: int
    cards: tuple[int, ...]
    coins: int
    troops: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} turns in resource cards worth {coins} for {troops}.")
    counts: ClassVar[dict[str, str]] = {"coins": "coins", "troops": "troops"}


@dataclass(frozen=True, slots=True)
class Expanded(Event):
    player: int
    source: int
    target: int
    count: int
    lost: int  # troops lost to the city's resistance
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} expands from {source} into {target} with {count}; the city costs {lost}.")
    counts: ClassVar[dict[str, str]] = {"count": "troops", "lost": "troops"}
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class BattleModified(Event):
    """A roll as rolled and as modified: each change with its source (a scar, a fortification,
    a power, a missile), so players see every die's natural value and why it changed."""

    player: int
    defender: int
    natural_attack: tuple[int, ...]
    natural_defence: tuple[int, ...]
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    changes: tuple[tuple[str, int, int, int, str], ...]  # (side, die, before, after, source)
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The dice are modified: attack {attack}, defence {defence}.")
    players: ClassVar[tuple[str, ...]] = ("player", "defender")


@dataclass(frozen=True, slots=True)
class MissileWindowOpened(Event):
    player: int  # the attacker
    defender: int
    attack: tuple[int, ...]  # the dice as they stand now (modified)
    defence: tuple[int, ...]
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "Missiles may be fired: attack {attack} against defence {defence}.")
    players: ClassVar[tuple[str, ...]] = ("player", "defender")


@dataclass(frozen=True, slots=True)
class MissileFired(Event):
    player: int
    side: str
    die: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} fires a missile: one {side} die becomes a 6.")


@dataclass(frozen=True, slots=True)
class FortificationWorn(Event):
    player: int
    territory: int
    used: int  # boxes ticked now, of 10
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The fortification of {territory} is worn down ({used} of 10 boxes marked).")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class ResourceCardTaken(Event):
    player: int
    card: int  # a territory card, or a coin card
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} takes the {card} card.")


@dataclass(frozen=True, slots=True)
class CoinsRanOut(Event):
    player: int  # who gets the red star (-1: a tie, nobody)
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The coin cards have run out: {player} controls the most territories and takes a red star.")


@dataclass(frozen=True, slots=True)
class GameResults(Event):
    """The end of a game: the faction of each seat won, held on or was eliminated."""

    player: int  # the winner (-1: nobody)
    results: tuple[str, ...]  # per seat: "won", "held-on" or "eliminated"
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "The war is over; {player} signs the board.")


@dataclass(frozen=True, slots=True)
class RewardChosen(Event):
    player: int
    kind: str
    place: str
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} chooses a reward: {kind}.")


@dataclass(frozen=True, slots=True)
class WorldNamed(Event):
    player: int
    name: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} names the world {name}.")


@dataclass(frozen=True, slots=True)
class PackOpened(Event):
    player: int  # who opened it (-1: nobody in particular)
    pack: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "A sealed pack is opened: {pack}.")


for _event_type in [v for v in globals().values() if isinstance(v, type) and issubclass(v, Event) and v is not Event]:
    quick_init(_event_type)
del _event_type
