"""``worldsmith balance … --scheduler``: games played on a Dask cluster give the report that
``--jobs`` gives, stop as a local run stops, and a cluster that cannot play says why.

The cluster is real: a scheduler and two worker processes started here (LocalCluster), so
the spec and the records cross process boundaries exactly as they would between machines."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from editor.cli.main import main
from engine.balance import cluster as cluster_module
from engine.balance.runner import run_balance
from engine.board import load_map
from engine.resources import maps_dir

CLASSIC = str(maps_dir() / "classic.yaml")
TIMINGS = ("seconds", "games_per_second", "jobs")


def without_timings(value):
    """The report less what measures the machine rather than the games: timings (also those
    nested in a continent's evidence) and the number of workers."""
    if isinstance(value, dict):
        return {k: without_timings(v) for k, v in value.items() if k not in TIMINGS}
    if isinstance(value, list):
        return [without_timings(v) for v in value]
    return value


def as_json_without_timings(report: dict) -> str:
    return json.dumps(without_timings(report), sort_keys=True)


@pytest.fixture(scope="module")
def classic():
    return load_map(CLASSIC).board


@pytest.fixture(scope="module")
def local_cluster():
    """A scheduler (in this process) and two single-threaded worker processes."""
    distributed = pytest.importorskip("distributed", reason="the cluster extra (Dask distributed) is not installed")
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as local:
        local.wait_for_workers(2)  # a run counts the workers it finds at its start
        yield local


@pytest.fixture(scope="module")
def scheduler(local_cluster):
    return local_cluster.scheduler_address


def test_the_cluster_gives_the_same_json_as_local_workers(classic, scheduler):
    on_cluster = run_balance(classic, games=24, seed=11, bots=("random",), scheduler=scheduler)
    local = run_balance(classic, games=24, seed=11, bots=("random",), jobs=2)
    assert on_cluster["games_played"] == 24 and on_cluster["partial"] is False
    assert on_cluster["jobs"] == 2  # the cluster's worker threads
    assert as_json_without_timings(on_cluster) == as_json_without_timings(local)


def test_stopping_a_cluster_run_keeps_a_prefix_of_the_games(classic, scheduler):
    calls = []

    def progress(done, total):
        calls.append((done, total))

    # Chunks may finish out of order on a cluster; by a quarter of the games the first has.
    partial = run_balance(classic, games=400, seed=5, bots=("random",), scheduler=scheduler, progress=progress,
                          should_stop=lambda: bool(calls) and calls[-1][0] >= 100)
    played = partial["games_played"]
    assert partial["partial"] is True and 0 < played < 400
    assert all(total == 400 for _, total in calls) and calls[-1][0] >= played
    prefix = run_balance(classic, games=played, seed=5, bots=("random",), jobs=1)
    for key in ("seats", "draws", "first_mover", "length", "continents", "territories"):
        assert partial[key] == prefix[key], key
    assert partial["findings"][0]["params"] == {"played": played, "requested": 400}


def test_ctrl_c_during_a_cluster_run_gives_a_partial_report(classic, scheduler):
    def progress(done, total):
        if done >= 50:
            raise KeyboardInterrupt

    report = run_balance(classic, games=200, seed=5, bots=("random",), scheduler=scheduler, progress=progress)
    assert report["partial"] is True and 0 < report["games_played"] < 200


def test_ctrl_c_stops_the_command_on_the_cluster_and_writes_the_partial_report(local_cluster, tmp_path):
    out = tmp_path / "report.json"
    clients_before = len(local_cluster.scheduler.clients)
    process = subprocess.Popen([sys.executable, "-m", "editor.cli", "balance", CLASSIC, "--games", "100000",
                                "--bots", "random", "--scheduler", local_cluster.scheduler_address, "--out", str(out)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               # as typed at a terminal, even when the tests run with SIGINT ignored
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while len(local_cluster.scheduler.clients) == clients_before and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(2)  # the command has connected: let the workers play some games
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["partial"] is True and report["games_played"] < 100000
    assert f"stopped: the report covers {report['games_played']} of 100000 games" in stderr


def test_the_command_plays_on_the_cluster(scheduler, capsys):
    common = ["balance", CLASSIC, "--games", "6", "--bots", "random", "--seed", "4", "--json"]
    assert main([*common, "--scheduler", scheduler]) == 0
    on_cluster = json.loads(capsys.readouterr().out)
    assert main([*common, "--jobs", "1"]) == 0
    assert as_json_without_timings(on_cluster) == as_json_without_timings(json.loads(capsys.readouterr().out))


def test_an_unreachable_scheduler_is_said_in_one_line(classic, monkeypatch, capsys):
    pytest.importorskip("distributed", reason="the cluster extra (Dask distributed) is not installed")
    monkeypatch.setattr(cluster_module, "CONNECT_SECONDS", 1)
    with pytest.raises(ValueError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:1"):
        run_balance(classic, games=4, bots=("random",), scheduler="tcp://127.0.0.1:1")
    assert main(["balance", CLASSIC, "--games", "4", "--scheduler", "not an address::"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("cannot balance: cannot reach the Dask scheduler at not an address::")
    assert "Traceback" not in error and error.count("\n") == 1


def test_workers_with_other_engine_code_are_refused(classic, scheduler, monkeypatch):
    # Each process answers with its own id, so the workers' fingerprints differ from ours.
    monkeypatch.setattr(cluster_module, "engine_fingerprint", lambda: str(os.getpid()))
    with pytest.raises(ValueError, match="runs a different version of worldsmith"):
        run_balance(classic, games=4, bots=("random",), scheduler=scheduler)


def test_without_the_extra_the_message_says_what_to_install(classic, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # makes `import distributed` fail
    with pytest.raises(ValueError, match=r"--scheduler needs the cluster extra: pip install 'worldsmith\[cluster\]'"):
        run_balance(classic, games=4, scheduler="tcp://127.0.0.1:8786")


def test_jobs_and_scheduler_together_are_refused(capsys):
    assert main(["balance", CLASSIC, "--games", "4", "--jobs", "2", "--scheduler", "tcp://127.0.0.1:8786"]) == 2
    assert "--jobs and --scheduler do not go together" in capsys.readouterr().err
