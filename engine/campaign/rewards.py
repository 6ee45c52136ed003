"""What a Risk Legacy game leaves on the world: the winner's reward and the rewards of those
who held on (rulebook, "Winning the game"; rules-digest §2, "End of game").

The winner of each of the first 15 games signs the board and picks ONE of six rewards; then,
clockwise from the winner, each player who held on picks one of two. Stickers are finite
(engine.campaign.world.STARTING_STOCK): with none of a kind left, that reward is gone.

Three functions, all pure:

* :func:`reward_refusal` says why a reward may not be taken (an IllegalAction whose
  template is marked for translation, like the rules' refusals), or None;
* :func:`reward_options` lists every reward a player may take now, names filled in with a
  default (for the bots and as the UI's suggestions);
* :func:`apply_reward` returns a NEW world with the reward on it (the old one is untouched,
  so a campaign never half-changes its world).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable

from engine.board import Board
from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark, TerritoryCard
from engine.core.errors import IllegalAction, InvalidTerritory, WrongPhase
from engine.core.messages import QT_TRANSLATE_NOOP, TerritoryName, count_of
from engine.scenario.validation import MAX_COINS

# "The first 15 games played on this board allow both the winner and the factions that held
# on to change something ... After 15 games, no further changes are made to the game from
# Winning or Holding On."
CAMPAIGN_GAMES = 15


class RewardKind(enum.StrEnum):
    # The winner's (one of these):
    NAME_CONTINENT = "name-continent"
    FOUND_MAJOR_CITY = "found-major-city"
    CANCEL_SCAR = "cancel-scar"
    CONTINENT_BONUS = "continent-bonus"
    FORTIFY_CITY = "fortify-city"
    DESTROY_CARD = "destroy-card"
    # Those who held on (one of these each):
    FOUND_MINOR_CITY = "found-minor-city"
    UPGRADE_CARD = "upgrade-card"


WINNER_REWARDS: tuple[RewardKind, ...] = (
    RewardKind.NAME_CONTINENT, RewardKind.FOUND_MAJOR_CITY, RewardKind.CANCEL_SCAR,
    RewardKind.CONTINENT_BONUS, RewardKind.FORTIFY_CITY, RewardKind.DESTROY_CARD,
)
HELD_ON_REWARDS: tuple[RewardKind, ...] = (RewardKind.FOUND_MINOR_CITY, RewardKind.UPGRADE_CARD)

# Which of a Reward's fields each kind uses (the others stay at their defaults; the campaign
# file writes only these).
FIELDS_OF_REWARD: dict[RewardKind, tuple[str, ...]] = {
    RewardKind.NAME_CONTINENT: ("continent", "name"),
    RewardKind.FOUND_MAJOR_CITY: ("territory", "name"),
    RewardKind.CANCEL_SCAR: ("territory",),
    RewardKind.CONTINENT_BONUS: ("continent", "delta"),
    RewardKind.FORTIFY_CITY: ("territory",),
    RewardKind.DESTROY_CARD: ("territory",),
    RewardKind.FOUND_MINOR_CITY: ("territory", "name"),
    RewardKind.UPGRADE_CARD: ("territory",),
}
NAME_LIMIT = 80  # characters: a name is written on the board and shown in lists


@dataclasses.dataclass(frozen=True)
class Reward:
    kind: RewardKind
    territory: str = ""  # a territory id (the city, the scar, the fortification, the card)
    continent: str = ""  # a continent id
    name: str = ""  # the new city's or continent's name
    delta: int = 0  # +1 or -1, for a continent bonus


# -- why not --------------------------------------------------------------------------------------


def reward_refusal(world: LegacyWorld, board: Board, player: str, reward: Reward, *, winner: bool,
                   controlled: frozenset[str]) -> IllegalAction | None:
    """Why ``player`` may not take ``reward`` after this game (None if they may).

    ``winner``: the player won (else they held on); ``controlled``: the ids of the
    territories they controlled at the end of the game. ``world``: the world as it stands
    when the reward is chosen (the rules pass the world as this game leaves it so far).
    Whether the game earns rewards at all ("After 15 games, no further changes are made to
    the game from Winning or Holding On") is the rules' to say: they open the rewards only
    after games 1 to 15, and after_game refuses a later game's rewards.
    """
    if winner and reward.kind not in WINNER_REWARDS:
        return WrongPhase(QT_TRANSLATE_NOOP("Refusal", "this reward is for a player who held on, not the winner"))
    if not winner and reward.kind not in HELD_ON_REWARDS:
        return WrongPhase(QT_TRANSLATE_NOOP("Refusal", "only the winner may choose this reward"))
    where = _place_refusal(board, reward)
    if where is not None:
        return where
    if reward.kind in (RewardKind.FOUND_MINOR_CITY, RewardKind.UPGRADE_CARD) and reward.territory not in controlled:
        # "Choose a territory you controlled at the end of the game"
        return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "you did not control {territory} at the end of the game"),
                                territory=_territory_name(board, reward.territory))
    return _world_refusal(world, board, player, reward)


def _place_refusal(board: Board, reward: Reward) -> IllegalAction | None:
    """The reward's territory or continent is one of the map's (and land, where it must be)."""
    fields = FIELDS_OF_REWARD[reward.kind]
    if "territory" in fields:
        if not reward.territory:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose a territory for this reward"))
        if not board.has_territory(reward.territory):
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "this map has no territory '{territory}'"),
                                    territory=reward.territory)
        if not board.territory(reward.territory).is_land:
            return InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "{territory} is a sea territory: cities, scars and cards are on land"),
                territory=_territory_name(board, reward.territory))
    if "continent" in fields:
        if not reward.continent:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "choose a continent for this reward"))
        if not board.has_continent(reward.continent):
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "this map has no continent '{continent}'"),
                                    continent=reward.continent)
    return None


def _world_refusal(world: LegacyWorld, board: Board | None, player: str, reward: Reward) -> IllegalAction | None:
    """What the world itself forbids (stock, what is already there); ``board`` only names
    territories and continents in the message (None: by their ids)."""
    kind, territory, left = reward.kind, reward.territory, world.stock_left()
    place = _territory_name(board, territory)
    if not player:
        return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a reward goes to a player: name one"))
    if "name" in FIELDS_OF_REWARD[kind]:
        problem = name_refusal(world, board, kind, reward.name)
        if problem is not None:
            return problem
    if kind is RewardKind.NAME_CONTINENT:
        named = world.continent(reward.continent).name
        if named:
            # "You may name any unnamed continent"
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{continent} already has a name: {name}"),
                                    continent=_continent_name(board, reward.continent), name=named)
    elif kind in (RewardKind.FOUND_MAJOR_CITY, RewardKind.FOUND_MINOR_CITY):
        if world.city(territory) is not None:
            # "place it in any territory that does not already contain a city"
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} already has a city"), territory=place)
        if kind is RewardKind.FOUND_MAJOR_CITY and left[MarkKind.MAJOR_CITY.value] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "all 5 major cities have been founded"))
        if kind is RewardKind.FOUND_MINOR_CITY and left[MarkKind.MINOR_CITY.value] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "all 9 minor cities have been founded"))
    elif kind is RewardKind.CANCEL_SCAR:
        if world.scar(territory) is None:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has no scar to cancel"), territory=place)
        if left[MarkKind.SCAR_CANCEL.value] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "all 4 scar-cancel stickers have been used"))
    elif kind is RewardKind.CONTINENT_BONUS:
        if reward.delta not in (1, -1):
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a continent bonus changes by +1 or -1, not {delta}"),
                                 delta=reward.delta)
        if world.continent(reward.continent).bonus_mark != 0:
            # "A continent can only be changed once (either up or down)."
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "the bonus of {continent} was already changed once"),
                                    continent=_continent_name(board, reward.continent))
        if reward.delta > 0 and left["plus-one"] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "the +1 continent mark is already on the board"))
        if reward.delta < 0 and left["minus-one"] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "the -1 continent mark is already on the board"))
    elif kind is RewardKind.FORTIFY_CITY:
        if world.city(territory) is None:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "{territory} has no city to fortify"), territory=place)
        if left[MarkKind.FORTIFICATION.value] <= 0:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "all 5 fortifications have been placed"))
    elif kind in (RewardKind.DESTROY_CARD, RewardKind.UPGRADE_CARD):
        card = world.card(territory)
        if card.destroyed:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "the territory card of {territory} was destroyed"),
                                    territory=place)
        if kind is RewardKind.UPGRADE_CARD and card.coins >= MAX_COINS:
            # "A Territory card can have no more than 6 total resources on it"
            return InvalidTerritory(QT_TRANSLATE_NOOP(
                "Refusal", "the territory card of {territory} already has 6 coins, the most a card may have"),
                territory=place)
    return None


def name_refusal(world: LegacyWorld, board: Board | None, kind: RewardKind, name: str) -> IllegalAction | None:
    """Why ``name`` may not be given to the city or continent of a ``kind`` reward (None if it
    may): also asked while the name is typed, before the reward is chosen."""
    return _name_refusal(name) or _name_taken(world, board, kind, name)


def _name_taken(world: LegacyWorld, board: Board | None, kind: RewardKind, name: str) -> IllegalAction | None:
    """Two cities (or two continents) of one world under one name could not be told apart on
    the board or in its history; a name differing only in case is the same name."""
    wanted = name.strip().casefold()
    if kind is RewardKind.NAME_CONTINENT:
        for continent, marks in world.continents.items():
            if marks.name.strip().casefold() == wanted:
                return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "{continent} is already named {name}"),
                                     continent=_continent_name(board, continent), name=marks.name)
        return None
    for mark in world.marks:
        if mark.is_city and mark.name.strip().casefold() == wanted:
            return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "the city in {territory} is already named {name}"),
                                 territory=_territory_name(board, mark.territory), name=mark.name)
    return None


def _name_refusal(name: str) -> IllegalAction | None:
    if not name.strip():
        return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "give it a name: the name cannot be empty"))
    if "\n" in name or "\r" in name:
        return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a name is one line of text"))
    if len(name) > NAME_LIMIT:
        return IllegalAction(QT_TRANSLATE_NOOP("Refusal", "a name has at most {limit}, not {length}"),
                             limit=count_of(NAME_LIMIT, "characters"), length=len(name))
    return None


def _territory_name(board: Board | None, territory: str) -> TerritoryName | str:
    if board is None or not board.has_territory(territory):
        return territory
    return TerritoryName(board.territory_index(territory), board.territory(territory).name)


def _continent_name(board: Board | None, continent: str) -> str:
    if board is None or not board.has_continent(continent):
        return continent
    return board.continent(continent).name


# -- what may be chosen ---------------------------------------------------------------------------


def reward_options(world: LegacyWorld, board: Board, player: str, *, winner: bool,
                   controlled: frozenset[str]) -> list[Reward]:
    """Every reward ``player`` may take now, in the map's order; cities and continents get a
    default name (a person would type their own)."""
    candidates = _candidates(world, board, player, winner, controlled)
    return [r for r in candidates
            if reward_refusal(world, board, player, r, winner=winner, controlled=controlled) is None]


def _candidates(world: LegacyWorld, board: Board, player: str, winner: bool,
                controlled: frozenset[str]) -> Iterable[Reward]:
    land = [t.id for t in board.territories if t.is_land]
    continents = [c.id for c in board.continents]
    if not winner:
        held = [t for t in land if t in controlled]
        city = default_city_name(world, player)
        yield from (Reward(RewardKind.FOUND_MINOR_CITY, territory=t, name=city) for t in held)
        yield from (Reward(RewardKind.UPGRADE_CARD, territory=t) for t in held)
        return
    continent_name = default_continent_name(world, player)
    yield from (Reward(RewardKind.NAME_CONTINENT, continent=c, name=continent_name) for c in continents)
    city = default_city_name(world, player)
    yield from (Reward(RewardKind.FOUND_MAJOR_CITY, territory=t, name=city) for t in land)
    yield from (Reward(RewardKind.CANCEL_SCAR, territory=t) for t in land)
    yield from (Reward(RewardKind.CONTINENT_BONUS, continent=c, delta=d) for c in continents for d in (1, -1))
    yield from (Reward(RewardKind.FORTIFY_CITY, territory=t) for t in land)
    yield from (Reward(RewardKind.DESTROY_CARD, territory=t) for t in land)


# The words of the suggested names, marked for translation (context "SuggestedNames"): a UI
# passes them translated, with the pattern of its language, so a Spanish table is offered
# "Desembarco de Ada", not "Ada's Landing"; the bots keep the English.
CITY_WORDS = (
    QT_TRANSLATE_NOOP("SuggestedNames", "Landing"), QT_TRANSLATE_NOOP("SuggestedNames", "Hold"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Haven"), QT_TRANSLATE_NOOP("SuggestedNames", "Watch"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Crossing"), QT_TRANSLATE_NOOP("SuggestedNames", "Gate"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Harbour"), QT_TRANSLATE_NOOP("SuggestedNames", "Rest"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Keep"), QT_TRANSLATE_NOOP("SuggestedNames", "Ford"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Reach"), QT_TRANSLATE_NOOP("SuggestedNames", "Rise"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Hollow"), QT_TRANSLATE_NOOP("SuggestedNames", "Spire"),
)
CONTINENT_WORDS = (
    QT_TRANSLATE_NOOP("SuggestedNames", "Dominion"), QT_TRANSLATE_NOOP("SuggestedNames", "Realm"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Frontier"), QT_TRANSLATE_NOOP("SuggestedNames", "Expanse"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Marches"), QT_TRANSLATE_NOOP("SuggestedNames", "Heartland"),
    QT_TRANSLATE_NOOP("SuggestedNames", "Wilds"), QT_TRANSLATE_NOOP("SuggestedNames", "Reaches"),
)
# {owner}: the player's name; {word}: one of the words; {number}: from 2, when every word is taken.
NAME_PATTERN = QT_TRANSLATE_NOOP("SuggestedNames", "{owner}'s {word}")
NUMBERED_NAME_PATTERN = QT_TRANSLATE_NOOP("SuggestedNames", "{owner}'s {word} {number}")


@dataclasses.dataclass(frozen=True)
class NameWords:
    """How suggested names are made, in one language."""

    city: tuple[str, ...] = CITY_WORDS
    continent: tuple[str, ...] = CONTINENT_WORDS
    pattern: str = NAME_PATTERN
    numbered: str = NUMBERED_NAME_PATTERN


ENGLISH_NAMES = NameWords()


def suggested_name_parts(name: str) -> tuple[str, dict[str, object]] | None:
    """A name made by the English suggestion (a bot's, which keeps the English: "Dmitri's
    Dominion") as its template and parameters — NAME_PATTERN or NUMBERED_NAME_PATTERN with
    ``owner``, ``word`` (one of the English words) and ``number`` — so that a UI says it in
    its reader's language ("Dominio de Dmitri"); None for a name a person chose. The world
    keeps the name as made: only how it is shown changes."""
    for word in (*CITY_WORDS, *CONTINENT_WORDS):
        owner, sep, rest = name.rpartition(f"'s {word}")
        if not sep or not owner.strip():
            continue
        if not rest:
            return NAME_PATTERN, {"owner": owner, "word": word}
        number = rest.removeprefix(" ")
        if rest.startswith(" ") and number.isdigit() and number[0] != "0":
            return NUMBERED_NAME_PATTERN, {"owner": owner, "word": word, "number": int(number)}
    return None


def default_city_name(world: LegacyWorld, player: str, words: NameWords = ENGLISH_NAMES) -> str:
    """A name for a city ``player`` founds, unlike every city's name so far ("Ada's Landing")."""
    taken = {m.name.casefold() for m in world.marks if m.is_city}
    start = sum(1 for m in world.marks if m.is_city and m.founder == player)
    return _first_free(player, words.city, taken, start, words)


def default_continent_name(world: LegacyWorld, player: str, words: NameWords = ENGLISH_NAMES) -> str:
    """A name for a continent ``player`` names, unlike every continent's name so far."""
    taken = {c.name.casefold() for c in world.continents.values()}
    start = sum(1 for c in world.continents.values() if c.named_by == player)
    return _first_free(player, words.continent, taken, start, words)


def _first_free(player: str, choices: tuple[str, ...], taken: set[str], start: int, words: NameWords) -> str:
    owner = player.strip() or "Nobody"
    for round_ in range(len(taken) + 2):  # more rounds than names taken: one is always free
        for step in range(len(choices)):
            word = choices[(start + step) % len(choices)]
            name = (words.pattern.format(owner=owner, word=word) if round_ == 0
                    else words.numbered.format(owner=owner, word=word, number=round_ + 1))
            if name.casefold() not in taken and len(name) <= NAME_LIMIT:  # (taken: casefolded)
                return name
    return owner[:NAME_LIMIT]


# -- taking one ------------------------------------------------------------------------------------


def apply_reward(world: LegacyWorld, player: str, reward: Reward) -> LegacyWorld:
    """A new world with ``player``'s reward on it. What the world itself forbids (stock, a city
    already there, a named continent...) raises the IllegalAction that says why; where on the
    map and who may choose it are reward_refusal's business, which the rules ask first."""
    refusal = _world_refusal(world, None, player, reward)
    if refusal is not None:
        raise refusal
    new = copy_world(world)
    kind, territory = reward.kind, reward.territory
    if kind is RewardKind.NAME_CONTINENT:
        old = world.continent(reward.continent)
        new.continents[reward.continent] = dataclasses.replace(old, name=reward.name.strip(), named_by=player)
    elif kind is RewardKind.CONTINENT_BONUS:
        old = world.continent(reward.continent)
        new.continents[reward.continent] = dataclasses.replace(old, bonus_mark=reward.delta)
    elif kind in (RewardKind.FOUND_MAJOR_CITY, RewardKind.FOUND_MINOR_CITY):
        city = MarkKind.MAJOR_CITY if kind is RewardKind.FOUND_MAJOR_CITY else MarkKind.MINOR_CITY
        new.marks.append(Mark(city, territory, name=reward.name.strip(), founder=player))
    elif kind is RewardKind.CANCEL_SCAR:
        new.marks.append(Mark(MarkKind.SCAR_CANCEL, territory))
    elif kind is RewardKind.FORTIFY_CITY:
        # "encircling any city, even one that was previously fortified ... all remaining uses
        # on the previous Fortification are ignored": the newest fortification is the one in force.
        new.marks.append(Mark(MarkKind.FORTIFICATION, territory))
    elif kind is RewardKind.DESTROY_CARD:
        new.cards[territory] = dataclasses.replace(world.card(territory), destroyed=True)
    elif kind is RewardKind.UPGRADE_CARD:
        card = world.card(territory)
        new.cards[territory] = TerritoryCard(card.coins + 1, card.destroyed)
    return new


def copy_world(world: LegacyWorld) -> LegacyWorld:
    """A copy whose lists and mappings are its own (the marks, cards and factions in them are
    frozen, so they are shared). Every list or mapping field is copied, whatever fields the
    world has."""
    changes = {}
    for f in dataclasses.fields(world):
        value = getattr(world, f.name)
        if isinstance(value, list):
            changes[f.name] = list(value)
        elif isinstance(value, dict):
            changes[f.name] = dict(value)
    return dataclasses.replace(world, **changes)
