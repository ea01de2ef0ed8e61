#pragma once

#include "gui/looks/BoardGeometry.h"

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QGraphicsScene>

#include <memory>
#include <optional>
#include <vector>

namespace gui {

class AnalysisOverlay;
class BoardItem;
class CellMapLayer;
class GameLook;

// The scene of one board: the board item, the overlay above it and the geometry
// both use. It shows what it is given; it never edits anything.
class BoardScene : public QGraphicsScene {
    Q_OBJECT

public:
    explicit BoardScene(QObject* parent = nullptr);

    [[nodiscard]] const BoardGeometry& geometry() const { return m_geometry; }
    [[nodiscard]] const engine::Board& board() const;
    [[nodiscard]] AnalysisOverlay* overlay() const { return m_overlay; }
    [[nodiscard]] BoardItem* boardItem() const { return m_item; }
    // The look of the board shown; null before the first setBoard.
    [[nodiscard]] const GameLook* look() const { return m_look; }
    // The cell the view keeps in sight on the board shown (GameLook::cellToKeepInView).
    [[nodiscard]] std::optional<engine::Cell> keptCell() const { return m_keptCell; }

    // Shows `board` drawn with `look` (which must outlive the scene). Marks of an
    // earlier board stop showing; the hint is cleared.
    void setBoard(const engine::Board& board, const GameLook& look);
    // Shows the marks of `analysis`, which the caller made sure is of the board shown.
    void setAnalysis(const engine::Analysis& analysis);
    void clearAnalysis();
    void setMarksVisible(bool visible);
    void setHint(std::optional<engine::Move> hint);
    void setCursorCell(std::optional<engine::Cell> cell);
    // Moves the cell at the scene origin of a windowed board (BoardGeometry);
    // the scene rectangle follows. Views keep their place through absolute positions.
    void setOrigin(engine::Cell origin);
    // The colouring painted under the marked cells of a windowed board (the pawn
    // game's win/loss map); null removes it.
    void setMapLayer(std::shared_ptr<const CellMapLayer> layer);
    [[nodiscard]] const CellMapLayer* mapLayer() const;

signals:
    // The board's size changed, so views may want to fit it again.
    void boardResized();
    // The kept cell moved on a board of the same size (a move, an undo, another
    // board opened): views bring it back into sight.
    void keptCellMoved(engine::Cell cell);
    // The kept cell or the look changed (so did what "Centre on…" offers).
    void keptCellChanged();

private:
    // Where the look's boards lie (BoardArrangement): bands for a sum wrapped into rows.
    [[nodiscard]] static std::vector<ColumnBand> arrangedBands(const GameLook& look, engine::Coord rows,
                                                               engine::Coord cols);

    BoardGeometry m_geometry;
    BoardItem* m_item;
    AnalysisOverlay* m_overlay;
    const GameLook* m_look = nullptr;
    std::optional<engine::Cell> m_keptCell;
};

} // namespace gui
