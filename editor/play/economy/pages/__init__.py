"""The pages of the economy's phase panel, one module per phase (editor/play/economy/phase_panel.py)."""
