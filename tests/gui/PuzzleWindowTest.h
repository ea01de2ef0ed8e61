// What the tests of Game > Puzzles share: the window of 1200 x 750 with the
// puzzle scores cleared, the puzzle controller and dock, asking for a puzzle
// through the real dialog, and the puzzle `grundygrid-cli puzzle` prints.
#pragma once

#include "TestSlowdown.h"
#include "GuiTestSupport.h"
#include "WindowParts.h"
#include "WindowTest.h"

#include "cli/Cli.h"
#include "gui/base/Settings.h"
#include "gui/puzzles/PuzzleController.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/puzzles/PuzzlePanel.h"

#include "engine/GameModules.h"
#include "engine/TextReader.h"
#include "engine/sums/SumText.h"

#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <sstream>

namespace testsupport {

// The position query `grundygrid-cli ARGS` prints, read back by the game's text.
inline engine::PositionQuery cliPuzzle(const std::string& game, const std::vector<std::string>& args)
{
    std::vector<std::string> all{"puzzle", game};
    all.insert(all.end(), args.begin(), args.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    if (cli::run(all, in, out, err) != cli::kExitSuccess)
        qFatal("grundygrid-cli puzzle failed: %s", err.str().c_str());
    engine::TextReader reader(out.str());
    const engine::GameModule& module = *engine::findGameModule(game);
    return module.text.readPositionQuery(reader, module.game);
}

// The sum `grundygrid-cli puzzle sum ARGS` prints, read back as a SumGame's setup and moves.
inline engine::SumGameQuery cliSumPuzzle(const std::vector<std::string>& args)
{
    std::vector<std::string> all{"puzzle", "sum"};
    all.insert(all.end(), args.begin(), args.end());
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    if (cli::run(all, in, out, err) != cli::kExitSuccess)
        qFatal("grundygrid-cli puzzle sum failed: %s", err.str().c_str());
    engine::TextReader reader(out.str());
    return engine::readSumGameQuery(reader);
}

class PuzzleWindowTest : protected WindowTest {
protected:
    using PuzzleController = gui::PuzzleController;

    // The window, with no puzzle solved yet.
    [[nodiscard]] bool showPuzzleWindow()
    {
        gui::Settings settings;
        settings.setValue(gui::Settings::PuzzlesSolved, {});
        settings.setValue(gui::Settings::PuzzleStreaks, {});
        return showWindow(QSize(1200, 750));
    }
    [[nodiscard]] PuzzleController& puzzles() const { return *partOf<PuzzleController>(*m_window); }
    [[nodiscard]] QString verdict() const
    {
        return partOf<QLabel>(*m_window, QStringLiteral("puzzleVerdict"))->text();
    }
    [[nodiscard]] QPushButton* button(const char* name) const
    {
        return partOf<QPushButton>(*m_window, QLatin1String(name));
    }
    [[nodiscard]] bool analysisDockHidden() const
    {
        return partOf<QDockWidget>(*m_window, QStringLiteral("analysisDock"))->isHidden();
    }

    // Asks for `choice` through Game > Puzzles > New Puzzle and its dialog; true once it is on the board.
    [[nodiscard]] bool askForPuzzle(const gui::PuzzleChoice& choice)
    {
        whenDialogOpens<gui::PuzzleDialog>(m_window.get(), [choice](gui::PuzzleDialog& dialog) {
            dialog.setChoice(choice);
            dialog.accept();
        });
        action("actionNewPuzzle")->trigger();
        return QTest::qWaitFor([this] { return puzzles().state() == PuzzleController::State::Unanswered; },
                               scaled(20000));
    }
    // Waits until the analysis of the board shown has arrived.
    [[nodiscard]] bool waitForAnalysis() const
    {
        return QTest::qWaitFor(
            [this] {
                const auto* analysis = analysisOf(*m_window);
                return analysis->state().analysis() != nullptr && analysis->state().board() == document().currentBoard();
            },
            scaled(10000));
    }
    // A chomp puzzle of level 1 with `winning` winning moves; its position's analysis by the engine.
    engine::Analysis chompPuzzle(std::uint64_t seed, int winning = 1)
    {
        [&] { QVERIFY(askForPuzzle({QStringLiteral("chomp"), {1, seed, winning}})); }();
        return engineAnalysis(document().game(), document().setup(), document().currentBoard());
    }
    [[nodiscard]] static int stored(const gui::Setting<QVariantMap>& setting)
    {
        return gui::Settings().value(setting).value(QStringLiteral("chomp")).toInt();
    }
};

} // namespace testsupport
