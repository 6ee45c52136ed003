"""Worldsmith's shipped data, under the app's own name once installed: the wheel puts the
repo's top-level maps/, scenarios/ and resources/ folders here (setup.py maps them), so
site-packages gains no generic ``maps`` or ``resources`` packages.

In a source checkout this file lives in tools/packaging/ (setup.py maps the package here)
and the data stays at the repo's top level, where engine/resources.py (the one place that
locates it) looks first.
"""
