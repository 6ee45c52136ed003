"""The sticker palette: its entries and stock, drags carrying its mime data, arming, cover."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QListWidget

from editor.scenario import mark_palette
from editor.scenario.commands import SetContinentMarks, SetScenarioProperties
from editor.scenario.mark_palette import MarkPalette, entry_from_mime
from editor.scenario.scenario_document import ScenarioDocument
from engine.board import load_map
from engine.campaign.pieces import ScarType
from engine.campaign.world import ContinentMarks
from engine.resources import maps_dir

TUTORIAL = maps_dir() / "tutorial.yaml"


@pytest.fixture
def document():
    board = load_map(TUTORIAL).board
    made = ScenarioDocument.for_map(board, TUTORIAL, legacy=True, players=["Ann", "Bo", "Cy"])
    yield made
    made.undo_stack.blockSignals(True)


@pytest.fixture
def palette(qtbot, document):
    widget = MarkPalette(document)
    qtbot.addWidget(widget)
    return widget


def texts(palette: MarkPalette) -> list[str]:
    items = palette.list_widget()
    return [items.item(row).text() for row in range(items.count())]


def test_every_sticker_is_in_the_palette_with_its_stock(palette):
    assert texts(palette) == [
        "Minor city \u2014 9 left",
        "Major city \u2014 5 left",
        "World capital \u2014 1 left",
        "Scar: Bunker",
        "Scar: Ammo Shortage",
        "Scar-cancel \u2014 4 left",
        "Fortification \u2014 5 left",
        "+1 continent mark \u2014 1 left",
        "\u22121 continent mark \u2014 1 left",
        "Continent name",
        "Coin \u2014 12 left",
    ]
    assert palette.objectName() == "markPalette" and palette.accessibleName()
    assert palette.findChild(QListWidget, "markPaletteList").accessibleName()
    for row in range(palette.list_widget().count()):
        item = palette.list_widget().item(row)
        assert not item.icon().isNull() and item.toolTip()
        assert item.flags() & Qt.ItemFlag.ItemIsDragEnabled


def test_a_scar_the_players_wrote_gets_an_entry(palette, document):
    scars = [*document.world.scar_types, ScarType("minefield", "Minefield", "Attackers lose a troop first.")]
    document.undo_stack.push(SetScenarioProperties(document, world_scar_types=scars))
    assert "Scar: Minefield" in texts(palette)
    entry = palette.entry("scar:minefield")
    assert entry.sticker == "scar-user" and entry.scar == "minefield"
    assert "Attackers lose a troop first." in palette.item_of(entry).toolTip()
    document.undo_stack.undo()
    assert palette.entry("scar:minefield") is None


def test_the_drag_carries_the_palettes_mime_data(palette, monkeypatch):
    carried = []

    class FakeDrag:
        def __init__(self, source):
            self.source = source

        def setMimeData(self, mime):  # noqa: N802 (Qt naming)
            carried.append(mime)

        def setPixmap(self, pixmap):  # noqa: N802
            assert not pixmap.isNull()

        def setHotSpot(self, point):  # noqa: N802
            pass

        def exec(self, *actions):
            return Qt.DropAction.CopyAction

    monkeypatch.setattr(mark_palette, "QDrag", FakeDrag)
    items = palette.list_widget()
    items.setCurrentItem(palette.item_of("fortification"))
    items.startDrag(Qt.DropAction.CopyAction)
    assert entry_from_mime(carried[0]) == palette.entry("fortification")
    assert carried[0].data(mark_palette.MIME_TYPE) == palette.mime_data(palette.entry("fortification")).data(
        mark_palette.MIME_TYPE)


def test_cover_is_a_checkbox(palette):
    box = palette.findChild(QCheckBox, "coverMarks")
    assert box.text() == "Cover existing marks" and box.accessibleName()
    assert palette.cover is False
    box.setChecked(True)
    assert palette.cover is True
    palette.cover = False
    assert not box.isChecked()


def test_arming_an_entry_and_out_of_stock_entries(palette, document):
    seen = []
    palette.armedChanged.connect(seen.append)
    palette.arm("plus-one")
    assert palette.armed().key == "plus-one" and seen[-1].key == "plus-one"
    assert palette.list_widget().currentItem() is palette.item_of("plus-one")
    document.undo_stack.push(SetContinentMarks(document, "northreach", ContinentMarks(bonus_mark=1)))
    assert palette.armed() is None and seen[-1] is None  # used up: disarmed
    item = palette.item_of("plus-one")
    assert item.text() == "+1 continent mark \u2014 0 left"
    assert item.toolTip().startswith("None left")
    palette.arm("plus-one")
    assert palette.armed() is None


def test_without_a_legacy_world_there_is_nothing_to_place(qtbot):
    board = load_map(TUTORIAL).board
    document = ScenarioDocument.for_map(board, TUTORIAL, legacy=False, players=["Ann", "Bo"])
    palette = MarkPalette(document)
    qtbot.addWidget(palette)
    assert palette.entries() == [] and palette.list_widget().count() == 0
    assert "no Legacy world" in palette.findChild(QLabel, "markPaletteHint").text()
