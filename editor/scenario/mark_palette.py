"""The palette of Legacy stickers: drag one onto the map, or click it and then a territory.

Each entry shows its sticker and what is left of it in the stock ("Minor city — 9 left");
an entry out of stock is disabled and says why. Dragging an entry starts a drag carrying
:meth:`MarkPalette.mime_data` (the placer reads it back with :func:`entry_from_mime`);
clicking it *arms* it for click-to-place, clicking it again (or Esc on the map) disarms it.
The "Cover existing marks" box lets a city replace a city and a scar be cancelled and
replaced, as the stickers allow.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.scenario import stickers
from editor.scenario.mark_items import scar_name
from editor.scenario.scenario_document import ScenarioChange, ScenarioDocument, ScenarioPart
from engine.campaign.pieces import MarkKind, ScarType
from engine.campaign.world import WORLD_CAPITALS, LegacyWorld

MIME_TYPE = "application/x-worldsmith-mark"

# Entries that are not stickers on a territory.
PLUS_ONE = "plus-one"
MINUS_ONE = "minus-one"
CONTINENT_NAME = "continent-name"
COIN = "coin"
SCAR_PREFIX = "scar:"

_ENTRY_KEY_ROLE = Qt.ItemDataRole.UserRole + 1



@dataclass(frozen=True)
class PaletteEntry:
    """One kind of sticker in the palette. ``key`` names it in the drag's data:
    a mark kind's value, ``scar:<scar type id>``, or plus-one, minus-one, continent-name, coin."""

    key: str

    @property
    def mark_kind(self) -> MarkKind | None:
        if self.key.startswith(SCAR_PREFIX):
            return MarkKind.SCAR
        try:
            return MarkKind(self.key)
        except ValueError:
            return None

    @property
    def scar(self) -> str:
        """The scar type's id, for a scar entry."""
        return self.key.removeprefix(SCAR_PREFIX) if self.key.startswith(SCAR_PREFIX) else ""

    @property
    def is_city(self) -> bool:
        return self.key in (MarkKind.MINOR_CITY, MarkKind.MAJOR_CITY, MarkKind.WORLD_CAPITAL)

    @property
    def is_continent_mark(self) -> bool:
        return self.key in (PLUS_ONE, MINUS_ONE, CONTINENT_NAME)

    @property
    def is_coin(self) -> bool:
        return self.key == COIN

    @property
    def stock_item(self) -> str | None:
        """The stock this entry draws on (a key of world.stock_left()), if it is finite."""
        if self.key in (MarkKind.MINOR_CITY, MarkKind.MAJOR_CITY, MarkKind.FORTIFICATION, MarkKind.SCAR_CANCEL,
                        PLUS_ONE, MINUS_ONE):
            return self.key
        if self.key == COIN:
            return "coins"
        return None

    @property
    def sticker(self) -> str:
        """The sticker drawn for this entry."""
        if self.scar:
            return stickers.scar_sticker(self.scar)
        return {
            MarkKind.MINOR_CITY.value: stickers.MINOR_CITY,
            MarkKind.MAJOR_CITY.value: stickers.MAJOR_CITY,
            MarkKind.WORLD_CAPITAL.value: stickers.WORLD_CAPITAL,
            MarkKind.SCAR_CANCEL.value: stickers.SCAR_CANCEL,
            MarkKind.FORTIFICATION.value: stickers.FORTIFICATION,
            PLUS_ONE: stickers.PLUS_ONE,
            MINUS_ONE: stickers.MINUS_ONE,
            CONTINENT_NAME: stickers.CONTINENT_NAME,
            COIN: stickers.COIN,
        }.get(self.key, "")


def entries_for(world: LegacyWorld | None) -> list[PaletteEntry]:
    """The palette's entries for a world, in the palette's order (none without a world)."""
    if world is None:
        return []
    keys = [MarkKind.MINOR_CITY.value, MarkKind.MAJOR_CITY.value, MarkKind.WORLD_CAPITAL.value]
    keys += [SCAR_PREFIX + scar.id for scar in world.scar_types]
    keys += [MarkKind.SCAR_CANCEL.value, MarkKind.FORTIFICATION.value, PLUS_ONE, MINUS_ONE, CONTINENT_NAME, COIN]
    return [PaletteEntry(key) for key in keys]


def stock_left(world: LegacyWorld, entry: PaletteEntry) -> int | None:
    """How many of the entry's stickers are left (None: as many as wanted)."""
    if entry.key == MarkKind.WORLD_CAPITAL:
        return WORLD_CAPITALS - sum(1 for m in world.marks if m.kind is MarkKind.WORLD_CAPITAL)
    item = entry.stock_item
    if item is None or (entry.is_coin and world.games_played > 0):
        return None  # after the first game, coins come with the game, not from the starting 12
    return world.stock_left().get(item)


def mime_data_for(entry: PaletteEntry) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_TYPE, QByteArray(entry.key.encode("utf-8")))
    return mime


def entry_from_mime(mime: QMimeData | None) -> PaletteEntry | None:
    """The palette entry a drag carries, if it is one of ours."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return None
    key = bytes(mime.data(MIME_TYPE).data()).decode("utf-8", errors="replace")
    return PaletteEntry(key) if key else None


class _StickerList(QListWidget):
    """The entries; a drag carries the palette's mime data, with the sticker as its picture."""

    def __init__(self, palette: MarkPalette) -> None:
        super().__init__(palette)
        self._palette = palette

    def startDrag(self, supported_actions) -> None:  # noqa: N802 (Qt naming)
        item = self.currentItem()
        entry = self._palette.entry_of(item) if item is not None else None
        if entry is None or not self._palette.is_available(entry):
            return
        drag = QDrag(self)
        drag.setMimeData(self._palette.mime_data(entry))
        picture = stickers.pixmap(entry.sticker, 40, self.devicePixelRatioF())
        drag.setPixmap(picture)
        drag.setHotSpot(QPoint(20, 20))
        drag.exec(Qt.DropAction.CopyAction, Qt.DropAction.CopyAction)


class MarkPalette(QWidget):
    """The sticker palette of a scenario document (for a dock)."""

    armedChanged = Signal(object)  # noqa: N815 (Qt naming): the armed PaletteEntry, or None
    coverChanged = Signal(bool)  # noqa: N815

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._entries: list[PaletteEntry] = []
        self._armed: PaletteEntry | None = None
        self.setObjectName("markPalette")
        self.setAccessibleName(self.tr("Sticker palette"))

        self._list = _StickerList(self)
        self._list.setObjectName("markPaletteList")
        self._list.setAccessibleName(self.tr("Stickers"))
        self._list.setAccessibleDescription(self.tr(
            "Drag a sticker onto a territory, or click it and then click a territory."))
        self._list.setIconSize(stickers.icon_size())
        self._list.setDragEnabled(True)
        self._list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self._list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._list.setUniformItemSizes(True)
        self._list.itemClicked.connect(self._clicked)

        self._cover = QCheckBox(self.tr("Cover existing marks"), self)
        self._cover.setObjectName("coverMarks")
        self._cover.setAccessibleName(self.tr("Cover existing marks"))
        self._cover.setToolTip(self.tr(
            "A city replaces the city already there; a scar cancels the scar there with a "
            "scar-cancel and takes its place."))
        self._cover.toggled.connect(self.coverChanged)

        self._hint = QLabel(self)
        self._hint.setObjectName("markPaletteHint")
        self._hint.setWordWrap(True)
        self._hint.setAccessibleName(self.tr("Palette hint"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._list, 1)
        layout.addWidget(self._cover)
        layout.addWidget(self._hint)

        document.changed.connect(self._on_changed)
        self.rebuild()

    # -- reading ---------------------------------------------------------------------------------
    @property
    def document(self) -> ScenarioDocument:
        return self._document

    def list_widget(self) -> QListWidget:
        return self._list

    def cover_box(self) -> QCheckBox:
        return self._cover

    @property
    def cover(self) -> bool:
        """Whether a placement may cover an existing mark."""
        return self._cover.isChecked()

    @cover.setter
    def cover(self, value: bool) -> None:
        self._cover.setChecked(bool(value))

    def entries(self) -> list[PaletteEntry]:
        return list(self._entries)

    def entry(self, key: str) -> PaletteEntry | None:
        return next((e for e in self._entries if e.key == key), None)

    def entry_of(self, item: QListWidgetItem) -> PaletteEntry | None:
        return self.entry(item.data(_ENTRY_KEY_ROLE))

    def item_of(self, entry: PaletteEntry | str) -> QListWidgetItem | None:
        key = entry if isinstance(entry, str) else entry.key
        for row in range(self._list.count()):
            item = self._list.item(row)
            if item.data(_ENTRY_KEY_ROLE) == key:
                return item
        return None

    def stock_left(self, entry: PaletteEntry) -> int | None:
        world = self._document.world
        return stock_left(world, entry) if world is not None else 0

    def is_available(self, entry: PaletteEntry) -> bool:
        left = self.stock_left(entry)
        return self._document.world is not None and (left is None or left > 0)

    def entry_name(self, entry: PaletteEntry) -> str:
        """What the entry is called in the palette."""
        names = {
            MarkKind.MINOR_CITY.value: self.tr("Minor city"),
            MarkKind.MAJOR_CITY.value: self.tr("Major city"),
            MarkKind.WORLD_CAPITAL.value: self.tr("World capital"),
            MarkKind.SCAR_CANCEL.value: self.tr("Scar-cancel"),
            MarkKind.FORTIFICATION.value: self.tr("Fortification"),
            PLUS_ONE: self.tr("+1 continent mark"),
            MINUS_ONE: self.tr("\u22121 continent mark"),
            CONTINENT_NAME: self.tr("Continent name"),
            COIN: self.tr("Coin"),
        }
        if entry.scar:
            return self.tr("Scar: {name}").format(name=scar_name(self._scar_type(entry)) or entry.scar)
        return names.get(entry.key, entry.key)

    def entry_text(self, entry: PaletteEntry) -> str:
        """The entry's line: its name and, for a finite stock, what is left."""
        left = self.stock_left(entry)
        name = self.entry_name(entry)
        if left is None:
            return name
        return self.tr("{name} \u2014 %n left", "", max(0, left)).format(name=name)  # "queda 1", "quedan 2"

    def entry_tooltip(self, entry: PaletteEntry) -> str:
        if not self.is_available(entry):
            return self.tr("None left: every {name} sticker is on the board. Remove one to use it again.").format(
                name=self.entry_name(entry))
        if entry.is_city:
            return self.tr("Drop on a territory: the city goes on its city slot and is named in place.")
        if entry.scar:
            scar = self._scar_type(entry)
            text = scar.text if scar is not None else ""
            return self.tr("Drop on a territory: the scar goes on its scar slot.") + ("\n" + text if text else "")
        tips = {
            MarkKind.SCAR_CANCEL.value: self.tr("Drop on a scarred territory: the scar no longer counts."),
            MarkKind.FORTIFICATION.value: self.tr("Drop on a city: a wall with ten uses encircles it."),
            PLUS_ONE: self.tr("Drop on any territory of a continent: its bonus is one more."),
            MINUS_ONE: self.tr("Drop on any territory of a continent: its bonus is one less."),
            CONTINENT_NAME: self.tr("Drop on any territory of a continent to name it."),
            COIN: self.tr("Drop on a territory: its card gets one more coin."),
        }
        return tips.get(entry.key, "")

    # -- arming (click-to-place) ---------------------------------------------------------------------
    def armed(self) -> PaletteEntry | None:
        return self._armed

    def arm(self, entry: PaletteEntry | str | None) -> None:
        """Arm an entry for click-to-place (None disarms)."""
        if isinstance(entry, str):
            entry = self.entry(entry)
        if entry is not None and not self.is_available(entry):
            entry = None
        if entry == self._armed:
            return
        self._armed = entry
        item = self.item_of(entry) if entry is not None else None
        self._list.blockSignals(True)
        if item is not None:
            self._list.setCurrentItem(item)
            item.setSelected(True)
        else:
            self._list.clearSelection()
        self._list.blockSignals(False)
        self._show_hint()
        self.armedChanged.emit(entry)

    def disarm(self) -> None:
        self.arm(None)

    def _clicked(self, item: QListWidgetItem) -> None:
        entry = self.entry_of(item)
        self.arm(None if entry == self._armed else entry)

    def _show_hint(self) -> None:
        if self._document.world is None:
            self._hint.setText(self.tr("This scenario has no Legacy world: there are no stickers to place."))
        elif self._armed is not None:
            text = self.tr("Click a territory to place: {name}. Shift-click places more; Esc stops.")
            self._hint.setText(text.format(name=self.entry_name(self._armed)))
        else:
            self._hint.setText(self.tr("Drag a sticker onto a territory, or click one and then a territory."))

    # -- drag ---------------------------------------------------------------------------------------------
    def mime_data(self, entry: PaletteEntry) -> QMimeData:
        """What a drag of this entry carries (the placer reads it with entry_from_mime)."""
        return mime_data_for(entry)

    # -- keeping in step ---------------------------------------------------------------------------------
    def _on_changed(self, change: ScenarioChange) -> None:
        if change.part in (ScenarioPart.RESET, ScenarioPart.PROPERTIES):
            self.rebuild()
        elif change.part in (ScenarioPart.MARKS, ScenarioPart.CARDS, ScenarioPart.CONTINENTS):
            self.refresh()

    def rebuild(self) -> None:
        """Make the entries again (another world, or its scar types changed)."""
        armed = self._armed
        self._entries = entries_for(self._document.world)
        self._list.clear()
        for entry in self._entries:
            item = QListWidgetItem(stickers.icon(entry.sticker), "")
            item.setData(_ENTRY_KEY_ROLE, entry.key)
            self._list.addItem(item)
        self.refresh()
        self._armed = None
        self.arm(armed if armed in self._entries else None)
        if self._armed is None and armed is not None:
            self.armedChanged.emit(None)
        self._show_hint()

    def refresh(self) -> None:
        """Show what is left of each sticker; disable the ones used up."""
        for row in range(self._list.count()):
            item = self._list.item(row)
            entry = self.entry_of(item)
            if entry is None:
                continue
            available = self.is_available(entry)
            item.setText(self.entry_text(entry))
            item.setToolTip(self.entry_tooltip(entry))
            flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags if available else Qt.ItemFlag.NoItemFlags)
        if self._armed is not None and not self.is_available(self._armed):
            self.disarm()

    def _scar_type(self, entry: PaletteEntry) -> ScarType | None:
        world = self._document.world
        return world.scar_type(entry.scar) if world is not None else None
