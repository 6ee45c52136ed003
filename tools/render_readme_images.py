"""Redraw the pictures in README.md and docs/ with the app's own renderer.

    python tools/render_readme_images.py

Uses `worldsmith render` (offscreen Qt), so the pictures always show what the app draws.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "images"

RENDERS = [
    ("maps/classic.yaml", "classic.png", 1600),
    ("maps/tutorial.yaml", "tutorial.png", 800),
]


def main() -> int:
    IMAGES.mkdir(parents=True, exist_ok=True)
    for map_file, image, width in RENDERS:
        subprocess.run(
            [sys.executable, "-m", "editor.cli", "render", str(ROOT / map_file), str(IMAGES / image),
             "--width", str(width)],
            check=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
