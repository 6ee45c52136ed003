"""Helpers for rules tests: games on the shipped maps, positions set up by hand, invariants."""

from __future__ import annotations

import functools
import random
from collections import Counter

from engine.ai.bot import with_count
from engine.board import load_map
from engine.core.events import BattleSampled, CardsTraded, DiceRolled, ReinforcementsReceived
from engine.core.game import Game
from engine.core.state import NOBODY, GameState, Phase
from engine.core.world import World
from engine.resources import maps_dir
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules


@functools.cache
def board(name: str = "classic"):
    return load_map(maps_dir() / f"{name}.yaml").board


@functools.cache
def world(name: str = "classic") -> World:
    return World.from_board(board(name))


def rules(name: str = "classic", **options) -> ClassicRules:
    return ClassicRules(world(name), {k.replace("_", "-"): v for k, v in options.items()})


def new_state(players: int = 3, seed: int = 1, map_name: str = "classic", **options) -> tuple[ClassicRules, GameState]:
    options.setdefault("setup", "random")
    options.setdefault("random_deal_armies", "spread")
    r = rules(map_name, **options)
    state, _ = r.new_game([PlayerSetup(f"P{i}") for i in range(players)], seed)
    return r, state


def tid(name: str, map_name: str = "classic") -> int:
    return world(map_name).territory_index(name)


def give(state: GameState, player: int, territories, armies: int = 1, map_name: str = "classic") -> None:
    """Hand territories (ids) to a player with the given armies each."""
    for name in territories:
        t = tid(name, map_name)
        state.owner[t] = player
        state.armies[t] = armies


def attack_position(r: ClassicRules, state: GameState, player: int = 0) -> None:
    """Put ``player`` in the attack phase of their turn, reinforcements done."""
    state.current = player
    state.phase = Phase.ATTACK
    state.reinforcements = 0
    state.trade_required = False


class ChaosBot:
    """Uniformly random legal actions with random counts: explores odd corners of the rules."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def choose(self, rules, state, player=None):
        action = self.random.choice(rules.legal_actions(state, player))
        allowed = rules.count_range(state, action)
        return with_count(action, self.random.choice(allowed)) if len(allowed) > 1 else action


class Invariants:
    """Checks that must hold after every action of every game.

    Armies are accounted from the events: every army received (turn reinforcements, card
    sets, card bonuses) is added, every army lost in battle taken away; the board, the
    setup reserves and the armies still to place must always add up to that total, and
    nothing may be left to place once the attack begins.
    """

    def __init__(self, rules: ClassicRules, state: GameState) -> None:
        self.rules = rules
        self.deck_size = rules.deck_size
        self.total = self._present(state)

    @staticmethod
    def _present(state: GameState) -> int:
        return sum(state.armies) + sum(p.armies_to_place for p in state.players) + state.reinforcements

    def after(self, state: GameState, events) -> None:
        for event in events:
            if isinstance(event, ReinforcementsReceived):
                self.total += event.total
            elif isinstance(event, CardsTraded):
                self.total += event.armies + self.rules.options.occupied_bonus * len(event.bonus_territories)
            elif isinstance(event, (DiceRolled, BattleSampled)):
                self.total -= event.attacker_losses + event.defender_losses
        self.check(state)

    def check(self, state: GameState) -> None:
        land = self.rules.land
        owners = [state.owner[t] for t in land]
        for t in land:
            if state.owner[t] != NOBODY:
                assert state.armies[t] >= 1, f"territory {t} owned with {state.armies[t]} armies"
            else:
                assert state.armies[t] == 0
        if state.phase != Phase.CLAIM:
            for index, player in enumerate(state.players):
                assert (owners.count(index) > 0) == player.alive, (index, owners.count(index), player.alive)
        cards = [c for p in state.players for c in p.cards] + state.deck + state.discard
        assert len(cards) == self.deck_size and len(set(cards)) == self.deck_size, Counter(cards)
        assert self._present(state) == self.total, (self._present(state), self.total)
        if state.phase in (Phase.ATTACK, Phase.DEFEND, Phase.OCCUPY, Phase.FORTIFY):
            assert state.reinforcements == 0, "armies received but never placed"


def play(rules: ClassicRules, state: GameState, bots, check: Invariants | None = None, limit: int = 100_000) -> int:
    actions = 0
    while state.phase != Phase.GAME_OVER and actions < limit:
        bot = bots[state.decider()]
        events = rules.apply(state, bot.choose(rules, state))
        if check is not None:
            check.after(state, events)
        actions += 1
    return actions


def start(board_name: str, players, seed: int, **options) -> Game:
    return Game.start(board(board_name), "classic", players, seed, {k.replace("_", "-"): v for k, v in options.items()})
