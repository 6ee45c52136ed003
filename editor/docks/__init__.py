"""Docks around the map: territories, properties, continents and validation problems."""

from editor.docks.continent_dock import ContinentDock
from editor.docks.problems_dock import ProblemsDock
from editor.docks.properties_dock import PropertiesDock
from editor.docks.territory_dock import TerritoryDock

__all__ = ["ContinentDock", "ProblemsDock", "PropertiesDock", "TerritoryDock"]
