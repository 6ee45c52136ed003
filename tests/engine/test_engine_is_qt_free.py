"""engine/ must never import Qt or the editor: it runs headless, in tests, bots and servers."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import engine

ENGINE = Path(engine.__file__).parent
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "editor")


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module


def test_no_engine_module_imports_qt_or_the_editor():
    offenders = [
        f"{path.relative_to(ENGINE.parent)}:{line} imports {name}"
        for path in sorted(ENGINE.rglob("*.py"))
        for line, name in imported_modules(path)
        if name.split(".")[0] in FORBIDDEN
    ]
    assert offenders == []


def test_importing_every_engine_module_loads_no_qt():
    modules = sorted(
        ".".join(path.relative_to(ENGINE.parent).with_suffix("").parts).removesuffix(".__init__")
        for path in ENGINE.rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ENGINE.parent)
    assert result.returncode == 0, result.stdout + result.stderr
