"""Fixtures of the command-line tests: the stand-in Legacy rules (tests/support/stub_legacy.py)."""

from tests.support.stub_legacy import stub_legacy_registered  # noqa: F401 (a fixture)
