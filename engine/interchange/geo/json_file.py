"""Reading a JSON map file (GeoJSON, TopoJSON): the text decoded and parsed, or a one-line
refusal in the format's own words ("not GeoJSON: ...", "not TopoJSON: ...")."""

from __future__ import annotations

import json
from pathlib import Path

from engine.files.limits import MAX_DIGITS
from engine.files.text_file import read_binary_file
from engine.interchange.report import InterchangeError


def json_int(digits: str) -> int | float:
    """A JSON whole number: a double, as JavaScript and most GIS programs read every JSON
    number, once it has more digits than any real one (Python refuses to convert more than
    4,300 digits, and an outline or a bonus never needs 20)."""
    return int(digits) if len(digits) <= MAX_DIGITS else float(digits)


def read_json_document(path: Path, not_utf8: str, not_json: str) -> object:
    """The parsed document at ``path``; InterchangeError(``not_utf8`` or ``not_json``) if it
    is not UTF-8 text or not JSON."""
    file = str(path)
    data = read_binary_file(path)
    try:
        return json.loads(data.decode("utf-8-sig"), parse_int=json_int)
    except UnicodeDecodeError:
        raise InterchangeError(not_utf8, file=file) from None
    except json.JSONDecodeError as error:
        raise InterchangeError(not_json, file=file, line=error.lineno, reason=error.msg) from None
    except RecursionError:
        raise InterchangeError(not_json, file=file, reason="nested too deeply") from None
