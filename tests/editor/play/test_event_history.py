"""The controller keeps one event history — what each action of the log made happen, and the
game as each turn (an economy round) began — filled as actions happen and rebuilt by one replay
when a game is opened again or a move is taken back. The shop's round start, the board's
revealed moves and the round replay read it instead of replaying the log each (issue 27)."""

from __future__ import annotations

from editor.play.controller import GameController, Happened, Speed
from editor.play.economy.pages import shop_money
from engine.core.actions import PlaceArmies
from engine.core.game import Game
from engine.rules.economy.actions import Recruit
from engine.rules.economy.events import RoundStarted
from tests.editor.play.economy.helpers import done, economy_controller, pay_upkeep, play_on
from tests.editor.play.helpers import new_controller


def fresh_history(game: Game) -> tuple[list[Happened], dict[int, dict]]:
    """The history a replay of ``game``'s log from its setup gives, and the turns' states."""
    replay = Game(game.board, game.setup)
    history = [Happened(-1, None, None, tuple(replay.opening_events))]
    turns = {0: replay.state.to_dict()} if any(e.starts_turn for e in replay.opening_events) else {}
    for position, (actor, action) in enumerate(game.entries()):
        chance = action.verb == "mix-entropy"
        decider = None if chance else (actor if actor is not None else replay.state.decider())
        events = replay.apply(action, actor)
        history.append(Happened(position, decider, action, tuple(events)))
        if any(e.starts_turn for e in events):
            turns[position + 1] = replay.state.to_dict()
    return history, turns


def assert_kept(controller: GameController) -> None:
    history, turns = fresh_history(controller.game)
    assert controller.events == history
    assert {k: v.to_dict() for k, v in controller.turn_states.items()} == turns


def play_until(controller: GameController, done_when) -> None:
    """Everyone (all people here) plays on: the upkeep paid, then done or pass."""
    while not done_when():
        state, player = controller.state, controller.decider()
        if controller.waiting_for_handoff() is not None:
            controller.acknowledge_handoff()
        elif state.phase == "get" and state.players[player].upkeep_due:
            assert pay_upkeep(controller)
        elif state.phase in ("get", "planning", "friendly-movement"):
            assert done(controller)
        else:
            assert play_on(controller)


def test_the_history_is_kept_as_actions_happen(qtbot, autosave):
    controller = economy_controller("human", "human", autosave=autosave)
    try:
        assert [h.position for h in controller.events] == [-1]  # a new game: its opening
        assert isinstance(controller.events[0].events[0], RoundStarted) and 0 in controller.turn_states
        told: list[tuple] = []  # (the events told, the history's last entry then)
        controller.eventsHappened.connect(lambda events: told.append((tuple(events), controller.events[-1])))
        controller.start()
        play_until(controller, lambda: controller.state.turn >= 3)
        assert told and all(events == entry.events for events, entry in told)
        assert [entry.position for _events, entry in told] == list(range(len(controller.game.log)))
        assert len(controller.events) == len(controller.game.log) + 1
        assert_kept(controller)
    finally:
        controller.shutdown()


def test_the_history_is_rebuilt_once_when_a_game_is_opened_again(qtbot, autosave, tmp_path, monkeypatch):
    controller = economy_controller("human", "human", autosave=autosave)
    try:
        controller.start()
        play_until(controller, lambda: controller.state.turn >= 2)
        if controller.waiting_for_handoff() is not None:
            controller.acknowledge_handoff()
        assert pay_upkeep(controller)
        path = tmp_path / "saved.yaml"
        controller.save(path)
        expected = shop_money.round_start(controller)
    finally:
        controller.shutdown()
    games = []
    original = Game.__init__

    def counted(self, *args, **kwargs):
        games.append(self)
        original(self, *args, **kwargs)

    monkeypatch.setattr(Game, "__init__", counted)
    loaded = GameController.load(path, speed=Speed.INSTANT)
    try:
        made = len(games)
        assert_kept(loaded)
        assert [h.action for h in loaded.events[1:]] == loaded.game.log
        # The shop's round start reads the history: nothing replayed to find it.
        games.clear()
        start = shop_money.round_start(loaded)
        assert games == [] and made <= 2  # (the loaded game, and the one replay of its log)
        assert start is not None and expected is not None
        assert (start.round, start.received, start.sources, start.paid) == (
            expected.round, expected.received, expected.sources, expected.paid)
        assert shop_money.round_start(loaded.game) == start  # (the game alone: its controller's)
    finally:
        loaded.shutdown()


def test_the_history_is_rebuilt_when_a_move_is_taken_back(qtbot, autosave):
    controller = economy_controller("human", "human", autosave=autosave)
    try:
        controller.start()
        if controller.waiting_for_handoff() is not None:
            controller.acknowledge_handoff()
        assert pay_upkeep(controller)
        place = next(a for a in controller.legal_actions() if isinstance(a, Recruit)).territory
        assert controller.perform(Recruit(place, 1)) and controller.perform(Recruit(place, 2))
        assert_kept(controller)
        before = controller.events
        position, _action = controller.takeable((Recruit,))[0]
        replaced = []
        controller.gameReplaced.connect(lambda: replaced.append(list(controller.events)))
        assert controller.take_back(position, (Recruit,))
        assert replaced == [controller.events] and controller.events is not before
        assert [h.action for h in controller.events[1:]] == controller.game.log
        assert Recruit(place, 1) not in [h.action for h in controller.events]
        assert_kept(controller)
        # And it goes on being kept.
        assert controller.perform(Recruit(place, 1))
        assert_kept(controller)
    finally:
        controller.shutdown()


def test_a_classic_placement_taken_back_rebuilds_the_history(qtbot, tmp_path):
    controller = new_controller("human", "random", autosave=tmp_path / "autosave.yaml")
    try:
        with qtbot.waitSignal(controller.humanTurn, timeout=5000):
            controller.start()
        mine = controller.state.territories_of(0)[0]
        assert controller.perform(PlaceArmies(mine, 1))
        assert_kept(controller)
        assert controller.undo_placement()
        assert_kept(controller)
        assert not any(isinstance(h.action, PlaceArmies) and h.position >= len(controller.game.log)
                       for h in controller.events)
    finally:
        controller.shutdown()
