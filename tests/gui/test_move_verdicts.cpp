// The move table of the analysis panel: its rows against the engine's own
// analysis, sorting by every column (numbers numerically), the board outline of
// the selected move, and playing a move by double-click or Enter in play mode only.
#include "CpuTimer.h"
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"
#include "TestSlowdown.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QDir>
#include <QElapsedTimer>
#include <QSortFilterProxyModel>
#include <QTest>

#include <algorithm>
#include <set>

using engine::Cell;
using engine::CellKind;
using engine::Move;
using Col = gui::MoveVerdictModel::Column;

class TestMoveVerdicts : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:
    gui::MoveVerdictTable& table() { return *testsupport::panelOf(*m_window)->verdictTable(); }

    // Opens `setup` and waits until the table lists the moves of its analysis.
    bool open(const engine::Game& game, const engine::Board& setup)
    {
        document().reset(game, gui::DocumentState{setup, {}, 0}, QString());
        const auto expected = static_cast<int>(game.legalMoves(setup).size());
        return QTest::qWaitFor(
            [&] { return analysisShownWithGrundyValues() && table().model()->rowCount() == expected; },
            testsupport::scaled(20000));
    }

    // A 7 x 7 chomp board: Grundy values and remoteness after its moves reach two digits.
    engine::Board bigChomp() const
    {
        engine::Board setup = game("chomp").emptyBoard(7, 7);
        setup.setCell({0, 0}, CellKind::Poison);
        return setup;
    }

    QString cellText(int row, int column)
    {
        return table().model()->index(row, column).data().toString();
    }

    // The verdict of the row as shown, looked up in `analysis` by the row's move.
    const engine::MoveVerdict& verdictOfRow(const engine::Analysis& analysis, int row)
    {
        const std::optional<Move> move = table().moveAtRow(row);
        const engine::MoveVerdict* verdict = analysis.verdictFor(move.value());
        return *verdict;
    }

    void selectRow(int row)
    {
        table().scrollTo(table().model()->index(row, 0));
        const QRect rect = table().visualRect(table().model()->index(row, Col::MoveColumn));
        QTest::mouseClick(table().viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    }

    void doubleClickRow(int row)
    {
        table().scrollTo(table().model()->index(row, 0));
        const QPoint at = table().visualRect(table().model()->index(row, Col::MoveColumn)).center();
        QTest::mouseClick(table().viewport(), Qt::LeftButton, Qt::NoModifier, at);
        QTest::mouseDClick(table().viewport(), Qt::LeftButton, Qt::NoModifier, at);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        QVERIFY(showWindow(QSize(1200, 800)));
        action("actionOpponentHuman")->trigger();
    }

    void cleanup() { closeWindow(); }

    void rowsMatchTheEngineAnalysis()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = chomp.exampleBoard();
        QVERIFY(open(chomp, setup));
        const engine::Analysis expected = testsupport::engineAnalysis(chomp, setup, setup);
        const gui::GameLook& look = gui::GameLooks::find("chomp");
        QCOMPARE(table().model()->rowCount(), static_cast<int>(expected.moves.size()));
        std::set<Move> seen;
        for (int row = 0; row < table().model()->rowCount(); ++row) {
            const engine::MoveVerdict& verdict = verdictOfRow(expected, row);
            seen.insert(verdict.move);
            QCOMPARE(cellText(row, Col::MoveColumn), look.moveName(verdict.move));
            QCOMPARE(cellText(row, Col::VerdictColumn), verdict.wins() ? QStringLiteral("wins") : QStringLiteral("loses"));
            QVERIFY(!table().model()->index(row, Col::VerdictColumn).data(Qt::DecorationRole).value<QPixmap>().isNull());
            QCOMPARE(cellText(row, Col::GrundyColumn), QStringLiteral("*%1").arg(verdict.resultGrundy.value()));
            QCOMPARE(cellText(row, Col::RemotenessColumn), QString::number(verdict.resultRemoteness.value()));
        }
        QCOMPARE(seen.size(), expected.moves.size());
        saveScreenshot(QStringLiteral("move-verdicts.png"));
    }

    void sortingByEachColumn()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = bigChomp();
        QVERIFY(open(chomp, setup));
        const engine::Analysis expected = testsupport::engineAnalysis(chomp, setup, setup);
        const int rows = table().model()->rowCount();
        // Two-digit values exist, so a sort by text would put "10" before "9".
        QVERIFY(std::any_of(expected.moves.begin(), expected.moves.end(),
                            [](const engine::MoveVerdict& v) { return *v.resultGrundy >= 10; }));
        QVERIFY(std::any_of(expected.moves.begin(), expected.moves.end(),
                            [](const engine::MoveVerdict& v) { return *v.resultGrundy < 10; }));
        QVERIFY(std::any_of(expected.moves.begin(), expected.moves.end(),
                            [](const engine::MoveVerdict& v) { return *v.resultRemoteness >= 10; }));

        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const auto ordered = [order](auto a, auto b) { return order == Qt::AscendingOrder ? a <= b : a >= b; };
            // Clicking the heading sorts like sortByColumn; the header shows it.
            table().sortByColumn(Col::MoveColumn, order);
            for (int row = 0; row + 1 < rows; ++row)
                QVERIFY(ordered(verdictOfRow(expected, row).move, verdictOfRow(expected, row + 1).move));
            table().sortByColumn(Col::VerdictColumn, order);
            for (int row = 0; row + 1 < rows; ++row)
                QVERIFY(ordered(verdictOfRow(expected, row).wins() ? 0 : 1, verdictOfRow(expected, row + 1).wins() ? 0 : 1));
            table().sortByColumn(Col::GrundyColumn, order);
            for (int row = 0; row + 1 < rows; ++row) {
                QVERIFY(ordered(*verdictOfRow(expected, row).resultGrundy, *verdictOfRow(expected, row + 1).resultGrundy));
                QCOMPARE(cellText(row, Col::GrundyColumn), QStringLiteral("*%1").arg(*verdictOfRow(expected, row).resultGrundy));
            }
            table().sortByColumn(Col::RemotenessColumn, order);
            for (int row = 0; row + 1 < rows; ++row) {
                QVERIFY(ordered(*verdictOfRow(expected, row).resultRemoteness,
                                *verdictOfRow(expected, row + 1).resultRemoteness));
                QCOMPARE(cellText(row, Col::RemotenessColumn),
                         QString::number(*verdictOfRow(expected, row).resultRemoteness));
            }
        }

        // A click on a heading sorts by that column.
        table().sortByColumn(Col::MoveColumn, Qt::AscendingOrder);
        QHeaderView* header = table().horizontalHeader();
        const QPoint heading(header->sectionViewportPosition(Col::GrundyColumn) + 5, header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, heading);
        QCOMPARE(header->sortIndicatorSection(), static_cast<int>(Col::GrundyColumn));
        for (int row = 0; row + 1 < rows; ++row) {
            const auto a = *verdictOfRow(expected, row).resultGrundy;
            const auto b = *verdictOfRow(expected, row + 1).resultGrundy;
            QVERIFY(header->sortIndicatorOrder() == Qt::AscendingOrder ? a <= b : a >= b);
        }
    }

    void selectingARowHighlightsItsMove()
    {
        const engine::Game& chomp = game("chomp");
        QVERIFY(open(chomp, chomp.exampleBoard()));
        QVERIFY(!overlay().highlightedMove());
        table().sortByColumn(Col::GrundyColumn, Qt::DescendingOrder);
        for (const int row : {3, 0, 7}) {
            selectRow(row);
            const std::optional<Move> move = table().moveAtRow(row);
            QVERIFY(move);
            QCOMPARE(overlay().highlightedMove(), move);
            QCOMPARE(table().selectedMove(), move);
        }
        saveScreenshot(QStringLiteral("move-verdicts-highlight.png"));
        table().clearSelection();
        QVERIFY(!overlay().highlightedMove());
        // A new board clears the table and the outline.
        selectRow(2);
        QVERIFY(overlay().highlightedMove());
        engine::Board other = chomp.emptyBoard(3, 4);
        other.setCell({0, 0}, CellKind::Poison);
        QVERIFY(open(chomp, other));
        QVERIFY(!overlay().highlightedMove());
        QVERIFY(!table().selectedMove());
    }

    void doubleClickPlaysOnlyInPlayMode()
    {
        const engine::Game& chomp = game("chomp");
        const engine::Board setup = chomp.exampleBoard();
        QVERIFY(open(chomp, setup));
        session().setMode(gui::PlaySession::Mode::Edit);
        doubleClickRow(4);
        QTest::qWait(100);
        QVERIFY(document().moves().empty());
        QCOMPARE(document().currentBoard(), setup);

        session().setMode(gui::PlaySession::Mode::Play);
        const Move move = table().moveAtRow(4).value();
        doubleClickRow(4);
        QTRY_COMPARE_WITH_TIMEOUT(document().moves().size(), std::size_t{1}, testsupport::scaled(5000));
        QCOMPARE(document().moves().front(), move);
        QCOMPARE(document().currentBoard(), chomp.play(setup, move));

        // Enter on the current row plays it too (player 2's turn against a human).
        const engine::Board afterFirst = document().currentBoard();
        QTRY_VERIFY_WITH_TIMEOUT(table().model()->rowCount() == static_cast<int>(chomp.legalMoves(afterFirst).size())
                    && overlay().shownAnalysis() != nullptr, testsupport::scaled(5000));
        table().setFocus();
        table().setCurrentIndex(table().model()->index(1, 0));
        const Move second = table().moveAtRow(1).value();
        QTest::keyClick(&table(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(document().moves().size(), std::size_t{2}, testsupport::scaled(5000));
        QCOMPARE(document().moves().back(), second);
    }

    // A pawn far out has 2 * 10^9 moves; the panel says so, and the table says it
    // lists a window of them (it used to read "No winning move (of 4096)").
    void farPawnCountsEveryMoveAndTheTableSaysItIsAWindow()
    {
        const engine::Game& pawn = game("pawn");
        engine::Board setup = pawn.emptyBoard(pawn.sizeLimits().maxRows, pawn.sizeLimits().maxCols);
        const engine::Coord last = setup.rows() - 1;
        setup.setCell({last, last}, CellKind::Pawn); // on the diagonal: every move loses
        QVERIFY(open(pawn, setup));
        const auto* label = testsupport::panelOf(*m_window)->findChild<QLabel*>(QStringLiteral("winningLabel"));
        QVERIFY(label != nullptr);
        QVERIFY2(label->text().contains(QLocale().toString(qlonglong{2'000'000'000})), qPrintable(label->text()));
        QVERIFY(label->text().contains(QLocale().toString(4096)));
        const QAbstractItemModel* model = table().model();
        QCOMPARE(model->headerData(Col::MoveColumn, Qt::Horizontal).toString(), QStringLiteral("Nearest moves"));
        QVERIFY(model->headerData(Col::MoveColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(
            QStringLiteral("every winning move")));
        // A board whose moves all fit lists them all under the plain heading.
        QVERIFY(open(pawn, pawn.exampleBoard()));
        QCOMPARE(model->headerData(Col::MoveColumn, Qt::Horizontal).toString(), QStringLiteral("Move"));
        QVERIFY(!label->text().contains(QLatin1Char('\n')));
    }

    void thousandsOfMovesStayFast()
    {
        // A synthetic analysis as large as the pawn's move list.
        engine::Analysis analysis;
        for (int i = 0; i < 4096; ++i)
            analysis.moves.push_back({Move::at({i / 64, i % 64}), i % 3 == 0 ? engine::Outcome::Loss : engine::Outcome::Win,
                                      static_cast<engine::Nimber>((i * 7) % 23), (i * 5) % 41});
        gui::MoveVerdictTable standalone;
        standalone.resize(400, 600);
        standalone.show();
        const testsupport::CpuTimer timer; // the GUI thread's work, which load does not stretch
        standalone.setAnalysis(analysis, engine::findGame("chomp")->emptyBoard(64, 64), gui::GameLooks::find("chomp"));
        standalone.sortByColumn(Col::RemotenessColumn, Qt::DescendingOrder);
        QApplication::processEvents();
        QCOMPARE(standalone.model()->rowCount(), 4096);
        QCOMPARE(standalone.model()->index(0, Col::RemotenessColumn).data().toString(), QStringLiteral("40"));
        QVERIFY2(timer.elapsed() < 1500 * testsupport::slowdown(), qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    }
};

GRUNDYGRID_TEST_MAIN(test_move_verdicts, TestMoveVerdicts)
#include "test_move_verdicts.moc"
