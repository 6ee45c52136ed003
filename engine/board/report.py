"""Validation results as text for people and JSON for programs (``worldsmith validate``)."""

from __future__ import annotations

import json

from engine.board.validation import ValidationReport
from engine.files.errors import FormatWarning


def report_text(map_name: str, report: ValidationReport, load_warnings: list[FormatWarning]) -> str:
    lines = []
    errors, warnings = report.errors, report.warnings
    total_warnings = len(warnings) + len(load_warnings)
    if not errors and not total_warnings:
        return f"{map_name}: no problems found."
    summary = f"{map_name}: {_count(len(errors), 'error')}, {_count(total_warnings, 'warning')}"
    lines.append(summary)
    for warning in load_warnings:
        lines.append(f"  warning [file] {warning}")
    for problem in errors + warnings:
        where = f" (at {problem.location[0]:g},{problem.location[1]:g})" if problem.location else ""
        lines.append(f"  {problem.severity.value} [{problem.code}] {problem.message}{where}")
        if problem.fix is not None:
            lines.append(f"      suggested fix: {problem.fix.text}")
    return "\n".join(lines)


def report_json(report: ValidationReport, load_warnings: list[FormatWarning]) -> str:
    data = report.to_dict()
    data["warnings"] = [
        {"code": "file-format", "message": str(w), "ids": []} for w in load_warnings
    ] + data["warnings"]
    return json.dumps(data, indent=2, ensure_ascii=False)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")
