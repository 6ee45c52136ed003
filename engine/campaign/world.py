"""A Risk Legacy world: everything the campaign has written on the board and the cards.

Stickers are *marks*: a city (minor, major or the world capital), a scar, a fortification
around a city, a scar-cancel over a scar, a continent's name or a ±1 bonus mark. They are
kept as a list of placed marks, in the order they were placed, exactly as stickers are:
that is what lets the designer show, validate and undo them one by one, and what lets
validation point at a territory carrying two cities (which a hand-edited file might).

The stock is finite (rules-digest §2: 5 major cities, 9 minor, 5 fortifications, 4
scar-cancels, one +1 and one −1 continent mark, 12 starting coin stickers): what is left is
the starting stock minus what the marks use, so it can never disagree with the board.

Scar cards are sticker cards too: "Whenever a sticker card no longer has any stickers, it is
DESTROYED." A scar card played in a game is destroyed; the world counts them by scar type
(``scar_cards_destroyed``), and each game deals from the box's scar cards (the rules'
``scar-cards`` option plus what opened packs add) less the destroyed ones.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.campaign.pack_model import Pack
from engine.campaign.pieces import CITY_KINDS, FORTIFICATION_BOXES, POPULATION, MarkKind, Power, ScarType


@dataclass(frozen=True)
class Mark:
    """One sticker on a territory."""

    kind: MarkKind
    territory: str
    name: str = ""  # a city's name
    founder: str = ""  # who founded the city (a player's name)
    scar: str = ""  # the scar type's id, for a scar
    used: int = 0  # boxes ticked on a fortification (of 10)

    @property
    def is_city(self) -> bool:
        return self.kind in CITY_KINDS


@dataclass(frozen=True)
class ContinentMarks:
    """What the campaign wrote next to a continent."""

    name: str = ""  # the name a winner gave it ("" while unnamed)
    named_by: str = ""
    bonus_mark: int = 0  # -1, 0 or +1: at most one mark per continent


@dataclass(frozen=True)
class TerritoryCard:
    """A territory card's state: coins (1 printed + stickers) and whether it was destroyed."""

    coins: int = 1
    destroyed: bool = False


class GameResult(enum.StrEnum):
    WON = "won"
    HELD_ON = "held-on"
    ELIMINATED = "eliminated"


@dataclass(frozen=True)
class FactionGame:
    """One line of a faction card's history."""

    game: int
    player: str
    start: str  # the starting territory's id
    result: GameResult


@dataclass(frozen=True)
class Faction:
    id: str
    name: str
    power_options: tuple[str, str]  # the two starting powers offered (ids into the catalogue)
    power: str = ""  # the one chosen ("" until chosen)
    scar: str = ""  # a scar sticker on the faction card
    history: tuple[FactionGame, ...] = ()
    # The games it took no part in: "Factions not chosen for this game should have an 'X'
    # marked on the back (under player) for this game" — the card's X's, by game number.
    not_played: tuple[int, ...] = ()

    def game_line(self, game: int) -> FactionGame | str | None:
        """What the card's back says for ``game``: its line, "X" if it sat that game out,
        or None (not played yet)."""
        line = next((h for h in self.history if h.game == game), None)
        if line is not None:
            return line
        return "X" if game in self.not_played else None


@dataclass(frozen=True)
class Signature:
    player: str
    game: int


STARTING_STOCK: Mapping[str, int] = {
    MarkKind.MAJOR_CITY.value: 5,
    MarkKind.MINOR_CITY.value: 9,
    MarkKind.FORTIFICATION.value: 5,
    MarkKind.SCAR_CANCEL.value: 4,
    "plus-one": 1,
    "minus-one": 1,
    "coins": 12,
}
WORLD_CAPITALS = 1  # comes in a pack; one exists at most


@dataclass
class LegacyWorld:
    """The whole campaign state. Mutable like a Board: the designer edits it through commands."""

    world_name: str = ""
    games_played: int = 0
    marks: list[Mark] = field(default_factory=list)
    continents: dict[str, ContinentMarks] = field(default_factory=dict)
    cards: dict[str, TerritoryCard] = field(default_factory=dict)  # by territory id; absent = 1 coin
    factions: list[Faction] = field(default_factory=list)
    scar_types: list[ScarType] = field(default_factory=list)
    powers: list[Power] = field(default_factory=list)
    signatures: list[Signature] = field(default_factory=list)
    packs_opened: list[str] = field(default_factory=list)
    # Content packs, sealed until their trigger fires (engine/campaign/packs.py); what an
    # opened pack adds is also in the lists above (its scar types, its powers).
    packs: list[Pack] = field(default_factory=list)
    # Scar cards played in a game, by scar type id: "Whenever a sticker card no longer has any
    # stickers, it is DESTROYED." Absent (an older world file): none destroyed, the full set.
    scar_cards_destroyed: dict[str, int] = field(default_factory=dict)

    # -- reading the board ---------------------------------------------------------------------
    def marks_on(self, territory: str) -> list[Mark]:
        return [m for m in self.marks if m.territory == territory]

    def city(self, territory: str) -> Mark | None:
        """The city showing: the last one placed, as a sticker on top would be (a territory
        with two cities is a validation error, but the board still shows one)."""
        cities = [m for m in self.marks_on(territory) if m.is_city]
        return cities[-1] if cities else None

    def scar(self, territory: str) -> Mark | None:
        """The scar showing on a territory (a scar-cancel placed after it covers it)."""
        showing = None
        for mark in self.marks_on(territory):
            if mark.kind is MarkKind.SCAR:
                showing = mark
            elif mark.kind is MarkKind.SCAR_CANCEL:
                showing = None
        return showing

    def fortification(self, territory: str) -> Mark | None:
        """The fortification in force: a newer one covers an older one ("remaining uses on
        the previous Fortification are ignored")."""
        forts = [m for m in self.marks_on(territory) if m.kind is MarkKind.FORTIFICATION]
        return forts[-1] if forts else None

    def is_fortified(self, territory: str) -> bool:
        fort = self.fortification(territory)
        return fort is not None and fort.used < FORTIFICATION_BOXES and self.city(territory) is not None

    def population(self, territory: str) -> int:
        city = self.city(territory)
        return POPULATION[city.kind] if city else 0

    def is_marked(self, territory: str) -> bool:
        return bool(self.marks_on(territory))

    def card(self, territory: str) -> TerritoryCard:
        return self.cards.get(territory, TerritoryCard())

    def continent(self, continent: str) -> ContinentMarks:
        return self.continents.get(continent, ContinentMarks())

    def scar_type(self, scar_id: str) -> ScarType | None:
        return next((s for s in self.scar_types if s.id == scar_id), None)

    def power(self, power_id: str) -> Power | None:
        return next((p for p in self.powers if p.id == power_id), None)

    def faction(self, faction_id: str) -> Faction | None:
        return next((f for f in self.factions if f.id == faction_id), None)

    # -- the stock -------------------------------------------------------------------------------
    def used(self) -> Counter:
        """Stickers used so far, by stock item."""
        used: Counter = Counter(m.kind.value for m in self.marks if m.kind is not MarkKind.SCAR)
        for marks in self.continents.values():
            if marks.bonus_mark > 0:
                used["plus-one"] += 1
            elif marks.bonus_mark < 0:
                used["minus-one"] += 1
        used["coins"] = sum(max(0, card.coins - 1) for card in self.cards.values())
        return used

    def stock_left(self) -> dict[str, int]:
        """Stickers still in the box, by stock item; never negative (a hand-edited world may
        use more than the box holds: validation reports that from ``used``).

        ``coins`` counts the 12 starting coin stickers not yet on a territory card: they are
        spread before the first game. Coins a card gains later (a reward, up to 6 a card) come
        from no stock, so after the first game this is usually 0, never below.
        """
        used = self.used()
        return {item: max(0, count - used.get(item, 0)) for item, count in STARTING_STOCK.items()}

    # -- scar cards ------------------------------------------------------------------------------
    def scar_cards_left(self, box: Mapping[str, int]) -> dict[str, int]:
        """The scar cards a game deals from, by scar type: ``box`` (every scar card the
        campaign has had: the rules' ``scar-cards`` plus the opened packs') less the destroyed
        ones; types with none left are left out."""
        left = {scar: n - self.scar_cards_destroyed.get(scar, 0) for scar, n in box.items()}
        return {scar: n for scar, n in left.items() if n > 0}

    def destroy_scar_card(self, scar: str) -> None:
        """A scar card was played: its sticker is on the board, so the card is destroyed."""
        self.scar_cards_destroyed[scar] = self.scar_cards_destroyed.get(scar, 0) + 1
