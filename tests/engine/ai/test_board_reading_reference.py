"""Position (engine/ai/board_reading.py) keeps what it works out for a decision and reads
continents in bulk, for speed. The bots' choices must not move by a single bit for that: each
figure here is checked, with ``==`` on floats, against the plain formula written out the
obvious way, on positions taken from real games (every seat's view, every phase)."""

from __future__ import annotations

import pytest

from engine.ai.board_reading import (
    BREAK_CONTINENT,
    CAMPAIGN_LOSS,
    CAMPAIGN_STEPS,
    COMPACT,
    COMPLETE_CONTINENT,
    GOAL_ENTRY_COST,
    GOAL_OWN_ARMIES,
    GOAL_VALUE,
    GUARDED_RISK,
    HEURISTIC_STYLE,
    ODDS,
    TERRITORY_VALUE,
    MapFacts,
    Position,
)
from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.strategic_bot import HARD_STYLE
from engine.core.state import NOBODY, Phase
from engine.rules.base import PlayerSetup
from tests.support.games import rules as classic_rules

# -- the plain formulas ---------------------------------------------------------------------


def plain_held(p: Position, k: int) -> float:
    members = p.facts.members[k]
    return sum(1 for t in members if p.owner[t] == p.me) / len(members) if members else 0.0


def plain_threat(p: Position, t: int) -> float:
    forces = sorted((p.armies[n] for n in p.facts.neighbours[t]
                     if p.owner[n] not in (p.me, NOBODY) and not p.state.players[p.owner[n]].neutral), reverse=True)
    return forces[0] + 0.5 * sum(forces[1:]) if forces else 0.0


def plain_goal(p: Position) -> int:
    facts, owner, armies, me = p.facts, p.owner, p.armies, p.me
    best, best_score = -1, 0.0
    for k, members in enumerate(facts.members):
        if not members or plain_held(p, k) >= 1.0 or facts.bonus[k] <= 0:
            continue
        ours = sum(armies[t] for t in members if owner[t] == me)
        if not ours and not any(owner[n] == me for t in members for n in facts.neighbours[t]):
            continue
        theirs = sum(armies[t] + 1 for t in members if owner[t] != me)
        cost = max(1.0, theirs - GOAL_OWN_ARMIES * ours) + GOAL_ENTRY_COST * facts.entries[k]
        if facts.bonus[k] / cost > best_score:
            best, best_score = k, facts.bonus[k] / cost
    return best


def plain_capture_value(p: Position, target: int, goal: int) -> float:
    facts, owner, me, style = p.facts, p.owner, p.me, p.style
    defender = owner[target]
    around = facts.neighbours[target]
    ours = sum(1 for n in around if owner[n] == me)
    value = TERRITORY_VALUE + COMPACT * (2 * ours - len(around)) / max(1, len(around))
    continent = facts.continent_of[target]
    if continent >= 0 and facts.members[continent]:
        members, bonus = facts.members[continent], facts.bonus[continent]
        missing = sum(1 for t in members if owner[t] != me)
        if missing == 1:
            value += COMPLETE_CONTINENT + 2 * bonus
        elif continent == goal:
            value += GOAL_VALUE * bonus / missing
        else:
            share_after = 1 - (missing - 1) / len(members)
            value += bonus * share_after * share_after
        if all(owner[t] == defender for t in members):
            value += BREAK_CONTINENT * bonus
    player = p.state.players[defender]
    if style.neutral_penalty and player.neutral:
        value -= style.neutral_penalty
    held = sum(1 for o in owner if o == defender)
    value += style.eliminate + len(player.cards) if held == 1 else style.hunt * (len(player.cards) + 1) / held
    return value


def plain_risk(p: Position, territory: int, armies: int, captured: int) -> float:
    strongest = max((p.armies[n] for n in p.facts.neighbours[territory]
                     if p.owner[n] not in (p.me, NOBODY) and n != captured
                     and not p.state.players[p.owner[n]].neutral), default=0)
    if strongest < 2:
        return 0.0
    return ODDS.win(strongest - 1, armies) * (TERRITORY_VALUE + GUARDED_RISK * p.guard_weight(territory))


def plain_campaign(p: Position, start: int, attackers: int, skip: int, goal: int) -> float:
    taken, total, here = {skip}, 0.0, start
    for _ in range(CAMPAIGN_STEPS):
        best, best_score = -1, 0.0
        for e in p.facts.neighbours[here]:
            if p.owner[e] in (p.me, NOBODY) or e in taken:
                continue
            odds = ODDS.win(attackers, p.armies[e])
            if odds >= p.style.required_odds and odds * plain_capture_value(p, e, goal) > best_score:
                best, best_score = e, odds * plain_capture_value(p, e, goal)
        if best < 0:
            break
        total += best_score
        taken.add(best)
        attackers -= 1 + round(CAMPAIGN_LOSS * p.armies[best])
        here = best
    return total


# -- positions from real games ------------------------------------------------------------------


def positions(seats: int, seed: int, style, every: int = 7, limit: int = 40):
    """Fresh Positions (and their facts) for every ``every``-th decision of a game between
    HeuristicBots, each on its seat's view, until ``limit`` were taken."""
    rules = classic_rules(setup="random", random_deal_armies="spread", battle_sampling=True)
    facts = MapFacts.of(rules.world)
    state, _ = rules.new_game([PlayerSetup(f"P{i}") for i in range(seats)], seed)
    bots = [HeuristicBot(seed * 10 + i) for i in range(len(state.players))]
    taken, decision = 0, 0
    while state.phase != Phase.GAME_OVER and taken < limit:
        seat = state.decider()
        view = rules.player_view(state, seat)
        if decision % every == 0 and not state.players[seat].neutral:
            yield Position(facts, view, seat, style)
            taken += 1
        decision += 1
        rules.apply(state, bots[seat].choose(rules, view, seat), seat)


GAMES = [
    pytest.param(4, 3, HEURISTIC_STYLE, id="four seats"),
    pytest.param(2, 5, HARD_STYLE, id="two seats and the neutral army, hard style"),
]


@pytest.mark.parametrize(("seats", "seed", "style"), GAMES)
def test_every_figure_a_bot_decides_by_is_the_plain_formulas_float(seats, seed, style):
    checked = 0
    for p in positions(seats, seed, style):
        assert p.held == [plain_held(p, k) for k in range(len(p.facts.members))]
        assert p.threat == {t: plain_threat(p, t) for t in p.mine}
        goal = plain_goal(p)
        assert p.goal == goal
        enemy = [t for t, o in enumerate(p.owner) if o not in (p.me, NOBODY)]
        for t in enemy:
            assert p.capture_value(t) == plain_capture_value(p, t, goal)
        for t in p.front:
            for armies in (1, 2, p.armies[t], p.armies[t] + 7):
                for captured in (NOBODY, *p.enemies[t]):
                    assert p.risk(t, armies, captured) == plain_risk(p, t, armies, captured)
            for attackers in (-1, 0, 1, 3, p.armies[t] - 1, p.armies[t] + 12, 300):
                assert p.campaign(t, attackers) == plain_campaign(p, t, attackers, NOBODY, goal)
            for target in p.enemies[t]:
                assert p.campaign(target, p.armies[t] - 2, target) == \
                    plain_campaign(p, target, p.armies[t] - 2, target, goal)
        checked += 1
    assert checked >= 20  # the games lasted long enough to check something


def test_who_holds_what_is_read_again_once_a_territory_changes_hands():
    # A bot keeps its reading of the owners between decisions (only armies move between one
    # roll and the next); a capture must give a fresh one, with the new front and shares.
    from tests.support.games import new_state

    r, state = new_state(3, seed=5)
    facts = MapFacts.of(r.world)
    first = Position(facts, state, 0)
    state.armies[first.mine[0]] += 5  # armies only: the same reading serves
    assert Position(facts, state, 0, known=first.reading).reading is first.reading
    taken = next(n for t in first.front for n in first.enemies[t])
    state.owner[taken] = 0
    fresh = Position(facts, state, 0, known=first.reading)
    assert fresh.reading is not first.reading
    assert taken in fresh.mine and taken not in first.mine
    plain = Position(facts, state, 0)
    assert (fresh.front, fresh.enemies, fresh.held) == (plain.front, plain.enemies, plain.held)
    # Another player's decision never borrows ours.
    assert Position(facts, state, 1, known=fresh.reading).reading is not fresh.reading
