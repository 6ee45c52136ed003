"""The wheel installs under the app's own names (issue 32): `pip install .` puts engine/, editor/
and worldsmith_data/ into site-packages, never top-level ``maps``, ``scenarios`` or
``resources`` packages, names other projects use and would overwrite (or be overwritten by).
The data the app needs (the shipped maps, scenarios, translations, stickers) is in the wheel,
under worldsmith_data/."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import engine.resources

ROOT = Path(__file__).resolve().parents[1]
# What setuptools needs to build the wheel; copied, so the build's own build/ folder never
# lands in (or reuses stale files from) the checkout other people work in.
SOURCES = ("pyproject.toml", "setup.py", "README.md", "engine", "editor", "tools/packaging",
           *engine.resources.DATA_FOLDERS)
APP_NAMES = {"engine", "editor", "worldsmith_data"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                   check=True, capture_output=True, timeout=120)
    (built,) = out.glob("worldsmith-*.whl")
    with zipfile.ZipFile(built) as archive:
        yield archive


def top_level_names(archive: zipfile.ZipFile) -> set[str]:
    return {name.split("/", 1)[0] for name in archive.namelist()}


def test_the_wheel_installs_only_the_apps_own_top_level_names(wheel):
    names = top_level_names(wheel)
    dist_info = {name for name in names if name.endswith(".dist-info")}
    assert len(dist_info) == 1
    assert names - dist_info == APP_NAMES


def test_the_shipped_data_is_in_the_wheel_under_worldsmith_data(wheel):
    inside = set(wheel.namelist())
    for folder in engine.resources.DATA_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                assert f"worldsmith_data/{path.relative_to(ROOT).as_posix()}" in inside, path
    assert "worldsmith_data/__init__.py" in inside  # a regular package: importlib.resources gives a folder


def test_a_checkout_is_told_from_site_packages(tmp_path):
    """site-packages may hold another project's ``maps`` package; without pyproject.toml beside
    engine/ the data must come from worldsmith_data, not from there."""
    for folder in engine.resources.DATA_FOLDERS:
        (tmp_path / folder).mkdir()
    assert not engine.resources.is_checkout(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[project]\n", encoding="utf-8")
    assert engine.resources.is_checkout(tmp_path)
    assert engine.resources.is_checkout(ROOT)
