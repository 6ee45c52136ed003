"""The formula for a continent's bonus: what holding it costs, from the map alone.

``0.4 × size + 0.3 × border territories + 0.1 × entry connections``, rounded (at least 1),
reproduces five of the classic map's six bonuses exactly and Africa's within one (it says 4
where the board says 3); see docs/balance.md. Size is what must be taken, border territories
what must be garrisoned, entry connections how many ways in.

The report shows it with no games, and uses it as the direction-finder for the played
measurement (engine/balance/continent_value.py), which replaces it once games are played:
the games, not the formula, say whether a bonus pays for holding the continent.
"""

from __future__ import annotations

import math

from engine.balance.static_facts import ContinentFacts

SIZE_WEIGHT, BORDER_WEIGHT, ENTRY_WEIGHT = 0.4, 0.3, 0.1


def formula_bonus(facts: ContinentFacts) -> int:
    value = SIZE_WEIGHT * facts.size + BORDER_WEIGHT * facts.border_territories + ENTRY_WEIGHT * facts.entry_connections
    return max(1, math.floor(value + 0.5 + 1e-9))  # half up, so 2.5 is 3 on every platform
