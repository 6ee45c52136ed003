"""The scenario designer and content packs: a sealed pack's contents stay out of sight (the
sticker palette, the faction cards' scar choices), an opened pack's scar types are there
like the world's own, and saving keeps every pack."""

from __future__ import annotations

import dataclasses

import pytest

from editor.scenario.faction_panel import FactionPanel
from editor.scenario.mark_palette import MarkPalette
from editor.scenario.scenario_document import ScenarioDocument
from engine.board import load_map
from engine.campaign.packs import open_pack
from engine.resources import maps_dir
from tests.engine.campaign.pack_samples import SINKHOLE, a_pack, world_with

TUTORIAL = maps_dir() / "tutorial.yaml"
MINEFIELD = dataclasses.replace(SINKHOLE, id="minefield", name="Minefield")


@pytest.fixture
def document():
    board = load_map(TUTORIAL).board
    made = ScenarioDocument.for_map(board, TUTORIAL, legacy=True, players=["Ann", "Bo", "Cy"])
    world = world_with(a_pack("sealed", scar_types=(SINKHOLE,)), a_pack("opened", scar_types=(MINEFIELD,)))
    made.scenario.legacy = open_pack(world, "opened")
    yield made
    made.undo_stack.blockSignals(True)


def test_the_palette_offers_an_opened_packs_scar_but_not_a_sealed_ones(qtbot, document):
    palette = MarkPalette(document)
    qtbot.addWidget(palette)
    items = palette.list_widget()
    texts = [items.item(row).text() for row in range(items.count())]
    assert "Scar: Minefield" in texts
    assert not any("Sinkhole" in text for text in texts)


def test_a_faction_card_may_take_an_opened_packs_scar_only(qtbot, document):
    panel = FactionPanel(document)
    qtbot.addWidget(panel)
    combo = panel.box(document.world.factions[0].id).scar_combo
    choices = [combo.itemData(i) for i in range(combo.count())]
    assert "minefield" in choices and "sinkhole" not in choices


def test_saving_keeps_every_pack(document, tmp_path):
    path = document.save(tmp_path / "packs.yaml")
    reopened, warnings = ScenarioDocument.open(path)
    assert warnings == []
    assert reopened.world.packs == document.world.packs
    assert reopened.world.packs_opened == ["opened"]
