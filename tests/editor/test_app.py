"""Starting the editor: application names, translations, and maps that cannot be read."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtWidgets import QApplication

from editor import app as app_module
from editor.app import create_application, run_editor, translation_file
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
    monkeypatch.setattr(app_module, "resources_dir", lambda: tmp_path)
    assert translation_file(QLocale("de_AT")) == folder / "worldsmith_de.qm"
    assert translation_file(QLocale("fr_FR")) is None


def run_and_close(qapp, path) -> tuple[int, dict]:
    """Run the editor, and once its event loop runs, note what it shows and close it."""
    seen: dict = {}

    def close_soon():
        try:
            windows = [w for w in QApplication.topLevelWidgets()
                       if w.objectName() == "mainWindow" and w.isVisible()]
            seen["windows"] = len(windows)
            for window in windows:
                seen["title"] = window.windowTitle()
                seen["board"] = window.board()
                window.close()
        finally:
            qapp.exit(0)

    QTimer.singleShot(0, close_soon)
    return run_editor(path), seen


def test_run_editor_shows_the_map(qapp, board, tmp_path):
    path = tmp_path / "world.yaml"
    save_map(board, path)
    code, seen = run_and_close(qapp, path)
    assert code == 0
    assert seen["windows"] == 1
    assert board.meta.name in seen["title"]
    assert seen["board"] == board


def test_run_editor_with_an_unreadable_map_opens_an_empty_window(qapp, tmp_path, monkeypatch):
    boxes = Captured()
    monkeypatch.setattr(app_module.QMessageBox, "critical", boxes)
    path = tmp_path / "bad.yaml"
    path.write_text("format: worldsmith-map\nschema: 1\nname: [\n", encoding="utf-8")
    code, seen = run_and_close(qapp, path)
    assert code == 0
    assert len(boxes.texts) == 1 and "bad.yaml" in boxes.texts[0]
    assert seen["board"] is None


def test_run_editor_with_a_broken_bundled_map_exits(qapp, tmp_path, monkeypatch):
    import engine.resources

    boxes = Captured()
    monkeypatch.setattr(app_module.QMessageBox, "critical", boxes)
    monkeypatch.setattr(engine.resources, "maps_dir", lambda: tmp_path)
    path = tmp_path / "classic.yaml"
    path.write_text("not: a map\n", encoding="utf-8")
    assert run_editor(path) == 2
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
