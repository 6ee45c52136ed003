"""Fixed setups in the classic rules: a given board, straight to the first turn.

The rulebook's setup (seed 002) is claiming; a fixed board is how scenarios start
(issue 6). What stays as written: "roll for first player", who then takes the first turn.
"""

from __future__ import annotations

import pytest

from engine.board import TerritoryKind
from engine.core.events import GameStarted, TerritoryClaimed, TurnStarted
from engine.core.save import read_game, save_to_text
from engine.core.state import Phase
from engine.core.world import World
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from engine.rules.options import OptionError
from tests.support import boards
from tests.support.games import ChaosBot, Invariants, play, rules, start, tid

TUTORIAL = {
    "frostmere": [0, 3], "highcrag": [0, 2], "ashvale": [0, 2], "redcliff": [0, 1],
    "stormcape": [1, 3], "lowfen": [1, 2], "emberwood": [1, 3],
    "dunmarch": [2, 4], "saltmarsh": [2, 2], "thornfield": [2, 2],
}
PLAYERS = [PlayerSetup("Ann"), PlayerSetup("Bob"), PlayerSetup("Cy")]


def fixed_rules(placement=None, **options):
    return rules("tutorial", setup="fixed", fixed_placement=TUTORIAL if placement is None else placement, **options)


def test_the_board_is_as_given_and_the_first_turn_begins():
    r = fixed_rules()
    state, events = r.new_game(PLAYERS, seed=8)
    for name, (player, armies) in TUTORIAL.items():
        assert (state.owner[tid(name, "tutorial")], state.armies[tid(name, "tutorial")]) == (player, armies)
    assert all(p.armies_to_place == 0 for p in state.players)
    assert state.phase == Phase.REINFORCE and state.turn == 1
    assert state.current == state.first_player
    # "Receive max(3, territories ÷ 3) armies": 3 or 4 territories each give 3.
    assert state.reinforcements == 3
    assert isinstance(events[0], GameStarted) and isinstance(events[-2], TurnStarted)
    assert sum(isinstance(e, TerritoryClaimed) for e in events) == len(TUTORIAL)


def test_the_first_player_is_still_rolled():
    """"roll for first player\""""
    firsts = {fixed_rules().new_game(PLAYERS, seed)[0].first_player for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_a_fixed_game_plays_to_the_end_keeping_every_invariant():
    r = fixed_rules()
    state, _ = r.new_game(PLAYERS, seed=2)
    check = Invariants(r, state)
    check.check(state)
    play(r, state, [ChaosBot(i) for i in range(3)], check, limit=5_000)


@pytest.mark.parametrize(("change", "words"), [
    (lambda p: p.pop("redcliff"), "must place every territory; nobody holds Redcliff"),
    (lambda p: p.update(atlantis=[0, 3]), "'atlantis', which is not a territory of this map"),
    (lambda p: p.update(redcliff=[3, 1]), "to player number 3, but the players are numbered 0 to 2"),
    (lambda p: p.update(redcliff=[0, 0]), "leaves Redcliff with 0 armies: at least 1"),
    (lambda p: p.update(redcliff=[0]), "expected [player number, armies]"),
    (lambda p: [p.update({t: [0, 1]}) for t in ("dunmarch", "saltmarsh", "thornfield")], "Cy holds no territory"),
])
def test_a_wrong_placement_is_refused_in_words(change, words):
    placement = {k: list(v) for k, v in TUTORIAL.items()}
    change(placement)
    with pytest.raises(OptionError) as caught:
        fixed_rules(placement).new_game(PLAYERS, seed=1)
    assert words in str(caught.value)


def test_an_empty_placement_names_the_unplaced_territories():
    with pytest.raises(OptionError, match=r"nobody holds Frostmere, .* and 5 more"):
        fixed_rules({}).new_game(PLAYERS, seed=1)


def test_the_placement_option_is_type_checked():
    with pytest.raises(OptionError, match="'fixed-placement' must be a mapping"):
        rules("tutorial", setup="fixed", fixed_placement="frostmere=0,3")
    with pytest.raises(OptionError, match=r"'fixed-placement.frostmere\[1\]' must be a whole number"):
        rules("tutorial", setup="fixed", fixed_placement={"frostmere": [0, "three"]})


def test_a_neutral_army_does_not_mix_with_a_fixed_setup():
    two = {k: [v[0] % 2, v[1]] for k, v in TUTORIAL.items()}
    with pytest.raises(OptionError, match="cannot have a neutral army"):
        fixed_rules(two, neutral_army=True).new_game(PLAYERS[:2], seed=1)


def test_sea_territories_are_not_placed():
    # Sea territories (for the MU economy) take no part in classic play.
    sea_map = boards.board(boards.square("a", 0, 0), boards.square("b", 100, 0),
                           boards.square("s", 0, 100, kind=TerritoryKind.SEA, continent=None),
                           connections=[boards.border("a", "b"), boards.border("a", "s")])
    placement = {"a": [0, 2], "b": [1, 2], "s": [0, 1]}
    r = ClassicRules(World.from_board(sea_map), {"setup": "fixed", "fixed-placement": placement})
    with pytest.raises(OptionError, match="'s', which is a sea territory"):
        r.new_game(PLAYERS[:2], seed=1)
    del placement["s"]
    r = ClassicRules(World.from_board(sea_map), {"setup": "fixed", "fixed-placement": placement})
    assert r.new_game(PLAYERS[:2], seed=1)[0].phase == Phase.REINFORCE


def test_a_fixed_game_survives_save_load_and_replay():
    game = start("tutorial", ["Ann", "Bob", "Cy"], 17, setup="fixed", fixed_placement=TUTORIAL)
    bots = [ChaosBot(i) for i in range(3)]
    for _ in range(120):
        if game.over:
            break
        game.apply(bots[game.state.decider()].choose(game.rules, game.state))
    text = save_to_text(game)
    assert "fixed-placement:" in text and "frostmere: [0, 3]" in text
    loaded = read_game(text, file="memory")
    assert loaded.state.to_dict() == game.state.to_dict()
    assert loaded.log == game.log
    assert loaded.rules.options.fixed_placement == TUTORIAL
    assert game.replayed().state.to_dict() == game.state.to_dict()
