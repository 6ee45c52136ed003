"""Territory names drawn from small cached pictures (sprites), so that zooming stays fluid.

A name with its halo costs a dozen text draws; a big map zoomed out shows up to two
thousand names, and at each new zoom every one of them would be drawn anew (Qt's device
cache is thrown away whenever the scale changes). Instead each label keeps a picture of
itself at the scale it was last drawn sharp. While the view zooms, that picture is drawn
stretched (a fraction of the cost); only a label with no picture yet, or one stretched
beyond ``MAX_STRETCH``, is drawn anew, and only as many as ``FRAME_BUDGET_SECONDS`` allows
in one frame; a name with no picture yet that is over the budget is drawn without its halo
in this frame (one text draw instead of a dozen) and given its picture in one of the next,
between events. Once no zoom came for ``SHARPEN_AFTER_MS``, the stretched ones are drawn
sharp again, a frame's budget at a time, so a wheel notch arriving meanwhile is not kept
waiting (the overview does the same for the territories).

Names are also drawn ahead of need: a zoom step that first shows the names of a big map
would otherwise find hundreds without a picture. Shortly after each zoom change, between
events, a budget at a time, the names the next notch or two would show (``prewarm_source``,
nearest the zoom's focus first) get their pictures at the scale they would be shown at.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

SHARPEN_AFTER_MS = 150        # after a zoom, redraw sharp once no further zoom came for this long
FRAME_BUDGET_SECONDS = 0.008  # drawing new label pictures: at most this long in one frame
MAX_STRETCH = 2.0             # a picture drawn beyond this factor (either way) is too blurred
NOTCH = 1.25                  # one wheel notch's zoom factor (as editor/view/map_view.ZOOM_STEP)
PREWARM_AFTER_MS = 20         # after a zoom change, draw names ahead once its frame is painted
# WORLDSMITH_ZOOM_SHEETS=0 turns drawing ahead off (as it does the slot sheet): for comparing.
PREWARM = os.environ.get("WORLDSMITH_ZOOM_SHEETS", "1") != "0"

# () -> (label, device scale, text pixels on screen) to draw ahead, most wanted first
PrewarmSource = Callable[[], Iterable[tuple[object, float, float]]]


class LabelSprites(QObject):
    """The scene-wide state of label pictures: zooming or settled, and this frame's budget.

    A label asks :meth:`may_render` before drawing a new picture of itself while a cheaper
    stretched one would do, and tells :meth:`stretched` when it drew a stretched one, to be
    sharpened once the zoom has settled.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = False          # only on screen: an export must get the letters themselves
        self._zooming = False
        self._frame_start = 0.0
        self._spent = 0.0
        self._stretched: set = set()  # labels drawn from a stretched picture, to redraw sharp
        self._asked: set = set()      # of those, the ones asked to paint again, not painted yet
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SHARPEN_AFTER_MS)
        self._settle.timeout.connect(self._settled)
        self._slicer = QTimer(self)
        self._slicer.setSingleShot(True)
        self._slicer.setInterval(0)
        self._slicer.timeout.connect(self._sharpen_some)
        self.renders = 0              # pictures drawn (for tests)
        self.prewarm_source: PrewarmSource | None = None
        self.prewarmed = 0            # pictures drawn ahead of need (for tests)
        self._ahead = None            # the names still to draw ahead (an iterator)
        self._prewarmer = QTimer(self)
        self._prewarmer.setSingleShot(True)
        self._prewarmer.timeout.connect(self._prewarm_some)

    def zooming(self) -> bool:
        return self._zooming

    def zoom_changed(self) -> None:
        """The view's scale changed: stretch pictures until it settles."""
        self._zooming = True
        self._slicer.stop()
        self._settle.start()
        self._ahead = None
        if PREWARM and self.enabled and self.prewarm_source is not None:
            self._prewarmer.start(PREWARM_AFTER_MS)
        else:
            self._prewarmer.stop()

    def new_frame(self) -> None:
        """A view starts painting: a fresh budget for drawing pictures."""
        self._frame_start = time.perf_counter()
        self._spent = 0.0
        # This frame paints what was asked for; what is still not sharp tells stretched() again.
        self._asked.clear()

    def may_render(self) -> bool:
        """Whether this frame may still draw a new label picture."""
        return self._spent < FRAME_BUDGET_SECONDS

    def rendered(self, seconds: float) -> None:
        self._spent += seconds
        self.renders += 1

    def stretched(self, label) -> None:
        """``label`` was drawn from a stretched picture: sharpen it once the zoom has settled."""
        self._stretched.add(label)
        if not self._zooming and not self._slicer.isActive():
            self._slicer.start()

    def left_out(self, label) -> None:
        """``label`` has no picture yet and this frame had no time left to draw one: it gets
        one in a next frame, between events, zooming or not (it is drawn without its halo
        meanwhile)."""
        self._stretched.add(label)
        if not self._slicer.isActive():
            self._slicer.start()

    def pending(self) -> int:
        """How many labels are still drawn stretched."""
        return len(self._stretched) + len(self._asked)

    def forget(self) -> None:
        """The labels are going away (the scene is rebuilt)."""
        self._stretched.clear()
        self._asked.clear()
        self._ahead = None
        self._prewarmer.stop()

    def _prewarm_some(self) -> None:
        """Draw names ahead of need for one frame's budget; come back between events."""
        if self._ahead is None:
            if not PREWARM or self.prewarm_source is None:
                return
            self._ahead = iter(self.prewarm_source())
        end = time.perf_counter() + FRAME_BUDGET_SECONDS
        for label, scale, pixels in self._ahead:
            if label.scene() is not None and label.prewarm(scale, pixels):
                self.prewarmed += 1
                if time.perf_counter() >= end:
                    self._prewarmer.start(0)
                    return
        self._ahead = None

    def _settled(self) -> None:
        self._zooming = False
        if self._stretched:
            self._slicer.start()

    def _sharpen_some(self) -> None:
        # Ask each stretched label to be painted again; the paint redraws sharp as many as a
        # frame's budget allows and the rest tell stretched() again, which comes back here.
        self._asked, self._stretched = self._stretched, set()
        for label in self._asked:
            if label.scene() is not None:
                label.update()
