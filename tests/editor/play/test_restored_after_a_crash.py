"""A game reopened after a crash says what it restored (issue 25: "the reopened window says what
it restored ('Restored the game at Bo's attack on Peru'). Corrupt or partial journal lines are
dropped with a note, never a refusal to open")."""

from __future__ import annotations

import pytest

from editor.play import launch
from engine.ai.random_bot import RandomBot
from engine.core.journal import JournalWriter, journal_path
from engine.core.save import save_game
from tests.editor.play.helpers import close_quietly, new_controller
from tests.support.reopening import moves


def crashed_game(autosave, before: int = 60, after: int = 12):
    """A game as a kill leaves it: its full save after ``before`` actions, then ``after`` more
    in the journal beside it (as the controller writes them); the log it had."""
    autosave.parent.mkdir(parents=True, exist_ok=True)
    game = new_controller("random", "random", "random").game
    bots = [RandomBot(seat) for seat in range(3)]

    def play(count: int) -> None:
        for _ in range(count):
            decider = game.state.decider()
            game.apply(bots[decider].choose(game.rules, game.state, decider), decider)

    play(before)
    save_game(game, autosave)
    writer = JournalWriter(journal_path(autosave))
    writer.begin(game)
    for _ in range(after):
        play(1)
        writer.record(game)
    writer.close()
    return moves(game)


def test_the_reopened_window_says_where_the_game_goes_on_from(qtbot, settings, autosave, monkeypatch):
    played = crashed_game(autosave)
    monkeypatch.setattr(launch, "ask_resume", lambda parent, when, **_kw: True)
    window = launch.launch_play(None, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    assert moves(window.controller.game)[:len(played)] == played
    notes = [line for line in window.game_log.lines() if line.startswith("Restored the game")]
    assert len(notes) == 1 and notes[0].startswith("Restored the game as it was at its last action: ")
    assert notes[0] in window.statusBar().currentMessage()


def test_a_damaged_journal_line_is_left_out_with_a_note_and_the_game_opens(qtbot, settings, autosave, monkeypatch):
    played = crashed_game(autosave)
    journal = journal_path(autosave)
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(lines) > 3, "the journal holds the actions since the last turn's full save"
    lines[2] = "garbage\n"
    journal.write_text("".join(lines), encoding="utf-8")
    monkeypatch.setattr(launch, "ask_resume", lambda parent, when, **_kw: True)
    window = launch.launch_play(None, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    kept = len(moves(window.controller.game))
    assert moves(window.controller.game) == played[:kept] and kept < len(played)
    damaged = [line for line in window.game_log.lines() if "Line 3 of the game's journal is damaged" in line]
    assert len(damaged) == 1


def test_opening_a_file_offers_the_unfinished_game_first(qtbot, settings, autosave, monkeypatch, tmp_path):
    """The review found `worldsmith play SAVE` overwriting a game left by a crash without a word.
    Now the unfinished game is offered first; resumed, it is shown instead of the file."""
    played = crashed_game(autosave)
    other = new_controller("random", "random", "random", seed=11)
    saved = tmp_path / "other.yaml"
    other.save(saved)
    other.shutdown()
    asked = []
    monkeypatch.setattr(launch, "ask_resume", lambda parent, when, instead=False: asked.append(instead) or True)
    window = launch.open_saved_game(saved, settings=settings, autosave_path=autosave)
    qtbot.addWidget(window, before_close_func=close_quietly)
    assert asked == [True]
    assert moves(window.controller.game)[:len(played)] == played  # the crashed game, not other.yaml


def test_two_games_at_once_keep_themselves_in_two_autosaves(qtbot, settings, autosave, monkeypatch, tmp_path):
    monkeypatch.setattr(launch, "ask_resume", lambda *a, **k: pytest.fail("nothing was left by a crash"))
    first = new_controller("random", "random", "random", seed=11)
    saved = tmp_path / "first.yaml"
    first.save(saved)
    first.shutdown()
    windows = [launch.open_saved_game(saved, settings=settings, autosave_path=autosave) for _ in range(2)]
    for window in windows:
        qtbot.addWidget(window, before_close_func=close_quietly)
    assert [w.autosave_path.name for w in windows] == ["game.yaml", "game-2.yaml"]
    assert all(w.autosave_path.exists() for w in windows)
