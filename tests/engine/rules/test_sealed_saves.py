"""Secrets in a save are out of sight of a glance (issue 27, item 11): whoever opens a save, or
the journal beside the autosave, in a text editor at the desk does not read the secret orders
(MU plans, the draft's placements) nor anything else the rules' views hide (hands, the deck's
order); loading decodes them, and saves from before load as they did."""

from __future__ import annotations

import re

import pytest

from engine.core.game import Game, GameSetup
from engine.core.journal import JournalWriter, restore
from engine.core.save import SEALED, read_game, save_to_text, seal_text
from engine.files.errors import FileFormatError
from engine.rules.base import PlayerSetup
from engine.rules.economy.actions import Done, DraftPick, PayUpkeep, PlaceBase, PlaceCapital, PlaceUnits, Plan
from engine.rules.economy.phases import DRAFT, DRAFT_PLACEMENT, FRIENDLY_MOVEMENT, GET, PLANNING
from tests.support.games import world


def economy_game(start: str = "europe") -> Game:
    return Game(world("classic-mu").board,
                GameSetup("economy", (PlayerSetup("Ada"), PlayerSetup("Basil")), 5, {"start": start}))


def everyone_done(game: Game, phase: str) -> None:
    while game.state.phase == phase:
        player = game.state.decider()
        if game.state.players[player].upkeep_due:
            game.apply(PayUpkeep(), player)
        game.apply(Done(), player)


def planned(game: Game) -> list[Plan]:
    """Both players plan a move (in the planning phase, still going on)."""
    everyone_done(game, GET)
    assert game.state.phase == PLANNING
    plans = []
    for player in (0, 1):
        plan = next(a for a in game.rules.legal_actions(game.state, player) if isinstance(a, Plan))
        game.apply(plan, player)
        plans.append(plan)
    return plans


def words_of(game: Game, plan: Plan) -> list[str]:
    """How a plan could be read in a save: its action, and its numbers in the snapshot."""
    kind = 0 if plan.kind == "army" else 1
    return [plan.to_text(game.world), f"[{plan.source}, {plan.target}, {plan.count}, {kind}]"]


def test_plans_going_on_are_sealed_in_the_save_and_read_back():
    game = economy_game()
    plans = planned(game)
    text = save_to_text(game)
    for plan in plans:
        assert not [w for w in words_of(game, plan) if w in text]
    assert "plans:\n    - [-1, -1, -1, -1]" in text  # the snapshot: nobody's view
    assert text.count(f"- {SEALED}") == 2  # the two plans; what came before is plain
    assert "- pay-upkeep" in text and "\nsealed: " in text
    loaded = read_game(text)
    assert loaded.entries() == game.entries() and loaded.state == game.state
    assert loaded.state.players[0].plans == game.state.players[0].plans
    # Saved again, the same file (what was sealed stays sealed until the combat).
    assert save_to_text(loaded).split("saved:")[0] == text.split("saved:")[0]


def test_plans_are_plain_again_once_the_combat_reveals_them():
    game = economy_game()
    plans = planned(game)
    everyone_done(game, PLANNING)
    assert game.state.phase == FRIENDLY_MOVEMENT
    assert all(w not in save_to_text(game) for plan in plans for w in words_of(game, plan)[:1])
    everyone_done(game, FRIENDLY_MOVEMENT)  # the combat: every plan carried out, for all to see
    game.apply(game.legal_actions()[0])  # the first decision of the combat (not secret)
    text = save_to_text(game)
    assert all(plan.to_text(game.world) in text for plan in plans)
    assert SEALED not in text.split("snapshot:")[0]
    assert read_game(text).state == game.state


def test_the_drafts_placements_are_sealed_until_everyone_has_placed():
    game = economy_game("draft")
    while game.state.phase == DRAFT:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, DraftPick)))
    assert game.state.phase == DRAFT_PLACEMENT
    player = game.state.decider()
    mine = game.state.territories_of(player)
    placements = [PlaceCapital(mine[0]), PlaceBase(mine[1]), PlaceUnits(mine[2], 6)]
    for action in placements:
        game.apply(action, player)
    text = save_to_text(game)
    assert not [a for a in placements if a.to_text(game.world) in text]
    plain = text.split("\nsealed: ")[0]  # the snapshot: nobody's view, nothing placed yet
    assert f"capital: {mine[0]}\n" not in plain and "units_to_place: 14" not in plain
    assert plain.count("capital_to_place: true") == 2 and plain.count("units_to_place: 20") == 2
    loaded = read_game(text)
    assert loaded.state == game.state and loaded.state.players[player].capital == mine[0]


def test_the_journal_writes_secret_orders_sealed_and_replays_them(tmp_path):
    game = economy_game()
    everyone_done(game, GET)
    save = tmp_path / "game.yaml"
    save.write_text(save_to_text(game), encoding="utf-8")
    journal = JournalWriter(tmp_path / "game.yaml.journal")
    journal.begin(game)
    plans = planned(game)
    assert journal.record(game)
    journal.close()
    written = (tmp_path / "game.yaml.journal").read_text(encoding="utf-8")
    assert not [plan for plan in plans if plan.to_text(game.world) in written]
    assert written.count(SEALED) == 2
    again = read_game(save.read_text(encoding="utf-8"))
    restoration = restore(again, tmp_path / "game.yaml.journal")
    assert restoration.replayed == 2 and not restoration.notes
    assert again.state == game.state


def test_a_save_from_before_sealing_still_loads(monkeypatch):
    """A schema-2 save: plans and hands in plain text, the whole snapshot, no ``sealed``."""
    game = economy_game()
    planned(game)
    monkeypatch.setattr(Game, "sealed", lambda self, index: False)
    monkeypatch.setattr(type(game.rules), "player_view", lambda self, state, player: state)
    old = save_to_text(game).replace("schema: 3", "schema: 2", 1)
    monkeypatch.undo()
    assert "\nsealed:" not in old and game.log[-1].to_text(game.world) in old
    loaded = read_game(old)
    assert loaded.state == game.state and loaded.entries() == game.entries()


def test_a_damaged_sealed_part_is_refused_saying_where():
    game = economy_game()
    planned(game)
    text = save_to_text(game)
    with pytest.raises(FileFormatError, match="sealed") as refused:
        read_game(re.sub(r"\nsealed: \S+", "\nsealed: not*base64", text))
    assert refused.value.field == "sealed"
    with pytest.raises(FileFormatError, match="sealed action"):
        read_game(text.replace(f"- {SEALED}", f"- {SEALED}%%", 1))
    # A sealed part that decodes to something else than the position's values.
    with pytest.raises(FileFormatError, match="sealed"):
        read_game(re.sub(r"\nsealed: \S+", "\nsealed: " + seal_text("- a list"), text))
