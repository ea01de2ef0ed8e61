#pragma once

#include "gui/play/MoveChooser.h"

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace gui {

class AnalysisController;
class GameDocument;

// The computer opponent. When it is its turn and the analysis of the current
// board has arrived, it plays after a short visible pause, at the strength of
// its MoveChooser (perfect by default). In a demo it plays both sides, with the
// demo delay between moves, and can be paused. It chooses the move; the
// PlaySession plays it (moveChosen), as it plays every move.
class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    static constexpr int kReplyDelayMs = 400;
    static constexpr int kDemoDelayMs = 1000;

    // The perfect move in the analysed position (MoveChooser::perfect): the
    // winning move with the smallest remoteness when one exists, otherwise the
    // move with the largest remoteness. Nothing when there is no legal move.
    [[nodiscard]] static std::optional<engine::Move> chooseMove(const engine::Analysis& analysis);

    // Both must outlive the player.
    ComputerPlayer(GameDocument* document, AnalysisController* analysis, QObject* parent = nullptr);

    // Active in play mode against the computer; inactive it never moves.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }
    void setPlaysFirst(bool first);
    // The demo: the computer plays both sides (then setPlaysFirst does not matter).
    void setPlaysBoth(bool both);
    [[nodiscard]] bool playsBoth() const { return m_playsBoth; }
    // A paused computer keeps its turn but does not move until resumed.
    void setPaused(bool paused);
    [[nodiscard]] bool isPaused() const { return m_paused; }
    void setStrength(Strength strength);
    [[nodiscard]] Strength strength() const { return m_chooser.strength(); }
    // The chooser itself, so tests can seed its generator.
    [[nodiscard]] MoveChooser& chooser() { return m_chooser; }
    // True when the player to move in the current position is the computer.
    [[nodiscard]] bool isToMove() const;
    // True between deciding to reply and replying.
    [[nodiscard]] bool isThinking() const { return m_timer.isActive(); }
    // The pause before a reply to a human, and between two demo moves.
    // A waiting move waits the new delay from now.
    void setReplyDelay(int milliseconds);
    void setDemoDelay(int milliseconds);
    [[nodiscard]] int demoDelay() const { return m_demoDelay; }

signals:
    // The computer's move in the current position, due now: the PlaySession plays it.
    void moveChosen(const engine::Move& move);
    // Active, sides or pause changed: whose turn it is may read differently.
    void stateChanged();

private:
    void considerReply();
    void reply();

    GameDocument* m_document;
    AnalysisController* m_analysis;
    QTimer m_timer;
    bool m_active = false;
    bool m_playsFirst = false;
    bool m_playsBoth = false;
    bool m_paused = false;
    int m_replyDelay = kReplyDelayMs;
    int m_demoDelay = kDemoDelayMs;
    MoveChooser m_chooser;
    std::optional<engine::Move> m_chosen;
};

} // namespace gui
