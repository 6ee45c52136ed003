"""Issue 27, item 16: ``worldsmith play maps/classic-mu.yaml`` opens the new-game dialog on the
MU economy — a map with water territories is made for it — while a classic map stays on the
classic game, whatever rule set was played last."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QDialog

from editor.play import launch
from editor.play.economy.window import EconomyPlayWindow
from editor.play.new_game_dialog import LAST_SETUP_KEY, NewGameDialog, ruleset_for_map
from editor.play.window_keeper import OPEN_WINDOWS
from engine.board import load_map
from engine.resources import maps_dir
from tests.editor.play.helpers import close_quietly

MU_MAP = maps_dir() / "classic-mu.yaml"
CLASSIC_MAP = maps_dir() / "classic.yaml"


@pytest.fixture
def dialogs(monkeypatch):
    """The new-game dialogs ``worldsmith play`` opens: what each showed, then cancelled."""
    seen: list[dict] = []

    def cancelled(dialog: NewGameDialog) -> int:
        seen.append(dict(ruleset=dialog.ruleset_name(), map=dialog.map_path(),
                         economy_options=dialog.economy_box.isVisibleTo(dialog),
                         classic_options=dialog.rules_box.isVisibleTo(dialog)))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", cancelled)
    return seen


def remember(settings, ruleset: str) -> None:
    settings.setValue(LAST_SETUP_KEY, json.dumps({"ruleset": ruleset}))


@pytest.mark.parametrize("last", [None, "classic", "economy", "legacy"])
def test_the_mu_map_opens_the_new_game_on_the_economy(qtbot, dialogs, settings, autosave, boxes, last):
    if last is not None:
        remember(settings, last)
    assert launch.start_play(str(MU_MAP), settings=settings, autosave_path=autosave) == launch.EXIT_OK
    assert dialogs == [dict(ruleset="economy", map=MU_MAP, economy_options=True, classic_options=False)]


@pytest.mark.parametrize("last", [None, "classic", "economy", "legacy"])
def test_a_classic_map_stays_on_the_classic_game(qtbot, dialogs, settings, autosave, boxes, last):
    if last is not None:
        remember(settings, last)
    assert launch.start_play(str(CLASSIC_MAP), settings=settings, autosave_path=autosave) == launch.EXIT_OK
    assert dialogs == [dict(ruleset="classic", map=CLASSIC_MAP, economy_options=False, classic_options=True)]


def test_without_a_map_the_rule_set_played_last_is_offered_again(qtbot, dialogs, settings, autosave, boxes):
    remember(settings, "economy")
    assert launch.start_play(None, settings=settings, autosave_path=autosave) == launch.EXIT_OK
    assert dialogs[0]["ruleset"] == "economy" and dialogs[0]["map"] == MU_MAP


def test_the_rule_set_a_map_is_made_for():
    assert ruleset_for_map(load_map(MU_MAP).board) == "economy"
    assert ruleset_for_map(load_map(CLASSIC_MAP).board) == "classic"
    assert ruleset_for_map(None) == "classic"  # a map that cannot be read: the Start button says why


def test_starting_the_game_offered_on_the_mu_map_opens_the_economy_window(qtbot, settings, autosave, boxes,
                                                                        monkeypatch):
    def started(dialog: NewGameDialog) -> int:
        for index in range(dialog.seat_count()):
            _name, _colour, controller = dialog.seat_widgets(index)
            controller.setCurrentIndex(controller.findData("heuristic"))
        dialog.accept()  # Start Game: the map checked, the game set up
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", started)
    before = list(OPEN_WINDOWS)
    assert launch.start_play(str(MU_MAP), settings=settings, autosave_path=autosave) is None
    [window] = [w for w in OPEN_WINDOWS if w not in before]
    qtbot.addWidget(window, before_close_func=close_quietly)
    assert type(window) is EconomyPlayWindow
    assert window.controller.game.setup.ruleset == "economy"
    window.controller.shutdown()
