"""Help inside the app: the Help menu every window shares (help_menu.py), the User Guide and
Rules window (help_window.py) over the pages in resources/help/ (pages.py), the Keyboard
Shortcuts list read from a window's own actions (shortcuts.py), and Preferences (preferences.py)."""
