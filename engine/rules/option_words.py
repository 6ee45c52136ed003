"""Short names for the rule options and their choices, as a form shows them (the scenario
designer's Options dock). Files keep the ids ("turn-limit", "last-standing"); people read
these words, marked for translation like the options' help (context "RuleOptions", which
the UI translates). One table for every rule set: an option's id means the same wherever it
is used (a test checks every registered rule set's options have a name here)."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

OPTION_TITLES: dict[str, str] = {
    # classic
    "setup": QT_TRANSLATE_NOOP("RuleOptions", "Setup"),
    "fixed-placement": QT_TRANSLATE_NOOP("RuleOptions", "Fixed placement"),
    "random-deal-armies": QT_TRANSLATE_NOOP("RuleOptions", "Armies after a random deal"),
    "placement-batch": QT_TRANSLATE_NOOP("RuleOptions", "Armies placed per setup turn"),
    "starting-armies": QT_TRANSLATE_NOOP("RuleOptions", "Starting armies"),
    "card-values": QT_TRANSLATE_NOOP("RuleOptions", "Card set values"),
    "fixed-infantry": QT_TRANSLATE_NOOP("RuleOptions", "Three infantry"),
    "fixed-cavalry": QT_TRANSLATE_NOOP("RuleOptions", "Three cavalry"),
    "fixed-artillery": QT_TRANSLATE_NOOP("RuleOptions", "Three artillery"),
    "fixed-mixed": QT_TRANSLATE_NOOP("RuleOptions", "One of each"),
    "occupied-bonus": QT_TRANSLATE_NOOP("RuleOptions", "Bonus on a traded card's territory"),
    "compulsory-trade": QT_TRANSLATE_NOOP("RuleOptions", "Cards that force a trade"),
    "wild-cards": QT_TRANSLATE_NOOP("RuleOptions", "Wild cards"),
    "fortify": QT_TRANSLATE_NOOP("RuleOptions", "Fortify"),
    "missions": QT_TRANSLATE_NOOP("RuleOptions", "Secret missions"),
    "mission-deal": QT_TRANSLATE_NOOP("RuleOptions", "Mission deal"),
    "neutral-army": QT_TRANSLATE_NOOP("RuleOptions", "Neutral army for two"),
    "minimum-reinforcements": QT_TRANSLATE_NOOP("RuleOptions", "Fewest reinforcements"),
    "territories-per-army": QT_TRANSLATE_NOOP("RuleOptions", "Territories per army"),
    "turn-limit": QT_TRANSLATE_NOOP("RuleOptions", "Turn limit"),
    "battle-sampling": QT_TRANSLATE_NOOP("RuleOptions", "Blitz in one draw"),
    # Legacy
    "starting-troops": QT_TRANSLATE_NOOP("RuleOptions", "Starting troops"),
    "join-troops": QT_TRANSLATE_NOOP("RuleOptions", "Troops to join the war"),
    "stars-to-win": QT_TRANSLATE_NOOP("RuleOptions", "Red stars to win"),
    "minimum-recruits": QT_TRANSLATE_NOOP("RuleOptions", "Fewest recruits"),
    "coin-chart": QT_TRANSLATE_NOOP("RuleOptions", "Coin chart"),
    "coin-cards": QT_TRANSLATE_NOOP("RuleOptions", "Coin cards"),
    "face-up-cards": QT_TRANSLATE_NOOP("RuleOptions", "Face-up cards"),
    "scar-cards": QT_TRANSLATE_NOOP("RuleOptions", "Scar cards"),
    "fortification-bonus": QT_TRANSLATE_NOOP("RuleOptions", "Fortification bonus"),
    "fortification-expand-cost": QT_TRANSLATE_NOOP("RuleOptions", "Cost of expanding into a fortified city"),
    "stars-for-cards": QT_TRANSLATE_NOOP("RuleOptions", "Cards for a red star"),
    "hq-apart": QT_TRANSLATE_NOOP("RuleOptions", "HQs apart"),
    "kept-factions": QT_TRANSLATE_NOOP("RuleOptions", "Kept factions"),
    # MU economy
    "start": QT_TRANSLATE_NOOP("RuleOptions", "Start"),
    "europe": QT_TRANSLATE_NOOP("RuleOptions", "Continent playing Europe"),
    "exclude-iceland": QT_TRANSLATE_NOOP("RuleOptions", "Nobody starts in Iceland"),
    "victory": QT_TRANSLATE_NOOP("RuleOptions", "Victory"),
    "allied-victory": QT_TRANSLATE_NOOP("RuleOptions", "Allies win together"),
    "starting-money": QT_TRANSLATE_NOOP("RuleOptions", "Starting money"),
    "draft-units": QT_TRANSLATE_NOOP("RuleOptions", "Army units to place"),
    "neutral-units": QT_TRANSLATE_NOOP("RuleOptions", "Neutral units"),
    "bases": QT_TRANSLATE_NOOP("RuleOptions", "Bases"),
    "continent-bonuses": QT_TRANSLATE_NOOP("RuleOptions", "Continent bonuses"),
    "region-bonuses": QT_TRANSLATE_NOOP("RuleOptions", "Region bonuses"),
    "navy-upkeep": QT_TRANSLATE_NOOP("RuleOptions", "Upkeep for navies"),
    "influence-cards": QT_TRANSLATE_NOOP("RuleOptions", "Influence cards"),
}

# The words of a choice option's values (a value means the same in every option that has it).
CHOICE_WORDS: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("RuleOptions", "Claim territories"),
    "random": QT_TRANSLATE_NOOP("RuleOptions", "Random deal"),
    "fixed": QT_TRANSLATE_NOOP("RuleOptions", "Fixed"),
    "place": QT_TRANSLATE_NOOP("RuleOptions", "Placed in turn"),
    "spread": QT_TRANSLATE_NOOP("RuleOptions", "Spread at random"),
    "progressive": QT_TRANSLATE_NOOP("RuleOptions", "Rising"),
    "adjacent": QT_TRANSLATE_NOOP("RuleOptions", "To a neighbour"),
    "connected": QT_TRANSLATE_NOOP("RuleOptions", "Through your territories"),
    "put-back": QT_TRANSLATE_NOOP("RuleOptions", "Own-colour missions put back"),
    "as-dealt": QT_TRANSLATE_NOOP("RuleOptions", "As dealt"),
    "draft": QT_TRANSLATE_NOOP("RuleOptions", "Draft"),
    "europe": QT_TRANSLATE_NOOP("RuleOptions", "Europe"),
    "continent": QT_TRANSLATE_NOOP("RuleOptions", "A continent each"),
    "card-distribution": QT_TRANSLATE_NOOP("RuleOptions", "Country cards dealt"),
    "last-standing": QT_TRANSLATE_NOOP("RuleOptions", "Last player standing"),
    "last-capital": QT_TRANSLATE_NOOP("RuleOptions", "Last capital"),
}


# Options only some setups read (the scenario designer's Setup list values: classic's random /
# claim / fixed, the economy's four starts and fixed); a form greys them for another setup.
USED_BY_SETUPS: dict[str, tuple[str, ...]] = {
    "random-deal-armies": ("random",),
    "placement-batch": ("claim", "random"),
    "europe": ("europe",),
    "exclude-iceland": ("europe",),
    "draft-units": ("draft", "continent", "card-distribution"),
}


def used_by(name: str, setup: str) -> bool:
    """Whether the option ``name`` matters with the setup ``setup``."""
    setups = USED_BY_SETUPS.get(name.replace("_", "-"))
    return setups is None or setup in setups


def option_title(name: str) -> str:
    """The option's short name in English words (its id if the table has none)."""
    return OPTION_TITLES.get(name.replace("_", "-"), name)


def choice_words(value: object) -> str:
    """A choice value's English words (the value itself if the table has none)."""
    return CHOICE_WORDS.get(str(value), str(value))
