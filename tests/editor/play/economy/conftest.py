"""Economy play windows for the tests: ``make_economy(*controllers, **options)``."""

from __future__ import annotations

import pytest

from editor.play.economy.window import EconomyPlayWindow
from tests.editor.play.economy.helpers import economy_controller
from tests.editor.play.helpers import close_quietly


@pytest.fixture
def make_economy(qtbot, settings, autosave, boxes):
    made: list[EconomyPlayWindow] = []

    def make(*controllers: str, seed: int = 5, **options) -> EconomyPlayWindow:
        controller = economy_controller(*controllers, seed=seed, autosave=autosave, **options)
        window = EconomyPlayWindow(controller, settings=settings, autosave_path=autosave)
        qtbot.addWidget(window, before_close_func=close_quietly)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()
