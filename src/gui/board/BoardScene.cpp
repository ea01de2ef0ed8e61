#include "gui/board/BoardScene.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardArrangement.h"
#include "gui/board/BoardItem.h"
#include "gui/looks/GameLook.h"

namespace gui {

BoardScene::BoardScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_item(new BoardItem(&m_geometry))
    , m_overlay(new AnalysisOverlay(&m_geometry))
{
    addItem(m_item);
    addItem(m_overlay);
    m_overlay->setZValue(1.0);
    // Everything the scene holds is one large item: an index would not help.
    setItemIndexMethod(QGraphicsScene::NoIndex);
}

const engine::Board& BoardScene::board() const
{
    return m_item->board();
}

void BoardScene::setBoard(const engine::Board& board, const GameLook& look)
{
    bool resized = board.rows() != m_geometry.rows() || board.cols() != m_geometry.cols();
    std::vector<ColumnBand> bands = m_geometry.bands();
    if (resized || &look != m_look) // a sum's boards are placed again (their game changes with them)
        bands = arrangedBands(look, board.rows(), board.cols());
    resized = resized || bands != m_geometry.bands();
    if (resized) {
        m_item->geometryAboutToChange();
        m_overlay->geometryAboutToChange();
        m_geometry.setBoardSize(board.rows(), board.cols());
        m_geometry.setBands(std::move(bands));
    }
    m_item->setBoard(board, &look);
    m_overlay->showNewBoard();
    setBackgroundBrush(look.backgroundColor());
    const std::optional<engine::Cell> kept = look.cellToKeepInView(board);
    const bool keptChanged = kept != m_keptCell || &look != m_look;
    const bool keptMoved = kept && kept != m_keptCell;
    m_keptCell = kept;
    m_look = &look;
    if (resized) {
        setSceneRect(m_geometry.sceneRect());
        emit boardResized();
    } else if (keptMoved) {
        emit keptCellMoved(*kept);
    }
    if (keptChanged)
        emit keptCellChanged();
}

std::vector<ColumnBand> BoardScene::arrangedBands(const GameLook& look, engine::Coord rows, engine::Coord cols)
{
    if (rows < 1 || cols < 1)
        return {};
    std::vector<engine::Move> areas;
    for (const BoardPart& part : look.boardParts(rows, cols))
        areas.push_back(part.area);
    return BoardArrangement::bands(areas, cols);
}

void BoardScene::setOrigin(engine::Cell origin)
{
    BoardGeometry moved = m_geometry;
    moved.setOrigin(origin);
    if (moved.origin() == m_geometry.origin())
        return;
    m_item->geometryAboutToChange();
    m_overlay->geometryAboutToChange();
    m_geometry.setOrigin(origin);
    setSceneRect(m_geometry.sceneRect());
    update();
}

void BoardScene::setMapLayer(std::shared_ptr<const CellMapLayer> layer)
{
    m_item->setMapLayer(std::move(layer));
}

const CellMapLayer* BoardScene::mapLayer() const
{
    return m_item->mapLayer();
}

void BoardScene::setAnalysis(const engine::Analysis& analysis)
{
    m_overlay->setAnalysis(analysis);
}

void BoardScene::clearAnalysis()
{
    m_overlay->clearAnalysis();
}

void BoardScene::setMarksVisible(bool visible)
{
    m_overlay->setMarksVisible(visible);
}

void BoardScene::setHint(std::optional<engine::Move> hint)
{
    m_overlay->setHint(hint);
}

void BoardScene::setCursorCell(std::optional<engine::Cell> cell)
{
    m_overlay->setCursorCell(cell);
}

} // namespace gui
