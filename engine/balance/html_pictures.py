"""The balance page's pictures as inline SVG: the map drawn as heat, win rates with their
intervals, and the game-length histogram. Qt-free; every text from the map is escaped.

Inline SVG (not images, not scripts) keeps the page one self-contained file that any browser
shows offline, and that Qt's QSvgRenderer can draw for the editor and the tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from engine.board import Board

# A pale-to-dark sequential scale (yellow, orange, red, dark red): light means little,
# dark means much, which reads the same on screen and when printed in grey.
HEAT_STOPS = ((0.0, (255, 247, 188)), (0.35, (254, 196, 79)), (0.7, (236, 112, 20)), (1.0, (140, 45, 4)))
NO_DATA = "#d9d9d9"
CHOKE_OUTLINE = "#1f4e9c"


def heat_colour(fraction: float) -> str:
    """The scale's colour at ``fraction`` (0..1, clamped) as '#rrggbb'."""
    value = min(1.0, max(0.0, fraction))
    for (lo, low), (hi, high) in zip(HEAT_STOPS, HEAT_STOPS[1:], strict=False):
        if value <= hi:
            t = (value - lo) / (hi - lo)
            return "#" + "".join(f"{round(a + (b - a) * t):02x}" for a, b in zip(low, high, strict=True))
    return "#" + "".join(f"{channel:02x}" for channel in HEAT_STOPS[-1][1])


def territory_path(board: Board, territory_id: str) -> str:
    """The territory's outline as SVG path data (every part and hole; drawn even-odd)."""
    commands = []
    for ring in board.territory(territory_id).rings():
        points = ring.points()
        if len(points) < 3:
            continue
        commands.append("M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points) + " Z")
    return " ".join(commands)


def _known(board: Board) -> set[str]:
    return {t.id for t in board.territories}


def heat_map(report: dict, board: Board, key: str, title: str, unit: str) -> str:
    """The map with each territory filled by its ``key`` figure (per the report's
    territories), choke-point territories outlined, bridge connections drawn, and a legend."""
    values = {t["id"]: float(t.get(key) or 0.0) for t in report.get("territories", [])}
    top = max(values.values(), default=0.0)
    played = report.get("games_played", 0) > 0
    known = _known(board)
    chokes = {tid for tid in report.get("choke_points", {}).get("territories", []) if tid in known}
    width, height = board.meta.width or 1.0, board.meta.height or 1.0
    stroke = max(width, height) / 900
    shapes = []
    for territory in board.territories:
        path = territory_path(board, territory.id)
        if not path:
            continue
        value = values.get(territory.id)
        fill = heat_colour(value / top) if played and value is not None and top > 0 else NO_DATA
        label = territory.name if value is None else f"{territory.name}: {_figure(value, unit)}"
        shapes.append(
            f'<path d="{path}" fill="{fill}" fill-rule="evenodd" stroke="#555" '
            f'stroke-width="{stroke:.2f}"><title>{escape(label)}</title></path>'
        )
    outlines = [
        f'<path d="{territory_path(board, tid)}" fill="none" stroke="{CHOKE_OUTLINE}" '
        f'stroke-width="{stroke * 4:.2f}" stroke-linejoin="round"/>'
        for tid in sorted(chokes)
    ]
    bridges = _bridge_lines(report, board, stroke * 3)
    legend = _legend(top if played else 0.0, unit, width, height, stroke)
    return (
        f'<figure class="map"><figcaption>{escape(title)}</figcaption>'
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height + height * 0.12:g}" '
        f'role="img" aria-label="{escape(title)}">'
        f'<rect width="{width:g}" height="{height:g}" fill="#eef3f7"/>'
        + "".join(shapes)
        + "".join(outlines)
        + bridges
        + legend
        + "</svg></figure>"
    )


def _figure(value: float, unit: str) -> str:
    return f"{value * 100:.0f}%" if unit == "%" else f"{value:.2f}"


def _bridge_lines(report: dict, board: Board, width: float) -> str:
    """Each bridge connection as a dashed line between the two label points; a connection
    drawn around the world leaves by the nearer side edge and comes back from the other."""
    known = _known(board)
    wraps = {frozenset((c.a, c.b)) for c in board.connections if c.wraps}
    lines = []
    for pair in report.get("choke_points", {}).get("connections", []):
        if len(pair) != 2 or not set(pair) <= known:
            continue
        a, b = (board.label_point(tid) for tid in pair)
        if a is None or b is None:
            continue
        style = f'stroke="{CHOKE_OUTLINE}" stroke-width="{width:.2f}" stroke-dasharray="{width * 2:.2f} {width:.2f}"'
        if frozenset(pair) in wraps:
            left, right = (a, b) if a[0] <= b[0] else (b, a)
            lines.append(
                f'<line x1="{left[0]:.1f}" y1="{left[1]:.1f}" x2="0" y2="{(left[1] + right[1]) / 2:.1f}" {style}/>'
            )
            lines.append(
                f'<line x1="{right[0]:.1f}" y1="{right[1]:.1f}" x2="{board.meta.width:g}" '
                f'y2="{(left[1] + right[1]) / 2:.1f}" {style}/>'
            )
        else:
            lines.append(f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}" {style}/>')
        for x, y in (a, b):
            lines.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{width * 2:.2f}" fill="{CHOKE_OUTLINE}"/>')
    return "".join(lines)


def _legend(top: float, unit: str, width: float, height: float, stroke: float) -> str:
    """A colour bar under the map from 0 to the highest value, and the choke-point key."""
    bar_y, bar_h = height + height * 0.03, height * 0.035
    bar_x, bar_w = width * 0.02, width * 0.4
    font = height * 0.04
    steps = 24
    cells = "".join(
        f'<rect x="{bar_x + bar_w * i / steps:.1f}" y="{bar_y:.1f}" width="{bar_w / steps + 0.5:.1f}" '
        f'height="{bar_h:.1f}" fill="{heat_colour(i / (steps - 1))}"/>'
        for i in range(steps)
    )
    text_y = bar_y + bar_h + font * 1.1
    high = _figure(top, unit) if top > 0 else "no games played"
    key_x, key_w = width * 0.5, bar_h * 1.4
    line_x = width * 0.72
    line_y = bar_y + bar_h / 2
    return (
        cells
        + f'<rect x="{bar_x:.1f}" y="{bar_y:.1f}" width="{bar_w:.1f}" height="{bar_h:.1f}" fill="none" '
        f'stroke="#555" stroke-width="{stroke:.2f}"/>'
        f'<text x="{bar_x:.1f}" y="{text_y:.1f}" font-size="{font:.1f}" fill="#333">{_figure(0.0, unit)}</text>'
        f'<text x="{bar_x + bar_w:.1f}" y="{text_y:.1f}" font-size="{font:.1f}" fill="#333" '
        f'text-anchor="end">{escape(high)}</text>'
        f'<rect x="{key_x:.1f}" y="{bar_y:.1f}" width="{key_w:.1f}" height="{bar_h:.1f}" fill="{NO_DATA}" '
        f'stroke="{CHOKE_OUTLINE}" stroke-width="{stroke * 4:.2f}"/>'
        f'<text x="{key_x + key_w + font * 0.5:.1f}" y="{bar_y + bar_h * 0.85:.1f}" font-size="{font:.1f}" '
        'fill="#333">choke point</text>'
        f'<line x1="{line_x:.1f}" y1="{line_y:.1f}" x2="{line_x + key_w * 1.5:.1f}" y2="{line_y:.1f}" '
        f'stroke="{CHOKE_OUTLINE}" '
        f'stroke-width="{stroke * 3:.2f}" stroke-dasharray="{stroke * 6:.2f} {stroke * 3:.2f}"/>'
        f'<text x="{line_x + key_w * 1.5 + font * 0.5:.1f}" y="{bar_y + bar_h * 0.85:.1f}" '
        f'font-size="{font:.1f}" fill="#333">only link</text>'
    )


def win_rate_chart(rows: Sequence[tuple[str, float, Sequence[float], float]], title: str) -> str:
    """Horizontal bars: ``(label, rate, [lo, hi], expected)`` per row; a whisker for the 95%
    interval and a dashed mark where a fair game would put the bar."""
    row_h, plot_w = 30, 460
    # Room for the longest label at 13px (about 7.5px a character): a rotated seat's label
    # ("Seat 1 (heuristic/random)") would otherwise run off the picture's left edge.
    left = max(120, round(16 + 7.5 * max((len(row[0]) for row in rows), default=0)))
    height = row_h * len(rows) + 40
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {left + plot_w + 70} {height}" '
        f'role="img" aria-label="{escape(title)}">'
    ]
    for tick in range(0, 101, 25):
        x = left + plot_w * tick / 100
        parts.append(
            f'<line x1="{x}" y1="8" x2="{x}" y2="{height - 24}" stroke="#e3e3e3"/>'
            f'<text x="{x}" y="{height - 8}" font-size="11" text-anchor="middle" fill="#666">{tick}%</text>'
        )
    for index, (label, rate, interval, expected) in enumerate(rows):
        y = 10 + index * row_h
        lo, hi = (interval or [rate, rate])[:2]
        bar_w = plot_w * rate
        parts.append(
            f'<text x="{left - 8}" y="{y + 15}" font-size="13" text-anchor="end" fill="#222">{escape(label)}</text>'
            f'<rect x="{left}" y="{y + 3}" width="{bar_w:.1f}" height="{row_h - 12}" fill="#4a7fb5" rx="2">'
            f"<title>{escape(label)}: {rate * 100:.1f}% (95% interval {lo * 100:.1f}–{hi * 100:.1f}%)</title></rect>"
            f'<line x1="{left + plot_w * lo:.1f}" y1="{y + row_h / 2 - 3}" x2="{left + plot_w * hi:.1f}" '
            f'y2="{y + row_h / 2 - 3}" stroke="#1d2b3a" stroke-width="2"/>'
            + "".join(
                f'<line x1="{left + plot_w * v:.1f}" y1="{y + 6}" x2="{left + plot_w * v:.1f}" y2="{y + row_h - 12}" '
                'stroke="#1d2b3a" stroke-width="2"/>'
                for v in (lo, hi)
            )
            + f'<line x1="{left + plot_w * expected:.1f}" y1="{y}" x2="{left + plot_w * expected:.1f}" '
            f'y2="{y + row_h - 4}" '
            'stroke="#c0392b" stroke-width="2" stroke-dasharray="4 3"/>'
            f'<text x="{left + plot_w + 8}" y="{y + 15}" font-size="12" fill="#222">{rate * 100:.1f}%</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def histogram_chart(histogram: Sequence[Sequence[int]], title: str) -> str:
    """Columns of games per turn range (``[lo, hi, count]`` each)."""
    width, height, left, bottom = 640, 220, 44, 40
    plot_w, plot_h = width - left - 10, height - bottom - 12
    top = max((row[2] for row in histogram), default=0) or 1
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{escape(title)}">',
        f'<line x1="{left}" y1="{12 + plot_h}" x2="{left + plot_w}" y2="{12 + plot_h}" stroke="#888"/>',
        f'<text x="{left - 6}" y="16" font-size="11" text-anchor="end" fill="#666">{top}</text>',
        f'<text x="{left - 6}" y="{12 + plot_h}" font-size="11" text-anchor="end" fill="#666">0</text>',
        f'<text x="{left + plot_w / 2}" y="{height - 4}" font-size="12" text-anchor="middle" fill="#444">turns</text>',
    ]
    slot = plot_w / max(1, len(histogram))
    for index, (lo, hi, count) in enumerate(histogram):
        bar_h = plot_h * count / top
        x = left + index * slot
        span = f"{lo}" if lo == hi else f"{lo}–{hi}"
        parts.append(
            f'<rect x="{x + 2:.1f}" y="{12 + plot_h - bar_h:.1f}" width="{slot - 4:.1f}" height="{bar_h:.1f}" '
            f'fill="#6a9a58"><title>{span} turns: {count} games</title></rect>'
            f'<text x="{x + slot / 2:.1f}" y="{12 + plot_h + 15}" font-size="10" text-anchor="middle" '
            f'fill="#555">{span}</text>'
        )
        if count:
            parts.append(
                f'<text x="{x + slot / 2:.1f}" y="{12 + plot_h - bar_h - 3:.1f}" font-size="10" '
                f'text-anchor="middle" fill="#333">{count}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)
