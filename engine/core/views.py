"""Players' views of a state, made cheaply: the rule set names what a seat must not see.

A computer player is handed its seat's view (``RuleSet.player_view``) at every decision, so
the view is on the hottest path of every simulation and balance report. A view shares every
public value of the state (the territory lists included: whoever holds a view must not change
it) and replaces only the secrets: another seat's hand by as many HIDDEN cards, a mission by
HIDDEN, the order of a deck by blanks. ``ViewMaker`` writes one function per state class that
does exactly that in straight-line code (one assignment per field, the seats hidden inline),
instead of copying the state and then each seat through the general ``shallow_copy``.

What each secret becomes is a ``Hiding``: an expression for the hidden value and a test
for whether the seat holds that secret at all (a seat holding none of its secrets is shared,
not copied). Both are written with ``{v}`` for the field's value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields

from engine.core.state import HIDDEN, GameState, shallow_copy


@dataclass(frozen=True)
class Hiding:
    shown: str  # the value another seat sees, e.g. "[HIDDEN] * len({v})"
    held: str  # whether the seat holds this secret, e.g. "{v}"


# A hand of cards: how many, not which.
COUNT = Hiding("[HIDDEN] * len({v})", "{v}")
# One secret that may be absent (a mission): whether there is one, not which.
MARK = Hiding("None if {v} is None else HIDDEN", "{v} is not None")
# A deck nobody sees: its size, not its order (the order is nobody's, so "held" is unused).
BLANKS = Hiding("[None] * len({v})", "{v}")

View = Callable[[GameState, "int | None"], GameState]


class ViewMaker:
    """``maker(state, player)``: ``state`` as ``player`` may see it (None: a spectator, who
    sees no seat's secrets). ``seat_secrets`` maps a seat field to its Hiding; ``table_secrets``
    a state field (a deck) to its Hiding, hidden from everyone."""

    def __init__(self, seat_secrets: Mapping[str, Hiding], table_secrets: Mapping[str, Hiding]) -> None:
        self.seat_secrets = dict(seat_secrets)
        self.table_secrets = dict(table_secrets)
        self._made: dict[type, View] = {}

    def __call__(self, state: GameState, player: int | None) -> GameState:
        return self.written(type(state))(state, player)

    def written(self, state_type: type[GameState]) -> View:
        """The view function for states of ``state_type`` (given a state of another class,
        it hands it to the function for that class): a rule set may bind it once, sparing a
        call at every decision."""
        made = self._made.get(state_type)
        if made is None:
            made = self._made[state_type] = self._write(state_type)
        return made

    def _write(self, state_type: type[GameState]) -> View:
        """The view function for one state class (and its seats' class), written out."""
        seat_type = state_type.player_type
        table = self.table_secrets
        lines = ["def view(s, player):",
                 "    if type(s) is not state_type:",
                 "        return maker(s, player)",
                 "    v = new(state_type)"]
        for f in fields(state_type):
            if f.name == "players":
                continue
            value = f"s.{f.name}"
            lines.append(f"    v.{f.name} = {table[f.name].shown.format(v=value) if f.name in table else value}")
        held = " or ".join(f"({h.held.format(v=f'p.{name}')})" for name, h in self.seat_secrets.items())
        lines += [
            "    players = list(s.players)",
            "    for index, p in enumerate(players):",
            f"        if index == player or not ({held}):",
            "            continue",
            # A seat of another class than the state declares (none today) is copied the general way.
            "        h = new(seat_type) if type(p) is seat_type else copy(p)",
        ]
        for f in fields(seat_type):
            if f.name not in self.seat_secrets:
                lines.append(f"        h.{f.name} = p.{f.name}")
        for name, hiding in self.seat_secrets.items():
            lines.append(f"        h.{name} = {hiding.shown.format(v=f'p.{name}')}")
        lines += ["        players[index] = h", "    v.players = players", "    return v"]
        namespace = {"new": object.__new__, "state_type": state_type, "seat_type": seat_type, "maker": self,
                     "copy": shallow_copy, "HIDDEN": HIDDEN}
        exec("\n".join(lines) + "\n", namespace)  # noqa: S102 (field names and the rule sets' own Hidings)
        return namespace["view"]
