"""Replace a module's ``tr("...")`` helper calls by ``translate("Ctx", "...")``.

    python tools/inline_tr.py editor/some/module.py [...]

pyside6-lupdate only knows a string's context from ``self.tr`` inside a class or from a
literal ``QCoreApplication.translate("Ctx", ...)``; a module-level ``def tr(text)`` wrapper
hides it, so its strings land in an empty context and are never translated at run time.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HELPER = re.compile(r'\ndef tr\(text: str\) -> str:\n    return QCoreApplication\.translate\("([^"]+)", text\)\n\n*')


def inline(path: Path) -> bool:
    source = path.read_text(encoding="utf-8")
    found = HELPER.search(source)
    if found is None:
        return False
    context = found.group(1)
    alias = ("\n# lupdate reads the context from literal translate(\"Context\", \"text\") calls.\n"
             "translate = QCoreApplication.translate\n\n\n")
    source = source[:found.start()] + alias + source[found.end():]
    source = re.sub(r'(?<![\w.])tr\(', f'translate("{context}", ', source)
    path.write_text(re.sub(r"\n{4,}", "\n\n\n", source), encoding="utf-8")
    return True


def main(paths: list[str]) -> int:
    for name in paths:
        print(("inlined " if inline(Path(name)) else "no tr() helper in ") + name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
