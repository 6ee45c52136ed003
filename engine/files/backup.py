"""Keep the previous version of a file beside it before it is replaced (``NAME.bak``).

A campaign's world is years of play that no other file holds: every write keeps the file it
replaces, so a bad write, a bad game or a bad edit can always be taken back by hand. The copy
is itself written atomically, so that at every moment both the file and its backup are whole.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
from pathlib import Path

from engine.files.atomic_write import make_temporary, remove_stale_temporaries

SUFFIX = ".bak"


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous version of ``path`` is kept: the same name with ``.bak`` added."""
    target = Path(path)
    return target.with_name(target.name + SUFFIX)


def keep_backup(path: str | os.PathLike[str]) -> Path | None:
    """Copy the file at ``path`` (if there is one) to its backup, replacing the older backup
    in one step; the backup's path, or None when there was nothing to keep."""
    target = Path(path)
    try:
        info = target.stat()
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise IsADirectoryError(f"{target} is not a file") if stat.S_ISDIR(info.st_mode) else OSError(
            f"{target} is not an ordinary file")
    backup = backup_path(target)
    remove_stale_temporaries(backup)  # (what a copy killed half-way left)
    fd, tmp_name = make_temporary(backup)
    try:
        with os.fdopen(fd, "wb") as copy, target.open("rb") as original:
            shutil.copyfileobj(original, copy)
            copy.flush()
            os.fsync(copy.fileno())
        os.chmod(tmp_name, stat.S_IMODE(info.st_mode))
        os.replace(tmp_name, backup)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    return backup
