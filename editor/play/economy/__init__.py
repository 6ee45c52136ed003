"""The play window of the MU economy variant (rule set "economy", engine/rules/economy).

- window.py: EconomyPlayWindow, the play window with the economy's panels, board layer and docks.
- launch.py: opening it for economy scenarios and saved economy games (editor/app/windows.py).
- economy_tool.py: what a click or a drag on the board means in an economy phase.
- phase_panel.py: who decides and what, and the page of the phase being decided (pages/).
- action_words.py: the economy's actions in words, for buttons and lists.
- treasury_panel.py: the money and influence cards of the person at the screen.
- order_dialog.py: how many units a dragged order moves, armies or navies (planning, friendly movement).
- board_layer.py: the economy on the board: unit stacks, infrastructure icons, battle tokens,
  the initiative and order arrows (unit_stack.py, board_icons.py, order_arrows.py).
- player_table.py: the players' table's economy columns (editor/play/stats_panel.py).
- battle_dialog.py: the battle being fought — declarations, each roll-off with its modifiers, the result.
- pages/combat_page.py: choosing the next battle, the battle's page, the winner's new orders.
- round_replay.py: the Round Replay dock, stepping through a round with the board at each step.
"""
