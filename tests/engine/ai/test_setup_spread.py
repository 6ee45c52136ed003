""""Place the rest for me" spreads a person's starting armies over their borders (issue 32,
item 7), instead of piling them all on one territory as a computer player's attack plan does.

Rules quoted: seed 002, setup step 4, "each player in turn places one additional army onto
any territory he or she already occupies ... There is no limit to the number of armies you
may place onto a single territory" — so the spread is a choice, and it must be a sensible
one: borders first, roughly even, never everything on one.
"""

from __future__ import annotations

from engine.ai.board_reading import MapFacts
from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.setup_spread import SpreadPlacer, spread_targets
from engine.core.state import NOBODY, Phase
from tests.support.games import new_state, world


def placed_by_spread(players: int, seed: int, neutral: bool = False) -> tuple:
    """Setup after a random deal, every player's armies placed by the spread; the state
    before and after."""
    options = {"random_deal_armies": "place"}
    if neutral:
        options["neutral_army"] = True
    r, state = new_state(players, seed=seed, **options)
    before = state.copy()
    placer = SpreadPlacer(HeuristicBot(seed))
    while state.phase == Phase.PLACE_INITIAL:
        r.apply(state, placer.choose(r, state, state.decider()))
    return r, before, state


def borders_of(r, state, player) -> set[int]:
    facts = MapFacts.of(r.world)
    return {t for t in range(r.world.size)
            if state.owner[t] == player and any(state.owner[n] not in (player, NOBODY) for n in facts.neighbours[t])}


def test_the_armies_go_to_the_borders_roughly_evenly_and_never_all_on_one():
    for seed in (1, 2, 3):
        r, before, after = placed_by_spread(3, seed)
        for player in range(3):
            extra = {t: after.armies[t] - before.armies[t] for t in range(r.world.size)
                     if before.owner[t] == player and after.armies[t] > before.armies[t]}
            placed = before.players[player].armies_to_place
            assert sum(extra.values()) == placed
            borders = borders_of(r, before, player)
            assert set(extra) <= borders, "armies went where no enemy can reach"
            # Roughly even: every border has its share, and no territory more than twice the
            # even share plus the nearly-held continent's extra.
            even = placed / len(borders)
            assert len(extra) >= min(len(borders), placed) * 0.9
            assert max(extra.values()) <= 1.5 * even + 2
            assert max(extra.values()) < placed


def test_a_nearly_held_continent_gets_a_few_more():
    """The same border in Australia is given more when three of its four territories are
    held than when two are (the others' share of the spare armies falls accordingly)."""
    r, state = new_state(3, seed=4, random_deal_armies="place")
    w = world()
    australia = next(c for c in w.continents if c.id == "australia")
    members = [t for t in australia.members if w.land[t]]
    half = state.copy()
    for t in members[:-1]:
        state.owner[t] = 0  # three of Australia's four: nearly held
    state.owner[members[-1]] = 1
    for t in members[:2]:
        half.owner[t] = 0  # two of four: not nearly held
    for t in members[2:]:
        half.owner[t] = 1
    facts = MapFacts.of(w)
    border = next(t for t in members[:2] if any(state.owner[n] != 0 for n in facts.neighbours[t]))
    # The spare armies above the 1 every territory keeps: a fifth more, at least.
    assert spread_targets(w, state, 0)[border] - 1 >= 1.2 * (spread_targets(w, half, 0)[border] - 1)


def test_the_two_player_setup_spreads_too_and_the_neutral_share_is_still_placed():
    r, before, after = placed_by_spread(2, seed=5, neutral=True)
    assert after.phase != Phase.PLACE_INITIAL
    for player in (0, 1):
        extra = [after.armies[t] - before.armies[t] for t in range(r.world.size)
                 if before.owner[t] == player and after.armies[t] > before.armies[t]]
        assert len(extra) >= 5 and max(extra) < sum(extra) / 3
    assert after.players[2].armies_to_place == 0
