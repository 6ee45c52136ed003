"""``worldsmith packs ...``: add content packs to a Legacy scenario's world, list them, and
check a pack file (``worldsmith validate PACKS.yaml``). No window: Qt's core only, to speak the
command line's language (editor/language/cli_language.py).

Listing keeps the packs' secret: a sealed pack shows only what its envelope would (its id,
its name and when it opens); an opened one shows its text and what it brought.
"""

from __future__ import annotations

import sys
from pathlib import Path

from editor.language.cli_language import translate

EXIT_OK, EXIT_PROBLEMS, EXIT_UNREADABLE = 0, 1, 2


def trigger_sentence(pack) -> str:
    """When a pack opens, as the envelope says it."""
    from engine.campaign.pack_model import Trigger

    if pack.trigger is Trigger.MARK_PLACED:
        if pack.scar:
            return translate("CommandLineOutput", "when a '{scar}' scar is placed").format(scar=pack.scar)
        # The mark's id as the pack file names it (minor-city, major-city, ...).
        return translate("CommandLineOutput", "when a {mark} is placed").format(mark=pack.mark)
    return {
        Trigger.NINTH_MINOR_CITY: translate("CommandLineOutput", "when the 9th minor city is founded"),
        Trigger.FIRST_ELIMINATION: translate("CommandLineOutput", "when a faction is eliminated for the first time"),
        Trigger.SECOND_SIGNATURE: translate("CommandLineOutput", "when a player signs the board for the second time"),
        Trigger.THREE_MISSILES: translate("CommandLineOutput", "when 3 missiles are used in one combat roll"),
        Trigger.THIRTY_TROOPS: translate("CommandLineOutput", "when a player holding a missile is about to place 30 "
                                         "or more troops"),
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
        print(translate("CommandLineOutput", "cannot read: {error}").format(error=error), file=sys.stderr)
        return EXIT_UNREADABLE
    for warning in [*loaded.warnings, *packs.warnings]:
        print(translate("CommandLineOutput", "warning: {warning}").format(warning=warning), file=sys.stderr)
    scenario = loaded.scenario
    errors_before = {p.message for p in validate_scenario(scenario, board).errors}
    if scenario.legacy is None:
        print(translate("CommandLineOutput", "{file}: this scenario has no Legacy world to add packs to (create one "
                        "in the scenario designer, or start from scenarios/legacy-new-world.yaml)").format(
            file=scenario_path), file=sys.stderr)
        return EXIT_PROBLEMS
    try:
        scenario.legacy = add_packs(scenario.legacy, packs.packs)
    except PackError as error:
        from editor.language.campaign_error_text import campaign_error_text

        print(translate("CommandLineOutput", "{file}: {error}; nothing was written").format(
            file=scenario_path, error=campaign_error_text(error)), file=sys.stderr)
        return EXIT_PROBLEMS
    # Only what the packs bring in stops the writing: a scenario still being designed may
    # have problems of its own, which the designer shows.
    errors = [p for p in validate_scenario(scenario, board).errors if p.message not in errors_before]
    if errors:
        from editor.cli.validate_report import problem_message

        for problem in errors:
            print(translate("CommandLineOutput", "error: {message}").format(message=problem_message(problem, board)),
                  file=sys.stderr)
        print(translate("CommandLineOutput", "nothing was written"), file=sys.stderr)
        return EXIT_PROBLEMS
    target = output or scenario_path
    save_scenario(scenario, target)
    from editor.cli.plurals import cli_counts

    print(cli_counts().packs_added(len(packs.packs)).format(file=target, total=len(scenario.legacy.packs)))
    return EXIT_OK


def list_packs(scenario_path: str) -> int:
    from editor.cli.plurals import cli_counts
    from editor.language.pack_text import pack_text
    from engine.campaign.packs import is_opened
    from engine.files.errors import FileFormatError
    from engine.scenario import load_scenario

    try:
        world = load_scenario(scenario_path).scenario.legacy
    except FileFormatError as error:
        print(translate("CommandLineOutput", "cannot read: {error}").format(error=error), file=sys.stderr)
        return EXIT_UNREADABLE
    if world is None or not world.packs:
        print(translate("CommandLineOutput", "{file}: no content packs").format(file=Path(scenario_path).name))
        return EXIT_OK
    for pack in world.packs:
        if not is_opened(world, pack.id):
            print(translate("CommandLineOutput", "{id}: {name} (sealed; opens {when})").format(
                id=pack.id, name=pack_text(pack, "name"), when=trigger_sentence(pack)))
            continue
        # The pack's name and text in the reader's language when the pack has it, else as written.
        print(translate("CommandLineOutput", "{id}: {name} (opened)").format(id=pack.id, name=pack_text(pack, "name")))
        print(f"  {pack_text(pack, 'text')}")
        counts = cli_counts()
        added = [(counts.scar_types, len(pack.scar_types)), (counts.scar_cards, sum(pack.scar_cards.values())),
                 (counts.powers, len(pack.powers)), (counts.event_cards, len(pack.events)),
                 (counts.mission_cards, len(pack.missions)), (counts.rule_option_changes, len(pack.options))]
        listed = ", ".join(phrase(n) for phrase, n in added if n)
        if listed:
            print(translate("CommandLineOutput", "  brought: {contents}").format(contents=listed))
        if pack.rules:
            print(translate("CommandLineOutput", "  rules: {rules}").format(rules=pack_text(pack, "rules")))
    return EXIT_OK


def validate_pack_file(text: str, path: str, as_json: bool) -> int:
    """A pack file's problems on its own (against the built-in factions and scar types)."""
    from editor.cli.validate_report import report_text
    from engine.board.report import report_json
    from engine.campaign.pack_format import read_pack_text
    from engine.scenario.validation import validate_packs

    read = read_pack_text(text, path)
    report = validate_packs(read.packs)
    print(report_json(report, read.warnings) if as_json else report_text(Path(path).name, report, read.warnings))
    return EXIT_OK if report.ok else EXIT_PROBLEMS
