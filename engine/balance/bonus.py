"""The suggested bonus of a continent: a transparent formula from what holding it costs,
adjusted by what the games showed.

The static formula, ``0.4 × size + 0.3 × border territories + 0.1 × entry connections``,
rounded (at least 1), reproduces five of the classic map's six bonuses exactly and Africa's
within one (it says 4 where the board says 3); see docs/balance.md. Size is what must be
taken, border territories what must be garrisoned, entry connections how many ways in.

The played adjustment compares the games with the formula's premise that the bonus pays for
holding the continent: when it is held often *and* its first holder wins far above the
expected share, the bonus is too big for what it costs (one less than the smaller of the
bonus and the formula); when it is rarely held or its first holder wins below expected (the
whole interval), it is too small (one more than the larger); never held: one more too.
"""

from __future__ import annotations

import math

from engine.balance import findings as text
from engine.balance.static_facts import ContinentFacts

SIZE_WEIGHT, BORDER_WEIGHT, ENTRY_WEIGHT = 0.4, 0.3, 0.1
# The played adjustment needs this many games before it moves the formula's answer.
MIN_GAMES_TO_ADJUST = 30
HELD_OFTEN, HELD_RARELY = 0.5, 0.1  # share of games in which it is held at some turn's end


def formula_bonus(facts: ContinentFacts) -> int:
    value = SIZE_WEIGHT * facts.size + BORDER_WEIGHT * facts.border_territories + ENTRY_WEIGHT * facts.entry_connections
    return max(1, math.floor(value + 0.5 + 1e-9))  # half up, so 2.5 is 3 on every platform


def suggested_bonus(facts: ContinentFacts, games: int, held_rate: float, first_holder_games: int,
                    first_holder_ci: list[float] | None, first_holder_win_rate: float | None,
                    expected: float) -> tuple[int, dict]:
    """The suggested bonus and its reason (a message dict)."""
    formula = formula_bonus(facts)
    static_reason = text.message(text.REASON_FORMULA, size=facts.size, borders=facts.border_territories,
                                 entries=facts.entry_connections, suggested=formula)
    if games < MIN_GAMES_TO_ADJUST:
        return formula, static_reason
    if first_holder_games == 0:
        suggested = max(formula, facts.bonus) + 1
        return suggested, text.message(text.REASON_NEVER_HELD, games=games, suggested=suggested, formula=formula)
    held, wins = text.percent(held_rate), text.percent(first_holder_win_rate or 0.0)
    lo, hi = first_holder_ci or (0.0, 1.0)
    # "Far above expected": the whole 95% interval lies above 1.5 × the expected share.
    if held_rate >= HELD_OFTEN and lo > min(0.95, 1.5 * expected):
        suggested = max(1, min(formula, facts.bonus) - 1)  # the bonus played is too big, whatever the formula says
        if suggested < facts.bonus:
            return suggested, text.message(text.REASON_HELD_AND_WINS, held=held, wins=wins,
                                           expected=text.percent(expected), suggested=suggested, formula=formula)
    if held_rate < HELD_RARELY:
        suggested = max(formula, facts.bonus) + 1
        return suggested, text.message(text.REASON_RARELY_HELD, held=held, suggested=suggested, formula=formula)
    if hi < expected:
        suggested = max(formula, facts.bonus) + 1
        return suggested, text.message(text.REASON_FIRST_HOLDER_LOSES, wins=wins, expected=text.percent(expected),
                                       suggested=suggested, formula=formula)
    return formula, static_reason
