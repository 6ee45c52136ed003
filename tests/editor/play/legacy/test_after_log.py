"""The game log of a Risk Legacy game reads as sentences with the names people read: every
Legacy event has a template the log can fill, and no line shows a placeholder or an id
("saharan-republic", "found-major-city") where a name belongs."""

from __future__ import annotations

import dataclasses
import re
import string

import pytest

from editor.play.event_text import event_sentence
from engine.campaign import pack_cards
from engine.core.events import Event
from engine.core.phases import GAME_OVER
from engine.rules.legacy import events as legacy_events
from engine.rules.legacy.rules import LegacyRules
from tests.editor.play.helpers import NAMES
from tests.editor.play.legacy.helpers import legacy_controller, legacy_window

EVENT_TYPES = sorted(
    {v for module in (legacy_events, pack_cards) for v in vars(module).values()
     if isinstance(v, type) and issubclass(v, Event) and v is not Event},
    key=lambda t: t.__name__)


def internal_ids(controller) -> set[str]:
    """Every id a Legacy game might leak into a sentence instead of a name."""
    rules = controller.rules
    world = rules.legacy
    ids = {f.id for f in world.factions} | {s.id for s in world.scar_types} | {p.id for p in world.packs}
    ids |= {p.id for p in world.powers} | {c.id for c in controller.world.continents}
    ids |= {e.id for p in world.packs for e in p.events} | {m.id for p in world.packs for m in p.missions}
    ids |= {"name-continent", "found-major-city", "found-minor-city", "cancel-scar", "continent-bonus",
            "fortify-city", "destroy-card", "upgrade-card"}
    ids |= {tid for tid in controller.world.ids if "-" in tid}  # "north-africa", never "North Africa"
    return ids


def leaks(line: str, ids: set[str]) -> list[str]:
    found = [word for word in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", line) if word in ids]
    if "{" in line or "}" in line:
        found.append("a placeholder")
    return found


@pytest.mark.parametrize("event_type", EVENT_TYPES, ids=lambda t: t.__name__)
def test_every_legacy_event_has_a_template_the_log_can_fill(qtbot, event_type):
    controller = legacy_controller("heuristic", "heuristic", "heuristic",
                                   world=LegacyRules.sample_campaigns(NAMES[:3])[3])
    values = {"player": 1, "by": 0, "defender": 2, "territory": 5, "source": 5, "target": 6, "card": 3,
              "faction": controller.rules.legacy.factions[0].id, "scar": "bunker", "side": "attack",
              "kind": "found-major-city", "place": controller.world.ids[5], "pack": "the-fallen"}
    fields = {}
    for field in dataclasses.fields(event_type):
        if field.name in values:
            fields[field.name] = values[field.name]
        elif field.type in ("int",):
            fields[field.name] = 2
        elif "tuple" in str(field.type):
            fields[field.name] = (6, 3) if field.name != "changes" else ()
        else:
            fields[field.name] = "The Name"
    event = event_type(**fields)
    names = {n for _, n, _, _ in string.Formatter().parse(event_type.template) if n}
    assert names, f"{event_type.__name__} has no template"
    line = event_sentence(event, controller)
    assert line and not leaks(line, internal_ids(controller)), line


@pytest.mark.parametrize("stage", [0, 3], ids=["first game", "with sealed packs"])
def test_a_legacy_game_between_computer_players_logs_only_sentences_with_names(qtbot, settings, stage):
    world = LegacyRules.sample_campaigns(NAMES[:4])[stage]
    controller = legacy_controller("heuristic", "random", "heuristic", "random", world=world, seed=5)
    window = legacy_window(qtbot, settings, controller)
    with qtbot.waitSignal(controller.gameOver, timeout=90_000):
        controller.start()
    assert controller.state.phase == GAME_OVER
    lines = window.game_log.lines()
    assert len(lines) > 50
    ids = internal_ids(controller)
    bad = [(line, leaks(line, ids)) for line in lines if leaks(line, ids)]
    assert not bad, bad[:10]


@pytest.mark.parametrize(("event", "one", "many"), [
    (lambda n: legacy_events.HeadquartersPlaced(1, 5, n), "with 1 troop and the HQ", "with 8 troops and the HQ"),
    (lambda n: legacy_events.PowerTroopsPlaced(1, "Conscription", 5, n), "places 1 troop in",
     "places 8 troops in"),
    (lambda n: legacy_events.JoinedTheWar(1, 5, n), "with 1 troop.", "with 8 troops."),
    (lambda n: legacy_events.CardsTurnedIn(1, (), n, n), "worth 1 coin for 1 troop.", "worth 8 coins for 8 troops."),
], ids=["HQ", "power", "join", "turn-in"])
def test_counts_read_right_for_one_and_for_many(qtbot, event, one, many):
    """Issue 28: "plurals right in both languages ("1 troop", "1 misil") through Qt's plural
    forms" — never "1 troops"."""
    controller = legacy_controller("heuristic", "heuristic", "heuristic",
                                   world=LegacyRules.sample_campaigns(NAMES[:3])[0])
    assert one in event_sentence(event(1), controller)
    assert many in event_sentence(event(8), controller)


def test_counts_read_right_in_spanish(qtbot, qapp):
    from PySide6.QtCore import QLocale

    from editor.app.application import install_translators

    controller = legacy_controller("heuristic", "heuristic", "heuristic",
                                   world=LegacyRules.sample_campaigns(NAMES[:3])[0])
    installed = install_translators(qapp, QLocale("es_ES"))
    try:
        one = event_sentence(legacy_events.JoinedTheWar(1, 5, 1), controller)
        many = event_sentence(legacy_events.JoinedTheWar(1, 5, 4), controller)
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert "1 tropa" in one and "1 tropas" not in one
    assert "4 tropas" in many
