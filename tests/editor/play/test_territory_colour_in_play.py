"""A territory's own colour on the play board: seas keep their map colour in play (land is
drawn in its owner's), so a sea with a colour of its own is drawn in it; the others stay blue."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QColor

from editor.play.board import PlayBoard
from editor.play.controller import GameController, Speed
from editor.scene import style
from editor.view.map_view import MapView
from engine.core.game import Game, GameSetup
from engine.rules.base import PlayerSetup
from tests.editor.play.economy.helpers import mu_board


def test_a_sea_with_its_own_colour_is_drawn_in_it_on_the_play_board(qtbot):
    board = mu_board()
    seas = [i for i, territory in enumerate(board.territories) if territory.is_water]
    board.set_territory(seas[0], dataclasses.replace(board.territories[seas[0]], colour="#2e7d32"))
    seats = (PlayerSetup("Ada", controller="random"), PlayerSetup("Basil", controller="random"))
    controller = GameController(Game(board, GameSetup("economy", seats, 5, {"start": "europe"})),
                                speed=Speed.INSTANT)
    try:
        view = MapView()
        qtbot.addWidget(view)
        play_board = PlayBoard(controller, view)
        assert play_board.territory_colour(seas[0]) == QColor("#2e7d32")
        assert play_board.territory_colour(seas[1]) == style.SEA_TERRITORY_COLOUR
    finally:
        controller.shutdown()
