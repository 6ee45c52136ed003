"""Property: any pack the vocabulary allows survives writing and reading, in a pack file and
inside a scenario's world, and is written again to the same text."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.campaign.pack_format import pack_file_text, read_pack_text
from engine.campaign.pack_model import (
    EVENT_VOCABULARY,
    MISSION_VOCABULARY,
    EventCard,
    MissionCard,
    Pack,
    Trigger,
)
from engine.campaign.pieces import MarkKind, Power, ScarType
from engine.scenario import read_scenario, scenario_to_text
from tests.engine.scenario.samples import legacy_fixed

ids = st.text(string.ascii_lowercase + string.digits + "-", min_size=1, max_size=10).filter(lambda s: s[0].isalnum())
names = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=20).filter(
    lambda s: s.strip() == s and s)
tricky = st.sampled_from(["08", "+1", "1e5", "~", "NULL", "yes", "Off", "[x]", "{a: b}", "- x", "#no"])
texts = names | tricky
effects = st.dictionaries(ids, st.integers(-3, 3) | ids | tricky, max_size=3)


def vocabulary_value(allowed: tuple):
    if allowed == ():
        return ids | tricky
    if isinstance(allowed[0], int):
        return st.integers(allowed[0], allowed[1]).filter(bool)
    return st.sampled_from(allowed)


@st.composite
def event_effects(draw) -> dict:
    effect = {}
    if draw(st.booleans()):
        effect["who"] = draw(vocabulary_value(EVENT_VOCABULARY["who"]))
    else:
        effect["faction"] = draw(ids)
    outcomes = draw(st.lists(st.sampled_from(["troops", "stars", "missiles"]), min_size=1, unique=True))
    for key in outcomes:
        effect[key] = draw(vocabulary_value(EVENT_VOCABULARY[key]))
    if "troops" in effect:
        effect["where"] = draw(vocabulary_value(EVENT_VOCABULARY["where"]))
    if draw(st.booleans()):
        effect["then"] = draw(vocabulary_value(EVENT_VOCABULARY["then"]))
    return effect


conditions = st.dictionaries(st.sampled_from(sorted(MISSION_VOCABULARY)), st.none(), min_size=1, max_size=4).flatmap(
    lambda keys: st.fixed_dictionaries({k: vocabulary_value(MISSION_VOCABULARY[k]) for k in keys}))


@st.composite
def packs(draw) -> Pack:
    trigger = draw(st.sampled_from(Trigger))
    mark = scar = ""
    if trigger is Trigger.MARK_PLACED:
        if draw(st.booleans()):
            mark = draw(st.sampled_from([k.value for k in MarkKind]))
        else:
            scar = draw(ids)
    return Pack(
        id=draw(ids), name=draw(texts), trigger=trigger, text=draw(texts), mark=mark, scar=scar,
        scar_types=tuple(draw(st.lists(st.builds(ScarType, ids, texts, texts, effects), max_size=2))),
        scar_cards=draw(st.dictionaries(ids, st.integers(1, 20), max_size=2)),
        powers=tuple(draw(st.lists(st.builds(Power, ids, ids, texts, texts, effects), max_size=2))),
        events=tuple(draw(st.lists(st.builds(EventCard, ids, texts, texts, event_effects()), max_size=2))),
        missions=tuple(draw(st.lists(st.builds(MissionCard, ids, texts, texts, conditions, st.sampled_from([1, 2])),
                                     max_size=2))),
        options=draw(st.dictionaries(ids, st.integers(-5, 5) | st.booleans() | texts, max_size=2)),
        rules=draw(st.just("") | texts),
    )


@settings(max_examples=60)
@given(st.lists(packs(), max_size=3))
def test_any_pack_file_survives_write_and_read(written):
    text = pack_file_text(written)
    read = read_pack_text(text, "generated.yaml")
    assert read.warnings == []
    assert read.packs == written
    assert pack_file_text(read.packs) == text


@settings(max_examples=30)
@given(st.lists(packs(), min_size=1, max_size=2), st.lists(ids, max_size=2))
def test_packs_in_a_world_survive_save_and_load(written, opened):
    scenario = legacy_fixed()
    scenario.legacy.packs, scenario.legacy.packs_opened = written, opened
    text = scenario_to_text(scenario)
    loaded = read_scenario(text, "generated.yaml")
    assert loaded.warnings == []
    assert loaded.scenario == scenario
