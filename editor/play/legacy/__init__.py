"""Playing a Risk Legacy campaign at one desk: the play window's Legacy room.

* ``window.py`` — LegacyPlayWindow: the play window with the Legacy panels and board layer,
  and the campaign around its games (session.py, campaign_panel.py).
* ``world_layer.py`` — the world on the board: cities, scars, fortifications, HQs, named
  continents, coins and destroyed cards, drawn with the scenario designer's stickers.
* ``sideboard_panel.py`` — the sideboard: the face-up slots, the coin pile, the deck, the
  event and mission; red stars and missiles per player.
* ``decision_panel.py`` — the Legacy decisions that are not a click on the board: factions,
  red stars, scar cards, the coin chart, missiles, the end-of-turn card, packs, rewards, the
  world's name.
* ``legacy_tool.py`` — what a click on the board means in Legacy: a start, an expansion, a
  scar card, a reward's place.
"""
