"""Small statistics the report needs, written out so the engine needs no numeric library."""

from __future__ import annotations

import math
from statistics import NormalDist

Z_95 = 1.959963984540054  # the normal quantile for a two-sided 95% interval


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> list[float]:
    """The Wilson score interval for a proportion: unlike the plain ``p ± z·se`` it stays
    inside [0, 1] and is sensible for small counts and rates near 0 or 1. [0, 1] for no trials."""
    if trials <= 0:
        return [0.0, 1.0]
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return [max(0.0, centre - half), min(1.0, centre + half)]


def rate(successes: int, trials: int) -> float:
    return successes / trials if trials else 0.0


def percentile(sorted_values: list[int], fraction: float) -> float:
    """The ``fraction`` quantile of already sorted values, interpolated linearly; 0 if none."""
    if not sorted_values:
        return 0.0
    position = (len(sorted_values) - 1) * fraction
    low = math.floor(position)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def chi_square_survival(statistic: float, degrees: int) -> float:
    """P(X ≥ ``statistic``) for a chi-square variable with a whole number of ``degrees`` of
    freedom: the regularized upper incomplete gamma Q(k/2, x/2). Whole degrees make k/2 a whole
    or half-whole number, for which Q has closed forms (a finite sum, plus erfc for the half):
    no numeric library needed and no series to cut short."""
    if degrees < 1:
        raise ValueError(f"degrees of freedom must be 1 or more, not {degrees}")
    if statistic <= 0:
        return 1.0
    half = statistic / 2
    if degrees % 2 == 0:
        # Q(m, y) = e^(−y) Σ_{i<m} y^i / i!
        term, total = 1.0, 1.0
        for i in range(1, degrees // 2):
            term *= half / i
            total += term
        return min(1.0, math.exp(-half) * total)
    # Q(m + ½, y) = erfc(√y) + e^(−y) Σ_{i=1..m} y^(i−½) / Γ(i + ½)
    total = math.erfc(math.sqrt(half))
    term = math.exp(-half) * math.sqrt(half) / math.gamma(1.5)
    for i in range(1, (degrees - 1) // 2 + 1):
        if i > 1:
            term *= half / (i - 0.5)
        total += term
    return min(1.0, total)


def two_sided_z(confidence: float) -> float:
    """The normal quantile whose ± interval holds ``confidence`` of the mass (1.96 for 0.95)."""
    return NormalDist().inv_cdf(0.5 + confidence / 2)
