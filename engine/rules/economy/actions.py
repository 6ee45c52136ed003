"""The MU economy's actions (frozen values with a text form, see engine/core/actions.py).

Kinds of unit and of infrastructure are written as ids: ``army``/``navy``, and
``army-base``, ``navy-base``, ``road``, ``fortification``, ``canal``, ``capital``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, action

ARMY, NAVY = "army", "navy"
UNIT_KINDS = (ARMY, NAVY)


@action
@dataclass(frozen=True, slots=True)
class DraftPick(Action):
    """The draft start: take an unclaimed country."""

    territory: int
    verb: ClassVar[str] = "draft-pick"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class PlaceCapital(Action):
    """The setup: your capital in one of your countries."""

    territory: int
    verb: ClassVar[str] = "place-capital"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class PlaceBase(Action):
    """The setup: one of your two army bases in one of your countries."""

    territory: int
    verb: ClassVar[str] = "place-base"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class PlaceUnits(Action):
    """The setup: some of your starting army units in one of your countries."""

    territory: int
    count: int
    verb: ClassVar[str] = "place-units"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "count")


@action
@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Get phase: army units in a country you control (5 MU each, 10 without a free base)."""

    territory: int
    count: int
    verb: ClassVar[str] = "recruit"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "count")


@action
@dataclass(frozen=True, slots=True)
class RecruitNavy(Action):
    """Get phase: navy units bought in a country you control, put in an adjacent water."""

    territory: int
    water: int
    count: int
    verb: ClassVar[str] = "recruit-navy"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count")


@action
@dataclass(frozen=True, slots=True)
class Build(Action):
    """Get phase: a piece of infrastructure in a country you control."""

    territory: int
    what: str
    verb: ClassVar[str] = "build"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "id")


@action
@dataclass(frozen=True, slots=True)
class BuildNavyBase(Action):
    """Get phase: a navy base on the border between a country you control and one of its
    waters, where its recruits appear."""

    territory: int
    water: int
    verb: ClassVar[str] = "build-navy-base"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory")


@action
@dataclass(frozen=True, slots=True)
class Blockade(Action):
    """Friendly movement: one of your navy units in a water blockades a hostile country's navy
    base on that water (its base cannot produce navy units)."""

    territory: int
    water: int
    verb: ClassVar[str] = "blockade"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory")


@action
@dataclass(frozen=True, slots=True)
class EndBlockade(Action):
    """Get phase, planning or friendly movement: your blockading navy unit ends its blockade."""

    territory: int
    water: int
    verb: ClassVar[str] = "end-blockade"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory")


@action
@dataclass(frozen=True, slots=True)
class Demolish(Action):
    """Get phase: destroy a piece of your infrastructure for half its price."""

    territory: int
    what: str
    verb: ClassVar[str] = "demolish"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "id")


@action
@dataclass(frozen=True, slots=True)
class TradeInfluence(Action):
    """Get phase: three influence cards for 50 MU."""

    cards: tuple[int, ...]
    verb: ClassVar[str] = "trade-influence"
    field_kinds: ClassVar[tuple[str, ...]] = ("cards",)


@action
@dataclass(frozen=True, slots=True)
class OfferAlliance(Action):
    """Get phase: offer an alliance to a seat; it is made when both have offered."""

    seat: int
    verb: ClassVar[str] = "offer-alliance"
    field_kinds: ClassVar[tuple[str, ...]] = ("count",)


@action
@dataclass(frozen=True, slots=True)
class Surrender(Action):
    """Get phase: give up; your units become neutral."""

    verb: ClassVar[str] = "surrender"


@action
@dataclass(frozen=True, slots=True)
class Plan(Action):
    """Planning: a secret order to move units into (or out of) non-friendly territory."""

    source: int
    target: int
    count: int
    kind: str
    verb: ClassVar[str] = "plan"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count", "id")


@action
@dataclass(frozen=True, slots=True)
class MoveUnits(Action):
    """Friendly movement: units not in plans, within friendly territory."""

    source: int
    target: int
    count: int
    kind: str
    verb: ClassVar[str] = "move-units"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory", "count", "id")


@action
@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finished with this phase (Get, Planning, Friendly movement)."""

    verb: ClassVar[str] = "done"


@action
@dataclass(frozen=True, slots=True)
class Fight(Action):
    """Combat: the initiative player picks the battle to resolve next."""

    territory: int
    verb: ClassVar[str] = "fight"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class Incite(Action):
    """Combat: turn in one influence card for a revolution of 2 of your units in its country."""

    cards: tuple[int, ...]
    verb: ClassVar[str] = "incite"
    field_kinds: ClassVar[tuple[str, ...]] = ("cards",)


@action
@dataclass(frozen=True, slots=True)
class BattleAttack(Action):
    """Battle: attack the units of one kind of an enemy (a seat, or -1: the neutral units)
    with your units of that kind (one roll-off)."""

    kind: str
    target: int
    verb: ClassVar[str] = "battle-attack"
    field_kinds: ClassVar[tuple[str, ...]] = ("id", "seat")


@action
@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Battle: take your units out of the battle into a bordering territory."""

    target: int
    verb: ClassVar[str] = "withdraw"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class WithdrawRazingRoads(Action):
    """Battle: withdraw, and each surviving army unit that still had its normal movement rolls
    1d6 to destroy the roads of the country it leaves (on a 6)."""

    target: int
    verb: ClassVar[str] = "withdraw-razing-roads"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class LandWithNavies(Action):
    """Battle: an amphibious landing (your armies withdraw from the water onto land) with your
    navies there engaged: each lost interception costs an army and a navy, each won one a
    navy of the interceptor."""

    target: int
    verb: ClassVar[str] = "land-with-navies"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory",)


@action
@dataclass(frozen=True, slots=True)
class Siege(Action):
    """Battle: your army units besiege a hostile side's defenders in fortifications."""

    target: int
    verb: ClassVar[str] = "siege"
    field_kinds: ClassVar[tuple[str, ...]] = ("seat",)


@action
@dataclass(frozen=True, slots=True)
class AttackInfrastructure(Action):
    """Battle: one of your army units attacks a piece of infrastructure there (not a capital)."""

    what: str
    verb: ClassVar[str] = "attack-infrastructure"
    field_kinds: ClassVar[tuple[str, ...]] = ("id",)


@action
@dataclass(frozen=True, slots=True)
class NewOrders(Action):
    """After a battle: the winner moves units there that can still move across one border."""

    target: int
    count: int
    kind: str
    verb: ClassVar[str] = "new-orders"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "count", "id")


@action
@dataclass(frozen=True, slots=True)
class FightBorder(Action):
    """Combat: the initiative player picks the border battle (between two territories) to
    resolve next."""

    first: int
    second: int
    verb: ClassVar[str] = "fight-border"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "territory")


@action
@dataclass(frozen=True, slots=True)
class PayUpkeep(Action):
    """Get phase: pay the round's upkeep (units die for each MU not paid). Before it a player may
    trade influence cards and destroy infrastructure ("at any point during the Get Phase");
    recruiting, building and being done come after it."""

    verb: ClassVar[str] = "pay-upkeep"


@action
@dataclass(frozen=True, slots=True)
class Forfeit(Action):
    """Get phase: give one of your countries to an ally who has units in it."""

    territory: int
    seat: int
    verb: ClassVar[str] = "forfeit"
    field_kinds: ClassVar[tuple[str, ...]] = ("territory", "seat")


@action
@dataclass(frozen=True, slots=True)
class BreakOff(Action):
    """Battle: stop a withdrawal part-way: the units not yet withdrawn stay and fight."""

    verb: ClassVar[str] = "break-off"


@action
@dataclass(frozen=True, slots=True)
class EndWithdrawal(Action):
    """Battle: the units that withdrew ``go`` where they were withdrawing to, or ``stay``."""

    how: str
    verb: ClassVar[str] = "end-withdrawal"
    field_kinds: ClassVar[tuple[str, ...]] = ("id",)


@action
@dataclass(frozen=True, slots=True)
class StealInfluence(Action):
    """End of combat, the influence piles empty: take a random influence card from this seat."""

    seat: int
    verb: ClassVar[str] = "steal-influence"
    field_kinds: ClassVar[tuple[str, ...]] = ("seat",)


GO, STAY = "go", "stay"  # how a withdrawal ends
