"""``worldsmith packs ...``: add content packs to a Legacy scenario's world, list them, and
check a pack file (``worldsmith validate PACKS.yaml``). No window, no Qt.

Listing keeps the packs' secret: a sealed pack shows only what its envelope would (its id,
its name and when it opens); an opened one shows its text and what it brought.
"""

from __future__ import annotations

import sys
from pathlib import Path

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2


def trigger_sentence(pack) -> str:
    """When a pack opens, as the envelope says it."""
    from engine.campaign.pack_model import Trigger

    return {
        Trigger.NINTH_MINOR_CITY: "when the 9th minor city is founded",
        Trigger.FIRST_ELIMINATION: "when a faction is eliminated for the first time",
        Trigger.SECOND_SIGNATURE: "when a player signs the board for the second time",
        Trigger.MARK_PLACED: f"when a '{pack.scar}' scar is placed" if pack.scar else f"when a {pack.mark} is placed",
        Trigger.THREE_MISSILES: "when 3 missiles are used in one combat roll",
        Trigger.THIRTY_TROOPS: "when a player holding a missile is about to place 30 or more troops",
    }[pack.trigger]


def add(scenario_path: str, pack_path: str, output: str | None) -> int:
    """Add a pack file's packs, sealed, to a Legacy scenario's world; write the scenario (to
    ``output``, or in place) unless the packs bring errors (ids taken, unknown names)."""
    from engine.board import load_map
    from engine.campaign.pack_format import load_pack_file
    from engine.campaign.packs import PackError, add_packs
    from engine.files.errors import FileFormatError
    from engine.scenario import load_scenario, save_scenario, validate_scenario

    try:
        loaded = load_scenario(scenario_path)
        packs = load_pack_file(pack_path)
        board = load_map(loaded.map_path()).board
    except FileFormatError as error:
        print(f"cannot read: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    for warning in [*loaded.warnings, *packs.warnings]:
        print(f"warning: {warning}", file=sys.stderr)
    scenario = loaded.scenario
    errors_before = {p.message for p in validate_scenario(scenario, board).errors}
    if scenario.legacy is None:
        print(f"{scenario_path}: this scenario has no Legacy world to add packs to "
              "(create one in the scenario designer, or start from scenarios/legacy-new-world.yaml)",
              file=sys.stderr)
        return EXIT_PROBLEMS
    try:
        scenario.legacy = add_packs(scenario.legacy, packs.packs)
    except PackError as error:
        print(f"{scenario_path}: {error}; nothing was written", file=sys.stderr)
        return EXIT_PROBLEMS
    # Only what the packs bring in stops the writing: a scenario still being designed may
    # have problems of its own, which the designer shows.
    errors = [p for p in validate_scenario(scenario, board).errors if p.message not in errors_before]
    if errors:
        for problem in errors:
            print(f"error: {problem.message}", file=sys.stderr)
        print("nothing was written", file=sys.stderr)
        return EXIT_PROBLEMS
    target = output or scenario_path
    save_scenario(scenario, target)
    print(f"{target}: {len(packs.packs)} sealed packs added ({len(scenario.legacy.packs)} in the world)")
    return EXIT_OK


def list_packs(scenario_path: str) -> int:
    from engine.campaign.packs import is_opened
    from engine.files.errors import FileFormatError
    from engine.scenario import load_scenario

    try:
        world = load_scenario(scenario_path).scenario.legacy
    except FileFormatError as error:
        print(f"cannot read: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    if world is None or not world.packs:
        print(f"{Path(scenario_path).name}: no content packs")
        return EXIT_OK
    for pack in world.packs:
        if not is_opened(world, pack.id):
            print(f"{pack.id}: {pack.name} (sealed; opens {trigger_sentence(pack)})")
            continue
        print(f"{pack.id}: {pack.name} (opened)")
        print(f"  {pack.text}")
        added = [(len(pack.scar_types), "scar types"), (sum(pack.scar_cards.values()), "scar cards"),
                 (len(pack.powers), "powers"), (len(pack.events), "event cards"),
                 (len(pack.missions), "mission cards"), (len(pack.options), "rule option changes")]
        listed = ", ".join(f"{n} {what}" for n, what in added if n)
        if listed:
            print(f"  brought: {listed}")
        if pack.rules:
            print(f"  rules: {pack.rules}")
    return EXIT_OK


def validate_pack_file(text: str, path: str, as_json: bool) -> int:
    """A pack file's problems on its own (against the built-in factions and scar types)."""
    from engine.board.report import report_json, report_text
    from engine.campaign.pack_format import read_pack_text
    from engine.scenario.validation import validate_packs

    read = read_pack_text(text, path)
    report = validate_packs(read.packs)
    print(report_json(report, read.warnings) if as_json else report_text(Path(path).name, report, read.warnings))
    return EXIT_OK if report.ok else EXIT_PROBLEMS
