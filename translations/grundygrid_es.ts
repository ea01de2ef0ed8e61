<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>MainWindow</name>
    <message>
        <source>GrundyGrid</source>
        <translation>GrundyGrid</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Jugar de &amp;nuevo</translation>
    </message>
    <message>
        <source>Play the same setup again from the start, in the same mode</source>
        <translation>Jugar otra vez la misma posición inicial desde el principio, en el mismo modo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Main Tool Bar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Paleta</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Value History</source>
        <translation>Historial de valores</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>Start a new board (asks for the game and size)</source>
        <translation>Empezar un tablero nuevo (pregunta el juego y el tamaño)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a board file</source>
        <translation>Abrir un archivo de tablero</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the board and the moves played</source>
        <translation>Guardar el tablero y las jugadas realizadas</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the board under a new name</source>
        <translation>Guardar el tablero con otro nombre</translation>
    </message>
    <message>
        <source>&amp;Import Contest Text…</source>
        <translation>&amp;Importar texto de concurso…</translation>
    </message>
    <message>
        <source>Read a setup from a contest text (the published puzzle format)</source>
        <translation>Leer una posición inicial de un texto de concurso (el formato publicado de los problemas)</translation>
    </message>
    <message>
        <source>&amp;Export Contest Text…</source>
        <translation>&amp;Exportar texto de concurso…</translation>
    </message>
    <message>
        <source>Write the setup as a contest text that grundygrid-cli answers</source>
        <translation>Escribir la posición inicial como un texto de concurso que grundygrid-cli responde</translation>
    </message>
    <message>
        <source>Import &amp;Position Query…</source>
        <translation>Importar consulta de &amp;posición…</translation>
    </message>
    <message>
        <source>Read a setup and the moves played from a position query text</source>
        <translation>Leer una posición inicial y las jugadas realizadas de un texto de consulta de posición</translation>
    </message>
    <message>
        <source>Export Posi&amp;tion Query…</source>
        <translation>Exportar consul&amp;ta de posición…</translation>
    </message>
    <message>
        <source>Write the setup and the moves played as a position query for grundygrid-cli moves</source>
        <translation>Escribir la posición inicial y las jugadas realizadas como consulta de posición para «grundygrid-cli moves»</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit GrundyGrid</source>
        <translation>Salir de GrundyGrid</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last edit or move</source>
        <translation>Deshacer el último cambio o la última jugada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Rehacer lo que se deshizo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>Re&amp;size Board…</source>
        <translation>&amp;Cambiar tamaño del tablero…</translation>
    </message>
    <message>
        <source>Change the number of rows and columns</source>
        <translation>Cambiar el número de filas y columnas</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <source>Remove everything painted on the board</source>
        <translation>Quitar todo lo pintado en el tablero</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Edit Mode</source>
        <translation>Modo de &amp;edición</translation>
    </message>
    <message>
        <source>Edit the setup: paint and erase cells</source>
        <translation>Editar la posición inicial: pintar y borrar casillas</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Play Mode</source>
        <translation>Modo de &amp;juego</translation>
    </message>
    <message>
        <source>Play the game from the current position</source>
        <translation>Jugar la partida desde la posición actual</translation>
    </message>
    <message>
        <source>Against the &amp;Computer</source>
        <translation>Contra el &amp;ordenador</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jugar contra el ordenador</translation>
    </message>
    <message>
        <source>Against a H&amp;uman</source>
        <translation>Contra un &amp;humano</translation>
    </message>
    <message>
        <source>Two players share the board</source>
        <translation>Dos jugadores comparten el tablero</translation>
    </message>
    <message>
        <source>Computer &amp;vs Computer (Demo)</source>
        <translation>Ordenador contra ordenador (&amp;demo)</translation>
    </message>
    <message>
        <source>The computer plays both sides, one move at a time</source>
        <translation>El ordenador juega por los dos bandos, jugada a jugada</translation>
    </message>
    <message>
        <source>Computer Moves &amp;First</source>
        <translation>El ordenador e&amp;mpieza</translation>
    </message>
    <message>
        <source>The computer makes the first move of the game</source>
        <translation>El ordenador hace la primera jugada de la partida</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show a winning move for the player to move</source>
        <translation>Mostrar una jugada ganadora para el jugador en turno</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Go back to the start of the game (undoable)</source>
        <translation>Volver al inicio de la partida (se puede deshacer)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Make the board larger</source>
        <translation>Mostrar el tablero más grande</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>Make the board smaller</source>
        <translation>Mostrar el tablero más pequeño</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Ajustar &amp;tablero</translation>
    </message>
    <message>
        <source>Fit the whole board into the window</source>
        <translation>Encajar el tablero entero en la ventana</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Show &amp;Marks</source>
        <translation>Mostrar &amp;marcas</translation>
    </message>
    <message>
        <source>Mark winning and losing moves on the board</source>
        <translation>Marcar en el tablero las jugadas ganadoras y perdedoras</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>Show Grundy &amp;Values</source>
        <translation>Mostrar valores de &amp;Grundy</translation>
    </message>
    <message>
        <source>Write on each move&apos;s cell the Grundy value of the position it leaves</source>
        <translation>Escribir en la casilla de cada jugada el valor de Grundy de la posición que deja</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimaciones</translation>
    </message>
    <message>
        <source>Briefly animate each move on the board</source>
        <translation>Animar brevemente cada jugada en el tablero</translation>
    </message>
    <message>
        <source>Colo&amp;ur-Blind Safe Colours</source>
        <translation>Colores aptos para &amp;daltónicos</translation>
    </message>
    <message>
        <source>Mark winning moves blue and losing moves orange instead of green and red</source>
        <translation>Marcar las jugadas ganadoras en azul y las perdedoras en naranja en lugar de verde y rojo</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Show &amp;Decomposition</source>
        <translation>Mostrar descom&amp;posición</translation>
    </message>
    <message>
        <source>Outline the independent parts of the position and add up their Grundy values</source>
        <translation>Contornear las partes independientes de la posición y sumar sus valores de Grundy</translation>
    </message>
    <message>
        <source>Sho&amp;w Each Board Alone</source>
        <translation>Mostrar cada tablero p&amp;or separado</translation>
    </message>
    <message>
        <source>Mark each board&apos;s moves as if the board were alone, instead of as moves of the sum</source>
        <translation>Marcar las jugadas de cada tablero como si el tablero estuviera solo, en vez de como jugadas de la suma</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>&amp;Cancel Analysis</source>
        <translation>&amp;Cancelar análisis</translation>
    </message>
    <message>
        <source>Stop the running analysis</source>
        <translation>Detener el análisis en curso</translation>
    </message>
    <message>
        <source>&amp;About GrundyGrid</source>
        <translation>&amp;Acerca de GrundyGrid</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;Rules of the Games</source>
        <translation>&amp;Reglas de los juegos</translation>
    </message>
    <message>
        <source>Rules of the games, with pictures, and how to read the marks (F1)</source>
        <translation>Las reglas de los juegos, con imágenes, y cómo leer las marcas (F1)</translation>
    </message>
    <message>
        <source>Show the rules of each game with example boards and a legend of the marks on the board</source>
        <translation>Mostrar las reglas de cada juego con tableros de ejemplo y una leyenda de las marcas del tablero</translation>
    </message>
    <message>
        <source>Show the program&apos;s version and what the marks on the board mean</source>
        <translation>Mostrar la versión del programa y qué significan las marcas del tablero</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Analy&amp;se</source>
        <translation>Anali&amp;zar</translation>
    </message>
    <message>
        <source>Analyse the board again, e.g. after a cancelled analysis</source>
        <translation>Analizar el tablero de nuevo, p. ej. tras cancelar un análisis</translation>
    </message>
</context>
<context>
    <name>NewBoardDialog</name>
    <message>
        <source>New Board</source>
        <translation>Tablero nuevo</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>The game to set up</source>
        <translation>El juego que se va a preparar</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <source>Number of rows of the board</source>
        <translation>Número de filas del tablero</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>C&amp;olumnas:</translation>
    </message>
    <message>
        <source>Number of columns of the board</source>
        <translation>Número de columnas del tablero</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Empezar con</translation>
    </message>
    <message>
        <source>&amp;Empty board</source>
        <translation>Tablero &amp;vacío</translation>
    </message>
    <message>
        <source>A board of the chosen size with nothing painted on it</source>
        <translation>Un tablero del tamaño elegido sin nada pintado</translation>
    </message>
    <message>
        <source>The game&apos;s e&amp;xample</source>
        <translation>&amp;Ejemplo del juego</translation>
    </message>
    <message>
        <source>The game&apos;s ready example board (it has a size of its own)</source>
        <translation>El tablero de ejemplo ya preparado del juego (tiene su propio tamaño)</translation>
    </message>
    <message>
        <source>Ra&amp;ndom board</source>
        <translation>Tablero &amp;aleatorio</translation>
    </message>
    <message>
        <source>A random board of the chosen size</source>
        <translation>Un tablero aleatorio del tamaño elegido</translation>
    </message>
    <message>
        <source>&amp;Density:</source>
        <translation>&amp;Densidad:</translation>
    </message>
    <message>
        <source>The share of the cells a random board paints</source>
        <translation>La proporción de casillas que pinta un tablero aleatorio</translation>
    </message>
    <message>
        <source>The board sizes this game takes</source>
        <translation>Los tamaños de tablero que admite este juego</translation>
    </message>
    <message>
        <source>How far the misère rule (Game ▸ Misère Play) is decided for this game</source>
        <translation>Hasta dónde se decide la regla misère en este juego</translation>
    </message>
</context>
<context>
    <name>gui::AboutBox</name>
    <message>
        <source>About GrundyGrid</source>
        <translation>Acerca de GrundyGrid</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GrundyGrid %1&lt;/h3&gt;&lt;p&gt;Edit, play and solve impartial grid games.&lt;/p&gt;&lt;p&gt;Marks on the board: a ring with a tick (green, or blue with colour-blind safe colours) is a winning move, a small red or orange cross a losing one.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GrundyGrid %1&lt;/h3&gt;&lt;p&gt;Edita, juega y resuelve juegos imparciales en cuadrícula.&lt;/p&gt;&lt;p&gt;Marcas en el tablero: un anillo con una marca de verificación (verde, o azul con los colores aptos para daltónicos) es una jugada ganadora; una pequeña cruz roja o naranja, una perdedora.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Help ▸ Rules of the Games (F1) explains each game with pictures.&lt;/p&gt;&lt;p&gt;Built with Qt %1, running on Qt %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ayuda ▸ Reglas de los juegos (F1) explica cada juego con imágenes.&lt;/p&gt;&lt;p&gt;Compilado con Qt %1, ejecutándose con Qt %2.&lt;/p&gt;</translation>
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
        <translation>Analizar de &amp;nuevo</translation>
    </message>
    <message>
        <source>Analyse the board again</source>
        <translation>Analizar el tablero de nuevo</translation>
    </message>
    <message>
        <source>Show only &amp;winning moves</source>
        <translation>Mostrar solo jugadas &amp;ganadoras</translation>
    </message>
    <message>
        <source>List only the moves that win; the losing moves are hidden</source>
        <translation>Listar solo las jugadas que ganan; las perdedoras quedan ocultas</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisProgress</name>
    <message>
        <source>Analysing %1 boards… %p%</source>
        <translation>Analizando %1 tableros… %p %</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analizando… %p %</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>quedan unos %1 s</translation>
    </message>
    <message>
        <source>about %1 min left</source>
        <translation>quedan unos %1 min</translation>
    </message>
    <message>
        <source>about %1 h left</source>
        <translation>quedan unas %1 h</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisText</name>
    <message>
        <source>Player to move wins</source>
        <translation>Gana el jugador en turno</translation>
    </message>
    <message>
        <source>Player to move loses</source>
        <translation>Pierde el jugador en turno</translation>
    </message>
    <message>
        <source>No move left: the game is over</source>
        <translation>No quedan jugadas: la partida ha terminado</translation>
    </message>
    <message>
        <source>Wins in 1 move with best play</source>
        <translation>Gana en 1 jugada con juego perfecto</translation>
    </message>
    <message>
        <source>Wins in %1 moves with best play</source>
        <translation>Gana en %1 jugadas con juego perfecto</translation>
    </message>
    <message>
        <source>Loses in 1 move at the latest</source>
        <translation>Pierde en 1 jugada como máximo</translation>
    </message>
    <message>
        <source>Loses in %1 moves at the latest</source>
        <translation>Pierde en %1 jugadas como máximo</translation>
    </message>
    <message>
        <source>Grundy value %1</source>
        <translation>Valor de Grundy %1</translation>
    </message>
    <message>
        <source>Grundy value not computed for a board this large</source>
        <translation>El valor de Grundy no se calcula para un tablero tan grande</translation>
    </message>
    <message>
        <source>Grundy values and remoteness are not computed for a board this large: the marks show win or loss only</source>
        <translation>Los valores de Grundy y la lejanía no se calculan para un tablero tan grande: las marcas muestran solo victoria o derrota</translation>
    </message>
    <message>
        <source>%L1 legal moves; which of them win is not known</source>
        <translation>%L1 jugadas legales; no se sabe cuáles ganan</translation>
    </message>
    <message>
        <source>No winning move (of %L1)</source>
        <translation>Ninguna jugada ganadora (de %L1)</translation>
    </message>
    <message>
        <source>1 winning move (of %L1)</source>
        <translation>1 jugada ganadora (de %L1)</translation>
    </message>
    <message>
        <source>%1 winning moves (of %L2)</source>
        <translation>%1 jugadas ganadoras (de %L2)</translation>
    </message>
    <message>
        <source>The table lists %L1 of them: the nearest and every winning move.</source>
        <extracomment>The move table of a position with too many moves to list (a pawn far from the origin).</extracomment>
        <translation>La tabla muestra %L1 de ellas: las más cercanas y todas las ganadoras.</translation>
    </message>
    <message>
        <source>Boards: %1</source>
        <translation>Tableros: %1</translation>
    </message>
    <message>
        <source>Not known: %1</source>
        <translation>No se sabe: %1</translation>
    </message>
    <message>
        <source>%1: the player to move loses</source>
        <extracomment>A sum&apos;s boards&apos; values and their XOR, then what it means: &quot;*3 ⊕ *1 ⊕ *2 = *0: the player to move loses&quot;.</extracomment>
        <translation>%1: el jugador que mueve pierde</translation>
    </message>
    <message>
        <source>%1: the player to move wins</source>
        <translation>%1: el jugador que mueve gana</translation>
    </message>
    <message>
        <source>The marks and the move table show each board alone: its own winning moves, as if the other boards were not there</source>
        <translation>Las marcas y la tabla de jugadas muestran cada tablero por separado: sus propias jugadas ganadoras, como si los demás tableros no estuvieran</translation>
    </message>
    <message>
        <source>The marks and the move table show the moves of the sum: a winning move leaves every board together at *0</source>
        <translation>Las marcas y la tabla de jugadas muestran las jugadas de la suma: una jugada ganadora deja todos los tableros juntos en *0</translation>
    </message>
</context>
<context>
    <name>gui::AnalysisViewOptions</name>
    <message>
        <source>Mark each board&apos;s moves as if the board were alone, instead of as moves of the sum</source>
        <translation>Marcar las jugadas de cada tablero como si el tablero estuviera solo, en vez de como jugadas de la suma</translation>
    </message>
    <message>
        <source>Only a sum of several boards has boards to show alone; this board is alone already</source>
        <translation>Solo una suma de varios tableros tiene tableros que mostrar por separado; este tablero ya está solo</translation>
    </message>
</context>
<context>
    <name>gui::AttractionsLook</name>
    <message>
        <source>Attractions</source>
        <translation>Atracciones</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Parcela</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Césped</translation>
    </message>
    <message>
        <source>Play mode: click a free spot to build an attraction there.</source>
        <translation>Modo de juego: haz clic en una parcela libre para construir allí una atracción.</translation>
    </message>
    <message>
        <source>That is outside the park.</source>
        <translation>Eso está fuera del parque.</translation>
    </message>
    <message>
        <source>An attraction already stands at (%1, %2).</source>
        <translation>Ya hay una atracción en (%1, %2).</translation>
    </message>
    <message>
        <source>A sign covers (%1, %2): nothing more can be built there.</source>
        <translation>Un letrero ocupa (%1, %2): allí ya no se puede construir nada.</translation>
    </message>
    <message>
        <source>(%1, %2) is plain lawn: attractions are built only on spots.</source>
        <translation>(%1, %2) es césped: las atracciones solo se construyen en parcelas.</translation>
    </message>
    <message>
        <source>Spot: click a cell to make it a building lot or plain lawn again, drag to lay out a run, right-drag to turn cells back into lawn</source>
        <translation>Parcela: haz clic en una casilla para convertirla en parcela edificable o de nuevo en césped, arrastra para trazar una fila, arrastra con el botón derecho para volver a convertir casillas en césped</translation>
    </message>
    <message>
        <source>Plain (eraser): click or drag to turn spots back into lawn, where nothing may be built</source>
        <translation>Césped (borrador): haz clic o arrastra para volver a convertir parcelas en césped, donde no se puede construir nada</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a park: some cells are spots where an attraction may be built, the rest is plain lawn where nothing may be built.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; builds an attraction on a free spot. From it, signs run along the four diagonals, cell by cell, until they reach the edge of the park or a cell already taken by an attraction or a sign; they cover lawn as well as spots. A spot under a sign can no longer be built on.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who cannot build any more loses. Cells of the two chessboard colours never meet along a diagonal, so they form separate games.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero es un parque: algunas casillas son parcelas donde se puede construir una atracción; el resto es césped, donde no se puede construir nada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; construye una atracción en una parcela libre. Desde ella, los letreros avanzan por las cuatro diagonales, casilla a casilla, hasta llegar al borde del parque o a una casilla ya ocupada por una atracción o un letrero; cubren tanto el césped como las parcelas. En una parcela bajo un letrero ya no se puede construir.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; pierde el jugador que ya no puede construir. Las casillas de los dos colores del tablero de ajedrez nunca se encuentran en una diagonal, así que forman juegos separados.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a free spot to build there. In edit mode, paint spots and plain lawn.</source>
        <translation>En el modo de juego, haz clic en una parcela libre para construir allí. En el modo de edición, pinta parcelas y césped.</translation>
    </message>
    <message>
        <source>A 5 × 5 park with four patches of plain lawn: attractions may be built on the spots, never on the lawn.</source>
        <translation>Un parque de 5 × 5 con cuatro zonas de césped: las atracciones se pueden construir en las parcelas, nunca en el césped.</translation>
    </message>
    <message>
        <source>An attraction built at (2, 2): its signs run diagonally to the edges and cover every spot on the way. This first move wins.</source>
        <translation>Una atracción construida en (2, 2): sus letreros van en diagonal hasta los bordes y cubren todas las parcelas del camino. Esta primera jugada gana.</translation>
    </message>
    <message>
        <source>The analysis of the empty park: a ring with a tick marks each spot where the first attraction wins (the corners and the centre), a small cross each one where it loses.</source>
        <translation>El análisis del parque vacío: un anillo con una marca de verificación señala cada parcela donde la primera atracción gana (las esquinas y el centro); una pequeña cruz, cada una donde pierde.</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>parcela</translation>
    </message>
    <message>
        <source>attraction</source>
        <translation>atracción</translation>
    </message>
    <message>
        <source>sign</source>
        <translation>letrero</translation>
    </message>
    <message>
        <source>A 3 × 3 park with five spots.</source>
        <translation>Un parque de 3 × 3 con cinco parcelas.</translation>
    </message>
</context>
<context>
    <name>gui::Autosave</name>
    <message>
        <source>Autosave failed: cannot write %1: %2</source>
        <translation>Falló el guardado automático: no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>the autosave folder cannot be created or locked</source>
        <translation>no se puede crear ni bloquear la carpeta de guardado automático</translation>
    </message>
</context>
<context>
    <name>gui::BestLineExplorer</name>
    <message>
        <source>Best Line</source>
        <translation>Línea óptima</translation>
    </message>
    <message>
        <source>No best line: %1</source>
        <translation>No hay línea óptima: %1</translation>
    </message>
    <message>
        <source>Show &amp;Best Line</source>
        <translation>Mostrar lín&amp;ea óptima</translation>
    </message>
    <message>
        <source>Show best play from the current position, move by move, in the Best Line tab</source>
        <translation>Mostrar el juego óptimo desde la posición actual, jugada a jugada, en la pestaña Línea óptima</translation>
    </message>
</context>
<context>
    <name>gui::BestLinePanel</name>
    <message>
        <source>The game is over: no move is left.</source>
        <translation>La partida ha terminado: no queda ninguna jugada.</translation>
    </message>
    <message>
        <source>One move of best play ends the game.</source>
        <translation>Una jugada de juego óptimo termina la partida.</translation>
    </message>
    <message>
        <source>%1 moves of best play to the end of the game.</source>
        <translation>%1 jugadas de juego óptimo hasta el final de la partida.</translation>
    </message>
    <message>
        <source>The first %1 moves of best play; the game goes on.</source>
        <translation>Las primeras %1 jugadas de juego óptimo; la partida continúa.</translation>
    </message>
    <message>
        <source>Where the remoteness is not known, the line keeps the verdict but need not be the fastest win or the slowest loss.</source>
        <translation>Donde no se conoce cuántas jugadas quedan, la línea mantiene el veredicto, pero no tiene por qué ser la victoria más rápida ni la derrota más lenta.</translation>
    </message>
    <message>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>Best play for both sides: point at a move to see the position after it on the board, click it to explore that position</source>
        <translation>Juego óptimo para ambos bandos: señala una jugada para ver en el tablero la posición tras ella; haz clic para explorar esa posición</translation>
    </message>
    <message>
        <source>Show the game&apos;s own position again (Esc)</source>
        <translation>Mostrar de nuevo la posición de la partida (Esc)</translation>
    </message>
    <message>
        <source>Finding the best line…</source>
        <translation>Buscando la línea óptima…</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 pierde</translation>
    </message>
    <message>
        <source>Exploring the position after move %1 of the best line; the game is unchanged.</source>
        <translation>Explorando la posición tras la jugada %1 de la línea óptima; la partida no cambia.</translation>
    </message>
</context>
<context>
    <name>gui::BoardExports</name>
    <message>
        <source>Save the board as a PNG or SVG picture, as the window shows it</source>
        <translation>Guardar el tablero como imagen PNG o SVG, tal como lo muestra la ventana</translation>
    </message>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>Exportar &amp;hoja de ejercicios…</translation>
    </message>
    <message>
        <source>Save a PDF of puzzles to solve on paper, with an answer key</source>
        <translation>Guardar un PDF de problemas para resolver en papel, con las soluciones</translation>
    </message>
    <message>
        <source>Print the board with its marks as shown, fitted to the page</source>
        <translation>Imprimir el tablero con sus marcas tal como se muestran, ajustado a la página</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dibujos SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>The picture could not be written to “%1”: %2</source>
        <translation>No se pudo escribir la imagen en «%1»: %2</translation>
    </message>
    <message>
        <source>Exported the picture to %1.</source>
        <translation>Imagen exportada a %1.</translation>
    </message>
    <message>
        <source>%1 — %2 — move %3 of %4</source>
        <extracomment>A printed board&apos;s title: the game, the document and the move shown, e.g. &quot;Chomp — board.grundy — move 3 of 5&quot;.</extracomment>
        <translation>%1 — %2 — jugada %3 de %4</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>No se pudo iniciar la impresora.</translation>
    </message>
    <message>
        <source>Printed the board.</source>
        <translation>Tablero impreso.</translation>
    </message>
    <message>
        <source>Export Pict&amp;ure…</source>
        <translation>E&amp;xportar imagen…</translation>
    </message>
    <message>
        <source>Print Boar&amp;d…</source>
        <translation>Impri&amp;mir…</translation>
    </message>
</context>
<context>
    <name>gui::BoardFile</name>
    <message>
        <source>The board file has no &quot;%1&quot; field.</source>
        <translation>El archivo de tablero no tiene el campo «%1».</translation>
    </message>
    <message>
        <source>The &quot;%1&quot; field is far too large: %2.</source>
        <translation>El campo «%1» es demasiado grande: %2.</translation>
    </message>
    <message>
        <source>The &quot;%1&quot; field must be a whole number.</source>
        <translation>El campo «%1» debe ser un número entero.</translation>
    </message>
    <message>
        <source>Move %1 (row %2, column %3)</source>
        <translation>Jugada %1 (fila %2, columna %3)</translation>
    </message>
    <message>
        <source>Move %1 (rows %2 to %3, columns %4 to %5)</source>
        <translation>Jugada %1 (filas %2 a %3, columnas %4 a %5)</translation>
    </message>
    <message>
        <source>The &quot;cells&quot; field must be a list.</source>
        <translation>El campo «cells» debe ser una lista.</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list must be an object with &quot;row&quot;, &quot;col&quot; and &quot;kind&quot;.</source>
        <translation>La casilla %1 de la lista «cells» debe ser un objeto con «row», «col» y «kind».</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list needs a whole-number &quot;row&quot; and &quot;col&quot;.</source>
        <translation>La casilla %1 de la lista «cells» necesita números enteros en «row» y «col».</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list needs a &quot;kind&quot; text.</source>
        <translation>La casilla %1 de la lista «cells» necesita un texto «kind».</translation>
    </message>
    <message>
        <source>Cell %1 of the &quot;cells&quot; list has the unknown kind &quot;%2&quot;.</source>
        <translation>La casilla %1 de la lista «cells» tiene el tipo desconocido «%2».</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, column %3) lies outside the %4 x %5 board.</source>
        <translation>La casilla %1 (fila %2, columna %3) está fuera del tablero de %4 × %5.</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, column %3) is listed twice.</source>
        <translation>La casilla %1 (fila %2, columna %3) aparece dos veces.</translation>
    </message>
    <message>
        <source>The &quot;moves&quot; field must be a list.</source>
        <translation>El campo «moves» debe ser una lista.</translation>
    </message>
    <message>
        <source>%1 is not a legal move in the position reached by the moves before it.</source>
        <translation>%1 no es una jugada válida en la posición a la que llevan las jugadas anteriores.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: %1 at line %2, column %3.</source>
        <translation>El archivo no es JSON válido: %1 en la línea %2, columna %3.</translation>
    </message>
    <message>
        <source>The file is not a GrundyGrid board file: it does not hold a JSON object.</source>
        <translation>El archivo no es un archivo de tablero de GrundyGrid: no contiene un objeto JSON.</translation>
    </message>
    <message>
        <source>The file is not a GrundyGrid board file: its &quot;format&quot; field is not &quot;%1&quot;.</source>
        <translation>El archivo no es un archivo de tablero de GrundyGrid: su campo «format» no es «%1».</translation>
    </message>
    <message>
        <source>The file was written by a newer GrundyGrid (board file version %1); this version reads version %2.</source>
        <translation>El archivo lo escribió un GrundyGrid más reciente (versión %1 del archivo de tablero); esta versión lee la versión %2.</translation>
    </message>
    <message>
        <source>Board file version %1 does not exist.</source>
        <translation>No existe la versión %1 del archivo de tablero.</translation>
    </message>
    <message>
        <source>The board file has no &quot;game&quot; field.</source>
        <translation>El archivo de tablero no tiene el campo «game».</translation>
    </message>
    <message>
        <source>The &quot;game&quot; field must be a text.</source>
        <translation>El campo «game» debe ser un texto.</translation>
    </message>
    <message>
        <source>The file is for the game &quot;%1&quot;, which this version of GrundyGrid does not know.</source>
        <translation>El archivo es del juego «%1», que esta versión de GrundyGrid no conoce.</translation>
    </message>
    <message>
        <source>The board cannot be played: %1.</source>
        <translation>No se puede jugar en este tablero: %1.</translation>
    </message>
    <message>
        <source>The board file %1 does not exist.</source>
        <translation>El archivo de tablero %1 no existe.</translation>
    </message>
    <message>
        <source>Cannot read the board file %1: %2.</source>
        <translation>No se puede leer el archivo de tablero %1: %2.</translation>
    </message>
    <message>
        <source>The file %1 is %2 MB, too large to be a board file: board files are at most %3 MB (the largest board, a pawn board with 100 000 impassable cells, takes about 11 MB).</source>
        <extracomment>%2 and %3 are sizes in MB; the largest board file, of the largest board, is about 11 MB.</extracomment>
        <translation>El archivo %1 ocupa %2 MB, demasiado para ser un archivo de tablero: los archivos de tablero ocupan como mucho %3 MB (el tablero más grande, un tablero del peón con 100 000 casillas infranqueables, ocupa unos 11 MB).</translation>
    </message>
    <message>
        <source>Cannot open the board file %1: %2</source>
        <translation>No se puede abrir el archivo de tablero %1: %2</translation>
    </message>
    <message>
        <source>Cannot save the board file %1: %2.</source>
        <translation>No se puede guardar el archivo de tablero %1: %2.</translation>
    </message>
    <message>
        <source>The file lists %1 moves, more than the %2 that can be played from its board.</source>
        <translation>El archivo enumera %1 jugadas, más que las %2 que se pueden jugar desde su tablero.</translation>
    </message>
    <message>
        <source>Move %1 must be a list of whole numbers: [row, col] for one cell or [row1, col1, row2, col2] for a rectangle.</source>
        <translation>La jugada %1 debe ser una lista de números enteros: [row, col] para una casilla o [row1, col1, row2, col2] para un rectángulo.</translation>
    </message>
    <message>
        <source>Board %1 (boards[%1] in the file): %2</source>
        <extracomment>A board of a sum, counted from 0 as the window names it, and its entry in the file&apos;s &quot;boards&quot; list.</extracomment>
        <translation>Tablero %1 (boards[%1] en el archivo): %2</translation>
    </message>
    <message>
        <source>it must be an object with &quot;game&quot;, &quot;rows&quot;, &quot;cols&quot; and &quot;cells&quot;.</source>
        <translation>debe ser un objeto con «game», «rows», «cols» y «cells».</translation>
    </message>
    <message>
        <source>its &quot;window&quot; must be two whole numbers from 1 to %1 (rows, columns).</source>
        <translation>su «window» debe ser dos números enteros de 1 a %1 (filas, columnas).</translation>
    </message>
    <message>
        <source>it needs a &quot;game&quot; text.</source>
        <translation>le falta el texto «game».</translation>
    </message>
    <message>
        <source>the game &quot;%1&quot; is not known to this version of GrundyGrid.</source>
        <translation>esta versión de GrundyGrid no conoce el juego «%1».</translation>
    </message>
    <message>
        <source>the board cannot be played: %1.</source>
        <translation>el tablero no se puede jugar: %1.</translation>
    </message>
    <message>
        <source>A sum&apos;s board file needs a &quot;boards&quot; list.</source>
        <translation>Al archivo de tablero de una suma le falta la lista «boards».</translation>
    </message>
    <message>
        <source>A sum has 1 to %1 boards, not %2.</source>
        <translation>Una suma tiene de 1 a %1 tableros, no %2.</translation>
    </message>
    <message>
        <source>The boards do not make a sum: %1.</source>
        <translation>Los tableros no forman una suma: %1.</translation>
    </message>
    <message>
        <source>The &quot;rule&quot; field must be &quot;normal&quot; or &quot;misere&quot; (the last move loses); it is %1.</source>
        <extracomment>&quot;normal&quot; and &quot;misere&quot; are the field&apos;s values as written in the file: keep them untranslated.</extracomment>
        <translation>El campo &quot;rule&quot; debe ser &quot;normal&quot; o &quot;misere&quot; (la última jugada pierde); es %1.</translation>
    </message>
</context>
<context>
    <name>gui::BoardNavigation</name>
    <message>
        <source>&amp;Go to Cell…</source>
        <translation>Ir a la ca&amp;silla…</translation>
    </message>
    <message>
        <source>&amp;Next Board</source>
        <translation>Tablero sig&amp;uiente</translation>
    </message>
    <message>
        <source>Previous Board</source>
        <translation>Tablero anterior</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on a cell given by its board, row and column, and centre the view on it</source>
        <translation>Poner el cursor del teclado en una casilla dada por su tablero, fila y columna, y centrar la vista en ella</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on the next board of the sum (also Tab on the board)</source>
        <translation>Poner el cursor del teclado en el tablero siguiente de la suma (también Tab en el tablero)</translation>
    </message>
    <message>
        <source>Put the keyboard cursor on the previous board of the sum (also Shift+Tab on the board)</source>
        <translation>Poner el cursor del teclado en el tablero anterior de la suma (también Mayús+Tab en el tablero)</translation>
    </message>
</context>
<context>
    <name>gui::ChompCacheAction</name>
    <message>
        <source>Clear Chomp Cache</source>
        <translation>Vaciar la caché de Chomp</translation>
    </message>
    <message>
        <source>Delete the saved win/loss catalogs of large chomp boards (they are built again when needed)</source>
        <translation>Borrar los catálogos guardados de victoria/derrota de los tableros grandes de Chomp (se vuelven a calcular cuando hacen falta)</translation>
    </message>
    <message>
        <source>Clear Chomp Cache (%1 MB)…</source>
        <extracomment>The chomp catalogs saved in the user&apos;s cache folder, and how much of the disk they take.</extracomment>
        <translation>Vaciar la caché de Chomp (%1 MB)…</translation>
    </message>
    <message>
        <source>Delete the %1 MB of saved chomp catalogs? Large chomp boards (beyond 15 x 15) take minutes to analyse again the next time.</source>
        <translation>¿Borrar los %1 MB de catálogos de Chomp guardados? Los tableros grandes de Chomp (más de 15 × 15) volverán a tardar minutos en analizarse la próxima vez.</translation>
    </message>
    <message>
        <source>Chomp cache cleared (%1 MB).</source>
        <translation>Caché de Chomp vaciada (%1 MB).</translation>
    </message>
    <message>
        <source>Cannot keep the chomp catalog in the cache folder %1: %2. The answer lasts for this session only: the next start computes it again (minutes for the largest boards). Free some disk space or make the folder writable.</source>
        <extracomment>%1 is the cache folder, %2 the system&apos;s reason (e.g. &quot;No space left on device&quot;).</extracomment>
        <translation>No se puede guardar el catálogo de chomp en la carpeta de caché %1: %2. La respuesta vale solo para esta sesión: el próximo inicio la calcula de nuevo (minutos para los tableros más grandes). Libere espacio en disco o haga la carpeta escribible.</translation>
    </message>
    <message>
        <source>Cannot clear the chomp cache in %1: %2 cannot be deleted (%3). %4 MB stay on disk: make the folder writable and clear again, or delete the files yourself.</source>
        <extracomment>%1 is the cache folder, %2 a file in it, %3 the system&apos;s reason (e.g. &quot;Permission denied&quot;).</extracomment>
        <translation>No se puede vaciar la caché de chomp en %1: %2 no se puede borrar (%3). %4 MB quedan en el disco: haga la carpeta escribible y vacíela de nuevo, o borre los archivos usted mismo.</translation>
    </message>
</context>
<context>
    <name>gui::ChompCatalogCache</name>
    <message>
        <source>the folder cannot be created</source>
        <translation>no se puede crear la carpeta</translation>
    </message>
</context>
<context>
    <name>gui::ChompLook</name>
    <message>
        <source>Poisoned Chomp</source>
        <translation>Chocolate envenenado</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Veneno</translation>
    </message>
    <message>
        <source>Chocolate</source>
        <translation>Chocolate</translation>
    </message>
    <message>
        <source>Play mode: click a piece to take your bite.</source>
        <translation>Modo de juego: haz clic en una onza para dar tu mordisco.</translation>
    </message>
    <message>
        <source>Classic gam&amp;e: poison in the corner</source>
        <translation>Juego clásico: &amp;veneno en la esquina</translation>
    </message>
    <message>
        <source>A bar of the chosen size with one poisoned piece in its top-left corner: whoever is left with only the poison loses</source>
        <translation>Una tableta del tamaño elegido con una onza envenenada en la esquina superior izquierda: pierde quien se queda solo con el veneno</translation>
    </message>
    <message>
        <source>That is outside the bar.</source>
        <translation>Eso está fuera de la tableta.</translation>
    </message>
    <message>
        <source>That piece has already been eaten.</source>
        <translation>Esa onza ya se ha comido.</translation>
    </message>
    <message>
        <source>That piece is poisoned: nobody may eat it.</source>
        <translation>Esa onza está envenenada: nadie puede comérsela.</translation>
    </message>
    <message>
        <source>A bite at (%1, %2) would eat poison below or to the right of it.</source>
        <translation>Un mordisco en (%1, %2) se comería veneno que está debajo o a su derecha.</translation>
    </message>
    <message>
        <source>Poison: click a piece to poison it or make it chocolate again, drag to poison a run, right-drag to remove poison</source>
        <translation>Veneno: haz clic en una onza para envenenarla o volverla a hacer de chocolate, arrastra para envenenar una fila, arrastra con el botón derecho para quitar el veneno</translation>
    </message>
    <message>
        <source>Chocolate (eraser): click or drag to remove poison</source>
        <translation>Chocolate (borrador): haz clic o arrastra para quitar el veneno</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a bar of chocolate, rows of pieces counted from the top and columns from the left. Some pieces are poisoned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; is a bite: pick a piece that is still there; it is eaten together with every piece below it and to its right, so the rest of the bar always keeps a staircase shape. A bite may never swallow a poisoned piece, so poison stays on the bar for ever.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who finds no safe bite left loses. With a single poisoned piece in the top-left corner this is classic Chomp.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero es una tableta de chocolate, con las filas de onzas contadas desde arriba y las columnas desde la izquierda. Algunas onzas están envenenadas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; es un mordisco: elige una onza que aún quede; se come junto con todas las onzas que están debajo y a su derecha, así que el resto de la tableta conserva siempre forma de escalera. Un mordisco nunca puede tragarse una onza envenenada, de modo que el veneno se queda para siempre en la tableta.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; pierde el jugador que ya no encuentra ningún mordisco seguro. Con una sola onza envenenada en la esquina superior izquierda, es el Chomp clásico.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a piece to take your bite there. In edit mode, the Poison tool poisons a piece or makes it chocolate again.</source>
        <translation>En el modo de juego, haz clic en una onza para dar allí tu mordisco. En el modo de edición, la herramienta Veneno envenena una onza o la vuelve a hacer de chocolate.</translation>
    </message>
    <message>
        <source>A bar of 4 × 5 pieces; the pieces at (0, 0) and (2, 1) are poisoned.</source>
        <translation>Una tableta de 4 × 5 onzas; las onzas de (0, 0) y (2, 1) están envenenadas.</translation>
    </message>
    <message>
        <source>A bite at (1, 2) eats that piece and every piece below it and to its right.</source>
        <translation>Un mordisco en (1, 2) se come esa onza y todas las que están debajo y a su derecha.</translation>
    </message>
    <message>
        <source>The same bar with the analysis shown: a ring with a tick marks a winning bite, a small cross a losing one.</source>
        <translation>La misma tableta con el análisis a la vista: un anillo con una marca de verificación señala un mordisco ganador; una pequeña cruz, uno perdedor.</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>eaten</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>Grundy values on a 3 × 4 chomp bar: each piece shows the value *n of the position its bite leaves. The winning bites leave *0.</source>
        <translation>Valores de Grundy en una tableta de chomp de 3 × 4: cada onza muestra el valor *n de la posición que deja su mordisco. Los mordiscos ganadores dejan *0.</translation>
    </message>
    <message>
        <source>Shaded marks of a chomp bar after three bites: the stronger ring wins in 7 moves, the paler ones in 9; the strong red disks lose within 2 moves, the palest hold out for 8.</source>
        <translation>Marcas sombreadas de una tableta de chocolate tras tres mordiscos: el anillo más intenso gana en 7 jugadas, los más pálidos en 9; los discos rojos intensos pierden en 2 jugadas como mucho, los más pálidos resisten 8.</translation>
    </message>
    <message>
        <source>A 2 × 2 bar after the bite at (1, 1): two pieces of chocolate are left beside the poisoned one.</source>
        <translation>Una tableta de 2 × 2 tras el mordisco en (1, 1): quedan dos onzas de chocolate junto a la envenenada.</translation>
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
        <translation>Caso %1: %2</translation>
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
        <translation>Texto de «%1» (*.txt *.in *)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import Contest Text</source>
        <translation>Importar texto de concurso</translation>
    </message>
    <message>
        <source>The text holds %1 cases. Import case number:</source>
        <translation>El texto contiene %1 casos. Número del caso que importar:</translation>
    </message>
    <message>
        <source>The text holds %1 cases. Import:</source>
        <translation>El texto contiene %1 casos. Importar:</translation>
    </message>
    <message>
        <source>Text of any game (*.txt *.in *)</source>
        <translation>Texto de cualquier juego (*.txt *.in *)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>%1 reads as a text of each of these games. Import it as:</source>
        <translation>%1 se puede leer como texto de cada uno de estos juegos. Importarlo como:</translation>
    </message>
</context>
<context>
    <name>gui::ContestTextFiles</name>
    <message>
        <source>The game “%1” is not known.</source>
        <translation>El juego «%1» es desconocido.</translation>
    </message>
    <message>
        <source>Cannot import contest text</source>
        <translation>No se puede importar el texto de concurso</translation>
    </message>
    <message>
        <source>Cannot import position query</source>
        <translation>No se puede importar la consulta de posición</translation>
    </message>
    <message>
        <source>The desktop program cannot show %1 boards yet; grundygrid-cli reads their texts.</source>
        <translation>El programa de escritorio aún no puede mostrar tableros de «%1»; grundygrid-cli lee sus textos.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, too large for a text of this program.</source>
        <translation>%1 ocupa más de %2 MB, demasiado para un texto de este programa.</translation>
    </message>
    <message>
        <source>Line %1, column %2</source>
        <translation>Línea %1, columna %2</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Línea %1</translation>
    </message>
    <message>
        <source>%1 is not a contest text of %2.
%3: %4</source>
        <translation>%1 no es un texto de concurso de «%2».
%3: %4</translation>
    </message>
    <message>
        <source>%1 is not a position query of %2.
%3: %4</source>
        <translation>%1 no es una consulta de posición de «%2».
%3: %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export Contest Text</source>
        <translation>Exportar texto de concurso</translation>
    </message>
    <message>
        <source>Export Position Query</source>
        <translation>Exportar consulta de posición</translation>
    </message>
    <message>
        <source>%1 has no text format.</source>
        <translation>«%1» no tiene formato de texto.</translation>
    </message>
    <message>
        <source>The board is not a setup the game can play: %1</source>
        <translation>El tablero no es una posición inicial jugable: %1</translation>
    </message>
    <message>
        <source>The text format cannot hold this board: %1</source>
        <translation>El formato de texto no puede representar este tablero: %1</translation>
    </message>
    <message>
        <source>Cannot export contest text</source>
        <translation>No se puede exportar el texto de concurso</translation>
    </message>
    <message>
        <source>Cannot export position query</source>
        <translation>No se puede exportar la consulta de posición</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Se ha exportado %1</translation>
    </message>
    <message>
        <source>Import Contest Text</source>
        <translation>Importar texto de concurso</translation>
    </message>
    <message>
        <source>Import Position Query</source>
        <translation>Importar consulta de posición</translation>
    </message>
    <message>
        <source>No game of this program reads texts.</source>
        <translation>Ningún juego de este programa lee textos.</translation>
    </message>
    <message>
        <source>%1 is not a contest text of any game. Read as %2:
%3: %4</source>
        <translation>%1 no es un texto de concurso de ningún juego. Leído como «%2»:
%3: %4</translation>
    </message>
    <message>
        <source>%1 is not a position query of any game. Read as %2:
%3: %4</source>
        <translation>%1 no es una consulta de posición de ningún juego. Leída como «%2»:
%3: %4</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>Se ha importado %1 (%2)</translation>
    </message>
    <message>
        <source>Imported case %1 of %2 of %3 (%4)</source>
        <translation>Se ha importado el caso %1 de %2 de %3 (%4)</translation>
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
        <translation>1 parte independiente</translation>
    </message>
    <message>
        <source>%1 independent parts</source>
        <translation>%1 partes independientes</translation>
    </message>
    <message>
        <source>The sum is *0: the player to move loses.</source>
        <translation>La suma es *0: pierde el jugador en turno.</translation>
    </message>
    <message>
        <source>The sum is not *0: the player to move wins by making it *0.</source>
        <translation>La suma no es *0: el jugador en turno gana dejándola en *0.</translation>
    </message>
</context>
<context>
    <name>gui::DialogPrompts</name>
    <message>
        <source>GrundyGrid boards (*.grundy *.json);;All files (*)</source>
        <translation>Tableros de GrundyGrid (*.grundy *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The board “%1” has unsaved changes. Save them?</source>
        <translation>El tablero «%1» tiene cambios sin guardar. ¿Quieres guardarlos?</translation>
    </message>
    <message>
        <source>Open board</source>
        <translation>Abrir tablero</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>Guardar tablero</translation>
    </message>
    <message>
        <source>Recover unsaved board</source>
        <translation>Recuperar tablero sin guardar</translation>
    </message>
    <message>
        <source>Recover them? Discarding deletes the autosaved copy.</source>
        <translation>¿Quieres recuperarlos? Si los descartas, se borra la copia guardada automáticamente.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>GrundyGrid did not close properly last time. Unsaved changes to the board “%1” were autosaved at %2.</source>
        <translation>GrundyGrid no se cerró correctamente la última vez. Los cambios sin guardar del tablero «%1» se guardaron automáticamente a las %2.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Archivo modificado en el disco</translation>
    </message>
    <message>
        <source>The board file “%1” was changed on disk by another program or another GrundyGrid window since you opened or saved it.</source>
        <translation>Otro programa u otra ventana de GrundyGrid ha modificado en el disco el archivo de tablero «%1» desde que lo abriste o guardaste.</translation>
    </message>
    <message>
        <source>Reload it (your unsaved changes are lost), save your board under another name, or overwrite the file with your board (the other changes are lost)?</source>
        <translation>¿Volver a cargarlo (se pierden tus cambios sin guardar), guardar tu tablero con otro nombre o sobrescribir el archivo con tu tablero (se pierden los otros cambios)?</translation>
    </message>
    <message>
        <source>Reload it, save your board under another name, or overwrite the file with your board (the other changes are lost)?</source>
        <translation>¿Volver a cargarlo, guardar tu tablero con otro nombre o sobrescribir el archivo con tu tablero (se pierden los otros cambios)?</translation>
    </message>
    <message>
        <source>Nothing was saved yet. %1</source>
        <translation>Aún no se ha guardado nada. %1</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Volver a cargar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescribir</translation>
    </message>
</context>
<context>
    <name>gui::DocumentFiles</name>
    <message>
        <source>Cannot create board</source>
        <translation>No se puede crear el tablero</translation>
    </message>
    <message>
        <source>New board: the example of %1</source>
        <translation>Tablero nuevo: el ejemplo de «%1»</translation>
    </message>
    <message>
        <source>New random %1 x %2 board (%3 % density)</source>
        <translation>Tablero aleatorio nuevo de %1 × %2 (densidad del %3 %)</translation>
    </message>
    <message>
        <source>New %1 x %2 board</source>
        <translation>Tablero nuevo de %1 × %2</translation>
    </message>
    <message>
        <source>Cannot open board</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <source>%1 is a board of the game “%2”, which this version does not know.</source>
        <translation>%1 es un tablero del juego «%2», que esta versión no conoce.</translation>
    </message>
    <message>
        <source>%1 is a board of the game “%2”, which the desktop program cannot show yet; grundygrid-cli analyses it.</source>
        <translation>%1 es un tablero del juego «%2», que el programa de escritorio aún no puede mostrar; grundygrid-cli lo analiza.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <extracomment>The status bar while a board file is read, before its progress is known.</extracomment>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Opening %1… %2 %</source>
        <extracomment>The status bar while a board file is read and its moves replayed: the file, the percentage done.</extracomment>
        <translation>Abriendo %1… %2 %</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Se ha abierto %1</translation>
    </message>
    <message>
        <source>Cannot save board</source>
        <translation>No se puede guardar el tablero</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se ha guardado %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 ya no existe; se ha quitado de los archivos recientes.</translation>
    </message>
    <message>
        <source>Not saved: %1 was changed on disk.</source>
        <translation>No se ha guardado: %1 se modificó en el disco.</translation>
    </message>
    <message>
        <source>Reloaded %1 as it is on disk</source>
        <translation>Se ha vuelto a cargar %1 tal como está en el disco</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Did not open %1: the board changed meanwhile was kept</source>
        <extracomment>The status bar when the user kept a board changed while a file was being opened.</extracomment>
        <translation>No se abrió %1: se conservó el tablero cambiado entretanto</translation>
    </message>
</context>
<context>
    <name>gui::EditTool</name>
    <message>
        <source>Editing the setup: the moves played were cleared (Undo brings them back).</source>
        <translation>Editando la posición inicial: se han borrado las jugadas realizadas («Deshacer» las recupera).</translation>
    </message>
    <message>
        <source>%1: nothing changed.</source>
        <translation>%1: no ha cambiado nada.</translation>
    </message>
    <message>
        <source>%1: done (Undo takes it back).</source>
        <translation>%1: hecho («Deshacer» lo revierte).</translation>
    </message>
    <message>
        <source>Not painted: %1</source>
        <translation>No pintado: %1</translation>
    </message>
    <message>
        <source>%1 does not fit on this board.</source>
        <translation>%1 no cabe en este tablero.</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>Escribir %1</translation>
    </message>
    <message>
        <source>Typed %1: type more digits for a larger number, or move on.</source>
        <translation>Escrito %1: escriba más cifras para un número mayor, o siga.</translation>
    </message>
</context>
<context>
    <name>gui::GameLook</name>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Play mode: click a cell to play there.</source>
        <translation>Modo de juego: haz clic en una casilla para jugar allí.</translation>
    </message>
    <message>
        <source>(%1, %2) is not a legal move</source>
        <translation>(%1, %2) no es una jugada válida</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>%1: click a cell to paint or clear it, drag to paint a run, right-drag to erase</source>
        <translation>%1: haz clic en una casilla para pintarla o vaciarla, arrastra para pintar una fila, arrastra con el botón derecho para borrar</translation>
    </message>
    <message>
        <source>Eraser: click or drag to erase painted cells</source>
        <translation>Borrador: haz clic o arrastra para borrar casillas pintadas</translation>
    </message>
    <message>
        <source>C&amp;entre on Piece</source>
        <translation>Cent&amp;rar en la ficha</translation>
    </message>
    <message>
        <source>Centre the view on the piece that moves (games with one piece on a large board)</source>
        <translation>Centrar la vista en la ficha que se mueve (juegos con una sola ficha en un tablero grande)</translation>
    </message>
    <message>
        <source>&amp;Row (downwards):</source>
        <translation>&amp;Fila (hacia abajo):</translation>
    </message>
    <message>
        <source>&amp;Column (to the right):</source>
        <translation>&amp;Columna (hacia la derecha):</translation>
    </message>
</context>
<context>
    <name>gui::GoToCellDialog</name>
    <message>
        <source>Go to Cell</source>
        <translation>Ir a la casilla</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
</context>
<context>
    <name>gui::HintAction</name>
    <message>
        <source>The analysis of this position is not ready yet.</source>
        <translation>El análisis de esta posición aún no está listo.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>No queda ninguna jugada.</translation>
    </message>
    <message>
        <source>Hint: %1 wins.</source>
        <translation>Pista: %1 gana.</translation>
    </message>
    <message>
        <source>Whether any move wins is not known here: %1. The computer would play %2.</source>
        <extracomment>%1 says why (which board&apos;s value is not known), %2 is a move.</extracomment>
        <translation>No se sabe si alguna jugada gana aquí: %1. El ordenador jugaría %2.</translation>
    </message>
    <message>
        <source>No winning move here. How long each move holds out is not known; the computer would play %1.</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Aquí no hay jugada ganadora. No se sabe cuánto resiste cada jugada; el ordenador jugaría %1.</translation>
    </message>
    <message>
        <source>No winning move here. The most stubborn move: %1 (the slowest loss: lost in 1 move at the latest).</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Aquí no hay jugada ganadora. La jugada más tenaz: %1 (la derrota más lenta: perdida en 1 jugada como máximo).</translation>
    </message>
    <message>
        <source>No winning move here. The most stubborn move: %1 (the slowest loss: lost in %2 moves at the latest).</source>
        <translation>Aquí no hay jugada ganadora. La jugada más tenaz: %1 (la derrota más lenta: perdida en %2 jugadas como máximo).</translation>
    </message>
</context>
<context>
    <name>gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>Predeterminado del &amp;sistema</translation>
    </message>
    <message>
        <source>Takes effect after a restart</source>
        <translation>Se aplica tras reiniciar</translation>
    </message>
    <message>
        <source>The new language takes effect when GrundyGrid is started again.</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se inicie GrundyGrid.</translation>
    </message>
    <message>
        <source>The language of GrundyGrid&apos;s menus and messages</source>
        <translation>El idioma de los menús y mensajes de GrundyGrid</translation>
    </message>
    <message>
        <source>Use the system&apos;s language from the next start</source>
        <translation>Usar el idioma del sistema a partir del próximo inicio</translation>
    </message>
    <message>
        <source>Use %1 from the next start</source>
        <translation>Usar %1 a partir del próximo inicio</translation>
    </message>
    <message>
        <source>A new language applies when GrundyGrid is started again</source>
        <translation>Un idioma nuevo se aplica cuando se vuelve a iniciar GrundyGrid</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <source>Analysing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Analysis cancelled</source>
        <translation>Análisis cancelado</translation>
    </message>
    <message>
        <source>Edit mode: click or drag to paint, right-drag to erase.</source>
        <translation>Modo de edición: haz clic o arrastra para pintar; arrastra con el botón derecho para borrar.</translation>
    </message>
    <message>
        <source>%1 A tick marks a winning move; Edit Mode (%2) changes the board.</source>
        <extracomment>%1 is the game&apos;s play prompt (&quot;Play mode: click a piece to take your bite.&quot;), %2 the shortcut of Game &gt; Edit Mode (Ctrl+E).</extracomment>
        <translation>%1 Una marca señala una jugada ganadora; el modo de edición (%2) cambia el tablero.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Back at the start. Undo returns to where you were.</source>
        <translation>De vuelta al inicio. «Deshacer» te devuelve a donde estabas.</translation>
    </message>
    <message>
        <source>No analysis: %1</source>
        <translation>Sin análisis: %1</translation>
    </message>
    <message>
        <source>This board cannot be analysed: %1</source>
        <translation>No se puede analizar este tablero: %1</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>Show or hide the analysis of the position</source>
        <translation>Mostrar u ocultar el análisis de la posición</translation>
    </message>
    <message>
        <source>Show or hide the list of moves played</source>
        <translation>Mostrar u ocultar la lista de jugadas realizadas</translation>
    </message>
    <message>
        <source>Show or hide the chart of values over the game</source>
        <translation>Mostrar u ocultar el gráfico de valores a lo largo de la partida</translation>
    </message>
    <message>
        <source>Show or hide the main tool bar</source>
        <translation>Mostrar u ocultar la barra de herramientas principal</translation>
    </message>
    <message>
        <source>Show or hide the palette of paint tools</source>
        <translation>Mostrar u ocultar la paleta de herramientas de pintura</translation>
    </message>
    <message>
        <source>Recovered the autosaved board. Save it to keep it.</source>
        <translation>Se ha recuperado el tablero guardado automáticamente. Guárdalo para conservarlo.</translation>
    </message>
    <message>
        <source>Analysis cancelled. Press %1 (View ▸ Analyse) to analyse again.</source>
        <extracomment>%1 is the shortcut of View &gt; Analyse, e.g. F5.</extracomment>
        <translation>Análisis cancelado. Pulse %1 (Ver ▸ Analizar) para analizar de nuevo.</translation>
    </message>
    <message>
        <source>%1 — misère</source>
        <extracomment>The window title under the misère rule: &quot;board.grundy — Chomp — misère&quot;.</extracomment>
        <translation>%1 — misère</translation>
    </message>
</context>
<context>
    <name>gui::MisereLabels</name>
    <message>
        <source>Misère play: this part&apos;s genus is %1, its value under normal play followed by its misère values alone and beside heaps of 2. The parts&apos; values do not add up by XOR under misère.</source>
        <extracomment>%1 is a genus such as 1^031.</extracomment>
        <translation>Juego misère: el género de esta parte es %1, su valor en el juego normal seguido de sus valores misère sola y junto a montones de 2. En misère los valores de las partes no se suman por XOR.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: this part&apos;s genus was not computed, and its value under normal play, %1, does not decide misère play.</source>
        <extracomment>%1 is a Grundy value such as *3.</extracomment>
        <translation>El juego misère no tiene valor de Grundy: el género de esta parte no se calculó, y su valor en el juego normal, %1, no decide el juego misère.</translation>
    </message>
    <message>
        <source>Misère play: this board&apos;s genus is %1, its value under normal play followed by its misère values alone and beside heaps of 2. The boards&apos; values do not add up by XOR under misère.</source>
        <extracomment>%1 is a genus such as 1^031.</extracomment>
        <translation>Juego misère: el género de este tablero es %1, su valor en el juego normal seguido de sus valores misère solo y junto a montones de 2. En misère los valores de los tableros no se suman por XOR.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: this board&apos;s value under normal play, %1, does not decide misère play.</source>
        <extracomment>%1 is a Grundy value such as *3.</extracomment>
        <translation>El juego misère no tiene valor de Grundy: el valor de este tablero en el juego normal, %1, no decide el juego misère.</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: the verdicts come from a search of the positions.</source>
        <translation>El juego misère no tiene valor de Grundy: los veredictos provienen de una búsqueda de las posiciones.</translation>
    </message>
</context>
<context>
    <name>gui::MisereLimitsText</name>
    <message>
        <source>every board this game takes</source>
        <extracomment>The boards whose misère verdicts are decided: all of them.</extracomment>
        <translation>todo tablero que admite este juego</translation>
    </message>
    <message>
        <source>boards of at most %1 cells</source>
        <extracomment>The boards whose misère verdicts are decided within seconds.</extracomment>
        <translation>tableros de como mucho %1 casillas</translation>
    </message>
    <message>
        <source>Misère play (the last move loses) is decided for every board this game takes.</source>
        <translation>El juego misère (el último movimiento pierde) se decide en todo tablero que admite este juego.</translation>
    </message>
    <message>
        <source>Misère play (the last move loses) is decided within seconds for %1; beyond them a verdict may be “not known”, never a guess.</source>
        <extracomment>%1 is the game&apos;s misère limit (&quot;boards of at most 36 cells&quot;).</extracomment>
        <translation>El juego misère (el último movimiento pierde) se decide en segundos para %1; más allá, un veredicto puede ser «desconocido», nunca una conjetura.</translation>
    </message>
</context>
<context>
    <name>gui::MisereText</name>
    <message>
        <source>Misère play: whoever makes the last move loses</source>
        <translation>Juego misère: quien hace la última jugada pierde</translation>
    </message>
    <message>
        <source>Under normal play the player to move would win instead</source>
        <translation>En el juego normal, en cambio, ganaría el jugador en turno</translation>
    </message>
    <message>
        <source>Under normal play the player to move would lose instead</source>
        <translation>En el juego normal, en cambio, perdería el jugador en turno</translation>
    </message>
    <message>
        <source>Under normal play the player to move would win instead (Grundy value %1)</source>
        <extracomment>%1 is a Grundy value such as *0.</extracomment>
        <translation>En el juego normal, en cambio, ganaría el jugador en turno (valor de Grundy %1)</translation>
    </message>
    <message>
        <source>Under normal play the player to move would lose instead (Grundy value %1)</source>
        <translation>En el juego normal, en cambio, perdería el jugador en turno (valor de Grundy %1)</translation>
    </message>
    <message>
        <source>Boards&apos; values under normal play: %1 (they do not decide misère play)</source>
        <extracomment>A sum&apos;s boards&apos; normal-play values and their XOR, e.g. &quot;*3 ⊕ *1 = *2&quot;, which do not decide misère play.</extracomment>
        <translation>Valores de los tableros en el juego normal: %1 (no deciden el juego misère)</translation>
    </message>
    <message>
        <source>Moves to the end not computed: the marks show win or loss only</source>
        <translation>Jugadas hasta el final no calculadas: las marcas solo muestran victoria o derrota</translation>
    </message>
    <message>
        <source>Misère play has no Grundy value: the verdicts come from a search of the positions</source>
        <translation>El juego misère no tiene valor de Grundy: los veredictos salen de una búsqueda de las posiciones</translation>
    </message>
    <message>
        <source>Why the values no longer decide: a part&apos;s Grundy value tells how it adds to others under normal play, where the last move wins. Under misère the last move loses, so it matters which part is played out last and whether a part worth *0 still has moves: the XOR of the values does not say who wins. The verdict here comes from a search over the parts.</source>
        <translation>Por qué los valores ya no deciden: el valor de Grundy de una parte dice cómo se suma a otras en el juego normal, donde la última jugada gana. En el juego misère la última jugada pierde, así que importa qué parte se agota la última y si una parte de valor *0 aún tiene jugadas: el XOR de los valores no dice quién gana. El veredicto sale aquí de una búsqueda sobre las partes.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with a value of *2 or more the player to move wins exactly when the XOR is not *0, as here.</source>
        <extracomment>%1 lists the parts&apos; genera, e.g. &quot;1^031, 1^031, 2^2&quot;; the last sentence is the verdict misère nim gives.</extracomment>
        <translation>Todas las partes son mansas (géneros %1), así que decide el nim misère sobre sus valores: con un valor de *2 o más, el jugador en turno gana exactamente cuando el XOR no es *0, como aquí.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with a value of *2 or more the player to move wins exactly when the XOR is not *0; here it is *0.</source>
        <translation>Todas las partes son mansas (géneros %1), así que decide el nim misère sobre sus valores: con un valor de *2 o más, el jugador en turno gana exactamente cuando el XOR no es *0; aquí es *0.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with values *0 and *1 only the player to move wins exactly when the XOR is *0, as here.</source>
        <translation>Todas las partes son mansas (géneros %1), así que decide el nim misère sobre sus valores: con solo valores *0 y *1, el jugador en turno gana exactamente cuando el XOR es *0, como aquí.</translation>
    </message>
    <message>
        <source>Every part is tame (genera %1), so misère nim on their values decides: with values *0 and *1 only the player to move wins exactly when the XOR is *0; here it is *1.</source>
        <translation>Todas las partes son mansas (géneros %1), así que decide el nim misère sobre sus valores: con solo valores *0 y *1, el jugador en turno gana exactamente cuando el XOR es *0; aquí es *1.</translation>
    </message>
    <message>
        <source>1 independent part, by its value under normal play:</source>
        <translation>1 parte independiente, con su valor en el juego normal:</translation>
    </message>
    <message>
        <source>%1 independent parts, by their values under normal play:</source>
        <translation>%1 partes independientes, con sus valores en el juego normal:</translation>
    </message>
</context>
<context>
    <name>gui::MoveListPanel</name>
    <message>
        <source>Click a move to go back to the position after it</source>
        <translation>Haz clic en una jugada para volver a la posición tras ella</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>%1. %2 — player %3</source>
        <translation>%1. %2 — jugador %3</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation>Ir a la jugada %1</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictModel</name>
    <message>
        <source>not known</source>
        <translation>no se sabe</translation>
    </message>
    <message>
        <source>Not known: the value of a board is out of reach, so whether this move wins is too</source>
        <translation>No se sabe: el valor de un tablero está fuera de alcance, así que tampoco si esta jugada gana</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>Winning move: it leaves the opponent a lost position</source>
        <translation>Jugada ganadora: deja al rival una posición perdida</translation>
    </message>
    <message>
        <source>Losing move: the opponent can win after it</source>
        <translation>Jugada perdedora: después el rival puede ganar</translation>
    </message>
    <message>
        <source>The game lasts 1 more move after this one with best play</source>
        <translation>Con juego perfecto, la partida dura 1 jugada más después de esta</translation>
    </message>
    <message>
        <source>The game lasts %1 more moves after this one with best play</source>
        <translation>Con juego perfecto, la partida dura %1 jugadas más después de esta</translation>
    </message>
    <message>
        <source>The move; sorted by its coordinates</source>
        <translation>La jugada; se ordena por sus coordenadas</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Whether the move wins for the player who makes it</source>
        <translation>Si la jugada gana para el jugador que la hace</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>The Grundy value of the position the move leaves</source>
        <translation>El valor de Grundy de la posición que deja la jugada</translation>
    </message>
    <message>
        <source>Grundy</source>
        <translation>Grundy</translation>
    </message>
    <message>
        <source>How many moves the game lasts after this one with best play (remoteness)</source>
        <translation>Cuántas jugadas dura la partida después de esta con juego perfecto (lejanía)</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>Restantes</translation>
    </message>
    <message>
        <source>Nearest moves</source>
        <translation>Jugadas cercanas</translation>
    </message>
    <message>
        <source>Not known: the misère search of this position is out of reach, so whether this move wins is too</source>
        <translation>No se sabe: la búsqueda misère de esta posición está fuera de alcance, así que tampoco si esta jugada gana</translation>
    </message>
</context>
<context>
    <name>gui::MoveVerdictTable</name>
    <message>
        <source>The legal moves and what they leave the opponent. Click a heading to sort; select a move to see it on the board; double-click or press Enter to play it.</source>
        <translation>Las jugadas válidas y lo que dejan al rival. Haz clic en un encabezado para ordenar; selecciona una jugada para verla en el tablero; haz doble clic o pulsa Intro para jugarla.</translation>
    </message>
</context>
<context>
    <name>gui::NewBoardDialog</name>
    <message>
        <source>Resize Board</source>
        <translation>Cambiar tamaño del tablero</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>There are no random boards of this game yet.</source>
        <translation>Todavía no hay tableros aleatorios de este juego.</translation>
    </message>
    <message>
        <source>Boards of this game always have this size</source>
        <translation>Los tableros de este juego siempre tienen este tamaño</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2</source>
        <translation>Un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>The example board has its own size (%1 x %2).</source>
        <translation>El tablero de ejemplo tiene su propio tamaño (%1 × %2).</translation>
    </message>
    <message>
        <source>The board is too large to fill: the random cells go into its top-left %1 x %1 corner.</source>
        <translation>El tablero es demasiado grande para llenarlo: las casillas aleatorias van a su esquina superior izquierda de %1 × %1.</translation>
    </message>
    <message>
        <source>Type the number of rows.</source>
        <translation>Escriba el número de filas.</translation>
    </message>
    <message>
        <source>Type the number of columns.</source>
        <translation>Escriba el número de columnas.</translation>
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
        <translation>Modo de juego: haz clic en una ficha para quitarla junto con todas las fichas a su derecha en su fila.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>Counter: click a cell to put a counter there or take it away, drag to lay out a heap, right-drag to clear cells</source>
        <translation>Ficha: haz clic en una casilla para poner una ficha o quitarla, arrastra para colocar un montón, arrastra con el botón derecho para vaciar casillas</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Empty (eraser): click or drag to take counters off the table</source>
        <translation>Vacía (borrador): haz clic o arrastra para quitar fichas de la mesa</translation>
    </message>
    <message>
        <source>That is off the table.</source>
        <translation>Eso está fuera de la mesa.</translation>
    </message>
    <message>
        <source>(%1, %2) holds no counter: click a counter to take it.</source>
        <translation>(%1, %2) no tiene ficha: haz clic en una ficha para quitarla.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board holds heaps of counters, one heap per row; a row of k counters is a heap of k, wherever in the row they stand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; takes one counter and every counter to the right of it in its row: taking the third counter of a heap leaves two. A move takes from one heap only, at least one counter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who takes the last counter wins; the player who finds the table empty loses.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Why the XOR decides:&lt;/b&gt; write each heap in binary and add the heaps without carrying (the XOR, ⊕). When the XOR is 0, every binary place holds an even number of ones, and any move changes one heap, so some place becomes odd: the XOR is no longer 0. When it is not 0, take from a heap that has a one in the XOR&apos;s highest place just enough to make every place even again. So the player who leaves an XOR of 0 can keep doing it until the table is empty, and wins (C. L. Bouton, 1901). Every impartial game is worth such a heap (Sprague and Grundy), which is why this program shows Grundy values as *n, a heap of n.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero tiene montones de fichas, un montón por fila; una fila de k fichas es un montón de k, estén donde estén en la fila.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; quita una ficha y todas las fichas a su derecha en su fila: quitar la tercera ficha de un montón deja dos. Una jugada quita de un solo montón, al menos una ficha.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; gana quien quita la última ficha; quien encuentra la mesa vacía pierde.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Por qué decide el XOR:&lt;/b&gt; escribe cada montón en binario y súmalos sin llevar (el XOR, ⊕). Cuando el XOR es 0, cada posición binaria tiene un número par de unos, y toda jugada cambia un montón, así que alguna posición queda impar: el XOR ya no es 0. Cuando no es 0, quita de un montón que tenga un uno en la posición más alta del XOR justo lo necesario para que todas las posiciones vuelvan a ser pares. Así, quien deja un XOR de 0 puede seguir haciéndolo hasta vaciar la mesa, y gana (C. L. Bouton, 1901). Todo juego imparcial vale lo mismo que un montón así (Sprague y Grundy), por eso este programa muestra los valores de Grundy como *n, un montón de n.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a counter to take it and every counter right of it. In edit mode, paint counters and empty cells; the heaps need not start at the left edge.</source>
        <translation>En el modo de juego, haz clic en una ficha para quitarla junto con todas las de su derecha. En el modo de edición, pinta fichas y casillas vacías; los montones no tienen que empezar en el borde izquierdo.</translation>
    </message>
    <message>
        <source>Heaps of 3, 4 and 5 counters: 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010, that is 2, so the player to move wins.</source>
        <translation>Montones de 3, 4 y 5 fichas: 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010, es decir 2, así que gana quien mueve.</translation>
    </message>
    <message>
        <source>The winning move takes the second counter of the top heap and the one right of it: heaps of 1, 4 and 5 are left, and 1 ⊕ 4 ⊕ 5 = 0.</source>
        <translation>La jugada ganadora quita la segunda ficha del montón de arriba y la de su derecha: quedan montones de 1, 4 y 5, y 1 ⊕ 4 ⊕ 5 = 0.</translation>
    </message>
    <message>
        <source>The analysis of the start: each heap is a part worth *3, *4 and *5, and a ring with a tick marks the one winning counter; a small cross marks every counter whose move loses.</source>
        <translation>El análisis del inicio: cada montón es una parte que vale *3, *4 y *5, y un anillo con una marca señala la única ficha ganadora; una cruz pequeña señala cada ficha cuya jugada pierde.</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>ficha</translation>
    </message>
    <message>
        <source>Three heaps of one counter each.</source>
        <translation>Tres montones de una ficha cada uno.</translation>
    </message>
    <message>
        <source>heap %1: take %2</source>
        <extracomment>A nim move: %1 the heap (its row, counted from 0), %2 how many counters it takes.</extracomment>
        <translation>montón %1: tomar %2</translation>
    </message>
    <message>
        <source>&amp;Heap (row):</source>
        <translation>&amp;Montón (fila):</translation>
    </message>
    <message>
        <source>C&amp;ounter (column):</source>
        <translation>F&amp;icha (columna):</translation>
    </message>
</context>
<context>
    <name>gui::PaintCellsCommand</name>
    <message>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source> (clears the moves played)</source>
        <translation> (borra las jugadas realizadas)</translation>
    </message>
</context>
<context>
    <name>gui::PaletteBar</name>
    <message>
        <source>board %1: %2</source>
        <translation>tablero %1: %2</translation>
    </message>
    <message>
        <source>The palette of board %1 (%2), the board last pointed at with the mouse or the keyboard cursor</source>
        <translation>La paleta del tablero %1 (%2), el último tablero señalado con el ratón o el cursor del teclado</translation>
    </message>
</context>
<context>
    <name>gui::PawnLook</name>
    <message>
        <source>Pawn</source>
        <translation>Peón</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Pawn: click a free cell to move the pawn there</source>
        <translation>Peón: haz clic en una casilla libre para mover allí el peón</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Eraser: click or drag to free impassable cells</source>
        <translation>Borrador: haz clic o arrastra para liberar casillas infranqueables</translation>
    </message>
    <message>
        <source>Play mode: click a cell left of the pawn or above it to move the pawn there.</source>
        <translation>Modo de juego: haz clic en una casilla a la izquierda del peón o encima de él para moverlo allí.</translation>
    </message>
    <message>
        <source>That is outside the board.</source>
        <translation>Eso está fuera del tablero.</translation>
    </message>
    <message>
        <source>The pawn is on %1: pick a cell left of it or above it.</source>
        <translation>El peón está en %1: elige una casilla a su izquierda o encima de él.</translation>
    </message>
    <message>
        <source>%1 is impassable.</source>
        <translation>%1 es infranqueable.</translation>
    </message>
    <message>
        <source>The pawn moves only along its row or its column: %1 is in neither.</source>
        <translation>El peón solo se mueve por su fila o su columna: %1 no está en ninguna de las dos.</translation>
    </message>
    <message>
        <source>The pawn moves only left or up, never right or down.</source>
        <translation>El peón solo se mueve hacia la izquierda o hacia arriba, nunca hacia la derecha ni hacia abajo.</translation>
    </message>
    <message>
        <source>An impassable cell blocks the way from %1 to %2.</source>
        <translation>Una casilla infranqueable bloquea el camino de %1 a %2.</translation>
    </message>
    <message>
        <source>Impassable: click a cell to block it or free it again, drag to block a run, right-drag to free cells</source>
        <translation>Infranqueable: haz clic en una casilla para bloquearla o liberarla de nuevo, arrastra para bloquear una fila, arrastra con el botón derecho para liberar casillas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a huge quarter plane: cells (X, Y) with X and Y from 0 up to one billion, X growing to the right and Y downwards. Some cells are impassable; one pawn stands on a free cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; slides the pawn one or more cells to the left (X gets smaller) or upwards (Y gets smaller). It may neither stop on nor jump over an impassable cell, and it never leaves the board.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who cannot move the pawn any more loses. On a board without obstacles the losing cells are exactly those with X = Y; every obstacle bends that diagonal into pieces.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero es un enorme cuadrante del plano: casillas (X, Y) con X e Y de 0 hasta mil millones, X creciendo hacia la derecha e Y hacia abajo. Algunas casillas son infranqueables; un peón está en una casilla libre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; desliza el peón una o más casillas hacia la izquierda (X disminuye) o hacia arriba (Y disminuye). No puede detenerse en una casilla infranqueable ni saltarla, y nunca sale del tablero.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; pierde el jugador que ya no puede mover el peón. En un tablero sin obstáculos, las casillas perdedoras son exactamente las de X = Y; cada obstáculo rompe esa diagonal en trozos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a cell to the left of the pawn or above it. In edit mode, paint impassable cells or put the pawn on another cell. Ctrl+wheel zooms, Ctrl+0 fits the marked cells and View ▸ Go to Cell (Ctrl+G) jumps anywhere on the board.</source>
        <translation>En el modo de juego, haz clic en una casilla a la izquierda del peón o encima de él. En el modo de edición, pinta casillas infranqueables o pon el peón en otra casilla. Ctrl+rueda amplía o reduce, Ctrl+0 encaja las casillas marcadas y Ver ▸ Ir a la casilla (Ctrl+G) salta a cualquier lugar del tablero.</translation>
    </message>
    <message>
        <source>The corner of the board at the origin (0, 0): X grows to the right, Y downwards. The pawn stands at (6, 5); four cells are impassable.</source>
        <translation>La esquina del tablero en el origen (0, 0): X crece hacia la derecha e Y hacia abajo. El peón está en (6, 5); cuatro casillas son infranqueables.</translation>
    </message>
    <message>
        <source>The win/loss map: a pawn on a red cell loses, on a green cell it wins. The marks show which moves of the pawn win.</source>
        <translation>El mapa de victorias y derrotas: un peón en una casilla roja pierde; en una verde, gana. Las marcas muestran qué movimientos del peón ganan.</translation>
    </message>
    <message>
        <source>Centre on &amp;Pawn</source>
        <translation>Cent&amp;rar en el peón</translation>
    </message>
    <message>
        <source>Centre the view on the pawn, wherever it stands on the board</source>
        <translation>Centrar la vista en el peón, esté donde esté en el tablero</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>infranqueable</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>The corner of the board from the examples above, the pawn at (6, 5).</source>
        <translation>La esquina del tablero de los ejemplos de arriba, con el peón en (6, 5).</translation>
    </message>
    <message>
        <source>&amp;Y (row, downwards):</source>
        <translation>&amp;Y (fila, hacia abajo):</translation>
    </message>
    <message>
        <source>&amp;X (column, to the right):</source>
        <translation>&amp;X (columna, hacia la derecha):</translation>
    </message>
</context>
<context>
    <name>gui::PictureDialog</name>
    <message>
        <source>Winning and losing &amp;marks</source>
        <translation>&amp;Marcas de jugadas ganadoras y perdedoras</translation>
    </message>
    <message>
        <source>&amp;Outlines of the independent parts</source>
        <translation>&amp;Contornos de las partes independientes</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>C&amp;oordenadas</translation>
    </message>
    <message>
        <source>Export Picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <source>The file&apos;s name decides too: a name ending in .png or .svg gives that format.</source>
        <translation>El nombre del archivo también decide: un nombre terminado en .png o .svg da ese formato.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The picture&apos;s width in pixels; its height follows the board&apos;s shape.</source>
        <translation>El ancho de la imagen en píxeles; su altura sigue la forma del tablero.</translation>
    </message>
    <message>
        <source>Row and column numbers along the top and left edges (a large board: the visible area with its absolute coordinates).</source>
        <translation>Números de fila y columna en los bordes superior e izquierdo (un tablero grande: el área visible con sus coordenadas absolutas).</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
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
        <translation>&amp;Perfecto</translation>
    </message>
    <message>
        <source>Always the fastest win; from a lost position the slowest loss</source>
        <translation>Siempre la victoria más rápida; desde una posición perdida, la derrota más lenta</translation>
    </message>
    <message>
        <source>&amp;Strong</source>
        <translation>&amp;Fuerte</translation>
    </message>
    <message>
        <source>Always some winning move, not always the fastest; from a lost position a long game</source>
        <translation>Siempre alguna jugada ganadora, no siempre la más rápida; desde una posición perdida, una partida larga</translation>
    </message>
    <message>
        <source>&amp;Casual</source>
        <translation>&amp;Relajado</translation>
    </message>
    <message>
        <source>Finds a winning move half of the time, otherwise plays at random</source>
        <translation>Encuentra una jugada ganadora la mitad de las veces; si no, juega al azar</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aleatorio</translation>
    </message>
    <message>
        <source>Any legal move, at random</source>
        <translation>Cualquier jugada válida, al azar</translation>
    </message>
    <message>
        <source>Computer &amp;Strength</source>
        <translation>&amp;Nivel del ordenador</translation>
    </message>
    <message>
        <source>Demo Spee&amp;d</source>
        <translation>&amp;Velocidad de la demo</translation>
    </message>
    <message>
        <source>P&amp;ause Demo</source>
        <translation>Pa&amp;usar demo</translation>
    </message>
    <message>
        <source>Pause or resume the computer-vs-computer demo</source>
        <translation>Pausar o reanudar la demo de ordenador contra ordenador</translation>
    </message>
    <message>
        <source>%1 s between moves</source>
        <translation>%1 s entre jugadas</translation>
    </message>
    <message>
        <source>Res&amp;ume Demo</source>
        <translation>Rean&amp;udar demo</translation>
    </message>
    <message>
        <source>How well the computer plays</source>
        <translation>Lo bien que juega el ordenador</translation>
    </message>
    <message>
        <source>How long the demo waits between two moves</source>
        <translation>Cuánto espera la demo entre dos jugadas</translation>
    </message>
    <message>
        <source>The demo waits %1 s before each of the computer&apos;s moves</source>
        <translation>La demo espera %1 s antes de cada jugada del ordenador</translation>
    </message>
</context>
<context>
    <name>gui::PlayRuleAction</name>
    <message>
        <source>&amp;Misère Play</source>
        <translation>Juego mi&amp;sère</translation>
    </message>
    <message>
        <source>Play by the misère rule: whoever makes the last move loses (undoable; saved with the board and kept for new boards)</source>
        <translation>Jugar con la regla misère: quien hace la última jugada pierde (se puede deshacer; se guarda con el tablero y se mantiene para los tableros nuevos)</translation>
    </message>
    <message>
        <source>Switch to Misère Play</source>
        <translation>Cambiar a juego misère</translation>
    </message>
    <message>
        <source>Switch to Normal Play</source>
        <translation>Cambiar a juego normal</translation>
    </message>
</context>
<context>
    <name>gui::PlaySession</name>
    <message>
        <source>These are the moves of a position of the best line: go back to the game to play.</source>
        <translation>Estas son las jugadas de una posición de la línea óptima: vuelve a la partida para jugar.</translation>
    </message>
    <message>
        <source>Switch to play mode to play a move.</source>
        <translation>Cambia al modo de juego para jugar una jugada.</translation>
    </message>
    <message>
        <source>The game is over. Use Restart or Undo to play on.</source>
        <translation>La partida ha terminado. Usa «Reiniciar» o «Deshacer» para seguir jugando.</translation>
    </message>
    <message>
        <source>It is not the computer&apos;s turn.</source>
        <translation>No le toca al ordenador.</translation>
    </message>
    <message>
        <source>The computer plays both sides in the demo. Choose another opponent to play yourself.</source>
        <translation>En la demo, el ordenador juega por los dos bandos. Elige otro rival para jugar tú.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Le toca al ordenador.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>Computer plays %1</source>
        <translation>El ordenador juega %1</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>Has jugado %1.</translation>
    </message>
    <message>
        <source>The computer played %1.</source>
        <translation>El ordenador ha jugado %1.</translation>
    </message>
</context>
<context>
    <name>gui::PlayTool</name>
    <message>
        <source>Corner set: stretch the rectangle with the arrow keys, Enter plays it, Escape cancels.</source>
        <translation>Esquina fijada: estira el rectángulo con las teclas de flecha; Intro lo juega, Esc cancela.</translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation>Jugada cancelada.</translation>
    </message>
</context>
<context>
    <name>gui::PositionClipboard</name>
    <message>
        <source>C&amp;opy Position</source>
        <translation>C&amp;opiar posición</translation>
    </message>
    <message>
        <source>Copy the position as a contest text and a board file</source>
        <translation>Copiar la posición como texto de concurso y como archivo de tablero</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <source>Replace the board by a board file, contest text or position query from the clipboard</source>
        <translation>Sustituir el tablero por un archivo de tablero, un texto de concurso o una consulta de posición del portapapeles</translation>
    </message>
    <message>
        <source>Copied the position as a contest text and a board file of %1</source>
        <translation>Se ha copiado la posición como texto de concurso y archivo de tablero de %1</translation>
    </message>
    <message>
        <source>Copied the position as a board file of %1</source>
        <translation>Se ha copiado la posición como archivo de tablero de %1</translation>
    </message>
    <message>
        <source>The clipboard text</source>
        <translation>El texto del portapapeles</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>No se puede pegar</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>El portapapeles no contiene texto para pegar.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Pasted a board of %1.</source>
        <translation>Se ha pegado un tablero de %1.</translation>
    </message>
    <message>
        <source>Pasted a board of %1 as a new board.</source>
        <translation>Se ha pegado un tablero de %1 como tablero nuevo.</translation>
    </message>
    <message>
        <source>Copied the position as a position query and a board file of %1</source>
        <translation>Se ha copiado la posición como consulta de posición y archivo de tablero de %1</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleController</name>
    <message>
        <source>Puzzle</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Generation cancelled.</source>
        <translation>Generación cancelada.</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>Ningún problema: %1</translation>
    </message>
    <message>
        <source>Generating a puzzle…</source>
        <translation>Generando un problema…</translation>
    </message>
    <message>
        <source>No puzzle.</source>
        <translation>Ningún problema.</translation>
    </message>
    <message>
        <source>Puzzle ready (generated in %1 ms).</source>
        <extracomment>%1 is a time in milliseconds, such as 12.5.</extracomment>
        <translation>Problema listo (generado en %1 ms).</translation>
    </message>
    <message>
        <source>A hint shows a winning move: this puzzle no longer counts for the score.</source>
        <translation>Una pista muestra una jugada ganadora: este problema ya no cuenta para la puntuación.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Back to the puzzle</source>
        <translation>Volver al problema</translation>
    </message>
    <message>
        <source>The board is no longer the puzzle.</source>
        <translation>El tablero ya no es el problema.</translation>
    </message>
    <message>
        <source>Puzzle not loaded: the board was kept.</source>
        <translation>Problema no cargado: se conserva el tablero.</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleDialog</name>
    <message>
        <source>New Puzzle</source>
        <translation>Nuevo problema</translation>
    </message>
    <message>
        <source>1: find the winning move. More: the position has that many winning moves and you find them all.</source>
        <translation>1: encuentra la jugada ganadora. Más: la posición tiene tantas jugadas ganadoras y las encuentras todas.</translation>
    </message>
    <message>
        <source>The same game, level and seed always give the same puzzle (grundygrid-cli puzzle too).</source>
        <translation>El mismo juego, nivel y semilla dan siempre el mismo problema (también grundygrid-cli puzzle).</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aleatoria</translation>
    </message>
    <message>
        <source>A new random seed</source>
        <translation>Una nueva semilla aleatoria</translation>
    </message>
    <message>
        <source>&amp;Winning moves to find:</source>
        <translation>Jugadas &amp;ganadoras por encontrar:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>Ge&amp;nerate</source>
        <translation>Gene&amp;rar</translation>
    </message>
    <message>
        <source>The puzzle will be played by the misère rule, as the board is: whoever makes the last move loses.</source>
        <translation>El acertijo se jugará con la regla misère, como el tablero: quien hace el último movimiento pierde.</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleFields</name>
    <message>
        <source>Harder puzzles have a longer way to the win, more legal moves and, where the game splits, more parts to add up.</source>
        <translation>Los problemas más difíciles tienen un camino más largo hasta la victoria, más jugadas legales y, cuando el juego se divide, más partes que sumar.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleMenu</name>
    <message>
        <source>Pu&amp;zzles</source>
        <translation>Pro&amp;blemas</translation>
    </message>
    <message>
        <source>Practise finding winning moves in positions the solvers generate</source>
        <translation>Practicar a encontrar jugadas ganadoras en posiciones que generan los solucionadores</translation>
    </message>
    <message>
        <source>&amp;New Puzzle…</source>
        <translation>&amp;Nuevo problema…</translation>
    </message>
    <message>
        <source>Generate a puzzle: a position with winning moves to find</source>
        <translation>Generar un problema: una posición con jugadas ganadoras por encontrar</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;Day</source>
        <translation>Problema del &amp;día</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the current game: the same for everyone on this date</source>
        <translation>El problema de hoy del juego actual: el mismo para todos en esta fecha</translation>
    </message>
</context>
<context>
    <name>gui::PuzzlePanel</name>
    <message>
        <source>No puzzle yet: Game ▸ Puzzles ▸ New Puzzle or Puzzle of the Day.</source>
        <translation>Aún no hay problema: Juego ▸ Problemas ▸ Nuevo problema o Problema del día.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop generating the puzzle</source>
        <translation>Detener la generación del problema</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Back to the puzzle&apos;s position for another try</source>
        <translation>Volver a la posición del problema para otro intento</translation>
    </message>
    <message>
        <source>Show Answer</source>
        <translation>Mostrar solución</translation>
    </message>
    <message>
        <source>Show the winning moves (ends the streak)</source>
        <translation>Mostrar las jugadas ganadoras (termina la racha)</translation>
    </message>
    <message>
        <source>Next Puzzle</source>
        <translation>Siguiente problema</translation>
    </message>
    <message>
        <source>A new puzzle of the same game and level (the next seed)</source>
        <translation>Un nuevo problema del mismo juego y nivel (la semilla siguiente)</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleSource</name>
    <message>
        <source>Sums</source>
        <extracomment>The choice of sum puzzles beside the games: several boards of different games played as one.</extracomment>
        <translation>Sumas</translation>
    </message>
    <message>
        <source>%1 sum puzzles are not offered under the misère rule: too few games decide boards of that level under it.</source>
        <extracomment>%1 is the level (Easy, Medium, Hard).</extracomment>
        <translation>No hay problemas de sumas de nivel %1 con la regla misère: demasiado pocos juegos deciden tableros de ese nivel con ella.</translation>
    </message>
    <message>
        <source>%1 puzzles of %2 are not offered under the misère rule: their %3 x %4 board is beyond what the misère search decides within a short wait (%5).</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the game, %3 x %4 the board&apos;s size, %5 the game&apos;s misère limit (&quot;boards of at most 36 cells&quot;).</extracomment>
        <translation>No hay problemas de nivel %1 de %2 con la regla misère: su tablero de %3 x %4 supera lo que la búsqueda misère decide en poco tiempo (%5).</translation>
    </message>
</context>
<context>
    <name>gui::PuzzleText</name>
    <message>
        <source>The boards are one game: each move is made on one board, and whoever cannot move on any board loses.</source>
        <translation>Los tableros son un solo juego: cada jugada se hace en un tablero, y quien no puede mover en ningún tablero pierde.</translation>
    </message>
    <message>
        <source>Puzzle (%1, seed %2): find the winning move</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the seed, a number.</extracomment>
        <translation>Problema (%1, semilla %2): encuentra la jugada ganadora</translation>
    </message>
    <message>
        <source>Puzzle (%1, seed %2): find all %3 winning moves</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the seed, %3 the number of winning moves (2 or more).</extracomment>
        <translation>Problema (%1, semilla %2): encuentra las %3 jugadas ganadoras</translation>
    </message>
    <message>
        <source>Puzzle of the day (%1, %2): find the winning move</source>
        <extracomment>%1 is the level (Easy, Medium, Hard), %2 the date of the puzzle of the day.</extracomment>
        <translation>Problema del día (%1, %2): encuentra la jugada ganadora</translation>
    </message>
    <message>
        <source>Right! %1 wins.</source>
        <translation>¡Correcto! %1 gana.</translation>
    </message>
    <message>
        <source>Right! %1 wins, and you found all %2 winning moves.</source>
        <extracomment>%1 is a move, %2 the number of winning moves.</extracomment>
        <translation>¡Correcto! %1 gana, y has encontrado las %2 jugadas ganadoras.</translation>
    </message>
    <message>
        <source>Right: %1 wins (%2 of %3 found). Find the next one.</source>
        <extracomment>%1 is a move, %2 the winning moves found so far, %3 how many there are.</extracomment>
        <translation>Correcto: %1 gana (%2 de %3 encontradas). Encuentra la siguiente.</translation>
    </message>
    <message>
        <source>%1 wins, but you found it already. Find another one.</source>
        <translation>%1 gana, pero ya la habías encontrado. Encuentra otra.</translation>
    </message>
    <message>
        <source>Wrong: after your move %1, your opponent can win.</source>
        <extracomment>%1 is a move.</extracomment>
        <translation>Incorrecto: tras tu jugada %1, tu rival puede ganar.</translation>
    </message>
    <message>
        <source>Wrong: after your move %1, your opponent wins with %2 (outlined on the board).</source>
        <extracomment>%1 is the player&apos;s move, %2 the opponent&apos;s winning reply.</extracomment>
        <translation>Incorrecto: tras tu jugada %1, tu rival gana con %2 (marcada en el tablero).</translation>
    </message>
    <message>
        <source>It leaves the value %1; only *0 is a loss for the player to move.</source>
        <extracomment>%1 is the Grundy value a move leaves, such as *3.</extracomment>
        <translation>Deja el valor %1; solo *0 es una derrota para quien mueve.</translation>
    </message>
    <message>
        <source>It leaves your opponent a win in 1 move.</source>
        <translation>Deja a tu rival una victoria en 1 jugada.</translation>
    </message>
    <message>
        <source>It leaves your opponent a win in %1 moves.</source>
        <extracomment>%1 is a number of moves (2 or more).</extracomment>
        <translation>Deja a tu rival una victoria en %1 jugadas.</translation>
    </message>
    <message>
        <source>The position splits: %1.</source>
        <extracomment>%1 is a sum of nimbers such as *1 ⊕ *2 ⊕ *0 = *3.</extracomment>
        <translation>La posición se divide: %1.</translation>
    </message>
    <message>
        <source>The winning move: %1.</source>
        <translation>La jugada ganadora: %1.</translation>
    </message>
    <message>
        <source>The winning moves: %1.</source>
        <translation>Las jugadas ganadoras: %1.</translation>
    </message>
    <message>
        <source>%1: solved %2 · streak %3</source>
        <extracomment>%1 is a game, %2 the puzzles solved at the first try, %3 how many in a row.</extracomment>
        <translation>%1: resueltos %2 · racha %3</translation>
    </message>
    <message>
        <source>Misère play: whoever makes the last move loses.</source>
        <translation>Juego misère: quien hace el último movimiento pierde.</translation>
    </message>
    <message>
        <source>The boards are one game: each move is made on one board. Misère play: whoever makes the last move on any board loses.</source>
        <translation>Los tableros son un solo juego: cada movimiento se hace en un tablero. Juego misère: quien hace el último movimiento en cualquier tablero pierde.</translation>
    </message>
</context>
<context>
    <name>gui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open one of the board files last opened or saved</source>
        <translation>Abrir uno de los últimos archivos de tablero abiertos o guardados</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
    <message>
        <source>Forget the list of recent board files</source>
        <translation>Olvidar la lista de archivos de tablero recientes</translation>
    </message>
</context>
<context>
    <name>gui::RecoveryOffer</name>
    <message>
        <source>Cannot recover board</source>
        <translation>No se puede recuperar el tablero</translation>
    </message>
    <message>
        <source>The autosaved board %1 cannot be recovered and was deleted: %2</source>
        <translation>El tablero guardado automáticamente %1 no se puede recuperar y se ha borrado: %2</translation>
    </message>
    <message>
        <source>the file is too large.</source>
        <translation>el archivo es demasiado grande.</translation>
    </message>
    <message>
        <source>the desktop program cannot show boards of the game “%1”.</source>
        <translation>el programa de escritorio no puede mostrar tableros del juego «%1».</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
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
        <translation>no todo lleno</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>válida</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
</context>
<context>
    <name>gui::RectanglesLook</name>
    <message>
        <source>Rectangles</source>
        <translation>Rectángulos</translation>
    </message>
    <message>
        <source>Filled</source>
        <translation>Llena</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Play mode: click a tile to clear it, or drag from corner to corner to clear a rectangle of tiles.</source>
        <translation>Modo de juego: haz clic en una ficha para quitarla, o arrastra de esquina a esquina para quitar un rectángulo de fichas.</translation>
    </message>
    <message>
        <source>%1 (%2×%3)</source>
        <translation>%1 (%2×%3)</translation>
    </message>
    <message>
        <source>That is outside the board.</source>
        <translation>Eso está fuera del tablero.</translation>
    </message>
    <message>
        <source>(%1, %2) is empty: only filled cells can be cleared.</source>
        <translation>(%1, %2) está vacía: solo se pueden quitar casillas llenas.</translation>
    </message>
    <message>
        <source>The rectangle %1 holds empty cells: a move clears a rectangle of filled cells only.</source>
        <translation>El rectángulo %1 contiene casillas vacías: una jugada solo quita un rectángulo de casillas llenas.</translation>
    </message>
    <message>
        <source>Filled (1): click a cell to fill or empty it, drag to fill a run of cells, right-drag to empty cells</source>
        <translation>Llena (1): haz clic en una casilla para llenarla o vaciarla, arrastra para llenar una fila de casillas, arrastra con el botón derecho para vaciar casillas</translation>
    </message>
    <message>
        <source>Empty (0, eraser): click or drag to empty cells</source>
        <translation>Vacía (0, borrador): haz clic o arrastra para vaciar casillas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a grid of cells, each holding a tile (1) or nothing (0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; clears a rectangle, lined up with the grid, that is completely covered with tiles: every cell inside it must hold a tile. A single tile is a rectangle too.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who clears the last tile, since the other one has no move left. Groups of tiles that do not touch along a side never share a rectangle, so they are independent games side by side.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero es una cuadrícula de casillas, cada una con una ficha (1) o vacía (0).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; quita un rectángulo, alineado con la cuadrícula, que esté completamente cubierto de fichas: cada casilla de su interior debe tener una ficha. Una sola ficha también es un rectángulo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; el jugador que quita la última ficha, ya que al otro no le queda ninguna jugada. Los grupos de fichas que no se tocan por un lado nunca comparten un rectángulo, así que son juegos independientes uno al lado del otro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a tile to clear it alone, or press on one corner of a rectangle and drag to the opposite corner; the band shows whether the rectangle wins, Escape cancels. With the keyboard, Enter anchors a corner at the cursor, the arrow keys stretch the rectangle and Enter plays it. In edit mode, paint filled and empty cells.</source>
        <translation>En el modo de juego, haz clic en una ficha para quitarla sola, o pulsa en una esquina de un rectángulo y arrastra hasta la esquina opuesta; el recuadro muestra si el rectángulo gana y Esc cancela. Con el teclado, Intro fija una esquina en el cursor, las teclas de flecha estiran el rectángulo e Intro lo juega. En el modo de edición, pinta casillas llenas y vacías.</translation>
    </message>
    <message>
        <source>A 4 × 4 board: the tiles are the filled cells (1), the gaps are empty (0).</source>
        <translation>Un tablero de 4 × 4: las fichas son las casillas llenas (1); los huecos están vacíos (0).</translation>
    </message>
    <message>
        <source>A move cleared the 2 × 2 square from (2, 2) to (3, 3).</source>
        <translation>Una jugada ha quitado el cuadrado de 2 × 2 de (2, 2) a (3, 3).</translation>
    </message>
    <message>
        <source>The analysis: a tile is marked winning when a winning rectangle has its top-left corner there; groups of tiles that do not touch are outlined as independent parts.</source>
        <translation>El análisis: una ficha se marca como ganadora cuando un rectángulo ganador tiene allí su esquina superior izquierda; los grupos de fichas que no se tocan se contornean como partes independientes.</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>llena</translation>
    </message>
    <message>
        <source>Four groups of tiles that cannot share a move: each is outlined in its own colour and labelled with its value.</source>
        <translation>Cuatro grupos de fichas que no pueden compartir una jugada: cada uno se contornea con su propio color y se etiqueta con su valor.</translation>
    </message>
    <message>
        <source>Four tiles in a zigzag.</source>
        <translation>Cuatro fichas en zigzag.</translation>
    </message>
</context>
<context>
    <name>gui::RemotenessShading</name>
    <message>
        <source>Shade Moves by &amp;Remoteness</source>
        <translation>Sombrear jugadas según la distancia al &amp;final</translation>
    </message>
    <message>
        <source>Shade each winning move by how soon it wins and each losing move by how long it holds out, with a legend under the board</source>
        <translation>Sombrear cada jugada ganadora según lo pronto que gana y cada jugada perdedora según cuánto resiste, con una leyenda bajo el tablero</translation>
    </message>
</context>
<context>
    <name>gui::ResizeBoardCommand</name>
    <message>
        <source>Resize to %1 x %2</source>
        <translation>Cambiar el tamaño a %1 × %2</translation>
    </message>
</context>
<context>
    <name>gui::RulesDialog</name>
    <message>
        <source>GrundyGrid Rules</source>
        <translation>Reglas de GrundyGrid</translation>
    </message>
    <message>
        <source>Choose a game, or how to read the marks</source>
        <translation>Elige un juego, o cómo leer las marcas</translation>
    </message>
</context>
<context>
    <name>gui::RulesText</name>
    <message>
        <source>&lt;p&gt;Two players take turns and always have the same moves to choose from. Every game ends after finitely many moves, and the player who cannot move any more loses: whoever makes the last move wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dos jugadores mueven por turnos y siempre tienen las mismas jugadas para elegir. Toda partida termina tras un número finito de jugadas, y pierde el jugador que ya no puede mover: gana quien hace la última jugada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Switch between the modes with Game ▸ Edit Mode (Ctrl+E) and Play Mode (Ctrl+P). Choose an opponent in the Game menu; Game ▸ Hint shows a good move, and undo takes moves back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Cambia de modo con Juego ▸ Modo de edición (Ctrl+E) y Modo de juego (Ctrl+P). Elige un rival en el menú Juego; Juego ▸ Pista muestra una buena jugada y Deshacer retira jugadas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to Read the Marks</source>
        <translation>Cómo leer las marcas</translation>
    </message>
    <message>
        <source>&lt;p&gt;While you edit or play, GrundyGrid analyses the position on the board and shows what it found right on the cells. A &lt;b&gt;winning move&lt;/b&gt; leaves the opponent a position they lose with best play; a &lt;b&gt;losing move&lt;/b&gt; leaves them one they can win. View ▸ Show Marks turns the marks on and off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mientras editas o juegas, GrundyGrid analiza la posición del tablero y muestra lo que ha encontrado directamente en las casillas. Una &lt;b&gt;jugada ganadora&lt;/b&gt; deja al rival una posición que pierde con juego perfecto; una &lt;b&gt;jugada perdedora&lt;/b&gt; le deja una que puede ganar. Ver ▸ Mostrar marcas activa y desactiva las marcas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Winning and losing moves</source>
        <translation>Jugadas ganadoras y perdedoras</translation>
    </message>
    <message>
        <source>A ring with a tick, in the usual colours and in the colour-blind safe ones: playing here wins.</source>
        <translation>Un anillo con una marca de verificación, en los colores habituales y en los aptos para daltónicos: jugar aquí gana.</translation>
    </message>
    <message>
        <source>A small cross on a white disk, in both colour schemes: playing here loses against best play.</source>
        <translation>Una pequeña cruz sobre un disco blanco, en ambas combinaciones de colores: jugar aquí pierde contra el juego perfecto.</translation>
    </message>
    <message>
        <source>&lt;p&gt;With View ▸ Colour-Blind Safe Colours the ring turns blue and the cross vermillion, colours that stay apart for every kind of colour vision. In both schemes the shapes alone tell the marks apart. In the rectangles game a tile is marked winning when some winning rectangle has its top-left corner there; resting the mouse on it outlines those rectangles.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con Ver ▸ Colores aptos para daltónicos, el anillo se vuelve azul y la cruz bermellón, colores que se distinguen con cualquier tipo de visión del color. En ambas combinaciones, las formas bastan para distinguir las marcas. En el juego de los rectángulos, una ficha se marca como ganadora cuando algún rectángulo ganador tiene allí su esquina superior izquierda; al dejar el ratón sobre ella se contornean esos rectángulos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Grundy values</source>
        <translation>Valores de Grundy</translation>
    </message>
    <message>
        <source>Independent parts</source>
        <translation>Partes independientes</translation>
    </message>
    <message>
        <source>&lt;p&gt;Many positions fall apart into parts that no move can affect together: the rectangles between lava lines, groups of tiles that do not touch, the regions of a park. View ▸ Show Decomposition outlines each part and labels it with its Grundy value, and the analysis panel adds the values up with ⊕, the nim-sum (binary addition without carries). Here the sum reads &lt;b&gt;%1&lt;/b&gt;. The player to move loses exactly when the sum is *0; otherwise a winning move changes one part so that the sum becomes *0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Muchas posiciones se descomponen en partes que ninguna jugada puede afectar a la vez: los rectángulos entre líneas de lava, los grupos de fichas que no se tocan, las regiones de un parque. Ver ▸ Mostrar descomposición contornea cada parte y la etiqueta con su valor de Grundy, y el panel de análisis suma los valores con ⊕, la suma nim (suma binaria sin acarreo). Aquí la suma es &lt;b&gt;%1&lt;/b&gt;. El jugador en turno pierde exactamente cuando la suma es *0; si no, una jugada ganadora cambia una parte de modo que la suma pase a ser *0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>Historial de valores</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Value History dock draws the value of every position of the game so far, one point per position, with the board&apos;s marks: a ring where the player to move can win, a cross where they cannot. A triangle above a move shows that it threw a win away. Click a point to go back to that position.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El panel Historial de valores dibuja el valor de cada posición de la partida hasta ahora, un punto por posición, con las marcas del tablero: un anillo donde el jugador en turno puede ganar y una cruz donde no. Un triángulo sobre una jugada indica que desperdició una victoria. Haz clic en un punto para volver a esa posición.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Playing in GrundyGrid</source>
        <translation>Jugar en GrundyGrid</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>&lt;p&gt;View ▸ Show Grundy Values writes a value *n on each cell where a move can be played: the Grundy value of the position that move leaves. In the rectangles game many rectangles start at one tile, and the tile shows the smallest value among the rectangles whose top-left corner it is. A position of value *0 is lost for the player who has to move in it, so the cells showing *0 are exactly the cells with a winning move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ver ▸ Mostrar valores de Grundy escribe un valor *n en cada casilla donde se puede jugar: el valor de Grundy de la posición que deja esa jugada. En el juego de los rectángulos muchos rectángulos empiezan en una misma ficha, y la ficha muestra el menor valor entre los rectángulos que tienen allí su esquina superior izquierda. Una posición de valor *0 está perdida para el jugador al que le toca mover en ella, así que las casillas que muestran *0 son exactamente las casillas con una jugada ganadora.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shading by remoteness</source>
        <translation>Sombreado según la distancia al final</translation>
    </message>
    <message>
        <source>&lt;p&gt;View ▸ Shade Moves by Remoteness colours each mark by how soon the game ends after that move when both players play their best, the move itself counted. The sooner the game ends, the stronger the colour: the strongest rings are the quickest wins, and among the losing moves the palest disks hold out longest, the ones to choose when every move loses. The shape of a mark still tells a winning move from a losing one. The steps double: 1, 2–3, 4–7, 8–15 and 16 or more moves. While the option is on, a legend under the board shows the steps with the number of moves of the position in each. A move whose remoteness the solver does not know (on large boards) keeps its plain mark.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ver ▸ Sombrear jugadas según la distancia al final colorea cada marca según lo pronto que termina la partida tras esa jugada cuando ambos jugadores juegan lo mejor posible, contando la propia jugada. Cuanto antes termina la partida, más intenso es el color: los anillos más intensos son las victorias más rápidas y, entre las jugadas perdedoras, los discos más pálidos resisten más tiempo: las que conviene elegir cuando todas las jugadas pierden. La forma de la marca sigue distinguiendo una jugada ganadora de una perdedora. Los escalones se duplican: 1, 2–3, 4–7, 8–15 y 16 o más jugadas. Mientras la opción está activa, una leyenda bajo el tablero muestra los escalones con el número de jugadas de la posición en cada uno. Una jugada cuya distancia al final no conoce el solucionador (en tableros grandes) conserva su marca simple.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves to the end</source>
        <translation>Jugadas hasta el final</translation>
    </message>
    <message>
        <source>Usual colours</source>
        <translation>Colores habituales</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Aptos para daltónicos</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Línea óptima</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Best Line tab, beside the moves played, lists the &lt;b&gt;best line&lt;/b&gt;: how the game goes on when both players play perfectly, the winner taking the fastest win and the loser holding out as long as possible, move by move to the end of the game or for its first %1 moves. Point at a move to see the position after it faintly over the board; click it to explore that position with its own marks, without playing anything. Back to the Game, Escape or a click on the board return to the game. Where the solver does not know how many moves are left, the line still keeps every verdict, but it need not be the fastest. View ▸ Show Best Line hides it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La pestaña Línea óptima, junto a las jugadas hechas, muestra la &lt;b&gt;línea óptima&lt;/b&gt;: cómo sigue la partida si ambos juegan a la perfección, el ganador ganando lo antes posible y el perdedor resistiendo lo más posible, jugada a jugada hasta el final de la partida o durante sus primeras %1 jugadas. Señala una jugada para ver la posición tras ella, tenue, sobre el tablero; haz clic para explorar esa posición con sus propias marcas, sin jugar nada. Volver a la partida, Escape o un clic en el tablero regresan a la partida. Donde el solucionador no sabe cuántas jugadas quedan, la línea mantiene igualmente cada veredicto, pero no tiene por qué ser la más rápida. Ver ▸ Mostrar línea óptima la oculta.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gui::RulesTextMisere</name>
    <message>
        <source>Misère play</source>
        <translation>Juego misère</translation>
    </message>
    <message>
        <source>&lt;p&gt;Under the &lt;b&gt;misère&lt;/b&gt; rule (Game ▸ Misère Play) the moves stay the same, but the player who makes the last move &lt;b&gt;loses&lt;/b&gt;. A position without moves is therefore a win for the player to move: the opponent made the last move. The winning moves can be entirely different, and so can the verdict of a position, as in the example below, where the marks follow each rule.&lt;/p&gt;&lt;p&gt;Under normal play a position made of independent parts is decided by the XOR of the parts&apos; Grundy values. Under misère play it is not: what counts is which part is played out last, so two parts of the same value can behave differently in a sum, and the program searches the positions made of the parts instead. Conway&apos;s &lt;b&gt;genus&lt;/b&gt; of a part records its value together with how it behaves at the end of a misère game; parts whose genus is that of a nim heap are &lt;b&gt;tame&lt;/b&gt;, and a sum of tame parts is decided without a search, like misère nim: by the XOR, except that when every heap is of size 0 or 1 the player to move wins exactly when the XOR is 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Con la regla &lt;b&gt;misère&lt;/b&gt; (en el menú Juego) los movimientos son los mismos, pero quien hace el último movimiento &lt;b&gt;pierde&lt;/b&gt;. Por eso una posición sin movimientos es una victoria para quien mueve: el rival hizo el último movimiento. Los movimientos ganadores pueden ser otros por completo, y también el veredicto de una posición, como en el ejemplo de abajo, cuyas marcas siguen cada regla.&lt;/p&gt;&lt;p&gt;En el juego normal, una posición formada por partes independientes se decide por el XOR de los valores de Grundy de las partes. En el juego misère no: lo que cuenta es qué parte se termina de jugar en último lugar, así que dos partes del mismo valor pueden comportarse de forma distinta en una suma, y el programa busca en su lugar entre las posiciones formadas por las partes. El &lt;b&gt;género&lt;/b&gt; de Conway de una parte recoge su valor junto con cómo se comporta al final de una partida misère; las partes cuyo género es el de un montón de nim son &lt;b&gt;mansas&lt;/b&gt;, y una suma de partes mansas se decide sin búsqueda, como el nim misère: por el XOR, salvo cuando todos los montones tienen tamaño 0 o 1, en cuyo caso quien mueve gana exactamente cuando el XOR es 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Misère play: the player to move wins.</source>
        <translation>Juego misère: gana quien mueve.</translation>
    </message>
    <message>
        <source>Misère play: the player to move loses.</source>
        <translation>Juego misère: pierde quien mueve.</translation>
    </message>
    <message>
        <source>Normal play: the player to move wins.</source>
        <translation>Juego normal: gana quien mueve.</translation>
    </message>
    <message>
        <source>Normal play: the player to move loses.</source>
        <translation>Juego normal: pierde quien mueve.</translation>
    </message>
</context>
<context>
    <name>gui::RulesTextPuzzles</name>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&lt;p&gt;Game ▸ Puzzles ▸ New Puzzle sets up a position of the game you choose in which exactly one move wins: find it and play it. The solver generated the puzzle and checked it, and nothing on the screen tells the answer until you have answered: the marks, the analysis, the value history and the best line stay hidden. A right answer says so; a wrong one says why, in words first: the reply with which your opponent wins, outlined on the board; then in numbers: the value the move leaves and the sum of the parts where the position splits. From there you may play on, try again, see the answer or go to the next puzzle.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Levels&lt;/b&gt;: Easy, Medium and Hard puzzles differ in how far the win lies ahead, the number of legal moves and, where the game splits, the number of parts to add up; their boards stay tidy, with a few short walls, gaps or poisoned pieces. Each level allows at most so many winning moves (a pawn has at most two).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Find all&lt;/b&gt;: ask for more than one winning move and the position has exactly that many; each one you find is counted and the position returns for the next.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Seed&lt;/b&gt;: the same game, level and seed always give the same puzzle, also in &lt;tt&gt;grundygrid-cli puzzle&lt;/tt&gt;, so a puzzle can be shared by its seed.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puzzle of the Day&lt;/b&gt;: a medium puzzle of the current game seeded by today&apos;s date, the same for everyone on that day (&lt;tt&gt;grundygrid-cli puzzle GAME --day&lt;/tt&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Score&lt;/b&gt;: the Puzzle dock counts, per game, the puzzles you solved at the first try and your streak of them; a wrong answer or a shown answer ends the streak.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;Juego ▸ Problemas ▸ Nuevo problema prepara una posición del juego que elijas en la que exactamente una jugada gana: encuéntrala y juégala. El solucionador generó el problema y lo comprobó, y nada en la pantalla revela la solución hasta que respondas: las marcas, el análisis, el historial de valores y la línea óptima permanecen ocultos. Una respuesta correcta se confirma; una incorrecta se explica, primero con palabras: la respuesta con la que gana tu rival, marcada en el tablero; después con números: el valor que deja la jugada y la suma de las partes cuando la posición se divide. Desde ahí puedes seguir jugando, volver a intentarlo, ver la solución o pasar al siguiente problema.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Niveles&lt;/b&gt;: los problemas fáciles, medios y difíciles se distinguen por lo lejos que está la victoria, el número de jugadas legales y, cuando el juego se divide, el número de partes que sumar; sus tableros son ordenados, con pocos muros cortos, huecos o piezas envenenadas. Cada nivel admite como mucho cierto número de jugadas ganadoras (un peón tiene como mucho dos).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Encontrar todas&lt;/b&gt;: pide más de una jugada ganadora y la posición tendrá exactamente esas; cada una que encuentres se cuenta y la posición vuelve para la siguiente.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Semilla&lt;/b&gt;: el mismo juego, nivel y semilla dan siempre el mismo problema, también en &lt;tt&gt;grundygrid-cli puzzle&lt;/tt&gt;, así que un problema se puede compartir por su semilla.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Problema del día&lt;/b&gt;: un problema de nivel medio del juego actual con la fecha de hoy como semilla, el mismo para todos ese día (&lt;tt&gt;grundygrid-cli puzzle GAME --day&lt;/tt&gt;).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Puntuación&lt;/b&gt;: el panel de problemas cuenta, por juego, los problemas que resolviste al primer intento y tu racha; una respuesta incorrecta o una solución mostrada termina la racha.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>gui::SetupEdits</name>
    <message>
        <source>A sum is as large as its boards: add, remove or duplicate its boards instead</source>
        <translation>Una suma es tan grande como sus tableros: añade, quita o duplica sus tableros en su lugar</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>Vaciar tablero</translation>
    </message>
    <message>
        <source>Resized to %1 x %2</source>
        <translation>Tamaño cambiado a %1 × %2</translation>
    </message>
    <message>
        <source>Resized to %1 x %2: %3 of %4 moves kept (Undo restores them all)</source>
        <extracomment>%3 of %4 moves played stay legal on the new size (kept in order up to the first that does not).</extracomment>
        <translation>Tamaño cambiado a %1 × %2: se conservan %3 de %4 jugadas (Deshacer las recupera todas)</translation>
    </message>
</context>
<context>
    <name>gui::ShadingLegend</name>
    <message>
        <source>Wins in</source>
        <translation>Gana en</translation>
    </message>
    <message>
        <source>Loses in</source>
        <translation>Pierde en</translation>
    </message>
    <message>
        <source>moves to the end of the game with best play, this move counted: the sooner, the stronger the colour; (n) moves of this position</source>
        <translation>jugadas hasta el final de la partida con el mejor juego, contando esta jugada: cuanto antes, más intenso el color; (n) jugadas de esta posición</translation>
    </message>
    <message>
        <source>Marks of unknown remoteness stay plain: %1</source>
        <translation>Marcas de distancia al final desconocida que quedan simples: %1</translation>
    </message>
</context>
<context>
    <name>gui::SizeLimitsText</name>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>%1 rows and %2 columns</source>
        <translation>%1 filas y %2 columnas</translation>
    </message>
    <message>
        <source>at most %1 cells</source>
        <translation>como máximo %1 casillas</translation>
    </message>
    <message>
        <source>no more positions than a %1 x %1 board</source>
        <translation>no más posiciones que un tablero de %1 × %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of the size limits</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a size limit before the last</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no more positions than an %1 x %1 board</source>
        <extracomment>The side is 8, 11, 18 or 80 to 89, read with a vowel in English (&quot;an 18 x 18 board&quot;).</extracomment>
        <translation>no más posiciones que un tablero de %1 × %1</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 casillas</translation>
    </message>
    <message>
        <source>the positions of a %1 x %1 board</source>
        <translation>las posiciones de un tablero de %1 × %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the sizes beyond which a board is analysed by win or loss only</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 (beyond %2, win or loss only)</source>
        <extracomment>The window analyses a board beyond the full analysis&apos;s sizes by win or loss only (no Grundy values or remoteness).</extracomment>
        <translation>%1 (más allá de %2, solo victoria o derrota)</translation>
    </message>
    <message>
        <source>A board beyond the full analysis is analysed by win or loss only (no Grundy values or remoteness): its first analysis takes seconds to minutes (about two minutes and 1.2 GB of memory for %1 x %1), with progress, the time left and Cancel. The result is kept in the cache folder (Edit menu: Clear Chomp Cache), so the same board, or a smaller one inside it with the same poison, shows its marks at once.</source>
        <translation>Un tablero más allá del análisis completo se analiza solo por victoria o derrota (sin valores de Grundy ni lejanía): su primer análisis tarda de segundos a minutos (unos dos minutos y 1,2 GB de memoria para %1 × %1), con progreso, tiempo restante y Cancelar. El resultado se guarda en la carpeta de caché (menú Editar: Vaciar la caché de Chomp), así que el mismo tablero, o uno más pequeño dentro de él con el mismo veneno, muestra sus marcas al instante.</translation>
    </message>
    <message>
        <source>Boards of %1 have %2.</source>
        <translation>Los tableros de «%1» tienen %2.</translation>
    </message>
    <message>
        <source>The board size %1 x %2 is out of range. %3</source>
        <translation>El tamaño de tablero %1 × %2 está fuera del rango. %3</translation>
    </message>
</context>
<context>
    <name>gui::SumContextMenu</name>
    <message>
        <source>board %1: %2</source>
        <translation>tablero %1: %2</translation>
    </message>
</context>
<context>
    <name>gui::SumEdits</name>
    <message>
        <source>&amp;Add Board to Sum…</source>
        <translation>&amp;Añadir tablero a la suma…</translation>
    </message>
    <message>
        <source>Remove &amp;Board from Sum</source>
        <translation>&amp;Quitar tablero de la suma</translation>
    </message>
    <message>
        <source>A sum holds at most %1 boards</source>
        <translation>Una suma tiene como máximo %1 tableros</translation>
    </message>
    <message>
        <source>Add a board of any game at the right, making a sum of the boards</source>
        <translation>Añadir a la derecha un tablero de cualquier juego, formando una suma de los tableros</translation>
    </message>
    <message>
        <source>Remove the board under the keyboard cursor from the sum</source>
        <translation>Quitar de la suma el tablero bajo el cursor del teclado</translation>
    </message>
    <message>
        <source>Only a board of a sum can be removed</source>
        <translation>Solo se puede quitar un tablero de una suma</translation>
    </message>
    <message>
        <source>Add Board to Sum</source>
        <translation>Añadir tablero a la suma</translation>
    </message>
    <message>
        <source>Added a board of %1 to the sum: %2 boards</source>
        <translation>Añadido a la suma un tablero de %1: %2 tableros</translation>
    </message>
    <message>
        <source>Removed board %1 (%2) from the sum</source>
        <translation>Quitado de la suma el tablero %1 (%2)</translation>
    </message>
    <message>
        <source>; moves played on it dropped: %1 (Undo brings them back)</source>
        <extracomment>%1: how many moves played on the removed board left the move list.</extracomment>
        <translation>; jugadas hechas en él quitadas: %1 (Deshacer las recupera)</translation>
    </message>
    <message>
        <source>Remove Board from Sum</source>
        <translation>Quitar tablero de la suma</translation>
    </message>
    <message>
        <source>The boards make no sum: %1</source>
        <translation>Los tableros no forman una suma: %1</translation>
    </message>
    <message>
        <source>&amp;Duplicate Board in Sum</source>
        <translation>D&amp;uplicar tablero en la suma</translation>
    </message>
    <message>
        <source>Move Board &amp;Left</source>
        <translation>Mover tablero a la &amp;izquierda</translation>
    </message>
    <message>
        <source>Move Board Ri&amp;ght</source>
        <translation>Mover tablero a la derec&amp;ha</translation>
    </message>
    <message>
        <source>Only a board of a sum can be duplicated (Add Board to Sum makes a sum)</source>
        <translation>Solo se puede duplicar un tablero de una suma (Añadir tablero a la suma forma una suma)</translation>
    </message>
    <message>
        <source>Add a copy of the board under the keyboard cursor, as set up, at its right</source>
        <translation>Añadir a su derecha una copia del tablero bajo el cursor del teclado, tal como se preparó</translation>
    </message>
    <message>
        <source>Only a board of a sum can be moved</source>
        <translation>Solo se puede mover un tablero de una suma</translation>
    </message>
    <message>
        <source>Swap the board under the keyboard cursor with the one at its left</source>
        <translation>Intercambiar el tablero bajo el cursor del teclado con el de su izquierda</translation>
    </message>
    <message>
        <source>Swap the board under the keyboard cursor with the one at its right</source>
        <translation>Intercambiar el tablero bajo el cursor del teclado con el de su derecha</translation>
    </message>
    <message>
        <source>Put the keyboard cursor (arrow keys) on a board of the sum first</source>
        <translation>Ponga primero el cursor del teclado (teclas de flecha) en un tablero de la suma</translation>
    </message>
    <message>
        <source>Duplicate Board in Sum</source>
        <translation>Duplicar tablero en la suma</translation>
    </message>
    <message>
        <source>Board %1 (%2) copied as set up to board %3</source>
        <translation>Tablero %1 (%2) copiado tal como se preparó como tablero %3</translation>
    </message>
    <message>
        <source>Board %1 is at the end of the sum</source>
        <translation>El tablero %1 está en el extremo de la suma</translation>
    </message>
    <message>
        <source>Move Board Left</source>
        <translation>Mover tablero a la izquierda</translation>
    </message>
    <message>
        <source>Move Board Right</source>
        <translation>Mover tablero a la derecha</translation>
    </message>
    <message>
        <source>Board %1 is now board %2</source>
        <translation>El tablero %1 es ahora el tablero %2</translation>
    </message>
    <message>
        <source>New Su&amp;m…</source>
        <translation>Nueva s&amp;uma…</translation>
    </message>
    <message>
        <source>Start a new sum of 2 to %1 boards, each of any game</source>
        <translation>Empezar una suma nueva de 2 a %1 tableros, cada uno de cualquier juego</translation>
    </message>
    <message>
        <source>New Sum</source>
        <translation>Nueva suma</translation>
    </message>
    <message>
        <source>Boards in the sum:</source>
        <translation>Tableros en la suma:</translation>
    </message>
    <message>
        <source>New Sum: board %1 (boards 0 to %2)</source>
        <translation>Nueva suma: tablero %1 (tableros 0 a %2)</translation>
    </message>
    <message>
        <source>New sum of %1 boards</source>
        <translation>Nueva suma de %1 tableros</translation>
    </message>
    <message>
        <source>Remove this board from the sum</source>
        <translation>Quitar este tablero de la suma</translation>
    </message>
    <message>
        <source>Add a copy of this board, as set up, at its right</source>
        <translation>Añadir a su derecha una copia de este tablero, tal como se preparó</translation>
    </message>
    <message>
        <source>Swap this board with the one at its left</source>
        <translation>Intercambiar este tablero con el de su izquierda</translation>
    </message>
    <message>
        <source>Swap this board with the one at its right</source>
        <translation>Intercambiar este tablero con el de su derecha</translation>
    </message>
</context>
<context>
    <name>gui::SumLook</name>
    <message>
        <source>board %1</source>
        <translation>tablero %1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Suma</translation>
    </message>
    <message>
        <source>Play mode: play on any board; the player without a move on every board loses.</source>
        <translation>Modo de juego: juega en cualquier tablero; pierde quien no tiene jugada en ningún tablero.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(%1, %2) lies on no board of the sum</source>
        <translation>(%1, %2) no está en ningún tablero de la suma</translation>
    </message>
</context>
<context>
    <name>gui::TurnText</name>
    <message>
        <source>Editing — player %1 to move</source>
        <translation>Edición — turno del jugador %1</translation>
    </message>
    <message>
        <source>Demo paused — player %1 (computer) to move</source>
        <translation>Demo en pausa — turno del jugador %1 (ordenador)</translation>
    </message>
    <message>
        <source>Demo — to move: player %1 (computer)</source>
        <translation>Demo — turno: jugador %1 (ordenador)</translation>
    </message>
    <message>
        <source>To move: the computer</source>
        <translation>Turno: el ordenador</translation>
    </message>
    <message>
        <source>To move: you</source>
        <translation>Turno: tú</translation>
    </message>
    <message>
        <source>To move: player %1</source>
        <translation>Turno: jugador %1</translation>
    </message>
    <message>
        <source>Demo over: player %1 wins, player %2 has no move left.</source>
        <translation>Demo terminada: gana el jugador %1, al jugador %2 no le quedan jugadas.</translation>
    </message>
    <message>
        <source>You win! The computer has no move left.</source>
        <translation>¡Has ganado! Al ordenador no le quedan jugadas.</translation>
    </message>
    <message>
        <source>The computer wins: you have no move left.</source>
        <translation>Gana el ordenador: no te quedan jugadas.</translation>
    </message>
    <message>
        <source>Player %1 wins: player %2 has no move left.</source>
        <translation>Gana el jugador %1: al jugador %2 no le quedan jugadas.</translation>
    </message>
    <message>
        <source>Demo over: player %1 wins, player %2 made the last move (misère play: the last move loses).</source>
        <translation>Fin de la demo: gana el jugador %1, el jugador %2 hizo la última jugada (juego misère: la última jugada pierde).</translation>
    </message>
    <message>
        <source>The computer wins: you made the last move (misère play: the last move loses).</source>
        <translation>Gana el ordenador: hiciste la última jugada (juego misère: la última jugada pierde).</translation>
    </message>
    <message>
        <source>You win! The computer made the last move (misère play: the last move loses).</source>
        <translation>¡Has ganado! El ordenador hizo la última jugada (juego misère: la última jugada pierde).</translation>
    </message>
    <message>
        <source>Player %1 wins: player %2 made the last move (misère play: the last move loses).</source>
        <translation>Gana el jugador %1: el jugador %2 hizo la última jugada (juego misère: la última jugada pierde).</translation>
    </message>
</context>
<context>
    <name>gui::ValueHistoryChart</name>
    <message>
        <source>Grundy value</source>
        <translation>Valor de Grundy</translation>
    </message>
    <message>
        <source>Moves left with best play</source>
        <translation>Jugadas restantes con juego perfecto</translation>
    </message>
    <message>
        <source>Player to move: wins (1) or loses (0)</source>
        <translation>Jugador en turno: gana (1) o pierde (0)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>After move %1, %2 by player %3</source>
        <translation>Tras la jugada %1, %2 del jugador %3</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Aún sin analizar</translation>
    </message>
    <message>
        <source>This move threw away a win</source>
        <translation>Esta jugada desperdició una victoria</translation>
    </message>
</context>
<context>
    <name>gui::ValueHistoryPanel</name>
    <message>
        <source>Click a point to go to that position</source>
        <translation>Haz clic en un punto para ir a esa posición</translation>
    </message>
    <message>
        <source>move %1, %2 by player %3</source>
        <translation>jugada %1, %2 del jugador %3</translation>
    </message>
    <message>
        <source>No win thrown away.</source>
        <translation>No se ha desperdiciado ninguna victoria.</translation>
    </message>
    <message>
        <source>▼ Threw away a win: %1.</source>
        <translation>▼ Victoria desperdiciada: %1.</translation>
    </message>
    <message>
        <source>▼ Threw away a win: %1; and %2 more (▼ on the chart).</source>
        <translation>▼ Victoria desperdiciada: %1; y %2 más (▼ en el gráfico).</translation>
    </message>
    <message>
        <source>1 position not analysed yet.</source>
        <translation>1 posición aún sin analizar.</translation>
    </message>
    <message>
        <source>%1 positions not analysed yet.</source>
        <translation>%1 posiciones aún sin analizar.</translation>
    </message>
    <message>
        <source>Go to move %1</source>
        <translation>Ir a la jugada %1</translation>
    </message>
</context>
<context>
    <name>gui::VolcanoLook</name>
    <message>
        <source>Volcano</source>
        <translation>Volcán</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
    </message>
    <message>
        <source>Open Ground</source>
        <translation>Terreno libre</translation>
    </message>
    <message>
        <source>Derive Monsters</source>
        <translation>Derivar monstruos</translation>
    </message>
    <message>
        <source>Monsters Follow Walls</source>
        <translation>Monstruos según los muros</translation>
    </message>
    <message>
        <source>Play mode: click a monster to make its volcano erupt.</source>
        <translation>Modo de juego: haz clic en un monstruo para que su volcán entre en erupción.</translation>
    </message>
    <message>
        <source>That is outside the field.</source>
        <translation>Eso está fuera del terreno.</translation>
    </message>
    <message>
        <source>Lava covers (%1, %2): nothing lives there any more.</source>
        <translation>La lava cubre (%1, %2): allí ya no vive nada.</translation>
    </message>
    <message>
        <source>(%1, %2) is a wall: only a monster can erupt.</source>
        <translation>(%1, %2) es un muro: solo un monstruo puede entrar en erupción.</translation>
    </message>
    <message>
        <source>No monster lives at (%1, %2).</source>
        <translation>No vive ningún monstruo en (%1, %2).</translation>
    </message>
    <message>
        <source>Wall: click a cell to build or remove a wall, drag to build a run of walls, right-drag to clear cells</source>
        <translation>Muro: haz clic en una casilla para construir o quitar un muro, arrastra para construir una fila de muros, arrastra con el botón derecho para despejar casillas</translation>
    </message>
    <message>
        <source>Monster: click open ground to place or remove a monster by hand, right-click to clear a cell</source>
        <translation>Monstruo: haz clic en terreno libre para poner o quitar un monstruo a mano, haz clic con el botón derecho para despejar una casilla</translation>
    </message>
    <message>
        <source>Open ground (eraser): click or drag to clear walls and monsters</source>
        <translation>Terreno libre (borrador): haz clic o arrastra para quitar muros y monstruos</translation>
    </message>
    <message>
        <source>Derive Monsters: put a monster on every open cell whose open runs in all four directions are at least 2 cells long (the prime-cross rule). Replaces the monsters placed by hand.</source>
        <translation>Derivar monstruos: pone un monstruo en cada casilla libre cuyos tramos libres en las cuatro direcciones miden al menos 2 casillas (la regla de la cruz prima). Sustituye a los monstruos puestos a mano.</translation>
    </message>
    <message>
        <source>Monsters Follow Walls: while on, the monsters are derived from the walls after every stroke, so they appear and vanish as you paint</source>
        <translation>Monstruos según los muros: mientras está activado, los monstruos se derivan de los muros tras cada trazo, de modo que aparecen y desaparecen mientras pintas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The board is a field of walls and open ground. Monsters live on some open cells: in the usual setup on every open cell from which at least two open cells stretch without a break to the left, to the right, upwards and downwards (the prime-cross rule); they may also be placed by hand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;A move&lt;/b&gt; wakes a monster that lava has not reached yet: its cell becomes a volcano, and lava runs from it along its row and its column in all four directions until it meets lava that is already there. Walls do not hold it back. Every monster the lava reaches is gone.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Who wins:&lt;/b&gt; the player who makes the last eruption. The lava lines cut the field into rectangles that no longer affect each other.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El tablero es un terreno de muros y terreno libre. En algunas casillas libres viven monstruos: en la posición habitual, en cada casilla libre desde la que se extienden sin interrupción al menos dos casillas libres hacia la izquierda, hacia la derecha, hacia arriba y hacia abajo (la regla de la cruz prima); también se pueden colocar a mano.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Una jugada&lt;/b&gt; despierta a un monstruo al que aún no ha llegado la lava: su casilla se convierte en volcán y la lava corre desde ella por su fila y su columna en las cuatro direcciones hasta encontrar lava que ya estaba allí. Los muros no la detienen. Todo monstruo al que llega la lava desaparece.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quién gana:&lt;/b&gt; el jugador que provoca la última erupción. Las líneas de lava dividen el terreno en rectángulos que ya no se afectan entre sí.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>In play mode, click a monster to make it erupt. In edit mode, paint walls and open ground; Derive Monsters places the monsters by the prime-cross rule, and with Monsters Follow Walls switched on they follow every change of the walls.</source>
        <translation>En el modo de juego, haz clic en un monstruo para que entre en erupción. En el modo de edición, pinta muros y terreno libre; Derivar monstruos coloca los monstruos según la regla de la cruz prima y, con Monstruos según los muros activado, siguen cada cambio de los muros.</translation>
    </message>
    <message>
        <source>A 7 × 7 field with two walls. Monsters live where open ground reaches at least two cells in all four directions.</source>
        <translation>Un terreno de 7 × 7 con dos muros. Los monstruos viven donde el terreno libre alcanza al menos dos casillas en las cuatro direcciones.</translation>
    </message>
    <message>
        <source>The monster at (3, 3) erupted: lava fills its row and its column and buries the monsters on them.</source>
        <translation>El monstruo de (3, 3) entró en erupción: la lava llena su fila y su columna y sepulta a los monstruos que hay en ellas.</translation>
    </message>
    <message>
        <source>The lava cuts the field into independent parts, each outlined with its value; the marks tell which eruptions win.</source>
        <translation>La lava divide el terreno en partes independientes, cada una contorneada con su valor; las marcas indican qué erupciones ganan.</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monstruo</translation>
    </message>
    <message>
        <source>lava</source>
        <translation>lava</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>volcán</translation>
    </message>
    <message>
        <source>A 6 × 6 field without walls: four monsters in the middle, and each eruption buries two of them.</source>
        <translation>Un terreno de 6 × 6 sin muros: cuatro monstruos en el centro, y cada erupción sepulta a dos de ellos.</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetDialog</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Exportar hoja de ejercicios</translation>
    </message>
    <message>
        <source>Puzzle i of the sheet uses seed S + i − 1, S the seed given here: puzzle 1 is the one %1 prints. The default is today&apos;s puzzle of the day.</source>
        <extracomment>%1 is the command line of the same puzzle, e.g. &quot;grundygrid-cli puzzle chomp --level 2 --seed S&quot;.</extracomment>
        <translation>El problema i de la hoja usa la semilla S + i − 1, siendo S la semilla indicada aquí: el problema 1 es el que imprime %1. Por defecto, el problema del día de hoy.</translation>
    </message>
    <message>
        <source>&amp;Number of puzzles:</source>
        <translation>Nú&amp;mero de problemas:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>Puzzles per &amp;page:</source>
        <translation>Problemas por &amp;página:</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetExport</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Exportar hoja de ejercicios</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The puzzles could not be generated: %1</source>
        <translation>No se pudieron generar los problemas: %1</translation>
    </message>
    <message>
        <source>Worksheet cancelled; nothing was written.</source>
        <translation>Hoja de ejercicios cancelada; no se escribió nada.</translation>
    </message>
    <message>
        <source>The worksheet could not be written to “%1”: %2</source>
        <translation>No se pudo escribir la hoja de ejercicios en «%1»: %2</translation>
    </message>
    <message>
        <source>Exported a worksheet of %1 puzzles to %2.</source>
        <translation>Hoja de ejercicios con %1 problemas exportada a %2.</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetJob</name>
    <message>
        <source>Generating %1 puzzles…</source>
        <translation>Generando %1 problemas…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export Worksheet</source>
        <translation>Exportar hoja de ejercicios</translation>
    </message>
</context>
<context>
    <name>gui::WorksheetPdf</name>
    <message>
        <source>Puzzle %1 — find the winning move; you are to move.</source>
        <translation>Problema %1 — encuentra la jugada ganadora; te toca mover.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Puzzle %1: %2</source>
        <extracomment>An answer of a worksheet: the puzzle&apos;s number and its winning moves.</extracomment>
        <translation>Problema %1: %2</translation>
    </message>
    <message>
        <source>%1 worksheet — level %2, seed %3</source>
        <extracomment>The title of a worksheet: its game, level and the seed of its first puzzle.</extracomment>
        <translation>Hoja de ejercicios de %1 — nivel %2, semilla %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edit, play and solve impartial grid games.</source>
        <translation>Edita, juega y resuelve juegos imparciales en cuadrícula.</translation>
    </message>
    <message>
        <source>Save the window as a PNG once the board is analysed, then quit.</source>
        <translation>Guardar la ventana como PNG en cuanto se analice el tablero y después salir.</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1600x1000.</source>
        <translation>Tamaño de la ventana para --screenshot, p. ej. 1600x1000.</translation>
    </message>
    <message>
        <source>A board file to open.</source>
        <translation>Un archivo de tablero que abrir.</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT, e.g. 1600x1000, not “%1”</source>
        <translation>--size espera ANCHOxALTO, p. ej. 1600x1000, no «%1»</translation>
    </message>
    <message>
        <source>the desktop program cannot show %1 boards yet</source>
        <translation>el programa de escritorio aún no puede mostrar tableros de «%1»</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>no se puede escribir la captura de pantalla en %1</translation>
    </message>
</context>
</TS>
