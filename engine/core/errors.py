"""Why an action is refused, in words a player understands (and a UI can translate)."""

from __future__ import annotations

# The context the refusals' templates are marked with (QT_TRANSLATE_NOOP("Refusal", ...)).
REFUSAL_CONTEXT = "Refusal"


class IllegalAction(Exception):
    """The action is not allowed now; ``str(error)`` explains why, in English, for the player.

    ``template`` is the English sentence with named placeholders and ``params`` their values
    (numbers, words, and territories and seats as engine.core.messages.TerritoryName and
    SeatName), so that a UI can say the same in its reader's language.
    """

    def __init__(self, template: str, /, **params: object) -> None:
        reason = template.format(**params) if params else template
        super().__init__(reason)
        self.reason = reason
        self.template = template
        self.params = params


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
