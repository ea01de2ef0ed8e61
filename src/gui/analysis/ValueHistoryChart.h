#pragma once

#include "gui/analysis/ValueHistory.h"

#include <QStringList>
#include <QWidget>

#include <optional>

namespace gui {

// A chart of a ValueHistory: x is the number of moves played, y the Grundy value
// (or the remoteness, or just the outcome) of the position, drawn as steps with
// a dot per known position in the board's cues - a green ring with a tick where
// the player to move wins, a red cross on a white disk where they lose - and a
// black-and-amber triangle above each move that threw away a win. The current
// position has a band behind it. Clicking near a point asks to go there.
class ValueHistoryChart : public QWidget {
    Q_OBJECT

public:
    explicit ValueHistoryChart(QWidget* parent = nullptr);

    // `moveNames[i]` names move i + 1.
    void setHistory(const ValueHistory& history, int currentPosition, const QStringList& moveNames);

    [[nodiscard]] const ValueHistory& history() const { return m_history; }
    // Where the point of `position` is drawn (also for unknown positions: on the axis).
    [[nodiscard]] QPointF pointCenter(int position) const;
    // The position whose point is nearest to `pos` horizontally, if within reach.
    [[nodiscard]] std::optional<int> positionAt(const QPointF& pos) const;
    // The sentence shown when resting the mouse on `position`.
    [[nodiscard]] QString describe(int position) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    // Where the values are plotted: the chart without its axis labels and title.
    [[nodiscard]] QRectF plotRect() const;

signals:
    void positionClicked(int position);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    [[nodiscard]] int maxValue() const;
    [[nodiscard]] QString axisTitle() const;
    void paintAxes(QPainter& painter, const QRectF& plot) const;
    void paintLine(QPainter& painter) const;
    void paintPoint(QPainter& painter, int position, const QPixmap& mark) const;
    void paintMistake(QPainter& painter, int move) const;

    ValueHistory m_history;
    ValueHistory::Scale m_scale = ValueHistory::Scale::Grundy;
    int m_current = 0;
    QStringList m_moveNames;
};

} // namespace gui
