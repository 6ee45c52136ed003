"""Small statistics the report needs, written out so the engine needs no numeric library."""

from __future__ import annotations

import math

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
