"""Scenario problems and placement refusals are translatable: the editor's templates are the engine's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from editor.language.problem_text import as_sentence
from editor.scenario.scenario_problem_text import (
    PARAMETER_WORDS,
    REFUSAL_TEMPLATES,
    SCENARIO_TEMPLATES,
    scenario_problem_message,
)
from engine.board.problems import Problem, Severity
from engine.campaign.pieces import MarkKind
from engine.campaign.world import STARTING_STOCK
from engine.scenario import validation
from engine.scenario.validation import REFUSALS, SCENARIO_PROBLEMS, refusal, scenario_problem


def test_the_translatable_templates_are_the_engines():
    assert [kind.template for kind in SCENARIO_PROBLEMS.values()] == SCENARIO_TEMPLATES
    assert [kind.template for kind in REFUSALS.values()] == REFUSAL_TEMPLATES


def test_every_word_the_engine_puts_in_a_sentence_is_translatable():
    items = {validation._item_name(item) for item in [*STARTING_STOCK, MarkKind.WORLD_CAPITAL.value]}
    marks = {f"a {kind.value} mark" for kind in MarkKind}
    places = {"the fixed setup", "the economy setup", "an HQ", "a capital", "a base", "a road", "a fortification",
              "a territory card"}
    assert items | marks | places | {"before the first game", "ever"} <= set(PARAMETER_WORDS)


def test_untranslated_messages_read_as_the_engine_wrote_them(qapp):
    problem = scenario_problem("two-cities", ("a",), territory="Alpha")
    assert scenario_problem_message(problem) == problem.message == "Alpha has two cities"
    stock = refusal("out-of-stock-item", "a", item="minor cities")
    assert as_sentence(scenario_problem_message(stock)) == "No minor cities left in the stock"


class FakeSpanish(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        table = {
            "no {item} left in the stock": "no quedan {item} en la reserva",
            "minor cities": "ciudades menores",
            "{territory}'s card has {coins}: at most {limit} {when}":
                "la carta de {territory} tiene {coins}: como mucho {limit} {when}",
            "before the first game": "antes de la primera partida",
            "{territory} has two scars": "{territorio} tiene dos cicatrices",  # broken on purpose
        }
        if context == "Counts" and source == "%n coin(s)":  # the count, with its plural form
            return "%n moneda" if n == 1 else "%n monedas"
        return table.get(source, "") if context == "ScenarioProblem" else ""


def test_the_template_and_word_parameters_are_translated(qapp):
    translator = FakeSpanish()
    QCoreApplication.installTranslator(translator)
    try:
        stock = refusal("out-of-stock-item", "a", item="minor cities")
        assert scenario_problem_message(stock) == "no quedan ciudades menores en la reserva"
        coins = scenario_problem("too-many-coins", ("a",), territory="Alfa", coins=4, limit=3,
                                 when="before the first game")
        assert scenario_problem_message(coins) == (
            "la carta de Alfa tiene 4 monedas: como mucho 3 antes de la primera partida")
        # A translation with a wrong placeholder falls back to the engine's English.
        broken = scenario_problem("two-scars", ("a",), territory="Alfa")
        assert scenario_problem_message(broken) == "Alfa has two scars"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_unknown_codes_keep_the_engines_message(qapp):
    assert scenario_problem_message(Problem("from-the-future", Severity.WARNING, "something new")) == "something new"
