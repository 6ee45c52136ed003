"""The classic rules' hooks are the real contract (issue 11): a subclass that overrides one
changes what is listed, what is checked and what happens, in every path — single attacks,
blitzes, fortifying — never bypassed by a fast path."""

from __future__ import annotations

import random

import pytest

from engine.core.actions import Attack, Blitz, EndAttack, Fortify
from engine.core.errors import IllegalAction, InvalidTerritory
from engine.core.events import DiceRolled, PlayerEliminated, TerritoryCaptured
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from engine.rules.classic import ClassicRules
from tests.support.games import attack_position, give, tid, world

OPTIONS = {"setup": "random", "random-deal-armies": "spread"}
SEATS = [PlayerSetup("Ann"), PlayerSetup("Ben"), PlayerSetup("Cy")]


def started(cls: type[ClassicRules], seed: int = 3, **options):
    rules = cls(world("classic"), {**OPTIONS, **options})
    state, _ = rules.new_game(SEATS, seed)
    return rules, state


def stage(state, **owners) -> None:
    """Ann (0) attacks; every territory named is given as ``id=(player, armies)``."""
    attack_position(None, state, 0)
    for name, (player, armies) in owners.items():
        give(state, player, [name.replace("_", "-")], armies)


class NoSeaCrossings(ClassicRules):
    """Attacks may not cross from North Africa to Brazil (as if the sea-line were closed)."""

    def can_attack(self, state, source, target):
        if {source, target} == {tid("north-africa"), tid("brazil")}:
            return InvalidTerritory(QT_TRANSLATE_NOOP("Refusal", "the South Atlantic is closed"))
        return super().can_attack(state, source, target)


def test_an_attack_refused_by_can_attack_is_neither_listed_nor_allowed_nor_blitzed():
    rules, state = started(NoSeaCrossings)
    stage(state, north_africa=(0, 9), brazil=(1, 2), egypt=(1, 2))
    source, brazil, egypt = tid("north-africa"), tid("brazil"), tid("egypt")
    legal = rules.legal_actions(state)
    assert not any(isinstance(a, (Attack, Blitz)) and a.target == brazil and a.source == source for a in legal)
    assert Attack(source, egypt, 3) in legal and Blitz(source, egypt) in legal
    for action in (Attack(source, brazil, 3), Blitz(source, brazil)):
        with pytest.raises(IllegalAction, match="the South Atlantic is closed"):
            rules.apply(state, action)


class OnlyAdjacentToCapital(ClassicRules):
    """Fortify only into Egypt (a maneuver rule of a variant)."""

    def maneuver_targets(self, state, source):
        return [t for t in super().maneuver_targets(state, source) if t == tid("egypt")]


def test_maneuver_targets_rule_both_the_listing_and_the_check():
    rules, state = started(OnlyAdjacentToCapital, fortify="connected")
    give(state, 0, ["north-africa", "egypt", "east-africa", "congo"], 3)
    state.current, state.phase = 0, Phase.FORTIFY
    listed = {(a.source, a.target) for a in rules.legal_actions(state) if isinstance(a, Fortify)}
    assert listed and all(target == tid("egypt") for _source, target in listed)
    with pytest.raises(IllegalAction):
        rules.apply(state, Fortify(tid("north-africa"), tid("congo"), 1))
    rules.apply(state, Fortify(tid("north-africa"), tid("egypt"), 2))
    assert state.armies[tid("egypt")] == 5


class DefenderAlwaysLoses(ClassicRules):
    """A variant's battle: the defender loses one army per die compared, whatever the roll."""

    def battle_losses(self, state, attack_roll, defence_roll):
        return 0, min(len(attack_roll), len(defence_roll))


@pytest.mark.parametrize("blitz", [False, True])
def test_battle_losses_decide_every_roll_of_single_attacks_and_blitzes(blitz):
    rules, state = started(DefenderAlwaysLoses)
    stage(state, north_africa=(0, 9), egypt=(1, 4))
    source, target = tid("north-africa"), tid("egypt")
    events = rules.apply(state, Blitz(source, target) if blitz else Attack(source, target, 3))
    rolls = [e for e in events if isinstance(e, DiceRolled)]
    assert rolls and all(e.attacker_losses == 0 for e in rolls)
    if blitz:
        assert state.owner[target] == 0


class LoadedDice(ClassicRules):
    """Every attacker die shows 6 (a scar or a power would modify dice here)."""

    def roll_battle(self, state, attacker_dice, defender_dice):
        attack, defence = super().roll_battle(state, attacker_dice, defender_dice)
        return (6,) * len(attack), defence


def test_roll_battle_is_used_by_the_blitz_too():
    rules, state = started(LoadedDice)
    stage(state, north_africa=(0, 9), egypt=(1, 5))
    events = rules.apply(state, Blitz(tid("north-africa"), tid("egypt")))
    assert all(set(e.attacker_dice) == {6} for e in events if isinstance(e, DiceRolled))


class MissileWindow(ClassicRules):
    """Holds every roll back until the defender says go (a Legacy-like window): battle_rolled
    keeps the roll, resolve_battle settles it later."""

    held = None

    def battle_rolled(self, state, attack_roll, defence_roll):
        self.held = (attack_roll, defence_roll)
        return []


def test_a_roll_held_by_battle_rolled_is_settled_only_by_resolve_battle():
    rules, state = started(MissileWindow)
    stage(state, north_africa=(0, 9), egypt=(1, 4))
    before = list(state.armies)
    rules.apply(state, Attack(tid("north-africa"), tid("egypt"), 3))
    assert state.armies == before and rules.held is not None  # nothing lost yet
    events = rules.resolve_battle(state, *rules.held)
    assert [e for e in events if isinstance(e, DiceRolled)] and state.armies != before


class CaptureTax(ClassicRules):
    """Capturing costs the attacker's source one army (on_capture) and a game is won with
    Egypt (victory)."""

    def on_capture(self, state, source, target, defender):
        state.armies[source] -= 1
        return []

    def victory(self, state, player):
        return "took Egypt" if state.owner[tid("egypt")] == player else super().victory(state, player)


def test_on_capture_and_victory_are_asked_at_every_capture():
    rules, state = started(CaptureTax)
    stage(state, north_africa=(0, 20), egypt=(1, 1))
    events = rules.apply(state, Blitz(tid("north-africa"), tid("egypt")))
    assert any(isinstance(e, TerritoryCaptured) for e in events)
    assert state.phase == GAME_OVER and state.winner == 0 and state.win_reason == "took Egypt"


class GenerousElimination(DefenderAlwaysLoses):
    """Eliminating a player also gives the winner 5 armies where they attacked from."""

    def eliminate(self, state, loser, winner):
        state.armies[state.attack_source] += 5
        return super().eliminate(state, loser, winner)


def test_eliminate_is_the_hook_for_knocking_a_player_out():
    rules, state = started(GenerousElimination)
    for t in range(len(state.owner)):
        if state.owner[t] == 1:
            state.owner[t] = 2
    stage(state, north_africa=(0, 9), egypt=(1, 1))
    events = rules.apply(state, Attack(tid("north-africa"), tid("egypt"), 3))
    assert any(isinstance(e, PlayerEliminated) for e in events)
    # 9 + 5 from the hook, less the 3 that moved in with the dice.
    assert state.armies[tid("north-africa")] + state.armies[tid("egypt")] == 14
    assert not state.players[1].alive


def test_classic_refuses_to_attack_empty_land():
    """Issue 11: with unowned territories (a Legacy fixed setup, a scenario), the classic
    rules listed an attack on an empty territory; applying it "captured" it and eliminated
    seat -1 while it still held land."""
    rules, state = started(ClassicRules)
    stage(state, north_africa=(0, 9), egypt=(1, 2))
    brazil = tid("brazil")
    state.owner[brazil], state.armies[brazil] = NOBODY, 0
    legal = rules.legal_actions(state)
    assert not any(isinstance(a, (Attack, Blitz)) and a.target == brazil for a in legal)
    for action in (Attack(tid("north-africa"), brazil, 3), Blitz(tid("north-africa"), brazil)):
        with pytest.raises(InvalidTerritory, match="Brazil is empty: there is nobody there to attack"):
            rules.apply(state, action)
    assert all(p.alive for p in state.players)


class HookPaths(ClassicRules):
    """ClassicRules, but every listing and battle goes through the hooks (no fast path)."""


@pytest.mark.parametrize("seed", range(6))
def test_the_fast_listings_list_what_the_hooks_allow(seed):
    """The fast paths of ClassicRules encode the hooks' rules once more, for speed: on the
    positions of random games, both list exactly the same actions."""
    fast, state = started(ClassicRules, seed=seed, fortify="connected" if seed % 2 else "adjacent",
                          **({"neutral-army": False}))
    slow = HookPaths(fast.world, fast.options)
    chance = random.Random(seed)
    for _ in range(2500):
        if state.phase == GAME_OVER:
            break
        listed = fast.legal_actions(state)
        assert listed == slow.legal_actions(state), state.phase
        action = chance.choice(listed)
        if isinstance(action, EndAttack) and chance.random() < 0.7 and len(listed) > 1:
            action = chance.choice(listed)
        fast.apply(state, action)
