"""Draw the README's picture of an imported Domination map, offscreen.

    python tools/make_import_picture.py

Makes a small Domination map (the benchmark's generator: a picture whose pixels are the
territory numbers, a .map with names, continents and borders), imports it exactly as
``worldsmith import`` does and draws the result with ``worldsmith render`` into
docs/images/import-domination.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_import import make_map  # noqa: E402
from editor.cli.main import main  # noqa: E402

NAMES = [
    "Amberfell", "Brightwater", "Cinderholm", "Dunmarsh", "Eastreach", "Frostvale", "Greywatch", "Highmoor",
    "Ironcliff", "Juniper Bay", "Kestrel Isle", "Lowmere", "Mistral", "Northgate", "Oakhaven", "Pinecrest",
    "Quarry Hills", "Redfern", "Saltmarsh", "Thornwood", "Umberlands", "Valewind",
]
PICTURE = ROOT / "docs" / "images" / "import-domination.png"


def main_picture() -> int:
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        source = make_map(folder, seed=11, cells=26, sea_cells=4, names=NAMES, title="Archipelago")
        world = folder / "archipelago.yaml"
        if main(["import", str(source), str(world)]) != 0:
            return 1
        return main(["render", str(world), str(PICTURE), "--width", "1050", "--language", "en"])


if __name__ == "__main__":
    sys.exit(main_picture())
