"""Why an action is refused, in words a player understands."""

from __future__ import annotations


class IllegalAction(Exception):
    """The action is not allowed now; ``str(error)`` explains why, for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NotYourDecision(IllegalAction):
    """Someone else must decide now (another player's turn, or the defender's dice)."""


class WrongPhase(IllegalAction):
    """This kind of action belongs to another part of the turn."""


class InvalidTerritory(IllegalAction):
    """The territory cannot be used this way (not yours, not adjacent, too few armies...)."""


class InvalidCount(IllegalAction):
    """Too many or too few armies or dice."""


class InvalidCards(IllegalAction):
    """The cards are not yours or do not make a set."""


class ActionFormatError(ValueError):
    """An action written as text (in a save) cannot be understood."""
