"""Mutated SVG maps (the shipped sample as the seed) import or are refused in one line
(issue 29: "a fuzz run (mutated SVG, GeoJSON, TopoJSON) gives only one-line refusals"; the
GeoJSON and TopoJSON run is in test_topojson.py). Mutations: characters of the path data,
numbers and markup changed, the text cut short — what a hand-edited or half-downloaded file
looks like."""

from __future__ import annotations

import random

from engine.files.errors import FileFormatError
from engine.interchange.registry import import_file
from engine.resources import resources_dir

SAMPLE = resources_dir() / "samples" / "tiny-islands.svg"
CHANGES = b'0123456789-.,MmLlZzCcHhVv<>/"= eE#'


def mutated(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    if rng.random() < 0.2:
        return bytes(data[:rng.randrange(1, len(data))])  # cut short
    for _ in range(rng.randint(1, 5)):
        position = rng.randrange(len(data))
        data[position] = rng.choice(CHANGES)
    return bytes(data)


def test_mutated_svg_maps_are_read_or_refused_in_one_line(tmp_path):
    rng = random.Random(2911)
    seed = SAMPLE.read_bytes()
    refused = imported = 0
    for round_number in range(80):
        path = tmp_path / f"fuzz{round_number}.svg"
        path.write_bytes(mutated(seed, rng))
        try:
            import_file(path, format_name="svg")
        except FileFormatError as error:
            refused += 1
            assert "\n" not in str(error), str(error)
        else:
            imported += 1
    assert refused > 0 and imported > 0  # the mutations broke some files, and left some readable
