"""Hot-seat play: people and computer players at one desk, on the engine's rules."""
