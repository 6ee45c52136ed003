"""Worldsmith's own icon (resources/icons, drawn by tools/make_icons.py from worldsmith.svg).

One QIcon holding every PNG size, so each place (title bar, task bar, Alt+Tab, the About box)
gets a picture rendered for its size instead of a scaled one. The PNGs, not the SVG, are
loaded: drawing an SVG icon needs Qt's SVG icon-engine plugin, which a lean install or a
bundle may leave out.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QIcon, QPixmap

ICON_SIZES = (16, 32, 48, 64, 128, 256)
ABOUT_SIZE = 64  # the About box's picture, in device-independent pixels


def icons_dir() -> Path:
    from engine.resources import resources_dir

    return resources_dir() / "icons"


def icon_files() -> dict[int, Path]:
    """The icon's PNG at each size it is drawn at (only those that exist)."""
    found = {size: icons_dir() / f"worldsmith-{size}.png" for size in ICON_SIZES}
    return {size: path for size, path in found.items() if path.is_file()}


@cache
def app_icon() -> QIcon:
    """The application's icon (empty if the files are missing: Qt then shows its default)."""
    icon = QIcon()
    for path in icon_files().values():
        icon.addFile(str(path))
    return icon


def about_pixmap(size: int = ABOUT_SIZE) -> QPixmap:
    """The icon as the About box shows it (QMessageBox.setIconPixmap)."""
    return app_icon().pixmap(size, size)
