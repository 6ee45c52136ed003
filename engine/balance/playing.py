"""Playing a balance run's games: here, on local worker processes, or on a Dask cluster.

Games are handed out in small chunks to ``jobs`` worker processes (the "spawn" start method,
which is safe when called from a Qt application: no forked copy of a running GUI). Game
``n`` is seeded from the spec whoever plays it and the records are combined in game order, so
the figures do not depend on ``jobs``. Stopping (``should_stop()`` returning True, or Ctrl+C)
stops handing out work, cancels what has not started and keeps the games 0..k-1 that all
finished: a partial report is a prefix of the full one.
"""

from __future__ import annotations

import concurrent.futures as futures
import contextlib
import multiprocessing
import signal
import threading
from collections.abc import Callable

from engine.balance.game_player import GamePlayer, GameSpec
from engine.balance.game_record import GameRecord

POLL_SECONDS = 0.1  # how often should_stop is asked while games are being played
MAX_CHUNK = 8  # games per chunk: small, so a stop is quick and the cores stay evenly busy


_WORKER: GamePlayer | None = None


def _start_worker(spec: GameSpec) -> None:
    # The parent handles Ctrl+C (stops handing out work, keeps what finished); a worker
    # that died of the same SIGINT would lose its chunk and print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    global _WORKER
    _WORKER = GamePlayer(spec)


def _play_chunk(first: int, count: int) -> list[GameRecord]:
    assert _WORKER is not None
    return [_WORKER.play(n) for n in range(first, first + count)]


@contextlib.contextmanager
def _ctrl_c_held_back():
    """Block SIGINT in this thread while processes are started: they inherit the blocked
    mask, so a Ctrl+C at the terminal — which goes to the whole process group — never
    reaches a worker still importing (before its initializer ignores it) nor the resource
    tracker. Another thread of this process may still take the signal, so on the main thread
    a Ctrl+C meanwhile is also held back by a handler of our own; either way it is raised,
    as KeyboardInterrupt, once the processes are started: one interrupted while starting
    would print a traceback."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    held: list[int] = []
    on_main_thread = threading.current_thread() is threading.main_thread()
    previous_handler = signal.signal(signal.SIGINT, lambda number, _frame: held.append(number)) \
        if on_main_thread else None
    previous_mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous_mask)
        if on_main_thread:
            signal.signal(signal.SIGINT, previous_handler)
    if held:
        raise KeyboardInterrupt


def _chunk_size(games: int, jobs: int) -> int:
    return max(1, min(MAX_CHUNK, games // (jobs * 8) or 1))


def play_all(spec: GameSpec, player: GamePlayer, games: int, jobs: int,
              progress: Callable[[int, int], None] | None,
              should_stop: Callable[[], bool] | None,
              scheduler: str | None = None) -> tuple[list[GameRecord], bool, int]:
    """The records in game order, whether the run stopped short, and the workers used."""
    if scheduler is not None:
        # Even for one game or none: a bad address is said at once, not on the big run.
        from engine.balance.cluster import play_on_cluster

        return play_on_cluster(spec, games, scheduler, progress, should_stop)
    if games == 0:
        return [], False, jobs
    if jobs == 1 or games == 1:
        return (*_play_here(player, games, progress, should_stop), jobs)
    return (*_play_in_pool(spec, games, jobs, progress, should_stop), jobs)


def _play_here(player: GamePlayer, games: int, progress, should_stop) -> tuple[list[GameRecord], bool]:
    records: list[GameRecord] = []
    try:
        for number in range(games):
            if should_stop is not None and should_stop():
                return records, True
            records.append(player.play(number))
            if progress is not None:
                progress(number + 1, games)
    except KeyboardInterrupt:
        return records, True
    return records, False


def _play_in_pool(spec: GameSpec, games: int, jobs: int, progress, should_stop) -> tuple[list[GameRecord], bool]:
    size = _chunk_size(games, jobs)
    chunks = [(first, min(size, games - first)) for first in range(0, games, size)]
    results: dict[int, list[GameRecord]] = {}
    done = 0
    stopped = False
    context = multiprocessing.get_context("spawn")
    pool: futures.ProcessPoolExecutor | None = None
    running: dict[futures.Future, int] = {}
    next_chunk = 0
    try:
        # Making the pool starts multiprocessing's resource tracker, which unblocks SIGINT
        # again when it has: the workers are started in a second guarded step.
        with _ctrl_c_held_back():
            pool = futures.ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_start_worker,
                                               initargs=(spec,))
        while next_chunk < len(chunks) or running:
            # Keep every worker busy with one chunk in hand, no more: a stop loses little.
            with _ctrl_c_held_back() if next_chunk == 0 else contextlib.nullcontext():
                while next_chunk < len(chunks) and len(running) < 2 * jobs and not stopped:
                    running[pool.submit(_play_chunk, *chunks[next_chunk])] = next_chunk
                    next_chunk += 1
            if stopped:
                break
            finished, _ = futures.wait(running, timeout=POLL_SECONDS, return_when=futures.FIRST_COMPLETED)
            for future in finished:
                k = running.pop(future)
                results[k] = future.result()
                done += len(results[k])
            if finished and progress is not None:
                progress(done, games)
            if should_stop is not None and should_stop():
                stopped = True
    except KeyboardInterrupt:
        stopped = True
    finally:
        for future in running:
            future.cancel()
        if pool is not None:
            # Do not wait for chunks still being played: their games are dropped anyway.
            pool.shutdown(wait=not stopped, cancel_futures=True)
    records: list[GameRecord] = []
    for k in range(len(chunks)):
        if k not in results:
            break  # the report is the prefix of games that all finished
        records.extend(results[k])
    return records, stopped or len(records) < games
