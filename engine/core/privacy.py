"""Whose eyes a decision is for: the rules' answer, which hot-seat play follows.

One screen is shared by several people. For each decision the rule set says what the
screen may show while it is taken (``DecisionPrivacy``):

* ``OWN`` — the decider's own turn: their secrets (cards, mission) may be on screen. If the
  screen was someone else's and the decider has secrets, it is handed over first;
* ``QUICK`` — like OWN, but in quick turns (setup) where a cover at every turn would be a
  slog: the decider's secrets stay hidden until they ask for them;
* ``PUBLIC`` — someone answers a question on another player's turn (a defender's dice, a
  missile in Legacy): nobody's secrets are shown, and no hand-over is needed;
* ``SECRET`` — the decision itself is secret (an MU plan): the screen is always handed over
  first, and nothing of it is shown to anyone else afterwards.

When a person's OWN decision follows another person's, the screen says whose it is before they
can act, even with nothing secret (a light notice they click). Decisions of one exchange the
people follow together — the declarations of one MU battle — name it (``together``): while it
goes on, the decision passes between them with no notice.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Visibility(enum.StrEnum):
    OWN = "own"
    QUICK = "quick"
    PUBLIC = "public"
    SECRET = "secret"


@dataclass(frozen=True)
class DecisionPrivacy:
    player: int | None  # who decides (None: nobody, the game is over)
    visibility: Visibility
    has_secrets: bool = False  # whether the decider holds anything private now
    # The exchange the decision belongs to, followed at the screen by everyone in it (one
    # battle: "battle:12"); None: a decision of its own.
    together: str | None = None

    @property
    def shows_secrets_of(self) -> int | None:
        """Whose secrets may be on screen while this decision is taken."""
        return None if self.visibility is Visibility.PUBLIC else self.player
