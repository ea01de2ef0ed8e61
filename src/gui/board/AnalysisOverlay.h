#pragma once

#include "gui/board/PartShapes.h"

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QGraphicsItem>
#include <QList>
#include <QPixmap>

#include <optional>
#include <vector>

namespace gui {

class BoardGeometry;

// Paints above the board: a mark on every legal move (winning: a ring with a
// tick, green or - colour-blind safe - blue; losing: a small red or vermillion
// cross on a white disk; colours from ColorScheme::current() - shape and colour both
// tell them apart; with remoteness shading the ring and the disk take the shade of the
// move's ShadeSteps step instead, moves of unknown remoteness keep the plain mark), optionally the Grundy value on each move cell (CellMark::leastGrundy) and
// the decomposition into independent parts (an outline per part, labelled with
// its nimber), over each board of a sum its Grundy value ("*5", "?" when not
// known; under misère play what is true there, MisereLabels, with a tooltip), the hint and the keyboard cursor. A board shown anew has no
// analysis until one is given: the giver (MainWindow from the controller's
// state, the best line's explorer, the rules pictures) knows it is the board's.
class AnalysisOverlay : public QGraphicsItem {
public:
    // A text painted on the board and the scene rectangle of its tag.
    struct SceneLabel {
        QString text;
        QRectF rect;
        QString toolTip; // what it means, where that needs saying (a misère value); shown on hover
    };

    // `geometry` must outlive the item (the scene owns both).
    explicit AnalysisOverlay(const BoardGeometry* geometry);

    // Call before the shared geometry changes size.
    void geometryAboutToChange() { prepareGeometryChange(); }
    // A new board is shown (BoardScene::setBoard): no analysis, hint or highlighted move until given.
    void showNewBoard();
    // The analysis of the board shown.
    void setAnalysis(const engine::Analysis& analysis);
    void clearAnalysis();
    void setMarksVisible(bool visible);
    void setDecompositionVisible(bool visible);
    void setGrundyValuesVisible(bool visible);
    // Shades each mark by the moves left to the end of the game (ColorScheme::winShade, lossShade).
    void setRemotenessShading(bool on);
    [[nodiscard]] bool isRemotenessShading() const { return m_remotenessShading; }
    // While the answer is hidden (an unanswered puzzle, AnswerCover) nothing taken
    // from the analysis is painted: no marks, shades, Grundy values or parts; the
    // hint, the highlighted move and the cursor still are (the user asked for them).
    void setAnswerHidden(bool hidden);
    // A sum's moves marked by each board's own verdicts (BoardSummary::ownMoves,
    // as if the board were alone) instead of the sum's; no effect on one game.
    void setBoardsAlone(bool alone);
    [[nodiscard]] bool isBoardsAlone() const { return m_boardsAlone; }
    [[nodiscard]] bool isAnswerHidden() const { return m_answerHidden; }
    void setHint(std::optional<engine::Move> hint);
    void setCursorCell(std::optional<engine::Cell> cell);
    // Outlines `move` (the row selected in the move table), unlike the hint; a new board clears it.
    void setHighlightedMove(std::optional<engine::Move> move);
    [[nodiscard]] std::optional<engine::Move> highlightedMove() const { return m_highlighted; }
    // The board's mark for a winning or losing move, painted into a square pixmap (for tables and legends).
    // `shadeStep`: the mark shaded for that ShadeSteps step (legends of the shading).
    [[nodiscard]] static QPixmap markPixmap(bool wins, int size, std::optional<int> shadeStep = std::nullopt);
    // A sum's analysis with each board's own verdicts (BoardSummary::ownMoves) in
    // place of the sum's moves, known where the sum's are not: what the marks and
    // the move table show with each board alone.
    [[nodiscard]] static engine::Analysis eachBoardAlone(const engine::Analysis& sum);

    // True when marks for the board shown are painted.
    [[nodiscard]] bool showsMarks() const;
    // The verdicts the marks (and the cells' Grundy values) show: the shown
    // analysis', its boards' own ones while each board is shown alone, none for a
    // sum whose verdict is not known (Analysis::unknownReason: no move is claimed
    // to win or lose) or while the answer is hidden.
    [[nodiscard]] const engine::Analysis* markedAnalysis() const;
    // The verdicts painted: those of the analysis of the board shown, unless the answer is hidden.
    [[nodiscard]] const engine::Analysis* shownAnalysis() const;
    // The analysis of the board shown even while the answer is hidden: for what the
    // user asks to see on purpose (Game > Hint), never for a view.
    [[nodiscard]] const engine::Analysis* analysisOfShownBoard() const;
    [[nodiscard]] std::optional<engine::Move> hint() const { return m_hint; }
    [[nodiscard]] bool areMarksVisible() const { return m_marksVisible; }
    [[nodiscard]] bool isDecompositionVisible() const { return m_decompositionVisible; }
    // The part labels painted now ("*3" at the part's first cell), in the order of
    // the analysis' parts; empty when the decomposition is hidden or not shown.
    [[nodiscard]] QList<SceneLabel> partLabels() const;
    // The part outlines painted now, in the same order.
    [[nodiscard]] QList<QPainterPath> partOutlines() const;
    // The Grundy values painted now on the cells of moves (a tile: its best rectangle's).
    [[nodiscard]] QList<SceneLabel> grundyLabels() const;
    // The boards' values painted now above a sum's frames, in board order ("*5",
    // "?" when not known), at the right end of the frame's name (SumLook); empty
    // without a shown analysis of a sum.
    [[nodiscard]] QList<SceneLabel> boardValueLabels() const;
    // The tooltip of the part label or board tag at `point` (scene coordinates), empty where none;
    // the item's tooltip follows the pointer over them.
    [[nodiscard]] QString toolTipAt(QPointF point) const;

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    // With a `shadeStep` (ShadeSteps) the ring or disk takes the scheme's shade of it, else the plain colours.
    void paintMark(QPainter& painter, const QRectF& cell, bool wins, qreal detail,
                   std::optional<int> shadeStep = std::nullopt) const;
    void paintPartAreas(QPainter& painter) const;
    void paintPartLabels(QPainter& painter) const;
    void paintGrundyValues(QPainter& painter, const engine::Analysis& analysis, const QRectF& exposed) const;
    void paintBoardValues(QPainter& painter) const;
    [[nodiscard]] const std::vector<PartShape>* shownParts() const;
    void paintFrame(QPainter& painter, const engine::Move& move, const QColor& color, qreal width,
                    Qt::PenStyle style) const;

    const BoardGeometry* m_geometry;
    std::optional<engine::Analysis> m_analysis; // of the board shown
    std::optional<engine::Analysis> m_aloneAnalysis; // m_analysis with its boards' own verdicts, of a sum
    std::vector<PartShape> m_partShapes; // of m_analysis
    bool m_marksVisible = true;
    bool m_decompositionVisible = true;
    bool m_grundyValuesVisible = false;
    bool m_remotenessShading = false;
    bool m_answerHidden = false;
    bool m_boardsAlone = false;
    std::optional<engine::Move> m_hint;
    std::optional<engine::Cell> m_cursor;
    std::optional<engine::Move> m_highlighted;
};

} // namespace gui
