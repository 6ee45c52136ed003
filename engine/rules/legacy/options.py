"""Risk Legacy's options: every choice the rulebook leaves open, with its default.

The defaults follow the rulebook where it speaks and rules-digest §2's [decision]s where it
is silent; docs/rules-legacy.md lists them (a test keeps the two in step). The classic
machinery LegacyRules builds on reads a few classic options: they are fixed here as
properties (Legacy has no wild cards, maneuvers through connected territories, …), not
options a group could set.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.rules.options import RuleOptions, option

# The board's coin chart is not in our sources (rules-digest §2 [decision]).
COIN_CHART = {"2": 2, "3": 4, "4": 7, "5": 10, "6": 13, "7": 17, "8": 21, "9": 25, "10": 30}
MAX_TROOPS = 1000


@dataclass(frozen=True)
class LegacyOptions(RuleOptions):
    SET_BY_SETUP = ("fixed-placement",)

    @classmethod
    def for_setup(cls, kind: str, fixed: object) -> dict[str, object]:
        """A scenario's fixed setup (troops and HQs placed by its designer) starts the game in
        place of the choice of starts; claim and random leave the rules to set the board up."""
        return {"fixed-placement": cls.placement_of(fixed, hqs=True)} if kind == "fixed" else {}

    starting_troops: int = option(
        8, QT_TRANSLATE_NOOP("RuleOptions", "Troops each player places with their HQ at the start (\"your full "
            "starting troop total, which is 8\")."), minimum=1, maximum=MAX_TROOPS,
    )
    join_troops: int = option(
        0, QT_TRANSLATE_NOOP("RuleOptions", "Troops placed when joining the war; 0: half the starting troops, rounded "
            "down, at least 1 (\"Take HALF your starting troops\")."), minimum=0, maximum=MAX_TROOPS,
    )
    # At least 2: every player holds one star (their HQ) from the moment they place it, so with
    # 1 the first HQ placed would win before the others had chosen a faction or a start.
    stars_to_win: int = option(
        4, QT_TRANSLATE_NOOP("RuleOptions", "Red stars that win the game at once."), minimum=2, maximum=20,
    )
    minimum_recruits: int = option(
        3, QT_TRANSLATE_NOOP("RuleOptions", "Fewest troops recruited for territories and population (\"If this number "
            "is lower than 3, round it up to 3\")."), minimum=0, maximum=MAX_TROOPS,
    )
    coin_chart: dict[str, int] = option(
        COIN_CHART, QT_TRANSLATE_NOOP("RuleOptions", "Troops for resource coins turned in, coins -> troops (2 to 10 "
            "coins; the board's chart is not in the rulebook: a decision)."),
    )
    coin_cards: int = option(
        10, QT_TRANSLATE_NOOP("RuleOptions", "Coin cards on the sideboard."), minimum=0, maximum=100,
    )
    face_up_cards: int = option(
        4, QT_TRANSLATE_NOOP("RuleOptions", "Face-up territory card slots on the sideboard."), minimum=1, maximum=10,
    )
    scar_cards: dict[str, int] = option(
        {"bunker": 2, "ammo-shortage": 2}, QT_TRANSLATE_NOOP("RuleOptions", "Scar cards in the scar deck at the "
            "start, by scar type (the rulebook does not say how many: a decision); packs add more."),
    )
    fortification_bonus: int = option(
        1, QT_TRANSLATE_NOOP("RuleOptions", "Added to both defender dice in a fortified city."), minimum=0, maximum=5,
    )
    fortification_expand_cost: int = option(
        2, QT_TRANSLATE_NOOP("RuleOptions", "Extra troops lost expanding into an unoccupied fortified city."),
        minimum=0, maximum=10,
    )
    stars_for_cards: int = option(
        4, QT_TRANSLATE_NOOP("RuleOptions", "Resource cards turned in for one red star token."), minimum=1, maximum=20,
    )
    hq_apart: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "No HQ may start next to another faction's HQ (as written)."),
    )
    turn_limit: int = option(
        0, QT_TRANSLATE_NOOP("RuleOptions", "End the game without a winner after this many turns (0: no limit). For "
            "simulations."), minimum=0, maximum=1_000_000,
    )
    fixed_placement: dict[str, list[int]] = option(
        {}, QT_TRANSLATE_NOOP("RuleOptions", "A scenario's own start: territory id -> [player number (0 is the first "
            "player listed), troops], with a third number 1 on the player's HQ. A player with an HQ here does not "
            "choose a start; the others do, as written."),
    )
    kept_factions: dict[str, str] = option(
        {}, QT_TRANSLATE_NOOP("RuleOptions", "Factions kept by their players for the whole campaign, player name -> "
            "faction id (as seated when the campaign started); the others choose theirs at the table."),
    )

    # -- what the classic machinery reads, fixed for Legacy ------------------------------------
    @property
    def wild_cards(self) -> int:
        return 0

    @property
    def missions(self) -> bool:
        return False  # classic's secret missions; Legacy's missions come from packs

    @property
    def fortify(self) -> str:
        return "connected"  # "to one other connected territory … controlled by you"

    @property
    def placement_batch(self) -> int:
        return 1

    @property
    def occupied_bonus(self) -> int:
        return 0

    @property
    def compulsory_trade(self) -> int:
        return 1_000_000  # resource cards are never compulsory

    @property
    def troops_to_join(self) -> int:
        """Troops placed when joining the war: ``join-troops``, or (0) "HALF your starting troops"."""
        return self.join_troops or max(1, self.starting_troops // 2)

    def troops_for(self, coins: int) -> int | None:
        """Troops for ``coins`` resource coins turned in, or None if the chart has no such row."""
        return self.coin_chart.get(str(coins))
