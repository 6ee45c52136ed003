"""Errors and warnings about the contents of a file, located as precisely as we can.

Every message a user sees about a bad file says *what* is wrong and *where*: the file, the
line and column when the YAML parser knows them, and the field path inside the document
(``territories[12].polygon``). Nothing here is Qt; the GUI shows ``str(error)``.
"""

from __future__ import annotations

from dataclasses import dataclass

# Every character Python's str.splitlines() breaks a line at, shown escaped: a value quoted in
# a message (a key written "a\nb" in quotes, a file name with a line break in it) must not
# break the one line a refusal is.
_LINE_BREAKS = {code: f"\\x{code:02x}" for code in (*range(0x0a, 0x0e), *range(0x1c, 0x1f), 0x85)}
_LINE_BREAKS.update({0x0a: "\\n", 0x0d: "\\r", 0x2028: "\\u2028", 0x2029: "\\u2029"})


def one_line(text: str) -> str:
    """``text`` with its line breaks escaped (``\\n``), so that it prints as one line."""
    return text.translate(_LINE_BREAKS)


def _where(file: str | None, line: int | None, column: int | None, field: str | None) -> str:
    place = file or ""
    if line is not None:
        place += f":{line}" if place else f"line {line}"
        if column is not None:
            place += f":{column}"
    parts = [p for p in (place, field) if p]
    return ": ".join(parts)


class FileFormatError(Exception):
    """A file cannot be read as what it claims to be; the message says what and where.

    ``line`` and ``column`` are 1-based. ``field`` is the path of the offending value inside
    the document, e.g. ``territories[12].polygon``.
    """

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.field = field

    def __str__(self) -> str:
        where = _where(self.file, self.line, self.column, self.field)
        return one_line(f"{where}: {self.message}" if where else self.message)

    def to_dict(self) -> dict[str, object]:
        return {
            "message": self.message,
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "field": self.field,
        }


@dataclass(frozen=True)
class FormatWarning:
    """Something in a file we could read but the user probably did not mean (an unknown key)."""

    message: str
    file: str | None = None
    line: int | None = None
    column: int | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = _where(self.file, self.line, self.column, self.field)
        return one_line(f"{where}: {self.message}" if where else self.message)
