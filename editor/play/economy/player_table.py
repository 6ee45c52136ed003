"""The players' table of an MU economy game: money, units, countries, influence cards,
capital and allies per player, and who holds the initiative (editor/play/stats_panel.py).

Everything here is public: money and units are on the board for all to see, and influence
cards are counted, never named. The figures are read from what the person at the screen may
see (``controller.screen_state()``): in the draft's setup, made in secret, the others' capitals
and units are not counted until everyone has placed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from editor.play.screen_privacy import shown_state
from engine.core.state import NOBODY

translate = QCoreApplication.translate

# Columns whose figures are numbers (aligned right), by position in HEADINGS.
NUMERIC = frozenset({1, 2, 3, 4})


class _UnitWords(QObject):
    """A seat's units counted, "1 army unit, 3 navy units" (numerus messages need a class:
    editor/language/counts.py says why)."""

    def units(self, armies: int, navies: int) -> str:
        army = self.tr("%n army unit(s)", "", armies)
        navy = self.tr("%n navy unit(s)", "", navies)
        return f"{army}, {navy}"


def is_economy(state) -> bool:
    """Whether the state is an MU economy game's (money, armies and navies per player)."""
    return hasattr(state, "navy") and bool(state.players) and hasattr(state.players[0], "money")


def headings() -> list[tuple[str, str]]:
    """(short heading, what it counts) per column; the last stretches to the table's edge."""
    return [
        (translate("EconomyTable", "Player"), translate("EconomyTable", "Player")),
        (translate("EconomyTable", "MU"), translate("EconomyTable", "Money, in MU")),
        (translate("EconomyTable", "Units"), translate("EconomyTable", "Army and navy units on the board")),
        (translate("EconomyTable", "Terr."), translate("EconomyTable", "Countries (land territories) held")),
        (translate("EconomyTable", "Cards"), translate("EconomyTable", "Influence cards held (how many)")),
        (translate("EconomyTable", "Capital"), translate("EconomyTable", "Whether the player has a capital")),
        (translate("EconomyTable", "Allies"), translate("EconomyTable", "The player's allies")),
    ]


@dataclass(frozen=True)
class Row:
    player: int
    texts: list[str]
    tooltip: str  # the row's figures in words (for the player's cell)
    alive: bool
    initiative: bool  # holds the initiative


def rows(controller) -> list[Row]:
    state, world = shown_state(controller), controller.world  # (the others' draft placements withheld)
    names = controller.names.territories
    land = world.land
    found = []
    for player, seat in enumerate(state.players):
        armies, navies = sum(state.army[player]), sum(state.navy[player])
        countries = sum(1 for t, owner in enumerate(state.owner) if owner == player and land[t])
        name = seat.name
        alive = not getattr(seat, "out", False)
        if not alive:
            name = translate("EconomyTable", "{name} (out)").format(name=name)
        capital = seat.capital
        has_capital = capital != NOBODY and alive
        allies = ", ".join(state.players[a].name for a in seat.allies if 0 <= a < len(state.players))
        holds = state.initiative == player
        texts = [name, str(seat.money), str(armies + navies), str(countries), str(len(seat.cards)),
                 translate("EconomyTable", "yes") if has_capital else translate("EconomyTable", "no"), allies]
        lines = [name,
                 translate("EconomyTable", "{money} MU").format(money=seat.money),
                 _UnitWords().units(armies, navies),
                 (translate("EconomyTable", "Capital: {territory}").format(territory=names[capital])
                  if has_capital else translate("EconomyTable", "No capital"))]
        if allies:
            lines.append(translate("EconomyTable", "Allies: {allies}").format(allies=allies))
        if holds:
            lines.append(translate("EconomyTable", "Holds the initiative"))
        found.append(Row(player, texts, "\n".join(lines), alive, holds))
    return found
