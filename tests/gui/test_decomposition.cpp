// The decomposition view and the Grundy values on the board: part outlines and
// labels, the equation in the analysis panel and the per-move values, all
// compared with the engine's own analysis, and the View menu toggles.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/board/BoardScene.h"
#include "gui/looks/DecompositionText.h"
#include "gui/document/GameDocument.h"
#include "gui/app/MainWindow.h"
#include "gui/base/Settings.h"
#include "gui/help/RulesText.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QAction>
#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

using engine::Cell;
using engine::CellKind;
using engine::Move;

namespace {

QString nimberText(engine::Nimber value)
{
    return QStringLiteral("*") + QString::number(value);
}

QPointF centreOf(Cell cell)
{
    return QPointF((static_cast<qreal>(cell.col) + 0.5) * gui::BoardGeometry::kCellSize,
                   (static_cast<qreal>(cell.row) + 0.5) * gui::BoardGeometry::kCellSize);
}

QRectF squareOf(Cell cell)
{
    const qreal s = gui::BoardGeometry::kCellSize;
    return QRectF(static_cast<qreal>(cell.col) * s, static_cast<qreal>(cell.row) * s, s, s);
}

} // namespace

class TestDecomposition : public QObject, protected testsupport::WindowTest {
    Q_OBJECT

private:

    // Opens `setup` with `moves` played and waits until its analysis is shown.
    bool open(const engine::Game& game, const engine::Board& setup, const std::vector<Move>& moves = {})
    {
        document().reset(game, gui::DocumentState{setup, moves, static_cast<int>(moves.size())}, QString());
        return QTest::qWaitFor([this] { return analysisShownWithGrundyValues(); }, testsupport::scaled(20000));
    }

    // The volcano example after its winning first move (6, 4) and one reply:
    // several lava-free rectangles, not all of value *0.
    std::vector<Move> volcanoMoves()
    {
        const engine::Game& volcano = game("volcano");
        const engine::Board setup = volcano.exampleBoard();
        const engine::Board afterFirst = volcano.play(setup, Move::at({6, 4}));
        const std::vector<Move> replies = volcano.legalMoves(afterFirst);
        return {Move::at({6, 4}), replies.front()};
    }

    // Every part is labelled with its value at its first cell and outlined
    // around exactly its cells (cells of other parts of its colour class lie outside).
    void verifyPartsMatch(const engine::Analysis& expected)
    {
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().partLabels();
        const QList<QPainterPath> outlines = overlay().partOutlines();
        QCOMPARE(labels.size(), static_cast<qsizetype>(expected.parts.size()));
        QCOMPARE(outlines.size(), labels.size());
        for (std::size_t i = 0; i < expected.parts.size(); ++i) {
            const engine::Part& part = expected.parts[i];
            const auto at = static_cast<qsizetype>(i);
            QCOMPARE(labels[at].text, nimberText(part.grundy));
            const Cell first = *std::min_element(part.cells.begin(), part.cells.end());
            QVERIFY(squareOf(first).contains(labels[at].rect));
            const std::set<Cell> own(part.cells.begin(), part.cells.end());
            const int parity = static_cast<int>((first.row + first.col) % 2);
            for (const engine::Part& other : expected.parts)
                for (const Cell cell : other.cells) {
                    if (own.contains(cell))
                        QVERIFY(outlines[at].contains(centreOf(cell)));
                    else if ((cell.row + cell.col) % 2 == parity)
                        QVERIFY(!outlines[at].contains(centreOf(cell)));
                }
        }
    }

    QString expectedEquation(const engine::Analysis& analysis)
    {
        QStringList terms;
        int zeros = 0;
        engine::Nimber sum = 0;
        for (const engine::Part& part : analysis.parts) {
            sum ^= part.grundy;
            zeros += part.grundy == 0 ? 1 : 0;
        }
        for (const engine::Part& part : analysis.parts)
            if (part.grundy != 0 || zeros <= gui::DecompositionText::kMaxZeroTerms)
                terms.append(nimberText(part.grundy));
        if (zeros > gui::DecompositionText::kMaxZeroTerms)
            terms.append(QString::number(zeros) + QStringLiteral(" × *0"));
        return terms.join(QStringLiteral(" ⊕ ")) + QStringLiteral(" = ") + nimberText(sum);
    }

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void init()
    {
        gui::Settings settings;
        settings.setValue(gui::Settings::ShowMarks, true);
        settings.setValue(gui::Settings::ShowDecomposition, true);
        settings.setValue(gui::Settings::ShowGrundyValues, false);
        QVERIFY(showWindow(QSize(1100, 760)));
    }

    void cleanup() { closeWindow(); }

    void equationText()
    {
        std::vector<engine::Part> parts(3);
        parts[0].grundy = 3;
        parts[1].grundy = 5;
        parts[2].grundy = 6;
        QCOMPARE(gui::DecompositionText::equation(parts), QStringLiteral("*3 ⊕ *5 ⊕ *6 = *0"));
        QVERIFY(gui::DecompositionText::meaning(parts).contains(QStringLiteral("loses")));
        parts.resize(7); // four more parts of value *0 are gathered
        QCOMPARE(gui::DecompositionText::equation(parts), QStringLiteral("*3 ⊕ *5 ⊕ *6 ⊕ 4 × *0 = *0"));
        parts[0].grundy = 1;
        QCOMPARE(gui::DecompositionText::equation(parts), QStringLiteral("*1 ⊕ *5 ⊕ *6 ⊕ 4 × *0 = *2"));
        QVERIFY(gui::DecompositionText::meaning(parts).contains(QStringLiteral("wins")));
        QVERIFY(gui::DecompositionText::equation({}).isEmpty());
    }

    void volcanoPartsMatchTheEngine()
    {
        const engine::Game& volcano = game("volcano");
        const engine::Board setup = volcano.exampleBoard();
        const std::vector<Move> moves = volcanoMoves();
        QVERIFY(open(volcano, setup, moves));
        const engine::Analysis expected = testsupport::engineAnalysis(volcano, setup, document().currentBoard());
        QVERIFY(expected.parts.size() >= 4);
        verifyPartsMatch(expected);
        gui::AnalysisPanel* panel = testsupport::panelOf(*m_window);
        QVERIFY(panel->isDecompositionShown());
        QCOMPARE(panel->equationText(), expectedEquation(expected));
        saveScreenshot(QStringLiteral("decomp.png"));
    }

    void attractionsRegionsMatchTheEngine()
    {
        const engine::Game& attractions = game("attractions");
        const engine::Board setup = attractions.exampleBoard();
        const engine::Move first = attractions.legalMoves(setup)[20];
        QVERIFY(open(attractions, setup, {first}));
        const engine::Analysis expected
            = testsupport::engineAnalysis(attractions, setup, document().currentBoard());
        QVERIFY(expected.parts.size() >= 4);
        verifyPartsMatch(expected);
        QCOMPARE(testsupport::panelOf(*m_window)->equationText(), expectedEquation(expected));
        saveScreenshot(QStringLiteral("decomp-attractions.png"));
    }

    void decompositionOnlyForTheBoardShown()
    {
        const engine::Game& volcano = game("volcano");
        const engine::Board setup = volcano.exampleBoard();
        QVERIFY(open(volcano, setup, volcanoMoves()));
        QVERIFY(!overlay().partLabels().isEmpty());
        // A board shown anew paints no parts until its own analysis is given.
        auto* scene = m_window->findChild<gui::BoardScene*>();
        const gui::GameLook& look = gui::GameLooks::find(document().game().id());
        scene->setBoard(setup, look);
        QVERIFY(overlay().partLabels().isEmpty());
        QVERIFY(overlay().partOutlines().isEmpty());
        scene->setBoard(document().currentBoard(), look);
        QVERIFY(overlay().partLabels().isEmpty());
        scene->setAnalysis(*testsupport::analysisOf(*m_window)->state().analysis());
        QVERIFY(!overlay().partLabels().isEmpty());
    }

    void chompHasNoParts()
    {
        const engine::Game& chomp = game("chomp");
        engine::Board setup = chomp.emptyBoard(4, 5);
        setup.setCell({0, 0}, CellKind::Poison);
        QVERIFY(open(chomp, setup));
        QVERIFY(overlay().partLabels().isEmpty());
        QVERIFY(!testsupport::panelOf(*m_window)->isDecompositionShown());
        QVERIFY(testsupport::panelOf(*m_window)->equationText().isEmpty());
    }

    void toggleIsRemembered()
    {
        QAction* show = action("actionShowDecomposition");
        QVERIFY(show != nullptr);
        QVERIFY(show->isChecked());
        const engine::Game& volcano = game("volcano");
        QVERIFY(open(volcano, volcano.exampleBoard(), volcanoMoves()));
        QVERIFY(!overlay().partLabels().isEmpty());
        show->trigger();
        QVERIFY(!show->isChecked());
        QVERIFY(overlay().partLabels().isEmpty());
        QVERIFY(!testsupport::panelOf(*m_window)->isDecompositionShown());
        QVERIFY(!gui::Settings().value(gui::Settings::ShowDecomposition));

        // A new window starts with the choice made.
        m_window = std::make_unique<gui::MainWindow>();
        QVERIFY(!action("actionShowDecomposition")->isChecked());
        QVERIFY(!overlay().isDecompositionVisible());
        QVERIFY(open(volcano, volcano.exampleBoard(), volcanoMoves()));
        QVERIFY(overlay().partLabels().isEmpty());
        QVERIFY(!testsupport::panelOf(*m_window)->isDecompositionShown());
        action("actionShowDecomposition")->trigger();
        QVERIFY(!overlay().partLabels().isEmpty());
        QVERIFY(testsupport::panelOf(*m_window)->isDecompositionShown());
        QVERIFY(gui::Settings().value(gui::Settings::ShowDecomposition));
    }

    void grundyValuesOnMoveCells()
    {
        const engine::Game& chomp = game("chomp");
        engine::Board setup = chomp.emptyBoard(4, 5);
        setup.setCell({0, 0}, CellKind::Poison);
        QVERIFY(open(chomp, setup, {Move::at({3, 3})}));
        QVERIFY(overlay().grundyLabels().isEmpty()); // off by default
        QAction* show = action("actionShowGrundyValues");
        QVERIFY(show != nullptr);
        show->trigger();
        QVERIFY(gui::Settings().value(gui::Settings::ShowGrundyValues));
        const engine::Analysis expected = testsupport::engineAnalysis(chomp, setup, document().currentBoard());
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().grundyLabels();
        QCOMPARE(labels.size(), static_cast<qsizetype>(expected.moves.size()));
        for (std::size_t i = 0; i < expected.moves.size(); ++i) {
            const engine::MoveVerdict& verdict = expected.moves[i];
            QVERIFY(verdict.resultGrundy.has_value());
            QCOMPARE(labels[static_cast<qsizetype>(i)].text, nimberText(*verdict.resultGrundy));
            QVERIFY(squareOf(verdict.move.topLeft).contains(labels[static_cast<qsizetype>(i)].rect));
            // A move wins exactly when it leaves *0.
            QCOMPARE(*verdict.resultGrundy == 0, verdict.wins());
        }
        show->trigger();
        QVERIFY(overlay().grundyLabels().isEmpty());
        QVERIFY(!gui::Settings().value(gui::Settings::ShowGrundyValues));
    }

    // Issue 13 item 5: a rectangles tile showed a tick beside the one-tile
    // move's *7. Every game's cell now shows the best value its moves leave
    // (computed here from the engine's verdicts), so *0 and the tick go together.
    void grundyValuesAgreeWithTheMarks()
    {
        action("actionShowGrundyValues")->trigger();
        for (const engine::Game* shown : engine::allGames()) {
            if (!gui::GameLooks::isSupported(shown->id()))
                continue;
            const engine::Board setup = shown->exampleBoard();
            QVERIFY(open(*shown, setup));
            const engine::Analysis expected = testsupport::engineAnalysis(*shown, setup, setup);
            struct Best {
                std::optional<engine::Nimber> least; // nothing once a move's value is unknown
                bool wins = false;
            };
            std::map<Cell, Best> best; // per top-left cell
            for (const engine::MoveVerdict& verdict : expected.moves) {
                const auto [at, added] = best.try_emplace(verdict.move.topLeft, Best{verdict.resultGrundy, false});
                Best& cell = at->second;
                cell.least = cell.least && verdict.resultGrundy
                    ? std::optional(std::min(*cell.least, *verdict.resultGrundy)) : std::nullopt;
                cell.wins = cell.wins || verdict.wins();
            }
            std::erase_if(best, [](const auto& entry) { return !entry.second.least; });
            QVERIFY(!best.empty());
            const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().grundyLabels();
            QCOMPARE(labels.size(), static_cast<qsizetype>(best.size()));
            qsizetype i = 0;
            for (const auto& [cell, value] : best) {
                const gui::AnalysisOverlay::SceneLabel& label = labels[i++];
                QVERIFY(scene().geometry().cellRect(cell).contains(label.rect)); // the pawn's board is windowed
                QCOMPARE(label.text, nimberText(*value.least));
                QCOMPARE(*value.least == 0, value.wins); // *0 exactly where the tick is
            }
            saveScreenshot(QStringLiteral("values-%1.png").arg(QString::fromUtf8(shown->id().data())));
        }
        QVERIFY(gui::RulesText::legend({}).grundy.text.contains(QStringLiteral("smallest value among the rectangles")));
        action("actionShowGrundyValues")->trigger(); // off again, as the other tests expect
    }

    void grundyValuesWithDecomposition()
    {
        action("actionShowGrundyValues")->trigger();
        const engine::Game& volcano = game("volcano");
        const engine::Board setup = volcano.exampleBoard();
        QVERIFY(open(volcano, setup, volcanoMoves()));
        const engine::Analysis expected = testsupport::engineAnalysis(volcano, setup, document().currentBoard());
        const QList<gui::AnalysisOverlay::SceneLabel> labels = overlay().grundyLabels();
        QCOMPARE(labels.size(), static_cast<qsizetype>(expected.moves.size()));
        for (std::size_t i = 0; i < expected.moves.size(); ++i)
            QCOMPARE(labels[static_cast<qsizetype>(i)].text, nimberText(*expected.moves[i].resultGrundy));
        // The value tags and the part tags never cover each other.
        for (const auto& part : overlay().partLabels())
            for (const auto& value : labels)
                QVERIFY(!part.rect.intersects(value.rect));
        saveScreenshot(QStringLiteral("decomp-values.png"));
    }
};

GRUNDYGRID_TEST_MAIN(test_decomposition, TestDecomposition)
#include "test_decomposition.moc"
