"""What a worker needs to play any game of a balance run: the spec and the player built from it.

Kept apart from the runner so that the ways of playing many games (engine/balance/playing.py,
on local processes, and engine/balance/cluster.py, on a Dask cluster) and the continent
replays (engine/balance/continent_value.py) can use it without importing the runner, which
imports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.balance.game_record import GameRecord, GameWatcher, play_game
from engine.balance.static_facts import static_facts
from engine.board import Board
from engine.core.dice import derive_seed
from engine.core.world import World
from engine.rules.base import PlayerSetup, RuleSet
from engine.rules.registry import rules_for, ruleset_class
from engine.simulation import bot_types, for_measurement


@dataclass
class GameSpec:
    """Everything a worker needs to play any game of the run (pickled once per worker)."""

    board: Board
    ruleset: str
    options: dict[str, object]
    bots: list[str]  # per seat in game 0 (the kinds cycled over the seats); they rotate, see bot_kinds
    seed: int
    campaign: object | None = None
    economy: object | None = None
    players: list[PlayerSetup] = field(default_factory=list)
    fixed_starts: bool = False  # a scenario's fixed setup: seat s plays start s
    # The bots as named (--bots): game n gives seat s bot_kinds[(s + n) mod k], so over every
    # k games each seat plays each kind equally often and bot strength cancels out of the seats.
    bot_kinds: list[str] = field(default_factory=list)
    setup: str = "rules"  # how the board was set up: a setup option's value, "scenario" or "rules"
    setup_by_default: bool = False  # the report chose the random deal (the caller chose no setup)

    def seat_bots(self, number: int) -> list[str]:
        """The bot kind in each seat of game ``number``."""
        kinds = self.bot_kinds or self.bots
        return [kinds[(seat + number) % len(kinds)] for seat in range(len(self.bots))]


class GamePlayer:
    """Plays games of one spec; built once per process."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self.world = World.from_board(spec.board)
        campaign = spec.campaign
        if campaign is None and ruleset_class(spec.ruleset).needs_campaign:
            campaign = ruleset_class(spec.ruleset).new_campaign()
        self.rules: RuleSet = rules_for(spec.ruleset, self.world, spec.options, campaign=campaign,
                                        economy=spec.economy)
        self.facts = static_facts(self.world)
        self.bot_types = bot_types()

    def play(self, number: int) -> GameRecord:
        spec = self.spec
        bots = [for_measurement(self.bot_types[name](derive_seed(spec.seed, number, seat)))
                for seat, name in enumerate(spec.seat_bots(number))]
        watcher = GameWatcher([c.members for c in self.world.continents], self.facts.front_pairs, self.world.size)
        record = play_game(self.rules, spec.players, bots, derive_seed(spec.seed, number), number, watcher)
        if spec.fixed_starts:
            record.start_of_seat = list(range(len(spec.players)))
        return record
