"""Widgets that show a map scene."""
