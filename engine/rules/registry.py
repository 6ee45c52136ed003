"""Rule sets by name: ``register`` a class, ``rules_for(name, world, options)`` to play one."""

from __future__ import annotations

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


def rules_for(name: str, world: World, options: Mapping[str, object] | None = None) -> RuleSet:
    return ruleset_class(name)(world, options)


def _load_builtin() -> None:
    # Importing the modules registers their rule sets; done lazily to avoid import cycles.
    import engine.rules.classic  # noqa: F401
