"""One page of the Legacy decision panel per phase (editor/play/legacy/decision_panel.py)."""
