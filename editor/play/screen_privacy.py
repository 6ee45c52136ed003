"""Whose secrets a shared screen may show, decision by decision.

A hot-seat window is one screen for several people. A hand of cards and a secret mission
belong to one player; the board, the dice and the log are public. Before every decision
``ScreenPrivacy.next`` says how the screen must change so that it shows only what the
person about to use it may see:

* ``SHOW`` — the decider's own secrets (if any) may be on screen: it is their screen
  already, or they have nothing to hide from the last person, or only one person plays;
* ``HANDOFF`` — cover the screen until the decider says they are at it: they have
  secrets and the screen was someone else's, or the decision itself is secret;
* ``NOTICE`` — the decider has nothing secret, but the screen was another person's: it says
  whose turn it is (a light cover, the board seen through it) until they click, so that
  nobody acts on someone else's decision unawares. Not within one exchange the people
  follow together (the declarations of one MU battle: ``DecisionPrivacy.together``), nor in
  quick setup turns;
* ``REVEAL`` — the screen was the decider's a moment ago, but someone else has used it
  since (a defender choosing dice, or a computer player's turn), or the rules call the
  turn quick (setup: a cover at every claim would make it a slog): the decider's secrets
  stay hidden until they ask for them, and their game goes on meanwhile;
* ``PUBLIC`` — a person decides who is not the one whose turn it is (a defender's dice):
  they see the question, nobody's secrets;
* ``NOBODY`` — a computer player decides while two or more people share the screen: no
  one's secrets are shown to whoever is watching.

What a decision may show is the rule set's answer (``RuleSet.privacy``); this turns it,
with who had the screen before, into what the window does. Plain Python (no Qt), so the
rules of the screen are tested on their own.
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from dataclasses import dataclass

from engine.core.privacy import DecisionPrivacy, Visibility


class Step(enum.Enum):
    SHOW = "show"
    HANDOFF = "handoff"
    NOTICE = "notice"
    REVEAL = "reveal"
    PUBLIC = "public"
    NOBODY = "nobody"


@dataclass
class ScreenPrivacy:
    """The screen's owner (the person last handed the screen) and whose secrets it shows."""

    humans: frozenset[int]
    owner: int | None = None
    shown: int | None = None  # whose cards and mission the screen shows now
    together: str | None = None  # the exchange the last decision belonged to (DecisionPrivacy.together)

    @classmethod
    def for_people(cls, humans: Collection[int]) -> ScreenPrivacy:
        privacy = cls(frozenset(humans))
        if len(privacy.humans) == 1:
            # One person against computer players: their own secrets are always theirs to see.
            (person,) = privacy.humans
            privacy.owner = privacy.shown = person
        return privacy

    @property
    def shared(self) -> bool:
        return len(self.humans) >= 2

    def next(self, decision: DecisionPrivacy, is_person: bool = True) -> Step:
        """How the screen must change before the decision the rules describe (``decision``,
        see engine/core/privacy.py) is taken; ``is_person``: whether a person (not a
        computer player) takes it. The screen's state is updated for every step but HANDOFF,
        which hides everything and waits for ``handed_to``."""
        decider = decision.player
        together, self.together = self.together, decision.together
        if not self.shared:
            return Step.SHOW if decider in self.humans else Step.NOBODY
        if decider is None or decider not in self.humans or not is_person:
            self.shown = None
            return Step.NOBODY
        visibility = decision.visibility
        if visibility is Visibility.PUBLIC:
            self.shown = None
            return Step.PUBLIC
        if self.shown == decider:
            return Step.SHOW
        if visibility is not Visibility.SECRET and not decision.has_secrets:
            notice = (visibility is Visibility.OWN and self.owner is not None and self.owner != decider
                      and (decision.together is None or decision.together != together))
            self.owner = self.shown = decider
            return Step.NOTICE if notice else Step.SHOW
        if visibility is Visibility.QUICK or (visibility is Visibility.OWN and self.owner == decider):
            self.owner, self.shown = decider, None
            return Step.REVEAL
        self.shown = None
        return Step.HANDOFF

    def handed_to(self, player: int) -> None:
        """``player`` took the screen (the hand-off cover was dismissed)."""
        self.owner = self.shown = player

    def reveal(self, player: int) -> None:
        """``player``, whose screen it is, asked to see their secrets again."""
        if player == self.owner:
            self.shown = player


def shown_state(controller):
    """The state the screen may draw from: the controller's ``screen_state()`` (the view of the
    person whose secrets the screen shows), or the state itself for a stand-in that has none
    (the round replay's, whose state is nobody's view already)."""
    screen_state = getattr(controller, "screen_state", None)
    return screen_state() if screen_state is not None else controller.state
