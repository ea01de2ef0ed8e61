// What the window teaches about a sum of boards (issue 25, "See the sum"): each
// board's Grundy value on its frame, the boards' XOR written out with its verdict
// in the panel, each board's own marks one toggle away (View > Show Each Board
// Alone), and a sum whose value is not known shown without a guess.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "SumBoards.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/MoveVerdictModel.h"
#include "gui/analysis/MoveVerdictTable.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/looks/MoveMarks.h"

#include <QAction>
#include <QStringList>

#include <algorithm>
#include <QLabel>
#include <QTest>

namespace {

QString nimber(engine::Nimber value)
{
    return QStringLiteral("*%1").arg(value);
}

// Every board's own verdicts, board by board: what the marks show with each board alone.
std::vector<engine::MoveVerdict> ownMoves(const engine::Analysis& sum)
{
    std::vector<engine::MoveVerdict> moves;
    for (const engine::BoardSummary& board : sum.boards)
        moves.insert(moves.end(), board.ownMoves.begin(), board.ownMoves.end());
    return moves;
}

bool sameVerdicts(const std::vector<engine::MoveVerdict>& a, const std::vector<engine::MoveVerdict>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
        return x.move == y.move && x.resultOutcome == y.resultOutcome && x.resultGrundy == y.resultGrundy;
    });
}

} // namespace

class TestSumTeaching : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }
    void init()
    {
        QVERIFY(showWindow());
        action("actionShowBoardsAlone")->setChecked(false); // remembered from an earlier test
    }
    void cleanup() { closeWindow(); }

    // Each frame carries its board's value, above the frame's right end; nothing
    // before the analysis or while a puzzle hides the answer.
    void framesShowTheBoardsValues()
    {
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(waitForMarks(20000));
        const engine::Analysis& sum = *overlay().shownAnalysis();
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().boardValueLabels();
        QCOMPARE(labels.size(), 3);
        for (int i = 0; i < labels.size(); ++i) {
            const engine::BoardSummary& board = sum.boards[static_cast<std::size_t>(i)];
            QVERIFY(board.grundy.has_value());
            QCOMPARE(labels[i].text, nimber(*board.grundy));
            const QRectF frame = scene().geometry().cellRect(board.bounds.topLeft);
            QVERIFY(labels[i].rect.bottom() <= frame.top()); // in the name strip above the frame
            QVERIFY(labels[i].rect.right() > scene().geometry().cellRect(board.bounds.bottomRight).left());
        }
        saveScreenshot(QStringLiteral("sum-values.png"), testsupport::panelOf(*m_window));
        overlay().setAnswerHidden(true);
        QVERIFY(overlay().boardValueLabels().isEmpty());
        overlay().setAnswerHidden(false);
        QCOMPARE(overlay().boardValueLabels().size(), 3);
        overlay().clearAnalysis();
        QVERIFY(overlay().boardValueLabels().isEmpty());
    }

    // "Boards: *a ⊕ *b ⊕ *c = *x: the player to move wins", and the parts'
    // equation is not written again when every board is one part.
    void panelWritesTheXorWithItsVerdict()
    {
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(waitForMarks(20000));
        const engine::Analysis& sum = *overlay().shownAnalysis();
        QStringList values;
        for (const engine::BoardSummary& board : sum.boards)
            values << nimber(*board.grundy);
        const QString verdict = *sum.grundy == 0 ? QStringLiteral("the player to move loses")
                                                 : QStringLiteral("the player to move wins");
        const gui::AnalysisPanel& panel = *testsupport::panelOf(*m_window);
        const QString expected =
            QStringLiteral("Boards: %1 = %2: %3").arg(values.join(QStringLiteral(" ⊕ ")), nimber(*sum.grundy), verdict);
        QTRY_VERIFY2(panel.detailsText().contains(expected), qPrintable(panel.detailsText()));
        if (sum.parts.size() <= sum.boards.size())
            QVERIFY(!panel.isDecompositionShown());
        QVERIFY2(panel.marksViewText().contains(QStringLiteral("moves of the sum")), qPrintable(panel.marksViewText()));
    }

    // The toggle marks each board's own verdicts and back; it is off for a plain board.
    void eachBoardAloneIsOneToggleAway()
    {
        QAction* alone = action("actionShowBoardsAlone");
        openBoard(chomp(), cornerPoisonChomp(3, 4));
        QVERIFY(!alone->isEnabled());
        QVERIFY(alone->toolTip().contains(QStringLiteral("Only a sum")));
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(alone->isEnabled());
        QVERIFY(waitForMarks(20000));
        const engine::Analysis sum = *overlay().shownAnalysis();
        QVERIFY(sameVerdicts(overlay().markedAnalysis()->moves, sum.moves));
        // The lesson needs a difference: a move that wins alone but not in the sum, or back.
        QVERIFY(!sameVerdicts(ownMoves(sum), sum.moves));

        alone->trigger();
        QVERIFY(overlay().isBoardsAlone());
        QVERIFY(sameVerdicts(overlay().markedAnalysis()->moves, ownMoves(sum)));
        // A cell's mark wins exactly when one of the board's own moves from it wins alone.
        for (const gui::CellMark& mark : gui::cellMarks(*overlay().markedAnalysis())) {
            const std::vector<engine::MoveVerdict> own = ownMoves(sum);
            const bool wins = std::any_of(own.begin(), own.end(), [&](const engine::MoveVerdict& verdict) {
                return verdict.move.topLeft == mark.cell && verdict.wins();
            });
            QCOMPARE(mark.wins, wins);
        }
        const gui::AnalysisPanel& panel = *testsupport::panelOf(*m_window);
        QVERIFY2(panel.marksViewText().contains(QStringLiteral("each board alone")), qPrintable(panel.marksViewText()));

        alone->trigger();
        QVERIFY(!overlay().isBoardsAlone());
        QVERIFY(sameVerdicts(overlay().markedAnalysis()->moves, sum.moves));
        QVERIFY(panel.marksViewText().contains(QStringLiteral("moves of the sum")));
    }

    // A sum whose value is not known claims no verdict: no marks, a verdict in no
    // win or loss colour, "?" on the unknown board's frame; each board's own marks still show.
    void anUnknownSumShowsNoGuess()
    {
        openBoard(testsupport::farPawnSum(), testsupport::farPawnSetup());
        const gui::AnalysisPanel& panel = *testsupport::panelOf(*m_window);
        QTRY_VERIFY_WITH_TIMEOUT(panel.verdictText().startsWith(QStringLiteral("Not known: ")),
                                 testsupport::scaled(30000));
        const engine::Analysis* sum = overlay().shownAnalysis();
        QVERIFY(sum != nullptr && !sum->known());
        QVERIFY(!overlay().showsMarks());
        QVERIFY(overlay().markedAnalysis() == nullptr);
        const auto* verdict = m_window->findChild<QLabel*>(QStringLiteral("verdictLabel"));
        QVERIFY2(verdict->styleSheet().isEmpty(), qPrintable(verdict->styleSheet()));
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().boardValueLabels();
        QCOMPARE(labels.size(), 2);
        QCOMPARE(labels[0].text, nimber(*sum->boards[0].grundy));
        QCOMPARE(labels[1].text, QStringLiteral("?"));
        // Nor does the panel claim that no move wins, or the table that every move loses.
        QVERIFY2(panel.detailsText().contains(QStringLiteral("which of them win is not known")),
                 qPrintable(panel.detailsText()));
        const QAbstractItemModel& table = *panel.verdictTable()->model();
        QTRY_VERIFY(table.rowCount() > 0);
        for (int row = 0; row < table.rowCount(); ++row)
            QCOMPARE(table.index(row, gui::MoveVerdictModel::VerdictColumn).data().toString(),
                     QStringLiteral("not known"));

        action("actionShowBoardsAlone")->trigger();
        QVERIFY(overlay().showsMarks());
        QVERIFY(sameVerdicts(overlay().markedAnalysis()->moves, ownMoves(*sum)));

        // Remembered, like the other View options: the next window starts with it.
        closeWindow();
        QVERIFY(showWindow());
        QVERIFY(action("actionShowBoardsAlone")->isChecked());
        QVERIFY(overlay().isBoardsAlone());
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_teaching, TestSumTeaching)
#include "test_sum_teaching.moc"
