"""Worldsmith's desktop application (PySide6). Qt is imported only below this package."""
