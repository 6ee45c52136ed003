<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Commands</name>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="16"/>
        <source>Connect Territories</source>
        <translation>Conectar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="30"/>
        <source>Disconnect Territories</source>
        <translation>Desconectar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="44"/>
        <source>Change Connection</source>
        <translation>Cambiar conexión</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="61"/>
        <source>Auto-Connect</source>
        <translation>Conectar automáticamente</translation>
    </message>
    <message>
        <location filename="../../editor/commands/continent_commands.py" line="16"/>
        <source>Add Continent</source>
        <translation>Añadir continente</translation>
    </message>
    <message>
        <location filename="../../editor/commands/continent_commands.py" line="32"/>
        <source>Delete Continent</source>
        <translation>Eliminar continente</translation>
    </message>
    <message>
        <location filename="../../editor/commands/continent_commands.py" line="48"/>
        <source>Change Continent</source>
        <translation>Cambiar continente</translation>
    </message>
    <message>
        <location filename="../../editor/commands/continent_commands.py" line="65"/>
        <source>Change Map Properties</source>
        <translation>Cambiar propiedades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/commands/rename_territory.py" line="29"/>
        <source>Change Territory Id</source>
        <translation>Cambiar id del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="94"/>
        <source>Draw Territory</source>
        <translation>Dibujar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="115"/>
        <source>Delete Territories</source>
        <translation>Eliminar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="138"/>
        <source>Split Territory</source>
        <translation>Dividir territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="163"/>
        <source>Merge Territories</source>
        <translation>Unir territorios</translation>
    </message>
</context>
<context>
    <name>ConnectTool</name>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="42"/>
        <source>Connect</source>
        <translation>Conectar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="46"/>
        <source>Drag from one territory to another to connect them; drag between two connected territories to disconnect them.</source>
        <translation>Arrastra de un territorio a otro para conectarlos; arrastra entre dos territorios conectados para desconectarlos.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="88"/>
        <source>New connections:</source>
        <translation>Conexiones nuevas:</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="91"/>
        <source>Kind of new connections</source>
        <translation>Tipo de las conexiones nuevas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="92"/>
        <source>Automatic makes a border connection between territories that share a border and a sea-line otherwise.</source>
        <translation>Automático crea una conexión por frontera entre territorios que comparten frontera y una ruta marítima en otro caso.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="94"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="95"/>
        <source>Border</source>
        <translation>Frontera</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="96"/>
        <source>Sea-line</source>
        <translation>Ruta marítima</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="145"/>
        <source>Disconnect Territories</source>
        <translation>Desconectar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="150"/>
        <source>Disconnected {first} and {second}.</source>
        <translation>{first} y {second} desconectados.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="155"/>
        <source>Connected {first} and {second} by their border.</source>
        <translation>{first} y {second} conectados por su frontera.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/connect_tool.py" line="157"/>
        <source>Connected {first} and {second} by a sea-line.</source>
        <translation>{first} y {second} conectados por una ruta marítima.</translation>
    </message>
</context>
<context>
    <name>ContinentDelegate</name>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="247"/>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="253"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="254"/>
        <source>Economy bonus</source>
        <translation>Bonificación económica</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="258"/>
        <source>Continent name</source>
        <translation>Nombre del continente</translation>
    </message>
</context>
<context>
    <name>ContinentDock</name>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="269"/>
        <location filename="../../editor/docks/continent_dock.py" line="270"/>
        <location filename="../../editor/docks/continent_dock.py" line="280"/>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="300"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="300"/>
        <source>Add a continent</source>
        <translation>Añadir un continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="302"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="302"/>
        <source>Delete the selected continent</source>
        <translation>Eliminar el continente seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="305"/>
        <source>Colour…</source>
        <translation>Color…</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="305"/>
        <source>Change the selected continent&apos;s colour</source>
        <translation>Cambiar el color del continente seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="358"/>
        <source>Continent {number}</source>
        <translation>Continente {number}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="380"/>
        <source>One territory belongs to {name}. Delete the continent anyway? The territory will then belong to no continent.</source>
        <translation>Un territorio pertenece a {name}. ¿Eliminar el continente de todos modos? El territorio dejará de pertenecer a un continente.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="383"/>
        <source>{count} territories belong to {name}. Delete the continent anyway? They will then belong to no continent.</source>
        <translation>{count} territorios pertenecen a {name}. ¿Eliminar el continente de todos modos? Dejarán de pertenecer a un continente.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="386"/>
        <location filename="../../editor/docks/continent_dock.py" line="394"/>
        <source>Delete Continent</source>
        <translation>Eliminar continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="411"/>
        <source>Colour of {name}</source>
        <translation>Color de {name}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="416"/>
        <source>Change Continent Colour</source>
        <translation>Cambiar color del continente</translation>
    </message>
</context>
<context>
    <name>ContinentPicker</name>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="29"/>
        <source>Paint with:</source>
        <translation>Pintar con:</translation>
    </message>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="32"/>
        <source>Continent to paint</source>
        <translation>Continente con el que pintar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="33"/>
        <source>Territories you click or drag across join this continent.</source>
        <translation>Los territorios en los que haces clic o sobre los que arrastras pasan a este continente.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="49"/>
        <source>No continent</source>
        <translation>Sin continente</translation>
    </message>
</context>
<context>
    <name>ContinentTableModel</name>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="158"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="158"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="158"/>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="158"/>
        <source>Economy</source>
        <translation>Economía</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="158"/>
        <source>Territories</source>
        <translation>Territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="162"/>
        <source>Double-click to change the colour</source>
        <translation>Doble clic para cambiar el color</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="163"/>
        <source>The continent&apos;s name</source>
        <translation>El nombre del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="164"/>
        <source>Extra armies for holding the whole continent</source>
        <translation>Ejércitos extra por controlar todo el continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="165"/>
        <source>Money per round in the economy variant (blank: none)</source>
        <translation>Dinero por ronda en la variante económica (en blanco: ninguno)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="166"/>
        <source>How many territories belong to the continent</source>
        <translation>Cuántos territorios pertenecen al continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="196"/>
        <source>{name} (id: {id})</source>
        <translation>{name} (id: {id})</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="198"/>
        <source>Colour {colour}</source>
        <translation>Color {colour}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="214"/>
        <source>Rename Continent</source>
        <translation>Renombrar continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="222"/>
        <source>Change Continent Bonus</source>
        <translation>Cambiar bonificación del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/continent_dock.py" line="231"/>
        <source>Change Economy Bonus</source>
        <translation>Cambiar bonificación económica</translation>
    </message>
</context>
<context>
    <name>ContinentTool</name>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="76"/>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="80"/>
        <source>Click or drag across territories to put them in the chosen continent.</source>
        <translation>Haz clic o arrastra sobre territorios para ponerlos en el continente elegido.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/continent_tool.py" line="138"/>
        <source>Paint Continent</source>
        <translation>Pintar continente</translation>
    </message>
</context>
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
    <name>Dialogs</name>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="26"/>
        <source>Save changes to “{name}”?

If you don&apos;t save, your changes will be lost.</source>
        <translation>¿Guardar los cambios de «{name}»?

Si no los guardas, se perderán.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="30"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="43"/>
        <source>Go back to the saved version of “{name}”?

All changes since then will be lost.</source>
        <translation>¿Volver a la versión guardada de «{name}»?

Se perderán todos los cambios hechos desde entonces.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="47"/>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="65"/>
        <source>Worldsmith closed before saving changes to “{name}” at {time}. Restore them?

Yes opens the changes; Discard deletes them for good.</source>
        <translation>Worldsmith se cerró antes de guardar los cambios de «{name}» a las {time}. ¿Recuperarlos?

Sí abre los cambios; Descartar los borra para siempre.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="70"/>
        <source>Restore Unsaved Changes</source>
        <translation>Recuperar cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="80"/>
        <source>“{name}” cannot be saved there:

{reason}

Save it under another name?</source>
        <translation>«{name}» no se puede guardar ahí:

{reason}

¿Guardarlo con otro nombre?</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="84"/>
        <source>Cannot Save Map</source>
        <translation>No se puede guardar el mapa</translation>
    </message>
</context>
<context>
    <name>DrawTool</name>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="40"/>
        <location filename="../../editor/tools/draw_tool.py" line="162"/>
        <source>Draw Territory</source>
        <translation>Dibujar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="44"/>
        <source>Click to add corners; click the first corner, double-click or press Enter to finish. Backspace removes the last corner, Esc cancels.</source>
        <translation>Haz clic para añadir vértices; haz clic en el primero, doble clic o pulsa Intro para terminar. Retroceso quita el último vértice, Esc cancela.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="146"/>
        <source>A territory needs at least three corners.</source>
        <translation>Un territorio necesita al menos tres vértices.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="149"/>
        <source>The corners are all on one line: that is not a territory.</source>
        <translation>Los vértices están todos en una línea: eso no es un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="152"/>
        <source>The outline crosses itself: move or remove a corner.</source>
        <translation>El contorno se cruza consigo mismo: mueve o quita un vértice.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="159"/>
        <source>These corners do not make a territory.</source>
        <translation>Estos vértices no forman un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="166"/>
        <source>Added {name}.</source>
        <translation>Se añadió {name}.</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <location filename="../../editor/docks/history_dock.py" line="13"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../editor/docks/history_dock.py" line="15"/>
        <source>Undo history</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/docks/history_dock.py" line="18"/>
        <source>Edits, oldest first</source>
        <translation>Cambios, del más antiguo al más reciente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/history_dock.py" line="20"/>
        <source>Opened map</source>
        <translation>Mapa abierto</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/file_actions.py" line="115"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="499"/>
        <source>%n warning(s) while reading the map; &apos;worldsmith validate&apos; lists them.</source>
        <translation>
            <numerusform>%n aviso al leer el mapa; «worldsmith validate» lo muestra.</numerusform>
            <numerusform>%n avisos al leer el mapa; «worldsmith validate» los enumera.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="127"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="128"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="355"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="91"/>
        <source>Worldsmith map editor</source>
        <translation>Editor de mapas de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="351"/>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="352"/>
        <source>Start a new, empty map</source>
        <translation>Empezar un mapa nuevo y vacío</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="356"/>
        <source>Open a map file</source>
        <translation>Abrir un archivo de mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="359"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="359"/>
        <source>Save the map</source>
        <translation>Guardar el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="362"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="363"/>
        <source>Save the map under another name</source>
        <translation>Guardar el mapa con otro nombre</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="365"/>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="366"/>
        <source>Go back to the saved version of the map</source>
        <translation>Volver a la versión guardada del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="368"/>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exportar imagen…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="369"/>
        <source>Save the map as a PNG or SVG picture</source>
        <translation>Guardar el mapa como imagen PNG o SVG</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="370"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="373"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="377"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="383"/>
        <source>Undo the last edit</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="384"/>
        <source>Redo the edit just undone</source>
        <translation>Rehacer el cambio que se acaba de deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="387"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="389"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="391"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="393"/>
        <source>Show Sticker &amp;Slots</source>
        <translation>Mostrar &amp;huecos de pegatinas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="394"/>
        <source>Show where the city and scar stickers go</source>
        <translation>Mostrar dónde van las pegatinas de ciudad y de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="396"/>
        <source>Show Sea-&amp;Lines</source>
        <translation>Mostrar &amp;rutas marítimas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="399"/>
        <source>Show &amp;Border Connections</source>
        <translation>Mostrar &amp;conexiones por frontera</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="401"/>
        <source>Draw a line for every connection between neighbouring territories</source>
        <translation>Dibujar una línea por cada conexión entre territorios vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="402"/>
        <source>&amp;About Worldsmith</source>
        <translation>&amp;Acerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="424"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="427"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="430"/>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="432"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="433"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="435"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="438"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="441"/>
        <source>File and Edit</source>
        <translation>Archivo y edición</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="450"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="456"/>
        <source>Tool Options</source>
        <translation>Opciones de la herramienta</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="468"/>
        <source>Cursor position</source>
        <translation>Posición del cursor</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="472"/>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="534"/>
        <source>x {x}, y {y}</source>
        <translation>x {x}, y {y}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="537"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="134"/>
        <source>Open Map</source>
        <translation>Abrir mapa</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="66"/>
        <location filename="../../editor/main_window.py" line="484"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="485"/>
        <source>{name}[*] — Worldsmith</source>
        <translation>{name}[*] — Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="80"/>
        <source>New map {name}: {width} × {height}</source>
        <translation>Mapa nuevo {name}: {width} × {height}</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="146"/>
        <source>Map Not Found</source>
        <translation>No se encuentra el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="147"/>
        <source>{file} no longer exists, so it was removed from the recent files.</source>
        <translation>{file} ya no existe, así que se ha quitado de los archivos recientes.</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="166"/>
        <source>Reverted to the saved {file}.</source>
        <translation>Se ha vuelto al {file} guardado.</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="177"/>
        <source>It is part of the Worldsmith installation, which updates replace.</source>
        <translation>Forma parte de la instalación de Worldsmith, que las actualizaciones reemplazan.</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="210"/>
        <source>unexpected error: {error}</source>
        <translation>error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="225"/>
        <source>Save Map As</source>
        <translation>Guardar mapa como</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="235"/>
        <source>Worldsmith maps (*.yaml *.yml);;All files (*)</source>
        <translation>Mapas de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="282"/>
        <source>Cannot Restore Changes</source>
        <translation>No se pueden recuperar los cambios</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="283"/>
        <source>The saved changes cannot be read:

{error}

The file was kept as {file}.</source>
        <translation>No se pueden leer los cambios guardados:

{error}

El archivo se ha conservado como {file}.</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="296"/>
        <source>Restored the changes made until {time}.</source>
        <translation>Se han recuperado los cambios hechos hasta las {time}.</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="305"/>
        <source>Cannot write the recovery file: {error}</source>
        <translation>No se puede escribir el archivo de recuperación: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="314"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="315"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="321"/>
        <location filename="../../editor/file_actions.py" line="332"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="333"/>
        <source>Width in pixels:</source>
        <translation>Ancho en píxeles:</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="354"/>
        <source>Cannot Export Image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="355"/>
        <source>The image could not be saved:

{error}</source>
        <translation>No se pudo guardar la imagen:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/file_actions.py" line="214"/>
        <location filename="../../editor/file_actions.py" line="360"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="554"/>
        <source>About Worldsmith</source>
        <translation>Acerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="556"/>
        <source>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Design Risk-style worlds, set up scenarios and play them.&lt;/p&gt;&lt;p&gt;Scroll to zoom; drag with the middle mouse button, or hold Space and drag, to move the map.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Diseña mundos al estilo de Risk, prepara escenarios y juégalos.&lt;/p&gt;&lt;p&gt;Usa la rueda para acercar o alejar; arrastra con el botón central del ratón, o mantén pulsada la barra espaciadora y arrastra, para mover el mapa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <location filename="../../editor/map_actions.py" line="56"/>
        <source>{action} ({shortcut})</source>
        <translation>{action} ({shortcut})</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="146"/>
        <location filename="../../editor/map_actions.py" line="155"/>
        <source>Auto-Place Sticker Slots</source>
        <translation>Colocar huecos de pegatinas automáticamente</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="152"/>
        <source>Placing sticker slots…</source>
        <translation>Colocando los huecos de pegatinas…</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="153"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="174"/>
        <source>Select at least two territories to merge.</source>
        <translation>Selecciona al menos dos territorios para unirlos.</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="212"/>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="213"/>
        <source>Select every territory</source>
        <translation>Seleccionar todos los territorios</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="215"/>
        <source>Select &amp;None</source>
        <translation>&amp;No seleccionar nada</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="216"/>
        <source>Clear the selection</source>
        <translation>Vaciar la selección</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="218"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="219"/>
        <source>Delete the selected territories and their connections</source>
        <translation>Eliminar los territorios seleccionados y sus conexiones</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="221"/>
        <source>&amp;Merge Territories</source>
        <translation>&amp;Unir territorios</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="222"/>
        <source>Join the selected territories into the first one selected</source>
        <translation>Unir los territorios seleccionados en el primero seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="224"/>
        <source>&amp;Snap to Vertices and Edges</source>
        <translation>A&amp;justar a vértices y bordes</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="226"/>
        <source>New and moved corners jump to nearby corners and borders</source>
        <translation>Las esquinas nuevas o movidas saltan a las esquinas y bordes cercanos</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="228"/>
        <source>Auto-&amp;Connect</source>
        <translation>&amp;Conectar automáticamente</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="229"/>
        <source>Connect every pair of territories that share a border</source>
        <translation>Conectar cada par de territorios que comparten frontera</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="231"/>
        <source>Auto-&amp;Place All Sticker Slots</source>
        <translation>Colocar &amp;todos los huecos de pegatinas</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="233"/>
        <source>Place the label, city slot and scar slot of every land territory</source>
        <translation>Colocar la etiqueta y los huecos de ciudad y de cicatriz de cada territorio terrestre</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="235"/>
        <source>&amp;Validate Now</source>
        <translation>&amp;Validar ahora</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="236"/>
        <source>Check the map for problems now</source>
        <translation>Buscar problemas en el mapa ahora</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="238"/>
        <source>Map &amp;Properties</source>
        <translation>&amp;Propiedades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="239"/>
        <source>Show the map&apos;s name, author, canvas and sticker size</source>
        <translation>Mostrar el nombre, el autor, el lienzo y el tamaño de las pegatinas del mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/map_actions.py" line="288"/>
        <source>Deleted %n territory(ies).</source>
        <translation>
            <numerusform>Eliminado %n territorio.</numerusform>
            <numerusform>Eliminados %n territorios.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="300"/>
        <source>Merged into {name}.</source>
        <translation>Unidos en {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/map_actions.py" line="307"/>
        <source>Added %n connection(s) between bordering territories.</source>
        <translation>
            <numerusform>Añadida %n conexión entre territorios vecinos.</numerusform>
            <numerusform>Añadidas %n conexiones entre territorios vecinos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="309"/>
        <source>Every pair of bordering territories is already connected.</source>
        <translation>Todos los pares de territorios vecinos ya están conectados.</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="317"/>
        <source>Auto-placing cancelled; nothing changed.</source>
        <translation>Colocación automática cancelada; no ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/map_actions.py" line="319"/>
        <source>Placed the marks of %n territory(ies).</source>
        <translation>
            <numerusform>Colocadas las marcas de %n territorio.</numerusform>
            <numerusform>Colocadas las marcas de %n territorios.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="342"/>
        <source>No problems found.</source>
        <translation>No se han encontrado problemas.</translation>
    </message>
    <message>
        <location filename="../../editor/map_actions.py" line="344"/>
        <source>Found {errors} error(s) and {warnings} warning(s).</source>
        <translation>Se han encontrado {errors} error(es) y {warnings} aviso(s).</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../editor/view/map_view.py" line="34"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/view/map_view.py" line="36"/>
        <source>The map. Scroll to zoom; drag with the middle button, or hold space and drag, to pan.</source>
        <translation>El mapa. Usa la rueda para acercar o alejar; arrastra con el botón central, o mantén la barra espaciadora y arrastra, para desplazarte.</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="28"/>
        <source>Untitled Map</source>
        <translation>Mapa sin título</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="53"/>
        <source>New Map</source>
        <translation>Mapa nuevo</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="57"/>
        <source>Map name</source>
        <translation>Nombre del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="59"/>
        <source>Canvas width</source>
        <translation>Ancho del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="60"/>
        <source>Canvas height</source>
        <translation>Alto del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="63"/>
        <source>Mark radius</source>
        <translation>Radio de las marcas</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="65"/>
        <source>Radius of the troop badge and of the city and scar stickers, in map units</source>
        <translation>Radio de la insignia de tropas y de las pegatinas de ciudad y cicatriz, en unidades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="72"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="73"/>
        <source>Canvas &amp;width:</source>
        <translation>&amp;Ancho del lienzo:</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="74"/>
        <source>Canvas &amp;height:</source>
        <translation>A&amp;lto del lienzo:</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="75"/>
        <source>&amp;Mark radius:</source>
        <translation>&amp;Radio de las marcas:</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/new_map_dialog.py" line="97"/>
        <source> units</source>
        <translation> unidades</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../../editor/problem_text.py" line="20"/>
        <source>{name}: the outline is invalid: {reason}</source>
        <translation>{name}: el contorno no es válido: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="21"/>
        <source>{name} and {other} overlap</source>
        <translation>{name} y {other} se solapan</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="22"/>
        <source>{name} and {other} almost touch: a thin gap separates them</source>
        <translation>{name} y {other} casi se tocan: los separa un hueco estrecho</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="23"/>
        <source>{name} and {other} share a border but not the same vertices along it</source>
        <translation>{name} y {other} comparten frontera pero no los mismos vértices a lo largo de ella</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="24"/>
        <source>{name} and {other} share a border but are not connected</source>
        <translation>{name} y {other} comparten frontera pero no están conectados</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="25"/>
        <source>{name} and {other} are connected by a border but do not touch</source>
        <translation>{name} y {other} están conectados por frontera pero no se tocan</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="26"/>
        <source>{name} is connected to itself</source>
        <translation>{name} está conectado consigo mismo</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="27"/>
        <source>a connection refers to &apos;{missing}&apos;, which is not a territory</source>
        <translation>una conexión menciona &apos;{missing}&apos;, que no es un territorio</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="28"/>
        <source>{name} and {other} are connected more than once</source>
        <translation>{name} y {other} están conectados más de una vez</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="29"/>
        <source>the id &apos;{id}&apos; is used by {count} territories</source>
        <translation>el id &apos;{id}&apos; lo usan {count} territorios</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="30"/>
        <source>the id &apos;{id}&apos; is used by {count} continents</source>
        <translation>el id &apos;{id}&apos; lo usan {count} continentes</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="31"/>
        <source>the name &apos;{name}&apos; is used by {count} territories</source>
        <translation>el nombre &apos;{name}&apos; lo usan {count} territorios</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="32"/>
        <source>{name} belongs to &apos;{continent}&apos;, which is not a continent</source>
        <translation>{name} pertenece a &apos;{continent}&apos;, que no es un continente</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="33"/>
        <source>the continent {continent_name} has no territories</source>
        <translation>el continente {continent_name} no tiene territorios</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="34"/>
        <source>{name} belongs to no continent</source>
        <translation>{name} no pertenece a ningún continente</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="35"/>
        <source>the continent {continent_name} has a negative bonus ({bonus})</source>
        <translation>el continente {continent_name} tiene una bonificación negativa ({bonus})</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="36"/>
        <source>the map falls apart into {count} separate groups: {groups}</source>
        <translation>el mapa se divide en {count} grupos separados: {groups}</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="37"/>
        <source>{name}: the label&apos;s badge does not fit inside the territory</source>
        <translation>{name}: la insignia de la etiqueta no cabe dentro del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="38"/>
        <source>{name}: the {slot} slot does not fit inside the territory</source>
        <translation>{name}: el hueco de {slot} no cabe dentro del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="39"/>
        <source>{name} has no {slot} slot</source>
        <translation>{name} no tiene hueco de {slot}</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="40"/>
        <source>{name}: the city slot is not above the scar slot</source>
        <translation>{name}: el hueco de ciudad no está encima del hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="41"/>
        <source>{name}: the {first} and the {second} overlap</source>
        <translation>{name}: {first} y {second} se solapan</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="42"/>
        <source>{name} is too small for a troop badge</source>
        <translation>{name} es demasiado pequeño para una insignia de tropas</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="49"/>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="50"/>
        <source>scar</source>
        <translation>cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="51"/>
        <source>label</source>
        <translation>la etiqueta</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="52"/>
        <source>city slot</source>
        <translation>el hueco de ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="53"/>
        <source>scar slot</source>
        <translation>el hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="80"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../editor/problem_text.py" line="81"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="114"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="114"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="127"/>
        <location filename="../../editor/docks/problems_dock.py" line="131"/>
        <source>{severity}: {message}</source>
        <translation>{severity}: {message}</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="144"/>
        <location filename="../../editor/docks/problems_dock.py" line="145"/>
        <location filename="../../editor/docks/problems_dock.py" line="177"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="157"/>
        <source>Problem summary</source>
        <translation>Resumen de problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="159"/>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="159"/>
        <source>Show errors</source>
        <translation>Mostrar errores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="161"/>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="161"/>
        <source>Show warnings</source>
        <translation>Mostrar avisos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="165"/>
        <source>Fix</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="167"/>
        <source>Fix the selected problem</source>
        <translation>Corregir el problema seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="168"/>
        <location filename="../../editor/docks/problems_dock.py" line="363"/>
        <source>Apply the suggested fix</source>
        <translation>Aplicar la corrección sugerida</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="284"/>
        <source>Not checked yet</source>
        <translation>Aún sin comprobar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="286"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="288"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="289"/>
        <source>1 error</source>
        <translation>1 error</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="289"/>
        <source>{count} errors</source>
        <translation>{count} errores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="290"/>
        <source>1 warning</source>
        <translation>1 aviso</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="290"/>
        <source>{count} warnings</source>
        <translation>{count} avisos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="375"/>
        <source>Connect {a} and {b}</source>
        <translation>Conectar {a} y {b}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="377"/>
        <source>Make the connection between {a} and {b} a sea-line</source>
        <translation>Convertir la conexión entre {a} y {b} en una ruta marítima</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="378"/>
        <source>Make the connection between {a} and {b} a border</source>
        <translation>Convertir la conexión entre {a} y {b} en una frontera</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="81"/>
        <location filename="../../editor/docks/properties_dock.py" line="82"/>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="150"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="173"/>
        <source>Territory id</source>
        <translation>Id del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="174"/>
        <source>Letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;; unique on the map</source>
        <translation>Letras, dígitos, &apos;_&apos;, &apos;.&apos; y &apos;-&apos;; único en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="178"/>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="181"/>
        <source>Territory name</source>
        <translation>Nombre del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="185"/>
        <location filename="../../editor/docks/properties_dock.py" line="241"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="189"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="190"/>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="191"/>
        <source>Sea</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="194"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="196"/>
        <source>Card symbol</source>
        <translation>Símbolo de carta</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="197"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="198"/>
        <source>Infantry</source>
        <translation>Infantería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="199"/>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="200"/>
        <source>Artillery</source>
        <translation>Artillería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="203"/>
        <source>&amp;Card:</source>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="205"/>
        <source>Continent</source>
        <translation>Continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="209"/>
        <source>C&amp;ontinent:</source>
        <translation>C&amp;ontinente:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="211"/>
        <source>Flags</source>
        <translation>Indicadores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="212"/>
        <source>e.g. capital, port</source>
        <translation>p. ej. capital, port</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="213"/>
        <source>Comma-separated; lower-case letters, digits and &apos;-&apos;</source>
        <translation>Separados por comas; minúsculas, dígitos y &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="217"/>
        <source>&amp;Flags:</source>
        <translation>&amp;Indicadores:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="220"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="221"/>
        <source>Vertices</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="222"/>
        <source>Neighbours</source>
        <translation>Vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="223"/>
        <source>Area:</source>
        <translation>Área:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="224"/>
        <source>Vertices:</source>
        <translation>Vértices:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="225"/>
        <source>Neighbours:</source>
        <translation>Vecinos:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="232"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="239"/>
        <source>Map name</source>
        <translation>Nombre del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="242"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="244"/>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="247"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="251"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="252"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="254"/>
        <source>&amp;Version:</source>
        <translation>&amp;Versión:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="256"/>
        <source>Canvas width</source>
        <translation>Ancho del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="258"/>
        <source>Canvas height</source>
        <translation>Alto del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="263"/>
        <source>by</source>
        <translation>por</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="267"/>
        <source>&amp;Canvas:</source>
        <translation>&amp;Lienzo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="268"/>
        <source>Mark radius</source>
        <translation>Radio de marca</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="269"/>
        <source>The radius of troop badges and stickers, in map units</source>
        <translation>El radio de las insignias de tropas y las pegatinas, en unidades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="273"/>
        <source>&amp;Mark radius:</source>
        <translation>&amp;Radio de marca:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="275"/>
        <source>Background image</source>
        <translation>Imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="276"/>
        <source>No background</source>
        <translation>Sin fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="278"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="280"/>
        <source>Choose a background image</source>
        <translation>Elegir una imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="285"/>
        <source>&amp;Background:</source>
        <translation>&amp;Fondo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="288"/>
        <source>Background opacity</source>
        <translation>Opacidad del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="295"/>
        <source>&amp;Opacity:</source>
        <translation>&amp;Opacidad:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="296"/>
        <source>&amp;Locked</source>
        <translation>&amp;Bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="298"/>
        <source>Background locked</source>
        <translation>Fondo bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="299"/>
        <source>A locked background cannot be moved by accident</source>
        <translation>Un fondo bloqueado no se puede mover por accidente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="404"/>
        <source>{count} territories</source>
        <translation>{count} territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="410"/>
        <location filename="../../editor/docks/properties_dock.py" line="411"/>
        <source>(several)</source>
        <translation>(varios)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="421"/>
        <source>No continent</source>
        <translation>Sin continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="428"/>
        <source>{id} (not a continent)</source>
        <translation>{id} (no es un continente)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="450"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="452"/>
        <source>{names} and {count} more</source>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="521"/>
        <source>&apos;{id}&apos; is not a valid id: start with a letter or digit, then use letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;.</source>
        <translation>&apos;{id}&apos; no es un id válido: empieza con una letra o un dígito y usa después letras, dígitos, &apos;_&apos;, &apos;.&apos; o &apos;-&apos;.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="525"/>
        <source>The id &apos;{id}&apos; is already used by {name}.</source>
        <translation>El id &apos;{id}&apos; ya lo usa {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="542"/>
        <source>A territory needs a name.</source>
        <translation>Un territorio necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="549"/>
        <source>Rename Territory</source>
        <translation>Renombrar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="561"/>
        <source>&apos;{flag}&apos; is not a valid flag: use lower-case letters, digits and &apos;-&apos;.</source>
        <translation>&apos;{flag}&apos; no es un indicador válido: usa minúsculas, dígitos y &apos;-&apos;.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="569"/>
        <source>Change Flags</source>
        <translation>Cambiar indicadores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="589"/>
        <source>Change Territory Kind</source>
        <translation>Cambiar tipo de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="590"/>
        <source>Change Card Symbol</source>
        <translation>Cambiar símbolo de carta</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="591"/>
        <source>Change Continent of Territories</source>
        <translation>Cambiar continente de territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="645"/>
        <source>Remove Background</source>
        <translation>Quitar fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="647"/>
        <location filename="../../editor/docks/properties_dock.py" line="649"/>
        <source>Set Background</source>
        <translation>Poner fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="655"/>
        <source>Choose Background Image</source>
        <translation>Elegir imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="656"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="683"/>
        <source>Change Background Opacity</source>
        <translation>Cambiar opacidad del fondo</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <location filename="../../editor/recent_files.py" line="71"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../editor/recent_files.py" line="74"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar menú</translation>
    </message>
    <message>
        <location filename="../../editor/recent_files.py" line="92"/>
        <source>&amp;{number} {file} — {folder}</source>
        <translation>&amp;{number} {file} — {folder}</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="67"/>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="71"/>
        <source>Click a territory to select it, Shift+click to add or remove, drag on empty map to select an area, drag a selected territory to move it, Delete to remove it.</source>
        <translation>Haz clic en un territorio para seleccionarlo, Mayús+clic para añadirlo o quitarlo, arrastra en el mapa vacío para seleccionar una zona, arrastra un territorio seleccionado para moverlo, Supr para borrarlo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="141"/>
        <source>Move Territories</source>
        <translation>Mover territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="141"/>
        <source>Move Territory</source>
        <translation>Mover territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="175"/>
        <source>Nothing is selected.</source>
        <translation>No hay nada seleccionado.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="177"/>
        <source>Delete Territories</source>
        <translation>Borrar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="177"/>
        <source>Delete Territory</source>
        <translation>Borrar territorio</translation>
    </message>
</context>
<context>
    <name>SlotOptions</name>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="75"/>
        <source>Auto-place Selected</source>
        <translation>Colocar selección</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="77"/>
        <source>Auto-place the marks of the selected territories</source>
        <translation>Colocar automáticamente las marcas de los territorios seleccionados</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="78"/>
        <source>Place the label, city slot and scar slot of the selected territories automatically.</source>
        <translation>Coloca automáticamente la etiqueta, el hueco de ciudad y el hueco de cicatriz de los territorios seleccionados.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="80"/>
        <source>Auto-place All</source>
        <translation>Colocar todo</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="82"/>
        <source>Auto-place the marks of every territory</source>
        <translation>Colocar automáticamente las marcas de todos los territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="83"/>
        <source>Place the label, city slot and scar slot of every land territory automatically.</source>
        <translation>Coloca automáticamente la etiqueta, el hueco de ciudad y el hueco de cicatriz de todos los territorios de tierra.</translation>
    </message>
</context>
<context>
    <name>SlotTool</name>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="97"/>
        <source>Sticker Slots</source>
        <translation>Huecos de pegatinas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="101"/>
        <source>Drag a label (diamond), city slot (circle) or scar slot (square) to move it, or place them automatically.</source>
        <translation>Arrastra una etiqueta (rombo), un hueco de ciudad (círculo) o de cicatriz (cuadrado) para moverlo, o colócalos automáticamente.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="245"/>
        <source>Move Label</source>
        <translation>Mover etiqueta</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="247"/>
        <source>Move City Slot</source>
        <translation>Mover hueco de ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="248"/>
        <source>Move Scar Slot</source>
        <translation>Mover hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="254"/>
        <source>Select the territories whose marks to place.</source>
        <translation>Selecciona los territorios cuyas marcas quieres colocar.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="256"/>
        <source>Auto-place Marks</source>
        <translation>Colocar marcas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="259"/>
        <source>Auto-place All Marks</source>
        <translation>Colocar todas las marcas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="267"/>
        <source>Placing labels and sticker slots…</source>
        <translation>Colocando etiquetas y huecos de pegatinas…</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="267"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="279"/>
        <source>Auto-placing was cancelled; nothing changed.</source>
        <translation>Se canceló la colocación; no ha cambiado nada.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="295"/>
        <source>Territories with new marks: {count}.</source>
        <translation>Territorios con marcas nuevas: {count}.</translation>
    </message>
</context>
<context>
    <name>SplitTool</name>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="63"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="67"/>
        <source>Click points of a line across a territory, from outside one border to outside another; double-click or press Enter to cut. Esc cancels.</source>
        <translation>Haz clic en los puntos de una línea que cruce un territorio, de fuera de una frontera a fuera de otra; doble clic o Intro para cortar. Esc cancela.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="157"/>
        <source>Draw a line of at least two points across a territory.</source>
        <translation>Dibuja una línea de al menos dos puntos que cruce un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="168"/>
        <source>The line must cross a territory from one border to another.</source>
        <translation>La línea debe cruzar un territorio de una frontera a otra.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="193"/>
        <source>Split off {name}.</source>
        <translation>Se separó {name}.</translation>
    </message>
</context>
<context>
    <name>TerritoryDock</name>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="95"/>
        <location filename="../../editor/docks/territory_dock.py" line="96"/>
        <source>Territories</source>
        <translation>Territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="108"/>
        <location filename="../../editor/docks/territory_dock.py" line="109"/>
        <source>Search territories</source>
        <translation>Buscar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="119"/>
        <source>Territories by continent</source>
        <translation>Territorios por continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="168"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="168"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="181"/>
        <source>No continent</source>
        <translation>Sin continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="182"/>
        <source>Sea</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="221"/>
        <source>{name} ({count})</source>
        <translation>{name} ({count})</translation>
    </message>
</context>
<context>
    <name>TerritoryIds</name>
    <message>
        <location filename="../../editor/tools/ids.py" line="13"/>
        <source>Territory {number}</source>
        <translation>Territorio {number}</translation>
    </message>
</context>
<context>
    <name>VertexTool</name>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="65"/>
        <source>Edit Vertices</source>
        <translation>Editar vértices</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="69"/>
        <source>Drag a corner to move it, double-click a border to add a corner, Ctrl+click or Delete removes one; drag inside a territory to move it.</source>
        <translation>Arrastra un vértice para moverlo, doble clic en una frontera para añadir uno, Ctrl+clic o Supr lo quita; arrastra dentro de un territorio para moverlo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="188"/>
        <source>Move Territories</source>
        <translation>Mover territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="188"/>
        <source>Move Territory</source>
        <translation>Mover territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="214"/>
        <source>Insert Vertex</source>
        <translation>Insertar vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="239"/>
        <source>Move Vertex</source>
        <translation>Mover vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="260"/>
        <source>Point at a corner to delete it.</source>
        <translation>Señala un vértice para borrarlo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="273"/>
        <source>A territory needs at least three corners: this one cannot go.</source>
        <translation>Un territorio necesita al menos tres vértices: este no se puede quitar.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="275"/>
        <source>Delete Vertex</source>
        <translation>Borrar vértice</translation>
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
        <location filename="../../editor/app.py" line="106"/>
        <source>The map that comes with Worldsmith cannot be read; the installation may be damaged.

{error}</source>
        <translation>No se puede leer el mapa que viene con Worldsmith; puede que la instalación esté dañada.

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="112"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="116"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
</context>
</TS>
