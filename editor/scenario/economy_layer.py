"""An MU economy scenario's pieces drawn on the designer's map.

What the economy section places, drawn with play mode's own marks (so a designer sees what
the players will): per country a row of icons below its name — capitals (a star in their
player's colour), army bases (with their count), roads, fortifications, canals, and a pale
canal on a dashed plate where a canal may be built; navy bases on their coast (at the shore
of the country on that water nearest the name); per water a row of chips below its name —
the armies of a fixed setup at sea and the navies, each in its player's colour.

Infrastructure belongs to whoever holds the country in a fixed setup: its plate is ringed
in that player's colour. Only drawn while the rules read the economy section.

Nothing covers a name or another's marks at the zoom the window opens with: a row that would
moves to the nearest free spot on its territory (map_room.find_spot), and the rows are the
scene MapRoom's *source*, so the troop badges and HQ marks (setup_layer) keep clear of them.
"""

from __future__ import annotations

import logging
import math

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem
from shapely.geometry import Point
from shapely.ops import nearest_points
from shiboken6 import isValid

from editor.play.board import BADGE_MIN_MARK_PIXELS
from editor.play.colours import seat_colour
from editor.play.economy.action_words import units_name
from editor.play.economy.board_icons import COMPACT_PIXELS, ICON_PIXELS, IconItem
from editor.play.economy.unit_stack import CHIP_PIXELS, Chip, UnitStack
from editor.play.play_counts import play_counts
from editor.scenario.map_room import RectGrid, find_spot, label_anchor, room_for
from editor.scenario.marks_layer import territory_name_rects
from editor.scenario.scenario_document import ScenarioChange, ScenarioPart
from editor.scene import label_item, style
from engine.scenario.model import SetupKind

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

ROW_GAP_PIXELS = 2.0  # between a name and the row below it, and between icons
MARGIN_PIXELS = 1.0  # kept free around a row
# Zoomed out until a mark radius is this few pixels, the icons are drawn small.
COMPACT_BELOW_MARK_PIXELS = 4.0


def reads_economy(ruleset: str) -> bool:
    from engine.rules.registry import ruleset_class, ruleset_names

    return ruleset in ruleset_names() and ruleset_class(ruleset).takes_economy


class EconomyLayer(QObject):
    """Draws ``document``'s economy section on ``scene`` as ``view`` (a MapView) shows it."""

    def __init__(self, document, scene, view, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.view = view
        self.icons: dict[str, list[IconItem]] = {}  # country -> its row (navy bases too)
        self.stacks: dict[str, UnitStack] = {}  # water -> its units' chips
        self._shown_as: dict[str, tuple] = {}  # what each territory's items show (to redo only what changed)
        self._index = {t.id: i for i, t in enumerate(document.board.territories)}
        self._coast_points: dict[tuple[str, str], QPointF | None] = {}
        self._placing = False
        self._room = room_for(scene)
        self._room.add_source(self.taken)
        self._room.changed.connect(self._room_changed)
        document.changed.connect(self._on_change)
        view.zoomChanged.connect(self._place_all)
        self.sync()

    # -- reading ---------------------------------------------------------------------------------
    def icons_of(self, territory: str) -> list[IconItem]:
        return list(self.icons.get(territory, ()))

    def icon_kinds(self, territory: str) -> list[tuple[str, int]]:
        """(kind, count) of the marks drawn for a country, in the row's order."""
        return [(icon.kind, icon.count) for icon in self.icons.get(territory, ())]

    def stack(self, water: str) -> UnitStack | None:
        return self.stacks.get(water)

    def all_items(self) -> list[QGraphicsItem]:
        return [*(i for row in self.icons.values() for i in row), *self.stacks.values()]

    def taken(self, zoom: float) -> list[QRectF]:
        """What the economy's marks cover, in scene units (the badges keep clear of it)."""
        if self._placing or zoom <= 0:
            return []
        return [self._rect(item, zoom) for item in self.all_items() if item.isVisible()]

    # -- following the document --------------------------------------------------------------------
    def _on_change(self, change: ScenarioChange) -> None:
        if change.part in (ScenarioPart.ECONOMY, ScenarioPart.SETUP, ScenarioPart.PLAYERS,
                           ScenarioPart.PROPERTIES, ScenarioPart.RESET):
            self.sync()

    def shutdown(self) -> None:
        """Take the marks off the scene (the window builds another scene)."""
        if isValid(self.scene):
            for item in self.all_items():
                self.scene.removeItem(item)
        self.icons.clear()
        self.stacks.clear()
        self._shown_as.clear()

    def sync(self) -> None:
        """Draw the economy section as it is now (only territories whose marks changed are redone)."""
        if not isValid(self) or not isValid(self.scene):
            return
        wanted = self._wanted()
        for tid in [t for t in self._shown_as if t not in wanted]:
            self._drop(tid)
        for tid, marks in wanted.items():
            if self._shown_as.get(tid) != marks:
                self._drop(tid)
                self._make(tid, marks)
        self._place_all()

    def _wanted(self) -> dict[str, tuple]:
        """For each territory with marks, what they are: (kind, colour, tooltip, count[, water])."""
        scenario = self.document.scenario
        economy = scenario.economy
        board = self.document.board
        if not reads_economy(scenario.ruleset):
            return {}
        fixed = scenario.fixed if scenario.setup is SetupKind.FIXED else None
        marks: dict[str, list[tuple]] = {}

        def add(tid: str, mark: tuple) -> None:
            if tid in self._index:
                marks.setdefault(tid, []).append(mark)

        def holder(tid: str) -> str | None:
            owner = fixed.owners.get(tid) if fixed is not None else None
            return self._colour(owner) if owner is not None else None

        name = self.document.territory_name
        if economy is not None:
            for player, tid in sorted(economy.capitals.items()):
                add(tid, ("capital", self._colour(player), translate("EconomyLayer", "{player}'s capital").format(
                    player=self._player(player)), 1))
            for tid in dict.fromkeys(economy.bases):
                count = economy.bases.count(tid)
                add(tid, ("army-base", holder(tid), play_counts().army_bases_in(count, name(tid)), count))
            for kind, items, text in (
                    ("road", economy.roads, translate("EconomyLayer", "Roads in {territory}")),
                    ("fortification", economy.fortifications,
                     translate("EconomyLayer", "Fortification in {territory}")),
                    ("canal", economy.canals, translate("EconomyLayer", "Canal in {territory}"))):
                for tid in dict.fromkeys(items):
                    add(tid, (kind, holder(tid), text.format(territory=name(tid)), 1))
            for border in dict.fromkeys(economy.navy_bases):
                country, _, water = border.partition(":")
                if water in self._index:
                    count = economy.navy_bases.count(border)
                    add(country, ("navy-base", holder(country),
                                  play_counts().navy_bases_of(count, name(country), name(water)), count, water))
        canals = set(economy.canals) if economy is not None else set()
        for territory in board.territories:
            if territory.is_land and territory.canal_eligible and territory.id not in canals:
                add(territory.id, ("canal-site", None, translate("EconomyLayer", "{territory} may have a canal").format(
                    territory=name(territory.id)), 1))
        # Units at sea: the fixed setup's armies and the navies, a chip each.
        for tid in self._index:
            if board.territory(tid).is_land:
                continue
            chips = []
            if fixed is not None and tid in fixed.owners and fixed.troops.get(tid, 0) > 0:
                chips.append(("army", fixed.owners[tid], fixed.troops[tid]))
            if economy is not None and tid in economy.navies:
                player, count = economy.navies[tid]
                chips.append(("navy", player, count))
            if chips:
                marks[tid] = [("units", tuple(chips))]
        return {tid: tuple(m) for tid, m in marks.items()}

    def _player(self, index: int) -> str:
        players = self.document.scenario.players
        return players[index].name if 0 <= index < len(players) else str(index + 1)

    def _colour(self, index: int) -> QColor:
        players = self.document.scenario.players
        colour = players[index].colour if 0 <= index < len(players) else None
        return seat_colour(colour, index)

    def _make(self, tid: str, marks: tuple) -> None:
        self._shown_as[tid] = marks
        index = self._index[tid]
        if marks and marks[0][0] == "units":
            chips, lines = [], []
            for kind, player, count in marks[0][1]:
                chips.append(Chip(player, kind, count, self._colour(player).name()))
                lines.append(translate("EconomyLayer", "{player}: {units}").format(
                    player=self._player(player), units=units_name(kind, count)))
            stack = UnitStack(index, chips, "\n".join([self.document.territory_name(tid), *lines]))
            stack.territory_id = tid
            self.stacks[tid] = stack
            self.scene.addItem(stack)
            return
        row = []
        for mark in marks:
            kind, colour, tip, count = mark[:4]
            icon = IconItem(kind, index, colour, tip, count)
            icon.territory_id = tid
            icon.water = mark[4] if len(mark) > 4 else None
            row.append(icon)
            self.scene.addItem(icon)
        self.icons[tid] = row

    def _drop(self, tid: str) -> None:
        self._shown_as.pop(tid, None)
        for icon in self.icons.pop(tid, []):
            self.scene.removeItem(icon)
        stack = self.stacks.pop(tid, None)
        if stack is not None:
            self.scene.removeItem(stack)

    # -- where things go ---------------------------------------------------------------------------
    def _room_changed(self) -> None:
        if not self._placing:
            self._place_all(announce=False)

    def _place_all(self, *_args, announce: bool = True) -> None:
        """Every row below its name, then moved clear of names, stickers and each other."""
        if not isValid(self) or not isValid(self.scene):
            return
        zoom = self.view.zoom_factor()
        radius = self.document.board.meta.mark_radius
        shown = zoom > 0 and zoom * radius >= BADGE_MIN_MARK_PIXELS
        pixels = ICON_PIXELS if zoom * radius >= COMPACT_BELOW_MARK_PIXELS else COMPACT_PIXELS
        for item in self.all_items():
            item.setVisible(shown)
        if not shown:
            return
        self._placing = True
        try:
            for tid, row in self.icons.items():
                self._lay_row(tid, row, zoom, pixels)
            for tid, stack in self.stacks.items():
                stack.setPos(self._anchor(tid))
                stack.set_offset(self._below_name(tid, zoom) + CHIP_PIXELS / 2)
            self._keep_clear(zoom)
        finally:
            self._placing = False
        self._room.settle_names(self.document.board, zoom)
        if announce:
            self._room.changed.emit()  # the troop badges find room again

    def _lay_row(self, tid: str, row: list[IconItem], zoom: float, pixels: float) -> None:
        """The country's icons side by side below its name; navy bases on their coasts."""
        anchor = self._anchor(tid)
        in_row = [icon for icon in row if icon.kind != "navy-base"]
        for icon in row:
            icon.set_pixels(pixels)
        width = sum(self._width(icon) for icon in in_row) + ROW_GAP_PIXELS * max(0, len(in_row) - 1)
        x = -width / 2
        y = self._below_name(tid, zoom) + pixels / 2
        for icon in in_row:
            w = self._width(icon)
            icon.setPos(anchor)
            icon.set_offset(QPointF(x + pixels / 2, y))
            x += w + ROW_GAP_PIXELS
        for icon in row:
            if icon.kind == "navy-base":
                coast = self._coast_point(tid, icon.water)
                icon.setPos(coast if coast is not None else anchor)
                icon.set_offset(QPointF())

    @staticmethod
    def _width(icon: IconItem) -> float:
        return icon.footprint().width()

    def _below_name(self, tid: str, zoom: float) -> float:
        """Pixels from the label point to just below the name (0 when names are not drawn)."""
        label = self.scene.label_items.get(tid)
        size = style.LABEL_SIZE * self.document.board.meta.mark_radius
        if label is None or zoom * size < label_item.MIN_VISIBLE_PIXELS or not label.isVisible():
            return 0.0
        halo = style.LABEL_HALO * label.text_size() / 2
        return (label.rect().bottom() - halo) * zoom + ROW_GAP_PIXELS

    def _anchor(self, tid: str) -> QPointF:
        return label_anchor(self.scene, tid)

    def _rect(self, item: QGraphicsItem, zoom: float, margin: float = 0.0) -> QRectF:
        """Where an item drawn in pixels covers the map at ``zoom``, grown by ``margin`` pixels."""
        if isinstance(item, IconItem):
            box = item.footprint()
        else:
            width, height = item.size()
            box = QRectF(-width / 2, item.offset() - height / 2, width, height)
        box = box.adjusted(-margin, -margin, margin, margin)
        return QRectF(item.pos() + box.topLeft() / zoom, box.size() / zoom)

    def _units(self) -> list[tuple[str, list[QGraphicsItem]]]:
        """What moves together: a country's row; each navy base alone; a water's chips."""
        units: list[tuple[str, list[QGraphicsItem]]] = []
        for tid, row in self.icons.items():
            in_row = [icon for icon in row if icon.kind != "navy-base"]
            if in_row:
                units.append((tid, in_row))
            units += [(tid, [icon]) for icon in row if icon.kind == "navy-base"]
        units += [(tid, [stack]) for tid, stack in self.stacks.items()]
        return units

    def _keep_clear(self, zoom: float) -> None:
        """Move each row that covers a name, a sticker, a badge's spot or another row to the
        nearest free spot on its territory (else beside it)."""
        units = self._units()
        if not units:
            return
        grid = RectGrid(4 * ICON_PIXELS / zoom)
        # Clear of the stickers, the names and the spots the troop badges and HQ marks
        # want (beside the names): those then stand where they read best; and of where a
        # crowded badge had to go instead.
        obstacles = self._room.taken(zoom) + territory_name_rects(self.scene) + self._room.wanted(zoom)
        for rect in obstacles + self._room.placed(zoom):
            grid.add(rect)
        for _tid, items in units:
            others = [self._rect(item, zoom, MARGIN_PIXELS) for item in items]
            move = find_spot(others, others[0].center(), grid, zoom, self._tiers(_tid, items, zoom))
            if move is not None and (move.x() or move.y()):
                for item in items:
                    item.setPos(item.pos() + move)
            for item in items:
                grid.add(self._rect(item, zoom, MARGIN_PIXELS))

    def _tiers(self, tid: str, items: list[QGraphicsItem], zoom: float):
        """Where a unit reads as its territory's: on it; else near it. A navy base stays on
        its coast: its plate still touching the water (on the country or on the water)."""
        scene = self.scene
        water = getattr(items[0], "water", None)
        reach = 2 * ICON_PIXELS / zoom

        def on_home(point: QPointF) -> bool:
            return scene.territory_at(point) == tid

        def near(point: QPointF) -> bool:
            under = scene.territory_at(point)
            return (under is None or under == tid or not self._is_land(under)) and self._distance(tid, point) <= reach

        if water is None:
            return (on_home, near)
        touching = items[0].pixels() / 2 / zoom

        def on_coast(point: QPointF) -> bool:
            return scene.territory_at(point) in (tid, water) and self._distance(water, point) <= touching \
                and self._distance(tid, point) <= touching

        return (on_coast, near)

    def _is_land(self, tid: str) -> bool:
        return tid in self._index and self.document.board.territory(tid).is_land

    def _distance(self, tid: str, point: QPointF) -> float:
        try:
            return self.document.board.shape(tid).distance(Point(point.x(), point.y()))
        except Exception:  # noqa: BLE001 an invalid outline
            return math.inf

    def _coast_point(self, country: str, water: str | None) -> QPointF | None:
        """The point of the country's shore on ``water`` nearest its name (None: none drawn)."""
        if water is None:
            return None
        key = (country, water)
        if key not in self._coast_points:
            self._coast_points[key] = self._find_coast(country, water)
        return self._coast_points[key]

    def _find_coast(self, country: str, water: str) -> QPointF | None:
        board = self.document.board
        try:
            land, sea = board.shape(country), board.shape(water)
            shore = land.boundary.intersection(sea.buffer(1e-6 * max(1.0, land.length)))
            if shore.is_empty:  # not drawn touching: the country's outline nearest the water
                shore = land.boundary
                point = nearest_points(shore, sea)[0]
            else:
                anchor = self._anchor(country)
                point = nearest_points(shore, Point(anchor.x(), anchor.y()))[0]
        except Exception:  # noqa: BLE001 a damaged outline: the base stands in the row
            log.warning("no coast found for %s on %s", country, water, exc_info=True)
            return None
        return QPointF(point.x, point.y)

