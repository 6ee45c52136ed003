"""Is my map fair? Figures from many simulated games plus static facts of the map's graph.

* :mod:`engine.balance.runner` — ``run_balance``: plays the games (on every core) and builds
  the report, a plain dict in the schema documented in docs/balance.md;
* :mod:`engine.balance.game_player` — the spec of a run and the player a worker builds from it;
* :mod:`engine.balance.playing` — the games played here or on local worker processes;
* :mod:`engine.balance.cluster` — the same games on a Dask cluster (``--scheduler``, optional);
* :mod:`engine.balance.static_facts` — degree, articulation points, bridges, continent borders;
* :mod:`engine.balance.game_record` — what one game leaves for the figures;
* :mod:`engine.balance.figures` — win rates with Wilson intervals, lengths, continents;
* :mod:`engine.balance.seat_tests` — one chi-square test across the seats before any seat warning;
* :mod:`engine.balance.continent_value` — what holding a continent does, matched and replayed;
* :mod:`engine.balance.findings` — the plain-language findings (translatable templates);
* :mod:`engine.balance.html_page` — the self-contained HTML page.
"""
