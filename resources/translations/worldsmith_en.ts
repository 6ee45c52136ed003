<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="18" />
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="21" />
        <source>%n troop(s)</source>
        <translation>
            <numerusform>%n troop</numerusform>
            <numerusform>%n troops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="24" />
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="27" />
        <source>%n missile(s)</source>
        <translation>
            <numerusform>%n missile</numerusform>
            <numerusform>%n missiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="30" />
        <source>%n red star(s)</source>
        <translation>
            <numerusform>%n red star</numerusform>
            <numerusform>%n red stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="33" />
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="574" />
        <source>%n warning(s) while reading the map; 'worldsmith validate' lists them.</source>
        <translation>
            <numerusform>%n warning while reading the map; 'worldsmith validate' lists them.</numerusform>
            <numerusform>%n warnings while reading the map; 'worldsmith validate' lists them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="148" />
        <source>Deleted %n territory(ies).</source>
        <translation>
            <numerusform>Deleted %n territory.</numerusform>
            <numerusform>Deleted %n territories.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="167" />
        <source>Added %n connection(s) between bordering territories.</source>
        <translation>
            <numerusform>Added %n connection between bordering territories.</numerusform>
            <numerusform>Added %n connections between bordering territories.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="206" />
        <source>Placed the marks of %n territory(ies).</source>
        <translation>
            <numerusform>Placed the marks of %n territory.</numerusform>
            <numerusform>Placed the marks of %n territories.</numerusform>
        </translation>
    </message>
</context>
</TS>