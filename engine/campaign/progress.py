"""A campaign goes on: what one game wrote into the world (rulebook, "Winning the game" and
"Before every game"; rules-digest §2).

A :class:`GameRecord` is what a game leaves behind, as the rules report it at the end
(``LegacyRules.game_record``): who played which faction from where and how it ended, the
winner, the rewards chosen in order, the packs opened, the marks the game itself placed or
wore out, and the world's name after the 15th game. :func:`after_game` writes it into a new
world; nothing else changes a world between games.

Missiles are not kept apart: "take one Missile token for every time your name is on that
area of the board", so a player's missiles are their signatures (:func:`missiles_of`).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping

from engine.campaign.campaign_errors import CampaignMessageError
from engine.campaign.packs import PackError, open_pack, open_packs_after_game
from engine.campaign.pieces import FORTIFICATION_BOXES, MarkKind
from engine.campaign.placement import place_mark
from engine.campaign.rewards import CAMPAIGN_GAMES, Reward, apply_reward, copy_world
from engine.campaign.world import FactionGame, GameResult, LegacyWorld, Mark, Signature
from engine.core.errors import IllegalAction
from engine.core.messages import QT_TRANSLATE_NOOP


@dataclasses.dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game: who, with which faction, from where, and how it ended."""

    player: str
    faction: str  # the faction's id
    start: str  # the starting territory's id ("" if the player never placed an HQ)
    result: GameResult


@dataclasses.dataclass(frozen=True)
class GameRecord:
    """What one game of the campaign did to the world."""

    game: int  # this game's number (the world's games_played + 1)
    seats: tuple[SeatRecord, ...]
    winner: str | None  # the winner's name (None: nobody won, e.g. a game cut short)
    rewards: tuple[tuple[str, Reward], ...]  # (player, reward), in the order they were chosen
    packs_opened: tuple[str, ...] = ()
    world_name: str = ""  # given after the 15th game
    # Three-troop attacks on fortified cities this game, by territory id: each ticks a box.
    fortification_uses: Mapping[str, int] = dataclasses.field(default_factory=dict)
    # Scars placed during the game by scar cards: (territory id, scar type id), in order.
    scars_placed: tuple[tuple[str, str], ...] = ()


class RecordError(CampaignMessageError):
    """A game record that cannot be written into the world (the message says why)."""


def signatures_of(world: LegacyWorld, player: str) -> int:
    return sum(1 for s in world.signatures if s.player == player)


def missiles_of(world: LegacyWorld, player: str) -> int:
    """Missiles ``player`` starts a game with: "one Missile token for every time your name is
    on that area of the board"."""
    return signatures_of(world, player)


def has_signed(world: LegacyWorld, player: str) -> bool:
    """Whether ``player`` has signed the victor's section (if not, they start with a red star)."""
    return any(s.player == player for s in world.signatures)


def world_naming_tie(world: LegacyWorld) -> list[str]:
    """Who may name the world: "the player who signed the victor's section of the board the
    most times" — several when tied (they roll off; the rules do that). In signing order."""
    counts = Counter(s.player for s in world.signatures)
    if not counts:
        return []
    most = max(counts.values())
    return [player for player in counts if counts[player] == most]


def after_game(world: LegacyWorld, record: GameRecord) -> LegacyWorld:
    """The world after the game ``record`` tells of (a new world; ``world`` is untouched).

    In the order things happen: the scars the game placed and the fortification boxes it
    ticked; each faction's line of history; the winner's signature (games 1 to 15); the
    rewards, in the order chosen (none after game 15); the packs the game opened, then
    those its end opens (:func:`packs_opened_at_end`); the game counted; and after the 15th,
    the world's name. Raises RecordError if the record does not fit
    the world (another game's number, a reward the stock no longer has...).
    """
    expected = world.games_played + 1
    if record.game != expected:
        raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "the record is of game {game}, but the world's next "
                                            "game is game {expected}"), game=record.game, expected=expected)
    new = copy_world(world)
    for territory, scar in record.scars_placed:
        marks = place_mark(new, Mark(MarkKind.SCAR, territory, scar=scar))
        if not isinstance(marks, list):
            raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game} placed a {scar} scar on {territory}: "
                                                "{reason}"), game=record.game, scar=scar, territory=territory,
                              reason=marks)
        new.marks = marks
        new.destroy_scar_card(scar)  # "Whenever a sticker card no longer has any stickers, it is DESTROYED."
    new.marks = _ticked(new, record)
    _write_histories(new, record)
    during = copy_world(new)  # the world as the game left it, before its end wrote anything
    if record.winner is not None and record.game <= CAMPAIGN_GAMES:
        # "The winner signs his name and dates the next line on the board."
        new.signatures.append(Signature(record.winner, record.game))
    if record.game <= CAMPAIGN_GAMES:
        for player, reward in record.rewards:
            try:
                new = apply_reward(new, player, reward)
            except IllegalAction as refusal:
                raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game}: {player}'s reward ({reward}) "
                                                    "cannot be taken: {reason}"),
                                  game=record.game, player=player, reward=reward.kind.value, reason=refusal) from None
    elif record.rewards:
        raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game} lists rewards, but after game {last} "
                                            "winning and holding on change nothing"),
                          game=record.game, last=CAMPAIGN_GAMES)
    new = _opened(new, record)
    # "PACK 1 ... This will be opened at the end of a game", PACK 2 "... or is knocked out or
    # eliminated when the game ends", PACK 3 "After signing the victor's section of the board
    # and picking their reward", PACK 4 a mark the rewards placed.
    eliminated = any(seat.result is GameResult.ELIMINATED for seat in record.seats)
    new, _ = open_packs_after_game(during, new, someone_eliminated=eliminated)
    new.games_played = record.game
    if record.world_name:
        if record.game < CAMPAIGN_GAMES or new.world_name:
            raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game} names the world '{name}', but the "
                                                "world is named once, after game {last}"),
                              game=record.game, name=record.world_name, last=CAMPAIGN_GAMES)
        new.world_name = record.world_name.strip()
    return new


def packs_opened_at_end(before: LegacyWorld, after: LegacyWorld, record: GameRecord) -> tuple[str, ...]:
    """The packs the end of ``record``'s game opened (after_game of ``before`` gave
    ``after``): opened in ``after``, not before it, and not during the game."""
    return tuple(p for p in after.packs_opened if p not in before.packs_opened and p not in record.packs_opened)


def _opened(world: LegacyWorld, record: GameRecord) -> LegacyWorld:
    """``world`` with the packs the game opened, and then those its end opens, opened: their
    contents join the world (packs.open_pack). An id the world has no pack of (a hand-edited
    record) is only noted, as it always was."""
    for pack_id in dict.fromkeys(record.packs_opened):
        if pack_id in world.packs_opened:
            continue
        if any(p.id == pack_id for p in world.packs):
            try:
                world = open_pack(world, pack_id)
            except PackError as error:
                raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game} opened a pack that does not fit "
                                                    "the world: {reason}"), game=record.game, reason=error) from None
        else:
            world.packs_opened = [*world.packs_opened, pack_id]
    return world


def _ticked(world: LegacyWorld, record: GameRecord) -> list[Mark]:
    """The marks with the fortification boxes this game ticked ("each attack with 3 troops
    marks one of its 10 boxes"; at 10 the city is no longer fortified, and the sticker stays)."""
    marks = list(world.marks)
    for territory, uses in record.fortification_uses.items():
        if uses <= 0:
            continue
        fort = world.fortification(territory)
        if fort is None:
            raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game} used a fortification in {territory}, "
                                                "which has none"), game=record.game, territory=territory)
        index = next(i for i, m in enumerate(marks) if m is fort)
        marks[index] = dataclasses.replace(fort, used=min(FORTIFICATION_BOXES, fort.used + uses))
    return marks


def _write_histories(world: LegacyWorld, record: GameRecord) -> None:
    """"Each faction records Won / Held On / Eliminated": one line on each played faction's card;
    and "Factions not chosen for this game should have an 'X' marked on the back (under
    player) for this game to show that they did not take part": the others get their X."""
    by_id = {f.id: i for i, f in enumerate(world.factions)}
    for seat in record.seats:
        if seat.faction not in by_id:
            raise RecordError(QT_TRANSLATE_NOOP("CampaignError", "game {game}: {player} played '{faction}', which "
                                                "is not a faction of this world"),
                              game=record.game, player=seat.player, faction=seat.faction)
        index = by_id[seat.faction]
        faction = world.factions[index]
        line = FactionGame(record.game, seat.player, seat.start, seat.result)
        world.factions[index] = dataclasses.replace(faction, history=(*faction.history, line))
    played = {seat.faction for seat in record.seats}
    for index, faction in enumerate(world.factions):
        if faction.id not in played and record.game not in faction.not_played:
            world.factions[index] = dataclasses.replace(faction, not_played=(*faction.not_played, record.game))
