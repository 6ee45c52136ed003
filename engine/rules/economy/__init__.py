"""The MU economy variant (seed 004): the rule set "economy" (engine/rules/economy/rules.py)."""

from engine.rules.economy.rules import EconomyRules

__all__ = ["EconomyRules"]
