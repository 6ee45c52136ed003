"""Edits of the map that several inputs share — arrow-key nudges, rotate/scale, copy and
paste of territories: the tools, the menu actions and the dialogs all turn their input into
these, and these into undoable commands (editor/commands) on the document."""
