"""What the scenario designer's tests share: a designer window on a document, closed without
questions whatever the test left unsaved."""

from __future__ import annotations

import pytest

from editor.scenario.scenario_document import ScenarioDocument
from editor.scenario.scenario_window import ScenarioWindow


@pytest.fixture
def make_window(qtbot, settings):
    def make(document: ScenarioDocument) -> ScenarioWindow:
        window = ScenarioWindow(document, settings=settings)
        # Whatever the test left unsaved: pytest-qt's closing asks nothing.
        qtbot.addWidget(window, before_close_func=lambda w: w.document().undo_stack.setClean())
        window.show()
        qtbot.waitExposed(window)
        return window

    return make
