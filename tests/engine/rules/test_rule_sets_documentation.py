"""docs/rule-sets.md cannot drift from the code: every member and hook it names exists with
the parameters it shows, every public one is there, and the example's code it shows is the
example's code (tests/engine/rules/example_rules.py)."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

from engine.core.state import DecisionKind, GameState
from engine.rules.base import RuleSet
from engine.rules.classic import ClassicRules

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "rule-sets.md"
EXAMPLE = ROOT / "tests" / "engine" / "rules" / "example_rules.py"
NOT_FROM_THE_EXAMPLE = "<!-- not from the example -->"
# Functions the doc names that are not methods: the registry's.
# Functions the text names that are not methods, with the module that has them.
ELSEWHERE = {"rules_for": "engine.rules.registry", "ruleset_class": "engine.rules.registry",
             "ruleset_names": "engine.rules.registry", "_load_builtin": "engine.rules.registry",
             "register_judgement": "engine.ai.judgement"}


def section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def table_cells(text: str, column: int = 0) -> list[str]:
    """The code in a column of every table row that has code there: "name(a, b)"."""
    cells = []
    for line in text.splitlines():
        if line.startswith("| `"):
            cell = line.split("|")[column + 1].strip()
            cells.extend(re.findall(r"`([^`]+)`", cell))
    return cells


def name_and_parameters(cell: str) -> tuple[str, list[str] | None]:
    found = re.fullmatch(r"(\w+)(?:\((.*)\))?", cell)
    assert found, f"'{cell}' is not a name or a call"
    name, parameters = found.groups()
    return name, None if parameters is None else [p.strip() for p in parameters.split(",") if p.strip()]


def parameters_of(cls: type, name: str) -> list[str]:
    return [p for p in inspect.signature(getattr(cls, name)).parameters if p != "self"]


def test_the_contract_tables_name_every_public_member_of_a_rule_set_with_its_parameters():
    documented = {}
    for cell in table_cells(section("The contract at a glance")):
        name, parameters = name_and_parameters(cell)
        assert hasattr(RuleSet, name), f"docs/rule-sets.md names RuleSet.{name}, which does not exist"
        if parameters is not None:
            assert parameters == parameters_of(RuleSet, name), name
        documented[name] = parameters
    public = {name for name in dir(RuleSet) if not name.startswith("_")}
    assert set(documented) == public


def test_the_hook_table_names_every_classic_hook_with_its_parameters():
    documented = set()
    for cell in table_cells(section("Building on classic: the hooks")):
        name, parameters = name_and_parameters(cell)
        assert callable(getattr(ClassicRules, name, None)), f"docs/rule-sets.md names a hook {name} that is not there"
        assert parameters == parameters_of(ClassicRules, name), name
        documented.add(name)
    hooks = {name for name in vars(ClassicRules) if not name.startswith("_")} - set(dir(RuleSet))
    assert documented == hooks


def test_the_kinds_of_decision_and_the_state_fields_that_say_them_exist():
    text = section("Decisions: three kinds")
    assert set(table_cells(text, 0)) == {kind.value for kind in DecisionKind}
    fields = set(GameState.__dataclass_fields__)
    for name in table_cells(text, 2):
        assert name in fields, name


def test_every_method_named_in_the_text_exists():
    """`name(...)` anywhere in the doc is a method of a rule set, a state, a game or a bot."""
    from engine.ai.bot import Bot
    from engine.core.game import Game
    from tests.engine.rules.example_rules import HomelandsRules

    owners = (HomelandsRules, GameState, Game, Bot)
    text = DOC.read_text(encoding="utf-8")
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    for call in re.findall(r"`(?:\w+\.)?(\w+)\(", prose):
        if call[0].isupper():
            continue  # a class (Bot.choose's "Bot", "LegacyWorld()")
        known = any(hasattr(owner, call) for owner in owners) or (
            call in ELSEWHERE and hasattr(importlib.import_module(ELSEWHERE[call]), call))
        assert known, f"docs/rule-sets.md names {call}(), which nothing has"


def test_the_example_code_shown_is_the_examples_code():
    text = DOC.read_text(encoding="utf-8")
    example = EXAMPLE.read_text(encoding="utf-8")
    shown = 0
    for before, block in re.findall(r"([^\n]*)\n```python\n(.*?)```", text, flags=re.S):
        if before.strip() == NOT_FROM_THE_EXAMPLE:
            continue
        assert block in example, f"docs/rule-sets.md shows code the example does not have:\n{block[:300]}"
        shown += 1
    assert shown >= 10
