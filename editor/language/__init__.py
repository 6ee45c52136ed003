"""The language the app speaks: which translation and which of a map's names to show
(app_language.py), and what the engine says — refusals, events, validation problems —
translated and filled in for the reader (engine_text.py, problem_text.py). The engine words
its messages as English templates and never imports Qt; translation happens only here."""
