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

#include <QAction>
#include <QLabel>
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

// The game-over banner above the board, as the user sees it.
inline QString bannerTextOf(const QObject& window) { return partOf<QLabel>(window, QStringLiteral("banner"))->text(); }
inline bool isBannerShownOf(const QObject& window)
{
    return !partOf<QWidget>(window, QStringLiteral("bannerFrame"))->isHidden();
}

} // namespace testsupport
