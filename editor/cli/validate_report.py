"""``worldsmith validate``'s report for people, in the command line's language.

The same lines as engine/board/report.py's English report (which stays the engine's, for
programs that call it), worded through the translations: each problem by its template, as
the editor's Problems dock words it (editor/language/problem_text.py for a map's,
editor/scenario/scenario_problem_text.py for a scenario's or a pack file's), counts by their
plural forms, and the map's names in the reader's language where the map has them. The JSON
report is not here: it is for programs, and stays as the engine writes it.
"""

from __future__ import annotations

from editor.language.cli_language import translate
from editor.language.counts import counts
from engine.board.board import Board
from engine.board.problems import PROBLEM_TYPES, Problem, Severity
from engine.board.validation import ValidationReport
from engine.files.errors import FormatWarning

CONTEXT = "CommandLineOutput"


def report_text(name: str, report: ValidationReport, load_warnings: list[FormatWarning],
                board: Board | None = None) -> str:
    """The summary line, then one line per warning from reading the file and per problem
    (with the suggested fix under it, if there is one)."""
    errors, warnings = report.errors, report.warnings
    total_warnings = len(warnings) + len(load_warnings)
    if not errors and not total_warnings:
        return translate("CommandLineOutput", "{name}: no problems found.").format(name=name)
    lines = [translate("CommandLineOutput", "{name}: {errors}, {warnings}").format(
        name=name, errors=counts().errors(len(errors)), warnings=counts().warnings(total_warnings))]
    # What the file reader warns about is worded by the engine (English only, for now).
    lines += [translate("CommandLineOutput", "  warning [file] {warning}").format(warning=w) for w in load_warnings]
    for problem in errors + warnings:
        lines.append(problem_line(problem, board))
        if problem.fix is not None:
            lines.append(translate("CommandLineOutput", "      suggested fix: {fix}").format(
                fix=fix_text(problem, board)))
    return "\n".join(lines)


def problem_line(problem: Problem, board: Board | None) -> str:
    message = problem_message(problem, board)
    if problem.location:
        x, y = problem.location
        message = translate("CommandLineOutput", "{message} (at {x},{y})").format(
            message=message, x=f"{x:g}", y=f"{y:g}")
    if problem.severity is Severity.ERROR:
        template = translate("CommandLineOutput", "  error [{code}] {message}")
    else:
        template = translate("CommandLineOutput", "  warning [{code}] {message}")
    return template.format(code=problem.code, message=message)


def problem_message(problem: Problem, board: Board | None) -> str:
    """A map's problem as the Problems dock says it; a scenario's (or pack file's) as the
    scenario designer says it; anything else in the engine's words."""
    if problem.code in PROBLEM_TYPES:
        from editor.language.problem_text import problem_message as map_problem_message

        return map_problem_message(problem, board)
    from editor.scenario.scenario_problem_text import scenario_problem_message

    return scenario_problem_message(problem, _names(board))


def _names(board: Board | None):
    if board is None:
        return None
    from editor.language.app_language import display_names

    return display_names(board)


def fix_text(problem: Problem, board: Board | None) -> str:
    """The suggested fix as the engine words it (engine/board/validation.py), in the reader's
    language, the territories by the map's names in it; a fix this does not know, as the
    engine words it."""
    fix = problem.fix
    to_sea_line = fix.action == "set-connection-kind" and fix.data.get("kind") == "sea-line"
    known = fix.action == "add-connection" or to_sea_line
    if not known or board is None:
        return fix.text
    from editor.language.problem_text import territory_display_name

    a, b = (territory_display_name(board, str(fix.data.get(key))) for key in ("a", "b"))
    if fix.action == "add-connection":
        return translate("CommandLineOutput", "connect {a} and {b} with a border").format(a=a, b=b)
    return translate("CommandLineOutput", "make {a}–{b} a sea-line").format(a=a, b=b)
