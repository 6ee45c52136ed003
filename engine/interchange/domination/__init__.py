"""Domination's maps (the largest free library of Risk-style maps), read and written.

See map_file.py for the text files, tracing.py for the pictures, importer.py and
exporter.py for how they become a Worldsmith map and back.
"""

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.domination.exporter import export_domination
from engine.interchange.domination.importer import import_domination, sniff
from engine.interchange.registry import InterchangeFormat, register

FORMAT = register(InterchangeFormat(
    name="domination",
    title=QT_TRANSLATE_NOOP("Interchange", "Domination map"),
    suffixes=(".map",),
    sniff=sniff,
    importer=import_domination,
    exporter=export_domination,
))
