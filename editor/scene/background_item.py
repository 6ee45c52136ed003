"""The picture under the map (a scan to trace), placed where the map says: position, size,
rotation (editor/scene/background_drag.py moves it when it is not locked)."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from editor.scene import style
from engine.board.model import Background

log = logging.getLogger(__name__)


def resolve_background(background: Background, map_path: str | Path | None) -> Path | None:
    """The image's path: as written if absolute, else relative to the map file's folder."""
    image = Path(background.image)
    if image.is_absolute():
        return image
    if map_path is None:
        return None
    return Path(map_path).resolve().parent / image


def placement_transform(background: Background, pixels_wide: int, pixels_high: int,
                        canvas_width: float, canvas_height: float) -> QTransform:
    """Picture pixels to map units: scaled to the placement's size, rotated about its centre,
    its top-left corner (before rotation) at (x, y)."""
    if pixels_wide <= 0 or pixels_high <= 0:
        return QTransform()
    width, height = background.size(canvas_width, canvas_height)
    # Qt composes left to right: the first call acts on the picture first.
    transform = QTransform()
    transform.translate(background.x + width / 2, background.y + height / 2)
    transform.rotate(background.rotation)
    transform.translate(-width / 2, -height / 2)
    transform.scale(width / pixels_wide, height / pixels_high)
    return transform


class BackgroundItem(QGraphicsPixmapItem):
    """The background image at the map's placement (by default covering the canvas) and opacity."""

    def __init__(
        self,
        pixmap: QPixmap,
        background: Background,
        width: float,
        height: float,
        source: Path | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(pixmap, parent)
        self.background = background
        self.source = source
        self.setZValue(style.Z_BACKGROUND)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setOpacity(background.opacity)
        self.setTransform(placement_transform(background, pixmap.width(), pixmap.height(), width, height))

    @classmethod
    def load(
        cls,
        background: Background,
        map_path: str | Path | None,
        width: float,
        height: float,
    ) -> BackgroundItem | None:
        """The item for ``background``, or None (with a logged warning) if it cannot be read."""
        path = resolve_background(background, map_path)
        if path is None:
            log.warning("background image %r: the map has no file, so it cannot be found",
                        background.image)
            return None
        if not path.is_file():
            log.warning("background image not found: %s", path)
            return None
        pixmap = QPixmap(str(path))
        if pixmap.isNull():
            log.warning("background image cannot be read: %s", path)
            return None
        return cls(pixmap, background, width, height, path)
