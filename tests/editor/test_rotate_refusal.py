"""Rotate/Scale that would break a neighbour is refused in the editor window, with the reason;
one that is safe lands joined to the neighbours (issue 30, item 2: "Rotating Ukraine by 10°
leaves four self-intersecting neighbours that no Fix repairs")."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from editor.editing.transform import SelectionTransform
from engine.board import load_map
from engine.board.transform import Affine, transform_territories
from engine.board.validation import validate
from engine.resources import maps_dir
from tests.editor.test_editor_workflow import click
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.editor.test_rotate_scale import SHIFT, mouse_drag, outline, type_values
from tests.support.boards import pair
from tests.support.editor_windows import shown_map


@pytest.fixture
def classic_window(make_window, qtbot):  # noqa: F811
    window = make_window(load_map(maps_dir() / "classic.yaml").board)
    return shown_map(window, qtbot)


def problems(board) -> set[tuple[str, tuple[str, ...]]]:
    return {(p.code, tuple(p.ids)) for p in validate(board).problems}


def test_typed_10_degrees_on_ukraine_is_refused_with_the_reason_and_changes_nothing(classic_window, monkeypatch):
    window = classic_window
    before = window.board().copy()
    messages = []
    window.transform_actions.message.connect(messages.append)
    window.context().selection.set(["ukraine"])
    type_values(monkeypatch, 10.0, 100.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert window.board() == before
    assert window.document().undo_stack.count() == 0
    # Scandinavia is the first of the four neighbours that would fold.
    assert messages == ["Rotating would make Scandinavia's border with Ukraine cross itself. Nothing was changed."]
    assert window.statusBar().currentMessage() == messages[0]


def test_a_typed_turn_that_is_safe_lands_joined_with_no_new_problem(classic_window, monkeypatch):
    window = classic_window
    before = window.board().copy()
    window.context().selection.set(["ukraine"])
    type_values(monkeypatch, 1.0, 100.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert window.board() != before
    assert window.document().undo_stack.count() == 1
    assert problems(window.board()) == problems(before)
    window.document().undo_stack.undo()
    assert window.board() == before


def test_a_typed_scale_that_would_flatten_a_neighbour_is_worded_as_scaling(make_window, qtbot,  # noqa: F811
                                                                             monkeypatch):
    window = shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))
    messages = []
    window.transform_actions.message.connect(messages.append)
    click(window, 50, 50)
    # At 300 % a's right-hand corners, and b's copies of them, go out to x=200: b's left side
    # would lie on its right side, a flat outline.
    type_values(monkeypatch, 0.0, 300.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert window.board() == pair()
    assert messages == ["Scaling would make B's border with A cross itself. Nothing was changed."]
    type_values(monkeypatch, 0.0, 250.0)
    window.findChild(QAction, "action.rotateScale").trigger()
    assert outline(window, "a")[0] == (-75.0, -75.0)


def test_a_handle_drag_that_would_fold_a_neighbour_keeps_the_last_good_step(make_window, qtbot):  # noqa: F811
    window = shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 50))
    click(window, 50, 50)
    select = window.tools()["select"]
    statuses = []
    select.status.connect(statuses.append)
    rotate = select.handles.rotate_point()
    # In 15° steps (Shift) from straight above a's centre (50, 50) to a quarter turn: the
    # pointer passes 15°, 30°, 60°, 75° and ends at 90°, where b (following a's right-hand
    # corners) would cross itself.
    mouse_drag(window, rotate, (117, 52), SHIFT)
    last_good = transform_territories(pair().territories, [0], Affine((50.0, 50.0), 75.0), 0.1)
    assert outline(window, "a") == last_good[0].parts[0].outer.points()
    assert outline(window, "b") == last_good[1].parts[0].outer.points()
    assert window.document().undo_stack.count() == 1
    assert statuses == [
        "Rotating would make B's border with A cross itself. "
        "Release to keep the last shape that works, Esc to cancel.",
        select.tip(),  # released: the refusal is over
    ]
    assert validate(window.board()).ok


def test_a_neighbour_joined_at_one_step_of_a_drag_is_put_back_when_a_later_step_leaves_it(make_window):  # noqa: F811
    from tests.engine.board.test_transform_checks import tall_neighbour_below

    board = tall_neighbour_below()
    window = make_window(board.copy())
    transform = SelectionTransform(window.document(), ["a"])
    assert transform.apply(0.0, 1.0, 2.0)  # a's bottom on t's top edge: t takes its corners
    assert len(window.board().territory("t").parts[0].outer) == 6
    assert transform.apply(0.0, 1.0, 1.8)  # a's bottom at y=140, off t again
    assert window.board().territory("t") == board.territory("t")
    assert window.document().undo_stack.count() == 1
