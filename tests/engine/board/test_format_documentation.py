"""docs/map-format.md stays true: its example loads, validates cleanly and round-trips."""

from __future__ import annotations

import re
from pathlib import Path

from engine.board import ConnectionKind, TerritoryKind, map_format, map_to_text, read_map
from engine.board.local_names import board_names
from engine.board.problems import PROBLEM_TYPES
from engine.board.validation import validate

DOC = Path(__file__).resolve().parents[3] / "docs" / "map-format.md"


def example() -> str:
    return re.search(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)


def test_the_documented_example_is_a_clean_map():
    loaded = read_map(example(), file="map-format.md")
    assert loaded.warnings == []
    board = loaded.board
    assert validate(board).problems == []
    assert board.territory("strait").kind is TerritoryKind.SEA
    assert len(board.territory("highland").parts[0].holes) == 1
    assert len(board.territory("isle").parts) == 2
    one_way = board.connections[-1]
    assert one_way.one_way and one_way.kind is ConnectionKind.SEA_LINE
    assert read_map(map_to_text(board)).board == board


def test_the_documented_names_in_other_languages_are_read():
    board = read_map(example(), file="map-format.md").board
    spanish = board_names(board, "es")
    assert spanish.map == "Tierras del Estrecho"
    assert spanish.continent("north") == "El Norte" and spanish.continent("south") == "The South"
    assert spanish.territory("highland") == "Tierras Altas" and spanish.territory("lowland") == "Lowland"
    assert board.territory("highland").name == "Highland"


def test_every_key_the_format_reads_is_documented():
    text = DOC.read_text(encoding="utf-8")
    keys = {*map_format._TOP_KEYS, *map_format._CONTINENT_KEYS, *map_format._TERRITORY_KEYS}
    undocumented = sorted(key for key in keys if f"`{key}`" not in text)
    assert undocumented == []


def test_every_problem_code_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for code, kind in PROBLEM_TYPES.items():
        assert f"| `{code}` | {kind.severity.value} |" in text, code
