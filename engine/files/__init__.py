"""File handling shared by maps, scenarios and saves: safe writes and strict YAML reading."""

from engine.files.atomic_write import atomic_write_text
from engine.files.errors import FileFormatError, FormatWarning

__all__ = ["FileFormatError", "FormatWarning", "atomic_write_text"]
