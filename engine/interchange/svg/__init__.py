"""SVG drawings (Inkscape, Warzone, any vector editor), read and written.

drawing.py reads the SVG (with svgelements) into closed shapes, layers and sea-lines;
importer.py makes them a map, exporter.py writes a map as a drawing that re-imports.
"""

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.registry import FormatOption, InterchangeFormat, register
from engine.interchange.svg.exporter import export_svg
from engine.interchange.svg.importer import import_svg, sniff

FORMAT = register(InterchangeFormat(
    name="svg",
    title=QT_TRANSLATE_NOOP("Interchange", "SVG drawing"),
    suffixes=(".svg",),
    sniff=sniff,
    importer=import_svg,
    exporter=export_svg,
    options=(
        FormatOption("continents", QT_TRANSLATE_NOOP("Interchange", "Continents from"), "none",
                     ("none", "layers", "fill"),
                     QT_TRANSLATE_NOOP("Interchange", "Inkscape layers or fill colours as continents, or none")),
        FormatOption("groups", QT_TRANSLATE_NOOP("Interchange", "Groups as territories"), "auto",
                     ("auto", "yes", "no"),
                     QT_TRANSLATE_NOOP("Interchange", "A group of shapes (a country and its islands) as one territory "
                                       "named by the group: auto when its shapes have no names of their own, "
                                       "yes for every named group, no for none")),
        FormatOption("sea-lines", QT_TRANSLATE_NOOP("Interchange", "Join islands by sea-lines"), "yes", ("yes", "no"),
                     QT_TRANSLATE_NOOP("Interchange", "Join the groups the water separates by the fewest, shortest "
                                       "sea-lines")),
        FormatOption("water", QT_TRANSLATE_NOOP("Interchange", "Water groups"), "skip", ("skip", "keep"),
                     QT_TRANSLATE_NOOP("Interchange", "Groups named as water (rivers, lakes, sea) are left out; keep "
                                       "makes their shapes territories too")),
    ),
))
