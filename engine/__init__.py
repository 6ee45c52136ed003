"""Worldsmith's engine: maps, scenarios, rules and bots. Pure Python, never imports Qt."""
