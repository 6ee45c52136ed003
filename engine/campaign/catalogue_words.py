"""The built-in Legacy catalogue's words (engine/campaign/data/legacy-catalogue.yaml), marked
for translation: the names and texts of its factions, powers and scars, so that a UI shows
them in its reader's language (context "Catalogue"). A world's own words — a group's scars
and powers, a faction renamed — have no translation and read as written.

Kept in step with the catalogue by tests/engine/campaign/test_catalogue_words.py.
"""

from engine.core.messages import QT_TRANSLATE_NOOP

CATALOGUE_CONTEXT = "Catalogue"

CATALOGUE_WORDS = (
    QT_TRANSLATE_NOOP("Catalogue", "Bunker"),
    QT_TRANSLATE_NOOP("Catalogue", "When defending here, add 1 to your highest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Ammo Shortage"),
    QT_TRANSLATE_NOOP("Catalogue", "When defending here, subtract 1 from your highest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Open Desert"),
    QT_TRANSLATE_NOOP("Catalogue", "You may maneuver between two of your territories even if they are not connected."),
    QT_TRANSLATE_NOOP("Catalogue", "Caravans"),
    QT_TRANSLATE_NOOP("Catalogue", "Make one extra maneuver at the end of your turn."),
    QT_TRANSLATE_NOOP("Catalogue", "Mass Production"),
    QT_TRANSLATE_NOOP("Catalogue", "Recruit one extra troop at the start of each turn."),
    QT_TRANSLATE_NOOP("Catalogue", "Conscription"),
    QT_TRANSLATE_NOOP("Catalogue", "At the start of your turn, place one troop in your headquarters if you control it."),  # noqa: E501
    QT_TRANSLATE_NOOP("Catalogue", "Fortress Doctrine"),
    QT_TRANSLATE_NOOP("Catalogue", "When defending your starting territory, add 1 to your highest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Field Engineers"),
    QT_TRANSLATE_NOOP("Catalogue", "When defending with two dice, add 1 to your lowest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Ferocity"),
    QT_TRANSLATE_NOOP("Catalogue", "When attacking with three dice, add 1 to your highest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Thick Hide"),
    QT_TRANSLATE_NOOP("Catalogue", "When defending a territory with a city, add 1 to your lowest die."),
    QT_TRANSLATE_NOOP("Catalogue", "Recruitment Offices"),
    QT_TRANSLATE_NOOP("Catalogue", "Every city you control counts one more population."),
    QT_TRANSLATE_NOOP("Catalogue", "Rapid Deployment"),
    QT_TRANSLATE_NOOP("Catalogue", "Your first expansion each turn into an unoccupied territory costs no troops for its city."),  # noqa: E501
    QT_TRANSLATE_NOOP("Catalogue", "The Saharan Republic"),
    QT_TRANSLATE_NOOP("Catalogue", "Khan Industries"),
    QT_TRANSLATE_NOOP("Catalogue", "Die Mechaniker"),
    QT_TRANSLATE_NOOP("Catalogue", "Enclave of the Bear"),
    QT_TRANSLATE_NOOP("Catalogue", "Imperial Balkania"),
)
