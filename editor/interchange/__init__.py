"""File ▸ Import… and Export…: other programs' maps in the editor (the formats are
engine/interchange's). The window's side is editor/actions/interchange_actions.py."""
