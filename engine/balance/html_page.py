"""The balance report as ONE self-contained HTML page: inline CSS and inline SVG pictures, no
scripts, nothing fetched, so it opens offline in any browser and can be mailed around.

It reads only the report's schema (docs/balance.md) plus the board for the territories'
outlines. Every text that comes from the map or the report is escaped. The page is English
only (the editor's Balance dock is the translated view).
"""

from __future__ import annotations

import math
from html import escape

from engine.balance.html_pictures import heat_map, histogram_chart, win_rate_chart
from engine.balance.seat_tests import seat_confidence
from engine.board import Board

STYLE = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
 color:#1d2733;background:#f4f6f8;margin:0}
main{max-width:1100px;margin:0 auto;padding:24px 28px 48px;background:#fff;min-height:100vh}
h1{font-size:26px;margin:0 0 4px}
h2{font-size:19px;margin:32px 0 10px;border-bottom:2px solid #e4e8ec;padding-bottom:4px}
.sub{color:#5a6877;margin:0 0 18px}
.banner{background:#fff3cd;border:1px solid #e0b300;color:#6b5100;padding:10px 14px;border-radius:6px;
 margin:12px 0;font-weight:600}
ul.findings{list-style:none;padding:0;margin:0}
ul.findings li{padding:8px 12px 8px 14px;margin:6px 0;border-radius:5px;border-left:5px solid #7a8ea3;
 background:#f2f5f8}
ul.findings li.warning{border-left-color:#d9822b;background:#fdf1e4}
.sev{display:inline-block;min-width:64px;font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:#5a6877}
li.warning .sev{color:#b35900}
.maps{display:grid;grid-template-columns:1fr 1fr;gap:18px}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
svg{width:100%;height:auto;display:block}svg.chart{max-width:720px}
table{border-collapse:collapse;width:100%;margin:6px 0 4px;font-size:13px}
th,td{padding:5px 8px;border-bottom:1px solid #e4e8ec;text-align:left;vertical-align:top}
th{background:#eef2f6;font-weight:600}td.n,th.n{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
tr.choke td:first-child{font-weight:600;color:#1f4e9c}
.facts{display:flex;flex-wrap:wrap;gap:10px 28px;margin:8px 0}.facts div{min-width:120px}
.facts b{display:block;font-size:20px}.note{color:#5a6877;font-size:12.5px}
table.design{width:auto}table.design th{background:none;white-space:nowrap;padding-right:18px}
p.test{padding:8px 12px;border-radius:5px;background:#f2f5f8;border-left:5px solid #7a8ea3}
p.test.rejects{background:#fdf1e4;border-left-color:#d9822b}
.verdict{font-weight:700;color:#b35900}
footer{margin-top:36px;color:#7a8794;font-size:12px}
@media (max-width:800px){.maps{grid-template-columns:1fr}}
"""


def render_html(report: dict, board: Board) -> str:
    """The whole page for ``report`` (schema version 1) on ``board``."""
    name = (report.get("map") or {}).get("name") or board.meta.name or "Untitled map"
    sections = [
        _header(report, name),
        _findings(report),
        _design(report),
        _maps(report, board),
        _seats(report),
        _bots(report),
        _starts(report),
        _length(report),
        _continents(report),
        _territories(report),
        _footer(report),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>Balance report: {escape(name)}</title><style>{STYLE}</style></head>"
        "<body><main>" + "".join(part for part in sections if part) + "</main></body></html>\n"
    )


def _pct(value: float | None, digits: int = 0) -> str:
    return "–" if value is None else f"{value * 100:.{digits}f}%"


def _interval(ci) -> str:
    return "–" if not ci else f"{ci[0] * 100:.0f}–{ci[1] * 100:.0f}%"


def _table(headers: list[tuple[str, bool]], rows: list[list[str]], row_classes: list[str] | None = None) -> str:
    """A table; ``headers`` are (escaped title, numeric?) and cells are already escaped."""
    head = "".join(f'<th class="n">{h}</th>' if numeric else f"<th>{h}</th>" for h, numeric in headers)
    body = []
    for index, row in enumerate(rows):
        cls = f' class="{row_classes[index]}"' if row_classes and row_classes[index] else ""
        cells = "".join(f'<td class="n">{c}</td>' if headers[i][1] else f"<td>{c}</td>" for i, c in enumerate(row))
        body.append(f"<tr{cls}>{cells}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _header(report: dict, name: str) -> str:
    bot_text = _header_bots(report)
    games = report.get("games_played", 0)
    sub = (
        f"{escape(str(report.get('rules', '')))} rules · {report.get('players', 0)} players · "
        f"bots: {escape(bot_text)} · {games} of {report.get('games_requested', 0)} games · "
        f"seed {report.get('seed', '')}"
    )
    parts = [f'<h1>Balance report: {escape(name)}</h1><p class="sub">{sub}</p>']
    if report.get("partial"):
        parts.append(
            f'<div class="banner" role="alert">Partial report: stopped early after {games} of '
            f"{report.get('games_requested', 0)} games. The figures cover only the games played.</div>"
        )
    return "".join(parts)


def _header_bots(report: dict) -> str:
    """One bot for all seats, the rotated bots, or (a report without a design) the seats' bots.
    With rotation, report["bots"] lists seat 1's bot, seat 2's… of game 0 only: said as it is,
    it would read as a fixed seating."""
    design = report.get("design") or {}
    if design.get("rotation"):
        return " and ".join(str(kind) for kind in design.get("bots") or []) + ", rotated over the seats"
    bots = [str(bot) for bot in report.get("bots") or []]
    return bots[0] if bots and len(set(bots)) == 1 else ", ".join(bots)


def _findings(report: dict) -> str:
    findings = sorted(report.get("findings") or [], key=lambda f: f.get("severity") != "warning")
    if not findings:
        return "<h2>Findings</h2><p>Nothing stands out.</p>"
    items = "".join(
        f'<li class="{escape(f.get("severity", "info"))}"><span class="sev">'
        f"{escape(f.get('severity', 'info'))}</span> {escape(f.get('text', ''))}</li>"
        for f in findings
    )
    return f'<h2>Findings</h2><ul class="findings">{items}</ul>'


# How each setup the report can name reads to someone judging the figures by it.
SETUP_TEXTS = {
    "random": "A random deal",
    "claim": "Claiming in turn",
    "fixed": "A fixed placement",
    "scenario": "The scenario's own setup",
    "rules": "The rules' own setup (they offer no choice)",
}
DISTINCT_SHARE_WARNED = 0.9  # as the "few distinct games" finding (docs/balance.md)


def _design(report: dict) -> str:
    """"How the games were played": the setup, the bots and their rotation, the varied
    openings and the distinct games — what the reader needs to judge whether the figures
    describe the map or the bots."""
    design = report.get("design")
    if not design:
        return ""  # a report from before the design was recorded
    rows = [("Setup", _setup_text(design)), ("Bots", _bots_text(design, report.get("players", 0)))]
    margin = design.get("varied_openings")
    rows.append(("Varied openings", (
        f"The heuristic bots pick at random among the claims, placements and attacks within "
        f"{float(margin) * 100:.0f}% of the best, so close calls go either way"
        if margin else "None: every bot plays its best-scored choice")))
    played = report.get("games_played", 0)
    if played:
        rows.append(("Distinct games", _distinct_text(report.get("distinct_games"), played)))
    body = "".join(f"<tr><th>{escape(title)}</th><td>{text}</td></tr>" for title, text in rows)
    return f'<h2>How the games were played</h2><table class="design"><tbody>{body}</tbody></table>'


def _setup_text(design: dict) -> str:
    setup = str(design.get("setup", ""))
    described = escape(SETUP_TEXTS.get(setup, setup))
    if design.get("setup_default"):
        return (f"{described} — chosen by the report: claiming in turn, the bots play one scripted opening "
                "game after game, and the figures would measure that script (<code>--option setup=claim</code> "
                "measures it anyway)")
    if setup == "claim":
        return f"{described} — as asked: the claims shape the openings"
    return f"{described} — as asked" if setup not in ("scenario", "rules") else described


def _bots_text(design: dict, players: int) -> str:
    kinds = [str(kind) for kind in design.get("bots") or []]
    if not kinds:
        return "–"
    if not design.get("rotation"):
        return f"{escape(kinds[0])} in every seat"
    return (f"{escape(', '.join(kinds))} — rotated over the seats: game <em>n</em> gives seat <em>s</em> the bot "
            f"(<em>s</em> + <em>n</em>) mod {len(kinds)}, so every seat played every bot equally often and a strong "
            "bot cannot make its seat look favoured (the bots' own strength is under Bots)")


def _distinct_text(distinct: int | None, played: int) -> str:
    if distinct is None:
        return "not counted"
    text = f"{distinct} of the {played} games played differ"
    if distinct < DISTINCT_SHARE_WARNED * played:
        return (f'<span class="verdict">{text}</span>: the figures rest on fewer games than they seem '
                "(identical games count once in the effective sample)")
    return text


def _maps(report: dict, board: Board) -> str:
    captured = heat_map(report, board, "captured_per_game", "Captured per game", "n")
    front = heat_map(report, board, "front_rate", "Front rate (share of turn ends bordering an enemy)", "%")
    return (
        '<h2>The map as heat</h2><div class="maps">' + captured + front + "</div>"
        '<p class="note">Darker: captured more often / on the front more often. Territories outlined in blue '
        "are choke points; dashed blue lines are connections that are the only link between two parts of the map."
        "</p>"
    )


def _seats(report: dict) -> str:
    if not report.get("games_played"):
        return "<h2>Win rate per seat</h2><p>No games were played: nothing to say about the seats yet.</p>"
    seats = report.get("seats") or []
    rotated = (report.get("design") or {}).get("rotation")
    rows = [
        # Rotated, every seat played the same bots: the label need not say so on every bar.
        (f"Seat {s['seat'] + 1}" if rotated else f"Seat {s['seat'] + 1} ({s.get('bot', '')})",
         s.get("win_rate", 0.0), s.get("ci"), s.get("expected", 0.0))
        for s in seats
    ]
    first = report.get("first_mover") or {}
    if first.get("games"):
        rows.append(("First mover", first.get("win_rate", 0.0), first.get("ci"), first.get("expected", 0.0)))
    chart = win_rate_chart(rows, "Win rate per seat") if rows and report.get("games_played") else ""
    table = _table(
        [
            ("Seat", False),
            ("Bot", False),
            ("Wins", True),
            ("Win rate", True),
            ("95% interval", True),
            (f"Joint interval ({_confidence(len(seats))})", True),
            ("Expected", True),
        ],
        [
            [
                str(s["seat"] + 1),
                escape(str(s.get("bot", ""))),
                str(s.get("wins", 0)),
                _pct(s.get("win_rate"), 1),
                _interval(s.get("ci")),
                _interval(s.get("ci_adjusted")),
                _pct(s.get("expected"), 1),
            ]
            for s in seats
        ],
    )
    first_line = ""
    if first.get("games"):
        first_line = (
            f"<p>First mover: won {first.get('wins', 0)} of {first.get('games', 0)} games "
            f"({_pct(first.get('win_rate'), 1)}, 95% interval {_interval(first.get('ci'))}; "
            f"{_pct(first.get('expected'), 1)} expected).</p>"
        )
    draws = report.get("draws", 0)
    draw_line = f"<p>Draws (no winner): {draws}.</p>" if draws else ""
    return (
        "<h2>Win rate per seat</h2>"
        + _seat_test(report.get("seat_test"))
        + chart
        + '<p class="note">Bars: win rate; black whiskers: 95% interval; dashed red line: what a fair game '
        "gives.</p>" + table + _joint_interval_note(len(seats)) + first_line + draw_line
    )


def seat_test_sentence(test: dict) -> str:
    """The joint test across the seats in one plain sentence (English; the dock has its own)."""
    if not test.get("decided_games"):
        return "Joint test across seats: no game was won, so there is nothing to test."
    df = test.get("df", 0)
    freedom = "degree" if df == 1 else "degrees"
    verdict = "the seats differ" if test.get("rejects") else "no seat stands out"
    return (f"Joint test across seats: chi-square {test.get('chi_square', 0.0):.1f} on {df} {freedom} of freedom, "
            f"{p_value_text(test.get('p_value', 1.0))} — {verdict}.")


def p_value_text(p_value: float, alpha: float = 0.05) -> str:
    """"p = 0.36", "p = 0.002"; "p < 0.001" below that (more digits would claim a precision
    the test does not have). A third digit where two would round across ``alpha`` (0.0498
    is not "p = 0.05" beside "the seats differ")."""
    if p_value < 0.001:
        return "p < 0.001"
    shown = f"{p_value:.2g}"
    if (float(shown) < alpha) != (p_value < alpha):
        shown = f"{p_value:.3g}"
    return f"p = {shown}"


def _bots(report: dict) -> str:
    """Each bot's own strength over the seats it played — shown only when several bots were
    rotated over the seats (with one, it is the seats' figures again)."""
    kinds = report.get("bot_kinds") or []
    if len(kinds) < 2 or not report.get("games_played"):
        return ""
    rows = [
        [
            escape(str(k.get("kind", ""))),
            str(k.get("games", 0)),
            str(k.get("wins", 0)),
            _pct(k.get("win_rate"), 1),
            _interval(k.get("ci")),
            _pct(k.get("expected"), 1),
        ]
        for k in kinds
    ]
    table = _table(
        [("Bot", False), ("Seats played", True), ("Wins", True), ("Win rate", True), ("95% interval", True),
         ("Expected", True)],
        rows,
    )
    chart = win_rate_chart([(str(k.get("kind", "")), float(k.get("win_rate") or 0.0), k.get("ci"),
                             float(k.get("expected") or 0.0)) for k in kinds], "Win rate per bot")
    return ('<h2>Bots</h2>' + chart + table + '<p class="note">Seats played: one per seat per game. This is how strong '
            "the bots are against each other, not a finding about the map: rotated over the seats, a strong bot "
            "lifts every seat alike.</p>")


def _seat_test(test: dict | None) -> str:
    if not test:
        return ""
    rejects = " rejects" if test.get("rejects") else ""
    return f'<p class="test{rejects}">{escape(seat_test_sentence(test))}</p>'


def _confidence(seats: int) -> str:
    return f"{seat_confidence(seats) * 100:.2f}".rstrip("0").rstrip(".") + "%"


def _joint_interval_note(seats: int) -> str:
    return (f'<p class="note">Joint interval: the seat\'s share of the decided games, at {_confidence(seats)} '
            f"so that the {seats} seats together are held to 95% (Bonferroni). A seat is called favoured or "
            "disfavoured only when the joint test says the seats differ <em>and</em> its joint interval lies wholly "
            "on one side of the fair share.</p>")


def _starts(report: dict) -> str:
    starts = report.get("starts") or []
    if not starts:
        return ""
    rows = [
        [
            escape(str(s.get("start", ""))),
            str(s.get("games", 0)),
            str(s.get("wins", 0)),
            _pct(s.get("win_rate"), 1),
            _interval(s.get("ci")),
        ]
        for s in starts
    ]
    return "<h2>Starts</h2>" + _table(
        [("Start", False), ("Games", True), ("Wins", True), ("Win rate", True), ("95% interval", True)], rows
    )


def _length(report: dict) -> str:
    if not report.get("games_played"):
        return ""
    length = report.get("length") or {}
    games = report.get("games_played", 0)
    limit = report.get("turn_limit")
    limit_text = "none" if limit is None else str(limit)
    facts = (
        f'<div class="facts"><div>Mean<b>{length.get("mean", 0):.1f}</b></div>'
        f"<div>Median<b>{length.get('median', 0):.1f}</b></div>"
        f"<div>90th percentile<b>{length.get('p90', 0):.1f}</b></div>"
        f"<div>Longest<b>{length.get('max', 0)}</b></div>"
        f"<div>Hit the turn limit ({escape(limit_text)})<b>{length.get('turn_limit_hit', 0)}</b></div></div>"
    )
    chart = histogram_chart(length.get("histogram") or [], "Game length in turns") if games else ""
    return "<h2>Game length (turns)</h2>" + facts + chart


def _continents(report: dict) -> str:
    continents = report.get("continents") or []
    if not continents:
        return ""
    rows = []
    for c in continents:
        suggested = c.get("suggested_bonus")
        mark = "" if suggested == c.get("bonus") else " ◆"
        first = (
            "–"
            if c.get("first_holder_win_rate") is None
            else f'{_pct(c.get("first_holder_win_rate"))}<br><span class="note">'
            f"{_interval(c.get('first_holder_ci'))} · {c.get('first_holder_games', 0)} games</span>"
        )
        rows.append(
            [
                escape(str(c.get("name", ""))),
                str(c.get("bonus", 0)),
                str(c.get("size", 0)),
                str(c.get("border_territories", 0)),
                str(c.get("entry_connections", 0)),
                _pct(c.get("held_rate")),
                f"{c.get('mean_turns_held', 0.0):.1f}",
                first,
                _holding_advantage(c),
                _suggested(c, f"{suggested}{mark}"),
                _verdict(c),
                escape(str((c.get("reason") or {}).get("text", ""))),
            ]
        )
    return (
        "<h2>Continents</h2>"
        + _table(
            [
                ("Continent", False),
                ("Bonus", True),
                ("Size", True),
                ("Borders", True),
                ("Entries", True),
                ("Held", True),
                ("Turns held", True),
                ("First holder wins", True),
                ("Advantage of holding", True),
                ("Suggested", True),
                ("Verdict", False),
                ("Why", False),
            ],
            rows,
        )
        + '<p class="note">Held: share of games in which someone held it at a turn\'s end. Turns held: per game '
        "where held. Advantage of holding: first holders' wins minus those of players in the same position "
        "without it, in points, with its 95% interval for all continents together (★ when the bonus is shown "
        "to be the cause by replaying games with another bonus). Suggested: the bonus the games point to and how "
        "it was reached (by the formula, never held, by the matched comparison, or by replay with another "
        "bonus); ◆ marks a suggestion that differs from the map's. Break-even bonus (after a replay): the 95% "
        "interval of the bonus at which holding it neither gains nor loses. Verdict: cheap (the bonus pays more "
        "than holding it costs), dear (less) or a target (its holders do worse the more it pays: the others go "
        "after them), only when the replay showed the map's bonus outside that interval.</p>"
    )


def _holding_advantage(c: dict) -> str:
    """The matched advantage in points with its joint interval; ★ for a confirmed verdict."""
    matched = ((c.get("value") or {}).get("evidence") or {}).get("matched")
    if not matched:
        return "–"
    lo, hi = matched.get("ci") or (0.0, 0.0)
    star = " ★" if c.get("verdict") else ""
    return (f"{_points(matched.get('advantage', 0.0))}{star}<br><span class=\"note\">"
            f"{_points(lo)} to {_points(hi)} · {matched.get('holdings', 0)} held</span>")


def _points(share: float) -> str:
    """A share as signed whole points, the findings' rounding: −0.4 points is "0", not "-0"."""
    points = round(100 * share)
    return f"{points:+d}" if points else "0"


# How a suggestion was reached (the ``value.method`` of docs/balance.md), as the note says it.
METHOD_TEXTS = {
    "formula": "by the formula",
    "never-held": "never held",
    "matched": "by the matched comparison",
    "counterfactual": "by replay",
}


def _suggested(c: dict, shown: str) -> str:
    """The suggested bonus, how it was reached and, after a replay, the break-even interval."""
    value = c.get("value") or {}
    if not value:
        return shown  # a report from before the value evidence was recorded
    method = str(value.get("method", ""))
    notes = [escape(METHOD_TEXTS.get(method, method))]
    interval = value.get("interval")
    probe = (value.get("evidence") or {}).get("counterfactual")
    if probe:
        notes.append(f"replayed {probe.get('games', 0)} games at {escape(str(probe.get('bonus')))}")
    if interval:
        # Whole bonuses, rounded outwards as the reason's sentence gives them.
        notes.append(f"break-even {math.floor(interval[0] + 1e-9)}–{math.ceil(interval[1] - 1e-9)} (95%)")
    return f'{shown}<br><span class="note">{"<br>".join(notes)}</span>'


VERDICT_TEXTS = {"cheap": "cheap", "dear": "dear", "target": "a target"}


def _verdict(c: dict) -> str:
    verdict = c.get("verdict")
    shown = VERDICT_TEXTS.get(str(verdict), str(verdict))
    return f'<span class="verdict">{escape(shown)}</span>' if verdict else "–"


def _territories(report: dict) -> str:
    territories = report.get("territories") or []
    if not territories:
        return ""
    ordered = sorted(territories, key=lambda t: (-float(t.get("captured_per_game") or 0.0), str(t.get("name", ""))))
    rows = [
        [
            escape(str(t.get("name", ""))),
            str(t.get("degree", 0)),
            "yes" if t.get("articulation") else "",
            f"{float(t.get('captured_per_game') or 0.0):.2f}",
            _pct(t.get("front_rate")),
        ]
        for t in ordered
    ]
    classes = ["choke" if t.get("articulation") else "" for t in ordered]
    return "<h2>Territories</h2>" + _table(
        [
            ("Territory", False),
            ("Neighbours", True),
            ("Choke point", True),
            ("Captured per game", True),
            ("Front rate", True),
        ],
        rows,
        classes,
    )


def _footer(report: dict) -> str:
    return (
        f"<footer>Worldsmith balance report (format {escape(str(report.get('format', '')))} version "
        f"{escape(str(report.get('version', '')))}) · {report.get('games_played', 0)} games in "
        f"{report.get('seconds', 0.0):.1f} s ({report.get('games_per_second', 0.0):.1f} games/s) on "
        f"{report.get('jobs', 1)} job(s).</footer>"
    )
