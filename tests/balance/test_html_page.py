"""The balance page (engine/balance/html_page.py): one self-contained file holding every
section's figures, escaping the map's texts, marking a partial report, and working when no
games were played."""

from __future__ import annotations

import copy
import re
from html import escape

import pytest

from engine.balance.html_page import render_html
from engine.balance.runner import run_balance
from engine.board import load_map

CLASSIC = "maps/classic.yaml"


@pytest.fixture(scope="module")
def classic():
    return load_map(CLASSIC).board


@pytest.fixture(scope="module")
def played(classic):
    return run_balance(classic, "classic", 4, games=6, seed=3, jobs=1, map_path=CLASSIC)


def _text(page: str) -> str:
    """The page's visible text, tags dropped, for looking figures up."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))


def test_page_is_self_contained(played, classic):
    page = render_html(played, classic)
    assert page.startswith("<!DOCTYPE html>")
    assert "<script" not in page.lower()
    # Nothing fetched: no external stylesheet, image or font.
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page)
    assert "@import" not in page and "url(" not in page


def test_page_holds_each_sections_figures(played, classic):
    page = render_html(played, classic)
    text = _text(page)
    for finding in played["findings"]:
        assert escape(finding["text"]) in page
    for seat in played["seats"]:
        assert f"{seat['win_rate'] * 100:.1f}%" in text
        assert f"{seat['ci'][0] * 100:.0f}–{seat['ci'][1] * 100:.0f}%" in text
    first = played["first_mover"]
    assert f"won {first['wins']} of {first['games']} games" in text
    length = played["length"]
    assert f"Mean {length['mean']:.1f}" in text and f"Longest {length['max']}" in text
    assert f"Hit the turn limit ({played['turn_limit']}) {length['turn_limit_hit']}" in text
    for lo, hi, count in length["histogram"]:
        assert f"{lo}–{hi} turns: {count} games" in page or f"{lo} turns: {count} games" in page
    for continent in played["continents"]:
        row = re.search(rf"<tr><td>{re.escape(continent['name'])}</td>(.*?)</tr>", page).group(1)
        cells = _text(row)
        assert cells.split()[:4] == [str(continent["bonus"]), str(continent["size"]),
                                     str(continent["border_territories"]), str(continent["entry_connections"])]
        assert f"{continent['held_rate'] * 100:.0f}%" in cells
        assert f"{continent['mean_turns_held']:.1f}" in cells
        assert str(continent["suggested_bonus"]) in cells
    for territory in played["territories"]:
        assert re.search(rf"<td>{re.escape(territory['name'])}</td><td class=\"n\">{territory['degree']}</td>", page)
        assert f"{territory['captured_per_game']:.2f}" in text


def test_heat_maps_draw_every_territory_and_the_choke_points(played, classic):
    page = render_html(played, classic)
    assert page.count("<svg") == 4  # two heat maps, the win-rate chart, the histogram
    for territory in classic.territories:
        assert page.count(f"<title>{territory.name}: ") == 2  # once on each heat map
    # Choke points are outlined in blue (one outline per choke territory per map) and
    # bridges drawn dashed.
    chokes = played["choke_points"]["territories"]
    assert chokes
    assert page.count('fill="none" stroke="#1f4e9c"') == 2 * len(chokes)
    assert page.count("<line") and 'stroke-dasharray' in page
    # Coloured by heat: more than a couple of distinct fills.
    fills = set(re.findall(r'<path d="[^"]+" fill="(#[0-9a-f]{6})"', page))
    assert len(fills) > 5


def test_map_texts_are_escaped(played, classic):
    report = copy.deepcopy(played)
    report["map"]["name"] = "<script>alert(1)</script>"
    report["territories"][0]["name"] = "A & <b>B</b>"
    report["continents"][0]["name"] = '"Quote" <i>'
    report["findings"][0]["text"] = "<img src=x onerror=alert(1)>"
    page = render_html(report, classic)
    assert "<script>" not in page and "<img" not in page and "<b>B</b>" not in page and "<i>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "A &amp; &lt;b&gt;B&lt;/b&gt;" in page


def test_partial_report_is_marked(played, classic):
    assert "Partial report" not in render_html(played, classic)
    report = copy.deepcopy(played)
    report["partial"] = True
    report["games_requested"] = 1000
    page = render_html(report, classic)
    assert 'class="banner"' in page
    assert f"Partial report: stopped early after {played['games_played']} of 1000 games" in page


def test_no_games_played(classic):
    report = run_balance(classic, "classic", 4, games=0, seed=1, jobs=1)
    page = render_html(report, classic)
    text = _text(page)
    assert "no games played" in text.lower()
    for finding in report["findings"]:
        assert escape(finding["text"]) in page
    # Static parts are there: continents with their suggested bonus, territories, maps in grey.
    for continent in report["continents"]:
        assert continent["name"] in text
    assert page.count("<svg") == 2  # both heat maps, no charts without games
    assert "#d9d9d9" in page


def test_no_games_leaves_out_empty_seat_figures(classic):
    page = render_html(run_balance(classic, "classic", 4, games=0, seed=1, jobs=1), classic)
    assert "No games were played: nothing to say about the seats yet." in page
    assert "0–100%" not in page and "Game length" not in page
