"""Documents: the open map (or scenario), its undo stack, its file, and change notices."""
