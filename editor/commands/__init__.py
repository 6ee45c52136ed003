"""One QUndoCommand per kind of edit; each changes the map through its MapDocument."""
