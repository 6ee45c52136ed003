"""Fixtures of the rules tests."""

from __future__ import annotations

import pytest

from engine.rules import registry
from tests.engine.rules.example_rules import HomelandsRules


@pytest.fixture
def homelands_registered(monkeypatch):
    """The example rule set (docs/rule-sets.md) registered for one test: saves, ``Game`` and
    ``simulate`` find rule sets by name, and the app itself must never offer it."""
    monkeypatch.setitem(registry._RULESETS, HomelandsRules.name, HomelandsRules)
