"""Risk Legacy: the rule set "legacy" (engine/rules/legacy/rules.py) and its parts."""

from engine.rules.legacy.rules import LegacyRules

__all__ = ["LegacyRules"]
