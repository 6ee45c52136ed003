<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ClassicWords</name>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="59" />
        <source>Place %n army(ies)</source>
        <translation>
            <numerusform>Place %n army</numerusform>
            <numerusform>Place %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="96" />
        <source>%n army(ies) placed on {territory}.</source>
        <translation>
            <numerusform>%n army placed on {territory}.</numerusform>
            <numerusform>%n armies placed on {territory}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="109" />
        <source>{territory}: %n army(ies) ({player})</source>
        <translation>
            <numerusform>{territory}: %n army ({player})</numerusform>
            <numerusform>{territory}: %n armies ({player})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClipboardActions</name>
    <message numerus="yes">
        <location filename="../../editor/actions/clipboard_actions.py" line="99" />
        <source>Copied %n territory(ies); their connections are not copied.</source>
        <translation>
            <numerusform>Copied %n territory; their connections are not copied.</numerusform>
            <numerusform>Copied %n territories; their connections are not copied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/clipboard_actions.py" line="140" />
        <source>Added %n territory(ies); connections are not copied: connect them with the Connect tool or Auto-Connect.</source>
        <translation>
            <numerusform>Added %n territory; connections are not copied: connect them with the Connect tool or Auto-Connect.</numerusform>
            <numerusform>Added %n territories; connections are not copied: connect them with the Connect tool or Auto-Connect.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoinPanel</name>
    <message numerus="yes">
        <location filename="../../editor/scenario/coin_panel.py" line="175" />
        <source>%n left of the 12 starting coins</source>
        <translation>
            <numerusform>%n left of the 12 starting coins</numerusform>
            <numerusform>%n left of the 12 starting coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLineCounts</name>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="30" />
        <source>%n warning(s).</source>
        <translation>
            <numerusform>%n warning.</numerusform>
            <numerusform>%n warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="34" />
        <source>{file}: a saved game of %n action(s) on {map}; it replays to its saved position. {verdict}</source>
        <translation>
            <numerusform>{file}: a saved game of %n action on {map}; it replays to its saved position. {verdict}</numerusform>
            <numerusform>{file}: a saved game of %n actions on {map}; it replays to its saved position. {verdict}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="39" />
        <source>%n attacking army(ies) (plus one at home)</source>
        <translation>
            <numerusform>%n attacking army (plus one at home)</numerusform>
            <numerusform>%n attacking armies (plus one at home)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="42" />
        <source>%n defending army(ies)</source>
        <translation>
            <numerusform>%n defending army</numerusform>
            <numerusform>%n defending armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="47" />
        <source>%n game(s) of {rules} on {map}, seed {seed}:</source>
        <translation>
            <numerusform>%n game of {rules} on {map}, seed {seed}:</numerusform>
            <numerusform>%n games of {rules} on {map}, seed {seed}:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="51" />
        <source>%n game(s) of {rules} on {map}, seed {seed} (partial):</source>
        <translation>
            <numerusform>%n game of {rules} on {map}, seed {seed} (partial):</numerusform>
            <numerusform>%n games of {rules} on {map}, seed {seed} (partial):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="55" />
        <source>  seat {seat} ({bot}): %n win(s) ({share})</source>
        <translation>
            <numerusform>  seat {seat} ({bot}): %n win ({share})</numerusform>
            <numerusform>  seat {seat} ({bot}): %n wins ({share})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="59" />
        <source>  seat {seat} ({bot}): %n win(s) ({share}, 95% {low}–{high})</source>
        <translation>
            <numerusform>  seat {seat} ({bot}): %n win ({share}, 95% {low}–{high})</numerusform>
            <numerusform>  seat {seat} ({bot}): %n wins ({share}, 95% {low}–{high})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="63" />
        <source>  bot {bot} (rotated over the seats): %n win(s) in {seats} seats ({share}, 95% {low}–{high})</source>
        <translation>
            <numerusform>  bot {bot} (rotated over the seats): %n win in {seats} seats ({share}, 95% {low}–{high})</numerusform>
            <numerusform>  bot {bot} (rotated over the seats): %n wins in {seats} seats ({share}, 95% {low}–{high})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="68" />
        <source>  {rate} games per second on %n worker(s)</source>
        <translation>
            <numerusform>  {rate} games per second on %n worker</numerusform>
            <numerusform>  {rate} games per second on %n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="72" />
        <source>the scenario has %n player(s), not {value}</source>
        <translation>
            <numerusform>the scenario has %n player, not {value}</numerusform>
            <numerusform>the scenario has %n players, not {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="76" />
        <source>stopped: the report covers {played} of %n game(s)</source>
        <translation>
            <numerusform>stopped: the report covers {played} of %n game</numerusform>
            <numerusform>stopped: the report covers {played} of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="80" />
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="83" />
        <source>%n game(s) played so far</source>
        <translation>
            <numerusform>%n game played so far</numerusform>
            <numerusform>%n games played so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="86" />
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="89" />
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="93" />
        <source>saved {file}: %n game(s) played</source>
        <translation>
            <numerusform>saved {file}: %n game played</numerusform>
            <numerusform>saved {file}: %n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="98" />
        <source>{file}: %n sealed pack(s) added ({total} in the world)</source>
        <translation>
            <numerusform>{file}: %n sealed pack added ({total} in the world)</numerusform>
            <numerusform>{file}: %n sealed packs added ({total} in the world)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="101" />
        <source>%n scar type(s)</source>
        <translation>
            <numerusform>%n scar type</numerusform>
            <numerusform>%n scar types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="104" />
        <source>%n scar card(s)</source>
        <translation>
            <numerusform>%n scar card</numerusform>
            <numerusform>%n scar cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="107" />
        <source>%n power(s)</source>
        <translation>
            <numerusform>%n power</numerusform>
            <numerusform>%n powers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="110" />
        <source>%n event card(s)</source>
        <translation>
            <numerusform>%n event card</numerusform>
            <numerusform>%n event cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="113" />
        <source>%n mission card(s)</source>
        <translation>
            <numerusform>%n mission card</numerusform>
            <numerusform>%n mission cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/cli/plurals.py" line="116" />
        <source>%n rule option change(s)</source>
        <translation>
            <numerusform>%n rule option change</numerusform>
            <numerusform>%n rule option changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ContinentDock</name>
    <message numerus="yes">
        <location filename="../../editor/docks/continent_dock.py" line="383" />
        <source>{name} has %n territory(ies). Delete the continent anyway? They will then belong to no continent.</source>
        <translation>
            <numerusform>{name} has %n territory. Delete the continent anyway? They will then belong to no continent.</numerusform>
            <numerusform>{name} has %n territories. Delete the continent anyway? They will then belong to no continent.</numerusform>
        </translation>
    </message>
</context>
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
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="37" />
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territory</numerusform>
            <numerusform>%n territories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="40" />
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="43" />
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="46" />
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="49" />
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="52" />
        <source>Fixed %n problem(s).</source>
        <translation>
            <numerusform>Fixed %n problem.</numerusform>
            <numerusform>Fixed %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="56" />
        <source>Repair %n Self-Intersection(s)</source>
        <translation>
            <numerusform>Repair %n Self-Intersection</numerusform>
            <numerusform>Repair %n Self-Intersections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="59" />
        <source>Fix %n Border Mismatch(es)</source>
        <translation>
            <numerusform>Fix %n Border Mismatch</numerusform>
            <numerusform>Fix %n Border Mismatches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="62" />
        <source>Close %n Thin Gap(s)</source>
        <translation>
            <numerusform>Close %n Thin Gap</numerusform>
            <numerusform>Close %n Thin Gaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="65" />
        <source>Remove %n Overlap(s)</source>
        <translation>
            <numerusform>Remove %n Overlap</numerusform>
            <numerusform>Remove %n Overlaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="68" />
        <source>Give %n Sliver(s) to Neighbours</source>
        <translation>
            <numerusform>Give %n Sliver to Neighbours</numerusform>
            <numerusform>Give %n Slivers to Neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="71" />
        <source>Fix %n Geometry Problem(s)</source>
        <translation>
            <numerusform>Fix %n Geometry Problem</numerusform>
            <numerusform>Fix %n Geometry Problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="76" />
        <source>Fortified: %n of {total} uses left</source>
        <translation>
            <numerusform>Fortified: %n of {total} uses left</numerusform>
            <numerusform>Fortified: %n of {total} uses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="80" />
        <source>%n legal start(s)</source>
        <translation>
            <numerusform>%n legal start</numerusform>
            <numerusform>%n legal starts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="83" />
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="87" />
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="91" />
        <source>%n resource card(s)</source>
        <translation>
            <numerusform>%n resource card</numerusform>
            <numerusform>%n resource cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="94" />
        <source>%n event card(s)</source>
        <translation>
            <numerusform>%n event card</numerusform>
            <numerusform>%n event cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="97" />
        <source>%n mission card(s)</source>
        <translation>
            <numerusform>%n mission card</numerusform>
            <numerusform>%n mission cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="100" />
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="103" />
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="106" />
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="109" />
        <source>%n controller(s)</source>
        <translation>
            <numerusform>%n controller</numerusform>
            <numerusform>%n controllers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="112" />
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="115" />
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n bot</numerusform>
            <numerusform>%n bots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="118" />
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="121" />
        <source>%n border territory(ies)</source>
        <translation>
            <numerusform>%n border territory</numerusform>
            <numerusform>%n border territories</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="124" />
        <source>%n entry connection(s)</source>
        <translation>
            <numerusform>%n entry connection</numerusform>
            <numerusform>%n entry connections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="127" />
        <source>%n continent(s)</source>
        <translation>
            <numerusform>%n continent</numerusform>
            <numerusform>%n continents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="130" />
        <source>%n border(s)</source>
        <translation>
            <numerusform>%n border</numerusform>
            <numerusform>%n borders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="133" />
        <source>%n sea-line(s)</source>
        <translation>
            <numerusform>%n sea-line</numerusform>
            <numerusform>%n sea-lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="136" />
        <source>%n country(ies)</source>
        <translation>
            <numerusform>%n country</numerusform>
            <numerusform>%n countries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="139" />
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n part</numerusform>
            <numerusform>%n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="142" />
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="145" />
        <source>%n letter(s)</source>
        <translation>
            <numerusform>%n letter</numerusform>
            <numerusform>%n letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="148" />
        <source>%n pixel(s)</source>
        <translation>
            <numerusform>%n pixel</numerusform>
            <numerusform>%n pixels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="151" />
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feature</numerusform>
            <numerusform>%n features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="154" />
        <source>%n geometry(ies)</source>
        <translation>
            <numerusform>%n geometry</numerusform>
            <numerusform>%n geometries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="157" />
        <source>%n element(s)</source>
        <translation>
            <numerusform>%n element</numerusform>
            <numerusform>%n elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="160" />
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n level</numerusform>
            <numerusform>%n levels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="163" />
        <source>%n thin gap(s)</source>
        <translation>
            <numerusform>%n thin gap</numerusform>
            <numerusform>%n thin gaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="166" />
        <source>%n army unit(s)</source>
        <translation>
            <numerusform>%n army unit</numerusform>
            <numerusform>%n army units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="169" />
        <source>%n navy unit(s)</source>
        <translation>
            <numerusform>%n navy unit</numerusform>
            <numerusform>%n navy units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="172" />
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n region</numerusform>
            <numerusform>%n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="175" />
        <source>%n separate group(s)</source>
        <translation>
            <numerusform>%n separate group</numerusform>
            <numerusform>%n separate groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/counts.py" line="178" />
        <source>%n water territory(ies)</source>
        <translation>
            <numerusform>%n water territory</numerusform>
            <numerusform>%n water territories</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DraftPage</name>
    <message numerus="yes">
        <location filename="../../editor/play/economy/pages/setup_page.py" line="43" />
        <source>Click a country nobody has picked to make it yours (%n left).</source>
        <translation>
            <numerusform>Click a country nobody has picked to make it yours (%n left).</numerusform>
            <numerusform>Click a country nobody has picked to make it yours (%n left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="548" />
        <source>You must trade: you hold %n card(s), trade sets until you have {limit} or fewer</source>
        <translation>
            <numerusform>You must trade: you hold %n card, trade sets until you have {limit} or fewer</numerusform>
            <numerusform>You must trade: you hold %n cards, trade sets until you have {limit} or fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="551" />
        <source>You must trade: you hold %n card(s)</source>
        <translation>
            <numerusform>You must trade: you hold %n card</numerusform>
            <numerusform>You must trade: you hold %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="600" />
        <source>&amp;Trade for %n army(ies)</source>
        <translation>
            <numerusform>&amp;Trade for %n army</numerusform>
            <numerusform>&amp;Trade for %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/hand_panel.py" line="617" />
        <source>+%n army(ies) on {territory}, which you hold</source>
        <translation>
            <numerusform>+%n army on {territory}, which you hold</numerusform>
            <numerusform>+%n armies on {territory}, which you hold</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegacyPlayTool</name>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/legacy_tool.py" line="136" />
        <source>%n troop(s) expand from {source} into {target}.</source>
        <translation>
            <numerusform>%n troop expand from {source} into {target}.</numerusform>
            <numerusform>%n troops expand from {source} into {target}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegacyWords</name>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="158" />
        <source>Place %n troop(s)</source>
        <translation>
            <numerusform>Place %n troop</numerusform>
            <numerusform>Place %n troops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="195" />
        <source>%n troop(s) placed on {territory}.</source>
        <translation>
            <numerusform>%n troop placed on {territory}.</numerusform>
            <numerusform>%n troops placed on {territory}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/language/vocabulary.py" line="208" />
        <source>{territory}: %n troop(s) ({player})</source>
        <translation>
            <numerusform>{territory}: %n troop ({player})</numerusform>
            <numerusform>{territory}: %n troops ({player})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../editor/main_window.py" line="578" />
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
        <location filename="../../editor/actions/map_actions.py" line="150" />
        <source>Deleted %n territory(ies).</source>
        <translation>
            <numerusform>Deleted %n territory.</numerusform>
            <numerusform>Deleted %n territories.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="169" />
        <source>Added %n connection(s) between bordering territories.</source>
        <translation>
            <numerusform>Added %n connection between bordering territories.</numerusform>
            <numerusform>Added %n connections between bordering territories.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="182" />
        <source>Made %n water territory(ies) along the coasts.</source>
        <translation>
            <numerusform>Made %n water territory along the coasts.</numerusform>
            <numerusform>Made %n water territories along the coasts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/actions/map_actions.py" line="208" />
        <source>Placed the marks of %n territory(ies).</source>
        <translation>
            <numerusform>Placed the marks of %n territory.</numerusform>
            <numerusform>Placed the marks of %n territories.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message numerus="yes">
        <location filename="../../editor/scenario/mark_palette.py" line="277" />
        <source>{name} — %n left</source>
        <translation>
            <numerusform>{name} — %n left</numerusform>
            <numerusform>{name} — %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasureTool</name>
    <message numerus="yes">
        <location filename="../../editor/tools/measure_tool.py" line="132" />
        <source>; total {total} over %n leg(s)</source>
        <translation>
            <numerusform>; total {total} over %n leg</numerusform>
            <numerusform>; total {total} over %n legs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhasePanel</name>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="284" />
        <source>This turn: {own} of your armies and {neutral} of the neutral's (%n of yours left)</source>
        <translation>
            <numerusform>This turn: {own} of your armies and {neutral} of the neutral's (%n of yours left)</numerusform>
            <numerusform>This turn: {own} of your armies and {neutral} of the neutral's (%n of yours left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="290" />
        <source>This turn: {own} more of your armies (%n left)</source>
        <translation>
            <numerusform>This turn: {own} more of your armies (%n left)</numerusform>
            <numerusform>This turn: {own} more of your armies (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="291" />
        <source>Place your starting armies (%n left)</source>
        <translation>
            <numerusform>Place your starting armies (%n left)</numerusform>
            <numerusform>Place your starting armies (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/phase_panel.py" line="294" />
        <source>Trade a set: you hold %n card(s)</source>
        <translation>
            <numerusform>Trade a set: you hold %n card</numerusform>
            <numerusform>Trade a set: you hold %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayCounts</name>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="21" />
        <source>%n navy(ies)</source>
        <translation>
            <numerusform>%n navy</numerusform>
            <numerusform>%n navies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="24" />
        <source>%n water(s)</source>
        <translation>
            <numerusform>%n water</numerusform>
            <numerusform>%n waters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="27" />
        <source>%n army base(s)</source>
        <translation>
            <numerusform>%n army base</numerusform>
            <numerusform>%n army bases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="30" />
        <source>%n navy base(s)</source>
        <translation>
            <numerusform>%n navy base</numerusform>
            <numerusform>%n navy bases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="33" />
        <source>%n road(s)</source>
        <translation>
            <numerusform>%n road</numerusform>
            <numerusform>%n roads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="36" />
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortification</numerusform>
            <numerusform>%n fortifications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="39" />
        <source>%n canal(s)</source>
        <translation>
            <numerusform>%n canal</numerusform>
            <numerusform>%n canals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="42" />
        <source>%n capital(s)</source>
        <translation>
            <numerusform>%n capital</numerusform>
            <numerusform>%n capitals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="47" />
        <source>%n army base(s) in {territory}</source>
        <translation>
            <numerusform>%n army base in {territory}</numerusform>
            <numerusform>%n army bases in {territory}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="51" />
        <source>%n navy base(s) of {territory} on {water}</source>
        <translation>
            <numerusform>%n navy base of {territory} on {water}</numerusform>
            <numerusform>%n navy bases of {territory} on {water}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="55" />
        <source>%n extra flank(s)</source>
        <translation>
            <numerusform>%n extra flank</numerusform>
            <numerusform>%n extra flanks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="59" />
        <source>{units} (%n defending)</source>
        <translation>
            <numerusform>{units} (%n defending)</numerusform>
            <numerusform>{units} (%n defending)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/play_counts.py" line="63" />
        <source>%n unit(s) died unpaid.</source>
        <translation>
            <numerusform>%n unit died unpaid.</numerusform>
            <numerusform>%n units died unpaid.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTool</name>
    <message numerus="yes">
        <location filename="../../editor/play/play_tool.py" line="245" />
        <source>%n neutral army(ies) placed on {territory}.</source>
        <translation>
            <numerusform>%n neutral army placed on {territory}.</numerusform>
            <numerusform>%n neutral armies placed on {territory}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message numerus="yes">
        <location filename="../../editor/docks/problems_dock.py" line="304" />
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/docks/problems_dock.py" line="305" />
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message numerus="yes">
        <location filename="../../editor/docks/properties_dock.py" line="470" />
        <source>%n territory(ies)</source>
        <translation>
            <numerusform>%n territory</numerusform>
            <numerusform>%n territories</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShopPage</name>
    <message numerus="yes">
        <location filename="../../editor/play/economy/pages/shop_page.py" line="398" />
        <source>Your money buys %n navy(ies) there</source>
        <translation>
            <numerusform>Your money buys %n navy there</numerusform>
            <numerusform>Your money buys %n navies there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SideboardPanel</name>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/sideboard_panel.py" line="163" />
        <source>%n face up</source>
        <translation>
            <numerusform>%n face up</numerusform>
            <numerusform>%n face up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlotTool</name>
    <message numerus="yes">
        <location filename="../../editor/tools/slot_tool.py" line="287" />
        <source>Placed new marks in %n territory(ies).</source>
        <translation>
            <numerusform>Placed new marks in %n territory.</numerusform>
            <numerusform>Placed new marks in %n territories.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockWords</name>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="74" />
        <source>%n major city(ies)</source>
        <translation>
            <numerusform>%n major city</numerusform>
            <numerusform>%n major cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="75" />
        <source>%n minor city(ies)</source>
        <translation>
            <numerusform>%n minor city</numerusform>
            <numerusform>%n minor cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="76" />
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortification</numerusform>
            <numerusform>%n fortifications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="77" />
        <source>%n scar cancel(s)</source>
        <translation>
            <numerusform>%n scar cancel</numerusform>
            <numerusform>%n scar cancels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="78" />
        <source>%n +1 continent mark(s)</source>
        <translation>
            <numerusform>%n +1 continent mark</numerusform>
            <numerusform>%n +1 continent marks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/legacy/campaign_panel.py" line="79" />
        <source>%n −1 continent mark(s)</source>
        <translation>
            <numerusform>%n −1 continent mark</numerusform>
            <numerusform>%n −1 continent marks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_UnitWords</name>
    <message numerus="yes">
        <location filename="../../editor/play/economy/player_table.py" line="30" />
        <source>%n army unit(s)</source>
        <translation>
            <numerusform>%n army unit</numerusform>
            <numerusform>%n army units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/play/economy/player_table.py" line="31" />
        <source>%n navy unit(s)</source>
        <translation>
            <numerusform>%n navy unit</numerusform>
            <numerusform>%n navy units</numerusform>
        </translation>
    </message>
</context>
</TS>