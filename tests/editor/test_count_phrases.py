"""The engine's counts reach the reader in their language, with the number's plural form.

The engine names each count phrase by its English source (engine/core/messages.py
COUNT_PHRASES); editor/language/counts.py words each one with ``self.tr(..., "", n)``, which is
what makes pyside6-lupdate record it as a plural message; engine_text puts a count into a
sentence through that message.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from editor.language.engine_text import count_text, engine_text, refusal_text
from engine.core.errors import REFUSAL_CONTEXT, IllegalAction
from engine.core.messages import COUNT_PHRASES, count_of

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def test_lupdate_records_every_engine_count_phrase_as_a_plural_message(tmp_path):
    ts = tmp_path / "counts.ts"
    subprocess.run([_tool("pyside6-lupdate"), str(ROOT / "editor" / "language" / "counts.py"), "-ts", str(ts)],
                   check=True, capture_output=True)
    plural = {m.findtext("source") for c in ET.parse(ts).getroot().iter("context") if c.findtext("name") == "Counts"
              for m in c.iter("message") if m.get("numerus") == "yes"}
    missing = sorted(set(COUNT_PHRASES.values()) - plural)
    assert not missing, f"count phrases with no plural message in editor/language/counts.py: {missing}"


SPANISH = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context><name>Counts</name>
<message numerus="yes"><source>%n army(ies)</source>
<translation><numerusform>%n ejército</numerusform><numerusform>%n ejércitos</numerusform></translation></message>
</context>
<context><name>Refusal</name>
<message><source>with {armies} there you can roll 1 die</source>
<translation>con {armies} ahí solo puedes tirar 1 dado</translation></message>
</context>
</TS>
"""


@pytest.fixture
def spanish(qapp, tmp_path):
    ts, qm = tmp_path / "es.ts", tmp_path / "es.qm"
    ts.write_text(SPANISH, encoding="utf-8")
    subprocess.run([_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_a_refusal_says_its_count_in_spanish_with_the_plural_form(spanish):
    def said(armies: int) -> str:
        error = IllegalAction("with {armies} there you can roll 1 die", armies=count_of(armies, "armies"))
        return refusal_text(error, territory_name=str, seat_name=str)

    assert said(1) == "con 1 ejército ahí solo puedes tirar 1 dado"
    assert said(2) == "con 2 ejércitos ahí solo puedes tirar 1 dado"


def test_a_count_no_catalogue_has_yet_is_said_in_english(qapp):
    assert count_text(count_of(1, "border_territories")) == "1 border territory"
    assert count_text(count_of(1, "dice")) == "1 die"
    text = engine_text(REFUSAL_CONTEXT, "you hold {held}", {"held": count_of(1, "cards")},
                       territory_name=str, seat_name=str)
    assert text == "you hold 1 card"
