"""Balance games on an existing Dask distributed cluster (``worldsmith balance … --scheduler``).

The same chunks of games as the local worker pool, handed to the workers of a cluster that
someone started with ``dask scheduler`` and ``dask worker`` (docs/balance.md, "Many
machines"). Game ``n`` is seeded the same whoever plays it and the records are put back in
game order, so the report is the one ``--jobs`` gives for the same seed. ``distributed`` is
an optional extra (``pip install 'worldsmith[cluster]'``): it is imported only when a
scheduler is asked for, so the app and the engine work without it.
"""

from __future__ import annotations

import contextlib
import hashlib
import threading
import time
from collections.abc import Callable
from pathlib import Path

from engine.balance.game_player import GamePlayer
from engine.balance.game_record import GameRecord

CONNECT_SECONDS = 10  # a scheduler that has not answered by then is reported as unreachable
POLL_SECONDS = 0.1  # how often should_stop is asked while the cluster plays
MAX_CHUNK = 32  # games per task: every task costs a round trip through the scheduler
IN_FLIGHT_PER_THREAD = 2  # tasks queued per worker thread: busy, yet a stop drops little
RECOUNT_SECONDS = 1.0  # how often the workers are counted: they may join while games are played


class ClusterError(ValueError):
    """The cluster cannot play the games; the message says why and what to do."""


def play_on_cluster(spec, games: int, address: str,
                    progress: Callable[[int, int], None] | None,
                    should_stop: Callable[[], bool] | None) -> tuple[list[GameRecord], bool, int]:
    """Play games 0..games-1 of ``spec`` on the cluster whose scheduler is at ``address``.

    Returns the records of the finished prefix in game order, whether the run stopped short,
    and the most worker threads the cluster had during the run (the report's ``jobs``).
    ``should_stop()`` or Ctrl+C cancels the tasks still waiting and keeps the prefix."""
    distributed = _import_distributed()
    client = None
    try:
        client = _connect(distributed, address)
        threads = _check_workers(client, address)
        return _play(distributed, client, spec, games, threads, progress, should_stop)
    except KeyboardInterrupt:  # while connecting or checking: nothing was played yet
        return [], True, 0
    finally:
        if client is not None:
            _close_quietly(client)


def _import_distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterError("--scheduler needs the cluster extra: pip install 'worldsmith[cluster]'") from None
    return distributed


def _connect(distributed, address: str):
    try:
        # Not the default client: a Qt app or a notebook may have its own.
        return distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except KeyboardInterrupt:
        raise
    except Exception as error:  # an address typo or a network fault, said in one line
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {error}") from None


def _check_workers(client, address: str) -> int:
    """The number of worker threads, once every worker has been seen to run this engine."""
    try:
        client.wait_for_workers(1, timeout=CONNECT_SECONDS)
    except TimeoutError:
        raise ClusterError(f"the Dask scheduler at {address} has no workers: start some with "
                           f"'dask worker {address}'") from None
    # The figures match --jobs only if every worker plays with the same engine code.
    try:
        theirs = client.run(engine_fingerprint)
    except Exception as error:  # typically worldsmith missing on a worker
        raise ClusterError(f"a Dask worker cannot run worldsmith ({error}): install the same version "
                           f"of worldsmith on every worker") from None
    ours = engine_fingerprint()
    different = sorted(worker for worker, digest in theirs.items() if digest != ours)
    if different:
        raise ClusterError(f"Dask worker {different[0]} runs a different version of worldsmith: install the "
                           f"same version on every worker")
    return _thread_count(client)


def _thread_count(client) -> int:
    return sum(client.nthreads().values())


def engine_fingerprint() -> str:
    """A digest of the engine's source: equal on two machines when they play games alike."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def chunk_size(games: int, threads: int) -> int:
    return max(1, min(MAX_CHUNK, games // (threads * 8) or 1))


def _play(distributed, client, spec, games: int, threads: int, progress, should_stop
          ) -> tuple[list[GameRecord], bool, int]:
    size = chunk_size(games, threads)
    chunks = [(first, min(size, games - first)) for first in range(0, games, size)]
    # Sent once to every worker rather than inside each of thousands of tasks.
    shared_spec = client.scatter(spec, broadcast=True, hash=False)
    results: dict[int, list[GameRecord]] = {}
    running: dict[object, int] = {}
    next_chunk = done = 0
    stopped = False
    most_threads, counted_at = threads, time.monotonic()
    try:
        while next_chunk < len(chunks) or running:
            if time.monotonic() - counted_at > RECOUNT_SECONDS:
                # Workers started after the run began get work too (and a cluster that
                # lost its workers keeps a little queued for when they come back).
                threads, counted_at = max(1, _thread_count(client)), time.monotonic()
                most_threads = max(most_threads, threads)
            while next_chunk < len(chunks) and len(running) < IN_FLIGHT_PER_THREAD * threads:
                first, count = chunks[next_chunk]
                future = client.submit(play_chunk_on_worker, shared_spec, shared_spec.key, first, count,
                                       pure=False, key=f"worldsmith-balance-{shared_spec.key}-{first}")
                running[future] = next_chunk
                next_chunk += 1
            finished = _wait_some(distributed, client, list(running))
            for future in finished:
                k = running.pop(future)
                results[k] = _result(future)
                done += len(results[k])
            if finished and progress is not None:
                progress(done, games)
            if should_stop is not None and should_stop():
                stopped = True
                break
    except KeyboardInterrupt:
        stopped = True
    finally:
        if running:
            client.cancel(list(running))
        client.cancel([shared_spec])
    records: list[GameRecord] = []
    for k in range(len(chunks)):
        if k not in results:
            break  # the report is the prefix of games that all finished
        records.extend(results[k])
    return records, stopped or len(records) < games, most_threads


def _wait_some(distributed, client, futures: list) -> list:
    """The futures done within POLL_SECONDS (often none): should_stop is asked in between."""
    try:
        with client.as_current():  # distributed.wait uses the current client, and ours is not the default
            return list(distributed.wait(futures, timeout=POLL_SECONDS, return_when="FIRST_COMPLETED").done)
    except TimeoutError:
        return []


def _result(future) -> list[GameRecord]:
    try:
        return future.result()
    except Exception as error:  # a worker's failure, said in one line
        raise ClusterError(f"a Dask worker failed to play games: {type(error).__name__}: {error}") from None


def _close_quietly(client) -> None:
    # The games are in: a slow or failed goodbye from the scheduler is not the user's problem.
    with contextlib.suppress(Exception):
        client.close(timeout=CONNECT_SECONDS)


# On a worker: the GamePlayer of the spec last played, per thread (a worker may run several
# tasks at once, and a player's rule set is not made to be shared between threads). Only the
# latest spec is kept, so a long-lived worker does not collect one per run.
_PLAYERS = threading.local()


def play_chunk_on_worker(spec, spec_key: str, first: int, count: int) -> list[GameRecord]:

    cached = getattr(_PLAYERS, "entry", None)
    if cached is None or cached[0] != spec_key:
        cached = _PLAYERS.entry = (spec_key, GamePlayer(spec))
    player = cached[1]
    return [player.play(n) for n in range(first, first + count)]
