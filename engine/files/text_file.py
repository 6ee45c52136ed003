"""Reading a whole text file safely: ordinary files only, of a bounded size, in UTF-8.

Every map, scenario and save is read through :func:`read_text_file`, so a path that names a
device (``/dev/zero``, ``/dev/urandom``), a named pipe, a folder, or a file far too big for
any Worldsmith data is refused with a message instead of hanging or filling the memory.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from engine.files.atomic_write import remove_stale_temporaries
from engine.files.errors import FileFormatError
from engine.files.limits import MAX_FILE_BYTES

# Opening never blocks (a named pipe swapped in after the check would otherwise wait for a
# writer for ever) and never makes a terminal our controlling one. Not all exist on Windows.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


def read_text_file(path: str | os.PathLike[str]) -> str:
    """The text of a UTF-8 file (a leading byte-order mark is dropped).

    Problems with the path or the contents become FileFormatErrors that name the file.
    Temporaries left beside it by an interrupted save are cleaned up on the way.
    """
    label = os.fspath(path)
    if "\0" in label:
        raise FileFormatError(
            "the file name contains a NUL character (\\0), which no file name can hold",
            file=label.replace("\0", "\\0"),
        )
    info = _stat(label)
    _refuse_unless_readable_kind(info, label)
    data = _read_bounded(label)
    remove_stale_temporaries(Path(label))
    if data.startswith(_UTF16_MARKS):
        raise FileFormatError("this file is in UTF-16; Worldsmith reads UTF-8 text (save it as UTF-8)", file=label)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileFormatError(
            f"not a UTF-8 text file (byte {exc.start} cannot be decoded); "
            "is this a picture or another binary file?",
            file=label,
        ) from None


def read_binary_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of an ordinary file (a picture, a map of another program), with the same
    refusals as :func:`read_text_file`: devices, pipes, folders and oversized files."""
    label = os.fspath(path)
    if "\0" in label:
        raise FileFormatError("the file name contains a NUL character (\\0), which no file name can hold",
                              file=label.replace("\0", "\\0"))
    _refuse_unless_readable_kind(_stat(label), label)
    return _read_bounded(label)


def _stat(label: str) -> os.stat_result:
    try:
        return os.stat(label)
    except (FileNotFoundError, NotADirectoryError):
        raise FileFormatError("file not found", file=label) from None
    except OSError as exc:
        raise FileFormatError(f"cannot read the file: {exc.strerror or exc}", file=label) from None


def _refuse_unless_readable_kind(info: os.stat_result, label: str) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise FileFormatError("this is a folder, not a file", file=label)
    if not stat.S_ISREG(mode):
        raise FileFormatError(
            f"this is {_kind_of(mode)}, not an ordinary file; Worldsmith reads maps, scenarios and "
            "saves only from ordinary files",
            file=label,
        )
    if info.st_size > MAX_FILE_BYTES:
        raise FileFormatError(_too_big(info.st_size), file=label)


def _kind_of(mode: int) -> str:
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _too_big(size: int) -> str:
    limit = MAX_FILE_BYTES // (1024 * 1024)
    shown = f"{size / (1024 * 1024):,.0f} MB" if size < 1 << 40 else "far bigger than that"
    return (f"the file is too big ({shown}): Worldsmith reads files of up to {limit} MB "
            "(the biggest maps are about 40 MB)")


def _read_bounded(label: str) -> bytes:
    """All the bytes, or a FileFormatError once there are more than MAX_FILE_BYTES.

    The size from ``stat`` decides how much to ask for at once, but is not trusted: the file
    may be growing, or be one of the files (in /proc) that report a size of 0.
    """
    try:
        fd = os.open(label, _OPEN_FLAGS)
    except OSError as exc:
        raise FileFormatError(f"cannot read the file: {exc.strerror or exc}", file=label) from None
    try:
        info = os.fstat(fd)
        _refuse_unless_readable_kind(info, label)  # swapped for something else since the check?
        chunks = []
        total = 0
        wanted = info.st_size + 1
        while total <= MAX_FILE_BYTES:
            chunk = os.read(fd, min(wanted, MAX_FILE_BYTES + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            wanted = _CHUNK
    except OSError as exc:
        raise FileFormatError(f"cannot read the file: {exc.strerror or exc}", file=label) from None
    finally:
        os.close(fd)
    if total > MAX_FILE_BYTES:
        raise FileFormatError(_too_big(total), file=label)
    return b"".join(chunks)
