"""Words from a campaign's data, ready for the reader's language (issue 33, item 3): the
campaign's errors as templates with parameters, the rule options' help marked for
translation, packs' words in other languages, and suggested names the UI can reword."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.campaign.campaign_errors import CAMPAIGN_ERROR_CONTEXT, CampaignMessageError
from engine.campaign.local_text import local_text
from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file, pack_file_text, read_pack_text
from engine.campaign.pack_model import Pack, Trigger
from engine.campaign.packs import PackError, add_packs, open_pack
from engine.campaign.progress import GameRecord, RecordError, SeatRecord, after_game
from engine.campaign.rewards import (
    CITY_WORDS,
    CONTINENT_WORDS,
    NAME_PATTERN,
    NUMBERED_NAME_PATTERN,
    default_city_name,
    suggested_name_parts,
)
from engine.campaign.world import GameResult
from engine.campaign.world_format import new_world
from engine.files.errors import FileFormatError

ROOT = Path(__file__).resolve().parents[3]


# -- item 1: errors a UI can translate ---------------------------------------------------------------


def templates_in(path: Path, context: str) -> set[str]:
    """The texts marked QT_TRANSLATE_NOOP(context, …) in a source file."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant) and node.args[0].value == context):
            found.add(node.args[1].value)
    return found


def test_a_campaign_error_keeps_its_template_and_reads_as_the_english_sentence():
    world = add_packs(new_world(), [load_pack_file(SAMPLE_PACKS).packs[0]])
    with pytest.raises(PackError) as raised:
        add_packs(world, [load_pack_file(SAMPLE_PACKS).packs[0]])
    error = raised.value
    assert isinstance(error, CampaignMessageError)
    assert error.template == "the world already has a pack called '{pack}'"
    assert error.params == {"pack": "age-of-cities"}
    assert str(error) == "the world already has a pack called 'age-of-cities'"
    marked = set().union(*(templates_in(ROOT / "engine" / "campaign" / name, CAMPAIGN_ERROR_CONTEXT)
                           for name in ("packs.py", "progress.py", "campaign_file.py", "play_out.py")))
    assert error.template in marked


def test_a_record_error_carries_the_reason_inside_it_not_its_english_words():
    bunker = new_world().scar_type("bunker")
    clash = Pack("clash", "Clash", Trigger.FIRST_ELIMINATION, "A second bunker.",
                 scar_types=(dataclasses.replace(bunker, text="Something else."),))
    world = add_packs(new_world(), [clash])
    factions = [f.id for f in world.factions]
    seats = tuple(SeatRecord(name, factions[i], "peru", GameResult.HELD_ON) for i, name in enumerate(("Ada", "Bo")))
    with pytest.raises(RecordError) as raised:
        after_game(world, GameRecord(1, seats, None, (), packs_opened=("clash",)))
    error = raised.value
    assert error.template == "game {game} opened a pack that does not fit the world: {reason}"
    reason = error.params["reason"]
    assert isinstance(reason, PackError) and reason.params == {"pack": "clash", "id": "bunker"}  # a UI words it too
    assert str(error) == ("game 1 opened a pack that does not fit the world: the pack 'clash' brings a scar type "
                          "'bunker', but the world already has a different one with that id")


def test_no_campaign_error_is_raised_with_a_finished_english_sentence():
    """Every CampaignError, PackError and RecordError of engine/campaign is raised with a
    marked template (or a template held in a marked constant), never an f-string."""
    for path in (ROOT / "engine" / "campaign").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("CampaignError", "PackError",
                                                                                 "RecordError")):
                first = node.args[0]
                assert not isinstance(first, ast.JoinedStr | ast.Constant), f"{path.name}:{node.lineno}"


# -- item 2: the rule options' help, marked for translation -------------------------------------------


def test_every_rule_options_help_is_marked_for_translation_unchanged():
    from engine.rules.classic import ClassicOptions
    from engine.rules.economy.options import EconomyOptions
    from engine.rules.legacy.options import LegacyOptions

    marked = set()
    for path in ("engine/rules/classic.py", "engine/rules/legacy/options.py", "engine/rules/economy/options.py"):
        marked |= templates_in(ROOT / path, "RuleOptions")
    helps = {help_text for options in (ClassicOptions, LegacyOptions, EconomyOptions)
             for _name, _default, help_text, _choices in options.describe()}
    assert len(helps) > 40 and helps <= marked
    assert "Red stars that win the game at once." in helps


# -- item 3: packs' words in other languages ------------------------------------------------------------


def test_the_sample_packs_carry_spanish_for_every_word_people_read():
    for pack in load_pack_file(SAMPLE_PACKS).packs:
        fields = ("name", "text", "rules") if pack.rules else ("name", "text")
        for field in fields:
            assert local_text(pack, field, "es") != getattr(pack, field), (pack.id, field)
        for card in (*pack.events, *pack.missions, *pack.scar_types, *pack.powers):
            for field in ("name", "text"):
                assert local_text(card, field, "es") != getattr(card, field), (card.id, field)
    arms_race = next(p for p in load_pack_file(SAMPLE_PACKS).packs if p.id == "arms-race")
    assert local_text(arms_race, "name", "es") == "Carrera armamentística"
    # The reader's region falls back to the language; another language, and none, read English.
    assert local_text(arms_race, "name", "es-MX") == "Carrera armamentística"
    assert local_text(arms_race, "name", "fr") == local_text(arms_race, "name", None) == "Arms Race"


def test_translations_survive_writing_and_reading_and_the_world_keeps_them():
    packs = load_pack_file(SAMPLE_PACKS).packs
    again = read_pack_text(pack_file_text(packs), "again.yaml").packs
    assert again == packs
    world = open_pack(add_packs(new_world(), packs), "scorched-earth")
    wasteland = world.scar_type("wasteland")
    assert local_text(wasteland, "name", "es") == "Tierra baldía"


OLD_PACK = """format: worldsmith-legacy-packs
schema: 1
packs:
- id: one
  name: One
  trigger: first-elimination
  text: Written before translations.
  events:
  - {id: e, name: E, text: T, effect: {who: everyone, stars: 1}}
"""


def test_a_pack_file_without_translations_reads_as_it_did_and_is_written_back_the_same():
    read = read_pack_text(OLD_PACK, "old.yaml")
    pack = read.packs[0]
    assert not read.warnings and pack.translations == {} and pack.events[0].translations == {}
    assert "translations:" not in pack_file_text(read.packs)
    assert local_text(pack, "text", "es") == "Written before translations."


def test_a_translation_in_something_that_is_not_a_language_is_refused_where_it_is_written():
    text = OLD_PACK.replace("  text: Written before translations.\n",
                            "  text: Written before translations.\n  translations: {Spanish: {name: Uno}}\n")
    with pytest.raises(FileFormatError, match=r"old.yaml:8:.*packs\[0\]\.translations\.Spanish"):
        read_pack_text(text, "old.yaml")
    text = OLD_PACK.replace("  text: Written before translations.\n",
                            "  text: Written before translations.\n  translations: {es: {trigger: x}}\n")
    read = read_pack_text(text, "old.yaml")  # a field that is not a word people read: only noted
    assert read.packs[0].translations == {"es": {}} and "trigger" in str(read.warnings[0])


# -- item 4: suggested names a UI can reword ---------------------------------------------------------------


@given(owner=st.text(st.characters(categories=("L",)), min_size=1, max_size=12),
       word=st.sampled_from((*CITY_WORDS, *CONTINENT_WORDS)), number=st.integers(2, 99))
def test_a_suggested_name_is_read_back_as_its_template_and_parts(owner, word, number):
    assert suggested_name_parts(NAME_PATTERN.format(owner=owner, word=word)) == (
        NAME_PATTERN, {"owner": owner, "word": word})
    assert suggested_name_parts(NUMBERED_NAME_PATTERN.format(owner=owner, word=word, number=number)) == (
        NUMBERED_NAME_PATTERN, {"owner": owner, "word": word, "number": number})


def test_a_name_people_chose_is_not_taken_for_a_suggestion():
    for name in ("Paris", "Ada's Landings", "Ada's Landing 0", "'s Hold", "Ada Landing"):
        assert suggested_name_parts(name) is None, name
    world = new_world()
    made = default_city_name(world, "Dmitri")
    assert suggested_name_parts(made) is not None
    assert suggested_name_parts(made + "ville") is None
