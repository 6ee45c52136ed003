"""Tiny boards whose balance figures are known by construction."""

from __future__ import annotations

from engine.board import Connection, Continent
from tests.support.boards import board, border, square


def duel_board():
    """Two territories side by side, one continent of both. With one starting army each and
    50 armies of reinforcement, whoever moves first takes the other's only territory in
    their first turn: the first mover wins every game."""
    return board(square("left", 0, 0, continent="all"), square("right", 100, 0, continent="all"),
                 connections=[border("left", "right")], continents=[Continent("all", "Everything", "#888888", 2)])


DUEL_OPTIONS = {"setup": "random", "starting-armies": 1, "minimum-reinforcements": 50, "random-deal-armies": "spread"}


def chain_board():
    """west — pass — hub, and a triangle hub, north, south, plus a one-way link south → east
    (east hangs off south). Articulation points: pass, hub, south; bridges: west–pass,
    pass–hub and south–east (a one-way link still ties the two together).

    Continents: "open" (pass, hub) borders everything around it; "cove" (north, south, east)
    is entered only from hub, through north and south; "tip" (west) has one entry."""
    territories = [
        square("west", 0, 0, continent="tip"), square("pass", 100, 0, continent="open"),
        square("hub", 200, 0, continent="open"), square("north", 300, 0, continent="cove"),
        square("south", 300, 100, continent="cove"), square("east", 400, 100, continent="cove"),
    ]
    connections = [border("west", "pass"), border("pass", "hub"), border("hub", "north"), border("hub", "south"),
                   border("north", "south"), Connection("south", "east", one_way=True)]
    continents = [Continent("tip", "Tip", "#888888", 1), Continent("open", "Open", "#888888", 4),
                  Continent("cove", "Cove", "#888888", 2)]
    return board(*territories, connections=connections, continents=continents)
