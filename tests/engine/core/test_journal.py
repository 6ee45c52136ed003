"""The journal of every action and fresh dice on reopening (issue 25, items 1 and 2).

"A crash, kill or power cut loses at most the action in flight"; "corrupt or partial journal
lines are dropped with a note, never a refusal to open"; "when a saved game is opened, fresh
entropy from the system is mixed into the dice stream and recorded in the log (so replays
stay exact)"."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.random_bot import RandomBot
from engine.core.actions import Attack, MixEntropy
from engine.core.game import Game, GameSetup
from engine.core.journal import (
    CUT_SHORT,
    DAMAGED,
    EMPTY,
    NOT_REPLAYED,
    OTHER_GAME,
    JournalWriter,
    journal_path,
    reopen,
    restore,
)
from engine.core.save import load_game, read_game, save_game, save_to_text
from engine.core.state import Phase
from engine.rules.base import PlayerSetup
from tests.support.games import board

OPTIONS = {"setup": "random", "random-deal-armies": "spread"}


def new_game(seed: int = 3) -> Game:
    return Game(board("tutorial"), GameSetup("classic", tuple(PlayerSetup(n) for n in "ABC"), seed, OPTIONS))


def play(game: Game, actions: int, seed: int = 1) -> None:
    bots = [RandomBot(seed * 10 + i) for i in range(len(game.state.players))]
    for _ in range(actions):
        if game.state.phase == Phase.GAME_OVER:
            return
        decider = game.state.decider()
        game.apply(bots[decider].choose(game.rules, game.state, decider), decider)


def texts(game: Game) -> list[str]:
    return save_to_text(game).split("snapshot:")[0].split("actions:")[1].splitlines()


def journaled(tmp_path, before: int = 30, after: int = 40) -> tuple[Game, object]:
    """A game saved in full after ``before`` actions, then journaled for ``after`` more."""
    game = new_game()
    play(game, before)
    save = tmp_path / "game.yaml"
    save_game(game, save)
    writer = JournalWriter(journal_path(save), sync_interval=0.0)
    writer.begin(game)
    for _ in range(after):
        play(game, 1)
        assert writer.record(game)
    writer.close()
    return game, save


def test_reopening_replays_every_journaled_action(tmp_path):
    game, save = journaled(tmp_path)
    reopened = load_game(save)
    restoration = restore(reopened, journal_path(save))
    assert restoration.replayed == 40 and not restoration.notes
    assert reopened.entries() == game.entries() and reopened.state.to_dict() == game.state.to_dict()
    assert restoration.events  # to say where the game goes on from


def test_a_line_cut_short_by_the_crash_is_dropped_with_a_note(tmp_path):
    game, save = journaled(tmp_path)
    path = journal_path(save)
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # the last line's end never reached the disk
    reopened = load_game(save)
    restoration = restore(reopened, path)
    assert restoration.replayed == 39
    assert [note.kind for note in restoration.notes] == [CUT_SHORT]
    assert reopened.entries() == game.entries()[:-1]


def test_a_damaged_line_and_what_follows_are_dropped_with_a_note(tmp_path):
    game, save = journaled(tmp_path)
    path = journal_path(save)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[11] = lines[11].replace(" ", "  ", 1)  # line 12 (the 11th entry): its checksum no longer fits
    path.write_text("".join(lines), encoding="utf-8")
    reopened = load_game(save)
    restoration = restore(reopened, path)
    assert restoration.replayed == 10
    assert [(n.kind, n.line, n.dropped) for n in restoration.notes] == [(DAMAGED, 12, 30)]
    assert reopened.entries() == game.entries()[:40]


def test_a_journal_of_another_game_is_left_out(tmp_path):
    _game, save = journaled(tmp_path)
    other = new_game(seed=99)
    play(other, 30)
    restoration = restore(other, journal_path(save))
    assert restoration.replayed == 0 and [n.kind for n in restoration.notes] == [OTHER_GAME]
    assert len(other.log) == 30


def test_a_journal_begun_before_the_latest_full_save_still_fits(tmp_path):
    """Stopped between writing the full save and beginning the next journal: the journal's
    entries the save holds are checked and skipped, the rest replayed."""
    game, save = journaled(tmp_path, before=30, after=40)
    newer = load_game(save)
    restore(newer, journal_path(save))
    for _ in range(20):  # the full save at entry 50 of 70 ...
        newer.log.pop()
        newer.actors.pop()
    newer = newer.replayed()
    save_game(newer, save)  # ... written, the journal not begun again
    reopened = load_game(save)
    restoration = restore(reopened, journal_path(save))
    assert restoration.replayed == 20 and not restoration.notes
    assert reopened.entries() == game.entries()


def test_an_entry_the_rules_refuse_is_dropped_with_the_reason(tmp_path):
    game, save = journaled(tmp_path, after=5)
    path = journal_path(save)
    lines = path.read_text(encoding="utf-8").splitlines()
    index = int(lines[-1].split(" ")[0]) + 1
    from engine.core import journal as module

    text = "end-turn" if game.state.phase != Phase.FORTIFY else "claim alpha"
    bad = f"{index} {module._checksum(index, text)} {text}"
    path.write_text("\n".join([*lines, bad, *lines[-1:]]) + "\n", encoding="utf-8")
    reopened = load_game(save)
    restoration = restore(reopened, path)
    assert restoration.replayed == 5
    assert [(n.kind, n.dropped) for n in restoration.notes] == [(NOT_REPLAYED, 2)]


def test_two_reopenings_of_one_save_roll_differently_and_each_replays_exactly(tmp_path):
    game = new_game()
    play(game, 40)
    for _ in range(200):
        if game.state.phase == Phase.ATTACK and any(isinstance(a, Attack) for a in game.legal_actions()):
            break
        play(game, 1)
    save = tmp_path / "game.yaml"
    save_game(game, save)
    attacks = [a for a in game.legal_actions() if isinstance(a, Attack)]
    assert attacks
    rolls = []
    for _ in range(2):
        reopened = load_game(save)
        restoration = reopen(reopened, None)
        assert isinstance(reopened.log[-1], MixEntropy) and reopened.log[-1].value == restoration.entropy
        dice = []
        for _ in range(12):  # one attack's roll tells little; a dozen cannot match by chance
            events = []
            legal = [a for a in reopened.legal_actions() if isinstance(a, Attack)]
            if not legal:
                break
            events = reopened.apply(legal[0])
            dice.append(tuple(getattr(e, "attacker_dice", ()) for e in events))
        rolls.append((dice, reopened.state.seed))
        again = read_game(save_to_text(reopened))  # the entropy is in the log: the replay is exact
        assert again.state.to_dict() == reopened.state.to_dict()
    assert rolls[0][1] != rolls[1][1]
    assert rolls[0][0] != rolls[1][0]


def test_a_finished_game_gets_no_entropy(tmp_path):
    game = new_game()
    play(game, 100_000)
    assert game.state.phase == Phase.GAME_OVER
    reopened = Game(game.board, game.setup)
    for actor, action in game.entries():
        reopened.apply(action, actor)
    assert reopen(reopened, None).entropy is None and len(reopened.log) == len(game.log)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_mutated_journal_never_stops_the_game_from_opening(tmp_path_factory, data):
    """Bytes cut, flipped, inserted or repeated anywhere: restoring gives notes, never an
    exception, and takes well under 2 s."""
    tmp_path = tmp_path_factory.mktemp("journal")
    if not (tmp_path / "game.yaml").exists():
        journaled(tmp_path, before=20, after=30)
    save = tmp_path / "game.yaml"
    path = journal_path(save)
    original = path.read_bytes()
    mutated = bytearray(original)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, max(0, len(mutated) - 1)))
        how = data.draw(st.sampled_from(["cut", "flip", "insert", "repeat"]))
        if how == "cut":
            del mutated[at:]
        elif how == "flip" and mutated:
            mutated[at] ^= 1 << data.draw(st.integers(0, 7))
        elif how == "insert":
            mutated[at:at] = data.draw(st.binary(max_size=40))
        else:
            mutated[at:at] = mutated[at:at + data.draw(st.integers(1, 200))] * data.draw(st.integers(1, 50))
    path.write_bytes(bytes(mutated))
    reopened = load_game(save)
    start = time.perf_counter()
    restoration = restore(reopened, path)
    assert time.perf_counter() - start < 2.0
    assert restoration.replayed <= 30 and len(reopened.log) == 20 + restoration.replayed
    path.write_bytes(original)


def test_the_writer_forces_the_disk_at_most_every_interval(tmp_path, monkeypatch):
    synced = []
    import engine.core.journal as module

    monkeypatch.setattr(module.os, "fsync", lambda fd: synced.append(fd))
    now = [0.0]
    game = new_game()
    save = tmp_path / "game.yaml"
    save_game(game, save)
    writer = JournalWriter(journal_path(save), clock=lambda: now[0])
    writer.begin(game)
    synced.clear()
    for step in range(10):  # ten actions in 0.09 s: written to the system, none forced yet
        now[0] = step * 0.01
        play(game, 1)
        writer.record(game)
    assert synced == [] and writer.pending
    writer.sync()  # the caller's timer, once clicks pause
    assert not writer.pending and len(synced) == 1
    now[0] = 1.0  # a quarter of a second and more later: the next action is forced at once
    play(game, 1)
    writer.record(game)
    assert len(synced) == 2 and not writer.pending


def test_an_empty_or_garbled_journal_is_named_as_such_and_kept_for_whoever_wants_it(tmp_path):
    """An empty journal is damage (a journal always has its first line), garbage is not "another
    game", and a journal with lines left out is kept beside it before the next save replaces it."""
    _game, save = journaled(tmp_path)
    path = journal_path(save)
    path.write_bytes(b"")
    restoration = restore(load_game(save), path)
    assert [n.kind for n in restoration.notes] == [EMPTY] and restoration.kept is not None
    path.write_bytes(bytes(range(256)) * 3)
    restoration = restore(load_game(save), path)
    assert [n.kind for n in restoration.notes] == [DAMAGED]
    assert restoration.kept.read_bytes() == bytes(range(256)) * 3
