<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../editor/crash_report.py" line="45"/>
        <source>Something went wrong that Worldsmith did not expect.

{error}

Details were saved to {report}. Your files were not changed by this error.</source>
        <translation>Algo ha salido mal de una forma que Worldsmith no esperaba.

{error}

Los detalles se han guardado en {report}. Este error no ha modificado tus archivos.</translation>
    </message>
    <message>
        <location filename="../../editor/crash_report.py" line="51"/>
        <source>Unexpected Error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/main_window.py" line="109"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="117"/>
        <source>%n warning(s) while reading the map; &apos;worldsmith validate&apos; lists them.</source>
        <translation>
            <numerusform>%n aviso al leer el mapa; «worldsmith validate» lo muestra.</numerusform>
            <numerusform>%n avisos al leer el mapa; «worldsmith validate» los enumera.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="126"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="127"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="158"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="159"/>
        <source>Open a map file</source>
        <translation>Abrir un archivo de mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="161"/>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exportar imagen…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="162"/>
        <source>Save the map as a PNG or SVG picture</source>
        <translation>Guardar el mapa como imagen PNG o SVG</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="164"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="167"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="170"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="172"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="174"/>
        <source>Show Sticker &amp;Slots</source>
        <translation>Mostrar &amp;huecos de pegatinas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="176"/>
        <source>Show where the city and scar stickers go</source>
        <translation>Mostrar dónde van las pegatinas de ciudad y de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="178"/>
        <source>Show Sea-&amp;Lines</source>
        <translation>Mostrar &amp;rutas marítimas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="181"/>
        <source>Show &amp;Border Connections</source>
        <translation>Mostrar &amp;conexiones por frontera</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="183"/>
        <source>Draw a line for every connection between neighbouring territories</source>
        <translation>Dibujar una línea por cada conexión entre territorios vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="185"/>
        <source>&amp;About Worldsmith</source>
        <translation>&amp;Acerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="192"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="198"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="207"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="216"/>
        <source>Cursor position</source>
        <translation>Posición del cursor</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="220"/>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="234"/>
        <source>Worldsmith</source>
        <translation>Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="236"/>
        <source>{name} — Worldsmith</source>
        <translation>{name} — Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="241"/>
        <source>x {x}, y {y}</source>
        <translation>x {x}, y {y}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="245"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="270"/>
        <source>Open Map</source>
        <translation>Abrir mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="272"/>
        <source>Worldsmith maps (*.yaml *.yml);;All files (*)</source>
        <translation>Mapas de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="284"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="285"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="290"/>
        <location filename="../../editor/main_window.py" line="300"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="300"/>
        <source>Width in pixels:</source>
        <translation>Ancho en píxeles:</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="314"/>
        <source>Cannot Export Image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="315"/>
        <source>The image could not be saved:

{error}</source>
        <translation>No se pudo guardar la imagen:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="318"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="325"/>
        <source>About Worldsmith</source>
        <translation>Acerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="327"/>
        <source>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Design Risk-style worlds, set up scenarios and play them.&lt;/p&gt;&lt;p&gt;Scroll to zoom; drag with the middle mouse button, or hold Space and drag, to move the map.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Diseña mundos al estilo de Risk, prepara escenarios y juégalos.&lt;/p&gt;&lt;p&gt;Usa la rueda para acercar o alejar; arrastra con el botón central del ratón, o mantén pulsada la barra espaciadora y arrastra, para mover el mapa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../editor/view/map_view.py" line="30"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/view/map_view.py" line="32"/>
        <source>The map. Scroll to zoom; drag with the middle button, or hold space and drag, to pan.</source>
        <translation>El mapa. Usa la rueda para acercar o alejar; arrastra con el botón central, o mantén la barra espaciadora y arrastra, para desplazarte.</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../editor/render.py" line="140"/>
        <source>Map drawn by Worldsmith</source>
        <translation>Mapa dibujado por Worldsmith</translation>
    </message>
</context>
<context>
    <name>run_editor</name>
    <message>
        <location filename="../../editor/app.py" line="96"/>
        <source>The map that comes with Worldsmith cannot be read; the installation may be damaged.

{error}</source>
        <translation>No se puede leer el mapa que viene con Worldsmith; puede que la instalación esté dañada.

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="102"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="106"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
</context>
</TS>
