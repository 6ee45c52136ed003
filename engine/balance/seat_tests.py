"""Is a seat favoured? One joint test across the seats, then a per-seat interval corrected for
the number of seats.

Eight per-seat 95% intervals on a fair map leave a one-in-three chance that one of them misses
by chance alone. So a seat is called out only when both hold:

* the chi-square goodness-of-fit test of wins per seat against equal shares rejects at 5%
  (draws left out: they are nobody's win), and
* that seat's Wilson interval at 1 − 0.05/seats (Bonferroni) lies wholly on one side of the
  fair share.

The first mover is a single comparison and keeps its plain 95% interval (figures.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.balance import findings as text
from engine.balance.stats import chi_square_survival, two_sided_z, wilson_interval

ALPHA = 0.05  # the family-wide false-alarm rate the seat findings allow


def joint_test(wins: Sequence[int]) -> dict:
    """Chi-square goodness of fit of ``wins`` (per seat) against equal shares of the decided
    games. Fewer than two seats or no decided game: nothing to test (p = 1, no rejection)."""
    seats = len(wins)
    decided = sum(wins)
    if seats < 2 or decided == 0:
        return {"test": "chi-square", "decided_games": decided, "chi_square": 0.0, "df": max(0, seats - 1),
                "p_value": 1.0, "alpha": ALPHA, "rejects": False}
    expected = decided / seats
    statistic = sum((w - expected) ** 2 for w in wins) / expected
    p_value = chi_square_survival(statistic, seats - 1)
    return {"test": "chi-square", "decided_games": decided, "chi_square": round(statistic, 4), "df": seats - 1,
            "p_value": round(p_value, 6), "alpha": ALPHA, "rejects": p_value < ALPHA}


def seat_confidence(seats: int) -> float:
    """The confidence of each seat's interval: 1 − 0.05/seats."""
    return 1 - ALPHA / max(1, seats)


def adjusted_interval(wins: int, decided: int, seats: int) -> list[float]:
    """The seat's share of the decided games, Wilson interval at 1 − 0.05/seats."""
    return wilson_interval(wins, decided, two_sided_z(seat_confidence(seats)))


def seat_findings(seats: Sequence[dict], test: dict) -> list[tuple[float, dict]]:
    """(weight, finding) for each seat the joint test and its own adjusted interval call out;
    one information finding when none is."""
    players = len(seats)
    expected = 1 / players if players else 0.0
    decided = test["decided_games"]
    found: list[tuple[float, dict]] = []
    if test["rejects"]:
        for seat in seats:
            low, high = seat["ci_adjusted"]
            if low > expected:
                code, template = "seat-favoured", text.SEAT_FAVOURED
            elif high < expected:
                code, template = "seat-disfavoured", text.SEAT_DISFAVOURED
            else:
                continue
            share = seat["wins"] / decided
            found.append((10 + 100 * abs(share - expected), text.finding(
                code, text.WARNING, template, seat=seat["seat"] + 1, rate=text.percent(share),
                expected=text.percent(expected), confidence=_confidence_shown(players), seats=players,
                low=text.percent(low), high=text.percent(high), p=_p_shown(test["p_value"]))))
    if not found:
        found.append((1, text.finding("seats-even", text.INFO, text.SEATS_EVEN, expected=text.percent(expected))))
    return found


def _confidence_shown(seats: int) -> str:
    return f"{100 * seat_confidence(seats):.1f}".rstrip("0").rstrip(".")


def _p_shown(p_value: float) -> str:
    return "< 0.001" if p_value < 0.001 else f"{p_value:.3f}"
