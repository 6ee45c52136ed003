"""Write a file so that a crash or a full disk never leaves it half written."""

from __future__ import annotations

import contextlib
import os
import re
import socket
import stat
import tempfile
import time
import zlib
from pathlib import Path

# A temporary is only taken for the leftover of an interrupted save once it has not changed
# for this long. Another Worldsmith (a second window, another user on a shared folder) may be
# writing the same file right now: even the biggest map is written in a few seconds, so a
# temporary untouched for a minute belongs to a save that was killed, never to a live one.
STALE_AFTER_SECONDS = 60.0

# tempfile.mkstemp names a temporary PREFIX + 8 characters from [a-z0-9_] + SUFFIX; a test
# checks that the temporaries we write still look like this.
_RANDOM_PART = r"[a-z0-9_]{8}"
# Each temporary also names who writes it: this machine (a short hash of its name) and the
# process. A temporary of a process of this machine that no longer runs was left by a save that
# was killed: it is removed at once, not a minute later (a game killed and reopened at once
# leaves nothing behind). Older temporaries without the tag are still recognised.
_HOST = f"{zlib.crc32(socket.gethostname().encode('utf-8', 'replace')):08x}"[:6]


def make_temporary(target: Path) -> tuple[int, str]:
    """A new temporary beside ``target`` named as the clean-up knows it: (descriptor, path)."""
    directory = target.parent if str(target.parent) else Path(".")
    return tempfile.mkstemp(prefix=f".{target.name}.{_HOST}-{os.getpid()}-", suffix=".tmp", dir=directory)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step, as :func:`atomic_write_text` does for text
    (pictures and other programs' files written beside a map)."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    remove_stale_temporaries(target)
    fd, tmp_name = make_temporary(target)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _take_over_ownership_and_mode(tmp_name, target)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(directory)


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``text`` in one step.

    The text goes to a temporary file in the same directory (so the rename cannot cross
    file systems), is flushed to disk, and only then renamed over the target. Readers see
    either the old file or the new one, never a truncated mix. The target's permission bits,
    owner and group are kept when it already exists (owner and group as far as the system
    lets us). Temporaries that earlier, interrupted saves of the same file left behind are
    removed first.
    """
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    remove_stale_temporaries(target)
    fd, tmp_name = make_temporary(target)
    try:
        with os.fdopen(fd, "w", encoding=encoding, newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        _take_over_ownership_and_mode(tmp_name, target)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(directory)


def temporary_pattern(target: Path) -> re.Pattern[str]:
    """The names of the temporaries a save of ``target`` writes beside it."""
    return re.compile(rf"\.{re.escape(target.name)}\.(?:(?P<host>[0-9a-f]{{6}})-(?P<pid>\d{{1,10}})-)?"
                      rf"{_RANDOM_PART}\.tmp\Z")


def _left_by_a_dead_writer(found: re.Match[str]) -> bool:
    """Whether a temporary was written by a process of this machine that is gone."""
    if found.group("host") != _HOST or os.name == "nt":  # (Windows has no harmless "is it alive")
        return False
    pid = int(found.group("pid"))
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return True
    except OSError:  # another user's process: alive
        return False
    return False


def remove_stale_temporaries(path: str | os.PathLike[str], now: float | None = None) -> list[Path]:
    """Remove what interrupted saves of ``path`` left beside it; the removed files.

    A save killed between writing its temporary and renaming it leaves ``.NAME.…xxxxxxxx.tmp``
    for ever. Only that file's temporaries are touched, only regular files, and only those
    older than STALE_AFTER_SECONDS (see there) or written by a process of this machine that is
    gone. Anything that cannot be removed (a read-only folder) is left alone: this is
    housekeeping, never a reason for a save or an open to fail.
    """
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    pattern = temporary_pattern(target)
    prefix = f".{target.name}."
    moment = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = os.scandir(directory)
    except (OSError, ValueError):
        return removed
    with entries:
        for entry in entries:
            found = pattern.match(entry.name) if entry.name.startswith(prefix) else None
            if found is None:
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(info.st_mode):
                    continue
                if moment - info.st_mtime < STALE_AFTER_SECONDS and not _left_by_a_dead_writer(found):
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def _take_over_ownership_and_mode(tmp_name: str, target: Path) -> None:
    """Give the new file the replaced file's owner, group and permission bits.

    Owner first: changing the owner clears the set-user-ID and set-group-ID bits, which the
    mode then restores. Only the superuser may give a file away, and a user may give it only
    to a group they belong to; where the system refuses, the file keeps what it can (the
    group alone, or neither) and the save goes on.
    """
    try:
        info = target.stat()
    except FileNotFoundError:
        os.chmod(tmp_name, 0o644)
        return
    chown = getattr(os, "chown", None)  # not on Windows
    if chown is not None:
        mine = os.stat(tmp_name)
        if (mine.st_uid, mine.st_gid) != (info.st_uid, info.st_gid):
            try:
                chown(tmp_name, info.st_uid, info.st_gid)
            except OSError:
                with contextlib.suppress(OSError):
                    chown(tmp_name, -1, info.st_gid)
    os.chmod(tmp_name, stat.S_IMODE(info.st_mode))


def _fsync_directory(directory: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows has no directory handles for this.
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
