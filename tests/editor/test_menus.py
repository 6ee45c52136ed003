"""Menus, toolbars, shortcuts and docks of the editor window, and the map-wide actions."""

from __future__ import annotations

import dataclasses
import warnings

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QUndoCommand
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMenu, QToolBar, QUndoView, QWidget

from editor import main_window as main_window_module
from editor.commands.continent_commands import SetMapProperties
from editor.dialogs.new_map_dialog import NewMapSettings
from editor.docks.history_dock import HistoryDock
from editor.editing import map_edits
from editor.editing.map_edits import auto_connect, auto_place_all, missing_connections, placed_marks
from editor.tools.base import Tool
from engine.board import Board, load_map
from engine.board.generate import voronoi_board
from engine.resources import maps_dir
from tests.editor import test_main_window as shared
from tests.support.boards import board as small_board
from tests.support.boards import far_apart, square

# The window fixtures of test_main_window.py (pytest finds fixtures among a module's names).
make_window = shared.make_window
recovery_folder = shared.recovery_folder


TOOL_NAMES = ["select", "draw", "vertices", "split", "connect", "continents", "slots", "measure"]


def tutorial() -> Board:
    return load_map(maps_dir() / "tutorial.yaml").board


def rename(document, name: str) -> None:
    meta = document.board.meta
    document.undo_stack.push(SetMapProperties(document, dataclasses.replace(meta, name=name)))


# -- stand-ins for the tools and docks other modules provide -------------------------------------
class FakeTool(Tool):
    name = "fake"
    shortcut = "F"
    keys: list = []

    @classmethod
    def title(cls) -> str:
        return "Fake"

    @classmethod
    def tip(cls) -> str:
        return "A tool for tests"

    def options_widget(self, parent):
        widget = QLabel("fake options", parent)
        widget.setObjectName("fakeOptions")
        return widget

    def key_press(self, event) -> bool:
        FakeTool.keys.append(event.key())
        return self.context.selection.ids == ("a",)  # pretends to use Delete when "a" is selected


class OtherTool(FakeTool):
    name = "other"
    shortcut = "O"

    def options_widget(self, parent):
        return None


class FakeDock(QDockWidget):
    def __init__(self, context, parent=None) -> None:
        super().__init__("Fake", parent)
        self.setObjectName("fakeDock")
        self.context = context


@pytest.fixture
def fakes(monkeypatch):
    """The window with two fake tools and one fake dock."""
    FakeTool.keys = []
    monkeypatch.setattr(main_window_module, "tool_classes", lambda: [FakeTool, OtherTool])
    monkeypatch.setattr(main_window_module, "dock_classes",
                        lambda: [(FakeDock, Qt.DockWidgetArea.LeftDockWidgetArea, "fakeDock")])


@pytest.fixture
def window(make_window):
    return make_window(tutorial())


# -- names ---------------------------------------------------------------------------------------
def test_required_object_names(window):
    assert window.findChild(QWidget, "mapView") is window.map_view()
    history = window.findChild(QDockWidget, "historyDock")
    assert isinstance(history, HistoryDock)
    assert isinstance(history.findChild(QUndoView, "historyView"), QUndoView)
    for name in ("toolsToolBar", "toolOptionsToolBar", "mainToolBar"):
        assert window.findChild(QToolBar, name) is not None, name
    for name in ("action.undo", "action.redo", "action.new", "action.revert", "action.delete",
                 "action.merge", "action.snapping", "action.autoConnect", "action.autoPlaceAll",
                 "action.validate"):
        action = window.findChild(QAction, name)
        assert action is not None and action.toolTip(), name
    assert window.findChild(QLabel, "status.cursor") and window.findChild(QLabel, "status.zoom")


def test_every_dock_has_a_toggle_in_the_view_menu(window):
    toggles = {a.objectName() for a in window.panels_menu.actions()}
    for dock in window.findChildren(QDockWidget):
        assert f"action.panel.{dock.objectName()}" in toggles
    window.show()
    history = window.findChild(QAction, "action.panel.historyDock")
    history.trigger()
    assert window.history_dock.isHidden()


def test_the_real_tools_when_they_exist(window):
    pytest.importorskip("editor.tools.registry")
    names = [a.objectName() for a in window.tools_toolbar.actions()]
    assert names == [f"tool.{name}" for name in TOOL_NAMES]
    assert window.findChild(QAction, "tool.select").isChecked()
    assert window.active_tool().name == "select"
    for name in TOOL_NAMES:
        action = window.findChild(QAction, f"tool.{name}")
        assert action.isCheckable() and not action.shortcut().isEmpty() and action.toolTip(), name


def test_the_real_docks_follow_a_new_document(window):
    pytest.importorskip("editor.docks")
    names = ["territoryDock", "propertiesDock", "continentDock", "problemsDock", "backgroundDock"]
    before = {name: window.findChild(QDockWidget, name) for name in names}
    if None in before.values():
        pytest.skip("not every dock exists yet")
    window.show()
    areas = {name: window.dockWidgetArea(dock) for name, dock in before.items()}
    before["continentDock"].hide()
    window.new_map(NewMapSettings("Elsewhere", 800, 600))
    after = {name: window.findChild(QDockWidget, name) for name in names}
    for name in names:  # re-pointed (set_context) or made anew
        assert after[name] is not before[name] or after[name].context is window.context(), name
    assert {name: window.dockWidgetArea(dock) for name, dock in after.items()} == areas
    assert after["continentDock"].isHidden() and not after["territoryDock"].isHidden()
    assert {d.objectName() for d in window.docks()} == {*names, "historyDock"}


# -- tools ---------------------------------------------------------------------------------------
def test_tool_actions_switch_the_view_tool_and_its_options(fakes, make_window):
    window = make_window(tutorial())
    fake, other = window.findChild(QAction, "tool.fake"), window.findChild(QAction, "tool.other")
    assert fake.isChecked() and fake.actionGroup().isExclusive()
    assert fake.shortcut().toString() == "F" and fake.toolTip() == "Fake (F)"
    assert type(window.active_tool()) is FakeTool
    options = window.findChild(QLabel, "fakeOptions")
    assert options is not None and window.tool_options_bar.isAncestorOf(options)
    window.show()
    assert options.isVisible()
    other.trigger()
    QCoreApplication.processEvents()  # the toolbar lays itself out again
    assert type(window.active_tool()) is OtherTool and not options.isVisible()
    assert window.map_view().tool() is window.tools()["other"]
    assert window.statusBar().currentMessage() == "A tool for tests"
    window.tools()["other"].status.emit("Click somewhere")
    assert window.statusBar().currentMessage() == "Click somewhere"
    window.tools()["fake"].status.emit("Not my turn")  # an inactive tool is not heard
    assert window.statusBar().currentMessage() == "Click somewhere"


def test_a_new_document_gets_new_tools_and_docks(fakes, make_window):
    window = make_window(tutorial())
    window.findChild(QAction, "tool.other").trigger()
    dock = window.findChild(QDockWidget, "fakeDock")
    old_tool = window.tools()["other"]
    window.tabifyDockWidget(dock, window.history_dock)
    window.history_dock.hide()
    window.new_map(NewMapSettings("Second", 800, 600))
    QCoreApplication.processEvents()
    new_dock = window.findChild(QDockWidget, "fakeDock")
    assert new_dock is not dock and new_dock.context is window.context()
    assert window.tools()["other"] is not old_tool
    assert window.tools()["other"].context is window.context()
    assert type(window.active_tool()) is OtherTool  # the chosen tool stays chosen
    assert window.dockWidgetArea(new_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.history_dock.isHidden()
    assert f"action.panel.{new_dock.objectName()}" in {a.objectName() for a in window.panels_menu.actions()}
    assert window.findChild(QLabel, "fakeOptions") is not None  # the new tool's options


def test_delete_on_the_map_goes_to_the_tool_first(fakes, make_window, qtbot):
    window = make_window(small_board(square("a", 0, 0), square("b", 100, 0), square("c", 200, 0)))
    window.show()
    qtbot.waitExposed(window)
    view = window.map_view()
    view.setFocus()
    window.selection.set(["a"])
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert FakeTool.keys == [Qt.Key.Key_Delete]
    assert window.board().has_territory("a")  # the tool used the key
    window.selection.set(["b", "c"])
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert [t.id for t in window.board().territories] == ["a"]
    assert window.document().undo_stack.count() == 1


# -- undo and redo -------------------------------------------------------------------------------
def activate(window, qtbot) -> None:
    """Show the window and make it the active one, so its shortcuts apply to key presses."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    if QApplication.activeWindow() is not window:
        # The offscreen platform does not activate windows by itself.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            QApplication.setActiveWindow(window)
    window.map_view().setFocus()
    assert QApplication.activeWindow() is window


def test_ctrl_z_and_ctrl_shift_z_undo_and_redo(window, qtbot):
    activate(window, qtbot)
    document = window.document()
    rename(document, "Renamed Isles")
    assert window.board().meta.name == "Renamed Isles" and window.isWindowModified()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.board().meta.name == "Tutorial Isles" and not window.isWindowModified()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.board().meta.name == "Renamed Isles"
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.board().meta.name == "Renamed Isles"
    assert window.windowTitle() == "Renamed Isles[*] — Worldsmith"


def test_undo_follows_the_current_document(window):
    rename(window.document(), "First")
    undo = window.findChild(QAction, "action.undo")
    assert undo.isEnabled() and "Change Map Properties" in undo.text()
    window.document().undo_stack.setClean()
    window.new_map(NewMapSettings("Second"))
    assert not undo.isEnabled()
    rename(window.document(), "Third")
    undo.trigger()
    assert window.board().meta.name == "Second"


def test_the_history_dock_jumps_to_an_entry(window):
    document = window.document()
    for name in ("One", "Two", "Three"):
        rename(document, name)
    view = window.history_dock.view
    assert view.model().rowCount() == 4  # the opened map, then three edits
    view.setCurrentIndex(view.model().index(1, 0))
    assert window.board().meta.name == "One" and document.undo_stack.index() == 1
    view.setCurrentIndex(view.model().index(0, 0))
    assert window.board().meta.name == "Tutorial Isles"


# -- map-wide actions ----------------------------------------------------------------------------
def test_auto_connect_adds_the_missing_connections_in_one_step(make_window):
    original = tutorial()
    sea_lines = [c for c in original.connections if c.kind.value == "sea-line"]
    stripped = Board(original.meta, original.continents, original.territories, sea_lines)
    window = make_window(stripped)
    expected = missing_connections(stripped)
    assert expected
    window.findChild(QAction, "action.autoConnect").trigger()
    board = window.board()
    pairs = {frozenset((c.a, c.b)) for c in board.connections}
    assert all(frozenset(pair) in pairs for pair in original.suggest_connections())
    assert missing_connections(board) == []
    assert window.document().undo_stack.count() == 1
    assert str(len(expected)) in window.statusBar().currentMessage()
    window.findChild(QAction, "action.undo").trigger()
    assert list(window.board().connections) == sea_lines
    # A second time there is nothing to add and nothing is pushed.
    window.findChild(QAction, "action.redo").trigger()
    assert auto_connect(window.document()) == 0 and window.document().undo_stack.count() == 1


def test_map_menu_sets_and_unsets_wrapping_of_the_selected_connection_undoably(make_window):
    """Issue 10: wrapping is explicit, so the editor offers a way to set and unset it."""
    window = make_window(far_apart(wraps=False))
    action = window.findChild(QAction, "action.wrapConnection")
    assert action in window.findChild(QMenu, "menu.map").actions()
    assert action.toolTip() and not action.isEnabled()  # nothing selected
    window.selection.set(["west"])
    assert not action.isEnabled()  # one territory is not a connection
    window.selection.set(["west", "east"])
    assert action.isEnabled() and not action.isChecked()
    scene = window.map_scene()
    straight = scene.connection_items[0].line_path().boundingRect()

    action.trigger()
    assert window.board().connections[0].wraps and action.isChecked()
    assert "around the map" in window.statusBar().currentMessage()
    around = scene.connection_items[0].line_path().boundingRect()
    assert around.left() == 0 and around.right() == window.board().meta.width != straight.right()

    window.document().undo_stack.undo()
    assert not window.board().connections[0].wraps and not action.isChecked()
    window.document().undo_stack.redo()
    assert window.board().connections[0].wraps and action.isChecked()
    action.trigger()
    assert not window.board().connections[0].wraps
    assert window.document().undo_stack.count() == 2
    window.selection.set(["east", "west"])
    assert action.isEnabled() and not action.isChecked()


def test_auto_place_all_places_every_land_territory(make_window):
    board = tutorial()
    bare = Board(board.meta, board.continents,
                 [dataclasses.replace(t, label=None, city_slot=None, scar_slot=None) for t in board.territories],
                 board.connections)
    window = make_window(bare)
    window.findChild(QAction, "action.autoPlaceAll").trigger()
    placed = window.board().territories
    assert all(t.label and t.city_slot and t.scar_slot for t in placed if t.is_land)
    assert window.document().undo_stack.count() == 1
    window.findChild(QAction, "action.undo").trigger()
    assert window.board() == bare


def test_auto_place_all_shows_progress_and_can_be_cancelled(qtbot, monkeypatch, make_window):
    window = make_window(voronoi_board(6, 8, seed=4))
    before = window.board().copy()
    shown = []

    def cancel_at_once(self, value):
        shown.append(value)
        self.cancel()

    monkeypatch.setattr(map_edits.QProgressDialog, "setValue", cancel_at_once)
    assert auto_place_all(window.document(), window, threshold=3) is None
    assert shown == [0]
    assert window.document().undo_stack.count() == 0 and window.board() == before


def test_placed_marks_skip_sea_and_unchanged_territories():
    board = tutorial()
    # The tutorial's marks were placed one territory at a time; placing all at once may move
    # them a little (tests/engine/board/test_mark_layout.py checks every such layout is valid).
    assert all(board.territories[i].is_land for i in placed_marks(board))
    board = Board(board.meta, board.continents,
                  [dataclasses.replace(t, city_slot=None) for t in board.territories], board.connections)
    first = placed_marks(board)
    assert set(first) == {i for i, t in enumerate(board.territories) if t.is_land}
    again = Board(board.meta, board.continents,
                  [first.get(i, t) for i, t in enumerate(board.territories)], board.connections)
    assert placed_marks(again) == {}


def test_merge_and_delete_the_selection(make_window):
    window = make_window(small_board(square("a", 0, 0), square("b", 100, 0), square("c", 300, 0)))
    merge = window.findChild(QAction, "action.merge")
    delete = window.findChild(QAction, "action.delete")
    assert not merge.isEnabled() and not delete.isEnabled()
    window.selection.set(["a"])
    assert delete.isEnabled() and not merge.isEnabled()
    window.selection.set(["a", "b"])
    merge.trigger()
    board = window.board()
    assert [t.id for t in board.territories] == ["a", "c"]
    assert board.area("a") == pytest.approx(20000)
    merged = board.territory("a")
    assert merged.label and merged.city_slot and merged.scar_slot  # placed afresh
    assert window.selection.ids == ("a",)
    window.selection.set(["c"])
    delete.trigger()
    assert [t.id for t in window.board().territories] == ["a"]
    assert window.selection.ids == ()
    assert window.document().undo_stack.count() == 2


def test_select_all_none_and_map_properties(window):
    window.findChild(QAction, "action.selectAll").trigger()
    assert len(window.selection.ids) == 10
    window.findChild(QAction, "action.mapProperties").trigger()
    assert window.selection.ids == ()


def test_snapping_toggle_reaches_the_context(window):
    snapping = window.findChild(QAction, "action.snapping")
    snapping.setChecked(False)
    assert window.context().snapping is False
    window.new_map(NewMapSettings("Next"))
    assert window.context().snapping is False
    snapping.setChecked(True)
    assert window.context().snapping is True


def test_validate_now_reports_in_the_status_bar(fakes, make_window):
    window = make_window(tutorial())
    window.findChild(QAction, "action.validate").trigger()
    assert "No problems" in window.statusBar().currentMessage()


def test_undo_command_texts_show_in_the_edit_menu(window):
    class Named(QUndoCommand):
        def __init__(self):
            super().__init__("Paint Continent")

    window.document().undo_stack.push(Named())
    assert window.findChild(QAction, "action.undo").text() == "&Undo Paint Continent"
