"""Worldsmith's own icon: on every window (set once on the application), in the About box, and
its PNGs drawn from the SVG as tools/make_icons.py draws them (issue 32, item 3)."""

from __future__ import annotations

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from editor.app.app_icon import ICON_SIZES, app_icon, icon_files, icons_dir
from editor.app.application import create_application
from editor.app.desktop_entry import DESKTOP_FILE_NAME


def mean_difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of two same-sized images' channels, 0 to 255."""
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    assert a.size() == b.size()
    first, second = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(first, second, strict=True)) / len(first)


def test_every_size_is_shipped_and_drawn_from_the_current_svg():
    import tools.make_icons as make_icons

    assert sorted(icon_files()) == list(ICON_SIZES)
    for size in (16, 64):  # a PNG left behind after the SVG changed differs everywhere
        shipped = QImage(str(icon_files()[size]))
        assert shipped.size() == QSize(size, size)
        assert mean_difference(shipped, make_icons.render(size)) < 2, f"run tools/make_icons.py ({size} px)"
    for name in ("worldsmith.ico", "worldsmith.icns", "worldsmith.svg"):
        assert (icons_dir() / name).stat().st_size > 0, name


def test_the_application_gives_every_window_the_icon(qapp, qtbot):
    app = create_application()
    assert app is qapp
    sizes = {s.width() for s in QApplication.windowIcon().availableSizes()}
    assert sizes == set(ICON_SIZES)
    assert QGuiApplication.desktopFileName() == DESKTOP_FILE_NAME  # Wayland finds the desktop entry by it
    window = QMainWindow()
    qtbot.addWidget(window)
    assert window.windowIcon().cacheKey() == app_icon().cacheKey()  # inherited: no window sets its own


def test_the_about_box_shows_the_icon(qapp, qtbot):
    create_application()
    window = QMainWindow()
    qtbot.addWidget(window)
    seen: list[QImage] = []

    def look_and_close() -> None:
        box = QApplication.activeModalWidget()
        seen.append(box.iconPixmap().toImage())
        box.accept()

    QTimer.singleShot(0, look_and_close)
    QMessageBox.about(window, "About Worldsmith", "<h3>Worldsmith</h3>")  # what Help ▸ About calls
    assert seen and not seen[0].isNull()
    expected = app_icon().pixmap(seen[0].size()).toImage()
    assert mean_difference(seen[0], expected) < 1  # ours, not the "information" icon
