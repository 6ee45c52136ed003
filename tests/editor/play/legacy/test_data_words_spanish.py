"""Words from data on Spanish screens (issue 33, item 3): a campaign's errors, the rule
options a pack changes, a pack's story and cards, and the names the rules suggest read in
Spanish in the windows and on the command line.

The Spanish catalogue is installed as the app installs it. The messages this change adds
are filled into that catalogue by its owner; until then a small table of their Spanish
(the translation table handed over with this change) stands behind it, so these tests check
that the screens ask for the translation — in the right context, with the right words.
"""

from __future__ import annotations

import dataclasses
import html
from types import SimpleNamespace

import pytest

from editor.cli.main import EXIT_PROBLEMS, main
from editor.language.campaign_error_text import campaign_error_text
from editor.language.suggested_names import reader_place_name
from editor.play.legacy.pack_reveal import PackRevealDialog
from editor.play.legacy.results_dialog import reward_text
from engine.campaign.pack_format import SAMPLE_PACKS, load_pack_file
from engine.campaign.pack_model import Pack, Trigger
from engine.campaign.packs import add_packs
from engine.campaign.pieces import MarkKind
from engine.campaign.progress import GameRecord, RecordError, SeatRecord, after_game
from engine.campaign.rewards import Reward, RewardKind
from engine.campaign.world import GameResult, LegacyWorld, Mark
from engine.campaign.world_format import new_world
from engine.resources import scenarios_dir
from tests.support.games import board as shipped_board


def seats(world: LegacyWorld, results=(GameResult.WON, GameResult.HELD_ON, GameResult.HELD_ON)):
    factions = [f.id for f in world.factions]
    return tuple(SeatRecord(name, factions[i], "peru", result)
                 for i, (name, result) in enumerate(zip(("Ada", "Basil", "Cleo"), results, strict=False)))


# -- item 1: a campaign's errors -------------------------------------------------------------------------


def test_a_campaign_error_reads_in_spanish_with_the_reason_inside_it(spanish):
    bunker = new_world().scar_type("bunker")
    clash = Pack("clash", "Clash", Trigger.FIRST_ELIMINATION, "A second bunker.",
                 scar_types=(dataclasses.replace(bunker, text="Something else."),))
    world = add_packs(new_world(), [clash])
    with pytest.raises(RecordError) as raised:
        after_game(world, GameRecord(1, seats(world), None, (), packs_opened=("clash",)))
    assert campaign_error_text(raised.value) == (
        "la partida 1 abrió un paquete que no encaja con el mundo: el paquete «clash» trae un tipo de cicatriz "
        "«bunker», pero el mundo ya tiene otro distinto con ese id")


def test_a_refusal_inside_a_campaign_error_reads_in_spanish_too(spanish):
    cities = [Mark(MarkKind.MINOR_CITY, t, name=t) for t in ("egypt", "peru", "china", "siam", "ural", "india",
                                                              "congo", "iceland", "japan")]
    world = dataclasses.replace(new_world(), marks=cities)
    rewards = (("Cleo", Reward(RewardKind.FOUND_MINOR_CITY, territory="quebec", name="Q")),)
    with pytest.raises(RecordError) as raised:
        after_game(world, GameRecord(1, seats(world), "Ada", rewards))
    english = str(raised.value)
    text = campaign_error_text(raised.value)
    assert text.startswith("partida 1: la recompensa de Cleo (found-minor-city) no se puede tomar: "), text
    refusal = text.rpartition(": ")[2]
    assert refusal and refusal not in english  # the rules' own reason, in Spanish too


def test_the_command_line_says_a_campaign_error_in_spanish_with_the_same_exit_code(
        spanish, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")
    code = main(["campaign", "new", str(scenarios_dir() / "classic-random-deal.yaml"), str(tmp_path / "c.yaml")])
    err = capsys.readouterr().err
    assert code == EXIT_PROBLEMS
    assert "una campaña se juega con las reglas de Legacy, y este escenario usa las reglas classic" in err, err


# -- items 2 and 3: a pack's reveal ----------------------------------------------------------------------


class _Rules:
    def __init__(self, world: LegacyWorld) -> None:
        self.legacy = world


class _Controller:
    """What the reveal reads of a game: the world and its packs (a game gone on past them)."""

    def __init__(self, world: LegacyWorld) -> None:
        self.rules = _Rules(world)
        self.state = SimpleNamespace(phase="", pack_shown="")


def test_a_packs_reveal_reads_in_spanish_its_story_cards_and_changed_rules(qtbot, spanish):
    packs = load_pack_file(SAMPLE_PACKS).packs
    world = add_packs(new_world(), packs)
    dialog = PackRevealDialog(_Controller(world))
    qtbot.addWidget(dialog)
    dialog.add("old-soldiers")
    assert dialog.title.text() == "Viejos soldados"
    assert dialog.story.text().startswith("Alguien ha ganado este mundo dos veces.")
    contents = html.unescape(dialog.contents.text())
    assert "Tropas que se colocan al entrar en guerra" in contents  # the option's help (item 2)
    assert "Mantener la línea" in contents and "Controla dos CG." in contents  # the mission card
    assert "ENTRAR EN GUERRA: un jugador que entra en guerra coloca 6 tropas en vez de 4." in contents
    for english in ("Old Soldiers", "Hold the Line", "Troops placed when joining the war", "JOINING THE WAR"):
        assert english not in contents + dialog.title.text() + dialog.windowTitle()
    dialog.next_pack()

    dialog.add("the-fallen")  # a pack's new powers and events
    contents = html.unescape(dialog.contents.text())
    assert "Fantasmas del desierto" in contents and "Refugiados" in contents
    assert "Desert Ghosts" not in contents


def test_a_pack_without_spanish_reads_as_written(qtbot, spanish):
    own = Pack("own", "Our Pack", Trigger.FIRST_ELIMINATION, "Our story.")
    dialog = PackRevealDialog(_Controller(add_packs(new_world(), [own])))
    qtbot.addWidget(dialog)
    dialog.add("own")
    assert (dialog.title.text(), dialog.story.text()) == ("Our Pack", "Our story.")


# -- item 4: names the rules suggested --------------------------------------------------------------------


def test_a_name_a_bot_took_from_the_rules_reads_in_spanish(spanish):
    assert reader_place_name("Dmitri's Dominion") == "Dominio de Dmitri"
    assert reader_place_name("Ada's Landing 2") == "Desembarco de Ada 2"
    assert reader_place_name("Nueva Alba") == "Nueva Alba"  # a name a person chose stays theirs
    founded = Reward(RewardKind.FOUND_MAJOR_CITY, territory="peru", name="Dmitri's Landing")
    text = reward_text(founded, shipped_board("classic"))
    assert "Desembarco de Dmitri" in text and "Landing" not in text, text
