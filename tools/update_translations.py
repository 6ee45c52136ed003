"""Refresh the translation files after user-visible strings change.

    python tools/update_translations.py

Runs pyside6-lupdate over editor/ and engine/ to add new strings to
resources/translations/*.ts (keeping existing translations), then pyside6-lrelease to
compile the .qm files the app loads. The engine never imports Qt: it marks what it says to
people (refusals, events) with its own QT_TRANSLATE_NOOP (engine/core/messages.py), which
lupdate collects like the editor's. Translate new strings in Qt Linguist
(pyside6-linguist), by editing the .ts, or with tools/fill_translations.py.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


# Where user-visible strings are: the app, and what the engine says to people.
SOURCE_FOLDERS = ("editor", "engine")


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for folder in SOURCE_FOLDERS for p in (ROOT / folder).rglob("*.py"))


def main() -> int:
    for ts in sorted(TRANSLATIONS.glob("worldsmith_*.ts")):
        # -no-obsolete: strings the code no longer has are dropped rather than kept as clutter.
        subprocess.run([tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", str(ts)], cwd=ROOT, check=True)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
