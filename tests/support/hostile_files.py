"""Hostile files: one per kind of damage the hostile-input suite found (issue 10, §3).

Each case writes its file into a folder and says what must come of reading it: the exit
code of ``worldsmith validate`` (2: unreadable, with a FileFormatError; 1: readable, but the
scenario's rule options are refused as a problem) and words the message must contain. The
kinds are maps, scenarios, saved games, campaigns and Legacy pack files (and paths that are
no file at all).
Shared by the engine tests (tests/engine/files/test_hostile_files.py), the command line
(tests/cli/test_hostile_validate.py) and the windows (tests/editor/test_hostile_open.py).
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine.campaign.campaign_file import campaign_to_text, new_campaign, start_next_game
from engine.core.game import Game
from engine.core.save import save_to_text
from engine.resources import maps_dir, scenarios_dir
from engine.scenario import load_scenario
from tests.support.games import board

UNREADABLE, PROBLEMS = 2, 1
THOUSANDS_OF_DIGITS = "1" + "0" * 5000
# A small number written with thousands of leading zeros: Python counts the zeros against its
# limit of 4,300 digits, so converting it raised ValueError where the digits above did not.
LEADING_ZEROS = "0" * 5000 + "3"
DEEP = 50_000  # levels of nesting; libyaml without a limit of its own crashed far earlier
UNKNOWN_KEYS = 100_000  # in one mapping: a "did you mean" apiece took half a minute


@dataclass(frozen=True)
class Hostile:
    name: str
    kind: str  # what the file pretends to be: "map", "scenario", "save", "campaign", "packs", or "path"
    write: Callable[[Path], Path]  # writes the file into the folder given; its path
    expect: str  # words the message must contain
    exit_code: int = UNREADABLE
    field: str | None = None  # the field path an unreadable file's error names

    def __str__(self) -> str:
        return self.name


# -- valid files to damage ---------------------------------------------------------------------------
def map_text() -> str:
    return (maps_dir() / "tutorial.yaml").read_text(encoding="utf-8")


def scenario_text(name: str = "classic-fixed-setup") -> str:
    """A shipped scenario, referring to its map by an absolute path (it is written elsewhere)."""
    text = (scenarios_dir() / f"{name}.yaml").read_text(encoding="utf-8")
    return re.sub(r"^map: \.\./maps/(.*)$", lambda m: f"map: '{maps_dir() / m.group(1)}'", text, flags=re.M)


@functools.cache
def save_text() -> str:
    """A two-player game on the tutorial map, a few moves in."""
    game = Game.start(board("tutorial"), "classic", ["Ann", "Ben"], seed=7,
                      options={"setup": "random", "random-deal-armies": "spread"})
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return save_to_text(game)


@functools.cache
def campaign_text() -> str:
    """A Legacy campaign on the classic map with a game in progress, a few moves in."""
    loaded = load_scenario(scenarios_dir() / "legacy-mid-campaign.yaml")
    campaign = new_campaign(loaded, board("classic"), "campaign.yaml", seed=7)
    game = start_next_game(campaign, board("classic"))
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    return campaign_to_text(campaign)


def pack_text() -> str:
    """Worldsmith's sample pack file."""
    from engine.campaign.pack_format import __file__ as pack_format

    return (Path(pack_format).parent / "data" / "packs" / "sample.yaml").read_text(encoding="utf-8")


def replace_block(text: str, key: str, new: str) -> str:
    """``text`` with the top-level ``key``'s whole block replaced by the lines ``new``."""
    return re.sub(rf"^{key}:.*?(?=^\S)", lambda _m: new, text, count=1, flags=re.M | re.S)


def _writer(file_name: str, make_text: Callable[[], str]) -> Callable[[Path], Path]:
    def write(folder: Path) -> Path:
        path = folder / file_name
        path.write_text(make_text(), encoding="utf-8")
        return path
    return write


def _map(name, change, expect, field=None) -> Hostile:
    return Hostile(name, "map", _writer(f"{name}.yaml", lambda: change(map_text())), expect, UNREADABLE, field)


def _scenario(name, change, expect, exit_code=UNREADABLE, field=None, base="classic-fixed-setup") -> Hostile:
    return Hostile(name, "scenario", _writer(f"{name}.yaml", lambda: change(scenario_text(base))), expect,
                   exit_code, field)


def _save(name, change, expect, field=None) -> Hostile:
    return Hostile(name, "save", _writer(f"{name}.yaml", lambda: change(save_text())), expect, UNREADABLE, field)


def _campaign(name, change, expect, field=None) -> Hostile:
    return Hostile(name, "campaign", _writer(f"{name}.yaml", lambda: change(campaign_text())), expect, UNREADABLE,
                   field)


def _packs(name, change, expect, field=None) -> Hostile:
    return Hostile(name, "packs", _writer(f"{name}.yaml", lambda: change(pack_text())), expect, UNREADABLE, field)


def _options(text: str) -> Callable[[str], str]:
    return lambda scenario: replace_block(scenario, "options", f"options:\n{text}")


def _nested_flow(depth: int) -> str:
    return "[" * depth + "]" * depth


def _nested_block(depth: int, indent: int = 2) -> str:
    """Mappings nested by indentation, one space more a level (deeper makes a file of gigabytes)."""
    return "".join(f"{' ' * (indent + i)}k{i}:\n" for i in range(depth)) + " " * (indent + depth) + "x\n"


def _nested_dashes(depth: int) -> str:
    """Lists nested in block style on one line: "- - - - x"."""
    return "- " * depth + "x\n"


def _unknown_keys(indent: str) -> str:
    return "".join(f"{indent}zork{i}: 1\n" for i in range(UNKNOWN_KEYS))


def _alias_bomb(indent: str) -> str:
    """Nine levels of nine aliases: 387 million values once walked as a tree."""
    lines = [f"{indent}a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    for level in range(1, 10):
        below = ", ".join([f"*a{level - 1}"] * 9)
        lines.append(f"{indent}a{level}: &a{level} [{below}]")
    return "\n".join(lines) + "\n"


def _scar_effect(bomb_or_deep: str) -> Callable[[str], str]:
    def change(text: str) -> str:
        return text.replace("    effect: {die-modifier: 1, side: defence, die: highest}\n",
                            "    effect:\n" + bomb_or_deep, 1)
    return change


def _fifo(folder: Path) -> Path:
    path = folder / "pipe.yaml"
    os.mkfifo(path)
    return path


def _huge(folder: Path) -> Path:
    path = folder / "huge.yaml"
    with open(path, "wb") as handle:  # sparse: takes no room on disk
        handle.truncate(200 * 1024 * 1024)
    return path


# -- the cases ---------------------------------------------------------------------------------------
CASES: list[Hostile] = [
    # Crashes: numbers of thousands of digits, in every kind of field ...
    _map("schema-digits", lambda t: t.replace("schema: 1", f"schema: {THOUSANDS_OF_DIGITS}", 1),
         "whole number from", "schema"),
    _map("bonus-digits", lambda t: t.replace("bonus: 3", f"bonus: {THOUSANDS_OF_DIGITS}", 1),
         "5,001 characters long", "continents[0].bonus"),
    _scenario("troops-digits", lambda t: t.replace("troops: 3}", f"troops: {THOUSANDS_OF_DIGITS}}}", 1),
              "whole number from", field="fixed.territories.frostmere.troops"),
    _scenario("coins-digits",
              lambda t: t.replace("  cards: {}", f"  cards:\n    peru: {{coins: {THOUSANDS_OF_DIGITS}}}"),
              "whole number from", field="legacy.cards.peru.coins", base="legacy-new-world"),
    _scenario("option-digits", _options(f"  wild-cards: {THOUSANDS_OF_DIGITS}\n"), "at most 19 digits",
              field="options.wild-cards"),
    _save("seed-digits", lambda t: re.sub(r"^seed: \d+$", f"seed: {THOUSANDS_OF_DIGITS}", t, flags=re.M),
          "whole number from", "seed"),
    _save("snapshot-digits", lambda t: t.replace("  seed: 7\n", f"  seed: {THOUSANDS_OF_DIGITS}\n", 1),
          "at most 19 digits", "snapshot"),
    # ... and written with thousands of leading zeros, in every kind of file ...
    _map("bonus-zeros", lambda t: t.replace("bonus: 3", f"bonus: {LEADING_ZEROS}", 1),
         "5,001 characters long", "continents[0].bonus"),
    _scenario("troops-zeros", lambda t: t.replace("troops: 3}", f"troops: {LEADING_ZEROS}}}", 1),
              "whole number from", field="fixed.territories.frostmere.troops"),
    _scenario("option-zeros", _options(f"  wild-cards: {LEADING_ZEROS}\n"), "at most 19 digits",
              field="options.wild-cards"),
    _save("seed-zeros", lambda t: re.sub(r"^seed: \d+$", f"seed: {LEADING_ZEROS}", t, flags=re.M),
          "whole number from", "seed"),
    _save("snapshot-zeros", lambda t: t.replace("  seed: 7\n", f"  seed: {LEADING_ZEROS}\n", 1),
          "at most 19 digits", "snapshot"),
    _campaign("campaign-seed-digits", lambda t: t.replace("\nseed: 7\n", f"\nseed: {THOUSANDS_OF_DIGITS}\n", 1),
              "whole number from", "seed"),
    _campaign("campaign-seed-zeros", lambda t: t.replace("\nseed: 7\n", f"\nseed: {LEADING_ZEROS}\n", 1),
              "whole number from", "seed"),
    _campaign("campaign-games-played-zeros",
              lambda t: t.replace("  games-played: 6\n", f"  games-played: {LEADING_ZEROS}\n", 1),
              "characters long", "world.games-played"),
    _campaign("campaign-snapshot-zeros",
              lambda t: re.sub(r"^(    seed: )\d+$", rf"\g<1>{LEADING_ZEROS}", t, count=1, flags=re.M),
              "at most 19 digits", "game-in-progress.snapshot"),
    _packs("pack-stars-digits", lambda t: t.replace("stars: 2", f"stars: {THOUSANDS_OF_DIGITS}", 1),
           "characters long", "packs[0].missions[0].stars"),
    _packs("pack-stars-zeros", lambda t: t.replace("stars: 2", f"stars: {LEADING_ZEROS}", 1),
           "characters long", "packs[0].missions[0].stars"),
    _packs("pack-scar-cards-zeros",
           lambda t: t.replace("scar-cards: {minefield: 2}", f"scar-cards: {{minefield: {LEADING_ZEROS}}}", 1),
           "characters long", "packs[0].scar-cards.minefield"),
    _packs("pack-effect-zeros",
           lambda t: t.replace("{die-modifier: -1, side: attack", f"{{die-modifier: -{LEADING_ZEROS}, side: attack", 1),
           "at most 19 digits", "packs[0].scar-types[0].effect.die-modifier"),
    # ... a hundred thousand unknown keys in one mapping ...
    _map("unknown-keys-top", lambda t: t + _unknown_keys(""), "100,000 keys Worldsmith does not know"),
    _map("unknown-keys-territory",
         lambda t: t.replace("  name: Frostmere\n", "  name: Frostmere\n" + _unknown_keys("  "), 1),
         "100,000 keys Worldsmith does not know", "territories[0]"),
    _scenario("unknown-keys-scenario", lambda t: t + _unknown_keys(""), "100,000 keys Worldsmith does not know"),
    _scenario("unknown-keys-player", lambda t: t.replace("- name: Amber\n", "- name: Amber\n" + _unknown_keys("  "), 1),
              "100,000 keys Worldsmith does not know", field="players[0]"),
    # ... YAML nested tens of thousands deep, in flow and in block style ...
    _map("deep-flow", lambda t: t.replace("author:", f"deep: {_nested_flow(DEEP)}\nauthor:", 1), "nested more than"),
    _map("deep-block", lambda t: t + "deep:\n" + _nested_block(3000), "nested more than"),
    _map("deep-dashes", lambda t: t + "deep:\n" + _nested_dashes(DEEP), "nested more than"),
    _scenario("deep-options", _options(f"  fixed-placement: {_nested_flow(DEEP)}\n"), "nested more than"),
    _scenario("deep-scar-effect", _scar_effect(_nested_block(3000, indent=6)), "nested more than",
              base="legacy-new-world"),
    # ... huge floats where coordinates are expected ...
    _map("huge-label", lambda t: t.replace("label: 241.18,127.43", "label: 1e300,127.43", 1), "too far out",
         "territories[0].label"),
    _map("huge-vertex", lambda t: re.sub(r"(polygon: )(\S+),", r"\g<1>1e300,", t, count=1), "too far out",
         "territories[0].polygon"),
    # ... a NUL character in a file a file refers to ...
    _scenario("nul-in-map-path", lambda t: re.sub(r"^map: .*$", lambda _m: 'map: "tutorial\\0.yaml"', t, flags=re.M),
              "NUL character", field="map"),
    _map("nul-in-background",
         lambda t: t.replace("mark-radius: 9\n", 'mark-radius: 9\nbackground: {image: "a\\0.png"}\n', 1),
         "NUL character", "background.image"),
    # ... saves whose position is not a mapping ...
    _save("snapshot-list", lambda t: replace_block(t, "snapshot", "snapshot: [1, 2, 3]\n"), "as a mapping",
          "snapshot"),
    _save("snapshot-text", lambda t: replace_block(t, "snapshot", "snapshot: damaged\n"), "as a mapping", "snapshot"),
    _save("snapshot-number", lambda t: replace_block(t, "snapshot", "snapshot: 42\n"), "as a mapping", "snapshot"),
    _save("options-list", lambda t: replace_block(t, "options", "options: [wild-cards]\n"), "mapping of rule options",
          "options"),
    # ... superscript digits, which str.isdigit() takes for digits.
    _scenario("superscript-option", _options("  wild-cards: '²'\n"), "must be a whole number (not '²')", PROBLEMS),
    # Hangs and memory: alias bombs in options and in scar effects ...
    _scenario("alias-bomb-options", _options("  fixed-placement:\n" + _alias_bomb("    ")), "anchors (&name)"),
    _scenario("alias-bomb-scar-effect", _scar_effect(_alias_bomb("      ")), "anchors (&name)",
              base="legacy-new-world"),
    _map("many-values", lambda t: t.replace("author:", "many: [" + "0," * 600_000 + "0]\nauthor:", 1),
         "more than 500,000 values"),
    # ... options a game would try to build ...
    _scenario("billion-wild-cards", _options("  wild-cards: 1000000000\n"), "must be at most 100 ", PROBLEMS),
    _scenario("hundred-billion-armies", _options("  starting-armies: 100000000000\n"), "must be at most 100,000",
              PROBLEMS, base="tutorial-quick"),
    _save("save-billion-wild-cards", lambda t: replace_block(t, "options", "options:\n  wild-cards: 1000000000\n"),
          "must be at most 100 "),
    _save("save-hundred-billion-armies",
          lambda t: replace_block(t, "options", "options:\n  starting-armies: 100000000000\n"), "at most 100,000"),
    # ... paths that are not ordinary files, or far too big.
    Hostile("dev-zero", "path", lambda folder: Path("/dev/zero"), "a device"),
    Hostile("dev-urandom", "path", lambda folder: Path("/dev/urandom"), "a device"),
    Hostile("fifo", "path", _fifo, "named pipe"),
    Hostile("huge-file", "path", _huge, "too big"),
    # Wrong answers: sizes that are not finite, or absurd.
    _map("canvas-digits", lambda t: t.replace("width: 1000", f"width: {THOUSANDS_OF_DIGITS}", 1), "finite number",
         "canvas.width"),
    _map("canvas-infinite", lambda t: t.replace("width: 1000", "width: .inf", 1), "finite number", "canvas.width"),
    _map("canvas-1e300", lambda t: t.replace("width: 1000", "width: 1e300", 1), "between 0.001 and 1,000,000,000",
         "canvas.width"),
    _map("radius-infinite", lambda t: t.replace("mark-radius: 9", "mark-radius: .inf", 1), "finite number",
         "mark-radius"),
]

BY_NAME = {case.name: case for case in CASES}
