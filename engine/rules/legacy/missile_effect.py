"""Whether a missile could change a roll's losses, and each die's face as it stands.

"For each Missile discarded in this way, the player can change one die in the combat roll to
an unmodifiable 6. A player may discard multiple Missiles to change multiple dice per battle."
(Risk Legacy rulebook, "Missiles".)

A missile is only worth offering when it changes who loses troops: a die already showing 6
(naturally or after modifiers) stays a 6, and a die the comparison does not reach, or one
whose pair is decided either way, changes nothing. Because modifiers name their die in the
natural roll and skip a die a missile set (engine/rules/legacy/dice.py), a missile on one die
can move a modifier to another: every question here is answered by the engine's own
arithmetic (:func:`apply_modifiers`), never by looking at faces alone.

Pure and Qt-free: the missile question (editor/play/legacy/pages/missile_page.py) asks it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from engine.rules.legacy.dice import (
    ATTACK,
    DEFENCE,
    MISSILE_FACE,
    MISSILE_SOURCE,
    DieModifier,
    apply_modifiers,
    battle_losses,
)

Die = tuple[str, int]  # (side, index in that side's natural roll, high to low)


def roll_losses(natural_attack: Sequence[int], natural_defence: Sequence[int], modifiers: Sequence[DieModifier],
                missiles: Sequence[Die] = ()) -> tuple[int, int]:
    """(attacker losses, defender losses) of the roll with ``missiles`` and ``modifiers``."""
    return battle_losses(apply_modifiers(natural_attack, natural_defence, modifiers, missiles))


def faces_now(natural_attack: Sequence[int], natural_defence: Sequence[int], modifiers: Sequence[DieModifier],
              missiles: Sequence[Die] = ()) -> dict[str, tuple[int, ...]]:
    """Each side's dice as they stand (missiles and modifiers applied), in the order of the
    natural roll high to low: ``faces_now(...)[ATTACK][i]`` is what natural die ``i`` became."""
    roll = apply_modifiers(natural_attack, natural_defence, modifiers, missiles)
    faces = {ATTACK: list(roll.natural_attack), DEFENCE: list(roll.natural_defence)}
    # The changes come in the order applied, each with the die's running face: the last
    # change of a die is its face now.
    for change in roll.changes:
        faces[change.side][change.index] = MISSILE_FACE if change.source == MISSILE_SOURCE else change.after
    return {side: tuple(dice) for side, dice in faces.items()}


def useful_missiles(natural_attack: Sequence[int], natural_defence: Sequence[int], modifiers: Sequence[DieModifier],
                    missiles: Sequence[Die] = (), spare: int = 1,
                    sides: Sequence[str] = (ATTACK, DEFENCE)) -> list[Die]:
    """The dice a missile is worth firing at, for a player holding ``spare`` missiles: those
    where one more missile changes the losses, alone or together with the holder's others.

    A die counts when, for some set of at most ``spare`` new missiles that includes it, the
    losses with the set differ from the losses without that die (two 4s against a defender's
    6 and 4 gain nothing from one missile, but two missiles win the second pair: both dice are
    worth it to someone holding two). Dice already set by a missile are never listed. In the
    order attack dice then defence dice, each high to low (natural order). ``sides``: whose
    dice the holder would change (the attacker's own, the defender's own; anyone else either).

    A die showing 6 now is never listed either: a missile "can change one die in the combat
    roll to an unmodifiable 6", and a 6 is not changed by it. (In the engine's arithmetic such
    a missile could still move a "highest die" modifier onto another die; the rulebook does
    not describe that, and "make the defender's 6 a 6" is no choice to put to anyone.)
    """
    taken = set(missiles)
    faces = faces_now(natural_attack, natural_defence, modifiers, missiles)
    free = [(side, index) for side in (ATTACK, DEFENCE) if side in sides for index, face in enumerate(faces[side])
            if (side, index) not in taken and face != MISSILE_FACE]
    cache: dict[frozenset[Die], tuple[int, int]] = {}

    def losses(extra: frozenset[Die]) -> tuple[int, int]:
        if extra not in cache:
            cache[extra] = roll_losses(natural_attack, natural_defence, modifiers, [*missiles, *sorted(extra)])
        return cache[extra]

    useful: list[Die] = []
    for die in free:
        others = [d for d in free if d != die]
        for size in range(min(spare, len(free))):  # the holder's other missiles: 0 to spare - 1
            if any(losses(frozenset(rest) | {die}) != losses(frozenset(rest))
                   for rest in itertools.combinations(others, size)):
                useful.append(die)
                break
    return useful


def missile_could_change(natural_attack: Sequence[int], natural_defence: Sequence[int],
                         modifiers: Sequence[DieModifier], missiles: Sequence[Die] = (), spare: int = 1,
                         sides: Sequence[str] = (ATTACK, DEFENCE)) -> bool:
    """Whether a holder of ``spare`` missiles could change this roll's losses at all."""
    return spare > 0 and bool(useful_missiles(natural_attack, natural_defence, modifiers, missiles, spare, sides))


def own_sides(seat: int, attacker: int, defender: int) -> tuple[str, ...]:
    """The dice a player's missile helps them on: the attacker's own, the defender's own; a
    player outside the battle may side with either."""
    if seat == attacker:
        return (ATTACK,)
    if seat == defender:
        return (DEFENCE,)
    return (ATTACK, DEFENCE)
