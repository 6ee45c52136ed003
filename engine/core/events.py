"""Everything observable that happens in a game, as small values.

The game log, animations and statistics are all built from events. Each event type has an
English sentence template; :func:`describe` fills it in with names. The templates are marked
for translation (engine.core.messages), and the play window translates the template before
filling it in with names in its reader's language (editor/play/event_text.py).

Territories, players and cards are indexes (as in the state); ``describe`` turns them into
names through the game's world and players.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar

from engine.core.messages import QT_TRANSLATE_NOOP, counted
from engine.core.quick_init import quick_init


@dataclass(frozen=True, slots=True)
class Event:
    template: ClassVar[str] = ""
    # Which fields hold a player, a territory, a list of territories, cards or a continent.
    players: ClassVar[tuple[str, ...]] = ("player",)
    territories: ClassVar[tuple[str, ...]] = ()
    # Events only their player may see in full (a card drawn): others see ``public_template``.
    private: ClassVar[bool] = False
    public_template: ClassVar[str] = ""
    # Which fields count something, and what (a key of engine.core.messages.COUNT_PHRASES):
    # they are put into the template with their noun and its plural form ("{armies}": "3 armies").
    counts: ClassVar[dict[str, str]] = {}
    # A turn (or, where everyone plays together, a round) begins: the play window autosaves
    # and records the players' figures for the victory chart (editor/play/controller.py).
    starts_turn: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    player: int  # who plays first
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "The game begins; {player} plays first.")


@dataclass(frozen=True, slots=True)
class TerritoryClaimed(Event):
    player: int
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} claims {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class ArmiesPlaced(Event):
    player: int
    territory: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} places {count} on {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    turn: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "Turn {turn}: {player} to play.")
    starts_turn: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class ReinforcementsReceived(Event):
    player: int
    from_territories: int
    from_continents: int
    total: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event",
        "{player} receives {total} ({from_territories} for territories, "
        "{from_continents} for continents).",
    )
    counts: ClassVar[dict[str, str]] = {"total": "armies"}


@dataclass(frozen=True, slots=True)
class CardsTraded(Event):
    player: int
    cards: tuple[int, ...]
    armies: int
    bonus_territories: tuple[int, ...]  # 2 extra armies placed on each
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} trades a set of cards for {armies}.")
    counts: ClassVar[dict[str, str]] = {"armies": "armies"}
    territories: ClassVar[tuple[str, ...]] = ("bonus_territories",)


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    player: int
    phase: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player}: {phase}.")


@dataclass(frozen=True, slots=True)
class AttackDeclared(Event):
    player: int
    defender: int
    source: int
    target: int
    dice: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} attacks {target} from {source} with {dice}.")
    counts: ClassVar[dict[str, str]] = {"dice": "dice"}
    players: ClassVar[tuple[str, ...]] = ("player", "defender")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    player: int  # the attacker
    defender: int
    source: int
    target: int
    attacker_dice: tuple[int, ...]  # sorted high to low, values 1-6
    defender_dice: tuple[int, ...]
    attacker_losses: int
    defender_losses: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event",
        "{player} rolls {attacker_dice} against {defender}'s {defender_dice}: "
        "{player} loses {attacker_losses}, {defender} loses {defender_losses}.",
    )
    players: ClassVar[tuple[str, ...]] = ("player", "defender")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class BattleSampled(Event):
    """A blitz resolved in one draw from its exact outcome distribution (the rules option
    ``battle_sampling``, for simulations): the whole battle's losses, not each roll's dice.
    A capture that ends it follows as its own TerritoryCaptured."""

    player: int  # the attacker
    defender: int
    source: int
    target: int
    attacker_losses: int
    defender_losses: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event",
        "{player} attacks {target} from {source} until it is decided: "
        "{player} loses {attacker_losses}, {defender} loses {defender_losses}.",
    )
    players: ClassVar[tuple[str, ...]] = ("player", "defender")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class TerritoryCaptured(Event):
    player: int
    previous_owner: int
    source: int
    target: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} captures {target} from {previous_owner}.")
    players: ClassVar[tuple[str, ...]] = ("player", "previous_owner")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class ArmiesMoved(Event):
    player: int
    source: int
    target: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} moves {count} from {source} to {target}.")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class PlayerEliminated(Event):
    player: int  # the one knocked out
    by: int
    cards_taken: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} is eliminated by {by}, who takes {cards_taken}.")
    counts: ClassVar[dict[str, str]] = {"cards_taken": "cards"}
    players: ClassVar[tuple[str, ...]] = ("player", "by")


@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    player: int
    card: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} draws the {card} card.")
    private: ClassVar[bool] = True
    public_template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} draws a card.")


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    player: int
    cards: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The discarded cards are shuffled into a new draw pile ({cards}).")
    counts: ClassVar[dict[str, str]] = {"cards": "cards"}


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    player: int
    reason: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} wins: {reason}.")


# Thousands of events a second in simulations: a faster __init__, the same frozen values.
for _event_type in [v for v in globals().values() if isinstance(v, type) and issubclass(v, Event) and v is not Event]:
    quick_init(_event_type)
del _event_type  # the loop's name would otherwise stay in the module as one more event class


def event_fields(event: Event) -> dict[str, object]:
    return {f.name: getattr(event, f.name) for f in fields(event)}


def describe(event: Event, player_names, territory_names, card_name=None, *, viewer: int | None = None) -> str:
    """The event as an English sentence; private details are hidden from other viewers."""
    template = event.template
    if event.private and viewer is not None and viewer != getattr(event, "player", None):
        template = event.public_template
    return template.format(**describe_params(event, player_names, territory_names, card_name))


def describe_params(event: Event, player_names, territory_names, card_name=None) -> dict[str, object]:
    """The template's parameters with indexes replaced by names, and counts as
    :class:`~engine.core.messages.Count` (an int that says its noun: "3 armies")."""
    params = counted(event_fields(event), event.counts)
    for name in event.players:
        params[name] = player_names[params[name]] if params[name] >= 0 else "nobody"
    for name in event.territories:
        value = params[name]
        params[name] = (
            ", ".join(territory_names[t] for t in value) if isinstance(value, tuple) else territory_names[value]
        )
    for name in ("attacker_dice", "defender_dice"):
        if name in params:
            params[name] = "-".join(str(d) for d in params[name])
    if "card" in params and card_name is not None:
        params["card"] = card_name(params["card"])
    return params
