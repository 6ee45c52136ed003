"""Fixtures of the command-line tests: a bot that takes any legal action (tests/support/any_legal_bot.py)."""

from tests.support.any_legal_bot import any_legal_bot  # noqa: F401 (a fixture)
