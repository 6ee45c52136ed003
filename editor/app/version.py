"""Worldsmith's version: written here once, read by the packaging (pyproject.toml reads this
file), ``worldsmith --version``, the About box, crash reports and the bundle's file name — so a
bundle, a wheel and a checkout that is not installed all say the same."""

VERSION = "0.1.0"
