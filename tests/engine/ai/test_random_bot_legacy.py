"""RandomBot in Risk Legacy: it plays every kind of action the rules list, classic phases
included (expanding in the attack phase, turning in resource cards when recruiting)."""

from __future__ import annotations

from engine.ai.random_bot import UNKNOWN_KIND_CHANCE, RandomBot
from engine.core.actions import (
    Attack,
    BeginAttack,
    Blitz,
    Defend,
    EndAttack,
    EndTurn,
    Fortify,
    Occupy,
    Pass,
    PlaceArmies,
)
from engine.core.dice import derive_seed
from engine.core.phases import GAME_OVER
from engine.core.state import Phase
from engine.rules.base import PlayerSetup
from engine.rules.legacy.actions import (
    BeginRecruit,
    BuyStar,
    ChooseFaction,
    ChooseStart,
    Expand,
    FireMissile,
    PlayScarCard,
    TakeCard,
    TurnInCards,
)
from tests.engine.ai.legacy_games import after_the_campaign, legacy_rules, play
from tests.engine.rules.legacy.support import NAMES, attack_phase, clear_board, fresh_world, give, signed, t

# What a Legacy game between RandomBots lists, given missiles (signatures) and players who
# choose their defence dice: every kind the rules have for a game that ends with its winner
# (the rewards, the world's name and the packs come after the campaign's games or with packs).
EXPECTED_KINDS = {
    ChooseFaction, ChooseStart, BuyStar, PlayScarCard, BeginRecruit, TurnInCards, PlaceArmies, BeginAttack,
    Expand, Attack, Blitz, EndAttack, Defend, Occupy, FireMissile, Pass, Fortify, EndTurn, TakeCard,
}


def test_random_bots_play_every_kind_of_action_the_legacy_rules_list():
    world = after_the_campaign(signed(fresh_world(), "Ann", "Ann", "Ben"))  # three missiles
    rules = legacy_rules(world=world)
    # Half the seats choose their defence dice (Defend), half always roll the most (Blitz).
    players = [PlayerSetup(NAMES[i], always_defend_max=i % 2 == 0) for i in range(4)]
    listed: set[type] = set()
    chosen: set[type] = set()

    def watch(state, seat, legal, choice):
        listed.update(type(a) for a in legal)
        chosen.add(type(choice))

    for number in range(8):
        bots = [RandomBot(derive_seed(5, number, seat)) for seat in range(4)]
        assert play(rules, bots, derive_seed(5, number), players, watch).phase == GAME_OVER
    assert listed >= EXPECTED_KINDS, EXPECTED_KINDS - listed
    assert listed <= chosen, listed - chosen


def attack_position(seed: int = 1):
    """Ann's attack phase: a stronger stack next to Ben's (an attack downhill) and empty land."""
    rules = legacy_rules()
    state, _ = rules.new_game([PlayerSetup(n) for n in NAMES[:3]], seed)
    clear_board(state)
    give(state, 0, "brazil", 9)
    give(state, 1, "peru", 2)
    attack_phase(state, 0)
    return rules, state


def test_in_the_attack_phase_it_expands_as_often_as_the_fixed_chance_says():
    rules, state = attack_position()
    legal = rules.legal_actions(state)
    assert {type(a) for a in legal} == {Attack, Blitz, Expand, EndAttack}
    bot = RandomBot(3)
    picks = [bot.choose(rules, state) for _ in range(1000)]
    expansions = [a for a in picks if isinstance(a, Expand)]
    share = len(expansions) / len(picks)
    assert abs(share - UNKNOWN_KIND_CHANCE) < 0.05, share
    # The rest is the beginner's own play: a blitz downhill.
    assert all(isinstance(a, Blitz) for a in picks if not isinstance(a, Expand))
    # Every expansion is legal, with a number of troops the rules allow, and they vary.
    for action in expansions:
        rules.check(state, action)
    assert len({a.count for a in expansions}) > 3
    assert {a.target for a in expansions} == {t("venezuela"), t("argentina"), t("north-africa")}


def test_when_only_kinds_it_does_not_know_are_listed_it_plays_one():
    rules, state = attack_position()
    state.armies[t("peru")] = 20  # no attack downhill left: the beginner would end the attack
    legal = rules.legal_actions(state)
    bot = RandomBot(4)
    picks = {type(bot.choose(rules, state)) for _ in range(200)}
    assert picks == {Expand, EndAttack}
    # With nothing but a kind it does not know (a made-up listing), it always plays that kind.
    only = [a for a in legal if isinstance(a, Expand)]

    class ExpandOnly(type(rules)):
        def legal_actions(self, state, player=None):
            return only

    expand_only = ExpandOnly(rules.world, rules.options, campaign=rules.legacy)
    assert all(isinstance(bot.choose(expand_only, state), Expand) for _ in range(50))


def test_it_turns_resource_cards_in_when_recruiting():
    rules, state = attack_position()
    state.phase, state.reinforcements = Phase.REINFORCE, 3
    coins = rules.card_count
    state.players[0].cards = [coins, coins + 1, coins + 2]  # three coin cards: 3 coins, 4 troops
    bot = RandomBot(5)
    picks = [bot.choose(rules, state) for _ in range(400)]
    turn_ins = [a for a in picks if isinstance(a, TurnInCards)]
    assert abs(len(turn_ins) / len(picks) - UNKNOWN_KIND_CHANCE) < 0.08
    assert all(isinstance(a, PlaceArmies) for a in picks if not isinstance(a, TurnInCards))
    for action in turn_ins:
        rules.check(state, action)
