"""The Legacy play window runs a Legacy game: computer players play one to its end, rewards
and all, and the window's Legacy parts are there to be reached."""

from __future__ import annotations

from engine.core.phases import GAME_OVER
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window


def test_computer_players_play_a_legacy_game_to_its_end_in_the_window(qtbot, settings, tmp_path):
    controller = legacy_controller("heuristic", "random", "heuristic", autosave=tmp_path / "autosave.yaml")
    window = legacy_window(qtbot, settings, controller)
    with qtbot.waitSignal(controller.gameOver, timeout=60_000):
        controller.start()
    assert controller.state.phase == GAME_OVER
    for name in ("legacyDecisionPanel", "sideboardPanel", "sideboardDock"):
        widget = window.findChild(object, name)
        assert widget is not None and widget.accessibleName(), name


def test_a_place_asked_for_on_the_board_is_highlighted_and_answered_by_a_click(qtbot, settings):
    controller = legacy_controller("human", "heuristic", "heuristic")
    window = legacy_window(qtbot, settings, controller)
    controller.start()
    qtbot.waitUntil(lambda: controller.is_human(controller.decider()), timeout=10_000)
    window.acknowledge_handoff()
    assert window.tool.can_act()
    answers, refusals = [], []
    window.tool.status.connect(refusals.append)
    window.tool.pick_territory({3, 4}, "Pick one", answers.append, lambda t: f"not {t}")
    assert window.board.highlighted()[0] == frozenset({3, 4})
    window.tool.click(5)
    assert answers == [] and refusals[-1] == "not 5"
    window.tool.click(4)
    assert answers == [4] and window.tool.picking() is None
