<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="574" />
        <source>%n warning(s) while reading the map; 'worldsmith validate' lists them.</source>
        <translation>
            <numerusform>%n warning while reading the map; 'worldsmith validate' lists them.</numerusform><numerusform>%n warnings while reading the map; 'worldsmith validate' lists them.</numerusform></translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="148" />
        <source>Deleted %n territory(ies).</source>
        <translation>
            <numerusform>Deleted %n territory.</numerusform><numerusform>Deleted %n territories.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="167" />
        <source>Added %n connection(s) between bordering territories.</source>
        <translation>
            <numerusform>Added %n connection between bordering territories.</numerusform><numerusform>Added %n connections between bordering territories.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="206" />
        <source>Placed the marks of %n territory(ies).</source>
        <translation>
            <numerusform>Placed the marks of %n territory.</numerusform><numerusform>Placed the marks of %n territories.</numerusform></translation>
    </message>
</context>
<context>
    <name>NameTheWorldPage</name>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="63" />
        <source>After fifteen games the war for this world is over. {player} signed the board most often (%n time(s)) and names the world.</source>
        <translation>
            <numerusform>After fifteen games the war for this world is over. {player} signed the board most often (%n time) and names the world.</numerusform><numerusform>After fifteen games the war for this world is over. {player} signed the board most often (%n times) and names the world.</numerusform></translation>
    </message>
</context>
</TS>