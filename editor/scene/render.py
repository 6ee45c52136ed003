"""Drawing a map to an image: PNG (or any raster format Qt writes) or SVG, with or without a window.

Used by ``worldsmith render`` on a server (no display: Qt runs offscreen) and by the
editor's File > Export Image.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from engine.board.board import Board
from engine.board.local_names import board_names

_app: QCoreApplication | None = None  # the application we made, kept alive


def ensure_application() -> QGuiApplication:
    """The running Qt application; creates one (offscreen if there is no display) if none."""
    global _app
    app = QCoreApplication.instance()
    if app is None:
        if (
            sys.platform.startswith("linux")
            and not os.environ.get("DISPLAY")
            and not os.environ.get("WAYLAND_DISPLAY")
            and not os.environ.get("QT_QPA_PLATFORM")
        ):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = _app = QApplication([sys.argv[0] if sys.argv else "worldsmith"])
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("rendering needs a QGuiApplication, but a plain QCoreApplication is running")
    return app


# Qt's painter draws into images of at most 32,767 pixels a side.
MAX_IMAGE_SIDE = 32_767


def image_size(board: Board, width: int) -> QSize:
    """``width`` by the height that keeps the canvas's proportions (at least 1 pixel)."""
    if not 1 <= width <= MAX_IMAGE_SIDE:
        raise ValueError(f"the image width must be from 1 to {MAX_IMAGE_SIDE:,} pixels, not {width:,}")
    height = max(1, round(width * board.meta.height / board.meta.width))
    if height > MAX_IMAGE_SIDE:  # a canvas thousands of times taller than wide
        raise ValueError(f"at {width:,} pixels wide the image would be {height:,} pixels tall; "
                         f"images have at most {MAX_IMAGE_SIDE:,} pixels a side")
    return QSize(int(width), int(height))


def line_scale(board: Board, width: int) -> float:
    """How much thicker than on screen hairlines (borders) are drawn in a ``width`` image.

    Borders are cosmetic: about one pixel wide at any zoom. Drawn into an image bigger
    than the canvas (more than one pixel per map unit) they would look ever thinner, so
    such images are drawn as if on a high-DPI screen: a 2x image looks like the 1:1 image
    enlarged, not like one with hair-thin borders.
    """
    return max(1.0, width / board.meta.width)


def _paint(painter: QPainter, board: Board, size: QSizeF, map_path, show_slots, show_sea_lines, language):
    """Draw the canvas into the rectangle (0, 0, size) of the painter's device."""
    from editor.scene.map_scene import MapScene  # needs the application to exist

    scene = MapScene(board, map_path, language=language)
    scene.set_slots_visible(show_slots)
    scene.set_sea_lines_visible(show_sea_lines)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    target = QRectF(0, 0, size.width(), size.height())
    scene.render(painter, target, scene.canvas_rect(), Qt.AspectRatioMode.IgnoreAspectRatio)
    return scene


def render_to_image(
    board: Board,
    width: int = 1600,
    map_path: str | Path | None = None,
    *,
    show_slots: bool = True,
    show_sea_lines: bool = True,
    language: str | None = None,
) -> QImage:
    """The map's canvas drawn into an image ``width`` pixels wide, proportionally high;
    territories named in ``language`` where the map has names in it (None: base names)."""
    ensure_application()
    size = image_size(board, width)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    ratio = line_scale(board, width)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    try:
        _paint(painter, board, QSizeF(size) / ratio, map_path, show_slots, show_sea_lines, language)
    finally:
        painter.end()
    image.setDevicePixelRatio(1.0)  # a plain image again: pixel (x, y) is pixel (x, y)
    return image


def render_to_file(
    board: Board,
    output: str | Path,
    width: int = 1600,
    map_path: str | Path | None = None,
    *,
    show_slots: bool = True,
    show_sea_lines: bool = True,
    language: str | None = None,
) -> Path:
    """Draw the map into ``output``: SVG if its name ends in .svg, else a raster image (PNG).
    Territories are named in ``language`` where the map has names in it (None: base names).

    Raises OSError if the file cannot be written.
    """
    ensure_application()
    output = Path(output)
    if output.suffix.lower() == ".svg":
        _render_svg(board, output, width, map_path, show_slots, show_sea_lines, language)
        return output
    image = render_to_image(
        board, width, map_path, show_slots=show_slots, show_sea_lines=show_sea_lines, language=language
    )
    file_format = None if output.suffix else "PNG"
    if not image.save(str(output), file_format):
        raise OSError(f"Qt could not save the image to {output}")
    return output


def _render_svg(board, output: Path, width, map_path, show_slots, show_sea_lines, language) -> None:
    from PySide6.QtSvg import QSvgGenerator

    size = image_size(board, width)
    if not output.parent.is_dir():
        raise FileNotFoundError(f"no such folder: {output.parent}")
    generator = QSvgGenerator()
    generator.setFileName(str(output))
    generator.setSize(size)
    generator.setResolution(96)  # CSS pixels: browsers show it `width` pixels wide
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle(board_names(board, language).map)
    generator.setDescription(
        QCoreApplication.translate("render", "Map drawn by Worldsmith")
    )
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"cannot write {output}")
    try:
        _paint(painter, board, QSizeF(size), map_path, show_slots, show_sea_lines, language)
    finally:
        painter.end()


def render_png(board, width: int, height: int) -> bytes:
    """The map drawn as the editor draws it (no sticker slots), ``width`` x ``height`` PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt

    if board.meta.background is not None:  # the picture is the map itself, not what it was traced from
        board = board.copy()
        board.set_meta(dataclasses.replace(board.meta, background=None))
    image = render_to_image(board, width, show_slots=False)
    if image.height() != height:
        image = image.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not encode the picture as PNG")
    buffer.close()
    return bytes(data)
