"""The sticker pictures: every SVG loads, every mark and palette entry has one."""

from __future__ import annotations

from editor.scenario import stickers
from editor.scenario.mark_palette import entries_for
from engine.campaign.pieces import MarkKind
from engine.campaign.world import Mark
from engine.campaign.world_format import new_world


def test_every_sticker_is_a_valid_svg_that_draws_something(qapp):
    files = {path.stem for path in stickers.stickers_dir().glob("*.svg")}
    assert files == set(stickers.ALL_STICKERS)
    for name in stickers.ALL_STICKERS:
        assert stickers.renderer(name).isValid(), name
        image = stickers.pixmap(name, 32).toImage()
        painted = sum(1 for x in range(32) for y in range(32) if image.pixelColor(x, y).alpha() > 0)
        assert painted > 60, name  # a picture, not an empty square


def test_every_mark_has_its_sticker():
    assert stickers.sticker_for(Mark(MarkKind.MINOR_CITY, "a")) == "minor-city"
    assert stickers.sticker_for(Mark(MarkKind.MAJOR_CITY, "a")) == "major-city"
    assert stickers.sticker_for(Mark(MarkKind.WORLD_CAPITAL, "a")) == "world-capital"
    assert stickers.sticker_for(Mark(MarkKind.SCAR, "a", scar="bunker")) == "scar-bunker"
    assert stickers.sticker_for(Mark(MarkKind.SCAR, "a", scar="ammo-shortage")) == "scar-ammo-shortage"
    assert stickers.sticker_for(Mark(MarkKind.SCAR, "a", scar="made-up")) == "scar-user"
    assert stickers.sticker_for(Mark(MarkKind.SCAR_CANCEL, "a")) == "scar-cancel"
    assert stickers.sticker_for(Mark(MarkKind.FORTIFICATION, "a")) == "fortification"


def test_every_palette_entry_has_a_sticker():
    for entry in entries_for(new_world()):
        assert entry.sticker in stickers.ALL_STICKERS, entry
