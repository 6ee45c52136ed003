"""The MU economy's state: plain data on top of the classic GameState.

Units are counts, not objects: per player and territory, armies and navies, and how many
of them have crossed a border this round (``moved_*``: they may not move again, and are
not defenders). Whatever was there at the start of the planning phase and has not moved is
a defender. Neutral units are one count per territory (armies on land, navies at sea).
``owner`` is the player who owns a territory (NOBODY: nobody) and ``armies`` the total of
all units there, kept in step for the play window and statistics.

Units on a border (engine/rules/economy/border_battles.py) are in ``border_units``, not in
``army``/``navy``: they occupy neither territory. **[decision]** ``armies`` counts them in
the country they set out from, where the play window draws them until they arrive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.core.state import NOBODY, GameState, PlayerState


@dataclass(slots=True)
class EconomyPlayer(PlayerState):
    money: int = 0
    capital: int = NOBODY  # the territory of the capital
    out: bool = False  # surrendered or left with nothing
    units_to_place: int = 0  # the setup's army units still to place
    bases_to_place: int = 0  # the setup's army bases still to place
    capital_to_place: bool = False
    victories: int = 0  # this round's
    losses: int = 0
    upkeep_due: bool = False  # the round's upkeep is still to be paid (pay-upkeep, before recruiting, building or done)
    # Secret until the combat phase: (source, target, count, kind 0 army / 1 navy) per order.
    plans: list[tuple[int, int, int, int]] = field(default_factory=list)
    offers: list[int] = field(default_factory=list)  # seats offered an alliance
    allies: list[int] = field(default_factory=list)


@dataclass(slots=True)
class EconomyState(GameState):
    player_type: ClassVar[type[PlayerState]] = EconomyPlayer

    army: list[list[int]] = field(default_factory=list)  # [player][territory]
    navy: list[list[int]] = field(default_factory=list)
    moved_army: list[list[int]] = field(default_factory=list)
    moved_navy: list[list[int]] = field(default_factory=list)
    neutral: list[int] = field(default_factory=list)  # per territory
    army_bases: list[int] = field(default_factory=list)  # per territory
    # Navy bases per border, "country:water" -> count (engine/rules/economy/navy_bases.py).
    navy_bases: dict[str, int] = field(default_factory=dict)
    new_army_bases: list[int] = field(default_factory=list)  # built this round: no recruits yet
    new_navy_bases: dict[str, int] = field(default_factory=dict)
    army_base_recruits: list[int] = field(default_factory=list)  # base slots used this round
    navy_base_recruits: dict[str, int] = field(default_factory=dict)
    # "player:country:water": a navy unit of the player in the water blockades the base.
    blockades: list[str] = field(default_factory=list)
    roads: list[int] = field(default_factory=list)  # 0/1 per territory
    fortifications: list[int] = field(default_factory=list)
    canals: list[int] = field(default_factory=list)
    captured_by: list[int] = field(default_factory=list)  # who took it last combat (no upkeep)
    # Who owned each country as the combat phase began: the end of combat clears the owner of a
    # country with hostile units in it, and "units in a country that you just gained control
    # of during this round that were previously controlled by a non-allied player are exempt
    # from upkeep" needs who that was.
    held_before_combat: list[int] = field(default_factory=list)
    # Countries contested as the planning phase began: "Units in contested territories cannot
    # be given plans, though they will automatically be considered active during the combat
    # phase" (with the units of plans, the only ones that may get new orders after a battle).
    contested_at_planning: list[int] = field(default_factory=list)
    # Where each player's units came from this round: "player:territory" -> origins.
    origins: dict[str, list[int]] = field(default_factory=dict)
    # How many of them came from each origin, "player:territory" -> {origin: count}: units that
    # moved in withdraw only to where they came from, and armies that came from water are
    # amphibious ("If a bonus or penalty belongs to particular units then only those units get
    # that bonus or penalty").
    arrived: dict[str, dict[int, int]] = field(default_factory=dict)
    # The origins of the last round units arrived, while they are there: "the country they
    # came from last" (engine/rules/economy/fortified_withdrawals.py).
    came_from: dict[str, list[int]] = field(default_factory=dict)
    initiative: int = NOBODY
    battle_tokens: list[int] = field(default_factory=list)
    battle: int = NOBODY  # the territory of the battle being fought
    engaged: list[int] = field(default_factory=list)  # players who attacked or were attacked in it
    # "player:territory" where the player's units arrived by withdrawing this round: they do
    # not withdraw again this round (so that two withdrawals cannot go back and forth forever).
    withdrawn: list[str] = field(default_factory=list)
    # Sieges going on, "besieger:besieged:territory" (engine/rules/economy/sieges.py), and
    # "besieged:territory" for every side besieged this round.
    sieges: list[str] = field(default_factory=list)
    besieged: list[str] = field(default_factory=list)
    # "player:territory": infrastructure held by defenders in fortifications in a country
    # they no longer own (engine/rules/economy/held_infrastructure.py).
    held: list[str] = field(default_factory=list)
    attackers: list[int] = field(default_factory=list)  # who declared an attack in the battle
    # The attack going on, [attacker, target side, kind 0 army / 1 navy]: "An attack only ends
    # when one of the players is destroyed or withdraws" (engine/rules/economy/combat_phase.py).
    attack: list[int] = field(default_factory=list)
    # The withdrawal going on, [player, target, armies left, navies left, armies out, navies
    # out, how (0 plain, 1 razing roads, 2 landing with the navies engaged)]: one unit is
    # intercepted at a time and the player may break it off (engine/rules/economy/withdrawals.py).
    withdrawal: list[int] = field(default_factory=list)
    # Influence-card holders who passed on inciting a revolution for the rest of the round.
    incite_passed: list[int] = field(default_factory=list)
    infrastructure_attacks: list[int] = field(default_factory=list)  # who attacked infrastructure, once a unit
    after_battle: int = NOBODY  # the territory whose battle's winner gives new movement orders
    draft_order: list[int] = field(default_factory=list)  # the draft's next pickers, first next
    # Units engaged in a border battle, [player, source, target, count, kind 0 army / 1 navy]
    # per plan: they have left ``source`` and not reached ``target``.
    border_units: list[list[int]] = field(default_factory=list)
    border_tokens: list[list[int]] = field(default_factory=list)  # battle tokens on borders, [a, b] with a < b
    border_battle: list[int] = field(default_factory=list)  # the border being fought over, [a, b], or []

    def upgraded_snapshot(self, snapshot: dict) -> dict:
        """A save's snapshot from before navy bases named their water: its per-country lists
        of navy bases read as none (a save that had navy bases cannot replay its
        ``build ... navy-base`` actions and is refused there, with that action named), and
        the fields added since then get their defaults."""
        upgraded = dict(snapshot)
        for name in ("navy_bases", "new_navy_bases", "navy_base_recruits"):
            value = upgraded.get(name)
            if isinstance(value, list) and not any(value):
                upgraded[name] = {}
        upgraded.setdefault("blockades", [])
        # Fields added since (issue 26): a snapshot without them takes the replayed values.
        for name in ("held_before_combat", "contested_at_planning", "arrived", "attack", "withdrawal",
                     "incite_passed"):
            if name not in upgraded:
                upgraded[name] = self.to_dict()[name]
        players = upgraded.get("players")
        if isinstance(players, list):
            upgraded["players"] = [{"upkeep_due": False, **p} if isinstance(p, dict) else p for p in players]
        return upgraded
