"""Boards on which no seat can be favoured: every territory alike, joined in a ring."""

from __future__ import annotations

from engine.board import Continent
from tests.support.boards import board, border, square


def ring_board(territories: int = 12, continents: int = 4):
    """``territories`` squares in a ring, each joined to the two next to it, split into
    ``continents`` equal arcs worth 2 each: turned by one arc, the map is the same map, so with
    a random deal and equal players every seat and every continent is worth the same."""
    per = territories // continents
    ids = [f"t{k}" for k in range(territories)]
    squares = [square(tid, 110 * k, 0, continent=f"arc{k // per}") for k, tid in enumerate(ids)]
    links = [border(ids[k], ids[(k + 1) % territories]) for k in range(territories)]
    arcs = [Continent(f"arc{c}", f"Arc {c + 1}", "#888888", 2) for c in range(continents)]
    return board(*squares, connections=links, continents=arcs)
