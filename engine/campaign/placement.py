"""Placing and removing one sticker on a Legacy world, as the designer (and later the rules) do.

Each function returns the world's new list of marks, or the rule the change would break (a
:class:`Problem` from ``engine.scenario.validation.REFUSALS``). Nothing is changed in place:
the caller decides whether to apply the new list, which is what makes a placement one
undoable step.

Covering follows the stickers: a city placed over a city replaces it where it was (its
fortification stays with the place), and a scar placed over a scar first takes a
scar-cancel from the stock, so the old scar stays in the history, cancelled.
"""

from __future__ import annotations

import dataclasses

from engine.board.problems import Problem
from engine.campaign.pieces import MarkKind
from engine.campaign.world import LegacyWorld, Mark
from engine.scenario.validation import mark_refusal


def place_mark(world: LegacyWorld, mark: Mark, cover: bool = False) -> list[Mark] | Problem:
    """The marks after ``mark`` is stuck on ``mark.territory`` (covering what is there if
    ``cover``), or why it may not be."""
    marks = list(world.marks)
    territory = mark.territory
    if mark.is_city and cover:
        old = world.city(territory)
        if old is not None:
            # The stock counts marks on the board: the covered city goes back before the
            # new one is checked (a major city over the last minor one is allowed).
            without = dataclasses.replace(world, marks=[m for m in marks if m is not old])
            refusal = mark_refusal(without, mark)
            if refusal is not None:
                return refusal
            marks[next(i for i, m in enumerate(marks) if m is old)] = mark
            return marks
    if mark.kind is MarkKind.SCAR and cover and world.scar(territory) is not None:
        cancel = Mark(MarkKind.SCAR_CANCEL, territory)
        refusal = mark_refusal(world, cancel)
        if refusal is not None:
            return refusal
        cancelled = dataclasses.replace(world, marks=[*marks, cancel])
        refusal = mark_refusal(cancelled, mark)
        if refusal is not None:
            return refusal
        return [*marks, cancel, mark]
    refusal = mark_refusal(world, mark, cover)
    if refusal is not None:
        return refusal
    return [*marks, mark]


def remove_mark(world: LegacyWorld, mark: Mark) -> list[Mark]:
    """The marks without ``mark`` (peeled off: its sticker goes back to the stock). Removing a
    city takes its fortification with it, which has nothing left to encircle."""
    marks = [m for m in world.marks if m is not mark]
    if mark.is_city:
        marks = [m for m in marks if not (m.territory == mark.territory and m.kind is MarkKind.FORTIFICATION)]
    return marks


def replace_mark(world: LegacyWorld, old: Mark, new: Mark) -> list[Mark]:
    """The marks with ``old`` edited into ``new`` in place (a city renamed, boxes ticked)."""
    return [new if m is old else m for m in world.marks]
