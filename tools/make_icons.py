"""Render Worldsmith's icon (resources/icons/worldsmith.svg) to the files the app, the Linux
desktop entry and the bundles use:

- resources/icons/worldsmith-<N>.png for N in 16, 32, 48, 64, 128, 256 (window icon, About box,
  hicolor icon theme: editor/app/app_icon.py and editor/app/desktop_entry.py read them);
- resources/icons/worldsmith.ico (Windows: every size above in one file);
- resources/icons/worldsmith.icns (macOS: 16 to 1024 px).

Each size is rendered from the SVG itself rather than scaled down from a big picture, so the
small ones stay sharp. Run it after changing the SVG:

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/make_icons.py
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "worldsmith.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)  # the sizes Pillow's ICNS writer stores


def render(size: int):
    """The SVG drawn on a transparent ``size`` × ``size`` QImage."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def to_pillow(image):
    """A QImage as a Pillow RGBA image (through PNG bytes: no pixel-format juggling)."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGBA")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # QImage text/painting needs one
    renders = {size: render(size) for size in sorted({*PNG_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        target = ICONS / f"worldsmith-{size}.png"
        if not renders[size].save(str(target), "PNG"):
            raise SystemExit(f"cannot write {target}")
        print(f"wrote {target.relative_to(ROOT)}")
    pictures = {size: to_pillow(image) for size, image in renders.items()}
    largest = pictures[max(PNG_SIZES)]
    # Pillow takes the sizes it writes from append_images when they are given, instead of
    # shrinking the first picture: each size keeps its own sharp render.
    largest.save(ICONS / "worldsmith.ico", format="ICO", sizes=[(s, s) for s in PNG_SIZES],
                 append_images=[pictures[s] for s in PNG_SIZES if s != max(PNG_SIZES)])
    print(f"wrote {(ICONS / 'worldsmith.ico').relative_to(ROOT)}")
    pictures[max(ICNS_SIZES)].save(ICONS / "worldsmith.icns", format="ICNS",
                                   append_images=[pictures[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)])
    print(f"wrote {(ICONS / 'worldsmith.icns').relative_to(ROOT)}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
