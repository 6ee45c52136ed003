"""Placing, naming, editing and peeling off Legacy stickers on the map.

The placer watches the map view's viewport: a sticker dragged from the palette snaps, as a
faint ghost, to the slot it would go on (a city to the territory's city slot, a scar to
its scar slot, a fortification around the city, a continent mark to the continent's
banner) and is placed where it is dropped; a palette entry armed by a click is placed by
the next click on a territory (Shift keeps it armed for more; Esc disarms it).

Every placement asks the rules first (engine.campaign.placement, coin_refusal): a refusal
is pushed nowhere, and said in the status bar and in a short-lived bubble at the drop
point. A city is named in place before it is placed: a line edit opens on its slot, Enter
places the city with its name (one undo step), Esc drops it; clicking elsewhere or closing
the window places it with the name typed. Right-clicking a sticker
offers renaming, the founder, the fortification's uses and peeling it off; Delete peels
off the sticker under the mouse. Everything goes through the document's undo stack.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QCursor, QDropEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QWidget,
)
from shiboken6 import isValid

from editor.language.problem_text import as_sentence
from editor.scenario import sticker_layout, stickers
from editor.scenario.commands import EditMark, PlaceMark, RemoveMark, SetContinentMarks, set_card
from editor.scenario.mark_items import CityItem, CoinsItem, ContinentItem, GhostItem, NameTag, ScarItem, StickerItem
from editor.scenario.mark_palette import MINUS_ONE, PLUS_ONE, MarkPalette, PaletteEntry, entry_from_mime
from editor.scenario.marks_layer import sticker_at
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from editor.scenario.scenario_problem_text import scenario_problem_message
from engine.board.problems import Problem
from engine.campaign.pieces import FORTIFICATION_BOXES, MarkKind
from engine.campaign.placement import place_mark, remove_mark, replace_mark
from engine.campaign.world import ContinentMarks, Mark
from engine.scenario.validation import coin_refusal, refusal

MESSAGE_MILLISECONDS = 4000  # how long a refusal's bubble stays on the map
EDITOR_WIDTH = 180  # the in-place name editor, in pixels

# The stock's words for the continent marks, as engine.scenario.validation words them
# (scenario_problem_text translates them).
_STOCK_WORDS = {PLUS_ONE: "+1 continent marks", MINUS_ONE: "-1 continent marks"}


@dataclasses.dataclass
class _Edit:
    """What the in-place editor is for: naming a city being placed, renaming one, its founder."""

    purpose: str  # "place", "rename" or "founder"
    mark: Mark  # the city being placed (without its name yet), or the one edited
    cover: bool = False


class MarkPlacer(QObject):
    """Drops, click-to-place and sticker editing on a map view showing a scenario's board."""

    status = Signal(str)  # a refusal, a hint or what was done, for the status bar

    def __init__(self, document: ScenarioDocument, view: QGraphicsView, scene, palette: MarkPalette,
                 parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else document)
        self._document = document
        self._view = view
        self._scene = scene
        self._palette = palette
        self._ghost: GhostItem | None = None
        self._edit: _Edit | None = None
        self._swallow_release = False
        self._last_pixel: QPoint | None = None
        self._armed_cursor = False
        self._menu: QMenu | None = None
        self._continent_dialog: ContinentNameDialog | None = None
        self._uses_dialog: FortificationUsesDialog | None = None

        viewport = view.viewport()
        viewport.setAcceptDrops(True)

        self._editor = QLineEdit(viewport)
        self._editor.setObjectName("markNameEditor")
        self._editor.setAccessibleName(self.tr("City name"))
        self._editor.setFixedWidth(EDITOR_WIDTH)
        self._editor.hide()
        self._editor.installEventFilter(self)
        self._editor.returnPressed.connect(self.commit_edit)

        self._message = QLabel(viewport)
        self._message.setObjectName("placementMessage")
        self._message.setAccessibleName(self.tr("Placement message"))
        self._message.setWordWrap(True)
        self._message.setMaximumWidth(320)
        self._message.setStyleSheet(
            "QLabel { background: #fff4e0; color: #3b2300; border: 1px solid #c98a1b;"
            " border-radius: 4px; padding: 4px 6px; }")
        self._message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.setInterval(MESSAGE_MILLISECONDS)
        self._message_timer.timeout.connect(self._message.hide)

        palette.armedChanged.connect(self._armed_changed)
        document.changed.connect(self._document_changed)
        # Last: the filters see events as soon as they are installed.
        viewport.installEventFilter(self)
        view.installEventFilter(self)
        # The window's Close reaches this filter before the window's closeEvent asks to save:
        # a city being named is placed first, so closing never drops the name typed.
        self._window = view.window()
        if self._window is not view:
            self._window.installEventFilter(self)
        self._shut_down = False

    def shutdown(self) -> None:
        """Let go of the view before being dropped: the view outlives the placer (the
        scenario window builds a new one when the world changes), so the filters, the
        widgets put on its viewport and the ghost would otherwise stay behind and keep
        acting on a world that is gone."""
        if self._shut_down:
            return
        self._shut_down = True
        if self._edit is not None:
            self.cancel_edit()  # says the city was not placed, as a change of world does
        self._message_timer.stop()  # it would hide the label deleted below
        for watched in (self._view.viewport(), self._view) if isValid(self._view) else ():
            watched.removeEventFilter(self)
        if isValid(self._window):
            self._window.removeEventFilter(self)
        if isValid(self._palette):
            self._palette.armedChanged.disconnect(self._armed_changed)
        if isValid(self._document):
            self._document.changed.disconnect(self._document_changed)
        if self._ghost is not None and isValid(self._ghost) and self._ghost.scene() is not None:
            self._ghost.scene().removeItem(self._ghost)
        self._ghost = None
        for widget in (self._editor, self._message, self._menu, self._continent_dialog, self._uses_dialog):
            if widget is not None and isValid(widget):
                widget.removeEventFilter(self)
                widget.hide()
                # Out of the viewport now, not at the next event loop: findChild must not find it.
                widget.setParent(None)
                widget.deleteLater()
        self._menu = self._continent_dialog = self._uses_dialog = None

    # -- reading ---------------------------------------------------------------------------------
    @property
    def document(self) -> ScenarioDocument:
        return self._document

    @property
    def palette(self) -> MarkPalette:
        return self._palette

    def name_editor(self) -> QLineEdit | None:
        """The in-place editor while it is open (naming or renaming a city, its founder)."""
        return self._editor if self._edit is not None else None

    def editing(self) -> str | None:
        """What the in-place editor is for: "place", "rename", "founder", or None."""
        return self._edit.purpose if self._edit is not None else None

    def message_label(self) -> QLabel:
        return self._message

    def ghost(self) -> GhostItem:
        if self._ghost is None or not isValid(self._ghost) or self._ghost.scene() is not self._scene:
            self._ghost = GhostItem(self._document.board.meta.mark_radius)
            self._scene.addItem(self._ghost)
        return self._ghost

    def continent_dialog(self) -> ContinentNameDialog | None:
        return self._continent_dialog

    def uses_dialog(self) -> FortificationUsesDialog | None:
        return self._uses_dialog

    # -- where a sticker goes --------------------------------------------------------------------------
    def target(self, entry: PaletteEntry, scene_point: QPointF) -> tuple[str, QPointF] | None:
        """The land territory under a point and where the entry's sticker would snap on it."""
        territory_id = self._scene.territory_at(scene_point)
        board = self._document.board
        if territory_id is None or not board.has_territory(territory_id) or not board.territory(territory_id).is_land:
            return None
        return territory_id, self.snap_point(entry, territory_id) or QPointF(scene_point)

    def snap_point(self, entry: PaletteEntry, territory_id: str) -> QPointF | None:
        board = self._document.board
        if entry.is_city or entry.key == MarkKind.FORTIFICATION:
            return sticker_layout.city_point(board, territory_id)
        if entry.mark_kind in (MarkKind.SCAR, MarkKind.SCAR_CANCEL):
            return sticker_layout.scar_point(board, territory_id)
        if entry.is_coin:
            return sticker_layout.coin_point(board, territory_id)
        continent = board.territory(territory_id).continent
        return sticker_layout.continent_point(board, continent) if continent else None

    # -- placing ----------------------------------------------------------------------------------------
    def place(self, entry: PaletteEntry | str, territory_id: str, scene_point: QPointF | None = None) -> bool:
        """Place one of the entry's stickers on a territory (a city: open its name editor
        first). False, with the reason said, if the rules refuse it."""
        if isinstance(entry, str):
            entry = PaletteEntry(entry)
        if self._edit is not None:
            self.commit_edit()
        world = self._document.world
        board = self._document.board
        where = scene_point if scene_point is not None else self.snap_point(entry, territory_id)
        if world is None:
            return self._refuse(self.tr("This scenario has no Legacy world: there are no stickers to place."), where)
        if not board.has_territory(territory_id) or not board.territory(territory_id).is_land:
            return self._refuse(self.tr("Stickers go on land territories."), where)
        if entry.is_coin:
            return self._place_coin(territory_id, where)
        if entry.is_continent_mark:
            return self._place_continent_mark(entry, territory_id, where)
        kind = entry.mark_kind
        if kind is None:
            return False
        cover = self._palette.cover
        mark = Mark(kind, territory_id, scar=entry.scar)
        result = place_mark(world, mark, cover)
        if isinstance(result, Problem):
            return self._refuse_problem(result, where)
        if entry.is_city:
            old = world.city(territory_id)
            self._open_editor(_Edit("place", mark, cover), old.name if old is not None and cover else "")
            slot = self.snap_point(entry, territory_id)
            if slot is not None:  # the city, faint, where it will go once named
                self._show_ghost(entry, slot)
            self.status.emit(self.tr("Name the city and press Enter (Esc: do not place it)."))
            return True
        self._push(PlaceMark(self._document, result, mark))
        return True

    def _place_coin(self, territory_id: str, where: QPointF | None) -> bool:
        world = self._document.world
        coins = world.card(territory_id).coins + 1
        problem = coin_refusal(world, territory_id, coins)
        if problem is not None:
            return self._refuse_problem(problem, where)
        self._push(set_card(self._document, territory_id, coins=coins))
        return True

    def _place_continent_mark(self, entry: PaletteEntry, territory_id: str, where: QPointF | None) -> bool:
        world = self._document.world
        board = self._document.board
        continent = board.territory(territory_id).continent
        if not continent or not board.has_continent(continent):
            return self._refuse(self.tr("This territory belongs to no continent."), where)
        name = self._document.continent_name(continent)
        current = world.continent(continent)
        if entry.key == stickers.CONTINENT_NAME:
            self._open_continent_dialog(continent, current)
            return True
        sign = 1 if entry.key == PLUS_ONE else -1
        if current.bonus_mark == sign:
            return self._refuse(self.tr("{continent} already has this mark.").format(continent=name), where)
        if current.bonus_mark and not self._palette.cover:
            return self._refuse(self.tr(
                "{continent} already has a bonus mark: choose 'cover' to replace it.").format(continent=name), where)
        if world.stock_left()[entry.key] <= 0:
            return self._refuse_problem(refusal("out-of-stock-item", territory_id, item=_STOCK_WORDS[entry.key]),
                                        where)
        self._push(SetContinentMarks(self._document, continent, dataclasses.replace(current, bonus_mark=sign)))
        return True

    def _push(self, command) -> None:
        self._document.undo_stack.push(command)
        self.status.emit(command.text())

    def _refuse_problem(self, problem: Problem, where: QPointF | None) -> bool:
        return self._refuse(as_sentence(scenario_problem_message(problem, self._document.names)), where)

    def _refuse(self, message: str, where: QPointF | None) -> bool:
        self.status.emit(message)
        self.show_message(message, where)
        return False

    def show_message(self, text: str, scene_point: QPointF | None = None) -> None:
        """A short-lived bubble on the map, near a scene point (the view's centre if None)."""
        label = self._message
        label.setText(text)
        label.adjustSize()
        viewport = self._view.viewport()
        if scene_point is not None:
            anchor = self._view.mapFromScene(scene_point) + QPoint(12, 12)
        else:
            anchor = viewport.rect().center() - QPoint(label.width() // 2, label.height() // 2)
        x = max(0, min(anchor.x(), viewport.width() - label.width()))
        y = max(0, min(anchor.y(), viewport.height() - label.height()))
        label.move(x, y)
        label.show()
        label.raise_()
        self._message_timer.start()

    # -- the in-place editor -------------------------------------------------------------------------------
    def suggested_name(self, territory_id: str) -> str:
        return self.tr("New {territory}").format(territory=self._document.territory_name(territory_id))

    def edit_city_name(self, city: Mark) -> None:
        """Rename a city in place."""
        self._open_editor(_Edit("rename", city), city.name)

    def edit_founder(self, city: Mark) -> None:
        """Say, in place, who founded a city."""
        self._open_editor(_Edit("founder", city), city.founder)

    def _open_editor(self, edit: _Edit, text: str) -> None:
        if self._edit is not None:
            self.cancel_edit()
        self._edit = edit
        editor = self._editor
        if edit.purpose == "founder":
            editor.setAccessibleName(self.tr("Founder"))
            editor.setPlaceholderText(self.tr("Who founded it (may stay empty)"))
        else:
            editor.setAccessibleName(self.tr("City name"))
            editor.setPlaceholderText(self.tr("City name"))
            if not text and edit.purpose == "place":
                text = self.suggested_name(edit.mark.territory)
        editor.setText(text)
        editor.selectAll()
        point = sticker_layout.city_point(self._document.board, edit.mark.territory) or QPointF()
        pixel = self._view.mapFromScene(point)
        reach = self._document.board.meta.mark_radius * self._view.transform().m11()
        viewport = self._view.viewport()
        editor.adjustSize()
        x = max(0, min(pixel.x() + int(reach) + 4, viewport.width() - editor.width()))
        y = max(0, min(pixel.y() - editor.height() // 2, viewport.height() - editor.height()))
        editor.move(x, y)
        editor.show()
        editor.raise_()
        editor.setFocus(Qt.FocusReason.OtherFocusReason)

    def commit_edit(self) -> None:
        """Enter: place the named city, or apply the new name or founder."""
        edit, self._edit = self._edit, None
        self._editor.hide()
        self._hide_ghost()
        if edit is None:
            return
        world = self._document.world
        text = self._editor.text().strip()
        if world is None:
            return
        if edit.purpose == "place":
            mark = dataclasses.replace(edit.mark, name=text or self.suggested_name(edit.mark.territory))
            result = place_mark(world, mark, edit.cover)
            if isinstance(result, Problem):  # the world changed while the name was typed
                self._refuse_problem(result, sticker_layout.city_point(self._document.board, mark.territory))
                return
            self._push(PlaceMark(self._document, result, mark))
            return
        old = next((m for m in world.marks if m is edit.mark), None)
        if old is None:
            return
        field = "name" if edit.purpose == "rename" else "founder"
        new = dataclasses.replace(old, **{field: text})
        if new != old:
            self._push(EditMark(self._document, replace_mark(world, old, new), old))

    def cancel_edit(self) -> None:
        """Esc: nothing is placed or changed."""
        edit, self._edit = self._edit, None
        self._editor.hide()
        self._hide_ghost()
        if edit is not None and edit.purpose == "place":
            self.status.emit(self.tr("The city was not placed."))

    # -- dialogs ---------------------------------------------------------------------------------------------
    def _open_continent_dialog(self, continent: str, current: ContinentMarks) -> None:
        dialog = ContinentNameDialog(self._document.continent_name(continent), current, self._view)
        dialog.accepted.connect(lambda: self._name_continent(continent, dialog.name(), dialog.named_by()))
        dialog.finished.connect(dialog.deleteLater)
        self._continent_dialog = dialog
        dialog.open()

    def _name_continent(self, continent: str, name: str, named_by: str) -> None:
        world = self._document.world
        if world is None:
            return
        current = world.continent(continent)
        new = dataclasses.replace(current, name=name.strip(), named_by=named_by.strip() if name.strip() else "")
        if new != current:
            self._push(SetContinentMarks(self._document, continent, new))

    def edit_fortification_uses(self, fortification: Mark) -> None:
        """Tick the fortification's boxes (a small dialog, 0 to 10 used)."""
        dialog = FortificationUsesDialog(fortification.used, self._view)
        dialog.accepted.connect(lambda: self._set_uses(fortification, dialog.used()))
        dialog.finished.connect(dialog.deleteLater)
        self._uses_dialog = dialog
        dialog.open()

    def _set_uses(self, fortification: Mark, used: int) -> None:
        world = self._document.world
        if world is None or not any(m is fortification for m in world.marks) or used == fortification.used:
            return
        new = dataclasses.replace(fortification, used=used)
        self._push(EditMark(self._document, replace_mark(world, fortification, new), fortification))

    # -- removing -----------------------------------------------------------------------------------------------
    def remove(self, mark: Mark) -> None:
        """Peel a sticker off (it goes back to the stock; a city takes its fortification)."""
        world = self._document.world
        if world is None or not any(m is mark for m in world.marks):
            return
        self._push(RemoveMark(self._document, remove_mark(world, mark), mark))

    def remove_coin(self, territory_id: str) -> None:
        world = self._document.world
        if world is None:
            return
        coins = world.card(territory_id).coins
        if coins > 1:
            self._push(set_card(self._document, territory_id, coins=coins - 1))

    def remove_continent_part(self, continent: str, part: str) -> None:
        """Take a continent's name ("name") or its ±1 mark ("bonus") off."""
        world = self._document.world
        if world is None:
            return
        current = world.continent(continent)
        if part == "name":
            new = dataclasses.replace(current, name="", named_by="")
        else:
            new = dataclasses.replace(current, bonus_mark=0)
        if new != current:
            self._push(SetContinentMarks(self._document, continent, new))

    def peel(self, sticker: StickerItem) -> None:
        """Delete: peel off the top layer of a sticker."""
        if isinstance(sticker, CoinsItem):
            self.remove_coin(sticker.territory_id)
        elif isinstance(sticker, ContinentItem):
            part = "bonus" if sticker.continent_marks.bonus_mark else "name"
            self.remove_continent_part(sticker.continent_id, part)
        elif sticker.top_mark() is not None:
            self.remove(sticker.top_mark())

    # -- the context menu --------------------------------------------------------------------------------------
    def context_menu(self, sticker: StickerItem) -> QMenu:
        """The menu of a sticker (built, not shown)."""
        menu = QMenu(self._view)
        menu.setObjectName("stickerMenu")
        menu.setAccessibleName(self.tr("Sticker"))

        def add(name: str, text: str, slot) -> QAction:
            action = menu.addAction(text)
            action.setObjectName(name)
            action.triggered.connect(slot)
            return action

        if isinstance(sticker, CityItem):
            city, fort = sticker.city, sticker.fortification
            add("renameCity", self.tr("Rename City\u2026"), lambda: self.edit_city_name(city))
            add("cityFounder", self.tr("Founder\u2026"), lambda: self.edit_founder(city))
            if fort is not None:
                add("fortificationUses", self.tr("Fortification Uses\u2026"),
                    lambda: self.edit_fortification_uses(fort))
                menu.addSeparator()
                add("removeFortification", self.tr("Remove Fortification"), lambda: self.remove(fort))
            else:
                menu.addSeparator()
            add("removeMark", self.tr("Remove City"), lambda: self.remove(city))
        elif isinstance(sticker, ScarItem):
            top = sticker.top_mark()
            text = self.tr("Remove Scar-Cancel") if sticker.cancelled else self.tr("Remove Scar")
            add("removeMark", text, lambda: self.remove(top))
        elif isinstance(sticker, CoinsItem):
            add("removeCoin", self.tr("Remove a Coin"), lambda: self.remove_coin(sticker.territory_id))
        elif isinstance(sticker, ContinentItem):
            continent, marks = sticker.continent_id, sticker.continent_marks
            add("renameContinent", self.tr("Name the Continent\u2026"),
                lambda: self._open_continent_dialog(continent, self._document.world.continent(continent)))
            if marks.name:
                add("removeContinentName", self.tr("Remove the Continent's Name"),
                    lambda: self.remove_continent_part(continent, "name"))
            if marks.bonus_mark:
                add("removeBonusMark", self.tr("Remove the Bonus Mark"),
                    lambda: self.remove_continent_part(continent, "bonus"))
        self._menu = menu
        return menu

    def sticker_at_pixel(self, pixel: QPoint) -> StickerItem | None:
        """The sticker under a viewport pixel (its name tag counts as the city)."""
        scene_point = self._view.mapToScene(pixel)
        candidates = []
        for item in self._view.items(QRect(pixel.x() - 2, pixel.y() - 2, 5, 5)):
            if isinstance(item, NameTag):
                return item.parentItem()
            if isinstance(item, StickerItem):
                candidates.append(item)
        return sticker_at(candidates, scene_point)

    # -- events ---------------------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        kind = event.type()
        if kind == QEvent.Type.Close and watched is self._window:
            if self._edit is not None:
                self.commit_edit()
            return False
        if watched is self._editor:
            if kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
                self.cancel_edit()
                return True
            if kind == QEvent.Type.FocusOut and self._edit is not None and not self._editor.isHidden():
                # Clicking elsewhere keeps what was typed, as item views do.
                reason = event.reason()
                if reason not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
                    QTimer.singleShot(0, self._commit_if_unfocused)
            return False
        if watched is self._view:
            if kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
                return self._key(event, kind == QEvent.Type.ShortcutOverride)
            return False
        if kind == QEvent.Type.DragEnter or kind == QEvent.Type.DragMove:
            return self._drag_move(event)
        if kind == QEvent.Type.DragLeave:
            self._hide_ghost()
            return False
        if kind == QEvent.Type.Drop:
            return self._drop(event)
        if kind == QEvent.Type.MouseMove:
            self._mouse_move(event)
            return False
        if kind == QEvent.Type.MouseButtonPress:
            return self._mouse_press(event)
        if kind == QEvent.Type.MouseButtonRelease and self._swallow_release:
            self._swallow_release = False
            return True
        if kind == QEvent.Type.ContextMenu:
            return self._context_menu_event(event)
        if kind == QEvent.Type.Leave:
            self._hide_ghost()
        return False

    def _commit_if_unfocused(self) -> None:
        if self._edit is not None and not self._editor.hasFocus():
            self.commit_edit()

    def _drag_move(self, event: QDropEvent) -> bool:
        entry = entry_from_mime(event.mimeData())
        if entry is None:
            return False
        target = self.target(entry, self._view.mapToScene(event.position().toPoint()))
        if target is None:
            self._hide_ghost()
            if event.type() == QEvent.Type.DragEnter:
                # Accept the drag itself, so that moves over the map keep coming; the
                # spot under the mouse refuses it until it is over land.
                event.setDropAction(Qt.DropAction.IgnoreAction)
                event.accept()
            else:
                event.ignore()
            return True
        self._show_ghost(entry, target[1])
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def _drop(self, event: QDropEvent) -> bool:
        entry = entry_from_mime(event.mimeData())
        if entry is None:
            return False
        self._hide_ghost()
        target = self.target(entry, self._view.mapToScene(event.position().toPoint()))
        if target is None:
            event.ignore()
            return True
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.place(entry, target[0], target[1])
        return True

    def _mouse_move(self, event: QMouseEvent) -> None:
        self._last_pixel = event.position().toPoint()
        armed = self._palette.armed()
        if armed is not None and not event.buttons() and self._edit is None:
            target = self.target(armed, self._view.mapToScene(self._last_pixel))
            if target is None:
                self._hide_ghost()
            else:
                self._show_ghost(armed, target[1])

    def _mouse_press(self, event: QMouseEvent) -> bool:
        self._last_pixel = event.position().toPoint()
        armed = self._palette.armed()
        if armed is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self._swallow_release = True
        scene_point = self._view.mapToScene(self._last_pixel)
        target = self.target(armed, scene_point)
        if target is None:
            self.status.emit(self.tr("Click a land territory to place the sticker (Esc stops)."))
            return True
        keep = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if self.place(armed, target[0], target[1]) and not keep:
            self._palette.disarm()
        return True

    def _context_menu_event(self, event: QContextMenuEvent) -> bool:
        sticker = self.sticker_at_pixel(event.pos())
        if sticker is None:
            return False
        menu = self.context_menu(sticker)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one menu per right click: none pile up
        menu.popup(event.globalPos())
        return True

    def _key(self, event: QKeyEvent, override: bool) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Escape and self._edit is not None:  # the editor lost the focus
            if not override:
                self.cancel_edit()
            event.accept()
            return True
        if key == Qt.Key.Key_Escape and self._palette.armed() is not None:
            if override:
                event.accept()
                return True
            self._palette.disarm()
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self._last_pixel is not None:
            sticker = self.sticker_at_pixel(self._last_pixel)
            if sticker is None:
                return False
            if override:  # the key is ours, not a Delete shortcut's, while over a sticker
                event.accept()
                return True
            self.peel(sticker)
            return True
        return False

    # -- the ghost and the armed entry ------------------------------------------------------------------------------
    def _show_ghost(self, entry: PaletteEntry, point: QPointF) -> None:
        ghost = self.ghost()
        ghost.set_sticker(entry.sticker)
        ghost.setScale(sticker_layout.boost_for(self._view.transform().m11(), self._document.board.meta.mark_radius))
        ghost.setPos(point)
        ghost.setVisible(True)

    def _hide_ghost(self) -> None:
        if self._edit is not None and self._edit.purpose == "place":
            return  # it shows the city being named
        if self._ghost is not None and isValid(self._ghost):
            self._ghost.setVisible(False)

    def _armed_changed(self, entry: PaletteEntry | None) -> None:
        viewport = self._view.viewport()
        if entry is None:
            self._hide_ghost()
            if self._armed_cursor:
                viewport.unsetCursor()
                tool = getattr(self._view, "tool", lambda: None)()
                if tool is not None:
                    viewport.setCursor(QCursor(tool.cursor))
                self._armed_cursor = False
            self.status.emit("")
            return
        viewport.setCursor(Qt.CursorShape.CrossCursor)
        self._armed_cursor = True
        self.status.emit(self.tr("Click a territory to place: {name} (Shift: place more; Esc stops).").format(
            name=self._palette.entry_name(entry)))

    def _document_changed(self, change: ScenarioChange) -> None:
        if change.part is ScenarioPart.RESET and self._edit is not None:
            self.cancel_edit()


class ContinentNameDialog(QDialog):
    """The name a winner gives a continent, and who gave it."""

    def __init__(self, map_name: str, current: ContinentMarks, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continentNameDialog")
        self.setWindowTitle(self.tr("Name the Continent {continent}").format(continent=map_name))
        self.setAccessibleName(self.windowTitle())
        self._name = QLineEdit(current.name or "", self)
        self._name.setObjectName("continentNameEdit")
        self._name.setAccessibleName(self.tr("Continent name"))
        self._named_by = QLineEdit(current.named_by or "", self)
        self._named_by.setObjectName("continentNamedByEdit")
        self._named_by.setAccessibleName(self.tr("Named by"))
        self._named_by.setPlaceholderText(self.tr("A player's name (may stay empty)"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("continentNameButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self._name)
        form.addRow(self.tr("Named &by:"), self._named_by)
        form.addRow(buttons)

    def name(self) -> str:
        return self._name.text()

    def named_by(self) -> str:
        return self._named_by.text()

    def set_values(self, name: str, named_by: str = "") -> None:
        self._name.setText(name)
        self._named_by.setText(named_by)


class FortificationUsesDialog(QDialog):
    """How many of a fortification's ten boxes are ticked."""

    def __init__(self, used: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fortificationUsesDialog")
        self.setWindowTitle(self.tr("Fortification Uses"))
        self.setAccessibleName(self.windowTitle())
        self._spin = QSpinBox(self)
        self._spin.setObjectName("fortificationUsesSpin")
        self._spin.setAccessibleName(self.tr("Boxes ticked"))
        self._spin.setRange(0, FORTIFICATION_BOXES)
        self._spin.setValue(max(0, min(FORTIFICATION_BOXES, used)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.setObjectName("fortificationUsesButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Boxes &ticked (of {total}):").format(total=FORTIFICATION_BOXES), self._spin)
        form.addRow(buttons)

    def used(self) -> int:
        return self._spin.value()

    def set_used(self, used: int) -> None:
        self._spin.setValue(used)
