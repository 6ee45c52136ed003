"""Geographic maps: GeoJSON read and written, ESRI shapefiles read.

features.py turns a geometry into an area (holes, islands, the antimeridian, invalid
rings); importer.py turns features into a map (names, continents, projection); geojson.py
and shapefile_import.py read (and geojson.py writes) the files.
"""

from engine.interchange.geo.geojson import export_geojson, import_geojson
from engine.interchange.geo.geojson import sniff as sniff_geojson
from engine.interchange.geo.shapefile_import import import_shapefile
from engine.interchange.geo.shapefile_import import sniff as sniff_shapefile
from engine.interchange.registry import InterchangeFormat, register

GEOJSON = register(InterchangeFormat(
    name="geojson",
    title="GeoJSON",
    suffixes=(".geojson", ".json"),
    sniff=sniff_geojson,
    importer=import_geojson,
    exporter=export_geojson,
))

SHAPEFILE = register(InterchangeFormat(
    name="shapefile",
    title="ESRI shapefile",
    suffixes=(".shp",),
    sniff=sniff_shapefile,
    importer=import_shapefile,
))
