"""The Legacy world on the play board: the designer's stickers, the HQs, kept in step with the game.

What is drawn is the world as the game in progress leaves it so far — the campaign's marks
with the scars this game placed and the fortification boxes it ticked (and, once the game is
over, the rewards chosen) — which the rules work out themselves (``world_so_far``): the board
shows what the rules will play by, never a second reckoning of it. The stickers are the
scenario designer's (editor/scenario/marks_layer.py's StickerLayer draws both); the HQs are
added here (hq_item.py), in the colour of whoever holds their territory.

In play the stickers stand in a row clear of the territory's name and troop badge
(sticker_row.py), moved off any other name, badge or row they would cover (name_clearance.py);
the cities' names keep clear of the badges and the territories' names too.

After every action the layer compares, territory by territory, what it shows with what it
should show and remakes only the territories that changed (an HQ captured, a scar played, a
fortification used). Hovering a sticker tells what it is; hovering a territory tells what
stands on it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from shapely import STRtree
from shapely.geometry import Point
from shiboken6 import isValid

from editor.language.catalogue_text import catalogue_text
from editor.play.badges import BADGE_PIXELS
from editor.play.board import BADGE_GAP_PIXELS
from editor.play.colours import player_colour
from editor.play.event_text import seat_name
from editor.play.legacy.hq_item import HQItem
from editor.play.legacy.sticker_row import BADGE_MARGIN_PIXELS, BadgeBox, lay_out_row
from editor.play.name_clearance import SceneBox, badge_rect, letters_rect, move_clear, move_row_clear
from editor.scenario import sticker_layout
from editor.scenario.mark_items import CityItem, StickerItem
from editor.scenario.marks_layer import StickerLayer
from editor.scenario.name_layout import arrange_name_tags
from editor.scene.readable_labels import READABLE_PIXELS
from engine.board.geometry import shape_of
from engine.campaign.world import LegacyWorld
from engine.core.state import NOBODY

log = logging.getLogger(__name__)
_warned: set[str] = set()  # each failure to work out the world is logged once, not at every action

def game_world(controller) -> LegacyWorld:
    """The world as the game in progress leaves it so far (the rules' own account); the world
    the game started from if the rules cannot tell (an older rule set, a damaged record)."""
    rules = controller.rules
    so_far = getattr(rules, "world_so_far", None)
    # While factions are being chosen the game has written nothing on the world yet (and its
    # record, which needs every seat's faction, cannot be made).
    if so_far is not None and all(getattr(p, "faction", "") for p in controller.state.players):
        try:
            return so_far(controller.state)
        except Exception as error:  # noqa: BLE001 a display must not stop the game
            if str(error) not in _warned:
                _warned.add(str(error))
                log.warning("the world so far could not be worked out, showing the world as it started: %s", error)
    return rules.legacy


def hq_details(controller, seat: int, holder: int) -> str:
    """Whose HQ it is and who gets its red star."""
    state = controller.state
    player = seat_name(controller, seat)
    faction_id = state.players[seat].faction if 0 <= seat < len(state.players) else ""
    faction = controller.rules.legacy.faction(faction_id) if faction_id else None
    if faction is not None:
        head = QCoreApplication.translate("LegacyWorldLayer", "HQ of {faction} ({player})").format(
            faction=catalogue_text(faction.name), player=player)
    else:
        head = QCoreApplication.translate("LegacyWorldLayer", "HQ of {player}").format(player=player)
    if holder == NOBODY:
        held = QCoreApplication.translate("LegacyWorldLayer", "Nobody holds it: it is nobody's red star")
    else:
        held = QCoreApplication.translate("LegacyWorldLayer", "Held by {holder}: a red star for {holder}").format(
            holder=seat_name(controller, holder))
    return "\n".join((head, held))


class LegacyWorldLayer(StickerLayer):
    """Draws the Legacy world of ``controller``'s game on ``board`` (a PlayBoard) and keeps it current."""

    def __init__(self, controller, board, parent: QObject | None = None) -> None:
        super().__init__(board.scene, parent)
        self.setObjectName("legacyWorldLayer")
        self.controller = controller
        self.board = board
        self._world: LegacyWorld = game_world(controller)
        self._shown: dict[str, tuple] = {}  # by territory id: what its stickers show
        self._continents_shown: dict = {}
        self._badges_avoided: frozenset[int] = frozenset()  # the territories whose badges the rows were kept off
        self._land_tree = None  # (shapes of the land, their ids), made when a mark first stands on water
        self._stands_known: dict[tuple[str, float, float], bool] = {}  # see _stands_for
        self._start()
        self._remember()
        self._update_territory_tips(t.id for t in self.map_board().territories)
        controller.stateChanged.connect(self.sync)
        # A crowded name may be moved when the names are fitted: the rows above them follow.
        board.scene.labelsFitted.connect(self._lay_out_all)

    # -- what is drawn -------------------------------------------------------------------------------
    def world(self) -> LegacyWorld:
        return self._world

    def map_board(self):
        return self.controller.world.board

    def continent_names(self) -> dict[str, str]:
        return self.controller.names.continents_by_id

    def territory_items(self, world: LegacyWorld, territory_id: str) -> list[StickerItem]:
        items = super().territory_items(world, territory_id)
        hq = self._hq(territory_id)
        if hq is not None:
            seat, holder = hq
            point = sticker_layout.city_point(self.map_board(), territory_id)
            if point is not None:
                items.append(HQItem(territory_id, seat, holder, player_colour(self.controller, holder),
                                    player_colour(self.controller, seat), hq_details(self.controller, seat, holder),
                                    point, self.map_board().meta.mark_radius))
        return items

    def refresh_territories(self, territory_ids) -> None:
        territory_ids = set(territory_ids)
        super().refresh_territories(territory_ids)
        self._lay_out(territory_ids)

    def set_zoom(self, zoom: float | None) -> None:
        super().set_zoom(zoom)
        self._lay_out_all()

    def _lay_out_all(self, *_args) -> None:
        if isValid(self) and isValid(self._scene):
            self._lay_out(list(self._items))

    def arrange_names(self) -> None:
        """As the designer's, but no city's name may go under a troop badge or a territory's name either."""
        items = self.all_items()
        zoom = self._zoom
        badges = [BadgeBox(b, zoom) for b in self.board.badges.values() if b.isVisible()] if zoom else []
        names = [SceneBox(rect) for rect in self._name_rects().values()]
        arrange_name_tags([i for i in items if isinstance(i, CityItem)], [*items, *badges, *names], zoom)

    def _name_rects(self) -> dict[str, object]:
        """The territories' names drawn now: where their letters are, by territory id."""
        scene = self.board.scene
        if not scene.labels_shown():
            return {}
        return {tid: letters_rect(label) for tid, label in scene.label_items.items() if label.isVisible()}

    def _keep_off_names(self, territory_ids) -> None:
        """Move each territory's row (then each continent's marks) off the names, the troop
        badges and the other stickers it would cover, staying where it reads as its own."""
        zoom = self._zoom
        if not zoom or zoom <= 0:
            return
        self._badges_avoided = frozenset(self.board.badges)
        scene = self.board.scene
        fixed = [*self._name_rects().values(),
                 *(badge_rect(b, zoom) for b in self.board.badges.values() if b.isVisible())]
        for territory_id in territory_ids:
            row = self._items.get(territory_id, ())
            others = [i.sceneBoundingRect() for tid, items in self._items.items() if tid != territory_id
                      for i in items]
            others += [i.sceneBoundingRect() for i in self._continent_items.values()]
            move_row_clear(list(row), fixed + others, self._stands_for(territory_id))
        board = self.map_board()
        for continent_id, item in self._continent_items.items():
            home = sticker_layout.continent_point(board, continent_id)
            if home is not None:
                item.setPos(home)
            others = [i.sceneBoundingRect() for items in self._items.values() for i in items]
            others += [i.sceneBoundingRect() for c, i in self._continent_items.items() if c != continent_id]
            move_clear([item], fixed + others, across=True, bounds=scene.canvas_rect())

    def refresh_continents(self) -> None:
        super().refresh_continents()
        if hasattr(self, "board"):  # (the designer's layer makes them first, before the board is known)
            self._lay_out_all()

    def _name_point(self, territory_id: str) -> QPointF | None:
        index = self.controller.world.index.get(territory_id)
        return self.board.anchor(index) if index is not None else None

    def _below_name(self, territory_id: str) -> float:
        """How far below the name point the troop badge reaches, in pixels (where a badge
        would hang if the territory has none now: troops may arrive)."""
        index = self.controller.world.index.get(territory_id)
        badge = self.board.badge(index) if index is not None else None
        if badge is not None and badge.offset() > 0:
            return badge.offset() + badge.size()[1] / 2 + BADGE_MARGIN_PIXELS
        return READABLE_PIXELS / 2 + BADGE_GAP_PIXELS + BADGE_PIXELS + BADGE_MARGIN_PIXELS

    def _stands_for(self, territory_id: str):
        """Whether a mark at a point reads as ``territory_id``'s: on its land, or on water whose
        nearest land is its (an island's row may stand in the sea beside it; a row in the
        Great Lakes above Eastern United States' name would read as Ontario's)."""
        scene, known = self.board.scene, self._stands_known

        def stands(point: QPointF) -> bool:
            # The map does not move in play: an answer holds for the whole game (layouts
            # repeat as troops come and go, trying the same spots).
            key = (territory_id, round(point.x(), 2), round(point.y(), 2))
            if key not in known:
                under = scene.territory_at(point)
                known[key] = under == territory_id if under is not None else \
                    self._nearest_land(point) == territory_id
            return known[key]
        return stands

    def _nearest_land(self, point: QPointF) -> str | None:
        if self._land_tree is None:
            board = self.map_board()
            land = [t for t in board.territories if t.is_land]
            self._land_tree = (STRtree([shape_of(t) for t in land]), [t.id for t in land])
        tree, ids = self._land_tree
        found = tree.query_nearest(Point(point.x(), point.y()))
        return ids[int(found[0])] if len(found) else None

    def _lay_out(self, territory_ids) -> None:
        """Each territory's stickers in their row (the city name tags then find room again)."""
        board = self.map_board()
        for territory_id in territory_ids:
            slot = sticker_layout.city_point(board, territory_id)
            if slot is not None and territory_id in self._items:
                lay_out_row(self._items[territory_id], slot, self._name_point(territory_id),
                            self._below_name(territory_id), self._zoom, board.meta.mark_radius,
                            self._stands_for(territory_id))
        self._keep_off_names(territory_ids)
        self.arrange_names()

    def hq_item(self, territory_id: str) -> HQItem | None:
        return next((i for i in self._items.get(territory_id, ()) if isinstance(i, HQItem)), None)

    def hq_items(self) -> list[HQItem]:
        return [i for items in self._items.values() for i in items if isinstance(i, HQItem)]

    def _hq(self, territory_id: str) -> tuple[int, int] | None:
        """(whose HQ, who holds it now) on a territory, or None."""
        state = self.controller.state
        index = self.controller.world.index.get(territory_id)
        hqs = getattr(state, "hq", ())
        if index is None or index >= len(hqs) or hqs[index] == NOBODY:
            return None
        holder = state.owner[index] if state.armies[index] > 0 else NOBODY
        return hqs[index], holder

    # -- keeping in step -----------------------------------------------------------------------------
    def _territory_key(self, territory_id: str) -> tuple:
        world = self._world
        hq = self._hq(territory_id)
        colours = (player_colour(self.controller, hq[1]).name(), player_colour(self.controller, hq[0]).name()) \
            if hq is not None else ()
        return tuple(world.marks_on(territory_id)), world.card(territory_id), hq, colours

    def _remember(self) -> None:
        self._shown = {t.id: self._territory_key(t.id) for t in self.map_board().territories}
        self._continents_shown = dict(self._world.continents)

    def sync(self) -> None:
        """Remake the stickers of the territories (and continents) whose world changed."""
        if not isValid(self) or not isValid(self._scene):
            return
        self._world = game_world(self.controller)
        changed = [t.id for t in self.map_board().territories if self._territory_key(t.id) != self._shown.get(t.id)]
        if changed:
            self.refresh_territories(changed)
            self._update_territory_tips(changed)
        elif frozenset(self.board.badges) != self._badges_avoided:
            self._lay_out_all()  # troops came or went: rows and names keep clear of the badges
        else:
            self.arrange_names()
        if dict(self._world.continents) != self._continents_shown:
            self.refresh_continents()
        self._remember()

    def _update_territory_tips(self, territory_ids) -> None:
        """Hovering a territory tells what stands on it: its name, then each sticker's details."""
        index = self.controller.world.index
        for territory_id in territory_ids:
            if territory_id not in index:
                continue
            tips = [i.toolTip() for i in self._items.get(territory_id, ()) if i.toolTip()]
            # The board puts the territory's name first (and shows it alone where the name is not drawn).
            self.board.set_territory_details(index[territory_id], "\n\n".join(tips))
