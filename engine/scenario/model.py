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
    """Starting state for the MU economy variant (read by its rules, later)."""

    money: dict[int, int] = field(default_factory=dict)  # player index -> MU
    capitals: dict[int, str] = field(default_factory=dict)  # player index -> territory id
    bases: list[str] = field(default_factory=list)
    roads: list[str] = field(default_factory=list)
    fortifications: list[str] = field(default_factory=list)


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
