"""Starting the editor: application names, translations, maps that cannot be read, layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.app.application import create_application, run_editor
from editor.app.recent_files import RecentFiles
from editor.language import app_language as language
from editor.language.app_language import translation_file
from engine.board import save_map


class Captured:
    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, parent, title, text, *args, **kwargs):
        self.texts.append(text)
        return 0


def test_create_application_reuses_the_running_one(qapp):
    assert create_application() is qapp
    assert QCoreApplication.applicationName() == "Worldsmith"
    assert QCoreApplication.organizationName() == "Worldsmith"


def test_translation_file(tmp_path, monkeypatch):
    folder = tmp_path / "translations"
    folder.mkdir()
    (folder / "worldsmith_de.qm").write_bytes(b"")
    monkeypatch.setattr(language, "resources_dir", lambda: tmp_path)
    assert translation_file(QLocale("de_AT")) == folder / "worldsmith_de.qm"
    assert translation_file(QLocale("fr_FR")) is None


@pytest.fixture
def isolated(tmp_path):
    """This test's own settings and recovery folder, so the user's are never touched."""
    return {
        "settings": QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
        "recovery_folder": tmp_path / "recovery",
    }


def run_and_close(qapp, path, look=None, **options) -> tuple[int, dict]:
    """Run the editor, and once its event loop runs, note what it shows and close it.

    ``look(window, seen)`` may note more; ``options`` go to run_editor.
    """
    seen: dict = {}

    def close_soon():
        try:
            windows = [w for w in QApplication.topLevelWidgets()
                       if w.objectName() == "mainWindow" and w.isVisible()]
            seen["windows"] = len(windows)
            for window in windows:
                seen["title"] = window.windowTitle()
                seen["board"] = window.board()
                seen["path"] = window.map_path()
                if look is not None:
                    look(window, seen)
                window.close()
                window.deleteLater()
        finally:
            qapp.exit(0)

    QTimer.singleShot(0, close_soon)
    return run_editor(path, **options), seen


def test_run_editor_shows_the_map(qapp, board, tmp_path, isolated):
    path = tmp_path / "world.yaml"
    save_map(board, path)
    code, seen = run_and_close(qapp, path, **isolated)
    assert code == 0
    assert seen["windows"] == 1
    assert board.meta.name in seen["title"]
    assert seen["board"] == board
    assert seen["path"] == path
    assert RecentFiles(isolated["settings"]).paths() == [path]


def test_run_editor_remembers_the_window_layout(qapp, board, tmp_path, isolated):
    path = tmp_path / "world.yaml"
    save_map(board, path)

    def hide_history(window, seen):
        window.history_dock.hide()

    run_and_close(qapp, path, look=hide_history, **isolated)

    def history_visible(window, seen):
        seen["history"] = window.history_dock.isVisible()

    _code, seen = run_and_close(qapp, path, look=history_visible, **isolated)
    assert seen["history"] is False


def test_run_editor_with_an_unreadable_map_opens_an_empty_one(qapp, tmp_path, monkeypatch, isolated):
    boxes = Captured()
    monkeypatch.setattr(QMessageBox, "critical", boxes)
    path = tmp_path / "bad.yaml"
    path.write_text("format: worldsmith-map\nschema: 1\nname: [\n", encoding="utf-8")
    code, seen = run_and_close(qapp, path, **isolated)
    assert code == 0
    assert len(boxes.texts) == 1 and "bad.yaml" in boxes.texts[0]
    assert seen["board"].territories == () and seen["path"] is None


def test_run_editor_with_a_broken_bundled_map_exits(qapp, tmp_path, monkeypatch, isolated):
    import engine.resources

    boxes = Captured()
    monkeypatch.setattr(QMessageBox, "critical", boxes)
    monkeypatch.setattr(engine.resources, "maps_dir", lambda: tmp_path)
    path = tmp_path / "classic.yaml"
    path.write_text("not: a map\n", encoding="utf-8")
    assert run_editor(path, **isolated) == 2
    assert len(boxes.texts) == 1 and "classic.yaml" in boxes.texts[0]


@pytest.mark.parametrize("name", ["classic.yaml", "tutorial.yaml"])
def test_bundled_maps_build_a_scene(qapp, name):
    from editor.scene.map_scene import MapScene
    from engine.board import load_map
    from engine.resources import maps_dir

    path = maps_dir() / name
    if not path.exists():
        pytest.skip(f"{name} is not there yet")
    board = load_map(path).board
    scene = MapScene(board, path)
    assert len(scene.territory_items) == len(board.territories)
    assert len(scene.label_items) == len(board.territories)
