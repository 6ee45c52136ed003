"""Computer players. They see the game only through legal_actions and apply, like a person."""
