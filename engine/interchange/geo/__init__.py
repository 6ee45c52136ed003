"""Geographic maps: GeoJSON read and written, ESRI shapefiles read.

features.py turns a geometry into an area (holes, islands, the antimeridian, invalid
rings); importer.py turns features into a map (names, continents, projection); geojson.py
and shapefile_import.py read (and geojson.py writes) the files.
"""

from engine.core.messages import QT_TRANSLATE_NOOP
from engine.interchange.geo.geojson import export_geojson, import_geojson
from engine.interchange.geo.geojson import sniff as sniff_geojson
from engine.interchange.geo.shapefile_import import import_shapefile
from engine.interchange.geo.shapefile_import import sniff as sniff_shapefile
from engine.interchange.registry import FormatOption, InterchangeFormat, register

# The settings both geographic formats take (engine/interchange/geo/importer.py reads them).
GEOGRAPHY_OPTIONS = (
    FormatOption("name", QT_TRANSLATE_NOOP("Interchange", "Name property"), "",
                 help=QT_TRANSLATE_NOOP("Interchange", "The property that names each territory (empty: the first of "
                                        "name, NAME, name_en, ADMIN, id; the report lists every property)")),
    FormatOption("continent", QT_TRANSLATE_NOOP("Interchange", "Continent property"), "",
                 help=QT_TRANSLATE_NOOP("Interchange", "The property that groups territories into continents "
                                        "(empty: continent or CONTINENT if the features have it)")),
    FormatOption("width", QT_TRANSLATE_NOOP("Interchange", "Canvas width"), "1000",
                 help=QT_TRANSLATE_NOOP("Interchange", "How wide the map is drawn, in map units")),
    FormatOption("sea-lines", QT_TRANSLATE_NOOP("Interchange", "Join islands by sea-lines"), "yes", ("yes", "no"),
                 QT_TRANSLATE_NOOP("Interchange", "Join the groups the water separates by the fewest, shortest "
                                   "sea-lines")),
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
