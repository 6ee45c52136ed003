"""The properties dock: edit what is selected, or the map itself when nothing is.

One territory: id, name (and its names in other languages), kind, card, continent, its own
colour (instead of its continent's), flags,
whether a canal may be built there, its regions, and some facts (area, vertices,
neighbours). Several: the fields they can share (kind, card, continent, colour, canal), applied to
all in one command. Nothing: the map's name, author, canvas, mark radius, label size and background,
the names of the map and its continents in other languages, and the map's regions.

Every edit is one undo step, and nothing is pushed when the value did not change. Edits
apply to the territories the form was filled for, even if the selection changed on the
way (a click on the map moves the focus, which commits the field, before it selects).
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.commands.continent_commands import ChangeContinent, SetMapProperties
from editor.commands.region_commands import ChangeRegion
from editor.commands.rename_territory import RenameTerritory, is_valid_territory_id
from editor.commands.territory_commands import SetTerritoryProperties
from editor.docks.local_name_fields import LocalNameFields, NameRow
from editor.docks.region_fields import RegionFields
from editor.docks.territory_colour_field import TerritoryColourField
from editor.docks.territory_dock import disconnect_quietly
from editor.document.changes import ChangeKind, MapChange
from editor.language.app_language import editing_languages, language_label
from editor.named_widgets import named_combo
from editor.scene import style
from editor.tools.base import EditorContext
from engine.board import Background, Board, CardSymbol, Territory, TerritoryKind
from engine.board.local_names import with_local_name
from engine.board.map_format import FLAG_PATTERN, ID_PATTERN
from engine.board.model import CANAL_FLAG, MAX_LABEL_SIZE, MIN_LABEL_SIZE

MAX_NEIGHBOURS_SHOWN = 12
# Keys of the map page's name fields: "map", a continent's id, or this and a region's id
# (':' is never in an id, so a region cannot be taken for a continent).
REGION_KEY = "region:"
DEFAULT_OPACITY = 0.5


class CommitTextEdit(QPlainTextEdit):
    """A multi-line field that, like QLineEdit, says when the user is done with it."""

    editingFinished = Signal()  # noqa: N815 (Qt naming)

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.editingFinished.emit()


def parse_flags(text: str) -> tuple[frozenset[str], str | None]:
    """Flags from a comma-separated line; the first invalid flag, if any."""
    flags = [part.strip() for part in text.split(",")]
    flags = [flag for flag in flags if flag]
    for flag in flags:
        if not FLAG_PATTERN.match(flag):
            return frozenset(), flag
    return frozenset(flags), None


def flags_text(flags: frozenset[str]) -> str:
    return ", ".join(sorted(flags))


def parse_regions(text: str) -> tuple[tuple[str, ...], str | None]:
    """Region ids from a comma-separated line (sorted, each once); the first invalid id, if any."""
    ids = [part.strip() for part in text.split(",") if part.strip()]
    for region_id in ids:
        if not ID_PATTERN.match(region_id):
            return (), region_id
    return tuple(sorted(set(ids))), None


class PropertiesDock(QDockWidget):
    def __init__(self, context: EditorContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setObjectName("propertiesDock")
        self.setWindowTitle(self.tr("Properties"))
        self.setAccessibleName(self.tr("Properties"))
        self._shown: tuple[str, ...] = ()  # the territory ids the form shows
        self._filling = False
        self._force = False

        self.pages = QStackedWidget(self)
        self.pages.setObjectName("propertiesPages")
        self.territory_page = self._make_territory_page()
        self.map_page = self._make_map_page()
        self.pages.addWidget(self.territory_page)
        self.pages.addWidget(self.map_page)
        scroll = QScrollArea(self)
        scroll.setObjectName("propertiesScroll")
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.pages)
        self.setWidget(scroll)

        self._connect()
        self.refresh()

    def set_context(self, context: EditorContext) -> None:
        """Show another document (the window opened a file): listen to it instead."""
        self._disconnect()
        self.context = context
        self._shown = ()
        for edit in self.findChildren(QLineEdit):
            edit.setModified(False)  # typed for the old map: not to be applied to the new one
        self._connect()
        self.refresh()

    def _connect(self) -> None:
        self.context.document.changed.connect(self._on_document_changed)
        self.context.selection.changed.connect(self.refresh)

    def _disconnect(self) -> None:
        disconnect_quietly(self.context.document.changed, self._on_document_changed)
        disconnect_quietly(self.context.selection.changed, self.refresh)

    @property
    def document(self):
        return self.context.document

    @property
    def board(self) -> Board:
        return self.context.document.board

    # -- building the form -----------------------------------------------------------------
    def _line(self, parent: QWidget, name: str, accessible: str) -> QLineEdit:
        edit = QLineEdit(parent)
        edit.setObjectName(name)
        edit.setAccessibleName(accessible)
        return edit

    def _error_label(self, parent: QWidget, name: str) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(name)
        label.setWordWrap(True)
        palette = label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.darkRed)
        label.setPalette(palette)
        label.setAccessibleName(self.tr("Error"))
        label.hide()
        return label

    def _info_label(self, parent: QWidget, name: str, accessible: str) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _make_territory_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("territoryPage")
        form = self._page_form(page)
        self.heading = QLabel(page)
        self.heading.setObjectName("propertyHeading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        form.addRow(self.heading)

        self.id_edit = self._line(page, "propertyId", self.tr("Territory id"))
        self.id_edit.setToolTip(self.tr("Letters, digits, '_', '.' and '-'; unique on the map"))
        self.id_edit.editingFinished.connect(self._commit_id)
        self.id_edit.textEdited.connect(lambda _text: self._show_error(self.id_error, ""))
        self.id_error = self._error_label(page, "propertyIdError")
        form.addRow(self.tr("&Id:"), self.id_edit)
        form.addRow(self.id_error)

        self.name_edit = self._line(page, "propertyName", self.tr("Territory name"))
        self.name_edit.editingFinished.connect(self._commit_name)
        self.name_edit.textEdited.connect(lambda _text: self._show_error(self.name_error, ""))
        self.name_error = self._error_label(page, "propertyNameError")
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.name_error)
        # The name players read when Worldsmith runs in another language (empty: the name above).
        self.local_names = LocalNameFields(form, self.name_error, page)
        self.local_names.edited.connect(self._commit_local_name)

        # Combo data are plain strings ("" for none): Qt turns str enums into plain strings anyway.
        self.kind_combo = named_combo(page, "propertyKind", self.tr("Kind"), [
            (self.tr("Land"), TerritoryKind.LAND.value),
            (self.tr("Sea"), TerritoryKind.SEA.value),
        ])
        self.kind_combo.activated.connect(lambda i: self._apply_field("kind", self.kind_combo.itemData(i)))
        form.addRow(self.tr("&Kind:"), self.kind_combo)

        self.card_combo = named_combo(page, "propertyCard", self.tr("Card symbol"), [
            (self.tr("None"), ""),
            (self.tr("Infantry"), CardSymbol.INFANTRY.value),
            (self.tr("Cavalry"), CardSymbol.CAVALRY.value),
            (self.tr("Artillery"), CardSymbol.ARTILLERY.value),
        ])
        self.card_combo.activated.connect(lambda i: self._apply_field("card", self.card_combo.itemData(i)))
        form.addRow(self.tr("&Card:"), self.card_combo)

        self.continent_combo = named_combo(page, "propertyContinent", self.tr("Continent"))
        self.continent_combo.activated.connect(
            lambda i: self._apply_field("continent", self.continent_combo.itemData(i))
        )
        form.addRow(self.tr("C&ontinent:"), self.continent_combo)

        self.colour_field = TerritoryColourField(page)
        self.colour_field.chosen.connect(self._commit_colour)
        form.addRow(self._buddy_label(page, self.tr("Colo&ur:"), self.colour_field), self.colour_field)

        self.flags_edit = self._line(page, "propertyFlags", self.tr("Flags"))
        self.flags_edit.setPlaceholderText(self.tr("e.g. capital, port"))
        self.flags_edit.setToolTip(self.tr("Comma-separated; lower-case letters, digits and '-'"))
        self.flags_edit.editingFinished.connect(self._commit_flags)
        self.flags_edit.textEdited.connect(lambda _text: self._show_error(self.flags_error, ""))
        self.flags_error = self._error_label(page, "propertyFlagsError")
        form.addRow(self.tr("&Flags:"), self.flags_edit)
        form.addRow(self.flags_error)

        # The MU variant's canals: a flag with a checkbox of its own, for the selection.
        self.canal_check = QCheckBox(self.tr("C&anal may be built here"), page)
        self.canal_check.setObjectName("propertyCanal")
        self.canal_check.setAccessibleName(self.tr("Canal-eligible"))
        self.canal_check.setToolTip(self.tr(
            "Economy rules: a canal may be built in this country; it must border two waters "
            "that are not connected to each other"))
        self.canal_check.clicked.connect(self._commit_canal)
        form.addRow("", self.canal_check)

        self.regions_edit = self._line(page, "propertyRegions", self.tr("Regions"))
        self.regions_edit.setToolTip(self.tr("Comma-separated ids of the map's regions this territory belongs to"))
        self.regions_edit.editingFinished.connect(self._commit_regions)
        self.regions_edit.textEdited.connect(lambda _text: self._show_error(self.regions_error, ""))
        self.regions_error = self._error_label(page, "propertyRegionsError")
        form.addRow(self.tr("&Regions:"), self.regions_edit)
        form.addRow(self.regions_error)

        self.area_label = self._info_label(page, "propertyArea", self.tr("Area"))
        self.vertices_label = self._info_label(page, "propertyVertices", self.tr("Vertices"))
        self.neighbours_label = self._info_label(page, "propertyNeighbours", self.tr("Neighbours"))
        form.addRow(self.tr("Area:"), self.area_label)
        form.addRow(self.tr("Vertices:"), self.vertices_label)
        form.addRow(self.tr("Neighbours:"), self.neighbours_label)
        return page

    def _make_map_page(self) -> QWidget:
        page = QWidget(self)
        page.setObjectName("mapPage")
        form = self._page_form(page)
        heading = QLabel(self.tr("Map"), page)
        heading.setObjectName("mapHeading")
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        form.addRow(heading)

        self.map_name = self._line(page, "mapName", self.tr("Map name"))
        self.map_name.editingFinished.connect(self._commit_map_name)
        form.addRow(self.tr("&Name:"), self.map_name)
        self.map_author = self._line(page, "mapAuthor", self.tr("Author"))
        self.map_author.editingFinished.connect(self._commit_map_author)
        form.addRow(self.tr("&Author:"), self.map_author)
        self.map_description = CommitTextEdit(page)
        self.map_description.setObjectName("mapDescription")
        self.map_description.setAccessibleName(self.tr("Description"))
        self.map_description.setTabChangesFocus(True)
        self.map_description.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        self.map_description.editingFinished.connect(self._commit_description)
        form.addRow(self.tr("&Description:"), self.map_description)
        self.map_version = self._line(page, "mapVersion", self.tr("Version"))
        self.map_version.editingFinished.connect(self._commit_map_version)
        form.addRow(self.tr("&Version:"), self.map_version)
        # The map's and the continents' names in other languages (empty: the base name).
        self.map_local_names = LocalNameFields(form, self.map_version, page)
        self.map_local_names.edited.connect(self._commit_map_local_name)

        self.map_width = self._spin(page, "mapWidth", self.tr("Canvas width"), 1.0, 1e6, 1)
        self.map_width.editingFinished.connect(lambda: self._commit_number(self.map_width, "width"))
        self.map_height = self._spin(page, "mapHeight", self.tr("Canvas height"), 1.0, 1e6, 1)
        self.map_height.editingFinished.connect(lambda: self._commit_number(self.map_height, "height"))
        canvas = QHBoxLayout()
        canvas.addWidget(self.map_width)
        times = QLabel("×", page)
        times.setAccessibleName(self.tr("by"))
        canvas.addWidget(times)
        canvas.addWidget(self.map_height)
        canvas.addStretch(1)
        form.addRow(self._buddy_label(page, self.tr("&Canvas:"), self.map_width), canvas)
        self.map_mark_radius = self._spin(page, "mapMarkRadius", self.tr("Mark radius"), 0.1, 1e4, 2)
        self.map_mark_radius.setToolTip(self.tr("The radius of troop badges and stickers, in map units"))
        self.map_mark_radius.editingFinished.connect(
            lambda: self._commit_number(self.map_mark_radius, "mark_radius")
        )
        form.addRow(self.tr("&Mark radius:"), self.map_mark_radius)
        self.map_precision = self._spin(page, "mapPrecision", self.tr("Coordinate precision"), 0.001, 1e4, 3)
        self.map_precision.setToolTip(self.tr(
            "New corners (drawn, inserted, dragged) are rounded to multiples of this many map units; "
            "corners already on the map stay as they are"))
        self.map_precision.editingFinished.connect(lambda: self._commit_number(self.map_precision, "precision"))
        form.addRow(self.tr("Coordinate &precision:"), self.map_precision)
        self.map_grid = self._spin(page, "mapGrid", self.tr("Grid size"), 0.001, 1e6, 3)
        self.map_grid.setToolTip(self.tr("The spacing of View ▸ Show Grid, in map units"))
        self.map_grid.editingFinished.connect(lambda: self._commit_number(self.map_grid, "grid"))
        form.addRow(self.tr("&Grid size:"), self.map_grid)
        # Shown in %, kept in the map as a factor (label_size 1.5 is 150 %).
        self.map_label_size = self._spin(page, "mapLabelSize", self.tr("Label size in percent"),
                                         MIN_LABEL_SIZE * 100, MAX_LABEL_SIZE * 100, 0)
        self.map_label_size.setSuffix(" %")
        self.map_label_size.setToolTip(self.tr("The size of the territory names on the map; 100 % is the usual "
                                               "size, which follows the mark radius"))
        self.map_label_size.editingFinished.connect(self._commit_label_size)
        form.addRow(self.tr("&Label size:"), self.map_label_size)

        self.map_background = self._line(page, "mapBackground", self.tr("Background image"))
        self.map_background.setPlaceholderText(self.tr("No background"))
        self.map_background.editingFinished.connect(self._commit_background_image)
        self.choose_background = QPushButton(self.tr("Choose…"), page)
        self.choose_background.setObjectName("mapBackgroundChoose")
        self.choose_background.setAccessibleName(self.tr("Choose a background image"))
        self.choose_background.clicked.connect(self.choose_background_image)
        background = QHBoxLayout()
        background.addWidget(self.map_background, 1)
        background.addWidget(self.choose_background)
        form.addRow(self._buddy_label(page, self.tr("&Background:"), self.map_background), background)
        self.map_opacity = QSlider(Qt.Orientation.Horizontal, page)
        self.map_opacity.setObjectName("mapBackgroundOpacity")
        self.map_opacity.setAccessibleName(self.tr("Background opacity"))
        self.map_opacity.setRange(0, 100)
        self.map_opacity.sliderReleased.connect(self._commit_opacity)
        # Keyboard and clicks on the groove change the value without a drag: commit those at once.
        self.map_opacity.valueChanged.connect(
            lambda _value: None if self.map_opacity.isSliderDown() else self._commit_opacity()
        )
        form.addRow(self.tr("&Opacity:"), self.map_opacity)
        self.map_locked = QCheckBox(self.tr("&Locked"), page)
        self.map_locked.setObjectName("mapBackgroundLocked")
        self.map_locked.setAccessibleName(self.tr("Background locked"))
        self.map_locked.setToolTip(self.tr("A locked background cannot be moved by accident"))
        self.map_locked.clicked.connect(self._commit_locked)
        form.addRow("", self.map_locked)
        self.region_fields = RegionFields(form, page, lambda: self.document)
        return page

    def _page_form(self, page: QWidget) -> QFormLayout:
        # The form sits at the top; spare height goes below it, not between its rows.
        outer = QVBoxLayout(page)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)
        return form

    def _buddy_label(self, parent: QWidget, text: str, buddy: QWidget) -> QLabel:
        # QFormLayout sets the buddy only for a widget field; a row holding a layout needs it
        # explicitly, or the mnemonic shows as a literal '&'.
        label = QLabel(text, parent)
        label.setBuddy(buddy)
        return label

    def _spin(self, parent, name: str, accessible: str, low: float, high: float, decimals: int) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(parent)
        spin.setObjectName(name)
        spin.setAccessibleName(accessible)
        spin.setRange(low, high)
        spin.setDecimals(decimals)
        spin.setKeyboardTracking(False)
        return spin

    # -- what is shown ---------------------------------------------------------------------
    def shown_ids(self) -> tuple[str, ...]:
        """The territories the form shows (the selection's, minus ids not on the map)."""
        return self._shown

    def _territories(self) -> list[tuple[int, Territory]]:
        board = self.board
        result = []
        for territory_id in self._shown:
            if board.has_territory(territory_id):
                index = board.territory_index(territory_id)
                result.append((index, board.territories[index]))
        return result

    def refresh(self) -> None:
        """Fill the form from the selection and the board (after any change)."""
        board = self.board
        shown = tuple(i for i in self.context.selection.ids if board.has_territory(i))
        if shown != self._shown and not self._filling:
            # What was typed belongs to what the form showed: commit it before moving on.
            self._commit_pending()
            shown = tuple(i for i in self.context.selection.ids if board.has_territory(i))
        # Another selection replaces whatever was typed; the same one keeps a field being edited.
        self._force = shown != self._shown
        if self._force:
            for label in (self.id_error, self.name_error, self.flags_error, self.regions_error):
                self._show_error(label, "")
        self._shown = shown
        self._filling = True
        try:
            if shown:
                self.pages.setCurrentWidget(self.territory_page)
                self._fill_territories()
            else:
                self.pages.setCurrentWidget(self.map_page)
                self._fill_map()
        finally:
            self._filling = False
            self._force = False

    def _commit_pending(self) -> None:
        pending = (
            (self.id_edit, self._commit_id), (self.name_edit, self._commit_name),
            (self.flags_edit, self._commit_flags), (self.regions_edit, self._commit_regions),
            (self.map_name, self._commit_map_name),
            (self.map_author, self._commit_map_author), (self.map_version, self._commit_map_version),
            (self.map_background, self._commit_background_image),
        )
        for edit, commit in pending:
            if edit.isModified():
                commit()
        self.local_names.commit_pending()
        self.map_local_names.commit_pending()

    def _set_line(self, edit: QLineEdit, text: str) -> None:
        # Leave alone a field the user is typing in; it commits when they are done.
        if not self._force and edit.hasFocus() and edit.isModified():
            return
        if edit.text() != text:
            edit.setText(text)
            if not edit.hasFocus():
                edit.setCursorPosition(0)  # show a long text's start, not its end
        edit.setModified(False)

    def _set_combo(self, combo: QComboBox, values: set) -> None:
        if len(values) != 1:
            combo.setCurrentIndex(-1)  # mixed: shows blank
            return
        (value,) = values
        index = combo.findData(value)
        combo.setCurrentIndex(index)

    def _fill_territories(self) -> None:
        territories = [t for _, t in self._territories()]
        single = len(territories) == 1
        first = territories[0]
        if single:
            self.heading.setText(first.name)
        else:
            self.heading.setText(self.tr("%n territory(ies)", "", len(territories)))
        for edit in (self.id_edit, self.name_edit, self.flags_edit, self.regions_edit):
            edit.setEnabled(single)
        self._set_line(self.id_edit, first.id if single else "")
        self._set_line(self.name_edit, first.name if single else "")
        self._set_line(self.flags_edit, flags_text(first.flags) if single else "")
        self._set_line(self.regions_edit, ", ".join(first.regions) if single else "")
        self._fill_canal(territories)
        self.id_edit.setPlaceholderText("" if single else self.tr("(several)"))
        self.name_edit.setPlaceholderText("" if single else self.tr("(several)"))
        self._fill_local_names(first if single else None)
        self._fill_continent_choices({t.continent for t in territories})
        self._set_combo(self.kind_combo, {t.kind.value for t in territories})
        self._set_combo(self.card_combo, {t.card.value if t.card else "" for t in territories})
        self._set_combo(self.continent_combo, {t.continent or "" for t in territories})
        self._fill_colour(territories)
        self._fill_info(territories)

    def _fill_colour(self, territories: list[Territory]) -> None:
        continents = {c.id: c.colour for c in self.board.continents}
        self.colour_field.show_colours({t.colour for t in territories},
                                       style.territory_colour(territories[0], continents))

    def _fill_canal(self, territories: list[Territory]) -> None:
        """Checked, unchecked, or partly (a mixed selection); only land may hold a canal."""
        marked = {t.canal_eligible for t in territories}
        self.canal_check.setTristate(len(marked) > 1)
        if len(marked) > 1:
            self.canal_check.setCheckState(Qt.CheckState.PartiallyChecked)
        else:
            self.canal_check.setChecked(marked == {True})
        self.canal_check.setEnabled(all(t.is_land for t in territories))

    def _fill_local_names(self, territory: Territory | None) -> None:
        """A field per language for the territory's name in it (empty, disabled: several)."""
        names = dict(territory.names) if territory is not None else {}
        rows = [
            NameRow(
                key=language, object_name=f"propertyName.{language}",
                label=self.tr("Name ({language}):").format(language=language_label(language)),
                accessible=self.tr("Territory name in {language}").format(language=language_label(language)),
                base=territory.name if territory is not None else "", text=names.get(language, ""),
            )
            for language in editing_languages(self.board)
        ]
        self.local_names.set_rows(rows, force=self._force)
        self.local_names.set_fields_enabled(territory is not None)

    def _fill_map_local_names(self) -> None:
        board = self.board
        rows = []
        for language in editing_languages(board):
            shown = language_label(language)
            rows.append(NameRow(
                key=("map", language), object_name=f"mapName.{language}",
                label=self.tr("Map name ({language}):").format(language=shown),
                accessible=self.tr("Map name in {language}").format(language=shown),
                base=board.meta.name, text=dict(board.meta.names).get(language, ""),
            ))
            rows.extend(
                NameRow(
                    key=(continent.id, language), object_name=f"continentName.{continent.id}.{language}",
                    label=self.tr("{continent} ({language}):").format(continent=continent.name, language=shown),
                    accessible=self.tr("Name of the continent {continent} in {language}").format(
                        continent=continent.name, language=shown),
                    base=continent.name, text=dict(continent.names).get(language, ""),
                )
                for continent in board.continents
            )
            rows.extend(
                NameRow(
                    key=(REGION_KEY + region.id, language), object_name=f"regionName.{region.id}.{language}",
                    label=self.tr("{region} ({language}):").format(region=region.name, language=shown),
                    accessible=self.tr("Name of the region {region} in {language}").format(
                        region=region.name, language=shown),
                    base=region.name, text=dict(region.names).get(language, ""),
                )
                for region in board.regions
            )
        self.map_local_names.set_rows(rows, force=self._force)

    def _fill_continent_choices(self, wanted: set[str | None]) -> None:
        board = self.board
        combo = self.continent_combo
        choices = [(self.tr("No continent"), "")]
        seen = set()
        for continent in board.continents:
            if continent.id not in seen:
                seen.add(continent.id)
                choices.append((continent.name, continent.id))
        for missing in sorted(c for c in wanted if c is not None and c not in seen):
            choices.append((self.tr("{id} (not a continent)").format(id=missing), missing))
        current = [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())]
        if current != choices:
            combo.clear()
            for text, value in choices:
                combo.addItem(text, value)

    def _fill_info(self, territories: list[Territory]) -> None:
        board = self.board
        locale = QLocale()
        if len(territories) == 1:
            territory = territories[0]
            try:
                area = board.area(territory.id)
            except Exception:  # an outline shapely cannot build
                area = None
            self.area_label.setText("—" if area is None else locale.toString(area, "f", 0))
            self.vertices_label.setText(locale.toString(territory.vertex_count()))
            names = [
                board.territory(n).name if board.has_territory(n) else n for n in board.neighbours(territory.id)
            ]
            if not names:
                text = self.tr("none")
            elif len(names) > MAX_NEIGHBOURS_SHOWN:
                text = self.tr("{names} and {count} more").format(
                    names=", ".join(names[:MAX_NEIGHBOURS_SHOWN]), count=len(names) - MAX_NEIGHBOURS_SHOWN
                )
            else:
                text = ", ".join(names)
            self.neighbours_label.setText(text)
        else:
            # Areas of thousands of territories on every drag would cost; the count is enough.
            self.area_label.setText("—")
            self.vertices_label.setText(locale.toString(sum(t.vertex_count() for t in territories)))
            self.neighbours_label.setText("—")

    def _fill_map(self) -> None:
        meta = self.board.meta
        self._set_line(self.map_name, meta.name)
        self._set_line(self.map_author, meta.author)
        if self.map_description.toPlainText().strip() != meta.description:
            self.map_description.setPlainText(meta.description)
        self._set_line(self.map_version, meta.version)
        self._fill_map_local_names()
        for spin, value in ((self.map_width, meta.width), (self.map_height, meta.height),
                            (self.map_mark_radius, meta.mark_radius), (self.map_precision, meta.precision),
                            (self.map_grid, meta.grid), (self.map_label_size, meta.label_size * 100)):
            spin.setValue(value)
        background = meta.background
        self._set_line(self.map_background, background.image if background else "")
        if not self.map_opacity.isSliderDown():
            self.map_opacity.setValue(round((background.opacity if background else DEFAULT_OPACITY) * 100))
        self.map_locked.setChecked(background.locked if background else True)
        self.map_opacity.setEnabled(background is not None)
        self.map_locked.setEnabled(background is not None)
        self.region_fields.fill()

    def _show_error(self, label: QLabel, text: str) -> None:
        label.setText(text)
        label.setVisible(bool(text))

    # -- keeping up ------------------------------------------------------------------------
    def _on_document_changed(self, change: MapChange) -> None:
        kind = change.kind
        if kind is ChangeKind.TERRITORIES:
            # The territories shown, or selected ids coming back (the undo of a delete).
            changed = change.territory_ids
            if not changed.isdisjoint(self._shown) or not changed.isdisjoint(self.context.selection.ids):
                self.refresh()
        elif kind is ChangeKind.CONNECTIONS:
            if len(self._shown) == 1:
                self.refresh()
        elif kind is ChangeKind.METADATA:
            if not self._shown:
                self.refresh()
        else:  # continents (names in the combo), or a new board
            self.refresh()

    # -- committing ------------------------------------------------------------------------
    def _push(self, command) -> None:
        self.document.undo_stack.push(command)

    def _single(self) -> tuple[int, Territory] | None:
        territories = self._territories()
        return territories[0] if len(territories) == 1 else None

    def _commit_id(self) -> None:
        if self._filling or (found := self._single()) is None:
            return
        index, territory = found
        self.id_edit.setModified(False)  # committed now, no longer being typed
        new_id = self.id_edit.text().strip()
        if new_id == territory.id:
            self._set_line(self.id_edit, territory.id)
            return
        if not is_valid_territory_id(new_id):
            error = self.tr("'{id}' is not a valid id: start with a letter or digit, then use letters, "
                            "digits, '_', '.' or '-'.").format(id=new_id)
        elif self.board.has_territory(new_id):
            other = self.board.territory(new_id)
            error = self.tr("The id '{id}' is already used by {name}.").format(id=new_id, name=other.name)
        else:
            self._show_error(self.id_error, "")
            self._push(RenameTerritory(self.document, index, new_id, self.context.selection))
            self.refresh()
            return
        self._show_error(self.id_error, error)
        self.id_edit.setText(territory.id)
        self.id_edit.setModified(False)

    def _commit_name(self) -> None:
        if self._filling or (found := self._single()) is None:
            return
        index, territory = found
        self.name_edit.setModified(False)
        name = " ".join(self.name_edit.text().split())
        if not name:
            self._show_error(self.name_error, self.tr("A territory needs a name."))
            self.name_edit.setText(territory.name)
            self.name_edit.setModified(False)
            return
        self._show_error(self.name_error, "")
        if name != territory.name:
            self._push(SetTerritoryProperties(
                self.document, {index: dataclasses.replace(territory, name=name)}, self.tr("Rename Territory"),
            ))
        self._set_line(self.name_edit, name)

    def _commit_local_name(self, language: str, name: str) -> None:
        if self._filling or (found := self._single()) is None:
            return
        index, territory = found
        names = with_local_name(territory.names, language, name)
        if names != territory.names:
            self._push(SetTerritoryProperties(
                self.document, {index: dataclasses.replace(territory, names=names)},
                self.tr("Rename Territory in {language}").format(language=language_label(language)),
            ))

    def _commit_map_local_name(self, key: tuple[str, str], name: str) -> None:
        if self._filling or self._shown:
            return
        owner, language = key
        shown = language_label(language)
        if owner == "map":
            meta = self.board.meta
            self._set_meta(self.tr("Rename Map in {language}").format(language=shown),
                           names=with_local_name(meta.names, language, name))
            return
        if owner.startswith(REGION_KEY):
            self._commit_region_local_name(owner[len(REGION_KEY):], language, name)
            return
        if not self.board.has_continent(owner):
            return
        index = self.board.continent_index(owner)
        continent = self.board.continents[index]
        names = with_local_name(continent.names, language, name)
        if names != continent.names:
            self._push(ChangeContinent(self.document, index, self.tr("Rename Continent in {language}").format(
                language=shown), names=names))

    def _commit_region_local_name(self, region_id: str, language: str, name: str) -> None:
        for index, region in enumerate(self.board.regions):
            if region.id == region_id:
                names = with_local_name(region.names, language, name)
                if names != region.names:
                    self._push(ChangeRegion(self.document, index, self.tr("Rename Region in {language}").format(
                        language=language_label(language)), names=names))
                return

    def _commit_flags(self) -> None:
        if self._filling or (found := self._single()) is None:
            return
        index, territory = found
        self.flags_edit.setModified(False)
        flags, bad = parse_flags(self.flags_edit.text())
        if bad is not None:
            self._show_error(self.flags_error, self.tr(
                "'{flag}' is not a valid flag: use lower-case letters, digits and '-'."
            ).format(flag=bad))
            self.flags_edit.setText(flags_text(territory.flags))
            self.flags_edit.setModified(False)
            return
        self._show_error(self.flags_error, "")
        if flags != territory.flags:
            self._push(SetTerritoryProperties(
                self.document, {index: dataclasses.replace(territory, flags=flags)}, self.tr("Change Flags"),
            ))
        self._set_line(self.flags_edit, flags_text(flags))

    def _commit_canal(self, checked: bool) -> None:
        """Mark or unmark every shown territory canal-eligible, in one undo step."""
        if self._filling:
            return
        self.canal_check.setTristate(False)
        changes = {}
        for index, territory in self._territories():
            flags = territory.flags | {CANAL_FLAG} if checked else territory.flags - {CANAL_FLAG}
            if flags != territory.flags:
                changes[index] = dataclasses.replace(territory, flags=frozenset(flags))
        if changes:
            text = self.tr("Allow a Canal") if checked else self.tr("Forbid a Canal")
            self._push(SetTerritoryProperties(self.document, changes, text))

    def _commit_colour(self, colour: str | None) -> None:
        """A colour of their own for every shown territory ('#rrggbb'), or None: their
        continent's again; one undo step."""
        if self._filling:
            return
        changes = {index: dataclasses.replace(territory, colour=colour)
                   for index, territory in self._territories() if territory.colour != colour}
        if changes:
            text = self.tr("Change Territory Colour") if colour else self.tr("Use Continent Colour")
            self._push(SetTerritoryProperties(self.document, changes, text))

    def _commit_regions(self) -> None:
        if self._filling or (found := self._single()) is None:
            return
        index, territory = found
        self.regions_edit.setModified(False)
        regions, bad = parse_regions(self.regions_edit.text())
        unknown = bad is None and next((r for r in regions if not self.board.has_region(r)), None)
        if bad is not None or unknown:
            if bad is not None:
                error = self.tr("'{id}' is not a valid region id.").format(id=bad)
            else:
                error = self.tr("'{id}' is not a region of this map: add it first (with nothing "
                                "selected).").format(id=unknown)
            self._show_error(self.regions_error, error)
            self.regions_edit.setText(", ".join(territory.regions))
            self.regions_edit.setModified(False)
            return
        self._show_error(self.regions_error, "")
        if regions != territory.regions:
            self._push(SetTerritoryProperties(
                self.document, {index: dataclasses.replace(territory, regions=regions)}, self.tr("Change Regions"),
            ))
        self._set_line(self.regions_edit, ", ".join(regions))

    def _apply_field(self, field: str, data: str) -> None:
        """Kind, card or continent: one command for all shown territories that differ."""
        if self._filling or data is None:
            return
        value = {
            "kind": TerritoryKind,
            "card": lambda d: CardSymbol(d) if d else None,
            "continent": lambda d: d or None,
        }[field](data)
        changes = {
            index: dataclasses.replace(territory, **{field: value})
            for index, territory in self._territories()
            if getattr(territory, field) != value
        }
        if changes:
            text = {
                "kind": self.tr("Change Territory Kind"),
                "card": self.tr("Change Card Symbol"),
                "continent": self.tr("Change Continent of Territories"),
            }[field]
            self._push(SetTerritoryProperties(self.document, changes, text))

    # -- the map's properties --------------------------------------------------------------
    def _set_meta(self, text: str | None = None, **changes) -> None:
        meta = self.board.meta
        new = dataclasses.replace(meta, **changes)
        if new != meta:
            self._push(SetMapProperties(self.document, new, text))

    def _commit_map_name(self) -> None:
        self._commit_text(self.map_name, "name", required=True)

    def _commit_map_author(self) -> None:
        self._commit_text(self.map_author, "author")

    def _commit_map_version(self) -> None:
        self._commit_text(self.map_version, "version", required=True)

    def _commit_text(self, edit: QLineEdit, field: str, required: bool = False) -> None:
        if self._filling or self._shown:
            return
        edit.setModified(False)  # committed now, no longer being typed
        value = edit.text().strip()
        if required and not value:
            edit.setText(getattr(self.board.meta, field))
            edit.setModified(False)
            return
        self._set_meta(**{field: value})
        self._set_line(edit, value)

    def _commit_description(self) -> None:
        if self._filling or self._shown:
            return
        self._set_meta(description=self.map_description.toPlainText().strip())

    def _commit_number(self, spin: QDoubleSpinBox, field: str) -> None:
        if self._filling or self._shown:
            return
        value = round(spin.value(), spin.decimals())
        if value != round(getattr(self.board.meta, field), spin.decimals()):
            self._set_meta(**{field: value})

    def _commit_label_size(self) -> None:
        if self._filling or self._shown:
            return
        size = round(self.map_label_size.value()) / 100
        if size != self.board.meta.label_size:
            self._set_meta(self.tr("Change Label Size"), label_size=size)

    def _commit_background_image(self) -> None:
        if self._filling or self._shown:
            return
        self.map_background.setModified(False)
        self.set_background_image(self.map_background.text().strip())

    def set_background_image(self, image: str) -> None:
        """Use ``image`` (a path relative to the map file, or absolute) as background; "" removes it."""
        background = self.board.meta.background
        if not image:
            self._set_meta(self.tr("Remove Background"), background=None)
        elif background is None:
            self._set_meta(self.tr("Set Background"), background=Background(image, DEFAULT_OPACITY, True))
        else:
            self._set_meta(self.tr("Set Background"), background=dataclasses.replace(background, image=image))
        self._set_line(self.map_background, image)

    def choose_background_image(self) -> bool:
        folder = self._map_folder()
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose Background Image"), str(folder) if folder else "",
            self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg);;All files (*)"),
        )
        if not path:
            return False
        self.set_background_image(self._relative_to_map(path))
        return True

    def _map_folder(self) -> Path | None:
        path = self.document.path
        return path.resolve().parent if path is not None else None

    def _relative_to_map(self, chosen: str) -> str:
        # The map file stores the picture relative to itself, so the pair can move together.
        folder = self._map_folder()
        if folder is None:
            return Path(chosen).as_posix()
        try:
            return Path(os.path.relpath(chosen, folder)).as_posix()
        except ValueError:  # another drive on Windows
            return Path(chosen).as_posix()

    def _commit_opacity(self) -> None:
        background = self.board.meta.background
        if self._filling or self._shown or background is None:
            return
        opacity = self.map_opacity.value() / 100
        if round(background.opacity * 100) != self.map_opacity.value():
            self._set_meta(self.tr("Change Background Opacity"),
                           background=dataclasses.replace(background, opacity=opacity))

    def _commit_locked(self, locked: bool) -> None:
        background = self.board.meta.background
        if self._filling or self._shown or background is None:
            return
        self._set_meta(background=dataclasses.replace(background, locked=bool(locked)))
