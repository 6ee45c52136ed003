"""The round replayed: a dock that steps through a round's public events, forward and back,
with the board as it stood at each step, without touching the game being played."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.core.actions import Pass
from engine.rules.economy.actions import ARMY, BattleAttack, Done, Fight, PayUpkeep, Plan, Recruit


def chips(dock, territory: int) -> list[tuple[int, str, int]]:
    """The stack the dock's board draws in ``territory``: (side, kind, count) per chip."""
    stack = dock.board_layer.stack(territory)
    return [(c.side, c.kind, c.count) for c in stack.chips()] if stack is not None else []


def act(window, qtbot, action) -> None:
    """The person deciding takes ``action`` (after the hand-off cover, if any)."""
    controller = window.controller
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    assert controller.perform(action), action


def play_round_one(window, qtbot) -> tuple[int, int]:
    """Ada recruits two armies and plans a move; everyone is done in each phase, so round 2
    begins. Returns (where Ada recruited, how many armies she had there before)."""
    controller = window.controller
    window.show()
    controller.start()
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    act(window, qtbot, PayUpkeep())
    recruit = next(a for a in controller.legal_actions() if isinstance(a, Recruit))
    place = recruit.territory
    before = controller.state.army[0][place]
    act(window, qtbot, Recruit(place, 2))
    attacked = False  # Ada attacks once in the round's battle, so that it has a roll-off
    while controller.state.turn == 1:
        decider = controller.decider()
        if controller.state.phase == "planning" and decider == 0 and not controller.state.players[0].plans:
            if controller.waiting_for_handoff() is not None:
                window.acknowledge_handoff()
            plans = [a for a in controller.legal_actions() if isinstance(a, Plan)]
            if plans:
                act(window, qtbot, plans[0])
                continue
        if controller.waiting_for_handoff() is not None:
            window.acknowledge_handoff()
        legal = controller.legal_actions()
        attacks = [a for a in legal if isinstance(a, BattleAttack)] if not attacked else []
        attacked = attacked or bool(attacks)
        # Then every attack goes on to its end ("An attack only ends when one of the players is
        # destroyed or withdraws"), and the others pass.
        act(window, qtbot, (attacks or [a for a in legal if isinstance(a, PayUpkeep | Done | Fight)]
                            or ([Pass()] if Pass() in legal else legal))[0])
    return place, before


def test_the_replay_steps_forward_and_back_through_the_round(make_economy, qtbot):
    """Issue 15: "the replay steps through the round" — each step's sentence and board."""
    window = make_economy("human", "human")
    place, before = play_round_one(window, qtbot)
    controller = window.controller
    live_log, live_state = len(controller.game.log), controller.state.to_dict()
    toggle = window.findChild(type(window.round_replay.dock.toggleViewAction()), "action.roundReplay")
    assert toggle is not None
    toggle.trigger()
    dock = window.round_replay.dock
    qtbot.waitUntil(dock.isVisible)
    assert dock.round_box.value() == 1 and "Replaying round 1" in dock.banner.text()
    assert "Round 1 begins." in dock.sentence.text()
    assert not dock.buttons["back"].isEnabled()
    # Forward to Ada's upkeep, then her recruits: the sentence says so and the dock's board
    # counts them.
    dock.buttons["forward"].click()
    assert dock.sentence.text() == "Ada pays 0 MU upkeep."
    upkeep_sentence = dock.sentence.text()
    dock.buttons["forward"].click()
    assert "Ada recruits 2 armies" in dock.sentence.text()
    assert dock.shown_state().army[0][place] == before + 2
    assert chips(dock, place) == [(0, ARMY, before + 2)]  # the economy board's stack
    # Back: the earlier sentence and the earlier board.
    qtbot.keyClick(dock.sentence, Qt.Key.Key_Left)
    assert dock.sentence.text() == upkeep_sentence
    assert dock.shown_state().army[0][place] == before
    assert chips(dock, place) == [(0, ARMY, before)]
    # To the end of the round and back to the start.
    dock.go("last")
    assert not dock.buttons["forward"].isEnabled()
    assert "Step {0} of {0}".format(len(dock.steps)) == dock.position.text()
    dock.go("first")
    assert dock.index == 0
    # Ada's plan was secret: no step says anything of it, and the states shown hold no plans.
    assert all(seat.plans == [] or all(p[0] < 0 for p in seat.plans)
               for step in dock.steps for seat in step.state.players)
    # The game being played was not touched.
    assert len(controller.game.log) == live_log and controller.state.to_dict() == live_state
    assert window.board_layer.stack(place) is not dock.board_layer.stack(place)


def test_the_replay_follows_the_chosen_round(make_economy, qtbot):
    window = make_economy("human", "human")
    play_round_one(window, qtbot)
    dock = window.round_replay.dock
    dock.show()
    qtbot.waitUntil(lambda: dock.steps != [])
    assert dock.rounds == [1, 2]
    dock.round_box.setValue(2)  # the round going on: so far its beginning
    assert "Replaying round 2" in dock.banner.text()
    assert "Round 2 begins." in dock.sentence.text()


def test_the_replay_reads_the_history_again_after_a_move_is_taken_back(make_economy, qtbot):
    """The rounds come from the controller's event history: a move taken back (the history
    rebuilt) is gone from the round's steps."""
    window = make_economy("human", "human")
    controller = window.controller
    window.show()
    controller.start()
    if controller.waiting_for_handoff() is not None:
        window.acknowledge_handoff()
    act(window, qtbot, PayUpkeep())
    place = next(a for a in controller.legal_actions() if isinstance(a, Recruit)).territory
    act(window, qtbot, Recruit(place, 2))
    dock = window.round_replay.dock
    dock.show()
    qtbot.waitUntil(lambda: dock.steps != [])
    assert any("Ada recruits 2 armies" in " ".join(step.sentences) for step in dock.steps)
    position, _action = controller.takeable((Recruit,))[-1]
    assert controller.take_back(position, (Recruit,))
    qtbot.waitUntil(lambda: not any("recruits" in " ".join(step.sentences) for step in dock.steps))
    assert dock.rounds == [1] and chips(dock, place) == [(0, ARMY, controller.state.army[0][place])]
