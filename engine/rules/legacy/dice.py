"""Risk Legacy's die modifiers and missiles: from the dice as rolled to the dice compared.

The rulebook (seed 003, "Die modifications" and "Missiles", p. 11):

    "1. Whether you are increasing or decreasing a die roll, the roll can never be higher
    than 6, or lower than 1.
    2. If more than one die is the same number, only one is modified per Scar, Faction
    Power, or Missile. For example: If you are defending in a territory with a bunker and
    roll two 5s, only one would change to a 6 because of the bunker in your defending
    territory.
    3. Sometimes, a combination of Scars, Missiles and special powers on Faction cards may
    affect which die is the highest one. Reevaluate your dice after all modifiers have been
    triggered to see which is now the highest."

    "For each Missile discarded in this way, the player can change one die in the combat
    roll to an unmodifiable 6."

How Worldsmith reads it (docs/rules-legacy.md, "Die modifiers and missiles"):

* **Missiles first.** Each missile sets one die, named by its place in the natural roll,
  to a 6 that nothing changes afterwards.
* **Each modifier names its die from the natural roll** (rule 3: the dice are reevaluated
  only *after* all modifiers, so "your highest die" is the one you rolled highest). A
  "highest" or "lowest" modifier changes exactly one of that side's dice not set by a
  missile — with tied dice, only one of them (rule 2): the first of the tie for "highest",
  the last for "lowest". An "all" modifier (a fortification's +1) changes each of them.
* **The bounds apply to the result** (rule 1): a die's modifiers are added up and the sum
  is kept within 1 to 6, so a fortified 6 that also suffers Ammo Shortage stays a 6. With
  dice named from the natural roll and the bounds applied once, the order in which the
  modifiers are listed never changes the dice compared.
* **Then the dice are sorted again**, high to low, and compared as usual (ties to the
  defender). The natural roll is kept: powers and packs read it.

This module is pure and knows nothing of the game state: the Legacy rules build the list of
modifiers for a battle (scars, fortifications, powers and their conditions) and call
:func:`apply_modifiers`; ``engine/rules/odds.py`` uses :func:`modified_dice` for exact odds.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "ALL",
    "ATTACK",
    "DEFENCE",
    "FORTIFICATION",
    "FORTIFICATION_SOURCE",
    "HIGHEST",
    "LOWEST",
    "MISSILE_SOURCE",
    "DieChange",
    "DieModifier",
    "ModifiedRoll",
    "apply_modifiers",
    "battle_losses",
    "best_missile",
    "modified_dice",
    "modifier_from_effect",
]

ATTACK = "attack"
DEFENCE = "defence"
SIDES = (ATTACK, DEFENCE)

HIGHEST = "highest"
LOWEST = "lowest"
ALL = "all"  # every die of the side (a fortification's +1 to both defence dice)
WHICH_DICE = (HIGHEST, LOWEST, ALL)

LOWEST_FACE, HIGHEST_FACE = 1, 6
MISSILE_FACE = HIGHEST_FACE
# "the attacker rolls 1, 2, or 3 dice and the defender rolls 1 or 2 dice"
MOST_DICE = {ATTACK: 3, DEFENCE: 2}

MISSILE_SOURCE = "missile"
FORTIFICATION_SOURCE = "fortification"


def _whole_number(value: object) -> bool:
    if isinstance(value, bool):
        return False
    try:
        operator.index(value)
    except TypeError:
        return False
    return True


@dataclass(frozen=True)
class DieModifier:
    """A change to one side's dice: ``amount`` added to its ``die`` ("highest", "lowest" or
    "all"), from ``source`` (shown to players: "scar:bunker", "fortification",
    "power:bear-ferocity").

    ``when_dice`` restricts it to rolls where that side rolls exactly that many dice (a
    power "when defending with two dice"); 0 means every roll. Conditions on the place
    ("where: hq", "where: city") are the rules' to check before listing the modifier.
    """

    amount: int
    side: str
    die: str
    source: str
    when_dice: int = 0

    def __post_init__(self) -> None:
        where = f" (die modifier from {self.source!r})"
        if not isinstance(self.source, str) or not self.source:
            raise ValueError(f"a die modifier needs a source to show players, got {self.source!r}")
        if not _whole_number(self.amount):
            raise ValueError(f"a die modifier's amount is a whole number, not {self.amount!r}{where}")
        if self.side not in SIDES:
            raise ValueError(f"a die modifier's side is 'attack' or 'defence', not {self.side!r}{where}")
        if self.die not in WHICH_DICE:
            raise ValueError(f"a die modifier changes the 'highest', 'lowest' or 'all' dice, not {self.die!r}{where}")
        if not _whole_number(self.when_dice) or not 0 <= self.when_dice <= MOST_DICE[self.side]:
            raise ValueError(
                f"a die modifier's when_dice is 0 (always) or a number of {self.side} dice from 1 to "
                f"{MOST_DICE[self.side]}, not {self.when_dice!r}{where}")

    def applies_to(self, dice: int) -> bool:
        """Whether it changes a roll where its side rolls ``dice`` dice."""
        return not self.when_dice or self.when_dice == dice


# The fortification mark: "When defending a territory with a Fortified city, the defender
# adds 1 to both of his dice."
FORTIFICATION = DieModifier(1, DEFENCE, ALL, FORTIFICATION_SOURCE)


@dataclass(frozen=True)
class DieChange:
    """One die changed by a missile or a modifier. ``index`` is the die's place in its
    side's natural roll (sorted high to low); ``before``/``after`` are the die as shown
    (always 1 to 6; a bound reached shows as no change)."""

    side: str
    index: int
    before: int
    after: int
    source: str


@dataclass(frozen=True)
class ModifiedRoll:
    """A combat roll before and after missiles and modifiers (each side high to low)."""

    natural_attack: tuple[int, ...]
    natural_defence: tuple[int, ...]
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    changes: tuple[DieChange, ...]  # every missile, then every modifier, in the order applied


def _natural(dice: Sequence[int], side: str) -> tuple[int, ...]:
    """The side's dice as ints, high to low, or a clear error."""
    try:
        faces = list(dice)
    except TypeError:
        raise ValueError(f"the {side} dice must be a list of numbers, not {dice!r}") from None
    if not 1 <= len(faces) <= MOST_DICE[side]:
        raise ValueError(f"the {side} rolls 1 to {MOST_DICE[side]} dice, not {len(faces)}: {faces!r}")
    for face in faces:
        if not _whole_number(face) or not LOWEST_FACE <= face <= HIGHEST_FACE:
            raise ValueError(f"a die shows 1 to 6, but the {side} dice are {faces!r}")
    return tuple(sorted((operator.index(face) for face in faces), reverse=True))


def _missile_dice(missiles: Sequence[tuple[str, int]], counts: Mapping[str, int]) -> list[tuple[str, int]]:
    """The (side, index) of each missile, checked: a real die, not one a missile already set."""
    seen: set[tuple[str, int]] = set()
    checked = []
    for missile in missiles:
        try:
            side, index = missile
        except (TypeError, ValueError):
            raise ValueError(f"a missile names a (side, die index), not {missile!r}") from None
        if side not in SIDES:
            raise ValueError(f"a missile changes an 'attack' or 'defence' die, not {side!r}")
        if not _whole_number(index) or not 0 <= index < counts[side]:
            raise ValueError(f"a missile on {side} die index {index!r}, but the {side} rolled "
                             f"{counts[side]} {'die' if counts[side] == 1 else 'dice'} (index 0 to {counts[side] - 1})")
        if (side, index) in seen:
            raise ValueError(f"two missiles on {side} die index {index}: it is already an unmodifiable 6")
        seen.add((side, operator.index(index)))
        checked.append((side, operator.index(index)))
    return checked


def _clamp(value: int) -> int:
    return HIGHEST_FACE if value > HIGHEST_FACE else LOWEST_FACE if value < LOWEST_FACE else value


def modified_dice(natural: Sequence[int], modifiers: Sequence[DieModifier],
                  fixed: frozenset[int] = frozenset()) -> tuple[tuple[int, ...], list[tuple[int, int, int, int]]]:
    """One side's dice after its ``modifiers`` (already that side's), in natural order.

    ``natural`` is sorted high to low; ``fixed`` holds the indexes a missile set, which no
    modifier touches (they keep their natural face here). Returns the final dice (in the
    natural order, not re-sorted) and the changes as (position of the modifier in
    ``modifiers``, die index, before, after), before and after as shown (1 to 6).
    """
    count = len(natural)
    free = [i for i in range(count) if i not in fixed]
    # Running sums, unbounded: the bounds apply to a die's total (see the module docstring).
    totals = list(natural)
    changes = []
    for position, modifier in enumerate(modifiers):
        if not free or not modifier.applies_to(count):
            continue
        if modifier.die == ALL:
            chosen = free
        elif modifier.die == HIGHEST:
            # The natural dice are sorted, so the first free die is the highest (the first of
            # a tie), the last free die the lowest (the last of a tie).
            chosen = free[:1]
        else:
            chosen = free[-1:]
        for index in chosen:
            before = totals[index]
            totals[index] = before + modifier.amount
            changes.append((position, index, _clamp(before), _clamp(totals[index])))
    return tuple(_clamp(total) for total in totals), changes


def apply_modifiers(natural_attack: Sequence[int], natural_defence: Sequence[int],
                    modifiers: Sequence[DieModifier], missiles: Sequence[tuple[str, int]] = ()) -> ModifiedRoll:
    """The dice compared after ``missiles`` and ``modifiers`` (see the module docstring).

    ``natural_attack`` (1 to 3 dice) and ``natural_defence`` (1 or 2) are the dice rolled, in
    any order; each missile is (side, index into that side's natural dice sorted high to
    low). Bad input raises ValueError saying what is wrong.
    """
    natural = {ATTACK: _natural(natural_attack, ATTACK), DEFENCE: _natural(natural_defence, DEFENCE)}
    if isinstance(modifiers, (str, bytes, DieModifier)):
        raise ValueError(f"the die modifiers must be a list of DieModifier, not {modifiers!r}")
    modifiers = tuple(modifiers)  # (any iterable, indexed below)
    for modifier in modifiers:
        if not isinstance(modifier, DieModifier):
            raise ValueError(f"a die modifier must be a DieModifier, not {modifier!r}")
    missile_dice = _missile_dice(missiles, {side: len(dice) for side, dice in natural.items()})
    missile_changes = [DieChange(side, index, natural[side][index], MISSILE_FACE, MISSILE_SOURCE)
                       for side, index in missile_dice]
    final = {}
    # The two sides are worked out apart; their changes are then put back in the order the
    # modifiers were given (each modifier's dice in natural order).
    modifier_changes = []
    for side in SIDES:
        fixed = frozenset(index for missile_side, index in missile_dice if missile_side == side)
        positions = [k for k, modifier in enumerate(modifiers) if modifier.side == side]
        dice, side_changes = modified_dice(natural[side], [modifiers[k] for k in positions], fixed)
        final[side] = tuple(sorted((MISSILE_FACE if i in fixed else face for i, face in enumerate(dice)),
                                   reverse=True))
        for order, (which, index, before, after) in enumerate(side_changes):
            source = modifiers[positions[which]].source
            modifier_changes.append((positions[which], order, DieChange(side, index, before, after, source)))
    modifier_changes.sort(key=lambda item: item[:2])
    return ModifiedRoll(natural[ATTACK], natural[DEFENCE], final[ATTACK], final[DEFENCE],
                        tuple(missile_changes + [change for *_, change in modifier_changes]))


def battle_losses(roll: ModifiedRoll) -> tuple[int, int]:
    """(attacker losses, defender losses) of a roll: the highest dice compared, then the
    next; "The higher number wins and the loser removes a troop from the territory. The
    defender wins ties." Dice without a partner are ignored."""
    attacker_losses = defender_losses = 0
    for attack, defence in zip(roll.attack, roll.defence, strict=False):
        if attack > defence:
            defender_losses += 1
        else:
            attacker_losses += 1
    return attacker_losses, defender_losses


def best_missile(natural_attack: Sequence[int], natural_defence: Sequence[int], modifiers: Sequence[DieModifier],
                 missiles: Sequence[tuple[str, int]], favour: str) -> tuple[str, int] | None:
    """The one more missile that does most for ``favour`` ("attack" or "defence", the side
    a player wants to win this roll), or None if no missile would change the losses for it.

    Only ``favour``'s own dice are worth a missile (a 6 never helps the other side lose).
    "Most" is the most the other side loses minus what ``favour`` loses; of equal choices
    the lowest die (it gains the most pips). For bots and hints; any die may be chosen.
    """
    if favour not in SIDES:
        raise ValueError(f"a missile is fired for 'attack' or 'defence', not {favour!r}")

    def margin(roll: ModifiedRoll) -> int:
        attacker_losses, defender_losses = battle_losses(roll)
        return defender_losses - attacker_losses if favour == ATTACK else attacker_losses - defender_losses

    now = margin(apply_modifiers(natural_attack, natural_defence, modifiers, missiles))
    taken = {(side, index) for side, index in missiles}
    count = len(natural_attack) if favour == ATTACK else len(natural_defence)
    best, best_margin = None, now
    for index in reversed(range(count)):  # lowest die first: it wins ties
        if (favour, index) in taken:
            continue
        gained = margin(apply_modifiers(natural_attack, natural_defence, modifiers, [*missiles, (favour, index)]))
        if gained > best_margin:
            best, best_margin = (favour, index), gained
    return best


# What the effects vocabulary (engine/campaign/world.py, EFFECT_VOCABULARY) calls the
# number of dice a power needs.
_WHEN_DICE = {"two-dice": 2, "three-dice": 3}


def modifier_from_effect(effect: Mapping[str, object], source: str) -> DieModifier | None:
    """The die modifier a scar type's or power's effect describes, or None if it has none.

    Reads the keys ``die-modifier``, ``side``, ``die`` and ``when``; a ``where`` condition is
    left to the rules (they know the territory). A modifier without a side or die, or with
    values the vocabulary does not have, raises ValueError naming ``source``.
    """
    if "die-modifier" not in effect:
        return None
    missing = [key for key in ("side", "die") if key not in effect]
    if missing:
        raise ValueError(f"{source}: a die-modifier effect needs {' and '.join(missing)}")
    when = effect.get("when")
    if when is not None and when not in _WHEN_DICE:
        raise ValueError(f"{source}: 'when' is one of {', '.join(_WHEN_DICE)}, not {when!r}")
    return DieModifier(effect["die-modifier"], effect["side"], effect["die"], source,
                       _WHEN_DICE[when] if when is not None else 0)
