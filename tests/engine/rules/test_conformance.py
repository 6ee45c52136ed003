"""The conformance suite: what every rule set must do, checked on random games of each.

Parametrised over every registered rule set (engine.rules.registry) and the example
rule set of docs/rule-sets.md (Homelands, tests/engine/rules/example_rules.py): a rule set
joins by registering. On the classic and tutorial maps, with a few seeds, bots play whole
games the way the play window and ``simulate`` let them — each decider chosen from
``state.deciders()`` (any of them, for simultaneous decisions), deciding on their own
``player_view`` — and each test below checks one promise of the contract
(docs/rule-sets.md, "What the conformance suite checks").

A rule set in the suite takes these options where it has them (the others are left out):
``turn-limit`` (needed: games must end), ``setup``, ``random-deal-armies``, ``missions``,
``fortify``, ``neutral-army`` and ``battle-sampling``, varied by seed.

Each game is played once (``recorded``) and then replayed, position by position, for each
check: replaying a log is much cheaper than the bots' thinking.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from dataclasses import fields, replace

import pytest

from engine import simulation
from engine.ai.heuristic_bot import HeuristicBot
from engine.ai.random_bot import RandomBot
from engine.core.actions import Action, parse_action
from engine.core.errors import IllegalAction, NotYourDecision
from engine.core.game import Game, GameSetup
from engine.core.phases import GAME_OVER
from engine.core.privacy import DecisionPrivacy, Visibility
from engine.core.save import read_game, save_to_text
from engine.core.state import HIDDEN, DecisionKind, GameState
from engine.rules import registry
from engine.rules.base import PlayerSetup, RuleSet
from tests.engine.rules.example_rules import HomelandsRules
from tests.support.games import ChaosBot, board

RULESETS = sorted(set(registry.ruleset_names()) | {HomelandsRules.name})
MAPS = ("tutorial", "classic")
SEEDS = (1, 2, 3, 4)
TURN_LIMIT = 30
MOST_ACTIONS = 20_000  # a game longer than this does not end: a bug
GAMES = [pytest.param(name, map_name, seed, id=f"{name}-{map_name}-{seed}")
         for name in RULESETS for map_name in MAPS for seed in SEEDS]
BOT_TYPES = (RandomBot, HeuristicBot, ChaosBot)


pytestmark = pytest.mark.usefixtures("homelands_registered")  # the example, for these tests only


# -- the games ---------------------------------------------------------------------------------


def options_for(rules_type: type[RuleSet], seed: int, players: int) -> dict[str, object]:
    """A mix of options by seed, each only if the rule set has it."""
    wanted = {
        "turn-limit": TURN_LIMIT,
        "setup": ("claim", "random")[seed % 2],
        "random-deal-armies": ("place", "spread")[seed % 3 != 1],
        "missions": seed % 3 == 2,
        "fortify": ("adjacent", "connected")[seed % 2],
        "neutral-army": players == 2,
        "battle-sampling": seed % 2 == 0,  # a blitz in one draw (issue 18): every check below holds too
    }
    known = {name for name, *_ in rules_type.options_type.describe()}
    return {name: value for name, value in wanted.items() if name in known}


def setup_for(name: str, map_name: str, seed: int) -> GameSetup:
    rules_type = registry.ruleset_class(name)
    players = min(max(rules_type.min_players, (2, 3, 4, 6)[seed % 4]), rules_type.max_players)
    # Some seats choose their defence dice, so the turn also waits for other players.
    seats = tuple(PlayerSetup(f"Seat {i}", always_defend_max=(seed + i) % 3 != 0) for i in range(players))
    # A campaign rule set's games are played at each stage of a campaign it offers, by seed.
    stages = rules_type.sample_campaigns([seat.name for seat in seats]) if rules_type.needs_campaign else [None]
    campaign = stages[seed % len(stages)]
    return GameSetup(name, seats, seed, options_for(rules_type, seed, players), campaign=campaign)


@functools.cache
def recorded(name: str, map_name: str, seed: int) -> Game:
    """A whole game played by bots, each deciding on their own view of the state."""
    game = Game(board(map_name), setup_for(name, map_name, seed))
    seats = len(game.state.players)
    bots = [BOT_TYPES[(seed + i) % len(BOT_TYPES)](seed * 10 + i) for i in range(seats)]
    turn_taker = random.Random(seed)
    while not game.over:
        assert len(game.log) < MOST_ACTIONS, f"{len(game.log)} actions and the game goes on"
        player = turn_taker.choice(game.state.deciders())
        view = game.rules.player_view(game.state, player)
        game.apply(bots[player].choose(game.rules, view, player), player)
    return game


def positions(game: Game):
    """Every position of a recorded game, replayed from its setup: (the game as it stands,
    who acts next, what they do); the last has no action."""
    replay = Game(game.board, game.setup)
    for actor, action in game.entries():
        player = replay.state.decider() if actor is None else actor
        yield replay, player, action
        try:
            replay.apply(action, actor)
        except IllegalAction as refusal:
            pytest.fail(f"replaying the game refuses its action {len(replay.log)} ({action}): {refusal}. "
                        "The rules must depend on nothing but the setup and the actions (chance only "
                        "from the state's dice stream, no memory outside the state)")
    assert replay.state == game.state, "replaying the game's actions ends in another position"
    yield replay, None, None


# -- the checks --------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_random_games_end_with_a_winner_or_at_the_turn_limit(name, map_name, seed):
    game = recorded(name, map_name, seed)
    state = game.state
    assert state.phase == GAME_OVER and state.deciders() == []
    assert state.winner is not None or state.turn >= TURN_LIMIT, (state.winner, state.turn)
    assert game.legal_actions() == []


@pytest.mark.parametrize("name", RULESETS)
def test_the_games_reach_every_phase_and_kind_of_decision(name):
    """The suite plays what the rule set declares, not a corner of it: across its games,
    every phase is reached, and each kind of decision the rule set uses is taken."""
    phases, kinds = Counter(), Counter()
    for map_name in MAPS:
        for seed in SEEDS:
            for game, _player, _action in positions(recorded(name, map_name, seed)):
                phases[game.state.phase] += 1
                kinds[game.state.decision_kind()] += 1
    rules_class = registry.ruleset_class(name)
    declared = set(rules_class.phases) - set(rules_class.rare_phases)
    assert declared <= set(phases), f"never reached: {declared - set(phases)}"
    if name == HomelandsRules.name:
        assert set(kinds) == set(DecisionKind), kinds


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_the_rule_sets_invariants_hold_after_every_action(name, map_name, seed):
    for game, _player, action in positions(recorded(name, map_name, seed)):
        problems = game.rules.invariants(game.state)
        assert problems == [], f"after {len(game.log)} actions (next: {action}): {problems}"


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_every_listed_action_passes_check_and_reads_back_from_its_text(name, map_name, seed):
    """Whoever decides has something to do; everything listed for them is allowed, at its
    largest count and its smallest; nobody else is offered anything; and checking changes
    nothing."""
    for game, _player, _action in positions(recorded(name, map_name, seed)):
        rules, state, world = game.rules, game.state, game.world
        before = state.to_dict()
        deciders = state.deciders()
        for player in range(len(state.players)):
            legal = rules.legal_actions(state, player)
            if player not in deciders:
                assert legal == [], f"seat {player} does not decide now, yet is offered {legal[:3]}"
                continue
            assert legal, f"seat {player} decides in {state.phase} but has nothing to do"
            for action in legal:
                rules.check(state, action, player)
                counts = rules.count_range(state, action)
                if len(counts) > 1:
                    rules.check(state, with_count(action, counts.start), player)
                assert parse_action(action.to_text(world), world) == action
        assert state.to_dict() == before, "check or legal_actions changed the state"


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_actions_not_listed_are_refused_with_a_reason_and_change_nothing(name, map_name, seed):
    """Listed actions changed — other territories, counts beyond the range, cards not in
    hand, unknown ids, empty texts — other phases' actions, and anyone acting who does not
    decide now: each is refused (IllegalAction) with a reason, and leaves the state as it was."""
    chance = random.Random(seed)
    seen: dict[type, Action] = {}  # an action of each type listed so far, of every phase
    situations = Counter()
    refused = 0
    for game, player, _action in positions(recorded(name, map_name, seed)):
        if player is None:
            break
        rules, state = game.rules, game.state
        legal = rules.legal_actions(state, player)
        for action in legal:
            seen.setdefault(type(action), action)
        # A sample of the positions: the first few of each phase, a quarter of the rest.
        situations[state.phase] += 1
        if situations[state.phase] > 3 and chance.random() > 0.25:
            continue
        candidates = [mutated(chance.choice(legal), game, player, chance) for _ in range(4)]
        candidates.append(chance.choice(list(seen.values())))
        others = [p for p in range(len(state.players)) if p not in state.deciders()]
        before = state.to_dict()
        for candidate in candidates:
            if candidate is None or is_listed(rules, state, legal, candidate):
                continue
            assert_refused(rules, state, candidate, player, before)
            refused += 1
        for other in others[:1]:
            with pytest.raises(NotYourDecision):
                rules.check(state, chance.choice(legal), other)
            assert_refused(rules, state, chance.choice(legal), other, before)
            refused += 1
    assert refused > 20  # the sample was not empty


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_a_game_saved_and_loaded_or_replayed_at_any_point_is_the_same_game(name, map_name, seed):
    game = recorded(name, map_name, seed)
    chance = random.Random(seed)
    points = {len(game.log)} | set(chance.sample(range(len(game.log)), min(4, len(game.log))))
    for replay, _player, _action in positions(game):
        if len(replay.log) not in points:
            continue
        loaded = read_game(save_to_text(replay))
        assert loaded.state == replay.state
        assert loaded.state.to_dict() == replay.state.to_dict()
        assert loaded.entries() == replay.entries()
        assert replay.replayed().state == replay.state
        assert type(replay.state).from_dict(replay.state.to_dict()) == replay.state


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_each_seats_view_holds_nobody_elses_secrets(name, map_name, seed):
    """In ``player_view(state, seat)`` every other player's secrets (``secrets``) are HIDDEN
    or None, and so are the secrets nobody may see; the seat's own are all there; a view
    only hides or withholds (where it differs from the state it holds HIDDEN or None, or, in
    a phase everyone decides in at once, the value as the phase began: moves made in secret
    kept back until it ends, like the MU draft's placements) and changes nothing in the
    state; and a player's view lists the same actions as the state (a bot deciding on its
    view is offered what the player may do)."""
    phase, began = None, None
    for game, player, _action in positions(recorded(name, map_name, seed)):
        rules, state = game.rules, game.state
        before = state.to_dict()
        if state.phase != phase:
            phase, began = state.phase, before
        at_once = state.decision_kind() is DecisionKind.SIMULTANEOUS
        seats = range(len(state.players))
        for viewer in (None, *seats):
            view = rules.player_view(state, viewer)
            shown = [(at, value) for at, value, then in differences(view.to_dict(), before, began)
                     if value not in (None, HIDDEN) and not (at_once and value == then)]
            assert not shown, f"seat {viewer}'s view differs from the state, and not by hiding: {shown[:3]}"
            assert hidden(rules.secrets(view, None)), f"the secrets nobody may see show to seat {viewer}"
            for other in seats:
                if other == viewer:
                    assert rules.secrets(view, other) == rules.secrets(state, other)
                else:
                    assert hidden(rules.secrets(view, other)), f"seat {other}'s secrets show to seat {viewer}"
        if player is not None:
            view = rules.player_view(state, player)
            assert rules.legal_actions(view, player) == rules.legal_actions(state, player)
        assert state.to_dict() == before, "a player's view changed the state"


@pytest.mark.parametrize(("name", "map_name", "seed"), GAMES)
def test_privacy_answers_for_every_decider(name, map_name, seed):
    """``privacy`` names the decider it was asked about; simultaneous decisions are SECRET
    (each player's order hidden from the next); what it says of their secrets is true."""
    for game, _player, _action in positions(recorded(name, map_name, seed)):
        rules, state = game.rules, game.state
        deciders = state.deciders()
        if not deciders:
            assert rules.privacy(state) == DecisionPrivacy(None, Visibility.PUBLIC)
            continue
        assert rules.privacy(state) == rules.privacy(state, state.decider())
        for player in deciders:
            answer = rules.privacy(state, player)
            assert answer.player == player and answer.visibility in Visibility
            assert answer.has_secrets == rules.has_secrets(state, player)
            if state.decision_kind() is DecisionKind.SIMULTANEOUS:
                assert answer.visibility is Visibility.SECRET


@pytest.mark.parametrize("name", RULESETS)
def test_simulate_hands_each_bot_its_own_view_only(name, monkeypatch):
    """A spy bot in ``simulate`` sees nobody else's secrets at any decision."""
    rules_type = registry.ruleset_class(name)
    spied = []

    class SpyBot(RandomBot):
        def choose(self, rules, state, player=None):
            me = state.decider() if player is None else player
            for other in range(len(state.players)):
                if other != me:
                    assert hidden(rules.secrets(state, other)), f"seat {me} is shown seat {other}'s secrets"
            assert hidden(rules.secrets(state, None))
            spied.append(me)
            return super().choose(rules, state, player)

    monkeypatch.setattr(simulation, "bot_types", lambda: {"spy": SpyBot})
    options = options_for(rules_type, seed=2, players=3)
    result = simulation.simulate(board("tutorial"), name, 3, games=2, seed=7, bots=["spy"], options=options)
    assert result.games == 2 and len(set(spied)) == 3


# -- helpers -----------------------------------------------------------------------------------


def hidden(secrets: list[object]) -> bool:
    return all(item is None or item == HIDDEN for item in secrets)


_NOWHERE = object()  # a value the state did not have as the phase began


def differences(view: object, state: object, began: object = _NOWHERE, at: str = ""):
    """(where, the view's value, the state's value there as the phase began) for every value
    in which a view differs from the state."""
    if isinstance(view, dict) and isinstance(state, dict) and view.keys() == state.keys():
        for key in view:
            then = began.get(key, _NOWHERE) if isinstance(began, dict) else _NOWHERE
            yield from differences(view[key], state[key], then, f"{at}.{key}")
    elif isinstance(view, list) and isinstance(state, list) and len(view) == len(state):
        for index, (seen, real) in enumerate(zip(view, state, strict=True)):
            then = began[index] if isinstance(began, list) and len(began) == len(view) else _NOWHERE
            yield from differences(seen, real, then, f"{at}[{index}]")
    elif view != state:
        yield at, view, began


def with_count(action: Action, count: int) -> Action:
    for f, kind in zip(fields(action), action.field_kinds, strict=True):
        if kind == "count":
            return replace(action, **{f.name: count})
    return action


def mutated(action: Action, game: Game, player: int, chance: random.Random) -> Action | None:
    """``action`` with one of its values changed, by its kind, to one that may well not be
    allowed (the caller skips what is listed); None for an action without values."""
    kinds = list(zip(fields(action), action.field_kinds, strict=True))
    if not kinds:
        return None
    f, kind = chance.choice(kinds)
    value = getattr(action, f.name)
    state = game.state
    if kind == "territory":
        # Off the map, or a territory near the action's others (a plausible mistake).
        near = [n for g, k in kinds if k == "territory" and g is not f
                for n in game.world.neighbours[getattr(action, g.name)]]
        new = chance.choice([-1, len(state.owner), chance.randrange(len(state.owner)),
                             *chance.sample(near, min(2, len(near)))])
    elif kind == "count":
        new = chance.choice([-1, 0, value + 1, value + 100])
    elif kind == "cards":
        hand = set(state.players[player].cards) | set(value)
        outside = [c for c in range(len(state.deck) + len(state.discard) + 3) if c not in hand]
        new = (*value[:-1], chance.choice(outside)) if value and outside else (*value, -5)
    elif kind == "id":
        new = "no-such-" + chance.choice(["thing", "power", "faction"])
    elif kind == "seat":  # no such seat, or another side (the neutral units: -1)
        new = chance.choice([-2, -1, len(state.players), chance.randrange(len(state.players))])
    else:
        new = ""  # "text": the listed text stands for every text allowed, the empty one is not
    return replace(action, **{f.name: new})


def is_listed(rules: RuleSet, state: GameState, legal: list[Action], action: Action) -> bool:
    """Whether ``action`` is listed, or a listed action with another count in its range."""
    for listed in legal:
        if type(listed) is not type(action):
            continue
        counts = rules.count_range(state, listed)
        if all(getattr(listed, f.name) == getattr(action, f.name)
               or (kind == "count" and getattr(action, f.name) in counts)
               for f, kind in zip(fields(action), action.field_kinds, strict=True)):
            return True
    return False


def assert_refused(rules: RuleSet, state: GameState, action: Action, player: int, before: dict) -> None:
    trial = state.copy()
    with pytest.raises(IllegalAction) as refusal:
        rules.apply(trial, action, player)
    assert str(refusal.value).strip(), f"{action} was refused without a reason"
    assert trial.to_dict() == before, f"the refused {action} changed the state"
