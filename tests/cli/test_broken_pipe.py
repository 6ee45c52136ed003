"""A reader that stops early (`worldsmith balance --json | head`) is not a crash."""

import subprocess
import sys

from engine.board.generate import voronoi_board
from engine.board.map_format import save_map


def test_output_cut_short_by_its_reader_is_not_reported_as_a_crash(tmp_path):
    path = tmp_path / "big.yaml"
    save_map(voronoi_board(1500, 8, seed=3), path)  # a report far bigger than a pipe holds
    process = subprocess.Popen(
        [sys.executable, "-m", "editor.cli", "balance", str(path), "--games", "0", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.read(10)
    process.stdout.close()  # the reader goes away, as `head` does
    _, error = process.communicate(timeout=120)
    assert "unexpected problem" not in error.decode(), error.decode()
    assert process.returncode == 0
