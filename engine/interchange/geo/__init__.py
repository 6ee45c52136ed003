"""Geographic maps: GeoJSON read and written, TopoJSON and ESRI shapefiles read.

features.py turns a geometry into an area (holes, islands, the antimeridian, invalid
rings); importer.py turns features into a map (names by naming.py, the central meridian by
meridian.py, projected or not by crs.py, continents); geojson.py, topojson.py and
shapefile_import.py read (and geojson.py writes) the files.
"""

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.geo.geojson import export_geojson, import_geojson
from engine.interchange.geo.geojson import sniff as sniff_geojson
from engine.interchange.geo.shapefile_import import import_shapefile
from engine.interchange.geo.shapefile_import import sniff as sniff_shapefile
from engine.interchange.geo.topojson import import_topojson
from engine.interchange.geo.topojson import sniff as sniff_topojson
from engine.interchange.registry import FormatOption, InterchangeFormat, register

# The settings both geographic formats take (engine/interchange/geo/importer.py reads them).
GEOGRAPHY_OPTIONS = (
    FormatOption("name", QT_TRANSLATE_NOOP("Interchange", "Name property"), "",
                 help=QT_TRANSLATE_NOOP("Interchange", "The property that names each territory (empty: guessed from "
                                        "name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name, id; the report says which "
                                        "and lists every property)")),
    FormatOption("continent", QT_TRANSLATE_NOOP("Interchange", "Continent property"), "",
                 help=QT_TRANSLATE_NOOP("Interchange", "The property that groups territories into continents "
                                        "(empty: continent or CONTINENT if the features have it)")),
    FormatOption("dedupe", QT_TRANSLATE_NOOP("Interchange", "Merge features sharing"), "",
                 help=QT_TRANSLATE_NOOP("Interchange", "A property whose equal values make one territory of several "
                                        "features (empty: only features sharing an id and a name are merged; "
                                        "other repeated names are told apart)")),
    FormatOption("width", QT_TRANSLATE_NOOP("Interchange", "Canvas width"), "1000",
                 help=QT_TRANSLATE_NOOP("Interchange", "How wide the map is drawn, in map units")),
    FormatOption("sea-lines", QT_TRANSLATE_NOOP("Interchange", "Join islands by sea-lines"), "yes", ("yes", "no"),
                 QT_TRANSLATE_NOOP("Interchange", "Join the groups the water separates by the fewest, shortest "
                                   "sea-lines")),
    FormatOption("y", QT_TRANSLATE_NOOP("Interchange", "Projected y grows"), "up", ("up", "down"),
                 QT_TRANSLATE_NOOP("Interchange", "For coordinates that are not longitude and latitude: up "
                                   "(northwards, as GIS files) or down (files projected for a screen)")),
)

GEOJSON = register(InterchangeFormat(
    name="geojson",
    title="GeoJSON",
    suffixes=(".geojson", ".json"),
    sniff=sniff_geojson,
    importer=import_geojson,
    exporter=export_geojson,
    options=GEOGRAPHY_OPTIONS,
))

SHAPEFILE = register(InterchangeFormat(
    name="shapefile",
    title=QT_TRANSLATE_NOOP("Interchange", "ESRI shapefile"),
    suffixes=(".shp",),
    sniff=sniff_shapefile,
    importer=import_shapefile,
    options=GEOGRAPHY_OPTIONS,
))

TOPOJSON = register(InterchangeFormat(
    name="topojson",
    title="TopoJSON",
    suffixes=(".topojson", ".json"),
    sniff=sniff_topojson,
    importer=import_topojson,
    options=(*GEOGRAPHY_OPTIONS, FormatOption(
        "object", QT_TRANSLATE_NOOP("Interchange", "Object"), "",
        help=QT_TRANSLATE_NOOP("Interchange", "Which of the topology's objects to import (empty: the one with "
                               "the most polygons; the report lists them)"))),
))
