"""A faster ``__init__`` for the engine's small frozen, slotted dataclasses (events, actions).

A frozen dataclass sets each field through ``object.__setattr__``, looked up anew for every
field of every instance; a game makes thousands of events per second, so that adds up. The
replacement stores each argument through its slot's own descriptor, which skips the frozen
``__setattr__`` just the same. Everything else — fields, equality, hashing, repr, being
frozen — stays what ``@dataclass`` made.
"""

from __future__ import annotations

from dataclasses import MISSING, fields


def quick_init(cls: type) -> type:
    """Give a frozen, slotted dataclass with plain fields (no defaults) a faster __init__."""
    params = fields(cls)
    if any(f.default is not MISSING or f.default_factory is not MISSING or not f.init for f in params):
        raise TypeError(f"{cls.__name__}: quick_init handles only fields without defaults")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick_init does not call __post_init__")
    names = [f.name for f in params]
    setters = {}
    for name in names:
        slot = next(k.__dict__[name] for k in cls.__mro__ if name in k.__dict__)
        setters[f"_set_{name}"] = slot.__set__
    body = "".join(f"        _set_{name}(self, {name})\n" for name in names) or "        pass\n"
    source = (
        f"def _make({', '.join(setters)}):\n"
        f"    def __init__(self{''.join(', ' + name for name in names)}):\n"
        f"{body}"
        f"    return __init__\n"
    )
    namespace: dict = {}
    exec(source, namespace)  # noqa: S102 - the source is built from the class's own field names
    init = namespace["_make"](**setters)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init
    return cls
