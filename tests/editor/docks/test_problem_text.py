"""Problem messages are translatable: the editor's list of templates is the engine's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from editor.language.problem_text import PROBLEM_TEMPLATES, as_sentence, problem_message
from engine.board.problems import PROBLEM_TYPES, Problem, Severity, make_problem
from engine.resources import resources_dir


def test_the_translatable_templates_are_the_engines():
    assert [kind.template for kind in PROBLEM_TYPES.values()] == PROBLEM_TEMPLATES


def test_untranslated_messages_read_as_the_engine_wrote_them(qapp):
    problem = make_problem("overlap", ("a", "b"), name="Alpha", other="Beta")
    assert problem_message(problem) == problem.message == "Alpha and Beta overlap"
    assert as_sentence(problem_message(make_problem("no-continent", ("a",), name="x"))) == "X belongs to no continent"


class FakeSpanish(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        table = {
            "{name} and {other} overlap": "{name} y {other} se solapan",
            "{name} has no {slot} slot": "{name} no tiene hueco de {slot}",
            "city": "ciudad",
            "{name} belongs to no continent": "{nombre} no pertenece a ningún continente",  # broken
        }
        return table.get(source, "") if context == "Problem" else ""


def test_the_template_and_word_parameters_are_translated(qapp):
    translator = FakeSpanish()
    QCoreApplication.installTranslator(translator)
    try:
        overlap = make_problem("overlap", ("a", "b"), name="Alfa", other="Beta")
        assert problem_message(overlap) == "Alfa y Beta se solapan"
        slot = make_problem("missing-slot", ("a",), name="Alfa", slot="city")
        assert problem_message(slot) == "Alfa no tiene hueco de ciudad"
        # A translation with a wrong placeholder falls back to the engine's English.
        broken = make_problem("no-continent", ("a",), name="Alfa")
        assert problem_message(broken) == "Alfa belongs to no continent"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_unknown_codes_keep_the_engines_message(qapp):
    problem = Problem("from-the-future", Severity.WARNING, "something new")
    assert problem_message(problem) == "something new"


def test_a_self_intersection_reads_wholly_in_spanish_with_the_real_catalogue(qapp):
    """Issue 30: the reason GEOS gives ("Self-intersection[0 41.6667]") was shown inside the
    Spanish sentence as English with its coordinates; it is now one of the engine's phrases,
    translated like the template (the location is the marker's)."""
    from engine.board import PolygonPart, Ring, Territory
    from engine.board.validation import validate
    from tests.support.boards import board

    bow_tie = Territory("t", "Tejas", (PolygonPart(Ring([(0, 0), (100, 100), (100, 0), (0, 100)])),),
                        continent="main")
    (problem,) = [p for p in validate(board(bow_tie)).problems if p.code == "invalid-polygon"]
    assert problem.params["reason"] == "the outline crosses itself"
    assert problem.location == (50.0, 50.0)
    translator = QTranslator()
    assert translator.load(str(resources_dir() / "translations" / "worldsmith_es.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        message = problem_message(problem)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert message.startswith("Tejas") and "se cruza" in message, message
    assert "outline" not in message and "intersection" not in message.lower()
