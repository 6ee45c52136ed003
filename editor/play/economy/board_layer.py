"""The MU economy on the play board: unit stacks, infrastructure, battle tokens, order arrows.

PlayBoard colours the map by owner; for an economy game its single troop badge per territory
is switched off (``set_troop_badges(False)``) and this layer draws instead:

- per territory, a stack of chips (unit_stack.py): each side's armies and navies (players'
  and neutral ones; navies at sea too), hung below the name like the classic badge;
- a row of icons below the stack (board_icons.py): the capital (a star in its player's
  colour, with the initiative's pennant beside the holder's capital), army bases, roads,
  fortifications and canals; a navy base stands on the coast, at the shore nearest the name;
  a battle token (crossed swords) beside the stack. Every mark has a tooltip in words;
- on a border where opposite plans met (a border battle), a battle token and the units
  waiting there (they have left their country and not reached the other);
- order arrows (order_arrows.py): while plans are made and until the combat, the plans of the
  person whose secrets the screen may show now (``controller.view_for(shown_player())``:
  never anyone else's, nothing at all while the screen changes hands); from the combat's start
  until the next round, every plan as it was carried out (the UnitsMoved and UnitsOnBorder
  events of the combat's start), for everyone.

After every action (and whenever the screen changes hands) the layer compares what it shows
with what it should show and remakes only what changed.
"""

from __future__ import annotations

import logging

import shapely
from PySide6.QtCore import QCoreApplication, QObject, QPointF
from shapely.geometry import Point
from shapely.ops import nearest_points

from editor.play.colours import NEUTRAL, player_colour
from editor.play.economy.action_words import units_name
from editor.play.economy.board_icons import ICON_PIXELS, IconItem
from editor.play.economy.order_arrows import OrderArrow
from editor.play.economy.unit_stack import CHIP_PIXELS, Chip, UnitStack
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
        board.set_troop_badges(False)
        self._revealed_from_log()
        controller.eventsHappened.connect(self._on_events)
        controller.stateChanged.connect(self.sync)
        controller.screenChanged.connect(self.sync)
        board.view.zoomChanged.connect(self._place_all)
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
        state = self.controller.state
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
        self._place(territory)

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
        self._place(territory)

    def _on_events(self, events: list) -> None:
        """At the combat's start every plan is carried out at once: the moves are revealed."""
        for position, event in enumerate(events):
            if isinstance(event, InitiativeWon):
                moves = [e for e in events[position + 1:] if isinstance(e, UnitsMoved | UnitsOnBorder)]
                self._revealed = [(e.player, e.source, e.target, e.count, e.kind) for e in moves]
                self._revealed_round = self.controller.state.turn
                return

    def _revealed_from_log(self) -> None:
        """A game opened during a combat: the round's revealed moves, found by replaying it."""
        state = self.controller.state
        if state.phase not in COMBAT_PHASES:
            return
        game = self.controller.game
        try:
            replay = type(game)(game.board, game.setup)
            found: list[Order] = []
            for actor, action in game.entries():
                events = replay.apply(action, actor)
                if any(isinstance(e, InitiativeWon) for e in events):
                    first = next(i for i, e in enumerate(events) if isinstance(e, InitiativeWon))
                    found = [(e.player, e.source, e.target, e.count, e.kind) for e in events[first + 1:]
                             if isinstance(e, UnitsMoved | UnitsOnBorder)]
        except Exception:  # noqa: BLE001 a damaged log: the board simply shows no revealed moves
            log.warning("the round's revealed moves could not be found again", exc_info=True)
            return
        self._revealed, self._revealed_round = found, state.turn

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
            tip = (translate("EconomyBoard", "Army base in {territory}") if bases == 1
                   else translate("EconomyBoard", "{count} army bases in {territory}"))
            marks.append(("army-base", owner_colour, tip.format(count=bases, territory=name), bases, -1))
        for kind, values, text in (
                ("road", state.roads, translate("EconomyBoard", "Road in {territory}")),
                ("fortification", state.fortifications, translate("EconomyBoard", "Fortification in {territory}")),
                ("canal", state.canals, translate("EconomyBoard", "Canal in {territory}"))):
            if values[territory]:
                marks.append((kind, owner_colour, text.format(territory=name), 1, -1))
        names = self.controller.names.territories
        for water, count in navy_bases.coasts_of(state, territory):
            # "Navy bases must be built on a specific border between a country and a water territory"
            tip = (translate("EconomyBoard", "Navy base of {territory} on {water}") if count == 1
                   else translate("EconomyBoard", "{count} navy bases of {territory} on {water}"))
            marks.append(("navy-base", owner_colour, tip.format(count=count, territory=name, water=names[water]),
                          count, water))
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
        self._place_borders()

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
                item.set_offset(ICON_PIXELS / 2 + ROW_GAP_PIXELS + CHIP_PIXELS / 2)  # under the token

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
        self._place_arrows()

    def _place_arrows(self) -> None:
        """Each arrow from its source's unit stack to its target's (where a stack hangs)."""
        zoom = self.board.view.zoom_factor()
        for arrow in self.arrows:
            start, start_drop = self.board.below_name(arrow.source, CHIP_PIXELS)
            end, end_drop = self.board.below_name(arrow.target, CHIP_PIXELS)
            arrow.set_zoom(zoom)
            arrow.set_ends(start, start_drop, end, end_drop)

    # -- placing ---------------------------------------------------------------------------------
    def _place_all(self, *_args) -> None:
        for territory in set(self.stacks) | set(self.icons):
            self._place(territory)
        self._place_borders()
        self._place_arrows()

    def _place(self, territory: int) -> None:
        """The stack just below the name, the icons in a row below it, the battle token beside
        it and a navy base on the coast; nothing while the view is too far out to read them."""
        readable = self.board.marks_readable()
        point, offset = self.board.below_name(territory, CHIP_PIXELS)
        stack = self.stacks.get(territory)
        stack_width = 0.0
        if stack is not None:
            stack.setPos(point)
            stack.set_offset(offset)
            stack.setVisible(readable)
            stack_width = stack.size()[0]
        icons = self.icons.get(territory, [])
        row = [i for i in icons if i.kind not in ("battle", "navy-base")]
        row_y = offset + CHIP_PIXELS / 2 + ROW_GAP_PIXELS + ICON_PIXELS / 2
        width = len(row) * ICON_PIXELS + max(len(row) - 1, 0) * ICON_GAP_PIXELS
        x = -width / 2 + ICON_PIXELS / 2
        for icon in row:
            icon.setPos(point)
            icon.set_offset(QPointF(x, row_y))
            x += ICON_PIXELS + ICON_GAP_PIXELS
        for icon in icons:
            icon.setVisible(readable)
            if icon.kind == "battle":
                icon.setPos(point)
                beside = stack_width / 2 + ICON_GAP_PIXELS + ICON_PIXELS / 2 if stack_width else 0.0
                icon.set_offset(QPointF(beside, offset))
            elif icon.kind == "navy-base":
                coast = self._coast_point(territory, icon.water)
                icon.setPos(coast if coast is not None else point)
                icon.set_offset(QPointF(0.0, 0.0) if coast is not None else QPointF(width / 2 + ICON_PIXELS, row_y))

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
