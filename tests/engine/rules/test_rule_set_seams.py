"""The seams a rule set built on classic Risk relies on (docs/rule-sets.md), each shown
with the smallest subclass that needs it. Found by writing the example rule set
(tests/engine/rules/example_rules.py)."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import ClassVar

import pytest

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.core.game import Game, GameSetup
from engine.core.save import read_game, save_to_text
from engine.core.state import GameState, PlayerState
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from engine.scenario.model import EconomySetup
from tests.engine.rules.example_rules import CHOOSE_HOMELAND, ChooseHomeland, HomelandsRules
from tests.support.games import board, world


@dataclass(slots=True)
class _TaggedPlayer(PlayerState):
    tag: str = "new"


@dataclass(slots=True)
class _TaggedState(GameState):
    player_type: ClassVar[type[PlayerState]] = _TaggedPlayer
    marks: list[int] = field(default_factory=list)


class _TaggedRules(ClassicRules):
    name = "tagged-test"
    state_type = _TaggedState


def test_a_subclass_new_game_starts_in_its_own_state_type():
    """``RuleSet.state_type`` names the rule set's state class: a rule set built on classic
    gets its own state (and player) class from classic's setup, not a plain GameState it
    would have to copy field by field."""
    rules = _TaggedRules(world("tutorial"), {"setup": "random", "random-deal-armies": "spread"})
    state, _ = rules.new_game([PlayerSetup("Ann"), PlayerSetup("Bob")], seed=3)
    assert type(state) is _TaggedState
    assert all(type(seat) is _TaggedPlayer and seat.tag == "new" for seat in state.players)


def test_the_neutral_army_is_a_seat_of_the_rule_sets_own_player_type():
    rules = _TaggedRules(world("tutorial"), {"neutral-army": True, "random-deal-armies": "spread"})
    state, _ = rules.new_game([PlayerSetup("Ann"), PlayerSetup("Bob")], seed=3)
    assert state.players[2].neutral and type(state.players[2]) is _TaggedPlayer


class _OwnChoices(HomelandsRules):
    """Homelands where each player may choose only "their" continent, so that two players
    deciding at once have different options (as in the MU economy's secret orders)."""

    name = "own-choices-test"

    def legal_actions(self, state, player=None):
        player = state.decider() if player is None else player
        if state.phase != CHOOSE_HOMELAND or player not in state.pending:
            return super().legal_actions(state, player)
        continents = self.world.continents
        return [ChooseHomeland(continents[player % len(continents)].id)]


@pytest.mark.parametrize("bot_type", [RandomBot, HeuristicBot])
def test_a_bot_told_its_seat_chooses_from_that_seats_options(bot_type):
    """Several players decide at once (simultaneous orders): ``state.decider()`` is only the
    first of them, so a bot deciding for another is told which seat it plays."""
    rules = _OwnChoices(world("tutorial"), {"setup": "random", "random-deal-armies": "spread"})
    state, _ = rules.new_game([PlayerSetup("Ann"), PlayerSetup("Bob"), PlayerSetup("Cy")], seed=5)
    assert state.deciders() == [0, 1, 2]
    for seat in (1, 2):
        choice = bot_type(seed=seat).choose(rules, rules.player_view(state, seat), seat)
        assert choice in rules.legal_actions(state, seat)
        assert choice not in rules.legal_actions(state, 0)


@dataclass(slots=True)
class _RichPlayer(PlayerState):
    marks: tuple[str, ...] = ()
    home: int | None = None


@dataclass(slots=True)
class _RichState(GameState):
    player_type: ClassVar[type[PlayerState]] = _RichPlayer
    held_roll: tuple[tuple[int, ...], ...] = ()
    last_order: tuple[int, int] | None = None
    money: dict[int, int] = field(default_factory=dict)  # by seat
    orders: list[tuple[int, int, int]] = field(default_factory=list)


def test_a_state_with_tuples_and_seat_keyed_mappings_comes_back_equal_from_its_snapshot():
    """``to_dict`` writes tuples as lists and mapping keys as text (plain data for a save);
    ``from_dict`` gives them back as the fields declare them, so the state it builds is
    equal to the one snapshotted, not merely alike."""
    state = _RichState(
        ruleset="rich", seed=1, owner=[0, 1], armies=[2, 3],
        players=[_RichPlayer("Ann", marks=("scar", "city"), home=1), _RichPlayer("Bob")],
        held_roll=((6, 5, 2), (4,)), last_order=(3, 7), money={0: 5, 1: 12}, orders=[(0, 1, 2), (1, 0, 1)],
    )
    snapshot = state.to_dict()
    assert snapshot["held_roll"] == [[6, 5, 2], [4]] and snapshot["money"] == {"0": 5, "1": 12}
    again = _RichState.from_dict(snapshot)
    assert again == state
    assert again.to_dict() == snapshot


@pytest.mark.parametrize("economy", [
    EconomySetup(money={0: 2, 1: 0}, capitals={0: "egypt", 1: "peru"}, roads=["egypt"]),
    EconomySetup(),
])
@pytest.mark.usefixtures("homelands_registered")
def test_a_game_with_an_economy_start_saves_and_loads(economy):
    """Schema 2 carries an economy start (money and capitals by seat number) for a rule set
    that takes one: the save must read back what it wrote."""
    seats = (PlayerSetup("Ann"), PlayerSetup("Bob"))
    game = Game(board("classic"), GameSetup(HomelandsRules.name, seats, 9, {"setup": "random"}, economy=economy))
    loaded = read_game(save_to_text(game))
    assert loaded.setup.economy == economy
    assert loaded.state == game.state


def test_a_new_module_in_engine_rules_registers_its_rule_set(tmp_path, monkeypatch):
    """Issue 11: a rule set is added as a new file (plus data), not as edits elsewhere. (The
    module is put in a folder added to the package's path, as if it were in engine/rules/.)"""
    import engine.rules
    import engine.rules.registry as registry

    (tmp_path / "zz_test_variant.py").write_text(
        "from engine.rules.classic import ClassicRules\n"
        "from engine.rules.registry import register\n\n\n"
        "@register\nclass Variant(ClassicRules):\n    name = 'zz-test-variant'\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(engine.rules, "__path__", [*engine.rules.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "_LOADED", False)
    try:
        assert "zz-test-variant" in registry.ruleset_names()
    finally:
        registry.unregister("zz-test-variant")
        sys.modules.pop("engine.rules.zz_test_variant", None)
