#pragma once

#include "gui/base/ShadeSteps.h"

#include <QWidget>

#include <array>

class QLabel;

namespace engine {
struct Analysis;
}

namespace gui {

// The legend of remoteness shading, shown under the board while View ▸ Shade
// Moves by Remoteness is on: a row of shaded marks for the winning moves and one
// for the losing moves, each mark with its ShadeSteps range of moves to the end
// and how many moves of the position shown fall in it, in the current colour
// scheme, and how many marks stay plain for want of a known remoteness.
class ShadingLegend : public QWidget {
    Q_OBJECT

public:
    explicit ShadingLegend(QWidget* parent = nullptr);

    // Counts the marks of `analysis` per step (none: no analysis shown).
    void showAnalysis(const engine::Analysis* analysis);
    // While the answer is hidden (an unanswered puzzle, AnswerCover) the legend
    // shows its ranges without counts; the counts of the last analysis return after.
    void setAnswerHidden(bool hidden);
    [[nodiscard]] bool isAnswerHidden() const { return m_answerHidden; }
    // Paints the marks again in ColorScheme::current().
    void applyScheme();

private:
    // One step of one row: its shaded mark and its range with the count.
    struct StepLabels {
        QLabel* mark = nullptr;
        QLabel* range = nullptr;
    };
    using Row = std::array<StepLabels, ShadeSteps::kCount>;

    void addRow(int gridRow, const QString& title, Row& row, const char* namePrefix);
    void showCounts();
    void showCounts(Row& row, const std::array<int, ShadeSteps::kCount>& counts) const;

    Row m_wins;
    Row m_losses;
    QLabel* m_plain;
    std::array<int, ShadeSteps::kCount> m_winCounts{};
    std::array<int, ShadeSteps::kCount> m_lossCounts{};
    int m_plainCount = 0;
    bool m_answerHidden = false;
};

} // namespace gui
