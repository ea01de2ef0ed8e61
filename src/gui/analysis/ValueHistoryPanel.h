#pragma once

#include <QWidget>

class QLabel;

namespace gui {

class GameDocument;
class ValueHistoryChart;
class ValueHistoryTracker;

// The value history dock: the chart of the game so far and, below it, the moves
// that threw away a win. Clicking a point of the chart goes to that position
// (an undoable step, as in the move list). The legend names the first few such
// moves (all of them in its tooltip), and the panel's minimum height holds the
// chart's minimum and the whole legend, so a long game never squeezes the chart.
class ValueHistoryPanel : public QWidget {
    Q_OBJECT

public:
    // Both must outlive the panel.
    ValueHistoryPanel(ValueHistoryTracker* tracker, GameDocument* document, QWidget* parent = nullptr);

    [[nodiscard]] ValueHistoryChart* chart() const { return m_chart; }
    [[nodiscard]] QString legendText() const;

    [[nodiscard]] QSize minimumSizeHint() const override;

private:
    void refresh();
    void goTo(int position);

    ValueHistoryTracker* m_tracker;
    GameDocument* m_document;
    ValueHistoryChart* m_chart;
    QLabel* m_legend;
};

} // namespace gui
