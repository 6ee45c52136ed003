"""Risk Legacy campaigns: the world's history, carried from game to game and never lost."""
