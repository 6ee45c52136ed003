<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionChoice</name>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="39"/>
        <source>Declare a Blockade</source>
        <translation>Declarar un bloqueo</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="40"/>
        <source>One of your navy units in a water blockades a hostile country&apos;s navy base on that water: the base cannot produce navy units until the blockade ends. The unit takes no other naval action in combat but its own defence.</source>
        <translation>Una de tus unidades de armada en una zona de agua bloquea la base naval de un país hostil en esa agua: la base no puede producir unidades de armada hasta que termine el bloqueo. La unidad no realiza otra acción naval en combate salvo su propia defensa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="43"/>
        <source>Blockade</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="44"/>
        <source>End a Blockade</source>
        <translation>Terminar un bloqueo</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="45"/>
        <source>The blockading navy unit can end the blockade at any time: the base produces navy units again.</source>
        <translation>La unidad de armada que bloquea puede terminar el bloqueo en cualquier momento: la base vuelve a producir unidades de armada.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="47"/>
        <source>End the Blockade</source>
        <translation>Terminar el bloqueo</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="48"/>
        <source>Forfeit a Country to an Ally</source>
        <translation>Ceder un país a un aliado</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="49"/>
        <source>You keep your countries even when allied units enter them; you may give one to an ally who has units in it. Its income and infrastructure go with it. Your capital cannot be forfeited.</source>
        <translation>Conservas tus países aunque entren unidades aliadas; puedes cederle uno a un aliado que tenga unidades en él. Sus ingresos e infraestructura van con él. Tu capital no se puede ceder.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_choice.py" line="52"/>
        <source>Forfeit</source>
        <translation>Ceder</translation>
    </message>
</context>
<context>
    <name>ActionsPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="28"/>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="36"/>
        <source>What you can do</source>
        <translation>Lo que puedes hacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="31"/>
        <source>What you can do:</source>
        <translation>Lo que puedes hacer:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="43"/>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="44"/>
        <source>Do It</source>
        <translation>Hacerlo</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/actions_page.py" line="46"/>
        <source>Do it</source>
        <translation>Hacerlo</translation>
    </message>
</context>
<context>
    <name>AfterBattlePage</name>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="203"/>
        <source>New orders after the battle</source>
        <translation>Nuevas órdenes tras la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="210"/>
        <source>Where the units may go</source>
        <translation>Adónde pueden ir las unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="216"/>
        <source>How many units</source>
        <translation>Cuántas unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="217"/>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="217"/>
        <source>Move the units</source>
        <translation>Mover las unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="222"/>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="222"/>
        <source>Pass: the units stay</source>
        <translation>Pasar: las unidades se quedan</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="231"/>
        <source>Your units won in {territory}. Drag from there on the board to move those that can still move, or stay.</source>
        <translation>Tus unidades han ganado en {territory}. Arrastra desde allí en el tablero para mover las que aún pueden moverse, o quédate.</translation>
    </message>
</context>
<context>
    <name>AllianceOfferDialog</name>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="127"/>
        <source>An Alliance Is Offered</source>
        <translation>Te ofrecen una alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="128"/>
        <source>An alliance is offered</source>
        <translation>Te ofrecen una alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="130"/>
        <source>{player} offers you an alliance. Allies never fight each other, and each one&apos;s territory is friendly to the other; an alliance is never broken.</source>
        <translation>{player} te ofrece una alianza. Los aliados nunca luchan entre sí, y el territorio de cada uno es amigo para el otro; una alianza no se rompe nunca.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="138"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="140"/>
        <source>Accept the alliance</source>
        <translation>Aceptar la alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="141"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="143"/>
        <source>Decline the alliance</source>
        <translation>Rechazar la alianza</translation>
    </message>
</context>
<context>
    <name>ArgumentParser</name>
    <message>
        <location filename="../../editor/language/cli_language.py" line="48"/>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="49"/>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="50"/>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="51"/>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y termina</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="52"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="53"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="54"/>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos obligatorios: %s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="55"/>
        <source>one of the arguments %s is required</source>
        <translation>hace falta uno de los argumentos %s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="56"/>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="57"/>
        <source>not allowed with argument %s</source>
        <translation>no se admite junto con el argumento %s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="58"/>
        <source>ignored explicit argument %r</source>
        <translation>se ha ignorado el argumento explícito %r</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="59"/>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="60"/>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="61"/>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="62"/>
        <source>expected %s argument</source>
        <translation>se esperaba %s argumento</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="63"/>
        <source>expected %s arguments</source>
        <translation>se esperaban %s argumentos</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="64"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="65"/>
        <source>unexpected option string: %s</source>
        <translation>opción inesperada: %s</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="66"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="67"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="68"/>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>orden desconocida %(parser_name)r (posibles: %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../editor/language/cli_language.py" line="69"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>no se puede abrir «%(filename)s»: %(error)s</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="166"/>
        <source>Attack {target} from {source}</source>
        <translation>Atacar {target} desde {source}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="197"/>
        <source>against</source>
        <translation>contra</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="204"/>
        <source>Odds</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="208"/>
        <source>Expected losses</source>
        <translation>Pérdidas esperadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="209"/>
        <source>Die modifiers of this battle</source>
        <translation>Modificadores de dados de esta batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="213"/>
        <source>Result of the last roll</source>
        <translation>Resultado de la última tirada</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="214"/>
        <source>Dice changed in the last roll</source>
        <translation>Dados cambiados en la última tirada</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="216"/>
        <source>Losses in this battle</source>
        <translation>Pérdidas en esta batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="217"/>
        <source>Attack status</source>
        <translation>Estado del ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="261"/>
        <source>Dice to roll</source>
        <translation>Dados que tirar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="262"/>
        <source> dice</source>
        <translation> dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="263"/>
        <source>&amp;Roll</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="265"/>
        <source>Attack until &amp;won</source>
        <translation>Atacar hasta &amp;ganar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="611"/>
        <source>{territory} keeps {units}</source>
        <translation>{territory} conserva {units}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="273"/>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="274"/>
        <source>Stop &amp;attacking</source>
        <translation>Dejar de &amp;atacar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="280"/>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="285"/>
        <source>&amp;Keep:</source>
        <translation>&amp;Mantener:</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="316"/>
        <source>&amp;Move in</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="412"/>
        <source>{attacker} loses {attacker_losses}, {defender} loses {defender_losses}</source>
        <translation>{attacker} pierde {attacker_losses}, {defender} pierde {defender_losses}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="422"/>
        <source>In this battle so far: {attacker} lost {attacker_losses}, {defender} lost {defender_losses}</source>
        <translation>En esta batalla, hasta ahora: {attacker} ha perdido {attacker_losses}, {defender} ha perdido {defender_losses}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="427"/>
        <location filename="../../editor/play/attack_dialog.py" line="470"/>
        <location filename="../../editor/play/attack_dialog.py" line="590"/>
        <source>{territory} captured!</source>
        <translation>¡Territorio conquistado: {territory}!</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="442"/>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="442"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="445"/>
        <source>{side}: {change}</source>
        <translation>{side}: {change}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="483"/>
        <source>Waiting for {player} to choose dice</source>
        <translation>Esperando a que {player} elija los dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="486"/>
        <source>Waiting for {player} to take the screen</source>
        <translation>Esperando a que {player} se ponga ante la pantalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="490"/>
        <source>Waiting for {player} to decide</source>
        <translation>Esperando a que {player} decida</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="555"/>
        <source>Chance of taking {territory}: {percent}</source>
        <translation>Probabilidad de conquistar {territory}: {percent}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="559"/>
        <source>Expected losses if you fight to the end: {attacker} {attacker_losses}, {defender} {defender_losses}</source>
        <translation>Pérdidas esperadas si luchas hasta el final: {attacker} {attacker_losses}, {defender} {defender_losses}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="578"/>
        <source>Attack until {count} &amp;left</source>
        <translation>Atacar hasta que &amp;queden {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="595"/>
        <source>Move armies from {source} into {target}: at least {minimum}, the dice you rolled.</source>
        <translation>Mueve ejércitos de {source} a {target}: al menos {minimum}, los dados que has tirado.</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="628"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="629"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>BackgroundDock</name>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="33"/>
        <source>Background</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="35"/>
        <source>Background picture placement</source>
        <translation>Colocación de la imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="43"/>
        <source>Background picture file</source>
        <translation>Archivo de la imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="49"/>
        <source>Background left edge</source>
        <translation>Borde izquierdo del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="50"/>
        <source>Background top edge</source>
        <translation>Borde superior del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="51"/>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="52"/>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="53"/>
        <source>Background width</source>
        <translation>Ancho del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="54"/>
        <source>Background height</source>
        <translation>Alto del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="55"/>
        <source>&amp;Width:</source>
        <translation>A&amp;ncho:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="56"/>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="57"/>
        <source>&amp;Keep aspect ratio</source>
        <translation>&amp;Mantener la proporción</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="59"/>
        <source>Keep the background&apos;s aspect ratio</source>
        <translation>Mantener la proporción del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="61"/>
        <source>Background rotation in degrees</source>
        <translation>Giro del fondo en grados</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="64"/>
        <source>&amp;Rotation:</source>
        <translation>&amp;Giro:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="67"/>
        <source>Background opacity in percent</source>
        <translation>Opacidad del fondo en porcentaje</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="71"/>
        <source>&amp;Opacity:</source>
        <translation>&amp;Opacidad:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="72"/>
        <source>&amp;Locked</source>
        <translation>&amp;Bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="74"/>
        <source>Background locked</source>
        <translation>Fondo bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="75"/>
        <source>A locked background cannot be dragged on the map; unlock it to drag it where no territory is drawn</source>
        <translation>Un fondo bloqueado no se puede arrastrar en el mapa; desbloquéalo para arrastrarlo donde no haya ningún territorio dibujado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="79"/>
        <source>&amp;Cover the Canvas</source>
        <translation>&amp;Cubrir el lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="81"/>
        <source>Place the background over the whole canvas</source>
        <translation>Colocar el fondo sobre todo el lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="86"/>
        <source>This map has no background picture: choose one in the Map Properties.</source>
        <translation>Este mapa no tiene imagen de fondo: elige una en las Propiedades del mapa.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="94"/>
        <location filename="../../editor/docks/background_dock.py" line="95"/>
        <source>Move Background</source>
        <translation>Mover el fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="99"/>
        <source>Rotate Background</source>
        <translation>Girar el fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="101"/>
        <source>Change Background Opacity</source>
        <translation>Cambiar la opacidad del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="103"/>
        <source>Lock Background</source>
        <translation>Bloquear el fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="103"/>
        <source>Unlock Background</source>
        <translation>Desbloquear el fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="105"/>
        <source>Keep Background Aspect Ratio</source>
        <translation>Mantener la proporción del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="106"/>
        <source>Free Background Aspect Ratio</source>
        <translation>Liberar la proporción del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="189"/>
        <source>Resize Background</source>
        <translation>Cambiar el tamaño del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/background_dock.py" line="195"/>
        <source>Place Background over Canvas</source>
        <translation>Colocar el fondo sobre el lienzo</translation>
    </message>
</context>
<context>
    <name>BalanceDock</name>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="90"/>
        <source>Varied openings: the normal bots pick at random among choices within {margin}% of the best.</source>
        <translation>Aperturas variadas: los bots normales eligen al azar entre las opciones que quedan a menos del {margin} % de la mejor.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="96"/>
        <source>Distinct games: {distinct} of {played}.</source>
        <translation>Partidas distintas: {distinct} de {played}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="99"/>
        <source>The figures rest on fewer games than they seem.</source>
        <translation>Las cifras se basan en menos partidas de las que parece.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="108"/>
        <source>Setup: a random deal, chosen by the report (claiming in turn, the bots would play one scripted opening game after game).</source>
        <translation>Preparación: reparto al azar, elegido por el informe (ocupando por turnos, los bots jugarían la misma apertura guionizada partida tras partida).</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="112"/>
        <source>Setup: a random deal.</source>
        <translation>Preparación: reparto al azar.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="113"/>
        <source>Setup: claiming in turn (the claims shape the openings).</source>
        <translation>Preparación: ocupar territorios por turnos (lo que ocupa cada uno marca las aperturas).</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="114"/>
        <source>Setup: a fixed placement.</source>
        <translation>Preparación: colocación fija.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="115"/>
        <source>Setup: the scenario&apos;s own.</source>
        <translation>Preparación: la del escenario.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="116"/>
        <source>Setup: the rules&apos; own.</source>
        <translation>Preparación: la de las reglas.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="118"/>
        <source>Setup: {setup}.</source>
        <translation>Preparación: {setup}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="126"/>
        <source>Bots: {bots}, rotated over the seats: each seat played each bot equally often, so a strong bot does not make its seat look favoured.</source>
        <translation>Bots: {bots}, rotando por los asientos: cada asiento jugó con cada bot las mismas veces, así que un bot fuerte no hace parecer favorecido su asiento.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="130"/>
        <source>Bots: {bot} in every seat.</source>
        <translation>Bots: {bot} en todos los asientos.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="138"/>
        <source>Joint test across seats: no game was won, so there is nothing to test.</source>
        <translation>Prueba conjunta de los asientos: nadie ganó ninguna partida, así que no hay nada que probar.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="140"/>
        <source>the seats differ</source>
        <translation>los asientos difieren</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="141"/>
        <source>no seat stands out</source>
        <translation>ningún asiento destaca</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="144"/>
        <source>Joint test across seats: chi-square {chi} on 1 degree of freedom, {p} — {verdict}.</source>
        <translation>Prueba conjunta de los asientos: chi cuadrado {chi} con 1 grado de libertad, {p}: {verdict}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="147"/>
        <source>Joint test across seats: chi-square {chi} on {df} degrees of freedom, {p} — {verdict}.</source>
        <translation>Prueba conjunta de los asientos: chi cuadrado {chi} con {df} grados de libertad, {p}: {verdict}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="170"/>
        <source>Balance</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="172"/>
        <source>Balance report</source>
        <translation>Informe de equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="184"/>
        <source>Report summary</source>
        <translation>Resumen del informe</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="187"/>
        <source>How the games were played</source>
        <translation>Cómo se jugaron las partidas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="189"/>
        <source>Joint test across seats</source>
        <translation>Prueba conjunta de los asientos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="193"/>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="198"/>
        <source>&amp;Heat on the map:</source>
        <translation>&amp;Calor en el mapa:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="201"/>
        <source>Heat on the map</source>
        <translation>Calor en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="204"/>
        <source>Captured per game</source>
        <translation>Capturas por partida</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="205"/>
        <source>Front rate</source>
        <translation>Tasa de frente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="206"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="211"/>
        <source>&amp;Save Report…</source>
        <translation>&amp;Guardar informe…</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="213"/>
        <source>Save report</source>
        <translation>Guardar informe</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="218"/>
        <source>Light: little, dark: much. Outlined in blue: choke points.</source>
        <translation>Claro: poco; oscuro: mucho. Contorno azul: puntos de estrangulamiento.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="222"/>
        <source>Heat key</source>
        <translation>Leyenda del calor</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="247"/>
        <source>Win rate per bot</source>
        <translation>Victorias por bot</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="249"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="250"/>
        <source>Seats played</source>
        <translation>Asientos jugados</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="251"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="252"/>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="253"/>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="254"/>
        <source>Expected</source>
        <translation>Esperado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="256"/>
        <source>How strong the bots are against each other: rotated over the seats, a strong bot lifts every seat alike, so this says nothing about the map.</source>
        <translation>Lo fuertes que son los bots entre sí: al rotar por los asientos, un bot fuerte ayuda a todos los asientos por igual, así que esto no dice nada del mapa.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="272"/>
        <source>{played} of {requested}, {rules} rules, {players}.</source>
        <translation>{played} de {requested}, reglas {rules}, {players}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="277"/>
        <source>Partial report (stopped early):</source>
        <translation>Informe parcial (detenido antes de tiempo):</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="287"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="346"/>
        <source>Save Balance Report</source>
        <translation>Guardar informe de equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="348"/>
        <source>Web page (*.html);;JSON (*.json)</source>
        <translation>Página web (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="371"/>
        <source>Cannot write {file}: {reason}</source>
        <translation>No se puede escribir {file}: {reason}</translation>
    </message>
</context>
<context>
    <name>BalanceFinding</name>
    <message>
        <location filename="../../engine/balance/findings.py" line="18"/>
        <source>No games were played: only the map&apos;s static facts (graph, borders, bonuses) are shown.</source>
        <translation>No se jugó ninguna partida: solo se muestran los datos estáticos del mapa (grafo, fronteras, bonificaciones).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="20"/>
        <source>The run was stopped early: these figures come from {played} of {requested}.</source>
        <translation>Se detuvo antes de terminar: estas cifras salen de {played} de {requested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="24"/>
        <source>Seat {seat} wins {rate}% of the decided games vs {expected}% expected ({confidence}% interval, corrected for {seats}: {low}–{high}%; all seats together: p = {p}).</source>
        <translation>El asiento {seat} gana el {rate} % de las partidas decididas frente al {expected} % esperado (intervalo del {confidence} %, corregido para {seats}: {low}–{high} %; todos los asientos juntos: p = {p}).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="27"/>
        <source>Seat {seat} wins only {rate}% of the decided games vs {expected}% expected ({confidence}% interval, corrected for {seats}: {low}–{high}%; all seats together: p = {p}).</source>
        <translation>El asiento {seat} solo gana el {rate} % de las partidas decididas frente al {expected} % esperado (intervalo del {confidence} %, corregido para {seats}: {low}–{high} %; todos los asientos juntos: p = {p}).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="32"/>
        <source>Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%).</source>
        <translation>Mover primero gana el {rate}% de las partidas frente al {expected}% esperado (intervalo del 95%: {low}–{high}%).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="38"/>
        <source>Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%). Turn order gives an edge of a few points like this on symmetric maps too, so it says more about the rules and the bots than about this map.</source>
        <translation>Quien mueve primero gana el {rate} % de las partidas frente al {expected} % esperado (intervalo del 95 %: {low}–{high} %). El orden de turno da una ventaja de unos pocos puntos como esta también en mapas simétricos, así que dice más de las reglas y de los bots que de este mapa.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="42"/>
        <source>Moving first wins {rate}% of games vs {expected}% expected (95% interval {low}–{high}%): an edge this large is more than turn order gives on symmetric maps, so look at what the first player can reach before the others move.</source>
        <translation>Quien mueve primero gana el {rate} % de las partidas frente al {expected} % esperado (intervalo del 95 %: {low}–{high} %): una ventaja tan grande es más de la que da el orden de turno en mapas simétricos, así que mira lo que puede alcanzar el primer jugador antes de que muevan los demás.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="46"/>
        <source>Start {start} wins {rate}% of its games vs {expected}% expected (95% interval {low}–{high}%).</source>
        <translation>El inicio {start} gana el {rate}% de sus partidas frente al {expected}% esperado (intervalo del 95%: {low}–{high}%).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="48"/>
        <source>{count} of {games} ({rate}%) reached the turn limit of {turns} without a winner.</source>
        <translation>{count} de {games} ({rate} %) llegaron al límite de {turns} sin ganador.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="52"/>
        <source>{continent}&apos;s bonus of {bonus} pays more than holding it costs: its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}); about {suggested} would fit.</source>
        <translation>La bonificación de {bonus} de {continent} paga más de lo que cuesta mantenerlo: quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}); encajaría alrededor de {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="56"/>
        <source>{continent}&apos;s bonus of {bonus} does not pay back holding it: its first holders win only {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}); about {suggested} would fit.</source>
        <translation>La bonificación de {bonus} de {continent} no compensa mantenerlo: quienes lo controlan primero solo ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}); encajaría alrededor de {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="60"/>
        <source>{continent}&apos;s bonus of {bonus} makes whoever holds it a target: its first holders win only {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}), and they do better with a smaller bonus; about {suggested} would fit.</source>
        <translation>La bonificación de {bonus} de {continent} convierte en blanco a quien lo controla: sus primeros dueños solo ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}), y les va mejor con una bonificación menor; encajaría una de unos {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="64"/>
        <source>{continent}&apos;s first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}), but it was not among the clearest cases replayed with another bonus in this run: its bonus of {bonus} stands until a run replays it.</source>
        <translation>Los primeros dueños de {continent} ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}), pero no estaba entre los casos más claros que se volvieron a jugar con otra bonificación en esta ejecución: su bonificación de {bonus} se mantiene hasta que una ejecución lo vuelva a jugar.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="68"/>
        <source>{continent}&apos;s first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}): its bonus of {bonus} may pay more than holding it costs, but too few games were played to replay them with another bonus and show that the bonus is the cause.</source>
        <translation>Quienes controlan primero {continent} ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}): su bonificación de {bonus} quizá pague más de lo que cuesta mantenerlo, pero se jugaron muy pocas partidas para repetirlas con otra bonificación y mostrar que la causa es la bonificación.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="72"/>
        <source>{continent}&apos;s first holders win only {wins}% of games vs {expected}% for players in the same position without it ({advantage}): its bonus of {bonus} may not pay back holding it, but too few games were played to replay them with another bonus and show that the bonus is the cause.</source>
        <translation>Quienes controlan primero {continent} solo ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}): su bonificación de {bonus} quizá no compense mantenerlo, pero se jugaron muy pocas partidas para repetirlas con otra bonificación y mostrar que la causa es la bonificación.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="76"/>
        <source>{continent}&apos;s first holders win {wins}% of games vs {expected}% for players in the same position without it, but replaying {games} with its bonus at {probe} does not show at 95% that its bonus of {bonus} is off: no change is suggested.</source>
        <translation>Quienes controlan primero {continent} ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él, pero repetir {games} con su bonificación en {probe} no muestra al 95 % que su bonificación de {bonus} esté desajustada: no se sugiere ningún cambio.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="80"/>
        <source>{continent}&apos;s first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}): look at it again once {first} is settled — only the clearest case is replayed in one run, and one continent&apos;s bonus changes how the others play.</source>
        <translation>Quienes controlan primero {continent} ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}): vuelve a mirarlo cuando {first} esté resuelto — en cada informe solo se repite el caso más claro, y la bonificación de un continente cambia cómo se juegan los demás.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="86"/>
        <source>{continent}&apos;s bonus of {bonus} is high for {territories} and {border_territories}: the formula suggests {suggested}.</source>
        <translation>La bonificación de {bonus} de {continent} es alta para {territories} y {border_territories}: la fórmula sugiere {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="89"/>
        <source>{continent}&apos;s bonus of {bonus} is low for {territories} and {border_territories}: the formula suggests {suggested}.</source>
        <translation>La bonificación de {bonus} de {continent} es baja para {territories} y {border_territories}: la fórmula sugiere {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="98"/>
        <source>The map falls into {parts} that no connection joins: some territories can never be reached.</source>
        <translation>El mapa se divide en {parts} sin ninguna conexión entre ellas: a algunos territorios no se puede llegar nunca.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="106"/>
        <source>Setup &apos;{setup}&apos;; {bot} bots with varied openings in every seat.</source>
        <translation>Preparación «{setup}»; bots {bot} con aperturas variadas en todos los asientos.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="114"/>
        <source>Games that differ: only {distinct} of {games}, so the figures rest on fewer games than they seem.</source>
        <translation>Partidas distintas: solo {distinct} de {games}, así que las cifras se apoyan en menos partidas de lo que parece.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="119"/>
        <source>{territories} and {border_territories} with {entry_connections}: 0.4 × {size} + 0.3 × {borders} + 0.1 × {entries} ≈ {suggested}.</source>
        <translation>{territories} y {border_territories} con {entry_connections}: 0,4 × {size} + 0,3 × {borders} + 0,1 × {entries} ≈ {suggested}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="122"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}): within chance, so the bonus of {bonus} stands.</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}): dentro de lo esperable por azar, así que la bonificación de {bonus} se mantiene.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="126"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}): within chance, so the games ask for no change to the bonus of {bonus} — but they cannot tell what a holder already winning gains, and the formula, from what holding it costs, gives {formula}.</source>
        <translation>Sus primeros dueños ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}): dentro del azar, así que las partidas no piden cambiar la bonificación de {bonus}; pero no pueden saber qué gana quien ya va ganando, y la fórmula, según lo que cuesta controlarlo, da {formula}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="131"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}); only the clearest cases were replayed with another bonus in this run ({replays}) and none of them needed a change, so the bonus of {bonus} stands until a run replays it.</source>
        <translation>Sus primeros dueños ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}); en esta ejecución solo se volvieron a jugar con otra bonificación los casos más claros ({replays}) y ninguno necesitó cambios, así que la bonificación de {bonus} se mantiene hasta que una ejecución lo vuelva a jugar.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="136"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}); replaying {games} with a bonus of {probe} gives {probe_advantage}: the more it pays, the harder the others go after whoever holds it. Holding it breaks even at about {fair} (95% interval {fair_low}–{fair_high}; never below the formula&apos;s {formula}).</source>
        <translation>Sus primeros dueños ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}); volver a jugar {games} con una bonificación de {probe} da {probe_advantage}: cuanto más paga, con más fuerza van los demás a por quien lo controla. Controlarlo sale a la par con unos {fair} (intervalo del 95 %: {fair_low}–{fair_high}; nunca por debajo del {formula} de la fórmula).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="141"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}): the bonus pays more than holding it costs. Too few games to replay with another bonus; {suggested} points the way.</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}): la bonificación paga más de lo que cuesta mantenerlo. Muy pocas partidas para repetirlas con otra bonificación; {suggested} indica la dirección.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="145"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}): the bonus does not pay back holding it. Too few games to replay with another bonus; {suggested} points the way.</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}): la bonificación no compensa mantenerlo. Muy pocas partidas para repetirlas con otra bonificación; {suggested} indica la dirección.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="149"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}); replaying {games} with a bonus of {probe} gives {probe_advantage}, so holding it breaks even at a bonus of about {fair} (95% interval {fair_low}–{fair_high}).</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}); repetir {games} con una bonificación de {probe} da {probe_advantage}, así que mantenerlo se compensa con una bonificación de alrededor de {fair} (intervalo del 95 %: {fair_low}–{fair_high}).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="154"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}); replaying {games} with a bonus of {probe} gives {probe_advantage}: holding it breaks even below a bonus of 1, so the smallest bonus, {fair}, fits best.</source>
        <translation>Sus primeros dueños ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}); volver a jugar {games} con una bonificación de {probe} da {probe_advantage}: controlarlo sale a la par por debajo de una bonificación de 1, así que la menor, {fair}, es la que mejor encaja.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="159"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}); replaying {games} with a bonus of {probe} gives {probe_advantage}, no nearer to breaking even: the bonus of {bonus} is not shown to be the cause.</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}); repetir {games} con una bonificación de {probe} da {probe_advantage}, sin acercarse al equilibrio: no se muestra que la causa sea la bonificación de {bonus}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="163"/>
        <source>Its first holders win {wins}% of games vs {expected}% for players in the same position without it ({advantage}, joint 95% interval {low} to {high}); only {first}, the clearest case, was replayed with another bonus: one continent&apos;s bonus changes how the others play, so fix {first} first and run the report again.</source>
        <translation>Quienes lo controlan primero ganan el {wins} % de las partidas frente al {expected} % de los jugadores en la misma posición sin él ({advantage}, intervalo conjunto del 95 %: {low} a {high}); solo {first}, el caso más claro, se repitió con otra bonificación: la bonificación de un continente cambia cómo se juegan los demás, así que corrige primero {first} y vuelve a generar el informe.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="168"/>
        <source>Never held in {games}: a larger bonus would make it worth taking; {suggested} instead of the formula&apos;s {formula}.</source>
        <translation>Nunca se controló en {games}: una bonificación mayor haría que valiera la pena conquistarlo; {suggested} en lugar del {formula} de la fórmula.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="30"/>
        <source>No seat is clearly favoured: the seats&apos; wins are within chance of {expected}% each.</source>
        <translation>Ningún asiento sale claramente favorecido: las victorias de cada asiento están dentro de lo esperable por azar del {expected}%.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="84"/>
        <source>{continent} was never held at the end of a turn: its bonus of {bonus} is never paid.</source>
        <translation>{continent} nunca estuvo controlado al final de un turno: su bonificación de {bonus} nunca se cobra.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="92"/>
        <source>Choke points (losing one cuts the map in two): {names}.</source>
        <translation>Puntos de estrangulamiento (perder uno parte el mapa en dos): {names}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="94"/>
        <source>Connections that are the only link between two parts of the map: {names}.</source>
        <translation>Conexiones que son el único enlace entre dos partes del mapa: {names}.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="96"/>
        <source>{territory} changes hands most: captured {captures} times per game on average.</source>
        <translation>{territory} es el que más cambia de manos: conquistado {captures} veces por partida de media.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="103"/>
        <source>Setup &apos;{setup}&apos;; bots {bots} with varied openings, rotated over the seats so that each seat played each bot equally often: the seat figures measure the seats, not the bots.</source>
        <translation>Preparación «{setup}»; bots {bots} con aperturas variadas, rotados por los asientos para que cada asiento jugara con cada bot las mismas veces: las cifras de los asientos miden los asientos, no los bots.</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="108"/>
        <source>Territories were claimed in turn: the bots&apos; claims shape the openings, and with them the first-mover and continent figures (a random deal, the report&apos;s default, does not).</source>
        <translation>Los territorios se ocuparon por turnos: lo que ocupan los bots da forma a las aperturas, y con ellas a las cifras del primer jugador y de los continentes (un reparto al azar, lo predeterminado en el informe, no).</translation>
    </message>
    <message>
        <location filename="../../engine/balance/findings.py" line="111"/>
        <source>The {bot} bot wins {rate}% of the seats it played vs {expected}% for equal players (95% interval {low}–{high}%): this is the bots&apos; strength, not the map&apos;s.</source>
        <translation>El bot {bot} gana el {rate}% de los asientos que jugó frente al {expected}% de jugadores iguales (intervalo del 95%: {low}–{high}%): es la fuerza de los bots, no del mapa.</translation>
    </message>
</context>
<context>
    <name>BalanceReport</name>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="79"/>
        <location filename="../../editor/actions/balance_actions.py" line="246"/>
        <location filename="../../editor/actions/balance_actions.py" line="310"/>
        <location filename="../../editor/actions/balance_actions.py" line="325"/>
        <source>Balance Report</source>
        <translation>Informe de equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="80"/>
        <source>Balance report settings</source>
        <translation>Ajustes del informe de equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="86"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="87"/>
        <source>Risk Legacy</source>
        <translation>Risk Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="88"/>
        <source>MU economy</source>
        <translation>Economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="90"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="93"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="94"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="74"/>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="75"/>
        <source>Computer (normal)</source>
        <translation>Ordenador (normal)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/balance_dock.py" line="76"/>
        <source>Computer (hard)</source>
        <translation>Ordenador (difícil)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="65"/>
        <source>Normal and easy, rotated over the seats</source>
        <translation>Normal y fácil, rotando por los asientos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="66"/>
        <source>Hard and normal, rotated over the seats</source>
        <translation>Difícil y normal, rotando por los asientos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="68"/>
        <source>Hard, normal and easy, rotated over the seats</source>
        <translation>Difícil, normal y fácil, rotando por los asientos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="96"/>
        <source>Bots</source>
        <translation>Bots</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="98"/>
        <source>With several kinds, game n gives seat s the kind (s + n) mod k: every seat plays every kind equally often, so a strong bot does not make its seat look favoured.</source>
        <translation>Con varios tipos, la partida n da al asiento s el tipo (s + n) mód k: cada asiento juega con cada tipo las mismas veces, así que un bot fuerte no hace parecer favorecido su asiento.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="101"/>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="103"/>
        <source>Worker processes</source>
        <translation>Procesos de trabajo</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="113"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="114"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="115"/>
        <source>&amp;Games:</source>
        <translation>&amp;Partidas:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="116"/>
        <source>&amp;Computer players:</source>
        <translation>Jugadores del &amp;ordenador:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="117"/>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="118"/>
        <source>&amp;Worker processes:</source>
        <translation>Procesos de &amp;trabajo:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="121"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="211"/>
        <source>&amp;Balance Report…</source>
        <translation>Informe de &amp;equilibrio…</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="214"/>
        <source>Play many games between computer players on this map: are seats, starts and continent bonuses fair?</source>
        <translation>Juega muchas partidas entre jugadores del ordenador en este mapa: ¿son justos los puestos, los comienzos y las bonificaciones de los continentes?</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="238"/>
        <source>Playing games…</source>
        <translation>Jugando partidas…</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="239"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="245"/>
        <source>Balance report progress</source>
        <translation>Progreso del informe de equilibrio</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="266"/>
        <source>Stopping: finishing the games under way…</source>
        <translation>Deteniendo: terminando las partidas en curso…</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="276"/>
        <source>played: {done} of {games}, {rate} games/s</source>
        <translation>jugadas: {done} de {games}, {rate} partidas/s</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="311"/>
        <source>Cannot make the report: {reason}</source>
        <translation>No se puede hacer el informe: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/balance_actions.py" line="320"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
</context>
<context>
    <name>BattleDialog</name>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="68"/>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="74"/>
        <source>an extra flank</source>
        <translation>un flanco extra</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="77"/>
        <source>more units</source>
        <translation>más unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="78"/>
        <source>more than twice as many units</source>
        <translation>más del doble de unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="79"/>
        <source>amphibious</source>
        <translation>anfibio</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="80"/>
        <source>defending</source>
        <translation>defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="81"/>
        <source>fortification</source>
        <translation>fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="82"/>
        <source>attacking infrastructure</source>
        <translation>ataque a infraestructura</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="94"/>
        <source>{side} rolls {roll}</source>
        <translation>{side} saca {roll}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="96"/>
        <source>{side} rolls {roll}, no modifiers</source>
        <translation>{side} saca {roll}, sin modificadores</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="99"/>
        <source>{side} rolls {roll} {modifiers} = {total}</source>
        <translation>{side} saca {roll} {modifiers} = {total}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="117"/>
        <source>On the border of {first} and {second}: {attacker}; {defender}.</source>
        <translation>En la frontera entre {first} y {second}: {attacker}; {defender}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="120"/>
        <source>In {territory}: {attacker}; {defender}.</source>
        <translation>En {territory}: {attacker}; {defender}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="123"/>
        <source>{defender} defends with a natural 6 and wins: {attacker} loses a unit.</source>
        <translation>{defender} defiende con un 6 natural y gana: {attacker} pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="125"/>
        <source>A tie: both lose a unit.</source>
        <translation>Empate: ambos pierden una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="127"/>
        <source>{attacker} loses a unit.</source>
        <translation>{attacker} pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="129"/>
        <source>{defender} loses a unit.</source>
        <translation>{defender} pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="131"/>
        <source>Nobody loses a unit.</source>
        <translation>Nadie pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="149"/>
        <source>{units} (defending)</source>
        <translation>{units} (defendiendo)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="152"/>
        <location filename="../../editor/play/economy/battle_dialog.py" line="168"/>
        <source>{side}: {units}</source>
        <translation>{side}: {units}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="165"/>
        <source>{units} from {territory}</source>
        <translation>{units} desde {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="188"/>
        <source>Land in {territory} with the navies engaged</source>
        <translation>Desembarcar en {territory} con las armadas en combate</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="236"/>
        <source>Battle on the border of {first} and {second}</source>
        <translation>Batalla en la frontera entre {first} y {second}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="287"/>
        <location filename="../../editor/play/economy/round_replay.py" line="143"/>
        <source>{side} declares: {declaration}</source>
        <translation>{side} declara: {declaration}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="296"/>
        <location filename="../../editor/play/economy/round_replay.py" line="165"/>
        <source>{side} intercepts a withdrawing unit. {roll}</source>
        <translation>{side} intercepta una unidad que se retira. {roll}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="325"/>
        <source>The battle on the border of {first} and {second} is over without a winner.</source>
        <translation>La batalla en la frontera entre {first} y {second} ha terminado sin vencedor.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="328"/>
        <source>The battle on the border of {first} and {second} is over: {side} wins.</source>
        <translation>La batalla en la frontera entre {first} y {second} ha terminado: gana {side}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="333"/>
        <source>The battle in {territory} is over without a winner.</source>
        <translation>La batalla en {territory} ha terminado sin vencedor.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="335"/>
        <source>The battle in {territory} is over: {side} wins.</source>
        <translation>La batalla en {territory} ha terminado: gana {side}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="354"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="359"/>
        <source>Where the battle is</source>
        <translation>Dónde es la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="367"/>
        <source>The sides and their units</source>
        <translation>Los bandos y sus unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="372"/>
        <source>Who declares now</source>
        <translation>Quién declara ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="379"/>
        <source>What happened in the battle</source>
        <translation>Lo que ha pasado en la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="386"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="388"/>
        <source>Close the battle window</source>
        <translation>Cerrar la ventana de la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="401"/>
        <location filename="../../editor/play/economy/battle_dialog.py" line="403"/>
        <source>Your declaration</source>
        <translation>Tu declaración</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="408"/>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="408"/>
        <source>Whom to attack</source>
        <translation>A quién atacar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="409"/>
        <location filename="../../editor/play/economy/battle_dialog.py" line="579"/>
        <source>Withdraw</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="409"/>
        <source>Where to withdraw</source>
        <translation>Adónde retirarse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="410"/>
        <source>Lay Siege</source>
        <translation>Asediar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="410"/>
        <source>Whom to besiege</source>
        <translation>A quién asediar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="411"/>
        <source>Attack Infrastructure</source>
        <translation>Atacar infraestructura</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="411"/>
        <source>Which infrastructure to attack</source>
        <translation>Qué infraestructura atacar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="412"/>
        <source>Incite</source>
        <translation>Incitar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="412"/>
        <source>Which influence card to turn in</source>
        <translation>Qué carta de influencia canjear</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="427"/>
        <location filename="../../editor/play/economy/battle_dialog.py" line="429"/>
        <source>Try to destroy the roads while withdrawing</source>
        <translation>Intentar destruir las carreteras al retirarse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="433"/>
        <location filename="../../editor/play/economy/battle_dialog.py" line="435"/>
        <source>Engage the navies in the landing</source>
        <translation>Comprometer las armadas en el desembarco</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="437"/>
        <source>Each landing army that loses its interception takes a navy with it; each intercepting navy that loses dies.</source>
        <translation>Cada ejército que desembarca y pierde su intercepción se lleva consigo una armada; cada armada interceptora que pierde muere.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="453"/>
        <source>Break Off</source>
        <translation>Interrumpir</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="453"/>
        <source>Break off the withdrawal: the units not out stay and fight</source>
        <translation>Interrumpir la retirada: las unidades que no han salido se quedan a luchar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="454"/>
        <source>Go On</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="454"/>
        <source>The units that got out go on</source>
        <translation>Las unidades que salieron siguen su camino</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="455"/>
        <source>Stay</source>
        <translation>Quedarse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="455"/>
        <source>The units that got out stay where they are</source>
        <translation>Las unidades que salieron se quedan donde están</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="442"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="444"/>
        <source>Pass: declare nothing</source>
        <translation>Pasar: no declarar nada</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="238"/>
        <source>Battle in {territory}</source>
        <translation>Batalla en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="475"/>
        <source>Nobody is left here.</source>
        <translation>Aquí no queda nadie.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="480"/>
        <source>{player}, your attack goes on until one side is destroyed or withdraws: attack again or withdraw.</source>
        <translation>{player}, tu ataque sigue hasta que un bando sea destruido o se retire: ataca de nuevo o retírate.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="483"/>
        <source>{player}, your withdrawal goes on unit by unit: withdraw the next, break it off, or, once it is over, go on or stay.</source>
        <translation>{player}, tu retirada sigue unidad por unidad: retira la siguiente, interrúmpela o, cuando termine, sigue o quédate.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="487"/>
        <source>{player}, your declaration:</source>
        <translation>{player}, tu declaración:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="489"/>
        <source>Waiting for {player}&apos;s declaration…</source>
        <translation>Esperando la declaración de {player}…</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="556"/>
        <source>Land in {territory} (amphibious landing)</source>
        <translation>Desembarcar en {territory} (desembarco anfibio)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="558"/>
        <source>Withdraw back to {territory}</source>
        <translation>Retirarse de vuelta a {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="559"/>
        <source>Withdraw to {territory}</source>
        <translation>Retirarse a {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="575"/>
        <source>Land</source>
        <translation>Desembarcar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/battle_dialog.py" line="577"/>
        <source>Withdraw the Next Unit</source>
        <translation>Retirar la siguiente unidad</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="160"/>
        <source>The battle</source>
        <translation>La batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="165"/>
        <source>Show the Battle</source>
        <translation>Mostrar la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="165"/>
        <source>Show the battle window</source>
        <translation>Mostrar la ventana de la batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="181"/>
        <source>Declare what your units do in {territory} in the battle window.</source>
        <translation>Declara en la ventana de la batalla qué hacen tus unidades en {territory}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="185"/>
        <source>Declare what your units do on the border of {first} and {second} in the battle window.</source>
        <translation>Declara en la ventana de batalla qué hacen tus unidades en la frontera entre {first} y {second}.</translation>
    </message>
</context>
<context>
    <name>CampaignError</name>
    <message>
        <location filename="../../editor/language/campaign_error_text.py" line="53"/>
        <source>{problems}; not shown: {more}</source>
        <translation>{problems}; sin mostrar: {more}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="133"/>
        <source>a campaign is played with the Legacy rules, and this scenario uses the {rules} rules</source>
        <translation>una campaña se juega con las reglas de Legacy, y este escenario usa las reglas {rules}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="137"/>
        <source>this scenario has no Legacy world to play the campaign on (add one in the scenario designer)</source>
        <translation>este escenario no tiene un mundo Legacy en el que jugar la campaña (añade uno en el diseñador de escenarios)</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="141"/>
        <source>the scenario has errors: {errors}</source>
        <translation>el escenario tiene errores: {errors}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="177"/>
        <source>game {game} is still going on: finish it first</source>
        <translation>la partida {game} sigue en curso: termínala primero</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="187"/>
        <source>game {game} cannot start: {error}</source>
        <translation>la partida {game} no puede empezar: {error}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="233"/>
        <source>no game is in progress</source>
        <translation>no hay ninguna partida en curso</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="235"/>
        <source>game {game} is not over yet</source>
        <translation>la partida {game} aún no ha terminado</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="239"/>
        <source>the {rules} rules do not report what a game did to the world</source>
        <translation>las reglas {rules} no informan de lo que una partida hizo al mundo</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="244"/>
        <source>the rules reported game {game}, but left a world as after game {played}</source>
        <translation>las reglas informaron de la partida {game}, pero dejaron el mundo como tras la partida {played}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/campaign_file.py" line="248"/>
        <source>the rules reported game {game}, but this is game {expected}</source>
        <translation>las reglas informaron de la partida {game}, pero esta es la partida {expected}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="84"/>
        <source>a mark-placed trigger needs the mark that was placed</source>
        <translation>un paquete que se abre al colocar una marca necesita la marca colocada</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="171"/>
        <source>the world already has a pack called &apos;{pack}&apos;</source>
        <translation>el mundo ya tiene un paquete llamado «{pack}»</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="185"/>
        <source>the world has no pack called &apos;{pack}&apos;</source>
        <translation>el mundo no tiene ningún paquete llamado «{pack}»</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="187"/>
        <source>the pack &apos;{pack}&apos; is already open</source>
        <translation>el paquete «{pack}» ya está abierto</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="205"/>
        <source>the pack &apos;{pack}&apos; brings a scar type &apos;{id}&apos;, but the world already has a different one with that id</source>
        <translation>el paquete «{pack}» trae un tipo de cicatriz «{id}», pero el mundo ya tiene otro distinto con ese id</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="207"/>
        <source>the pack &apos;{pack}&apos; brings a power &apos;{id}&apos;, but the world already has a different one with that id</source>
        <translation>el paquete «{pack}» trae un poder «{id}», pero el mundo ya tiene otro distinto con ese id</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/packs.py" line="289"/>
        <source>the pack &apos;{pack}&apos;: {error}</source>
        <translation>el paquete «{pack}»: {error}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="92"/>
        <source>unknown bot &apos;{bot}&apos; (known: {known})</source>
        <translation>jugador del ordenador desconocido «{bot}» (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="94"/>
        <source>name at least one bot (known: {known})</source>
        <translation>nombra al menos un jugador del ordenador (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="96"/>
        <source>play at least one game, not {games}</source>
        <translation>juega al menos una partida, no {games}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="98"/>
        <source>the turn limit is 0 (none) or more, not {limit}</source>
        <translation>el límite de turnos es 0 (ninguno) o más, no {limit}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="135"/>
        <source>game {game} did not end after {actions} actions (turn {turn}); the campaign was saved after the last finished game</source>
        <translation>la partida {game} no terminó tras {actions} acciones (turno {turn}); la campaña se guardó tras la última partida terminada</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="141"/>
        <source>game {game} waits for nobody in phase &apos;{phase}&apos; but is not over</source>
        <translation>la partida {game} no espera a nadie en la fase «{phase}», pero no ha terminado</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/play_out.py" line="150"/>
        <source>game {game} is stuck: {player} has nothing they may do in phase &apos;{phase}&apos; (turn {turn})</source>
        <translation>la partida {game} está atascada: {player} no puede hacer nada en la fase «{phase}» (turno {turn})</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="97"/>
        <source>the record is of game {game}, but the world&apos;s next game is game {expected}</source>
        <translation>el registro es de la partida {game}, pero la próxima partida del mundo es la {expected}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="103"/>
        <source>game {game} placed a {scar} scar on {territory}: {reason}</source>
        <translation>la partida {game} colocó una cicatriz «{scar}» en {territory}: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="119"/>
        <source>game {game}: {player}&apos;s reward ({reward}) cannot be taken: {reason}</source>
        <translation>partida {game}: la recompensa de {player} ({reward}) no se puede tomar: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="123"/>
        <source>game {game} lists rewards, but after game {last} winning and holding on change nothing</source>
        <translation>la partida {game} enumera recompensas, pero después de la partida {last} ganar y mantenerse no cambian nada</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="135"/>
        <source>game {game} names the world &apos;{name}&apos;, but the world is named once, after game {last}</source>
        <translation>la partida {game} da al mundo el nombre «{name}», pero el mundo recibe su nombre una sola vez, tras la partida {last}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="159"/>
        <source>game {game} opened a pack that does not fit the world: {reason}</source>
        <translation>la partida {game} abrió un paquete que no encaja con el mundo: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="175"/>
        <source>game {game} used a fortification in {territory}, which has none</source>
        <translation>la partida {game} usó una fortificación en {territory}, que no tiene ninguna</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/progress.py" line="189"/>
        <source>game {game}: {player} played &apos;{faction}&apos;, which is not a faction of this world</source>
        <translation>partida {game}: {player} jugó con «{faction}», que no es una facción de este mundo</translation>
    </message>
</context>
<context>
    <name>CampaignOverview</name>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="374"/>
        <source>{campaign} — Campaign Complete</source>
        <translation>{campaign} — Campaña completa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="377"/>
        <source>{campaign} — Game {number} Is Next</source>
        <translation>{campaign} — Toca la partida {number}</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="40"/>
        <source>Won</source>
        <translation>Ganó</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="41"/>
        <source>Held On</source>
        <translation>Se mantuvo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="42"/>
        <source>Eliminated</source>
        <translation>Eliminada</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="49"/>
        <source>W</source>
        <comment>Won, in the history table</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="50"/>
        <source>H</source>
        <comment>Held On, in the history table</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="51"/>
        <source>E</source>
        <comment>Eliminated, in the history table</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="58"/>
        <source>X</source>
        <comment>Not played, in the history table</comment>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="62"/>
        <source>Game {game}: not chosen for this game; the faction did not take part (an X on the back of its card)</source>
        <translation>Partida {game}: no se eligió en esta partida; la facción no participó (una X en el dorso de su carta)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="115"/>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="128"/>
        <source>Campaign name</source>
        <translation>Nombre de la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="133"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="134"/>
        <source>The world&apos;s name</source>
        <translation>El nombre del mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="135"/>
        <source>Campaign status</source>
        <translation>Estado de la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="141"/>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="200"/>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="142"/>
        <source>Signatures per player</source>
        <translation>Firmas por jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="144"/>
        <source>Factions, game by game</source>
        <translation>Facciones, partida a partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="145"/>
        <source>Each faction&apos;s history</source>
        <translation>La historia de cada facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="147"/>
        <source>Packs opened</source>
        <translation>Paquetes abiertos</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="148"/>
        <source>Stickers left</source>
        <translation>Etiquetas que quedan</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="163"/>
        <source>Games played: {played} of {total}</source>
        <translation>Partidas jugadas: {played} de {total}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="165"/>
        <source>The world is named {name}.</source>
        <translation>El mundo se llama {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="166"/>
        <source>The world has no name yet.</source>
        <translation>El mundo aún no tiene nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="169"/>
        <source>Game {number} is being played.</source>
        <translation>Se está jugando la partida {number}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="171"/>
        <source>The campaign is complete: you have played all {games}.</source>
        <translation>La campaña está completa: se han jugado las {games}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="174"/>
        <source>Game {number} is next.</source>
        <translation>La próxima es la partida {number}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="175"/>
        <source>Start Game {number}</source>
        <translation>Empezar la partida {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="182"/>
        <source>Packs opened: {packs}</source>
        <translation>Paquetes abiertos: {packs}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="183"/>
        <source>Packs opened: none yet</source>
        <translation>Paquetes abiertos: ninguno todavía</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="186"/>
        <source>Left in the box: {stock}</source>
        <translation>Quedan en la caja: {stock}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="200"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="200"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="216"/>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_panel.py" line="228"/>
        <source>Game {game}: {player}, {result}</source>
        <translation>Partida {game}: {player}, {result}</translation>
    </message>
</context>
<context>
    <name>CampaignResults</name>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="42"/>
        <source>named {continent} “{name}”</source>
        <translation>llamó a {continent} «{name}»</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="43"/>
        <source>founded the major city {name} in {place}</source>
        <translation>fundó la Ciudad Mayor {name} en {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="44"/>
        <source>cancelled the scar in {place}</source>
        <translation>canceló la cicatriz de {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="45"/>
        <source>changed the bonus of {continent} by {delta}</source>
        <translation>cambió la bonificación de {continent} en {delta}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="46"/>
        <source>fortified the city in {place}</source>
        <translation>fortificó la ciudad de {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="47"/>
        <source>destroyed the territory card of {place}</source>
        <translation>destruyó la carta de territorio de {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="48"/>
        <source>founded the minor city {name} in {place}</source>
        <translation>fundó la Ciudad Menor {name} en {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="49"/>
        <source>added a coin to the territory card of {place}</source>
        <translation>añadió una moneda a la carta de territorio de {place}</translation>
    </message>
</context>
<context>
    <name>CampaignSession</name>
    <message>
        <location filename="../../editor/play/legacy/session.py" line="174"/>
        <source>The campaign cannot be saved to {path}:

{error}

The campaign is still open: free some space or choose File ▸ Save As… to keep it somewhere else.</source>
        <translation>No se puede guardar la campaña en {path}:

{error}

La campaña sigue abierta: libera espacio o elige Archivo ▸ Guardar como… para guardarla en otro sitio.</translation>
    </message>
</context>
<context>
    <name>CampaignSetup</name>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="53"/>
        <source>{scenario} campaign.yaml</source>
        <translation>campaña {scenario}.yaml</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="77"/>
        <source>Save the New Campaign</source>
        <translation>Guardar la nueva campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="78"/>
        <source>Campaigns (*.yaml)</source>
        <translation>Campañas (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="83"/>
        <source>New Campaign from a Legacy Scenario</source>
        <translation>Nueva campaña a partir de un escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="84"/>
        <source>Scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Escenarios (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="90"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="91"/>
        <source>Campaigns and saved games (*.yaml *.yml);;All files (*)</source>
        <translation>Campañas y partidas guardadas (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="103"/>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="113"/>
        <source>Starting Coins</source>
        <translation>Monedas iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="113"/>
        <source>A coin was put on the territory cards of: {territories}.</source>
        <translation>Se puso una moneda en las cartas de territorio de: {territories}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="123"/>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="168"/>
        <source>Cannot Start the Campaign</source>
        <translation>No se puede empezar la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="126"/>
        <source>A campaign is played with the Legacy rules, and this scenario uses the {rules} rules.</source>
        <translation>Una campaña se juega con las reglas Legacy, y este escenario usa las reglas {rules}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="163"/>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="164"/>
        <source>MU economy</source>
        <translation>Economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="168"/>
        <source>This scenario cannot start a campaign: {error}.</source>
        <translation>Este escenario no puede empezar una campaña: {error}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="152"/>
        <source>The campaign cannot be saved to {path}:

{error}</source>
        <translation>No se puede guardar la campaña en {path}:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="104"/>
        <source>None of the starting coins ({coins}) is on a territory card yet. Put one on each of {cards} from the territory deck, drawn at random?

(No: they stay in the box, and the cards keep their printed coin.)</source>
        <translation>Ninguna de las monedas iniciales ({coins}) está aún en una carta de territorio. ¿Poner una en cada una de {cards} del mazo de territorios, sacadas al azar?

(No: se quedan en la caja, y las cartas conservan su moneda impresa.)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="179"/>
        <source>Cannot Open Scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="179"/>
        <source>This scenario cannot be opened:

{error}</source>
        <translation>No se puede abrir este escenario:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="195"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="197"/>
        <source>Cannot Open Campaign</source>
        <translation>No se puede abrir la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/campaign_setup.py" line="197"/>
        <source>This campaign cannot be opened:

{error}</source>
        <translation>No se puede abrir esta campaña:

{error}</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="104"/>
        <source>Infantry</source>
        <translation>Infantería</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="106"/>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="108"/>
        <source>Artillery</source>
        <translation>Artillería</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="109"/>
        <location filename="../../editor/play/hand_panel.py" line="122"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="120"/>
        <source>Coin card</source>
        <translation>Carta de moneda</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="127"/>
        <source>Coin card, {coins}</source>
        <translation>Carta de moneda, {coins}</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="129"/>
        <source>{territory} card, {coins}</source>
        <translation>Carta de {territory}, {coins}</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="131"/>
        <source>Wild card</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="133"/>
        <source>{territory} card, {symbol}</source>
        <translation>Carta de {territory}, {symbol}</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="135"/>
        <source>{card}, part of a set</source>
        <translation>{card}, parte de un trío</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="14"/>
        <source>Bunker</source>
        <translation>Búnker</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="15"/>
        <source>When defending here, add 1 to your highest die.</source>
        <translation>Al defender aquí, suma 1 a tu dado más alto.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="16"/>
        <source>Ammo Shortage</source>
        <translation>Escasez de municiones</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="17"/>
        <source>When defending here, subtract 1 from your highest die.</source>
        <translation>Al defender aquí, resta 1 a tu dado más alto.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="18"/>
        <source>Open Desert</source>
        <translation>Desierto abierto</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="19"/>
        <source>You may maneuver between two of your territories even if they are not connected.</source>
        <translation>Puedes maniobrar entre dos de tus territorios aunque no estén conectados.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="20"/>
        <source>Caravans</source>
        <translation>Caravanas</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="21"/>
        <source>Make one extra maneuver at the end of your turn.</source>
        <translation>Haz una maniobra adicional al final de tu turno.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="22"/>
        <source>Mass Production</source>
        <translation>Producción en masa</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="23"/>
        <source>Recruit one extra troop at the start of each turn.</source>
        <translation>Recluta una tropa adicional al comienzo de cada turno.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="24"/>
        <source>Conscription</source>
        <translation>Reclutamiento forzoso</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="25"/>
        <source>At the start of your turn, place one troop in your headquarters if you control it.</source>
        <translation>Al comienzo de tu turno, coloca una tropa en tu CG si lo controlas.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="26"/>
        <source>Fortress Doctrine</source>
        <translation>Doctrina de la fortaleza</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="27"/>
        <source>When defending your starting territory, add 1 to your highest die.</source>
        <translation>Al defender tu territorio inicial, suma 1 a tu dado más alto.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="28"/>
        <source>Field Engineers</source>
        <translation>Ingenieros de campaña</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="29"/>
        <source>When defending with two dice, add 1 to your lowest die.</source>
        <translation>Al defender con dos dados, suma 1 a tu dado más bajo.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="30"/>
        <source>Ferocity</source>
        <translation>Ferocidad</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="31"/>
        <source>When attacking with three dice, add 1 to your highest die.</source>
        <translation>Al atacar con tres dados, suma 1 a tu dado más alto.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="32"/>
        <source>Thick Hide</source>
        <translation>Piel gruesa</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="33"/>
        <source>When defending a territory with a city, add 1 to your lowest die.</source>
        <translation>Al defender un territorio con una ciudad, suma 1 a tu dado más bajo.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="34"/>
        <source>Recruitment Offices</source>
        <translation>Oficinas de reclutamiento</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="35"/>
        <source>Every city you control counts one more population.</source>
        <translation>Cada ciudad que controlas suma 1 más de población.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="36"/>
        <source>Rapid Deployment</source>
        <translation>Despliegue rápido</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="37"/>
        <source>Your first expansion each turn into an unoccupied territory costs no troops for its city.</source>
        <translation>Tu primera expansión de cada turno a un territorio desocupado no te cuesta tropas por su ciudad.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="38"/>
        <source>The Saharan Republic</source>
        <translation>La República Sahariana</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="39"/>
        <source>Khan Industries</source>
        <translation>Industrias Khan</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="40"/>
        <source>Die Mechaniker</source>
        <translation>Die Mechaniker</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="41"/>
        <source>Enclave of the Bear</source>
        <translation>Enclave del Oso</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/catalogue_words.py" line="42"/>
        <source>Imperial Balkania</source>
        <translation>Balkania Imperial</translation>
    </message>
</context>
<context>
    <name>ChooseBattlePage</name>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="58"/>
        <source>Choose the next battle</source>
        <translation>Elegir la próxima batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="62"/>
        <source>How the last battle ended</source>
        <translation>Cómo terminó la última batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="67"/>
        <source>Choose the next battle (or click a battle&apos;s territory on the board):</source>
        <translation>Elige la próxima batalla (o haz clic en el territorio de una batalla en el tablero):</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="71"/>
        <source>Battles to fight</source>
        <translation>Batallas por librar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="75"/>
        <source>Fight Here</source>
        <translation>Luchar aquí</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="75"/>
        <source>Fight the chosen battle</source>
        <translation>Librar la batalla elegida</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="78"/>
        <source>Incite a revolution with one of your influence cards:</source>
        <translation>Incita una revolución con una de tus cartas de influencia:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="84"/>
        <source>Which influence card to turn in</source>
        <translation>Qué carta de influencia canjear</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="85"/>
        <source>Incite</source>
        <translation>Incitar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="85"/>
        <source>Incite a revolution</source>
        <translation>Incitar una revolución</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/combat_page.py" line="119"/>
        <source>Click a battle&apos;s territory to fight there</source>
        <translation>Haz clic en el territorio de una batalla para luchar allí</translation>
    </message>
</context>
<context>
    <name>ClassicWords</name>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="34"/>
        <source>Armies per Shift+click:</source>
        <translation>Ejércitos por Mayús+clic:</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="37"/>
        <source>Armies per Shift+click</source>
        <translation>Ejércitos por Mayús+clic</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="40"/>
        <source>Click a territory to place one army, Shift+click to place this many, Ctrl+click to place all that are left.</source>
        <translation>Haz clic en un territorio para poner un ejército, Mayús+clic para poner esta cantidad, Ctrl+clic para poner todos los que quedan.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="44"/>
        <source>How to place armies</source>
        <translation>Cómo poner ejércitos</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="47"/>
        <source>Stop placing and attack, keeping your cards</source>
        <translation>Dejar de poner ejércitos y atacar, conservando tus cartas</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="50"/>
        <source>Stop attacking and go on to fortify</source>
        <translation>Dejar de atacar y pasar a reagrupar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="53"/>
        <source>End your turn without moving more armies</source>
        <translation>Terminar tu turno sin mover más ejércitos</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="56"/>
        <source>Take back the last armies you placed</source>
        <translation>Retirar los últimos ejércitos que pusiste</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="59"/>
        <source>Place %n army(ies)</source>
        <translation>
            <numerusform>Pon %n ejército</numerusform>
            <numerusform>Pon %n ejércitos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="62"/>
        <source>Move armies into {territory} ({low} to {high})</source>
        <translation>Mueve ejércitos a {territory} (de {low} a {high})</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="67"/>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="70"/>
        <source>Armies on the board</source>
        <translation>Ejércitos en el tablero</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="73"/>
        <source>Territories, armies, cards and continents held by each player</source>
        <translation>Territorios, ejércitos, cartas y continentes de cada jugador</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="77"/>
        <source>Fortify</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="80"/>
        <source>Move armies from {source} to {target}</source>
        <translation>Mover ejércitos de {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="83"/>
        <source>Armies to move</source>
        <translation>Ejércitos que mover</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="86"/>
        <source>Armies to keep in the attacking territory</source>
        <translation>Ejércitos que mantener en el territorio atacante</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="89"/>
        <source>Armies to move in</source>
        <translation>Ejércitos que mover</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="92"/>
        <source>The attack is over: {source} has only one army left.</source>
        <translation>El ataque ha terminado: a {source} solo le queda un ejército.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="96"/>
        <source>%n army(ies) placed on {territory}.</source>
        <translation>
            <numerusform>%n ejército puesto en {territory}.</numerusform>
            <numerusform>%n ejércitos puestos en {territory}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="99"/>
        <source>Move armies from {territory}: click or drag to a territory outlined in red.</source>
        <translation>Mover ejércitos desde {territory}: haz clic o arrastra hasta un territorio bordeado de rojo.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="103"/>
        <source>{territory} has only one army, and it must stay.</source>
        <translation>{territory} solo tiene un ejército, y debe quedarse.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="106"/>
        <source>{territory} has no territory of yours to move armies to.</source>
        <translation>{territory} no tiene ningún territorio tuyo al que mover ejércitos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="109"/>
        <source>{territory}: %n army(ies) ({player})</source>
        <translation>
            <numerusform>{territory}: %n ejército ({player})</numerusform>
            <numerusform>{territory}: %n ejércitos ({player})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="112"/>
        <source>Click one of your territories to place an army there (Shift+click: {count}, Ctrl+click: all).</source>
        <translation>Haz clic en uno de tus territorios para poner allí un ejército (Mayús+clic: {count}, Ctrl+clic: todos).</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="116"/>
        <source>Drag from one of your territories to another to move armies, or end your turn.</source>
        <translation>Arrastra de uno de tus territorios a otro para mover ejércitos, o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="119"/>
        <source>Choose how many armies to move into {territory}.</source>
        <translation>Elige cuántos ejércitos mover a {territory}.</translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="38"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="39"/>
        <source>Copy the selected territories (not their connections)</source>
        <translation>Copia los territorios seleccionados (no sus conexiones)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="41"/>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="50"/>
        <source>Dupl&amp;icate</source>
        <translation>Dupl&amp;icar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="51"/>
        <source>Copy the selected territories and add the copies a little down and to the right</source>
        <translation>Copia los territorios seleccionados y añade las copias un poco más abajo y a la derecha</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="98"/>
        <source>Copied one territory; its connections are not copied.</source>
        <translation>Copiado un territorio; sus conexiones no se copian.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="102"/>
        <source>Select territories to copy them.</source>
        <translation>Selecciona territorios para copiarlos.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="111"/>
        <location filename="../../editor/actions/clipboard_actions.py" line="113"/>
        <source>Paste Territories</source>
        <translation>Pegar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="42"/>
        <source>Add copies of the copied territories centred on the mouse pointer, or where they were copied from when the pointer is not on the map</source>
        <translation>Añade copias de los territorios copiados centradas en el puntero del ratón, o donde se copiaron si el puntero no está sobre el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="45"/>
        <source>Pas&amp;te in Place</source>
        <translation>Pegar en el mismo &amp;sitio</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="46"/>
        <source>Add copies of the copied territories where they were copied from</source>
        <translation>Añade copias de los territorios copiados donde se copiaron</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/clipboard_actions.py" line="99"/>
        <source>Copied %n territory(ies); their connections are not copied.</source>
        <translation>
            <numerusform>Copiado %n territorio; sus conexiones no se copian.</numerusform>
            <numerusform>Copiados %n territorios; sus conexiones no se copian.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="116"/>
        <source>Paste Territories in Place</source>
        <translation>Pegar territorios en el mismo sitio</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="124"/>
        <source>Select territories to duplicate them.</source>
        <translation>Selecciona territorios para duplicarlos.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="127"/>
        <source>Duplicate Territories</source>
        <translation>Duplicar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="134"/>
        <source>Nothing to paste: copy territories first.</source>
        <translation>No hay nada que pegar: copia territorios primero.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/clipboard_actions.py" line="138"/>
        <source>Added one territory; connections are not copied: connect it with the Connect tool or Auto-Connect.</source>
        <translation>Añadido un territorio; las conexiones no se copian: conéctalo con la herramienta Conectar o con Conectar automáticamente.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/clipboard_actions.py" line="140"/>
        <source>Added %n territory(ies); connections are not copied: connect them with the Connect tool or Auto-Connect.</source>
        <translation>
            <numerusform>Añadido %n territorio; las conexiones no se copian: conéctalo con la herramienta Conectar o con Autoconectar.</numerusform>
            <numerusform>Añadidos %n territorios; las conexiones no se copian: conéctalos con la herramienta Conectar o con Autoconectar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoinPanel</name>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="47"/>
        <source>Territory cards</source>
        <translation>Cartas de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="57"/>
        <source>Starting coins left</source>
        <translation>Monedas iniciales restantes</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="62"/>
        <source>Find a territory card</source>
        <translation>Buscar una carta de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="63"/>
        <source>Find a territory…</source>
        <translation>Buscar un territorio…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="70"/>
        <source>Territory cards: coins and destroyed</source>
        <translation>Cartas de territorio: monedas y destruidas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="71"/>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="71"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="71"/>
        <source>Destroyed</source>
        <translation>Destruida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="83"/>
        <source>Why a change was refused</source>
        <translation>Por qué se ha rechazado un cambio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="89"/>
        <source>Spread at &amp;Random</source>
        <translation>Repartir al a&amp;zar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="91"/>
        <source>Spread the starting coins at random</source>
        <translation>Repartir las monedas iniciales al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="92"/>
        <source>Put the starting coins left on cards at random, at most 3 a card</source>
        <translation>Poner al azar en las cartas las monedas iniciales restantes, como máximo 3 por carta</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="94"/>
        <source>C&amp;lear Coins</source>
        <translation>&amp;Quitar monedas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="96"/>
        <source>Take the coin stickers off every card</source>
        <translation>Quitar las etiquetas de moneda de todas las cartas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="97"/>
        <source>Every card back to its printed coin (destroyed cards stay destroyed)</source>
        <translation>Cada carta vuelve a su moneda impresa (las cartas destruidas siguen destruidas)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="137"/>
        <source>Coins on {territory}&apos;s card</source>
        <translation>Monedas en la carta de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="145"/>
        <source>{territory}&apos;s card is destroyed</source>
        <translation>La carta de {territory} está destruida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="169"/>
        <source>Coins are earned in play now: up to {limit} on a card</source>
        <translation>Ahora las monedas se ganan jugando: hasta {limit} por carta</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="173"/>
        <source>{coins} to spread, at most 3 on a card</source>
        <translation>{coins} por repartir, como máximo 3 por carta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/scenario/coin_panel.py" line="175"/>
        <source>%n left of the 12 starting coins</source>
        <translation>
            <numerusform>Queda %n de las 12 monedas iniciales</numerusform>
            <numerusform>Quedan %n de las 12 monedas iniciales</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="208"/>
        <source>{territory}: {reason}</source>
        <translation>{territory}: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="216"/>
        <source>All 12 starting coins are on cards already.</source>
        <translation>Las 12 monedas iniciales ya están en las cartas.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/coin_panel.py" line="226"/>
        <source>Clear the Coins</source>
        <translation>Quitar las monedas</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../../editor/play/colours.py" line="27"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="28"/>
        <source>Sky blue</source>
        <translation>Azul cielo</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="29"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="30"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="31"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="32"/>
        <source>Vermilion</source>
        <translation>Bermellón</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="33"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../../editor/play/colours.py" line="34"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../editor/cli/main.py" line="52"/>
        <source>Design Risk-style worlds and play them. Without a command, opens the map editor on the classic world.</source>
        <translation>Diseña mundos al estilo de Risk y juégalos. Sin orden, abre el editor de mapas con el mundo clásico.</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="56"/>
        <source>show the version number and exit</source>
        <translation>muestra el número de versión y termina</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="59"/>
        <source>add Worldsmith and its icon to the desktop&apos;s application menu (Linux, in ~/.local/share or $XDG_DATA_HOME) and exit</source>
        <translation>añade Worldsmith y su icono al menú de aplicaciones del escritorio (Linux, en ~/.local/share o $XDG_DATA_HOME) y termina</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="62"/>
        <source>remove what --install-desktop-entry added and exit</source>
        <translation>quita lo que añadió --install-desktop-entry y termina</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="63"/>
        <source>COMMAND</source>
        <translation>ORDEN</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="65"/>
        <source>open a map in the editor</source>
        <translation>abre un mapa en el editor</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="67"/>
        <source>make a Worldsmith map from another program&apos;s map (e.g. a Domination .map)</source>
        <translation>crea un mapa de Worldsmith a partir del mapa de otro programa (p. ej. un .map de Domination)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="69"/>
        <location filename="../../editor/cli/interchange.py" line="91"/>
        <source>list the formats, their file suffixes and their own options, and exit</source>
        <translation>lista los formatos, sus extensiones de archivo y sus opciones propias, y termina</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="71"/>
        <source>the map to import (its pictures and other files beside it)</source>
        <translation>el mapa que importar (con sus imágenes y demás archivos al lado)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="73"/>
        <source>the Worldsmith map to write (.yaml); a background picture goes beside it</source>
        <translation>el mapa de Worldsmith que se escribe (.yaml); la imagen de fondo va al lado</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="75"/>
        <location filename="../../editor/cli/interchange.py" line="97"/>
        <source>FORMAT</source>
        <translation>FORMATO</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="75"/>
        <source>the file&apos;s format (default: from its name and contents); see --list-formats</source>
        <translation>el formato del archivo (por defecto: según su nombre y contenido); mira --list-formats</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="77"/>
        <location filename="../../editor/cli/interchange.py" line="80"/>
        <source>UNITS</source>
        <translation>UNIDADES</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="78"/>
        <source>simplify borders by up to this many map units (0: keep every vertex; default: the format&apos;s)</source>
        <translation>simplifica las fronteras hasta estas unidades de mapa (0: conserva todos los vértices; por defecto: lo del formato)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="81"/>
        <source>vertices this close become one and gaps this narrow close, so borders drawn twice become one (default: the format&apos;s)</source>
        <translation>los vértices así de cercanos se unen y los huecos así de estrechos se cierran, de modo que las fronteras dibujadas dos veces quedan en una (por defecto: lo del formato)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="83"/>
        <location filename="../../editor/cli/interchange.py" line="102"/>
        <source>KEY=VALUE</source>
        <translation>CLAVE=VALOR</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="84"/>
        <source>a format&apos;s own setting, e.g. --option name=PROPERTY (repeatable; --list-formats shows each format&apos;s)</source>
        <translation>un ajuste propio del formato, p. ej. --option name=PROPIEDAD (se puede repetir; --list-formats muestra los de cada formato)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="87"/>
        <source>replace OUTPUT if it exists</source>
        <translation>reemplaza SALIDA si ya existe</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="89"/>
        <source>write a map in another program&apos;s format (e.g. Domination)</source>
        <translation>escribe un mapa en el formato de otro programa (p. ej. Domination)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="93"/>
        <location filename="../../editor/cli/main.py" line="66"/>
        <location filename="../../editor/cli/main.py" line="125"/>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="94"/>
        <source>the Worldsmith map</source>
        <translation>el mapa de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="95"/>
        <source>the file to write (e.g. world.map: its pictures go beside it)</source>
        <translation>el archivo que se escribe (p. ej. world.map: sus imágenes van al lado)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="97"/>
        <source>the format to write (default: from the output&apos;s name); see --list-formats</source>
        <translation>el formato que se escribe (por defecto: según el nombre de la salida); mira --list-formats</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="99"/>
        <source>PIXELS</source>
        <translation>PÍXELES</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="100"/>
        <source>width of the pictures, for formats made of pictures (default: the format&apos;s)</source>
        <translation>anchura de las imágenes, en los formatos hechos de imágenes (por defecto: la del formato)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="103"/>
        <source>a format&apos;s own setting (repeatable)</source>
        <translation>un ajuste propio del formato (se puede repetir)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="67"/>
        <source>map file (default: the classic world)</source>
        <translation>archivo de mapa (por defecto: el mundo clásico)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="69"/>
        <source>play a game: a scenario as set up, a saved game, or a new game on a map</source>
        <translation>juega una partida: un escenario tal como está preparado, una partida guardada o una partida nueva en un mapa</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="71"/>
        <source>SCENARIO|SAVE|MAP</source>
        <translation>ESCENARIO|PARTIDA|MAPA</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="72"/>
        <source>a scenario starts at once, a saved game goes on; a map is preselected in the new-game dialog</source>
        <translation>un escenario empieza enseguida, una partida guardada continúa; un mapa queda elegido en el diálogo de partida nueva</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="75"/>
        <source>design a scenario (a starting setup, a Legacy world) on a map</source>
        <translation>diseña un escenario (una preparación inicial, un mundo Legacy) en un mapa</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="71"/>
        <location filename="../../editor/cli/main.py" line="77"/>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="78"/>
        <source>scenario file to open (or to create, with --map)</source>
        <translation>archivo de escenario que abrir (o crear, con --map)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="79"/>
        <location filename="../../editor/cli/main.py" line="101"/>
        <source>MAP</source>
        <translation>MAPA</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="80"/>
        <source>map of a new scenario: a map file, or a shipped map&apos;s name such as tutorial (default: classic)</source>
        <translation>mapa de un escenario nuevo: un archivo de mapa o el nombre de un mapa incluido, como tutorial (por defecto: classic)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="83"/>
        <source>a new scenario is a Legacy campaign</source>
        <translation>el escenario nuevo es una campaña Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="85"/>
        <source>check a map, a scenario, a saved game, a campaign or a Legacy pack file and report its problems</source>
        <translation>revisa un mapa, un escenario, una partida guardada, una campaña o un archivo de paquetes Legacy e informa de sus problemas</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="88"/>
        <source>MAP|SCENARIO|SAVE|CAMPAIGN|PACKS</source>
        <translation>MAPA|ESCENARIO|PARTIDA|CAMPAÑA|PAQUETES</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="89"/>
        <source>map, scenario, saved game, campaign or pack file</source>
        <translation>archivo de mapa, escenario, partida guardada, campaña o paquetes</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="73"/>
        <location filename="../../editor/cli/main.py" line="90"/>
        <source>print the report as JSON</source>
        <translation>muestra el informe en JSON</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="92"/>
        <source>exact odds of conquering a territory</source>
        <translation>probabilidades exactas de conquistar un territorio</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="93"/>
        <source>attackers</source>
        <translation>atacantes</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="94"/>
        <source>armies that attack (one more stays at home)</source>
        <translation>ejércitos que atacan (uno más se queda en casa)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="95"/>
        <source>defenders</source>
        <translation>defensores</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="96"/>
        <source>armies defending</source>
        <translation>ejércitos que defienden</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="97"/>
        <source>print the odds as JSON</source>
        <translation>muestra las probabilidades en JSON</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="99"/>
        <source>play games between computer players, no window</source>
        <translation>juega partidas entre jugadores del ordenador, sin ventana</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="102"/>
        <source>map file (default: the classic world; with water for the economy rules)</source>
        <translation>archivo de mapa (por defecto: el mundo clásico; con agua para las reglas de economía)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="50"/>
        <location filename="../../editor/cli/main.py" line="104"/>
        <source>RULES</source>
        <translation>REGLAS</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="105"/>
        <source>rule set (default: classic)</source>
        <translation>reglas (por defecto: classic)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="52"/>
        <location filename="../../editor/cli/main.py" line="106"/>
        <source>PLAYERS</source>
        <translation>JUGADORES</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="107"/>
        <source>number of seats (default: 4)</source>
        <translation>número de asientos (por defecto: 4)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="54"/>
        <location filename="../../editor/cli/campaign.py" line="58"/>
        <location filename="../../editor/cli/main.py" line="108"/>
        <source>GAMES</source>
        <translation>PARTIDAS</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="109"/>
        <source>games to play (default: 100)</source>
        <translation>partidas que jugar (por defecto: 100)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="61"/>
        <location filename="../../editor/cli/campaign.py" line="48"/>
        <location filename="../../editor/cli/campaign.py" line="63"/>
        <location filename="../../editor/cli/main.py" line="110"/>
        <source>SEED</source>
        <translation>SEMILLA</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="111"/>
        <source>seed: the same seed gives the same results</source>
        <translation>semilla: la misma semilla da los mismos resultados</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="57"/>
        <location filename="../../editor/cli/campaign.py" line="60"/>
        <location filename="../../editor/cli/main.py" line="112"/>
        <source>BOTS</source>
        <translation>BOTS</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="113"/>
        <source>bots per seat, comma-separated, repeated to fill the seats: easy (random), normal (heuristic) or hard (strategic) (default: heuristic,random)</source>
        <translation>jugadores del ordenador por asiento, separados por comas, repetidos hasta llenar los asientos: fácil (random), normal (heuristic) o difícil (strategic) (por defecto: heuristic,random)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="42"/>
        <source>is my map fair? play many games between computer players and report on seats, continents and choke points</source>
        <translation>¿es justo mi mapa? juega muchas partidas entre jugadores del ordenador e informa sobre asientos, continentes y puntos de paso obligado</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="45"/>
        <location filename="../../editor/cli/balance.py" line="48"/>
        <source>MAP|SCENARIO</source>
        <translation>MAPA|ESCENARIO</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="46"/>
        <source>a map, or a scenario (its fixed starts are played)</source>
        <translation>un mapa, o un escenario (se juegan sus inicios fijos)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="49"/>
        <source>the same as the MAP|SCENARIO argument</source>
        <translation>lo mismo que el argumento MAPA|ESCENARIO</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="51"/>
        <source>rule set (default: classic, or the scenario&apos;s)</source>
        <translation>reglas (por defecto: classic, o las del escenario)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="53"/>
        <source>number of seats (default: 4, or the scenario&apos;s players)</source>
        <translation>número de asientos (por defecto: 4, o los jugadores del escenario)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="55"/>
        <source>games to play (default: 1000; 0: only the map&apos;s static facts)</source>
        <translation>partidas que jugar (por defecto: 1000; 0: solo los datos fijos del mapa)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="58"/>
        <source>bots per seat, comma-separated, repeated to fill the seats: easy (random), normal (heuristic) or hard (strategic) (default: heuristic)</source>
        <translation>jugadores del ordenador por asiento, separados por comas, repetidos hasta llenar los asientos: fácil (random), normal (heuristic) o difícil (strategic) (por defecto: heuristic)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="62"/>
        <source>seed: the same seed gives the same figures</source>
        <translation>semilla: la misma semilla da las mismas cifras</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="63"/>
        <source>JOBS</source>
        <translation>PROCESOS</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="64"/>
        <source>worker processes (default: one per core); the figures do not depend on it</source>
        <translation>procesos de trabajo (por defecto: uno por núcleo); las cifras no dependen de ello</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="66"/>
        <source>ADDRESS</source>
        <translation>DIRECCIÓN</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="67"/>
        <source>play the games on the Dask cluster whose scheduler is at ADDRESS, e.g. tcp://10.0.0.5:8786, instead of local processes (not with --jobs; needs pip install &apos;worldsmith[cluster]&apos;); the figures are the same</source>
        <translation>juega las partidas en el clúster de Dask cuyo planificador está en DIRECCIÓN, p. ej. tcp://10.0.0.5:8786, en vez de en procesos locales (no junto con --jobs; necesita el extra «cluster»: pip install worldsmith[cluster]); las cifras son las mismas</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="70"/>
        <source>REPORT.html</source>
        <translation>INFORME.html</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="71"/>
        <source>write the report: an HTML page, or JSON when the name ends in .json</source>
        <translation>escribe el informe: una página HTML, o JSON si el nombre termina en .json</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="28"/>
        <source>NAME=VALUE</source>
        <translation>NOMBRE=VALOR</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="29"/>
        <source>a rule option, e.g. --option fortify=connected (repeatable)</source>
        <translation>una opción de reglas, p. ej. --option fortify=connected (se puede repetir)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="31"/>
        <location filename="../../editor/cli/campaign.py" line="66"/>
        <source>TURNS</source>
        <translation>TURNOS</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="32"/>
        <source>a game still running after this many turns is a draw (default: the rules&apos; own limit if they have one, else {limit})</source>
        <translation>una partida que sigue tras estos turnos acaba en empate (por defecto: el límite propio de las reglas si lo tienen; si no, {limit})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="117"/>
        <source>print the results as JSON</source>
        <translation>muestra los resultados en JSON</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="36"/>
        <source>roll every blitz roll by roll (default: each blitz is one draw from its exact odds, the option battle-sampling, where the rule set has it)</source>
        <translation>tira cada ataque relámpago tirada a tirada (por defecto: cada ataque relámpago se resuelve de una vez según sus probabilidades exactas, la opción battle-sampling, donde las reglas la tienen)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="124"/>
        <source>draw a map to a PNG (or SVG) file</source>
        <translation>dibuja un mapa en un archivo PNG (o SVG)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="125"/>
        <source>map file</source>
        <translation>archivo de mapa</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="38"/>
        <source>Risk Legacy campaigns: start one, play games, show it</source>
        <translation>campañas de Risk Legacy: empieza una, juega partidas, muéstrala</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="43"/>
        <source>start a campaign from a Legacy scenario</source>
        <translation>empieza una campaña a partir de un escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="45"/>
        <source>a Legacy scenario (e.g. scenarios/legacy-new-world.yaml)</source>
        <translation>un escenario Legacy (p. ej. scenarios/legacy-new-world.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="46"/>
        <location filename="../../editor/cli/interchange.py" line="73"/>
        <location filename="../../editor/cli/interchange.py" line="95"/>
        <location filename="../../editor/cli/main.py" line="126"/>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="47"/>
        <source>the campaign file to write</source>
        <translation>el archivo de campaña que se escribe</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="49"/>
        <source>the campaign&apos;s seed: every game&apos;s dice derive from it (default: a random one)</source>
        <translation>la semilla de la campaña: los dados de cada partida salen de ella (por defecto: una al azar)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="52"/>
        <source>replace an existing file (it is kept as OUTPUT.bak)</source>
        <translation>reemplaza un archivo que ya existe (se guarda como SALIDA.bak)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="54"/>
        <source>play whole games between computer players, the world carried on</source>
        <translation>juega partidas enteras entre jugadores del ordenador, y el mundo sigue de una a otra</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="56"/>
        <location filename="../../editor/cli/campaign.py" line="72"/>
        <source>campaign</source>
        <translation>campaña</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="57"/>
        <source>the campaign file (saved after every game)</source>
        <translation>el archivo de campaña (se guarda tras cada partida)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="59"/>
        <source>how many games to play</source>
        <translation>cuántas partidas jugar</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="61"/>
        <source>bots per seat, comma-separated, repeated to fill the seats (default: heuristic)</source>
        <translation>jugadores del ordenador por asiento, separados por comas, repetidos hasta llenar los asientos (por defecto: heuristic)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="64"/>
        <source>seed for these games instead of the campaign&apos;s own</source>
        <translation>semilla para estas partidas en vez de la de la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="67"/>
        <source>a game still running after this many turns ends without a winner: nobody signs, no rewards (default: {limit}; 0: no limit)</source>
        <translation>una partida que sigue tras estos turnos termina sin ganador: nadie firma, no hay recompensas (por defecto: {limit}; 0: sin límite)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="71"/>
        <source>a readable summary of a campaign</source>
        <translation>un resumen legible de una campaña</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="73"/>
        <source>the campaign file</source>
        <translation>el archivo de campaña</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="127"/>
        <source>output image, .png or .svg</source>
        <translation>imagen de salida, .png o .svg</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="128"/>
        <source>WIDTH</source>
        <translation>ANCHURA</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="129"/>
        <source>image width in pixels</source>
        <translation>anchura de la imagen en píxeles</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="130"/>
        <source>CODE</source>
        <translation>CÓDIGO</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="131"/>
        <source>name territories in this language where the map has names in it, e.g. es (default: the language Worldsmith speaks for your locale)</source>
        <translation>nombra los territorios en este idioma si el mapa tiene nombres en él, p. ej. es (por defecto: el idioma que Worldsmith habla para tu configuración regional)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="137"/>
        <source>Risk Legacy content packs: add them to a scenario&apos;s world, list them</source>
        <translation>paquetes de contenido de Risk Legacy: añádelos al mundo de un escenario, lístalos</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="40"/>
        <location filename="../../editor/cli/main.py" line="139"/>
        <source>ACTION</source>
        <translation>ACCIÓN</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="141"/>
        <source>add a pack file&apos;s packs, sealed, to a Legacy scenario&apos;s world</source>
        <translation>añade los paquetes de un archivo, sellados, al mundo de un escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="44"/>
        <location filename="../../editor/cli/main.py" line="143"/>
        <location filename="../../editor/cli/main.py" line="152"/>
        <source>scenario</source>
        <translation>escenario</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="144"/>
        <location filename="../../editor/cli/main.py" line="153"/>
        <source>a Legacy scenario file</source>
        <translation>un archivo de escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="145"/>
        <source>packs</source>
        <translation>paquetes</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="146"/>
        <source>a pack file (format: worldsmith-legacy-packs; see docs/content-packs.md)</source>
        <translation>un archivo de paquetes (formato: worldsmith-legacy-packs; mira docs/content-packs.md)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="148"/>
        <source>OUTPUT</source>
        <translation>SALIDA</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="149"/>
        <source>write the scenario here (default: in place)</source>
        <translation>escribe el escenario aquí (por defecto: sobre el mismo archivo)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="150"/>
        <source>list a scenario&apos;s packs (a sealed pack keeps its contents hidden)</source>
        <translation>lista los paquetes de un escenario (un paquete sellado mantiene oculto su contenido)</translation>
    </message>
</context>
<context>
    <name>CommandLineCounts</name>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="30"/>
        <source>%n warning(s).</source>
        <translation>
            <numerusform>%n aviso.</numerusform>
            <numerusform>%n avisos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="34"/>
        <source>{file}: a saved game of %n action(s) on {map}; it replays to its saved position. {verdict}</source>
        <translation>
            <numerusform>{file}: una partida guardada de %n acción en {map}; se reproduce hasta su posición guardada. {verdict}</numerusform>
            <numerusform>{file}: una partida guardada de %n acciones en {map}; se reproduce hasta su posición guardada. {verdict}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="39"/>
        <source>%n attacking army(ies) (plus one at home)</source>
        <translation>
            <numerusform>%n ejército atacante (más uno que se queda en casa)</numerusform>
            <numerusform>%n ejércitos atacantes (más uno que se queda en casa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="42"/>
        <source>%n defending army(ies)</source>
        <translation>
            <numerusform>%n ejército defensor</numerusform>
            <numerusform>%n ejércitos defensores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="47"/>
        <source>%n game(s) of {rules} on {map}, seed {seed}:</source>
        <translation>
            <numerusform>%n partida de {rules} en {map}, semilla {seed}:</numerusform>
            <numerusform>%n partidas de {rules} en {map}, semilla {seed}:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="51"/>
        <source>%n game(s) of {rules} on {map}, seed {seed} (partial):</source>
        <translation>
            <numerusform>%n partida de {rules} en {map}, semilla {seed} (parcial):</numerusform>
            <numerusform>%n partidas de {rules} en {map}, semilla {seed} (parcial):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="55"/>
        <source>  seat {seat} ({bot}): %n win(s) ({share})</source>
        <translation>
            <numerusform>  asiento {seat} ({bot}): %n victoria ({share})</numerusform>
            <numerusform>  asiento {seat} ({bot}): %n victorias ({share})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="59"/>
        <source>  seat {seat} ({bot}): %n win(s) ({share}, 95% {low}–{high})</source>
        <translation>
            <numerusform>  asiento {seat} ({bot}): %n victoria ({share}, 95 %: {low}–{high})</numerusform>
            <numerusform>  asiento {seat} ({bot}): %n victorias ({share}, 95 %: {low}–{high})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="63"/>
        <source>  bot {bot} (rotated over the seats): %n win(s) in {seats} seats ({share}, 95% {low}–{high})</source>
        <translation>
            <numerusform>  jugador del ordenador {bot} (rotando por los asientos): %n victoria; asientos jugados: {seats} ({share}, 95 %: {low}–{high})</numerusform>
            <numerusform>  jugador del ordenador {bot} (rotando por los asientos): %n victorias; asientos jugados: {seats} ({share}, 95 %: {low}–{high})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="68"/>
        <source>  {rate} games per second on %n worker(s)</source>
        <translation>
            <numerusform>  {rate} partidas por segundo con %n proceso de trabajo</numerusform>
            <numerusform>  {rate} partidas por segundo con %n procesos de trabajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="72"/>
        <source>the scenario has %n player(s), not {value}</source>
        <translation>
            <numerusform>el escenario tiene %n jugador, no {value}</numerusform>
            <numerusform>el escenario tiene %n jugadores, no {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="76"/>
        <source>stopped: the report covers {played} of %n game(s)</source>
        <translation>
            <numerusform>detenido: el informe abarca {played} de %n partida</numerusform>
            <numerusform>detenido: el informe abarca {played} de %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="80"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="83"/>
        <source>%n game(s) played so far</source>
        <translation>
            <numerusform>%n partida jugada hasta ahora</numerusform>
            <numerusform>%n partidas jugadas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="86"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="89"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="93"/>
        <source>saved {file}: %n game(s) played</source>
        <translation>
            <numerusform>se ha guardado {file}: %n partida jugada</numerusform>
            <numerusform>se ha guardado {file}: %n partidas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="98"/>
        <source>{file}: %n sealed pack(s) added ({total} in the world)</source>
        <translation>
            <numerusform>{file}: se ha añadido %n paquete sellado ({total} en el mundo)</numerusform>
            <numerusform>{file}: se han añadido %n paquetes sellados ({total} en el mundo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="101"/>
        <source>%n scar type(s)</source>
        <translation>
            <numerusform>%n tipo de cicatriz</numerusform>
            <numerusform>%n tipos de cicatriz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="104"/>
        <source>%n scar card(s)</source>
        <translation>
            <numerusform>%n carta de cicatriz</numerusform>
            <numerusform>%n cartas de cicatriz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="107"/>
        <source>%n power(s)</source>
        <translation>
            <numerusform>%n poder</numerusform>
            <numerusform>%n poderes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="110"/>
        <source>%n event card(s)</source>
        <translation>
            <numerusform>%n carta de evento</numerusform>
            <numerusform>%n cartas de evento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="113"/>
        <source>%n mission card(s)</source>
        <translation>
            <numerusform>%n carta de misión</numerusform>
            <numerusform>%n cartas de misión</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="116"/>
        <source>%n rule option change(s)</source>
        <translation>
            <numerusform>%n cambio de opción de reglas</numerusform>
            <numerusform>%n cambios de opciones de reglas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLineOutput</name>
    <message>
        <location filename="../../editor/cli/main.py" line="167"/>
        <source>Worldsmith needs a graphical display; the command-line subcommands work without one: worldsmith --help</source>
        <translation>Worldsmith necesita una pantalla gráfica; las órdenes de la línea de comandos funcionan sin ella: worldsmith --help</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="106"/>
        <location filename="../../editor/cli/main.py" line="291"/>
        <source>cannot read the scenario: {error}</source>
        <translation>no se puede leer el escenario: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="292"/>
        <source>cannot read the saved game: {error}</source>
        <translation>no se puede leer la partida guardada: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="139"/>
        <location filename="../../editor/cli/main.py" line="293"/>
        <source>cannot read the campaign: {error}</source>
        <translation>no se puede leer la campaña: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="294"/>
        <source>cannot read the pack file: {error}</source>
        <translation>no se puede leer el archivo de paquetes: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="42"/>
        <source>import and export</source>
        <translation>importa y exporta</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="44"/>
        <source>import</source>
        <translation>importa</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="46"/>
        <source>export</source>
        <translation>exporta</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="49"/>
        <source>TEXT</source>
        <translation>TEXTO</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="50"/>
        <source>empty (the format decides)</source>
        <translation>vacío (decide el formato)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="52"/>
        <source>  --option {key}={values}  {label}, on import; default: {default}</source>
        <translation>  --option {key}={values}  {label}, al importar; por defecto: {default}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="55"/>
        <source>  --option {key}={values}  {label}, on export; default: {default}</source>
        <translation>  --option {key}={values}  {label}, al exportar; por defecto: {default}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="62"/>
        <source>  no options of its own</source>
        <translation>  sin opciones propias</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="117"/>
        <source>{flag} must be 0 or more map units, not {value}</source>
        <translation>{flag} debe ser 0 o más unidades de mapa, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="120"/>
        <source>{file} already exists (use --force to replace it)</source>
        <translation>{file} ya existe (usa --force para reemplazarlo)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="123"/>
        <source>cannot write {file}: no such folder: {folder}</source>
        <translation>no se puede escribir {file}: no existe la carpeta {folder}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="133"/>
        <source>cannot import: {error}</source>
        <translation>no se puede importar: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="167"/>
        <location filename="../../editor/cli/main.py" line="295"/>
        <location filename="../../editor/cli/main.py" line="451"/>
        <location filename="../../editor/cli/main.py" line="513"/>
        <source>cannot read the map: {error}</source>
        <translation>no se puede leer el mapa: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="171"/>
        <source>--width must be at least 1 pixel, not {value}</source>
        <translation>--width debe ser de al menos 1 píxel, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="183"/>
        <source>created the folder {folder}</source>
        <translation>se ha creado la carpeta {folder}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="186"/>
        <source>cannot export: {error}</source>
        <translation>no se puede exportar: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="192"/>
        <location filename="../../editor/cli/interchange.py" line="255"/>
        <source>  note: {item}</source>
        <translation>  nota: {item}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="203"/>
        <source>--option needs KEY=VALUE, not &apos;{item}&apos;</source>
        <translation>--option necesita CLAVE=VALOR, no «{item}»</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="218"/>
        <source>--option {key}: importing from the {format} format has no such option ({takes})</source>
        <translation>--option {key}: al importar del formato {format} no existe esa opción ({takes})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="221"/>
        <source>--option {key}: exporting to the {format} format has no such option ({takes})</source>
        <translation>--option {key}: al exportar al formato {format} no existe esa opción ({takes})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="224"/>
        <source>its options: {options}</source>
        <translation>sus opciones: {options}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="226"/>
        <source>it takes none</source>
        <translation>no tiene ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="253"/>
        <source>  fixed: {item}</source>
        <translation>  corregido: {item}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/interchange.py" line="254"/>
        <source>  dropped: {item}</source>
        <translation>  descartado: {item}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="97"/>
        <location filename="../../editor/cli/campaign.py" line="159"/>
        <source>the seed must be from 0 to {limit}, not {value}</source>
        <translation>la semilla debe ir de 0 a {limit}, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="101"/>
        <source>{file} already exists: choose another name, or --force to replace it (the old file is kept as a .bak)</source>
        <translation>{file} ya existe: elige otro nombre, o --force para reemplazarlo (el archivo anterior se guarda como .bak)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="111"/>
        <location filename="../../editor/cli/main.py" line="296"/>
        <source>cannot read the scenario&apos;s map: {error}</source>
        <translation>no se puede leer el mapa del escenario: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="116"/>
        <source>cannot start a campaign from {file}: {error}</source>
        <translation>no se puede empezar una campaña a partir de {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="123"/>
        <source>wrote {file}: {campaign}, {players} on {map}, {games}; seed {seed}</source>
        <translation>se ha escrito {file}: {campaign}, {players} en {map}, {games}; semilla {seed}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="144"/>
        <location filename="../../editor/cli/main.py" line="297"/>
        <source>cannot read the campaign&apos;s map: {error}</source>
        <translation>no se puede leer el mapa de la campaña: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="162"/>
        <source>--turn-limit must be 0 (no limit) or more, not {value}</source>
        <translation>--turn-limit debe ser 0 (sin límite) o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="178"/>
        <source>before game {game}, the bots chose the starting powers ({powers})</source>
        <translation>antes de la partida {game}, los jugadores del ordenador eligieron los poderes iniciales ({powers})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="181"/>
        <source>before game {game}, the 12 starting coins went to the cards of {territories}</source>
        <translation>antes de la partida {game}, las 12 monedas iniciales fueron a las cartas de {territories}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="185"/>
        <source>{player} won</source>
        <translation>ganó {player}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="187"/>
        <source>nobody won (the turn limit was reached)</source>
        <translation>nadie ganó (se alcanzó el límite de turnos)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="188"/>
        <source>game {game}: {winner} after {turns} ({actions}, {seconds} s)</source>
        <translation>partida {game}: {winner} tras {turns} ({actions}, {seconds} s)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="195"/>
        <source>  packs opened: {packs}</source>
        <translation>  paquetes abiertos: {packs}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="198"/>
        <source>  the world is named {name}</source>
        <translation>  el mundo se llama {name}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="201"/>
        <source>  scar cards left: {cards}; unmarked territories: {unmarked} of {land}</source>
        <translation>  cartas de cicatriz restantes: {cards}; territorios sin marcas: {unmarked} de {land}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="209"/>
        <source>cannot go on with {file}: {error}</source>
        <translation>no se puede seguir con {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="226"/>
        <source>name at least one bot (known: {known})</source>
        <translation>indica al menos un jugador del ordenador (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="230"/>
        <source>unknown bot &apos;{bot}&apos; (known: {known})</source>
        <translation>jugador del ordenador desconocido «{bot}» (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="250"/>
        <location filename="../../editor/cli/packs.py" line="55"/>
        <source>warning: {warning}</source>
        <translation>aviso: {warning}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="298"/>
        <source>cannot read the file: {error}</source>
        <translation>no se puede leer el archivo: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="371"/>
        <source>No problems found.</source>
        <translation>No hay problemas.</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="375"/>
        <location filename="../../editor/cli/validate_report.py" line="34"/>
        <source>  warning [file] {warning}</source>
        <translation>  aviso [archivo] {warning}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="399"/>
        <source>the numbers of armies must be 0 or more</source>
        <translation>los números de ejércitos deben ser 0 o más</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="402"/>
        <source>the numbers of armies must be at most {limit}, not {value}</source>
        <translation>los números de ejércitos deben ser como mucho {limit}, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="411"/>
        <source>{attackers} against {defenders}:</source>
        <translation>{attackers} contra {defenders}:</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="413"/>
        <source>  the attacker conquers with probability {p} ({percent})</source>
        <translation>  el atacante conquista con probabilidad {p} ({percent})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="415"/>
        <source>  expected losses: attacker {attacker}, defender {defender}</source>
        <translation>  bajas esperadas: atacante {attacker}, defensor {defender}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="417"/>
        <source>  how it ends:</source>
        <translation>  cómo termina:</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="421"/>
        <source>    attacker wins, armies left:{left}   {p}</source>
        <translation>    gana el atacante; ejércitos que le quedan:{left}   {p}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="425"/>
        <source>    defender holds, armies left:{left}  {p}</source>
        <translation>    resiste el defensor; ejércitos que le quedan:{left}  {p}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/campaign.py" line="156"/>
        <location filename="../../editor/cli/main.py" line="444"/>
        <source>--games must be 1 or more, not {value}</source>
        <translation>--games debe ser 1 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="98"/>
        <source>  [{bar}] games {done}/{total}  ({rate} games/s)</source>
        <translation>  [{bar}] partidas {done}/{total}  ({rate} partidas/s)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="111"/>
        <source>two maps given: {map} and --map {other}</source>
        <translation>se han dado dos mapas: {map} y --map {other}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="115"/>
        <source>name the map or scenario to balance: worldsmith balance MAP (or --map MAP)</source>
        <translation>indica el mapa o escenario que equilibrar: worldsmith balance MAPA (o --map MAPA)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="118"/>
        <source>--games must be 0 or more, not {value}</source>
        <translation>--games debe ser 0 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="120"/>
        <source>--jobs must be 1 or more, not {value}</source>
        <translation>--jobs debe ser 1 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="123"/>
        <source>--jobs and --scheduler do not go together: the cluster&apos;s workers play the games</source>
        <translation>--jobs y --scheduler no van juntos: las partidas las juegan los trabajadores del clúster</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="126"/>
        <source>--players must be 1 or more, not {value}</source>
        <translation>--players debe ser 1 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="132"/>
        <location filename="../../editor/cli/main.py" line="457"/>
        <source>--option needs NAME=VALUE, not &apos;{item}&apos;</source>
        <translation>--option necesita NOMBRE=VALOR, no «{item}»</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="136"/>
        <source>--turn-limit must be 0 or more, not {value}</source>
        <translation>--turn-limit debe ser 0 o más, no {value}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="142"/>
        <location filename="../../editor/cli/balance.py" line="144"/>
        <source>cannot read {file}: {error}</source>
        <translation>no se puede leer {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="148"/>
        <source>the scenario is played with the {rules} rules, not {other}</source>
        <translation>el escenario se juega con las reglas {rules}, no {other}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="165"/>
        <source>cannot balance: {reason}</source>
        <translation>no se puede equilibrar: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="241"/>
        <source>  draws: {draws}</source>
        <translation>  empates: {draws}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="468"/>
        <location filename="../../editor/cli/main.py" line="484"/>
        <source>cannot simulate: {reason}</source>
        <translation>no se puede simular: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="477"/>
        <source>  game {done}/{total}  ({rate} games/s)</source>
        <translation>  partida {done}/{total}  ({rate} partidas/s)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="500"/>
        <source>  draws (turn limit reached): {draws}</source>
        <translation>  empates (límite de turnos alcanzado): {draws}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="242"/>
        <location filename="../../editor/cli/main.py" line="501"/>
        <source>  mean turns per game: {turns}</source>
        <translation>  media de turnos por partida: {turns}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="502"/>
        <source>  {rate} games per second</source>
        <translation>  {rate} partidas por segundo</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="208"/>
        <location filename="../../editor/cli/campaign.py" line="121"/>
        <location filename="../../editor/cli/campaign.py" line="212"/>
        <location filename="../../editor/cli/interchange.py" line="138"/>
        <location filename="../../editor/cli/interchange.py" line="189"/>
        <location filename="../../editor/cli/main.py" line="522"/>
        <source>cannot write {file}: {error}</source>
        <translation>no se puede escribir {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/main.py" line="526"/>
        <source>cannot render {file}: {error}</source>
        <translation>no se puede dibujar {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/balance.py" line="210"/>
        <location filename="../../editor/cli/interchange.py" line="143"/>
        <location filename="../../editor/cli/interchange.py" line="194"/>
        <location filename="../../editor/cli/main.py" line="529"/>
        <source>wrote {file}</source>
        <translation>se ha escrito {file}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="30"/>
        <source>{name}: no problems found.</source>
        <translation>{name}: no hay problemas.</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="31"/>
        <source>{name}: {errors}, {warnings}</source>
        <translation>{name}: {errors}, {warnings}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="38"/>
        <source>      suggested fix: {fix}</source>
        <translation>      arreglo propuesto: {fix}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="47"/>
        <source>{message} (at {x},{y})</source>
        <translation>{message} (en {x},{y})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="50"/>
        <source>  error [{code}] {message}</source>
        <translation>  error [{code}] {message}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="52"/>
        <source>  warning [{code}] {message}</source>
        <translation>  aviso [{code}] {message}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="89"/>
        <source>connect {a} and {b} with a border</source>
        <translation>conecta {a} y {b} con una frontera</translation>
    </message>
    <message>
        <location filename="../../editor/cli/validate_report.py" line="90"/>
        <source>make {a}–{b} a sea-line</source>
        <translation>convierte {a}–{b} en una línea marítima</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="25"/>
        <source>when a &apos;{scar}&apos; scar is placed</source>
        <translation>cuando se coloque una cicatriz «{scar}»</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="27"/>
        <source>when a {mark} is placed</source>
        <translation>cuando se coloque una marca {mark}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="29"/>
        <source>when the 9th minor city is founded</source>
        <translation>cuando se funde la 9.ª Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="30"/>
        <source>when a faction is eliminated for the first time</source>
        <translation>cuando una facción quede eliminada por primera vez</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="31"/>
        <source>when a player signs the board for the second time</source>
        <translation>cuando un jugador firme el tablero por segunda vez</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="32"/>
        <source>when 3 missiles are used in one combat roll</source>
        <translation>cuando se usen 3 misiles en una misma tirada de combate</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="33"/>
        <source>when a player holding a missile is about to place 30 or more troops</source>
        <translation>cuando un jugador con un misil vaya a colocar 30 tropas o más</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="52"/>
        <location filename="../../editor/cli/packs.py" line="100"/>
        <source>cannot read: {error}</source>
        <translation>no se puede leer: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="59"/>
        <source>{file}: this scenario has no Legacy world to add packs to (create one in the scenario designer, or start from scenarios/legacy-new-world.yaml)</source>
        <translation>{file}: este escenario no tiene un mundo Legacy al que añadir paquetes (crea uno en el diseñador de escenarios, o parte de scenarios/legacy-new-world.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="68"/>
        <source>{file}: {error}; nothing was written</source>
        <translation>{file}: {error}; no se ha escrito nada</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="78"/>
        <source>error: {message}</source>
        <translation>error: {message}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="80"/>
        <source>nothing was written</source>
        <translation>no se ha escrito nada</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="103"/>
        <source>{file}: no content packs</source>
        <translation>{file}: sin paquetes de contenido</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="107"/>
        <source>{id}: {name} (sealed; opens {when})</source>
        <translation>{id}: {name} (sellado; se abre {when})</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="111"/>
        <source>{id}: {name} (opened)</source>
        <translation>{id}: {name} (abierto)</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="119"/>
        <source>  brought: {contents}</source>
        <translation>  trajo: {contents}</translation>
    </message>
    <message>
        <location filename="../../editor/cli/packs.py" line="121"/>
        <source>  rules: {rules}</source>
        <translation>  reglas: {rules}</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="17"/>
        <source>Connect Territories</source>
        <translation>Conectar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="31"/>
        <source>Disconnect Territories</source>
        <translation>Desconectar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="45"/>
        <source>Change Connection</source>
        <translation>Cambiar conexión</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="64"/>
        <source>Wrap Connection Around the Map</source>
        <translation>Hacer que la conexión rodee el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="65"/>
        <source>Draw Connection Straight Across</source>
        <translation>Dibujar la conexión en línea recta</translation>
    </message>
    <message>
        <location filename="../../editor/commands/connection_commands.py" line="85"/>
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
        <location filename="../../editor/commands/rename_territory.py" line="28"/>
        <source>Change Territory Id</source>
        <translation>Cambiar id del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="95"/>
        <source>Draw Territory</source>
        <translation>Dibujar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="116"/>
        <source>Delete Territories</source>
        <translation>Eliminar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="144"/>
        <source>Split Territory</source>
        <translation>Dividir territorio</translation>
    </message>
    <message>
        <location filename="../../editor/commands/territory_commands.py" line="175"/>
        <source>Merge Territories</source>
        <translation>Unir territorios</translation>
    </message>
    <message>
        <location filename="../../editor/commands/region_commands.py" line="18"/>
        <source>Add Region</source>
        <translation>Añadir región</translation>
    </message>
    <message>
        <location filename="../../editor/commands/region_commands.py" line="34"/>
        <source>Delete Region</source>
        <translation>Eliminar región</translation>
    </message>
    <message>
        <location filename="../../editor/commands/region_commands.py" line="50"/>
        <source>Change Region</source>
        <translation>Cambiar región</translation>
    </message>
    <message>
        <location filename="../../editor/commands/water_commands.py" line="18"/>
        <source>Generate Coastal Waters</source>
        <translation>Generar aguas costeras</translation>
    </message>
    <message>
        <location filename="../../editor/commands/add_imported.py" line="71"/>
        <source>Import Map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <location filename="../../editor/commands/background_commands.py" line="23"/>
        <source>Change Background</source>
        <translation>Cambiar el fondo</translation>
    </message>
    <message>
        <location filename="../../editor/scene/background_drag.py" line="72"/>
        <source>Move Background</source>
        <translation>Mover el fondo</translation>
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
        <translation>Automático crea una conexión por frontera entre territorios que comparten frontera y una línea marítima en otro caso.</translation>
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
        <translation>Línea marítima</translation>
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
        <translation>{first} y {second} conectados por una línea marítima.</translation>
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
    <message numerus="yes">
        <location filename="../../editor/docks/continent_dock.py" line="383"/>
        <source>{name} has %n territory(ies). Delete the continent anyway? They will then belong to no continent.</source>
        <translation>
            <numerusform>{name} tiene %n territorio. ¿Eliminar el continente de todos modos? Dejará de pertenecer a un continente.</numerusform>
            <numerusform>{name} tiene %n territorios. ¿Eliminar el continente de todos modos? Dejarán de pertenecer a un continente.</numerusform>
        </translation>
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
    <name>ContinentNameDialog</name>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="689"/>
        <source>Name the Continent {continent}</source>
        <translation>Nombrar el continente {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="693"/>
        <source>Continent name</source>
        <translation>Nombre del continente</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="696"/>
        <source>Named by</source>
        <translation>Nombrado por</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="697"/>
        <source>A player&apos;s name (may stay empty)</source>
        <translation>Quién lo nombró (puede quedar vacío)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="703"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="704"/>
        <source>Named &amp;by:</source>
        <translation>Nombrado &amp;por:</translation>
    </message>
</context>
<context>
    <name>ContinentPanel</name>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="37"/>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="37"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="38"/>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="49"/>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="61"/>
        <source>Continent</source>
        <translation>Continente</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="61"/>
        <source>Name given</source>
        <translation>Nombre dado</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="61"/>
        <source>Named by</source>
        <translation>Nombrado por</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="62"/>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="71"/>
        <source>Name given to {continent}</source>
        <translation>Nombre dado a {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="72"/>
        <source>unnamed</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="76"/>
        <source>Who named {continent}</source>
        <translation>Quién dio nombre a {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="80"/>
        <source>{continent}&apos;s bonus mark</source>
        <translation>Marca de bonificación de {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="81"/>
        <source>A +1 or −1 sticker changes the continent&apos;s bonus; the game has one of each</source>
        <translation>Una etiqueta +1 o −1 cambia la bonificación del continente; el juego trae una de cada</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="94"/>
        <source>Why a change was refused</source>
        <translation>Por qué se ha rechazado un cambio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/continent_panel.py" line="126"/>
        <source>There is only one {mark} continent mark, and it is on {continent}.</source>
        <translation>Solo hay una marca de continente {mark}, y está en {continent}.</translation>
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
        <location filename="../../editor/tools/continent_tool.py" line="152"/>
        <source>Paint Continent</source>
        <translation>Pintar continente</translation>
    </message>
</context>
<context>
    <name>CornerFields</name>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="103"/>
        <source>Selected corner</source>
        <translation>Vértice seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="106"/>
        <source>Corner:</source>
        <translation>Vértice:</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="108"/>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="108"/>
        <source>X of the selected corner</source>
        <translation>X del vértice seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="109"/>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="109"/>
        <source>Y of the selected corner</source>
        <translation>Y del vértice seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="123"/>
        <source>Type a coordinate in map units and press Enter to move the selected corner (and the neighbours that share it)</source>
        <translation>Escribe una coordenada en unidades del mapa y pulsa Intro para mover el vértice seleccionado (y los vecinos que lo comparten)</translation>
    </message>
    <message>
        <location filename="../../editor/tools/corner_fields.py" line="164"/>
        <source>Click a corner in Edit Vertices to type its coordinates.</source>
        <translation>Haz clic en un vértice en Editar vértices para escribir sus coordenadas.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="18"/>
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n ejército</numerusform>
            <numerusform>%n ejércitos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="21"/>
        <source>%n troop(s)</source>
        <translation>
            <numerusform>%n tropa</numerusform>
            <numerusform>%n tropas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="24"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="27"/>
        <source>%n missile(s)</source>
        <translation>
            <numerusform>%n misil</numerusform>
            <numerusform>%n misiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="30"/>
        <source>%n red star(s)</source>
        <translation>
            <numerusform>%n Estrella Roja</numerusform>
            <numerusform>%n Estrellas Rojas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="33"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="37"/>
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territorio</numerusform>
            <numerusform>%n territorios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="40"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n archivo</numerusform>
            <numerusform>%n archivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="43"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="46"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="49"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="52"/>
        <source>Fixed %n problem(s).</source>
        <translation>
            <numerusform>Corregido %n problema.</numerusform>
            <numerusform>Corregidos %n problemas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="56"/>
        <source>Repair %n Self-Intersection(s)</source>
        <translation>
            <numerusform>Reparar %n autointersección</numerusform>
            <numerusform>Reparar %n autointersecciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="59"/>
        <source>Fix %n Border Mismatch(es)</source>
        <translation>
            <numerusform>Corregir %n frontera desigual</numerusform>
            <numerusform>Corregir %n fronteras desiguales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="62"/>
        <source>Close %n Thin Gap(s)</source>
        <translation>
            <numerusform>Cerrar %n hueco estrecho</numerusform>
            <numerusform>Cerrar %n huecos estrechos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="65"/>
        <source>Remove %n Overlap(s)</source>
        <translation>
            <numerusform>Quitar %n superposición</numerusform>
            <numerusform>Quitar %n superposiciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="68"/>
        <source>Give %n Sliver(s) to Neighbours</source>
        <translation>
            <numerusform>Dar %n franja a los vecinos</numerusform>
            <numerusform>Dar %n franjas a los vecinos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="71"/>
        <source>Fix %n Geometry Problem(s)</source>
        <translation>
            <numerusform>Corregir %n problema de geometría</numerusform>
            <numerusform>Corregir %n problemas de geometría</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="76"/>
        <source>Fortified: %n of {total} uses left</source>
        <translation>
            <numerusform>Fortificada: queda %n de {total} usos</numerusform>
            <numerusform>Fortificada: quedan %n de {total} usos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="80"/>
        <source>%n legal start(s)</source>
        <translation>
            <numerusform>%n inicio legal</numerusform>
            <numerusform>%n inicios legales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="83"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="87"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="91"/>
        <source>%n resource card(s)</source>
        <translation>
            <numerusform>%n carta de recurso</numerusform>
            <numerusform>%n cartas de recurso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="94"/>
        <source>%n event card(s)</source>
        <translation>
            <numerusform>%n carta de evento</numerusform>
            <numerusform>%n cartas de evento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="97"/>
        <source>%n mission card(s)</source>
        <translation>
            <numerusform>%n carta de misión</numerusform>
            <numerusform>%n cartas de misión</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="100"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unidad</numerusform>
            <numerusform>%n unidades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="103"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="106"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="109"/>
        <source>%n controller(s)</source>
        <translation>
            <numerusform>%n controlador</numerusform>
            <numerusform>%n controladores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="112"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n asiento</numerusform>
            <numerusform>%n asientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="115"/>
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n bot</numerusform>
            <numerusform>%n bots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="118"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="121"/>
        <source>%n border territory(ies)</source>
        <translation>
            <numerusform>%n territorio fronterizo</numerusform>
            <numerusform>%n territorios fronterizos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="124"/>
        <source>%n entry connection(s)</source>
        <translation>
            <numerusform>%n conexión de entrada</numerusform>
            <numerusform>%n conexiones de entrada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="127"/>
        <source>%n continent(s)</source>
        <translation>
            <numerusform>%n continente</numerusform>
            <numerusform>%n continentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="130"/>
        <source>%n border(s)</source>
        <translation>
            <numerusform>%n frontera</numerusform>
            <numerusform>%n fronteras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="133"/>
        <source>%n sea-line(s)</source>
        <translation>
            <numerusform>%n línea marítima</numerusform>
            <numerusform>%n líneas marítimas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="136"/>
        <source>%n country(ies)</source>
        <translation>
            <numerusform>%n país</numerusform>
            <numerusform>%n países</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="139"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n parte</numerusform>
            <numerusform>%n partes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="142"/>
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n carácter</numerusform>
            <numerusform>%n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="145"/>
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letra</numerusform>
            <numerusform>%n letras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="148"/>
        <source>%n pixel(s)</source>
        <translation>
            <numerusform>%n píxel</numerusform>
            <numerusform>%n píxeles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="151"/>
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n entidad</numerusform>
            <numerusform>%n entidades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="154"/>
        <source>%n geometry(ies)</source>
        <translation>
            <numerusform>%n geometría</numerusform>
            <numerusform>%n geometrías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="157"/>
        <source>%n element(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="160"/>
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n nivel</numerusform>
            <numerusform>%n niveles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="163"/>
        <source>%n thin gap(s)</source>
        <translation>
            <numerusform>%n separación estrecha</numerusform>
            <numerusform>%n separaciones estrechas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="166"/>
        <source>%n army unit(s)</source>
        <translation>
            <numerusform>%n unidad de ejército</numerusform>
            <numerusform>%n unidades de ejército</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="169"/>
        <source>%n navy unit(s)</source>
        <translation>
            <numerusform>%n unidad de armada</numerusform>
            <numerusform>%n unidades de armada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="172"/>
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n región</numerusform>
            <numerusform>%n regiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="175"/>
        <source>%n separate group(s)</source>
        <translation>
            <numerusform>%n grupo separado</numerusform>
            <numerusform>%n grupos separados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="178"/>
        <source>%n water territory(ies)</source>
        <translation>
            <numerusform>%n territorio de agua</numerusform>
            <numerusform>%n territorios de agua</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../editor/app/crash_report.py" line="45"/>
        <source>Something went wrong that Worldsmith did not expect.

{error}

Details were saved to {report}. Your files were not changed by this error.</source>
        <translation>Algo ha salido mal de una forma que Worldsmith no esperaba.

{error}

Los detalles se han guardado en {report}. Este error no ha modificado tus archivos.</translation>
    </message>
    <message>
        <location filename="../../editor/app/crash_report.py" line="51"/>
        <source>Unexpected Error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <location filename="../../editor/play/legacy/decision_panel.py" line="66"/>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
</context>
<context>
    <name>DefendDialog</name>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="666"/>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="685"/>
        <source>{player}, {owner}&apos;s {target} is attacked from {source} with {dice}: defend it with 1 or 2 dice?</source>
        <translation>{player}, {target} ({owner}) es atacado desde {source} con {dice}: ¿defenderlo con 1 o 2 dados?</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="688"/>
        <source>{player}, {owner}&apos;s {target} is attacked from {source} with {dice}: defend it with 1 die.</source>
        <translation>{player}, {target} ({owner}) es atacado desde {source} con {dice}: defenderlo con 1 dado.</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="691"/>
        <source>{player}, {target} is attacked from {source} with {dice}: defend with 1 or 2 dice?</source>
        <translation>{player}, {target} recibe un ataque desde {source} con {dice}: ¿defender con 1 o 2 dados?</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="693"/>
        <source>{player}, {target} is attacked from {source} with {dice}: defend with 1 die.</source>
        <translation>{player}, {target} recibe un ataque desde {source} con {dice}: defiendes con 1 dado.</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="706"/>
        <source>Defend with &amp;1 die</source>
        <translation>Defender con &amp;1 dado</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="709"/>
        <source>Defend with &amp;2 dice</source>
        <translation>Defender con &amp;2 dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="747"/>
        <source>{percent}: you lose {defender_losses}, {attacker} loses {attacker_losses}</source>
        <translation>{percent}: pierdes {defender_losses}, {attacker} pierde {attacker_losses}</translation>
    </message>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="749"/>
        <source>{percent}: {owner} loses {defender_losses}, {attacker} loses {attacker_losses}</source>
        <translation>{percent}: {owner} pierde {defender_losses}, {attacker} pierde {attacker_losses}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="28"/>
        <source>Save changes to “{name}”?

If you don&apos;t save, your changes will be lost.</source>
        <translation>¿Guardar los cambios de «{name}»?

Si no los guardas, se perderán.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="32"/>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="45"/>
        <source>Go back to the saved version of “{name}”?

All changes since then will be lost.</source>
        <translation>¿Volver a la versión guardada de «{name}»?

Se perderán todos los cambios hechos desde entonces.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="49"/>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="67"/>
        <source>Worldsmith closed before saving changes to “{name}” at {time}. Restore them?

Yes opens the changes; Discard deletes them for good.</source>
        <translation>Worldsmith se cerró antes de guardar los cambios de «{name}» a las {time}. ¿Recuperarlos?

Sí abre los cambios; Descartar los borra para siempre.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="72"/>
        <source>Restore Unsaved Changes</source>
        <translation>Recuperar cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="82"/>
        <source>“{name}” cannot be saved there:

{reason}

Save it under another name?</source>
        <translation>«{name}» no se puede guardar ahí:

{reason}

¿Guardarlo con otro nombre?</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/__init__.py" line="86"/>
        <source>Cannot Save Map</source>
        <translation>No se puede guardar el mapa</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <location filename="../../editor/play/dice_widget.py" line="61"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/dice_widget.py" line="114"/>
        <location filename="../../editor/play/dice_widget.py" line="146"/>
        <source>No dice rolled yet</source>
        <translation>Aún no se han tirado los dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/dice_widget.py" line="116"/>
        <source>Attacker rolled {attacker}; defender rolled {defender}</source>
        <translation>El atacante ha sacado {attacker}; el defensor ha sacado {defender}</translation>
    </message>
    <message>
        <location filename="../../editor/play/dice_widget.py" line="127"/>
        <source>{face} (rolled {natural})</source>
        <translation>{face} (salió {natural})</translation>
    </message>
</context>
<context>
    <name>DiceWords</name>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="21"/>
        <source>missile</source>
        <translation>misil</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="23"/>
        <source>Fortification</source>
        <translation>Fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="39"/>
        <source>{before} → {after}: {source}</source>
        <translation>{before} → {after}: {source}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="42"/>
        <source>{before} → {after}: {source} (a die stays within 1 to 6)</source>
        <translation>{before} → {after}: {source} (un dado queda entre 1 y 6)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="44"/>
        <source>{before} → {after}: {source} ({amount})</source>
        <translation>{before} → {after}: {source} ({amount})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="52"/>
        <source>{source}: {amount} to the attacker&apos;s highest die</source>
        <translation>{source}: {amount} al dado más alto del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="53"/>
        <source>{source}: {amount} to the attacker&apos;s lowest die</source>
        <translation>{source}: {amount} al dado más bajo del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="54"/>
        <source>{source}: {amount} to each of the attacker&apos;s dice</source>
        <translation>{source}: {amount} a cada dado del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="55"/>
        <source>{source}: {amount} to the defender&apos;s highest die</source>
        <translation>{source}: {amount} al dado más alto del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="56"/>
        <source>{source}: {amount} to the defender&apos;s lowest die</source>
        <translation>{source}: {amount} al dado más bajo del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="57"/>
        <source>{source}: {amount} to each of the defender&apos;s dice</source>
        <translation>{source}: {amount} a cada dado del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="61"/>
        <source>(when rolling {dice})</source>
        <translation>(al tirar {dice})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="84"/>
        <source>the attacker&apos;s {face}</source>
        <translation>el {face} del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="85"/>
        <source>the attacker&apos;s first {face}</source>
        <translation>el primer {face} del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="86"/>
        <source>the attacker&apos;s second {face}</source>
        <translation>el segundo {face} del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="87"/>
        <source>the attacker&apos;s third {face}</source>
        <translation>el tercer {face} del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="88"/>
        <source>the defender&apos;s {face}</source>
        <translation>el {face} del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="89"/>
        <source>the defender&apos;s first {face}</source>
        <translation>el primer {face} del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/dice_words.py" line="90"/>
        <source>the defender&apos;s second {face}</source>
        <translation>el segundo {face} del defensor</translation>
    </message>
</context>
<context>
    <name>DraftPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="31"/>
        <source>Draft</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="36"/>
        <source>How to pick</source>
        <translation>Cómo elegir</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/economy/pages/setup_page.py" line="43"/>
        <source>Click a country nobody has picked to make it yours (%n left).</source>
        <translation>
            <numerusform>Haz clic en un país que nadie haya elegido para hacerlo tuyo (queda %n).</numerusform>
            <numerusform>Haz clic en un país que nadie haya elegido para hacerlo tuyo (quedan %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrawCardPage</name>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="28"/>
        <source>The end-of-turn card</source>
        <translation>La carta del final del turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="31"/>
        <source>Take a resource card</source>
        <translation>Toma una carta de recurso</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="32"/>
        <source>Which cards you may take</source>
        <translation>Qué cartas puedes tomar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="35"/>
        <source>The face-up mission</source>
        <translation>La misión cara arriba</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="52"/>
        <source>None of the face-up cards is of a territory you control: you draw a coin card.</source>
        <translation>Ninguna carta cara arriba es de un territorio que controles: robas una carta de moneda.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="55"/>
        <source>You conquered a territory this turn: take the face-up card of a territory you control.</source>
        <translation>Has conquistado un territorio este turno: toma la carta cara arriba de un territorio que controles.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="58"/>
        <source>There is no card you may take.</source>
        <translation>No hay ninguna carta que puedas tomar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="64"/>
        <source>Complete the mission</source>
        <translation>Completar la misión</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="67"/>
        <source>Take a coin card ({coins})</source>
        <translation>Tomar una carta de moneda ({coins})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="80"/>
        <source>Slot {slot}: {territory} ({coins})</source>
        <translation>Ranura {slot}: {territory} ({coins})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/draw_card.py" line="89"/>
        <source>Mission {name}: {text} Reward: {stars}, instead of the card.</source>
        <translation>Misión {name}: {text} Recompensa: {stars}, en lugar de la carta.</translation>
    </message>
</context>
<context>
    <name>DrawTool</name>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="47"/>
        <location filename="../../editor/tools/draw_tool.py" line="167"/>
        <source>Draw Territory</source>
        <translation>Dibujar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="51"/>
        <source>Click to add corners; click the first corner, double-click or press Enter to finish. Backspace removes the last corner, Esc cancels. Two clicks on one neighbour&apos;s border follow it (T turns tracing on and off; Shift goes the other way round).</source>
        <translation>Haz clic para añadir vértices; haz clic en el primero, doble clic o pulsa Intro para terminar. Retroceso quita el último vértice, Esc cancela. Dos clics en la frontera de un vecino la siguen (T activa y desactiva el calco; Mayús va por el otro lado).</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="67"/>
        <source>Draw Territory options</source>
        <translation>Opciones de Dibujar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="72"/>
        <source>Trace along borders</source>
        <translation>Calcar las fronteras</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="148"/>
        <source>A territory needs at least three corners.</source>
        <translation>Un territorio necesita al menos tres vértices.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="151"/>
        <source>The corners are all on one line: that is not a territory.</source>
        <translation>Los vértices están todos en una línea: eso no es un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="154"/>
        <source>The outline crosses itself: move or remove a corner.</source>
        <translation>El contorno se cruza consigo mismo: mueve o quita un vértice.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="161"/>
        <source>These corners do not make a territory.</source>
        <translation>Estos vértices no forman un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="172"/>
        <source>Added {name}.</source>
        <translation>Se añadió {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/draw_tool.py" line="174"/>
        <source>Added {name} to {continent}.</source>
        <translation>{name} añadido a {continent}.</translation>
    </message>
</context>
<context>
    <name>EconomyAction</name>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="23"/>
        <source>army base</source>
        <translation>base del ejército</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="24"/>
        <source>navy base</source>
        <translation>base naval</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="25"/>
        <source>road</source>
        <translation>carreteras</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="26"/>
        <source>fortification</source>
        <translation>fortificaciones</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="27"/>
        <source>canal</source>
        <translation>canal</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="28"/>
        <source>capital</source>
        <translation>capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="36"/>
        <source>an army base</source>
        <translation>una base del ejército</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="37"/>
        <source>a navy base</source>
        <translation>una base naval</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="38"/>
        <source>a road</source>
        <translation>carreteras</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="39"/>
        <source>fortifications</source>
        <translation>fortificaciones</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="40"/>
        <source>a canal</source>
        <translation>un canal</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="41"/>
        <source>a capital</source>
        <translation>una capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="59"/>
        <source>Pick {territory}</source>
        <translation>Elegir {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="61"/>
        <source>Place your capital in {territory}</source>
        <translation>Poner tu capital en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="65"/>
        <source>Place an army base in {territory}</source>
        <translation>Poner una base del ejército en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="69"/>
        <source>Place {units} in {territory}</source>
        <translation>Poner {units} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="73"/>
        <source>Recruit {units} in {territory}</source>
        <translation>Reclutar {units} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="77"/>
        <source>Recruit {units} in {territory} into {water}</source>
        <translation>Reclutar {units} en {territory} hacia {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="81"/>
        <source>Build {what} in {territory}</source>
        <translation>Construir {what} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="85"/>
        <source>Build a navy base in {territory} on {water}</source>
        <translation>Construir una base naval en {territory} sobre {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="89"/>
        <source>Blockade the navy base of {territory} from {water}</source>
        <translation>Bloquear la base naval de {territory} desde {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="93"/>
        <source>End the blockade of {territory}&apos;s navy base in {water}</source>
        <translation>Terminar el bloqueo de la base naval de {territory} en {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="97"/>
        <source>Land in {territory} with your navies engaged</source>
        <translation>Desembarcar en {territory} con tus armadas en combate</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="101"/>
        <source>Destroy the {what} in {territory} for half its price</source>
        <translation>Destruir {what} en {territory} por la mitad de su precio</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="105"/>
        <source>Trade three influence cards for 50 MU</source>
        <translation>Canjear tres cartas de influencia por 50 UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="107"/>
        <source>Offer an alliance to {player}</source>
        <translation>Ofrecer una alianza a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="109"/>
        <source>Surrender</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="111"/>
        <source>Pay the round&apos;s upkeep</source>
        <translation>Pagar el mantenimiento de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="113"/>
        <source>Forfeit {territory} to {player}</source>
        <translation>Ceder {territory} a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="117"/>
        <source>Take an influence card from {player}</source>
        <translation>Quitar una carta de influencia a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="121"/>
        <source>Plan {units} from {source} to {target}</source>
        <translation>Planear {units} de {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="125"/>
        <source>Move {units} from {source} to {target}</source>
        <translation>Mover {units} de {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="129"/>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="131"/>
        <source>Resolve the battle in {territory}</source>
        <translation>Resolver la batalla en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="135"/>
        <source>Resolve the battle on the border of {first} and {second}</source>
        <translation>Resolver la batalla en la frontera entre {first} y {second}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="141"/>
        <source>Incite a revolution in {territory}</source>
        <translation>Incitar una revolución en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="147"/>
        <source>Attack the neutral navies</source>
        <translation>Atacar las armadas neutrales</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="148"/>
        <source>Attack the neutral armies</source>
        <translation>Atacar los ejércitos neutrales</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="150"/>
        <source>Attack {player}&apos;s navies</source>
        <translation>Atacar las armadas de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="153"/>
        <source>Attack {player}&apos;s armies</source>
        <translation>Atacar los ejércitos de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="155"/>
        <source>Withdraw to {territory}</source>
        <translation>Retirarse a {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="157"/>
        <source>Withdraw to {territory}, trying to destroy the roads</source>
        <translation>Retirarse a {territory} intentando destruir las carreteras</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="161"/>
        <source>Break off the withdrawal: the units not out stay and fight</source>
        <translation>Interrumpir la retirada: las unidades que no han salido se quedan a luchar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="164"/>
        <source>The units that got out stay where they are</source>
        <translation>Las unidades que salieron se quedan donde están</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="165"/>
        <source>The units that got out go</source>
        <translation>Las unidades que salieron se van</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="167"/>
        <source>Lay siege to {player}</source>
        <translation>Sitiar a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="169"/>
        <source>Attack the {what}</source>
        <translation>Atacar: {what}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="171"/>
        <source>Move {units} on to {territory}</source>
        <translation>Seguir con {units} hasta {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="175"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/action_words.py" line="184"/>
        <source>the neutral units</source>
        <translation>las unidades neutrales</translation>
    </message>
</context>
<context>
    <name>EconomyBoard</name>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="318"/>
        <location filename="../../editor/play/economy/board_layer.py" line="408"/>
        <source>{player}: {units}</source>
        <translation>{player}: {units}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="322"/>
        <source>neutral: {units}</source>
        <translation>neutrales: {units}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="327"/>
        <source>{territory} (contested)</source>
        <translation>{territory} (disputado)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="328"/>
        <source>{territory}</source>
        <translation>{territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="339"/>
        <source>Battle in {territory}: being fought now</source>
        <translation>Batalla en {territory}: se está librando ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="340"/>
        <source>Battle token: a battle is to be fought in {territory}</source>
        <translation>Ficha de batalla: se librará una batalla en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="346"/>
        <source>{player} holds the initiative</source>
        <translation>{player} tiene la iniciativa</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="349"/>
        <source>Capital of {player} in {territory}</source>
        <translation>Capital de {player} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="353"/>
        <source>Army base in {territory}</source>
        <translation>Base del ejército en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="357"/>
        <source>Road in {territory}</source>
        <translation>Carreteras en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="358"/>
        <source>Fortification in {territory}</source>
        <translation>Fortificación en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="359"/>
        <source>Canal in {territory}</source>
        <translation>Canal en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="364"/>
        <source>{territory} may have a canal</source>
        <translation>{territory} puede tener un canal</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="369"/>
        <source>Navy base of {territory} on {water}</source>
        <translation>Base naval de {territory} en {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="395"/>
        <source>Battle on the border between {first} and {second}: being fought now</source>
        <translation>Batalla en la frontera entre {first} y {second}: se está librando ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="397"/>
        <source>Battle token on the border between {first} and {second}</source>
        <translation>Ficha de batalla en la frontera entre {first} y {second}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="407"/>
        <source>On the border between {first} and {second}</source>
        <translation>En la frontera entre {first} y {second}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="482"/>
        <source>{player} moved {units} from {source} to {target}</source>
        <translation>{player} movió {units} de {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/board_layer.py" line="483"/>
        <source>{player} plans {units} from {source} to {target}</source>
        <translation>{player} planea {units} de {source} a {target}</translation>
    </message>
</context>
<context>
    <name>EconomyLayer</name>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="147"/>
        <source>{player}&apos;s capital</source>
        <translation>Capital de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="153"/>
        <source>Roads in {territory}</source>
        <translation>Carreteras en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="155"/>
        <source>Fortification in {territory}</source>
        <translation>Fortificación en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="156"/>
        <source>Canal in {territory}</source>
        <translation>Canal en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="168"/>
        <source>{territory} may have a canal</source>
        <translation>{territory} puede tener un canal</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_layer.py" line="200"/>
        <source>{player}: {units}</source>
        <translation>{player}: {units}</translation>
    </message>
</context>
<context>
    <name>EconomyOptionsBox</name>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="61"/>
        <source>MU Economy Rules</source>
        <translation>Reglas de la economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="63"/>
        <source>MU economy rules</source>
        <translation>Reglas de la economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="68"/>
        <source>Start:</source>
        <translation>Comienzo:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="69"/>
        <source>Europe: a country of Europe each</source>
        <translation>Europa: un país de Europa cada uno</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="70"/>
        <source>A continent each</source>
        <translation>Un continente cada uno</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="71"/>
        <source>The country cards dealt out</source>
        <translation>Reparto de las cartas de país</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="72"/>
        <source>A draft: countries picked in turns</source>
        <translation>Elección por turnos de los países</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="73"/>
        <source>Each player starts in a country of Europe with a capital, 2 army bases, a fortification, a road, 5 army units and the starting money</source>
        <translation>Cada jugador empieza en un país de Europa con capital, 2 bases de ejército, una fortificación, una carretera, 5 unidades de ejército y el dinero inicial</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="79"/>
        <source>The continent that plays Europe</source>
        <translation>El continente que hace de Europa</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="80"/>
        <source>The Europe start gives each player a country of this continent</source>
        <translation>El comienzo en Europa da a cada jugador un país de este continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="81"/>
        <source>Europe is:</source>
        <translation>Europa es:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="85"/>
        <source>About Europe on this map</source>
        <translation>Sobre Europa en este mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="89"/>
        <source>Nobody starts in Iceland</source>
        <translation>Nadie empieza en Islandia</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="90"/>
        <source>The rules allow leaving Iceland out of the Europe start&apos;s countries</source>
        <translation>Las reglas permiten dejar Islandia fuera de los países del inicio en Europa</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="92"/>
        <source>Round limit:</source>
        <translation>Límite de rondas:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="93"/>
        <source>The game ends after this many rounds; the player with the most territories (then the most MU) wins</source>
        <translation>La partida termina tras este número de rondas; gana el jugador con más territorios (y después con más UM)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="95"/>
        <source> rounds</source>
        <translation> rondas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="96"/>
        <source>Victory:</source>
        <translation>Victoria:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="97"/>
        <source>The last player standing</source>
        <translation>El último jugador en pie</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="98"/>
        <source>The last player with a capital</source>
        <translation>El último jugador con capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="99"/>
        <source>Allies win together</source>
        <translation>Los aliados ganan juntos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="100"/>
        <source>When every player left is allied with every other, the game ends; the ally with the most territories is named the winner</source>
        <translation>Cuando todos los jugadores que quedan son aliados entre sí, la partida termina; el aliado con más territorios es el ganador</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="102"/>
        <source>Starting money:</source>
        <translation>Dinero inicial:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="103"/>
        <source>MU each player starts with</source>
        <translation>UM con las que empieza cada jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="104"/>
        <source> MU</source>
        <translation> UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="105"/>
        <source>Starting armies:</source>
        <translation>Ejércitos iniciales:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="106"/>
        <source>Army units each player places in the draft, continent and card starts</source>
        <translation>Unidades de ejército que coloca cada jugador en los comienzos por elección, por continente y por cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="107"/>
        <source>Neutral armies in empty countries</source>
        <translation>Ejércitos neutrales en los países vacíos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="108"/>
        <source>One neutral army unit in every country nobody starts in</source>
        <translation>Una unidad de ejército neutral en cada país en el que no empieza nadie</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="109"/>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="110"/>
        <source>Recruiting costs 10 MU without a free base slot, 5 MU with one</source>
        <translation>Reclutar cuesta 10 UM sin un hueco libre en una base, 5 UM con él</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="111"/>
        <source>Continent bonuses</source>
        <translation>Bonificaciones de continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="112"/>
        <source>Continents pay their bonus in MU every round</source>
        <translation>Los continentes pagan su bonificación en UM cada ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="113"/>
        <source>Region bonuses (the Middle East)</source>
        <translation>Bonificaciones de región (Oriente Medio)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="114"/>
        <source>Regions pay their bonus too, like a continent</source>
        <translation>Las regiones también pagan su bonificación, como un continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="115"/>
        <source>Navies cost upkeep</source>
        <translation>Las armadas pagan mantenimiento</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="116"/>
        <source>Navy units count towards upkeep like army units</source>
        <translation>Las unidades de armada cuentan para el mantenimiento como las de ejército</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="117"/>
        <source>Influence cards</source>
        <translation>Cartas de influencia</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="118"/>
        <source>Earned by more victories than losses; three are worth 50 MU or incite a revolution</source>
        <translation>Se ganan con más victorias que derrotas; tres valen 50 UM, o incitan una revolución</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="122"/>
        <source>Planning timer</source>
        <translation>Temporizador de planificación</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="123"/>
        <source>Once most players have submitted their plans, the others have this long to finish</source>
        <translation>Cuando la mayoría de los jugadores ha enviado sus órdenes, los demás tienen este tiempo para terminar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="125"/>
        <source>Off</source>
        <translation>Sin temporizador</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="125"/>
        <source>One minute</source>
        <translation>Un minuto</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="126"/>
        <source>Custom</source>
        <translation>A medida</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="130"/>
        <source>Planning timer in seconds</source>
        <translation>Temporizador de planificación en segundos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="132"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="137"/>
        <source>Planning timer:</source>
        <translation>Temporizador de planificación:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="202"/>
        <source>This map has no continents: the Europe start cannot be played on it.</source>
        <translation>Este mapa no tiene continentes: no se puede jugar en él el comienzo en Europa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="204"/>
        <source>This map has no Europe: choose the continent that plays it.</source>
        <translation>Este mapa no tiene Europa: elige el continente que hace de Europa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="216"/>
        <source>The MU economy needs a map with sea: navies sail on water territories, and this map has none. Classic World (MU) has them.</source>
        <translation>La economía UM necesita un mapa con mar: las armadas navegan por territorios de agua, y este mapa no tiene ninguno. Mundo clásico (UM) sí los tiene.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/new_game_options.py" line="219"/>
        <source>The Europe start needs a map with continents: choose another start.</source>
        <translation>El comienzo en Europa necesita un mapa con continentes: elige otro comienzo.</translation>
    </message>
</context>
<context>
    <name>EconomyPanel</name>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="67"/>
        <source>Economy</source>
        <translation>Economía</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="82"/>
        <source>Player the economy tools place for</source>
        <translation>Jugador para quien colocan las herramientas de economía</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="82"/>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="91"/>
        <source>What the economy section places</source>
        <translation>Lo que coloca la sección de economía</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="114"/>
        <source>{tool} ({key}): {tip}</source>
        <translation>{tool} ({key}): {tip}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="128"/>
        <source>Right-click removes with every tool.</source>
        <translation>Con cualquier herramienta, el clic derecho quita.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="165"/>
        <source>{player}: Money as the Start Deals</source>
        <translation>{player}: dinero según el inicio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="168"/>
        <source>{player}: {money} MU</source>
        <translation>{player}: {money} UM</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="182"/>
        <source>{player}: dealt {cards}</source>
        <translation>{player}: recibe {cards}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="232"/>
        <source>What each player starts with, and the tools to place capitals, bases, roads, fortifications, canals and navies on the map.</source>
        <translation>Con qué empieza cada jugador, y las herramientas para colocar en el mapa capitales, bases, carreteras, fortificaciones, canales y armadas.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="234"/>
        <source>Only the MU economy rules read money, capitals and bases: choose them in the Scenario panel.</source>
        <translation>Solo las reglas de la economía UM leen el dinero, las capitales y las bases: elígelas en el panel Escenario.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="263"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="263"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="263"/>
        <source>Influence cards</source>
        <translation>Cartas de influencia</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="263"/>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="276"/>
        <source>{player}&apos;s money at the start (MU)</source>
        <translation>Dinero de {player} al empezar (UM)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="278"/>
        <source>as the start deals</source>
        <translation>lo que reparta el inicio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="279"/>
        <source> MU</source>
        <translation> UM</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="282"/>
        <source>MU {player} starts with, before the first round&apos;s income; the lowest value leaves it to the rules&apos; start (its starting money)</source>
        <translation>UM con las que empieza {player}, antes de los ingresos de la primera ronda; el valor más bajo lo deja al inicio de las reglas (su dinero inicial)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="287"/>
        <source>Influence cards dealt to {player} at the start</source>
        <translation>Cartas de influencia repartidas a {player} al empezar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="291"/>
        <source>Dealt from the deck at the start (the deck has one card a country: {deck})</source>
        <translation>Repartidas del mazo al empezar (el mazo tiene una carta por país: {deck})</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="295"/>
        <source>{player}&apos;s capital</source>
        <translation>Capital de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="321"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_panel.py" line="335"/>
        <source>On the map: {things}</source>
        <translation>En el mapa: {things}</translation>
    </message>
</context>
<context>
    <name>EconomyPhasePanel</name>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="55"/>
        <source>Round and phase</source>
        <translation>Ronda y fase</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="64"/>
        <location filename="../../editor/play/economy/phase_panel.py" line="66"/>
        <source>Finish this round</source>
        <translation>Terminar esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="65"/>
        <source>Let the computer players play the rest of this round at once</source>
        <translation>Dejar que los jugadores del ordenador jueguen de una vez el resto de esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="67"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="85"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/phase_panel.py" line="86"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
</context>
<context>
    <name>EconomyPlayTool</name>
    <message>
        <location filename="../../editor/play/economy/economy_tool.py" line="80"/>
        <location filename="../../editor/play/economy/economy_tool.py" line="85"/>
        <source>{player} {units}</source>
        <translation>{player} {units}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/economy_tool.py" line="85"/>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/economy_tool.py" line="87"/>
        <source>nobody&apos;s</source>
        <translation>de nadie</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/economy_tool.py" line="89"/>
        <source>{territory} ({owner}): empty</source>
        <translation>{territory} ({owner}): vacío</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/economy_tool.py" line="90"/>
        <source>{territory} ({owner}): {units}</source>
        <translation>{territory} ({owner}): {units}</translation>
    </message>
</context>
<context>
    <name>EconomyPlayWindow</name>
    <message>
        <location filename="../../editor/play/economy/window.py" line="76"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="79"/>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="85"/>
        <source>&amp;Skip to End of Round</source>
        <translation>&amp;Saltar al final de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="86"/>
        <source>Let the computer players play the rest of this round at once</source>
        <translation>Dejar que los jugadores del ordenador jueguen de una vez el resto de esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="88"/>
        <source>Offer an &amp;Alliance…</source>
        <translation>Ofrecer una &amp;alianza…</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="89"/>
        <source>Offer another player an alliance (in your get phase)</source>
        <translation>Ofrecer una alianza a otro jugador (en tu fase de obtención)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="97"/>
        <source>&amp;Surrender…</source>
        <translation>&amp;Rendirse…</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="98"/>
        <source>Give up: your units become neutral (in your get phase)</source>
        <translation>Abandonar: tus unidades pasan a ser neutrales (en tu fase de obtención)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/window.py" line="102"/>
        <source>&amp;Economy</source>
        <translation>&amp;Economía</translation>
    </message>
</context>
<context>
    <name>EconomyTable</name>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="43"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="44"/>
        <source>MU</source>
        <translation>UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="44"/>
        <source>Money, in MU</source>
        <translation>Dinero, en UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="45"/>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="45"/>
        <source>Army and navy units on the board</source>
        <translation>Unidades del ejército y de la armada en el tablero</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="46"/>
        <source>Terr.</source>
        <translation>Terr.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="46"/>
        <source>Countries (land territories) held</source>
        <translation>Países (territorios de tierra) controlados</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="47"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="47"/>
        <source>Influence cards held (how many)</source>
        <translation>Cartas de influencia en la mano (cuántas)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="48"/>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="48"/>
        <source>Whether the player has a capital</source>
        <translation>Si el jugador tiene capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="49"/>
        <source>Allies</source>
        <translation>Aliados</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="49"/>
        <source>The player&apos;s allies</source>
        <translation>Los aliados del jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="73"/>
        <source>{name} (out)</source>
        <translation>{name} (eliminado)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="79"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="79"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="81"/>
        <source>{money} MU</source>
        <translation>{money} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="83"/>
        <source>Capital: {territory}</source>
        <translation>Capital: {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="84"/>
        <source>No capital</source>
        <translation>Sin capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="86"/>
        <source>Allies: {allies}</source>
        <translation>Aliados: {allies}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/player_table.py" line="88"/>
        <source>Holds the initiative</source>
        <translation>Tiene la iniciativa</translation>
    </message>
</context>
<context>
    <name>EconomyTools</name>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="133"/>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="137"/>
        <source>Click a country to put the chosen player&apos;s capital there (it moves if they had one); right-click a capital to remove it</source>
        <translation>Haz clic en un país para poner allí la capital del jugador elegido (se mueve si ya tenía una); clic derecho en una capital para quitarla</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="147"/>
        <source>{player}&apos;s capital is already in {territory}</source>
        <translation>La capital de {player} ya está en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="151"/>
        <source>Move {player}&apos;s Capital to {territory}</source>
        <translation>Mover la capital de {player} a {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="152"/>
        <source>Place {player}&apos;s Capital in {territory}</source>
        <translation>Poner la capital de {player} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="163"/>
        <source>Remove {player}&apos;s Capital</source>
        <translation>Quitar la capital de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="175"/>
        <source>Army Base</source>
        <translation>Base de ejército</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="179"/>
        <source>Click a country: one army base more; right-click: one less</source>
        <translation>Haz clic en un país: una base de ejército más; clic derecho: una menos</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="185"/>
        <location filename="../../editor/scenario/economy_tools.py" line="194"/>
        <source>Army Bases: {bases}</source>
        <translation>Bases de ejército: {bases}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="212"/>
        <source>Navy Base</source>
        <translation>Base naval</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="216"/>
        <source>Click a country (or the water off its coast): one navy base more on that coast; right-click: one less</source>
        <translation>Haz clic en un país (o en el agua frente a su costa): una base naval más en esa costa; clic derecho: una menos</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="227"/>
        <location filename="../../editor/scenario/economy_tools.py" line="266"/>
        <source>Navy Bases: {bases}</source>
        <translation>Bases navales: {bases}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="235"/>
        <source>{territory} has no coast: a navy base stands on a border between a country and a water</source>
        <translation>{territory} no tiene costa: una base naval está en una frontera entre un país y un agua</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="243"/>
        <source>{territory} touches no country: a navy base stands on a border between a country and a water</source>
        <translation>{territory} no toca ningún país: una base naval está en una frontera entre un país y un agua</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="289"/>
        <source>Which coast</source>
        <translation>Qué costa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="290"/>
        <source>Navy base of {territory} on…</source>
        <translation>Base naval de {territory} en…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="336"/>
        <source>Road</source>
        <translation>Carretera</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="340"/>
        <source>Click a country to build roads there (one a country); right-click takes them away</source>
        <translation>Haz clic en un país para construir carreteras (una por país); el clic derecho las quita</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="361"/>
        <source>Click a country to fortify it (once); right-click takes the fortification away</source>
        <translation>Haz clic en un país para fortificarlo (una vez); el clic derecho quita la fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="382"/>
        <source>Click a country marked for canals (with roads) to build a canal; right-click takes it away</source>
        <translation>Haz clic en un país marcado para canales (con carreteras) para construir un canal; el clic derecho lo quita</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="344"/>
        <source>Build Roads in {territory}</source>
        <translation>Construir carreteras en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="347"/>
        <source>Remove the Roads from {territory}</source>
        <translation>Quitar las carreteras de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="357"/>
        <source>Fortification</source>
        <translation>Fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="365"/>
        <source>Fortify {territory}</source>
        <translation>Fortificar {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="368"/>
        <source>Remove the Fortification from {territory}</source>
        <translation>Quitar la fortificación de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="378"/>
        <source>Canal</source>
        <translation>Canal</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="386"/>
        <source>Build a Canal in {territory}</source>
        <translation>Construir un canal en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="389"/>
        <source>Remove the Canal from {territory}</source>
        <translation>Quitar el canal de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="405"/>
        <source>Navies</source>
        <translation>Armadas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="409"/>
        <source>Click a water: one navy more of the chosen player; Shift+click: one less; or type a number over it; right-click: none</source>
        <translation>Haz clic en un agua: una armada más del jugador elegido; Mayús+clic: una menos; o escribe un número encima; clic derecho: ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="435"/>
        <location filename="../../editor/scenario/economy_tools.py" line="460"/>
        <source>Remove {player}&apos;s Navies from {territory}</source>
        <translation>Quitar las armadas de {player} de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/economy_tools.py" line="466"/>
        <source>{territory}: {navies} of {player}</source>
        <translation>{territory}: {navies} de {player}</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <location filename="../../engine/core/events.py" line="41"/>
        <source>The game begins; {player} plays first.</source>
        <translation>Empieza la partida; {player} juega primero.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="48"/>
        <source>{player} claims {territory}.</source>
        <translation>{player} ocupa {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="57"/>
        <source>{player} places {count} on {territory}.</source>
        <translation>{player} pone {count} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="65"/>
        <source>Turn {turn}: {player} to play.</source>
        <translation>Turno {turn}: juega {player}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="75"/>
        <source>{player} receives {total} ({from_territories} for territories, {from_continents} for continents).</source>
        <translation>{player} recibe {total} ({from_territories} por territorios, {from_continents} por continentes).</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="89"/>
        <source>{player} trades a set of cards for {armies}.</source>
        <translation>{player} canjea un trío de cartas por {armies}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="108"/>
        <source>{player} attacks {target} from {source} with {dice}.</source>
        <translation>{player} ataca {target} desde {source} con {dice}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="180"/>
        <source>{player} is eliminated by {by}, who takes {cards_taken}.</source>
        <translation>{by} elimina a {player} y se lleva {cards_taken}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="199"/>
        <source>The discarded cards are shuffled into a new draw pile ({cards}).</source>
        <translation>Las cartas descartadas se barajan y forman un nuevo mazo ({cards}).</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="98"/>
        <source>{player}: {phase}.</source>
        <translation>{player}: {phase}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="124"/>
        <source>{player} rolls {attacker_dice} against {defender}&apos;s {defender_dice}: {player} loses {attacker_losses}, {defender} loses {defender_losses}.</source>
        <translation>{player} saca {attacker_dice} contra {defender_dice} de {defender}: {player} pierde {attacker_losses}, {defender} pierde {defender_losses}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="145"/>
        <source>{player} attacks {target} from {source} until it is decided: {player} loses {attacker_losses}, {defender} loses {defender_losses}.</source>
        <translation>{player} ataca {target} desde {source} hasta decidirlo: {player} pierde {attacker_losses}, {defender} pierde {defender_losses}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="160"/>
        <source>{player} captures {target} from {previous_owner}.</source>
        <translation>{player} le conquista {target} a {previous_owner}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="171"/>
        <source>{player} moves {count} from {source} to {target}.</source>
        <translation>{player} mueve {count} de {source} a {target}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="190"/>
        <source>{player} draws the {card} card.</source>
        <translation>{player} roba la carta de {card}.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="192"/>
        <source>{player} draws a card.</source>
        <translation>{player} roba una carta.</translation>
    </message>
    <message>
        <location filename="../../engine/core/events.py" line="208"/>
        <source>{player} wins: {reason}.</source>
        <translation>{player} gana: {reason}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="34"/>
        <source>{player} is eliminated by {by}, who takes no cards.</source>
        <translation>{player} queda eliminado por {by}, que no se lleva ninguna carta.</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="36"/>
        <source>{player} is eliminated by {by}, who takes 1 card.</source>
        <translation>{player} queda eliminado por {by}, que se lleva 1 carta.</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="42"/>
        <source>The game ends in a draw: {reason}.</source>
        <translation>La partida termina en empate: {reason}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="47"/>
        <source>claiming territories</source>
        <translation>reparto de territorios</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="48"/>
        <source>placing starting armies</source>
        <translation>colocación de ejércitos iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="49"/>
        <source>reinforcing</source>
        <translation>refuerzos</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="50"/>
        <source>attacking</source>
        <translation>ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="51"/>
        <source>defending</source>
        <translation>defensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="52"/>
        <source>moving in</source>
        <translation>ocupación</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="53"/>
        <source>fortifying</source>
        <translation>reagrupación</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="54"/>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="57"/>
        <source>conquered the world</source>
        <translation>ha conquistado el mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="58"/>
        <source>completed the secret mission</source>
        <translation>ha cumplido la misión secreta</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="62"/>
        <source>the turn limit ({limit}) was reached</source>
        <translation>se ha alcanzado el límite de turnos ({limit})</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="73"/>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="88"/>
        <location filename="../../editor/play/event_text.py" line="75"/>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="85"/>
        <source>coin card</source>
        <translation>carta de moneda</translation>
    </message>
    <message>
        <location filename="../../editor/play/event_text.py" line="86"/>
        <source>wild</source>
        <translation>comodín</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="17"/>
        <source>{player} rolls highest and chooses first.</source>
        <translation>{player} saca la tirada más alta y elige primero.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="24"/>
        <source>{player} plays {faction}.</source>
        <translation>{player} juega con {faction}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="69"/>
        <source>{player} turns in four cards for a red star.</source>
        <translation>{player} canjea cuatro cartas por una Estrella Roja.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="77"/>
        <source>{player} places a {scar} scar on {territory}.</source>
        <translation>{player} pone una cicatriz {scar} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="92"/>
        <source>The {scar} scar on {territory} changes its troops by {change} to {troops} at the end of the turn.</source>
        <translation>La cicatriz {scar} de {territory} cambia sus tropas en {change}, hasta {troops}, al final del turno.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="121"/>
        <source>{player} has no legal starting territory to join the war from and is eliminated.</source>
        <translation>{player} no tiene ningún territorio de inicio legal para entrar en guerra y queda eliminado.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="112"/>
        <source>{player} loses their last troop to {by}, who takes {cards_taken} from them.</source>
        <translation>{player} pierde su última tropa ante {by}, que le quita {cards_taken}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="143"/>
        <source>{player} expands from {source} into {target} with {count}; the city costs {lost}.</source>
        <translation>{player} se expande de {source} a {target} con {count}; la ciudad le cuesta {lost}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="161"/>
        <source>The dice are modified: attack {attack}, defence {defence}.</source>
        <translation>Los dados se modifican: ataque {attack}, defensa {defence}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="172"/>
        <source>Missiles may be fired: attack {attack} against defence {defence}.</source>
        <translation>Se pueden lanzar misiles: ataque {attack} contra defensa {defence}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="182"/>
        <source>{player} fires a missile: one {side} die becomes a 6.</source>
        <translation>{player} lanza un misil: un dado de {side} pasa a ser un 6.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="190"/>
        <source>The fortification of {territory} is worn down ({used} of 10 boxes marked).</source>
        <translation>La fortificación de {territory} se desgasta ({used} de 10 casillas marcadas).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="199"/>
        <source>{player} takes the {card} card.</source>
        <translation>{player} toma la carta {card}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="205"/>
        <source>The coin cards have run out: {player} controls the most territories and takes a red star.</source>
        <translation>Se han acabado las cartas de moneda: {player} es quien controla más territorios y toma una Estrella Roja.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="215"/>
        <source>The war is over; {player} signs the board.</source>
        <translation>La guerra ha terminado; {player} firma el tablero.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="224"/>
        <source>{player} chooses a reward: {kind}.</source>
        <translation>{player} elige una recompensa: {kind}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/events.py" line="231"/>
        <source>{player} names the world {name}.</source>
        <translation>{player} llama al mundo {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="28"/>
        <source>{player} takes a coin card.</source>
        <translation>{player} toma una carta de moneda.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="30"/>
        <source>The coin cards have run out: no one controls the most territories alone, so nobody takes a red star.</source>
        <translation>Se han acabado las cartas de moneda: nadie controla en solitario más territorios, así que nadie toma una Estrella Roja.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="32"/>
        <source>The war is over without a winner: nobody signs the board.</source>
        <translation>La guerra termina sin ganador: nadie firma el tablero.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="33"/>
        <source>The world is named {name}.</source>
        <translation>El mundo se llama {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="34"/>
        <source>{player} scars {territory}: {scar}.</source>
        <translation>{player} deja una cicatriz en {territory}: {scar}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="36"/>
        <source>{scar} on {territory}: {player} gains {change} at the end of the turn (now {troops}).</source>
        <translation>{scar} en {territory}: {player} gana {change} al final del turno (ahora {troops}).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="38"/>
        <source>{scar} on {territory}: {player} loses {change} at the end of the turn (now {troops}).</source>
        <translation>{scar} en {territory}: {player} pierde {change} al final del turno (ahora {troops}).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="29"/>
        <source>{player} takes the {card} card ({coins}).</source>
        <translation>{player} toma la carta de {card} ({coins}).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="40"/>
        <source>{player} expands from {source} into {target} with {count}.</source>
        <translation>{player} se expande de {source} a {target} con {count}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="41"/>
        <source>{player} recruits {total} ({from_territories} for territories and cities, {from_continents} for continents).</source>
        <translation>{player} recluta {total} ({from_territories} por territorios y ciudades, {from_continents} por continentes).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="47"/>
        <location filename="../../engine/rules/legacy/events.py" line="32"/>
        <source>{player} starts in {territory} with {troops} and the HQ.</source>
        <translation>{player} empieza en {territory} con {troops} y el CG.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="48"/>
        <location filename="../../engine/rules/legacy/events.py" line="46"/>
        <source>{player} recruits {troops} more from {power}.</source>
        <translation>{player} recluta {troops} más gracias a {power}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="49"/>
        <location filename="../../engine/rules/legacy/events.py" line="59"/>
        <source>{player} places {troops} in {territory} from {power}.</source>
        <translation>{player} coloca {troops} en {territory} gracias a {power}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="50"/>
        <location filename="../../engine/rules/legacy/events.py" line="102"/>
        <source>{player} joins the war in {territory} with {troops}.</source>
        <translation>{player} entra en guerra en {territory} con {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="51"/>
        <location filename="../../engine/rules/legacy/events.py" line="131"/>
        <source>{player} turns in resource cards worth {coins} for {troops}.</source>
        <translation>{player} canjea cartas de recurso por valor de {coins} a cambio de {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="55"/>
        <location filename="../../engine/rules/legacy/events.py" line="238"/>
        <source>A sealed pack is opened: {pack}.</source>
        <translation>Se abre un paquete sellado: {pack}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="57"/>
        <source>{player} fires a missile: one attack die becomes a 6.</source>
        <translation>{player} lanza un misil: un dado de ataque pasa a ser un 6.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="58"/>
        <source>{player} fires a missile: one defence die becomes a 6.</source>
        <translation>{player} lanza un misil: un dado de defensa pasa a ser un 6.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="61"/>
        <source>{player} fires a missile: {die} becomes an unmodifiable 6.</source>
        <translation>{player} lanza un misil: {die} se convierte en un 6 inmodificable.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="63"/>
        <source>{player} loses their last troop to {by}, who takes no resource cards.</source>
        <translation>{player} pierde su última tropa ante {by}, que no se lleva ninguna carta de recurso.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="64"/>
        <source>{player} loses their last troop to {by}, who takes their 1 resource card.</source>
        <translation>{player} pierde su última tropa ante {by}, que se lleva su única carta de recurso.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="70"/>
        <source>{player} names {place}: from now on it is {name}.</source>
        <translation>{player} da nombre a {place}: desde ahora es {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="71"/>
        <source>{player} founds the major city {name} in {place}.</source>
        <translation>{player} funda la Ciudad Mayor {name} en {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="72"/>
        <source>{player} founds the minor city {name} in {place}.</source>
        <translation>{player} funda la Ciudad Menor {name} en {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="73"/>
        <source>{player} cancels the scar on {place}.</source>
        <translation>{player} cancela la cicatriz de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="74"/>
        <source>{player} changes the bonus of {place} by one.</source>
        <translation>{player} cambia en uno la bonificación de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="75"/>
        <source>{player} raises the bonus of {place} by one.</source>
        <translation>{player} sube en uno la bonificación de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="76"/>
        <source>{player} lowers the bonus of {place} by one.</source>
        <translation>{player} baja en uno la bonificación de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="77"/>
        <source>{player} fortifies the city in {place}.</source>
        <translation>{player} fortifica la ciudad de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="78"/>
        <source>{player} destroys the territory card of {place}.</source>
        <translation>{player} destruye la carta de territorio de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="79"/>
        <source>{player} adds a coin to the territory card of {place}.</source>
        <translation>{player} añade una moneda a la carta de territorio de {place}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="81"/>
        <source>{player} chooses a reward.</source>
        <translation>{player} elige una recompensa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="85"/>
        <source>gained four red stars</source>
        <translation>ha conseguido cuatro Estrellas Rojas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/event_words.py" line="86"/>
        <source>eliminated every other player</source>
        <translation>ha eliminado a todos los demás jugadores</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="42"/>
        <source>A sealed pack is opened: {name}.</source>
        <translation>Se abre un paquete sellado: {name}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="51"/>
        <source>Event: {name}. {text}</source>
        <translation>Evento: {name}. {text}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="58"/>
        <source>The event {name} does not occur: there is a tie.</source>
        <translation>El evento {name} no ocurre: hay un empate.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="65"/>
        <source>The event {name} does not occur: the player it names is not in the war.</source>
        <translation>El evento {name} no ocurre: el jugador que nombra no está en la guerra.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="74"/>
        <source>{player} loses {count} on {territory}.</source>
        <translation>{player} pierde {count} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="82"/>
        <source>{player} gains red stars: {count}.</source>
        <translation>{player} gana Estrellas Rojas: {count}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="89"/>
        <source>{player} loses red stars: {count}.</source>
        <translation>{player} pierde Estrellas Rojas: {count}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="96"/>
        <source>{player} gains missiles: {count}.</source>
        <translation>{player} gana misiles: {count}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="103"/>
        <source>{player} loses missiles: {count}.</source>
        <translation>{player} pierde misiles: {count}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="112"/>
        <source>{player} completes the mission {name}; red stars gained: {stars}.</source>
        <translation>{player} cumple la misión {name}; Estrellas Rojas ganadas: {stars}.</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/pack_cards.py" line="121"/>
        <source>New cards join the war: {events}, {missions}.</source>
        <translation>Nuevas cartas entran en la guerra: {events}, {missions}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="17"/>
        <source>Round {round} begins.</source>
        <translation>Empieza la ronda {round}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="25"/>
        <source>{player} gets {income} MU.</source>
        <translation>{player} recibe {income} UM.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="35"/>
        <source>{player} recruits {count} {kind} in {territory} for {cost} MU.</source>
        <translation>{player} recluta {count} {kind} en {territory} por {cost} UM.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="46"/>
        <source>{player}: {what} in {territory} ({money} MU).</source>
        <translation>{player}: {what} en {territory} ({money} UM).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="54"/>
        <source>{player} trades three influence cards for {money} MU.</source>
        <translation>{player} canjea tres cartas de influencia por {money} UM.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="60"/>
        <source>{player} gains an influence card.</source>
        <translation>{player} gana una carta de influencia.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="67"/>
        <source>{player} is done ({phase}).</source>
        <translation>{player} ha terminado ({phase}).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="77"/>
        <source>{player} moves {count} {kind} from {source} to {target}.</source>
        <translation>{player} mueve {count} {kind} de {source} a {target}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="84"/>
        <source>{player} wins the initiative.</source>
        <translation>{player} gana la iniciativa.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="100"/>
        <source>In {territory}, {player} rolls {attacker_roll} against {defender}&apos;s {defender_roll}.</source>
        <translation>En {territory}, {player} saca {attacker_roll} contra el {defender_roll} de {defender}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="110"/>
        <source>The battle in {territory} is over (winner: {player}).</source>
        <translation>La batalla en {territory} ha terminado (ganador: {player}).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="118"/>
        <source>Revolution in {territory}, a country of {player}!</source>
        <translation>¡Revolución en {territory}, un país de {player}!</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="126"/>
        <source>{player} incites a revolution in {territory}.</source>
        <translation>{player} provoca una revolución en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="136"/>
        <source>{player} takes {loser}&apos;s capital {territory} and {money} MU.</source>
        <translation>{player} toma la capital de {loser}, {territory}, y {money} UM.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="146"/>
        <source>{player} and {ally} are allies.</source>
        <translation>{player} y {ally} son aliados.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="154"/>
        <source>{player} offers {ally} an alliance.</source>
        <translation>{player} ofrece una alianza a {ally}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="161"/>
        <source>{player} surrenders; their units become neutral.</source>
        <translation>{player} se rinde; sus unidades pasan a ser neutrales.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="167"/>
        <source>{player} has nothing left and is out.</source>
        <translation>{player} se ha quedado sin nada y sale de la partida.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="182"/>
        <source>{player} lays siege to {besieged} in {territory}.</source>
        <translation>{player} pone asedio a {besieged} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="192"/>
        <source>{player} attacks the {what} in {territory}.</source>
        <translation>{player} ataca {what} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="201"/>
        <source>{player} destroys the {what} in {territory}.</source>
        <translation>{player} destruye {what} en {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="212"/>
        <source>{player}&apos;s {count} {kind} from {source} meet the enemy on the border with {target}.</source>
        <translation>{count} {kind} de {player} que salen de {source} se topan con el enemigo en la frontera con {target}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="230"/>
        <source>On the border of {first} and {second}, {player} rolls {attacker_roll} against {defender}&apos;s {defender_roll}.</source>
        <translation>En la frontera entre {first} y {second}, {player} saca {attacker_roll} contra el {defender_roll} de {defender}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="242"/>
        <source>The battle on the border of {first} and {second} is over (winner: {player}).</source>
        <translation>La batalla en la frontera entre {first} y {second} ha terminado (ganador: {player}).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="253"/>
        <source>{player} withdraws {count} {kind} from the border back to {territory}.</source>
        <translation>{player} retira {count} {kind} de la frontera de vuelta a {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="263"/>
        <source>{player} pays {upkeep} MU upkeep.</source>
        <translation>{player} paga {upkeep} UM de mantenimiento.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="273"/>
        <source>{player} loses {count} in {territory}: too few navies there to carry every army.</source>
        <translation>{player} pierde {count} en {territory}: no hay armadas suficientes para llevar a todos los ejércitos.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="285"/>
        <source>{player} loses {count}: their upkeep was not paid.</source>
        <translation>{player} pierde {count}: no se pagó su mantenimiento.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="306"/>
        <source>{player} ends the withdrawal from {territory}: {gone} to {target}, {stayed} in place.</source>
        <translation>{player} termina la retirada de {territory}: {gone} a {target}, {stayed} en su sitio.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="294"/>
        <source>{player} gives {territory} to {ally}.</source>
        <translation>{player} cede {territory} a {ally}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/events.py" line="316"/>
        <source>{player} takes an influence card from {victim}.</source>
        <translation>{player} quita una carta de influencia a {victim}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="25"/>
        <source>{player} recruits {units} in {territory} for {cost} MU.</source>
        <translation>{player} recluta {units} en {territory} por {cost} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="26"/>
        <source>{player} moves {units} from {source} to {target}.</source>
        <translation>{player} mueve {units} de {source} a {target}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="27"/>
        <source>{player} builds {what} in {territory} for {cost} MU.</source>
        <translation>{player} construye {what} en {territory} por {cost} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="28"/>
        <source>{player} destroys the {what} in {territory} and gets {refund} MU back.</source>
        <translation>{player} destruye {what} en {territory} y recupera {refund} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="29"/>
        <source>{player}&apos;s {units} from {source} meet the enemy on the border with {target}.</source>
        <translation>{units} de {player} que salen de {source} se topan con el enemigo en la frontera con {target}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="30"/>
        <source>{player} withdraws {units} from the border back to {territory}.</source>
        <translation>{player} retira {units} de la frontera de vuelta a {territory}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="31"/>
        <source>In {territory}, {player} rolls {attacker_roll} against {defender}&apos;s {defender_roll}. {outcome}</source>
        <translation>En {territory}, {player} saca {attacker_roll} contra {defender_roll} de {defender}. {outcome}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="33"/>
        <source>On the border of {first} and {second}, {player} rolls {attacker_roll} against {defender}&apos;s {defender_roll}. {outcome}</source>
        <translation>En la frontera entre {first} y {second}, {player} saca {attacker_roll} contra {defender_roll} de {defender}. {outcome}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="36"/>
        <source>{winner} wins the roll-off: {loser} loses a unit.</source>
        <translation>{winner} gana la tirada: {loser} pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="37"/>
        <source>{winner} defends with a natural 6 and wins the roll-off: {loser} loses a unit.</source>
        <translation>{winner} defiende con un 6 natural y gana la tirada: {loser} pierde una unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="39"/>
        <source>A tie: {player} and {defender} both lose a unit.</source>
        <translation>Empate: {player} y {defender} pierden una unidad cada uno.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="40"/>
        <source>Nobody loses a unit.</source>
        <translation>Nadie pierde ninguna unidad.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="43"/>
        <source>{player} recruits {units} in {places} for {cost} MU.</source>
        <translation>{player} recluta {units} en {places} por {cost} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="44"/>
        <source>{player} builds {things} for {cost} MU.</source>
        <translation>{player} construye {things} por {cost} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/event_words.py" line="45"/>
        <source>{player} destroys {things} and gets {refund} MU back.</source>
        <translation>{player} destruye {things} y recupera {refund} UM.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_events.py" line="18"/>
        <source>{player} builds a navy base in {territory} on {water} ({money} MU).</source>
        <translation>{player} construye una base naval en {territory} en {water} ({money} UM).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_events.py" line="28"/>
        <source>A navy unit of {player} in {water} blockades the navy base of {territory}.</source>
        <translation>Una unidad de armada de {player} en {water} bloquea la base naval de {territory}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_events.py" line="38"/>
        <source>The blockade by {player} of the navy base of {territory} on {water} ends.</source>
        <translation>Termina el bloqueo de {player} a la base naval de {territory} en {water}.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_events.py" line="48"/>
        <source>{player}&apos;s navy in the hostile canal country {territory} is destroyed: {count}.</source>
        <translation>Se destruye la armada de {player} en {territory}, país del canal hostil: {count}.</translation>
    </message>
</context>
<context>
    <name>ExpandDialog</name>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="43"/>
        <source>{territory} has a city of population {population}: expanding into it costs no troops this turn (a power waives it).</source>
        <translation>{territory} tiene una ciudad de población {population}: expandirse a ella no cuesta tropas este turno (un poder lo dispensa).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="46"/>
        <source>{territory} has a fortified city of population {population}: expanding into it costs {troops} +{extra} for the fortification = {cost}.</source>
        <translation>{territory} tiene una ciudad fortificada de población {population}: expandirse a ella cuesta {troops} +{extra} por la fortificación = {cost}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="50"/>
        <source>{territory} has a city of population {population}: expanding into it costs {troops}.</source>
        <translation>{territory} tiene una ciudad de población {population}: expandirse a ella cuesta {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="65"/>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="115"/>
        <source>Expand</source>
        <translation>Expandirse</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="68"/>
        <source>Expand from {source} into {target}</source>
        <translation>Expandirse desde {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="76"/>
        <source>Cost of the city</source>
        <translation>Coste de la ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="85"/>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="89"/>
        <source>Troops to move</source>
        <translation>Tropas que mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="114"/>
        <source>&amp;Expand</source>
        <translation>&amp;Expandirse</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="118"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/expand_dialog.py" line="150"/>
        <source>{source} keeps {kept}; {target} will have {total}</source>
        <translation>{source} se queda con {kept}; {target} tendrá {total}</translation>
    </message>
</context>
<context>
    <name>FactionPanel</name>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="49"/>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="50"/>
        <source>held on</source>
        <translation>se mantuvo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="51"/>
        <source>eliminated</source>
        <translation>fue eliminada</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="58"/>
        <source>No effect the rules apply automatically.</source>
        <translation>Ningún efecto que las reglas apliquen automáticamente.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="60"/>
        <source>Effect:
{lines}</source>
        <translation>Efecto:
{lines}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="83"/>
        <source>{faction}: {power}</source>
        <translation>{faction}: {power}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="84"/>
        <source>This power is not in the world&apos;s list.</source>
        <translation>Este poder no está en la lista del mundo.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="104"/>
        <source>{faction}: scar on the card</source>
        <translation>{faction}: cicatriz en la carta</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="106"/>
        <source>Scar on the card:</source>
        <translation>Cicatriz en la carta:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="111"/>
        <source>{faction}&apos;s games</source>
        <translation>Partidas de {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="113"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="113"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="113"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="114"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="120"/>
        <source>Not played yet.</source>
        <translation>Aún no se ha jugado.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="154"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="160"/>
        <source>Unknown scar &apos;{scar}&apos;</source>
        <translation>Cicatriz desconocida «{scar}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="189"/>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/faction_panel.py" line="213"/>
        <source>This world has no factions.</source>
        <translation>Este mundo no tiene facciones.</translation>
    </message>
</context>
<context>
    <name>FortificationUsesDialog</name>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="724"/>
        <source>Fortification Uses</source>
        <translation>Usos de la fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="728"/>
        <source>Boxes ticked</source>
        <translation>Casillas marcadas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="736"/>
        <source>Boxes &amp;ticked (of {total}):</source>
        <translation>Casillas &amp;marcadas (de {total}):</translation>
    </message>
</context>
<context>
    <name>FortifyDialog</name>
    <message>
        <location filename="../../editor/play/fortify_dialog.py" line="49"/>
        <source>This is your one move of the turn: your turn ends after it.</source>
        <translation>Es tu único movimiento del turno: después, tu turno termina.</translation>
    </message>
    <message>
        <location filename="../../editor/play/fortify_dialog.py" line="86"/>
        <source>&amp;Move</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/fortify_dialog.py" line="87"/>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/fortify_dialog.py" line="90"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/play/fortify_dialog.py" line="116"/>
        <source>{source} keeps {kept}, {target} will have {total}</source>
        <translation>{source} conserva {kept}, {target} tendrá {total}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../editor/play/controller.py" line="353"/>
        <source>It is not your turn to decide.</source>
        <translation>No te toca decidir.</translation>
    </message>
    <message>
        <location filename="../../editor/play/controller.py" line="576"/>
        <source>A computer player made an error: {error}</source>
        <translation>Un jugador del ordenador ha cometido un error: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/controller.py" line="583"/>
        <source>A computer player chose an illegal move: {error}</source>
        <translation>Un jugador del ordenador ha elegido una jugada no permitida: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/controller.py" line="595"/>
        <location filename="../../editor/play/controller.py" line="602"/>
        <source>Cannot write the autosave: {error}</source>
        <translation>No se puede escribir el guardado automático: {error}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../editor/play/game_log.py" line="34"/>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/game_log.py" line="35"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>Lo que ha pasado en la partida, lo más reciente abajo</translation>
    </message>
</context>
<context>
    <name>GeometryFix</name>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="32"/>
        <source>Fix Border Mismatch</source>
        <translation>Corregir frontera desigual</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="35"/>
        <source>Close Thin Gap</source>
        <translation>Cerrar hueco estrecho</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="38"/>
        <source>Remove Overlap</source>
        <translation>Quitar superposición</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="44"/>
        <source>Give Sliver to Neighbour</source>
        <translation>Dar franja al vecino</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="47"/>
        <source>Fix Geometry Problem</source>
        <translation>Corregir problema de geometría</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="41"/>
        <source>Repair Self-Intersection</source>
        <translation>Reparar autointersección</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="55"/>
        <source>not a geometry problem</source>
        <translation>no es un problema de geometría</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="56"/>
        <source>its territories are no longer on the map</source>
        <translation>sus territorios ya no están en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="57"/>
        <source>the geometry could not be fixed</source>
        <translation>no se pudo corregir la geometría</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="58"/>
        <source>fixing it would leave an invalid outline</source>
        <translation>corregirlo dejaría un contorno no válido</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="59"/>
        <source>fixing it would make territories overlap</source>
        <translation>corregirlo haría que se superpusieran territorios</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="60"/>
        <source>only an outline that crosses itself can be fixed</source>
        <translation>solo se puede corregir un contorno que se cruza consigo mismo</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="104"/>
        <source>Nothing to fix: no such problems on the map.</source>
        <translation>Nada que corregir: el mapa no tiene problemas de ese tipo.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="107"/>
        <source>Fixed 1 problem.</source>
        <translation>Corregido 1 problema.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/geometry_fixes.py" line="112"/>
        <source>Not fixed: {count} (the first, between {ids}: {reason}).</source>
        <translation>Sin corregir: {count} (el primero, entre {ids}: {reason}).</translation>
    </message>
</context>
<context>
    <name>GeometryFixActions</name>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="31"/>
        <source>Fix All &amp;Border Mismatches</source>
        <translation>Corregir todas las &amp;fronteras desiguales</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="33"/>
        <source>Where a corner of one territory lies on a neighbour&apos;s edge, make it a corner of both</source>
        <translation>Donde un vértice de un territorio está sobre el borde de un vecino, convertirlo en vértice de ambos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="35"/>
        <source>Close All Thin &amp;Gaps</source>
        <translation>Cerrar todos los &amp;huecos estrechos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="36"/>
        <source>Snap each territory&apos;s edge onto the neighbour it almost touches</source>
        <translation>Ajustar el borde de cada territorio al vecino que casi toca</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="38"/>
        <source>Remove All Small &amp;Overlaps</source>
        <translation>Quitar todas las &amp;superposiciones pequeñas</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="39"/>
        <source>Cut each overlap out of one side, which then follows the other&apos;s border</source>
        <translation>Quitar cada superposición de uno de los lados, que pasa a seguir la frontera del otro</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="41"/>
        <source>Give All &amp;Slivers to Their Neighbours</source>
        <translation>Dar todas las f&amp;ranjas a sus vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="43"/>
        <source>Join each sliver to the neighbour with the longest side along it</source>
        <translation>Unir cada franja al vecino con el lado más largo junto a ella</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="45"/>
        <source>Repair All Self-&amp;Intersections</source>
        <translation>Reparar todas las autoi&amp;ntersecciones</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="47"/>
        <source>Split each outline that crosses itself at the crossing, or drop the corner that made it cross, whichever changes least</source>
        <translation>Divide cada contorno que se cruza consigo mismo en el cruce, o quita el vértice que lo hizo cruzarse, lo que menos cambie</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="50"/>
        <source>Fix &amp;All Geometry Problems</source>
        <translation>Corregir &amp;todos los problemas de geometría</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="52"/>
        <source>Repair every self-intersection and fix every border mismatch, thin gap, small overlap and sliver in one step</source>
        <translation>Repara todas las autointersecciones y corrige todas las fronteras desiguales, huecos estrechos, pequeñas superposiciones y franjas en un solo paso</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="60"/>
        <source>&amp;Fix Problems</source>
        <translation>C&amp;orregir problemas</translation>
    </message>
    <message>
        <location filename="../../editor/actions/geometry_fix_actions.py" line="62"/>
        <source>Fix Problems</source>
        <translation>Corregir problemas</translation>
    </message>
</context>
<context>
    <name>GridActions</name>
    <message>
        <location filename="../../editor/actions/grid_actions.py" line="29"/>
        <source>Show &amp;Grid</source>
        <translation>Mostrar cua&amp;drícula</translation>
    </message>
    <message>
        <location filename="../../editor/actions/grid_actions.py" line="30"/>
        <source>Draw a grid over the map (its size is in Map Properties), when zoomed in enough to be useful; while it shows, the arrow keys move by its size</source>
        <translation>Dibuja una cuadrícula sobre el mapa (su tamaño está en Propiedades del mapa) cuando el zoom es suficiente para que sea útil; mientras se muestra, las teclas de flecha mueven de cuadro en cuadro</translation>
    </message>
    <message>
        <location filename="../../editor/actions/grid_actions.py" line="33"/>
        <source>Sn&amp;ap to Grid</source>
        <translation>Aj&amp;ustar a la cuadrícula</translation>
    </message>
    <message>
        <location filename="../../editor/actions/grid_actions.py" line="35"/>
        <source>New and moved corners that snap to no corner or border go to the nearest grid point</source>
        <translation>Los vértices nuevos y movidos que no se ajustan a ningún vértice ni borde van al punto de la cuadrícula más cercano</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="360"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="367"/>
        <source>Card hint</source>
        <translation>Consejo sobre las cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="369"/>
        <location filename="../../editor/play/hand_panel.py" line="588"/>
        <location filename="../../editor/play/hand_panel.py" line="590"/>
        <location filename="../../editor/play/hand_panel.py" line="596"/>
        <source>&amp;Trade</source>
        <translation>&amp;Canjear</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="371"/>
        <source>Trade the selected cards</source>
        <translation>Canjear las cartas seleccionadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="373"/>
        <source>What the trade gives</source>
        <translation>Lo que da el canje</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="374"/>
        <source>Secret mission</source>
        <translation>Misión secreta</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="378"/>
        <source>Why no cards are shown</source>
        <translation>Por qué no se muestran cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="448"/>
        <source>{player}&apos;s cards ({count})</source>
        <translation>Cartas de {player} ({count})</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="472"/>
        <source>{player}&apos;s cards and mission are hidden from the others at the screen.</source>
        <translation>Las cartas y la misión de {player} no se muestran a los demás que miran la pantalla.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="474"/>
        <source>&amp;Show {player}&apos;s Cards</source>
        <translation>&amp;Mostrar las cartas de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="476"/>
        <source>The screen is covered until {player} is at it; then {player}&apos;s cards and mission are shown.</source>
        <translation>La pantalla se cubre hasta que {player} esté delante; entonces se muestran las cartas y la misión de {player}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="481"/>
        <source>{player} is deciding: nobody&apos;s cards are shown.</source>
        <translation>{player} está decidiendo: no se muestran las cartas de nadie.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="484"/>
        <source>{player} is playing: nobody&apos;s cards are shown.</source>
        <translation>{player} está jugando: no se muestran las cartas de nadie.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="518"/>
        <source>Wild</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="523"/>
        <source>Coin card</source>
        <translation>Carta de moneda</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="529"/>
        <source>No resource cards yet: conquer a territory during a turn to take one at its end.</source>
        <translation>Aún no tienes cartas de recurso: conquista un territorio durante un turno para tomar una al final.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="546"/>
        <source>No cards yet: capture a territory during a turn to draw one at its end.</source>
        <translation>Aún no tienes cartas: conquista un territorio durante un turno para robar una al final.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="548"/>
        <source>You must trade: you hold %n card(s), trade sets until you have {limit} or fewer</source>
        <translation>
            <numerusform>Debes canjear: tienes %n carta; canjea tríos hasta tener {limit} o menos</numerusform>
            <numerusform>Debes canjear: tienes %n cartas; canjea tríos hasta tener {limit} o menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="551"/>
        <source>You must trade: you hold %n card(s)</source>
        <translation>
            <numerusform>Debes canjear: tienes %n carta</numerusform>
            <numerusform>Debes canjear: tienes %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="600"/>
        <source>&amp;Trade for %n army(ies)</source>
        <translation>
            <numerusform>&amp;Canjear por %n ejército</numerusform>
            <numerusform>&amp;Canjear por %n ejércitos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="617"/>
        <source>+%n army(ies) on {territory}, which you hold</source>
        <translation>
            <numerusform>+%n ejército en {territory}, que controlas</numerusform>
            <numerusform>+%n ejércitos en {territory}, que controlas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="553"/>
        <source>Cards with a gold edge make a set: select three and trade them for armies.</source>
        <translation>Las cartas con borde dorado forman un trío: selecciona tres y canjéalas por ejércitos.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="533"/>
        <source>Your cards are worth {coins}: turn in {fewest} to {most} for troops while recruiting, or {cards} for a red star at the start of your turn.</source>
        <translation>Tus cartas valen {coins}: canjea de {fewest} a {most} por tropas al reclutar, o {cards} por una Estrella Roja al empezar tu turno.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="555"/>
        <source>Cards with a gold edge make a set: you can trade it while reinforcing.</source>
        <translation>Las cartas con borde dorado forman un trío: puedes canjearlo durante los refuerzos.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="557"/>
        <source>No set yet: three of a kind, one of each, or any two with a wild card.</source>
        <translation>Aún no tienes ningún trío: tres iguales, una de cada tipo, o dos cualesquiera con un comodín.</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="574"/>
        <source>Your secret mission: {mission}</source>
        <translation>Tu misión secreta: {mission}</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="577"/>
        <source>(The player your first mission named is out of the game, so your mission is now this one.)</source>
        <translation>(El jugador que nombraba tu primera misión ya no está en la partida, así que ahora tu misión es esta.)</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="592"/>
        <source>Select {count} more</source>
        <translation>Selecciona {count} más</translation>
    </message>
    <message>
        <location filename="../../editor/play/hand_panel.py" line="615"/>
        <source>No extra armies: you hold none of these territories, or had the bonus this turn.</source>
        <translation>Sin ejércitos extra: no controlas ninguno de estos territorios, o ya has recibido la bonificación este turno.</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="81"/>
        <source>Hand-off screen</source>
        <translation>Pantalla para pasar el turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="136"/>
        <source>Pass the screen to {name} — {name}, click to see your cards</source>
        <translation>Pasa la pantalla a {name} — {name}, haz clic para ver tus cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="138"/>
        <source>{name}: your turn</source>
        <translation>{name}: te toca</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="139"/>
        <source>Pass to {name} — click when ready</source>
        <translation>Pasa la pantalla a {name} — haz clic cuando quieras continuar</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="147"/>
        <source>Pass the screen to {name}</source>
        <translation>Pasa la pantalla a {name}</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="148"/>
        <source>Pass to {name}</source>
        <translation>Pasa la pantalla a {name}</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="158"/>
        <source>Everyone else, please look away.</source>
        <translation>Que los demás miren hacia otro lado, por favor.</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="160"/>
        <source>The game will be saved when the cover is lifted.</source>
        <translation>La partida se guardará al retirar la pantalla de espera.</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="166"/>
        <source>Everyone else, please look away. Click, or press Space or Enter, to show {name}&apos;s cards; press Esc to keep them hidden.</source>
        <translation>Que los demás miren hacia otro lado, por favor. Haz clic, o pulsa Espacio o Intro, para mostrar las cartas de {name}; pulsa Esc para mantenerlas ocultas.</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="169"/>
        <source>{name}, click, or press Space or Enter, to begin.</source>
        <translation>{name}, haz clic o pulsa Espacio o Intro para empezar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/handoff_screen.py" line="171"/>
        <source>Everyone else, please look away. Click, or press Space or Enter, to continue.</source>
        <translation>Que los demás miren hacia otro lado, por favor. Haz clic, o pulsa Espacio o Intro, para continuar.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../editor/help/help_menu.py" line="33"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="40"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="41"/>
        <source>How to use Worldsmith, with pictures</source>
        <translation>Cómo usar Worldsmith, con imágenes</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="43"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="44"/>
        <source>Every key this window answers, and where it is in the menus</source>
        <translation>Todas las teclas a las que responde esta ventana, y dónde están en los menús</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="46"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="47"/>
        <source>Classic Risk, Risk Legacy and the MU economy as Worldsmith plays them</source>
        <translation>El Risk clásico, Risk Legacy y la economía UM tal como los juega Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="48"/>
        <source>&amp;About Worldsmith</source>
        <translation>A&amp;cerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="94"/>
        <source>About Worldsmith</source>
        <translation>Acerca de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_menu.py" line="95"/>
        <source>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Design Risk-style worlds, set up scenarios and play them.&lt;/p&gt;&lt;p&gt;Scroll to zoom; drag with the middle mouse button, or hold Space and drag, to move the map.&lt;/p&gt;&lt;p&gt;Help ▸ User Guide tells the rest.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Worldsmith {version}&lt;/h3&gt;&lt;p&gt;Diseña mundos al estilo de Risk, prepara escenarios y juégalos.&lt;/p&gt;&lt;p&gt;Usa la rueda para acercar o alejar; arrastra con el botón central del ratón, o mantén pulsada la barra espaciadora y arrastra, para mover el mapa.&lt;/p&gt;&lt;p&gt;Ayuda ▸ Guía del usuario te cuenta el resto.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../editor/help/help_window.py" line="58"/>
        <location filename="../../editor/help/help_window.py" line="59"/>
        <source>Worldsmith Help</source>
        <translation>Ayuda de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="66"/>
        <source>Help page</source>
        <translation>Página de ayuda</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="73"/>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="77"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="79"/>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="88"/>
        <location filename="../../editor/help/help_window.py" line="89"/>
        <source>Search the help</source>
        <translation>Buscar en la ayuda</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="137"/>
        <source>User Guide</source>
        <translation>Guía del usuario</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="138"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/help/help_window.py" line="169"/>
        <source>The help pages are missing from this installation.</source>
        <translation>Faltan las páginas de ayuda en esta instalación.</translation>
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
    <name>ImportPreview</name>
    <message>
        <location filename="../../editor/interchange/texts.py" line="65"/>
        <source>Fixed</source>
        <translation>Corregido</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="66"/>
        <source>Dropped</source>
        <translation>Descartado</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="67"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="39"/>
        <source>Import {file}</source>
        <translation>Importar {file}</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="40"/>
        <source>Import preview</source>
        <translation>Vista previa de la importación</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="49"/>
        <source>The imported map</source>
        <translation>El mapa importado</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="58"/>
        <source>What was imported</source>
        <translation>Lo que se importó</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="63"/>
        <source>What was fixed, dropped and noted</source>
        <translation>Lo que se corrigió, se descartó y se anotó</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="68"/>
        <source>Nothing had to be fixed or dropped.</source>
        <translation>No hubo que corregir ni descartar nada.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="77"/>
        <source>&amp;Open as New Map</source>
        <translation>&amp;Abrir como mapa nuevo</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="79"/>
        <source>Open the imported map as a new map</source>
        <translation>Abrir el mapa importado como un mapa nuevo</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="80"/>
        <source>&amp;Add to This Map</source>
        <translation>A&amp;ñadir a este mapa</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="82"/>
        <source>Add the imported territories to the open map</source>
        <translation>Añadir los territorios importados al mapa abierto</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/preview_dialog.py" line="83"/>
        <source>Adds the territories, continents and connections in one step that Undo takes back; ids that clash are renamed</source>
        <translation>Añade los territorios, continentes y conexiones en un solo paso que Deshacer revierte; los identificadores repetidos se renombran</translation>
    </message>
</context>
<context>
    <name>Interchange</name>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="233"/>
        <location filename="../../engine/interchange/geo/geojson.py" line="169"/>
        <source>the map has no territories to export</source>
        <translation>el mapa no tiene territorios que exportar</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="234"/>
        <source>the map has {count}; a Domination map holds at most 254</source>
        <translation>el mapa tiene {count}; un mapa de Domination admite como máximo 254</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="237"/>
        <source>the pictures would be {width} wide; at most {most}</source>
        <translation>las imágenes tendrían {width} de ancho; como máximo {most}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="238"/>
        <source>{name} cannot get a pixel of its own in a picture {width} wide: choose a larger --width</source>
        <translation>{name} no puede tener un píxel propio en una imagen de {width} de ancho: elige un --width mayor</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="241"/>
        <source>{name} is smaller than a pixel at this size: it got one pixel</source>
        <translation>{name} es más pequeño que un píxel a este tamaño: se le ha dado un píxel</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/exporter.py" line="242"/>
        <source>territories of no continent ({count}) go to a continent &apos;No continent&apos; worth 0</source>
        <translation>los territorios sin continente ({count}) van a un continente «No continent» que vale 0</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="275"/>
        <source>the map picture &apos;{name}&apos; named in [files] is not in {folder}: it gives the countries their shapes</source>
        <translation>la imagen del mapa «{name}» indicada en [files] no está en {folder}: es la que da su forma a los países</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="278"/>
        <source>not a picture Worldsmith can read ({reason})</source>
        <translation>no es una imagen que Worldsmith pueda leer ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="279"/>
        <source>the picture &apos;{picture}&apos; is {picture_size} pixels but the map picture &apos;{map}&apos; is {map_size}: Domination needs both the same size</source>
        <translation>la imagen «{picture}» mide {picture_size} píxeles pero la imagen del mapa «{map}» mide {map_size}: Domination necesita que ambas tengan el mismo tamaño</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="284"/>
        <source>pixels of the map picture with the number {number}, which is no country ({pixels}): left empty</source>
        <translation>píxeles de la imagen del mapa con el número {number}, que no es ningún país ({pixels}): se dejan vacíos</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="287"/>
        <source>{name} (country {number}) has no pixels on the map picture</source>
        <translation>{name} (país {number}) no tiene píxeles en la imagen del mapa</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="288"/>
        <source>no pixel of this picture has the number of a country</source>
        <translation>ningún píxel de esta imagen tiene el número de un país</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="289"/>
        <source>{name} belongs to no continent (continent 0)</source>
        <translation>{name} no pertenece a ningún continente (continente 0)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="290"/>
        <source>borders drawn as lines of &apos;no country&apos; up to {width} wide: the countries on either side took over their {pixels} and now touch (snap sets the width; 0 keeps the lines)</source>
        <translation>fronteras dibujadas como líneas de «ningún país» de hasta {width} de ancho: los países de cada lado ocuparon sus {pixels} y ahora se tocan (snap fija el ancho; 0 conserva las líneas)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="295"/>
        <source>the map names no picture (&apos;pic&apos;) to keep as the background</source>
        <translation>el mapa no indica ninguna imagen («pic») que conservar como fondo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="296"/>
        <source>the picture &apos;{name}&apos; is not beside the map: no background</source>
        <translation>la imagen «{name}» no está junto al mapa: sin fondo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="297"/>
        <source>{name}: the colour &apos;{colour}&apos; is unknown; grey instead</source>
        <translation>{name}: el color «{colour}» es desconocido; se usa gris</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="298"/>
        <source>line {line}: the borders of country {number}, which does not exist</source>
        <translation>línea {line}: las fronteras del país {number}, que no existe</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="301"/>
        <source>line {line}: a border with country {number}, which does not exist</source>
        <translation>línea {line}: una frontera con el país {number}, que no existe</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="304"/>
        <source>the cards file &apos;{name}&apos; is not beside the map: no card symbols</source>
        <translation>el archivo de cartas «{name}» no está junto al mapa: sin símbolos de carta</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="305"/>
        <source>the cards file &apos;{name}&apos; cannot be read: {reason}</source>
        <translation>el archivo de cartas «{name}» no se puede leer: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="306"/>
        <source>wild cards ({count}): the rules add wild cards themselves, so they are not part of the map</source>
        <translation>comodines ({count}): las reglas añaden los comodines por su cuenta, así que no forman parte del mapa</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="309"/>
        <source>secret missions ({count}) written to {file}</source>
        <translation>misiones secretas ({count}) escritas en {file}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/importer.py" line="310"/>
        <source>cards file, line {line}: the mission names a continent that does not exist</source>
        <translation>archivo de cartas, línea {line}: la misión nombra un continente que no existe</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="280"/>
        <source>{file} is not UTF-8: read as Windows Western (Latin-1) text</source>
        <translation>{file} no está en UTF-8: se ha leído como texto de Windows occidental (Latin-1)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="281"/>
        <source>line {line}: the section [{section}] is not Domination&apos;s; skipped</source>
        <translation>línea {line}: la sección [{section}] no es de Domination; se omite</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="282"/>
        <source>not a Domination map: it needs [continents] and [countries] sections with countries in them</source>
        <translation>no es un mapa de Domination: necesita las secciones [continents] y [countries] con países</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="285"/>
        <source>the [files] section names no map picture (a line &apos;map NAME_map.gif&apos;), so the countries have no shape</source>
        <translation>la sección [files] no indica ninguna imagen del mapa (una línea «map NOMBRE_map.gif»), así que los países no tienen forma</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="289"/>
        <source>{count}: a Domination map has at most 254</source>
        <translation>{count}: un mapa de Domination tiene como máximo 254</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="290"/>
        <source>expected a whole number for the {what}, found &apos;{found}&apos;</source>
        <translation>se esperaba un número entero para {what}, se encontró «{found}»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="291"/>
        <source>expected &apos;Name bonus colour&apos;, found &apos;{found}&apos;</source>
        <translation>se esperaba «Nombre bonificación color», se encontró «{found}»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="292"/>
        <source>expected &apos;number Name continent x y&apos;, found &apos;{found}&apos;</source>
        <translation>se esperaba «número Nombre continente x y», se encontró «{found}»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="293"/>
        <source>continent {number} does not exist: the [continents] section lists {count}</source>
        <translation>el continente {number} no existe: la sección [continents] enumera {count}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="296"/>
        <source>country {number} is listed twice</source>
        <translation>el país {number} aparece dos veces</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="297"/>
        <source>country {number}: countries are numbered from 1 to 254</source>
        <translation>país {number}: los países se numeran del 1 al 254</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="298"/>
        <source>cards file, line {line}: &apos;{found}&apos; is not a card; skipped</source>
        <translation>archivo de cartas, línea {line}: «{found}» no es una carta; se omite</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/map_file.py" line="299"/>
        <source>cards file, line {line}: &apos;{found}&apos; is not a mission; skipped</source>
        <translation>archivo de cartas, línea {line}: «{found}» no es una misión; se omite</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="254"/>
        <source>the file has no territories that can be imported</source>
        <translation>el archivo no tiene territorios que se puedan importar</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="255"/>
        <source>the map would be {width} by {height}, which no canvas can hold</source>
        <translation>el mapa mediría {width} por {height}, que ningún lienzo admite</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="256"/>
        <location filename="../../engine/interchange/svg/importer.py" line="487"/>
        <source>{name} overlapped {other}: the overlap went to {other}</source>
        <translation>{name} se superponía a {other}: la parte común pasa a {other}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="257"/>
        <location filename="../../engine/interchange/svg/importer.py" line="488"/>
        <source>{name}: a thin gap along its border was closed</source>
        <translation>{name}: se ha cerrado un hueco estrecho a lo largo de su frontera</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="258"/>
        <source>{name}: nothing was left of it once simplified (--detail {detail}; a smaller detail keeps it)</source>
        <translation>{name}: no quedó nada tras simplificarlo (--detail {detail}; un detalle menor lo conserva)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="261"/>
        <source>{name}: its outline encloses no area worth keeping</source>
        <translation>{name}: su contorno no encierra ningún área que valga la pena conservar</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="262"/>
        <source>{name}: nothing was left of it once its overlaps went to its neighbours</source>
        <translation>{name}: no quedó nada tras dar sus solapamientos a sus vecinos</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="265"/>
        <source>{name} lies inside {other}: {other} got a hole for it, so {name} keeps its area</source>
        <translation>{name} está dentro de {other}: {other} recibió un hueco para él, así que {name} conserva su área</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="268"/>
        <source>{name} is narrower than the snap ({snap}) everywhere: its area went to {other} (a smaller --snap keeps it)</source>
        <translation>{name} es más estrecho que el ajuste ({snap}) en todas partes: su área pasó a {other} (un --snap menor lo conserva)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="272"/>
        <source>{name} is narrower than the snap ({snap}) everywhere and touches no neighbour: left out (a smaller --snap keeps it)</source>
        <translation>{name} es más estrecho que el ajuste ({snap}) en todas partes y no toca a ningún vecino: se omite (un --snap menor lo conserva)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="276"/>
        <source>some borders could not be made exactly shared</source>
        <translation>algunas fronteras no se han podido compartir exactamente</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="277"/>
        <source>{name}: the label lay outside the territory and was moved inside</source>
        <translation>{name}: el rótulo quedaba fuera del territorio y se ha movido dentro</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/draft.py" line="278"/>
        <source>{name} lists {other} as a neighbour but not the other way round: kept as a one-way connection</source>
        <translation>{name} tiene a {other} como vecino pero no al revés: se mantiene como conexión de un solo sentido</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/registry.py" line="208"/>
        <source>there is no format called &apos;{name}&apos;; the formats are: {known}</source>
        <translation>no hay ningún formato llamado «{name}»; los formatos son: {known}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/registry.py" line="209"/>
        <source>maps cannot be imported from the {format} format</source>
        <translation>no se pueden importar mapas del formato {format}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/registry.py" line="210"/>
        <source>maps cannot be exported to the {format} format</source>
        <translation>no se pueden exportar mapas al formato {format}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/registry.py" line="211"/>
        <source>this is not a map Worldsmith can import; it reads: {known} (choose one with --format)</source>
        <translation>no es un mapa que Worldsmith pueda importar; lee: {known} (elige uno con --format)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/registry.py" line="214"/>
        <source>cannot tell the format from the file name; it writes: {known} (choose one with --format)</source>
        <translation>no se puede deducir el formato del nombre del archivo; escribe: {known} (elige uno con --format)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="162"/>
        <source>not GeoJSON: the file is not UTF-8 text</source>
        <translation>no es GeoJSON: el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="163"/>
        <source>not GeoJSON: the file is not valid JSON ({reason})</source>
        <translation>no es GeoJSON: el archivo no es JSON válido ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="164"/>
        <source>not GeoJSON: the file must be an object whose type is FeatureCollection, Feature or a geometry</source>
        <translation>no es GeoJSON: el archivo debe ser un objeto cuyo tipo sea FeatureCollection, Feature o una geometría</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="167"/>
        <source>the FeatureCollection has no list of &apos;features&apos;</source>
        <translation>la FeatureCollection no tiene una lista de «features»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="168"/>
        <source>the &apos;worldsmith&apos; member must be an object</source>
        <translation>el miembro «worldsmith» debe ser un objeto</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/geojson.py" line="170"/>
        <source>sea territories ({count}) are written as features like the others; they import again as land</source>
        <translation>los territorios de mar ({count}) se escriben como entidades igual que los demás; al importarse de nuevo son de tierra</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="456"/>
        <source>sea-lines={value}: say yes or no</source>
        <translation>sea-lines={value}: indica yes o no</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="457"/>
        <location filename="../../engine/interchange/svg/importer.py" line="496"/>
        <source>{name} and {other} joined by a sea-line: without it the map falls apart across the water</source>
        <translation>{name} y {other} unidos por una línea marítima: sin ella el mapa queda partido por el agua</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="460"/>
        <source>there is no option &apos;{option}&apos; for this format; it takes: {known}</source>
        <translation>este formato no tiene la opción «{option}»; admite: {known}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="461"/>
        <source>width={width}: the canvas width must be a number from 10 to 100000</source>
        <translation>width={width}: el ancho del lienzo debe ser un número entre 10 y 100000</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="462"/>
        <source>the &apos;worldsmith&apos; member must give the canvas &apos;width&apos; and &apos;height&apos; (positive numbers) and &apos;y&apos;: &apos;up&apos;</source>
        <translation>el miembro «worldsmith» debe dar «width» y «height» del lienzo (números positivos) y «y»: «up»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="465"/>
        <source>feature {number}: {reason}: dropped</source>
        <translation>entidad {number}: {reason}: descartada</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="466"/>
        <source>feature {number} ({name}): {reason}: dropped</source>
        <translation>elemento {number} ({name}): {reason}: descartado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="470"/>
        <source>features without polygons (points, lines, nothing): {count}</source>
        <translation>entidades sin polígonos (puntos, líneas, nada): {count}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="471"/>
        <source>no feature has the property &apos;{property}&apos;; the properties are: {choices}</source>
        <translation>ninguna entidad tiene la propiedad «{property}»; las propiedades son: {choices}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="474"/>
        <source>names from the property &apos;{property}&apos; (choose with --option name=PROPERTY: {choices})</source>
        <translation>nombres tomados de la propiedad «{property}» (elige con --option name=PROPIEDAD: {choices})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="496"/>
        <source>names that repeat ({count}) told apart by the property &apos;{property}&apos;: {examples}</source>
        <translation>nombres repetidos ({count}) distinguidos por la propiedad «{property}»: {examples}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="500"/>
        <source>names that repeat and no property tells apart ({count}) numbered (Name 2, Name 3...); features are merged only when they share an id, or the value of --option dedupe=PROPERTY</source>
        <translation>nombres repetidos que ninguna propiedad distingue ({count}) numerados (Nombre 2, Nombre 3...); los elementos solo se unen si comparten id, o el valor de --option dedupe=PROPIEDAD</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="505"/>
        <source>the map crosses 180°: centred on longitude {meridian}° so it stays in one piece ({extent}° wide)</source>
        <translation>el mapa cruza los 180°: centrado en la longitud {meridian}° para que quede en una pieza ({extent}° de ancho)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="513"/>
        <source>the coordinates are not longitude and latitude (projected already): drawn as they are, north up (upside down? the file&apos;s y grows downwards: --option y=down)</source>
        <translation>las coordenadas no son longitud y latitud (ya proyectadas): se dibujan tal cual, con el norte arriba (¿al revés? la y del archivo crece hacia abajo: --option y=down)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="521"/>
        <source>y={value}: say up (y grows northwards, as in GIS) or down (as on a screen)</source>
        <translation>y={value}: di up (la y crece hacia el norte, como en SIG) o down (como en una pantalla)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="522"/>
        <source>the file&apos;s coordinate system ({crs}) is projected: coordinates drawn as they are, to scale, north up</source>
        <translation>el sistema de coordenadas del archivo ({crs}) está proyectado: las coordenadas se dibujan tal cual, a escala, con el norte arriba</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="482"/>
        <source>features without a name ({count}) are named by their number</source>
        <translation>las entidades sin nombre ({count}) se nombran por su número</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="467"/>
        <source>the file has no polygons to import ({count}, none with a Polygon or MultiPolygon)</source>
        <translation>el archivo no tiene polígonos que importar ({count}, ninguna con Polygon o MultiPolygon)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="477"/>
        <source>no property that looks like a name (name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name) and no id: territories are numbered (choose with --option name=PROPERTY: {choices})</source>
        <translation>ninguna propiedad parece un nombre (name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name) y no hay id: los territorios se numeran (elige con --option name=PROPIEDAD: {choices})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="483"/>
        <source>continents from the property &apos;{property}&apos;</source>
        <translation>continentes tomados de la propiedad «{property}»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="484"/>
        <source>continents without a bonus in the file ({count}): each is worth half its territories</source>
        <translation>continentes sin bonificación en el archivo ({count}): cada uno vale la mitad de sus territorios</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="487"/>
        <source>{name} crossed the antimeridian (180°): cut there, each piece on its own side of the map</source>
        <translation>{name} cruzaba el antimeridiano (180°): se cortó ahí, cada trozo en su lado del mapa</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="490"/>
        <source>{name}: its outline crossed itself (or a hole lay outside it) and was repaired</source>
        <translation>{name}: su contorno se cruzaba a sí mismo (o un agujero quedaba fuera) y se reparó</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="493"/>
        <source>{name}: {count} with the same &apos;{key}&apos; were merged into one territory</source>
        <translation>{name}: se unieron en un territorio {count} con el mismo «{key}»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="509"/>
        <source>longitude and latitude drawn equirectangular, north up, longitudes narrowed for latitude {latitude}°</source>
        <translation>longitud y latitud dibujadas en proyección equirrectangular, con el norte arriba y las longitudes estrechadas para la latitud {latitude}°</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="517"/>
        <source>the coordinates are not longitude and latitude (projected already): drawn as they are, with y growing downwards as on a screen (--option y=down)</source>
        <translation>las coordenadas no son longitud y latitud (ya proyectadas): se dibujan tal cual, con la y creciendo hacia abajo como en una pantalla (--option y=down)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="526"/>
        <source>the file&apos;s coordinate system ({crs}) is projected: coordinates drawn as they are, to scale, with y growing downwards as on a screen (--option y=down)</source>
        <translation>el sistema de coordenadas del archivo ({crs}) está proyectado: las coordenadas se dibujan tal cual, a escala, con la y creciendo hacia abajo como en una pantalla (--option y=down)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/importer.py" line="531"/>
        <source>{name} lists the neighbour &apos;{neighbour}&apos;, which is no territory in the file</source>
        <translation>{name} menciona el vecino «{neighbour}», que no es ningún territorio del archivo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="159"/>
        <source>reading shapefiles needs the pyshp package, which is not installed (pip install pyshp)</source>
        <translation>para leer shapefiles hace falta el paquete pyshp, que no está instalado (pip install pyshp)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="162"/>
        <source>the attribute table &apos;{name}&apos; is not in {folder}: a shapefile needs it beside the .shp</source>
        <translation>la tabla de atributos «{name}» no está en {folder}: un shapefile la necesita junto al .shp</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="165"/>
        <source>not a shapefile Worldsmith can read ({reason})</source>
        <translation>no es un shapefile que Worldsmith pueda leer ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="166"/>
        <source>the .shp file ends inside its header: it is cut short</source>
        <translation>el archivo .shp termina dentro de su cabecera: está cortado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="167"/>
        <source>the .shp file ends in the middle of record {record}: it is cut short</source>
        <translation>el archivo .shp termina a mitad del registro {record}: está cortado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="170"/>
        <source>the .shp file ends after record {record}, before the length its header gives: it is cut short</source>
        <translation>el archivo .shp termina tras el registro {record}, antes de la longitud que da su cabecera: está cortado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="173"/>
        <source>the .dbf file ends inside its header: it is cut short</source>
        <translation>el archivo .dbf termina dentro de su cabecera: está cortado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/shapefile_import.py" line="174"/>
        <source>the .dbf file ends in the middle of record {record}: it is cut short</source>
        <translation>el archivo .dbf termina a mitad del registro {record}: está cortado</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="504"/>
        <source>this is not an SVG drawing: its XML is broken ({reason})</source>
        <translation>esto no es un dibujo SVG: su XML está roto ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="505"/>
        <source>this is XML but not an SVG drawing (its first element is not &lt;svg&gt;)</source>
        <translation>esto es XML pero no un dibujo SVG (su primer elemento no es &lt;svg&gt;)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="506"/>
        <source>the SVG drawing cannot be read: {reason}</source>
        <translation>no se puede leer el dibujo SVG: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="507"/>
        <source>the drawing has {count}; the most that can be imported is {most}</source>
        <translation>el dibujo tiene {count}; como máximo se pueden importar {most}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="510"/>
        <source>the drawing&apos;s groups nest deeper than {most}</source>
        <translation>los grupos del dibujo se anidan a más profundidad que {most}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/drawing.py" line="511"/>
        <source>the drawing&apos;s outlines have more than {most} once curves are flattened</source>
        <translation>los contornos del dibujo tienen más de {most} tras aplanar las curvas</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/exporter.py" line="145"/>
        <source>sea territories ({count}) are drawn as shapes like the land: a drawing cannot say which is sea</source>
        <translation>los territorios de mar ({count}) se dibujan como formas igual que la tierra: un dibujo no puede indicar cuál es mar</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="442"/>
        <source>the group &apos;{name}&apos; looks like water: left out (--option water=keep to keep it)</source>
        <translation>el grupo «{name}» parece agua: se omite (--option water=keep para conservarlo)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="445"/>
        <source>{name}: its path data is broken from the start (character {at}, &apos;{near}&apos;): nothing of it was read</source>
        <translation>{name}: los datos de su trazado están rotos desde el principio (carácter {at}, «{near}»): no se leyó nada</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="448"/>
        <source>{name}: its path data is broken at character {at} (&apos;{near}&apos;): only what came before was read</source>
        <translation>{name}: los datos de su trazado están rotos en el carácter {at} («{near}»): solo se leyó lo anterior</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="451"/>
        <source>names that repeat ({count}): {examples} — a second drawing of the same places (an inset?)</source>
        <translation>nombres repetidos ({count}): {examples} — un segundo dibujo de los mismos lugares (¿un recuadro ampliado?)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="454"/>
        <source>{count} between territories: try --snap {snap}</source>
        <translation>{count} entre territorios: prueba --snap {snap}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="455"/>
        <source>{key}={value} is not a choice: {key} may be {choices}</source>
        <translation>{key}={value} no es una opción: {key} puede ser {choices}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="456"/>
        <source>SVG import has no option &apos;{option}&apos; (it has: {known})</source>
        <translation>la importación SVG no tiene la opción «{option}» (tiene: {known})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="457"/>
        <source>the file is {size} MB; an SVG map may be at most {most} MB</source>
        <translation>el archivo ocupa {size} MB; un mapa SVG puede ocupar como máximo {most} MB</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="458"/>
        <source>cannot read the file: {reason}</source>
        <translation>no se puede leer el archivo: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="459"/>
        <source>the drawing has no closed shapes (paths ending in Z, polygons, rectangles, circles) to be territories</source>
        <translation>el dibujo no tiene formas cerradas (trazados que terminan en Z, polígonos, rectángulos, círculos) que puedan ser territorios</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="464"/>
        <source>open paths ({count}): not closed, so not territories; left out</source>
        <translation>trazados abiertos ({count}): no están cerrados, así que no son territorios; se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="465"/>
        <source>lines ({count}): not territories, left out</source>
        <translation>líneas ({count}): no son territorios, se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="466"/>
        <source>polylines ({count}): open, so not territories; left out</source>
        <translation>polilíneas ({count}): son abiertas, así que no son territorios; se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="467"/>
        <source>texts ({count}): not territories, left out</source>
        <translation>textos ({count}): no son territorios, se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="468"/>
        <source>pictures ({count}): not territories, left out</source>
        <translation>imágenes ({count}): no son territorios, se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="469"/>
        <source>embedded objects ({count}): not territories, left out</source>
        <translation>objetos incrustados ({count}): no son territorios, se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="470"/>
        <source>videos ({count}): not territories, left out</source>
        <translation>vídeos ({count}): no son territorios, se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="471"/>
        <source>shapes with coordinates that are not numbers or beyond a billion ({count}): left out</source>
        <translation>formas con coordenadas que no son números o pasan de mil millones ({count}): se omiten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="474"/>
        <source>shapes with no label, title or id ({count}) were named Territory 1, Territory 2, …</source>
        <translation>las formas sin etiqueta, título ni id ({count}) se llamaron Territory 1, Territory 2, …</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="477"/>
        <source>the shapes reached beyond the page: they were scaled and moved onto it</source>
        <translation>las formas se salían de la página: se escalaron y se movieron dentro de ella</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="480"/>
        <source>outlines that did not end with Z ({count}) were closed with a straight line, as a browser fills them</source>
        <translation>los contornos que no terminaban en Z ({count}) se cerraron con una línea recta, como los rellena un navegador</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="484"/>
        <source>groups of shapes with no names of their own ({count}) each became one territory named by the group</source>
        <translation>los grupos de formas sin nombre propio ({count}) se convirtieron cada uno en un territorio con el nombre del grupo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="489"/>
        <source>{name} and {other} still overlap: their outlines cross too finely to part them (redraw the border between them)</source>
        <translation>{name} y {other} aún se solapan: sus contornos se cruzan demasiado finamente para separarlos (vuelve a dibujar la frontera entre ellos)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="493"/>
        <source>{name}: the outline is still invalid after cleaning ({reason}); redraw it</source>
        <translation>{name}: el contorno sigue sin ser válido tras limpiarlo ({reason}); vuelve a dibujarlo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="499"/>
        <source>the drawing&apos;s outlines are too degenerate to make into territories ({reason})</source>
        <translation>los contornos del dibujo están demasiado degenerados para convertirlos en territorios ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/importer.py" line="502"/>
        <source>the sea-line starting at ({x}, {y}) does not join two territories</source>
        <translation>la línea marítima que empieza en ({x}, {y}) no une dos territorios</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="14"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="15"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="16"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="17"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="18"/>
        <source>Inkscape layers</source>
        <translation>Capas de Inkscape</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="19"/>
        <source>Fill colours</source>
        <translation>Colores de relleno</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="20"/>
        <source>Up</source>
        <translation>Arriba</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="21"/>
        <source>Down</source>
        <translation>Abajo</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="58"/>
        <source>{file}, line {line}</source>
        <translation>{file}, línea {line}</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/texts.py" line="59"/>
        <source>line {line}</source>
        <translation>línea {line}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/domination/__init__.py" line="14"/>
        <source>Domination map</source>
        <translation>Mapa de Domination</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="20"/>
        <source>Name property</source>
        <translation>Propiedad del nombre</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="21"/>
        <source>The property that names each territory (empty: guessed from name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name, id; the report says which and lists every property)</source>
        <translation>La propiedad que da nombre a cada territorio (vacía: se deduce de name, NAME, Name, NAME_EN, ADMIN, *_NAME, *Name, id; el informe dice cuál y enumera todas las propiedades)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="24"/>
        <source>Continent property</source>
        <translation>Propiedad del continente</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="25"/>
        <source>The property that groups territories into continents (empty: continent or CONTINENT if the features have it)</source>
        <translation>La propiedad que agrupa los territorios en continentes (vacío: continent o CONTINENT si los elementos la tienen)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="27"/>
        <source>Merge features sharing</source>
        <translation>Unir los elementos que comparten</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="28"/>
        <source>A property whose equal values make one territory of several features (empty: only features sharing an id and a name are merged; other repeated names are told apart)</source>
        <translation>Una propiedad cuyos valores iguales hacen un territorio de varios elementos (vacía: solo se unen los elementos que comparten id y nombre; los demás nombres repetidos se distinguen)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="31"/>
        <source>Canvas width</source>
        <translation>Ancho del lienzo</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="32"/>
        <source>How wide the map is drawn, in map units</source>
        <translation>Ancho con que se dibuja el mapa, en unidades del mapa</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="33"/>
        <location filename="../../engine/interchange/svg/__init__.py" line="28"/>
        <source>Join islands by sea-lines</source>
        <translation>Unir las islas con líneas marítimas</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="34"/>
        <location filename="../../engine/interchange/svg/__init__.py" line="29"/>
        <source>Join the groups the water separates by the fewest, shortest sea-lines</source>
        <translation>Unir los grupos que separa el agua con las líneas marítimas más pocas y más cortas</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="36"/>
        <source>Projected y grows</source>
        <translation>La y proyectada crece</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="37"/>
        <source>For coordinates that are not longitude and latitude: up (northwards, as GIS files) or down (files projected for a screen)</source>
        <translation>Para coordenadas que no son longitud y latitud: hacia arriba (hacia el norte, como los archivos SIG) o hacia abajo (archivos proyectados para una pantalla)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="53"/>
        <source>ESRI shapefile</source>
        <translation>Shapefile de ESRI</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="67"/>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/__init__.py" line="68"/>
        <source>Which of the topology&apos;s objects to import (empty: the one with the most polygons; the report lists them)</source>
        <translation>Qué objeto de la topología importar (vacío: el que tiene más polígonos; el informe los enumera)</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="14"/>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="20"/>
        <source>Continents from</source>
        <translation>Continentes a partir de</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="22"/>
        <source>Inkscape layers or fill colours as continents, or none</source>
        <translation>Capas de Inkscape o colores de relleno como continentes, o ninguno</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="23"/>
        <source>Groups as territories</source>
        <translation>Grupos como territorios</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="25"/>
        <source>A group of shapes (a country and its islands) as one territory named by the group: auto when its shapes have no names of their own, yes for every named group, no for none</source>
        <translation>Un grupo de formas (un país y sus islas) como un territorio con el nombre del grupo: auto cuando sus formas no tienen nombre propio, yes para todo grupo con nombre, no para ninguno</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="31"/>
        <source>Water groups</source>
        <translation>Grupos de agua</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/svg/__init__.py" line="32"/>
        <source>Groups named as water (rivers, lakes, sea) are left out; keep makes their shapes territories too</source>
        <translation>Los grupos con nombre de agua (ríos, lagos, mar) se omiten; keep convierte también sus formas en territorios</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="265"/>
        <source>not TopoJSON: the file is not UTF-8 text</source>
        <translation>no es TopoJSON: el archivo no es texto UTF-8</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="266"/>
        <source>not TopoJSON: the file is not valid JSON ({reason})</source>
        <translation>no es TopoJSON: el archivo no es JSON válido ({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="267"/>
        <source>not TopoJSON: the file must be an object whose type is Topology</source>
        <translation>no es TopoJSON: el archivo debe ser un objeto cuyo tipo sea Topology</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="268"/>
        <source>the Topology has no &apos;objects&apos; to import</source>
        <translation>la Topology no tiene «objects» que importar</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="269"/>
        <source>the Topology has no list of &apos;arcs&apos;</source>
        <translation>la Topology no tiene una lista de «arcs»</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="270"/>
        <source>the Topology&apos;s &apos;transform&apos; must give &apos;scale&apos; and &apos;translate&apos; as two numbers each</source>
        <translation>el «transform» de la Topology debe dar «scale» y «translate» con dos números cada uno</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="273"/>
        <source>the TopoJSON object &apos;{object}&apos; cannot be read: {reason}</source>
        <translation>no se puede leer el objeto TopoJSON «{object}»: {reason}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="274"/>
        <source>the Topology has no object &apos;{object}&apos;; its objects are: {objects}</source>
        <translation>la Topology no tiene el objeto «{object}»; sus objetos son: {objects}</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="277"/>
        <source>TopoJSON object &apos;{object}&apos; read ({count}; choose with --option object=NAME: {objects})</source>
        <translation>objeto TopoJSON «{object}» leído ({count}; elige con --option object=NOMBRE: {objects})</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="281"/>
        <source>each feature&apos;s parent added as the property &apos;{object}&apos;: the member of the object &apos;{object}&apos; whose id begins the feature&apos;s id</source>
        <translation>se añadió el padre de cada elemento como la propiedad «{object}»: el miembro del objeto «{object}» cuyo id empieza el id del elemento</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/geo/topojson.py" line="286"/>
        <source>this file is TopoJSON (a Topology), not GeoJSON: read as TopoJSON</source>
        <translation>este archivo es TopoJSON (una Topology), no GeoJSON: se lee como TopoJSON</translation>
    </message>
    <message>
        <location filename="../../engine/interchange/report.py" line="87"/>
        <source>{territories}, {continents}, {borders}, {sea_lines}</source>
        <translation>{territories}, {continents}, {borders}, {sea_lines}</translation>
    </message>
</context>
<context>
    <name>InterchangeOptionsDialog</name>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="131"/>
        <source>Import Map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="131"/>
        <source>Export Map</source>
        <translation>Exportar mapa</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="140"/>
        <source>File to import</source>
        <translation>Archivo que importar</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="140"/>
        <source>File to write</source>
        <translation>Archivo que escribir</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="141"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="143"/>
        <source>Choose the file</source>
        <translation>Elegir el archivo</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="150"/>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="154"/>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="156"/>
        <source>From the file&apos;s name and contents</source>
        <translation>Según el nombre y el contenido del archivo</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="160"/>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="163"/>
        <location filename="../../editor/interchange/options_dialog.py" line="177"/>
        <location filename="../../editor/interchange/options_dialog.py" line="195"/>
        <source>The format&apos;s default</source>
        <translation>El valor del formato</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="165"/>
        <source>Use the format&apos;s default detail</source>
        <translation>Usar el detalle predeterminado del formato</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="167"/>
        <source>Simplify borders by up to (map units)</source>
        <translation>Simplificar las fronteras hasta (unidades del mapa)</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="170"/>
        <source>Borders are simplified by up to this many map units, the whole map at once so that shared borders stay shared; 0 keeps every vertex</source>
        <translation>Las fronteras se simplifican hasta este número de unidades del mapa, todo el mapa a la vez para que las fronteras compartidas sigan siéndolo; 0 conserva todos los vértices</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="176"/>
        <source>&amp;Detail:</source>
        <translation>&amp;Detalle:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="179"/>
        <source>Use the format&apos;s default snapping</source>
        <translation>Usar el ajuste predeterminado del formato</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="181"/>
        <source>Snap within (map units)</source>
        <translation>Ajustar a menos de (unidades del mapa)</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="184"/>
        <source>Vertices this close become one and gaps this narrow close, so borders drawn twice by hand become one</source>
        <translation>Los vértices así de cercanos se unen y los huecos así de estrechos se cierran, de modo que las fronteras dibujadas dos veces a mano se vuelven una</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="189"/>
        <source>&amp;Snap:</source>
        <translation>A&amp;juste:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="193"/>
        <source>Picture width in pixels (0: the format&apos;s default)</source>
        <translation>Ancho de la imagen en píxeles (0: el del formato)</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="196"/>
        <source>Picture &amp;width:</source>
        <translation>A&amp;ncho de la imagen:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="205"/>
        <source>Other settings of the format, one KEY=VALUE a line:</source>
        <translation>Otros ajustes del formato, un CLAVE=VALOR por línea:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="208"/>
        <source>Other settings, one KEY=VALUE a line</source>
        <translation>Otros ajustes, un CLAVE=VALOR por línea</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="220"/>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="221"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="282"/>
        <source>Choose a file.</source>
        <translation>Elige un archivo.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="284"/>
        <source>There is no file {file}.</source>
        <translation>No existe el archivo {file}.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="286"/>
        <source>{folder} is a file, not a folder.</source>
        <translation>{folder} es un archivo, no una carpeta.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="289"/>
        <source>&apos;{line}&apos; is not KEY=VALUE.</source>
        <translation>«{line}» no es CLAVE=VALOR.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="371"/>
        <source>Every known map ({patterns})</source>
        <translation>Todos los mapas conocidos ({patterns})</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="374"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../editor/language/app_language.py" line="39"/>
        <source>en</source>
        <comment>the code of the language of this translation (es, fr, pt-BR): maps that have names in it show them</comment>
        <translation>es</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../../editor/play/launch.py" line="65"/>
        <source>Cannot Open File</source>
        <translation>No se puede abrir el archivo</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="66"/>
        <source>This file cannot be opened:

{error}</source>
        <translation>No se puede abrir este archivo:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="89"/>
        <source>This scenario cannot be opened:

{error}</source>
        <translation>No se puede abrir este escenario:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="90"/>
        <source>Cannot Open Scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="113"/>
        <location filename="../../editor/play/launch.py" line="117"/>
        <location filename="../../editor/play/launch.py" line="119"/>
        <location filename="../../editor/play/launch.py" line="125"/>
        <location filename="../../editor/play/launch.py" line="132"/>
        <location filename="../../editor/play/launch.py" line="135"/>
        <source>Cannot Play This Scenario</source>
        <translation>No se puede jugar este escenario</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="113"/>
        <source>The {rules} rules are not playable yet: this scenario can be designed but not played.</source>
        <translation>Las reglas {rules} aún no se pueden jugar: este escenario se puede diseñar, pero no jugar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="126"/>
        <source>The scenario has problems:

{problems}</source>
        <translation>El escenario tiene problemas:

{problems}</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="153"/>
        <location filename="../../editor/play/launch.py" line="158"/>
        <location filename="../../editor/play/launch.py" line="159"/>
        <location filename="../../editor/play/launch.py" line="242"/>
        <location filename="../../editor/play/launch.py" line="291"/>
        <source>Cannot Open Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="154"/>
        <source>This game cannot be opened:

{error}</source>
        <translation>Esta partida no se puede abrir:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="177"/>
        <source>{rules} games are played as a campaign: open the campaign file instead (File ▸ Open… in the {rules} play window, or worldsmith play CAMPAIGN). It holds the world, its history and the game in progress. A {rules} scenario starts a new campaign.</source>
        <translation>Las partidas {rules} se juegan en una campaña: abre el archivo de la campaña (Archivo ▸ Abrir… en la ventana de juego {rules}, o worldsmith play CAMPAÑA). Guarda el mundo, su historia y la partida en curso. Un escenario {rules} empieza una campaña nueva.</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="195"/>
        <source>The play window cannot play {rules} games yet: it knows the classic turn, and these rules are shaped otherwise. Computer players can play them from the command line:

worldsmith simulate --rules {ruleset} --players 4 --games 10</source>
        <translation>La ventana de juego todavía no puede jugar partidas de {rules}: conoce el turno clásico, y estas reglas tienen otra forma. Los jugadores del ordenador pueden jugarlas desde la línea de órdenes:

worldsmith simulate --rules {ruleset} --players 4 --games 10</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="275"/>
        <source>Cannot Start the Game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="356"/>
        <source>Resume the game saved at {time}?</source>
        <translation>¿Reanudar la partida guardada a las {time}?</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="358"/>
        <source>Resume the game saved on {date} at {time}?</source>
        <translation>¿Reanudar la partida guardada el {date} a las {time}?</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="360"/>
        <source>Unfinished Game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="364"/>
        <source>The game was not finished when Worldsmith last closed. Resume it now, or discard it to start the game you asked for (which you can also open after this one).</source>
        <translation>La partida no estaba terminada cuando Worldsmith se cerró por última vez. Reanúdala ahora, o descártala para empezar la partida que has pedido (que también puedes abrir después de esta).</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="368"/>
        <source>The game was not finished when Worldsmith last closed.</source>
        <translation>La partida no había terminado la última vez que se cerró Worldsmith.</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="369"/>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../../editor/play/launch.py" line="371"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>LegacyLaunch</name>
    <message>
        <location filename="../../editor/play/legacy/launch.py" line="59"/>
        <source>Cannot Start the Game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
</context>
<context>
    <name>LegacyPages</name>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="33"/>
        <source>Recruit: the coin chart</source>
        <translation>Reclutar: la tabla de monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="34"/>
        <source>Troops to place</source>
        <translation>Tropas por colocar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="38"/>
        <source>Your resource cards</source>
        <translation>Tus cartas de recurso</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="44"/>
        <source>Coin chart</source>
        <translation>Tabla de monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="50"/>
        <source>What the selection buys</source>
        <translation>Lo que compra la selección</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="51"/>
        <source>No change is given</source>
        <translation>No se da cambio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="53"/>
        <source>Turn in for troops</source>
        <translation>Canjear por tropas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="54"/>
        <source>Select the best set</source>
        <translation>Seleccionar el mejor conjunto</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="63"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="64"/>
        <source>Troops</source>
        <translation>Tropas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="89"/>
        <source>{player}, recruit</source>
        <translation>{player}, recluta</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="90"/>
        <source>Troops to place: {count}. Click your territories to place them (Shift+click: several).</source>
        <translation>Tropas por colocar: {count}. Haz clic en tus territorios para colocarlas (Mayús+clic: varias).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="120"/>
        <source>You have no resource cards to turn in.</source>
        <translation>No tienes cartas de recurso que canjear.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="122"/>
        <source>Tick cards to turn in (2 to 10 coins).</source>
        <translation>Marca cartas para canjear (de 2 a 10 monedas).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="124"/>
        <source>Selected: {coins}; you get {troops}.</source>
        <translation>Selección: {coins}; recibes {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="131"/>
        <source>No change is given: you would get the same troops for {fewer}.</source>
        <translation>No se da cambio: recibirías las mismas tropas por {fewer}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/coin_chart_page.py" line="127"/>
        <source>Selected: {coins}.</source>
        <translation>Seleccionado: {coins}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="38"/>
        <source>What to decide</source>
        <translation>Qué decidir</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="44"/>
        <source>Why not</source>
        <translation>Por qué no</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="118"/>
        <source>{place}. {player}</source>
        <translation>{place}. {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="120"/>
        <source>({faction})</source>
        <translation>({faction})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="123"/>
        <source>← choosing</source>
        <translation>← eligiendo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="125"/>
        <source>Choice order (rolled): {order}</source>
        <translation>Orden de elección (según los dados): {order}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="140"/>
        <source>Coin card</source>
        <translation>Carta de moneda</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/common.py" line="141"/>
        <source>{card} ({coins})</source>
        <translation>{card} ({coins})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="105"/>
        <source>Missiles</source>
        <translation>Misiles</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="106"/>
        <source>The battle</source>
        <translation>La batalla</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="110"/>
        <source>The dice as they stand</source>
        <translation>Los dados tal como están</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="112"/>
        <source>Dice changed so far</source>
        <translation>Dados cambiados hasta ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="114"/>
        <source>Which dice are offered</source>
        <translation>Qué dados se ofrecen</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="115"/>
        <source>Only the dice where a missile changes who loses troops are offered.</source>
        <translation>Solo se ofrecen los dados en los que un misil cambia quién pierde tropas.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="120"/>
        <source>Dice a missile may set to 6</source>
        <translation>Dados que un misil puede convertir en 6</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="125"/>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="126"/>
        <source>Never ask me this game</source>
        <translation>No volver a preguntarme en esta partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="158"/>
        <source>{player}, fire a missile?</source>
        <translation>{player}, ¿lanzas un misil?</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="210"/>
        <source>Make {die} a 6</source>
        <translation>Convertir {die} en un 6</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="187"/>
        <source>Attacker&apos;s die</source>
        <translation>Dado del atacante</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="161"/>
        <source>{attacker} attacks {target} ({defender}) from {source}. You have {missiles}: each sets one die to an unmodifiable 6.</source>
        <translation>{attacker} ataca {target} ({defender}) desde {source}. Tienes {missiles}: cada uno convierte un dado en un 6 inmodificable.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="188"/>
        <source>Defender&apos;s die</source>
        <translation>Dado del defensor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/missile_page.py" line="189"/>
        <source>{side}: {change}</source>
        <translation>{side}: {change}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="29"/>
        <source>Choose your faction</source>
        <translation>Elige tu facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="30"/>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="89"/>
        <source>Choice order</source>
        <translation>Orden de elección</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="34"/>
        <source>Factions still free</source>
        <translation>Facciones aún libres</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="43"/>
        <source>{player}, choose your faction</source>
        <translation>{player}, elige tu facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="64"/>
        <source>Power of {faction}</source>
        <translation>Poder de {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="68"/>
        <source>&lt;b&gt;{power}&lt;/b&gt;: {text}</source>
        <translation>&lt;b&gt;{power}&lt;/b&gt;: {text}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="71"/>
        <source>No starting power</source>
        <translation>Sin poder inicial</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="72"/>
        <source>Play {faction}</source>
        <translation>Jugar con {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="88"/>
        <source>Choose your start</source>
        <translation>Elige tu inicio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="90"/>
        <source>Where to start</source>
        <translation>Dónde empezar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="92"/>
        <source>Why that start is refused</source>
        <translation>Por qué se rechaza ese inicio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="122"/>
        <source>{player}, join the war</source>
        <translation>{player}, entra en guerra</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="123"/>
        <source>Click a highlighted territory to come back with {troops} (no new HQ): {starts}.</source>
        <translation>Haz clic en un territorio resaltado para volver con {troops} (sin nuevo CG): {starts}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="130"/>
        <source>Click a highlighted territory for your HQ and {troops}: {starts}.</source>
        <translation>Haz clic en un territorio resaltado para tu CG y {troops}: {starts}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/setup_pages.py" line="129"/>
        <source>{player}, choose your start</source>
        <translation>{player}, elige tu inicio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="21"/>
        <source>Start of turn</source>
        <translation>Inicio del turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="22"/>
        <source>Red stars</source>
        <translation>Estrellas Rojas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="24"/>
        <source>Buy a red star</source>
        <translation>Comprar una Estrella Roja</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="25"/>
        <source>Cards a red star costs</source>
        <translation>Cartas que cuesta una Estrella Roja</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="26"/>
        <source>Play your scar card</source>
        <translation>Jugar tu carta de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="27"/>
        <source>Your scar card</source>
        <translation>Tu carta de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="28"/>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="62"/>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="41"/>
        <source>{player}, your turn begins</source>
        <translation>{player}, empieza tu turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="42"/>
        <source>Red stars: {stars} of the {needed} that win</source>
        <translation>Estrellas Rojas: {stars} de las {needed} que ganan</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="48"/>
        <source>It costs these {count}: {cards}</source>
        <translation>Cuesta estas {count}: {cards}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="57"/>
        <source>Play your scar card: {scar}</source>
        <translation>Jugar tu carta de cicatriz: {scar}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="63"/>
        <source>Join the war</source>
        <translation>Entrar en guerra</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/start_of_turn_page.py" line="77"/>
        <source>Click a highlighted territory to place your scar there (Escape: not now).</source>
        <translation>Haz clic en un territorio resaltado para poner allí tu cicatriz (Escape: ahora no).</translation>
    </message>
</context>
<context>
    <name>LegacyPlayTool</name>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="62"/>
        <source>a legal start: click to start here</source>
        <translation>un inicio legal: haz clic para empezar aquí</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="64"/>
        <source>not a legal start: {reason}</source>
        <translation>no es un inicio legal: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="65"/>
        <source>not a legal start</source>
        <translation>no es un inicio legal</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="89"/>
        <source>From {territory}: click a territory outlined in red — an enemy&apos;s to attack it, an empty one to expand into it.</source>
        <translation>Desde {territory}: haz clic en un territorio bordeado de rojo — uno enemigo para atacarlo, uno vacío para expandirte a él.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="100"/>
        <source>First click one of your territories next to {territory} to expand into it.</source>
        <translation>Haz clic primero en uno de tus territorios junto a {territory} para expandirte a él.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="103"/>
        <source>None of your territories can expand into {territory}.</source>
        <translation>Ninguno de tus territorios puede expandirse a {territory}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/legacy_tool.py" line="136"/>
        <source>%n troop(s) expand from {source} into {target}.</source>
        <translation>
            <numerusform>%n tropa se expande desde {source} a {target}.</numerusform>
            <numerusform>%n tropas se expanden desde {source} a {target}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="176"/>
        <source>Click a highlighted territory for your HQ and {troops}.</source>
        <translation>Haz clic en un territorio resaltado para tu CG y {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="179"/>
        <source>Click a highlighted territory to join the war there with {troops}.</source>
        <translation>Haz clic en un territorio resaltado para entrar en guerra allí con {troops}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/legacy_tool.py" line="182"/>
        <source>Click one of your territories outlined in white to attack or expand from it, or end the attack.</source>
        <translation>Haz clic en uno de tus territorios bordeados de blanco para atacar o expandirte desde él, o termina el ataque.</translation>
    </message>
</context>
<context>
    <name>LegacyPlayWindow</name>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="80"/>
        <location filename="../../editor/play/legacy/window.py" line="82"/>
        <source>Sideboard</source>
        <translation>Tablero lateral</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="111"/>
        <location filename="../../editor/play/legacy/window.py" line="113"/>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="142"/>
        <location filename="../../editor/play/legacy/window.py" line="158"/>
        <source>Cannot Start the Game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="178"/>
        <source>Cannot Record the Game</source>
        <translation>No se puede anotar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="179"/>
        <source>The game cannot be written into the campaign:

{error}

The campaign file keeps the game as it was at its end.</source>
        <translation>No se puede anotar la partida en la campaña:

{error}

El archivo de la campaña conserva la partida como estaba al terminar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="222"/>
        <location filename="../../editor/play/legacy/window.py" line="327"/>
        <source>Cannot Save the Campaign</source>
        <translation>No se puede guardar la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="234"/>
        <source>New &amp;Campaign…</source>
        <translation>&amp;Nueva campaña…</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="235"/>
        <source>Start a campaign from a Legacy scenario</source>
        <translation>Empezar una campaña a partir de un escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="236"/>
        <source>Continue a campaign</source>
        <translation>Continuar una campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="237"/>
        <source>Save the campaign file</source>
        <translation>Guardar el archivo de la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="238"/>
        <source>Save the campaign under another name</source>
        <translation>Guardar la campaña con otro nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="243"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="246"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="249"/>
        <source>&amp;Computer Players</source>
        <translation>&amp;Jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="277"/>
        <location filename="../../editor/play/legacy/window.py" line="281"/>
        <source>Cannot Open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="277"/>
        <source>This file cannot be opened:

{error}</source>
        <translation>No se puede abrir este archivo:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="282"/>
        <source>{file} is not a campaign file. This window plays Risk Legacy campaigns: open the campaign file (a game of a campaign is saved in it).</source>
        <translation>{file} no es un archivo de campaña. Esta ventana juega campañas de Risk Legacy: abre el archivo de la campaña (la partida de una campaña se guarda en él).</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="296"/>
        <source>Campaign saved to {path}</source>
        <translation>Campaña guardada en {path}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="302"/>
        <source>Save the Campaign As</source>
        <translation>Guardar la campaña como</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="303"/>
        <source>Campaigns (*.yaml)</source>
        <translation>Campañas (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="328"/>
        <source>The campaign cannot be saved now. Leave it anyway? The campaign file keeps the game as it was at the start of the last turn.</source>
        <translation>Ahora no se puede guardar la campaña. ¿Dejarla de todos modos? El archivo de la campaña conserva la partida como estaba al empezar el último turno.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/window.py" line="344"/>
        <source>{campaign} — Game {number} of {total} — Worldsmith</source>
        <translation>{campaign} — Partida {number} de {total} — Worldsmith</translation>
    </message>
</context>
<context>
    <name>LegacyWords</name>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="133"/>
        <source>Troops per Shift+click:</source>
        <translation>Tropas por Mayús+clic:</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="136"/>
        <source>Troops per Shift+click</source>
        <translation>Tropas por Mayús+clic</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="139"/>
        <source>Click a territory to place one troop, Shift+click to place this many, Ctrl+click to place all that are left.</source>
        <translation>Haz clic en un territorio para poner una tropa, Mayús+clic para poner esta cantidad, Ctrl+clic para poner todas las que quedan.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="143"/>
        <source>How to place troops</source>
        <translation>Cómo poner tropas</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="146"/>
        <source>Stop recruiting and go on to expand and attack, keeping your cards</source>
        <translation>Dejar de reclutar y pasar a expandirte y atacar, conservando tus cartas</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="149"/>
        <source>Stop attacking and go on to maneuver</source>
        <translation>Dejar de atacar y pasar a maniobrar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="152"/>
        <source>End your turn without maneuvering</source>
        <translation>Terminar tu turno sin maniobrar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="155"/>
        <source>Take back the last troops you placed</source>
        <translation>Retirar las últimas tropas que pusiste</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="158"/>
        <source>Place %n troop(s)</source>
        <translation>
            <numerusform>Pon %n tropa</numerusform>
            <numerusform>Pon %n tropas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="161"/>
        <source>Move troops into {territory} ({low} to {high})</source>
        <translation>Mueve tropas a {territory} (de {low} a {high})</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="166"/>
        <source>Troops</source>
        <translation>Tropas</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="169"/>
        <source>Troops on the board</source>
        <translation>Tropas en el tablero</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="172"/>
        <source>Territories, troops, cards and continents held by each player</source>
        <translation>Territorios, tropas, cartas y continentes de cada jugador</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="176"/>
        <source>Maneuver</source>
        <translation>Maniobrar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="179"/>
        <source>Maneuver troops from {source} to {target}</source>
        <translation>Maniobrar tropas de {source} a {target}</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="182"/>
        <source>Troops to maneuver</source>
        <translation>Tropas que maniobrar</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="185"/>
        <source>Troops to keep in the attacking territory</source>
        <translation>Tropas que mantener en el territorio atacante</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="188"/>
        <source>Troops to move in</source>
        <translation>Tropas que mover</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="191"/>
        <source>The attack is over: {source} has only one troop left.</source>
        <translation>El ataque ha terminado: a {source} solo le queda una tropa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="195"/>
        <source>%n troop(s) placed on {territory}.</source>
        <translation>
            <numerusform>%n tropa puesta en {territory}.</numerusform>
            <numerusform>%n tropas puestas en {territory}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="198"/>
        <source>Maneuver troops from {territory}: click or drag to a territory outlined in red.</source>
        <translation>Maniobrar tropas desde {territory}: haz clic o arrastra hasta un territorio bordeado de rojo.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="202"/>
        <source>{territory} has only one troop, and it must stay.</source>
        <translation>{territory} solo tiene una tropa, y debe quedarse.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="205"/>
        <source>{territory} has no territory of yours to maneuver troops to.</source>
        <translation>{territory} no tiene ningún territorio tuyo al que maniobrar tropas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="208"/>
        <source>{territory}: %n troop(s) ({player})</source>
        <translation>
            <numerusform>{territory}: %n tropa ({player})</numerusform>
            <numerusform>{territory}: %n tropas ({player})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="211"/>
        <source>Click one of your territories to place a troop there (Shift+click: {count}, Ctrl+click: all).</source>
        <translation>Haz clic en uno de tus territorios para poner allí una tropa (Mayús+clic: {count}, Ctrl+clic: todas).</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="215"/>
        <source>Drag from one of your territories to another to maneuver troops, or end your turn.</source>
        <translation>Arrastra de uno de tus territorios a otro para maniobrar tropas, o termina tu turno.</translation>
    </message>
    <message>
        <location filename="../../editor/language/vocabulary.py" line="218"/>
        <source>Choose how many troops to move into {territory}.</source>
        <translation>Elige cuántas tropas mover a {territory}.</translation>
    </message>
</context>
<context>
    <name>LegacyWorldLayer</name>
    <message>
        <location filename="../../editor/play/legacy/world_layer.py" line="73"/>
        <source>HQ of {faction} ({player})</source>
        <translation>CG de {faction} ({player})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/world_layer.py" line="76"/>
        <source>HQ of {player}</source>
        <translation>CG de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/world_layer.py" line="78"/>
        <source>Nobody holds it: it is nobody&apos;s red star</source>
        <translation>Nadie lo controla: no es la Estrella Roja de nadie</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/world_layer.py" line="80"/>
        <source>Held by {holder}: a red star for {holder}</source>
        <translation>En manos de {holder}: una Estrella Roja para {holder}</translation>
    </message>
</context>
<context>
    <name>LocateMap</name>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="52"/>
        <source>The scenario may have been moved without its map. Choose Locate Map… to show where the map is now; saving the scenario then keeps the new place.</source>
        <translation>Puede que el escenario se haya movido sin su mapa. Elige «Buscar el mapa…» para indicar dónde está ahora; al guardar el escenario se conserva el nuevo lugar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="62"/>
        <source>&amp;Locate Map…</source>
        <translation>&amp;Buscar el mapa…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="64"/>
        <source>Locate the map</source>
        <translation>Buscar el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="70"/>
        <source>Locate the Scenario&apos;s Map</source>
        <translation>Buscar el mapa del escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="82"/>
        <source>the map is now {map}: save the scenario to keep it</source>
        <translation>el mapa es ahora {map}: guarda el escenario para conservarlo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="106"/>
        <source>The scenario may have been moved without its map: put the map back, or correct the map: line in the file (a path from the scenario&apos;s folder, or a shipped map&apos;s name).</source>
        <translation>Puede que el escenario se haya movido sin su mapa: vuelve a poner el mapa en su sitio o corrige la línea map: del archivo (una ruta desde la carpeta del escenario o el nombre de un mapa incluido).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="118"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="578"/>
        <source>%n warning(s) while reading the map; &apos;worldsmith validate&apos; lists them.</source>
        <translation>
            <numerusform>%n aviso al leer el mapa; «worldsmith validate» lo muestra.</numerusform>
            <numerusform>%n avisos al leer el mapa; «worldsmith validate» los enumera.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="130"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="131"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="406"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="107"/>
        <source>Worldsmith map editor</source>
        <translation>Editor de mapas de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="402"/>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="403"/>
        <source>Start a new, empty map</source>
        <translation>Empezar un mapa nuevo y vacío</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="407"/>
        <source>Open a map file</source>
        <translation>Abrir un archivo de mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="410"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="410"/>
        <source>Save the map</source>
        <translation>Guardar el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="413"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="414"/>
        <source>Save the map under another name</source>
        <translation>Guardar el mapa con otro nombre</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="416"/>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vertir</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="417"/>
        <source>Go back to the saved version of the map</source>
        <translation>Volver a la versión guardada del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="419"/>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exportar imagen…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="420"/>
        <source>Save the map as a PNG or SVG picture</source>
        <translation>Guardar el mapa como imagen PNG o SVG</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="422"/>
        <source>New &amp;Game…</source>
        <translation>Nueva &amp;partida…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="423"/>
        <source>Play a game on this map or another</source>
        <translation>Jugar una partida en este mapa o en otro</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="426"/>
        <source>&amp;Play This Map…</source>
        <translation>&amp;Jugar en este mapa…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="427"/>
        <source>Start a new game on this map</source>
        <translation>Empezar una partida nueva en este mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="428"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="431"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="435"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="441"/>
        <source>Undo the last edit</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="442"/>
        <source>Redo the edit just undone</source>
        <translation>Rehacer el cambio que se acaba de deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="445"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="447"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="449"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="451"/>
        <source>Show Sticker &amp;Slots</source>
        <translation>Mostrar &amp;huecos de etiquetas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="452"/>
        <source>Show where the city and scar stickers go</source>
        <translation>Mostrar dónde van las etiquetas de ciudad y de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="454"/>
        <source>Show Sea-&amp;Lines</source>
        <translation>Mostrar líneas ma&amp;rítimas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="457"/>
        <source>Show &amp;Navy Borders</source>
        <translation>Mostrar &amp;bordes navales</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="459"/>
        <source>Draw the coasts (land–water borders) where navies put to sea and navy bases go</source>
        <translation>Dibujar las costas (bordes entre tierra y agua) donde las armadas se hacen a la mar y van las bases navales</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="461"/>
        <source>Show Border &amp;Connections</source>
        <translation>Mostrar &amp;conexiones por frontera</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="463"/>
        <source>Draw a line for every connection between neighbouring territories</source>
        <translation>Dibujar una línea por cada conexión entre territorios vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="465"/>
        <source>&amp;Readable Names</source>
        <translation>Nombres le&amp;gibles</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="467"/>
        <source>Draw every territory name big enough to read at any zoom, leaving out names that would then overlap a bigger territory&apos;s</source>
        <translation>Dibujar el nombre de cada territorio lo bastante grande para leerlo con cualquier zoom, omitiendo los que taparían el de un territorio mayor</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="470"/>
        <source>&amp;Background…</source>
        <translation>&amp;Fondo…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="471"/>
        <source>Place the picture to trace over: position, size, rotation, opacity, lock</source>
        <translation>Colocar la imagen que calcar: posición, tamaño, giro, opacidad, bloqueo</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="473"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="474"/>
        <source>Bring in a map from another program (Domination, SVG, GeoJSON…)</source>
        <translation>Traer un mapa de otro programa (Domination, SVG, GeoJSON…)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="476"/>
        <source>Expor&amp;t…</source>
        <translation>Expor&amp;tar…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="477"/>
        <source>Write the map in another program&apos;s format (Domination, SVG, GeoJSON…)</source>
        <translation>Escribir el mapa en el formato de otro programa (Domination, SVG, GeoJSON…)</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="479"/>
        <source>Corner C&amp;oordinates…</source>
        <translation>C&amp;oordenadas del vértice…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="481"/>
        <source>Type the X and Y of the selected corner (Edit Vertices); Enter moves it</source>
        <translation>Escribe la X y la Y del vértice seleccionado (Editar vértices); Intro lo mueve</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="490"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="495"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="501"/>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="504"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="505"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="507"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="512"/>
        <source>&amp;Scenario</source>
        <translation>E&amp;scenario</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="513"/>
        <source>&amp;New Scenario on This Map…</source>
        <translation>&amp;Nuevo escenario en este mapa…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="514"/>
        <source>Design a scenario (a starting setup, a Legacy world) on this map</source>
        <translation>Diseñar un escenario (un despliegue inicial, un mundo Legacy) en este mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="515"/>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Abrir escenario…</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="520"/>
        <source>File and Edit</source>
        <translation>Archivo y edición</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="529"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="535"/>
        <source>Tool Options</source>
        <translation>Opciones de la herramienta</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="547"/>
        <source>Cursor position</source>
        <translation>Posición del cursor</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="551"/>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="640"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="684"/>
        <source>Save the Map First</source>
        <translation>Primero guarda el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="685"/>
        <source>A scenario refers to its map&apos;s file: save the map first.</source>
        <translation>Un escenario hace referencia al archivo de su mapa: guarda primero el mapa.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="137"/>
        <source>Open Map</source>
        <translation>Abrir mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="69"/>
        <location filename="../../editor/main_window.py" line="563"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../editor/main_window.py" line="564"/>
        <source>{name}[*] — Worldsmith</source>
        <translation>{name}[*] — Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="83"/>
        <source>New map {name}: {width} × {height}</source>
        <translation>Mapa nuevo {name}: {width} × {height}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="149"/>
        <source>Map Not Found</source>
        <translation>No se encuentra el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="150"/>
        <source>{file} no longer exists, so it was removed from the recent files.</source>
        <translation>{file} ya no existe, así que se ha quitado de los archivos recientes.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="169"/>
        <source>Reverted to the saved {file}.</source>
        <translation>Se ha vuelto al {file} guardado.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="180"/>
        <source>It is part of the Worldsmith installation, which updates replace.</source>
        <translation>Forma parte de la instalación de Worldsmith, que las actualizaciones reemplazan.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="202"/>
        <location filename="../../editor/actions/interchange_actions.py" line="148"/>
        <location filename="../../editor/actions/interchange_actions.py" line="263"/>
        <source>unexpected error: {error}</source>
        <translation>error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="216"/>
        <source>Save Map As</source>
        <translation>Guardar mapa como</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="220"/>
        <source>Worldsmith maps (*.yaml *.yml);;All files (*)</source>
        <translation>Mapas de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="270"/>
        <source>Cannot Restore Changes</source>
        <translation>No se pueden recuperar los cambios</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="271"/>
        <source>The saved changes cannot be read:

{error}

The file was kept as {file}.</source>
        <translation>No se pueden leer los cambios guardados:

{error}

El archivo se ha conservado como {file}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="284"/>
        <source>Restored the changes made until {time}.</source>
        <translation>Se han recuperado los cambios hechos hasta las {time}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="293"/>
        <source>Cannot write the recovery file: {error}</source>
        <translation>No se puede escribir el archivo de recuperación: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="302"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="303"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="309"/>
        <location filename="../../editor/actions/file_actions.py" line="321"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="322"/>
        <source>Width in pixels:</source>
        <translation>Ancho en píxeles:</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="343"/>
        <source>Cannot Export Image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="344"/>
        <source>The image could not be saved:

{error}</source>
        <translation>No se pudo guardar la imagen:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/file_actions.py" line="206"/>
        <location filename="../../editor/actions/file_actions.py" line="349"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="104"/>
        <source>Importing {file}…</source>
        <translation>Importando {file}…</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="105"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="111"/>
        <source>Import in progress</source>
        <translation>Importación en curso</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="112"/>
        <source>Import Map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="137"/>
        <source>Import cancelled.</source>
        <translation>Importación cancelada.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="151"/>
        <source>Cannot Import Map</source>
        <translation>No se puede importar el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="152"/>
        <source>{file} cannot be imported:

{error}

Nothing was changed.</source>
        <translation>No se puede importar {file}:

{error}

No se ha cambiado nada.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="163"/>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="167"/>
        <source>Added {territories} from {name}.</source>
        <translation>Añadidos {territories} de {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="273"/>
        <source>Exported {files} to {folder}</source>
        <translation>Exportados {files} a {folder}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="171"/>
        <source>Renamed to keep ids unique: {ids}.</source>
        <translation>Renombrados para que los identificadores no se repitan: {ids}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="187"/>
        <source>Imported {name}: save it to keep it.</source>
        <translation>Se importó {name}: guárdalo para conservarlo.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="202"/>
        <source>Cannot Save Imported Map</source>
        <translation>No se puede guardar el mapa importado</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="203"/>
        <source>The imported map could not be saved:

{error}</source>
        <translation>No se pudo guardar el mapa importado:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="214"/>
        <source>Save Imported Map As</source>
        <translation>Guardar el mapa importado como</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="269"/>
        <source>Created the folder {folder}.</source>
        <translation>Se creó la carpeta {folder}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="271"/>
        <source>Map Exported</source>
        <translation>Mapa exportado</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="267"/>
        <source>Wrote:

{files}</source>
        <translation>Se escribió:

{files}</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="283"/>
        <source>Cannot Export Map</source>
        <translation>No se puede exportar el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/interchange_actions.py" line="284"/>
        <source>The map could not be exported:

{error}</source>
        <translation>No se pudo exportar el mapa:

{error}</translation>
    </message>
</context>
<context>
    <name>MapActions</name>
    <message>
        <location filename="../../editor/actions/menu_items.py" line="35"/>
        <source>{action} ({shortcut})</source>
        <translation>{action} ({shortcut})</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="116"/>
        <location filename="../../editor/editing/map_edits.py" line="125"/>
        <source>Auto-Place Sticker Slots</source>
        <translation>Colocar huecos de etiquetas automáticamente</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="122"/>
        <source>Placing sticker slots…</source>
        <translation>Colocando los huecos de etiquetas…</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="123"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="141"/>
        <source>The map has water territories already: coastal waters are made for land only.</source>
        <translation>El mapa ya tiene territorios de agua: las aguas costeras se crean solo para tierra.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="144"/>
        <source>The map has no coast to put water along.</source>
        <translation>El mapa no tiene costas a lo largo de las cuales poner agua.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/map_edits.py" line="159"/>
        <source>Select at least two territories to merge.</source>
        <translation>Selecciona al menos dos territorios para unirlos.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="44"/>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="45"/>
        <source>Select every territory</source>
        <translation>Seleccionar todos los territorios</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="47"/>
        <source>Select &amp;None</source>
        <translation>&amp;No seleccionar nada</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="48"/>
        <source>Clear the selection</source>
        <translation>Vaciar la selección</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="50"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="51"/>
        <source>Delete the selected territories and their connections</source>
        <translation>Eliminar los territorios seleccionados y sus conexiones</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="53"/>
        <source>&amp;Merge Territories</source>
        <translation>&amp;Unir territorios</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="54"/>
        <source>Join the selected territories into the first one selected</source>
        <translation>Unir los territorios seleccionados en el primero seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="57"/>
        <source>&amp;Snap to Vertices and Edges</source>
        <translation>A&amp;justar a vértices y bordes</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="59"/>
        <source>New and moved corners jump to nearby corners and borders</source>
        <translation>Las esquinas nuevas o movidas saltan a las esquinas y bordes cercanos</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="61"/>
        <source>Auto-&amp;Connect</source>
        <translation>&amp;Conectar automáticamente</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="62"/>
        <source>Connect every pair of territories that share a border</source>
        <translation>Conectar cada par de territorios que comparten frontera</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="66"/>
        <source>Place the label, city slot and scar slot of every land territory</source>
        <translation>Colocar el rótulo y los huecos de ciudad y de cicatriz de cada territorio de tierra</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="68"/>
        <source>Connection &amp;Wraps Around the Map</source>
        <translation>La conexión &amp;rodea el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="70"/>
        <source>Draw the connection between the two selected territories off one side of the map and back in from the other (as Alaska to Kamchatka), instead of straight across</source>
        <translation>Dibuja la conexión entre los dos territorios seleccionados saliendo por un lado del mapa y volviendo a entrar por el otro (como de Alaska a Kamchatka), en lugar de en línea recta</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="75"/>
        <source>&amp;Generate Coastal Waters</source>
        <translation>&amp;Generar aguas costeras</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="76"/>
        <source>Make a water territory along each separate coastline of each country, with its coasts and borders (for the economy rules)</source>
        <translation>Crear un territorio de agua a lo largo de cada costa separada de cada país, con sus costas y fronteras (para las reglas de economía)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="79"/>
        <source>&amp;Validate Now</source>
        <translation>&amp;Validar ahora</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="80"/>
        <source>Check the map for problems now</source>
        <translation>Buscar problemas en el mapa ahora</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="82"/>
        <source>Map &amp;Properties</source>
        <translation>&amp;Propiedades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="83"/>
        <source>Show the map&apos;s name, author, canvas and sticker size</source>
        <translation>Mostrar el nombre, el autor, el lienzo y el tamaño de las etiquetas del mapa</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="150"/>
        <source>Deleted %n territory(ies).</source>
        <translation>
            <numerusform>Eliminado %n territorio.</numerusform>
            <numerusform>Eliminados %n territorios.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="162"/>
        <source>Merged into {name}.</source>
        <translation>Unidos en {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="169"/>
        <source>Added %n connection(s) between bordering territories.</source>
        <translation>
            <numerusform>Añadida %n conexión entre territorios vecinos.</numerusform>
            <numerusform>Añadidas %n conexiones entre territorios vecinos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="171"/>
        <source>Every pair of bordering territories is already connected.</source>
        <translation>Todos los pares de territorios vecinos ya están conectados.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="182"/>
        <source>Made %n water territory(ies) along the coasts.</source>
        <translation>
            <numerusform>Creado %n territorio de agua a lo largo de las costas.</numerusform>
            <numerusform>Creados %n territorios de agua a lo largo de las costas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="233"/>
        <source>Found {errors} and {warnings}.</source>
        <translation>Encontrados {errors} y {warnings}.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="195"/>
        <source>The connection between {first} and {second} now goes around the map.</source>
        <translation>La conexión entre {first} y {second} ahora rodea el mapa.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="64"/>
        <source>Auto-Place All Sticker &amp;Slots</source>
        <translation>Colocar todos los &amp;huecos de etiquetas</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="197"/>
        <source>The connection between {first} and {second} now goes straight across.</source>
        <translation>La conexión entre {first} y {second} ahora va en línea recta.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="206"/>
        <source>Auto-placing cancelled; nothing changed.</source>
        <translation>Colocación automática cancelada; no ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="208"/>
        <source>Placed the marks of %n territory(ies).</source>
        <translation>
            <numerusform>Colocadas las marcas de %n territorio.</numerusform>
            <numerusform>Colocadas las marcas de %n territorios.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/actions/map_actions.py" line="231"/>
        <source>No problems found.</source>
        <translation>No se han encontrado problemas.</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <location filename="../../editor/view/map_view.py" line="40"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/view/map_view.py" line="42"/>
        <source>The map. Scroll to zoom; drag with the middle button, or hold space and drag, to pan.</source>
        <translation>El mapa. Usa la rueda para acercar o alejar; arrastra con el botón central, o mantén la barra espaciadora y arrastra, para desplazarte.</translation>
    </message>
</context>
<context>
    <name>MarkItems</name>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="77"/>
        <source>Bunker</source>
        <translation>Búnker</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="78"/>
        <source>Ammo Shortage</source>
        <translation>Escasez de municiones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="91"/>
        <source>Minor city</source>
        <translation>Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="92"/>
        <source>Major city</source>
        <translation>Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="93"/>
        <source>World capital</source>
        <translation>Capital del Mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="98"/>
        <source>(unnamed)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="100"/>
        <source>{kind}: {name}</source>
        <translation>{kind}: {name}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="101"/>
        <source>Population {population}</source>
        <translation>Población {population}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="105"/>
        <source>Founded by {founder}</source>
        <translation>Fundada por {founder}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="127"/>
        <source>Territory card: {coins}</source>
        <translation>Carta de territorio: {coins}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="114"/>
        <source>Scar-cancel (it covers no scar)</source>
        <translation>Cancelación de cicatriz (no cubre ninguna cicatriz)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="117"/>
        <source>Scar: {name} (cancelled)</source>
        <translation>Cicatriz: {name} (cancelada)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="119"/>
        <source>Scar: {name}</source>
        <translation>Cicatriz: {name}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="130"/>
        <source>The card was destroyed</source>
        <translation>La carta está destruida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="137"/>
        <source>Continent {map_name}, named {name}</source>
        <translation>Continente {map_name}, llamado {name}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="140"/>
        <source>Named by {player}</source>
        <translation>Nombrado por {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="142"/>
        <source>Continent {map_name}</source>
        <translation>Continente {map_name}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="144"/>
        <source>+1 mark: its bonus is one more</source>
        <translation>Marca +1: su bonificación aumenta en uno</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_items.py" line="146"/>
        <source>-1 mark: its bonus is one less</source>
        <translation>Marca -1: su bonificación se reduce en uno</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="173"/>
        <source>Sticker palette</source>
        <translation>Paleta de etiquetas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="177"/>
        <source>Stickers</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="179"/>
        <source>Drag a sticker onto a territory, or click it and then click a territory.</source>
        <translation>Arrastra una etiqueta a un territorio, o haz clic en ella y luego en un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="187"/>
        <location filename="../../editor/scenario/mark_palette.py" line="189"/>
        <source>Cover existing marks</source>
        <translation>Cubrir marcas existentes</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="191"/>
        <source>A city replaces the city already there; a scar cancels the scar there with a scar-cancel and takes its place.</source>
        <translation>Una ciudad sustituye a la que ya hay; una cicatriz cancela la que ya hay con una etiqueta de cancelar cicatriz y ocupa su lugar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="198"/>
        <source>Palette hint</source>
        <translation>Consejo sobre la paleta</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="257"/>
        <source>Minor city</source>
        <translation>Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="258"/>
        <source>Major city</source>
        <translation>Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="259"/>
        <source>World capital</source>
        <translation>Capital del Mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="260"/>
        <source>Scar-cancel</source>
        <translation>Cancelación de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="261"/>
        <source>Fortification</source>
        <translation>Fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="262"/>
        <source>+1 continent mark</source>
        <translation>Marca de continente +1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="263"/>
        <source>−1 continent mark</source>
        <translation>Marca de continente −1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="264"/>
        <source>Continent name</source>
        <translation>Nombre de continente</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="265"/>
        <source>Coin</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="268"/>
        <source>Scar: {name}</source>
        <translation>Cicatriz: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/scenario/mark_palette.py" line="277"/>
        <source>{name} — %n left</source>
        <translation>
            <numerusform>{name} — queda %n</numerusform>
            <numerusform>{name} — quedan %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="281"/>
        <source>None left: every {name} sticker is on the board. Remove one to use it again.</source>
        <translation>No queda ninguna: todas las etiquetas «{name}» están en el tablero. Quita una para volver a usarla.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="284"/>
        <source>Drop on a territory: the city goes on its city slot and is named in place.</source>
        <translation>Suelta en un territorio: la ciudad va en su hueco de ciudad y se le pone nombre allí mismo.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="288"/>
        <source>Drop on a territory: the scar goes on its scar slot.</source>
        <translation>Suelta en un territorio: la cicatriz va en su hueco de cicatriz.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="290"/>
        <source>Drop on a scarred territory: the scar no longer counts.</source>
        <translation>Suelta en un territorio con cicatriz: la cicatriz deja de contar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="291"/>
        <source>Drop on a city: a wall with ten uses encircles it.</source>
        <translation>Suelta en una ciudad: la rodea una muralla con diez usos.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="292"/>
        <source>Drop on any territory of a continent: its bonus is one more.</source>
        <translation>Suelta en cualquier territorio de un continente: su bonificación aumenta en uno.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="293"/>
        <source>Drop on any territory of a continent: its bonus is one less.</source>
        <translation>Suelta en cualquier territorio de un continente: su bonificación se reduce en uno.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="294"/>
        <source>Drop on any territory of a continent to name it.</source>
        <translation>Suelta en cualquier territorio de un continente para ponerle nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="295"/>
        <source>Drop on a territory: its card gets one more coin.</source>
        <translation>Suelta en un territorio: su carta recibe una moneda más.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="332"/>
        <source>This scenario has no Legacy world: there are no stickers to place.</source>
        <translation>Este escenario no tiene mundo Legacy: no hay etiquetas que colocar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="334"/>
        <source>Click a territory to place: {name}. Shift-click places more; Esc stops.</source>
        <translation>Haz clic en un territorio para colocar: {name}. Mayús+clic coloca más; Esc termina.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_palette.py" line="337"/>
        <source>Drag a sticker onto a territory, or click one and then a territory.</source>
        <translation>Arrastra una etiqueta a un territorio, o haz clic en una y luego en un territorio.</translation>
    </message>
</context>
<context>
    <name>MarkPlacer</name>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="94"/>
        <location filename="../../editor/scenario/mark_placer.py" line="329"/>
        <location filename="../../editor/scenario/mark_placer.py" line="330"/>
        <source>City name</source>
        <translation>Nombre de la ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="102"/>
        <source>Placement message</source>
        <translation>Mensaje de colocación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="221"/>
        <source>This scenario has no Legacy world: there are no stickers to place.</source>
        <translation>Este escenario no tiene mundo Legacy: no hay etiquetas que colocar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="223"/>
        <source>Stickers go on land territories.</source>
        <translation>Las etiquetas van en territorios de tierra.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="242"/>
        <source>Name the city and press Enter (Esc: do not place it).</source>
        <translation>Ponle nombre a la ciudad y pulsa Intro (Esc: no colocarla).</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="261"/>
        <source>This territory belongs to no continent.</source>
        <translation>Este territorio no pertenece a ningún continente.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="269"/>
        <source>{continent} already has this mark.</source>
        <translation>{continent} ya tiene esta marca.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="272"/>
        <source>{continent} already has a bonus mark: choose &apos;cover&apos; to replace it.</source>
        <translation>{continent} ya tiene una marca de bonificación: elige «cubrir» para sustituirla.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="310"/>
        <source>New {territory}</source>
        <translation>Nueva {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="326"/>
        <source>Founder</source>
        <translation>Fundada por</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="327"/>
        <source>Who founded it (may stay empty)</source>
        <translation>Quién la fundó (puede quedar vacío)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="380"/>
        <source>The city was not placed.</source>
        <translation>No se ha colocado la ciudad.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="458"/>
        <source>Sticker</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="468"/>
        <source>Rename City…</source>
        <translation>Renombrar ciudad…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="469"/>
        <source>Founder…</source>
        <translation>Fundada por…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="471"/>
        <source>Fortification Uses…</source>
        <translation>Usos de la fortificación…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="474"/>
        <source>Remove Fortification</source>
        <translation>Quitar fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="477"/>
        <source>Remove City</source>
        <translation>Quitar ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="480"/>
        <source>Remove Scar-Cancel</source>
        <translation>Quitar cancelación de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="480"/>
        <source>Remove Scar</source>
        <translation>Quitar cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="483"/>
        <source>Remove a Coin</source>
        <translation>Quitar una moneda</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="486"/>
        <source>Name the Continent…</source>
        <translation>Nombrar el continente…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="489"/>
        <source>Remove the Continent&apos;s Name</source>
        <translation>Quitar el nombre del continente</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="492"/>
        <source>Remove the Bonus Mark</source>
        <translation>Quitar la marca de bonificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="607"/>
        <source>Click a land territory to place the sticker (Esc stops).</source>
        <translation>Haz clic en un territorio de tierra para colocar la etiqueta (Esc termina).</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/mark_placer.py" line="675"/>
        <source>Click a territory to place: {name} (Shift: place more; Esc stops).</source>
        <translation>Haz clic en un territorio para colocar: {name} (Mayús: colocar más; Esc termina).</translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message>
        <location filename="../../editor/tools/measure_tool.py" line="70"/>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <location filename="../../editor/tools/measure_tool.py" line="74"/>
        <source>Click and drag, or click twice, to measure a distance; hold Shift as a leg ends to measure on from there (a running total); Esc clears.</source>
        <translation>Haz clic y arrastra, o haz clic dos veces, para medir una distancia; mantén Mayús al acabar un tramo para seguir midiendo desde allí (con total acumulado); Esc borra.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/measure_tool.py" line="129"/>
        <source>{distance} map units, {angle}°</source>
        <translation>{distance} unidades de mapa, {angle}°</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/tools/measure_tool.py" line="132"/>
        <source>; total {total} over %n leg(s)</source>
        <translation>
            <numerusform>; total {total} en %n tramo</numerusform>
            <numerusform>; total {total} en %n tramos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovementPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="22"/>
        <source>Friendly movement</source>
        <translation>Movimiento amistoso</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="24"/>
        <source>How to move</source>
        <translation>Cómo mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="25"/>
        <source>Drag from one of your territories to a friendly one to move units that are in no plan.</source>
        <translation>Arrastra desde uno de tus territorios hasta uno amigo para mover unidades que no estén en ningún plan.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="28"/>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="31"/>
        <source>Your moves</source>
        <translation>Tus movimientos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="29"/>
        <source>Your moves this phase:</source>
        <translation>Tus movimientos en esta fase:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="33"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="34"/>
        <source>Take back the chosen move</source>
        <translation>Deshacer el movimiento elegido</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="36"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="37"/>
        <source>Done moving</source>
        <translation>He terminado de mover</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="38"/>
        <source>Finish moving for this round</source>
        <translation>Terminar los movimientos de esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="42"/>
        <source>Blockade a Navy Base…</source>
        <translation>Bloquear una base naval…</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="42"/>
        <source>Blockade an enemy navy base with a navy unit</source>
        <translation>Bloquear una base naval enemiga con una unidad de armada</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="43"/>
        <source>End a Blockade…</source>
        <translation>Terminar un bloqueo…</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="43"/>
        <source>End one of your blockades</source>
        <translation>Terminar uno de tus bloqueos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/movement_page.py" line="51"/>
        <source>Move Units</source>
        <translation>Mover unidades</translation>
    </message>
</context>
<context>
    <name>NameTheWorldPage</name>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="27"/>
        <source>Naming the world</source>
        <translation>Dar nombre al mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="31"/>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="44"/>
        <source>Name the world</source>
        <translation>Da nombre al mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="32"/>
        <source>Who names the world</source>
        <translation>Quién da nombre al mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="36"/>
        <source>The world&apos;s name</source>
        <translation>El nombre del mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="40"/>
        <source>Why the name is refused</source>
        <translation>Por qué se rechaza el nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="42"/>
        <source>&amp;Name the World</source>
        <translation>&amp;Nombrar el mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="55"/>
        <source>The World of {player}</source>
        <translation>El Mundo de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="64"/>
        <source>After fifteen games the war for this world is over. {player} signed the board most often ({times}) and names the world.</source>
        <translation>Tras quince partidas, la guerra por este mundo ha terminado. {player} firmó el tablero más a menudo ({times}) y pone nombre al mundo.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/name_the_world.py" line="69"/>
        <source>Tied with {names} in signatures; {player} won the roll-off.</source>
        <translation>Empate en firmas con {names}; {player} ganó la tirada de desempate.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="128"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="129"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="149"/>
        <source>Why the game cannot start</source>
        <translation>Por qué no puede empezar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="159"/>
        <location filename="../../editor/play/new_game_dialog.py" line="490"/>
        <source>Start Game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="161"/>
        <location filename="../../editor/play/new_game_dialog.py" line="491"/>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="174"/>
        <source>Rule set</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="175"/>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="175"/>
        <source>MU economy</source>
        <translation>Economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="176"/>
        <source>Risk Legacy (a campaign)</source>
        <translation>Risk Legacy (una campaña)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="179"/>
        <source>Rule set:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="187"/>
        <source>Risk Legacy</source>
        <translation>Risk Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="191"/>
        <source>A Risk Legacy game is played in a campaign, its world changing from game to game. A campaign starts from a Legacy scenario, which sets the map, the players and the rules; the campaign&apos;s questions (who plays, the first game&apos;s factions) come next. To go on with a campaign, open its file instead.</source>
        <translation>Una partida de Risk Legacy se juega dentro de una campaña, cuyo mundo cambia de partida en partida. Una campaña empieza con un escenario Legacy, que fija el mapa, los jugadores y las reglas; después vienen las preguntas de la campaña (quién juega, las facciones de la primera partida). Para seguir una campaña, abre su archivo.</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="198"/>
        <source>Legacy scenario</source>
        <translation>Escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="202"/>
        <source>Scenario:</source>
        <translation>Escenario:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="224"/>
        <location filename="../../editor/play/new_game_dialog.py" line="229"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="237"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="241"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="241"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="241"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="246"/>
        <source>Add Player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="248"/>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="250"/>
        <source>Remove Player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="252"/>
        <source>Remove the last player</source>
        <translation>Quitar el último jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="264"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="287"/>
        <source>Setup:</source>
        <translation>Preparación:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="288"/>
        <source>Claim territories in turn</source>
        <translation>Ocupar territorios por turnos</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="289"/>
        <source>Deal territories at random, place armies in turn</source>
        <translation>Repartir territorios al azar, colocar ejércitos por turnos</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="290"/>
        <source>Deal territories and armies at random (quickest)</source>
        <translation>Repartir territorios y ejércitos al azar (lo más rápido)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="293"/>
        <source>Starting armies placed per turn</source>
        <translation>Ejércitos iniciales colocados por turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="296"/>
        <source>How many of their starting armies each player places when it is their turn during setup (1 as written; more makes setup quicker)</source>
        <translation>Cuántos de sus ejércitos iniciales coloca cada jugador en su turno durante la preparación (1 según el reglamento; más acelera la preparación)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="298"/>
        <source>Starting armies per turn:</source>
        <translation>Ejércitos iniciales por turno:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="300"/>
        <source>Card sets:</source>
        <translation>Tríos de cartas:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="301"/>
        <source>Progressive (4, 6, 8, 10, …)</source>
        <translation>Progresivos (4, 6, 8, 10, …)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="301"/>
        <source>Fixed by kind of set</source>
        <translation>Fijos según el tipo de trío</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="302"/>
        <source>Fortify:</source>
        <translation>Reagrupación:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="303"/>
        <source>To a neighbouring territory</source>
        <translation>A un territorio vecino</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="304"/>
        <source>Along a chain of your territories</source>
        <translation>A lo largo de una cadena de territorios propios</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="305"/>
        <source>Secret missions</source>
        <translation>Misiones secretas</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="306"/>
        <source>Win by completing a secret mission instead of conquering the world</source>
        <translation>Se gana cumpliendo una misión secreta en lugar de conquistando el mundo</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="307"/>
        <source>Neutral army (two players only)</source>
        <translation>Ejército neutral (solo con dos jugadores)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="308"/>
        <source>A third army holds territories but never plays</source>
        <translation>Un tercer ejército ocupa territorios pero nunca juega</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="309"/>
        <source>Defenders always roll the most dice</source>
        <translation>Los defensores siempre tiran el máximo de dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="310"/>
        <source>Otherwise people choose how many dice to defend with</source>
        <translation>Si no, los jugadores humanos eligen con cuántos dados defenderse</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="338"/>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="338"/>
        <source>Computer (normal)</source>
        <translation>Ordenador (normal)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="338"/>
        <source>Computer (hard)</source>
        <translation>Ordenador (difícil)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="208"/>
        <source>Dice seed</source>
        <translation>Semilla de los dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="210"/>
        <source>The same seed and choices give the same dice</source>
        <translation>La misma semilla y las mismas decisiones dan los mismos dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="211"/>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="213"/>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="215"/>
        <source>Dice seed:</source>
        <translation>Semilla de los dados:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="327"/>
        <source>Name of player {number}</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="331"/>
        <source>Colour of player {number}</source>
        <translation>Color del jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="337"/>
        <source>Who plays player {number}</source>
        <translation>Quién juega como jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="338"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="362"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="437"/>
        <location filename="../../editor/play/new_game_dialog.py" line="509"/>
        <source>Choose file…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="441"/>
        <location filename="../../editor/play/new_game_dialog.py" line="531"/>
        <source>{title} ({file})</source>
        <translation>{title} ({file})</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="449"/>
        <source>Choose a Map</source>
        <translation>Elegir un mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="450"/>
        <source>Worldsmith maps (*.yaml *.yml);;All files (*)</source>
        <translation>Mapas de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="490"/>
        <source>Start Campaign</source>
        <translation>Empezar campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="491"/>
        <source>Start campaign</source>
        <translation>Empezar la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="541"/>
        <source>Choose a Legacy Scenario</source>
        <translation>Elegir un escenario Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="542"/>
        <source>Scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Escenarios (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="595"/>
        <source>Choose a Legacy scenario first.</source>
        <translation>Elige antes un escenario Legacy.</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="612"/>
        <source>Choose a map first.</source>
        <translation>Elige primero un mapa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="616"/>
        <source>Two players have the same name: {name}</source>
        <translation>Dos jugadores tienen el mismo nombre: {name}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="620"/>
        <source>This map cannot be read:
{error}</source>
        <translation>No se puede leer este mapa:
{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="625"/>
        <source>… and {count} more</source>
        <translation>… y {count} más</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="626"/>
        <source>This map has errors; fix them in the editor before playing on it:</source>
        <translation>Este mapa tiene errores; corrígelos en el editor antes de jugar en él:</translation>
    </message>
    <message>
        <location filename="../../editor/play/new_game_dialog.py" line="637"/>
        <source>The game cannot be set up: {reason}</source>
        <translation>No se puede preparar la partida: {reason}</translation>
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
        <translation>Radio de la insignia de tropas y de las etiquetas de ciudad y cicatriz, en unidades del mapa</translation>
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
    <name>Nudge</name>
    <message>
        <location filename="../../editor/editing/nudge.py" line="45"/>
        <source>Nudge Territories</source>
        <translation>Desplazar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/editing/nudge.py" line="46"/>
        <source>Nudge Territory</source>
        <translation>Desplazar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/editing/nudge.py" line="62"/>
        <source>Nudge Vertex</source>
        <translation>Desplazar vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/base.py" line="157"/>
        <source>Select territories to move them with the arrow keys.</source>
        <translation>Selecciona territorios para moverlos con las teclas de flecha.</translation>
    </message>
</context>
<context>
    <name>NudgeActions</name>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="28"/>
        <source>Nudge &amp;Left</source>
        <translation>Desplazar a la &amp;izquierda</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="28"/>
        <source>Nudge Left ×10</source>
        <translation>Desplazar a la izquierda ×10</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="29"/>
        <source>Nudge &amp;Right</source>
        <translation>Desplazar a la &amp;derecha</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="29"/>
        <source>Nudge Right ×10</source>
        <translation>Desplazar a la derecha ×10</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="30"/>
        <source>Nudge &amp;Up</source>
        <translation>Desplazar hacia a&amp;rriba</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="30"/>
        <source>Nudge Up ×10</source>
        <translation>Desplazar hacia arriba ×10</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="31"/>
        <source>Nudge &amp;Down</source>
        <translation>Desplazar hacia a&amp;bajo</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="31"/>
        <source>Nudge Down ×10</source>
        <translation>Desplazar hacia abajo ×10</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="33"/>
        <source>Move the selected territories, or in Edit Vertices the selected corner, by one map unit (the grid&apos;s size when the grid is shown); with Shift, ten</source>
        <translation>Mueve los territorios seleccionados, o en Editar vértices el vértice seleccionado, una unidad del mapa (el tamaño de la cuadrícula cuando se muestra); con Mayús, diez</translation>
    </message>
    <message>
        <location filename="../../editor/actions/nudge_actions.py" line="47"/>
        <source>Nud&amp;ge</source>
        <translation>Despl&amp;azar</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <location filename="../../editor/play/attack_dialog.py" line="65"/>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>OfferAllianceDialog</name>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="75"/>
        <source>Offer an Alliance</source>
        <translation>Ofrecer una alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="76"/>
        <source>Offer an alliance</source>
        <translation>Ofrecer una alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="79"/>
        <source>Allies never fight each other, and each one&apos;s territory is friendly to the other. The alliance is made when the other player offers one back; it is never broken.</source>
        <translation>Los aliados nunca luchan entre sí, y el territorio de cada uno es amigo para el otro. La alianza se hace cuando el otro jugador te ofrece también una; no se rompe nunca.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="86"/>
        <source>Players you may offer an alliance to</source>
        <translation>Jugadores a los que puedes ofrecer una alianza</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="97"/>
        <source>Offer</source>
        <translation>Ofrecer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="99"/>
        <source>Offer the alliance</source>
        <translation>Ofrecer la alianza</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="162"/>
        <source>set by the Setup choice, not as an option</source>
        <translation>la fija la elección de Despliegue, no va como opción</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="167"/>
        <source>not an option of the {rules} rules: did you mean {option}?</source>
        <translation>no es una opción de las reglas {rules}: ¿querías decir {option}?</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="170"/>
        <source>not an option of the {rules} rules</source>
        <translation>no es una opción de las reglas {rules}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="187"/>
        <source>must be one of: {choices}</source>
        <translation>debe ser uno de estos valores: {choices}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="190"/>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="193"/>
        <source>must be a whole number</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="195"/>
        <source>must be at least {minimum}</source>
        <translation>debe ser al menos {minimum}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="197"/>
        <source>must be at most {maximum}</source>
        <translation>debe ser como mucho {maximum}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="222"/>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="222"/>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="226"/>
        <location filename="../../editor/scenario/options_panel.py" line="388"/>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="271"/>
        <source>Reset {option} to Its Default</source>
        <translation>Devolver {option} a su valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="273"/>
        <source>Set {option} to {value}</source>
        <translation>Poner {option} en {value}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="282"/>
        <source>Remove the Option {option}</source>
        <translation>Quitar la opción {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="289"/>
        <source>Rename the Option {option} to {meant}</source>
        <translation>Cambiar la opción {option} por {meant}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="297"/>
        <source>Reset Every Option to Its Default</source>
        <translation>Devolver todas las opciones a su valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="339"/>
        <source>In a scenario file: {option}</source>
        <translation>En un archivo de escenario: {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="348"/>
        <source>What {option} does</source>
        <translation>Qué hace {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="354"/>
        <source>Default of {option}</source>
        <translation>Valor por defecto de {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="356"/>
        <source>Reset to Default</source>
        <translation>Valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="359"/>
        <source>Reset {option} to its default</source>
        <translation>Devolver {option} a su valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="411"/>
        <source>The file&apos;s value is refused (see above) · {default}</source>
        <translation>Las reglas rechazan el valor del archivo (mira arriba) · {default}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="416"/>
        <source>Changed · {default}</source>
        <translation>Cambiada · {default}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="429"/>
        <source>Not used with the setup “{setup}” · {state}</source>
        <translation>No se usa con el despliegue «{setup}» · {state}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="434"/>
        <source>default: {value}</source>
        <translation>por defecto: {value}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="438"/>
        <source>at least {minimum}</source>
        <translation>al menos {minimum}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="440"/>
        <source>at most {maximum}</source>
        <translation>como mucho {maximum}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="442"/>
        <source>{minimum} to {maximum}</source>
        <translation>de {minimum} a {maximum}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="458"/>
        <source>Rule options</source>
        <translation>Opciones de reglas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="501"/>
        <source>Rules of these options</source>
        <translation>Reglas de estas opciones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="506"/>
        <source>Reset All</source>
        <translation>Todas por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="508"/>
        <source>Reset every option to its default</source>
        <translation>Devolver todas las opciones a su valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="509"/>
        <source>Every option below back to its default</source>
        <translation>Todas las opciones de abajo vuelven a su valor por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="521"/>
        <source>Options of the {rules} rules; a saved scenario keeps only those that differ from the default.</source>
        <translation>Opciones de las reglas {rules}; un escenario guardado solo conserva las que difieren del valor por defecto.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="524"/>
        <source>The rules &apos;{rules}&apos; are not known: there are no options to edit.</source>
        <translation>No se conocen las reglas «{rules}»: no hay opciones que editar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="527"/>
        <source>The {rules} rules have no options to edit here.</source>
        <translation>Las reglas {rules} no tienen opciones que editar aquí.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="561"/>
        <source>Options to fix</source>
        <translation>Opciones que corregir</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="564"/>
        <source>These options cannot be used:</source>
        <translation>Estas opciones no se pueden usar:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="570"/>
        <source>{option}: {value} — {reason}</source>
        <translation>{option}: {value} — {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="573"/>
        <source>Problem with {option}</source>
        <translation>Problema con {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="577"/>
        <source>Use {option}</source>
        <translation>Usar {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="578"/>
        <source>Rename {option} to {meant}</source>
        <translation>Cambiar {option} por {meant}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="580"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="581"/>
        <source>Remove the option {option}</source>
        <translation>Quitar la opción {option}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="583"/>
        <source>Use Default</source>
        <translation>Usar por defecto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/options_panel.py" line="584"/>
        <source>Use the default of {option}</source>
        <translation>Usar el valor por defecto de {option}</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="46"/>
        <source>The order</source>
        <translation>La orden</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="51"/>
        <location filename="../../editor/play/economy/order_dialog.py" line="53"/>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="54"/>
        <location filename="../../editor/play/economy/order_dialog.py" line="56"/>
        <source>Navies</source>
        <translation>Armadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="64"/>
        <source>How many:</source>
        <translation>Cuántas:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="68"/>
        <source>How many units</source>
        <translation>Cuántas unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="76"/>
        <source>What the order would cost</source>
        <translation>Lo que costaría la orden</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="82"/>
        <location filename="../../editor/play/economy/order_dialog.py" line="84"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="87"/>
        <location filename="../../editor/play/economy/order_dialog.py" line="89"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="153"/>
        <source>{lost} of these armies would die at sea: your navies there carry {carried}.</source>
        <translation>{lost} de estos ejércitos morirían en el mar: tus armadas allí llevan {carried}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/order_dialog.py" line="157"/>
        <source>Your capital would be left without an army.</source>
        <translation>Tu capital se quedaría sin ejército.</translation>
    </message>
</context>
<context>
    <name>OrdersPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/orders_page.py" line="84"/>
        <source>Choose an order in the list first</source>
        <translation>Elige primero una orden de la lista</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/orders_page.py" line="86"/>
        <source>Orders given before the game was loaded cannot be taken back</source>
        <translation>Las órdenes dadas antes de cargar la partida no se pueden retirar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/orders_page.py" line="88"/>
        <source>Take back the chosen order</source>
        <translation>Retirar la orden elegida</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/orders_page.py" line="96"/>
        <source>No units can go there.</source>
        <translation>Ninguna unidad puede ir allí.</translation>
    </message>
</context>
<context>
    <name>PackOpenedPage</name>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="20"/>
        <source>A pack is opened</source>
        <translation>Se abre un paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="23"/>
        <source>A sealed pack is opened</source>
        <translation>Se abre un paquete sellado</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="24"/>
        <source>Which pack</source>
        <translation>Qué paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="26"/>
        <source>&amp;Read the Pack</source>
        <translation>&amp;Leer el paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="28"/>
        <source>Read the pack</source>
        <translation>Leer el paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="31"/>
        <source>C&amp;ontinue the Game</source>
        <translation>C&amp;ontinuar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/pack_opened.py" line="33"/>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
</context>
<context>
    <name>PackRevealDialog</name>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="53"/>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="54"/>
        <source>A sealed pack is opened</source>
        <translation>Se abre un paquete sellado</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="64"/>
        <source>THE WAR PROGRESSES — a sealed pack is opened</source>
        <translation>LA GUERRA PROGRESA — se abre un paquete sellado</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="69"/>
        <source>The pack&apos;s name</source>
        <translation>El nombre del paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="77"/>
        <source>The pack&apos;s text</source>
        <translation>El texto del paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="88"/>
        <source>What the pack adds</source>
        <translation>Lo que añade el paquete</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="102"/>
        <source>Who goes on</source>
        <translation>Quién continúa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="105"/>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="149"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="107"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="134"/>
        <source>A sealed pack is opened: {pack}</source>
        <translation>Se abre un paquete sellado: {pack}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="148"/>
        <source>Read it aloud, then go on with the game.</source>
        <translation>Leedlo en voz alta y seguid con la partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="151"/>
        <source>{player} goes on when they have read it.</source>
        <translation>{player} continúa cuando lo haya leído.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="153"/>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="156"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="155"/>
        <source>The game has gone on: close this when everyone has read it.</source>
        <translation>La partida ha seguido: cerrad esto cuando todos lo hayan leído.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="188"/>
        <source>New scars</source>
        <translation>Nuevas cicatrices</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="191"/>
        <source>Scar cards added</source>
        <translation>Cartas de cicatriz añadidas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="192"/>
        <source>{scar}: {count}</source>
        <translation>{scar}: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="196"/>
        <source>New powers</source>
        <translation>Nuevos poderes</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="197"/>
        <source>{faction}: {power}</source>
        <translation>{faction}: {power}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="201"/>
        <source>Event cards</source>
        <translation>Cartas de evento</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="203"/>
        <source>Mission cards</source>
        <translation>Cartas de misión</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="204"/>
        <source>{text} ({stars})</source>
        <translation>{text} ({stars})</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="211"/>
        <source>Rules changed from the next game</source>
        <translation>Reglas que cambian desde la próxima partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="212"/>
        <source>{rule} Now: {value}.</source>
        <translation>{rule} Ahora: {value}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="215"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pack_reveal.py" line="217"/>
        <source>This pack adds nothing but its story.</source>
        <translation>Este paquete no añade nada más que su historia.</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../../engine/core/phases.py" line="28"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../engine/core/phases.py" line="29"/>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="227"/>
        <source>Claiming territories</source>
        <translation>Reparto de territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="228"/>
        <source>Claim an empty territory</source>
        <translation>Ocupa un territorio libre</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="229"/>
        <source>Placing starting armies</source>
        <translation>Colocación de ejércitos iniciales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="230"/>
        <source>Place your starting armies</source>
        <translation>Pon tus ejércitos iniciales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="231"/>
        <source>Reinforce</source>
        <translation>Refuerzos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="232"/>
        <source>Trade cards and place your new armies</source>
        <translation>Canjea cartas y pon tus nuevos ejércitos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="233"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="234"/>
        <source>Attack or end the attack</source>
        <translation>Ataca o termina el ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="235"/>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="236"/>
        <source>The defender chooses dice</source>
        <translation>El defensor elige los dados</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="237"/>
        <source>Occupy</source>
        <translation>Ocupación</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="238"/>
        <source>Move armies into the captured territory</source>
        <translation>Mueve ejércitos al territorio conquistado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="239"/>
        <source>Fortify</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="240"/>
        <source>Fortify or end your turn</source>
        <translation>Reagrupa o termina tu turno</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="98"/>
        <source>Choosing factions</source>
        <translation>Elección de facciones</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="99"/>
        <source>Choose your faction</source>
        <translation>Elige tu facción</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="100"/>
        <source>Choosing starts</source>
        <translation>Elección de inicios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="101"/>
        <source>Choose a legal starting territory for your HQ</source>
        <translation>Elige un territorio de inicio legal para tu CG (cuartel general)</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="102"/>
        <source>Start of turn</source>
        <translation>Inicio del turno</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="103"/>
        <source>Buy red stars, play a scar card, or go on</source>
        <translation>Compra Estrellas Rojas, juega una carta de cicatriz o continúa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="104"/>
        <source>Joining the war</source>
        <translation>Entrar en guerra</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="105"/>
        <source>Choose a legal starting territory to come back</source>
        <translation>Elige un territorio de inicio legal para volver</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="106"/>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="107"/>
        <source>Turn in resource cards and place your troops</source>
        <translation>Canjea cartas de recurso y coloca tus tropas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="108"/>
        <source>Expand and attack</source>
        <translation>Expandir y atacar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="109"/>
        <source>Expand, attack, or end the attack</source>
        <translation>Expándete, ataca o termina el ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="110"/>
        <source>Maneuver</source>
        <translation>Maniobrar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="111"/>
        <source>Maneuver troops or end your turn</source>
        <translation>Maniobra tropas o termina tu turno</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="112"/>
        <source>Missiles</source>
        <translation>Misiles</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="113"/>
        <source>Fire a missile at a die, or pass</source>
        <translation>Lanza un misil a un dado, o pasa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="114"/>
        <source>Resource card</source>
        <translation>Carta de recurso</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="115"/>
        <source>Take a face-up card of a territory you control</source>
        <translation>Toma una carta cara arriba de un territorio que controles</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="116"/>
        <source>A pack is opened</source>
        <translation>Se abre un paquete</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="117"/>
        <source>Read what the pack brings, then go on</source>
        <translation>Lee lo que trae el paquete y continúa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="118"/>
        <source>Rewards</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="119"/>
        <source>Choose your reward</source>
        <translation>Elige tu recompensa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="120"/>
        <source>Naming the world</source>
        <translation>Nombrar el mundo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="121"/>
        <source>Name the world</source>
        <translation>Ponle nombre al mundo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="23"/>
        <source>Draft</source>
        <translation>Reparto por turnos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="24"/>
        <source>Pick a country</source>
        <translation>Elige un país</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="25"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="26"/>
        <source>Place your capital, your army bases and your army units</source>
        <translation>Coloca tu capital, tus bases de ejército y tus unidades de ejército</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="27"/>
        <source>Get</source>
        <translation>Obtención</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="28"/>
        <source>Pay the upkeep, recruit, build, destroy or trade influence cards, then be done</source>
        <translation>Paga el mantenimiento, recluta, construye, destruye o canjea cartas de influencia y termina</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="30"/>
        <source>Planning</source>
        <translation>Planificación</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="31"/>
        <source>Plan your moves into non-friendly territory in secret</source>
        <translation>Planifica en secreto tus movimientos hacia territorio no amigo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="32"/>
        <source>Friendly movement</source>
        <translation>Movimiento amigo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="33"/>
        <source>Move units within friendly territory</source>
        <translation>Mueve unidades dentro de territorio amigo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="34"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="35"/>
        <source>Choose the next battle to resolve</source>
        <translation>Elige la próxima batalla que se resuelve</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="36"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="37"/>
        <source>Attack, withdraw, or let the battle be</source>
        <translation>Ataca, retírate o deja la batalla como está</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="38"/>
        <source>New orders</source>
        <translation>Nuevas órdenes</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="39"/>
        <source>Move the units that won and can still move, or pass</source>
        <translation>Mueve las unidades que ganaron y aún pueden moverse, o pasa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="40"/>
        <source>Influence</source>
        <translation>Influencia</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/phases.py" line="41"/>
        <source>Choose the player to take an influence card from</source>
        <translation>Elige a qué jugador quitarle una carta de influencia</translation>
    </message>
</context>
<context>
    <name>PhasePanel</name>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="72"/>
        <source>Turn and phase</source>
        <translation>Turno y fase</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="90"/>
        <source>Player colour</source>
        <translation>Color del jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="91"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="96"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="103"/>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="112"/>
        <source>What to do</source>
        <translation>Qué hacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="135"/>
        <source>Click: 1 · Shift+click: this many · Ctrl+click: all</source>
        <translation>Clic: 1 · Mayús+clic: esta cantidad · Ctrl+clic: todos</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="147"/>
        <source>Begin attack</source>
        <translation>Empezar el ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="149"/>
        <source>End attack</source>
        <translation>Terminar el ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="151"/>
        <source>End turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="153"/>
        <source>Undo placement</source>
        <translation>Deshacer la colocación</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="155"/>
        <source>Finish this turn</source>
        <translation>Acabar este turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="156"/>
        <source>Let the computer player finish its turn at once</source>
        <translation>Dejar que el jugador del ordenador acabe su turno de inmediato</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="162"/>
        <source>Place the rest for me</source>
        <translation>Colocar el resto por mí</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="163"/>
        <source>Place all your remaining starting armies for you, now and in your later setup turns</source>
        <translation>Coloca por ti todos tus ejércitos iniciales restantes, ahora y en tus siguientes turnos de preparación</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="222"/>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="223"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="270"/>
        <source>Game over: a draw</source>
        <translation>Fin de la partida: empate</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="271"/>
        <source>Game over: {player} wins</source>
        <translation>Fin de la partida: gana {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="275"/>
        <source>Hand the screen to {player}</source>
        <translation>Pasa la pantalla a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="277"/>
        <source>{player} is thinking…</source>
        <translation>{player} está pensando…</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="279"/>
        <source>Claim an empty territory</source>
        <translation>Ocupa un territorio libre</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="284"/>
        <source>This turn: {own} of your armies and {neutral} of the neutral&apos;s (%n of yours left)</source>
        <translation>
            <numerusform>Este turno: {own} de tus ejércitos y {neutral} del neutral (te queda %n)</numerusform>
            <numerusform>Este turno: {own} de tus ejércitos y {neutral} del neutral (te quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="290"/>
        <source>This turn: {own} more of your armies (%n left)</source>
        <translation>
            <numerusform>Este turno: {own} más de tus ejércitos (queda %n)</numerusform>
            <numerusform>Este turno: {own} más de tus ejércitos (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="291"/>
        <source>Place your starting armies (%n left)</source>
        <translation>
            <numerusform>Pon tus ejércitos iniciales (queda %n)</numerusform>
            <numerusform>Pon tus ejércitos iniciales (quedan %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="294"/>
        <source>Trade a set: you hold %n card(s)</source>
        <translation>
            <numerusform>Canjea un trío: tienes %n carta</numerusform>
            <numerusform>Canjea un trío: tienes %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="287"/>
        <source>This turn: {neutral} of the neutral&apos;s armies, on a neutral territory</source>
        <translation>Este turno: {neutral} de los ejércitos del neutral, en un territorio neutral</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="297"/>
        <source>Trade a set or begin the attack</source>
        <translation>Canjea un trío o empieza el ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="303"/>
        <source>Attack or end the attack</source>
        <translation>Ataca o termina el ataque</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="305"/>
        <source>{player} chooses dice</source>
        <translation>{player} elige los dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="313"/>
        <source>Fortify or end your turn</source>
        <translation>Reagrupa o termina tu turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/phase_panel.py" line="319"/>
        <source>{player}: {task}</source>
        <translation>{player}: {task}</translation>
    </message>
</context>
<context>
    <name>PlacementPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="58"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="64"/>
        <source>Still to place</source>
        <translation>Por colocar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="69"/>
        <source>What a click places</source>
        <translation>Lo que coloca un clic</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="73"/>
        <source>Ctrl+click places:</source>
        <translation>Ctrl+clic coloca:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="77"/>
        <source>Army units a Ctrl+click places</source>
        <translation>Unidades de ejército que coloca un Ctrl+clic</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="83"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="85"/>
        <source>Undo the last placement</source>
        <translation>Deshacer la última colocación</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="101"/>
        <source>your capital</source>
        <translation>tu capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="106"/>
        <source>Still to place: {things}.</source>
        <translation>Por colocar: {things}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="108"/>
        <source>Click one of your countries for your capital.</source>
        <translation>Haz clic en uno de tus países para tu capital.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="110"/>
        <source>Click one of your countries for an army base.</source>
        <translation>Haz clic en uno de tus países para una base de ejército.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="112"/>
        <source>Click one of your countries to place army units there: 1 a click, {shift} with Shift+click.</source>
        <translation>Haz clic en uno de tus países para colocar allí unidades de ejército: 1 por clic, {shift} con Mayús+clic.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="117"/>
        <source>Take back: {action}</source>
        <translation>Deshacer: {action}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/setup_page.py" line="119"/>
        <source>Nothing placed yet</source>
        <translation>Aún no has colocado nada</translation>
    </message>
</context>
<context>
    <name>PlanningPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="49"/>
        <source>Your plans</source>
        <translation>Tus planes</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="51"/>
        <source>How to plan</source>
        <translation>Cómo planificar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="52"/>
        <source>Drag from one of your territories to where its units should go. Only moves into or out of non-friendly territory are planned; nobody else sees them.</source>
        <translation>Arrastra desde uno de tus territorios hasta donde deban ir sus unidades. Solo se planifican los movimientos hacia o desde territorio no amigo; nadie más los ve.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="55"/>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="57"/>
        <source>Your orders</source>
        <translation>Tus órdenes</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="59"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="60"/>
        <source>Remove the chosen order</source>
        <translation>Quitar la orden elegida</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="62"/>
        <source>Submit</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="63"/>
        <source>Submit your orders</source>
        <translation>Enviar tus órdenes</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="64"/>
        <source>Your orders are final once submitted</source>
        <translation>Una vez enviadas, tus órdenes son definitivas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="67"/>
        <source>Time left to plan</source>
        <translation>Tiempo que queda para planificar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="79"/>
        <source>Plan an Order</source>
        <translation>Planificar una orden</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="91"/>
        <source>{units}: {source} → {target}</source>
        <translation>{units}: {source} → {target}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="101"/>
        <source>Your orders ({count}):</source>
        <translation>Tus órdenes ({count}):</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="144"/>
        <source>Most players have submitted: {seconds} s left to plan.</source>
        <translation>La mayoría de los jugadores ya ha enviado sus órdenes: quedan {seconds} s para planificar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/planning_page.py" line="148"/>
        <source>Time is up: your orders so far are submitted.</source>
        <translation>Se acabó el tiempo: se envían las órdenes que tienes hasta ahora.</translation>
    </message>
</context>
<context>
    <name>PlayCounts</name>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="21"/>
        <source>%n navy(ies)</source>
        <translation>
            <numerusform>%n armada</numerusform>
            <numerusform>%n armadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="24"/>
        <source>%n water(s)</source>
        <translation>
            <numerusform>%n zona de agua</numerusform>
            <numerusform>%n zonas de agua</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="27"/>
        <source>%n army base(s)</source>
        <translation>
            <numerusform>%n base de ejército</numerusform>
            <numerusform>%n bases de ejército</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="30"/>
        <source>%n navy base(s)</source>
        <translation>
            <numerusform>%n base naval</numerusform>
            <numerusform>%n bases navales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="33"/>
        <source>%n road(s)</source>
        <translation>
            <numerusform>%n carretera</numerusform>
            <numerusform>%n carreteras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="36"/>
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortificación</numerusform>
            <numerusform>%n fortificaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="39"/>
        <source>%n canal(s)</source>
        <translation>
            <numerusform>%n canal</numerusform>
            <numerusform>%n canales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="42"/>
        <source>%n capital(s)</source>
        <translation>
            <numerusform>%n capital</numerusform>
            <numerusform>%n capitales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="47"/>
        <source>%n army base(s) in {territory}</source>
        <translation>
            <numerusform>%n base de ejército en {territory}</numerusform>
            <numerusform>%n bases de ejército en {territory}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="51"/>
        <source>%n navy base(s) of {territory} on {water}</source>
        <translation>
            <numerusform>%n base naval de {territory} en {water}</numerusform>
            <numerusform>%n bases navales de {territory} en {water}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="55"/>
        <source>%n extra flank(s)</source>
        <translation>
            <numerusform>%n flanco extra</numerusform>
            <numerusform>%n flancos extra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="59"/>
        <source>{units} (%n defending)</source>
        <translation>
            <numerusform>{units} (%n defendiendo)</numerusform>
            <numerusform>{units} (%n defendiendo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="63"/>
        <source>%n unit(s) died unpaid.</source>
        <translation>
            <numerusform>%n unidad murió por falta de pago.</numerusform>
            <numerusform>%n unidades murieron por falta de pago.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTool</name>
    <message>
        <location filename="../../editor/play/play_tool.py" line="259"/>
        <source>Choose a territory to attack from.</source>
        <translation>Elige un territorio desde el que atacar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="261"/>
        <source>Attack from {territory}: click a territory outlined in red.</source>
        <translation>Ataque desde {territory}: haz clic en un territorio bordeado de rojo.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="274"/>
        <source>First click one of your territories next to {territory} to attack from it.</source>
        <translation>Primero haz clic en uno de tus territorios vecinos de {territory} para atacar desde él.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="277"/>
        <source>None of your territories can attack {territory}.</source>
        <translation>Ninguno de tus territorios puede atacar {territory}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="286"/>
        <source>{territory} has no enemy neighbours to attack.</source>
        <translation>{territory} no tiene vecinos enemigos a los que atacar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="440"/>
        <source>{territory}: unclaimed</source>
        <translation>{territory}: sin dueño</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_tool.py" line="245"/>
        <source>%n neutral army(ies) placed on {territory}.</source>
        <translation>
            <numerusform>%n ejército neutral puesto en {territory}.</numerusform>
            <numerusform>%n ejércitos neutrales puestos en {territory}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="471"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="474"/>
        <source>Waiting for {player} to take the screen.</source>
        <translation>Esperando a que {player} se ponga ante la pantalla.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="477"/>
        <source>{player} is playing: wait for your turn.</source>
        <translation>{player} está jugando: espera tu turno.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="478"/>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="488"/>
        <source>Click an empty territory to claim it.</source>
        <translation>Haz clic en un territorio libre para ocuparlo.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="493"/>
        <source>Click to place {own} of your armies on your territories and {neutral} of the neutral&apos;s on a neutral territory.</source>
        <translation>Haz clic para poner {own} de tus ejércitos en tus territorios y {neutral} del neutral en un territorio neutral.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="496"/>
        <source>Click a neutral territory to place {neutral} of the neutral&apos;s armies there, to block your opponent.</source>
        <translation>Haz clic en un territorio neutral para poner allí {neutral} de los ejércitos del neutral y cerrarle el paso a tu rival.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="498"/>
        <source>Click your territories to place {own} more of your armies.</source>
        <translation>Haz clic en tus territorios para poner {own} más de tus ejércitos.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="501"/>
        <source>Trade a set of cards first.</source>
        <translation>Primero canjea un trío de cartas.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="505"/>
        <source>Click a territory outlined in red to attack it from {territory}, or click {territory} again to choose another.</source>
        <translation>Haz clic en un territorio bordeado de rojo para atacarlo desde {territory}, o vuelve a hacer clic en {territory} para elegir otro.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="507"/>
        <source>Click one of your territories outlined in white to attack from it, or end the attack.</source>
        <translation>Haz clic en uno de tus territorios bordeados de blanco para atacar desde él, o termina el ataque.</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_tool.py" line="511"/>
        <source>Choose how many dice to defend with.</source>
        <translation>Elige con cuántos dados defiendes.</translation>
    </message>
</context>
<context>
    <name>PlayWindow</name>
    <message>
        <location filename="../../editor/play/play_window.py" line="109"/>
        <source>Worldsmith game</source>
        <translation>Partida de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="125"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="173"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="224"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="535"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="536"/>
        <source>Set up and start another game</source>
        <translation>Preparar y empezar otra partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="538"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="539"/>
        <source>Continue a saved game</source>
        <translation>Continuar una partida guardada</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="541"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="541"/>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="543"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="544"/>
        <source>Save the game under another name</source>
        <translation>Guardar la partida con otro nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="547"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="550"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="552"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="553"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="560"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantáneo</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="560"/>
        <source>Computer players act at once</source>
        <translation>Los jugadores del ordenador actúan de inmediato</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="561"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="561"/>
        <source>A short pause before each computer move</source>
        <translation>Una breve pausa antes de cada jugada del ordenador</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="562"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="562"/>
        <source>Time to follow each computer move</source>
        <translation>Tiempo para seguir cada jugada del ordenador</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="570"/>
        <source>&amp;Skip to End of Turn</source>
        <translation>&amp;Saltar al final del turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="571"/>
        <source>Let the computer player finish its turn at once</source>
        <translation>Dejar que el jugador del ordenador acabe su turno de inmediato</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="577"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="580"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="583"/>
        <source>&amp;Computer Players</source>
        <translation>&amp;Jugadores del ordenador</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="595"/>
        <source>&amp;Side Panels</source>
        <translation>&amp;Paneles laterales</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="596"/>
        <source>The turn, the cards, the players and the log, beside the map</source>
        <translation>El turno, las cartas, los jugadores y el registro, junto al mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="600"/>
        <source>&amp;Panels</source>
        <translation>Pa&amp;neles</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="683"/>
        <source>game.yaml</source>
        <translation>partida.yaml</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="684"/>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="684"/>
        <source>Saved games (*.yaml)</source>
        <translation>Partidas guardadas (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="692"/>
        <source>Cannot Save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="693"/>
        <source>The game cannot be saved to {path}:

{error}</source>
        <translation>No se puede guardar la partida en {path}:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="698"/>
        <source>Saved to {path}</source>
        <translation>Partida guardada en {path}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="707"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="707"/>
        <source>Saved games (*.yaml *.yml);;All files (*)</source>
        <translation>Partidas guardadas (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="729"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="733"/>
        <source>Cannot Open Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="734"/>
        <source>This game cannot be opened:

{error}</source>
        <translation>No se puede abrir esta partida:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="770"/>
        <source>Cannot Open Scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="771"/>
        <source>This scenario cannot be opened:

{error}</source>
        <translation>No se puede abrir este escenario:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="793"/>
        <source>Save the Game?</source>
        <translation>¿Guardar la partida?</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="794"/>
        <source>The game is not over. Save it to continue later?</source>
        <translation>La partida no ha terminado. ¿Guardarla para continuar más tarde?</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="817"/>
        <source>Untitled Map</source>
        <translation>Mapa sin título</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="820"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="822"/>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="824"/>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="825"/>
        <source>{map} — Worldsmith</source>
        <translation>{map} — Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/play/play_window.py" line="827"/>
        <source>{file} ({map}) — Worldsmith</source>
        <translation>{file} ({map}) — Worldsmith</translation>
    </message>
</context>
<context>
    <name>PlayerFigure</name>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="833"/>
        <source>Stars</source>
        <translation>Estrellas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="834"/>
        <source>Red stars: tokens and HQs held</source>
        <translation>Estrellas Rojas: fichas y CG controlados</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="836"/>
        <source>Missiles</source>
        <translation>Misiles</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="837"/>
        <source>Missile tokens</source>
        <translation>Fichas de misil</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="839"/>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="840"/>
        <source>The faction each player plays</source>
        <translation>La facción con la que juega cada jugador</translation>
    </message>
</context>
<context>
    <name>PowersDialog</name>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="44"/>
        <source>Starting Powers</source>
        <translation>Poderes iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="45"/>
        <source>Starting powers</source>
        <translation>Poderes iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="49"/>
        <source>Before the first game, each faction chooses one of its two starting powers. The choice is for the whole campaign.</source>
        <translation>Antes de la primera partida, cada facción elige uno de sus dos poderes iniciales. La elección vale para toda la campaña.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="70"/>
        <source>{faction}: {power}</source>
        <translation>{faction}: {power}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="88"/>
        <source>Choose for Me</source>
        <translation>Elegir por mí</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/powers_dialog.py" line="90"/>
        <source>Flip a coin for each faction still to choose</source>
        <translation>Echar a cara o cruz por cada facción que aún no ha elegido</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../editor/help/preferences.py" line="101"/>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="104"/>
        <source>Choose the language Worldsmith speaks</source>
        <translation>Elige el idioma de Worldsmith</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../editor/help/preferences.py" line="56"/>
        <location filename="../../editor/help/preferences.py" line="57"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="62"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="64"/>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="70"/>
        <source>Worldsmith speaks the language you choose from the next time it starts: close every Worldsmith window and start it again.</source>
        <translation>Worldsmith hablará el idioma que elijas a partir de la próxima vez que se abra: cierra todas sus ventanas y vuelve a abrirlo.</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="73"/>
        <source>When the language changes</source>
        <translation>Cuándo cambia el idioma</translation>
    </message>
    <message>
        <location filename="../../editor/help/preferences.py" line="77"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <location filename="../../editor/language/problem_text.py" line="28"/>
        <source>{name}: the outline is invalid: {reason}</source>
        <translation>{name}: el contorno no es válido: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="29"/>
        <source>{name} and {other} overlap</source>
        <translation>{name} y {other} se solapan</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="30"/>
        <source>{name} and {other} almost touch: a thin gap separates them</source>
        <translation>{name} y {other} casi se tocan: los separa un hueco estrecho</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="31"/>
        <source>a sliver {width} units wide between {name} and {other} belongs to no territory</source>
        <translation>una franja de {width} unidades de ancho entre {name} y {other} no pertenece a ningún territorio</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="32"/>
        <source>{name}: the outline runs out into a needle-like spike {length} units long</source>
        <translation>{name}: el contorno termina en una punta fina como una aguja de {length} unidades de largo</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="33"/>
        <source>{name} and {other} share a border but not the same vertices along it</source>
        <translation>{name} y {other} comparten frontera pero no los mismos vértices a lo largo de ella</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="34"/>
        <source>{name} and {other} share a border but are not connected</source>
        <translation>{name} y {other} comparten frontera pero no están conectados</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="35"/>
        <source>{name} and {other} are connected by a border but do not touch</source>
        <translation>{name} y {other} están conectados por frontera pero no se tocan</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="36"/>
        <source>{name} is connected to itself</source>
        <translation>{name} está conectado consigo mismo</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="37"/>
        <source>a connection refers to &apos;{missing}&apos;, which is not a territory</source>
        <translation>una conexión menciona «{missing}», que no es un territorio</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="38"/>
        <source>{name} and {other} are connected more than once</source>
        <translation>{name} y {other} están conectados más de una vez</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="42"/>
        <source>{name} belongs to &apos;{continent}&apos;, which is not a continent</source>
        <translation>{name} pertenece a «{continent}», que no es un continente</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="43"/>
        <source>the continent {continent_name} has no territories</source>
        <translation>el continente {continent_name} no tiene territorios</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="44"/>
        <source>{name} belongs to no continent</source>
        <translation>{name} no pertenece a ningún continente</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="45"/>
        <source>the continent {continent_name} has a negative bonus ({bonus})</source>
        <translation>el continente {continent_name} tiene una bonificación negativa ({bonus})</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="47"/>
        <source>{name}: the label&apos;s badge does not fit inside the territory</source>
        <translation>{name}: la insignia del rótulo no cabe dentro del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="48"/>
        <source>{name}: the {slot} slot does not fit inside the territory</source>
        <translation>{name}: el hueco de {slot} no cabe dentro del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="49"/>
        <source>{name} has no {slot} slot</source>
        <translation>{name} no tiene hueco de {slot}</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="50"/>
        <source>{name}: the city slot is not above the scar slot</source>
        <translation>{name}: el hueco de ciudad no está encima del hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="51"/>
        <source>{name}: the {first} and the {second} overlap</source>
        <translation>{name}: {first} y {second} se solapan</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="52"/>
        <source>{name} is too small for a troop badge</source>
        <translation>{name} es demasiado pequeño para una insignia de tropas</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="54"/>
        <source>{name} belongs to the region &apos;{region}&apos;, which is not a region</source>
        <translation>{name} pertenece a la región «{region}», que no es una región</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="55"/>
        <source>the region {region_name} has no territories</source>
        <translation>la región {region_name} no tiene territorios</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="56"/>
        <source>{name} is water, so it cannot be marked for a canal</source>
        <translation>{name} es agua, así que no puede marcarse para un canal</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="39"/>
        <location filename="../../editor/language/problem_text.py" line="40"/>
        <location filename="../../editor/language/problem_text.py" line="53"/>
        <source>the id &apos;{id}&apos; is used by {count}</source>
        <translation>el id «{id}» lo usan {count}</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="41"/>
        <source>the name &apos;{name}&apos; is used by {count}</source>
        <translation>el nombre «{name}» lo usan {count}</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="46"/>
        <source>the map falls apart into {count}: {groups}</source>
        <translation>el mapa se divide en {count}: {groups}</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="57"/>
        <source>{name} is marked for a canal but borders {count}; a canal needs two</source>
        <translation>{name} está marcado para un canal pero linda con {count}; un canal necesita dos</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="59"/>
        <source>{name} is marked for a canal but its waters ({waters}) are all connected to each other</source>
        <translation>{name} está marcado para un canal pero sus aguas ({waters}) están todas conectadas entre sí</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="67"/>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="68"/>
        <source>scar</source>
        <translation>cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="69"/>
        <source>label</source>
        <translation>el rótulo</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="70"/>
        <source>city slot</source>
        <translation>el hueco de ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="71"/>
        <source>scar slot</source>
        <translation>el hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="73"/>
        <source>the outline crosses itself</source>
        <translation>el contorno se cruza consigo mismo</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="74"/>
        <source>the outline touches itself at a corner</source>
        <translation>el contorno se toca a sí mismo en un vértice</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="75"/>
        <source>a hole lies outside the outline</source>
        <translation>un agujero queda fuera del contorno</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="76"/>
        <source>a hole cuts the territory in two</source>
        <translation>un agujero parte el territorio en dos</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="77"/>
        <source>one part lies inside another</source>
        <translation>una parte queda dentro de otra</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="78"/>
        <source>one hole lies inside another</source>
        <translation>un agujero queda dentro de otro</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="79"/>
        <source>a part is drawn twice</source>
        <translation>una parte está dibujada dos veces</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="80"/>
        <source>a part has fewer than 3 corners</source>
        <translation>una parte tiene menos de 3 vértices</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="81"/>
        <source>a corner has no valid coordinates</source>
        <translation>un vértice no tiene coordenadas válidas</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="82"/>
        <source>the outline is not a valid shape</source>
        <translation>el contorno no es una forma válida</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="167"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../editor/language/problem_text.py" line="168"/>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
</context>
<context>
    <name>ProblemModel</name>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="119"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="119"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="132"/>
        <location filename="../../editor/docks/problems_dock.py" line="136"/>
        <source>{severity}: {message}</source>
        <translation>{severity}: {message}</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="149"/>
        <location filename="../../editor/docks/problems_dock.py" line="150"/>
        <location filename="../../editor/docks/problems_dock.py" line="190"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="163"/>
        <source>Problem summary</source>
        <translation>Resumen de problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="165"/>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="165"/>
        <source>Show errors</source>
        <translation>Mostrar errores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="167"/>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="167"/>
        <source>Show warnings</source>
        <translation>Mostrar avisos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="171"/>
        <location filename="../../editor/docks/problems_dock.py" line="416"/>
        <source>Fix</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="173"/>
        <source>Fix the selected problem</source>
        <translation>Corregir el problema seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="174"/>
        <location filename="../../editor/docks/problems_dock.py" line="400"/>
        <source>Apply the suggested fix</source>
        <translation>Aplicar la corrección sugerida</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="178"/>
        <location filename="../../editor/docks/problems_dock.py" line="419"/>
        <source>Fix All of This Kind</source>
        <translation>Corregir todos los de este tipo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="180"/>
        <source>Fix every problem of the selected kind</source>
        <translation>Corregir todos los problemas del tipo seleccionado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="181"/>
        <source>Fix every problem of the selected kind in one step</source>
        <translation>Corregir todos los problemas del tipo seleccionado en un solo paso</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="299"/>
        <source>Not checked yet</source>
        <translation>Aún sin comprobar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="301"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="303"/>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/docks/problems_dock.py" line="304"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/docks/problems_dock.py" line="305"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n aviso</numerusform>
            <numerusform>%n avisos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="415"/>
        <source>Problem actions</source>
        <translation>Acciones del problema</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="436"/>
        <source>Connect {a} and {b}</source>
        <translation>Conectar {a} y {b}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="438"/>
        <source>Make the connection between {a} and {b} a sea-line</source>
        <translation>Convertir la conexión entre {a} y {b} en una línea marítima</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="439"/>
        <source>Make the connection between {a} and {b} a border</source>
        <translation>Convertir la conexión entre {a} y {b} en una frontera</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="443"/>
        <source>Repair {a}&apos;s border where it crosses itself</source>
        <translation>Reparar la frontera de {a} donde se cruza consigo misma</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="446"/>
        <source>Give {a} and {b} the same corners along their border</source>
        <translation>Dar a {a} y {b} los mismos vértices a lo largo de su frontera</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="448"/>
        <source>Snap {a}&apos;s edge onto {b}, closing the gap</source>
        <translation>Ajustar el borde de {a} a {b} y cerrar el hueco</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="450"/>
        <source>Cut the overlap out of {a} or {b}</source>
        <translation>Quitar la superposición de {a} o de {b}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/problems_dock.py" line="451"/>
        <source>Give the sliver to {a}</source>
        <translation>Dar la franja a {a}</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../../editor/scenario/problems_panel.py" line="25"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/problems_panel.py" line="30"/>
        <source>Problems found</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/problems_panel.py" line="34"/>
        <source>Problems, errors first</source>
        <translation>Problemas, primero los errores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/problems_panel.py" line="59"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/problems_panel.py" line="61"/>
        <source>Errors: {errors} · Warnings: {warnings}</source>
        <translation>Errores: {errors} · Avisos: {warnings}</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="105"/>
        <location filename="../../editor/docks/properties_dock.py" line="106"/>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="166"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="189"/>
        <source>Territory id</source>
        <translation>Id del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="190"/>
        <source>Letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;; unique on the map</source>
        <translation>Letras, dígitos, «_», «.» y «-»; único en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="194"/>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="197"/>
        <source>Territory name</source>
        <translation>Nombre del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="201"/>
        <location filename="../../editor/docks/properties_dock.py" line="282"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="208"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="209"/>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="210"/>
        <source>Sea</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="213"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="215"/>
        <source>Card symbol</source>
        <translation>Símbolo de carta</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="216"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="217"/>
        <source>Infantry</source>
        <translation>Infantería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="218"/>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="219"/>
        <source>Artillery</source>
        <translation>Artillería</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="222"/>
        <source>&amp;Card:</source>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="224"/>
        <source>Continent</source>
        <translation>Continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="228"/>
        <source>C&amp;ontinent:</source>
        <translation>C&amp;ontinente:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="232"/>
        <source>Colo&amp;ur:</source>
        <translation>Co&amp;lor:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="234"/>
        <source>Flags</source>
        <translation>Indicadores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="235"/>
        <source>e.g. capital, port</source>
        <translation>p. ej. capital, port</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="236"/>
        <source>Comma-separated; lower-case letters, digits and &apos;-&apos;</source>
        <translation>Separados por comas; minúsculas, dígitos y «-»</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="240"/>
        <source>&amp;Flags:</source>
        <translation>&amp;Indicadores:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="244"/>
        <source>C&amp;anal may be built here</source>
        <translation>Aquí se puede construir un c&amp;anal</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="246"/>
        <source>Canal-eligible</source>
        <translation>Apto para un canal</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="248"/>
        <source>Economy rules: a canal may be built in this country; it must border two waters that are not connected to each other</source>
        <translation>Reglas de economía: en este país se puede construir un canal; debe lindar con dos aguas que no estén conectadas entre sí</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="253"/>
        <source>Regions</source>
        <translation>Regiones</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="254"/>
        <source>Comma-separated ids of the map&apos;s regions this territory belongs to</source>
        <translation>Ids, separados por comas, de las regiones del mapa a las que pertenece este territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="258"/>
        <source>&amp;Regions:</source>
        <translation>&amp;Regiones:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="261"/>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="262"/>
        <source>Vertices</source>
        <translation>Vértices</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="263"/>
        <source>Neighbours</source>
        <translation>Vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="264"/>
        <source>Area:</source>
        <translation>Área:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="265"/>
        <source>Vertices:</source>
        <translation>Vértices:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="266"/>
        <source>Neighbours:</source>
        <translation>Vecinos:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="273"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="280"/>
        <source>Map name</source>
        <translation>Nombre del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="283"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="285"/>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="288"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="292"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="293"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="295"/>
        <source>&amp;Version:</source>
        <translation>&amp;Versión:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="300"/>
        <source>Canvas width</source>
        <translation>Ancho del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="302"/>
        <source>Canvas height</source>
        <translation>Alto del lienzo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="307"/>
        <source>by</source>
        <translation>por</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="311"/>
        <source>&amp;Canvas:</source>
        <translation>&amp;Lienzo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="312"/>
        <source>Mark radius</source>
        <translation>Radio de marca</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="313"/>
        <source>The radius of troop badges and stickers, in map units</source>
        <translation>El radio de las insignias de tropas y las etiquetas, en unidades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="317"/>
        <source>&amp;Mark radius:</source>
        <translation>&amp;Radio de marca:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="318"/>
        <source>Coordinate precision</source>
        <translation>Precisión de las coordenadas</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="320"/>
        <source>New corners (drawn, inserted, dragged) are rounded to multiples of this many map units; corners already on the map stay as they are</source>
        <translation>Los vértices nuevos (dibujados, insertados, arrastrados) se redondean a múltiplos de estas unidades del mapa; los que ya están en el mapa se quedan como están</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="323"/>
        <source>Coordinate &amp;precision:</source>
        <translation>&amp;Precisión de las coordenadas:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="324"/>
        <source>Grid size</source>
        <translation>Tamaño de la cuadrícula</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="325"/>
        <source>The spacing of View ▸ Show Grid, in map units</source>
        <translation>La separación de Ver ▸ Mostrar cuadrícula, en unidades del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="327"/>
        <source>&amp;Grid size:</source>
        <translation>Tamaño de la &amp;cuadrícula:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="329"/>
        <source>Label size in percent</source>
        <translation>Tamaño de los rótulos en porcentaje</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="332"/>
        <source>The size of the territory names on the map; 100 % is the usual size, which follows the mark radius</source>
        <translation>El tamaño de los nombres de los territorios en el mapa; 100 % es el tamaño habitual, que sigue al radio de marca</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="335"/>
        <source>&amp;Label size:</source>
        <translation>Tamaño de los &amp;rótulos:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="337"/>
        <source>Background image</source>
        <translation>Imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="338"/>
        <source>No background</source>
        <translation>Sin fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="340"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="342"/>
        <source>Choose a background image</source>
        <translation>Elegir una imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="347"/>
        <source>&amp;Background:</source>
        <translation>&amp;Fondo:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="350"/>
        <source>Background opacity</source>
        <translation>Opacidad del fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="357"/>
        <source>&amp;Opacity:</source>
        <translation>&amp;Opacidad:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="358"/>
        <source>&amp;Locked</source>
        <translation>&amp;Bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="360"/>
        <source>Background locked</source>
        <translation>Fondo bloqueado</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="361"/>
        <source>A locked background cannot be moved by accident</source>
        <translation>Un fondo bloqueado no se puede mover por accidente</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/docks/properties_dock.py" line="470"/>
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territorio</numerusform>
            <numerusform>%n territorios</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="478"/>
        <location filename="../../editor/docks/properties_dock.py" line="479"/>
        <source>(several)</source>
        <translation>(varios)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="509"/>
        <source>Name ({language}):</source>
        <translation>Nombre ({language}):</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="510"/>
        <source>Territory name in {language}</source>
        <translation>Nombre del territorio en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="525"/>
        <source>Map name ({language}):</source>
        <translation>Nombre del mapa ({language}):</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="526"/>
        <source>Map name in {language}</source>
        <translation>Nombre del mapa en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="532"/>
        <source>{continent} ({language}):</source>
        <translation>{continent} ({language}):</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="533"/>
        <source>Name of the continent {continent} in {language}</source>
        <translation>Nombre del continente {continent} en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="542"/>
        <source>{region} ({language}):</source>
        <translation>{region} ({language}):</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="543"/>
        <source>Name of the region {region} in {language}</source>
        <translation>Nombre de la región {region} en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="554"/>
        <source>No continent</source>
        <translation>Sin continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="561"/>
        <source>{id} (not a continent)</source>
        <translation>{id} (no es un continente)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="583"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="585"/>
        <source>{names} and {count} more</source>
        <translation>{names} y {count} más</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="657"/>
        <source>&apos;{id}&apos; is not a valid id: start with a letter or digit, then use letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;.</source>
        <translation>«{id}» no es un id válido: empieza con una letra o un dígito y usa después letras, dígitos, «_», «.» o «-».</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="661"/>
        <source>The id &apos;{id}&apos; is already used by {name}.</source>
        <translation>El id «{id}» ya lo usa {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="678"/>
        <source>A territory needs a name.</source>
        <translation>Un territorio necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="685"/>
        <source>Rename Territory</source>
        <translation>Renombrar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="697"/>
        <source>Rename Territory in {language}</source>
        <translation>Renombrar territorio en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="707"/>
        <source>Rename Map in {language}</source>
        <translation>Renombrar mapa en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="719"/>
        <source>Rename Continent in {language}</source>
        <translation>Renombrar continente en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="727"/>
        <source>Rename Region in {language}</source>
        <translation>Renombrar región en {language}</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="739"/>
        <source>&apos;{flag}&apos; is not a valid flag: use lower-case letters, digits and &apos;-&apos;.</source>
        <translation>«{flag}» no es un indicador válido: usa minúsculas, dígitos y «-».</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="747"/>
        <source>Change Flags</source>
        <translation>Cambiar indicadores</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="762"/>
        <source>Allow a Canal</source>
        <translation>Permitir un canal</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="762"/>
        <source>Forbid a Canal</source>
        <translation>Prohibir un canal</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="773"/>
        <source>Change Territory Colour</source>
        <translation>Cambiar color del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="773"/>
        <source>Use Continent Colour</source>
        <translation>Usar color del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="785"/>
        <source>&apos;{id}&apos; is not a valid region id.</source>
        <translation>«{id}» no es un id de región válido.</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="787"/>
        <source>&apos;{id}&apos; is not a region of this map: add it first (with nothing selected).</source>
        <translation>«{id}» no es una región de este mapa: añádela primero (sin nada seleccionado).</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="796"/>
        <source>Change Regions</source>
        <translation>Cambiar regiones</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="816"/>
        <source>Change Territory Kind</source>
        <translation>Cambiar tipo de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="817"/>
        <source>Change Card Symbol</source>
        <translation>Cambiar símbolo de carta</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="818"/>
        <source>Change Continent of Territories</source>
        <translation>Cambiar continente de territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="867"/>
        <source>Change Label Size</source>
        <translation>Cambiar el tamaño de los rótulos</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="879"/>
        <source>Remove Background</source>
        <translation>Quitar fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="881"/>
        <location filename="../../editor/docks/properties_dock.py" line="883"/>
        <source>Set Background</source>
        <translation>Poner fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="889"/>
        <source>Choose Background Image</source>
        <translation>Elegir imagen de fondo</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="890"/>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.bmp *.gif *.webp *.svg);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/properties_dock.py" line="917"/>
        <source>Change Background Opacity</source>
        <translation>Cambiar opacidad del fondo</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <location filename="../../editor/app/recent_files.py" line="71"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../editor/app/recent_files.py" line="74"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar menú</translation>
    </message>
    <message>
        <location filename="../../editor/app/recent_files.py" line="92"/>
        <source>&amp;{number} {file} — {folder}</source>
        <translation>&amp;{number} {file} — {folder}</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../engine/rules/classic.py" line="722"/>
        <source>&apos;{verb}&apos; is not part of classic Risk</source>
        <translation>«{verb}» no forma parte del Risk clásico</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="725"/>
        <location filename="../../engine/rules/legacy/rules.py" line="1084"/>
        <location filename="../../engine/rules/legacy/rules.py" line="1087"/>
        <source>that cannot be done in this part of the game</source>
        <translation>eso no se puede hacer en esta parte de la partida</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="736"/>
        <location filename="../../engine/rules/classic.py" line="1359"/>
        <source>that is not a territory you can play on this map</source>
        <translation>ese no es un territorio en el que se pueda jugar en este mapa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="742"/>
        <source>{territory} is already claimed; pick an empty territory</source>
        <translation>{territory} ya tiene dueño; elige un territorio libre</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="752"/>
        <source>you can only place armies on your own territories, not {territory}</source>
        <translation>solo puedes poner ejércitos en tus territorios, no en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="760"/>
        <source>you have no armies left to place</source>
        <translation>no te quedan ejércitos por poner</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="780"/>
        <source>you can place armies on your own territories and this turn&apos;s neutral army on a neutral territory, not on {territory}</source>
        <translation>puedes colocar ejércitos en tus propios territorios y el ejército neutral de este turno en un territorio neutral, no en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="807"/>
        <source>you can only trade cards from your own hand</source>
        <translation>solo puedes canjear cartas de tu propia mano</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="809"/>
        <source>those three cards are not a set: three of a kind, one of each, or two with a wild card</source>
        <translation>esas tres cartas no forman un trío: tres iguales, una de cada tipo, o dos con un comodín</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1363"/>
        <source>you can only attack from your own territories, and {territory} is not yours</source>
        <translation>solo puedes atacar desde tus territorios, y {territory} no es tuyo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1368"/>
        <source>{territory} is yours already</source>
        <translation>{territory} ya es tuyo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1372"/>
        <source>{territory} is empty: there is nobody there to attack</source>
        <translation>{territory} está vacío: no hay nadie a quien atacar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1380"/>
        <source>you need at least 2 armies in {territory} to attack from it</source>
        <translation>necesitas al menos 2 ejércitos en {territory} para atacar desde allí</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="833"/>
        <source>{source} does not border {target}</source>
        <translation>{source} no limita con {target}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="762"/>
        <source>you can place {most} now, not {count}</source>
        <translation>ahora puedes poner {most}, no {count}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="764"/>
        <source>you can place {low} to {high} now, not {count}</source>
        <translation>ahora puedes poner de {low} a {high}, no {count}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="775"/>
        <source>this turn&apos;s neutral army is placed: place {own} on your own territories, not {territory}</source>
        <translation>el ejército neutral de este turno ya está colocado: pon {own} en tus propios territorios, no en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="785"/>
        <source>your armies for this turn are placed: now place the neutral army&apos;s {neutral} on a neutral territory</source>
        <translation>tus ejércitos de este turno ya están colocados: ahora pon {neutral} del ejército neutral en un territorio neutral</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="793"/>
        <source>you hold {held}: trade sets until you have {limit} or fewer</source>
        <translation>tienes {held}: canjea tríos hasta tener {limit} o menos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="796"/>
        <source>you hold {held}: you must trade a set first</source>
        <translation>tienes {held}: primero debes canjear un trío</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="803"/>
        <source>you may not trade now: with {limit} or fewer you must stop</source>
        <translation>ahora no puedes canjear: con {limit} o menos debes parar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="814"/>
        <source>place the rest of your reinforcements first: {count}</source>
        <translation>primero pon el resto de tus refuerzos: {count}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="827"/>
        <source>with {armies} there you can roll 1 die</source>
        <translation>con {armies} ahí solo puedes tirar 1 dado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="829"/>
        <source>with {armies} there you can roll 1 to {most}</source>
        <translation>con {armies} ahí puedes tirar de 1 a {most}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="856"/>
        <source>{player} chooses their dice: attack one roll at a time</source>
        <translation>{player} elige sus dados: ataca tirada a tirada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="859"/>
        <source>{player} chooses the neutral army&apos;s dice: attack one roll at a time</source>
        <translation>{player} elige los dados del ejército neutral: ataca tirada a tirada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="866"/>
        <source>you can roll 2 dice only with at least 2 armies in the territory</source>
        <translation>solo puedes tirar 2 dados con al menos 2 ejércitos en el territorio</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="868"/>
        <source>the defender rolls 1 or 2 dice</source>
        <translation>el defensor tira 1 o 2 dados</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="873"/>
        <source>move between {low} and {high}: at least as many as the dice you rolled, and one must stay behind</source>
        <translation>mueve entre {low} y {high}: al menos tantos como los dados que has tirado, y uno debe quedarse atrás</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="898"/>
        <source>you can move 1 to {most}: one must stay behind</source>
        <translation>puedes mover de 1 a {most}: uno debe quedarse atrás</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="886"/>
        <source>you can only move armies between your own territories</source>
        <translation>solo puedes mover ejércitos entre tus territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="889"/>
        <source>choose two different territories</source>
        <translation>elige dos territorios distintos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="894"/>
        <source>{target} is not connected to {source} through your territories</source>
        <translation>{target} no está unido a {source} a través de tus territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1543"/>
        <source>claim an empty territory first</source>
        <translation>primero ocupa un territorio libre</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1544"/>
        <source>place your starting armies first</source>
        <translation>primero pon tus ejércitos iniciales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1545"/>
        <source>trade cards and place your new armies first</source>
        <translation>primero canjea cartas y pon tus nuevos ejércitos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1546"/>
        <source>you are attacking now: attack, or end your attack</source>
        <translation>ahora estás atacando: ataca o termina el ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1547"/>
        <source>the defender must choose how many dice to roll</source>
        <translation>el defensor debe elegir cuántos dados tirar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1548"/>
        <source>move armies into the territory you captured first</source>
        <translation>primero mueve ejércitos al territorio que has conquistado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1549"/>
        <source>you are fortifying now: move armies once, or end your turn</source>
        <translation>ahora estás reagrupando: mueve ejércitos una vez o termina tu turno</translation>
    </message>
    <message>
        <location filename="../../engine/rules/base.py" line="124"/>
        <location filename="../../engine/rules/base.py" line="129"/>
        <location filename="../../engine/rules/classic.py" line="1550"/>
        <location filename="../../engine/rules/economy/rules.py" line="118"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/base.py" line="131"/>
        <source>it is not your decision: waiting for {players}</source>
        <translation>no te toca decidir: se espera a {players}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/base.py" line="133"/>
        <source>it is not your decision: {player} decides now</source>
        <translation>no te toca decidir: ahora decide {player}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1606"/>
        <source>it is nobody&apos;s decision now, not {player}&apos;s</source>
        <translation>ahora no decide nadie, tampoco {player}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="1608"/>
        <source>it is {decider}&apos;s decision now, not {player}&apos;s</source>
        <translation>ahora decide {decider}, no {player}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="95"/>
        <source>this reward is for a player who held on, not the winner</source>
        <translation>esta recompensa es para quien se mantuvo, no para el ganador</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="97"/>
        <source>only the winner may choose this reward</source>
        <translation>solo el ganador puede elegir esta recompensa</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="103"/>
        <source>you did not control {territory} at the end of the game</source>
        <translation>no controlabas {territory} al final de la partida</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="113"/>
        <source>choose a territory for this reward</source>
        <translation>elige un territorio para esta recompensa</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="115"/>
        <source>this map has no territory &apos;{territory}&apos;</source>
        <translation>este mapa no tiene ningún territorio «{territory}»</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="118"/>
        <source>{territory} is a sea territory: cities, scars and cards are on land</source>
        <translation>{territory} es un territorio de mar: las ciudades, las cicatrices y las cartas están en tierra</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="123"/>
        <source>choose a continent for this reward</source>
        <translation>elige un continente para esta recompensa</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="125"/>
        <source>this map has no continent &apos;{continent}&apos;</source>
        <translation>este mapa no tiene ningún continente «{continent}»</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="136"/>
        <source>a reward goes to a player: name one</source>
        <translation>una recompensa es para un jugador: di cuál</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="145"/>
        <source>{continent} already has a name: {name}</source>
        <translation>{continent} ya tiene nombre: {name}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="150"/>
        <source>{territory} already has a city</source>
        <translation>{territory} ya tiene una ciudad</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="152"/>
        <source>all 5 major cities have been founded</source>
        <translation>ya se han fundado las 5 Ciudades Mayores</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="154"/>
        <source>all 9 minor cities have been founded</source>
        <translation>ya se han fundado las 9 Ciudades Menores</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="157"/>
        <source>{territory} has no scar to cancel</source>
        <translation>{territory} no tiene ninguna cicatriz que cancelar</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="159"/>
        <source>all 4 scar-cancel stickers have been used</source>
        <translation>ya se han usado las 4 etiquetas de cancelar cicatriz</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="162"/>
        <source>a continent bonus changes by +1 or -1, not {delta}</source>
        <translation>la bonificación de un continente cambia en +1 o −1, no en {delta}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="166"/>
        <source>the bonus of {continent} was already changed once</source>
        <translation>la bonificación de {continent} ya se cambió una vez</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="169"/>
        <source>the +1 continent mark is already on the board</source>
        <translation>la marca de continente +1 ya está en el tablero</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="171"/>
        <source>the -1 continent mark is already on the board</source>
        <translation>la marca de continente −1 ya está en el tablero</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="174"/>
        <source>{territory} has no city to fortify</source>
        <translation>{territory} no tiene ninguna ciudad que fortificar</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="176"/>
        <source>all 5 fortifications have been placed</source>
        <translation>ya se han colocado las 5 fortificaciones</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="180"/>
        <source>the territory card of {territory} was destroyed</source>
        <translation>la carta de territorio de {territory} fue destruida</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="184"/>
        <source>the territory card of {territory} already has 6 coins, the most a card may have</source>
        <translation>la carta de territorio de {territory} ya tiene 6 monedas, el máximo que puede tener una carta</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="203"/>
        <source>{continent} is already named {name}</source>
        <translation>{continent} ya se llama {name}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="208"/>
        <source>the city in {territory} is already named {name}</source>
        <translation>la ciudad de {territory} ya se llama {name}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="215"/>
        <source>give it a name: the name cannot be empty</source>
        <translation>ponle un nombre: el nombre no puede estar vacío</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="217"/>
        <source>a name is one line of text</source>
        <translation>un nombre es una sola línea de texto</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="219"/>
        <source>a name has at most {limit}, not {length}</source>
        <translation>un nombre tiene como máximo {limit}, no {length}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/endgame.py" line="124"/>
        <source>there is no reward &apos;{kind}&apos;</source>
        <translation>no existe la recompensa «{kind}»</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/endgame.py" line="126"/>
        <source>a continent bonus changes up or down</source>
        <translation>la bonificación de un continente sube o baja</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/endgame.py" line="177"/>
        <source>name the world with 1 to {most}, on one line</source>
        <translation>ponle al mundo un nombre de 1 a {most}, en una línea</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="340"/>
        <source>there is no faction &apos;{faction}&apos; to play</source>
        <translation>no hay ninguna facción «{faction}» para jugar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="343"/>
        <source>another player has chosen that faction</source>
        <translation>otro jugador ha elegido esa facción</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="345"/>
        <source>another player keeps that faction for the campaign</source>
        <translation>otro jugador tiene esa facción para toda la campaña</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="371"/>
        <source>{territory} is held by {player}: a start must be unoccupied</source>
        <translation>{territory} está ocupado por {player}: un inicio debe estar desocupado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="377"/>
        <source>{territory} is {founder}&apos;s major city: only your own major city may be chosen among marked territories</source>
        <translation>{territory} es la Ciudad Mayor de {founder}: entre los territorios marcados solo puedes elegir tu propia Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="381"/>
        <source>{territory} has a scar: only your own major city may be chosen among marked territories</source>
        <translation>{territory} tiene una cicatriz: entre los territorios marcados solo puedes elegir tu propia Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="384"/>
        <source>{territory} has a city: only your own major city may be chosen among marked territories</source>
        <translation>{territory} tiene una ciudad: entre los territorios marcados solo puedes elegir tu propia Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="387"/>
        <source>{territory} is marked: only your own major city may be chosen among marked territories</source>
        <translation>{territory} está marcado: entre los territorios marcados solo puedes elegir tu propia Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="391"/>
        <source>{territory} is next to {player}&apos;s HQ: no HQ may start next to another faction&apos;s HQ</source>
        <translation>{territory} está junto al CG de {player}: ningún CG puede empezar junto al de otra facción</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="395"/>
        <source>{territory} is not a legal start: it must be unoccupied and unmarked (or your own major city), and no HQ may start next to another</source>
        <translation>{territory} no es un inicio legal: debe estar desocupado y sin marcas (o ser tu propia Ciudad Mayor), y ningún CG puede empezar junto a otro</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="520"/>
        <source>a red star costs {count}</source>
        <translation>una Estrella Roja cuesta {count}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="671"/>
        <source>expanding into {territory} costs {cost} and one must stay and one go in: {source} has too few</source>
        <translation>expandirse a {territory} cuesta {cost}, y una debe quedarse y otra entrar: {source} tiene muy pocas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="675"/>
        <source>move {low} to {high} into {territory}</source>
        <translation>mueve de {low} a {high} a {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="534"/>
        <source>you have no scar card</source>
        <translation>no tienes carta de cicatriz</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="537"/>
        <source>{territory} already has a scar</source>
        <translation>{territory} ya tiene una cicatriz</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="564"/>
        <source>you can only turn in cards from your own hand</source>
        <translation>solo puedes canjear cartas de tu mano</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="580"/>
        <source>you have turned in resource cards this turn: once per recruit, 2 to 10 coins</source>
        <translation>ya has canjeado cartas de recurso este turno: una vez por reclutamiento, de 2 a 10 monedas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="586"/>
        <source>the coins on those cards add up to {coins}: you may turn in 2 to 10 coins</source>
        <translation>las monedas de esas cartas suman {coins}: puedes canjear de 2 a 10 monedas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="660"/>
        <source>you can only expand from your own territories</source>
        <translation>solo puedes expandirte desde tus territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="663"/>
        <source>{territory} is occupied: attack it instead of expanding</source>
        <translation>{territory} está ocupado: atácalo en vez de expandirte</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="749"/>
        <source>you have no missile left</source>
        <translation>no te quedan misiles</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="752"/>
        <source>there is no such die in this roll</source>
        <translation>no hay tal dado en esta tirada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="754"/>
        <source>a missile has already made that die a 6</source>
        <translation>un misil ya ha convertido ese dado en un 6</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/rules.py" line="971"/>
        <source>take a face-up card of a territory you control (slot 1 to {slots})</source>
        <translation>toma una carta cara arriba de un territorio que controles (ranura 1 a {slots})</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/packs_in_play.py" line="104"/>
        <source>you have not completed the face-up mission</source>
        <translation>no has cumplido la misión cara arriba</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="109"/>
        <source>now is the draft: pick a country</source>
        <translation>ahora es el reparto: elige un país</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="110"/>
        <source>now is the setup: place your capital, bases and units</source>
        <translation>ahora es la preparación: coloca tu capital, tus bases y tus unidades</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="111"/>
        <source>now is the get phase: recruit, build, trade, or be done</source>
        <translation>ahora es la fase de obtención: recluta, construye, canjea o termina</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="112"/>
        <source>now is the planning phase: plan moves, or be done</source>
        <translation>ahora es la fase de planificación: planifica movimientos o termina</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="113"/>
        <source>now is friendly movement: move units, or be done</source>
        <translation>ahora es el movimiento amigo: mueve unidades o termina</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="114"/>
        <source>now the next battle is chosen</source>
        <translation>ahora se elige la próxima batalla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="115"/>
        <source>now a battle is fought: attack, withdraw, or pass</source>
        <translation>ahora se libra una batalla: ataca, retírate o pasa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="116"/>
        <source>now the winner of the battle gives new movement orders, or passes</source>
        <translation>ahora el ganador de la batalla da nuevas órdenes de movimiento, o pasa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="117"/>
        <source>now an influence card is taken from a player</source>
        <translation>ahora se quita una carta de influencia a un jugador</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="409"/>
        <source>an attack or a withdrawal is going on: only its next step can be declared now</source>
        <translation>hay un ataque o una retirada en curso: ahora solo se puede declarar su siguiente paso</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="475"/>
        <source>choose the next battle</source>
        <translation>elige la siguiente batalla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="25"/>
        <source>a blockade is of a navy base on the border between a country and the water of your navy unit</source>
        <translation>un bloqueo es de una base naval en la frontera entre un país y el agua de tu armada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="27"/>
        <source>{country} has no navy base on {water}</source>
        <translation>{country} no tiene base naval en {water}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="28"/>
        <source>only a hostile player&apos;s navy base can be blockaded</source>
        <translation>solo se puede bloquear la base naval de un jugador hostil</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="29"/>
        <source>every navy base of {country} on {water} is blockaded already</source>
        <translation>todas las bases navales de {country} en {water} ya están bloqueadas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="30"/>
        <source>you need a navy unit in {water} that is not blockading already</source>
        <translation>necesitas una armada en {water} que no esté bloqueando ya</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="49"/>
        <source>a navy base of {territory} is built on the border with one of its waters</source>
        <translation>una base naval de {territory} se construye en la frontera con una de sus aguas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="85"/>
        <location filename="../../engine/rules/economy/rules.py" line="426"/>
        <location filename="../../engine/rules/economy/rules.py" line="481"/>
        <location filename="../../engine/rules/economy/rules.py" line="498"/>
        <source>there is no such territory</source>
        <translation>no existe ese territorio</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="96"/>
        <source>you have no blockade of that navy base to end</source>
        <translation>no tienes un bloqueo de esa base naval que terminar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/navy_actions.py" line="116"/>
        <source>an amphibious landing with navies engaged goes from a water battle onto a bordering land your armies can withdraw to, with a navy of yours there that is not blockading</source>
        <translation>un desembarco anfibio con armadas comprometidas va de una batalla en el agua a una tierra vecina a la que tus ejércitos pueden retirarse, con una armada tuya allí que no esté bloqueando</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="428"/>
        <source>{territory} is not yours</source>
        <translation>{territory} no es tuyo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="431"/>
        <source>{territory} is water</source>
        <translation>{territory} es agua</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="437"/>
        <source>the number must be from 1 to {most}</source>
        <translation>el número debe estar entre 1 y {most}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="442"/>
        <source>&apos;{kind}&apos; is not a kind of unit (army or navy)</source>
        <translation>«{kind}» no es un tipo de unidad (army o navy)</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="449"/>
        <source>pick a country of the map</source>
        <translation>elige un país del mapa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="451"/>
        <source>{territory} is already taken</source>
        <translation>{territory} ya está ocupado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="456"/>
        <source>your capital is already placed</source>
        <translation>tu capital ya está colocada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="461"/>
        <source>your bases are already placed</source>
        <translation>tus bases ya están colocadas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="221"/>
        <location filename="../../engine/rules/economy/get_phase.py" line="246"/>
        <source>&apos;{what}&apos; is not a kind of infrastructure</source>
        <translation>«{what}» no es un tipo de infraestructura</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="223"/>
        <location filename="../../engine/rules/economy/navy_actions.py" line="47"/>
        <location filename="../../engine/rules/economy/navy_actions.py" line="82"/>
        <source>this game is played without bases</source>
        <translation>esta partida se juega sin bases</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="209"/>
        <source>the navy base of {territory} on {water} is blockaded: it cannot produce navy units</source>
        <translation>la base naval de {territory} en {water} está bloqueada: no puede producir armadas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="103"/>
        <source>pay the round&apos;s upkeep first (trade influence cards or destroy infrastructure before, if you need their MU)</source>
        <translation>paga primero el mantenimiento de la ronda (antes puedes canjear cartas de influencia o destruir infraestructura si necesitas sus UM)</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="109"/>
        <source>this round&apos;s upkeep is paid already</source>
        <translation>el mantenimiento de esta ronda ya está pagado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="142"/>
        <source>forfeit a territory of yours</source>
        <translation>cede un territorio tuyo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="144"/>
        <source>a territory is forfeited to an ally</source>
        <translation>un territorio se cede a un aliado</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="146"/>
        <source>{player} has no units in {territory}</source>
        <translation>{player} no tiene unidades en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="149"/>
        <source>your capital cannot be forfeited</source>
        <translation>tu capital no se puede ceder</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="212"/>
        <source>navies recruited in {territory} go to a friendly or contested water it borders, or to the water of one of its navy bases</source>
        <translation>las armadas reclutadas en {territory} van a un agua amiga o disputada que lo bordee, o al agua de una de sus bases navales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="225"/>
        <source>a navy base is built on one border of {territory} with a water: build-navy-base {territory} WATER</source>
        <translation>una base naval se construye en una frontera de {territory} con un agua: build-navy-base {territory} AGUA</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="229"/>
        <source>{territory} already has one</source>
        <translation>{territory} ya tiene una</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="231"/>
        <source>a canal needs a country marked for canals, with roads</source>
        <translation>un canal necesita un país marcado para canales, con carreteras</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="234"/>
        <source>you can have only one capital</source>
        <translation>solo puedes tener una capital</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="236"/>
        <location filename="../../engine/rules/economy/navy_actions.py" line="54"/>
        <source>that costs {price} MU and you have {money}</source>
        <translation>eso cuesta {price} UM y tienes {money}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="250"/>
        <source>your capital is not in {territory}</source>
        <translation>tu capital no está en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="254"/>
        <source>{territory} has none</source>
        <translation>{territory} no tiene ninguna</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="258"/>
        <source>you do not control the &apos;{what}&apos; of {territory}</source>
        <translation>no controlas «{what}» en {territory}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="278"/>
        <source>turn in three different influence cards</source>
        <translation>canjea tres cartas de influencia distintas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="280"/>
        <source>those influence cards are not all yours</source>
        <translation>esas cartas de influencia no son todas tuyas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="284"/>
        <source>offer an alliance to another player</source>
        <translation>ofrece la alianza a otro jugador</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="286"/>
        <source>{player} is out of the game</source>
        <translation>{player} está fuera de la partida</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/get_phase.py" line="290"/>
        <source>you are allied with {player} or have offered already</source>
        <translation>ya eres aliado de {player} o ya se la has ofrecido</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="483"/>
        <source>units in contested {territory} cannot be given plans</source>
        <translation>las unidades en {territory}, disputado, no pueden recibir planes</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="486"/>
        <source>{kind} units cannot go from {source} to {target} in one move</source>
        <translation>las unidades {kind} no pueden ir de {source} a {target} en un movimiento</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="489"/>
        <source>plans are for moves into or out of non-friendly territory only: {target} is friendly</source>
        <translation>los planes son solo para movimientos hacia o desde territorio no amigo: {target} es amigo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/rules.py" line="500"/>
        <source>friendly movement goes from friendly {source} to a friendly territory within reach, not {target}</source>
        <translation>el movimiento amigo va de {source}, amigo, a un territorio amigo a su alcance, no a {target}</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="148"/>
        <source>choose a territory with a battle token</source>
        <translation>elige un territorio con una ficha de batalla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="152"/>
        <source>a revolution takes one influence card</source>
        <translation>una revolución requiere una carta de influencia</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="154"/>
        <source>that influence card is not yours</source>
        <translation>esa carta de influencia no es tuya</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="159"/>
        <location filename="../../engine/rules/economy/withdrawal_flow.py" line="58"/>
        <source>a withdrawal is going on: go on with it, break it off, or end it</source>
        <translation>hay una retirada en curso: continúala, interrúmpela o termínala</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="164"/>
        <source>your attack goes on until one side is destroyed or withdraws: attack again or withdraw</source>
        <translation>tu ataque sigue hasta que un bando sea destruido o se retire: ataca de nuevo o retírate</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="168"/>
        <source>only defenders may strike back in the middle of an attack</source>
        <translation>solo los defensores pueden contraatacar en medio de un ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="172"/>
        <source>you have no {kind} units facing enemy {kind} units here</source>
        <translation>aquí no tienes unidades {kind} frente a unidades {kind} enemigas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="175"/>
        <source>that side has no {kind} units here that you can attack</source>
        <translation>ese bando no tiene aquí unidades {kind} que puedas atacar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="182"/>
        <source>your units here are besieging already: declare another action first</source>
        <translation>tus unidades ya están sitiando aquí: declara antes otra acción</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="184"/>
        <source>a siege is laid by army units against hostile defenders in fortifications</source>
        <translation>un asedio lo ponen unidades de ejército contra defensores hostiles en fortificaciones</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="190"/>
        <source>a capital may not be the target of an attack</source>
        <translation>una capital no puede ser objetivo de un ataque</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="192"/>
        <source>your army units here cannot attack &apos;{what}&apos;: there is none, each unit attacks infrastructure once a battle, and against defenders in fortifications only the fortifications</source>
        <translation>tus unidades de ejército aquí no pueden atacar «{what}»: no hay ninguna, cada unidad ataca infraestructura una vez por batalla, y contra defensores en fortificaciones solo las fortificaciones</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="202"/>
        <source>{kind} units cannot go from {source} to that territory in one move</source>
        <translation>las unidades {kind} no pueden ir de {source} a ese territorio en un solo movimiento</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="211"/>
        <location filename="../../engine/rules/economy/combat_phase.py" line="549"/>
        <source>your units cannot withdraw there</source>
        <translation>tus unidades no pueden retirarse allí</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="551"/>
        <source>only armies with their normal movement left can destroy the roads they leave</source>
        <translation>solo los ejércitos a los que les queda su movimiento normal pueden destruir las carreteras que dejan</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/combat_phase.py" line="725"/>
        <source>take an influence card from a player who has one</source>
        <translation>quita una carta de influencia a un jugador que tenga alguna</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/border_battles.py" line="131"/>
        <source>choose a border with a battle token</source>
        <translation>elige una frontera con una ficha de batalla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/border_battles.py" line="179"/>
        <source>on a border your units can only attack, withdraw or pass</source>
        <translation>en una frontera tus unidades solo pueden atacar, retirarse o pasar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/withdrawal_flow.py" line="64"/>
        <source>you have no withdrawal going on to break off</source>
        <translation>no tienes ninguna retirada en curso que interrumpir</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/withdrawal_flow.py" line="69"/>
        <source>a withdrawal ends once every unit is out or dead, or after breaking it off</source>
        <translation>una retirada termina cuando todas las unidades han salido o han muerto, o tras interrumpirla</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/withdrawal_flow.py" line="72"/>
        <source>the units that withdrew go or stay</source>
        <translation>las unidades que se retiraron se van o se quedan</translation>
    </message>
</context>
<context>
    <name>RegionFields</name>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="33"/>
        <source>Region</source>
        <translation>Región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="35"/>
        <location filename="../../editor/docks/region_fields.py" line="37"/>
        <source>Add Region</source>
        <translation>Añadir región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="39"/>
        <location filename="../../editor/docks/region_fields.py" line="41"/>
        <source>Delete Region</source>
        <translation>Eliminar región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="47"/>
        <source>Regions:</source>
        <translation>Regiones:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="51"/>
        <source>Region name</source>
        <translation>Nombre de la región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="53"/>
        <source>Region name:</source>
        <translation>Nombre de la región:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="56"/>
        <source>Region MU bonus</source>
        <translation>Bonificación en UM de la región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="57"/>
        <source>MU per round for holding every territory of the region (economy rules)</source>
        <translation>UM por ronda por tener todos los territorios de la región (reglas de economía)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="60"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="63"/>
        <source>Region MU:</source>
        <translation>UM de la región:</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="110"/>
        <source>New Region</source>
        <translation>Nueva región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="129"/>
        <source>Rename Region</source>
        <translation>Renombrar región</translation>
    </message>
    <message>
        <location filename="../../editor/docks/region_fields.py" line="138"/>
        <source>Change Region MU</source>
        <translation>Cambiar las UM de la región</translation>
    </message>
</context>
<context>
    <name>Restoration</name>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="39"/>
        <source>Restored the game as it was at its last action: {action}.</source>
        <translation>Partida restaurada tal como estaba en su última acción: {action}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="42"/>
        <source>Restored the game as it was at its last action.</source>
        <translation>Partida restaurada tal como estaba en su última acción.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="45"/>
        <source>The action being written when Worldsmith stopped was cut short and is not in the game.</source>
        <translation>La acción que se estaba escribiendo cuando Worldsmith se detuvo quedó cortada y no está en la partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="49"/>
        <source>Line {line} of the game&apos;s journal is damaged: the actions from there on ({count}) are not in the game.</source>
        <translation>La línea {line} del diario de la partida está dañada: las acciones desde ahí ({count}) no están en la partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="53"/>
        <source>Line {line} of the game&apos;s journal could not be replayed ({reason}): the actions from there on ({count}) are not in the game.</source>
        <translation>La línea {line} del diario de la partida no se pudo reproducir ({reason}): las acciones desde ahí ({count}) no están en la partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="58"/>
        <source>The journal found beside the saved game belongs to another game and was left out.</source>
        <translation>El diario encontrado junto a la partida guardada pertenece a otra partida y se ha descartado.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="61"/>
        <source>The game&apos;s journal is empty: whatever was played since the last full save is not in the game.</source>
        <translation>El diario de la partida está vacío: lo que se jugó desde el último guardado completo no está en la partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="65"/>
        <source>The game&apos;s journal cannot be read ({reason}): the game goes on from its last full save.</source>
        <translation>No se puede leer el diario de la partida ({reason}): la partida sigue desde su último guardado completo.</translation>
    </message>
    <message>
        <location filename="../../editor/play/restoration_text.py" line="69"/>
        <source>The journal as it was is kept in {file}.</source>
        <translation>El diario tal como estaba se conserva en {file}.</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="62"/>
        <source>Game {number} of {total}: Results</source>
        <translation>Partida {number} de {total}: resultados</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="69"/>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="79"/>
        <source>How each faction ended the game</source>
        <translation>Cómo terminó la partida cada facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="80"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="80"/>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="80"/>
        <source>Started in</source>
        <translation>Empezó en</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="81"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="99"/>
        <source>Rewards and packs</source>
        <translation>Recompensas y paquetes</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="113"/>
        <source>Game {number} ended without a winner.</source>
        <translation>La partida {number} terminó sin ganador.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="115"/>
        <source>{winner} won game {number} and signs the board.</source>
        <translation>{winner} ganó la partida {number} y firma el tablero.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="117"/>
        <source>{winner} won game {number}.</source>
        <translation>{winner} ganó la partida {number}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="123"/>
        <source>Rewards chosen:</source>
        <translation>Recompensas elegidas:</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="126"/>
        <source>No rewards were chosen.</source>
        <translation>No se eligió ninguna recompensa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="129"/>
        <source>Packs opened: {packs}</source>
        <translation>Paquetes abiertos: {packs}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/results_dialog.py" line="131"/>
        <source>The world is named {name}.</source>
        <translation>El mundo se llama {name}.</translation>
    </message>
</context>
<context>
    <name>RewardsPage</name>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="52"/>
        <source>Name a continent</source>
        <translation>Dar nombre a un continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="53"/>
        <source>Found a major city</source>
        <translation>Fundar una Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="54"/>
        <source>Cancel a scar</source>
        <translation>Cancelar una cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="55"/>
        <source>Change a continent&apos;s bonus</source>
        <translation>Cambiar la bonificación de un continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="56"/>
        <source>Fortify a city</source>
        <translation>Fortificar una ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="57"/>
        <source>Destroy a territory card</source>
        <translation>Destruir una carta de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="58"/>
        <source>Found a minor city</source>
        <translation>Fundar una Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="59"/>
        <source>Add a coin to a territory card</source>
        <translation>Añadir una moneda a una carta de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="63"/>
        <source>Major cities left: {count}</source>
        <translation>Ciudades Mayores que quedan: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="64"/>
        <source>Minor cities left: {count}</source>
        <translation>Ciudades Menores que quedan: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="65"/>
        <source>Scar-cancel stickers left: {count}</source>
        <translation>Etiquetas de cancelar cicatriz que quedan: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="66"/>
        <source>Fortifications left: {count}</source>
        <translation>Fortificaciones que quedan: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="67"/>
        <source>Coin stickers left: {count}</source>
        <translation>Etiquetas de moneda que quedan: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="72"/>
        <source>No starting coin stickers left: a card holds at most {coins}</source>
        <translation>No quedan etiquetas de moneda iniciales: una carta admite como mucho {coins}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="75"/>
        <source>Click the territory for your major city</source>
        <translation>Haz clic en el territorio de tu Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="76"/>
        <source>Click a territory you controlled for your minor city</source>
        <translation>Haz clic en un territorio que controlabas para tu Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="77"/>
        <source>Click the scarred territory to cancel its scar</source>
        <translation>Haz clic en el territorio con cicatriz para cancelarla</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="78"/>
        <source>Click the city to fortify</source>
        <translation>Haz clic en la ciudad que quieres fortificar</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="79"/>
        <source>Click the territory whose card is destroyed</source>
        <translation>Haz clic en el territorio cuya carta se destruye</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="80"/>
        <source>Click a territory you controlled to add a coin to its card</source>
        <translation>Haz clic en un territorio que controlabas para añadir una moneda a su carta</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="81"/>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="82"/>
        <source>Choose the continent, or click one of its territories</source>
        <translation>Elige el continente, o haz clic en uno de sus territorios</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="99"/>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="108"/>
        <source>Rewards</source>
        <translation>Recompensas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="111"/>
        <source>The winner&apos;s signature</source>
        <translation>La firma del ganador</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="117"/>
        <source>Who chooses a reward</source>
        <translation>Quién elige recompensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="122"/>
        <source>The rewards you may choose</source>
        <translation>Las recompensas que puedes elegir</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="132"/>
        <source>Where the reward goes</source>
        <translation>Dónde va la recompensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="134"/>
        <source>&amp;Pick on the Map</source>
        <translation>&amp;Elegir en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="136"/>
        <source>Pick the place on the map</source>
        <translation>Elegir el lugar en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="141"/>
        <source>Continent</source>
        <translation>Continente</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="146"/>
        <source>Bonus change</source>
        <translation>Cambio de bonificación</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="149"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="152"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="158"/>
        <source>Why this name cannot be used</source>
        <translation>Por qué no se puede usar este nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="164"/>
        <source>Why the reward cannot be chosen</source>
        <translation>Por qué no se puede elegir la recompensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="166"/>
        <source>C&amp;hoose this Reward</source>
        <translation>Elegir esta &amp;recompensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="168"/>
        <source>Choose this reward</source>
        <translation>Elegir esta recompensa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="212"/>
        <source>Game {game}: the winner signs the board.</source>
        <translation>Partida {game}: el ganador firma el tablero.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="217"/>
        <source>Signed by the winner: {winner}</source>
        <translation>Firmado por el ganador: {winner}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="223"/>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="223"/>
        <source>held on</source>
        <translation>se mantuvo</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="224"/>
        <source>{player} ({role}) chooses a reward now.</source>
        <translation>{player} ({role}) elige ahora una recompensa.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="227"/>
        <source>Then, clockwise, those who held on: {players}.</source>
        <translation>Después, en el sentido de las agujas del reloj, quienes se mantuvieron: {players}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="246"/>
        <source>{reward} — not possible now</source>
        <translation>{reward} — no es posible ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="262"/>
        <source>Bonus marks left: {plus} to raise a bonus, {minus} to lower one</source>
        <translation>Marcas de bonificación que quedan: {plus} para subir una bonificación, {minus} para bajarla</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="267"/>
        <source>Continents without a name: {count}</source>
        <translation>Continentes sin nombre: {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="286"/>
        <source>+1 (raise the bonus)</source>
        <translation>+1 (subir la bonificación)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="286"/>
        <source>−1 (lower the bonus)</source>
        <translation>−1 (bajar la bonificación)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="322"/>
        <source>Not {territory}: {prompt}</source>
        <translation>{territory} no: {prompt}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="344"/>
        <source>Continent: {continent}</source>
        <translation>Continente: {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="346"/>
        <source>Territory: {territory}</source>
        <translation>Territorio: {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/pages/rewards.py" line="387"/>
        <source>Choose where first.</source>
        <translation>Elige primero dónde.</translation>
    </message>
</context>
<context>
    <name>RotateScaleDialog</name>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="17"/>
        <source>Rotate/Scale</source>
        <translation>Girar/Escalar</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="18"/>
        <source>Rotate or scale the selected territories</source>
        <translation>Girar o escalar los territorios seleccionados</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="20"/>
        <source>One territory, about the centre of its bounding box.</source>
        <translation>Un territorio, alrededor del centro de su rectángulo envolvente.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="21"/>
        <source>{territories}, about the centre of their bounding box.</source>
        <translation>{territories}, alrededor del centro de su rectángulo envolvente.</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="28"/>
        <source>Rotation angle in degrees, clockwise</source>
        <translation>Ángulo de giro en grados, en el sentido de las agujas del reloj</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="32"/>
        <source>Positive turns clockwise, negative anticlockwise</source>
        <translation>Positivo gira en el sentido de las agujas del reloj, negativo en el contrario</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="33"/>
        <source>&amp;Angle:</source>
        <translation>Á&amp;ngulo:</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="36"/>
        <source>Scale in percent</source>
        <translation>Escala en porcentaje</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="41"/>
        <source>100 % keeps the size; 200 % doubles it</source>
        <translation>100 % mantiene el tamaño; 200 % lo duplica</translation>
    </message>
    <message>
        <location filename="../../editor/dialogs/rotate_scale_dialog.py" line="42"/>
        <source>&amp;Scale:</source>
        <translation>&amp;Escala:</translation>
    </message>
</context>
<context>
    <name>RoundReplay</name>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="535"/>
        <source>&amp;Round Replay</source>
        <translation>&amp;Repetición de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="536"/>
        <source>Step through everything that happened in a round</source>
        <translation>Recorrer paso a paso todo lo que pasó en una ronda</translation>
    </message>
</context>
<context>
    <name>RoundReplayDock</name>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="149"/>
        <source>{player} chooses the battle in {territory}.</source>
        <translation>{player} elige la batalla en {territory}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="153"/>
        <source>{player} chooses the battle on the border between {first} and {second}.</source>
        <translation>{player} elige la batalla en la frontera entre {first} y {second}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="269"/>
        <source>Round Replay</source>
        <translation>Repetición de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="272"/>
        <source>Round replay</source>
        <translation>Repetición de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="281"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="284"/>
        <source>Which round to replay</source>
        <translation>Qué ronda repetir</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="289"/>
        <source>Step of the round</source>
        <translation>Paso de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="296"/>
        <source>What is replayed</source>
        <translation>Lo que se repite</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="303"/>
        <source>What happened at this step</source>
        <translation>Lo que pasó en este paso</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="310"/>
        <source>The board at this step</source>
        <translation>El tablero en este paso</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="319"/>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="319"/>
        <source>The round&apos;s first step</source>
        <translation>El primer paso de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="320"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="320"/>
        <source>One step back</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="321"/>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="321"/>
        <source>One step forward</source>
        <translation>Un paso adelante</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="322"/>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="322"/>
        <source>The round&apos;s last step</source>
        <translation>El último paso de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="434"/>
        <source>No round to replay yet</source>
        <translation>Aún no hay ninguna ronda que repetir</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="436"/>
        <source>Nothing has happened in this round yet.</source>
        <translation>Todavía no ha pasado nada en esta ronda.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="441"/>
        <source>Replaying round {round}</source>
        <translation>Repitiendo la ronda {round}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/round_replay.py" line="442"/>
        <source>Step {step} of {steps}</source>
        <translation>Paso {step} de {steps}</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <location filename="../../engine/rules/classic.py" line="114"/>
        <source>How the board is set up: &apos;claim&apos; (players take turns claiming territories, then placing the rest, as written), &apos;random&apos; (territories dealt at random) or &apos;fixed&apos; (who holds what is given by fixed-placement, as in a scenario).</source>
        <translation>Cómo se prepara el tablero: «claim» (los jugadores ocupan territorios por turnos y después colocan el resto, como en las reglas), «random» (territorios repartidos al azar) o «fixed» (quién tiene qué lo dice fixed-placement, como en un escenario).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="119"/>
        <source>With setup &apos;fixed&apos;: every land territory&apos;s holder and armies, territory id -&gt; [player number (0 is the first player listed), armies].</source>
        <translation>Con la preparación «fixed»: quién tiene cada territorio de tierra y con cuántos ejércitos, id del territorio -&gt; [número de jugador (0 es el primero de la lista), ejércitos].</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="123"/>
        <source>After a random deal: players &apos;place&apos; their remaining starting armies in turn, or they are &apos;spread&apos; at random automatically.</source>
        <translation>Tras un reparto al azar: los jugadores colocan por turnos («place») los ejércitos iniciales que les quedan, o se reparten al azar automáticamente («spread»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="127"/>
        <source>Starting armies a player places per setup turn (1 as written). With the neutral army, this many times the published two of your own and one neutral.</source>
        <translation>Ejércitos iniciales que coloca un jugador en cada turno de preparación (1, como en las reglas). Con el ejército neutral, este número multiplica los dos propios y uno neutral de las reglas publicadas.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="132"/>
        <source>Starting armies per player; 0 uses the classic table (3→35, 4→30, 5→25, 6→20, 2→40) scaled to the map&apos;s number of territories.</source>
        <translation>Ejércitos iniciales por jugador; 0 usa la tabla clásica (3→35, 4→30, 5→25, 6→20, 2→40) ajustada al número de territorios del mapa.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="136"/>
        <source>Armies for a set: &apos;progressive&apos; (4, 6, 8, 10, 12, 15, 20, 25, then +5, counted over all players) or &apos;fixed&apos; (by kind of set).</source>
        <translation>Ejércitos por un trío: «progressive» (4, 6, 8, 10, 12, 15, 20, 25 y después +5, contando los canjes de todos los jugadores) o «fixed» (según el tipo de trío).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="140"/>
        <source>Fixed values: three infantry.</source>
        <translation>Valores fijos: tres de infantería.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="143"/>
        <source>Fixed values: three cavalry.</source>
        <translation>Valores fijos: tres de caballería.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="146"/>
        <source>Fixed values: three artillery.</source>
        <translation>Valores fijos: tres de artillería.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="149"/>
        <source>Fixed values: one of each (the rulebook is silent; 10 as in common European rules).</source>
        <translation>Valores fijos: uno de cada (las reglas no lo dicen; 10, como en las reglas europeas habituales).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="153"/>
        <source>Extra armies placed on a traded card&apos;s territory that you occupy.</source>
        <translation>Ejércitos de más que se colocan en el territorio de una carta canjeada si lo ocupas.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="159"/>
        <source>Holding this many cards at the start of your turn, you must trade a set (5 or more).</source>
        <translation>Con tantas cartas al comienzo de tu turno, debes canjear un trío (5 o más).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="163"/>
        <source>Wild cards in the deck.</source>
        <translation>Comodines en el mazo.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="166"/>
        <source>The fortifying move goes to an &apos;adjacent&apos; territory (as written) or to any &apos;connected&apos; one through a chain of your own territories.</source>
        <translation>La reagrupación va a un territorio adyacente («adjacent», como en las reglas) o a cualquiera conectado («connected») por una cadena de territorios tuyos.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="171"/>
        <source>Secret mission game: win by completing your mission (missions are YAML data).</source>
        <translation>Partida con misiones secretas: gana quien cumple su misión (las misiones son datos YAML).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="175"/>
        <source>How missions are dealt: &apos;put-back&apos; returns a card that names its own holder (or a player not in the game) to the pile and deals the next; &apos;as-dealt&apos; keeps the shuffled order and plays such a card as &apos;occupy 24 territories&apos; (how saves from before this option were dealt).</source>
        <translation>Cómo se reparten las misiones: «put-back» devuelve al montón una carta que nombra a su propio poseedor (o a un jugador que no está en la partida) y reparte la siguiente; «as-dealt» mantiene el orden barajado y juega esa carta como «ocupa 24 territorios» (así se repartían en las partidas guardadas antes de esta opción).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="181"/>
        <source>In a 2-player game, add a neutral army, as in the published rules for two: territories dealt in three piles, 40 armies each for both players and the neutral (scaled to the map), each setup turn two armies of your own and one neutral, and the opponent chooses the neutral&apos;s defence dice. The neutral never takes a turn.</source>
        <translation>En una partida de 2 jugadores, añade un ejército neutral, como en las reglas publicadas para dos: territorios repartidos en tres montones, 40 ejércitos para cada jugador y para el neutral (ajustados al mapa), en cada turno de preparación dos ejércitos propios y uno neutral, y el rival elige los dados de defensa del neutral. El neutral nunca juega un turno.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="187"/>
        <source>Fewest armies received at the start of a turn.</source>
        <translation>Mínimo de ejércitos que se reciben al comienzo de un turno.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="191"/>
        <source>Territories held per army received.</source>
        <translation>Territorios que hay que tener por cada ejército recibido.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="194"/>
        <source>End the game as a draw after this many turns (0: no limit). For simulations.</source>
        <translation>Termina la partida en empate tras este número de turnos (0: sin límite). Para simulaciones.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/classic.py" line="198"/>
        <source>Resolve a blitz (attack until the territory falls or one army is left) in one draw from its exact outcome distribution instead of roll by roll: the same odds, far fewer draws, and the log shows the battle&apos;s total losses instead of every roll. For simulations (worldsmith simulate turns it on unless --roll-dice).</source>
        <translation>Resuelve un ataque relámpago (atacar hasta que el territorio cae o queda un solo ejército) con un único sorteo de su distribución exacta de resultados en vez de tirada a tirada: las mismas probabilidades, muchos menos sorteos, y el registro muestra las pérdidas totales de la batalla en vez de cada tirada. Para simulaciones (worldsmith simulate lo activa salvo con --roll-dice).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="31"/>
        <source>How the game starts: &apos;draft&apos; (countries picked in turns, then a capital, 2 army bases and 20 army units placed), &apos;europe&apos; (each player a country of the Europe continent with a capital, 2 army bases, fortifications, roads and 5 army units), &apos;continent&apos; (each player a continent), &apos;card-distribution&apos; (the country cards dealt out) or &apos;fixed&apos; (a scenario&apos;s own board: fixed-placement and its economy section). The draft works on any map, so it is the default.</source>
        <translation>Cómo empieza la partida: «draft» (los países se eligen por turnos y luego se colocan una capital, 2 bases de ejército y 20 unidades de ejército), «europe» (cada jugador un país del continente Europa con una capital, 2 bases de ejército, fortificaciones, carreteras y 5 unidades de ejército), «continent» (cada jugador un continente), «card-distribution» (se reparten las cartas de país) o «fixed» (el tablero propio de un escenario: fixed-placement y su sección de economía). El reparto por turnos funciona en cualquier mapa, por eso es el valor por defecto.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="39"/>
        <source>With start &apos;fixed&apos;: the army units each player starts with, territory id -&gt; [player number (0 is the first player listed), army units]; a country listed is its player&apos;s, and so is a water.</source>
        <translation>Con el inicio «fixed»: las unidades de ejército con que empieza cada jugador, id de territorio -&gt; [número de jugador (0 es el primero de la lista), unidades de ejército]; un país de la lista es de su jugador, y también un territorio de agua.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="44"/>
        <source>The continent (by id) that plays Europe in the &apos;europe&apos; start; empty: the map&apos;s continent &apos;europe&apos;, or else its largest continent.</source>
        <translation>El continente (por id) que hace de Europa en el comienzo «europe»; vacío: el continente «europe» del mapa, o si no, su continente más grande.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="48"/>
        <source>In the &apos;europe&apos; start, nobody starts in Iceland (&quot;Iceland may be excluded from the choices&quot;).</source>
        <translation>En el comienzo «europe», nadie empieza en Islandia («Islandia puede quedar excluida de la elección»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="52"/>
        <source>The game ends after this many rounds; the player with the most territories (then the most MU) wins. The seed sets no limit: a decision, so that every game ends.</source>
        <translation>La partida termina tras este número de rondas; gana el jugador con más territorios (y después con más UM). Las reglas de origen no ponen límite: una decisión nuestra, para que toda partida termine.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="57"/>
        <source>How the game is won before the limit: &apos;last-standing&apos; (the only player left with territories or units) or &apos;last-capital&apos; (the only player left with a capital).</source>
        <translation>Cómo se gana antes del límite: «last-standing» (el único jugador al que le quedan territorios o unidades) o «last-capital» (el único jugador al que le queda una capital).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="62"/>
        <source>Allies win together: when every player left is allied with every other, the game ends and the ally with the most territories is named the winner.</source>
        <translation>Los aliados ganan juntos: cuando todos los jugadores que quedan son aliados entre sí, la partida termina y el aliado con más territorios es el ganador.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="66"/>
        <source>MU each player starts with (&quot;Each player gets 50 MU&quot;).</source>
        <translation>UM con las que empieza cada jugador («Cada jugador recibe 50 UM»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="70"/>
        <source>Army units each player places in the draft, continent and card starts (&quot;Each player gets 20 Army Units&quot;).</source>
        <translation>Unidades de ejército que coloca cada jugador en los comienzos por elección, por continente y por cartas («Cada jugador recibe 20 unidades de ejército»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="74"/>
        <source>Put one neutral army unit in every country nobody starts in (&quot;unoccupied or has one neutral army unit in each country&quot;).</source>
        <translation>Pon una unidad de ejército neutral en cada país en el que no empieza nadie («desocupado o con una unidad de ejército neutral en cada país»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="78"/>
        <source>Use bases: recruiting costs 10 MU without a free base slot, 5 with one.</source>
        <translation>Usar bases: reclutar cuesta 10 UM sin un hueco de base libre y 5 con uno.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="82"/>
        <source>Continents pay their economy bonus in MU every round.</source>
        <translation>Los continentes pagan su bonificación económica en UM cada ronda.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="85"/>
        <source>Regions (the Middle East) pay their economy bonus too (&quot;may optionally be considered its own continent&quot;).</source>
        <translation>Las regiones (Oriente Medio) también pagan su bonificación económica («puede considerarse opcionalmente un continente propio»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="89"/>
        <source>Navy units count towards upkeep like army units (the seed says &quot;units&quot;: a decision).</source>
        <translation>Las unidades de armada cuentan para el mantenimiento como las de ejército (las reglas de origen dicen «unidades»: una decisión nuestra).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/economy/options.py" line="93"/>
        <source>Play with influence cards (earned by more victories than losses).</source>
        <translation>Jugar con cartas de influencia (se ganan con más victorias que derrotas).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="33"/>
        <source>Troops each player places with their HQ at the start (&quot;your full starting troop total, which is 8&quot;).</source>
        <translation>Tropas que cada jugador coloca con su CG al comienzo («recibes el total de tropas inicial, que es de 8»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="37"/>
        <source>Troops placed when joining the war; 0: half the starting troops, rounded down, at least 1 (&quot;Take HALF your starting troops&quot;).</source>
        <translation>Tropas que se colocan al entrar en guerra; 0: la mitad de las tropas iniciales, redondeando hacia abajo, al menos 1 («Toma la MITAD de tus tropas iniciales»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="43"/>
        <source>Red stars that win the game at once.</source>
        <translation>Estrellas Rojas que ganan la partida en el acto.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="46"/>
        <source>Fewest troops recruited for territories and population (&quot;If this number is lower than 3, round it up to 3&quot;).</source>
        <translation>Mínimo de tropas reclutadas por territorios y población («Si ese número es menor que 3, redondéalo a 3»).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="50"/>
        <source>Troops for resource coins turned in, coins -&gt; troops (2 to 10 coins; the board&apos;s chart is not in the rulebook: a decision).</source>
        <translation>Tropas por las monedas de recurso canjeadas, monedas -&gt; tropas (de 2 a 10 monedas; el gráfico del tablero no está en el libro de reglas: una decisión nuestra).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="54"/>
        <source>Coin cards on the sideboard.</source>
        <translation>Cartas de moneda en el tablero lateral.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="57"/>
        <source>Face-up territory card slots on the sideboard.</source>
        <translation>Ranuras de cartas de territorio cara arriba en el tablero lateral.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="60"/>
        <source>Scar cards in the scar deck at the start, by scar type (the rulebook does not say how many: a decision); packs add more.</source>
        <translation>Cartas de cicatriz en el mazo de cicatrices al comienzo, por tipo de cicatriz (el libro de reglas no dice cuántas: una decisión nuestra); los paquetes añaden más.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="64"/>
        <source>Added to both defender dice in a fortified city.</source>
        <translation>Se suma a los dos dados del defensor en una ciudad fortificada.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="67"/>
        <source>Extra troops lost expanding into an unoccupied fortified city.</source>
        <translation>Tropas de más que se pierden al expandirse a una ciudad fortificada desocupada.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="71"/>
        <source>Resource cards turned in for one red star token.</source>
        <translation>Cartas de recurso que se canjean por una Estrella Roja.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="74"/>
        <source>No HQ may start next to another faction&apos;s HQ (as written).</source>
        <translation>Ningún CG puede empezar junto al CG de otra facción (como en las reglas).</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="77"/>
        <source>End the game without a winner after this many turns (0: no limit). For simulations.</source>
        <translation>Termina la partida sin ganador tras este número de turnos (0: sin límite). Para simulaciones.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="81"/>
        <source>A scenario&apos;s own start: territory id -&gt; [player number (0 is the first player listed), troops], with a third number 1 on the player&apos;s HQ. A player with an HQ here does not choose a start; the others do, as written.</source>
        <translation>El inicio propio de un escenario: id de territorio -&gt; [número de jugador (0 es el primero de la lista), tropas], con un tercer número 1 en el CG del jugador. Un jugador con CG aquí no elige inicio; los demás sí, como está escrito.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/legacy/options.py" line="86"/>
        <source>Factions kept by their players for the whole campaign, player name -&gt; faction id (as seated when the campaign started); the others choose theirs at the table.</source>
        <translation>Facciones que sus jugadores conservan toda la campaña, nombre del jugador -&gt; id de la facción (según se sentaron al empezar la campaña); los demás eligen la suya en la mesa.</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="13"/>
        <source>Setup</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="14"/>
        <source>Fixed placement</source>
        <translation>Colocación fija</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="15"/>
        <source>Armies after a random deal</source>
        <translation>Ejércitos tras un reparto al azar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="16"/>
        <source>Armies placed per setup turn</source>
        <translation>Ejércitos colocados por turno de despliegue</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="17"/>
        <source>Starting armies</source>
        <translation>Ejércitos iniciales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="18"/>
        <source>Card set values</source>
        <translation>Valor de los tríos de cartas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="19"/>
        <source>Three infantry</source>
        <translation>Tres de infantería</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="20"/>
        <source>Three cavalry</source>
        <translation>Tres de caballería</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="21"/>
        <source>Three artillery</source>
        <translation>Tres de artillería</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="22"/>
        <source>One of each</source>
        <translation>Uno de cada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="23"/>
        <source>Bonus on a traded card&apos;s territory</source>
        <translation>Bonificación en el territorio de una carta canjeada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="24"/>
        <source>Cards that force a trade</source>
        <translation>Cartas que obligan a canjear</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="25"/>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="26"/>
        <source>Fortify</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="27"/>
        <source>Secret missions</source>
        <translation>Misiones secretas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="28"/>
        <source>Mission deal</source>
        <translation>Reparto de misiones</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="29"/>
        <source>Neutral army for two</source>
        <translation>Ejército neutral para dos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="30"/>
        <source>Fewest reinforcements</source>
        <translation>Mínimo de refuerzos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="31"/>
        <source>Territories per army</source>
        <translation>Territorios por ejército</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="32"/>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="33"/>
        <source>Blitz in one draw</source>
        <translation>Ataque relámpago en un sorteo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="35"/>
        <source>Starting troops</source>
        <translation>Tropas iniciales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="36"/>
        <source>Troops to join the war</source>
        <translation>Tropas para entrar en guerra</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="37"/>
        <source>Red stars to win</source>
        <translation>Estrellas Rojas para ganar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="38"/>
        <source>Fewest recruits</source>
        <translation>Mínimo de reclutas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="39"/>
        <source>Coin chart</source>
        <translation>Tabla de monedas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="40"/>
        <source>Coin cards</source>
        <translation>Cartas de moneda</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="41"/>
        <source>Face-up cards</source>
        <translation>Cartas cara arriba</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="42"/>
        <source>Scar cards</source>
        <translation>Cartas de cicatriz</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="43"/>
        <source>Fortification bonus</source>
        <translation>Bonificación de la fortificación</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="44"/>
        <source>Cost of expanding into a fortified city</source>
        <translation>Coste de expandirse a una ciudad fortificada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="45"/>
        <source>Cards for a red star</source>
        <translation>Cartas por una Estrella Roja</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="46"/>
        <source>HQs apart</source>
        <translation>CG separados</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="47"/>
        <source>Kept factions</source>
        <translation>Facciones conservadas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="49"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="50"/>
        <source>Continent playing Europe</source>
        <translation>Continente que hace de Europa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="51"/>
        <source>Nobody starts in Iceland</source>
        <translation>Nadie empieza en Islandia</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="52"/>
        <source>Victory</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="53"/>
        <source>Allies win together</source>
        <translation>Los aliados ganan juntos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="54"/>
        <source>Starting money</source>
        <translation>Dinero inicial</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="55"/>
        <source>Army units to place</source>
        <translation>Unidades de ejército por colocar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="56"/>
        <source>Neutral units</source>
        <translation>Unidades neutrales</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="57"/>
        <source>Bases</source>
        <translation>Bases</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="58"/>
        <source>Continent bonuses</source>
        <translation>Bonificaciones de continente</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="59"/>
        <source>Region bonuses</source>
        <translation>Bonificaciones de región</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="60"/>
        <source>Upkeep for navies</source>
        <translation>Mantenimiento de la armada</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="61"/>
        <source>Influence cards</source>
        <translation>Cartas de influencia</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="66"/>
        <source>Claim territories</source>
        <translation>Ocupar territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="67"/>
        <source>Random deal</source>
        <translation>Reparto al azar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="68"/>
        <source>Fixed</source>
        <translation>Fijo</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="69"/>
        <source>Placed in turn</source>
        <translation>Colocados por turnos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="70"/>
        <source>Spread at random</source>
        <translation>Repartidos al azar</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="71"/>
        <source>Rising</source>
        <translation>Crecientes</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="72"/>
        <source>To a neighbour</source>
        <translation>A un vecino</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="73"/>
        <source>Through your territories</source>
        <translation>A través de tus territorios</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="74"/>
        <source>Own-colour missions put back</source>
        <translation>Misiones del propio color devueltas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="75"/>
        <source>As dealt</source>
        <translation>Tal como salen</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="76"/>
        <source>Draft</source>
        <translation>Reparto por turnos</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="77"/>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="78"/>
        <source>A continent each</source>
        <translation>Un continente cada uno</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="79"/>
        <source>Country cards dealt</source>
        <translation>Cartas de país repartidas</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="80"/>
        <source>Last player standing</source>
        <translation>Último jugador en pie</translation>
    </message>
    <message>
        <location filename="../../engine/rules/option_words.py" line="81"/>
        <source>Last capital</source>
        <translation>Última capital</translation>
    </message>
</context>
<context>
    <name>ScenarioCommands</name>
    <message>
        <location filename="../../editor/scenario/commands.py" line="37"/>
        <source>Minor City</source>
        <translation>Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="38"/>
        <source>Major City</source>
        <translation>Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="39"/>
        <source>World Capital</source>
        <translation>Capital del Mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="40"/>
        <source>Scar</source>
        <translation>cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="41"/>
        <source>Scar-Cancel</source>
        <translation>cancelación de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="42"/>
        <source>Fortification</source>
        <translation>fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="66"/>
        <source>Place {mark} on {territory}</source>
        <translation>Colocar {mark} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="73"/>
        <source>Remove {mark} from {territory}</source>
        <translation>Quitar {mark} de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="79"/>
        <source>Edit {mark} on {territory}</source>
        <translation>Editar {mark} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="106"/>
        <source>Set {territory}&apos;s card to {coins}</source>
        <translation>Poner {coins} en la carta de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="109"/>
        <source>Destroy {territory}&apos;s card</source>
        <translation>Destruir la carta de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="111"/>
        <source>Restore {territory}&apos;s card</source>
        <translation>Recuperar la carta de {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="129"/>
        <source>Spread the Starting Coins at Random</source>
        <translation>Repartir las monedas iniciales al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="136"/>
        <source>Mark the Continent {continent}</source>
        <translation>Marcar el continente {continent}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="161"/>
        <source>Change the Faction {faction}</source>
        <translation>Cambiar la facción {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="206"/>
        <source>Change the Setup</source>
        <translation>Cambiar el despliegue</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="220"/>
        <source>Change the Players</source>
        <translation>Cambiar los jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="236"/>
        <source>Change the Scenario</source>
        <translation>Cambiar el escenario</translation>
    </message>
</context>
<context>
    <name>ScenarioError</name>
    <message>
        <location filename="../../engine/scenario/game_setup.py" line="45"/>
        <source>there is no rule set called &apos;{rules}&apos;</source>
        <translation>no hay ningún reglamento llamado «{rules}»</translation>
    </message>
    <message>
        <location filename="../../engine/scenario/game_setup.py" line="51"/>
        <source>this scenario has errors: {errors}</source>
        <translation>este escenario tiene errores: {errors}</translation>
    </message>
    <message>
        <location filename="../../engine/scenario/game_setup.py" line="54"/>
        <source>{controllers} for {players}</source>
        <translation>{controllers} para {players}</translation>
    </message>
    <message>
        <location filename="../../engine/scenario/game_setup.py" line="62"/>
        <source>the rules cannot start this scenario: {reason}</source>
        <translation>las reglas no pueden empezar este escenario: {reason}</translation>
    </message>
</context>
<context>
    <name>ScenarioLaunch</name>
    <message>
        <location filename="../../editor/scenario/launch.py" line="84"/>
        <source>This map cannot be used:

{error}</source>
        <translation>No se puede usar este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/launch.py" line="86"/>
        <location filename="../../editor/scenario/launch.py" line="119"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/launch.py" line="110"/>
        <source>There is no map file or shipped map called &apos;{map}&apos;.

Give a map file&apos;s path, or one of the shipped maps: {names}.</source>
        <translation>No hay ningún archivo de mapa ni mapa incluido que se llame «{map}».

Indica la ruta de un archivo de mapa o uno de los mapas incluidos: {names}.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/launch.py" line="144"/>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/launch.py" line="145"/>
        <source>Worldsmith scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Escenarios de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ScenarioPanel</name>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="135"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="144"/>
        <source>Scenario name</source>
        <translation>Nombre del escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="146"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="149"/>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="150"/>
        <source>What the players should know before they start</source>
        <translation>Lo que hay que saber antes de empezar a jugar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="153"/>
        <source>&amp;Description:</source>
        <translation>&amp;Descripción:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="156"/>
        <source>Rule set</source>
        <translation>Conjunto de reglas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="160"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="163"/>
        <source>How the game starts</source>
        <translation>Cómo empieza la partida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="166"/>
        <source>&amp;Setup:</source>
        <translation>Des&amp;pliegue:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="169"/>
        <source>The Legacy world&apos;s name</source>
        <translation>Nombre del mundo Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="173"/>
        <source>Games played in this world</source>
        <translation>Partidas jugadas en este mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="176"/>
        <source>Before the first game a card takes at most 3 coins; after it, 6</source>
        <translation>Antes de la primera partida, una carta admite como máximo 3 monedas; después, 6</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="179"/>
        <source>&amp;World:</source>
        <translation>&amp;Mundo:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="180"/>
        <source>&amp;Games played:</source>
        <translation>Partidas ju&amp;gadas:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="184"/>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jugadores&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="188"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="192"/>
        <source>&amp;Add Player</source>
        <translation>Añadir &amp;jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="194"/>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="393"/>
        <source>The fixed board is kept: choose Fixed again to use it.</source>
        <translation>El tablero fijo se conserva: elige Fijo otra vez para usarlo.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="496"/>
        <source>Cannot remove {player}: the rules chosen ({rules}) need at least {players}</source>
        <translation>No se puede quitar a {player}: las reglas elegidas ({rules}) necesitan al menos {players}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="263"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="263"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="263"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="272"/>
        <source>Name of player {number}</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="276"/>
        <source>Colour of player {number}</source>
        <translation>Color del jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="305"/>
        <source>Faction of player {number}</source>
        <translation>Facción del jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="282"/>
        <source>Who plays player {number}</source>
        <translation>Quién juega como jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="248"/>
        <location filename="../../editor/scenario/scenario_panel.py" line="482"/>
        <source>The rules chosen ({rules}) allow at most {players}</source>
        <translation>Las reglas elegidas ({rules}) permiten como mucho {players}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="251"/>
        <source>Add a player ({rules}: {fewest} to {most})</source>
        <translation>Añadir un jugador ({rules}: de {fewest} a {most})</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="293"/>
        <source>Remove player {number}</source>
        <translation>Quitar el jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="294"/>
        <source>Remove this player (their territories in a fixed setup become nobody&apos;s)</source>
        <translation>Quitar este jugador (sus territorios en un despliegue fijo se quedan sin dueño)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="306"/>
        <source>No faction chosen yet</source>
        <translation>Aún sin facción</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="313"/>
        <source>Faction:</source>
        <translation>Facción:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="341"/>
        <source>Rename the Scenario</source>
        <translation>Renombrar el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="348"/>
        <source>Change the Description</source>
        <translation>Cambiar la descripción</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="362"/>
        <source>Change the Rule Set</source>
        <translation>Cambiar las reglas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="363"/>
        <source>The {rules} rules do not use {what}. Change the rule set and set it aside?</source>
        <translation>Las reglas {rules} no usan {what}. ¿Cambias de reglas y lo apartas?</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="364"/>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="367"/>
        <source>Edit ▸ Undo brings it back.</source>
        <translation>Editar ▸ Deshacer lo recupera.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="368"/>
        <source>Change the Rules</source>
        <translation>Cambiar las reglas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="401"/>
        <source>Start with {setup}</source>
        <translation>Empezar con {setup}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="412"/>
        <source>Rename the World</source>
        <translation>Renombrar el mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="417"/>
        <source>Change the Games Played</source>
        <translation>Cambiar las partidas jugadas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="432"/>
        <source>Another player is called {name} already.</source>
        <translation>Ya hay otro jugador que se llama {name}.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="445"/>
        <source>Rename {old} to {new}</source>
        <translation>Cambiar el nombre de {old} a {new}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="503"/>
        <source>Remove {player}</source>
        <translation>Quitar a {player}</translation>
    </message>
</context>
<context>
    <name>ScenarioProblem</name>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="26"/>
        <source>there is no rule set called &apos;{ruleset}&apos; (known: {known})</source>
        <translation>no hay ningún conjunto de reglas llamado «{ruleset}» (conocidos: {known})</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="27"/>
        <source>rule options: {reason}</source>
        <translation>opciones de reglas: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="29"/>
        <source>two players are called &apos;{name}&apos;</source>
        <translation>dos jugadores se llaman «{name}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="30"/>
        <source>{first} and {second} have the same colour</source>
        <translation>{first} y {second} tienen el mismo color</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="32"/>
        <source>{where} names &apos;{territory}&apos;, which is not a territory of the map</source>
        <translation>{where} menciona «{territory}», que no es un territorio del mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="33"/>
        <source>{territory} is a sea territory: only land is held at the start</source>
        <translation>{territory} es un territorio de mar: al principio solo se controlan territorios de tierra</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="36"/>
        <source>{territory} belongs to nobody in the fixed setup</source>
        <translation>{territory} no es de nadie en el despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="37"/>
        <source>{player} holds no territory in the fixed setup</source>
        <translation>{player} no controla ningún territorio en el despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="38"/>
        <source>{player}&apos;s HQ is in {territory}, which {player} does not own</source>
        <translation>el CG de {player} está en {territory}, que no es de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="39"/>
        <source>the HQs of {first} and {second} are next to each other</source>
        <translation>los CG de {first} y {second} están en territorios vecinos</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="40"/>
        <source>the HQs of {first} and {second} are both in {territory}</source>
        <translation>los CG de {first} y {second} están los dos en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="41"/>
        <source>{player}&apos;s HQ is in {territory}, which is marked</source>
        <translation>el CG de {player} está en {territory}, que está marcado</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="42"/>
        <source>the Legacy rules need a Legacy world, and this scenario has none</source>
        <translation>las reglas Legacy necesitan un mundo Legacy, y este escenario no tiene ninguno</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="44"/>
        <source>{territory} has two cities</source>
        <translation>{territory} tiene dos ciudades</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="45"/>
        <source>{territory} has two scars</source>
        <translation>{territory} tiene dos cicatrices</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="46"/>
        <source>the fortification in {territory} has no city to encircle</source>
        <translation>la fortificación de {territory} no tiene ninguna ciudad que rodear</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="47"/>
        <source>the scar-cancel in {territory} covers no scar</source>
        <translation>la cancelación de cicatriz de {territory} no cubre ninguna cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="48"/>
        <source>a scar in {territory} is of unknown type &apos;{scar}&apos;</source>
        <translation>una cicatriz de {territory} es de un tipo desconocido: «{scar}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="28"/>
        <source>{count}: this rule set needs {low} to {high}</source>
        <translation>{count}: este conjunto de reglas necesita de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="31"/>
        <source>{where} refers to player {number}, but the scenario has {count}</source>
        <translation>{where} hace referencia al jugador {number}, pero el escenario tiene {count}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="34"/>
        <source>{territory} is owned by {player} but holds {troops}</source>
        <translation>{territory} es de {player} pero tiene {troops}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="35"/>
        <source>{territory} holds {troops}: at most {limit} at the start</source>
        <translation>{territory} tiene {troops}: como mucho {limit} al empezar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="43"/>
        <source>the rules cannot start this scenario: {reason}</source>
        <translation>las reglas no pueden empezar este escenario: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="49"/>
        <source>{territory}&apos;s card has {coins}: at most {limit} {when}</source>
        <translation>la carta de {territory} tiene {coins}: como mucho {limit} {when}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="50"/>
        <source>{territory}&apos;s card has {coins}: every card keeps its printed coin</source>
        <translation>la carta de {territory} tiene {coins}: toda carta conserva su moneda impresa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="51"/>
        <source>{used} {item} used, but the game has only {stock}</source>
        <translation>se usan {used} {item}, pero el juego solo tiene {stock}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="52"/>
        <source>the continent &apos;{continent}&apos; is not on the map</source>
        <translation>el continente «{continent}» no está en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="53"/>
        <source>{faction}&apos;s power &apos;{power}&apos; is not one of its two starting powers</source>
        <translation>el poder «{power}» de {faction} no es uno de sus dos poderes iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="54"/>
        <source>the scar on {faction}&apos;s card is of unknown type &apos;{scar}&apos;</source>
        <translation>la cicatriz de la carta de {faction} es de un tipo desconocido «{scar}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="55"/>
        <source>{player} plays &apos;{faction}&apos;, which is not a faction of this world</source>
        <translation>{player} juega con «{faction}», que no es una facción de este mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="56"/>
        <source>{first} and {second} both play {faction}</source>
        <translation>{first} y {second} juegan los dos con {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="57"/>
        <source>{owner}: the effect &apos;{key}: {value}&apos; is not one the rules understand</source>
        <translation>{owner}: las reglas no entienden el efecto «{key}: {value}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="58"/>
        <source>two packs have the id &apos;{pack}&apos;</source>
        <translation>dos paquetes tienen el id «{pack}»</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="59"/>
        <source>pack &apos;{pack}&apos; brings the {what} &apos;{id}&apos;, but that id is already taken</source>
        <translation>el paquete «{pack}» trae {what} «{id}», pero ese id ya está en uso</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="60"/>
        <source>pack &apos;{pack}&apos; names the scar type &apos;{scar}&apos;, which this world does not have</source>
        <translation>el paquete «{pack}» nombra el tipo de cicatriz «{scar}», que este mundo no tiene</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="61"/>
        <source>pack &apos;{pack}&apos; names the faction &apos;{faction}&apos;, which this world does not have</source>
        <translation>el paquete «{pack}» nombra la facción «{faction}», que este mundo no tiene</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="62"/>
        <source>pack &apos;{pack}&apos; names the continent &apos;{continent}&apos;, which is not on the map</source>
        <translation>el paquete «{pack}» nombra el continente «{continent}», que no está en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="63"/>
        <source>pack &apos;{pack}&apos;: {reason}</source>
        <translation>paquete «{pack}»: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="65"/>
        <source>{what} in {territory}: it stands in a country, not at sea</source>
        <translation>{what} en {territory}: va en un país, no en el mar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="66"/>
        <source>{what} of {player} in {territory}, which {player} does not hold</source>
        <translation>{what} de {player} en {territory}, que {player} no tiene</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="67"/>
        <source>the capitals of {first} and {second} are both in {territory}</source>
        <translation>las capitales de {first} y {second} están las dos en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="68"/>
        <source>{territory} has {what} twice: a country has one at most</source>
        <translation>{territory} tiene {what} dos veces: un país tiene una como mucho</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="69"/>
        <source>{territory} is not marked for canals on the map</source>
        <translation>{territory} no está marcado para canales en el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="70"/>
        <source>the canal in {territory} needs a road there</source>
        <translation>el canal de {territory} necesita una carretera allí</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="71"/>
        <source>the navy base &apos;{border}&apos; must name a country and a water next to it</source>
        <translation>la base naval «{border}» debe nombrar un país y un territorio de agua junto a él</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="72"/>
        <source>navies in {territory}: navies start at sea</source>
        <translation>armada en {territory}: la armada empieza en el mar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="73"/>
        <source>{territory} holds {navies} of {player}: at least 1</source>
        <translation>{territory} tiene {navies} de {player}: al menos 1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="74"/>
        <source>{territory} holds units of {first} and {second} at the start</source>
        <translation>{territory} tiene unidades de {first} y de {second} al empezar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="75"/>
        <source>{player} starts with {money} MU: at least 0, at most 1,000,000,000</source>
        <translation>{player} empieza con {money} UM: al menos 0, como mucho 1.000.000.000</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="76"/>
        <source>{player} is dealt {cards}: at least 0</source>
        <translation>{player} recibe {cards}: al menos 0</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="77"/>
        <source>the start deals {cards}, and the deck has {limit}</source>
        <translation>el inicio reparte {cards}, y el mazo tiene {limit}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="78"/>
        <source>influence cards are dealt, and the rule options play without them</source>
        <translation>se reparten cartas de influencia, y las opciones de reglas juegan sin ellas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="79"/>
        <source>bases are placed, and the rule options play without them</source>
        <translation>hay bases colocadas, y las opciones de reglas juegan sin ellas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="80"/>
        <source>{player}&apos;s capital is the {start} start&apos;s to give: design capitals with a fixed setup</source>
        <translation>la capital de {player} la da el inicio {start}: diseña las capitales con un despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="82"/>
        <source>the navy base of {territory} stands in a country nobody holds</source>
        <translation>la base naval de {territory} está en un país que nadie tiene</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="83"/>
        <source>{player} starts without a capital</source>
        <translation>{player} empieza sin capital</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="84"/>
        <source>the economy section is read only by the MU economy rules</source>
        <translation>la sección de economía solo la leen las reglas de la economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="89"/>
        <source>a territory can only have one city: choose &apos;cover&apos; to replace it</source>
        <translation>un territorio solo puede tener una ciudad: elige «cubrir» para sustituirla</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="90"/>
        <source>no {item} left in the stock</source>
        <translation>no quedan {item} en la reserva</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="91"/>
        <source>there is only one world capital</source>
        <translation>solo hay una Capital del Mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="92"/>
        <source>a territory can only have one scar: cancel it first with a scar-cancel</source>
        <translation>un territorio solo puede tener una cicatriz: cancélala primero con una etiqueta de cancelar cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="93"/>
        <source>there is no scar called &apos;{scar}&apos; in this world</source>
        <translation>no hay ninguna cicatriz llamada «{scar}» en este mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="94"/>
        <source>there is no scar here to cancel</source>
        <translation>aquí no hay ninguna cicatriz que cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="95"/>
        <source>fortifications go on cities: found a city here first</source>
        <translation>las fortificaciones van en ciudades: funda primero una ciudad aquí</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="96"/>
        <source>a territory card always has its printed coin</source>
        <translation>una carta de territorio siempre conserva su moneda impresa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="97"/>
        <source>before the first game a card takes at most 3 coins</source>
        <translation>antes de la primera partida, una carta admite como máximo 3 monedas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="98"/>
        <source>a territory card can have no more than 6 coins</source>
        <translation>una carta de territorio no puede tener más de 6 monedas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="99"/>
        <source>all 12 starting coins are already on cards</source>
        <translation>las 12 monedas iniciales ya están en las cartas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="100"/>
        <source>this territory card was destroyed</source>
        <translation>esta carta de territorio está destruida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="109"/>
        <source>major cities</source>
        <translation>Ciudades Mayores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="110"/>
        <source>minor cities</source>
        <translation>Ciudades Menores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="111"/>
        <source>fortifications</source>
        <translation>fortificaciones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="112"/>
        <source>scar-cancels</source>
        <translation>cancelaciones de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="113"/>
        <source>+1 continent marks</source>
        <translation>marcas de continente +1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="114"/>
        <source>-1 continent marks</source>
        <translation>marcas de continente -1</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="115"/>
        <source>starting coins</source>
        <translation>monedas iniciales</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="116"/>
        <source>world capitals</source>
        <translation>capitales del mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="118"/>
        <source>the fixed setup</source>
        <translation>el despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="119"/>
        <source>the economy setup</source>
        <translation>la preparación de la variante económica</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="120"/>
        <source>an HQ</source>
        <translation>un CG</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="121"/>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="141"/>
        <source>a capital</source>
        <translation>una capital</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="122"/>
        <source>a base</source>
        <translation>una base</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="123"/>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="144"/>
        <source>a road</source>
        <translation>una carretera</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="124"/>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="145"/>
        <source>a fortification</source>
        <translation>una fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="125"/>
        <source>a territory card</source>
        <translation>una carta de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="126"/>
        <source>a minor-city mark</source>
        <translation>una marca de Ciudad Menor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="127"/>
        <source>a major-city mark</source>
        <translation>una marca de Ciudad Mayor</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="128"/>
        <source>a world-capital mark</source>
        <translation>una marca de Capital del Mundo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="129"/>
        <source>a scar mark</source>
        <translation>una marca de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="130"/>
        <source>a scar-cancel mark</source>
        <translation>una marca de cancelación de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="131"/>
        <source>a fortification mark</source>
        <translation>una marca de fortificación</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="133"/>
        <source>before the first game</source>
        <translation>antes de la primera partida</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="134"/>
        <source>ever</source>
        <translation>en cualquier caso</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="136"/>
        <source>scar type</source>
        <translation>el tipo de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="137"/>
        <source>power</source>
        <translation>el poder</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="138"/>
        <source>event card</source>
        <translation>la carta de evento</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="139"/>
        <source>mission card</source>
        <translation>la carta de misión</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="142"/>
        <source>an army base</source>
        <translation>una base de ejército</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="143"/>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="149"/>
        <source>a navy base</source>
        <translation>una base naval</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="146"/>
        <source>a canal</source>
        <translation>un canal</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_problem_text.py" line="147"/>
        <source>navies</source>
        <translation>armada</translation>
    </message>
</context>
<context>
    <name>ScenarioWindow</name>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="60"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="252"/>
        <location filename="../../editor/scenario/scenario_window.py" line="106"/>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="253"/>
        <location filename="../../editor/scenario/scenario_window.py" line="108"/>
        <source>Legacy</source>
        <translation>Legacy</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="254"/>
        <location filename="../../editor/scenario/scenario_window.py" line="110"/>
        <source>MU economy</source>
        <translation>Economía UM</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="304"/>
        <source>the Legacy world: its marks, coins, factions and history</source>
        <translation>el mundo de Legacy: sus marcas, monedas, facciones e historia</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="308"/>
        <source>the economy: money, capitals, bases and navies</source>
        <translation>la economía: dinero, capitales, bases y armada</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="61"/>
        <source>Computer (normal)</source>
        <translation>Ordenador (normal)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="62"/>
        <source>Computer (hard)</source>
        <translation>Ordenador (difícil)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="63"/>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="67"/>
        <source>Random deal</source>
        <translation>Reparto al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="68"/>
        <source>Claim territories</source>
        <translation>Ocupar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="69"/>
        <source>Fixed</source>
        <translation>Fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="82"/>
        <source>Draft</source>
        <translation>Reparto por turnos</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="83"/>
        <source>Europe: a country each</source>
        <translation>Europa: un país cada uno</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="84"/>
        <source>A continent each</source>
        <translation>Un continente cada uno</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="85"/>
        <source>Country cards dealt</source>
        <translation>Cartas de país repartidas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="86"/>
        <source>Fixed (designed on the map)</source>
        <translation>Fijo (diseñado en el mapa)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_panel.py" line="101"/>
        <location filename="../../editor/scenario/scenario_panel.py" line="104"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="98"/>
        <source>New Scenario</source>
        <translation>Nuevo escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="99"/>
        <source>Which rules does the scenario use?</source>
        <translation>¿Qué reglas usa el escenario?</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/commands.py" line="265"/>
        <source>Change the Rule Set to {rules}</source>
        <translation>Cambiar las reglas a {rules}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="134"/>
        <source>Worldsmith scenario designer</source>
        <translation>Diseñador de escenarios de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="152"/>
        <source>Scenario map</source>
        <translation>Mapa del escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="184"/>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="185"/>
        <source>Setup</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="186"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="187"/>
        <source>Marks</source>
        <translation>Marcas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="188"/>
        <source>Territory Cards</source>
        <translation>Cartas de territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="189"/>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="190"/>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="191"/>
        <source>Economy</source>
        <translation>Economía</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="192"/>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="193"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="209"/>
        <source>Edits, oldest first</source>
        <translation>Cambios, del más antiguo al más reciente</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="210"/>
        <source>Opened scenario</source>
        <translation>Escenario abierto</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="241"/>
        <source>&amp;New Scenario from Map…</source>
        <translation>&amp;Nuevo escenario a partir de un mapa…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="243"/>
        <source>Start a scenario on a map file</source>
        <translation>Empezar un escenario a partir de un archivo de mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="244"/>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Abrir escenario…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="246"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="247"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="249"/>
        <source>&amp;Validate</source>
        <translation>&amp;Validar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="250"/>
        <source>Check the scenario against the map and the rules</source>
        <translation>Comprobar el escenario con el mapa y las reglas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="251"/>
        <source>&amp;Play This Scenario</source>
        <translation>&amp;Jugar este escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="252"/>
        <source>Start a game from this scenario</source>
        <translation>Empezar una partida con este escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="253"/>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="254"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="257"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="261"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="263"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="265"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="270"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="275"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="279"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="283"/>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="445"/>
        <source>Errors: {errors} · Warnings: {warnings}</source>
        <translation>Errores: {errors} · Avisos: {warnings}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="555"/>
        <source>Opened {file} with {warnings}: {first}</source>
        <translation>Se ha abierto {file} con {warnings}: {first}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="678"/>
        <source>{file}: unexpected error: {error}</source>
        <translation>{file}: error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="682"/>
        <source>Cannot Open Scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="683"/>
        <source>This scenario cannot be opened:

{error}</source>
        <translation>No se puede abrir este escenario:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="403"/>
        <location filename="../../editor/scenario/scenario_window.py" line="503"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="102"/>
        <source>A Legacy scenario carries a campaign&apos;s world: cities, scars, coins on the territory cards, named continents and the factions&apos; powers. An MU economy scenario starts players with money, capitals, bases and navies.</source>
        <translation>Un escenario de Legacy lleva el mundo de una campaña: ciudades, cicatrices, monedas en las cartas de territorio, continentes con nombre y los poderes de las facciones. Un escenario de la economía UM da a los jugadores dinero, capitales, bases y armada al empezar.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="404"/>
        <source>{scenario}[*] — Worldsmith Scenario</source>
        <translation>{scenario}[*] — Escenario de Worldsmith</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="418"/>
        <source>Validation failed: {error}</source>
        <translation>La validación ha fallado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="442"/>
        <source>No problems</source>
        <translation>Sin problemas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="514"/>
        <source>Choose the Scenario&apos;s Map</source>
        <translation>Elegir el mapa del escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="71"/>
        <location filename="../../editor/scenario/scenario_window.py" line="515"/>
        <source>Worldsmith maps (*.yaml *.yml);;All files (*)</source>
        <translation>Mapas de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="523"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/locate_map.py" line="97"/>
        <location filename="../../editor/scenario/scenario_window.py" line="524"/>
        <source>This map cannot be used:

{error}</source>
        <translation>No se puede usar este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="531"/>
        <source>New scenario on {map}</source>
        <translation>Nuevo escenario en {map}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="535"/>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="558"/>
        <source>Opened {file}</source>
        <translation>Se ha abierto {file}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="581"/>
        <source>Cannot Save Scenario</source>
        <translation>No se puede guardar el escenario</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="591"/>
        <source>unexpected error: {error}</source>
        <translation>error inesperado: {error}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="593"/>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="603"/>
        <source>Save Scenario As</source>
        <translation>Guardar escenario como</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="607"/>
        <source>Worldsmith scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Escenarios de Worldsmith (*.yaml *.yml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="639"/>
        <source>…and {count} more</source>
        <translation>…y {count} más</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="640"/>
        <source>Cannot Play Yet</source>
        <translation>Aún no se puede jugar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/scenario_window.py" line="641"/>
        <source>Fix these problems first:

{problems}</source>
        <translation>Corrige primero estos problemas:

{problems}</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="55"/>
        <source>Name of seat {number}</source>
        <translation>Nombre del puesto {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="60"/>
        <source>Who plays seat {number}</source>
        <translation>Quién juega el puesto {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="61"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="61"/>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="62"/>
        <source>Computer (normal)</source>
        <translation>Ordenador (normal)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="62"/>
        <source>Computer (hard)</source>
        <translation>Ordenador (difícil)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="67"/>
        <source>Faction of seat {number}</source>
        <translation>Facción del puesto {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="68"/>
        <source>Choose at the table</source>
        <translation>Elegir en la mesa</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="73"/>
        <source>Colour of seat {number}</source>
        <translation>Color del puesto {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="76"/>
        <source>Always defend with the most dice</source>
        <translation>Defender siempre con el máximo de dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="78"/>
        <source>Seat {number} always defends with the most dice</source>
        <translation>El puesto {number} defiende siempre con el máximo de dados</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="80"/>
        <source>Otherwise this person is asked how many dice to defend with</source>
        <translation>Si no, se pregunta a esta persona con cuántos dados defiende</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="108"/>
        <source>Who Plays the Campaign</source>
        <translation>Quién juega la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="109"/>
        <source>Who plays the campaign</source>
        <translation>Quién juega la campaña</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="113"/>
        <source>Risk Legacy is played by 3 to 5 players. Name each seat and say who plays it, in every game of the campaign. A faction kept here is that player&apos;s in every game; the others are chosen at the table before each game.</source>
        <translation>Risk Legacy se juega de 3 a 5 jugadores. Pon nombre a cada puesto y di quién lo juega, en todas las partidas de la campaña. Una facción fijada aquí es de ese jugador en todas las partidas; las demás se eligen en la mesa antes de cada partida.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="125"/>
        <source>Why the seats cannot be taken</source>
        <translation>Por qué no se pueden ocupar los puestos</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="145"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="145"/>
        <source>{player} plays {faction}</source>
        <translation>{player} juega con {faction}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="147"/>
        <source>The first game is played with the scenario&apos;s factions: {factions}.</source>
        <translation>La primera partida se juega con las facciones del escenario: {factions}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="150"/>
        <source>The first game&apos;s factions</source>
        <translation>Las facciones de la primera partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="158"/>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="161"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="170"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="170"/>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="170"/>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="170"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="198"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="216"/>
        <source>Seat {number} has no name.</source>
        <translation>El puesto {number} no tiene nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="218"/>
        <source>Two players are called {name}: each needs a name of their own.</source>
        <translation>Dos jugadores se llaman {name}: cada uno necesita su propio nombre.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="222"/>
        <source>{first} and {second} both keep {faction}: a faction is played by one player.</source>
        <translation>{first} y {second} fijan los dos {faction}: una facción la juega un solo jugador.</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/seats_dialog.py" line="227"/>
        <source>{first} and {second} have the same colour.</source>
        <translation>{first} y {second} tienen el mismo color.</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="114"/>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="118"/>
        <source>Click a territory to select it, Shift+click to add or remove, drag on empty map to select an area, drag a selected territory to move it, Delete to remove it; drag a corner handle to scale (Shift keeps the aspect), the round handle to rotate (Shift: 15° steps).</source>
        <translation>Haz clic en un territorio para seleccionarlo, Mayús+clic para añadirlo o quitarlo, arrastra en el mapa vacío para seleccionar una zona, arrastra un territorio seleccionado para moverlo, Supr para borrarlo; arrastra un tirador de esquina para escalar (Mayús mantiene la proporción), el tirador redondo para girar (Mayús: pasos de 15°).</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="246"/>
        <source>Move Territories</source>
        <translation>Mover territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="246"/>
        <source>Move Territory</source>
        <translation>Mover territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="285"/>
        <source>Nothing is selected.</source>
        <translation>No hay nada seleccionado.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="287"/>
        <source>Delete Territories</source>
        <translation>Borrar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/select_tool.py" line="287"/>
        <source>Delete Territory</source>
        <translation>Borrar territorio</translation>
    </message>
</context>
<context>
    <name>SetupLayer</name>
    <message>
        <location filename="../../editor/scenario/setup_layer.py" line="123"/>
        <source>HQ</source>
        <translation>CG</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="527"/>
        <source>Setup</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="539"/>
        <source>Use a Fixed Setup</source>
        <translation>Usar un despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="541"/>
        <source>Use a fixed setup</source>
        <translation>Usar un despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="542"/>
        <source>The scenario says who owns what at the start, with how many troops</source>
        <translation>El escenario indica de quién es cada territorio al principio y con cuántas tropas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="547"/>
        <source>Player the tools paint for</source>
        <translation>Jugador para el que pintan las herramientas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="547"/>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="564"/>
        <source>{tool} ({key}): {tip}</source>
        <translation>{tool} ({key}): {tip}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="581"/>
        <source>&amp;Deal at Random</source>
        <translation>&amp;Repartir al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="583"/>
        <source>Deal the territories at random</source>
        <translation>Repartir los territorios al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="584"/>
        <source>Deal every territory to the players in turn and spread their starting troops at random (the same seed deals the same way); the HQs already placed stay, their territories dealt to their players</source>
        <translation>Repartir todos los territorios entre los jugadores por turnos y distribuir sus tropas iniciales al azar (la misma semilla reparte de la misma forma); los CG ya colocados se quedan y sus territorios van a sus jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="591"/>
        <source>Seed of the random deal</source>
        <translation>Semilla del reparto al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="594"/>
        <source>seed </source>
        <translation>semilla </translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="595"/>
        <source>&amp;Clear</source>
        <translation>Va&amp;ciar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="597"/>
        <source>Clear the fixed setup</source>
        <translation>Vaciar el despliegue fijo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="598"/>
        <source>Take every owner, troop and HQ off the map</source>
        <translation>Quitar del mapa todos los dueños, tropas y CG</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="607"/>
        <source>What each player holds</source>
        <translation>Lo que controla cada jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="690"/>
        <source>Click or drag on the map to paint owners, troops and HQs.</source>
        <translation>Haz clic o arrastra en el mapa para pintar dueños, tropas y CG.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="691"/>
        <source>Click or drag on the map to paint owners and troops.</source>
        <translation>Haz clic o arrastra sobre el mapa para pintar dueños y tropas.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="692"/>
        <source>The players get their territories in the game (random deal or claims). For a scenario that starts in a given position, use a fixed setup.</source>
        <translation>Los jugadores reciben sus territorios durante la partida (reparto al azar u ocupándolos por turnos). Para un escenario que empiece en una posición concreta, usa un despliegue fijo.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="722"/>
        <source>Territories with an owner: {owned} of {land}</source>
        <translation>Territorios con dueño: {owned} de {land}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="728"/>
        <source>{player}: {territories}, {troops}</source>
        <translation>{player}: {territories}, {troops}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="733"/>
        <source>{line}, {troops} at sea</source>
        <translation>{line}, {troops} en el mar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="735"/>
        <source>{line}, HQ in {territory}</source>
        <translation>{line}, CG en {territory}</translation>
    </message>
</context>
<context>
    <name>SetupTools</name>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="66"/>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="205"/>
        <source>Add a player in the Scenario panel first.</source>
        <translation>Añade primero un jugador en el panel Escenario.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="233"/>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="237"/>
        <source>Click or drag across territories to give them to the chosen player; right button: no owner</source>
        <translation>Haz clic o arrastra sobre territorios para dárselos al jugador elegido; botón derecho: sin dueño</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="274"/>
        <source>Clear Owners</source>
        <translation>Quitar dueños</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="276"/>
        <source>{territory} has no owner now</source>
        <translation>{territory} ya no tiene dueño</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="285"/>
        <source>{territory} holds navies of {other}: a water starts with one player&apos;s units</source>
        <translation>{territory} tiene armada de {other}: un territorio de agua empieza con las unidades de un solo jugador</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="290"/>
        <source>Give Territories to {player}</source>
        <translation>Dar territorios a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="292"/>
        <source>{territory} belongs to {player}</source>
        <translation>{territory} pertenece a {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="357"/>
        <source>Troops</source>
        <translation>Tropas</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="361"/>
        <source>Click: one troop more; Shift+click: one less; or type a number over a territory</source>
        <translation>Clic: una tropa más; Mayús+clic: una menos; o escribe un número sobre un territorio</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="395"/>
        <source>{territory} has no owner: give it to a player first (Owner tool)</source>
        <translation>{territory} no tiene dueño: dáselo primero a un jugador (herramienta Dueño)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="400"/>
        <source>{territory} keeps at least one troop while it has an owner</source>
        <translation>{territory} conserva al menos una tropa mientras tenga dueño</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="411"/>
        <source>Set {territory} to {troops}</source>
        <translation>Poner {troops} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="414"/>
        <source>{territory}: {troops}</source>
        <translation>{territory}: {troops}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="652"/>
        <source>Dealt {territories} to {players}.</source>
        <translation>Se han repartido {territories} entre {players}.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="433"/>
        <source>HQ</source>
        <translation>CG</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="420"/>
        <source>{territory}: {troops}, the most a territory may hold (a larger number is capped)</source>
        <translation>{territory}: {troops}, lo máximo que puede tener un territorio (un número mayor se recorta)</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="437"/>
        <source>Click a territory of the chosen player to place their HQ there; right-click an HQ to remove it</source>
        <translation>Haz clic en un territorio del jugador elegido para poner allí su CG; clic derecho en un CG para quitarlo</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="457"/>
        <source>{player}&apos;s HQ cannot go in {territory}: {player} does not own it</source>
        <translation>El CG de {player} no puede ir en {territory}: no es de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="464"/>
        <source>{player}&apos;s HQ cannot go in {territory}: an HQ starts on unmarked land or in a major city {player} founded</source>
        <translation>El CG de {player} no puede ir en {territory}: un CG empieza en un territorio sin marcas o en una Ciudad Mayor fundada por {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="472"/>
        <source>{player}&apos;s HQ cannot go in {territory}: it would be next to {other}&apos;s HQ in {there}</source>
        <translation>El CG de {player} no puede ir en {territory}: estaría al lado del CG de {other} en {there}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="490"/>
        <source>Move {player}&apos;s HQ to {territory}</source>
        <translation>Mover el CG de {player} a {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="491"/>
        <source>Place {player}&apos;s HQ in {territory}</source>
        <translation>Poner el CG de {player} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="504"/>
        <source>Remove {player}&apos;s HQ</source>
        <translation>Quitar el CG de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="646"/>
        <source>Add players in the Scenario panel first.</source>
        <translation>Añade primero jugadores en el panel Escenario.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="651"/>
        <source>Deal the Territories at Random</source>
        <translation>Repartir los territorios al azar</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="656"/>
        <source>HQs kept where they stood, each territory dealt to its player: {hqs}.</source>
        <translation>CG que se quedan donde estaban, cada territorio para su jugador: {hqs}.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="661"/>
        <source>HQs removed, as they could not stay: {hqs}.</source>
        <translation>CG quitados porque no podían quedarse: {hqs}.</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="667"/>
        <source>{player}&apos;s in {territory}</source>
        <translation>el de {player} en {territory}</translation>
    </message>
    <message>
        <location filename="../../editor/scenario/setup_tools.py" line="675"/>
        <source>Clear the Setup</source>
        <translation>Vaciar el despliegue</translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="70"/>
        <source>lands {mu}</source>
        <translation>tierras {mu}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="72"/>
        <source>roads {mu}</source>
        <translation>carreteras {mu}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="76"/>
        <source>{place} {mu}</source>
        <translation>{place} {mu}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="84"/>
        <source>Nothing was received at the start of this round.</source>
        <translation>No se recibió nada al empezar esta ronda.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="86"/>
        <source>At the start of round {round}: +{income} MU ({sources}).</source>
        <translation>Al empezar la ronda {round}: +{income} UM ({sources}).</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="89"/>
        <source>Upkeep paid: {mu} MU.</source>
        <translation>Mantenimiento pagado: {mu} UM.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="107"/>
        <source>This round&apos;s upkeep: nothing is owed.</source>
        <translation>Mantenimiento de esta ronda: no se debe nada.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="108"/>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="148"/>
        <source>{territory} {mu}</source>
        <translation>{territory} {mu}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="110"/>
        <source>This round&apos;s upkeep: {mu} MU ({where}). Trade influence cards or destroy infrastructure first if you need their MU.</source>
        <translation>Mantenimiento de esta ronda: {mu} UM ({where}). Si necesitas sus UM, canjea antes cartas de influencia o destruye infraestructura.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="119"/>
        <source>Units that die unpaid if you pay now: {where}.</source>
        <translation>Unidades que mueren sin pagar si pagas ahora: {where}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="150"/>
        <source>upkeep {mu} MU ({where})</source>
        <translation>mantenimiento {mu} UM ({where})</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="152"/>
        <source>no upkeep</source>
        <translation>sin mantenimiento</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="153"/>
        <source>Next round, if nothing changes: +{income} MU ({sources}); {upkeep}.</source>
        <translation>La próxima ronda, si nada cambia: +{income} UM ({sources}); {upkeep}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="173"/>
        <source>{count} in {territory} (not linked to your capital)</source>
        <translation>{count} en {territory} (sin enlace con tu capital)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="176"/>
        <source>{count} in {territory} (not enough money)</source>
        <translation>{count} en {territory} (no hay dinero suficiente)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_money.py" line="162"/>
        <source>Units that would die unpaid next round: {where}.</source>
        <translation>Unidades que morirían sin pagar la próxima ronda: {where}.</translation>
    </message>
</context>
<context>
    <name>ShopPage</name>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="94"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="130"/>
        <source>Shop</source>
        <translation>Tienda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="121"/>
        <source>Money left</source>
        <translation>Dinero que queda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="136"/>
        <source>Received at the start of the round</source>
        <translation>Recibido al empezar la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="137"/>
        <source>The next round&apos;s income and upkeep</source>
        <translation>Los ingresos y el mantenimiento de la próxima ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="138"/>
        <source>Units that would die unpaid</source>
        <translation>Unidades que morirían sin pagar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="140"/>
        <source>This round&apos;s upkeep</source>
        <translation>Mantenimiento de esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="141"/>
        <source>Units that die unpaid now</source>
        <translation>Unidades que mueren sin pagar ahora</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="143"/>
        <source>Pay upkeep</source>
        <translation>Pagar mantenimiento</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="153"/>
        <source>The chosen country</source>
        <translation>El país elegido</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="156"/>
        <source>Click: recruit 1 army · Shift+click: {count} · Ctrl+click: choose only</source>
        <translation>Clic: reclutar 1 ejército · Mayús+clic: {count} · Ctrl+clic: solo elegir</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="159"/>
        <source>Clicks recruit</source>
        <translation>Los clics reclutan</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="160"/>
        <source>Unticked, a click on the map only chooses the country</source>
        <translation>Sin marcar, un clic en el mapa solo elige el país</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="167"/>
        <source>How many units</source>
        <translation>Cuántas unidades</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="168"/>
        <source>How many units the Recruit buttons buy</source>
        <translation>Cuántas unidades compran los botones de reclutar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="171"/>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="178"/>
        <source>Water for the navies</source>
        <translation>Agua para las armadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="179"/>
        <source>The water the navies go into</source>
        <translation>El agua a la que van las armadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="182"/>
        <source>Recruit navies</source>
        <translation>Reclutar armadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="207"/>
        <source>Trade 3 Influence Cards for 50 MU</source>
        <translation>Canjear 3 cartas de influencia por 50 UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="212"/>
        <source>Bought this round</source>
        <translation>Comprado esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="213"/>
        <source>What you bought, built, destroyed or traded this round</source>
        <translation>Lo que compraste, construiste, destruiste o canjeaste esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="217"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="218"/>
        <source>Take back the last thing you bought, built, destroyed or traded (Ctrl+Z)</source>
        <translation>Deshacer lo último que compraste, construiste, destruiste o canjeaste (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="220"/>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="221"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="312"/>
        <source>Finish shopping for this round</source>
        <translation>Terminar las compras de esta ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="265"/>
        <source>Money left: {money} MU</source>
        <translation>Dinero que queda: {money} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="280"/>
        <source>You have no country to buy in.</source>
        <translation>No tienes ningún país donde comprar.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="282"/>
        <source>Chosen: {place}</source>
        <translation>Elegido: {place}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="293"/>
        <source>Take back: {action} (Ctrl+Z)</source>
        <translation>Deshacer: {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="296"/>
        <source>Nothing bought this round to take back</source>
        <translation>No has comprado nada esta ronda que deshacer</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="311"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="366"/>
        <source>Pay the round&apos;s upkeep first</source>
        <translation>Paga primero el mantenimiento de la ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="321"/>
        <source>Pay upkeep · {mu} MU</source>
        <translation>Pagar mantenimiento · {mu} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="324"/>
        <source>Pay this round&apos;s upkeep: then recruit and build</source>
        <translation>Paga el mantenimiento de esta ronda: después recluta y construye</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="340"/>
        <source>{count} × {what}</source>
        <translation>{count} × {what}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="369"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="391"/>
        <source>Recruit {units} · {cost} MU</source>
        <translation>Reclutar {units} · {cost} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="372"/>
        <source>Your money buys {count} there</source>
        <translation>Tu dinero compra {count} allí</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="374"/>
        <source>In {territory}; the first units a free base makes cost 5 MU, the others 10</source>
        <translation>En {territory}; las primeras unidades que hace una base libre cuestan 5 UM, las demás 10</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="377"/>
        <source>In {territory}; 5 MU each</source>
        <translation>En {territory}; 5 UM cada una</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/economy/pages/shop_page.py" line="398"/>
        <source>Your money buys %n navy(ies) there</source>
        <translation>
            <numerusform>Tu dinero compra %n armada allí</numerusform>
            <numerusform>Tu dinero compra %n armadas allí</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="523"/>
        <source>On {water}</source>
        <translation>En {water}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="365"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="381"/>
        <source>Recruit armies</source>
        <translation>Reclutar ejércitos</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="382"/>
        <source>Not enough money to recruit</source>
        <translation>No hay dinero suficiente para reclutar</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="383"/>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="408"/>
        <source>Choose one of your countries first</source>
        <translation>Elige primero uno de tus países</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="397"/>
        <source>Into the water chosen beside it (or click the water on the map)</source>
        <translation>Al agua elegida a su lado (o haz clic en el agua del mapa)</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="403"/>
        <source>{what} · {price} MU</source>
        <translation>{what} · {price} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="405"/>
        <source>Build {what}</source>
        <translation>Construir {what}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="414"/>
        <source>Choose the coast when you build it</source>
        <translation>Elige la costa al construirla</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="433"/>
        <source>Destroy {what} · +{refund} MU</source>
        <translation>Destruir {what} · +{refund} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="449"/>
        <source>You need three influence cards; you have {count}</source>
        <translation>Necesitas tres cartas de influencia; tienes {count}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="470"/>
        <source>You cannot pay for an army in {territory}.</source>
        <translation>No puedes pagar un ejército en {territory}.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="483"/>
        <source>Click one of your countries.</source>
        <translation>Haz clic en uno de tus países.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="520"/>
        <source>Coast for the navy base</source>
        <translation>Costa para la base naval</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/pages/shop_page.py" line="543"/>
        <source>Taken back: {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="100"/>
        <location filename="../../editor/help/shortcuts.py" line="101"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="105"/>
        <source>Filter the shortcuts</source>
        <translation>Filtrar los atajos</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="106"/>
        <source>Filter by command, menu or key</source>
        <translation>Filtrar por orden, menú o tecla</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="111"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="112"/>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="112"/>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="112"/>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <location filename="../../editor/help/shortcuts.py" line="137"/>
        <source>(no menu)</source>
        <translation>(sin menú)</translation>
    </message>
</context>
<context>
    <name>SideboardPanel</name>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="76"/>
        <source>Sideboard</source>
        <translation>Tablero lateral</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="77"/>
        <source>The face-up cards, the decks, the mission and the coin chart</source>
        <translation>Las cartas cara arriba, los mazos, la misión y la tabla de monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="80"/>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="82"/>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="86"/>
        <source>Face-up territory cards</source>
        <translation>Cartas de territorio cara arriba</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="87"/>
        <source>Each slot&apos;s territory and the coins on its card</source>
        <translation>El territorio de cada ranura y las monedas de su carta</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="88"/>
        <source>Slot</source>
        <translation>Ranura</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="88"/>
        <source>Territory</source>
        <translation>Territorio</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="88"/>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="126"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="96"/>
        <source>Territory deck</source>
        <translation>Mazo de Territorios</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="97"/>
        <source>Coin cards</source>
        <translation>Cartas de Moneda</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="98"/>
        <source>Scar deck</source>
        <translation>Mazo de Cicatrices</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="99"/>
        <source>Event deck</source>
        <translation>Mazo de Eventos</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="105"/>
        <source>Last event</source>
        <translation>Último evento</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="113"/>
        <source>Mission</source>
        <translation>Misión</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="118"/>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="120"/>
        <source>Troops for coins turned in</source>
        <translation>Tropas por monedas canjeadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="124"/>
        <source>Coin chart</source>
        <translation>Tabla de monedas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="125"/>
        <source>Troops received for each number of coins turned in</source>
        <translation>Tropas recibidas por cada número de monedas canjeadas</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="126"/>
        <source>Troops</source>
        <translation>Tropas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="163"/>
        <source>%n face up</source>
        <translation>
            <numerusform>%n cara arriba</numerusform>
            <numerusform>%n cara arriba</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="176"/>
        <source>Last event: {name}</source>
        <translation>Último evento: {name}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="189"/>
        <source>(empty)</source>
        <translation>(vacía)</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="195"/>
        <source>Slot {slot}: {territory}, {coins}</source>
        <translation>Ranura {slot}: {territory}, {coins}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="217"/>
        <source>{coins}: {troops}</source>
        <translation>{coins}: {troops}</translation>
    </message>
    <message>
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="207"/>
        <source>Mission: {name} (red stars: {stars})</source>
        <translation>Misión: {name} (Estrellas Rojas: {stars})</translation>
    </message>
</context>
<context>
    <name>SlotOptions</name>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="77"/>
        <source>Auto-place Selected</source>
        <translation>Colocar selección</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="79"/>
        <source>Auto-place the marks of the selected territories</source>
        <translation>Colocar automáticamente las marcas de los territorios seleccionados</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="80"/>
        <source>Place the label, city slot and scar slot of the selected territories automatically.</source>
        <translation>Coloca automáticamente el rótulo, el hueco de ciudad y el hueco de cicatriz de los territorios seleccionados.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="82"/>
        <source>Auto-place All</source>
        <translation>Colocar todo</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="84"/>
        <source>Auto-place the marks of every territory</source>
        <translation>Colocar automáticamente las marcas de todos los territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="85"/>
        <source>Place the label, city slot and scar slot of every land territory automatically.</source>
        <translation>Coloca automáticamente el rótulo, el hueco de ciudad y el hueco de cicatriz de todos los territorios de tierra.</translation>
    </message>
</context>
<context>
    <name>SlotTool</name>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="99"/>
        <source>Sticker Slots</source>
        <translation>Huecos de etiquetas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="103"/>
        <source>Drag a label (diamond), city slot (circle) or scar slot (square) to move it, or place them automatically.</source>
        <translation>Arrastra un rótulo (rombo), un hueco de ciudad (círculo) o uno de cicatriz (cuadrado) para moverlo, o colócalos automáticamente.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="247"/>
        <source>Move Label</source>
        <translation>Mover rótulo</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="249"/>
        <source>Move City Slot</source>
        <translation>Mover hueco de ciudad</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="250"/>
        <source>Move Scar Slot</source>
        <translation>Mover hueco de cicatriz</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="256"/>
        <source>Select the territories whose marks to place.</source>
        <translation>Selecciona los territorios cuyas marcas quieres colocar.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="258"/>
        <source>Auto-place Marks</source>
        <translation>Colocar marcas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="261"/>
        <source>Auto-place All Marks</source>
        <translation>Colocar todas las marcas</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="269"/>
        <source>Placing labels and sticker slots…</source>
        <translation>Colocando rótulos y huecos de etiquetas…</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="269"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../editor/tools/slot_tool.py" line="283"/>
        <source>Auto-placing was cancelled; nothing changed.</source>
        <translation>Se canceló la colocación; no ha cambiado nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/tools/slot_tool.py" line="287"/>
        <source>Placed new marks in %n territory(ies).</source>
        <translation>
            <numerusform>Marcas nuevas colocadas en %n territorio.</numerusform>
            <numerusform>Marcas nuevas colocadas en %n territorios.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapReport</name>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="67"/>
        <source>x {x}, y {y}</source>
        <comment>the pointer&apos;s position in the status bar; with a decimal comma, separate the two numbers with something else (x 400,5; y 250,0)</comment>
        <translation>x {x}; y {y}</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="86"/>
        <source>{point} — on {name}&apos;s corner</source>
        <translation>{point} — en un vértice de {name}</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="89"/>
        <source>{point} — on the corner of {names}</source>
        <translation>{point} — en el vértice de {names}</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="91"/>
        <source>{point} — on a corner</source>
        <translation>{point} — en un vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="95"/>
        <source>{point} — on {name}&apos;s edge</source>
        <translation>{point} — en un borde de {name}</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="98"/>
        <source>{point} — on the border of {names}</source>
        <translation>{point} — en la frontera de {names}</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="100"/>
        <source>{point} — on an edge</source>
        <translation>{point} — en un borde</translation>
    </message>
    <message>
        <location filename="../../editor/tools/snap_report.py" line="102"/>
        <source>{point} — on the grid</source>
        <translation>{point} — en la cuadrícula</translation>
    </message>
</context>
<context>
    <name>SplitTool</name>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="79"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="83"/>
        <source>Click points of a line across a territory, from outside one border to outside another; double-click or press Enter to cut. Esc cancels.</source>
        <translation>Haz clic en los puntos de una línea que cruce un territorio, de fuera de una frontera a fuera de otra; doble clic o Intro para cortar. Esc cancela.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="117"/>
        <source>Draw a line of at least two points across a territory.</source>
        <translation>Dibuja una línea de al menos dos puntos que cruce un territorio.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="128"/>
        <source>The line must cross a territory from one border to another.</source>
        <translation>La línea debe cruzar un territorio de una frontera a otra.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/split_tool.py" line="154"/>
        <source>Split off {name}.</source>
        <translation>Se separó {name}.</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="145"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="183"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="183"/>
        <source>Terr.</source>
        <translation>Terr.</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="183"/>
        <source>Territories held</source>
        <translation>Territorios controlados</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="184"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="184"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="185"/>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="185"/>
        <source>Continents held entirely</source>
        <translation>Continentes controlados por completo</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="289"/>
        <source>{name} (out)</source>
        <translation>{name} (fuera)</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="302"/>
        <source>Continents: {continents}</source>
        <translation>Continentes: {continents}</translation>
    </message>
    <message>
        <location filename="../../editor/play/stats_panel.py" line="343"/>
        <source>{name}, holds the initiative</source>
        <translation>{name}, tiene la iniciativa</translation>
    </message>
</context>
<context>
    <name>StockWords</name>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="74"/>
        <source>%n major city(ies)</source>
        <translation>
            <numerusform>%n Ciudad Mayor</numerusform>
            <numerusform>%n Ciudades Mayores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="75"/>
        <source>%n minor city(ies)</source>
        <translation>
            <numerusform>%n Ciudad Menor</numerusform>
            <numerusform>%n Ciudades Menores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="76"/>
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortificación</numerusform>
            <numerusform>%n fortificaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="77"/>
        <source>%n scar cancel(s)</source>
        <translation>
            <numerusform>%n cancelación de cicatriz</numerusform>
            <numerusform>%n cancelaciones de cicatriz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="78"/>
        <source>%n +1 continent mark(s)</source>
        <translation>
            <numerusform>%n marca de continente +1</numerusform>
            <numerusform>%n marcas de continente +1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="79"/>
        <source>%n −1 continent mark(s)</source>
        <translation>
            <numerusform>%n marca de continente −1</numerusform>
            <numerusform>%n marcas de continente −1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SuggestedNames</name>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="272"/>
        <source>Landing</source>
        <translation>Desembarco</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="272"/>
        <source>Hold</source>
        <translation>Bastión</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="273"/>
        <source>Haven</source>
        <translation>Refugio</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="273"/>
        <source>Watch</source>
        <translation>Atalaya</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="274"/>
        <source>Crossing</source>
        <translation>Cruce</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="274"/>
        <source>Gate</source>
        <translation>Puerta</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="275"/>
        <source>Harbour</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="275"/>
        <source>Rest</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="276"/>
        <source>Keep</source>
        <translation>Torreón</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="276"/>
        <source>Ford</source>
        <translation>Vado</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="277"/>
        <source>Reach</source>
        <translation>Confín</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="277"/>
        <source>Rise</source>
        <translation>Altozano</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="278"/>
        <source>Hollow</source>
        <translation>Hondonada</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="278"/>
        <source>Spire</source>
        <translation>Aguja</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="281"/>
        <source>Dominion</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="281"/>
        <source>Realm</source>
        <translation>Reino</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="282"/>
        <source>Frontier</source>
        <translation>Frontera</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="282"/>
        <source>Expanse</source>
        <translation>Extensión</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="283"/>
        <source>Marches</source>
        <translation>Marca</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="283"/>
        <source>Heartland</source>
        <translation>Corazón</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="284"/>
        <source>Wilds</source>
        <translation>Tierras Salvajes</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="284"/>
        <source>Reaches</source>
        <translation>Confines</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="287"/>
        <source>{owner}&apos;s {word}</source>
        <translation>{word} de {owner}</translation>
    </message>
    <message>
        <location filename="../../engine/campaign/rewards.py" line="288"/>
        <source>{owner}&apos;s {word} {number}</source>
        <translation>{word} de {owner} {number}</translation>
    </message>
</context>
<context>
    <name>Surrender</name>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="168"/>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="173"/>
        <source>Surrender</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="168"/>
        <source>{player}, surrender? Your units become neutral, your territories belong to nobody and you are out of the game. This cannot be undone.</source>
        <translation>{player}, ¿te rindes? Tus unidades pasan a ser neutrales, tus territorios no son de nadie y quedas fuera de la partida. No se puede deshacer.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/alliance_dialog.py" line="175"/>
        <source>Keep Playing</source>
        <translation>Seguir jugando</translation>
    </message>
</context>
<context>
    <name>TerritoryChart</name>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="60"/>
        <source>Territories held per turn</source>
        <translation>Territorios controlados por turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="62"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="61"/>
        <source>Territories</source>
        <translation>Territorios</translation>
    </message>
</context>
<context>
    <name>TerritoryClipboard</name>
    <message>
        <location filename="../../editor/editing/territory_clipboard.py" line="78"/>
        <location filename="../../editor/editing/territory_clipboard.py" line="89"/>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <location filename="../../editor/editing/territory_clipboard.py" line="81"/>
        <location filename="../../editor/editing/territory_clipboard.py" line="90"/>
        <source>{name} (copy {number})</source>
        <translation>{name} (copia {number})</translation>
    </message>
</context>
<context>
    <name>TerritoryColourField</name>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="27"/>
        <source>Territory colour</source>
        <translation>Color del territorio</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="28"/>
        <source>A colour of its own for the territory, drawn instead of its continent&apos;s</source>
        <translation>Un color propio para el territorio, que se dibuja en lugar del de su continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="30"/>
        <source>Use Continent Colour</source>
        <translation>Usar color del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="32"/>
        <source>Use the continent&apos;s colour</source>
        <translation>Usar el color del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="33"/>
        <source>Take the territory&apos;s own colour away: it is drawn in its continent&apos;s again</source>
        <translation>Quita el color propio del territorio: vuelve a dibujarse con el de su continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="45"/>
        <source>Continent&apos;s</source>
        <translation>El del continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="49"/>
        <source>(several)</source>
        <translation>(varios)</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_colour_field.py" line="54"/>
        <source>Territory Colour</source>
        <translation>Color del territorio</translation>
    </message>
</context>
<context>
    <name>TerritoryDock</name>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="99"/>
        <location filename="../../editor/docks/territory_dock.py" line="100"/>
        <source>Territories</source>
        <translation>Territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="112"/>
        <location filename="../../editor/docks/territory_dock.py" line="113"/>
        <source>Search territories</source>
        <translation>Buscar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="123"/>
        <source>Territories by continent</source>
        <translation>Territorios por continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="189"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="189"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="202"/>
        <source>No continent</source>
        <translation>Sin continente</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="203"/>
        <source>Sea</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../editor/docks/territory_dock.py" line="242"/>
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
    <name>TracingActions</name>
    <message>
        <location filename="../../editor/actions/tracing_actions.py" line="22"/>
        <source>Trace Along &amp;Borders</source>
        <translation>Calcar &amp;las fronteras</translation>
    </message>
    <message>
        <location filename="../../editor/actions/tracing_actions.py" line="24"/>
        <source>Drawing a territory, two clicks on one neighbour&apos;s border follow that border and take every corner on it between them (Shift: the other way round)</source>
        <translation>Al dibujar un territorio, dos clics en la frontera de un vecino siguen esa frontera y toman todos sus vértices entre ellos (Mayús: por el otro lado)</translation>
    </message>
    <message>
        <location filename="../../editor/actions/tracing_actions.py" line="39"/>
        <source>Tracing along borders is on.</source>
        <translation>El calco de fronteras está activado.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/tracing_actions.py" line="40"/>
        <source>Tracing along borders is off: clicks on a border add only the clicked point.</source>
        <translation>El calco de fronteras está desactivado: un clic en una frontera añade solo el punto pulsado.</translation>
    </message>
</context>
<context>
    <name>Transform</name>
    <message>
        <location filename="../../editor/editing/transform.py" line="110"/>
        <source>Rotate/Scale Territories</source>
        <translation>Girar/escalar territorios</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="111"/>
        <source>Rotate/Scale Territory</source>
        <translation>Girar/escalar territorio</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="129"/>
        <source>Rotating would make {territory} overlap a neighbour.</source>
        <translation>Al girar, {territory} se superpondría a un vecino.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="130"/>
        <source>Scaling would make {territory} overlap a neighbour.</source>
        <translation>Al escalar, {territory} se superpondría a un vecino.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="131"/>
        <source>Rotating and scaling would make {territory} overlap a neighbour.</source>
        <translation>Al girar y escalar, {territory} se superpondría a un vecino.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="137"/>
        <source>Rotating would make {territory}&apos;s border with {other} cross itself.</source>
        <translation>Al girar, la frontera de {territory} con {other} se cruzaría consigo misma.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="139"/>
        <source>Scaling would make {territory}&apos;s border with {other} cross itself.</source>
        <translation>Al escalar, la frontera de {territory} con {other} se cruzaría consigo misma.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="141"/>
        <source>Rotating and scaling would make {territory}&apos;s border with {other} cross itself.</source>
        <translation>Al girar y escalar, la frontera de {territory} con {other} se cruzaría consigo misma.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="146"/>
        <source>Rotating would make {territory}&apos;s outline cross itself.</source>
        <translation>Al girar, el contorno de {territory} se cruzaría consigo mismo.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="147"/>
        <source>Scaling would make {territory}&apos;s outline cross itself.</source>
        <translation>Al escalar, el contorno de {territory} se cruzaría consigo mismo.</translation>
    </message>
    <message>
        <location filename="../../editor/editing/transform.py" line="148"/>
        <source>Rotating and scaling would make {territory}&apos;s outline cross itself.</source>
        <translation>Al girar y escalar, el contorno de {territory} se cruzaría consigo mismo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/transform_handles.py" line="75"/>
        <source>{reason} Release to keep the last shape that works, Esc to cancel.</source>
        <translation>{reason} Suelta para quedarte con la última forma válida, o pulsa Esc para cancelar.</translation>
    </message>
</context>
<context>
    <name>TransformActions</name>
    <message>
        <location filename="../../editor/actions/transform_actions.py" line="23"/>
        <source>Rotate/Sca&amp;le…</source>
        <translation>&amp;Girar/Escalar…</translation>
    </message>
    <message>
        <location filename="../../editor/actions/transform_actions.py" line="24"/>
        <source>Rotate the selected territories by an angle and scale them by a percentage, about their centre; shared corners of neighbours follow</source>
        <translation>Gira los territorios seleccionados un ángulo y escálalos un porcentaje, alrededor de su centro; las esquinas compartidas de los vecinos los siguen</translation>
    </message>
    <message>
        <location filename="../../editor/actions/transform_actions.py" line="40"/>
        <location filename="../../editor/actions/transform_actions.py" line="55"/>
        <source>Select territories to rotate or scale them.</source>
        <translation>Selecciona territorios para girarlos o escalarlos.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/transform_actions.py" line="61"/>
        <source>{reason} Nothing was changed.</source>
        <translation>{reason} No se ha cambiado nada.</translation>
    </message>
    <message>
        <location filename="../../editor/actions/transform_actions.py" line="64"/>
        <source>Nothing to do: the angle is 0° and the scale 100 %.</source>
        <translation>Nada que hacer: el ángulo es 0° y la escala 100 %.</translation>
    </message>
</context>
<context>
    <name>TreasuryPanel</name>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="22"/>
        <source>Money and influence cards</source>
        <translation>Dinero y cartas de influencia</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="29"/>
        <source>Whose money and cards</source>
        <translation>De quién son el dinero y las cartas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="35"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="38"/>
        <source>Influence cards</source>
        <translation>Cartas de influencia</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="40"/>
        <source>Nobody&apos;s influence cards are shown.</source>
        <translation>No se muestran las cartas de influencia de nadie.</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="42"/>
        <source>Influence cards hidden</source>
        <translation>Cartas de influencia ocultas</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="71"/>
        <source>Show {player}&apos;s Cards</source>
        <translation>Mostrar las cartas de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="79"/>
        <source>{player}&apos;s treasury</source>
        <translation>Tesoro de {player}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="80"/>
        <source>{money} MU</source>
        <translation>{money} UM</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="85"/>
        <source>Influence cards ({count}): {cards}</source>
        <translation>Cartas de influencia ({count}): {cards}</translation>
    </message>
    <message>
        <location filename="../../editor/play/economy/treasury_panel.py" line="88"/>
        <source>No influence cards: win battles to earn them.</source>
        <translation>Sin cartas de influencia: gana batallas para conseguirlas.</translation>
    </message>
</context>
<context>
    <name>VertexTool</name>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="73"/>
        <source>Edit Vertices</source>
        <translation>Editar vértices</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="77"/>
        <source>Drag a corner to move it, double-click a border to add a corner, Ctrl+click or Delete removes one; drag inside a territory to move it.</source>
        <translation>Arrastra un vértice para moverlo, doble clic en una frontera para añadir uno, Ctrl+clic o Supr lo quita; arrastra dentro de un territorio para moverlo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="198"/>
        <source>Move Territories</source>
        <translation>Mover territorios</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="198"/>
        <source>Move Territory</source>
        <translation>Mover territorio</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="234"/>
        <source>Insert Vertex</source>
        <translation>Insertar vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="259"/>
        <location filename="../../editor/tools/vertex_tool.py" line="281"/>
        <source>Move Vertex</source>
        <translation>Mover vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="267"/>
        <source>This corner makes {name}&apos;s border cross itself</source>
        <translation>Este vértice hace que la frontera de {name} se cruce consigo misma</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="299"/>
        <source>Point at a corner to delete it.</source>
        <translation>Señala un vértice para borrarlo.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="331"/>
        <source>Set Vertex Position</source>
        <translation>Fijar la posición del vértice</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="358"/>
        <source>A territory needs at least three corners: this one cannot go.</source>
        <translation>Un territorio necesita al menos tres vértices: este no se puede quitar.</translation>
    </message>
    <message>
        <location filename="../../editor/tools/vertex_tool.py" line="360"/>
        <source>Delete Vertex</source>
        <translation>Borrar vértice</translation>
    </message>
</context>
<context>
    <name>VictoryScreen</name>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="24"/>
        <source>the last player standing</source>
        <translation>el último jugador en pie</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="25"/>
        <source>nobody is left</source>
        <translation>no queda nadie</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="26"/>
        <source>the last player with a capital</source>
        <translation>el último jugador con capital</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="27"/>
        <source>allies win together: the ally with the most territories</source>
        <translation>los aliados ganan juntos: el aliado con más territorios</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="28"/>
        <source>the turn limit was reached: the most territories (then the most MU)</source>
        <translation>se ha alcanzado el límite de turnos: más territorios (y después más UM)</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="171"/>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="172"/>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="187"/>
        <source>{name} wins!</source>
        <translation>¡Gana {name}!</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="190"/>
        <source>The game ends in a draw</source>
        <translation>La partida termina en empate</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="200"/>
        <source>Rounds played: {rounds}</source>
        <translation>Rondas jugadas: {rounds}</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="201"/>
        <source>Turns played: {turns}</source>
        <translation>Turnos jugados: {turns}</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="203"/>
        <source>How: {reason}</source>
        <translation>Cómo: {reason}</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="209"/>
        <location filename="../../editor/play/victory_screen.py" line="217"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="210"/>
        <source>Territories held per round</source>
        <translation>Territorios en cada ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="217"/>
        <source>Money (MU)</source>
        <translation>Dinero (UM)</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="219"/>
        <source>Money per round</source>
        <translation>Dinero en cada ronda</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="223"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="225"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location filename="../../editor/play/victory_screen.py" line="227"/>
        <location filename="../../editor/play/victory_screen.py" line="229"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>_FormatOptionFields</name>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="68"/>
        <source>Settings of the {format} format</source>
        <translation>Ajustes del formato {format}</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="85"/>
        <source>{setting}:</source>
        <translation>{setting}:</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="88"/>
        <source>This format has no settings of its own.</source>
        <translation>Este formato no tiene ajustes propios.</translation>
    </message>
    <message>
        <location filename="../../editor/interchange/options_dialog.py" line="100"/>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
</context>
<context>
    <name>_UnitWords</name>
    <message numerus="yes">
        <location filename="../../editor/play/economy/player_table.py" line="30"/>
        <source>%n army unit(s)</source>
        <translation>
            <numerusform>%n unidad de ejército</numerusform>
            <numerusform>%n unidades de ejército</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/economy/player_table.py" line="31"/>
        <source>%n navy unit(s)</source>
        <translation>
            <numerusform>%n unidad de armada</numerusform>
            <numerusform>%n unidades de armada</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../editor/scene/render.py" line="153"/>
        <source>Map drawn by Worldsmith</source>
        <translation>Mapa dibujado por Worldsmith</translation>
    </message>
</context>
<context>
    <name>run_editor</name>
    <message>
        <location filename="../../editor/map_editor_launch.py" line="47"/>
        <source>The map that comes with Worldsmith cannot be read; the installation may be damaged.

{error}</source>
        <translation>No se puede leer el mapa que viene con Worldsmith; puede que la instalación esté dañada.

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/map_editor_launch.py" line="53"/>
        <source>This map cannot be opened:

{error}</source>
        <translation>No se puede abrir este mapa:

{error}</translation>
    </message>
    <message>
        <location filename="../../editor/map_editor_launch.py" line="57"/>
        <source>Cannot Open Map</source>
        <translation>No se puede abrir el mapa</translation>
    </message>
</context>
</TS>
