"""Coasts (land–water borders, where navies and navy bases go) are drawn along the outline
the land and the water share, follow edits, and can be hidden."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QImage, QPainter

from editor.commands.connection_commands import AddConnection, RemoveConnection
from editor.commands.territory_commands import SetTerritoryProperties
from editor.document.map_document import MapDocument
from editor.scene import style
from editor.scene.map_scene import MapScene
from engine.board import TerritoryKind
from tests.support.boards import board, border, canal_country, square, water


def scene_on(b):
    document = MapDocument(b)
    scene = MapScene(b, parent=document)
    scene.follow(document)
    return document, scene


def test_each_land_water_connection_is_drawn_along_the_shared_outline(qapp):
    document, scene = scene_on(canal_country())
    assert set(scene.coast_items) == {("land", "east"), ("land", "south")}
    east = scene.coast_items[("land", "east")].path().boundingRect()
    assert (east.left(), east.top(), east.width(), east.height()) == (100.0, 0.0, 0.0, 100.0)


def test_land_borders_and_water_links_are_not_coasts(qapp):
    _document, scene = scene_on(canal_country(waters_linked=True))
    assert set(scene.coast_items) == {("land", "east"), ("land", "south")}
    _document, scene = scene_on(board(square("a", 0, 0), square("b", 100, 0), connections=[border("a", "b")]))
    assert scene.coast_items == {}


def test_coasts_follow_connections_and_kinds(qapp):
    document, scene = scene_on(canal_country())
    index = [(c.a, c.b) for c in document.board.connections].index(("land", "east"))
    document.undo_stack.push(RemoveConnection(document, index))
    assert set(scene.coast_items) == {("land", "south")}
    document.undo_stack.undo()
    assert set(scene.coast_items) == {("land", "east"), ("land", "south")}
    south = document.board.territory("south")
    document.undo_stack.push(SetTerritoryProperties(
        document, {document.board.territory_index("south"): dataclasses.replace(
            south, kind=TerritoryKind.LAND, continent="main")}, "Land"))
    assert set(scene.coast_items) == {("land", "east")}
    document.undo_stack.push(AddConnection(document, border("east", "south")))
    assert set(scene.coast_items) == {("land", "east"), ("south", "east")}


def test_coasts_are_drawn_in_their_colour_and_can_be_hidden(qapp):
    _document, scene = scene_on(board(square("a", 0, 0), water("w", 100, 0), connections=[border("a", "w")]))

    def colour_on_the_coast(visible: bool):
        scene.set_coasts_visible(visible)
        image = QImage(200, 100, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, source=scene.canvas_rect().adjusted(0, 0, -800, -900))
        painter.end()
        return image.pixelColor(100, 30)

    assert colour_on_the_coast(True) == style.COAST_COLOUR
    assert colour_on_the_coast(False) != style.COAST_COLOUR
    assert not scene.coasts_visible()
