"""HeuristicBot in Risk Legacy: sensible choices in set positions, and whole games that end.

The positions are real Legacy games (tests/engine/rules/legacy/support.py) set by hand; the
bot always decides from its seat's view (``rules.player_view``), as simulate and the play
window hand it, and its choice goes through the rules' checking ``apply``.
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.legacy_choices import choose_reward
from engine.ai.random_bot import RandomBot
from engine.campaign.pieces import MarkKind
from engine.core.actions import Attack, EndAttack, Pass, PlaceArmies
from engine.core.dice import derive_seed
from engine.core.phases import GAME_OVER
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import (
    BeginRecruit,
    BuyStar,
    ChooseReward,
    ChooseStart,
    Expand,
    FireMissile,
    NameWorld,
    PlayScarCard,
    TakeCard,
    TurnInCards,
)
from engine.rules.legacy.endgame import LONGEST_NAME
from engine.rules.legacy.state import DRAW_CARD, MISSILE_WINDOW, NAME_THE_WORLD, START_OF_TURN
from tests.engine.ai.legacy_games import after_the_campaign, legacy_rules, play, seats
from tests.engine.rules.legacy.support import (
    attack_phase,
    city,
    clear_board,
    fresh_world,
    give,
    new_game,
    set_up,
    signed,
    t,
    with_marks,
)


def started(players: int = 3, world=None, seed: int = 1):
    """A game past its setup on a world after the campaign (a win ends it), no scar cards."""
    game = new_game(players, seed, world=world or after_the_campaign())
    for seat in game.state.players:
        seat.scar_card = ""
    set_up(game)
    return game


def decide(game, seat: int | None = None, bot: HeuristicBot | None = None):
    """The heuristic bot's choice for ``seat`` (default: the decider), from its view."""
    seat = game.state.decider() if seat is None else seat
    return (bot or HeuristicBot(7)).choose(game.rules, game.view_for(seat), seat)


def only(game, me: int, *holdings: tuple[int, str, int]) -> None:
    """An empty board but for these (seat, territory, troops); ``me``'s attack phase."""
    state = game.state
    clear_board(state)
    for seat, territory, troops in holdings:
        give(state, seat, territory, troops)
    attack_phase(state, me)


# -- missiles ----------------------------------------------------------------------------------


def rigged(game, attack: tuple[int, ...], defence: tuple[int, ...]) -> None:
    game.rules.roll_battle = lambda state, a, d: (attack[:a], defence[:d])


def missile_window(attack: tuple[int, ...], defence: tuple[int, ...], holders: dict[str, int]):
    """Ann (seat 0 of the world's signers) attacks Egypt from North Africa; the roll is held in
    the missile window. ``holders``: missiles by role ("attacker", "defender", "bystander")."""
    game = started(world=after_the_campaign(signed(fresh_world(), "Ann")))
    state = game.state
    me = state.current
    other, third = (me + 1) % 3, (me + 2) % 3
    only(game, me, (me, "north-africa", 10), (other, "egypt", 4), (third, "brazil", 3))
    roles = {"attacker": me, "defender": other, "bystander": third}
    for seat in state.players:
        seat.missiles = 0
    for role, count in holders.items():
        state.players[roles[role]].missiles = count
    rigged(game, attack, defence)
    game.apply(Attack(t("north-africa"), t("egypt"), len(attack)))
    assert state.phase == MISSILE_WINDOW
    return game, roles


def test_the_attacker_fires_a_missile_that_turns_the_roll():
    """5 2 1 against 4 3: one loss each. The 2 or the 1 made a 6 (6 5 against 4 3): the
    defender loses two and the attacker none."""
    game, roles = missile_window((5, 2, 1), (4, 3), {"attacker": 1})
    choice = decide(game, roles["attacker"])
    assert choice in (FireMissile("attack", 2), FireMissile("attack", 3))
    game.apply(choice, roles["attacker"])
    assert game.state.armies[t("egypt")] == 2 and game.state.armies[t("north-africa")] == 10


def test_a_missile_that_turns_nothing_is_kept():
    """6 5 1 against 4 3 already wins both comparisons: no die made a 6 changes the losses."""
    game, roles = missile_window((6, 5, 1), (4, 3), {"attacker": 1})
    assert any(isinstance(a, FireMissile) for a in game.legal_actions(roles["attacker"]))
    assert decide(game, roles["attacker"]) == Pass()


def test_the_defender_fires_on_the_die_that_saves_the_most():
    """6 5 against 5 2: the defender loses both. Its 2 made a 6 (6 5 against 6 5, ties to the
    defender) turns both comparisons; its 5 made a 6 only one."""
    game, roles = missile_window((6, 5), (5, 2), {"defender": 1})
    assert decide(game, roles["defender"]) == FireMissile("defence", 2)


def test_a_bystander_keeps_its_missile_unless_the_attacker_is_about_to_win():
    game, roles = missile_window((6, 5), (5, 2), {"bystander": 1})
    assert decide(game, roles["bystander"]) == Pass()
    # Egypt becomes the defender's HQ, and the attacker has three stars: taking it wins.
    game, roles = missile_window((6, 5), (5, 2), {"bystander": 1})
    state = game.state
    state.hq = [NOBODY] * len(state.hq)
    state.hq[t("egypt")] = roles["defender"]
    state.players[roles["attacker"]].stars = 3
    assert decide(game, roles["bystander"]) == FireMissile("defence", 2)


# -- the start of a turn -------------------------------------------------------------------------


def start_of_turn(game, me: int, cards: list[int] | None = None, scar: str = "") -> None:
    state = game.state
    state.players[me].cards = cards or []
    state.players[me].scar_card = scar
    state.phase, state.current = START_OF_TURN, me


def test_buys_a_red_star_when_it_can():
    game = started()
    state = game.state
    me = state.current
    coin = game.rules.card_count
    start_of_turn(game, me, [0, 1, coin, coin + 1, 2])
    stars = game.rules.stars(state, me)
    choice = decide(game)
    assert isinstance(choice, BuyStar)
    game.apply(choice)
    assert game.rules.stars(state, me) == stars + 1 and len(state.players[me].cards) == 1


def test_a_bunker_goes_on_its_own_hq_and_an_ammo_shortage_on_the_enemy_hq_it_can_strike():
    game = started()
    state = game.state
    me = state.current
    other = (me + 1) % 3
    clear_board(state)
    give(state, me, "north-africa", 10)
    give(state, other, "egypt", 4)
    give(state, other, "middle-east", 6)
    state.hq[t("north-africa")], state.hq[t("middle-east")] = me, other
    start_of_turn(game, me, scar="bunker")
    assert decide(game) == PlayScarCard(t("north-africa"))
    start_of_turn(game, me, scar="ammo-shortage")
    assert decide(game) == PlayScarCard(t("middle-east"))


def test_a_scar_it_cannot_judge_is_kept():
    world = after_the_campaign()
    world.scar_types.append(dataclasses.replace(world.scar_type("bunker"), id="mystery", effect={}))
    game = started(world=world)
    start_of_turn(game, game.state.current, scar="mystery")
    assert decide(game) == BeginRecruit()


# -- recruiting ------------------------------------------------------------------------------------


def recruiting(game, me: int, cards: list[int]) -> None:
    state = game.state
    state.players[me].cards = cards
    state.phase, state.current, state.reinforcements = Phase.REINFORCE, me, 3


def test_keeps_resource_cards_toward_a_star_while_its_hq_is_safe():
    game = started()
    state = game.state
    me = state.current
    only(game, me, (me, "north-africa", 10), ((me + 1) % 3, "peru", 3))
    state.hq[t("north-africa")] = me
    coin = game.rules.card_count
    recruiting(game, me, [coin, coin + 1, coin + 2])  # 3 coins: 4 troops
    assert any(isinstance(a, TurnInCards) for a in game.legal_actions())
    assert isinstance(decide(game), PlaceArmies)


def test_turns_in_its_cards_for_the_most_troops_when_its_hq_is_in_danger():
    game = started()
    state = game.state
    me = state.current
    only(game, me, (me, "north-africa", 3), ((me + 1) % 3, "brazil", 12))
    state.hq[t("north-africa")] = me
    coin = game.rules.card_count
    recruiting(game, me, [coin, coin + 1, coin + 2])
    listed = next(a for a in game.legal_actions() if isinstance(a, TurnInCards))
    assert decide(game) == listed  # the rules list the turn-in with the most troops
    game.apply(listed)
    # The troops then go where the HQ needs them.
    assert decide(game) == PlaceArmies(t("north-africa"), state.reinforcements)


# -- expanding and attacking -------------------------------------------------------------------------


def play_attack_phase(game, bot: HeuristicBot) -> list:
    """The bot's choices until it ends the attack (occupying as it decides)."""
    state = game.state
    chosen = []
    while state.phase in (Phase.ATTACK, Phase.OCCUPY):
        choice = decide(game, bot=bot)
        chosen.append(choice)
        game.apply(choice)
        if isinstance(choice, EndAttack):
            break
    return chosen


def test_expands_into_empty_land_and_into_a_city_it_can_pay_for():
    world = with_marks(after_the_campaign(), city("venezuela", MarkKind.MAJOR_CITY, founder="Zed"))
    game = started(world=world)
    state = game.state
    me = state.current
    only(game, me, (me, "brazil", 9), ((me + 1) % 3, "kamchatka", 3))
    assert game.rules.expand_cost(state, t("venezuela")) == 2
    chosen = play_attack_phase(game, HeuristicBot(1))
    expansions = [a for a in chosen if isinstance(a, Expand)]
    assert expansions and isinstance(chosen[0], Expand)
    taken = {a.target for a in expansions}
    assert {t("peru"), t("argentina"), t("north-africa")} <= taken  # the cheap land
    assert t("venezuela") in taken and state.owner[t("venezuela")] == me  # the city, paid for
    assert state.armies[t("venezuela")] >= 1


def test_a_thin_stack_takes_cheap_land_and_leaves_a_city_it_cannot_hold():
    world = with_marks(after_the_campaign(), city("venezuela", MarkKind.MAJOR_CITY, founder="Zed"))
    game = started(world=world)
    state = game.state
    me = state.current
    only(game, me, (me, "brazil", 4), ((me + 1) % 3, "kamchatka", 3))
    chosen = play_attack_phase(game, HeuristicBot(1))
    taken = {a.target for a in chosen if isinstance(a, Expand)}
    assert taken and t("venezuela") not in taken


def test_takes_an_enemy_hq_for_its_star_rather_than_an_easier_territory():
    game = started()
    state = game.state
    me = state.current
    other = (me + 1) % 3
    only(game, me, (me, "north-africa", 12), (other, "egypt", 5), (other, "east-africa", 1))
    state.hq[t("egypt")] = other
    assert getattr(decide(game), "target", None) == t("egypt")


def test_cuts_a_rival_at_three_stars_rather_than_taking_an_easier_hq():
    game = started()
    state = game.state
    me = state.current
    rival, other = (me + 1) % 3, (me + 2) % 3
    only(game, me, (me, "north-africa", 12), (rival, "egypt", 6), (other, "brazil", 2))
    state.hq[t("egypt")], state.hq[t("brazil")] = rival, other
    state.players[rival].stars = 2  # two tokens and the HQ: one star from winning
    state.players[other].stars = 1
    assert getattr(decide(game), "target", None) == t("egypt")
    state.players[rival].stars = 1  # no longer about to win: the easier HQ first
    assert getattr(decide(game), "target", None) == t("brazil")


# -- the end of the turn -------------------------------------------------------------------------------


def test_takes_the_face_up_card_with_the_most_coins():
    world = after_the_campaign()
    world.cards["peru"] = dataclasses.replace(world.card("peru"), coins=3)
    game = started(world=world)
    state = game.state
    me = state.current
    cards = game.world.card_territories
    peru, brazil = cards.index(t("peru")), cards.index(t("brazil"))
    only(game, me, (me, "peru", 2), (me, "brazil", 2))
    state.slots = [brazil, peru, -1, -1]
    state.phase = DRAW_CARD
    assert set(game.legal_actions()) == {TakeCard(1), TakeCard(2)}
    assert decide(game) == TakeCard(2)


# -- around the game -------------------------------------------------------------------------------------


def test_starts_on_its_own_major_city():
    world = with_marks(after_the_campaign(), city("madagascar", MarkKind.MAJOR_CITY, founder="Ben"))
    game = new_game(3, seed=4, world=world)
    state = game.state
    while state.phase in ("pick-faction", "pick-start"):
        seat = state.decider()
        choice = decide(game)
        if isinstance(choice, ChooseStart) and state.players[seat].name == "Ben":
            assert choice == ChooseStart(t("madagascar"))
        game.apply(choice)
    assert state.hq[t("madagascar")] == next(i for i, p in enumerate(state.players) if p.name == "Ben")


def test_starts_away_from_the_other_hqs_with_room_to_expand():
    game = new_game(4, seed=4)
    state = game.state
    world = game.world
    while state.phase in ("pick-faction", "pick-start"):
        choice = decide(game)
        if isinstance(choice, ChooseStart):
            others = [h for h, seat in enumerate(state.hq) if seat != NOBODY]
            start = choice.territory
            assert all(n not in others for n in world.neighbours[start])
            near = {m for n in world.neighbours[start] for m in world.neighbours[n]}
            assert not near & set(others), "an HQ two steps from another"
            assert sum(1 for n in world.neighbours[start] if state.owner[n] == NOBODY) >= 2
        game.apply(choice)


def reward(kind: str, place: str, name: str = "", change: str = "none") -> ChooseReward:
    return ChooseReward(kind, place, name, change)


def test_the_winner_founds_a_major_city_where_it_held_on():
    game = started()
    state = game.state
    me = state.current
    only(game, me, (me, "peru", 2), (me, "brazil", 3), (me, "argentina", 2))
    legal = [reward("destroy-card", "egypt"), reward("found-major-city", "egypt", "Egypt City"),
             reward("found-major-city", "brazil", "Brazil City"), reward("name-continent", "africa", "Dark")]
    assert choose_reward(game.rules, state, me, legal, HeuristicBot(1).random) == legal[2]


def test_one_who_held_on_founds_a_minor_city_rather_than_a_coin():
    game = started()
    state = game.state
    me = state.current
    only(game, me, (me, "peru", 2), (me, "brazil", 3))
    legal = [reward("upgrade-card", "peru"), reward("upgrade-card", "brazil"),
             reward("found-minor-city", "peru", "Lima"), reward("found-minor-city", "brazil", "Rio")]
    assert choose_reward(game.rules, state, me, legal, HeuristicBot(1).random).kind == "found-minor-city"


def test_names_the_world_after_the_fifteenth_game():
    world = dataclasses.replace(signed(fresh_world(), "Ann"), games_played=14)
    rules = legacy_rules(world=world)
    named = []

    def watch(state, seat, legal, choice):
        if state.phase == NAME_THE_WORLD:
            rules.check(state, choice, seat)
            named.append(choice)

    for number in range(3):
        bots = [HeuristicBot(derive_seed(8, number, seat)) for seat in range(3)]
        state = play(rules, bots, derive_seed(8, number), watch=watch)
        if named:
            break
    assert named and isinstance(named[0], NameWorld)
    assert 0 < len(state.world_name) <= LONGEST_NAME and state.world_name == named[0].name


# -- whole games ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("map_name", "kinds", "played"),
    [
        ("classic", "hrrr", 0),  # a fresh world: game 1, with its rewards
        ("classic", "hhhhh", 0),
        ("classic", "rhr", 15),  # after the campaign: no rewards
        ("tutorial", "hrrr", 0),
        ("tutorial", "hhh", 15),
        ("tutorial", "rrrrr", 0),
    ],
)
def test_every_game_between_bots_ends(map_name, kinds, played):
    world = dataclasses.replace(fresh_world(), games_played=played)
    rules = legacy_rules(map_name, world=world, turn_limit=300)
    for number in range(3):
        seed = derive_seed(21, number)
        bots = [(HeuristicBot if kind == "h" else RandomBot)(derive_seed(seed, seat))
                for seat, kind in enumerate(kinds)]
        state = play(rules, bots, seed, seats(len(kinds)))
        assert state.phase == GAME_OVER
        assert state.winner is not None or "turn limit" in state.win_reason
