"""Die modifiers (placeholder until the full module lands): see the shared plan, part A."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class DieModifier:
    amount: int
    side: str
    die: str
    source: str


@dataclass(frozen=True)
class DieChange:
    side: str
    index: int
    before: int
    after: int
    source: str


@dataclass(frozen=True)
class ModifiedRoll:
    natural_attack: tuple[int, ...]
    natural_defence: tuple[int, ...]
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    changes: tuple[DieChange, ...]


def apply_modifiers(natural_attack, natural_defence, modifiers: Sequence[DieModifier],
                    missiles: Sequence[tuple[str, int]] = ()) -> ModifiedRoll:
    dice = {"attack": list(natural_attack), "defence": list(natural_defence)}
    fixed = {"attack": set(), "defence": set()}
    changes = []
    for side, index in missiles:
        changes.append(DieChange(side, index, dice[side][index], 6, "missile"))
        dice[side][index] = 6
        fixed[side].add(index)
    for m in modifiers:
        free = [i for i in range(len(dice[m.side])) if i not in fixed[m.side]]
        if not free:
            continue
        if m.die == "all":
            targets = free
        elif m.die == "highest":
            targets = [max(free, key=lambda i: (dice[m.side][i], -i))]
        else:
            targets = [min(free, key=lambda i: (dice[m.side][i], i))]
        for i in targets:
            before = dice[m.side][i]
            after = max(1, min(6, before + m.amount))
            if after != before:
                changes.append(DieChange(m.side, i, before, after, m.source))
                dice[m.side][i] = after
    return ModifiedRoll(tuple(natural_attack), tuple(natural_defence),
                        tuple(sorted(dice["attack"], reverse=True)), tuple(sorted(dice["defence"], reverse=True)),
                        tuple(changes))
