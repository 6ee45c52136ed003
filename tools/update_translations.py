"""Refresh the translation files after user-visible strings change.

    python tools/update_translations.py

Runs pyside6-lupdate over editor/ and engine/ to add new strings to
resources/translations/*.ts (keeping existing translations), then pyside6-lrelease to
compile the .qm files the app loads. The engine never imports Qt: it marks what it says to
people (refusals, events) with its own QT_TRANSLATE_NOOP (engine/core/messages.py), which
lupdate collects like the editor's. Translate new strings in Qt Linguist
(pyside6-linguist), by editing the .ts, or with tools/fill_translations.py.

English is the source language, but a count needs its plural form in English too ("1 troop",
"2 troops"): the source says "%n troop(s)", and ``worldsmith_en.ts`` holds only the plural
messages (lupdate -pluralonly) with their two English forms, written here from the source's
"(s)", "(es)" and "y(ies)" (a message this cannot read is left unfinished and reported).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
ENGLISH_PLURALS = TRANSLATIONS / "worldsmith_en.ts"


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


# Where user-visible strings are: the app, and what the engine says to people.
SOURCE_FOLDERS = ("editor", "engine")

# "troop(s)" -> troop / troops; "territory(ies)" -> territory / territories; "(es)" likewise.
_CHOICE = re.compile(r"(\w*?)(y?)\((s|es|ies)\)")


def english_forms(source: str) -> tuple[str, str] | None:
    """The singular and plural of an English source with "(s)"-style choices, or None."""
    if not _CHOICE.search(source):
        return None

    def one(match: re.Match) -> str:
        return match[1] + match[2]

    def many(match: re.Match) -> str:
        return match[1] + ("ies" if match[3] == "ies" else match[2] + match[3])

    return _CHOICE.sub(one, source), _CHOICE.sub(many, source)


def fill_english_plurals(ts: Path) -> list[str]:
    """Write the English forms of every unfinished plural message; the sources it could not read."""
    tree = ET.parse(ts)
    unread = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") != "yes" or translation.get("type") != "unfinished":
            continue
        forms = english_forms(message.findtext("source"))
        if forms is None:
            unread.append(message.findtext("source"))
            continue
        for child in list(translation):
            translation.remove(child)
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
        del translation.attrib["type"]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return unread


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for folder in SOURCE_FOLDERS for p in (ROOT / folder).rglob("*.py"))


def main() -> int:
    for ts in sorted(TRANSLATIONS.glob("worldsmith_*.ts")):
        # -no-obsolete: strings the code no longer has are dropped rather than kept as clutter.
        plural_only = ["-pluralonly"] if ts == ENGLISH_PLURALS else []
        subprocess.run([tool("pyside6-lupdate"), *sources(), "-no-obsolete", *plural_only, "-ts", str(ts)],
                       cwd=ROOT, check=True)
        if ts == ENGLISH_PLURALS:
            for source in fill_english_plurals(ts):
                print(f"no English plural forms for: {source}", file=sys.stderr)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
