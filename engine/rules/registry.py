"""Rule sets by name: ``register`` a class, ``rules_for(name, world, options)`` to play one."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping

from engine.core.world import World
from engine.rules.base import RuleSet

_RULESETS: dict[str, type[RuleSet]] = {}


def register(cls: type[RuleSet]) -> type[RuleSet]:
    """Class decorator: make a rule set available under its ``name``."""
    if not cls.name:
        raise ValueError(f"{cls.__name__} has no name")
    if cls.name in _RULESETS and _RULESETS[cls.name] is not cls:
        raise ValueError(f"two rule sets are called '{cls.name}'")
    _RULESETS[cls.name] = cls
    return cls


def unregister(name: str) -> None:
    """Forget the rule set ``name`` (tests that register one of their own for a while)."""
    _RULESETS.pop(name, None)


def ruleset_names() -> list[str]:
    _load_builtin()
    return sorted(_RULESETS)


def ruleset_class(name: str) -> type[RuleSet]:
    _load_builtin()
    try:
        return _RULESETS[name]
    except KeyError:
        known = ", ".join(sorted(_RULESETS))
        raise KeyError(f"there is no rule set called '{name}' (known: {known})") from None


def rules_for(name: str, world: World, options: Mapping[str, object] | None = None, *,
              campaign: object | None = None, economy: object | None = None) -> RuleSet:
    """The rule set ``name`` on ``world``; a campaign world or an economy start goes only to a
    rule set that plays one (ValueError otherwise, or when a campaign rule set has none)."""
    cls = ruleset_class(name)
    if campaign is not None and not cls.needs_campaign:
        raise ValueError(f"the {name} rules do not play a campaign world")
    if campaign is None and cls.needs_campaign:
        raise ValueError(f"the {name} rules are played on a campaign world, and none was given")
    if economy is not None and not cls.takes_economy:
        raise ValueError(f"the {name} rules have no economy start")
    return cls(world, options, campaign=campaign, economy=economy)


_LOADED = False


def _load_builtin() -> None:
    """Import every module and package of this package once: one that defines a rule set
    registers it, so a new rule set is a new file (or folder) here and its data, with no line
    to add elsewhere.
    Done lazily, at the first question, to avoid import cycles."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    package = importlib.import_module(__package__)
    for module in pkgutil.iter_modules(package.__path__):
        if not module.name.startswith("_"):
            importlib.import_module(f"{__package__}.{module.name}")
