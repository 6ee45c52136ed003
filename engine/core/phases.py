"""What a rule set tells the play window about each of its phases.

A phase is a plain string in the state (``"attack"``, ``"missile-window"``, ``"planning"``):
each rule set names its own, and says for each a title and what a player does in it, in
English, marked for translation (the window translates them). ``GAME_OVER`` is the one phase
every rule set shares.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.messages import QT_TRANSLATE_NOOP

GAME_OVER = "game-over"


@dataclass(frozen=True)
class PhaseInfo:
    """A phase as people read about it: ``title`` ("Attack") and ``task`` ("Attack or end
    the attack"), both English templates in the "Phase" translation context."""

    name: str
    title: str
    task: str = ""


GAME_OVER_INFO = PhaseInfo(GAME_OVER, QT_TRANSLATE_NOOP("Phase", "Game over"),
                           QT_TRANSLATE_NOOP("Phase", "The game is over"))


def unknown_phase(name: str) -> PhaseInfo:
    """What to show for a phase no rule set describes (a newer save, a rule set's bug):
    its own name, never a crash."""
    return PhaseInfo(name, name.replace("-", " ").capitalize(), "")
