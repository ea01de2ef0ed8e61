#pragma once

#include "engine/Analysis.h"

#include <QWidget>

class QLabel;

namespace gui {

// The analysis dock: whose turn it is, the verdict, the Grundy value, the
// remoteness in words and the number of winning moves, or why none is shown.
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // Who is to move, e.g. "You (player 1)".
    void setTurn(const QString& text);
    void showAnalysis(const engine::Analysis& analysis);
    // No analysis yet; `text` says why (running, cancelled, an invalid setup).
    void showStatus(const QString& text);

    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString detailsText() const;

private:
    QLabel* m_turn;
    QLabel* m_verdict;
    QLabel* m_grundy;
    QLabel* m_remoteness;
    QLabel* m_winning;
};

} // namespace gui
