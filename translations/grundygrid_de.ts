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
        <source>Against a H&amp;uman</source>
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
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>Show Grundy &amp;Values</source>
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
        <source>Sho&amp;w Each Board Alone</source>
        <translation>&amp;Jedes Brett für sich zeigen</translation>
    </message>
    <message>
        <source>Mark each board&apos;s moves as if the board were alone, instead of as moves of the sum</source>
        <translation>Die Züge jedes Bretts so markieren, als stünde das Brett allein, statt als Züge der Summe</translation>
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
        <source>Colo&amp;ur-Blind Safe Colours</source>
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
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;Rules of the Games</source>
        <translation>&amp;Regeln der Spiele</translation>
    </message>
    <message>
        <source>Rules of the games, with pictures, and how to read the marks (F1)</source>
        <translation>Die Regeln der Spiele mit Bildern und wie die Markierungen zu lesen sind (F1)</translation>
    </message>
    <message>
        <source>Show the rules of each game with example boards and a legend of the marks on the board</source>
        <translation>Die Regeln jedes Spiels mit Beispielbrettern und einer Legende der Markierungen auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Show the program&apos;s version and what the marks on the board mean</source>
        <translation>Die Version des Programms zeigen und was die Markierungen auf dem Brett bedeuten</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Analy&amp;se</source>
        <translation>Ana&amp;lysieren</translation>
    </message>
    <message>
        <source>Analyse the board again, e.g. after a cancelled analysis</source>
        <translation>Das Brett erneut analysieren, z. B. nach einer abgebrochenen Analyse</translation>
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
    <message>
        <source>The board sizes this game takes</source>
        <translation>Die Brettgrößen, die dieses Spiel zulässt</translation>
    </message>
    <message>
        <source>How far the misère rule (Game ▸ Misère Play) is decided for this game</source>
        <translation>Wie weit die Misère-Regel für dieses Spiel entschieden wird</translation>
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
    <message>
        <source>&lt;p&gt;Help ▸ Rules of the Games (F1) explains each game with pictures.&lt;/p&gt;&lt;p&gt;Built with Qt %1, running on Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hilfe ▸ Regeln der Spiele (F1) erklärt jedes Spiel mit Bildern.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %1, läuft mit Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gui::ActionTips</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tooltip followed by the action&apos;s keyboard shortcut, e.g. &quot;Undo the last edit (Ctrl+Z)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisPanel</name>
    <message>
        <source>Analyse &amp;Again</source>
        <translation>&amp;Erneut analysieren</translation>
    </message>
    <message>
        <source>Analyse the board again</source>
        <translation>Das Brett erneut analysieren</translation>
    </message>
    <message>
        <source>Show only &amp;winning moves</source>
        <translation>Nur &amp;gewinnende Züge zeigen</translation>
    </message>
    <message>
        <source>List only the moves that win; the losing moves are hidden</source>
        <translation>Nur die Züge auflisten, die gewinnen; die verlierenden werden ausgeblendet</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisProgress</name>
    <message>
        <source>Analysing %1 boards… %p%</source>
        <translation>Analyse von %1 Brettern läuft … %p %</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analyse läuft … %p %</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>noch etwa %1 min</translation>
    </message>
    <message>
        <source>about %1 h left</source>
        <translation>noch etwa %1 h</translation>
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
        <source>Grundy values and remoteness are not computed for a board this large: the marks show win or loss only</source>
        <translation>Grundy-Werte und Remoteness (verbleibende Züge) werden für ein so großes Brett nicht berechnet: Die Markierungen zeigen nur Gewinn oder Verlust</translation>
    </message>
    <message>
        <source>%L1 legal moves; which of them win is not known</source>
        <translation>%L1 legale Züge; welche davon gewinnen, ist nicht bekannt</translation>
    </message>
    <message>
        <source>No winning move (of %L1)</source>
        <translation>Kein Gewinnzug (von %L1)</translation>
    </message>
    <message>
        <source>1 winning move (of %L1)</source>
        <translation>1 Gewinnzug (von %L1)</translation>
    </message>
    <message>
        <source>%1 winning moves (of %L2)</source>
        <translation>%1 Gewinnzüge (von %L2)</translation>
    </message>
    <message>
        <source>The table lists %L1 of them: the nearest and every winning move.</source>
        <extracomment>The move table of a position with too many moves to list (a pawn far from the origin).</extracomment>
        <translation>Die Tabelle zeigt %L1 davon: die nächstgelegenen und jeden Gewinnzug.</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Bretter: %1</translation>
    </message>
    <message>
        <source>Not known: %1</source>
        <translation>Nicht bekannt: %1</translation>
    </message>
    <message>
        <source>%1: the player to move loses</source>
        <extracomment>A sum&apos;s boards&apos; values and their XOR, then what it means: &quot;*3 ⊕ *1 ⊕ *2 = *0: the player to move loses&quot;.</extracomment>
        <translation>%1: Der Spieler am Zug verliert</translation>
    </message>
    <message>
        <source>%1: the player to move wins</source>
        <translation>%1: Der Spieler am Zug gewinnt</translation>
    </message>
    <message>
        <source>The marks and the move table show each board alone: its own winning moves, as if the other boards were not there</source>
        <translation>Die Markierungen und die Zugtabelle zeigen jedes Brett für sich: seine eigenen Gewinnzüge, als gäbe es die anderen Bretter nicht</translation>
    </message>
    <message>
        <source>The marks and the move table show the moves of the sum: a winning move leaves every board together at *0</source>
        <translation>Die Markierungen und die Zugtabelle zeigen die Züge der Summe: Ein Gewinnzug lässt alle Bretter zusammen bei *0</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisViewOptions</name>
    <message>
        <source>Mark each board&apos;s moves as if the board were alone, instead of as moves of the sum</source>
        <translation>Die Züge jedes Bretts so markieren, als stünde das Brett allein, statt als Züge der Summe</translation>
    </message>
    <message>
        <source>Only a sum of several boards has boards to show alone; this board is alone already</source>
        <translation>Nur eine Summe aus mehreren Brettern hat Bretter, die für sich gezeigt werden können; dieses Brett steht schon allein</translation>
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
        <source>Plain</source>
        <translation>Rasen</translation>
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
    <message>
        <source>Spot: click a cell to make it a building lot or plain lawn again, drag to lay out a run, right-drag to turn cells back into lawn</source>
        <translation>Bauplatz: Klick auf ein Feld macht es zum Bauplatz oder wieder zu Rasen, Ziehen legt eine Reihe an, Ziehen mit der rechten Maustaste macht Felder wieder zu Rasen</translation>
    </message>
    <message>
        <source>Plain (eraser): click or drag to turn spots back into lawn, where nothing may be built</source>
        <translation>Rasen (Radierer): Klicken oder Ziehen macht Bauplätze wieder zu Rasen, auf dem nichts gebaut werden darf</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a park: some cells are spots where an attraction may be built, the rest is plain lawn where nothing may be built.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; builds an attraction on a free spot. From it, signs run along the four diagonals, cell by cell, until they reach the edge of the park or a cell already taken by an attraction or a sign; they cover lawn as well as spots. A spot under a sign can no longer be built on.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who cannot build any more loses. Cells of the two chessboard colours never meet along a diagonal, so they form separate games.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Brett ist ein Park: Einige Felder sind Bauplätze, auf denen eine Attraktion gebaut werden darf, der Rest ist Rasen, auf dem nichts gebaut werden darf.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; baut eine Attraktion auf einen freien Bauplatz. Von dort laufen Schilder Feld für Feld entlang der vier Diagonalen, bis sie den Rand des Parks erreichen oder ein Feld, das schon eine Attraktion oder ein Schild trägt; sie bedecken Rasen ebenso wie Bauplätze. Auf einem Bauplatz unter einem Schild kann nicht mehr gebaut werden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer nicht mehr bauen kann, verliert. Felder der beiden Schachbrettfarben treffen sich nie auf einer Diagonale und bilden daher getrennte Spiele.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a free spot to build there. In edit mode, paint spots and plain lawn.</source>
        <translation>Im Spielmodus einen freien Bauplatz anklicken, um dort zu bauen. Im Bearbeitungsmodus Bauplätze und Rasen malen.</translation>
    </message>
    <message>
        <source>A 5 × 5 park with four patches of plain lawn: attractions may be built on the spots, never on the lawn.</source>
        <translation>Ein Park aus 5 × 5 Feldern mit vier Rasenflächen: Attraktionen dürfen auf Bauplätzen gebaut werden, nie auf dem Rasen.</translation>
    </message>
    <message>
        <source>An attraction built at (2, 2): its signs run diagonally to the edges and cover every spot on the way. This first move wins.</source>
        <translation>Eine Attraktion auf (2, 2): Ihre Schilder laufen diagonal bis zu den Rändern und bedecken jeden Bauplatz auf dem Weg. Dieser erste Zug gewinnt.</translation>
    </message>
    <message>
        <source>The analysis of the empty park: a ring with a tick marks each spot where the first attraction wins (the corners and the centre), a small cross each one where it loses.</source>
        <translation>Die Analyse des leeren Parks: Ein Ring mit Häkchen markiert jeden Bauplatz, auf dem die erste Attraktion gewinnt (die Ecken und die Mitte), ein kleines Kreuz jeden, auf dem sie verliert.</translation>
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
        <source>A 3 × 3 park with five spots.</source>
        <translation>Ein Park aus 3 × 3 Feldern mit fünf Bauplätzen.</translation>
    </message>
</context>
<context>
    <name>gui::Autosave</name>
    <message>
        <source>Autosave failed: cannot write %1: %2</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the autosave folder cannot be created or locked</source>
        <translation>der Ordner für automatisches Speichern kann nicht angelegt oder gesperrt werden</translation>
    </message>
</context>
<context>
    <name>gui::BestLineExplorer</name>
    <message>
        <source>Best Line</source>
        <translation>Beste Zugfolge</translation>
    </message>
    <message>
        <source>No best line: %1</source>
        <translation>Keine beste Zugfolge: %1</translation>
    </message>
    <message>
        <source>Show &amp;Best Line</source>
        <translation>Beste Z&amp;ugfolge anzeigen</translation>
    </message>
    <message>
        <source>Show best play from the current position, move by move, in the Best Line tab</source>
        <translation>Das beste Spiel ab der aktuellen Stellung Zug für Zug im Reiter Beste Zugfolge zeigen</translation>
    </message>
</context>
<context>
    <name>gui::BestLinePanel</name>
    <message>
        <source>The game is over: no move is left.</source>
        <translation>Das Spiel ist vorbei: Es bleibt kein Zug.</translation>
    </message>
    <message>
        <source>One move of best play ends the game.</source>
        <translation>Ein Zug bester Spielweise beendet das Spiel.</translation>
    </message>
    <message>
        <source>%1 moves of best play to the end of the game.</source>
        <translation>%1 Züge bester Spielweise bis zum Ende des Spiels.</translation>
    </message>
    <message>
        <source>The first %1 moves of best play; the game goes on.</source>
        <translation>Die ersten %1 Züge bester Spielweise; das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Where the remoteness is not known, the line keeps the verdict but need not be the fastest win or the slowest loss.</source>
        <translation>Wo die Zahl der verbleibenden Züge unbekannt ist, hält die Zugfolge das Urteil, ist aber nicht unbedingt der schnellste Sieg oder die langsamste Niederlage.</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Best play for both sides: point at a move to see the position after it on the board, click it to explore that position</source>
        <translation>Bestes Spiel für beide Seiten: Zeige auf einen Zug, um die Stellung danach auf dem Brett zu sehen; klicke ihn an, um diese Stellung zu erkunden</translation>
    </message>
    <message>
        <source>Show the game&apos;s own position again (Esc)</source>
        <translation>Wieder die Stellung des Spiels zeigen (Esc)</translation>
    </message>
    <message>
        <source>Finding the best line…</source>
        <translation>Beste Zugfolge wird gesucht…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 verliert</translation>
    </message>
    <message>
        <source>Exploring the position after move %1 of the best line; the game is unchanged.</source>
        <translation>Du erkundest die Stellung nach Zug %1 der besten Zugfolge; das Spiel bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>gui::BoardExports</name>
    <message>
        <source>Save the board as a PNG or SVG picture, as the window shows it</source>
        <translation>Das Brett als PNG- oder SVG-Bild speichern, so wie das Fenster es zeigt</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>&amp;Arbeitsblatt exportieren…</translation>
    </message>
    <message>
        <source>Save a PDF of puzzles to solve on paper, with an answer key</source>
        <translation>Ein PDF mit Rätseln zum Lösen auf Papier speichern, mit Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Print the board with its marks as shown, fitted to the page</source>
        <translation>Das Brett mit seinen Markierungen wie angezeigt drucken, an die Seite angepasst</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>The picture could not be written to “%1”: %2</source>
        <translation>Das Bild konnte nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported the picture to %1.</source>
        <translation>Das Bild wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>%1 — %2 — move %3 of %4</source>
        <extracomment>A printed board&apos;s title: the game, the document and the move shown, e.g. &quot;Chomp — board.grundy — move 3 of 5&quot;.</extracomment>
        <translation>%1 — %2 — Zug %3 von %4</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Der Drucker konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Printed the board.</source>
        <translation>Das Brett wurde gedruckt.</translation>
    </message>
    <message>
        <source>Export Pict&amp;ure…</source>
        <translation>Bil&amp;d exportieren…</translation>
    </message>
    <message>
        <source>Print Boar&amp;d…</source>
        <translation>D&amp;rucken…</translation>
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
        <source>The file %1 is %2 MB, too large to be a board file: board files are at most %3 MB (the largest board, a pawn board with 100 000 impassable cells, takes about 11 MB).</source>
        <extracomment>%2 and %3 are sizes in MB; the largest board file, of the largest board, is about 11 MB.</extracomment>
        <translation>Die Datei %1 ist %2 MB groß, zu groß für eine Brettdatei: Brettdateien sind höchstens %3 MB groß (das größte Brett, ein Bauernbrett mit 100 000 unpassierbaren Feldern, braucht etwa 11 MB).</translation>
    </message>
    <message>
        <source>Cannot open the board file %1: %2</source>
        <translation>Die Brettdatei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot save the board file %1: %2.</source>
        <translation>Die Brettdatei %1 kann nicht gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>The file lists %1 moves, more than the %2 that can be played from its board.</source>
        <translation>Die Datei führt %1 Züge auf, mehr als die %2, die auf ihrem Brett gespielt werden können.</translation>
    </message>
    <message>
        <source>Move %1 must be a list of whole numbers: [row, col] for one cell or [row1, col1, row2, col2] for a rectangle.</source>
        <translation>Zug %1 muss eine Liste ganzer Zahlen sein: [row, col] für ein Feld oder [row1, col1, row2, col2] für ein Rechteck.</translation>
    </message>
    <message>
        <source>Board %1 (boards[%1] in the file): %2</source>
        <extracomment>A board of a sum, counted from 0 as the window names it, and its entry in the file&apos;s &quot;boards&quot; list.</extracomment>
        <translation>Brett %1 (boards[%1] in der Datei): %2</translation>
    </message>
    <message>
        <source>it must be an object with &quot;game&quot;, &quot;rows&quot;, &quot;cols&quot; and &quot;cells&quot;.</source>
        <translation>es muss ein Objekt mit „game“, „rows“, „cols“ und „cells“ sein.</translation>
    </message>
    <message>
        <source>its &quot;window&quot; must be two whole numbers from 1 to %1 (rows, columns).</source>
        <translation>sein „window“ muss aus zwei ganzen Zahlen von 1 bis %1 bestehen (Zeilen, Spalten).</translation>
    </message>
    <message>
        <source>it needs a &quot;game&quot; text.</source>
        <translation>ihm fehlt der Text „game“.</translation>
    </message>
    <message>
        <source>the game &quot;%1&quot; is not known to this version of GrundyGrid.</source>
        <translation>das Spiel „%1“ kennt diese Version von GrundyGrid nicht.</translation>
    </message>
    <message>
        <source>the board cannot be played: %1.</source>
        <translation>das Brett ist nicht spielbar: %1.</translation>
    </message>
    <message>
        <source>A sum&apos;s board file needs a &quot;boards&quot; list.</source>
        <translation>Der Brettdatei einer Summe fehlt die Liste „boards“.</translation>
    </message>
    <message>
        <source>A sum has 1 to %1 boards, not %2.</source>
        <translation>Eine Summe hat 1 bis %1 Bretter, nicht %2.</translation>
    </message>
    <message>
        <source>The boards do not make a sum: %1.</source>
        <translation>Die Bretter ergeben keine Summe: %1.</translation>
    </message>
    <message>
        <source>The &quot;rule&quot; field must be &quot;normal&quot; or &quot;misere&quot; (the last move loses); it is %1.</source>
        <extracomment>&quot;normal&quot; and &quot;misere&quot; are the field&apos;s values as written in the file: keep them untranslated.</extracomment>
        <translation>Das Feld &quot;rule&quot; muss &quot;normal&quot; oder &quot;misere&quot; (der letzte Zug verliert) sein; es ist %1.</translation>
    </message>
</context>
<context>
    <name>gui::BoardNavigation</name>
    <message>
        <source>&amp;Go to Cell…</source>
        <translation>Zu &amp;Feld springen …</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>Nä&amp;chstes Brett</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Vorheriges Brett</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on a cell given by its board, row and column, and centre the view on it</source>
        <translation>Den Tastaturcursor auf ein Feld setzen, gegeben durch Brett, Zeile und Spalte, und die Ansicht darauf zentrieren</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on the next board of the sum (also Tab on the board)</source>
        <translation>Den Tastaturcursor auf das nächste Brett der Summe setzen (auch Tab auf dem Brett)</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on the previous board of the sum (also Shift+Tab on the board)</source>
        <translation>Den Tastaturcursor auf das vorherige Brett der Summe setzen (auch Umschalt+Tab auf dem Brett)</translation>
    </message>
</context>
<context>
    <name>gui::ChompCacheAction</name>
    <message>
        <source>Clear Chomp Cache</source>
        <translation>Chomp-Cache leeren</translation>
    </message>
    <message>
        <source>Delete the saved win/loss catalogs of large chomp boards (they are built again when needed)</source>
        <translation>Die gespeicherten Gewinn-/Verlust-Kataloge großer Chomp-Bretter löschen (sie werden bei Bedarf neu berechnet)</translation>
    </message>
    <message>
        <source>Clear Chomp Cache (%1 MB)…</source>
        <extracomment>The chomp catalogs saved in the user&apos;s cache folder, and how much of the disk they take.</extracomment>
        <translation>Chomp-Cache leeren (%1 MB) …</translation>
    </message>
    <message>
        <source>Delete the %1 MB of saved chomp catalogs? Large chomp boards (beyond 15 x 15) take minutes to analyse again the next time.</source>
        <translation>Die %1 MB gespeicherter Chomp-Kataloge löschen? Große Chomp-Bretter (über 15 × 15) brauchen beim nächsten Mal wieder Minuten für die Analyse.</translation>
    </message>
    <message>
        <source>Chomp cache cleared (%1 MB).</source>
        <translation>Chomp-Cache geleert (%1 MB).</translation>
    </message>
    <message>
        <source>Cannot keep the chomp catalog in the cache folder %1: %2. The answer lasts for this session only: the next start computes it again (minutes for the largest boards). Free some disk space or make the folder writable.</source>
        <extracomment>%1 is the cache folder, %2 the system&apos;s reason (e.g. &quot;No space left on device&quot;).</extracomment>
        <translation>Der Chomp-Katalog kann im Cache-Ordner %1 nicht gespeichert werden: %2. Die Antwort gilt nur für diese Sitzung: Beim nächsten Start wird sie neu berechnet (Minuten für die größten Bretter). Machen Sie Speicherplatz frei oder den Ordner beschreibbar.</translation>
    </message>
    <message>
        <source>Cannot clear the chomp cache in %1: %2 cannot be deleted (%3). %4 MB stay on disk: make the folder writable and clear again, or delete the files yourself.</source>
        <extracomment>%1 is the cache folder, %2 a file in it, %3 the system&apos;s reason (e.g. &quot;Permission denied&quot;).</extracomment>
        <translation>Der Chomp-Cache in %1 kann nicht geleert werden: %2 lässt sich nicht löschen (%3). %4 MB bleiben auf der Festplatte: Machen Sie den Ordner beschreibbar und leeren Sie erneut, oder löschen Sie die Dateien selbst.</translation>
    </message>
</context>
<context>
    <name>gui::ChompCatalogCache</name>
    <message>
        <source>the folder cannot be created</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
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
        <source>Chocolate</source>
        <translation>Schokolade</translation>
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
    <message>
        <source>Classic gam&amp;e: poison in the corner</source>
        <translation>K&amp;lassisches Spiel: Gift in der Ecke</translation>
    </message>
    <message>
        <source>A bar of the chosen size with one poisoned piece in its top-left corner: whoever is left with only the poison loses</source>
        <translation>Eine Tafel der gewählten Größe mit einem vergifteten Stück in der linken oberen Ecke: Wer nur noch das Gift vor sich hat, verliert</translation>
    </message>
    <message>
        <source>Poison: click a piece to poison it or make it chocolate again, drag to poison a run, right-drag to remove poison</source>
        <translation>Gift: Ein Stück anklicken, um es zu vergiften oder wieder zu Schokolade zu machen, ziehen, um eine Reihe zu vergiften, mit der rechten Maustaste ziehen, um Gift zu entfernen</translation>
    </message>
    <message>
        <source>Chocolate (eraser): click or drag to remove poison</source>
        <translation>Schokolade (Radierer): Klicken oder ziehen, um Gift zu entfernen</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a bar of chocolate, rows of pieces counted from the top and columns from the left. Some pieces are poisoned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; is a bite: pick a piece that is still there; it is eaten together with every piece below it and to its right, so the rest of the bar always keeps a staircase shape. A bite may never swallow a poisoned piece, so poison stays on the bar for ever.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who finds no safe bite left loses. With a single poisoned piece in the top-left corner this is classic Chomp.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Brett ist eine Tafel Schokolade; die Zeilen der Stücke werden von oben gezählt, die Spalten von links. Einige Stücke sind vergiftet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; ist ein Bissen: Man wählt ein Stück, das noch da ist; es wird zusammen mit jedem Stück darunter und rechts davon gegessen, sodass der Rest der Tafel immer die Form einer Treppe behält. Ein Bissen darf nie ein vergiftetes Stück verschlucken, also bleibt Gift für immer auf der Tafel.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer keinen sicheren Bissen mehr findet, verliert. Mit einem einzigen vergifteten Stück in der linken oberen Ecke ist das klassisches Chomp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a piece to take your bite there. In edit mode, the Poison tool poisons a piece or makes it chocolate again.</source>
        <translation>Im Spielmodus ein Stück anklicken, um dort abzubeißen. Im Bearbeitungsmodus vergiftet das Werkzeug „Gift“ ein Stück oder macht es wieder zu Schokolade.</translation>
    </message>
    <message>
        <source>A bar of 4 × 5 pieces; the pieces at (0, 0) and (2, 1) are poisoned.</source>
        <translation>Eine Tafel aus 4 × 5 Stücken; die Stücke auf (0, 0) und (2, 1) sind vergiftet.</translation>
    </message>
    <message>
        <source>A bite at (1, 2) eats that piece and every piece below it and to its right.</source>
        <translation>Ein Bissen bei (1, 2) isst dieses Stück und jedes Stück darunter und rechts davon.</translation>
    </message>
    <message>
        <source>The same bar with the analysis shown: a ring with a tick marks a winning bite, a small cross a losing one.</source>
        <translation>Dieselbe Tafel mit eingeblendeter Analyse: Ein Ring mit Häkchen markiert einen Gewinnbissen, ein kleines Kreuz einen Verlustbissen.</translation>
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
        <source>Grundy values on a 3 × 4 chomp bar: each piece shows the value *n of the position its bite leaves. The winning bites leave *0.</source>
        <translation>Grundy-Werte auf einer Schokoladentafel aus 3 × 4 Stücken: Jedes Stück zeigt den Wert *n der Stellung, die sein Bissen hinterlässt. Die Gewinnbissen hinterlassen *0.</translation>
    </message>
    <message>
        <source>Shaded marks of a chomp bar after three bites: the stronger ring wins in 7 moves, the paler ones in 9; the strong red disks lose within 2 moves, the palest hold out for 8.</source>
        <translation>Eingefärbte Markierungen einer Schokoladentafel nach drei Bissen: Der kräftigere Ring gewinnt in 7 Zügen, die blasseren in 9; die kräftig roten Scheiben verlieren innerhalb von 2 Zügen, die blassesten halten 8 Züge durch.</translation>
    </message>
    <message>
        <source>A 2 × 2 bar after the bite at (1, 1): two pieces of chocolate are left beside the poisoned one.</source>
        <translation>Eine Tafel aus 2 × 2 Stücken nach dem Biss auf (1, 1): Neben dem vergifteten Stück sind zwei Stücke Schokolade übrig.</translation>
    </message>
</context>
<context>
    <name>gui::ContestCasePreviews</name>
    <message>
        <source>%1: %2</source>
        <comment>a cell kind and how many cells of the case hold it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <translation>Fall %1: %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a case and the counts of its cells</comment>
        <translation>%1 · %2</translation>
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
    <message>
        <source>Text of any game (*.txt *.in *)</source>
        <translation>Text eines beliebigen Spiels (*.txt *.in *)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>%1 reads as a text of each of these games. Import it as:</source>
        <translation>%1 lässt sich als Text jedes dieser Spiele lesen. Importieren als:</translation>
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
        <source>No game of this program reads texts.</source>
        <translation>Kein Spiel dieses Programms liest Texte.</translation>
    </message>
    <message>
        <source>%1 is not a contest text of any game. Read as %2:
%3: %4</source>
        <translation>%1 ist kein Wettbewerbstext eines Spiels. Gelesen als „%2“:
%3: %4</translation>
    </message>
    <message>
        <source>%1 is not a position query of any game. Read as %2:
%3: %4</source>
        <translation>%1 ist keine Stellungsabfrage eines Spiels. Gelesen als „%2“:
%3: %4</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>%1 importiert (%2)</translation>
    </message>
    <message>
        <source>Imported case %1 of %2 of %3 (%4)</source>
        <translation>Fall %1 von %2 aus %3 importiert (%4)</translation>
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
    <message>
        <source>Recover unsaved board</source>
        <translation>Ungespeichertes Brett wiederherstellen</translation>
    </message>
    <message>
        <source>Recover them? Discarding deletes the autosaved copy.</source>
        <translation>Möchten Sie sie wiederherstellen? Verwerfen löscht die automatisch gesicherte Kopie.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>GrundyGrid did not close properly last time. Unsaved changes to the board “%1” were autosaved at %2.</source>
        <translation>GrundyGrid wurde beim letzten Mal nicht ordnungsgemäß beendet. Ungespeicherte Änderungen am Brett „%1“ wurden um %2 automatisch gesichert.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>The board file “%1” was changed on disk by another program or another GrundyGrid window since you opened or saved it.</source>
        <translation>Die Brettdatei „%1“ wurde seit dem Öffnen oder Speichern von einem anderen Programm oder einem anderen GrundyGrid-Fenster auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Reload it (your unsaved changes are lost), save your board under another name, or overwrite the file with your board (the other changes are lost)?</source>
        <translation>Neu laden (deine ungespeicherten Änderungen gehen verloren), dein Brett unter einem anderen Namen speichern oder die Datei mit deinem Brett überschreiben (die anderen Änderungen gehen verloren)?</translation>
    </message>
    <message>
        <source>Reload it, save your board under another name, or overwrite the file with your board (the other changes are lost)?</source>
        <translation>Neu laden, dein Brett unter einem anderen Namen speichern oder die Datei mit deinem Brett überschreiben (die anderen Änderungen gehen verloren)?</translation>
    </message>
    <message>
        <source>Nothing was saved yet. %1</source>
        <translation>Noch wurde nichts gespeichert. %1</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Über&amp;schreiben</translation>
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
        <source>Opening %1…</source>
        <extracomment>The status bar while a board file is read, before its progress is known.</extracomment>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Opening %1… %2 %</source>
        <extracomment>The status bar while a board file is read and its moves replayed: the file, the percentage done.</extracomment>
        <translation>%1 wird geöffnet… %2 %</translation>
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
    <message>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 existiert nicht mehr und wurde aus den zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <source>Not saved: %1 was changed on disk.</source>
        <translation>Nicht gespeichert: %1 wurde auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk</source>
        <translation>%1 neu geladen, wie es auf der Festplatte steht</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Did not open %1: the board changed meanwhile was kept</source>
        <extracomment>The status bar when the user kept a board changed while a file was being opened.</extracomment>
        <translation>%1 nicht geöffnet: das zwischenzeitlich geänderte Brett wurde behalten</translation>
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
    <message>
        <source>Not painted: %1</source>
        <translation>Nicht gemalt: %1</translation>
    </message>
    <message>
        <source>%1 does not fit on this board.</source>
        <translation>%1 passt nicht auf dieses Brett.</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>%1 eingeben</translation>
    </message>
    <message>
        <source>Typed %1: type more digits for a larger number, or move on.</source>
        <translation>%1 eingegeben: weitere Ziffern ergeben eine größere Zahl, oder weitergehen.</translation>
    </message>
</context>
<context>
    <name>gui::GameLook</name>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>(%1, %2) is not a legal move</source>
        <translation>(%1, %2) ist kein erlaubter Zug</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Play mode: click a cell to play there.</source>
        <translation>Spielmodus: Klicke auf ein Feld, um dort zu ziehen.</translation>
    </message>
    <message>
        <source>%1: click a cell to paint or clear it, drag to paint a run, right-drag to erase</source>
        <translation>%1: Klick auf ein Feld malt oder leert es, Ziehen malt eine Reihe, Ziehen mit der rechten Maustaste radiert</translation>
    </message>
    <message>
        <source>Eraser: click or drag to erase painted cells</source>
        <translation>Radierer: Klicken oder Ziehen radiert bemalte Felder</translation>
    </message>
    <message>
        <source>C&amp;entre on Piece</source>
        <translation>Auf Spielstein zen&amp;trieren</translation>
    </message>
    <message>
        <source>Centre the view on the piece that moves (games with one piece on a large board)</source>
        <translation>Die Ansicht auf den ziehenden Spielstein zentrieren (Spiele mit einem Spielstein auf einem großen Brett)</translation>
    </message>
    <message>
        <source>&amp;Row (downwards):</source>
        <translation>&amp;Zeile (nach unten):</translation>
    </message>
    <message>
        <source>&amp;Column (to the right):</source>
        <translation>&amp;Spalte (nach rechts):</translation>
    </message>
</context>
<context>
    <name>gui::GoToCellDialog</name>
    <message>
        <source>Go to Cell</source>
        <translation>Zu Feld springen</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
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
        <source>Hint: %1 wins.</source>
        <translation>Tipp: %1 gewinnt.</translation>
    </message>
    <message>
        <source>Whether any move wins is not known here: %1. The computer would play %2.</source>
        <extracomment>%1 says why (which board&apos;s value is not known), %2 is a move.</extracomment>
        <translation>Ob ein Zug gewinnt, ist hier nicht bekannt: %1. Der Computer würde %2 spielen.</translation>
    </message>
    <message>
        <source>No winning move here. How long each move holds out is not known; the computer would play %1.</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Hier gibt es keinen Gewinnzug. Wie lange jeder Zug standhält, ist nicht bekannt; der Computer würde %1 spielen.</translation>
    </message>
    <message>
        <source>No winning move here. The most stubborn move: %1 (the slowest loss: lost in 1 move at the latest).</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Hier gibt es keinen Gewinnzug. Der hartnäckigste Zug: %1 (die langsamste Niederlage: verloren spätestens in 1 Zug).</translation>
    </message>
    <message>
        <source>No winning move here. The most stubborn move: %1 (the slowest loss: lost in %2 moves at the latest).</source>
        <translation>Hier gibt es keinen Gewinnzug. Der hartnäckigste Zug: %1 (die langsamste Niederlage: verloren spätestens in %2 Zügen).</translation>
    </message>
</context>
<context>
    <name>gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>Takes effect after a restart</source>
        <translation>Wird nach einem Neustart wirksam</translation>
    </message>
    <message>
        <source>The new language takes effect when GrundyGrid is started again.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von GrundyGrid.</translation>
    </message>
    <message>
        <source>The language of GrundyGrid&apos;s menus and messages</source>
        <translation>Die Sprache der Menüs und Meldungen von GrundyGrid</translation>
    </message>
    <message>
        <source>Use the system&apos;s language from the next start</source>
        <translation>Ab dem nächsten Start die Sprache des Systems verwenden</translation>
    </message>
    <message>
        <source>Use %1 from the next start</source>
        <translation>Ab dem nächsten Start %1 verwenden</translation>
    </message>
    <message>
        <source>A new language applies when GrundyGrid is started again</source>
        <translation>Eine neue Sprache gilt, sobald GrundyGrid neu gestartet wird</translation>
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
        <source>Edit mode: click or drag to paint, right-drag to erase.</source>
        <translation>Bearbeitungsmodus: Zum Malen klicken oder ziehen, zum Radieren mit der rechten Maustaste ziehen.</translation>
    </message>
    <message>
        <source>%1 A tick marks a winning move; Edit Mode (%2) changes the board.</source>
        <extracomment>%1 is the game&apos;s play prompt (&quot;Play mode: click a piece to take your bite.&quot;), %2 the shortcut of Game &gt; Edit Mode (Ctrl+E).</extracomment>
        <translation>%1 Ein Häkchen markiert einen Gewinnzug; der Bearbeitungsmodus (%2) ändert das Brett.</translation>
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
    <message>
        <source>Show or hide the analysis of the position</source>
        <translation>Die Analyse der Stellung zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Show or hide the list of moves played</source>
        <translation>Die Liste der gespielten Züge zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Show or hide the chart of values over the game</source>
        <translation>Das Diagramm der Werte im Spielverlauf zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Show or hide the main tool bar</source>
        <translation>Die Hauptwerkzeugleiste zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Show or hide the palette of paint tools</source>
        <translation>Die Palette der Malwerkzeuge zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Recovered the autosaved board. Save it to keep it.</source>
        <translation>Das automatisch gesicherte Brett wurde wiederhergestellt. Speichern Sie es, um es zu behalten.</translation>
    </message>
    <message>
        <source>Analysis cancelled. Press %1 (View ▸ Analyse) to analyse again.</source>
        <extracomment>%1 is the shortcut of View &gt; Analyse, e.g. F5.</extracomment>
        <translation>Analyse abgebrochen. Drücken Sie %1 (Ansicht ▸ Analysieren), um erneut zu analysieren.</translation>
    </message>
    <message>
        <source>%1 — misère</source>
        <extracomment>The window title under the misère rule: &quot;board.grundy — Chomp — misère&quot;.</extracomment>
        <translation>%1 — Misère</translation>
    </message>
</context>
<context>
    <name>gui::MisereLabels</name>
    <message>
        <source>Misère play: this part&apos;s genus is %1, its value under normal play followed by its misère values alone and beside heaps of 2. The parts&apos; values do not add up by XOR under misère.</source>
        <extracomment>%1 is a genus such as 1^031.</extracomment>
        <translation>Misère-Spiel: Das Geschlecht (Genus) dieses Teils ist %1, sein Wert im normalen Spiel, gefolgt von seinen Misère-Werten allein und neben Haufen von 2. Unter Misère addieren sich die Werte der Teile nicht per XOR.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: this part&apos;s genus was not computed, and its value under normal play, %1, does not decide misère play.</source>
        <extracomment>%1 is a Grundy value such as *3.</extracomment>
        <translation>Das Misère-Spiel hat keinen Grundy-Wert: Das Geschlecht (Genus) dieses Teils wurde nicht berechnet, und sein Wert im normalen Spiel, %1, entscheidet das Misère-Spiel nicht.</translation>
    </message>
    <message>
        <source>Misère play: this board&apos;s genus is %1, its value under normal play followed by its misère values alone and beside heaps of 2. The boards&apos; values do not add up by XOR under misère.</source>
        <extracomment>%1 is a genus such as 1^031.</extracomment>
        <translation>Misère-Spiel: Das Geschlecht (Genus) dieses Bretts ist %1, sein Wert im normalen Spiel, gefolgt von seinen Misère-Werten allein und neben Haufen von 2. Unter Misère addieren sich die Werte der Bretter nicht per XOR.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: this board&apos;s value under normal play, %1, does not decide misère play.</source>
        <extracomment>%1 is a Grundy value such as *3.</extracomment>
        <translation>Das Misère-Spiel hat keinen Grundy-Wert: Der Wert dieses Bretts im normalen Spiel, %1, entscheidet das Misère-Spiel nicht.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: the verdicts come from a search of the positions.</source>
        <translation>Das Misère-Spiel hat keinen Grundy-Wert: Die Urteile stammen aus einer Suche über die Stellungen.</translation>
    </message>
</context>
<context>
    <name>gui::MisereLimitsText</name>
    <message>
        <source>every board this game takes</source>
        <extracomment>The boards whose misère verdicts are decided: all of them.</extracomment>
        <translation>jedes Brett, das dieses Spiel annimmt</translation>
    </message>
    <message>
        <source>boards of at most %1 cells</source>
        <extracomment>The boards whose misère verdicts are decided within seconds.</extracomment>
        <translation>Bretter mit höchstens %1 Feldern</translation>
    </message>
    <message>
        <source>Misère play (the last move loses) is decided for every board this game takes.</source>
        <translation>Das Misère-Spiel (der letzte Zug verliert) wird für jedes Brett entschieden, das dieses Spiel annimmt.</translation>
    </message>
    <message>
        <source>Misère play (the last move loses) is decided within seconds for %1; beyond them a verdict may be “not known”, never a guess.</source>
        <extracomment>%1 is the game&apos;s misère limit (&quot;boards of at most 36 cells&quot;).</extracomment>
        <translation>Das Misère-Spiel (der letzte Zug verliert) wird für %1 in Sekunden entschieden; darüber hinaus kann ein Urteil „nicht bekannt“ sein, nie geraten.</translation>
    </message>
</context>
<context>
    <name>gui::MisereText</name>
    <message>
        <source>Misère play: whoever makes the last move loses</source>
        <translation>Misère-Spiel: Wer den letzten Zug macht, verliert</translation>
    </message>
    <message>
        <source>Under normal play the player to move would win instead</source>
        <translation>Im normalen Spiel würde der Spieler am Zug dagegen gewinnen</translation>
    </message>
    <message>
        <source>Under normal play the player to move would lose instead</source>
        <translation>Im normalen Spiel würde der Spieler am Zug dagegen verlieren</translation>
    </message>
    <message>
        <source>Under normal play the player to move would win instead (Grundy value %1)</source>
        <extracomment>%1 is a Grundy value such as *0.</extracomment>
        <translation>Im normalen Spiel würde der Spieler am Zug dagegen gewinnen (Grundy-Wert %1)</translation>
    </message>
    <message>
        <source>Under normal play the player to move would lose instead (Grundy value %1)</source>
        <translation>Im normalen Spiel würde der Spieler am Zug dagegen verlieren (Grundy-Wert %1)</translation>
    </message>
    <message>
        <source>Boards&apos; values under normal play: %1 (they do not decide misère play)</source>
        <extracomment>A sum&apos;s boards&apos; normal-play values and their XOR, e.g. &quot;*3 ⊕ *1 = *2&quot;, which do not decide misère play.</extracomment>
        <translation>Werte der Bretter im normalen Spiel: %1 (sie entscheiden das Misère-Spiel nicht)</translation>
    </message>
    <message>
        <source>Moves to the end not computed: the marks show win or loss only</source>
        <translation>Züge bis zum Ende nicht berechnet: Die Markierungen zeigen nur Gewinn oder Verlust</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: the verdicts come from a search of the positions</source>
        <translation>Das Misère-Spiel hat keinen Grundy-Wert: Die Urteile stammen aus einer Suche über die Stellungen</translation>
    </message>
    <message>
        <source>Why the values no longer decide: a part&apos;s Grundy value tells how it adds to others under normal play, where the last move wins. Under misère the last move loses, so it matters which part is played out last and whether a part worth *0 still has moves: the XOR of the values does not say who wins. The verdict here comes from a search over the parts.</source>
        <translation>Warum die Werte nicht mehr entscheiden: Der Grundy-Wert eines Teils sagt, wie er sich im normalen Spiel, in dem der letzte Zug gewinnt, zu anderen addiert. Im Misère-Spiel verliert der letzte Zug; deshalb zählt, welcher Teil zuletzt ausgespielt wird und ob ein Teil mit dem Wert *0 noch Züge hat: Das XOR der Werte sagt nicht, wer gewinnt. Das Urteil hier stammt aus einer Suche über die Teile.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with a value of *2 or more the player to move wins exactly when the XOR is not *0, as here.</source>
        <extracomment>%1 lists the parts&apos; genera, e.g. &quot;1^031, 1^031, 2^2&quot;; the last sentence is the verdict misère nim gives.</extracomment>
        <translation>Jeder Teil ist zahm (Genera %1), also entscheidet Misère-Nim auf ihren Werten: Mit einem Wert von *2 oder mehr gewinnt der Spieler am Zug genau dann, wenn das XOR nicht *0 ist, wie hier.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with a value of *2 or more the player to move wins exactly when the XOR is not *0; here it is *0.</source>
        <translation>Jeder Teil ist zahm (Genera %1), also entscheidet Misère-Nim auf ihren Werten: Mit einem Wert von *2 oder mehr gewinnt der Spieler am Zug genau dann, wenn das XOR nicht *0 ist; hier ist es *0.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with values *0 and *1 only the player to move wins exactly when the XOR is *0, as here.</source>
        <translation>Jeder Teil ist zahm (Genera %1), also entscheidet Misère-Nim auf ihren Werten: Mit nur den Werten *0 und *1 gewinnt der Spieler am Zug genau dann, wenn das XOR *0 ist, wie hier.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with values *0 and *1 only the player to move wins exactly when the XOR is *0; here it is *1.</source>
        <translation>Jeder Teil ist zahm (Genera %1), also entscheidet Misère-Nim auf ihren Werten: Mit nur den Werten *0 und *1 gewinnt der Spieler am Zug genau dann, wenn das XOR *0 ist; hier ist es *1.</translation>
    </message>
    <message>
        <source>1 independent part, by its value under normal play:</source>
        <translation>1 unabhängiger Teil, mit seinem Wert im normalen Spiel:</translation>
    </message>
    <message>
        <source>%1 independent parts, by their values under normal play:</source>
        <translation>%1 unabhängige Teile, mit ihren Werten im normalen Spiel:</translation>
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
    <name>gui::MoveVerdictModel</name>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>Not known: the value of a board is out of reach, so whether this move wins is too</source>
        <translation>Nicht bekannt: Der Wert eines Bretts ist außer Reichweite, also auch, ob dieser Zug gewinnt</translation>
    </message>
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
    <message>
        <source>Nearest moves</source>
        <translation>Nächste Züge</translation>
    </message>
    <message>
        <source>Not known: the misère search of this position is out of reach, so whether this move wins is too</source>
        <translation>Nicht bekannt: Die Misère-Suche dieser Stellung ist außer Reichweite, also auch, ob dieser Zug gewinnt</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictTable</name>
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
        <source>Type the number of rows.</source>
        <translation>Geben Sie die Anzahl der Zeilen ein.</translation>
    </message>
    <message>
        <source>Type the number of columns.</source>
        <translation>Geben Sie die Anzahl der Spalten ein.</translation>
    </message>
</context>
<context>
    <name>gui::NimLook</name>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Play mode: click a counter to take it and every counter right of it in its row.</source>
        <translation>Spielmodus: Klicken Sie auf eine Spielmarke, um sie und jede Marke rechts von ihr in ihrer Reihe zu nehmen.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Spielmarke</translation>
    </message>
    <message>
        <source>Counter: click a cell to put a counter there or take it away, drag to lay out a heap, right-drag to clear cells</source>
        <translation>Spielmarke: Klicken Sie auf ein Feld, um dort eine Marke hinzulegen oder sie wegzunehmen, ziehen Sie, um einen Haufen auszulegen, ziehen Sie mit der rechten Maustaste, um Felder zu leeren</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Empty (eraser): click or drag to take counters off the table</source>
        <translation>Leer (Radierer): Klicken oder ziehen Sie, um Marken vom Tisch zu nehmen</translation>
    </message>
    <message>
        <source>That is off the table.</source>
        <translation>Das ist nicht mehr auf dem Tisch.</translation>
    </message>
    <message>
        <source>(%1, %2) holds no counter: click a counter to take it.</source>
        <translation>(%1, %2) trägt keine Marke: Klicken Sie auf eine Marke, um sie zu nehmen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board holds heaps of counters, one heap per row; a row of k counters is a heap of k, wherever in the row they stand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; takes one counter and every counter to the right of it in its row: taking the third counter of a heap leaves two. A move takes from one heap only, at least one counter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who takes the last counter wins; the player who finds the table empty loses.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Why the XOR decides:&lt;/b&gt; write each heap in binary and add the heaps without carrying (the XOR, ⊕). When the XOR is 0, every binary place holds an even number of ones, and any move changes one heap, so some place becomes odd: the XOR is no longer 0. When it is not 0, take from a heap that has a one in the XOR&apos;s highest place just enough to make every place even again. So the player who leaves an XOR of 0 can keep doing it until the table is empty, and wins (C. L. Bouton, 1901). Every impartial game is worth such a heap (Sprague and Grundy), which is why this program shows Grundy values as *n, a heap of n.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf dem Brett liegen Haufen von Spielmarken, ein Haufen je Reihe; eine Reihe mit k Marken ist ein Haufen aus k, wo in der Reihe sie auch liegen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; nimmt eine Marke und jede Marke rechts von ihr in ihrer Reihe: Wer die dritte Marke eines Haufens nimmt, lässt zwei übrig. Ein Zug nimmt nur von einem Haufen, mindestens eine Marke.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer die letzte Marke nimmt, gewinnt; wer den Tisch leer vorfindet, verliert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Warum das XOR entscheidet:&lt;/b&gt; Schreiben Sie jeden Haufen binär und addieren Sie die Haufen ohne Übertrag (das XOR, ⊕). Ist das XOR 0, steht an jeder Binärstelle eine gerade Zahl von Einsen, und jeder Zug ändert einen Haufen, also wird eine Stelle ungerade: Das XOR ist nicht mehr 0. Ist es nicht 0, nehmen Sie von einem Haufen mit einer Eins an der höchsten Stelle des XOR gerade so viel, dass jede Stelle wieder gerade ist. Wer ein XOR von 0 hinterlässt, kann das also bis zum leeren Tisch fortsetzen und gewinnt (C. L. Bouton, 1901). Jedes unparteiische Spiel ist so viel wert wie ein solcher Haufen (Sprague und Grundy), darum zeigt dieses Programm Grundy-Werte als *n, einen Haufen aus n.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a counter to take it and every counter right of it. In edit mode, paint counters and empty cells; the heaps need not start at the left edge.</source>
        <translation>Klicken Sie im Spielmodus auf eine Marke, um sie und jede Marke rechts von ihr zu nehmen. Malen Sie im Bearbeitungsmodus Marken und leere Felder; die Haufen müssen nicht am linken Rand beginnen.</translation>
    </message>
    <message>
        <source>Heaps of 3, 4 and 5 counters: 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010, that is 2, so the player to move wins.</source>
        <translation>Haufen aus 3, 4 und 5 Marken: 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010, also 2, daher gewinnt, wer am Zug ist.</translation>
    </message>
    <message>
        <source>The winning move takes the second counter of the top heap and the one right of it: heaps of 1, 4 and 5 are left, and 1 ⊕ 4 ⊕ 5 = 0.</source>
        <translation>Der Gewinnzug nimmt die zweite Marke des oberen Haufens und die rechts daneben: Haufen aus 1, 4 und 5 bleiben, und 1 ⊕ 4 ⊕ 5 = 0.</translation>
    </message>
    <message>
        <source>The analysis of the start: each heap is a part worth *3, *4 and *5, and a ring with a tick marks the one winning counter; a small cross marks every counter whose move loses.</source>
        <translation>Die Analyse des Anfangs: Jeder Haufen ist ein Teil mit dem Wert *3, *4 und *5, ein Ring mit Häkchen markiert die eine gewinnende Marke; ein kleines Kreuz markiert jede Marke, deren Zug verliert.</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>Spielmarke</translation>
    </message>
    <message>
        <source>Three heaps of one counter each.</source>
        <translation>Drei Haufen aus je einer Marke.</translation>
    </message>
    <message>
        <source>heap %1: take %2</source>
        <extracomment>A nim move: %1 the heap (its row, counted from 0), %2 how many counters it takes.</extracomment>
        <translation>Haufen %1: %2 nehmen</translation>
    </message>
    <message>
        <source>&amp;Heap (row):</source>
        <translation>&amp;Haufen (Zeile):</translation>
    </message>
    <message>
        <source>C&amp;ounter (column):</source>
        <translation>S&amp;tein (Spalte):</translation>
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
    <name>gui::PaletteBar</name>
    <message>
        <source>board %1: %2</source>
        <translation>Brett %1: %2</translation>
    </message>
    <message>
        <source>The palette of board %1 (%2), the board last pointed at with the mouse or the keyboard cursor</source>
        <translation>Die Palette von Brett %1 (%2), dem Brett, auf das Maus oder Tastaturcursor zuletzt zeigten</translation>
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
    <message>
        <source>Impassable: click a cell to block it or free it again, drag to block a run, right-drag to free cells</source>
        <translation>Unpassierbar: Klick auf ein Feld sperrt es oder gibt es wieder frei, Ziehen sperrt eine Reihe, Ziehen mit der rechten Maustaste gibt Felder frei</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a huge quarter plane: cells (X, Y) with X and Y from 0 up to one billion, X growing to the right and Y downwards. Some cells are impassable; one pawn stands on a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; slides the pawn one or more cells to the left (X gets smaller) or upwards (Y gets smaller). It may neither stop on nor jump over an impassable cell, and it never leaves the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who cannot move the pawn any more loses. On a board without obstacles the losing cells are exactly those with X = Y; every obstacle bends that diagonal into pieces.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Brett ist eine riesige Viertelebene: Felder (X, Y) mit X und Y von 0 bis eine Milliarde, X wächst nach rechts und Y nach unten. Einige Felder sind unpassierbar; ein Bauer steht auf einem freien Feld.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; schiebt den Bauern ein oder mehrere Felder nach links (X wird kleiner) oder nach oben (Y wird kleiner). Er darf auf einem unpassierbaren Feld weder anhalten noch darüber springen und verlässt nie das Brett.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer den Bauern nicht mehr ziehen kann, verliert. Auf einem Brett ohne Hindernisse sind die Verlustfelder genau die mit X = Y; jedes Hindernis knickt diese Diagonale in Stücke.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a cell to the left of the pawn or above it. In edit mode, paint impassable cells or put the pawn on another cell. Ctrl+wheel zooms, Ctrl+0 fits the marked cells and View ▸ Go to Cell (Ctrl+G) jumps anywhere on the board.</source>
        <translation>Im Spielmodus ein Feld links vom Bauern oder über ihm anklicken. Im Bearbeitungsmodus unpassierbare Felder malen oder den Bauern auf ein anderes Feld setzen. Strg+Mausrad zoomt, Strg+0 passt die markierten Felder ein und Ansicht ▸ Zu Feld springen (Strg+G) springt an jede Stelle des Bretts.</translation>
    </message>
    <message>
        <source>The corner of the board at the origin (0, 0): X grows to the right, Y downwards. The pawn stands at (6, 5); four cells are impassable.</source>
        <translation>Die Ecke des Bretts am Ursprung (0, 0): X wächst nach rechts, Y nach unten. Der Bauer steht auf (6, 5); vier Felder sind unpassierbar.</translation>
    </message>
    <message>
        <source>The win/loss map: a pawn on a red cell loses, on a green cell it wins. The marks show which moves of the pawn win.</source>
        <translation>Die Gewinn-/Verlustkarte: Ein Bauer auf einem roten Feld verliert, auf einem grünen gewinnt er. Die Markierungen zeigen, welche Züge des Bauern gewinnen.</translation>
    </message>
    <message>
        <source>Centre on &amp;Pawn</source>
        <translation>Auf Bauern zen&amp;trieren</translation>
    </message>
    <message>
        <source>Centre the view on the pawn, wherever it stands on the board</source>
        <translation>Die Ansicht auf den Bauern zentrieren, wo immer er auf dem Brett steht</translation>
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
        <source>The corner of the board from the examples above, the pawn at (6, 5).</source>
        <translation>Die Ecke des Bretts aus den Beispielen oben, der Bauer auf (6, 5).</translation>
    </message>
    <message>
        <source>&amp;Y (row, downwards):</source>
        <translation>&amp;Y (Zeile, nach unten):</translation>
    </message>
    <message>
        <source>&amp;X (column, to the right):</source>
        <translation>&amp;X (Spalte, nach rechts):</translation>
    </message>
</context>
<context>
    <name>gui::PictureDialog</name>
    <message>
        <source>Winning and losing &amp;marks</source>
        <translation>Gewinn- und Verlust&amp;markierungen</translation>
    </message>
    <message>
        <source>&amp;Outlines of the independent parts</source>
        <translation>&amp;Umrisse der unabhängigen Teile</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>The file&apos;s name decides too: a name ending in .png or .svg gives that format.</source>
        <translation>Auch der Dateiname entscheidet: Ein Name auf .png oder .svg ergibt dieses Format.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture&apos;s width in pixels; its height follows the board&apos;s shape.</source>
        <translation>Die Breite des Bildes in Pixeln; seine Höhe folgt der Form des Bretts.</translation>
    </message>
    <message>
        <source>Row and column numbers along the top and left edges (a large board: the visible area with its absolute coordinates).</source>
        <translation>Zeilen- und Spaltennummern am oberen und linken Rand (bei einem großen Brett: der sichtbare Bereich mit seinen absoluten Koordinaten).</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>× %1 px</source>
        <extracomment>The height of the exported picture beside its width, e.g. &quot;× 750 px&quot;.</extracomment>
        <translation>× %1 px</translation>
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
        <source>Demo Spee&amp;d</source>
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
    <message>
        <source>How well the computer plays</source>
        <translation>Wie gut der Computer spielt</translation>
    </message>
    <message>
        <source>How long the demo waits between two moves</source>
        <translation>Wie lange die Demo zwischen zwei Zügen wartet</translation>
    </message>
    <message>
        <source>The demo waits %1 s before each of the computer&apos;s moves</source>
        <translation>Die Demo wartet vor jedem Zug des Computers %1 s</translation>
    </message>
</context>
<context>
    <name>gui::PlayRuleAction</name>
    <message>
        <source>&amp;Misère Play</source>
        <translation>M&amp;isère-Spiel</translation>
    </message>
    <message>
        <source>Play by the misère rule: whoever makes the last move loses (undoable; saved with the board and kept for new boards)</source>
        <translation>Nach der Misère-Regel spielen: Wer den letzten Zug macht, verliert (rückgängig zu machen; mit dem Brett gespeichert und für neue Bretter beibehalten)</translation>
    </message>
    <message>
        <source>Switch to Misère Play</source>
        <translation>Zum Misère-Spiel wechseln</translation>
    </message>
    <message>
        <source>Switch to Normal Play</source>
        <translation>Zum normalen Spiel wechseln</translation>
    </message>
</context>
<context>
    <name>gui::PlaySession</name>
    <message>
        <source>These are the moves of a position of the best line: go back to the game to play.</source>
        <translation>Das sind die Züge einer Stellung der besten Zugfolge: Kehren Sie zum Spiel zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>Switch to play mode to play a move.</source>
        <translation>Wechseln Sie in den Spielmodus, um einen Zug zu spielen.</translation>
    </message>
    <message>
        <source>The game is over. Use Restart or Undo to play on.</source>
        <translation>Das Spiel ist aus. Mit „Neustart“ oder „Rückgängig“ geht es weiter.</translation>
    </message>
    <message>
        <source>It is not the computer&apos;s turn.</source>
        <translation>Der Computer ist nicht am Zug.</translation>
    </message>
    <message>
        <source>The computer plays both sides in the demo. Choose another opponent to play yourself.</source>
        <translation>In der Demo spielt der Computer beide Seiten. Wählen Sie einen anderen Gegner, um selbst zu spielen.</translation>
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
        <source>Computer plays %1</source>
        <translation>Computer zieht %1</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>%1 gezogen.</translation>
    </message>
    <message>
        <source>The computer played %1.</source>
        <translation>Der Computer hat %1 gezogen.</translation>
    </message>
</context>
<context>
    <name>gui::PlayTool</name>
    <message>
        <source>Move cancelled.</source>
        <translation>Zug abgebrochen.</translation>
    </message>
    <message>
        <source>Corner set: stretch the rectangle with the arrow keys, Enter plays it, Escape cancels.</source>
        <translation>Ecke gesetzt: Die Pfeiltasten ziehen das Rechteck auf, die Eingabetaste spielt es, Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>gui::PositionClipboard</name>
    <message>
        <source>C&amp;opy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the position as a contest text and a board file</source>
        <translation>Die Stellung als Wettbewerbstext und als Brettdatei kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>Replace the board by a board file, contest text or position query from the clipboard</source>
        <translation>Das Brett durch eine Brettdatei, einen Wettbewerbstext oder eine Stellungsabfrage aus der Zwischenablage ersetzen</translation>
    </message>
    <message>
        <source>Copied the position as a contest text and a board file of %1</source>
        <translation>Stellung als Wettbewerbstext und Brettdatei von %1 kopiert</translation>
    </message>
    <message>
        <source>Copied the position as a board file of %1</source>
        <translation>Stellung als Brettdatei von %1 kopiert</translation>
    </message>
    <message>
        <source>The clipboard text</source>
        <translation>Der Text der Zwischenablage</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>Die Zwischenablage enthält keinen Text zum Einfügen.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Pasted a board of %1.</source>
        <translation>Ein Brett von %1 eingefügt.</translation>
    </message>
    <message>
        <source>Pasted a board of %1 as a new board.</source>
        <translation>Ein Brett von %1 als neues Brett eingefügt.</translation>
    </message>
    <message>
        <source>Copied the position as a position query and a board file of %1</source>
        <translation>Stellung als Stellungsabfrage und Brettdatei von %1 kopiert</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleController</name>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Generation cancelled.</source>
        <translation>Erzeugung abgebrochen.</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>Kein Rätsel: %1</translation>
    </message>
    <message>
        <source>Generating a puzzle…</source>
        <translation>Rätsel wird erzeugt …</translation>
    </message>
    <message>
        <source>No puzzle.</source>
        <translation>Kein Rätsel.</translation>
    </message>
    <message>
        <source>Puzzle ready (generated in %1 ms).</source>
        <extracomment>%1 is a time in milliseconds, such as 12.5.</extracomment>
        <translation>Rätsel bereit (erzeugt in %1 ms).</translation>
    </message>
    <message>
        <source>A hint shows a winning move: this puzzle no longer counts for the score.</source>
        <translation>Ein Tipp zeigt einen Gewinnzug: Dieses Rätsel zählt nicht mehr für die Wertung.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>Back to the puzzle</source>
        <translation>Zurück zum Rätsel</translation>
    </message>
    <message>
        <source>The board is no longer the puzzle.</source>
        <translation>Das Brett ist nicht mehr das Rätsel.</translation>
    </message>
    <message>
        <source>Puzzle not loaded: the board was kept.</source>
        <translation>Rätsel nicht geladen: Das Brett bleibt, wie es ist.</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleDialog</name>
    <message>
        <source>New Puzzle</source>
        <translation>Neues Rätsel</translation>
    </message>
    <message>
        <source>1: find the winning move. More: the position has that many winning moves and you find them all.</source>
        <translation>1: Finde den Gewinnzug. Mehr: Die Stellung hat so viele Gewinnzüge, und du findest sie alle.</translation>
    </message>
    <message>
        <source>The same game, level and seed always give the same puzzle (grundygrid-cli puzzle too).</source>
        <translation>Dasselbe Spiel, dieselbe Stufe und derselbe Startwert ergeben immer dasselbe Rätsel (auch grundygrid-cli puzzle).</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation>Ein neuer zufälliger Startwert</translation>
    </message>
    <message>
        <source>&amp;Winning moves to find:</source>
        <translation>Zu findende &amp;Gewinnzüge:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Ge&amp;nerate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>The puzzle will be played by the misère rule, as the board is: whoever makes the last move loses.</source>
        <translation>Das Rätsel wird wie das Brett nach der Misère-Regel gespielt: Wer den letzten Zug macht, verliert.</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleFields</name>
    <message>
        <source>Harder puzzles have a longer way to the win, more legal moves and, where the game splits, more parts to add up.</source>
        <translation>Schwerere Rätsel haben einen längeren Weg zum Sieg, mehr erlaubte Züge und, wo das Spiel zerfällt, mehr Teile zum Addieren.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>S&amp;tufe:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleMenu</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>&amp;Rätsel</translation>
    </message>
    <message>
        <source>Practise finding winning moves in positions the solvers generate</source>
        <translation>Gewinnzüge finden üben, in Stellungen, die die Löser erzeugen</translation>
    </message>
    <message>
        <source>&amp;New Puzzle…</source>
        <translation>&amp;Neues Rätsel …</translation>
    </message>
    <message>
        <source>Generate a puzzle: a position with winning moves to find</source>
        <translation>Ein Rätsel erzeugen: eine Stellung, deren Gewinnzüge zu finden sind</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;Day</source>
        <translation>Rätsel des &amp;Tages</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the current game: the same for everyone on this date</source>
        <translation>Das heutige Rätsel des aktuellen Spiels: an diesem Datum für alle dasselbe</translation>
    </message>
</context>
<context>
    <name>gui::PuzzlePanel</name>
    <message>
        <source>No puzzle yet: Game ▸ Puzzles ▸ New Puzzle or Puzzle of the Day.</source>
        <translation>Noch kein Rätsel: Spiel ▸ Rätsel ▸ Neues Rätsel oder Rätsel des Tages.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop generating the puzzle</source>
        <translation>Die Erzeugung des Rätsels abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Back to the puzzle&apos;s position for another try</source>
        <translation>Zurück zur Stellung des Rätsels für einen neuen Versuch</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the winning moves (ends the streak)</source>
        <translation>Die Gewinnzüge zeigen (beendet die Serie)</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>A new puzzle of the same game and level (the next seed)</source>
        <translation>Ein neues Rätsel desselben Spiels und derselben Stufe (der nächste Startwert)</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleSource</name>
    <message>
        <source>Sums</source>
        <extracomment>The choice of sum puzzles beside the games: several boards of different games played as one.</extracomment>
        <translation>Summen</translation>
    </message>
    <message>
        <source>%1 sum puzzles are not offered under the misère rule: too few games decide boards of that level under it.</source>
        <extracomment>%1 is the level (Easy, Medium, Hard).</extracomment>
        <translation>Summenrätsel der Stufe %1 gibt es unter der Misère-Regel nicht: Zu wenige Spiele entscheiden Bretter dieser Stufe unter ihr.</translation>
    </message>
    <message>
        <source>%1 puzzles of %2 are not offered under the misère rule: their %3 x %4 board is beyond what the misère search decides within a short wait (%5).</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the game, %3 x %4 the board&apos;s size, %5 the game&apos;s misère limit (&quot;boards of at most 36 cells&quot;).</extracomment>
        <translation>Rätsel der Stufe %1 von %2 gibt es unter der Misère-Regel nicht: Ihr Brett aus %3 x %4 Feldern geht über das hinaus, was die Misère-Suche in kurzer Zeit entscheidet (%5).</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleText</name>
    <message>
        <source>The boards are one game: each move is made on one board, and whoever cannot move on any board loses.</source>
        <translation>Die Bretter sind ein Spiel: Jeder Zug wird auf einem Brett gemacht, und wer auf keinem Brett mehr ziehen kann, verliert.</translation>
    </message>
    <message>
        <source>Puzzle (%1, seed %2): find the winning move</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the seed, a number.</extracomment>
        <translation>Rätsel (%1, Startwert %2): Finde den Gewinnzug</translation>
    </message>
    <message>
        <source>Puzzle (%1, seed %2): find all %3 winning moves</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the seed, %3 the number of winning moves (2 or more).</extracomment>
        <translation>Rätsel (%1, Startwert %2): Finde alle %3 Gewinnzüge</translation>
    </message>
    <message>
        <source>Puzzle of the day (%1, %2): find the winning move</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the date of the puzzle of the day.</extracomment>
        <translation>Rätsel des Tages (%1, %2): Finde den Gewinnzug</translation>
    </message>
    <message>
        <source>Right! %1 wins.</source>
        <translation>Richtig! %1 gewinnt.</translation>
    </message>
    <message>
        <source>Right! %1 wins, and you found all %2 winning moves.</source>
        <extracomment>%1 is a move, %2 the number of winning moves.</extracomment>
        <translation>Richtig! %1 gewinnt, und du hast alle %2 Gewinnzüge gefunden.</translation>
    </message>
    <message>
        <source>Right: %1 wins (%2 of %3 found). Find the next one.</source>
        <extracomment>%1 is a move, %2 the winning moves found so far, %3 how many there are.</extracomment>
        <translation>Richtig: %1 gewinnt (%2 von %3 gefunden). Finde den nächsten.</translation>
    </message>
    <message>
        <source>%1 wins, but you found it already. Find another one.</source>
        <translation>%1 gewinnt, aber den hast du schon gefunden. Finde einen anderen.</translation>
    </message>
    <message>
        <source>Wrong: after your move %1, your opponent can win.</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Falsch: Nach deinem Zug %1 kann dein Gegner gewinnen.</translation>
    </message>
    <message>
        <source>Wrong: after your move %1, your opponent wins with %2 (outlined on the board).</source>
        <extracomment>%1 is the player&apos;s move, %2 the opponent&apos;s winning reply.</extracomment>
        <translation>Falsch: Nach deinem Zug %1 gewinnt dein Gegner mit %2 (auf dem Brett umrandet).</translation>
    </message>
    <message>
        <source>It leaves the value %1; only *0 is a loss for the player to move.</source>
        <extracomment>%1 is the Grundy value a move leaves, such as *3.</extracomment>
        <translation>Er hinterlässt den Wert %1; nur *0 ist ein Verlust für den Spieler am Zug.</translation>
    </message>
    <message>
        <source>It leaves your opponent a win in 1 move.</source>
        <translation>Er lässt deinem Gegner einen Gewinn in 1 Zug.</translation>
    </message>
    <message>
        <source>It leaves your opponent a win in %1 moves.</source>
        <extracomment>%1 is a number of moves (2 or more).</extracomment>
        <translation>Er lässt deinem Gegner einen Gewinn in %1 Zügen.</translation>
    </message>
    <message>
        <source>The position splits: %1.</source>
        <extracomment>%1 is a sum of nimbers such as *1 ⊕ *2 ⊕ *0 = *3.</extracomment>
        <translation>Die Stellung zerfällt: %1.</translation>
    </message>
    <message>
        <source>The winning move: %1.</source>
        <translation>Der Gewinnzug: %1.</translation>
    </message>
    <message>
        <source>The winning moves: %1.</source>
        <translation>Die Gewinnzüge: %1.</translation>
    </message>
    <message>
        <source>%1: solved %2 · streak %3</source>
        <extracomment>%1 is a game, %2 the puzzles solved at the first try, %3 how many in a row.</extracomment>
        <translation>%1: gelöst %2 · Serie %3</translation>
    </message>
    <message>
        <source>Misère play: whoever makes the last move loses.</source>
        <translation>Misère-Spiel: Wer den letzten Zug macht, verliert.</translation>
    </message>
    <message>
        <source>The boards are one game: each move is made on one board. Misère play: whoever makes the last move on any board loses.</source>
        <translation>Die Bretter sind ein Spiel: Jeder Zug wird auf einem Brett gemacht. Misère-Spiel: Wer auf irgendeinem Brett den letzten Zug macht, verliert.</translation>
    </message>
</context>
<context>
    <name>gui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <source>Open one of the board files last opened or saved</source>
        <translation>Eine der zuletzt geöffneten oder gespeicherten Brettdateien öffnen</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Forget the list of recent board files</source>
        <translation>Die Liste der zuletzt verwendeten Brettdateien vergessen</translation>
    </message>
</context>
<context>
    <name>gui::RecoveryOffer</name>
    <message>
        <source>Cannot recover board</source>
        <translation>Brett kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>The autosaved board %1 cannot be recovered and was deleted: %2</source>
        <translation>Das automatisch gesicherte Brett %1 kann nicht wiederhergestellt werden und wurde gelöscht: %2</translation>
    </message>
    <message>
        <source>the file is too large.</source>
        <translation>die Datei ist zu groß.</translation>
    </message>
    <message>
        <source>the desktop program cannot show boards of the game “%1”.</source>
        <translation>das Programm kann Bretter des Spiels „%1“ nicht anzeigen.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <source>Empty</source>
        <translation>Leer</translation>
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
    <message>
        <source>Filled (1): click a cell to fill or empty it, drag to fill a run of cells, right-drag to empty cells</source>
        <translation>Gefüllt (1): Klick auf ein Feld füllt oder leert es, Ziehen füllt eine Reihe von Feldern, Ziehen mit der rechten Maustaste leert Felder</translation>
    </message>
    <message>
        <source>Empty (0, eraser): click or drag to empty cells</source>
        <translation>Leer (0, Radierer): Klicken oder Ziehen leert Felder</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a grid of cells, each holding a tile (1) or nothing (0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; clears a rectangle, lined up with the grid, that is completely covered with tiles: every cell inside it must hold a tile. A single tile is a rectangle too.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who clears the last tile, since the other one has no move left. Groups of tiles that do not touch along a side never share a rectangle, so they are independent games side by side.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Brett ist ein Gitter aus Feldern, von denen jedes eine Kachel (1) oder nichts (0) enthält.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; entfernt ein am Gitter ausgerichtetes Rechteck, das vollständig mit Kacheln bedeckt ist: Jedes Feld darin muss eine Kachel enthalten. Auch eine einzelne Kachel ist ein Rechteck.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer die letzte Kachel entfernt, denn der andere hat keinen Zug mehr. Kachelgruppen, die sich an keiner Seite berühren, haben nie ein Rechteck gemeinsam und sind daher unabhängige Spiele nebeneinander.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a tile to clear it alone, or press on one corner of a rectangle and drag to the opposite corner; the band shows whether the rectangle wins, Escape cancels. With the keyboard, Enter anchors a corner at the cursor, the arrow keys stretch the rectangle and Enter plays it. In edit mode, paint filled and empty cells.</source>
        <translation>Im Spielmodus eine Kachel anklicken, um sie allein zu entfernen, oder auf eine Ecke eines Rechtecks drücken und zur gegenüberliegenden Ecke ziehen; der Rahmen zeigt, ob das Rechteck gewinnt, Esc bricht ab. Mit der Tastatur setzt die Eingabetaste eine Ecke am Cursor, die Pfeiltasten ziehen das Rechteck auf und die Eingabetaste spielt es. Im Bearbeitungsmodus gefüllte und leere Felder malen.</translation>
    </message>
    <message>
        <source>A 4 × 4 board: the tiles are the filled cells (1), the gaps are empty (0).</source>
        <translation>Ein Brett aus 4 × 4 Feldern: Die Kacheln sind die gefüllten Felder (1), die Lücken sind leer (0).</translation>
    </message>
    <message>
        <source>A move cleared the 2 × 2 square from (2, 2) to (3, 3).</source>
        <translation>Ein Zug hat das 2 × 2-Quadrat von (2, 2) bis (3, 3) entfernt.</translation>
    </message>
    <message>
        <source>The analysis: a tile is marked winning when a winning rectangle has its top-left corner there; groups of tiles that do not touch are outlined as independent parts.</source>
        <translation>Die Analyse: Eine Kachel ist als Gewinn markiert, wenn ein Gewinnrechteck dort seine linke obere Ecke hat; Kachelgruppen, die sich nicht berühren, sind als unabhängige Teile umrandet.</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>gefüllt</translation>
    </message>
    <message>
        <source>Four groups of tiles that cannot share a move: each is outlined in its own colour and labelled with its value.</source>
        <translation>Vier Kachelgruppen, die keinen Zug gemeinsam haben können: Jede ist in ihrer eigenen Farbe umrandet und mit ihrem Wert beschriftet.</translation>
    </message>
    <message>
        <source>Four tiles in a zigzag.</source>
        <translation>Vier Kacheln im Zickzack.</translation>
    </message>
</context>
<context>
    <name>gui::RemotenessShading</name>
    <message>
        <source>Shade Moves by &amp;Remoteness</source>
        <translation>Züge nach &amp;Restdauer einfärben</translation>
    </message>
    <message>
        <source>Shade each winning move by how soon it wins and each losing move by how long it holds out, with a legend under the board</source>
        <translation>Jeden Gewinnzug danach einfärben, wie schnell er gewinnt, und jeden Verlustzug danach, wie lange er durchhält, mit einer Legende unter dem Brett</translation>
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
    <name>gui::RulesDialog</name>
    <message>
        <source>GrundyGrid Rules</source>
        <translation>GrundyGrid-Regeln</translation>
    </message>
    <message>
        <source>Choose a game, or how to read the marks</source>
        <translation>Wählen Sie ein Spiel oder wie die Markierungen zu lesen sind</translation>
    </message>
</context>
<context>
    <name>gui::RulesText</name>
    <message>
        <source>&lt;p&gt;Two players take turns and always have the same moves to choose from. Every game ends after finitely many moves, and the player who cannot move any more loses: whoever makes the last move wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zwei Spieler ziehen abwechselnd und haben immer dieselben Züge zur Auswahl. Jede Partie endet nach endlich vielen Zügen, und wer nicht mehr ziehen kann, verliert: Wer den letzten Zug macht, gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Switch between the modes with Game ▸ Edit Mode (Ctrl+E) and Play Mode (Ctrl+P). Choose an opponent in the Game menu; Game ▸ Hint shows a good move, and undo takes moves back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Zwischen den Modi wechseln Sie mit Spiel ▸ Bearbeitungsmodus (Strg+E) und Spielmodus (Strg+P). Den Gegner wählen Sie im Menü Spiel; Spiel ▸ Tipp zeigt einen guten Zug, und Rückgängig nimmt Züge zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to Read the Marks</source>
        <translation>Wie die Markierungen zu lesen sind</translation>
    </message>
    <message>
        <source>&lt;p&gt;While you edit or play, GrundyGrid analyses the position on the board and shows what it found right on the cells. A &lt;b&gt;winning move&lt;/b&gt; leaves the opponent a position they lose with best play; a &lt;b&gt;losing move&lt;/b&gt; leaves them one they can win. View ▸ Show Marks turns the marks on and off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Während Sie bearbeiten oder spielen, analysiert GrundyGrid die Stellung auf dem Brett und zeigt das Ergebnis direkt auf den Feldern. Ein &lt;b&gt;Gewinnzug&lt;/b&gt; hinterlässt dem Gegner eine Stellung, die er bei bestem Spiel verliert; ein &lt;b&gt;Verlustzug&lt;/b&gt; hinterlässt ihm eine, die er gewinnen kann. Ansicht ▸ Markierungen zeigen schaltet die Markierungen ein und aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning and losing moves</source>
        <translation>Gewinn- und Verlustzüge</translation>
    </message>
    <message>
        <source>A ring with a tick, in the usual colours and in the colour-blind safe ones: playing here wins.</source>
        <translation>Ein Ring mit Häkchen, in den üblichen Farben und in denen für Farbenblinde: Ein Zug hierhin gewinnt.</translation>
    </message>
    <message>
        <source>A small cross on a white disk, in both colour schemes: playing here loses against best play.</source>
        <translation>Ein kleines Kreuz auf einer weißen Scheibe, in beiden Farbschemata: Ein Zug hierhin verliert gegen bestes Spiel.</translation>
    </message>
    <message>
        <source>&lt;p&gt;With View ▸ Colour-Blind Safe Colours the ring turns blue and the cross vermillion, colours that stay apart for every kind of colour vision. In both schemes the shapes alone tell the marks apart. In the rectangles game a tile is marked winning when some winning rectangle has its top-left corner there; resting the mouse on it outlines those rectangles.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit Ansicht ▸ Farben für Farbenblinde wird der Ring blau und das Kreuz zinnoberrot, Farben, die bei jeder Art des Farbsehens unterscheidbar bleiben. In beiden Schemata unterscheiden schon die Formen die Markierungen. Im Rechteckspiel ist eine Kachel als Gewinn markiert, wenn ein Gewinnrechteck dort seine linke obere Ecke hat; ruht die Maus darauf, werden diese Rechtecke umrandet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Grundy values</source>
        <translation>Grundy-Werte</translation>
    </message>
    <message>
        <source>Independent parts</source>
        <translation>Unabhängige Teile</translation>
    </message>
    <message>
        <source>&lt;p&gt;Many positions fall apart into parts that no move can affect together: the rectangles between lava lines, groups of tiles that do not touch, the regions of a park. View ▸ Show Decomposition outlines each part and labels it with its Grundy value, and the analysis panel adds the values up with ⊕, the nim-sum (binary addition without carries). Here the sum reads &lt;b&gt;%1&lt;/b&gt;. The player to move loses exactly when the sum is *0; otherwise a winning move changes one part so that the sum becomes *0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Viele Stellungen zerfallen in Teile, die kein Zug gemeinsam beeinflussen kann: die Rechtecke zwischen Lavalinien, Kachelgruppen, die sich nicht berühren, die Regionen eines Parks. Ansicht ▸ Zerlegung zeigen umrandet jeden Teil und beschriftet ihn mit seinem Grundy-Wert, und die Analyseleiste zählt die Werte mit ⊕ zusammen, der Nim-Summe (binäre Addition ohne Übertrag). Hier lautet die Summe &lt;b&gt;%1&lt;/b&gt;. Der Spieler am Zug verliert genau dann, wenn die Summe *0 ist; andernfalls ändert ein Gewinnzug einen Teil so, dass die Summe *0 wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>Werteverlauf</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Value History dock draws the value of every position of the game so far, one point per position, with the board&apos;s marks: a ring where the player to move can win, a cross where they cannot. A triangle above a move shows that it threw a win away. Click a point to go back to that position.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Fenster Werteverlauf zeichnet den Wert jeder bisherigen Stellung der Partie, einen Punkt pro Stellung, mit den Markierungen des Bretts: einen Ring, wo der Spieler am Zug gewinnen kann, ein Kreuz, wo nicht. Ein Dreieck über einem Zug zeigt, dass er einen Gewinn verschenkt hat. Einen Punkt anklicken, um zu dieser Stellung zurückzukehren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Playing in GrundyGrid</source>
        <translation>Spielen in GrundyGrid</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>&lt;p&gt;View ▸ Show Grundy Values writes a value *n on each cell where a move can be played: the Grundy value of the position that move leaves. In the rectangles game many rectangles start at one tile, and the tile shows the smallest value among the rectangles whose top-left corner it is. A position of value *0 is lost for the player who has to move in it, so the cells showing *0 are exactly the cells with a winning move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ansicht ▸ Grundy-Werte zeigen schreibt auf jedes Feld, auf dem ein Zug möglich ist, einen Wert *n: den Grundy-Wert der Stellung, die dieser Zug hinterlässt. Im Rechteckspiel beginnen viele Rechtecke an einer Kachel, und die Kachel zeigt den kleinsten Wert der Rechtecke, deren linke obere Ecke sie ist. Eine Stellung mit dem Wert *0 ist für den Spieler am Zug verloren, daher sind die Felder mit *0 genau die Felder mit einem Gewinnzug.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shading by remoteness</source>
        <translation>Einfärbung nach Restdauer</translation>
    </message>
    <message>
        <source>&lt;p&gt;View ▸ Shade Moves by Remoteness colours each mark by how soon the game ends after that move when both players play their best, the move itself counted. The sooner the game ends, the stronger the colour: the strongest rings are the quickest wins, and among the losing moves the palest disks hold out longest, the ones to choose when every move loses. The shape of a mark still tells a winning move from a losing one. The steps double: 1, 2–3, 4–7, 8–15 and 16 or more moves. While the option is on, a legend under the board shows the steps with the number of moves of the position in each. A move whose remoteness the solver does not know (on large boards) keeps its plain mark.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ansicht ▸ Züge nach Restdauer einfärben färbt jede Markierung danach, wie bald das Spiel nach diesem Zug endet, wenn beide Spieler bestmöglich spielen, den Zug selbst mitgezählt. Je früher das Spiel endet, desto kräftiger die Farbe: Die kräftigsten Ringe sind die schnellsten Gewinne, und unter den Verlustzügen halten die blassesten Scheiben am längsten durch – die Züge der Wahl, wenn jeder Zug verliert. Die Form einer Markierung unterscheidet weiterhin Gewinn- und Verlustzüge. Die Stufen verdoppeln sich: 1, 2–3, 4–7, 8–15 sowie 16 und mehr Züge. Solange die Option an ist, zeigt eine Legende unter dem Brett die Stufen mit der Zahl der Züge der Stellung in jeder Stufe. Ein Zug, dessen Restdauer der Löser nicht kennt (auf großen Brettern), behält seine schlichte Markierung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves to the end</source>
        <translation>Züge bis zum Ende</translation>
    </message>
    <message>
        <source>Usual colours</source>
        <translation>Übliche Farben</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Für Farbenblinde</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste Zugfolge</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Best Line tab, beside the moves played, lists the &lt;b&gt;best line&lt;/b&gt;: how the game goes on when both players play perfectly, the winner taking the fastest win and the loser holding out as long as possible, move by move to the end of the game or for its first %1 moves. Point at a move to see the position after it faintly over the board; click it to explore that position with its own marks, without playing anything. Back to the Game, Escape or a click on the board return to the game. Where the solver does not know how many moves are left, the line still keeps every verdict, but it need not be the fastest. View ▸ Show Best Line hides it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Reiter Beste Zugfolge neben den gespielten Zügen zeigt die &lt;b&gt;beste Zugfolge&lt;/b&gt;: wie das Spiel weitergeht, wenn beide perfekt spielen – der Gewinner gewinnt so schnell wie möglich, der Verlierer hält so lange wie möglich durch –, Zug für Zug bis zum Ende des Spiels oder für die ersten %1 Züge. Zeige auf einen Zug, um die Stellung danach blass über dem Brett zu sehen; klicke ihn an, um diese Stellung mit ihren eigenen Markierungen zu erkunden, ohne etwas zu spielen. Zurück zum Spiel, Escape oder ein Klick auf das Brett führen zum Spiel zurück. Wo der Löser nicht weiß, wie viele Züge bleiben, hält die Zugfolge trotzdem jedes Urteil, ist aber nicht unbedingt die schnellste. Ansicht ▸ Beste Zugfolge anzeigen blendet sie aus.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gui::RulesTextMisere</name>
    <message>
        <source>Misère play</source>
        <translation>Misère-Spiel</translation>
    </message>
    <message>
        <source>&lt;p&gt;Under the &lt;b&gt;misère&lt;/b&gt; rule (Game ▸ Misère Play) the moves stay the same, but the player who makes the last move &lt;b&gt;loses&lt;/b&gt;. A position without moves is therefore a win for the player to move: the opponent made the last move. The winning moves can be entirely different, and so can the verdict of a position, as in the example below, where the marks follow each rule.&lt;/p&gt;&lt;p&gt;Under normal play a position made of independent parts is decided by the XOR of the parts&apos; Grundy values. Under misère play it is not: what counts is which part is played out last, so two parts of the same value can behave differently in a sum, and the program searches the positions made of the parts instead. Conway&apos;s &lt;b&gt;genus&lt;/b&gt; of a part records its value together with how it behaves at the end of a misère game; parts whose genus is that of a nim heap are &lt;b&gt;tame&lt;/b&gt;, and a sum of tame parts is decided without a search, like misère nim: by the XOR, except that when every heap is of size 0 or 1 the player to move wins exactly when the XOR is 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Unter der &lt;b&gt;Misère&lt;/b&gt;-Regel (im Menü Spiel) bleiben die Züge dieselben, aber wer den letzten Zug macht, &lt;b&gt;verliert&lt;/b&gt;. Eine Stellung ohne Züge ist daher ein Gewinn für den Spieler am Zug: Der Gegner hat den letzten Zug gemacht. Die Gewinnzüge können ganz andere sein und ebenso das Urteil über eine Stellung, wie im Beispiel unten, dessen Markierungen jeweils der Regel folgen.&lt;/p&gt;&lt;p&gt;Im normalen Spiel entscheidet über eine Stellung aus unabhängigen Teilen das XOR der Grundy-Werte der Teile. Im Misère-Spiel nicht: Es kommt darauf an, welcher Teil zuletzt zu Ende gespielt wird, sodass sich zwei Teile mit demselben Wert in einer Summe verschieden verhalten können; das Programm durchsucht stattdessen die Stellungen, die aus den Teilen bestehen. Conways &lt;b&gt;Genus&lt;/b&gt; eines Teils hält seinen Wert zusammen damit fest, wie er sich am Ende eines Misère-Spiels verhält; Teile, deren Genus der eines Nim-Haufens ist, heißen &lt;b&gt;zahm&lt;/b&gt;, und eine Summe zahmer Teile wird ohne Suche entschieden, wie Misère-Nim: durch das XOR, außer wenn jeder Haufen die Größe 0 oder 1 hat – dann gewinnt der Spieler am Zug genau dann, wenn das XOR 0 ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Misère play: the player to move wins.</source>
        <translation>Misère-Spiel: Der Spieler am Zug gewinnt.</translation>
    </message>
    <message>
        <source>Misère play: the player to move loses.</source>
        <translation>Misère-Spiel: Der Spieler am Zug verliert.</translation>
    </message>
    <message>
        <source>Normal play: the player to move wins.</source>
        <translation>Normales Spiel: Der Spieler am Zug gewinnt.</translation>
    </message>
    <message>
        <source>Normal play: the player to move loses.</source>
        <translation>Normales Spiel: Der Spieler am Zug verliert.</translation>
    </message>
</context>
<context>
    <name>gui::RulesTextPuzzles</name>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>&lt;p&gt;Game ▸ Puzzles ▸ New Puzzle sets up a position of the game you choose in which exactly one move wins: find it and play it. The solver generated the puzzle and checked it, and nothing on the screen tells the answer until you have answered: the marks, the analysis, the value history and the best line stay hidden. A right answer says so; a wrong one says why, in words first: the reply with which your opponent wins, outlined on the board; then in numbers: the value the move leaves and the sum of the parts where the position splits. From there you may play on, try again, see the answer or go to the next puzzle.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Levels&lt;/b&gt;: Easy, Medium and Hard puzzles differ in how far the win lies ahead, the number of legal moves and, where the game splits, the number of parts to add up; their boards stay tidy, with a few short walls, gaps or poisoned pieces. Each level allows at most so many winning moves (a pawn has at most two).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Find all&lt;/b&gt;: ask for more than one winning move and the position has exactly that many; each one you find is counted and the position returns for the next.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Seed&lt;/b&gt;: the same game, level and seed always give the same puzzle, also in &lt;tt&gt;grundygrid-cli puzzle&lt;/tt&gt;, so a puzzle can be shared by its seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puzzle of the Day&lt;/b&gt;: a medium puzzle of the current game seeded by today&apos;s date, the same for everyone on that day (&lt;tt&gt;grundygrid-cli puzzle GAME --day&lt;/tt&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Score&lt;/b&gt;: the Puzzle dock counts, per game, the puzzles you solved at the first try and your streak of them; a wrong answer or a shown answer ends the streak.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Spiel ▸ Rätsel ▸ Neues Rätsel stellt eine Stellung des gewählten Spiels auf, in der genau ein Zug gewinnt: Finde ihn und spiele ihn. Der Löser hat das Rätsel erzeugt und geprüft, und nichts auf dem Bildschirm verrät die Lösung, bis du geantwortet hast: Markierungen, Analyse, Werteverlauf und beste Zugfolge bleiben verborgen. Eine richtige Antwort wird bestätigt; eine falsche wird begründet, zuerst in Worten: der Zug, mit dem dein Gegner gewinnt, auf dem Brett umrandet; dann in Zahlen: der Wert, den der Zug hinterlässt, und die Summe der Teile, wo die Stellung zerfällt. Von dort kannst du weiterspielen, es noch einmal versuchen, die Lösung ansehen oder zum nächsten Rätsel gehen.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Stufen&lt;/b&gt;: Leichte, mittlere und schwere Rätsel unterscheiden sich darin, wie weit der Sieg entfernt ist, in der Zahl der erlaubten Züge und, wo das Spiel zerfällt, in der Zahl der zu addierenden Teile; ihre Bretter bleiben übersichtlich, mit wenigen kurzen Mauern, Lücken oder vergifteten Stücken. Jede Stufe erlaubt höchstens so viele Gewinnzüge (ein Bauer hat höchstens zwei).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alle finden&lt;/b&gt;: Verlange mehr als einen Gewinnzug, und die Stellung hat genau so viele; jeder gefundene wird gezählt, und die Stellung kehrt für den nächsten zurück.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Startwert&lt;/b&gt;: Dasselbe Spiel, dieselbe Stufe und derselbe Startwert ergeben immer dasselbe Rätsel, auch in &lt;tt&gt;grundygrid-cli puzzle&lt;/tt&gt;, so lässt sich ein Rätsel über seinen Startwert weitergeben.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rätsel des Tages&lt;/b&gt;: ein mittleres Rätsel des aktuellen Spiels mit dem heutigen Datum als Startwert, an diesem Tag für alle dasselbe (&lt;tt&gt;grundygrid-cli puzzle GAME --day&lt;/tt&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Wertung&lt;/b&gt;: Das Rätsel-Fenster zählt je Spiel die Rätsel, die du im ersten Versuch gelöst hast, und deine Serie davon; eine falsche Antwort oder eine gezeigte Lösung beendet die Serie.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>gui::SetupEdits</name>
    <message>
        <source>A sum is as large as its boards: add, remove or duplicate its boards instead</source>
        <translation>Eine Summe ist so groß wie ihre Bretter: Füge stattdessen Bretter hinzu, entferne oder verdopple sie</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Resized to %1 x %2</source>
        <translation>Größe geändert auf %1 × %2</translation>
    </message>
    <message>
        <source>Resized to %1 x %2: %3 of %4 moves kept (Undo restores them all)</source>
        <extracomment>%3 of %4 moves played stay legal on the new size (kept in order up to the first that does not).</extracomment>
        <translation>Größe geändert auf %1 × %2: %3 von %4 Zügen behalten (Rückgängig stellt alle wieder her)</translation>
    </message>
</context>
<context>
    <name>gui::ShadingLegend</name>
    <message>
        <source>Wins in</source>
        <translation>Gewinnt in</translation>
    </message>
    <message>
        <source>Loses in</source>
        <translation>Verliert in</translation>
    </message>
    <message>
        <source>moves to the end of the game with best play, this move counted: the sooner, the stronger the colour; (n) moves of this position</source>
        <translation>Züge bis zum Spielende bei bestem Spiel, dieser Zug mitgezählt: je früher, desto kräftiger die Farbe; (n) Züge dieser Stellung</translation>
    </message>
    <message>
        <source>Marks of unknown remoteness stay plain: %1</source>
        <translation>Markierungen ohne bekannte Restdauer bleiben schlicht: %1</translation>
    </message>
</context>
<context>
    <name>gui::SizeLimitsText</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 rows and %2 columns</source>
        <translation>%1 Zeilen und %2 Spalten</translation>
    </message>
    <message>
        <source>at most %1 cells</source>
        <translation>höchstens %1 Felder</translation>
    </message>
    <message>
        <source>no more positions than a %1 x %1 board</source>
        <translation>nicht mehr Stellungen als ein Brett von %1 × %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of the size limits</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a size limit before the last</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no more positions than an %1 x %1 board</source>
        <extracomment>The side is 8, 11, 18 or 80 to 89, read with a vowel in English (&quot;an 18 x 18 board&quot;).</extracomment>
        <translation>nicht mehr Stellungen als ein Brett von %1 × %1</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>the positions of a %1 x %1 board</source>
        <translation>die Stellungen eines Bretts von %1 × %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the sizes beyond which a board is analysed by win or loss only</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 (beyond %2, win or loss only)</source>
        <extracomment>The window analyses a board beyond the full analysis&apos;s sizes by win or loss only (no Grundy values or remoteness).</extracomment>
        <translation>%1 (jenseits von %2 nur Gewinn oder Verlust)</translation>
    </message>
    <message>
        <source>A board beyond the full analysis is analysed by win or loss only (no Grundy values or remoteness): its first analysis takes seconds to minutes (about two minutes and 1.2 GB of memory for %1 x %1), with progress, the time left and Cancel. The result is kept in the cache folder (Edit menu: Clear Chomp Cache), so the same board, or a smaller one inside it with the same poison, shows its marks at once.</source>
        <translation>Ein Brett jenseits der vollen Analyse wird nur nach Gewinn oder Verlust analysiert (ohne Grundy-Werte und verbleibende Züge): Seine erste Analyse dauert Sekunden bis Minuten (bei %1 × %1 etwa zwei Minuten und 1,2 GB Speicher), mit Fortschritt, verbleibender Zeit und Abbrechen. Das Ergebnis bleibt im Cache-Ordner (Menü Bearbeiten: Chomp-Cache leeren), sodass dasselbe Brett oder ein kleineres darin mit demselben Gift seine Markierungen sofort zeigt.</translation>
    </message>
    <message>
        <source>Boards of %1 have %2.</source>
        <translation>Bretter für „%1“ haben %2.</translation>
    </message>
    <message>
        <source>The board size %1 x %2 is out of range. %3</source>
        <translation>Die Brettgröße %1 × %2 ist nicht zulässig. %3</translation>
    </message>
</context>
<context>
    <name>gui::SumContextMenu</name>
    <message>
        <source>board %1: %2</source>
        <translation>Brett %1: %2</translation>
    </message>
</context>
<context>
    <name>gui::SumEdits</name>
    <message>
        <source>&amp;Add Board to Sum…</source>
        <translation>Brett zur &amp;Summe hinzufügen …</translation>
    </message>
    <message>
        <source>Remove &amp;Board from Sum</source>
        <translation>Brett aus Summe en&amp;tfernen</translation>
    </message>
    <message>
        <source>A sum holds at most %1 boards</source>
        <translation>Eine Summe hat höchstens %1 Bretter</translation>
    </message>
    <message>
        <source>Add a board of any game at the right, making a sum of the boards</source>
        <translation>Rechts ein Brett eines beliebigen Spiels anfügen, die Bretter bilden eine Summe</translation>
    </message>
    <message>
        <source>Remove the board under the keyboard cursor from the sum</source>
        <translation>Das Brett unter dem Tastaturcursor aus der Summe entfernen</translation>
    </message>
    <message>
        <source>Only a board of a sum can be removed</source>
        <translation>Nur ein Brett einer Summe kann entfernt werden</translation>
    </message>
    <message>
        <source>Add Board to Sum</source>
        <translation>Brett zur Summe hinzufügen</translation>
    </message>
    <message>
        <source>Added a board of %1 to the sum: %2 boards</source>
        <translation>Ein Brett von %1 zur Summe hinzugefügt: %2 Bretter</translation>
    </message>
    <message>
        <source>Removed board %1 (%2) from the sum</source>
        <translation>Brett %1 (%2) aus der Summe entfernt</translation>
    </message>
    <message>
        <source>; moves played on it dropped: %1 (Undo brings them back)</source>
        <extracomment>%1: how many moves played on the removed board left the move list.</extracomment>
        <translation>; darauf gespielte Züge entfernt: %1 (Rückgängig bringt sie zurück)</translation>
    </message>
    <message>
        <source>Remove Board from Sum</source>
        <translation>Brett aus Summe entfernen</translation>
    </message>
    <message>
        <source>The boards make no sum: %1</source>
        <translation>Die Bretter bilden keine Summe: %1</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board in Sum</source>
        <translation>Brett in der Summe &amp;verdoppeln</translation>
    </message>
    <message>
        <source>Move Board &amp;Left</source>
        <translation>Brett nach li&amp;nks</translation>
    </message>
    <message>
        <source>Move Board Ri&amp;ght</source>
        <translation>Brett nach rec&amp;hts</translation>
    </message>
    <message>
        <source>Only a board of a sum can be duplicated (Add Board to Sum makes a sum)</source>
        <translation>Nur ein Brett einer Summe kann verdoppelt werden (Brett zur Summe hinzufügen macht eine Summe)</translation>
    </message>
    <message>
        <source>Add a copy of the board under the keyboard cursor, as set up, at its right</source>
        <translation>Eine Kopie des Bretts unter dem Tastaturcursor, wie aufgestellt, rechts daneben anfügen</translation>
    </message>
    <message>
        <source>Only a board of a sum can be moved</source>
        <translation>Nur ein Brett einer Summe kann verschoben werden</translation>
    </message>
    <message>
        <source>Swap the board under the keyboard cursor with the one at its left</source>
        <translation>Das Brett unter dem Tastaturcursor mit dem links daneben tauschen</translation>
    </message>
    <message>
        <source>Swap the board under the keyboard cursor with the one at its right</source>
        <translation>Das Brett unter dem Tastaturcursor mit dem rechts daneben tauschen</translation>
    </message>
    <message>
        <source>Put the keyboard cursor (arrow keys) on a board of the sum first</source>
        <translation>Setzen Sie zuerst den Tastaturcursor (Pfeiltasten) auf ein Brett der Summe</translation>
    </message>
    <message>
        <source>Duplicate Board in Sum</source>
        <translation>Brett in der Summe verdoppeln</translation>
    </message>
    <message>
        <source>Board %1 (%2) copied as set up to board %3</source>
        <translation>Brett %1 (%2) wie aufgestellt als Brett %3 kopiert</translation>
    </message>
    <message>
        <source>Board %1 is at the end of the sum</source>
        <translation>Brett %1 steht am Ende der Summe</translation>
    </message>
    <message>
        <source>Move Board Left</source>
        <translation>Brett nach links</translation>
    </message>
    <message>
        <source>Move Board Right</source>
        <translation>Brett nach rechts</translation>
    </message>
    <message>
        <source>Board %1 is now board %2</source>
        <translation>Brett %1 ist jetzt Brett %2</translation>
    </message>
    <message>
        <source>New Su&amp;m…</source>
        <translation>Neue Su&amp;mme …</translation>
    </message>
    <message>
        <source>Start a new sum of 2 to %1 boards, each of any game</source>
        <translation>Eine neue Summe aus 2 bis %1 Brettern beliebiger Spiele beginnen</translation>
    </message>
    <message>
        <source>New Sum</source>
        <translation>Neue Summe</translation>
    </message>
    <message>
        <source>Boards in the sum:</source>
        <translation>Bretter in der Summe:</translation>
    </message>
    <message>
        <source>New Sum: board %1 (boards 0 to %2)</source>
        <translation>Neue Summe: Brett %1 (Bretter 0 bis %2)</translation>
    </message>
    <message>
        <source>New sum of %1 boards</source>
        <translation>Neue Summe aus %1 Brettern</translation>
    </message>
    <message>
        <source>Remove this board from the sum</source>
        <translation>Dieses Brett aus der Summe entfernen</translation>
    </message>
    <message>
        <source>Add a copy of this board, as set up, at its right</source>
        <translation>Eine Kopie dieses Bretts, wie aufgestellt, rechts daneben anfügen</translation>
    </message>
    <message>
        <source>Swap this board with the one at its left</source>
        <translation>Dieses Brett mit dem links daneben tauschen</translation>
    </message>
    <message>
        <source>Swap this board with the one at its right</source>
        <translation>Dieses Brett mit dem rechts daneben tauschen</translation>
    </message>
</context>
<context>
    <name>gui::SumLook</name>
    <message>
        <source>board %1</source>
        <translation>Brett %1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Play mode: play on any board; the player without a move on every board loses.</source>
        <translation>Spielmodus: auf einem beliebigen Brett ziehen; wer auf keinem Brett mehr ziehen kann, verliert.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1, %2) lies on no board of the sum</source>
        <translation>(%1, %2) liegt auf keinem Brett der Summe</translation>
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
    <message>
        <source>Demo over: player %1 wins, player %2 made the last move (misère play: the last move loses).</source>
        <translation>Demo vorbei: Spieler %1 gewinnt, Spieler %2 hat den letzten Zug gemacht (Misère-Spiel: Der letzte Zug verliert).</translation>
    </message>
    <message>
        <source>The computer wins: you made the last move (misère play: the last move loses).</source>
        <translation>Der Computer gewinnt: Sie haben den letzten Zug gemacht (Misère-Spiel: Der letzte Zug verliert).</translation>
    </message>
    <message>
        <source>You win! The computer made the last move (misère play: the last move loses).</source>
        <translation>Sie gewinnen! Der Computer hat den letzten Zug gemacht (Misère-Spiel: Der letzte Zug verliert).</translation>
    </message>
    <message>
        <source>Player %1 wins: player %2 made the last move (misère play: the last move loses).</source>
        <translation>Spieler %1 gewinnt: Spieler %2 hat den letzten Zug gemacht (Misère-Spiel: Der letzte Zug verliert).</translation>
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
        <source>▼ Threw away a win: %1; and %2 more (▼ on the chart).</source>
        <translation>▼ Gewinn verschenkt: %1; und %2 weitere (▼ im Diagramm).</translation>
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
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Freies Gelände</translation>
    </message>
    <message>
        <source>Derive Monsters</source>
        <translation>Monster ableiten</translation>
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
        <source>Wall: click a cell to build or remove a wall, drag to build a run of walls, right-drag to clear cells</source>
        <translation>Mauer: Klick auf ein Feld baut oder entfernt eine Mauer, Ziehen baut eine Reihe von Mauern, Ziehen mit der rechten Maustaste räumt Felder frei</translation>
    </message>
    <message>
        <source>Monster: click open ground to place or remove a monster by hand, right-click to clear a cell</source>
        <translation>Monster: Klick auf freies Gelände setzt oder entfernt ein Monster von Hand, Rechtsklick räumt ein Feld frei</translation>
    </message>
    <message>
        <source>Open ground (eraser): click or drag to clear walls and monsters</source>
        <translation>Freies Gelände (Radierer): Klicken oder Ziehen entfernt Mauern und Monster</translation>
    </message>
    <message>
        <source>Derive Monsters: put a monster on every open cell whose open runs in all four directions are at least 2 cells long (the prime-cross rule). Replaces the monsters placed by hand.</source>
        <translation>Monster ableiten: Setzt ein Monster auf jedes freie Feld, dessen freie Strecken in alle vier Richtungen mindestens 2 Felder lang sind (die Primkreuz-Regel). Ersetzt die von Hand gesetzten Monster.</translation>
    </message>
    <message>
        <source>Monsters Follow Walls: while on, the monsters are derived from the walls after every stroke, so they appear and vanish as you paint</source>
        <translation>Monster folgen den Mauern: Solange eingeschaltet, werden die Monster nach jedem Strich aus den Mauern abgeleitet, sodass sie beim Malen erscheinen und verschwinden</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a field of walls and open ground. Monsters live on some open cells: in the usual setup on every open cell from which at least two open cells stretch without a break to the left, to the right, upwards and downwards (the prime-cross rule); they may also be placed by hand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; wakes a monster that lava has not reached yet: its cell becomes a volcano, and lava runs from it along its row and its column in all four directions until it meets lava that is already there. Walls do not hold it back. Every monster the lava reaches is gone.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who makes the last eruption. The lava lines cut the field into rectangles that no longer affect each other.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Brett ist ein Feld aus Mauern und freiem Gelände. Auf einigen freien Feldern leben Monster: in der üblichen Ausgangsstellung auf jedem freien Feld, von dem aus sich ohne Unterbrechung mindestens zwei freie Felder nach links, nach rechts, nach oben und nach unten erstrecken (die Primkreuz-Regel); sie können auch von Hand gesetzt werden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ein Zug&lt;/b&gt; weckt ein Monster, das die Lava noch nicht erreicht hat: Sein Feld wird zum Vulkan, und von dort fließt Lava entlang seiner Zeile und Spalte in alle vier Richtungen, bis sie auf Lava trifft, die schon da ist. Mauern halten sie nicht auf. Jedes Monster, das die Lava erreicht, ist verschwunden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wer gewinnt:&lt;/b&gt; Wer den letzten Ausbruch auslöst. Die Lavalinien zerschneiden das Feld in Rechtecke, die sich nicht mehr gegenseitig beeinflussen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a monster to make it erupt. In edit mode, paint walls and open ground; Derive Monsters places the monsters by the prime-cross rule, and with Monsters Follow Walls switched on they follow every change of the walls.</source>
        <translation>Im Spielmodus ein Monster anklicken, um es ausbrechen zu lassen. Im Bearbeitungsmodus Mauern und freies Gelände malen; „Monster ableiten“ setzt die Monster nach der Primkreuz-Regel, und mit eingeschaltetem „Monster folgen den Mauern“ folgen sie jeder Änderung der Mauern.</translation>
    </message>
    <message>
        <source>A 7 × 7 field with two walls. Monsters live where open ground reaches at least two cells in all four directions.</source>
        <translation>Ein Feld aus 7 × 7 Zellen mit zwei Mauern. Monster leben dort, wo freies Gelände in alle vier Richtungen mindestens zwei Felder weit reicht.</translation>
    </message>
    <message>
        <source>The monster at (3, 3) erupted: lava fills its row and its column and buries the monsters on them.</source>
        <translation>Das Monster auf (3, 3) ist ausgebrochen: Lava füllt seine Zeile und Spalte und begräbt die Monster darauf.</translation>
    </message>
    <message>
        <source>The lava cuts the field into independent parts, each outlined with its value; the marks tell which eruptions win.</source>
        <translation>Die Lava zerschneidet das Feld in unabhängige Teile, jeder mit seinem Wert umrandet; die Markierungen zeigen, welche Ausbrüche gewinnen.</translation>
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
        <source>A 6 × 6 field without walls: four monsters in the middle, and each eruption buries two of them.</source>
        <translation>Ein Feld aus 6 × 6 Zellen ohne Mauern: vier Monster in der Mitte, und jeder Ausbruch begräbt zwei von ihnen.</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetDialog</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>Puzzle i of the sheet uses seed S + i − 1, S the seed given here: puzzle 1 is the one %1 prints. The default is today&apos;s puzzle of the day.</source>
        <extracomment>%1 is the command line of the same puzzle, e.g. &quot;grundygrid-cli puzzle chomp --level 2 --seed S&quot;.</extracomment>
        <translation>Rätsel i des Blatts verwendet den Startwert S + i − 1, S der hier angegebene Startwert: Rätsel 1 ist das, das %1 ausgibt. Vorgabe ist das heutige Rätsel des Tages.</translation>
    </message>
    <message>
        <source>&amp;Number of puzzles:</source>
        <translation>&amp;Anzahl der Rätsel:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Puzzles per &amp;page:</source>
        <translation>Rätsel pro Seit&amp;e:</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetExport</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>The puzzles could not be generated: %1</source>
        <translation>Die Rätsel konnten nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>Worksheet cancelled; nothing was written.</source>
        <translation>Arbeitsblatt abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The worksheet could not be written to “%1”: %2</source>
        <translation>Das Arbeitsblatt konnte nicht nach „%1“ geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported a worksheet of %1 puzzles to %2.</source>
        <translation>Ein Arbeitsblatt mit %1 Rätseln wurde nach %2 exportiert.</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetJob</name>
    <message>
        <source>Generating %1 puzzles…</source>
        <translation>%1 Rätsel werden erzeugt…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export Worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetPdf</name>
    <message>
        <source>Puzzle %1 — find the winning move; you are to move.</source>
        <translation>Rätsel %1 — finde den Gewinnzug; du bist am Zug.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Puzzle %1: %2</source>
        <extracomment>An answer of a worksheet: the puzzle&apos;s number and its winning moves.</extracomment>
        <translation>Rätsel %1: %2</translation>
    </message>
    <message>
        <source>%1 worksheet — level %2, seed %3</source>
        <extracomment>The title of a worksheet: its game, level and the seed of its first puzzle.</extracomment>
        <translation>Arbeitsblatt %1 — Stufe %2, Startwert %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
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
