"""What a click on the board means in a Legacy game (to be built: see
editor/play/legacy/__init__.py)."""

from __future__ import annotations

from editor.play.play_tool import PlayTool


class LegacyPlayTool(PlayTool):
    """The play tool, with Legacy's clicks: a start, an expansion, a scar card, a reward."""
