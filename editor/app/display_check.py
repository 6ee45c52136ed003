"""Whether a window can be shown at all, asked before Qt is started.

Without a display, Qt's xcb plugin aborts the interpreter with a message about a missing
library ("libxcb-cursor0 is needed…") or a core dump — nothing that tells a user the real
cause. This looks for a display the way Qt will (the platform plugin Qt would choose and the
display it would connect to) and says in one sentence what is wrong. No Qt is imported here.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

# Platforms that draw without a display server of their own (headless tests, VNC, a frame
# buffer): nothing to look for.
_SELF_CONTAINED = {"offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"}
_LOCAL_X = re.compile(r"^(?:unix)?:(\d+)(?:\.\d+)?$")
X11_SOCKETS = Path("/tmp/.X11-unix")

NO_DISPLAY = ("Worldsmith needs a graphical display; the command-line subcommands work without one: "
              "worldsmith --help")


def missing_display(env: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """None when a window can be shown (or the platform cannot be judged from here), else the
    sentence to print. Windows and macOS always have a display."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") and "bsd" not in platform:
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].split(";", 1)[0].strip()
    if chosen in _SELF_CONTAINED:
        return None
    if chosen.startswith("wayland") or (not chosen and env.get("WAYLAND_DISPLAY")):
        if _wayland_reachable(env):
            return None
        if chosen:  # Wayland asked for by name: Qt will not fall back to X11
            return NO_DISPLAY
    if chosen and chosen != "xcb" and not chosen.startswith("wayland"):
        return None  # a plugin this check does not know: let Qt judge
    return None if _x11_reachable(env.get("DISPLAY", "")) else NO_DISPLAY


def _wayland_reachable(env: Mapping[str, str]) -> bool:
    name = env.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    socket = Path(name) if name.startswith("/") else Path(env.get("XDG_RUNTIME_DIR", "")) / name
    return socket.exists()


def _x11_reachable(display: str) -> bool:
    """A local display (":0", "unix:1") needs its socket; a remote one (over ssh -X, "host:10")
    cannot be checked without connecting, and is trusted."""
    if not display:
        return False
    local = _LOCAL_X.match(display)
    if local is None:
        return True
    socket = X11_SOCKETS / f"X{local.group(1)}"
    return socket.exists() or _abstract_socket_listed(f"@{socket}")


def _abstract_socket_listed(name: str, table: Path = Path("/proc/net/unix")) -> bool:
    """X servers on Linux also listen on an abstract socket, which a container sharing the
    host's network reaches even where /tmp/.X11-unix is not mounted."""
    try:
        return any(line.rstrip().endswith(" " + name) for line in table.read_text().splitlines())
    except OSError:
        return False
