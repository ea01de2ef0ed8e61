#pragma once

// The set-up the window tests share: a main window shown offscreen, answering
// its questions through RecordingPrompts, and its parts by their jobs.
#include "GuiTestSupport.h"
#include "TestSlowdown.h"
#include "WindowParts.h"

#include "gui/app/MainWindow.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/document/DocumentState.h"

#include "engine/GameModules.h"

#include <QDir>
#include <QStatusBar>

#include <memory>

namespace testsupport {

// A base of a test class (beside QObject) whose tests run in a real window.
class WindowTest {
protected:
    // A new window at `size`, in edit mode unless `start` says AsStarted; false when it never got exposed.
    [[nodiscard]] bool showWindow(QSize size = QSize(1000, 700), StartMode start = StartMode::Edit)
    {
        m_window = showMainWindow(size, &m_prompts, start);
        return m_window != nullptr;
    }
    void closeWindow() { m_window.reset(); }

    [[nodiscard]] gui::GameDocument& document() const { return *documentOf(*m_window); }
    [[nodiscard]] gui::BoardView& view() const { return *viewOf(*m_window); }
    [[nodiscard]] gui::BoardScene& scene() const { return *sceneOf(*m_window); }
    [[nodiscard]] gui::AnalysisOverlay& overlay() const { return *sceneOf(*m_window)->overlay(); }
    [[nodiscard]] gui::PlaySession& session() const { return *sessionOf(*m_window); }
    [[nodiscard]] gui::ComputerPlayer& computer() const { return *computerOf(*m_window); }
    [[nodiscard]] gui::PlayOptions& playOptions() const { return *playOptionsOf(*m_window); }
    [[nodiscard]] QAction* action(const char* name) const { return actionOf(*m_window, name); }
    [[nodiscard]] QString statusMessage() const { return m_window->statusBar()->currentMessage(); }
    [[nodiscard]] QString bannerText() const { return bannerTextOf(*m_window); }
    [[nodiscard]] bool isBannerShown() const { return isBannerShownOf(*m_window); }
    [[nodiscard]] static const engine::Game& game(const char* id) { return *engine::findGame(id); }
    [[nodiscard]] static const engine::Game& chomp() { return game("chomp"); }
    // The chomp board of `rows` x `cols` with the poison in the corner (0, 0).
    [[nodiscard]] static engine::Board cornerPoisonChomp(int rows, int cols)
    {
        engine::Board setup = chomp().emptyBoard(rows, cols);
        setup.setCell({0, 0}, engine::CellKind::Poison);
        return setup;
    }

    // A new game of `game` from `setup`, no moves played, no file name.
    void openBoard(const engine::Game& game, const engine::Board& setup) const
    {
        document().reset(game, gui::DocumentState{setup, {}, 0}, QString());
    }
    // Whether an analysis is shown with its Grundy values, which follow the
    // marks where the solver defers them (chomp: Solver::defersGrundyValues).
    [[nodiscard]] bool analysisShownWithGrundyValues() const
    {
        const auto solver = analysisOf(*m_window)->state().solver();
        return overlay().shownAnalysis() != nullptr
            && (overlay().shownAnalysis()->grundy || !solver || !solver->defersGrundyValues());
    }
    // Waits until the board shows the marks of its analysis and its Grundy values.
    [[nodiscard]] bool waitForMarks(int milliseconds = 10000) const
    {
        return QTest::qWaitFor([this] { return overlay().showsMarks() && analysisShownWithGrundyValues(); },
                               scaled(milliseconds));
    }

    // For a visual check: GRUNDYGRID_SCREENSHOT_DIR=/tmp ctest -R TEST saves the
    // window (and a `panel` of it, when given) there as `name` (and "panel-" + `name`).
    void saveScreenshot(const QString& name, QWidget* panel = nullptr) const
    {
        const QString folder = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR");
        if (folder.isEmpty())
            return;
        QTest::qWait(50);
        QVERIFY(m_window->grab().save(QDir(folder).filePath(name), "PNG"));
        if (panel != nullptr)
            QVERIFY(panel->grab().save(QDir(folder).filePath(QStringLiteral("panel-") + name), "PNG"));
    }

    std::unique_ptr<gui::MainWindow> m_window;
    RecordingPrompts* m_prompts = nullptr; // the window's, it owns them
};

} // namespace testsupport
