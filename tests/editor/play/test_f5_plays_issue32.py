"""F5 means "play" in the map editor as in the scenario designer; Validate Now has a key of
its own, F7, as Validate has in the designer (issue 32, item 7). Clashes on every desktop are
checked by tests/editor/test_shortcuts_everywhere.py."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from editor.play import launch
from tests.support.games import board


def make_editor(qtbot, tmp_path):
    from editor.main_window import MainWindow
    from engine.board import save_map

    path = tmp_path / "tutorial.yaml"
    save_map(board("tutorial"), path)
    settings = QSettings(str(tmp_path / "editor.ini"), QSettings.Format.IniFormat)
    editor = MainWindow(board("tutorial"), path, settings=settings, recovery_folder=tmp_path / "recovery")
    qtbot.addWidget(editor)
    editor.show()
    editor.activateWindow()
    assert QTest.qWaitForWindowActive(editor, 5000)  # a window's shortcuts answer when it is active
    return editor, path


def test_f5_in_the_editor_starts_a_new_game_on_this_map_and_f7_validates(qtbot, tmp_path, monkeypatch):
    editor, path = make_editor(qtbot, tmp_path)
    try:
        shortcuts = {a.objectName(): [s.toString() for s in a.shortcuts()] for a in editor.findChildren(QAction)}
        assert shortcuts["action.playMap"] == ["F5"] and shortcuts["action.validate"] == ["F7"]
        assert [name for name, keys in shortcuts.items() if "F5" in keys] == ["action.playMap"]
        asked = []
        monkeypatch.setattr(launch, "ask_new_game", lambda parent, map_path, settings: asked.append(map_path))
        validated = []
        editor.findChild(QAction, "action.validate").triggered.connect(lambda *_: validated.append(True))
        QTest.keyClick(editor.map_view(), Qt.Key.Key_F5)
        assert asked == [path] and validated == []
        play = editor.findChild(QAction, "action.playMap")
        assert play.text() == "&Play This Map…" and play.toolTip()
        assert play in editor.findChild(QMenu, "menu.file").actions()
    finally:
        editor.autosaver.stop()


def test_validate_now_answers_f7(qtbot, tmp_path):
    editor, _path = make_editor(qtbot, tmp_path)
    try:
        validate = editor.findChild(QAction, "action.validate")
        fired = []
        validate.triggered.connect(lambda *_: fired.append(True))
        QTest.keyClick(editor.map_view(), Qt.Key.Key_F7)
        assert fired == [True]
    finally:
        editor.autosaver.stop()
