#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QGraphicsItem>

#include <optional>

namespace gui {

class BoardGeometry;

// Paints above the board: a mark on every legal move (winning: a green ring
// with a tick; losing: a small red cross on a white disk - shape and colour both
// tell them apart), the hint and the keyboard cursor. Marks are painted only
// when the analysis was made for the board shown.
class AnalysisOverlay : public QGraphicsItem {
public:
    // `geometry` must outlive the item (the scene owns both).
    explicit AnalysisOverlay(const BoardGeometry* geometry);

    // Call before the shared geometry changes size.
    void geometryAboutToChange() { prepareGeometryChange(); }
    void setShownBoard(const engine::Board& board);
    void setAnalysis(const engine::Board& board, const engine::Analysis& analysis);
    void clearAnalysis();
    void setMarksVisible(bool visible);
    void setHint(std::optional<engine::Move> hint);
    void setCursorCell(std::optional<engine::Cell> cell);

    // True when marks for the board shown are painted.
    [[nodiscard]] bool showsMarks() const;
    // The verdicts painted: those of the analysis when it matches the board shown.
    [[nodiscard]] const engine::Analysis* shownAnalysis() const;
    [[nodiscard]] std::optional<engine::Move> hint() const { return m_hint; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintMark(QPainter& painter, const QRectF& cell, bool wins, qreal detail) const;
    void paintFrame(QPainter& painter, const engine::Move& move, const QColor& color, qreal width,
                    Qt::PenStyle style) const;

    const BoardGeometry* m_geometry;
    engine::Board m_shown;
    std::optional<engine::Board> m_analysedBoard;
    engine::Analysis m_analysis;
    bool m_marksVisible = true;
    std::optional<engine::Move> m_hint;
    std::optional<engine::Cell> m_cursor;
};

} // namespace gui
