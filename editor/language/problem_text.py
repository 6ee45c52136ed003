"""Validation problems in the user's language.

The engine words each problem from an English template with ``{placeholders}``
(engine/board/problems.py) and never imports Qt. Here the same templates are listed as
literal ``QT_TRANSLATE_NOOP`` entries so that pyside6-lupdate finds them; at run time the
template is translated and filled with the problem's parameters. A test checks that this
list and the engine's templates stay identical.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from editor.language.app_language import app_language
from editor.language.engine_text import reader_counts
from engine.board.board import Board
from engine.board.local_names import local_name
from engine.board.problems import PROBLEM_TYPES, Problem, ProblemType, Severity
from engine.core.messages import counted

CONTEXT = "Problem"

# The engine's templates, in the engine's order (see test_problem_text.py).
PROBLEM_TEMPLATES: list[str] = [
    QT_TRANSLATE_NOOP("Problem", "{name}: the outline is invalid: {reason}"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} overlap"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} almost touch: a thin gap separates them"),
    QT_TRANSLATE_NOOP("Problem", "a sliver {width} units wide between {name} and {other} belongs to no territory"),
    QT_TRANSLATE_NOOP("Problem", "{name}: the outline runs out into a needle-like spike {length} units long"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} share a border but not the same vertices along it"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} share a border but are not connected"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} are connected by a border but do not touch"),
    QT_TRANSLATE_NOOP("Problem", "{name} is connected to itself"),
    QT_TRANSLATE_NOOP("Problem", "a connection refers to '{missing}', which is not a territory"),
    QT_TRANSLATE_NOOP("Problem", "{name} and {other} are connected more than once"),
    QT_TRANSLATE_NOOP("Problem", "the id '{id}' is used by {count}"),
    QT_TRANSLATE_NOOP("Problem", "the id '{id}' is used by {count}"),
    QT_TRANSLATE_NOOP("Problem", "the name '{name}' is used by {count}"),
    QT_TRANSLATE_NOOP("Problem", "{name} belongs to '{continent}', which is not a continent"),
    QT_TRANSLATE_NOOP("Problem", "the continent {continent_name} has no territories"),
    QT_TRANSLATE_NOOP("Problem", "{name} belongs to no continent"),
    QT_TRANSLATE_NOOP("Problem", "the continent {continent_name} has a negative bonus ({bonus})"),
    QT_TRANSLATE_NOOP("Problem", "the map falls apart into {count}: {groups}"),
    QT_TRANSLATE_NOOP("Problem", "{name}: the label's badge does not fit inside the territory"),
    QT_TRANSLATE_NOOP("Problem", "{name}: the {slot} slot does not fit inside the territory"),
    QT_TRANSLATE_NOOP("Problem", "{name} has no {slot} slot"),
    QT_TRANSLATE_NOOP("Problem", "{name}: the city slot is not above the scar slot"),
    QT_TRANSLATE_NOOP("Problem", "{name}: the {first} and the {second} overlap"),
    QT_TRANSLATE_NOOP("Problem", "{name} is too small for a troop badge"),
    QT_TRANSLATE_NOOP("Problem", "the id '{id}' is used by {count}"),
    QT_TRANSLATE_NOOP("Problem", "{name} belongs to the region '{region}', which is not a region"),
    QT_TRANSLATE_NOOP("Problem", "the region {region_name} has no territories"),
    QT_TRANSLATE_NOOP("Problem", "{name} is water, so it cannot be marked for a canal"),
    QT_TRANSLATE_NOOP("Problem",
                      "{name} is marked for a canal but borders {count}; a canal needs two"),
    QT_TRANSLATE_NOOP("Problem",
                      "{name} is marked for a canal but its waters ({waters}) are all connected to each other"),
]

# Some parameters are English words chosen by the engine (which mark, which slot); they
# are translated too, so a sentence is not half Spanish, half English.
WORD_PARAMETERS = frozenset({"slot", "first", "second", "reason"})
PARAMETER_WORDS: list[str] = [
    QT_TRANSLATE_NOOP("Problem", "city"),
    QT_TRANSLATE_NOOP("Problem", "scar"),
    QT_TRANSLATE_NOOP("Problem", "label"),
    QT_TRANSLATE_NOOP("Problem", "city slot"),
    QT_TRANSLATE_NOOP("Problem", "scar slot"),
    # engine/board/validation.py INVALID_REASONS
    QT_TRANSLATE_NOOP("Problem", "the outline crosses itself"),
    QT_TRANSLATE_NOOP("Problem", "the outline touches itself at a corner"),
    QT_TRANSLATE_NOOP("Problem", "a hole lies outside the outline"),
    QT_TRANSLATE_NOOP("Problem", "a hole cuts the territory in two"),
    QT_TRANSLATE_NOOP("Problem", "one part lies inside another"),
    QT_TRANSLATE_NOOP("Problem", "one hole lies inside another"),
    QT_TRANSLATE_NOOP("Problem", "a part is drawn twice"),
    QT_TRANSLATE_NOOP("Problem", "a part has fewer than 3 corners"),
    QT_TRANSLATE_NOOP("Problem", "a corner has no valid coordinates"),
    QT_TRANSLATE_NOOP("Problem", "the outline is not a valid shape"),
]


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def problem_message(problem: Problem, board: Board | None = None) -> str:
    """The problem's message in the user's language (the engine's English if unknown); with
    ``board`` (the map it was found on), territories, continents and regions are named as
    the map names them in that language (Spanish rows say "Ucrania", not "Ukraine")."""
    if board is not None:
        problem = with_local_names(problem, board, app_language())
    return translated_message(problem, PROBLEM_TYPES, CONTEXT, WORD_PARAMETERS)


# Codes whose names are not those of their ids: "the name 'x' is used by 3 territories" is
# about the base name itself, whatever each territory is called in another language.
BASE_NAME_CODES = frozenset({"duplicate-name"})


def with_local_names(problem: Problem, board: Board, language: str | None) -> Problem:
    """``problem`` with the names among its parameters in ``language``, where the map has them.

    The engine names the territory ``ids[0]`` as {name} and ``ids[1]`` as {other}, the
    continent or region ``ids[0]`` as {continent_name} or {region_name}, and a canal's waters
    ``ids[1:]`` as {waters}. A name is replaced only if it is still the base name of that id
    (a report older than a rename keeps what it said)."""
    if problem.code in BASE_NAME_CODES or not problem.ids:
        return problem
    ids, params = problem.ids, dict(problem.params)

    def territory(position: int):
        if position < len(ids) and board.has_territory(ids[position]):
            return board.territory(ids[position])
        return None

    def localise(key: str, named) -> None:
        if named is not None and params.get(key) == named.name:
            params[key] = local_name(named.name, named.names, language)

    localise("name", territory(0))
    localise("other", territory(1))
    if "continent_name" in params and board.has_continent(ids[0]):
        localise("continent_name", board.continent(ids[0]))
    if "region_name" in params and board.has_region(ids[0]):
        localise("region_name", board.region(ids[0]))
    waters = [territory(position) for position in range(1, len(ids))]
    if "waters" in params and waters and None not in waters and params["waters"] == ", ".join(w.name for w in waters):
        params["waters"] = ", ".join(local_name(w.name, w.names, language) for w in waters)
    return problem if params == dict(problem.params) else dataclasses.replace(problem, params=params)


def territory_display_name(board: Board, territory_id: str) -> str:
    """A territory as the app's reader calls it (its id if it is not on the map)."""
    if not board.has_territory(territory_id):
        return str(territory_id)
    territory = board.territory(territory_id)
    return local_name(territory.name, territory.names, app_language())


def translated_message(problem: Problem, types: Mapping[str, ProblemType], context: str,
                       word_parameters: frozenset[str]) -> str:
    """``problem`` worded from its type's template translated in ``context``, with the
    parameters that are English words (``word_parameters``) translated too; the engine's
    English if the code is not in ``types``."""
    kind = types.get(problem.code)
    if kind is None:
        return problem.message
    params = {
        key: QCoreApplication.translate(context, value) if key in word_parameters and isinstance(value, str)
        else value
        for key, value in reader_counts(counted(problem.params, kind.counts)).items()
    }
    try:
        return QCoreApplication.translate(context, kind.template).format(**params)
    except (KeyError, IndexError, ValueError):
        # A translation with a mistyped placeholder must not hide the problem.
        return problem.message


def severity_text(severity: Severity) -> str:
    # Literal contexts: pyside6-lupdate does not follow variables.
    if severity is Severity.ERROR:
        return QCoreApplication.translate("Problem", "Error")
    return QCoreApplication.translate("Problem", "Warning")


def as_sentence(text: str) -> str:
    """The engine's messages start in lower case (they follow a file name in the CLI)."""
    return text[:1].upper() + text[1:]
