"""The lean install holds (issue 32): Worldsmith depends on PySide6-Essentials, not the PySide6
meta-package, so the code may import only the Qt modules Essentials ships. An import of an
add-on module (QtCharts, QtMultimedia, QtWebEngine…) would work on a machine that happens to
have the add-ons and fail, with ModuleNotFoundError, for everyone who installed the app."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("editor", "engine", "tools", "tests", "benchmarks")

# The Qt modules in the PySide6-Essentials 6.11.3 wheel: its RECORD's PySide6/Qt*.abi3.so
# files. The rest (Qt3D*, QtCharts, QtMultimedia, QtPdf, QtWebEngine*, ...) are in
# PySide6-Addons, which the app no longer installs.
ESSENTIALS = frozenset({
    "QtConcurrent", "QtCore", "QtDBus", "QtDesigner", "QtGui", "QtHelp", "QtNetwork", "QtOpenGL",
    "QtOpenGLWidgets", "QtPrintSupport", "QtQml", "QtQuick", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtSql", "QtSvg", "QtSvgWidgets", "QtTest", "QtUiTools", "QtWidgets", "QtXml",
})


def qt_modules_imported(source: str) -> set[str]:
    """The ``PySide6.<Module>`` names a module's source imports, however it spells the import."""
    found = set()
    if "PySide6" not in source:  # most of engine/ and tests/engine/: no need to parse them
        return found
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:  # not relative
            parts = node.module.split(".")
            if parts[0] != "PySide6":
                continue
            if len(parts) > 1:
                found.add(parts[1])
            else:  # from PySide6 import QtCore, QtGui
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "PySide6" and len(parts) > 1:
                    found.add(parts[1])
    # Names that are not Qt modules (``from PySide6 import __version__``) are not modules at all.
    return {name for name in found if name.startswith("Qt")}


def python_files() -> list[Path]:
    return sorted(path for folder in SCANNED for path in (ROOT / folder).rglob("*.py")
                  if "__pycache__" not in path.parts)


@functools.cache
def imports_by_file() -> dict[str, set[str]]:
    """Each scanned file's Qt modules (read once: two tests ask)."""
    return {str(path.relative_to(ROOT)): qt_modules_imported(path.read_text(encoding="utf-8"))
            for path in python_files()}


def test_the_code_imports_only_qt_modules_that_pyside6_essentials_ships():
    outside = {name: sorted(modules - ESSENTIALS) for name, modules in imports_by_file().items()
               if modules - ESSENTIALS}
    assert not outside, f"Qt modules outside PySide6-Essentials (an add-on the app does not install): {outside}"


def test_the_scan_sees_the_modules_the_app_is_built_on():
    """Guards the scan itself: if it found nothing, the test above would pass whatever happens."""
    seen = set().union(*imports_by_file().values())
    assert {"QtCore", "QtGui", "QtWidgets"} <= seen


@pytest.mark.parametrize("line, modules", [
    ("from PySide6.QtCharts import QChart", {"QtCharts"}),
    ("import PySide6.QtMultimedia", {"QtMultimedia"}),
    ("import PySide6.QtWebEngineWidgets as web", {"QtWebEngineWidgets"}),
    ("from PySide6 import QtCore, QtPdf", {"QtCore", "QtPdf"}),
    ("def f():\n    from PySide6.Qt3DCore import QEntity", {"Qt3DCore"}),
    ("from PySide6 import __version__", set()),
    ("from .PySide6 import QtCharts", set()),
])
def test_every_spelling_of_an_import_is_found(line, modules):
    assert qt_modules_imported(line) == modules


def test_an_add_on_module_is_outside_the_list():
    assert not {"QtCharts", "QtMultimedia", "QtWebEngineCore", "Qt3DCore", "QtPdf"} & ESSENTIALS


def test_the_dependency_is_essentials_not_the_meta_package():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    dependencies = text[text.index("dependencies = ["):text.index("]\n", text.index("dependencies = ["))]
    requirements = [line.strip().strip('",') for line in dependencies.splitlines()
                    if line.strip().startswith('"')]
    qt = [req for req in requirements if req.lower().startswith("pyside6")]
    assert qt and all(req.startswith("PySide6-Essentials") for req in qt), qt
