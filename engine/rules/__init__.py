"""Rule sets (classic, and later Legacy and the MU economy) behind one interface.

Look a rule set up by name with :func:`engine.rules.registry.rules_for`; each one plugs in
with :func:`engine.rules.registry.register`.
"""
