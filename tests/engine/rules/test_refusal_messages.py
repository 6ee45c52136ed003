"""Refusals are templates a UI can translate: marked for lupdate, with their parameters.

``str(error)`` stays the English sentence; ``error.template`` and ``error.params`` let the
play window say the same in its reader's language, with territories and seats named as
that reader names them (engine/core/messages.py).
"""

from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

from engine.core import errors
from engine.core.actions import (
    Attack,
    BeginAttack,
    Blitz,
    ClaimTerritory,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    PlaceArmies,
    TradeCards,
)
from engine.core.errors import IllegalAction
from engine.core.game import Game, GameSetup
from engine.core.messages import SeatName, TerritoryName
from engine.rules.base import PlayerSetup
from engine.rules.classic import check_decider
from tests.support.games import ChaosBot, board, world

ENGINE = Path(__file__).resolve().parents[3] / "engine"
REFUSALS = {
    name for name, value in vars(errors).items() if isinstance(value, type) and issubclass(value, IllegalAction)
}


def marked(node: ast.expr) -> bool:
    """``QT_TRANSLATE_NOOP("Refusal", "literal")``: what pyside6-lupdate collects."""
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP"
        and len(node.args) == 2 and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
        and node.args[0].value == errors.REFUSAL_CONTEXT
    )


def test_every_refusal_the_engine_raises_has_a_marked_template():
    unmarked = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        tables = {  # module-level tables of templates, like classic.py's _WRONG_PHASE
            target.id for node in tree.body if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
            and all(marked(v) for v in node.value.values) for target in node.targets if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in REFUSALS:
                first = node.args[0] if node.args else None
                from_table = isinstance(first, ast.Subscript) and getattr(first.value, "id", None) in tables
                if not (marked(first) or from_table):
                    unmarked.append(f"{path.relative_to(ENGINE.parent)}:{node.lineno}")
    assert unmarked == []


def random_action(rng: random.Random, size: int):
    territory = lambda: rng.randrange(-1, size + 1)  # noqa: E731 (off the map too)
    count = lambda: rng.randrange(-1, 8)  # noqa: E731
    return rng.choice([
        lambda: ClaimTerritory(territory()),
        lambda: PlaceArmies(territory(), count()),
        lambda: TradeCards(tuple(rng.randrange(0, 50) for _ in range(3))),
        BeginAttack, EndAttack, EndTurn,
        lambda: Attack(territory(), territory(), count()),
        lambda: Blitz(territory(), territory()),
        lambda: Defend(count()),
        lambda: Occupy(count()),
        lambda: Fortify(territory(), territory(), count()),
    ])()


def check_refusal(error: IllegalAction, names: tuple[str, ...], seats: list[str]) -> None:
    assert str(error) == error.template.format(**error.params)
    assert set(re.findall(r"\{(\w+)\}", error.template)) == set(error.params)
    for value in error.params.values():
        if isinstance(value, TerritoryName):
            assert value.name == names[value.index]
        elif isinstance(value, SeatName):
            assert value.name == seats[value.index]
        else:
            assert isinstance(value, int | str)


def test_refusals_carry_their_template_and_parameters_in_every_phase():
    seen: set[str] = set()
    for seed, options in enumerate([
        {"setup": "claim", "placement-batch": 3},
        {"setup": "random", "random-deal-armies": "spread", "fortify": "connected"},
        {"setup": "random", "random-deal-armies": "spread", "missions": True},
    ]):
        seats = [PlayerSetup(name, always_defend_max=seed != 1) for name in ("Ann", "Bob", "Cy")]
        game = Game(board("classic"), GameSetup("classic", tuple(seats), seed, {**options, "turn-limit": 40}))
        names = world("classic").names
        rng = random.Random(seed)
        bot = ChaosBot(seed)
        for _step in range(600):
            if game.state.phase == "game-over":
                break
            for _try in range(6):
                try:
                    game.rules.check(game.state, random_action(rng, len(names)))
                except IllegalAction as error:
                    check_refusal(error, names, [s.name for s in seats])
                    seen.add(error.template)
            game.apply(bot.choose(game.rules, game.state))
    assert len(seen) >= 20, sorted(seen)


def test_a_decision_out_of_turn_names_both_seats():
    game = Game(board("classic"), GameSetup("classic", (PlayerSetup("Ann"), PlayerSetup("Bob")), 1,
                                            {"setup": "random", "random-deal-armies": "spread"}))
    decider = game.state.decider()
    other = 1 - decider
    try:
        check_decider(game.state, other)
    except IllegalAction as error:
        assert str(error) == f"it is {game.state.players[decider].name}'s decision now, not " \
                             f"{game.state.players[other].name}'s"
        assert error.params["decider"] == SeatName(decider, game.state.players[decider].name)
    else:
        raise AssertionError("no refusal")


def test_an_old_style_refusal_without_parameters_is_its_own_template():
    # Braces in a plain message are not placeholders when no parameters are given.
    text = "".join(random.Random(3).choice(string.ascii_letters + "{} ") for _ in range(40))
    error = IllegalAction(text)
    assert str(error) == text and error.template == text and error.params == {}
