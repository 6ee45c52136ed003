"""Battle sampling (the rules option ``battle-sampling``): a blitz resolved in one draw from
its exact end distribution (engine/rules/odds.py) must be statistically identical to rolling
it roll by roll, keep games exact replays, and still tell what happened.

The blitz is classic's "Attack as often as you like" (rules-digest §1) with both sides
rolling the most dice, until the territory falls or one army is left to attack from.
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from engine.ai.random_bot import RandomBot
from engine.core.actions import Blitz
from engine.core.events import BattleSampled, DiceRolled, TerritoryCaptured
from engine.core.save import read_game, save_to_text
from engine.core.state import Phase
from engine.rules.classic import ClassicRules
from engine.rules.odds import battle_odds, draw_battle_end
from tests.support.games import Invariants, attack_position, give, new_state, start, tid

SOURCE, TARGET = "alaska", "kamchatka"
# (attackers, defenders): attacking armies (the home army not counted) against defenders.
STARTS = [(3, 2), (5, 3), (8, 8), (4, 7), (12, 6)]
BATTLES = 2_000  # per start and way of fighting
ALPHA = 0.001  # the chance this test fails although both ways are the same
MIN_BIN = 20  # pooled battles per bin of the chi-square table, at least


def blitz_ends(rules: ClassicRules, attackers: int, defenders: int, battles: int, seed: int) -> Counter:
    """How ``battles`` blitzes of ``attackers`` against ``defenders`` end, through the rules:
    Counter of (attackers left, defenders left)."""
    _, state = new_state(3, seed=seed)
    source, target = tid(SOURCE), tid(TARGET)
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    ends: Counter = Counter()
    for _ in range(battles):
        give(state, 0, [SOURCE], armies=attackers + 1)
        state.owner[target], state.armies[target] = 1, defenders
        attack_position(rules, state)
        rules.apply(state, Blitz(source, target))
        left = state.armies[source] - 1
        if state.owner[target] == 0:  # captured: the armies moved in survived too
            left += state.armies[target]
            ends[(left, 0)] += 1
        else:
            ends[(0, state.armies[target])] += 1
    return ends


def chi_square_homogeneity(first: Counter, second: Counter) -> tuple[float, int]:
    """(statistic, degrees of freedom) of the chi-square test that two samples come from the
    same distribution. Ends are ordered from the attacker's best to its worst and adjacent
    ones pooled until each bin holds MIN_BIN battles, so no expected count is tiny."""
    ends = sorted(set(first) | set(second), key=lambda end: (-end[0], end[1]))
    bins: list[list[int]] = []
    pending = [0, 0]
    for end in ends:
        pending[0] += first[end]
        pending[1] += second[end]
        if sum(pending) >= MIN_BIN:
            bins.append(pending)
            pending = [0, 0]
    if sum(pending):
        if bins:
            bins[-1] = [bins[-1][0] + pending[0], bins[-1][1] + pending[1]]
        else:
            bins.append(pending)
    totals = (sum(b[0] for b in bins), sum(b[1] for b in bins))
    grand = sum(totals)
    statistic = 0.0
    for pooled in bins:
        row = sum(pooled)
        for side in (0, 1):
            expected = row * totals[side] / grand
            statistic += (pooled[side] - expected) ** 2 / expected
    return statistic, len(bins) - 1


def chi_square_critical(degrees: int, alpha: float = ALPHA) -> float:
    """The chi-square value exceeded with probability ``alpha`` (Wilson–Hilferty: within a
    few tenths of a percent for the degrees of freedom used here)."""
    z = {0.001: 3.090232306167813}[alpha]  # upper-tail standard normal quantile
    h = 2 / (9 * degrees)
    return degrees * (1 - h + z * math.sqrt(h)) ** 3


def sampled_differs_from_rolled(sampling_rules: ClassicRules, seed: int = 2026) -> list[str]:
    """Every start where the sampled ends differ from the rolled ones (chi-square at ALPHA)."""
    rolled_rules = ClassicRules(sampling_rules.world, {"setup": "random", "battle-sampling": False})
    differing = []
    for number, (attackers, defenders) in enumerate(STARTS):
        rolled = blitz_ends(rolled_rules, attackers, defenders, BATTLES, seed + 2 * number)
        sampled = blitz_ends(sampling_rules, attackers, defenders, BATTLES, seed + 2 * number + 1)
        statistic, degrees = chi_square_homogeneity(rolled, sampled)
        if statistic > chi_square_critical(degrees):
            differing.append(f"{attackers} vs {defenders}: chi2 {statistic:.1f} > "
                             f"{chi_square_critical(degrees):.1f} ({degrees} df)")
    return differing


def sampling_rules() -> ClassicRules:
    from tests.support.games import world

    return ClassicRules(world("classic"), {"setup": "random", "battle-sampling": True})


def test_sampled_blitzes_end_like_rolled_ones():
    """Over 2,000 battles per start (fixed seeds), no start's ends differ by a chi-square test."""
    rules = sampling_rules()
    assert sampled_differs_from_rolled(rules) == []


def test_the_chi_square_test_catches_a_distribution_one_army_off(monkeypatch):
    """The same test, fed the odds of an attacker one army short, fails on every start."""
    rules = sampling_rules()
    monkeypatch.setattr(rules, "blitz_odds", lambda state, source, target: battle_odds(
        state.armies[source] - 2, state.armies[target]))
    assert len(sampled_differs_from_rolled(rules)) == len(STARTS)


def test_the_chi_square_test_catches_a_slightly_wrong_win_rate(monkeypatch):
    """A subtler fault: one sampled battle in four decided by a start one army weaker is
    still caught somewhere."""
    rules = sampling_rules()

    def mostly_right(state, source, target):
        attackers = state.armies[source] - 1
        weak = state.roll(4) == 0 and attackers > 1
        return battle_odds(attackers - 1 if weak else attackers, state.armies[target])

    monkeypatch.setattr(rules, "blitz_odds", mostly_right)
    assert sampled_differs_from_rolled(rules) != []


def test_a_sampled_blitz_tells_the_losses_and_the_capture():
    """The log of a sampled blitz says what each side lost and who took the territory, and a
    capture moves in "at least as many armies as the number of dice you rolled in your last
    battle" (the winning roll costs nothing, so its dice are the survivors', at most 3)."""
    rules = sampling_rules()
    _, state = new_state(3, seed=7)
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    give(state, 0, [SOURCE], armies=20)
    state.armies[tid(TARGET)] = 4
    attack_position(rules, state)
    events = rules.apply(state, Blitz(tid(SOURCE), tid(TARGET)))
    sampled = [e for e in events if isinstance(e, BattleSampled)]
    assert len(sampled) == 1 and not any(isinstance(e, DiceRolled) for e in events)
    assert sampled[0].defender_losses == 4
    assert any(isinstance(e, TerritoryCaptured) for e in events)
    survivors = 19 - sampled[0].attacker_losses
    assert state.phase == Phase.OCCUPY
    assert state.occupy_min == min(3, survivors) == state.armies[tid(TARGET)]
    assert state.armies[tid(SOURCE)] + state.armies[tid(TARGET)] == 20 - sampled[0].attacker_losses
    assert state.dice_drawn  # the draw came from the game's stream


def test_a_lost_sampled_blitz_leaves_one_army_home():
    rules = sampling_rules()
    _, state = new_state(3, seed=8)
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    give(state, 0, [SOURCE], armies=2)
    state.armies[tid(TARGET)] = 30
    attack_position(rules, state)
    (event,) = rules.apply(state, Blitz(tid(SOURCE), tid(TARGET)))
    assert event == BattleSampled(0, 1, tid(SOURCE), tid(TARGET), 1, 30 - state.armies[tid(TARGET)])
    assert state.armies[tid(SOURCE)] == 1 and state.owner[tid(TARGET)] == 1
    assert state.phase == Phase.ATTACK


def test_battle_sampling_is_off_by_default():
    _, state = new_state(3, seed=9)
    rules = ClassicRules(sampling_rules().world, {"setup": "random"})
    assert rules.options.battle_sampling is False
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    give(state, 0, [SOURCE], armies=10)
    attack_position(rules, state)
    events = rules.apply(state, Blitz(tid(SOURCE), tid(TARGET)))
    assert any(isinstance(e, DiceRolled) for e in events)
    assert not any(isinstance(e, BattleSampled) for e in events)


@pytest.mark.parametrize("uniform", [0.0, 0.3, 0.999999999])
def test_draw_battle_end_walks_the_exact_distribution(uniform):
    odds = battle_odds(3, 2)
    cumulative = 0.0
    ends = [(k, 0) for k in range(3, 0, -1)] + [(0, d) for d in range(1, 3)]
    probabilities = [odds.attacker_remaining[k] for k in range(3, 0, -1)] + list(odds.defender_remaining[1:])
    for end, p in zip(ends, probabilities, strict=True):
        cumulative += p
        if p and uniform < cumulative:
            assert draw_battle_end(odds, uniform) == end
            return
    pytest.fail("no end drawn")


def test_draw_battle_end_refuses_a_number_outside_0_1():
    with pytest.raises(ValueError, match=r"\[0, 1\)"):
        draw_battle_end(battle_odds(3, 2), 1.0)


def test_a_game_played_with_battle_sampling_replays_identically_from_its_save():
    """The draw is in the game's seeded stream: the saved log replays to the same state."""
    game = start("classic", ["Ann", "Bob", "Cy", "Dee"], seed=31, setup="random",
                 random_deal_armies="spread", battle_sampling=True)
    bots = [RandomBot(40 + i) for i in range(4)]
    invariants = Invariants(game.rules, game.state)
    sampled = 0
    for _ in range(3_000):
        if game.over:
            break
        events = game.apply(bots[game.state.decider()].choose(game.rules, game.state))
        invariants.after(game.state, events)
        sampled += sum(isinstance(e, BattleSampled) for e in events)
    assert sampled > 20
    loaded = read_game(save_to_text(game), file="memory")
    assert loaded.rules.options.battle_sampling is True
    assert loaded.state.to_dict() == game.state.to_dict()
    assert game.replayed().state.to_dict() == game.state.to_dict()


def test_a_blitz_bigger_than_the_sampled_sizes_is_rolled():
    """Working out the odds of a huge stack costs more than rolling it: it is rolled, exactly."""
    from engine.rules.classic import SAMPLED_ARMIES

    rules = sampling_rules()
    _, state = new_state(3, seed=10)
    for t in range(len(state.owner)):
        state.owner[t], state.armies[t] = 1, 1
    give(state, 0, [SOURCE], armies=SAMPLED_ARMIES + 2)
    state.armies[tid(TARGET)] = 3
    attack_position(rules, state)
    events = rules.apply(state, Blitz(tid(SOURCE), tid(TARGET)))
    assert any(isinstance(e, DiceRolled) for e in events)
    assert not any(isinstance(e, BattleSampled) for e in events)


def test_the_log_says_who_lost_what_in_a_sampled_blitz():
    """The game log words a sampled blitz with both sides' losses (what the rolls would have
    told one by one)."""
    from engine.core.events import describe

    event = BattleSampled(0, 2, 0, 1, 3, 5)
    text = describe(event, ["Ann", "Bob", "Cy"], ["Alaska", "Kamchatka"])
    assert text == ("Ann attacks Kamchatka from Alaska until it is decided: Ann loses 3, Cy loses 5.")
