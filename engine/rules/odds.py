"""Exact battle odds for classic Risk dice.

The dice rule (classic rules): the attacker rolls 1, 2 or 3 dice, the defender 1 or 2.

    "Compare the highest die each of you rolled. If yours (the attacker's) is higher, the
    defender loses one army from the territory under attack. But if the defender's die is
    higher than yours, you lose one army from the territory you attacked from. Then compare
    the two next-highest dice and repeat the process. In case of a tie, the defender always
    wins."

Conventions used throughout this module:

* ``attackers`` counts the armies that can *attack*: the territory attacked from holds one
  more army, which stays home and is never at risk. So a territory with 4 armies attacks
  with ``attackers=3``.
* Every round both sides roll the most dice allowed: the attacker ``min(3, attackers)``,
  the defender ``min(2, defenders)``.
* The battle goes on until ``defenders == 0`` (the attacker wins and conquers) or
  ``attackers == 0`` (the attacker is beaten: only the home army is left).
* Degenerate starts: with ``defenders == 0`` the battle is already won (``win == 1``, even
  when ``attackers == 0`` too); otherwise with ``attackers == 0`` it is already lost.

``roll_outcomes`` is exact (fractions); battle probabilities are floats, computed by dynamic
programming over the states (attackers, defenders).

Risk Legacy's die modifiers (``engine/rules/legacy/dice.py``: scars, fortifications, powers)
can be given to every function as ``modifiers``; the dice are then changed as the Legacy
rules change them before they are compared, and the odds stay exact. ``battle_odds`` also
follows a fortification that wears out during the battle (``fortification_uses``). Without
modifiers nothing changes: the same tables, the same code, the same speed.
"""

from __future__ import annotations

import itertools
import operator
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.rules.legacy.dice import DieModifier

__all__ = ["BattleOdds", "battle_odds", "draw_battle_end", "roll_outcomes", "win_probability_table"]

MAX_ATTACKER_DICE = 3
MAX_DEFENDER_DICE = 2


def _count(value: int, name: str) -> int:
    """``value`` as a non-negative int, or a clear error."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be a whole number of armies, not {value!r}")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be a whole number of armies, not {value!r}") from None
    if number < 0:
        raise ValueError(f"{name} must be 0 or more armies, got {number}")
    return number


# --- one roll -----------------------------------------------------------------------------


@cache
def _roll_outcomes(attacker_dice: int, defender_dice: int) -> tuple[tuple[tuple[int, int], Fraction], ...]:
    counts: dict[tuple[int, int], int] = {}
    for faces in itertools.product(range(1, 7), repeat=attacker_dice + defender_dice):
        attack = sorted(faces[:attacker_dice], reverse=True)
        defence = sorted(faces[attacker_dice:], reverse=True)
        attacker_losses = defender_losses = 0
        # Only min(attacker_dice, defender_dice) pairs are compared: zip stops at the shorter side.
        for a, d in zip(attack, defence, strict=False):
            if a > d:
                defender_losses += 1
            else:  # ties go to the defender
                attacker_losses += 1
        key = (attacker_losses, defender_losses)
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** (attacker_dice + defender_dice)
    return tuple((key, Fraction(counts[key], total)) for key in sorted(counts))


def roll_outcomes(attacker_dice: int, defender_dice: int,
                  modifiers: Sequence[DieModifier] = ()) -> dict[tuple[int, int], Fraction]:
    """Exact outcome table of one roll: ``{(attacker_losses, defender_losses): probability}``.

    ``attacker_dice`` is 1 to 3, ``defender_dice`` 1 or 2. Computed once per pair by
    enumerating all 6 ** (attacker_dice + defender_dice) rolls; only outcomes that can happen
    are listed, and their probabilities sum to exactly 1. For 3 dice against 2:
    ``{(0, 2): 2890/7776, (1, 1): 2611/7776, (2, 0): 2275/7776}`` (fractions in lowest terms).

    ``modifiers`` (Risk Legacy's die modifiers) change the dice before they are compared,
    exactly as ``engine.rules.legacy.dice.apply_modifiers`` does; a modifier whose
    ``when_dice`` does not match its side's dice is left out. Each side's modified dice are
    enumerated once per set of modifiers (6 ** dice rolls) and the two sides combined.
    """
    _check_dice(attacker_dice, defender_dice)
    if not modifiers:
        return dict(_roll_outcomes(attacker_dice, defender_dice))
    attack, defence = _side_keys(attacker_dice, defender_dice, _split_modifiers(modifiers))
    return dict(_modified_roll_outcomes(attacker_dice, defender_dice, attack, defence))


def _check_dice(attacker_dice: int, defender_dice: int) -> None:
    if not (isinstance(attacker_dice, int) and 1 <= attacker_dice <= MAX_ATTACKER_DICE):
        raise ValueError(f"the attacker rolls 1 to {MAX_ATTACKER_DICE} dice, not {attacker_dice!r}")
    if not (isinstance(defender_dice, int) and 1 <= defender_dice <= MAX_DEFENDER_DICE):
        raise ValueError(f"the defender rolls 1 or {MAX_DEFENDER_DICE} dice, not {defender_dice!r}")


def _float_outcomes(attacker_dice: int, defender_dice: int) -> list[float]:
    """Probabilities of one roll as floats, ordered by attacker losses (0, 1[, 2])."""
    return [float(p) for _, p in _roll_outcomes(attacker_dice, defender_dice)]


# --- one roll with die modifiers ----------------------------------------------------------

# A side's modifiers as a cache key: (die, amount) pairs, sorted. The sources do not change
# the dice, and neither does the order (dice.py names every modifier's die from the natural
# roll and bounds a die's total once), so equal keys give equal dice.
SideKey = tuple[tuple[str, int], ...]
Split = tuple[tuple["DieModifier", ...], tuple["DieModifier", ...]]


def _split_modifiers(modifiers: Sequence[DieModifier]) -> Split:
    """(attack modifiers, defence modifiers), each checked to be a DieModifier."""
    # Imported here, not at the top: engine.rules.legacy is a package whose __init__ may load
    # the Legacy rule set, which may itself use this module.
    from engine.rules.legacy.dice import ATTACK, DieModifier

    if isinstance(modifiers, (str, bytes)) or not isinstance(modifiers, Sequence):
        raise TypeError(f"modifiers must be a list of DieModifier, not {modifiers!r}")
    for modifier in modifiers:
        if not isinstance(modifier, DieModifier):
            raise TypeError(f"modifiers must be a list of DieModifier; one is {modifier!r}")
    return (tuple(m for m in modifiers if m.side == ATTACK), tuple(m for m in modifiers if m.side != ATTACK))


def _side_key(dice: int, modifiers: tuple[DieModifier, ...]) -> SideKey:
    return tuple(sorted((m.die, m.amount) for m in modifiers if m.amount and m.applies_to(dice)))


def _side_keys(attacker_dice: int, defender_dice: int, split: Split) -> tuple[SideKey, SideKey]:
    return _side_key(attacker_dice, split[0]), _side_key(defender_dice, split[1])


@cache
def _side_distribution(dice: int, key: SideKey) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every way one side's ``dice`` can end after the modifiers ``key``: (final dice high to
    low, how many of the 6 ** dice natural rolls give it)."""
    from engine.rules.legacy.dice import ATTACK, DieModifier, modified_dice  # (see _split_modifiers)

    # The side does not change what a modifier does to the dice it is given.
    modifiers = [DieModifier(amount, ATTACK, die, "odds") for die, amount in key]
    counts: Counter[tuple[int, ...]] = Counter()
    for faces in itertools.product(range(1, 7), repeat=dice):
        final, _ = modified_dice(sorted(faces, reverse=True), modifiers)
        counts[tuple(sorted(final, reverse=True))] += 1
    return tuple(counts.items())


@cache
def _modified_roll_outcomes(attacker_dice: int, defender_dice: int, attack: SideKey,
                            defence: SideKey) -> tuple[tuple[tuple[int, int], Fraction], ...]:
    """``_roll_outcomes`` with each side's dice modified. The sides are independent, so their
    distributions (at most 56 and 21 sorted outcomes) are combined pair by pair instead of
    enumerating all 6 ** (attacker_dice + defender_dice) rolls."""
    counts: Counter[tuple[int, int]] = Counter()
    for attack_dice, attack_ways in _side_distribution(attacker_dice, attack):
        for defence_dice, defence_ways in _side_distribution(defender_dice, defence):
            attacker_losses = defender_losses = 0
            for a, d in zip(attack_dice, defence_dice, strict=False):
                if a > d:
                    defender_losses += 1
                else:  # ties go to the defender
                    attacker_losses += 1
            counts[(attacker_losses, defender_losses)] += attack_ways * defence_ways
    total = 6 ** (attacker_dice + defender_dice)
    return tuple((key, Fraction(counts[key], total)) for key in sorted(counts))


@cache
def _modified_float_outcomes(attacker_dice: int, defender_dice: int, attack: SideKey,
                             defence: SideKey) -> tuple[float, ...]:
    """Like ``_float_outcomes``, but every outcome listed, even one that cannot happen (0.0):
    index k is k attacker losses (and comparisons - k defender losses)."""
    table = dict(_modified_roll_outcomes(attacker_dice, defender_dice, attack, defence))
    comparisons = min(attacker_dice, defender_dice)
    return tuple(float(table.get((lost, comparisons - lost), 0)) for lost in range(comparisons + 1))


Outcomes = Callable[[int, int], "Sequence[float]"]


def _outcomes_with(split: Split) -> Outcomes:
    """The float outcomes of one roll, (attacker dice, defender dice) -> probabilities by
    attacker losses, with these modifiers; the plain tables when there are none."""
    if not any(split):
        return _float_outcomes

    def outcomes(attacker_dice: int, defender_dice: int) -> tuple[float, ...]:
        return _modified_float_outcomes(attacker_dice, defender_dice,
                                        *_side_keys(attacker_dice, defender_dice, split))

    return outcomes


# --- the whole battle ---------------------------------------------------------------------


@dataclass(frozen=True)
class BattleOdds:
    """How a battle of ``attackers`` against ``defenders`` ends (see the module conventions).

    * ``win``: probability that the attacker conquers (defenders reach 0).
    * ``expected_attacker_losses`` / ``expected_defender_losses``: expected armies each side
      loses over the whole battle (an attacker who is beaten has lost all ``attackers``).
    * ``attacker_remaining[k]`` (length ``attackers + 1``): probability that the battle ends
      with the attacker **winning** with ``k`` attacking armies left (the home army not
      counted). Index 0 is always 0.0 (a winner has at least one army left), except in the
      degenerate 0-against-0 case, which counts as a win with 0 left.
    * ``defender_remaining[k]`` (length ``defenders + 1``): probability that the battle ends
      with the attacker **beaten** and ``k`` defenders left. Index 0 is always 0.0.

    The two distributions together sum to 1: ``sum(attacker_remaining) == win`` and
    ``sum(defender_remaining) == lose == 1 - win`` (up to rounding).
    """

    attackers: int
    defenders: int
    win: float
    expected_attacker_losses: float
    expected_defender_losses: float
    attacker_remaining: tuple[float, ...]
    defender_remaining: tuple[float, ...]

    @property
    def lose(self) -> float:
        """Probability that the attacker is beaten (1 - ``win``)."""
        return sum(self.defender_remaining)

    def to_dict(self) -> dict:
        """Plain JSON-ready data: the fields, with the distributions as lists."""
        data = asdict(self)
        data["attacker_remaining"] = list(self.attacker_remaining)
        data["defender_remaining"] = list(self.defender_remaining)
        return data


def battle_odds(attackers: int, defenders: int, modifiers: Sequence[DieModifier] = (),
                fortification_uses: int | None = None) -> BattleOdds:
    """Odds of ``attackers`` attacking armies against ``defenders``, fighting to the end.

    A forward dynamic programme pushes probability mass from the start state through every
    reachable (a, d) until one side reaches 0: ``attackers * defenders`` states, about 1 ms
    for 100 against 100 (see docs/benchmarks.md).

    ``modifiers`` (Risk Legacy's die modifiers, see ``roll_outcomes``) change every roll of
    the battle. ``fortification_uses`` follows a fortification that wears out as it is
    attacked: "After each attack with 3 troops, mark one of the boxes around the
    Fortification. Once all 10 boxes have been marked, that city is no longer considered
    fortified." It is the number of 3-dice rolls the fortification still defends (10 minus
    its marked boxes); the modifiers whose source is "fortification" apply to those rolls
    only. None (the default) applies every modifier to every roll. The states are then
    (a, d, uses left): up to 11 times the work.
    """
    attackers = _count(attackers, "attackers")
    defenders = _count(defenders, "defenders")
    split = _split_modifiers(modifiers) if modifiers else ((), ())
    if fortification_uses is not None:
        fortification_uses = _count(fortification_uses, "fortification_uses")
    attacker_end = [0.0] * (attackers + 1)
    defender_end = [0.0] * (defenders + 1)
    if defenders == 0:
        attacker_end[attackers] = 1.0
    elif attackers == 0:
        defender_end[defenders] = 1.0
    else:
        worn = _without_fortification(split) if fortification_uses is not None else split
        if worn == split:  # nothing wears out: the same modifiers every roll
            _push_mass(attackers, defenders, attacker_end, defender_end, _outcomes_with(split))
        else:
            _push_mass_wearing(attackers, defenders, attacker_end, defender_end,
                               _outcomes_with(split), _outcomes_with(worn), fortification_uses)
    win = sum(attacker_end)
    # Expected losses from the end distributions: a side left with k armies lost all the
    # others, and a side that is wiped out counts as k = 0 (the index-0 entry is not its own).
    kept_attackers = sum(k * p for k, p in enumerate(attacker_end))
    kept_defenders = sum(k * p for k, p in enumerate(defender_end))
    return BattleOdds(
        attackers=attackers,
        defenders=defenders,
        win=win,
        expected_attacker_losses=attackers - kept_attackers,
        expected_defender_losses=defenders - kept_defenders,
        attacker_remaining=tuple(attacker_end),
        defender_remaining=tuple(defender_end),
    )


def draw_battle_end(odds: BattleOdds, uniform: float) -> tuple[int, int]:
    """How the battle ends for a ``uniform`` number in [0, 1): (attackers left, defenders
    left), one of them 0, drawn from ``odds``' end distributions (the attacker's wins with
    ``attackers`` down to 1 left, then its defeats with 1 up to ``defenders`` left).

    Inverse-CDF sampling: each end has exactly its probability's share of [0, 1). Should
    rounding leave the sum a hair under 1, a number past it takes the last possible end.
    """
    if not 0.0 <= uniform < 1.0:
        raise ValueError(f"uniform must be in [0, 1), not {uniform!r}")
    last = (odds.attackers, 0) if odds.win else (0, odds.defenders)
    total = 0.0
    remaining = odds.attacker_remaining
    for left in range(odds.attackers, -1, -1):
        p = remaining[left]
        if p:
            total += p
            last = (left, 0)
            if uniform < total:
                return last
    remaining = odds.defender_remaining
    for left in range(1, odds.defenders + 1):
        p = remaining[left]
        if p:
            total += p
            last = (0, left)
            if uniform < total:
                return last
    return last


def _without_fortification(split: Split) -> Split:
    """The modifiers left once the fortification has worn out."""
    from engine.rules.legacy.dice import FORTIFICATION_SOURCE  # (see _split_modifiers)

    return tuple(tuple(m for m in side if m.source != FORTIFICATION_SOURCE) for side in split)


def _push_mass(attackers: int, defenders: int, attacker_end: list[float], defender_end: list[float],
               outcomes: Outcomes = _float_outcomes) -> None:
    """Fill ``attacker_end`` / ``defender_end`` with the end distribution from (attackers, defenders).

    Every roll removes at least one army, so each successor of (a, d) has a smaller a, or the
    same a and a smaller d: visiting a downwards, and d downwards within a row, finishes all
    of a state's predecessors before the state itself.
    """
    # mass[a][d] for 0 <= a <= attackers, 0 <= d <= defenders; column 0 and row 0 collect
    # the finished battles.
    mass = [[0.0] * (defenders + 1) for _ in range(attackers + 1)]
    mass[attackers][defenders] = 1.0
    for a in range(attackers, 0, -1):
        row = mass[a]
        below = mass[a - 1]
        below2 = mass[a - 2] if a >= 2 else None
        attack_dice = min(a, MAX_ATTACKER_DICE)
        # One defender: a single comparison, (0, 1) or (1, 0).
        one_win, one_loss = outcomes(attack_dice, 1)
        # Two defenders: 1 die is still a single comparison, (0, 1) or (1, 0); 2 or 3 dice
        # make two, (0, 2), (1, 1) or (2, 0).
        two = outcomes(attack_dice, 2)
        for d in range(defenders, 1, -1):
            m = row[d]
            if m:
                if attack_dice == 1:
                    row[d - 1] += m * two[0]
                    below[d] += m * two[1]
                else:
                    row[d - 2] += m * two[0]
                    below[d - 1] += m * two[1]
                    below2[d] += m * two[2]
        m = row[1]
        if m:
            row[0] += m * one_win
            below[1] += m * one_loss
        attacker_end[a] = row[0]
    for d in range(1, defenders + 1):
        defender_end[d] = mass[0][d]


def _push_mass_wearing(attackers: int, defenders: int, attacker_end: list[float], defender_end: list[float],
                       fortified: Outcomes, worn: Outcomes, uses: int) -> None:
    """``_push_mass`` with a fortification that defends ``uses`` more 3-dice rolls.

    The state is (a, d, u), u the uses left: a roll with u > 0 is fought with the
    ``fortified`` outcomes, and if the attacker rolled 3 dice it leaves u - 1; with u = 0 it
    is ``worn`` (the rulebook's 10th marked box: the fortification defended that roll and is
    gone after it). Successors have a smaller a, or the same a and a smaller d, as before.
    """
    # mass[a][d][u]; row 0 and column 0 collect the finished battles, whatever u is left.
    layers = uses + 1
    mass = [[[0.0] * layers for _ in range(defenders + 1)] for _ in range(attackers + 1)]
    mass[attackers][defenders][uses] = 1.0
    for a in range(attackers, 0, -1):
        attack_dice = min(a, MAX_ATTACKER_DICE)
        wears = attack_dice == MAX_ATTACKER_DICE
        tables = {(table, defence_dice): table(attack_dice, defence_dice)
                  for table in (fortified, worn) for defence_dice in (1, 2)}
        for d in range(defenders, 0, -1):
            defence_dice = min(d, MAX_DEFENDER_DICE)
            comparisons = min(attack_dice, defence_dice)
            for u, m in enumerate(mass[a][d]):
                if not m:
                    continue
                after = u - 1 if u and wears else u
                probabilities = tables[(fortified if u else worn, defence_dice)]
                for lost, p in enumerate(probabilities):
                    if p:
                        mass[a - lost][d - comparisons + lost][after] += m * p
        attacker_end[a] = sum(mass[a][0])
    for d in range(1, defenders + 1):
        defender_end[d] = sum(mass[0][d])


def win_probability_table(max_attackers: int, max_defenders: int,
                          modifiers: Sequence[DieModifier] = ()) -> list[list[float]]:
    """``table[a][d]`` = probability that ``a`` attackers beat ``d`` defenders, for all
    0 <= a <= max_attackers and 0 <= d <= max_defenders (row/column 0 included; see the module
    conventions: ``table[a][0] == 1``, ``table[0][d] == 0`` for d >= 1).

    One backward dynamic programme over the states, rows of a in increasing order:
    P(a, d) = sum over the roll's outcomes of p * P(a - attacker losses, d - defender losses).
    A 100 x 100 table takes about 1 ms in pure Python (goal: <= 10 ms; see
    docs/benchmarks.md). A numpy version (closed form of the d - 2 recurrence along each row)
    measured no faster at this size, so the module stays dependency-free.

    ``modifiers`` (Risk Legacy's die modifiers, see ``roll_outcomes``) change every roll; a
    fortification that wears out needs ``battle_odds`` (the table has no room for its uses).
    """
    max_attackers = _count(max_attackers, "max_attackers")
    max_defenders = _count(max_defenders, "max_defenders")
    outcomes = _outcomes_with(_split_modifiers(modifiers)) if modifiers else _float_outcomes
    width = max_defenders + 1
    zeros = [0.0] * max_defenders
    table = [[1.0, *zeros]]  # 0 attackers: lost, unless there is nothing to beat
    if max_attackers == 0:
        return table
    if max_defenders == 0:
        return table + [[1.0] for _ in range(max_attackers)]

    # Row 1: one die. Against one defender it wins outright or loses; against two it must
    # win once (and then face one defender) before its single loss ends the battle.
    win11, _ = outcomes(1, 1)
    win12, _ = outcomes(1, 2)
    row = [1.0, win11]
    x = win11
    for _ in range(2, width):
        x *= win12
        row.append(x)
    table.append(row)
    if max_attackers == 1:
        return table

    # Row 2: two dice. Against two defenders, losing both dice (2, 0) ends the battle lost.
    win21, loss21 = outcomes(2, 1)
    w02, w11, _ = outcomes(2, 2)
    previous = row
    row = [1.0, win21 + loss21 * previous[1]]
    before, last = 1.0, row[1]  # P(2, d - 2), P(2, d - 1)
    for up_left in previous[1 : width - 1]:  # P(1, d - 1) for d = 2 .. max_defenders
        x = w02 * before + w11 * up_left
        row.append(x)
        before, last = last, x
    table.append(row)

    # Rows 3 and up: three dice, the general case that dominates the cost. Local variables
    # and zip instead of indexing keep the inner loop to a handful of bytecodes.
    win31, loss31 = outcomes(3, 1)
    w02, w11, w20 = outcomes(3, 2)
    above2, above = table[1], table[2]  # rows a - 2 and a - 1
    for _ in range(3, max_attackers + 1):
        last = win31 + loss31 * above[1]
        row = [1.0, last]
        append = row.append
        before = 1.0
        # d = 2 .. max_defenders: P(a-1, d-1) and P(a-2, d)
        for up_left, up2 in zip(above[1 : width - 1], above2[2:], strict=True):
            x = w02 * before + w11 * up_left + w20 * up2
            append(x)
            before, last = last, x
        table.append(row)
        above2, above = above, row
    return table
