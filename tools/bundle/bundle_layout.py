"""What goes into Worldsmith's PyInstaller bundle and what the archive is called.

Shared by the spec (tools/bundle/worldsmith.spec), tools/build_bundle.py and
tools/check_bundle.py, so the three agree; pure functions of their arguments, no PyInstaller
needed to import this (tests/test_bundle_layout.py checks them).
"""

from __future__ import annotations

import ast
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
APP_NAME = "worldsmith"
APP_PACKAGES = ("engine", "editor")  # the code the bundle carries, all of it
DATA_PACKAGE = "worldsmith_data"  # engine/resources.py looks for it inside the bundle
DATA_FOLDERS = ("maps", "scenarios", "resources")
# Developer-only files in the data folders: the translations' sources (the .qm files are
# what Qt loads).
DATA_LEFT_OUT = ("*.ts",)

# Qt plugins by folder: the platforms a Linux desktop may offer (xcb for X11, wayland, and
# offscreen for a headless check), the pictures Qt may be asked to read (the app loads PNG,
# GIF and SVG; PNG is built into QtGui), the SVG icon engine, the GTK/xdg themes and input
# methods (so dialogs and typing feel native) and the xcb GL integration the xcb plugin loads.
# Everything else the PySide6 hooks collect (Wayland compositor pieces, extra image formats,
# TLS back-ends for QtNetwork) the app never uses.
QT_PLUGINS = {
    "platforms": ("libqxcb", "libqoffscreen", "libqwayland", "libqminimal",  # Linux
                  "qwindows", "qoffscreen", "qminimal",                     # Windows
                  "libqcocoa"),                                              # macOS
    "imageformats": ("libqgif", "libqsvg", "libqjpeg", "libqico",
                     "qgif", "qsvg", "qjpeg", "qico", "libqmacheif"),
    "iconengines": ("libqsvgicon", "qsvgicon"),
    "platformthemes": ("libqgtk3", "libqxdgdesktopportal"),
    "platforminputcontexts": ("libcomposeplatforminputcontextplugin", "libibusplatforminputcontextplugin"),
    "xcbglintegrations": ("libqxcb-glx-integration", "libqxcb-egl-integration"),
    "wayland-shell-integration": ("libxdg-shell",),
    "wayland-graphics-integration-client": ("libqt-plugin-wayland-egl",),
    "wayland-decoration-client": ("libbradient",),
    "styles": ("qmodernwindowsstyle", "qwindowsvistastyle", "libqmacstyle"),
    "tls": (),
    "networkinformation": (),
    "generic": (),
    "egldeviceintegrations": (),
}
# Qt's own translations (standard buttons, file dialogs) in the languages the app speaks.
QT_LANGUAGES = ("en", "es")

# Modules the analysis would follow but the bundle never runs: the test tools, the optional
# Dask cluster (`balance --scheduler`, a `cluster` extra of the source install), and the Qt
# modules nothing imports.
EXCLUDED_MODULES = (
    "tkinter", "_tkinter", "pytest", "_pytest", "pytestqt", "hypothesis", "distributed", "dask",
    "IPython", "matplotlib", "pandas", "scipy", "PyInstaller", "setuptools", "pip",
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtDBus", "PySide6.QtSql",
    "PySide6.QtPrintSupport", "PySide6.QtTest", "PySide6.QtUiTools", "PySide6.QtXml",
    "PySide6.QtDesigner", "PySide6.QtHelp", "PySide6.QtConcurrent", "PySide6.QtSvgWidgets",
)
# Qt libraries the hooks would add for the modules above or for plugins left out.
EXCLUDED_QT_LIBRARIES = (
    "Qt6Qml", "Qt6Quick", "Qt6Network", "Qt6Pdf", "Qt6VirtualKeyboard", "Qt6Designer",
    "Qt6OpenGLWidgets", "Qt6Sql", "Qt6Test", "Qt6PrintSupport", "Qt6QmlModels", "Qt6QmlMeta",
    "Qt6QmlWorkerScript", "Qt6QuickWidgets", "Qt6WaylandCompositor", "Qt6Help", "Qt6UiTools",
)


def app_version(root: Path = ROOT) -> str:
    """VERSION from editor/app/version.py, read without importing the app."""
    tree = ast.parse((root / "editor" / "app" / "version.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "VERSION" for t in node.targets):
            return ast.literal_eval(node.value)
    raise ValueError("editor/app/version.py has no VERSION")


def platform_name(system: str) -> str:
    """``linux``, ``windows`` or ``macos`` from ``platform.system()``."""
    names = {"linux": "linux", "windows": "windows", "darwin": "macos"}
    try:
        return names[system.lower()]
    except KeyError:
        raise ValueError(f"no bundle for {system}") from None


def arch_name(machine: str) -> str:
    """The processor as people name it in downloads, from ``platform.machine()``."""
    machine = machine.lower()
    if machine in ("x86_64", "amd64", "x64"):
        return "x86_64"
    if machine in ("arm64", "aarch64"):
        return "arm64"
    return machine


def archive_name(version: str, system: str, machine: str) -> str:
    """``worldsmith-0.1.0-linux-x86_64.tar.gz``; a zip on Windows, where every user can open one."""
    platform = platform_name(system)
    suffix = "zip" if platform == "windows" else "tar.gz"
    return f"{APP_NAME}-{version}-{platform}-{arch_name(machine)}.{suffix}"


def data_entries(root: Path = ROOT) -> list[tuple[str, str]]:
    """PyInstaller ``datas``: each shipped file, to worldsmith_data/<its folder> in the bundle."""
    entries = []
    for folder in DATA_FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and not any(
                    path.match(pattern) for pattern in DATA_LEFT_OUT):
                target = PurePosixPath(DATA_PACKAGE, path.parent.relative_to(root).as_posix())
                entries.append((str(path), str(target)))
    return entries


def _qt_parts(destination: str) -> tuple[str, ...] | None:
    """The path inside PySide6's Qt folder (``plugins/platforms/libqxcb.so``), or None."""
    parts = PurePosixPath(destination.replace("\\", "/")).parts
    if "PySide6" not in parts:
        return None
    rest = parts[parts.index("PySide6") + 1:]
    return rest[1:] if rest[:1] == ("Qt",) else rest


def keep_qt_file(destination: str) -> bool:
    """Whether a file the PySide6 hooks collected belongs in the bundle (by its destination).

    Plugins: only the ones in QT_PLUGINS. Translations: only Qt's own in QT_LANGUAGES. Qt
    libraries: not the ones in EXCLUDED_QT_LIBRARIES. Anything else is kept.
    """
    parts = _qt_parts(destination)
    if parts is None:
        return not _is_excluded_library(PurePosixPath(destination.replace("\\", "/")).name)
    if parts[:1] == ("plugins",) and len(parts) >= 3:
        wanted = QT_PLUGINS.get(parts[1])
        stem = parts[-1].split(".", 1)[0]
        return wanted is not None and stem in wanted
    if parts[:1] == ("translations",):
        return _translation_language(parts[-1]) in QT_LANGUAGES
    return not _is_excluded_library(parts[-1])


def _translation_language(file_name: str) -> str:
    """``qtbase_es.qm`` -> ``es``; ``qt_pt_BR.qm`` -> ``pt``."""
    stem = file_name.split(".", 1)[0]
    pieces = stem.split("_")
    return pieces[1] if len(pieces) > 1 else ""


def _is_excluded_library(file_name: str) -> bool:
    """libQt6Quick.so.6, Qt6Quick.dll, QtQuick (a macOS framework folder's binary)."""
    name = file_name.removeprefix("lib").split(".", 1)[0]
    return name in EXCLUDED_QT_LIBRARIES or name.replace("Qt", "Qt6", 1) in EXCLUDED_QT_LIBRARIES


def app_modules(root: Path) -> list[str]:
    """Every module of the app's own packages (engine, editor), by dotted name: the bundle
    must hold the ones that are only ever imported by name."""
    modules = []
    for package in APP_PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            parts = path.relative_to(root).with_suffix("").parts
            modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules
