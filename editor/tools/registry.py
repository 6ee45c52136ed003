"""Every editing tool, in the order the toolbar and the Tools menu show them."""

from __future__ import annotations

from editor.tools.base import Tool
from editor.tools.connect_tool import ConnectTool
from editor.tools.continent_tool import ContinentTool
from editor.tools.draw_tool import DrawTool
from editor.tools.measure_tool import MeasureTool
from editor.tools.select_tool import SelectTool
from editor.tools.slot_tool import SlotTool
from editor.tools.split_tool import SplitTool
from editor.tools.vertex_tool import VertexTool


def tool_classes() -> list[type[Tool]]:
    return [SelectTool, DrawTool, VertexTool, SplitTool, ConnectTool, ContinentTool, SlotTool, MeasureTool]
