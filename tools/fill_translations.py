"""Fill unfinished Spanish translations from a table, then recompile.

    python tools/fill_translations.py TABLE.tsv [resources/translations/worldsmith_es.ts]

TABLE.tsv is tab-separated with a header: context, source, spanish (Python csv quoting, so
sources with line breaks survive). Only entries still marked unfinished are filled, and
only when the Spanish keeps every {placeholder} of the English. A plural message (a count,
"%n troop(s)") takes its forms separated by "||": "%n tropa||%n tropas".
"""

from __future__ import annotations

import csv
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_TS = ROOT / "resources" / "translations" / "worldsmith_es.ts"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


def read_table(path: Path) -> dict[tuple[str, str], str]:
    with path.open(encoding="utf-8", newline="") as handle:
        return {(row["context"], row["source"]): row["spanish"] for row in csv.DictReader(handle, delimiter="\t")}


def fill(ts: Path, table: dict[tuple[str, str], str]) -> tuple[int, list[tuple[str, str]]]:
    text = ts.read_text(encoding="utf-8")
    header = text[: text.index("<TS")]  # keep the XML declaration and DOCTYPE lupdate wrote
    root = ET.fromstring(text[len(header):])
    filled, left = 0, []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") != "unfinished":
                continue
            source = message.findtext("source")
            spanish = table.get((name, source))
            if spanish and sorted(PLACEHOLDER.findall(spanish)) == sorted(PLACEHOLDER.findall(source)) \
                    and message.get("numerus") != "yes":
                translation.text = spanish
                del translation.attrib["type"]
                filled += 1
            elif spanish and message.get("numerus") == "yes" and all(
                    "%n" in form and sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source))
                    for form in spanish.split("||")):
                for child in list(translation):
                    translation.remove(child)
                for form in spanish.split("||"):
                    ET.SubElement(translation, "numerusform").text = form
                del translation.attrib["type"]
                filled += 1
            else:
                left.append((name, source))
    ts.write_text(header + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return filled, left


def main(argv: list[str]) -> int:
    table = read_table(Path(argv[0]))
    ts = Path(argv[1]) if len(argv) > 1 else DEFAULT_TS
    filled, left = fill(ts, table)
    print(f"filled {filled}; {len(left)} still unfinished")
    for context, source in left:
        print(f"  {context}: {source!r}")
    subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                   check=True, capture_output=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
