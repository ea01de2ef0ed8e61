#pragma once
// The steps of the random walk (test_monkey) a user takes: palette tools, clicks
// and drags, moves, buttons, the best line, the value history, pastes, window
// sizes, analyses started and cancelled, saving and reopening, keys.
#include "MonkeyWalker.h"

namespace testsupport {

class MonkeyActions : protected MonkeyWalker {
protected:
    void choosePaletteTool()
    {
        auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("paletteToolBar"));
        QList<QAction*> actions;
        for (QAction* action : bar->actions())
            if (!action->isSeparator() && action->isEnabled() && action->isVisible())
                actions.append(action);
        if (actions.isEmpty())
            return;
        QAction* action = actions.at(draw(static_cast<int>(actions.size())));
        note(QStringLiteral("palette: %1").arg(action->text()));
        asEvent([action] { action->trigger(); });
    }

    // A cell of the board near what the view shows (a pawn board is 10^9 cells wide).
    Cell randomCell()
    {
        const Board& board = document().currentBoard();
        if (board.rows() * board.cols() <= 400 || chance(0.3))
            return Cell{drawCoord(0, board.rows() - 1), drawCoord(0, board.cols() - 1)};
        const Cell centre = view().centreCell().value_or(Cell{0, 0});
        const Coord row = std::clamp<Coord>(centre.row + drawCoord(-4, 4), 0, board.rows() - 1);
        const Coord col = std::clamp<Coord>(centre.col + drawCoord(-4, 4), 0, board.cols() - 1);
        return Cell{row, col};
    }
    bool inView(Cell cell) const { return view().viewport()->rect().contains(view().viewportPointOf(cell)); }

    void clickRandomCell()
    {
        const Cell cell = randomCell();
        const Qt::MouseButton button = chance(0.25) ? Qt::RightButton : Qt::LeftButton;
        note(QStringLiteral("click %1 (%2, %3)%4")
                 .arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"))
                 .arg(cell.row)
                 .arg(cell.col)
                 .arg(inView(cell) ? QString() : QStringLiteral(" (outside the view)")));
        if (inView(cell))
            testsupport::clickCell(view(), cell, button);
    }

    void dragRandomCells()
    {
        std::vector<Cell> path{randomCell()};
        const Board& board = document().currentBoard();
        for (int leg = 0, legs = 1 + draw(3); leg < legs; ++leg) {
            const bool across = chance(0.5);
            const Coord length = drawCoord(-4, 4);
            const Cell from = path.back();
            for (Coord i = 1; i <= std::abs(length); ++i) {
                const Coord step = length < 0 ? -i : i;
                const Cell next = across ? Cell{from.row, from.col + step} : Cell{from.row + step, from.col};
                if (next.row < 0 || next.col < 0 || next.row >= board.rows() || next.col >= board.cols())
                    break;
                path.push_back(next);
            }
        }
        const bool visible = std::all_of(path.begin(), path.end(), [this](Cell cell) { return inView(cell); });
        note(QStringLiteral("drag (%1, %2) to (%3, %4) through %5 cells%6")
                 .arg(path.front().row)
                 .arg(path.front().col)
                 .arg(path.back().row)
                 .arg(path.back().col)
                 .arg(path.size())
                 .arg(visible ? QString() : QStringLiteral(" (outside the view)")));
        if (visible)
            testsupport::dragCells(view(), path, chance(0.2) ? Qt::RightButton : Qt::LeftButton);
    }

    // A legal move of the current position, by the mouse as a player makes it.
    void playRandomMove()
    {
        const std::vector<engine::Move> moves = document().game().legalMoves(document().currentBoard());
        if (moves.empty()) {
            note(QStringLiteral("move: none left"));
            return;
        }
        const engine::Move move = moves[static_cast<std::size_t>(draw(static_cast<int>(std::min<std::size_t>(moves.size(), 100000))))];
        note(QStringLiteral("move (%1, %2)-(%3, %4)")
                 .arg(move.topLeft.row)
                 .arg(move.topLeft.col)
                 .arg(move.bottomRight.row)
                 .arg(move.bottomRight.col));
        if (!inView(move.topLeft) || !inView(move.bottomRight)) {
            asEvent([this, move] { view().goToCell(move.topLeft); });
            if (!inView(move.topLeft) || !inView(move.bottomRight))
                return;
        }
        if (move.isSingleCell())
            testsupport::clickCell(view(), move.topLeft);
        else
            testsupport::dragCells(view(), {move.topLeft, move.bottomRight});
    }

    // A push button the window shows (the puzzle's Next, Retry and Show Answer,
    // Play Again, Analyse, Back to the Game, ...), clicked.
    void clickRandomButton()
    {
        QList<QAbstractButton*> buttons;
        for (QAbstractButton* button : m_window->findChildren<QAbstractButton*>())
            if (qobject_cast<QPushButton*>(button) != nullptr && button->isVisible() && button->isEnabled())
                buttons.append(button);
        if (buttons.isEmpty()) {
            note(QStringLiteral("button: none shown"));
            return;
        }
        QAbstractButton* button = buttons.at(draw(static_cast<int>(buttons.size())));
        note(QStringLiteral("button %1 (%2)").arg(button->objectName(), button->text()));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    void useBestLine()
    {
        auto* list = m_window->findChild<QListWidget*>(QStringLiteral("bestLineList"));
        auto* back = m_window->findChild<QPushButton*>(QStringLiteral("backToGameButton"));
        if (back != nullptr && back->isVisible() && chance(0.3)) {
            note(QStringLiteral("best line: back to the game"));
            QTest::mouseClick(back, Qt::LeftButton);
            return;
        }
        if (list == nullptr || list->count() == 0 || !list->isVisible()) {
            note(QStringLiteral("best line: not shown"));
            if (auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("bestLineDock")))
                dock->raise();
            return;
        }
        const int row = draw(list->count());
        const QPoint centre = list->visualItemRect(list->item(row)).center();
        if (chance(0.5)) {
            note(QStringLiteral("best line: hover step %1").arg(row));
            QTest::mouseMove(list->viewport(), centre);
        } else {
            note(QStringLiteral("best line: click step %1").arg(row));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, centre);
        }
    }

    void clickValueHistory()
    {
        m_window->findChild<QDockWidget*>(QStringLiteral("historyDock"))->raise();
        QTest::qWait(1);
        auto* chart = m_window->findChild<gui::ValueHistoryChart*>();
        const int positions = chart->history().positionCount();
        if (positions == 0 || !chart->isVisible()) {
            note(QStringLiteral("value history: nothing to click"));
            return;
        }
        const int position = draw(positions);
        note(QStringLiteral("value history: click position %1 of %2").arg(position).arg(positions));
        QTest::mouseClick(chart, Qt::LeftButton, Qt::NoModifier, chart->pointCenter(position).toPoint());
    }

    void pasteText()
    {
        QString text;
        QString what;
        switch (draw(4)) {
        case 0: {
            const engine::Game& game = *engine::allGames()[static_cast<std::size_t>(draw(static_cast<int>(engine::allGames().size())))];
            text = QString::fromUtf8(gui::BoardFile::toJson({QString::fromUtf8(game.id().data(), game.id().size()),
                                                             smallBoard(game), {}}));
            what = QStringLiteral("a board file of ") + QString::fromUtf8(game.id().data(), game.id().size());
            break;
        }
        case 1:
            trigger("actionCopy");
            what = QStringLiteral("the copied position");
            break;
        case 2: {
            static const char* const junk[] = {"", "{", "{\"format\": \"grundygrid-board\", \"version\": 99}", "3 3\n..#\n",
                                               "999999999999 999999999999", "chomp\n2 2\nP.\n..\n", "\xff\xfe"};
            text = QString::fromLatin1(junk[draw(static_cast<int>(std::size(junk)))]);
            what = QStringLiteral("junk \"%1\"").arg(text.left(30));
            break;
        }
        default: {
            QByteArray json = gui::BoardFile::toJson({document().gameId(), document().setup(), document().moves()});
            json.truncate(draw(static_cast<int>(json.size()) + 1));
            text = QString::fromUtf8(json);
            what = QStringLiteral("a board file cut at %1").arg(json.size());
            break;
        }
        }
        if (!text.isNull())
            QGuiApplication::clipboard()->setText(text);
        note(QStringLiteral("paste %1").arg(what));
        trigger("actionPaste");
    }

    void resizeWindow()
    {
        static const QSize sizes[] = {{800, 600}, {1000, 700}, {1280, 800}, {1400, 900}, {700, 500}};
        const QSize size = sizes[draw(static_cast<int>(std::size(sizes)))];
        note(QStringLiteral("window %1 x %2").arg(size.width()).arg(size.height()));
        asEvent([this, size] { m_window->resize(size); });
    }

    // Analyse (F5) and Cancel, with a random pause between: some cancel mid-way.
    void restartOrCancelAnalysis()
    {
        trigger("actionAnalyse");
        const int pause = draw(40);
        if (chance(0.6)) {
            QTest::qWait(pause);
            note(QStringLiteral("  after %1 ms:").arg(pause));
            trigger("actionCancelAnalysis");
        }
    }

    // A board whose analysis takes a second or more (a 12 x 12 chomp board with
    // its Grundy values, a full 5 x 5 rectangles board), interrupted mid-way by
    // Cancel, an edit, another board or Analyse again.
    void interruptLongAnalysis()
    {
        const bool chomp = chance(0.5);
        const engine::Game& game = *engine::findGame(chomp ? "chomp" : "rectangles");
        // Under the sanitizers a size smaller: the check after it runs the engine here too.
        const bool smaller = testsupport::slowdown() > 1;
        const Coord rows = chomp ? (smaller ? 10 : 12) : (smaller ? 4 : 5);
        const Coord cols = chomp ? rows : 5;
        Board setup = game.emptyBoard(rows, cols);
        if (chomp)
            setup.setCell({0, 0}, engine::CellKind::Poison);
        else
            for (Coord row = 0; row < rows; ++row)
                for (Coord col = 0; col < cols; ++col)
                    setup.setCell({row, col}, engine::CellKind::Filled);
        note(QStringLiteral("open a long analysis: %1 %2 x %3")
                 .arg(chomp ? QStringLiteral("chomp") : QStringLiteral("full rectangles"))
                 .arg(rows)
                 .arg(cols));
        asEvent([this, &game, setup] { openBoard(game, setup); });
        const int pause = draw(300);
        QTest::qWait(pause);
        note(QStringLiteral("  after %1 ms:").arg(pause));
        switch (draw(4)) {
        case 0:
            trigger("actionCancelAnalysis");
            break;
        case 1:
            clickRandomCell();
            break;
        case 2:
            openRandomBoard();
            break;
        default:
            trigger("actionAnalyse");
        }
    }

    [[nodiscard]] bool isGeneratingPuzzle() const
    {
        return testsupport::partOf<gui::PuzzleController>(*m_window)->state() == gui::PuzzleController::State::Generating;
    }

    QString saveAndReopen()
    {
        // A puzzle that arrives replaces the document (the window asks first when it
        // was modified), so the file reopened would not stay: the puzzle comes first.
        // A generation that takes long (a busy machine, a large sum) is cancelled, as a user would
        // with the Puzzle dock's Cancel; its end is the event waited for, not a time.
        if (isGeneratingPuzzle() && !QTest::qWaitFor([this] { return !isGeneratingPuzzle(); }, testsupport::scaled(5000))) {
            note(QStringLiteral("  (the puzzle still generates: cancelled)"));
            auto* cancel = m_window->findChild<QPushButton*>(QStringLiteral("puzzleCancel"));
            if (cancel == nullptr)
                return QStringLiteral("a puzzle is being generated and its panel has no Cancel button");
            asEvent([cancel] { cancel->click(); });
            if (!QTest::qWaitFor([this] { return !isGeneratingPuzzle(); }, testsupport::scaled(60000)))
                return QStringLiteral("a puzzle generation did not end after Cancel");
        }
        // A file still being read replaces the document when it arrives, as a user's
        // Open would; the board compared is the one after it (seed 8312, step 213).
        if (testsupport::filesOf(*m_window)->isOpening()) {
            note(QStringLiteral("  (a file still opens: its arrival waited for)"));
            if (!QTest::qWaitFor([this] { return !testsupport::filesOf(*m_window)->isOpening(); },
                                 testsupport::scaled(120000)))
                return QStringLiteral("a file open did not end");
        }
        const QString path = m_folder.filePath(QStringLiteral("walk-%1.grundy").arg(m_step));
        note(QStringLiteral("save to %1 and reopen").arg(QFileInfo(path).fileName()));
        const gui::DocumentState before = document().state();
        const QString game = document().gameId();
        const engine::Game* rules = &document().game(); // a sum's too: one SumGame per layout
        if (m_skipped.contains(QLatin1String("saveUnplayableSetup")) && document().game().setupProblem(before.setup)) {
            note(QStringLiteral("  (not saved: a setup that cannot be played does not open again, a known fault)"));
            return QString();
        }
        QString complaint;
        asEvent([&] { complaint = testsupport::saveDifference(*m_window, path); });
        if (!complaint.isEmpty())
            return complaint;
        m_lastSaved = path;
        ++m_saved;
        bool opened = false;
        opened = testsupport::waitForOpen(*m_window, [&] {
            asEvent([&] { testsupport::filesOf(*m_window)->open(path); });
            return true;
        });
        if (!opened)
            return QStringLiteral("the saved file does not open");
        if (document().gameId() != game || &document().game() != rules || !(document().setup() == before.setup)
            || document().moves() != before.moves)
            return QStringLiteral("the reopened document differs from the saved one");
        return QString();
    }

    void pressKeys()
    {
        // The keys a keyboard user plays and edits with: the cursor, playing, the
        // boards of a sum (Tab, Shift+Tab, Ctrl+PgDown, Ctrl+PgUp), digits (a nim heap's size).
        struct KeyPress {
            Qt::Key key;
            Qt::KeyboardModifiers modifiers;
        };
        static const KeyPress keys[] = {
            {Qt::Key_Left, Qt::NoModifier},   {Qt::Key_Right, Qt::NoModifier},     {Qt::Key_Up, Qt::NoModifier},
            {Qt::Key_Down, Qt::NoModifier},   {Qt::Key_Space, Qt::NoModifier},     {Qt::Key_Return, Qt::NoModifier},
            {Qt::Key_Escape, Qt::NoModifier}, {Qt::Key_Home, Qt::NoModifier},      {Qt::Key_Tab, Qt::NoModifier},
            {Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_PageDown, Qt::ControlModifier},
            {Qt::Key_PageUp, Qt::ControlModifier}, {Qt::Key_1, Qt::NoModifier}, {Qt::Key_3, Qt::NoModifier},
            {Qt::Key_0, Qt::NoModifier},
        };
        view().setFocus();
        QString names;
        for (int i = 0, count = 1 + draw(6); i < count; ++i) {
            const KeyPress& press = keys[draw(static_cast<int>(std::size(keys)))];
            names += QKeySequence(press.key | press.modifiers).toString() + QLatin1Char(' ');
            QTest::keyClick(&view(), press.key, press.modifiers);
        }
        note(QStringLiteral("keys %1").arg(names.trimmed()));
    }

};

} // namespace testsupport
