#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace gui {

class AnalysisController;
class GameDocument;

// The computer opponent. When it is its turn and the analysis of the current
// board has arrived, it plays after a short visible pause. It plays perfectly:
// from a win it takes the fastest win, from a loss it stalls as long as it can.
class ComputerPlayer : public QObject {
    Q_OBJECT

public:
    static constexpr int kReplyDelayMs = 400;

    // The computer's move in the analysed position: the winning move with the
    // smallest remoteness when one exists, otherwise the move with the largest
    // remoteness. Nothing when there is no legal move.
    [[nodiscard]] static std::optional<engine::Move> chooseMove(const engine::Analysis& analysis);

    // Both must outlive the player.
    ComputerPlayer(GameDocument* document, AnalysisController* analysis, QObject* parent = nullptr);

    // Active in play mode against the computer; inactive it never moves.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_active; }
    void setPlaysFirst(bool first);
    [[nodiscard]] bool playsFirst() const { return m_playsFirst; }
    // True when the player to move in the current position is the computer.
    [[nodiscard]] bool isToMove() const;
    // True between deciding to reply and replying.
    [[nodiscard]] bool isThinking() const { return m_timer.isActive(); }
    void setReplyDelay(int milliseconds) { m_timer.setInterval(milliseconds); }

signals:
    void movePlayed(const QString& moveName);

private:
    void considerReply();
    void reply();

    GameDocument* m_document;
    AnalysisController* m_analysis;
    QTimer m_timer;
    bool m_active = false;
    bool m_playsFirst = false;
    engine::Board m_boardToAnswer;
    std::optional<engine::Move> m_chosen;
};

} // namespace gui
