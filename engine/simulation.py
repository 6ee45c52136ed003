"""Whole games between computer players, without a window (``worldsmith simulate``).

The same seed gives the same results: every game's dice and every bot's choices come from
seeds derived from the one given.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.ai.bot import Bot
from engine.board import Board
from engine.core.dice import derive_seed
from engine.core.phases import GAME_OVER
from engine.core.world import World
from engine.rules.base import PlayerSetup
from engine.rules.registry import rules_for, ruleset_class


def bot_types() -> dict[str, type[Bot]]:
    from engine.ai.heuristic_bot import HeuristicBot
    from engine.ai.random_bot import RandomBot
    from engine.ai.strategic_bot import StrategicBot

    return {
        "random": RandomBot, "heuristic": HeuristicBot,
        "strategic": StrategicBot,
        # The levels the new-game dialog offers ("Computer (easy/normal/hard)").
        "easy": RandomBot, "normal": HeuristicBot, "hard": StrategicBot,
    }


@dataclass
class SimulationResult:
    games: int
    seats: list[str]  # the bot in each seat
    wins: list[int]  # games won per seat
    draws: int
    turns: list[int] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def mean_turns(self) -> float:
        return sum(self.turns) / len(self.turns) if self.turns else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_dict(self) -> dict[str, object]:
        return {
            "games": self.games,
            "seats": self.seats,
            "wins": self.wins,
            "draws": self.draws,
            "mean_turns": round(self.mean_turns, 2),
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 2),
        }


BATTLE_SAMPLING = "battle-sampling"


def simulation_options(ruleset: str, options: Mapping[str, object] | None, *, roll_dice: bool = False
                       ) -> dict[str, object]:
    """The rule options a simulation plays with: ``options`` plus battle sampling (a blitz in
    one draw from its exact odds, engine/rules/odds.py) where the rule set has the option and
    it was neither chosen in ``options`` nor refused with ``roll_dice`` (``--roll-dice``).
    Sampling is statistically identical to rolling (tests/engine/rules/test_battle_sampling.py)
    and several times cheaper, which is what thousands of games need."""
    chosen = dict(options or {})
    if roll_dice or any(str(name).replace("_", "-") == BATTLE_SAMPLING for name in chosen):
        return chosen
    names = {name for name, *_ in ruleset_class(ruleset).options_type.describe()}
    if BATTLE_SAMPLING in names:
        chosen[BATTLE_SAMPLING] = True
    return chosen


def simulate(
    board: Board,
    ruleset: str,
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, object] | None = None,
    progress: Callable[[int, SimulationResult], None] | None = None,
    *,
    campaign: object | None = None,
    economy: object | None = None,
) -> SimulationResult:
    """Play ``games`` games of ``players`` seats; ``bots`` names the bot per seat (cycled).
    ``campaign`` and ``economy``: the world or economy start of rule sets that play one
    (every game starts from the same one)."""
    known = bot_types()
    unknown = [b for b in bots if b not in known]
    if unknown:
        raise ValueError(f"unknown bot '{unknown[0]}' (known: {', '.join(sorted(known))})")
    if not bots:
        raise ValueError("name at least one bot")
    seats = [bots[i % len(bots)] for i in range(players)]
    world = World.from_board(board)
    if campaign is None:
        campaign = ruleset_class(ruleset).new_campaign()  # a fresh world for rules that need one
    rules = rules_for(ruleset, world, options, campaign=campaign, economy=economy)
    result = SimulationResult(games, seats, [0] * players, 0)
    setups = [PlayerSetup(f"{name} {i + 1}") for i, name in enumerate(seats)]
    started = time.perf_counter()
    for number in range(games):
        game_seed = derive_seed(seed, number)
        state, _ = rules.new_game(setups, game_seed)
        players_bots = [known[name](derive_seed(seed, number, seat)) for seat, name in enumerate(seats)]
        while state.phase != GAME_OVER:
            # Each bot sees only what its seat may see (others' cards and secrets hidden).
            decider = state.decider()
            choice = players_bots[decider].choose(rules, rules.player_view(state, decider), decider)
            rules.apply(state, choice, decider)
        if state.winner is None:
            result.draws += 1
        else:
            result.wins[state.winner] += 1
        result.turns.append(state.turn)
        result.seconds = time.perf_counter() - started
        if progress is not None:
            progress(number + 1, result)
    return result


# How far below the best a heuristic bot's choice may score and still be picked now and then
# in measurement games (HeuristicBot.jitter): a claim's score on a classic-size map spans about
# 0.6–0.9, so 0.15 lets the first claims go to any of the small continents instead of always
# to Europe, while a clearly better attack or placement still wins.
MEASUREMENT_JITTER = 0.15


def for_measurement(bot: Bot) -> Bot:
    """``bot`` set to play varied openings and close choices (its own seeded chance): the
    balance report's games, where one scripted line repeated in every game would be measured
    instead of the map. Bots without the setting (RandomBot: varied already) are left as they are."""
    if hasattr(bot, "jitter"):
        bot.jitter = MEASUREMENT_JITTER
    return bot
