"""What the reading layer accepts at most, in one place (docs/map-format.md, "Limits").

Every map, scenario, save and data file goes through the same reader (text_file, then
yaml_shape, then YamlReader), so these limits protect all of them alike. Each is far above
what a real file needs and far below what would exhaust time, memory or the stack:

* MAX_FILE_BYTES: the biggest real file is a 5,000-territory map with 400 vertices a
  territory, 37 MB (docs/benchmarks.md); a save of it is a little more. 128 MiB leaves more
  than three times that, and reading it still fits comfortably in memory.
* MAX_DEPTH: our formats nest at most six collections deep (a Legacy faction's history).
  64 leaves room for any hand-written file while keeping the recursive composers (libyaml's
  in C, PyYAML's in Python) and our own readers of free-form data far from their limits.
* MAX_VALUES: the 5,000-territory map holds about 60,000 values (scalars, lists, mappings);
  half a million, about 150 MB and a second of composing, is the most a file may hold.
* MAX_DIGITS: a whole number has at most 19 digits (any 64-bit number, e.g. a game's seed).
  Python refuses to convert numbers of more than 4,300 digits, and nothing in a game counts
  anywhere near 10^19.
* MAX_UNKNOWN_KEYS: a mapping (a territory, the top of a map) with more keys Worldsmith does
  not know than this is refused instead of warned about key by key. A typo, or keys of a
  newer version, come a few at a time; a hundred thousand of them buried the reader in
  warnings and took half a minute of suggestions. UNKNOWN_KEYS_NAMED of them are named in
  the refusal, and only the first SUGGESTED_KEYS unknown keys of a document get a "did you
  mean" (each compares the key with every known one).
* WHOLE_NUMBER_LIMIT: the default range of a whole-number field (a bonus, troops, coins):
  below a billion, so every value also fits the 32-bit spin boxes of the editor.
* MAX_COORDINATE and the size range: coordinates within a billion map units of the origin,
  the canvas and the mark radius between a thousandth and a billion units. Maps are drawn in
  pixel-like units (the editor offers sides up to a million); the bounds keep squared
  distances and areas far from overflow and the canvas's proportions drawable.
"""

from __future__ import annotations

MAX_FILE_BYTES = 128 * 1024 * 1024
MAX_DEPTH = 64
MAX_VALUES = 500_000
MAX_DIGITS = 19
MAX_UNKNOWN_KEYS = 100
UNKNOWN_KEYS_NAMED = 3
SUGGESTED_KEYS = 20
WHOLE_NUMBER_LIMIT = 999_999_999
MAX_COORDINATE = 1e9
MIN_SIZE, MAX_SIZE = 0.001, 1e9
