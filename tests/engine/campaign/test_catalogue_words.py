"""The built-in catalogue's words are all marked for translation (engine/campaign/catalogue_words.py)."""

from __future__ import annotations

import yaml

from engine.campaign.catalogue_words import CATALOGUE_WORDS
from engine.campaign.world_format import CATALOGUE


def test_every_name_and_text_of_the_catalogue_is_marked_for_translation():
    data = yaml.safe_load(CATALOGUE.read_text(encoding="utf-8"))
    words = {entry[key] for part in ("scar-types", "powers") for entry in data[part] for key in ("name", "text")}
    words |= {faction["name"] for faction in data["factions"]}
    assert set(CATALOGUE_WORDS) == words
