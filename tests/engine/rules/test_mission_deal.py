"""Secret missions as dealt and as played: no card names its own holder, and the mission a
player reads is the one victory is judged on (issue 32, item 7).

The 1993 mission rules (rules-digest §1: "destroy a given colour, falling back to 24
territories") give "occupy 24 territories" to a player whose target is out of reach. Our
seed rulebook (seed 002) only names the mission game, so Worldsmith decides: a card that
could never be met — naming its holder, a seat nobody plays, the neutral army — is put back
at the deal and another drawn, so the card always shows the mission in play; a target
destroyed by someone else later falls back to 24 territories, and the card says so.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rules.missions import FALLBACK_TERRITORIES
from tests.support.games import new_state


def destroy_mission(judge, seat: int) -> int:
    """The index of "destroy all of seat ``seat``'s armies" (0-based seat)."""
    return next(i for i, m in enumerate(judge.missions) if m.destroy == seat + 1)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(3, 6))
def test_no_dealt_mission_names_its_holder_and_the_card_is_the_mission_judged(seed, players):
    r, state = new_state(players, seed=seed, missions=True)
    judge = r.missions
    names = [p.name for p in state.players]
    for player in state.living_players():
        dealt = state.players[player].mission
        assert dealt is not None
        card = judge.missions[dealt]
        if card.destroy is not None:
            assert card.destroy - 1 != player, f"{names[player]} was told to destroy themselves"
            assert card.destroy <= players
        # What the player reads is the card dealt, and it is the mission the engine plays.
        assert judge.in_play(state, player) is card
        assert judge.text(judge.in_play(state, player), names) == judge.text(dealt, names)


def test_the_put_back_changes_only_the_deals_that_were_wrong(monkeypatch):
    """Without the put-back (every card dealable: the old deal) about one 3-player game in
    four told someone to destroy themselves; with it those games get another card and every
    other game keeps exactly the deal it had (same seed, same missions)."""
    seeds = range(40)
    fixed = [[p.mission for p in new_state(3, seed=s, missions=True)[1].players] for s in seeds]
    r, _ = new_state(3, missions=True)
    monkeypatch.setattr(type(r.missions), "dealable_to", lambda self, mission, holder, players: True)
    old = [[p.mission for p in new_state(3, seed=s, missions=True)[1].players] for s in seeds]
    judge = r.missions
    wrong = [k for k, deal in enumerate(old)
             if any(judge.missions[m].destroy == player + 1 for player, m in enumerate(deal))]
    assert 4 <= len(wrong) <= 20  # the bug's size: roughly a quarter of the games
    for k in seeds:
        assert (fixed[k] != old[k]) == (k in wrong)


def test_a_card_naming_the_holder_is_never_dealt_and_another_is_drawn():
    """The put-back, shown on a pile whose top card is "destroy yourself"."""
    r, state = new_state(3, seed=5, missions=True)
    judge = r.missions
    own = destroy_mission(judge, 0)
    assert not judge.dealable_to(own, 0, state.players)
    assert judge.dealable_to(own, 1, state.players)
    assert not judge.dealable_to(destroy_mission(judge, 4), 0, state.players)  # seat 5: nobody plays it


def test_a_target_destroyed_by_someone_else_becomes_occupy_24_and_reads_so():
    """rules-digest §1: "destroy a given colour, falling back to 24 territories"."""
    r, state = new_state(3, seed=2, missions=True)
    judge = r.missions
    state.players[0].mission = destroy_mission(judge, 1)
    names = [p.name for p in state.players]
    assert "P1" in judge.text(judge.in_play(state, 0), names) and not judge.fell_back(state, 0)
    state.players[1].alive, state.players[1].eliminated_by = False, 2
    shown = judge.in_play(state, 0)
    assert shown.territories == FALLBACK_TERRITORIES and judge.fell_back(state, 0)
    assert judge.text(shown, names) == f"Occupy {judge.scaled(FALLBACK_TERRITORIES)} territories."
    land = [t for t in range(len(state.owner)) if r.world.land[t]]
    for t in land[:judge.scaled(FALLBACK_TERRITORIES)]:
        state.owner[t], state.armies[t] = 0, 1
    assert judge.is_complete(state, 0)


def test_destroying_the_target_yourself_completes_the_mission():
    r, state = new_state(3, seed=2, missions=True)
    judge = r.missions
    state.players[0].mission = destroy_mission(judge, 1)
    state.players[1].alive, state.players[1].eliminated_by = False, 0
    assert judge.in_play(state, 0) is judge.missions[destroy_mission(judge, 1)]
    assert judge.is_complete(state, 0)


def _seed_dealing_a_holder_their_own_colour(players: int = 3) -> int:
    """A seed whose old deal (the shuffled order as it fell) gave someone "destroy yourself"."""
    for seed in range(200):
        r, state = new_state(players, seed=seed, missions=True, mission_deal="as-dealt")
        judge = r.missions
        if any(judge.missions[state.players[p].mission].destroy == p + 1 for p in state.living_players()):
            return seed
    raise AssertionError("no seed in 0..199 deals a self-destroy card the old way")


def test_a_save_from_before_the_put_back_deal_replays_as_it_was_dealt():
    # Saves replay their actions and must reach their snapshot: a game saved before missions
    # were put back (its options have no "mission-deal") keeps the deal it was played with.
    from engine.core.game import Game, GameSetup
    from engine.core.save import read_game, save_to_text
    from engine.rules.base import PlayerSetup
    from tests.support.games import board

    seed = _seed_dealing_a_holder_their_own_colour()
    options = {"setup": "random", "random-deal-armies": "spread", "missions": True, "mission-deal": "as-dealt"}
    game = Game(board("classic"), GameSetup("classic", tuple(PlayerSetup(n) for n in "ABC"), seed, options))
    dealt = [p.mission for p in game.state.players]
    text = save_to_text(game).replace("  mission-deal: as-dealt\n", "")
    assert "mission-deal" not in text  # as an older Worldsmith wrote it
    reopened = read_game(text)
    assert [p.mission for p in reopened.state.players] == dealt
    # A new game with the same seed deals no one their own colour.
    fresh = Game(board("classic"), GameSetup("classic", tuple(PlayerSetup(n) for n in "ABC"), seed,
                                             {k: v for k, v in options.items() if k != "mission-deal"}))
    judge = fresh.rules.missions
    assert all(judge.missions[fresh.state.players[p].mission].destroy != p + 1 for p in range(3))


def test_a_mission_completed_on_someone_elses_turn_wins_at_once():
    """Rulebook (seed 002): "the winner is whoever first reaches his goal (specified in his
    Secret Mission Card)". P1 eliminates P2, P0's target: P0's card becomes "occupy 24
    territories", which P0 already holds — P0 wins then, not at its next turn (an independent
    check found the holder losing the lead before its turn came, or another player winning)."""
    from engine.core.actions import EndAttack
    from engine.core.state import Phase

    r, state = new_state(3, seed=2, missions=True)
    judge = r.missions
    state.players[0].mission = destroy_mission(judge, 2)
    state.players[1].mission = destroy_mission(judge, 0)
    land = [t for t in range(len(state.owner)) if r.world.land[t]]
    mine = judge.scaled(FALLBACK_TERRITORIES)
    for k, t in enumerate(land):
        state.owner[t], state.armies[t] = (0 if k < mine else 1), 1
    state.players[2].alive, state.players[2].eliminated_by = False, 1
    state.current, state.phase, state.reinforcements = 1, Phase.ATTACK, 0
    assert judge.is_complete(state, 0) and not judge.is_complete(state, 1)
    r.apply(state, EndAttack())
    assert state.phase == Phase.GAME_OVER and state.winner == 0


def test_saves_from_before_judge_the_acting_player_only():
    from engine.core.actions import EndAttack
    from engine.core.state import Phase

    r, state = new_state(3, seed=2, missions=True, mission_deal="as-dealt")
    judge = r.missions
    state.players[0].mission = destroy_mission(judge, 2)
    state.players[1].mission = destroy_mission(judge, 0)
    land = [t for t in range(len(state.owner)) if r.world.land[t]]
    mine = judge.scaled(FALLBACK_TERRITORIES)
    for k, t in enumerate(land):
        state.owner[t], state.armies[t] = (0 if k < mine else 1), 1
    state.players[2].alive, state.players[2].eliminated_by = False, 1
    state.current, state.phase, state.reinforcements = 1, Phase.ATTACK, 0
    r.apply(state, EndAttack())
    assert state.phase != Phase.GAME_OVER
