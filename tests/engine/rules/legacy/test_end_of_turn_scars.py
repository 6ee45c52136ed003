"""Risk Legacy: scars that act at the end of a turn, written in the effects vocabulary
(``turn-end-troops``) by a group or a content pack.

Rulebook, END OF TURN: "Some Scars on the board trigger at the end of your turn. The powers
on these Scars happen after any maneuvers, but before collecting a Resource or Mission card."
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.campaign.pack_format import pack_file_text, read_pack_text
from engine.campaign.pack_model import MissionCard
from engine.campaign.packs import add_packs, open_pack
from engine.campaign.pieces import MarkKind, ScarType, effect_problems
from engine.campaign.world import Mark
from engine.core.actions import EndTurn, Fortify
from engine.core.events import ArmiesMoved, PhaseChanged, TurnStarted
from engine.core.state import NOBODY, Phase
from engine.rules.legacy.actions import PlayScarCard
from engine.rules.legacy.events import ResourceCardTaken, ScarActedAtTurnEnd
from engine.rules.legacy.state import DRAW_CARD, START_OF_TURN
from engine.rules.legacy.turn_end import troop_change
from tests.engine.campaign.pack_samples import a_pack
from tests.engine.rules.legacy.support import clear_board, fresh_world, give, started, t, with_marks

MERCENARIES = ScarType("mercenaries", "Mercenaries", "At the end of your turn, add 1 troop here.",
                       {"turn-end-troops": 1})
PLAGUE = ScarType("plague", "Plague", "At the end of your turn, lose 2 troops here (never the last).",
                  {"turn-end-troops": -2})


def scarred_world(scar: ScarType, territory: str = "egypt"):
    """A fresh world that knows ``scar`` and shows it on ``territory``."""
    world = dataclasses.replace(fresh_world(), scar_types=[*fresh_world().scar_types, scar])
    return with_marks(world, Mark(MarkKind.SCAR, territory, scar=scar.id))


def maneuver_position(game, holdings: dict[str, int], player: int | None = None) -> int:
    """``player`` (the current one by default) holds only ``holdings``, in the maneuver step,
    with a conquest behind them (so a resource card is due)."""
    state = game.state
    me = state.current if player is None else player
    clear_board(state)
    state.hq = [NOBODY] * len(state.hq)
    for name, troops in holdings.items():
        give(state, me, name, troops)
    state.current, state.phase, state.waiting_for = me, Phase.FORTIFY, NOBODY
    state.maneuvers_left, state.captured_this_turn = 1, True
    return me


def first(events, kinds) -> int:
    return next(i for i, e in enumerate(events) if isinstance(e, kinds))


def card_step(events) -> int:
    """Where the resource card comes: taken at once, or the choice among several opened."""
    return next(i for i, e in enumerate(events)
                if isinstance(e, ResourceCardTaken) or (isinstance(e, PhaseChanged) and e.phase == DRAW_CARD))


# -- when: after the maneuver, before the card ------------------------------------------------------


@pytest.mark.parametrize("ending", ["maneuver", "end-turn"])
def test_a_scar_adds_its_troops_after_the_maneuver_and_before_the_card(ending):
    """"The powers on these Scars happen after any maneuvers, but before collecting a Resource
    or Mission card" — whether the turn ends with the maneuver or without one."""
    game = started(world=scarred_world(MERCENARIES))
    state = game.state
    me = maneuver_position(game, {"north-africa": 5, "egypt": 3})
    action = Fortify(t("north-africa"), t("egypt"), 4) if ending == "maneuver" else EndTurn()
    assert action in game.legal_actions()
    events = game.apply(action, me)
    acted = first(events, ScarActedAtTurnEnd)
    egypt = 3 + (4 if ending == "maneuver" else 0) + 1  # the scar counts the troops moved in
    assert events[acted] == ScarActedAtTurnEnd(me, t("egypt"), "mercenaries", 1, egypt)
    assert state.armies[t("egypt")] == egypt
    if ending == "maneuver":
        assert first(events, ArmiesMoved) < acted
    assert acted < card_step(events)
    assert sum(isinstance(e, ScarActedAtTurnEnd) for e in events) == 1  # once a turn


def test_the_mission_is_judged_after_the_scar_has_acted():
    """"... but before collecting a Resource or Mission card": troops a scar adds count for
    the face-up mission of the same turn."""
    hold_four = MissionCard("hold-four", "Hold Four", "Have 4 troops in one territory.",
                            {"troops-in-one-territory": 4}, 1)
    world = add_packs(scarred_world(MERCENARIES), [a_pack("missions", missions=(hold_four,))])
    game = started(world=open_pack(world, "missions"))
    state = game.state
    assert state.mission == "hold-four"
    me = maneuver_position(game, {"egypt": 3, "east-africa": 1})
    state.captured_this_turn = False  # no card due: a completed mission is taken at once
    stars = state.players[me].stars
    game.apply(EndTurn(), me)
    assert state.armies[t("egypt")] == 4
    assert state.players[me].stars == stars + 1 and state.mission == ""


# -- whose: the player whose turn ends ----------------------------------------------------------------


def test_a_scar_on_another_players_territory_waits_for_their_turn():
    """"Some Scars on the board trigger at the end of YOUR turn": a scar acts for the player
    who controls its territory, at the end of that player's turn only."""
    game = started(world=scarred_world(MERCENARIES))
    state = game.state
    me = maneuver_position(game, {"north-africa": 5})
    other = (me + 1) % len(state.players)
    give(state, other, "egypt", 3)
    events = game.apply(EndTurn(), me)
    assert not any(isinstance(e, ScarActedAtTurnEnd) for e in events)
    assert state.armies[t("egypt")] == 3
    assert any(isinstance(e, TurnStarted) and e.player == other for e in events)
    # Their own turn, ended: now it acts, for them.
    state.phase, state.waiting_for, state.reinforcements = Phase.FORTIFY, NOBODY, 0
    state.captured_this_turn = False
    events = game.apply(EndTurn(), other)
    assert ScarActedAtTurnEnd(other, t("egypt"), "mercenaries", 1, 4) in events


# -- how much: never below one troop ---------------------------------------------------------------------


def test_a_scar_that_removes_troops_never_takes_the_last_one():
    """A scar's loss leaves at least one troop (a decision, in the rulebook's spirit: "No
    territory can ever be left abandoned"; a maneuver "must always leave at least 1 troop
    behind"), so the territory never changes hands at the end of a turn."""
    game = started(world=scarred_world(PLAGUE))
    state = game.state
    me = maneuver_position(game, {"egypt": 2, "north-africa": 6})
    events = game.apply(EndTurn(), me)
    assert ScarActedAtTurnEnd(me, t("egypt"), "plague", -1, 1) in events  # 2 asked for, 1 taken
    assert state.owner[t("egypt")] == me and state.armies[t("egypt")] == 1


def test_a_scar_with_nothing_left_to_take_says_nothing():
    """The maneuver left one troop: the loss cannot be taken, and no line is logged."""
    game = started(world=scarred_world(PLAGUE))
    state = game.state
    me = maneuver_position(game, {"egypt": 5, "north-africa": 1})
    events = game.apply(Fortify(t("egypt"), t("north-africa"), 4), me)
    assert not any(isinstance(e, ScarActedAtTurnEnd) for e in events)
    assert state.armies[t("egypt")] == 1 and state.owner[t("egypt")] == me


@pytest.mark.parametrize(("wanted", "troops", "change"),
                         [(1, 1, 1), (3, 7, 3), (-1, 5, -1), (-2, 2, -1), (-3, 1, 0), (-1, 0, 0), (0, 4, 0)])
def test_the_change_a_territory_takes(wanted, troops, change):
    assert troop_change(wanted, troops) == change


# -- the scar played this game, and the scar a pack brings ---------------------------------------------------


def test_a_scar_card_played_at_the_start_of_the_turn_acts_at_its_end():
    """"There are some Scar cards that are played at the start of a player's turn": its scar
    is on the board by the end of the turn, and acts then."""
    world = dataclasses.replace(fresh_world(), scar_types=[*fresh_world().scar_types, MERCENARIES])
    game = started(world=world)
    state = game.state
    me = maneuver_position(game, {"egypt": 3, "north-africa": 3})
    state.players[me].scar_card = "mercenaries"
    state.phase = START_OF_TURN
    game.apply(PlayScarCard(t("egypt")), me)
    assert state.phase == Phase.REINFORCE
    state.phase, state.reinforcements, state.captured_this_turn = Phase.FORTIFY, 0, False
    events = game.apply(EndTurn(), me)
    assert ScarActedAtTurnEnd(me, t("egypt"), "mercenaries", 1, 4) in events


PACK_FILE = """format: worldsmith-legacy-packs
schema: 1
packs:
- id: hard-times
  name: Hard Times
  trigger: first-elimination
  text: The war leaves wounds that do not close.
  scar-types:
  - id: field-hospital
    name: Field Hospital
    text: At the end of your turn, add 1 troop to this territory.
    effect: {turn-end-troops: 1}
  - id: famine
    name: Famine
    text: At the end of your turn, lose 1 troop in this territory (never the last).
    effect: {turn-end-troops: -1}
  scar-cards: {field-hospital: 1, famine: 1}
"""


def test_a_pack_brings_end_of_turn_scars_that_read_back_and_act_once_opened():
    read = read_pack_text(PACK_FILE, "hard-times.yaml")
    assert read.warnings == []
    pack = read.packs[0]
    assert [s.effect for s in pack.scar_types] == [{"turn-end-troops": 1}, {"turn-end-troops": -1}]
    assert all(effect_problems(s.effect) == [] for s in pack.scar_types)
    text = pack_file_text(read.packs)
    assert read_pack_text(text, "again.yaml").packs == read.packs and pack_file_text(read.packs) == text
    # Opened before this game, with a Famine on Egypt and a Field Hospital on Peru.
    world = open_pack(add_packs(fresh_world(), read.packs), "hard-times")
    world = with_marks(world, Mark(MarkKind.SCAR, "egypt", scar="famine"),
                       Mark(MarkKind.SCAR, "peru", scar="field-hospital"))
    game = started(world=world)
    me = maneuver_position(game, {"egypt": 4, "peru": 2})
    events = game.apply(EndTurn(), me)
    assert [e for e in events if isinstance(e, ScarActedAtTurnEnd)] == [  # in map order
        ScarActedAtTurnEnd(me, t("peru"), "field-hospital", 1, 3),
        ScarActedAtTurnEnd(me, t("egypt"), "famine", -1, 3),
    ]


@pytest.mark.parametrize("value", ["one", 1.5, True, None])
def test_a_turn_end_effect_must_be_a_whole_number(value):
    assert effect_problems({"turn-end-troops": value}) == [("turn-end-troops", value)]
    assert effect_problems({"turn-end-troops": -2}) == []
