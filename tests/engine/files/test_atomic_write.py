"""Atomic writes (issue 10, §3): a save killed half-way leaves a temporary beside its file,
which the next save or open of that file removes once it is stale; a replaced file keeps its
owner, group and permission bits where the system allows."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from engine.board import load_map, save_map
from engine.core.save import load_game
from engine.files import atomic_write
from engine.files.atomic_write import STALE_AFTER_SECONDS, atomic_write_text, temporary_pattern
from engine.scenario import load_scenario
from tests.support.games import board
from tests.support.hostile_files import save_text, scenario_text

AN_HOUR_AGO = time.time() - 3600


def interrupted_save(target: Path, random_part: str, modified: float) -> Path:
    """The temporary a save of ``target`` killed before its rename leaves behind."""
    leftover = target.parent / f".{target.name}.{random_part}.tmp"
    leftover.write_text("half a map", encoding="utf-8")
    os.utime(leftover, (modified, modified))
    return leftover


def names(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


def test_the_next_save_removes_what_an_interrupted_save_left(tmp_path):
    target = tmp_path / "world.yaml"
    save_map(board("tutorial"), target)
    stale = interrupted_save(target, "k3j_x9q2", AN_HOUR_AGO)
    # Another process may be saving the same file right now: its temporary is young.
    live = interrupted_save(target, "a1b2c3d4", time.time() - 5)
    # Temporaries of other files, and files that only look a little like ours, are not ours.
    other = interrupted_save(tmp_path / "world.yaml.bak", "zzzzzzzz", AN_HOUR_AGO)
    lookalikes = [tmp_path / ".world.yaml.notes.tmp", tmp_path / ".world.yaml.abcdefgh.tmp.keep"]
    for path in lookalikes:
        path.write_text("mine", encoding="utf-8")
        os.utime(path, (AN_HOUR_AGO, AN_HOUR_AGO))

    save_map(board("tutorial"), target)

    assert not stale.exists()
    assert live.exists() and other.exists() and all(p.exists() for p in lookalikes)


@pytest.mark.parametrize("opening, content", [
    (load_map, None),
    (load_scenario, lambda: scenario_text("classic-fixed-setup")),
    (load_game, save_text),
])
def test_opening_a_file_removes_what_an_interrupted_save_of_it_left(opening, content, tmp_path):
    target = tmp_path / "file.yaml"
    if content is None:
        save_map(board("tutorial"), target)
    else:
        target.write_text(content(), encoding="utf-8")
    stale = interrupted_save(target, "0123abcd", time.time() - STALE_AFTER_SECONDS - 1)
    live = interrupted_save(target, "fresh___", time.time())
    opening(target)
    assert not stale.exists() and live.exists()


def test_a_folder_where_nothing_can_be_removed_does_not_stop_the_save(tmp_path, monkeypatch):
    target = tmp_path / "world.yaml"
    stale = interrupted_save(target, "k3j_x9q2", AN_HOUR_AGO)

    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(atomic_write.os, "unlink", refuse)
    atomic_write_text(target, "format: worldsmith-map\n")
    assert target.read_text(encoding="utf-8") == "format: worldsmith-map\n" and stale.exists()


def test_our_temporaries_have_the_names_the_clean_up_looks_for(tmp_path, monkeypatch):
    target = tmp_path / "world.yaml"
    seen = []

    def killed(source, destination):  # the moment between writing and renaming
        seen.append(Path(source).name)
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic_write.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "text")
    assert temporary_pattern(target).match(seen[0]), seen


def test_a_replaced_file_keeps_its_mode(tmp_path):
    target = tmp_path / "world.yaml"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    atomic_write_text(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only the superuser may give files away")
def test_a_replaced_file_keeps_its_owner_and_group(tmp_path):
    target = tmp_path / "shared.yaml"
    target.write_text("old", encoding="utf-8")
    os.chown(target, 4321, 8765)
    target.chmod(0o2664)  # set-group-ID survives too: the owner is set before the mode
    atomic_write_text(target, "new")
    info = target.stat()
    assert (info.st_uid, info.st_gid) == (4321, 8765)
    assert stat.S_IMODE(info.st_mode) == 0o2664 and target.read_text(encoding="utf-8") == "new"


def test_where_the_owner_cannot_be_kept_the_group_is_tried_and_the_save_goes_on(tmp_path, monkeypatch):
    target = tmp_path / "shared.yaml"
    target.write_text("old", encoding="utf-8")
    real = target.stat()
    wanted = (real.st_uid + 1, real.st_gid + 1)
    asked = []

    class Stat:  # the replaced file, as if another user's
        def __init__(self, info):
            self.st_uid, self.st_gid, self.st_mode = *wanted, info.st_mode

    monkeypatch.setattr(Path, "stat", lambda self, **kwargs: Stat(os.stat(self)))

    def chown(path, uid, gid):
        asked.append((uid, gid))
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(atomic_write.os, "chown", chown, raising=False)
    atomic_write_text(target, "new")
    assert asked == [wanted, (-1, wanted[1])]
    assert target.read_text(encoding="utf-8") == "new"


def test_a_temporary_left_by_a_killed_writer_of_this_machine_goes_at_once(tmp_path):
    """Issue 25: a game killed while saving and reopened at once leaves no temporary behind.
    A temporary of a process that still runs (another window saving now) stays."""
    import subprocess
    import sys

    target = tmp_path / "game.yaml"
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    host = atomic_write._HOST
    dead = tmp_path / f".game.yaml.{host}-{dead_pid}-abcd1234.tmp"
    alive = tmp_path / f".game.yaml.{host}-{os.getppid()}-efgh5678.tmp"
    elsewhere = tmp_path / f".game.yaml.{'0' * 6 if host != '000000' else '111111'}-{dead_pid}-ijkl9012.tmp"
    for path in (dead, alive, elsewhere):
        path.write_text("half a save", encoding="utf-8")
        assert temporary_pattern(target).match(path.name)
    atomic_write_text(target, "format: worldsmith-map\n")
    assert not dead.exists()
    assert alive.exists() and elsewhere.exists()  # a live writer's, and another machine's: a minute
