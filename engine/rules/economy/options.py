"""The MU economy's options: every choice seed 004 leaves open, with its default.

The defaults follow the seed where it speaks and docs/rules-economy.md's [decision]s where
it is silent (a test keeps that page in step with this class).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.rules.options import RuleOptions, option

STARTS = ("draft", "europe", "continent", "card-distribution", "fixed")
VICTORIES = ("last-standing", "last-capital")


@dataclass(frozen=True)
class EconomyOptions(RuleOptions):
    SET_BY_SETUP = ("start", "fixed-placement")

    @classmethod
    def for_setup(cls, kind: str, fixed: object) -> dict[str, object]:
        """A scenario's fixed setup is the 'fixed' start (its army units by territory, at sea
        too); otherwise the scenario's ``start`` option says which of the four it is."""
        if kind != "fixed":
            return {}
        return {"start": "fixed", "fixed-placement": cls.placement_of(fixed)}

    start: str = option(
        "draft", QT_TRANSLATE_NOOP("RuleOptions", "How the game starts: 'draft' (countries picked in turns, then a "
            "capital, 2 army bases and 20 army units placed), 'europe' (each player a country of the Europe continent "
            "with a capital, 2 army bases, fortifications, roads and 5 army units), 'continent' (each player a "
            "continent), 'card-distribution' (the country cards dealt out) or 'fixed' (a scenario's own board: "
            "fixed-placement and its economy section). The draft works on any map, so it is the default."),
        choices=STARTS,
    )
    fixed_placement: dict[str, list[int]] = option(
        {}, QT_TRANSLATE_NOOP("RuleOptions", "With start 'fixed': the army units each player starts with, territory "
            "id -> [player number (0 is the first player listed), army units]; a country listed is its player's, "
            "and so is a water."),
    )
    europe: str = option(
        "", QT_TRANSLATE_NOOP("RuleOptions", "The continent (by id) that plays Europe in the 'europe' start; empty: "
            "the map's continent 'europe', or else its largest continent."),
    )
    exclude_iceland: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "In the 'europe' start, nobody starts in Iceland (\"Iceland may be "
            "excluded from the choices\")."),
    )
    turn_limit: int = option(
        30, QT_TRANSLATE_NOOP("RuleOptions", "The game ends after this many rounds; the player with the most "
            "territories (then the most MU) wins. The seed sets no limit: a decision, so that every game ends."),
        minimum=1, maximum=10_000,
    )
    victory: str = option(
        "last-standing", QT_TRANSLATE_NOOP("RuleOptions", "How the game is won before the limit: 'last-standing' (the "
            "only player left with territories or units) or 'last-capital' (the only player left with a capital)."),
        choices=VICTORIES,
    )
    allied_victory: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "Allies win together: when every player left is allied with every "
            "other, the game ends and the ally with the most territories is named the winner."),
    )
    starting_money: int = option(
        50, QT_TRANSLATE_NOOP("RuleOptions", "MU each player starts with (\"Each player gets 50 MU\")."),
        minimum=0, maximum=1_000_000,
    )
    draft_units: int = option(
        20, QT_TRANSLATE_NOOP("RuleOptions", "Army units each player places in the draft, continent and card starts "
            "(\"Each player gets 20 Army Units\")."), minimum=1, maximum=1000,
    )
    neutral_units: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "Put one neutral army unit in every country nobody starts in "
            "(\"unoccupied or has one neutral army unit in each country\")."),
    )
    bases: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "Use bases: recruiting costs 10 MU without a free base slot, 5 with "
            "one."),
    )
    continent_bonuses: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "Continents pay their economy bonus in MU every round."),
    )
    region_bonuses: bool = option(
        False, QT_TRANSLATE_NOOP("RuleOptions", "Regions (the Middle East) pay their economy bonus too (\"may "
            "optionally be considered its own continent\")."),
    )
    navy_upkeep: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "Navy units count towards upkeep like army units (the seed says "
            "\"units\": a decision)."),
    )
    influence_cards: bool = option(
        True, QT_TRANSLATE_NOOP("RuleOptions", "Play with influence cards (earned by more victories than losses)."),
    )
