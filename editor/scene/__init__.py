"""The map as a QGraphicsScene: one item per territory, label, sticker slot and connection."""
