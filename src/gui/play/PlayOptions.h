#pragma once

#include "gui/base/PlayChoices.h"

#include <QObject>

#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QToolBar;

namespace gui {

class ComputerPlayer;
class Settings;

// The Game menu's computer options: a Strength submenu, a Demo Speed submenu
// and Pause Demo (also on the tool bar). Applies them to the ComputerPlayer and
// remembers them in Settings; starts with the remembered choices applied.
class PlayOptions : public QObject {
    Q_OBJECT

public:
    static constexpr std::array<int, 6> kDemoDelaysMs = {100, 250, 500, 1000, 2000, 3000};

    // Inserts the menus before `before` in `gameMenu` (before its separator when
    // one precedes it) and Pause Demo at the end of `toolBar`. All must outlive this.
    PlayOptions(QMenu* gameMenu, QAction* before, QToolBar* toolBar, Settings* settings,
                ComputerPlayer* computer, QObject* parent = nullptr);

    void setStrength(Strength strength);
    [[nodiscard]] Strength strength() const;
    void setDemoDelay(int milliseconds);
    // Pauses or resumes the demo (only while the computer plays both sides).
    void setDemoPaused(bool paused);
    [[nodiscard]] QAction* strengthAction(Strength strength) const;
    [[nodiscard]] QAction* pauseAction() const { return m_pause; }

private:
    void createStrengthMenu(QMenu* menu);
    void createSpeedMenu(QMenu* menu);
    void updatePauseAction();

    Settings* m_settings;
    ComputerPlayer* m_computer;
    QActionGroup* m_strengths;
    QActionGroup* m_speeds;
    QAction* m_pause;
};

} // namespace gui
