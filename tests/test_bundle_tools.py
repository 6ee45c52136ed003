"""The bundle's build and check scripts (issue 32) decide the right things; building the bundle
itself takes a minute, so tools/check_bundle.py is run by hand (docs/bundle.md), and these
tests cover the decisions it and tools/build_bundle.py rest on: the archive's name per
platform, which Qt files go in, that the shipped data goes where engine/resources.py looks,
and that the check really would notice a Python of this machine standing in for the bundle."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.app.version import VERSION
from tools import build_bundle, check_bundle

layout = check_bundle.layout
ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("system, machine, name", [
    ("Linux", "x86_64", f"worldsmith-{VERSION}-linux-x86_64.tar.gz"),
    ("Windows", "AMD64", f"worldsmith-{VERSION}-windows-x86_64.zip"),
    ("Darwin", "arm64", f"worldsmith-{VERSION}-macos-arm64.tar.gz"),
    ("Darwin", "x86_64", f"worldsmith-{VERSION}-macos-x86_64.tar.gz"),
    ("Linux", "aarch64", f"worldsmith-{VERSION}-linux-arm64.tar.gz"),
])
def test_the_archive_is_named_for_its_version_platform_and_processor(system, machine, name):
    assert layout.archive_name(layout.app_version(), system, machine) == name


def test_there_is_no_bundle_for_an_unknown_system():
    with pytest.raises(ValueError):
        layout.archive_name(VERSION, "Plan9", "x86_64")


@pytest.mark.parametrize("destination", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6\\plugins\\platforms\\qwindows.dll",          # the Windows wheel has no Qt/ folder
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/translations/qtbase_es.qm",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/QtCore.abi3.so",
    "numpy.libs/libscipy_openblas64_.so",
])
def test_what_the_app_uses_is_kept(destination):
    assert layout.keep_qt_file(destination)


@pytest.mark.parametrize("destination", [
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/wayland-graphics-integration-server/libqt-wayland-compositor-xcomposite-egl.so",
    "PySide6/Qt/translations/qtbase_ja.qm",
    "PySide6/Qt/translations/qt_help_es.qm",
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",  # macOS
    "PySide6\\Qt6Pdf.dll",                              # Windows
])
def test_what_the_app_never_loads_is_left_out(destination):
    assert not layout.keep_qt_file(destination)


def test_the_shipped_data_goes_where_engine_resources_looks_in_a_bundle():
    targets = {Path(source).name: target for source, target in layout.data_entries(ROOT)}
    assert targets["classic.yaml"] == "worldsmith_data/maps"
    assert targets["legacy-new-world.yaml"] == "worldsmith_data/scenarios"
    assert targets["worldsmith_es.qm"] == "worldsmith_data/resources/translations"
    assert "worldsmith_es.ts" not in targets  # a translator's source, not what Qt loads
    import engine.resources
    assert layout.DATA_PACKAGE == engine.resources.DATA_PACKAGE
    assert layout.DATA_FOLDERS == engine.resources.DATA_FOLDERS


def test_the_build_installs_the_app_dependencies_and_pyinstaller():
    requirements = build_bundle.build_requirements()
    assert any(req.startswith("pyinstaller") for req in requirements)
    assert any(req.startswith("PySide6-Essentials") for req in requirements)


def test_the_check_runs_with_no_python_on_path(tmp_path):
    env = check_bundle.empty_environment(tmp_path / "tools", tmp_path / "home")
    # Nothing of this machine's Python (PYTHONPATH, VIRTUAL_ENV, ...) reaches the program.
    assert set(env) - {"SYSTEMROOT", "USERPROFILE"} == {"PATH", "HOME"}  # those two: Windows only
    assert env["PATH"] == str(tmp_path / "tools")


def test_the_editors_timing_lines_are_read():
    output = ("Qt: something\nworldsmith-timing main 100.25\nworldsmith-timing first-paint 101.5\n"
              "worldsmith-timing broken\n")
    assert check_bundle.timing_marks(output) == {"main": 100.25, "first-paint": 101.5}


def test_a_python_of_this_machine_in_the_running_program_is_caught(tmp_path):
    bundle = tmp_path / "worldsmith"
    python = Path("/opt/python3.11")
    maps = "\n".join([
        f"7f00-7f10 r-xp 00000000 08:01 12 {bundle}/_internal/libpython3.11.so.1.0",
        "7f10-7f20 r-xp 00000000 08:01 13 /usr/lib/x86_64-linux-gnu/libc.so.6",
        f"7f20-7f30 r-xp 00000000 08:01 14 {python}/lib/python3.11/lib-dynload/_bisect.so",
        "7f30-7f40 rw-p 00000000 00:00 0 [heap]",
        "7f40-7f50 rw-p 00000000 00:00 0",
    ])
    assert check_bundle.foreign_files(maps, bundle, [python]) == [f"{python}/lib/python3.11/lib-dynload/_bisect.so"]
    assert check_bundle.foreign_files(maps, bundle, [Path("/nowhere")]) == []


def test_the_program_is_found_in_each_platforms_layout(tmp_path):
    for relative in ("linux/worldsmith", "windows/worldsmith.exe", "Worldsmith.app/Contents/MacOS/worldsmith"):
        program = tmp_path / relative
        program.parent.mkdir(parents=True)
        program.write_bytes(b"")
        top = tmp_path / relative.split("/")[0]
        assert check_bundle.bundle_executable(top) == program
