"""Legacy games for the rules tests: a fresh world, setup played quickly, positions by hand."""

from __future__ import annotations

import dataclasses

from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark, Signature
from engine.core.game import Game, GameSetup
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from engine.rules.legacy import LegacyRules
from engine.rules.legacy.actions import ChooseFaction, ChooseStart
from engine.rules.legacy.state import PICK_FACTION, PICK_START
from tests.support.games import board
from tests.support.games import world as map_world

NAMES = ("Ann", "Ben", "Cy", "Di", "Ed")


def fresh_world(**changes) -> LegacyWorld:
    world = LegacyRules.new_campaign()
    return dataclasses.replace(world, **changes) if changes else world


def with_marks(world: LegacyWorld, *marks: Mark) -> LegacyWorld:
    return dataclasses.replace(world, marks=[*world.marks, *marks])


def signed(world: LegacyWorld, *names: str) -> LegacyWorld:
    signatures = [*world.signatures, *(Signature(n, i + 1) for i, n in enumerate(names))]
    return dataclasses.replace(world, signatures=signatures, games_played=max(world.games_played, len(names)))


def new_game(players: int = 3, seed: int = 1, world: LegacyWorld | None = None, map_name: str = "classic",
             **options) -> Game:
    seats = tuple(PlayerSetup(NAMES[i]) for i in range(players))
    options = {k.replace("_", "-"): v for k, v in options.items()}
    return Game(board(map_name), GameSetup("legacy", seats, seed, options, campaign=world or fresh_world()))


def t(name: str, map_name: str = "classic") -> int:
    return map_world(map_name).territory_index(name)


def set_up(game: Game, starts: dict[str, str] | None = None) -> None:
    """Play the setup: factions in catalogue order, starts as given by player name (else the
    first legal start far from the others)."""
    starts = starts or {}
    while game.state.phase in (PICK_FACTION, PICK_START):
        player = game.state.decider()
        legal = game.legal_actions()
        if game.state.phase == PICK_FACTION:
            game.apply(next(a for a in legal if isinstance(a, ChooseFaction)))
        else:
            wanted = starts.get(game.state.players[player].name)
            choice = ChooseStart(t(wanted)) if wanted else legal[len(legal) * player // len(game.state.players)]
            game.apply(choice)


def give(state, player: int, territory: str, troops: int) -> None:
    index = t(territory)
    state.owner[index], state.armies[index] = player, troops


def clear_board(state) -> None:
    for index in range(len(state.owner)):
        state.owner[index], state.armies[index], state.hq[index] = NOBODY, 0, NOBODY


def attack_phase(state, player: int) -> None:
    state.current, state.phase, state.waiting_for = player, Phase.ATTACK, NOBODY
    state.reinforcements = 0
    state.captured_this_turn = False


def city(territory: str, kind: MarkKind = MarkKind.MINOR_CITY, founder: str = "Ann", name: str = "Town") -> Mark:
    return Mark(kind, territory, name=name, founder=founder)


def started(players: int = 3, world=None, seed: int = 1, **options):
    """A game past its setup, nobody holding a scar card (so turns begin with recruiting)."""
    game = new_game(players, seed, world=world, **options)
    for seat in game.state.players:
        seat.scar_card = ""
    set_up(game)
    return game


def rigged(game, attack: tuple[int, ...], defence: tuple[int, ...]) -> None:
    game.rules.roll_battle = lambda state, a, d: (attack[:a], defence[:d])


def battle_position(game, scar: str | None = None, fortified: bool = False):
    state = game.state
    me = state.current
    other = (me + 1) % len(state.players)
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 4)
    attack_phase(state, me)
    return me, other
