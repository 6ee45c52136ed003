"""Navy bases on one border, and blockades of them (seed 004, "Bases", "Navy Bases")."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.game import Game, GameSetup
from engine.core.save import read_game, save_to_text
from engine.files.errors import FileFormatError
from engine.rules.base import PlayerSetup
from engine.rules.economy import navy_bases
from engine.rules.economy.actions import (
    BattleAttack,
    Blockade,
    Build,
    BuildNavyBase,
    Demolish,
    EndBlockade,
    Fight,
    MoveUnits,
    PayUpkeep,
    RecruitNavy,
)
from engine.rules.economy.state import EconomyState
from tests.engine.rules.economy.support import empty_game, put, tid
from tests.support.games import world

EGYPT, MED, RED = "egypt", "egypt-mediterranean-coast", "egypt-red-sea-coast"


def test_a_navy_base_is_built_on_one_border_and_recruits_into_that_water_only():
    """"Navy bases must be built on a specific border between a country and a water territory.
    Navy bases are considered to be inside the country but units recruited at the base appear
    in the water territory. You do not need to own a water territory to build a navy bases that
    recruits units into that territory, but you do need to own the country.\""""
    r, state = empty_game()
    put(r, state, 0, EGYPT, armies=1)
    put(r, state, 1, RED, navies=1)  # the Red Sea coast is player 1's: not friendly, not contested
    state.players[0].money = 100
    egypt, med, red = tid(EGYPT), tid(MED), tid(RED)
    listed = [a for a in r.legal_actions(state, 0) if isinstance(a, BuildNavyBase)]
    assert listed == [BuildNavyBase(egypt, med), BuildNavyBase(egypt, red)]  # one per coast
    with pytest.raises(IllegalAction, match="build-navy-base"):
        r.check(state, Build(egypt, "navy-base"), 0)
    with pytest.raises(IllegalAction, match="not yours"):
        r.check(state, BuildNavyBase(tid("east-africa"), tid("east-africa-coast")), 0)
    with pytest.raises(IllegalAction, match="border with one of its waters"):
        r.check(state, BuildNavyBase(egypt, tid("north-africa-coast")), 0)
    with pytest.raises(IllegalAction, match="friendly or contested"):
        r.check(state, RecruitNavy(egypt, red, 1), 0)
    r.apply(state, BuildNavyBase(egypt, red), 0)
    assert state.navy_bases == {f"{egypt}:{red}": 1} and state.players[0].money == 80
    # "Units cannot be recruited to bases the same turn the bases are built": not yet into the
    # hostile water it recruits for.
    with pytest.raises(IllegalAction, match="friendly or contested"):
        r.check(state, RecruitNavy(egypt, red, 1), 0)
    state.new_navy_bases = {}  # the next round
    state.navy_base_recruits = {}
    r.apply(state, RecruitNavy(egypt, red, 2), 0)  # one at the base's 5 MU, one at 10
    assert state.navy[0][red] == 2 and state.players[0].money == 80 - 5 - 10
    # The base on the Red Sea does not make the Mediterranean cheaper.
    put(r, state, 0, MED, navies=1)
    money = state.players[0].money
    r.apply(state, RecruitNavy(egypt, med, 1), 0)
    assert state.players[0].money == money - 10


def test_demolishing_a_navy_base_takes_one_of_the_country_s_bases():
    r, state = empty_game()
    put(r, state, 0, EGYPT, armies=1)
    state.players[0].money = 40
    egypt, med, red = tid(EGYPT), tid(MED), tid(RED)
    r.apply(state, BuildNavyBase(egypt, red), 0)
    r.apply(state, BuildNavyBase(egypt, med), 0)
    r.apply(state, Demolish(egypt, "navy-base"), 0)
    assert state.navy_bases == {f"{egypt}:{red}": 1} and state.new_navy_bases == {f"{egypt}:{red}": 1}
    assert state.players[0].money == 10


def test_navy_bases_and_blockades_survive_a_save():
    game = Game(world("classic-mu").board,
                GameSetup("economy", (PlayerSetup("A"), PlayerSetup("B")), 3, {"start": "europe"}))
    game.state.navy_bases = {"1:2": 1}
    game.state.blockades = ["0:1:2"]
    again = EconomyState.from_dict(game.state.to_dict())
    assert again.navy_bases == {"1:2": 1} and again.blockades == ["0:1:2"]


def test_a_save_from_before_navy_bases_named_their_water_still_loads():
    game = Game(world("classic-mu").board,
                GameSetup("economy", (PlayerSetup("A"), PlayerSetup("B")), 3, {"start": "europe"}))
    n = game.world.size
    text = save_to_text(game)
    old = text.replace("  navy_bases: {}\n", f"  navy_bases: {[0] * n}\n".replace(",", ",")) \
        .replace("  blockades: []\n", "")
    assert old != text
    assert read_game(old).state.to_dict() == game.state.to_dict()


def blockade_position(bases: bool = True):
    """Player 1 owns Egypt with a navy base on the Red Sea; player 0 has two navies there."""
    r, state = empty_game(phase="friendly-movement", bases=bases)
    egypt, red = tid(EGYPT), tid(RED)
    put(r, state, 1, EGYPT, armies=1)
    put(r, state, 0, RED, navies=2)
    state.navy_bases = {f"{egypt}:{red}": 1}
    return r, state, egypt, red


def test_a_navy_unit_blockades_a_hostile_base_in_its_water_which_then_produces_nothing():
    """"If navy bases are being used then a single navy unit can blockade a single navy base
    that recruits into the water territory occupied by that navy unit ... While the navy unit
    is blockading a navy base that base cannot produce navy units.\""""
    r, state, egypt, red = blockade_position()
    assert Blockade(egypt, red) in r.legal_actions(state, 0)
    r.apply(state, Blockade(egypt, red), 0)
    assert state.blockades == [f"0:{egypt}:{red}"]
    # One unit per base: the second navy cannot blockade the same base again.
    assert Blockade(egypt, red) not in r.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="blockaded already"):
        r.check(state, Blockade(egypt, red), 0)
    state.phase, state.pending = "get", [0, 1]
    state.players[1].money = 50
    assert not any(isinstance(a, RecruitNavy) and a.water == red for a in r.legal_actions(state, 1))
    with pytest.raises(IllegalAction, match="blockaded: it cannot produce navy units"):
        r.check(state, RecruitNavy(egypt, red, 1), 1)
    # "The blockading navy unit can end the blockade at any time."
    r.apply(state, EndBlockade(egypt, red), 0)
    assert state.blockades == []
    r.apply(state, RecruitNavy(egypt, red, 1), 1)
    assert state.navy[1][red] == 1 and state.players[1].money == 45


def test_only_hostile_bases_are_blockaded_and_only_when_bases_are_played():
    r, state, egypt, red = blockade_position()
    state.players[0].allies, state.players[1].allies = [1], [0]
    assert navy_bases.targets(r.geo, state, 0) == []
    with pytest.raises(IllegalAction, match="hostile"):
        r.check(state, Blockade(egypt, red), 0)
    r2, plain, egypt, red = blockade_position(bases=False)
    assert not any(isinstance(a, Blockade) for a in r2.legal_actions(plain, 0))
    with pytest.raises(IllegalAction, match="without bases"):
        r2.check(plain, Blockade(egypt, red), 0)


def test_the_blockade_ends_when_its_unit_dies_or_leaves():
    """"The blockade remains in place until that unit is destroyed or the blockade is ended.\""""
    r, state, egypt, red = blockade_position()
    state.navy[0][red] = 1
    r._recount(state)
    r.apply(state, Blockade(egypt, red), 0)
    coast = tid("east-africa-coast")
    put(r, state, 0, "east-africa-coast", navies=1)
    state.navy[0][coast] = 0  # the water is player 0's, so friendly movement may go there
    r._recount(state)
    r.apply(state, MoveUnits(red, coast, 1, "navy"), 0)
    assert state.blockades == []


def test_a_blockading_navy_takes_no_naval_action_but_its_own_defence():
    """"While the navy unit is blockading it cannot be involved in any naval actions during
    combat besides its own defense.\""""
    r, state, egypt, red = blockade_position()
    state.navy[0][red] = 1
    r._recount(state)
    r.apply(state, Blockade(egypt, red), 0)
    put(r, state, 1, RED, navies=1, own=False)
    state.phase, state.battle_tokens, state.initiative, state.current = "choose-battle", [red], 0, 0
    state.pending = []
    r.apply(state, Fight(red), 0)
    assert state.decider() == 0
    assert BattleAttack("navy", 1) not in r.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="no navy units facing"):
        r.check(state, BattleAttack("navy", 1), 0)
    assert r._targets(state, 1, "navy") == [0]  # it may still be attacked, and defends


def test_a_save_from_before_that_built_a_navy_base_is_refused_at_that_action():
    game = Game(world("classic-mu").board,
                GameSetup("economy", (PlayerSetup("A"), PlayerSetup("B")), 3, {"start": "europe"}))
    country = game.rules.legal_actions(game.state)[1].territory
    name = game.world.ids[country]
    game.apply(PayUpkeep())
    text = save_to_text(game).replace("actions:\n- pay-upkeep", f"actions:\n- pay-upkeep\n- build {name} navy-base")
    with pytest.raises(FileFormatError, match=f"build {name} navy-base.*build-navy-base"):
        read_game(text)


def test_a_blockade_may_be_ended_during_combat_too():
    """"The blockading navy unit can end the blockade at any time": while the next battle is
    chosen, and in a battle."""
    r, state, egypt, red = blockade_position()
    r.apply(state, Blockade(egypt, red), 0)
    state.phase, state.pending, state.responders = "choose-battle", [], []
    state.battle_tokens, state.initiative, state.current = [tid("ukraine")], 0, 0
    assert EndBlockade(egypt, red) in r.legal_actions(state, 0)
    r.apply(state, EndBlockade(egypt, red), 0)
    assert state.blockades == [] and state.phase == "choose-battle"
