"""Issue 30, through the main window: a territory drawn along its neighbours' border takes
the corners its straight edges run past (item 1), and drawn among one continent's
territories it joins that continent (item 7); one undo takes both back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from engine.board.validation import validate
from tests.editor.test_editor_workflow import click, hover
from tests.editor.test_main_window import make_window, recovery_folder  # noqa: F401 (fixtures)
from tests.support.boards import pair
from tests.support.editor_windows import shown_map

STRIP = [(0.0, 100.0), (200.0, 100.0), (200.0, 150.0), (0.0, 150.0)]  # under a and b


@pytest.fixture
def shown(make_window, qtbot):  # noqa: F811
    return shown_map(make_window(pair()), qtbot, zoom=2.0, centre=(100, 100), focus=True)


def test_a_strip_drawn_under_two_territories_shares_their_corner_and_continent(shown, tmp_path):
    window = shown
    window.findChild(QAction, "tool.draw").trigger()
    for x, y in STRIP:
        hover(window, x, y)
        click(window, x, y)
    QTest.keyClick(window.map_view(), Qt.Key.Key_Return)
    drawn = window.board().territories[-1]
    # The top edge runs from (0, 100) to (200, 100) past a's and b's shared corner: it takes it.
    assert drawn.parts[0].outer.points() == [(0.0, 100.0), (100.0, 100.0), (200.0, 100.0),
                                             (200.0, 150.0), (0.0, 150.0)]
    assert "border-mismatch" not in validate(window.board()).codes()
    assert drawn.continent == "main"
    assert "Mainland" in window.statusBar().currentMessage()
    window.grab().save(str(tmp_path / "drawn.png"))
    window.document().undo_stack.undo()
    assert window.board() == pair()
