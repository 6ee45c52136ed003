"""Editing tools: each turns mouse and key input on the map into undoable commands."""
