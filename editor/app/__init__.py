"""The application around the windows: start-up (application.py: QApplication, translations,
the crash hook and which launcher opens each kind of window), the registry windows use to open
one another (windows.py), and what outlives a window — recent files, the editor's autosave, the
crash report and start-up timing for the benchmarks."""
