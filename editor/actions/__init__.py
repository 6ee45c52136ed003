"""The map editor's menu actions, one module per menu or family of commands (File, Map,
Balance, Import/Export, geometry fixes, grid, clipboard, nudges, tracing, rotate/scale): each
builds its QActions, keeps them enabled as the selection and the document change, and turns a
click into commands on the document. The window (editor/main_window.py) only assembles them."""
