"""A scenario: how a game on a map starts — rules, players, setup, and a Legacy world's history."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from engine.campaign.world import LegacyWorld


class SetupKind(enum.StrEnum):
    RANDOM = "random"  # territories dealt at random
    CLAIM = "claim"  # players claim territories, then place the rest
    FIXED = "fixed"  # the scenario says who owns what, with how many troops


@dataclass(frozen=True)
class ScenarioPlayer:
    name: str
    colour: str | None = None
    faction: str = ""  # a faction id (Legacy)
    controller: str = "human"  # "human" or a bot's name, a suggestion for play mode
    # Whether the seat always defends with the most dice (True) or is asked each battle
    # (False); None: the rules' default. Kept per person in a campaign (docs/campaigns.md).
    defend_max: bool | None = None


@dataclass
class FixedSetup:
    """Who owns each territory at the start and with how many troops; HQs for Legacy."""

    owners: dict[str, int] = field(default_factory=dict)  # territory id -> player index
    troops: dict[str, int] = field(default_factory=dict)  # territory id -> troops
    hqs: dict[int, str] = field(default_factory=dict)  # player index -> territory id


@dataclass
class EconomySetup:
    """The MU economy variant's starting state over the chosen start (docs/scenario-format.md).

    With a fixed setup the scenario's ``fixed`` owners and troops are the army units (in
    countries, and at sea riding their player's navies); this adds everything else a player
    starts with. Without one, it stands over what the start deals (money, a capital...).
    """

    money: dict[int, int] = field(default_factory=dict)  # player index -> MU
    capitals: dict[int, str] = field(default_factory=dict)  # player index -> territory id
    bases: list[str] = field(default_factory=list)  # army bases, a country once per base
    roads: list[str] = field(default_factory=list)
    fortifications: list[str] = field(default_factory=list)
    cards: dict[int, int] = field(default_factory=dict)  # player index -> influence cards dealt at the start
    navy_bases: list[str] = field(default_factory=list)  # "country:water", a border once per base
    canals: list[str] = field(default_factory=list)
    navies: dict[str, tuple[int, int]] = field(default_factory=dict)  # water id -> (player index, navy units)

    def is_empty(self) -> bool:
        return not any((self.money, self.cards, self.capitals, self.bases, self.navy_bases, self.roads,
                        self.fortifications, self.canals, self.navies))


@dataclass
class Scenario:
    name: str
    map: str  # path to the map file, relative to the scenario file
    ruleset: str = "classic"
    description: str = ""
    options: dict[str, object] = field(default_factory=dict)
    players: list[ScenarioPlayer] = field(default_factory=list)
    setup: SetupKind = SetupKind.RANDOM
    fixed: FixedSetup = field(default_factory=FixedSetup)
    legacy: LegacyWorld | None = None
    economy: EconomySetup | None = None
