#pragma once

// What the random walk (test_monkey) checks between its steps, each returning
// what is wrong in words, or an empty string: the analysis shown agrees with
// the engine's own, saving and reopening keeps the document, the memory in use.
#include "ProcessMeasures.h"
#include "WindowParts.h"

#include "gui/analysis/AnalysisPanel.h"
#include "gui/analysis/BestLineExplorer.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/files/BoardFile.h"

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/SolveContext.h"

#include <QFile>
#include <QString>

#include <unistd.h>

#include <memory>
#include <variant>

namespace testsupport {

// The engine's analyses of the positions of one setup under one rule (Game >
// Misère Play), with one solver kept while the setup and rule stay (a solver
// keeps its tables between positions).
class EngineAnalyses {
public:
    [[nodiscard]] engine::Analysis of(const engine::Game& game, const engine::Board& setup,
                                      const engine::Board& position, engine::PlayRule rule = engine::PlayRule::Normal)
    {
        if (m_game != &game || !(m_setup == setup) || m_rule != rule || !m_solver) {
            m_solver = game.solverFor(setup, rule);
            if (m_solver->defersGrundyValues())
                m_solver->prepare(engine::SolveContext{});
            m_game = &game;
            m_setup = setup;
            m_rule = rule;
        }
        return m_solver->analyse(position, engine::SolveContext{});
    }

private:
    const engine::Game* m_game = nullptr;
    engine::Board m_setup;
    engine::PlayRule m_rule = engine::PlayRule::Normal;
    std::unique_ptr<engine::Solver> m_solver;
};

// Where `shown` (the window's) and `expected` (the engine's) differ, or nothing.
inline QString analysisDifference(const engine::Analysis& shown, const engine::Analysis& expected)
{
    if (shown.rule != expected.rule)
        return QStringLiteral("the rule differs");
    // A misère search's budget counts positions its memo does not hold yet, so the window's solver (warm from
    // other positions) may decide a position the fresh one here leaves unknown, or the other way round.
    if (shown.rule == engine::PlayRule::Misere && (!shown.known() || !expected.known()))
        return QString();
    if (shown.outcome != expected.outcome)
        return QStringLiteral("the outcome differs");
    if (shown.grundy && expected.grundy && *shown.grundy != *expected.grundy)
        return QStringLiteral("the Grundy value is %1, the engine's %2").arg(*shown.grundy).arg(*expected.grundy);
    if (shown.remoteness && expected.remoteness && *shown.remoteness != *expected.remoteness)
        return QStringLiteral("the remoteness is %1, the engine's %2").arg(*shown.remoteness).arg(*expected.remoteness);
    if (shown.moves.size() != expected.moves.size())
        return QStringLiteral("%1 moves listed, the engine lists %2").arg(shown.moves.size()).arg(expected.moves.size());
    for (std::size_t i = 0; i < shown.moves.size(); ++i) {
        const engine::MoveVerdict& a = shown.moves[i];
        const engine::MoveVerdict& b = expected.moves[i];
        if (!(a.move == b.move) || a.wins() != b.wins())
            return QStringLiteral("move %1 differs (at %2, %3)").arg(i).arg(a.move.topLeft.row).arg(a.move.topLeft.col);
    }
    return QString();
}

// Once the analysis of the current board is in: the controller's analysis, the
// marks on the board and the panel agree with the engine's analysis computed here.
// `compared` counts the analyses compared.
inline QString analysisDisagreement(const QObject& window, EngineAnalyses& engineAnalyses, int& compared)
{
    const gui::GameDocument& document = *documentOf(window);
    const gui::AnalysisController& controller = *analysisOf(window);
    const engine::Analysis* analysis = controller.state().analysis();
    if (analysis == nullptr || !(controller.state().board() == document.currentBoard()))
        return QString(); // none yet (cancelled, failed or on its way)
    ++compared;
    const engine::Analysis expected
        = engineAnalyses.of(document.game(), document.setup(), document.currentBoard(), document.rule());
    if (const QString difference = analysisDifference(*analysis, expected); !difference.isEmpty())
        return QStringLiteral("the analysis of the current board: ") + difference;
    const gui::BoardScene& scene = *sceneOf(window);
    const auto* explorer = window.findChild<gui::BestLineExplorer*>();
    const bool exploring = explorer != nullptr && explorer->exploredStep().has_value();
    if (!exploring && scene.board() == document.currentBoard()) {
        if (const engine::Analysis* marks = scene.overlay()->shownAnalysis())
            if (const QString difference = analysisDifference(*marks, expected); !difference.isEmpty())
                return QStringLiteral("the marks on the board: ") + difference;
    }
    if (panelOf(window)->verdictText().isEmpty())
        return QStringLiteral("the panel shows no verdict beside an analysis");
    return QString();
}

// Writes the document to `path` as File > Save does and reads the file back:
// the same game, rule, setup and moves.
inline QString saveDifference(const QObject& window, const QString& path)
{
    const gui::GameDocument& document = *documentOf(window);
    if (!filesOf(window)->saveTo(path))
        return QStringLiteral("saving to %1 failed").arg(path);
    const std::variant<gui::BoardFileContents, QString> read = gui::BoardFile::read(path);
    if (const QString* error = std::get_if<QString>(&read))
        return QStringLiteral("the saved file does not read back: ") + *error;
    const gui::BoardFileContents& contents = std::get<gui::BoardFileContents>(read);
    if (contents.gameId != document.gameId())
        return QStringLiteral("the saved game is %1, not %2").arg(contents.gameId, document.gameId());
    if (!(contents.setup == document.setup()))
        return QStringLiteral("the saved setup differs");
    if (contents.rule != document.rule())
        return QStringLiteral("the saved rule differs");
    if (contents.moves != document.moves())
        return QStringLiteral("the saved moves differ (%1, not %2)").arg(contents.moves.size()).arg(document.moves().size());
    return QString();
}

} // namespace testsupport
