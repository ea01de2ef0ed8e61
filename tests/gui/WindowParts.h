#pragma once

// The main window's parts as the tests reach them: through its public API only,
// findChild by type (and object name for actions and the banner widgets).
#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisPanel.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/board/tools/EditTool.h"
#include "gui/board/tools/PlayTool.h"
#include "gui/document/GameDocument.h"
#include "gui/files/Autosave.h"
#include "gui/files/ContestTextFiles.h"
#include "gui/files/DocumentFiles.h"
#include "gui/play/ComputerPlayer.h"
#include "gui/play/PlayOptions.h"
#include "gui/play/PlaySession.h"

#include "TestSlowdown.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QtGlobal>

#include <typeinfo>

namespace testsupport {

// The window's only child of type T (named `name` when given); a test without it stops here.
template <typename T>
T* partOf(const QObject& window, const QString& name = QString())
{
    T* part = window.findChild<T*>(name);
    if (part == nullptr)
        qFatal("the window has no %s %s", typeid(T).name(), qPrintable(name));
    return part;
}

inline gui::GameDocument* documentOf(const QObject& window) { return partOf<gui::GameDocument>(window); }
inline gui::BoardView* viewOf(const QObject& window) { return partOf<gui::BoardView>(window); }
inline gui::BoardScene* sceneOf(const QObject& window) { return partOf<gui::BoardScene>(window); }
inline gui::AnalysisController* analysisOf(const QObject& window) { return partOf<gui::AnalysisController>(window); }
inline gui::ComputerPlayer* computerOf(const QObject& window) { return partOf<gui::ComputerPlayer>(window); }
inline gui::PlaySession* sessionOf(const QObject& window) { return partOf<gui::PlaySession>(window); }
inline gui::AnalysisPanel* panelOf(const QObject& window) { return partOf<gui::AnalysisPanel>(window); }
inline gui::EditTool* editToolOf(const QObject& window) { return partOf<gui::EditTool>(window); }
inline gui::PlayTool* playToolOf(const QObject& window) { return partOf<gui::PlayTool>(window); }
inline gui::PlayOptions* playOptionsOf(const QObject& window) { return partOf<gui::PlayOptions>(window); }
inline gui::DocumentFiles* filesOf(const QObject& window) { return partOf<gui::DocumentFiles>(window); }
inline gui::ContestTextFiles* contestFilesOf(const QObject& window) { return partOf<gui::ContestTextFiles>(window); }
inline gui::Autosave* autosaveOf(const QObject& window) { return partOf<gui::Autosave>(window); }

// An action of the menus or tool bars by its object name ("actionUndo").
inline QAction* actionOf(const QObject& window, const char* name)
{
    return partOf<QAction>(window, QString::fromLatin1(name));
}

// Runs `start`, which starts opening a board file in `window` (or returns false
// when it started none), and waits for that open to end, as a user waits for the
// board to appear: true once the file is the document, false when it was refused.
template <typename Start>
bool waitForOpen(const QObject& window, Start start)
{
    gui::DocumentFiles* files = partOf<gui::DocumentFiles>(window);
    QSignalSpy finished(files, &gui::DocumentFiles::openFinished);
    if (!start())
        return false;
    if (finished.isEmpty() && !finished.wait(scaled(120'000))) // a safety net: the open says when it ends
        return false;
    return finished.constFirst().constFirst().toBool();
}

// File ▸ Open of `path` in `window`, waited for (waitForOpen).
inline bool openFileIn(const QObject& window, const QString& path)
{
    return waitForOpen(window, [&window, &path] {
        partOf<gui::DocumentFiles>(window)->open(path);
        return true;
    });
}

// The game-over banner above the board, as the user sees it.
inline QString bannerTextOf(const QObject& window) { return partOf<QLabel>(window, QStringLiteral("banner"))->text(); }
inline bool isBannerShownOf(const QObject& window)
{
    return !partOf<QWidget>(window, QStringLiteral("bannerFrame"))->isHidden();
}

} // namespace testsupport
