"""PLACEHOLDER — the report helper (branch issue18-report) REPLACES this whole module with the
real self-contained page. Only the signature is the contract: ``render_html(report, board) -> str``."""

from __future__ import annotations

import html
import json

from engine.board import Board


def render_html(report: dict, board: Board) -> str:
    """A minimal page: the findings and the raw report, until the real page lands."""
    items = "".join(f"<li>{html.escape(f['text'])}</li>" for f in report.get("findings", []))
    name = html.escape(report.get("map", {}).get("name") or board.meta.name)
    data = html.escape(json.dumps(report, indent=2, ensure_ascii=False))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Balance report: {name}</title></head>"
            f"<body><h1>Balance report: {name}</h1><ul>{items}</ul><pre>{data}</pre></body></html>")
