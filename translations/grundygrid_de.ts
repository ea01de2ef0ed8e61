<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <source>GrundyGrid</source>
        <translation>GrundyGrid</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main Tool Bar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <source>Start a new board (asks for the game and size)</source>
        <translation>Ein neues Brett beginnen (fragt nach Spiel und Größe)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>Eine Brettdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the board and the moves played</source>
        <translation>Das Brett und die gespielten Züge speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the board under a new name</source>
        <translation>Das Brett unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit GrundyGrid</source>
        <translation>GrundyGrid beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last edit or move</source>
        <translation>Die letzte Änderung oder den letzten Zug rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Das Rückgängiggemachte wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Re&amp;size Board…</source>
        <translation>Brett&amp;größe ändern …</translation>
    </message>
    <message>
        <source>Change the number of rows and columns</source>
        <translation>Die Anzahl der Zeilen und Spalten ändern</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Remove everything painted on the board</source>
        <translation>Alles auf dem Brett Gemalte entfernen</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Edit Mode</source>
        <translation>&amp;Bearbeitungsmodus</translation>
    </message>
    <message>
        <source>Edit the setup: paint and erase cells</source>
        <translation>Die Ausgangsstellung bearbeiten: Felder malen und radieren</translation>
    </message>
    <message>
        <source>&amp;Play Mode</source>
        <translation>&amp;Spielmodus</translation>
    </message>
    <message>
        <source>Play the game from the current position</source>
        <translation>Das Spiel ab der aktuellen Stellung spielen</translation>
    </message>
    <message>
        <source>Against the &amp;Computer</source>
        <translation>Gegen den &amp;Computer</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <source>Against a &amp;Human</source>
        <translation>Gegen einen &amp;Menschen</translation>
    </message>
    <message>
        <source>Two players share the board</source>
        <translation>Zwei Spieler teilen sich das Brett</translation>
    </message>
    <message>
        <source>Computer Moves &amp;First</source>
        <translation>Computer &amp;zieht zuerst</translation>
    </message>
    <message>
        <source>The computer makes the first move of the game</source>
        <translation>Der Computer macht den ersten Zug des Spiels</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show a winning move for the player to move</source>
        <translation>Einen Gewinnzug für den Spieler am Zug zeigen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neustart</translation>
    </message>
    <message>
        <source>Go back to the start of the game (undoable)</source>
        <translation>Zurück zum Anfang des Spiels (lässt sich rückgängig machen)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Make the board larger</source>
        <translation>Das Brett größer darstellen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Make the board smaller</source>
        <translation>Das Brett kleiner darstellen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Brett &amp;einpassen</translation>
    </message>
    <message>
        <source>Fit the whole board into the window</source>
        <translation>Das ganze Brett ins Fenster einpassen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Show &amp;Marks</source>
        <translation>&amp;Markierungen zeigen</translation>
    </message>
    <message>
        <source>Mark winning and losing moves on the board</source>
        <translation>Gewinn- und Verlustzüge auf dem Brett markieren</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>&amp;Cancel Analysis</source>
        <translation>Analyse &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop the running analysis</source>
        <translation>Die laufende Analyse abbrechen</translation>
    </message>
    <message>
        <source>&amp;About GrundyGrid</source>
        <translation>Ü&amp;ber GrundyGrid</translation>
    </message>
    <message>
        <source>About GrundyGrid</source>
        <translation>Über GrundyGrid</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>Show &amp;Grundy Values</source>
        <translation>&amp;Grundy-Werte zeigen</translation>
    </message>
    <message>
        <source>Write on each move&apos;s cell the Grundy value of the position it leaves</source>
        <translation>Auf das Feld jedes Zugs den Grundy-Wert der Stellung schreiben, die er hinterlässt</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Show &amp;Decomposition</source>
        <translation>&amp;Zerlegung zeigen</translation>
    </message>
    <message>
        <source>Outline the independent parts of the position and add up their Grundy values</source>
        <translation>Die unabhängigen Teile der Stellung umranden und ihre Grundy-Werte zusammenzählen</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>Play the same setup again from the start, in the same mode</source>
        <translation>Dieselbe Ausgangsstellung noch einmal von vorn spielen, im selben Modus</translation>
    </message>
    <message>
        <source>Value History</source>
        <translation>Werteverlauf</translation>
    </message>
    <message>
        <source>&amp;Import Contest Text…</source>
        <translation>Wettbewerbstext &amp;importieren …</translation>
    </message>
    <message>
        <source>Read a setup from a contest text (the published puzzle format)</source>
        <translation>Eine Ausgangsstellung aus einem Wettbewerbstext lesen (dem veröffentlichten Aufgabenformat)</translation>
    </message>
    <message>
        <source>&amp;Export Contest Text…</source>
        <translation>Wettbewerbstext &amp;exportieren …</translation>
    </message>
    <message>
        <source>Write the setup as a contest text that grundygrid-cli answers</source>
        <translation>Die Ausgangsstellung als Wettbewerbstext schreiben, den grundygrid-cli beantwortet</translation>
    </message>
    <message>
        <source>Import &amp;Position Query…</source>
        <translation>Stellungsabfrage im&amp;portieren …</translation>
    </message>
    <message>
        <source>Read a setup and the moves played from a position query text</source>
        <translation>Eine Ausgangsstellung und die gespielten Züge aus einer Stellungsabfrage lesen</translation>
    </message>
    <message>
        <source>Export Posi&amp;tion Query…</source>
        <translation>Stellungsabfrage expor&amp;tieren …</translation>
    </message>
    <message>
        <source>Write the setup and the moves played as a position query for grundygrid-cli moves</source>
        <translation>Die Ausgangsstellung und die gespielten Züge als Stellungsabfrage für „grundygrid-cli moves“ schreiben</translation>
    </message>
    <message>
        <source>Computer &amp;vs Computer (Demo)</source>
        <translation>Computer gegen Computer (&amp;Demo)</translation>
    </message>
    <message>
        <source>The computer plays both sides, one move at a time</source>
        <translation>Der Computer spielt beide Seiten, Zug für Zug</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimationen</translation>
    </message>
    <message>
        <source>Briefly animate each move on the board</source>
        <translation>Jeden Zug kurz auf dem Brett animieren</translation>
    </message>
    <message>
        <source>Colour-&amp;Blind Safe Colours</source>
        <translation>Farben für Farben&amp;blinde</translation>
    </message>
    <message>
        <source>Mark winning moves blue and losing moves orange instead of green and red</source>
        <translation>Gewinnzüge blau und Verlustzüge orange statt grün und rot markieren</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Neues Brett</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>The game to set up</source>
        <translation>Das Spiel für das neue Brett</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Number of rows of the board</source>
        <translation>Anzahl der Zeilen des Bretts</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>S&amp;palten:</translation>
    </message>
    <message>
        <source>Number of columns of the board</source>
        <translation>Anzahl der Spalten des Bretts</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Beginnen mit</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>&amp;Leeres Brett</translation>
    </message>
    <message>
        <source>A board of the chosen size with nothing painted on it</source>
        <translation>Ein Brett der gewählten Größe, auf dem nichts gemalt ist</translation>
    </message>
    <message>
        <source>The game&apos;s e&amp;xample</source>
        <translation>&amp;Beispiel des Spiels</translation>
    </message>
    <message>
        <source>The game&apos;s ready example board (it has a size of its own)</source>
        <translation>Das fertige Beispielbrett des Spiels (es hat seine eigene Größe)</translation>
    </message>
    <message>
        <source>Ra&amp;ndom board</source>
        <translation>Zu&amp;fälliges Brett</translation>
    </message>
    <message>
        <source>A random board of the chosen size</source>
        <translation>Ein zufälliges Brett der gewählten Größe</translation>
    </message>
    <message>
        <source>&amp;Density:</source>
        <translation>&amp;Dichte:</translation>
    </message>
    <message>
        <source>The share of the cells a random board paints</source>
        <translation>Der Anteil der Felder, die ein zufälliges Brett bemalt</translation>
    </message>
</context>
<context>
    <name>gui::AboutBox</name>
    <message>
        <source>About GrundyGrid</source>
        <translation>Über GrundyGrid</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GrundyGrid %1&lt;/h3&gt;&lt;p&gt;Edit, play and solve impartial grid games.&lt;/p&gt;&lt;p&gt;Marks on the board: a ring with a tick (green, or blue with colour-blind safe colours) is a winning move, a small red or orange cross a losing one.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GrundyGrid %1&lt;/h3&gt;&lt;p&gt;Neutrale Spiele auf Gitterbrettern bearbeiten, spielen und lösen.&lt;/p&gt;&lt;p&gt;Markierungen auf dem Brett: Ein Ring mit Häkchen (grün, mit den Farben für Farbenblinde blau) ist ein Gewinnzug, ein kleines rotes oder orangefarbenes Kreuz ein Verlustzug.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisProgress</name>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analyse läuft … %p %</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisText</name>
    <message>
        <source>Player to move wins</source>
        <translation>Spieler am Zug gewinnt</translation>
    </message>
    <message>
        <source>Player to move loses</source>
        <translation>Spieler am Zug verliert</translation>
    </message>
    <message>
        <source>No move left: the game is over</source>
        <translation>Kein Zug mehr möglich: Das Spiel ist aus</translation>
    </message>
    <message>
        <source>Wins in 1 move with best play</source>
        <translation>Gewinnt in 1 Zug bei bestem Spiel</translation>
    </message>
    <message>
        <source>Wins in %1 moves with best play</source>
        <translation>Gewinnt in %1 Zügen bei bestem Spiel</translation>
    </message>
    <message>
        <source>Loses in 1 move at the latest</source>
        <translation>Verliert spätestens in 1 Zug</translation>
    </message>
    <message>
        <source>Loses in %1 moves at the latest</source>
        <translation>Verliert spätestens in %1 Zügen</translation>
    </message>
    <message>
        <source>Grundy value %1</source>
        <translation>Grundy-Wert %1</translation>
    </message>
    <message>
        <source>Grundy value not computed for a board this large</source>
        <translation>Grundy-Wert für ein so großes Brett nicht berechnet</translation>
    </message>
    <message>
        <source>No winning move (of %1)</source>
        <translation>Kein Gewinnzug (von %1)</translation>
    </message>
    <message>
        <source>1 winning move (of %1)</source>
        <translation>1 Gewinnzug (von %1)</translation>
    </message>
    <message>
        <source>%1 winning moves (of %2)</source>
        <translation>%1 Gewinnzüge (von %2)</translation>
    </message>
</context>
<context>
    <name>gui::AttractionsLook</name>
    <message>
        <source>Attractions</source>
        <translation>Attraktionen</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>Spot: click a cell to make it a building lot or plain lawn again; drag to lay out a run</source>
        <translation>Bauplatz: Klick auf ein Feld macht es zum Bauplatz oder wieder zu Rasen; Ziehen legt eine Reihe an</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Rasen</translation>
    </message>
    <message>
        <source>Plain: click or drag to turn spots back into lawn, where nothing may be built</source>
        <translation>Rasen: Klicken oder Ziehen macht Bauplätze wieder zu Rasen, auf dem nichts gebaut werden darf</translation>
    </message>
    <message>
        <source>Play mode: click a free spot to build an attraction there.</source>
        <translation>Spielmodus: Klicke auf einen freien Bauplatz, um dort eine Attraktion zu bauen.</translation>
    </message>
    <message>
        <source>That is outside the park.</source>
        <translation>Das liegt außerhalb des Parks.</translation>
    </message>
    <message>
        <source>An attraction already stands at (%1, %2).</source>
        <translation>Auf (%1, %2) steht schon eine Attraktion.</translation>
    </message>
    <message>
        <source>A sign covers (%1, %2): nothing more can be built there.</source>
        <translation>Ein Schild steht auf (%1, %2): Dort kann nichts mehr gebaut werden.</translation>
    </message>
    <message>
        <source>(%1, %2) is plain lawn: attractions are built only on spots.</source>
        <translation>(%1, %2) ist Rasen: Attraktionen werden nur auf Bauplätzen gebaut.</translation>
    </message>
</context>
<context>
    <name>gui::BoardFile</name>
    <message>
        <source>The board file has no &quot;%1&quot; field.</source>
        <translation>Der Brettdatei fehlt der Eintrag „%1“.</translation>
    </message>
    <message>
        <source>The &quot;%1&quot; field is far too large: %2.</source>
        <translation>Der Eintrag „%1“ ist viel zu groß: %2.</translation>
    </message>
    <message>
        <source>The &quot;%1&quot; field must be a whole number.</source>
        <translation>Der Eintrag „%1“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Move %1 (row %2, column %3)</source>
        <translation>Zug %1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>Move %1 (rows %2 to %3, columns %4 to %5)</source>
        <translation>Zug %1 (Zeilen %2 bis %3, Spalten %4 bis %5)</translation>
    </message>
    <message>
        <source>The &quot;cells&quot; field must be a list.</source>
        <translation>Der Eintrag „cells“ muss eine Liste sein.</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list must be an object with &quot;row&quot;, &quot;col&quot; and &quot;kind&quot;.</source>
        <translation>Feld %1 der Liste „cells“ muss ein Objekt mit „row“, „col“ und „kind“ sein.</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list needs a whole-number &quot;row&quot; and &quot;col&quot;.</source>
        <translation>Feld %1 der Liste „cells“ braucht ganze Zahlen für „row“ und „col“.</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list needs a &quot;kind&quot; text.</source>
        <translation>Feld %1 der Liste „cells“ braucht einen Text für „kind“.</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list has the unknown kind &quot;%2&quot;.</source>
        <translation>Feld %1 der Liste „cells“ hat die unbekannte Art „%2“.</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, column %3) lies outside the %4 x %5 board.</source>
        <translation>Feld %1 (Zeile %2, Spalte %3) liegt außerhalb des Bretts der Größe %4 × %5.</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, column %3) is listed twice.</source>
        <translation>Feld %1 (Zeile %2, Spalte %3) ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>The &quot;moves&quot; field must be a list.</source>
        <translation>Der Eintrag „moves“ muss eine Liste sein.</translation>
    </message>
    <message>
        <source>Move %1 must be a list of four whole numbers [row1, col1, row2, col2].</source>
        <translation>Zug %1 muss eine Liste aus vier ganzen Zahlen sein: [row1, col1, row2, col2].</translation>
    </message>
    <message>
        <source>%1 is not a legal move in the position reached by the moves before it.</source>
        <translation>%1 ist in der Stellung nach den vorherigen Zügen kein erlaubter Zug.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1 at line %2, column %3.</source>
        <translation>Die Datei ist kein gültiges JSON: %1 in Zeile %2, Spalte %3.</translation>
    </message>
    <message>
        <source>The file is not a GrundyGrid board file: it does not hold a JSON object.</source>
        <translation>Die Datei ist keine GrundyGrid-Brettdatei, denn sie enthält kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The file is not a GrundyGrid board file: its &quot;format&quot; field is not &quot;%1&quot;.</source>
        <translation>Die Datei ist keine GrundyGrid-Brettdatei, denn ihr Eintrag „format“ ist nicht „%1“.</translation>
    </message>
    <message>
        <source>The file was written by a newer GrundyGrid (board file version %1); this version reads version %2.</source>
        <translation>Die Datei stammt von einem neueren GrundyGrid (Brettdatei-Version %1); diese Version liest Version %2.</translation>
    </message>
    <message>
        <source>Board file version %1 does not exist.</source>
        <translation>Eine Brettdatei-Version %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>The board file has no &quot;game&quot; field.</source>
        <translation>Der Brettdatei fehlt der Eintrag „game“.</translation>
    </message>
    <message>
        <source>The &quot;game&quot; field must be a text.</source>
        <translation>Der Eintrag „game“ muss ein Text sein.</translation>
    </message>
    <message>
        <source>The file is for the game &quot;%1&quot;, which this version of GrundyGrid does not know.</source>
        <translation>Die Datei gehört zum Spiel „%1“, das diese Version von GrundyGrid nicht kennt.</translation>
    </message>
    <message>
        <source>The board size %1 x %2 is out of range: a %3 board has %4 to %5 rows and %6 to %7 columns.</source>
        <translation>Die Brettgröße %1 × %2 ist nicht zulässig: Ein Brett für „%3“ hat %4 bis %5 Zeilen und %6 bis %7 Spalten.</translation>
    </message>
    <message>
        <source>The board cannot be played: %1.</source>
        <translation>Auf diesem Brett kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>The board file %1 does not exist.</source>
        <translation>Die Brettdatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot read the board file %1: %2.</source>
        <translation>Die Brettdatei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a board file.</source>
        <translation>Die Datei %1 ist zu groß für eine Brettdatei.</translation>
    </message>
    <message>
        <source>Cannot open the board file %1: %2</source>
        <translation>Die Brettdatei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save the board file %1: %2.</source>
        <translation>Die Brettdatei %1 kann nicht gespeichert werden: %2.</translation>
    </message>
</context>
<context>
    <name>gui::BoardNavigation</name>
    <message>
        <source>&amp;Go to Cell…</source>
        <translation>Zu &amp;Feld springen …</translation>
    </message>
    <message>
        <source>Centre the cell (X, Y) in the view</source>
        <translation>Das Feld (X, Y) in der Ansicht zentrieren</translation>
    </message>
</context>
<context>
    <name>gui::ChompLook</name>
    <message>
        <source>Poisoned Chomp</source>
        <translation>Vergiftete Schokolade</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>Poison: click a piece to poison it or make it chocolate again; drag to poison a run</source>
        <translation>Gift: Ein Stück anklicken, um es zu vergiften oder wieder zu Schokolade zu machen; ziehen, um eine Reihe zu vergiften</translation>
    </message>
    <message>
        <source>Chocolate</source>
        <translation>Schokolade</translation>
    </message>
    <message>
        <source>Chocolate: click or drag to remove poison</source>
        <translation>Schokolade: Klicken oder ziehen, um Gift zu entfernen</translation>
    </message>
    <message>
        <source>That is outside the bar.</source>
        <translation>Das liegt außerhalb der Tafel.</translation>
    </message>
    <message>
        <source>That piece has already been eaten.</source>
        <translation>Dieses Stück ist schon gegessen.</translation>
    </message>
    <message>
        <source>That piece is poisoned: nobody may eat it.</source>
        <translation>Dieses Stück ist vergiftet: Niemand darf es essen.</translation>
    </message>
    <message>
        <source>A bite at (%1, %2) would eat poison below or to the right of it.</source>
        <translation>Ein Bissen bei (%1, %2) würde Gift darunter oder rechts davon mitessen.</translation>
    </message>
    <message>
        <source>Play mode: click a piece to take your bite.</source>
        <translation>Spielmodus: Klicke auf ein Stück, um abzubeißen.</translation>
    </message>
</context>
<context>
    <name>gui::ComputerPlayer</name>
    <message>
        <source>Computer plays %1</source>
        <translation>Computer zieht %1</translation>
    </message>
</context>
<context>
    <name>gui::ContestTextDialogs</name>
    <message>
        <source>%1 text (*.txt *.in *)</source>
        <translation>Text für „%1“ (*.txt *.in *)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Contest Text</source>
        <translation>Wettbewerbstext importieren</translation>
    </message>
    <message>
        <source>The text holds %1 cases. Import case number:</source>
        <translation>Der Text enthält %1 Fälle. Nummer des zu importierenden Falls:</translation>
    </message>
    <message>
        <source>The text holds %1 cases. Import:</source>
        <translation>Der Text enthält %1 Fälle. Zu importierender Fall:</translation>
    </message>
</context>
<context>
    <name>gui::ContestTextFiles</name>
    <message>
        <source>The game “%1” is not known.</source>
        <translation>Das Spiel „%1“ ist unbekannt.</translation>
    </message>
    <message>
        <source>Cannot import contest text</source>
        <translation>Wettbewerbstext kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Cannot import position query</source>
        <translation>Stellungsabfrage kann nicht importiert werden</translation>
    </message>
    <message>
        <source>The desktop program cannot show %1 boards yet; grundygrid-cli reads their texts.</source>
        <translation>Das Programm kann %1-Bretter noch nicht anzeigen; grundygrid-cli liest ihre Texte.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, too large for a text of this program.</source>
        <translation>%1 ist größer als %2 MB und damit zu groß für einen Text dieses Programms.</translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation>Fall %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1 is not a contest text of %2.
%3: %4</source>
        <translation>%1 ist kein Wettbewerbstext für „%2“.
%3: %4</translation>
    </message>
    <message>
        <source>%1 is not a position query of %2.
%3: %4</source>
        <translation>%1 ist keine Stellungsabfrage für „%2“.
%3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export Contest Text</source>
        <translation>Wettbewerbstext exportieren</translation>
    </message>
    <message>
        <source>Export Position Query</source>
        <translation>Stellungsabfrage exportieren</translation>
    </message>
    <message>
        <source>%1 has no text format.</source>
        <translation>Für „%1“ gibt es kein Textformat.</translation>
    </message>
    <message>
        <source>The board is not a setup the game can play: %1</source>
        <translation>Das Brett ist keine spielbare Ausgangsstellung: %1</translation>
    </message>
    <message>
        <source>The text format cannot hold this board: %1</source>
        <translation>Das Textformat kann dieses Brett nicht darstellen: %1</translation>
    </message>
    <message>
        <source>Cannot export contest text</source>
        <translation>Wettbewerbstext kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Cannot export position query</source>
        <translation>Stellungsabfrage kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Import Contest Text</source>
        <translation>Wettbewerbstext importieren</translation>
    </message>
    <message>
        <source>Import Position Query</source>
        <translation>Stellungsabfrage importieren</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Imported case %1 of %2 of %3</source>
        <translation>Fall %1 von %2 aus %3 importiert</translation>
    </message>
</context>
<context>
    <name>gui::DecompositionText</name>
    <message>
        <source>%1 × *0</source>
        <extracomment>%1 parts of value *0 gathered in one term of the sum, e.g. &quot;4 × *0&quot;</extracomment>
        <translation>%1 × *0</translation>
    </message>
    <message>
        <source>1 independent part</source>
        <translation>1 unabhängiger Teil</translation>
    </message>
    <message>
        <source>%1 independent parts</source>
        <translation>%1 unabhängige Teile</translation>
    </message>
    <message>
        <source>The sum is *0: the player to move loses.</source>
        <translation>Die Summe ist *0: Der Spieler am Zug verliert.</translation>
    </message>
    <message>
        <source>The sum is not *0: the player to move wins by making it *0.</source>
        <translation>Die Summe ist nicht *0: Der Spieler am Zug gewinnt, indem er sie zu *0 macht.</translation>
    </message>
</context>
<context>
    <name>gui::DialogPrompts</name>
    <message>
        <source>GrundyGrid boards (*.grundy *.json);;All files (*)</source>
        <translation>GrundyGrid-Bretter (*.grundy *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The board “%1” has unsaved changes. Save them?</source>
        <translation>Das Brett „%1“ enthält ungespeicherte Änderungen. Möchten Sie sie speichern?</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>Brett öffnen</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>Brett speichern</translation>
    </message>
</context>
<context>
    <name>gui::DocumentFiles</name>
    <message>
        <source>New %1 x %2 board</source>
        <translation>Neues Brett mit %1 × %2 Feldern</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>Brett kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is a board of the game “%2”, which this version does not know.</source>
        <translation>%1 ist ein Brett des Spiels „%2“, das diese Version nicht kennt.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>Brett kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 is a board of the game “%2”, which the desktop program cannot show yet; grundygrid-cli analyses it.</source>
        <translation>%1 ist ein Brett des Spiels „%2“, das das Programm noch nicht anzeigen kann; grundygrid-cli analysiert es.</translation>
    </message>
    <message>
        <source>Cannot create board</source>
        <translation>Brett kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>New board: the example of %1</source>
        <translation>Neues Brett: das Beispiel für „%1“</translation>
    </message>
    <message>
        <source>New random %1 x %2 board (%3 % density)</source>
        <translation>Neues Zufallsbrett mit %1 × %2 Feldern (Dichte %3 %)</translation>
    </message>
</context>
<context>
    <name>gui::EditTool</name>
    <message>
        <source>Editing the setup: the moves played were cleared (Undo brings them back).</source>
        <translation>Die Ausgangsstellung wird bearbeitet: Die gespielten Züge wurden gelöscht („Rückgängig“ holt sie zurück).</translation>
    </message>
    <message>
        <source>%1: nothing changed.</source>
        <translation>%1: Nichts hat sich geändert.</translation>
    </message>
    <message>
        <source>%1: done (Undo takes it back).</source>
        <translation>%1: erledigt (Rückgängig nimmt es zurück).</translation>
    </message>
</context>
<context>
    <name>gui::GameLook</name>
    <message>
        <source>Paint %1 cells</source>
        <translation>Felder „%1“ malen</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Erase painted cells</source>
        <translation>Bemalte Felder radieren</translation>
    </message>
    <message>
        <source>(%1, %2) is not a legal move</source>
        <translation>(%1, %2) ist kein erlaubter Zug</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <source>eaten</source>
        <translation>gegessen</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>lava</source>
        <translation>Lava</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>unpassierbar</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>gefüllt</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>attraction</source>
        <translation>Attraktion</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Play mode: click a cell to play there.</source>
        <translation>Spielmodus: Klicke auf ein Feld, um dort zu ziehen.</translation>
    </message>
</context>
<context>
    <name>gui::GoToCellDialog</name>
    <message>
        <source>Go to Cell</source>
        <translation>Zu Feld springen</translation>
    </message>
    <message>
        <source>&amp;X (column, to the right):</source>
        <translation>&amp;X (Spalte, nach rechts):</translation>
    </message>
    <message>
        <source>&amp;Y (row, downwards):</source>
        <translation>&amp;Y (Zeile, nach unten):</translation>
    </message>
</context>
<context>
    <name>gui::HintAction</name>
    <message>
        <source>The analysis of this position is not ready yet.</source>
        <translation>Die Analyse dieser Stellung ist noch nicht fertig.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr möglich.</translation>
    </message>
    <message>
        <source>No winning move here: every move loses against best play.</source>
        <translation>Hier gibt es keinen Gewinnzug: Jeder Zug verliert gegen bestes Spiel.</translation>
    </message>
    <message>
        <source>Hint: %1 wins.</source>
        <translation>Tipp: %1 gewinnt.</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <source>Analysing…</source>
        <translation>Analyse läuft …</translation>
    </message>
    <message>
        <source>Analysis cancelled</source>
        <translation>Analyse abgebrochen</translation>
    </message>
    <message>
        <source>Analysis cancelled. Edit the board to analyse again.</source>
        <translation>Analyse abgebrochen. Bearbeiten Sie das Brett, um erneut zu analysieren.</translation>
    </message>
    <message>
        <source>The computer played %1.</source>
        <translation>Der Computer hat %1 gezogen.</translation>
    </message>
    <message>
        <source>Edit mode: click or drag to paint, right-drag to erase.</source>
        <translation>Bearbeitungsmodus: Zum Malen klicken oder ziehen, zum Radieren mit der rechten Maustaste ziehen.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Back at the start. Undo returns to where you were.</source>
        <translation>Zurück am Anfang. „Rückgängig“ führt dorthin zurück, wo Sie waren.</translation>
    </message>
    <message>
        <source>No analysis: %1</source>
        <translation>Keine Analyse: %1</translation>
    </message>
    <message>
        <source>This board cannot be analysed: %1</source>
        <translation>Dieses Brett kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
</context>
<context>
    <name>gui::MoveListPanel</name>
    <message>
        <source>Click a move to go back to the position after it</source>
        <translation>Einen Zug anklicken, um zur Stellung nach diesem Zug zurückzukehren</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>%1. %2 — player %3</source>
        <translation>%1. %2 — Spieler %3</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation>Zu Zug %1 springen</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictLink</name>
    <message>
        <source>Switch to play mode to play a move from the list.</source>
        <translation>Wechseln Sie in den Spielmodus, um einen Zug aus der Liste zu spielen.</translation>
    </message>
    <message>
        <source>The game is over. Use Restart or Undo to play on.</source>
        <translation>Das Spiel ist aus. Mit „Neustart“ oder „Rückgängig“ geht es weiter.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>%1 gezogen.</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictModel</name>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <source>Winning move: it leaves the opponent a lost position</source>
        <translation>Gewinnzug: Er hinterlässt dem Gegner eine verlorene Stellung</translation>
    </message>
    <message>
        <source>Losing move: the opponent can win after it</source>
        <translation>Verlustzug: Danach kann der Gegner gewinnen</translation>
    </message>
    <message>
        <source>The game lasts 1 more move after this one with best play</source>
        <translation>Nach diesem Zug folgt bei bestem Spiel noch 1 Zug</translation>
    </message>
    <message>
        <source>The game lasts %1 more moves after this one with best play</source>
        <translation>Nach diesem Zug folgen bei bestem Spiel noch %1 Züge</translation>
    </message>
    <message>
        <source>The move; sorted by its coordinates</source>
        <translation>Der Zug (sortiert nach seinen Koordinaten)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Whether the move wins for the player who makes it</source>
        <translation>Ob der Zug für den ziehenden Spieler gewinnt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>The Grundy value of the position the move leaves</source>
        <translation>Der Grundy-Wert der Stellung, die der Zug hinterlässt</translation>
    </message>
    <message>
        <source>Grundy</source>
        <translation>Grundy</translation>
    </message>
    <message>
        <source>How many moves the game lasts after this one with best play (remoteness)</source>
        <translation>Wie viele Züge bei bestem Spiel nach diesem noch folgen (Remoteness)</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>Restzüge</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictTable</name>
    <message>
        <source>Grundy</source>
        <translation>Grundy</translation>
    </message>
    <message>
        <source>The legal moves and what they leave the opponent. Click a heading to sort; select a move to see it on the board; double-click or press Enter to play it.</source>
        <translation>Die erlaubten Züge und was sie dem Gegner hinterlassen. Eine Spaltenüberschrift anklicken, um zu sortieren; einen Zug auswählen, um ihn auf dem Brett zu sehen; doppelklicken oder die Eingabetaste drücken, um ihn zu spielen.</translation>
    </message>
</context>
<context>
    <name>gui::NewBoardDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Brettgröße ändern</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The number of rows must be a whole number from %1 to %2, not %3.</source>
        <translation>Die Anzahl der Zeilen muss eine ganze Zahl von %1 bis %2 sein (eingegeben: %3).</translation>
    </message>
    <message>
        <source>The number of columns must be a whole number from %1 to %2, not %3.</source>
        <translation>Die Anzahl der Spalten muss eine ganze Zahl von %1 bis %2 sein (eingegeben: %3).</translation>
    </message>
    <message>
        <source>There are no random boards of this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Zufallsbretter.</translation>
    </message>
    <message>
        <source>Boards of this game always have this size</source>
        <translation>Bretter dieses Spiels haben immer diese Größe</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2</source>
        <translation>Eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>The example board has its own size (%1 x %2).</source>
        <translation>Das Beispielbrett hat seine eigene Größe (%1 × %2).</translation>
    </message>
    <message>
        <source>The board is too large to fill: the random cells go into its top-left %1 x %1 corner.</source>
        <translation>Das Brett ist zu groß, um es ganz zu füllen: Die Zufallsfelder kommen in seine linke obere Ecke aus %1 × %1 Feldern.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>gui::PaintCellsCommand</name>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source> (clears the moves played)</source>
        <translation> (löscht die gespielten Züge)</translation>
    </message>
</context>
<context>
    <name>gui::PawnLook</name>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Impassable: click a cell to block it or free it again; drag to block a run</source>
        <translation>Unpassierbar: Klick auf ein Feld sperrt es oder gibt es wieder frei; Ziehen sperrt eine Reihe</translation>
    </message>
    <message>
        <source>Pawn: click a free cell to move the pawn there</source>
        <translation>Bauer: Klick auf ein freies Feld setzt den Bauern dorthin</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Eraser: click or drag to free impassable cells</source>
        <translation>Radierer: Klicken oder Ziehen gibt unpassierbare Felder frei</translation>
    </message>
    <message>
        <source>Play mode: click a cell left of the pawn or above it to move the pawn there.</source>
        <translation>Spielmodus: Klicke auf ein Feld links vom Bauern oder über ihm, um den Bauern dorthin zu ziehen.</translation>
    </message>
    <message>
        <source>That is outside the board.</source>
        <translation>Das liegt außerhalb des Bretts.</translation>
    </message>
    <message>
        <source>The pawn is on %1: pick a cell left of it or above it.</source>
        <translation>Der Bauer steht auf %1: Wähle ein Feld links davon oder darüber.</translation>
    </message>
    <message>
        <source>%1 is impassable.</source>
        <translation>%1 ist unpassierbar.</translation>
    </message>
    <message>
        <source>The pawn moves only along its row or its column: %1 is in neither.</source>
        <translation>Der Bauer zieht nur entlang seiner Zeile oder Spalte: %1 liegt in keiner von beiden.</translation>
    </message>
    <message>
        <source>The pawn moves only left or up, never right or down.</source>
        <translation>Der Bauer zieht nur nach links oder oben, nie nach rechts oder unten.</translation>
    </message>
    <message>
        <source>An impassable cell blocks the way from %1 to %2.</source>
        <translation>Ein unpassierbares Feld versperrt den Weg von %1 nach %2.</translation>
    </message>
</context>
<context>
    <name>gui::PlayOptions</name>
    <message>
        <source>&amp;Perfect</source>
        <translation>&amp;Perfekt</translation>
    </message>
    <message>
        <source>Always the fastest win; from a lost position the slowest loss</source>
        <translation>Immer der schnellste Gewinn; aus verlorener Stellung die langsamste Niederlage</translation>
    </message>
    <message>
        <source>&amp;Strong</source>
        <translation>&amp;Stark</translation>
    </message>
    <message>
        <source>Always some winning move, not always the fastest; from a lost position a long game</source>
        <translation>Immer ein Gewinnzug, nicht immer der schnellste; aus verlorener Stellung ein langes Spiel</translation>
    </message>
    <message>
        <source>&amp;Casual</source>
        <translation>&amp;Locker</translation>
    </message>
    <message>
        <source>Finds a winning move half of the time, otherwise plays at random</source>
        <translation>Findet in der Hälfte der Fälle einen Gewinnzug, zieht sonst zufällig</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>Any legal move, at random</source>
        <translation>Irgendein erlaubter Zug, zufällig gewählt</translation>
    </message>
    <message>
        <source>Computer &amp;Strength</source>
        <translation>S&amp;pielstärke des Computers</translation>
    </message>
    <message>
        <source>Demo S&amp;peed</source>
        <translation>Demo-&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <source>P&amp;ause Demo</source>
        <translation>Demo &amp;anhalten</translation>
    </message>
    <message>
        <source>Pause or resume the computer-vs-computer demo</source>
        <translation>Die Demo Computer gegen Computer anhalten oder fortsetzen</translation>
    </message>
    <message>
        <source>%1 s between moves</source>
        <translation>%1 s zwischen den Zügen</translation>
    </message>
    <message>
        <source>Res&amp;ume Demo</source>
        <translation>Demo &amp;fortsetzen</translation>
    </message>
</context>
<context>
    <name>gui::PlayTool</name>
    <message>
        <source>The game is over. Use Restart or Undo to play on.</source>
        <translation>Das Spiel ist aus. Mit „Neustart“ oder „Rückgängig“ geht es weiter.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>%1 gezogen.</translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation>Zug abgebrochen.</translation>
    </message>
    <message>
        <source>Corner set: stretch the rectangle with the arrow keys, Enter plays it, Escape cancels.</source>
        <translation>Ecke gesetzt: Die Pfeiltasten ziehen das Rechteck auf, die Eingabetaste spielt es, Esc bricht ab.</translation>
    </message>
    <message>
        <source>The computer plays both sides in the demo. Choose another opponent to play yourself.</source>
        <translation>In der Demo spielt der Computer beide Seiten. Wählen Sie einen anderen Gegner, um selbst zu spielen.</translation>
    </message>
</context>
<context>
    <name>gui::RectangleBandItem</name>
    <message>
        <source>not all filled</source>
        <translation>nicht alles gefüllt</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
</context>
<context>
    <name>gui::RectanglesLook</name>
    <message>
        <source>Rectangles</source>
        <translation>Rechtecke</translation>
    </message>
    <message>
        <source>Filled</source>
        <translation>Gefüllt</translation>
    </message>
    <message>
        <source>Filled (1): click a cell to fill or empty it; drag to fill a run of cells</source>
        <translation>Gefüllt (1): Klick auf ein Feld füllt oder leert es; Ziehen füllt eine Reihe von Feldern</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Empty (0): click or drag to empty cells</source>
        <translation>Leer (0): Klicken oder Ziehen leert Felder</translation>
    </message>
    <message>
        <source>Play mode: click a tile to clear it, or drag from corner to corner to clear a rectangle of tiles.</source>
        <translation>Spielmodus: Klicke auf eine Kachel, um sie zu entfernen, oder ziehe von Ecke zu Ecke, um ein Rechteck aus Kacheln zu entfernen.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>That is outside the board.</source>
        <translation>Das liegt außerhalb des Bretts.</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: only filled cells can be cleared.</source>
        <translation>(%1, %2) ist leer: Nur gefüllte Felder können entfernt werden.</translation>
    </message>
    <message>
        <source>The rectangle %1 holds empty cells: a move clears a rectangle of filled cells only.</source>
        <translation>Das Rechteck %1 enthält leere Felder: Ein Zug entfernt nur ein Rechteck aus gefüllten Feldern.</translation>
    </message>
</context>
<context>
    <name>gui::ResizeBoardCommand</name>
    <message>
        <source>Resize to %1 x %2</source>
        <translation>Größe auf %1 × %2 ändern</translation>
    </message>
</context>
<context>
    <name>gui::SetupEdits</name>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
</context>
<context>
    <name>gui::TurnText</name>
    <message>
        <source>Editing — player %1 to move</source>
        <translation>Bearbeitung — Spieler %1 am Zug</translation>
    </message>
    <message>
        <source>To move: the computer</source>
        <translation>Am Zug: der Computer</translation>
    </message>
    <message>
        <source>To move: you</source>
        <translation>Am Zug: Sie</translation>
    </message>
    <message>
        <source>To move: player %1</source>
        <translation>Am Zug: Spieler %1</translation>
    </message>
    <message>
        <source>You win! The computer has no move left.</source>
        <translation>Sie gewinnen! Der Computer hat keinen Zug mehr.</translation>
    </message>
    <message>
        <source>The computer wins: you have no move left.</source>
        <translation>Der Computer gewinnt: Sie haben keinen Zug mehr.</translation>
    </message>
    <message>
        <source>Player %1 wins: player %2 has no move left.</source>
        <translation>Spieler %1 gewinnt: Spieler %2 hat keinen Zug mehr.</translation>
    </message>
    <message>
        <source>Demo paused — player %1 (computer) to move</source>
        <translation>Demo angehalten — Spieler %1 (Computer) am Zug</translation>
    </message>
    <message>
        <source>Demo — to move: player %1 (computer)</source>
        <translation>Demo — am Zug: Spieler %1 (Computer)</translation>
    </message>
    <message>
        <source>Demo over: player %1 wins, player %2 has no move left.</source>
        <translation>Demo beendet: Spieler %1 gewinnt, Spieler %2 hat keinen Zug mehr.</translation>
    </message>
</context>
<context>
    <name>gui::ValueHistoryChart</name>
    <message>
        <source>Grundy value</source>
        <translation>Grundy-Wert</translation>
    </message>
    <message>
        <source>Moves left with best play</source>
        <translation>Verbleibende Züge bei bestem Spiel</translation>
    </message>
    <message>
        <source>Player to move: wins (1) or loses (0)</source>
        <translation>Spieler am Zug: gewinnt (1) oder verliert (0)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>After move %1, %2 by player %3</source>
        <translation>Nach Zug %1, %2 von Spieler %3</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Noch nicht analysiert</translation>
    </message>
    <message>
        <source>This move threw away a win</source>
        <translation>Dieser Zug hat einen Gewinn verschenkt</translation>
    </message>
</context>
<context>
    <name>gui::ValueHistoryPanel</name>
    <message>
        <source>Click a point to go to that position</source>
        <translation>Einen Punkt anklicken, um zu dieser Stellung zu springen</translation>
    </message>
    <message>
        <source>move %1, %2 by player %3</source>
        <translation>Zug %1, %2 von Spieler %3</translation>
    </message>
    <message>
        <source>No win thrown away.</source>
        <translation>Kein Gewinn verschenkt.</translation>
    </message>
    <message>
        <source>▼ Threw away a win: %1.</source>
        <translation>▼ Gewinn verschenkt: %1.</translation>
    </message>
    <message>
        <source>1 position not analysed yet.</source>
        <translation>1 Stellung noch nicht analysiert.</translation>
    </message>
    <message>
        <source>%1 positions not analysed yet.</source>
        <translation>%1 Stellungen noch nicht analysiert.</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation>Zu Zug %1 springen</translation>
    </message>
</context>
<context>
    <name>gui::VolcanoLook</name>
    <message>
        <source>Volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Wall: click a cell to build or remove a wall; drag to build a run of walls</source>
        <translation>Mauer: Klick auf ein Feld baut oder entfernt eine Mauer; Ziehen baut eine Reihe von Mauern</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Monster: click open ground to place or remove a monster by hand</source>
        <translation>Monster: Klick auf freies Gelände setzt oder entfernt ein Monster von Hand</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Freies Gelände</translation>
    </message>
    <message>
        <source>Open ground: click or drag to clear walls and monsters</source>
        <translation>Freies Gelände: Klicken oder Ziehen entfernt Mauern und Monster</translation>
    </message>
    <message>
        <source>Derive Monsters</source>
        <translation>Monster ableiten</translation>
    </message>
    <message>
        <source>Derive the monsters from the walls by the prime-cross rule: a monster lives on every open cell whose open runs to the left, right, top and bottom are all at least 2 cells long. Replaces the monsters placed by hand.</source>
        <translation>Leitet die Monster nach der Primkreuz-Regel aus den Mauern ab: Ein Monster lebt auf jedem freien Feld, dessen freie Strecken nach links, rechts, oben und unten alle mindestens 2 Felder lang sind. Ersetzt die von Hand gesetzten Monster.</translation>
    </message>
    <message>
        <source>Play mode: click a monster to make its volcano erupt.</source>
        <translation>Spielmodus: Klicke auf ein Monster, um seinen Vulkan ausbrechen zu lassen.</translation>
    </message>
    <message>
        <source>That is outside the field.</source>
        <translation>Das liegt außerhalb des Felds.</translation>
    </message>
    <message>
        <source>Lava covers (%1, %2): nothing lives there any more.</source>
        <translation>Lava bedeckt (%1, %2): Dort lebt nichts mehr.</translation>
    </message>
    <message>
        <source>(%1, %2) is a wall: only a monster can erupt.</source>
        <translation>(%1, %2) ist eine Mauer: Nur ein Monster kann ausbrechen.</translation>
    </message>
    <message>
        <source>No monster lives at (%1, %2).</source>
        <translation>Auf (%1, %2) lebt kein Monster.</translation>
    </message>
    <message>
        <source>Monsters Follow Walls</source>
        <translation>Monster folgen den Mauern</translation>
    </message>
    <message>
        <source>While on, the monsters are derived from the walls by the prime-cross rule after every stroke, so they appear and vanish as you paint walls.</source>
        <translation>Solange eingeschaltet, werden die Monster nach jedem Strich nach der Primkreuz-Regel aus den Mauern abgeleitet, sodass sie beim Malen von Mauern erscheinen und verschwinden.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edit, play and solve impartial grid games.</source>
        <translation>Neutrale Spiele auf Gitterbrettern bearbeiten, spielen und lösen.</translation>
    </message>
    <message>
        <source>Save the window as a PNG once the board is analysed, then quit.</source>
        <translation>Das Fenster als PNG speichern, sobald das Brett analysiert ist, und dann beenden.</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1600x1000.</source>
        <translation>Fenstergröße für --screenshot, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>A board file to open.</source>
        <translation>Eine Brettdatei, die geöffnet werden soll.</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT, e.g. 1600x1000, not “%1”</source>
        <translation>--size erwartet BREITExHÖHE, z. B. 1600x1000, nicht „%1“</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>kann das Bildschirmfoto nicht nach %1 schreiben</translation>
    </message>
    <message>
        <source>the desktop program cannot show %1 boards yet</source>
        <translation>das Programm kann %1-Bretter noch nicht anzeigen</translation>
    </message>
</context>
</TS>
