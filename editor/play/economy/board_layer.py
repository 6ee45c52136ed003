"""The MU economy on the play board: unit stacks, infrastructure, battle tokens, order arrows.

PlayBoard colours the map by owner; for an economy game its single troop badge per territory
is switched off (``set_troop_badges(False)``) and this layer draws instead:

- per territory, a stack of chips (unit_stack.py): each side's armies and navies (players'
  and neutral ones; navies at sea too), hung below the name like the classic badge;
- a row of icons below the stack (board_icons.py): the capital (a star in its player's
  colour, with the initiative's pennant beside the holder's capital), army bases, roads,
  fortifications and canals, and in a country where a canal may be built and none is, a pale
  canal on a dashed plate ("Egypt may have a canal"); a navy base stands on the coast, at the
  shore nearest the name; a battle token (crossed swords) beside the stack. Every mark has a
  tooltip in words;
- on a border where opposite plans met (a border battle), a battle token and the units
  waiting there (they have left their country and not reached the other);
- order arrows (order_arrows.py): while plans are made and until the combat, the plans of the
  person whose secrets the screen may show now (``controller.view_for(shown_player())``:
  never anyone else's, nothing at all while the screen changes hands); from the combat's start
  until the next round, every plan as it was carried out (the UnitsMoved and UnitsOnBorder
  events of the combat's start), for everyone. An arrow runs from its source's stack to the
  edge of its target's marks, its count where it covers no mark.

Nothing is drawn on another: where a territory's marks would cover a name or another
territory's marks (Europe zoomed out), they move to the nearest free spot over their own
territory, the icons going above or beside the stack if need be; zoomed out, the icons are
drawn small (``_place_all``).

After every action (and whenever the screen changes hands) the layer compares what it shows
with what it should show and remakes only what changed.
"""

from __future__ import annotations

import logging
import math

import numpy as np
import shapely
from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtGui import QTransform
from shapely.geometry import Point
from shapely.ops import nearest_points

from editor.play.colours import NEUTRAL, player_colour
from editor.play.economy.action_words import units_name
from editor.play.economy.board_icons import COMPACT_PIXELS, ICON_PIXELS, IconItem
from editor.play.economy.order_arrows import COUNT_PIXELS, END_GAP_PIXELS, HEAD_PIXELS, OrderArrow
from editor.play.economy.unit_stack import CHIP_PIXELS, Chip, UnitStack
from editor.play.play_counts import play_counts
from editor.play.screen_privacy import shown_state
from engine.core.state import HIDDEN, NOBODY
from engine.rules.economy import navy_bases
from engine.rules.economy.actions import ARMY, NAVY, UNIT_KINDS
from engine.rules.economy.events import InitiativeWon, UnitsMoved, UnitsOnBorder
from engine.rules.economy.phases import AFTER_BATTLE, BATTLE, CHOOSE_BATTLE, FRIENDLY_MOVEMENT, PLANNING

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

COMBAT_PHASES = frozenset({CHOOSE_BATTLE, BATTLE, AFTER_BATTLE})
PLAN_PHASES = frozenset({PLANNING, FRIENDLY_MOVEMENT})  # plans are made, still secret
ICON_GAP_PIXELS = 2.0
ROW_GAP_PIXELS = 3.0  # between the unit stack and the icons below it
# Below this many pixels per mark radius (the board zoomed out: territories small on screen)
# the icons are drawn small (COMPACT_PIXELS).
COMPACT_MARK_PIXELS = 6.0
# A territory's marks where their place is taken move up to this far (pixels on screen), by
# steps of SEARCH_STEP, keeping CLEAR_PIXELS from the rest and the stack's centre within
# OVER_PIXELS of the territory.
SEARCH_PIXELS = 60.0
SEARCH_STEP = 3.0
SEARCH_BATCH = 128
CLEAR_PIXELS = 1.0
OVER_PIXELS = 2.0
CLUSTER_GAP_PIXELS = 3.0  # more room between two territories' marks: each reads as its own
SIDES = ("below", "above", "right", "left")  # where a territory's icons go from its stack, by preference
SIDE_PENALTY_PIXELS = 6.0  # a free spot this much farther is worth the icons' usual side
SIDE_WAYS = {"below": (0.0, 1.0), "above": (0.0, -1.0), "right": (1.0, 0.0), "left": (-1.0, 0.0)}
ARROW_SIDE_PIXELS = 20.0  # ... and this much, icons not on the side an arrow leaves or comes in by
# An arrow's count with no free place rather covers a name or a mark than a unit chip (where
# it would pass for one).
NAME_WEIGHT, MARK_WEIGHT, CHIP_WEIGHT = 1.0, 1.0, 4.0
ARROW_CLEAR_PIXELS = 3.0  # an arrow starts and ends this far from the marks it joins
NAME_NEAR_PIXELS = 6.0  # a name this close to its territory's marks goes with them (arrows end before it)
# Where an arrow's count may go along its drawn line (0: its start, 1: just before its head),
# by preference.
COUNT_SHARES = tuple(sorted((i / 20 for i in range(21)), key=lambda share: (abs(share - 0.5), share)))


def _search_moves() -> tuple[np.ndarray, np.ndarray]:
    steps = np.arange(-SEARCH_PIXELS, SEARCH_PIXELS + SEARCH_STEP / 2, SEARCH_STEP)
    moves = np.array([(dx, dy) for dx in steps for dy in steps if dx * dx + dy * dy <= SEARCH_PIXELS ** 2])
    # Nearest first; at one distance, sideways rather than up or down (a name is wide, the
    # marks below it short), and down rather than up (the marks hang below their name).
    distances = np.hypot(moves[:, 0], moves[:, 1]) + 0.25 * np.abs(moves[:, 1]) - 0.1 * (moves[:, 1] > 0)
    order = np.argsort(distances, kind="stable")
    return moves[order], distances[order]


_SEARCH_MOVES, _SEARCH_DISTANCES = _search_moves()


def _box(rect: QRectF) -> tuple[float, float, float, float]:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _pixel_box(item, footprint: QRectF, zoom: float) -> tuple[float, float, float, float]:
    """What a mark drawn in pixels (it ignores the zoom) covers, in pixels (scene units times the zoom)."""
    x, y = item.pos().x() * zoom, item.pos().y() * zoom
    return x + footprint.left(), y + footprint.top(), x + footprint.right(), y + footprint.bottom()


def _exit_share(box: tuple[float, float, float, float], x: float, y: float, dx: float, dy: float) -> float:
    """How far along (x, y) + t (dx, dy) the line leaves the box it starts in, as t (0 to 1)."""
    share = 1.0
    for low, high, start, step in ((box[0], box[2], x, dx), (box[1], box[3], y, dy)):
        if step > 0:
            share = min(share, (high - start) / step)
        elif step < 0:
            share = min(share, (low - start) / step)
    return max(0.0, share)


def _covered(boxes: np.ndarray, others: np.ndarray, moves: np.ndarray) -> np.ndarray:
    """For each move, how much of ``boxes`` moved so (within CLEAR_PIXELS) ``others`` cover."""
    mine = boxes[None, :, :] + np.concatenate([moves, moves], axis=1)[:, None, :]
    mine = mine[:, :, None, :]  # (moves, boxes, others)
    wide = np.minimum(mine[..., 2] + CLEAR_PIXELS, others[None, None, :, 2]) - np.maximum(
        mine[..., 0] - CLEAR_PIXELS, others[None, None, :, 0])
    high = np.minimum(mine[..., 3] + CLEAR_PIXELS, others[None, None, :, 3]) - np.maximum(
        mine[..., 1] - CLEAR_PIXELS, others[None, None, :, 1])
    return (np.maximum(wide, 0.0) * np.maximum(high, 0.0)).sum(axis=(1, 2))


def _cover(point: QPointF, half: float, others: np.ndarray, weights: np.ndarray) -> float:
    """How much of the square ``half`` pixels around ``point`` the ``others`` cover, weighed."""
    wide = np.minimum(point.x() + half, others[:, 2]) - np.maximum(point.x() - half, others[:, 0])
    high = np.minimum(point.y() + half, others[:, 3]) - np.maximum(point.y() - half, others[:, 1])
    return float((np.maximum(wide, 0.0) * np.maximum(high, 0.0) * weights).sum())


def _covers(boxes: np.ndarray, others: np.ndarray) -> bool:
    """Whether any of ``boxes`` comes within CLEAR_PIXELS of any of ``others`` (rows of left, top, right, bottom)."""
    wide = np.minimum(boxes[:, None, 2] + CLEAR_PIXELS, others[None, :, 2]) - np.maximum(
        boxes[:, None, 0] - CLEAR_PIXELS, others[None, :, 0])
    high = np.minimum(boxes[:, None, 3] + CLEAR_PIXELS, others[None, :, 3]) - np.maximum(
        boxes[:, None, 1] - CLEAR_PIXELS, others[None, :, 1])
    return bool(((wide > 0) & (high > 0)).any())


def _gap(first: tuple[float, ...], second: tuple[float, ...]) -> float:
    """How far apart two boxes are (0 if they touch or overlap)."""
    return math.hypot(max(first[0] - second[2], second[0] - first[2], 0.0),
                      max(first[1] - second[3], second[1] - first[3], 0.0))


def _set_offset(item, offset: QPointF) -> None:
    if isinstance(item, UnitStack):
        item.set_offset(offset.y())
    else:
        item.set_offset(offset)

# An order: (player, source, target, count, kind).
Order = tuple[int, int, int, int, str]


class EconomyBoardLayer(QObject):
    """Draws ``controller``'s economy game on ``board`` (a PlayBoard) in ``window`` and keeps it current.

    It belongs to the board: made for each game the window shows, it goes with that game's board."""

    def __init__(self, controller, board, window=None) -> None:
        super().__init__(board)
        self.setObjectName("economyBoardLayer")
        self.controller = controller
        self.board = board
        self.window = window
        self.stacks: dict[int, UnitStack] = {}
        self.icons: dict[int, list[IconItem]] = {}
        self.arrows: list[OrderArrow] = []
        self.border_items: list[IconItem | UnitStack] = []  # tokens and units on borders
        self._border_key: tuple | None = None
        self._border_points: dict[tuple[int, int], QPointF] = {}
        self._stack_keys: dict[int, tuple] = {}
        self._icon_keys: dict[int, tuple] = {}
        self._arrow_key: tuple | None = None
        self._revealed: list[Order] = []
        self._revealed_round: int | None = None
        self._coast_points: dict[tuple[int, int], QPointF | None] = {}
        self._centres: dict[int, QPointF] = {}  # where each territory's stack is drawn (scene)
        self._cluster_boxes: dict[int, tuple[float, float, float, float]] = {}  # all its marks (pixels)
        self._name_boxes: dict[int, tuple[float, float, float, float]] = {}  # its name's letters (pixels)
        self._arrow_ways: dict[int, list[tuple[float, float]]] = {}  # which way its arrows leave
        self._laid_out_at: float | None = None  # the zoom the marks were last placed at
        # Names and marks drawn: pixel boxes (left, top, right, bottom, how much an arrow's
        # count should shun covering it).
        self._taken: list[tuple[float, float, float, float, float]] = []
        self._territory_shapes = None
        self._moved = False  # marks were remade since they were last placed
        world = controller.world
        self._canal_eligible = tuple(bool(t.canal_eligible and world.land[i])
                                     for i, t in enumerate(world.board.territories))
        board.set_troop_badges(False)
        self._revealed_from_log()
        controller.eventsHappened.connect(self._on_events)
        controller.stateChanged.connect(self.sync)
        controller.screenChanged.connect(self.sync)
        board.view.zoomChanged.connect(self._zoomed)
        board.scene.labelsFitted.connect(self._place_all)  # a crowded name may have moved
        self.sync()

    # -- reading (for tests and pages) ---------------------------------------------------------------
    def stack(self, territory: int) -> UnitStack | None:
        return self.stacks.get(territory)

    def icon_items(self, territory: int | None = None) -> list[IconItem]:
        if territory is not None:
            return list(self.icons.get(territory, ()))
        return [item for items in self.icons.values() for item in items]

    def arrow_items(self) -> list[OrderArrow]:
        return list(self.arrows)

    # -- keeping in step ------------------------------------------------------------------------------
    def sync(self, *_args) -> None:
        state = shown_state(self.controller)  # what the person at the screen may see
        size = self.controller.world.size
        players = range(len(state.players))
        capitals = [(seat.capital, getattr(seat, "out", False)) for seat in state.players]
        allies = tuple(tuple(seat.allies) for seat in state.players)  # who contests whom
        for territory in range(size):
            # What the marks are made of, as plain numbers: compared first, so that an action
            # costs little where nothing changed (the words are made only for what did).
            units = (tuple(state.army[p][territory] for p in players), tuple(state.navy[p][territory] for p in players),
                     state.neutral[territory], allies)
            if units != self._stack_keys.get(territory):
                self._stack_keys[territory] = units
                self._remake_stack(state, territory)
            facts = (territory in state.battle_tokens, state.battle == territory, state.initiative,
                     tuple(p for p, (capital, out) in enumerate(capitals) if capital == territory and not out),
                     state.owner[territory], state.army_bases[territory], navy_bases.coasts_of(state, territory),
                     state.roads[territory], state.fortifications[territory], state.canals[territory], units)
            if facts != self._icon_keys.get(territory):
                self._icon_keys[territory] = facts
                self._remake_icons(state, territory)
        self._sync_borders(state)
        if self._moved:
            # Marks came or went: the territories around them may have room again, or less.
            self._moved = False
            self._place_all()
        self._sync_arrows()

    def _remake_stack(self, state, territory: int) -> None:
        old = self.stacks.pop(territory, None)
        if old is not None:
            self.board.scene.removeItem(old)
        chips = self._chips(state, territory)
        if chips:
            item = UnitStack(territory, chips, self._stack_tooltip(state, territory))
            self.stacks[territory] = item
            self.board.scene.addItem(item)
        self._moved = True

    def _remake_icons(self, state, territory: int) -> None:
        for old in self.icons.pop(territory, ()):
            self.board.scene.removeItem(old)
        marks = self._marks(state, territory)
        if marks:
            self.icons[territory] = []
            for kind, colour, tip, count, water in marks:
                icon = IconItem(kind, territory, colour, tip, count)
                icon.water = water  # a navy base stands on its own coast
                self.icons[territory].append(icon)
            for icon in self.icons[territory]:
                self.board.scene.addItem(icon)
        self._moved = True

    def _on_events(self, events: list) -> None:
        """At the combat's start every plan is carried out at once: the moves are revealed."""
        for position, event in enumerate(events):
            if isinstance(event, InitiativeWon):
                moves = [e for e in events[position + 1:] if isinstance(e, UnitsMoved | UnitsOnBorder)]
                self._revealed = [(e.player, e.source, e.target, e.count, e.kind) for e in moves]
                self._revealed_round = self.controller.state.turn
                return

    def _revealed_from_log(self) -> None:
        """A game opened during a combat: the round's revealed moves, from the controller's
        event history (the last combat start in it; nothing is replayed)."""
        if self.controller.state.phase not in COMBAT_PHASES:
            return
        for happened in reversed(self.controller.events):
            if any(isinstance(e, InitiativeWon) for e in happened.events):
                self._on_events(list(happened.events))
                return

    # -- what is shown ----------------------------------------------------------------------------
    def _colour(self, side: int):
        return player_colour(self.controller, side)

    def _chips(self, state, territory: int) -> list[Chip]:
        chips = []
        for player in range(len(state.players)):
            for kind, counts in ((ARMY, state.army[player]), (NAVY, state.navy[player])):
                if counts[territory]:
                    chips.append(Chip(player, kind, counts[territory], self._colour(player).name()))
        if state.neutral[territory]:
            kind = ARMY if self.controller.world.land[territory] else NAVY
            chips.append(Chip(-1, kind, state.neutral[territory], NEUTRAL))
        return chips

    def _stack_tooltip(self, state, territory: int) -> str:
        names = self.controller.names.territories
        parts = []
        for player, seat in enumerate(state.players):
            for kind, counts in ((ARMY, state.army[player]), (NAVY, state.navy[player])):
                if counts[territory]:
                    parts.append(translate("EconomyBoard", "{player}: {units}").format(
                        player=seat.name, units=units_name(kind, counts[territory])))
        if state.neutral[territory]:
            kind = ARMY if self.controller.world.land[territory] else NAVY
            parts.append(translate("EconomyBoard", "neutral: {units}").format(
                units=units_name(kind, state.neutral[territory])))
        sides = {p for p in range(len(state.players)) if state.army[p][territory] or state.navy[p][territory]}
        contested = self.controller.rules.geo.contested(state, territory) if len(sides) + bool(
            state.neutral[territory]) > 1 else False
        head = (translate("EconomyBoard", "{territory} (contested)") if contested
                else translate("EconomyBoard", "{territory}")).format(territory=names[territory])
        return "\n".join([head, *parts])

    def _marks(self, state, territory: int) -> tuple:
        """(kind, colour, tooltip, count) of every icon on the territory, in the row's order
        (a navy base last: it stands on the coast)."""
        name = self.controller.names.territories[territory]
        owner = state.owner[territory]
        owner_colour = self._colour(owner) if owner != NOBODY else None
        marks = []
        if territory in state.battle_tokens:
            tip = (translate("EconomyBoard", "Battle in {territory}: being fought now") if state.battle == territory
                   else translate("EconomyBoard", "Battle token: a battle is to be fought in {territory}"))
            marks.append(("battle", None, tip.format(territory=name), 1, -1))
        holder = state.initiative
        for player, seat in enumerate(state.players):
            if seat.capital == territory and not getattr(seat, "out", False):
                if player == holder:
                    tip = translate("EconomyBoard", "{player} holds the initiative").format(player=seat.name)
                    marks.append(("initiative", self._colour(player), tip, 1, -1))
                marks.append(("capital", self._colour(player),
                              translate("EconomyBoard", "Capital of {player} in {territory}").format(
                                  player=seat.name, territory=name), 1, -1))
        bases = state.army_bases[territory]
        if bases:
            tip = (translate("EconomyBoard", "Army base in {territory}").format(territory=name) if bases == 1
                   else play_counts().army_bases_in(bases, name))
            marks.append(("army-base", owner_colour, tip, bases, -1))
        for kind, values, text in (
                ("road", state.roads, translate("EconomyBoard", "Road in {territory}")),
                ("fortification", state.fortifications, translate("EconomyBoard", "Fortification in {territory}")),
                ("canal", state.canals, translate("EconomyBoard", "Canal in {territory}"))):
            if values[territory]:
                marks.append((kind, owner_colour, text.format(territory=name), 1, -1))
        if self._canal_eligible[territory] and not state.canals[territory]:
            # "The countries that can have canals should be indicated on the map."
            marks.append(("canal-site", None, translate("EconomyBoard", "{territory} may have a canal").format(
                territory=name), 1, -1))
        names = self.controller.names.territories
        for water, count in navy_bases.coasts_of(state, territory):
            # "Navy bases must be built on a specific border between a country and a water territory"
            tip = (translate("EconomyBoard", "Navy base of {territory} on {water}").format(
                territory=name, water=names[water]) if count == 1
                   else play_counts().navy_bases_of(count, name, names[water]))
            marks.append(("navy-base", owner_colour, tip, count, water))
        return tuple((kind, colour.name() if colour is not None else None, tip, count, water)
                     for kind, colour, tip, count, water in marks)


    # -- borders ------------------------------------------------------------------------------------
    def _sync_borders(self, state) -> None:
        tokens = tuple(tuple(border) for border in getattr(state, "border_tokens", ()))
        waiting = tuple(tuple(entry) for entry in getattr(state, "border_units", ()))
        fought = tuple(getattr(state, "border_battle", ()))
        key = (tokens, waiting, fought)
        if key == self._border_key:
            return
        self._border_key = key
        for item in self.border_items:
            self.board.scene.removeItem(item)
        self.border_items = []
        names = self.controller.names.territories
        players = state.players
        borders = {tuple(sorted(b)) for b in tokens} | {tuple(sorted(e[1:3])) for e in waiting}
        for a, b in sorted(borders):
            words = dict(first=names[a], second=names[b])
            if (a, b) in tokens:
                tip = (translate("EconomyBoard", "Battle on the border between {first} and {second}: being fought now")
                       if tuple(sorted(fought)) == (a, b) else
                       translate("EconomyBoard", "Battle token on the border between {first} and {second}"))
                token = IconItem("battle", a, None, tip.format(**words))
                token.border = (a, b)
                self.border_items.append(token)
            counts: dict[tuple[int, str], int] = {}
            for player, source, target, count, code in waiting:
                if tuple(sorted((source, target))) == (a, b) and 0 <= code < len(UNIT_KINDS):
                    counts[(player, UNIT_KINDS[code])] = counts.get((player, UNIT_KINDS[code]), 0) + count
            if counts:
                chips = [Chip(p, kind, n, self._colour(p).name()) for (p, kind), n in sorted(counts.items())]
                lines = [translate("EconomyBoard", "On the border between {first} and {second}").format(**words)]
                lines += [translate("EconomyBoard", "{player}: {units}").format(player=players[p].name,
                                                                              units=units_name(kind, n))
                          for (p, kind), n in sorted(counts.items())]
                stack = UnitStack(a, chips, "\n".join(lines))
                stack.border = (a, b)
                self.border_items.append(stack)
        for item in self.border_items:
            self.board.scene.addItem(item)
        self._moved = True

    def border_point(self, a: int, b: int) -> QPointF:
        """The middle of the border between two territories (between their names if they do
        not touch on the map: a crossing over water)."""
        key = (min(a, b), max(a, b))
        if key not in self._border_points:
            first, second = self.board.anchor(a), self.board.anchor(b)
            point = QPointF((first.x() + second.x()) / 2, (first.y() + second.y()) / 2)
            try:
                shapes = self.controller.world.board.shapes()
                if shapes[a] is not None and shapes[b] is not None:
                    shared = shapes[a].boundary.intersection(shapes[b].boundary)
                    if not shared.is_empty:
                        found = nearest_points(shared, Point(point.x(), point.y()))[0]
                        point = QPointF(found.x, found.y)
            except Exception:  # noqa: BLE001 a damaged outline: between the names will do
                log.warning("no border found between %s and %s", a, b, exc_info=True)
            self._border_points[key] = point
        return self._border_points[key]

    def _place_borders(self) -> None:
        readable = self.board.marks_readable()
        for item in self.border_items:
            item.setPos(self.border_point(*item.border))
            item.setVisible(readable)
            if isinstance(item, UnitStack):
                item.set_offset(self.icon_pixels() / 2 + ROW_GAP_PIXELS + CHIP_PIXELS / 2)  # under the token

    # -- arrows ----------------------------------------------------------------------------------
    def shown_orders(self) -> tuple[list[Order], bool]:
        """The orders the board shows now, and whether they are the revealed (carried out) ones."""
        controller = self.controller
        state = controller.state
        if state.phase in COMBAT_PHASES:
            return (list(self._revealed) if self._revealed_round == state.turn else []), True
        shown = controller.shown_player()
        if state.phase not in PLAN_PHASES or shown is None or controller.waiting_for_handoff() is not None:
            return [], False
        view = controller.view_for(shown)
        if not 0 <= shown < len(view.players):
            return [], False
        orders: dict[tuple[int, int, str], int] = {}
        for source, target, count, code in view.players[shown].plans:
            if HIDDEN in (source, target, count, code) or not 0 <= code < len(UNIT_KINDS):
                continue  # never another's (hidden) plan
            key = (source, target, UNIT_KINDS[code])
            orders[key] = orders.get(key, 0) + count
        return [(shown, s, t, count, kind) for (s, t, kind), count in orders.items()], False

    def _sync_arrows(self) -> None:
        orders, revealed = self.shown_orders()
        key = (tuple(orders), revealed)
        if key == self._arrow_key:
            return
        self._arrow_key = key
        scene = self.board.scene
        for arrow in self.arrows:
            scene.removeItem(arrow)
        self.arrows = []
        names = self.controller.names.territories
        players = self.controller.state.players
        zoom = self.board.view.zoom_factor()
        for player, source, target, count, kind in orders:
            words = dict(player=players[player].name, units=units_name(kind, count), source=names[source],
                         target=names[target])
            tip = (translate("EconomyBoard", "{player} moved {units} from {source} to {target}") if revealed
                   else translate("EconomyBoard", "{player} plans {units} from {source} to {target}")).format(**words)
            arrow = OrderArrow(player, source, target, count, kind, self.board.anchor(source),
                               self.board.anchor(target), self._colour(player), tip, zoom, revealed)
            scene.addItem(arrow)
            self.arrows.append(arrow)
        self._place_all()  # the marks make way for the arrows' counts

    def _place_arrows(self) -> None:
        """Each arrow from its source's unit stack (or the edge of its marks, where the count
        then finds more room) to the edge of its target's marks (its head not under the
        target's chips), with its count where it covers no name, mark or other count."""
        zoom = self.board.view.zoom_factor()
        taken = list(self._taken)
        choices: dict[OrderArrow, list[tuple[QPointF, QPointF]]] = {}
        for arrow in self.arrows:
            arrow.set_zoom(zoom)
            ends = self._arrow_ends(arrow.source, arrow.target, zoom)
            if not ends:
                start, start_drop = self._stack_point(arrow.source)
                end, end_drop = self._stack_point(arrow.target)
                arrow.set_ends(start, start_drop, end, end_drop)
            else:
                arrow.set_ends(ends[0][0], 0.0, ends[0][1], 0.0)
                choices[arrow] = ends
        if zoom > 0 and taken:
            # The shortest arrows first: their counts have the least room.
            for arrow in sorted(self.arrows, key=lambda a: a.curve().length()):
                self._place_count(arrow, zoom, taken, choices.get(arrow, []))

    def _arrow_ends(self, source: int, target: int, zoom: float) -> list[tuple[QPointF, QPointF]]:
        """Scene points for an arrow drawn to the edge of the target's marks (with its name, or
        without), from the source's stack or from the edge of the source's marks, by
        preference (none: too close for that, or not placed)."""
        first, second = self._cluster_boxes.get(source), self._cluster_boxes.get(target)
        if zoom <= 0 or first is None or second is None:
            return []
        targets = [second]
        name = self._name_boxes.get(target)
        if name is not None and _gap(name, second) <= NAME_NEAR_PIXELS:
            # Its name just above its marks: the head rather stops before the name too (where
            # that leaves the arrow room for its count).
            targets.insert(0, (min(name[0], second[0]), min(name[1], second[1]), max(name[2], second[2]),
                               max(name[3], second[3])))
        a, b = self._centres[source], self._centres[target]
        ax, ay, bx, by = a.x() * zoom, a.y() * zoom, b.x() * zoom, b.y() * zoom
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        if length < 1.0:
            return []
        ux, uy = dx / length, dy / length
        edge = _exit_share(first, ax, ay, dx, dy) * length  # where the line leaves the source's marks
        ends = []
        # From under the source's chips (drawn over the line; with no chips, from its icons
        # would cover them), or from just outside its marks
        # (the line starts END_GAP_PIXELS after its start); the head's tip just outside the
        # target's marks (END_GAP_PIXELS before its end).
        starts = [(edge + ARROW_CLEAR_PIXELS, None)]
        if source in self.stacks:
            starts.insert(0, (min(edge, END_GAP_PIXELS), 0.0))
        for box in targets:
            enter = (1.0 - _exit_share(box, bx, by, -dx, -dy)) * length
            for leave, begin in starts:
                room = enter - leave
                if room <= HEAD_PIXELS + 2:
                    continue
                outside = min(ARROW_CLEAR_PIXELS, (room - HEAD_PIXELS - 2) / 2)
                finish = enter - outside + END_GAP_PIXELS
                if begin is None:
                    begin = leave - END_GAP_PIXELS
                ends.append((QPointF((ax + ux * begin) / zoom, (ay + uy * begin) / zoom),
                             QPointF((ax + ux * finish) / zoom, (ay + uy * finish) / zoom)))
        return ends

    def _place_count(self, arrow: OrderArrow, zoom: float, taken: list,
                     choices: list[tuple[QPointF, QPointF]]) -> None:
        """The arrow's count where its disc covers nothing ``taken`` (to which it is added):
        the middle of the drawn line if free, else the free place nearest it, else the least
        covered; with the ends among ``choices`` that leave it the least covered."""
        others = np.array(taken)
        # A count over a name or a mark hides some of it; over a chip it would pass for one.
        weights = others[:, 4]
        half = COUNT_PIXELS / 2 + CLEAR_PIXELS
        best = None
        for ends in choices or [None]:
            if ends is not None:
                arrow.set_ends(ends[0], 0.0, ends[1], 0.0)
            path = QTransform.fromScale(zoom, zoom).map(arrow.curve())
            length = path.length()
            first, last = END_GAP_PIXELS + COUNT_PIXELS / 2, length - END_GAP_PIXELS - HEAD_PIXELS - COUNT_PIXELS / 2
            shares = COUNT_SHARES if last > first else (0.5,)
            # Too short for its count and its head: the count would hide the head; and the
            # head is best on nothing either.
            hides_head = 0.0 if last > first else COUNT_PIXELS * COUNT_PIXELS
            head = path.pointAtPercent(path.percentAtLength(max(length - END_GAP_PIXELS - HEAD_PIXELS / 2, 0.0)))
            hides_head += _cover(head, HEAD_PIXELS * 0.4, others, weights)
            for share in shares:
                at = first + share * (last - first) if last > first else length / 2
                percent = path.percentAtLength(at)
                point = path.pointAtPercent(percent)
                covered = _cover(point, half, others, weights) + hides_head
                if best is None or covered < best[0]:
                    best = (covered, percent, point, ends)
                if covered <= 0:
                    break
            if best[0] <= 0:
                break
        _covered, percent, point, ends = best
        if ends is not None:
            arrow.set_ends(ends[0], 0.0, ends[1], 0.0)
        arrow.set_count_at(percent)
        gap = COUNT_PIXELS / 2 + CLUSTER_GAP_PIXELS
        taken.append((point.x() - gap, point.y() - gap, point.x() + gap, point.y() + gap, MARK_WEIGHT))

    def _stack_point(self, territory: int) -> tuple[QPointF, float]:
        """Where the territory's unit stack is drawn (or would be): a scene point and how many
        pixels below it."""
        centre = self._centres.get(territory)
        if centre is not None:
            return QPointF(centre), 0.0
        return self.board.below_name(territory, CHIP_PIXELS)

    # -- placing ---------------------------------------------------------------------------------
    def icon_pixels(self) -> float:
        """How wide the icons are drawn now: small when the board is zoomed out."""
        zoom = self.board.view.zoom_factor()
        radius = self.controller.world.board.meta.mark_radius
        return COMPACT_PIXELS if zoom * radius < COMPACT_MARK_PIXELS else ICON_PIXELS

    def _place_all(self, *_args) -> None:
        """Every territory's marks: the stack just below the name, the icons in a row below it,
        the battle token beside it and navy bases on the coast. Where that spot is taken (by a
        name, or the marks of a territory placed before), the marks move to the nearest free
        spot over their own territory (the smallest territories choose first: they have the
        least room); then the arrows between them. Nothing is shown while the view is too far
        out to read them."""
        readable = self.board.marks_readable()
        zoom = self.board.view.zoom_factor()
        pixels = self.icon_pixels()
        for icon in [*self.icon_items(), *(i for i in self.border_items if isinstance(i, IconItem))]:
            icon.set_pixels(pixels)
            icon.setVisible(readable)
        for stack in self.stacks.values():
            stack.setVisible(readable)
        self._place_borders()
        self._laid_out_at = zoom
        self._centres = {}
        self._cluster_boxes = {}
        self._name_boxes = {}
        self._arrow_ways = self._ways_out()
        territories = sorted(set(self.stacks) | set(self.icons), key=self._room)
        taken: list[tuple[float, float, float, float, float]] = []
        if readable and zoom > 0:
            taken = self._names_taken(zoom)
            for item in self.border_items:
                taken.append((*_pixel_box(item, self._footprint(item), zoom),
                              CHIP_WEIGHT if isinstance(item, UnitStack) else MARK_WEIGHT))
        # Navy bases stand on their coasts, wherever the rest goes.
        on_coast: set[IconItem] = set()
        for territory in territories:
            for icon in self.icons.get(territory, ()):
                if icon.kind == "navy-base":
                    coast = self._coast_point(territory, icon.water)
                    if coast is not None:
                        icon.setPos(coast)
                        icon.set_offset(QPointF())
                        on_coast.add(icon)
                        if readable and zoom > 0:
                            taken.append((*_pixel_box(icon, icon.footprint(), zoom), MARK_WEIGHT))
        for territory in territories:
            self._place(territory, zoom, pixels, taken if readable and zoom > 0 else None, on_coast)
        self._taken = taken
        self._place_arrows()

    def _zoomed(self, *_args) -> None:
        # The names were fitted to the new zoom just before (labelsFitted), and the marks
        # placed with them: once is enough.
        if self._laid_out_at != self.board.view.zoom_factor():
            self._place_all()

    def _ways_out(self) -> dict[int, list[tuple[float, float]]]:
        """Which way each territory's arrows leave it or come in (unit vectors on screen)."""
        ways: dict[int, list[tuple[float, float]]] = {}
        for arrow in self.arrows:
            a, b = self.board.anchor(arrow.source), self.board.anchor(arrow.target)
            length = math.hypot(b.x() - a.x(), b.y() - a.y())
            if length > 0:
                way = ((b.x() - a.x()) / length, (b.y() - a.y()) / length)
                ways.setdefault(arrow.source, []).append(way)
                ways.setdefault(arrow.target, []).append((-way[0], -way[1]))
        return ways

    def _room(self, territory: int) -> tuple[bool, float]:
        """Who places their marks first: the territories whose names are drawn (their marks
        belong under them), then the others; the smallest first (they have the least room)."""
        item = self.board.territory_item(territory)
        box = item.fill_bounds() if item is not None else None
        label = self.board.scene.label_items.get(self.controller.world.ids[territory])
        named = label is not None and label.isVisible() and label.badge_below and self.board.scene.labels_shown()
        return not named, box.width() * box.height() if box is not None else 0.0

    def _names_taken(self, zoom: float) -> list[tuple[float, float, float, float, float]]:
        """The letters of every name drawn now, in pixels (scene units times the zoom)."""
        scene = self.board.scene
        if not scene.labels_shown():
            return []
        boxes = []
        index = self.controller.world.index
        for territory_id, label in scene.label_items.items():
            if label.isVisible():
                box = label.sceneTransform().mapRect(label.text_shape().boundingRect())
                boxes.append((box.left() * zoom, box.top() * zoom, box.right() * zoom, box.bottom() * zoom,
                              NAME_WEIGHT))
                if territory_id in index:
                    self._name_boxes[index[territory_id]] = boxes[-1][:4]
        return boxes

    @staticmethod
    def _footprint(item, offset: QPointF | None = None) -> QRectF:
        """What a mark covers in pixels from its position (drawn at ``offset`` if given)."""
        if isinstance(item, IconItem):
            box = item.footprint()
            return box if offset is None else box.translated(offset - item.offset())
        width, height = item.size()
        y = item.offset() if offset is None else offset.y()
        return QRectF(-width / 2, y - height / 2, width, height)

    def _cluster(self, territory: int, pixels: float, on_coast: set[IconItem],
                 side: str = "below") -> list[tuple[object, QPointF]]:
        """The territory's marks and where each is drawn from the stack's centre, in pixels:
        the icons in a row ``side`` of the stack ("below", "above", "right" or "left" of it),
        the battle token beside the stack (on the other side of a row beside it)."""
        stack = self.stacks.get(territory)
        icons = self.icons.get(territory, [])
        row = [i for i in icons if i.kind != "battle" and i not in on_coast]
        row.sort(key=lambda i: i.kind == "navy-base")  # a navy base with no coast drawn: last
        battle = [i for i in icons if i.kind == "battle"]
        reach = IconItem.tag_reach(pixels)
        tagged = any(icon.count > 1 for icon in row)
        advances = [pixels + (reach if icon.count > 1 else 0.0) for icon in row]
        width = sum(advances) + ICON_GAP_PIXELS * max(len(row) - 1, 0)
        stack_width = stack.size()[0] if stack is not None else 0.0
        placed: list[tuple[object, QPointF]] = [(stack, QPointF())] if stack is not None else []
        if stack is None:
            left, row_y = -width / 2, 0.0
        elif side == "above":
            left, row_y = -width / 2, -(CHIP_PIXELS / 2 + ROW_GAP_PIXELS + pixels / 2)
        elif side == "right":
            left, row_y = stack_width / 2 + ROW_GAP_PIXELS, (reach / 2 if tagged else 0.0)
        elif side == "left":
            left, row_y = -stack_width / 2 - ROW_GAP_PIXELS - width, (reach / 2 if tagged else 0.0)
        else:
            left, row_y = -width / 2, CHIP_PIXELS / 2 + ROW_GAP_PIXELS + (reach if tagged else 0.0) + pixels / 2
        x = left
        for icon, advance in zip(row, advances, strict=True):
            placed.append((icon, QPointF(x + pixels / 2, row_y)))
            x += advance + ICON_GAP_PIXELS
        beside = stack_width / 2 + ICON_GAP_PIXELS + pixels / 2
        for icon in battle:
            if stack is None:
                placed.append((icon, QPointF(width / 2 + ICON_GAP_PIXELS + pixels / 2, row_y)))
            else:
                placed.append((icon, QPointF(-beside if side == "right" else beside, 0.0)))
        return placed

    def _place(self, territory: int, zoom: float, pixels: float, taken: list | None,
               on_coast: set[IconItem]) -> None:
        """The territory's marks around the stack's centre: below the name, or the nearest
        free spot over the territory, with the icons below the stack or, where that is free
        and the spot below is not, above or beside it (``taken``: the pixel boxes already
        drawn, to which its own are added; None: no search, the marks are not shown)."""
        stack = self.stacks.get(territory)
        point, drop = self.board.below_name(territory, CHIP_PIXELS if stack is not None else pixels)
        placed = self._cluster(territory, pixels, on_coast)
        shift = QPointF()
        if taken is not None and placed:
            centre = (point.x() * zoom, point.y() * zoom + drop)
            best = None
            sides = SIDES if stack is not None and len(placed) > 1 else SIDES[:1]
            ways = self._arrow_ways.get(territory, ())
            for penalty, side in enumerate(sides):
                if best is not None and not best[0][0] and best[0][2] <= SIDE_PENALTY_PIXELS * penalty:
                    break  # free, and nearer than any other side could be
                arranged = placed if side == SIDES[0] else self._cluster(territory, pixels, on_coast, side)
                boxes = np.array([_box(self._footprint(item, offset)) for item, offset in arranged])
                move, covered, distance = self._free_spot(territory, boxes, centre, taken, zoom)
                # Icons on the side its arrows leave or come in by would sit on their counts.
                across = sum(1 for dx, dy in ways if dx * SIDE_WAYS[side][0] + dy * SIDE_WAYS[side][1] > 0.6)
                key = (covered > 0, covered, distance + SIDE_PENALTY_PIXELS * penalty + ARROW_SIDE_PIXELS * across)
                if best is None or key < best[0]:
                    best = (key, arranged, boxes, move)
                if covered <= 0 and distance == 0 and not across:
                    break
            _key, placed, boxes, shift = best
            gap = CLUSTER_GAP_PIXELS
            x, y = centre[0] + shift.x(), centre[1] + shift.y()
            for (item, _offset), box in zip(placed, boxes, strict=True):
                weight = CHIP_WEIGHT if isinstance(item, UnitStack) else MARK_WEIGHT
                taken.append((box[0] + x - gap, box[1] + y - gap, box[2] + x + gap, box[3] + y + gap, weight))
            self._cluster_boxes[territory] = (boxes[:, 0].min() + x, boxes[:, 1].min() + y,
                                              boxes[:, 2].max() + x, boxes[:, 3].max() + y)
        centre_point = QPointF(point.x() + shift.x() / zoom, point.y() + (drop + shift.y()) / zoom) if zoom > 0 \
            else QPointF(point)
        self._centres[territory] = centre_point
        for item, offset in placed:
            item.setPos(centre_point)
            _set_offset(item, offset)

    def _free_spot(self, territory: int, boxes: np.ndarray, centre: tuple[float, float], taken: list,
                   zoom: float) -> tuple[QPointF, float, float]:
        """How far (in pixels) to move marks covering ``boxes`` (around ``centre``) so that they
        cover nothing ``taken``, the stack's centre staying over the territory: not at all if
        they fit where they are, else the nearest free spot, else the least covered; with how
        much they then cover and how far that is (as the search weighs it)."""
        shifted = boxes + np.array([centre[0], centre[1], centre[0], centre[1]])
        if not taken:
            return QPointF(), 0.0, 0.0
        others = np.array(taken)
        reach = SEARCH_PIXELS + CLEAR_PIXELS
        near = others[(others[:, 2] > shifted[:, 0].min() - reach) & (others[:, 0] < shifted[:, 2].max() + reach)
                      & (others[:, 3] > shifted[:, 1].min() - reach) & (others[:, 1] < shifted[:, 3].max() + reach)]
        if not len(near):
            return QPointF(), 0.0, 0.0
        if not _covers(shifted, near):
            return QPointF(), 0.0, 0.0  # free where it is (most are): no search
        # Nearest first, a batch of moves at a time: most crowded marks find room close by.
        best: tuple[float, float, int] | None = None  # (covered, distance, move) of the least covered
        for first in range(0, len(_SEARCH_MOVES), SEARCH_BATCH):
            moves = _SEARCH_MOVES[first:first + SEARCH_BATCH]
            covered = _covered(shifted, near, moves)
            allowed = self._over(territory, (centre[0] + moves[:, 0]) / zoom, (centre[1] + moves[:, 1]) / zoom,
                                 zoom)
            if first == 0:
                allowed[0] = True  # its own place always is
            covered = np.where(allowed, covered, np.inf)
            free = np.flatnonzero(covered <= 0)
            if len(free):
                index = first + int(free[0])
                return (QPointF(float(_SEARCH_MOVES[index, 0]), float(_SEARCH_MOVES[index, 1])), 0.0,
                        float(_SEARCH_DISTANCES[index]))
            least = int(np.argmin(covered))
            if best is None or covered[least] < best[0]:
                best = (float(covered[least]), float(_SEARCH_DISTANCES[first + least]), first + least)
        covered, distance, index = best
        return QPointF(float(_SEARCH_MOVES[index, 0]), float(_SEARCH_MOVES[index, 1])), covered, distance

    def _over(self, territory: int, xs: np.ndarray, ys: np.ndarray, zoom: float) -> np.ndarray:
        """Whether each scene point is over the territory (or within a few pixels of it)."""
        shapes = self._shapes()
        shape = shapes[territory] if territory < len(shapes) else None
        if shape is None:
            return np.ones(len(xs), dtype=bool)
        try:
            shapely.prepare(shape)
            return np.asarray(shapely.dwithin(shape, shapely.points(xs, ys), OVER_PIXELS / zoom), dtype=bool)
        except Exception:  # noqa: BLE001 a damaged outline: anywhere will do
            log.warning("no outline for the marks of territory %s", territory, exc_info=True)
            return np.ones(len(xs), dtype=bool)

    def _shapes(self):
        if self._territory_shapes is None:
            try:
                self._territory_shapes = self.controller.world.board.shapes()
            except Exception:  # noqa: BLE001 a damaged outline: the marks stay where they are
                log.warning("no territory shapes for the marks' layout", exc_info=True)
                self._territory_shapes = np.empty(0, dtype=object)
        return self._territory_shapes

    def _coast_point(self, territory: int, water: int) -> QPointF | None:
        """The point of the territory's shore on ``water`` nearest its name (None: no shore drawn)."""
        key = (territory, water)
        if key not in self._coast_points:
            self._coast_points[key] = self._find_coast(territory, water)
        return self._coast_points[key]

    def _find_coast(self, territory: int, water: int) -> QPointF | None:
        world = self.controller.world
        try:
            shapes = world.board.shapes()
            land = shapes[territory]
            waters = [shapes[w] for w in world.neighbours[territory]
                      if not world.land[w] and shapes[w] is not None and w in (water, -1)]
            if land is None or not waters:
                return None
            anchor = self.board.anchor(territory)
            name = Point(anchor.x(), anchor.y())
            shore = land.boundary.intersection(shapely.union_all(waters).buffer(1e-6 * max(1.0, land.length)))
            if shore.is_empty:
                shore = land.boundary
            point = nearest_points(shore, name)[0]
        except Exception:  # noqa: BLE001 a damaged outline: the base goes in the row instead
            log.warning("no coast found for territory %s", territory, exc_info=True)
            return None
        return QPointF(point.x, point.y)
