"""Why a campaign cannot do something, in a form a UI can put into its reader's language.

A campaign's errors (CampaignError, PackError, RecordError) reach people: the play window
shows them when a game cannot start or be recorded, and ``worldsmith campaign`` and
``worldsmith packs`` print them. So, like the rules' refusals (engine/core/errors.py) and a
scenario's errors (engine/scenario/game_setup.py), each is an English *template* marked
QT_TRANSLATE_NOOP("CampaignError", …) where it is raised, with its *parameters*;
``str(error)`` stays the English sentence logs and tests read.

A parameter may be a reason from further down — a refusal (IllegalAction), a scenario's
error, another campaign error, a placement Problem, or a list of a scenario's Problems
(:class:`ProblemList`): in English it reads as its own English sentence, and the UI
(editor/language/campaign_error_text.py) puts each into its reader's language too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.board.problems import Problem

CAMPAIGN_ERROR_CONTEXT = "CampaignError"


@dataclass(frozen=True)
class ProblemList:
    """A scenario's problems named in a message: the first few, and how many more there are."""

    shown: tuple[Problem, ...]
    more: int = 0

    @classmethod
    def of(cls, problems: Sequence[Problem], most: int = 3) -> ProblemList:
        return cls(tuple(problems[:most]), max(0, len(problems) - most))

    def __str__(self) -> str:
        text = "; ".join(p.message for p in self.shown)
        return f"{text} (and {self.more} more)" if self.more else text

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def english(value: object) -> object:
    """How a parameter reads in the English sentence: a Problem as its message."""
    return value.message if isinstance(value, Problem) else value


class CampaignMessageError(ValueError):
    """An error whose message is ``template`` (context "CampaignError") filled with
    ``params``; ``str(error)`` is the English sentence."""

    def __init__(self, template: str, /, **params: object) -> None:
        values = {key: english(value) for key, value in params.items()}
        super().__init__(template.format(**values) if params else template)
        self.template = template
        self.params = params
