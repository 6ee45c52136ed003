"""Whole campaign games between computer players, the world carried from one to the next
(``worldsmith campaign play-out``).

Each game is set up from the world as the last one left it, played to the end by bots that
see only their own seat, written into the campaign, and the campaign saved before the next
one starts: stopping at any moment loses at most the game being played. The same seed gives
the same campaign: every game's dice and every bot's choices derive from it.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from engine.board import Board
from engine.campaign.campaign_file import Campaign, CampaignError, finish_game, save_campaign, start_next_game
from engine.campaign.progress import GameRecord
from engine.campaign.rewards import copy_world
from engine.campaign.world import STARTING_STOCK, LegacyWorld
from engine.core.dice import derive_seed
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.phases import GAME_OVER
from engine.simulation import bot_types

# A game still going on after this many actions is stuck (a bot or a rule that never lets
# it end): the play-out stops with a message instead of running for ever. The longest
# classic games between bots take a few thousand actions.
MAX_ACTIONS = 500_000


@dataclasses.dataclass(frozen=True)
class PlayedGame:
    """One game of a play-out: its record and how it went."""

    record: GameRecord
    bots: tuple[str, ...]  # the bot in each seat
    turns: int
    actions: int
    seconds: float
    powers_chosen: tuple[tuple[str, str], ...] = ()  # (faction id, power id) chosen before it
    coins_spread: tuple[str, ...] = ()  # territories whose cards got a starting coin before it


def choose_missing_powers(world: LegacyWorld, seed: int) -> tuple[LegacyWorld, list[tuple[str, str]]]:
    """The world with a starting power for every faction that has none yet ("choose a starting
    power for each Faction ... If you are stuck as how to customize the cards, flip a coin for
    each faction's starting power": the seed flips it); and the (faction, power) pairs chosen."""
    new = copy_world(world)
    chosen = []
    for index, faction in enumerate(world.factions):
        if faction.power:
            continue
        power = faction.power_options[derive_seed(seed, "power", index) % 2]
        new.factions[index] = dataclasses.replace(faction, power=power)
        chosen.append((faction.id, power))
    return new, chosen


def spread_starting_coins(world: LegacyWorld, board: Board, seed: int) -> tuple[LegacyWorld, list[str]]:
    """Before the first game, when none of the 12 starting coins is on a card yet: "If you
    can't decide, shuffle the Territory deck, and put one coin on the first 12 cards drawn
    randomly from the top." The world with them, and the territories whose cards got one."""
    left = world.stock_left()["coins"]
    if world.games_played > 0 or left != STARTING_STOCK["coins"]:
        return world, []
    cards = [t.id for t in board.territories if t.is_land and not world.card(t.id).destroyed]
    random.Random(derive_seed(seed, "coins")).shuffle(cards)
    new = copy_world(world)
    drawn = cards[:left]
    for territory in drawn:
        card = world.card(territory)
        new.cards[territory] = dataclasses.replace(card, coins=card.coins + 1)
    return new, drawn


def play_out(campaign: Campaign, board: Board, games: int, bots: Sequence[str], *, seed: int | None = None,
             save_to: str | Path | None = None, progress: Callable[[PlayedGame], None] | None = None,
             turn_limit: int = 0, max_actions: int = MAX_ACTIONS) -> list[PlayedGame]:
    """Play ``games`` games of ``campaign`` on ``board`` between ``bots`` (one name a seat,
    repeated to fill the seats), saving the campaign to ``save_to`` after each. A game in
    progress is played to its end first (it counts as one of the games). ``seed`` replaces
    the campaign's own seed for these games; ``turn_limit`` (the rules' option, 0: none) ends
    a game that runs longer without a winner."""
    known = bot_types()
    unknown = [b for b in bots if b not in known]
    if unknown or not bots:
        listed = ", ".join(sorted(known))
        if unknown:
            raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "unknown bot '{bot}' (known: {known})"),
                                bot=unknown[0], known=listed)
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "name at least one bot (known: {known})"), known=listed)
    if games < 1:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "play at least one game, not {games}"), games=games)
    if turn_limit < 0:
        raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "the turn limit is 0 (none) or more, not {limit}"),
                            limit=turn_limit)
    base_seed = campaign.seed if seed is None else seed
    seats = [bots[i % len(bots)] for i in range(len(campaign.players))]
    played = []
    for _ in range(games):
        started = time.perf_counter()
        chosen: list[tuple[str, str]] = []
        spread: list[str] = []
        if campaign.game is None:
            # The bots customize what a group would have before its first game.
            campaign.world, chosen = choose_missing_powers(campaign.world, base_seed)
            campaign.world, spread = spread_starting_coins(campaign.world, board, base_seed)
            start_next_game(campaign, board, seed=seed, controllers=seats,
                            options={"turn-limit": turn_limit} if turn_limit else None)
        number = campaign.next_game_number
        actions = _play_to_the_end(campaign, number, seats, base_seed, max_actions)
        turns = campaign.game.state.turn
        record = finish_game(campaign)
        if save_to is not None:
            save_campaign(campaign, save_to)
        result = PlayedGame(record, tuple(seats), turns, actions, time.perf_counter() - started, tuple(chosen),
                            tuple(spread))
        played.append(result)
        if progress is not None:
            progress(result)
    return played


def _play_to_the_end(campaign: Campaign, number: int, seats: list[str], seed: int, max_actions: int) -> int:
    game = campaign.game
    known = bot_types()
    players = [known[name](derive_seed(seed, "bot", number, seat)) for seat, name in enumerate(seats)]
    rules, state = game.rules, game.state
    actions = 0
    while state.phase != GAME_OVER:
        if actions >= max_actions:
            raise CampaignError(QT_TRANSLATE_NOOP(
                "CampaignError", "game {game} did not end after {actions} actions (turn {turn}); the campaign was "
                "saved after the last finished game"), game=number, actions=f"{max_actions:,}",
                turn=state.turn)
        decider = state.decider()
        if decider is None:
            raise CampaignError(QT_TRANSLATE_NOOP("CampaignError", "game {game} waits for nobody in phase '{phase}' "
                                                  "but is not over"), game=number, phase=state.phase)
        # Each bot sees only what its seat may see (others' cards and secrets hidden).
        try:
            choice = players[decider].choose(rules, rules.player_view(state, decider), decider)
        except (IndexError, StopIteration, ValueError):
            # A bot picks among the legal actions: with none, the game cannot go on (asked
            # only now, so that the normal way costs nothing).
            if not rules.legal_actions(state, decider):
                raise CampaignError(QT_TRANSLATE_NOOP(
                    "CampaignError", "game {game} is stuck: {player} has nothing they may do in phase '{phase}' "
                    "(turn {turn})"), game=number, player=state.players[decider].name, phase=state.phase,
                    turn=state.turn) from None
            raise
        game.apply(choice, decider)
        actions += 1
    return actions
