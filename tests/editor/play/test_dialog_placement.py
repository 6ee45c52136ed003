"""A battle's dialog opens beside the territories that fight, not over them (issue 10: "the
attack dialog opens over the middle of the map and hides the two territories that are
fighting; place it beside them")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialog

from editor.play.dialog_placement import place_beside, territories_on_screen
from engine.core.state import NOBODY, Phase
from tests.editor.play.test_privacy import composite

# Pairs of neighbours across the classic world: the middle, the edges, top and bottom.
BATTLES = [("egypt", "middle-east"), ("brazil", "north-africa"), ("alaska", "northwest-territory"),
           ("siam", "indonesia"), ("iceland", "greenland"), ("argentina", "peru")]


def stage_attack(controller, source: int, target: int) -> None:
    state = controller.state
    state.owner[source], state.armies[source] = state.current, 8
    state.owner[target] = next(p for p in range(len(state.players)) if p != state.current)
    state.armies[target] = 3
    state.phase, state.waiting_for = Phase.ATTACK, NOBODY
    controller.stateChanged.emit()


@pytest.mark.parametrize(("source_id", "target_id"), BATTLES)
def test_the_attack_dialog_leaves_both_territories_in_sight(qtbot, make_play, source_id, target_id):
    window = make_play("human", "random", map_name="classic")
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_to_window()
    controller = window.controller
    index = controller.world.index
    source, target = index[source_id], index[target_id]
    stage_attack(controller, source, target)
    dialog = window.open_attack(source, target)
    qtbot.waitExposed(dialog)
    battle = territories_on_screen(window.board, (source, target))
    viewport = window.view.viewport()
    board = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
    frame = dialog.frameGeometry()
    assert not frame.intersects(battle), (frame, battle)
    assert board.contains(frame), (frame, board)
    if source_id == "egypt":
        composite(window, dialog).save("/tmp/attack-dialog-beside.png")


def test_without_room_on_any_side_it_covers_the_battle_least(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(300, 200)
    area = QRect(0, 0, 400, 400)
    battle = QRect(170, 180, 60, 40)  # no side has 200 free pixels
    frame = place_beside(dialog, battle, area)
    assert area.contains(frame)
    overlap = frame.intersected(battle)
    assert overlap.height() <= 20  # above or below, the battle mostly in sight
