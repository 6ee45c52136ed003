"""What happens in an MU economy game, for the log (see engine/core/events.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.events import Event
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.quick_init import quick_init


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    player: int  # who holds the initiative (-1: nobody yet)
    round: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "Round {round} begins.")
    starts_turn: ClassVar[bool] = True  # a round is the economy's turn: autosaved, charted


@dataclass(frozen=True, slots=True)
class IncomeReceived(Event):
    player: int
    income: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} gets {income} MU.")


@dataclass(frozen=True, slots=True)
class UnitsRecruited(Event):
    player: int
    territory: int
    count: int
    kind: str
    cost: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} recruits {count} {kind} in {territory} for {cost} MU.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class InfrastructureChanged(Event):
    player: int
    territory: int
    what: str
    money: int  # MU paid (negative: received)
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player}: {what} in {territory} ({money} MU).")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class InfluenceTraded(Event):
    player: int
    money: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} trades three influence cards for {money} MU.")


@dataclass(frozen=True, slots=True)
class InfluenceDrawn(Event):
    player: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} gains an influence card.")


@dataclass(frozen=True, slots=True)
class PlayerDone(Event):
    player: int
    phase: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} is done ({phase}).")


@dataclass(frozen=True, slots=True)
class UnitsMoved(Event):
    player: int
    source: int
    target: int
    count: int
    kind: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} moves {count} {kind} from {source} to {target}.")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class InitiativeWon(Event):
    player: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} wins the initiative.")


@dataclass(frozen=True, slots=True)
class RollOff(Event):
    player: int  # the attacker (-1: neutral)
    defender: int  # -1: neutral units
    territory: int
    attacker_roll: int
    defender_roll: int
    attacker_lost: bool
    defender_lost: bool
    # The modifiers each side's roll got, with their sources (engine/rules/economy/combat.py:
    # ("flank", 1), ("defender", 1) ...); None where the roll-off did not report them.
    attacker_modifiers: tuple[tuple[str, int], ...] | None = None
    defender_modifiers: tuple[tuple[str, int], ...] | None = None
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "In {territory}, {player} rolls {attacker_roll} against {defender}'s {defender_roll}.")
    players: ClassVar[tuple[str, ...]] = ("player", "defender")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class BattleOver(Event):
    player: int  # the winner, -1 for none
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "The battle in {territory} is over (winner: {player}).")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class Revolution(Event):
    player: int  # whose country rose
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "Revolution in {territory}, a country of {player}!")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class RevolutionIncited(Event):
    player: int
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} incites a revolution in {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class CapitalTaken(Event):
    player: int  # the taker
    loser: int
    territory: int
    money: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} takes {loser}'s capital {territory} and {money} MU.")
    players: ClassVar[tuple[str, ...]] = ("player", "loser")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class AllianceMade(Event):
    player: int
    ally: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} and {ally} are allies.")
    players: ClassVar[tuple[str, ...]] = ("player", "ally")


@dataclass(frozen=True, slots=True)
class AllianceOffered(Event):
    player: int
    ally: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} offers {ally} an alliance.")
    players: ClassVar[tuple[str, ...]] = ("player", "ally")


@dataclass(frozen=True, slots=True)
class PlayerSurrendered(Event):
    player: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} surrenders; their units become neutral.")


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    player: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} has nothing left and is out.")


# (RollOff has fields with defaults, which quick_init does not handle.)
for _event_type in [v for v in list(globals().values())
                    if isinstance(v, type) and issubclass(v, Event) and v not in (Event, RollOff)]:
    quick_init(_event_type)
del _event_type


@dataclass(frozen=True, slots=True)
class SiegeDeclared(Event):
    player: int
    besieged: int
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} lays siege to {besieged} in {territory}.")
    players: ClassVar[tuple[str, ...]] = ("player", "besieged")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class InfrastructureAttacked(Event):
    player: int
    territory: int
    what: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} attacks the {what} in {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class InfrastructureDestroyed(Event):
    player: int
    territory: int
    what: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} destroys the {what} in {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class UnitsOnBorder(Event):
    player: int
    source: int
    target: int
    count: int
    kind: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player}'s {count} {kind} from {source} meet the enemy on the border with {target}.")
    territories: ClassVar[tuple[str, ...]] = ("source", "target")


@dataclass(frozen=True, slots=True)
class BorderRollOff(Event):
    player: int  # the attacker (or interceptor)
    defender: int  # the side attacked (or withdrawing)
    first: int  # the border
    second: int
    attacker_roll: int
    defender_roll: int
    attacker_lost: bool
    defender_lost: bool
    # The modifiers each side's roll had (on a border only the size bonus), as in RollOff.
    attacker_modifiers: tuple[tuple[str, int], ...] | None = None
    defender_modifiers: tuple[tuple[str, int], ...] | None = None
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "On the border of {first} and {second}, {player} rolls {attacker_roll} against "
        "{defender}'s {defender_roll}.")
    players: ClassVar[tuple[str, ...]] = ("player", "defender")
    territories: ClassVar[tuple[str, ...]] = ("first", "second")


@dataclass(frozen=True, slots=True)
class BorderBattleOver(Event):
    player: int  # the winner, -1 for none
    first: int
    second: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "The battle on the border of {first} and {second} is over (winner: {player}).")
    territories: ClassVar[tuple[str, ...]] = ("first", "second")


@dataclass(frozen=True, slots=True)
class BorderWithdrawal(Event):
    player: int
    territory: int  # where they came from, and go back to
    count: int
    kind: str
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} withdraws {count} {kind} from the border back to {territory}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class UpkeepPaid(Event):
    player: int
    upkeep: int
    units_lost: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} pays {upkeep} MU upkeep.")


@dataclass(frozen=True, slots=True)
class ArmiesLostAtSea(Event):
    """Armies in water without enough navies there: "the excess army units immediately die"."""

    player: int
    territory: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} loses {count} in {territory}: too few navies there to carry every army.")
    counts: ClassVar[dict[str, str]] = {"count": "army_units"}
    territories: ClassVar[tuple[str, ...]] = ("territory",)


@dataclass(frozen=True, slots=True)
class UnitsDiedUnpaid(Event):
    """Told apart from UpkeepPaid so that a round without losses does not read "0 units lost"."""

    player: int
    count: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} loses {count}: their upkeep was not paid.")
    counts: ClassVar[dict[str, str]] = {"count": "units"}


@dataclass(frozen=True, slots=True)
class TerritoryForfeited(Event):
    player: int
    ally: int
    territory: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} gives {territory} to {ally}.")
    territories: ClassVar[tuple[str, ...]] = ("territory",)
    players: ClassVar[tuple[str, ...]] = ("player", "ally")


@dataclass(frozen=True, slots=True)
class WithdrawalEnded(Event):
    player: int
    territory: int  # where they withdrew from
    target: int
    gone: int  # units that left for the target
    stayed: int  # units that stay (broken off, or chose to stay)
    template: ClassVar[str] = QT_TRANSLATE_NOOP(
        "Event", "{player} ends the withdrawal from {territory}: {gone} to {target}, {stayed} in place.")
    counts: ClassVar[dict[str, str]] = {"gone": "units", "stayed": "units"}
    territories: ClassVar[tuple[str, ...]] = ("territory", "target")


@dataclass(frozen=True, slots=True)
class InfluenceStolen(Event):
    player: int
    victim: int
    template: ClassVar[str] = QT_TRANSLATE_NOOP("Event", "{player} takes an influence card from {victim}.")
    players: ClassVar[tuple[str, ...]] = ("player", "victim")
