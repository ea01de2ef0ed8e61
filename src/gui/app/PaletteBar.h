#pragma once

#include "engine/Game.h"

#include <QObject>

class QActionGroup;
class QToolBar;

namespace gui {

struct SetupAction;

class EditTool;

// The palette tool bar: a game's paint tools (one checked at a time, the edit
// tool paints with it) and its one-click setup actions, enabled in edit mode
// only. Choosing any of them asks the window for edit mode first. A live setup
// switch (volcano's Monsters Follow Walls) is remembered per game in Settings, so
// a new board or another game and back finds it as it was left.
class PaletteBar : public QObject {
    Q_OBJECT

public:
    // Both must outlive the bar.
    PaletteBar(QToolBar* toolBar, EditTool* editTool, QObject* parent = nullptr);

    // Replaces the tools by those of `game` (its look's palette and setup actions).
    void showGame(const engine::Game& game);
    // Enables the tools in edit mode and disables them in play mode.
    void setEditing(bool editing);

signals:
    void editModeRequested();

private:
    // A checkable action that keeps `setupAction` applied after every stroke of `gameId`'s boards.
    void addLiveSwitch(const SetupAction& setupAction, const QString& gameId);

    QToolBar* m_toolBar;
    EditTool* m_editTool;
    QActionGroup* m_group = nullptr;
    bool m_editing = true;
};

} // namespace gui
