#include "gui/games/sum/SumLook.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/sums/SumGame.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>

#include <algorithm>
#include <map>
#include <memory>

namespace gui {

namespace {

// Counting from 0, as the engine's messages (an unknown sum's reason, a setup's
// problem) and the command line's sum queries count them.
QString boardLabel(std::size_t board)
{
    return QCoreApplication::translate("gui::SumLook", "board %1").arg(board);
}

// Every look of a sum's boards, in board order.
std::vector<const GameLook*> boardLooks(const engine::SumLayout& layout)
{
    std::vector<const GameLook*> looks;
    for (std::size_t i = 0; i < layout.size(); ++i)
        looks.push_back(&GameLooks::find(layout.game(i).id()));
    return looks;
}

LookTraits sumTraits(const std::vector<const GameLook*>& looks)
{
    LookTraits traits;
    traits.name = QT_TRANSLATE_NOOP("gui::SumLook", "Sum");
    traits.playPrompt = QT_TRANSLATE_NOOP("gui::SumLook",
                                          "Play mode: play on any board; the player without a move on every board loses.");
    for (const GameLook* look : looks) {
        traits.animatesMoves = traits.animatesMoves || look->animatesMoves();
        // Somewhere: on its rectangles boards only (playsRectanglesAt).
        traits.playsRectangles = traits.playsRectangles || look->playsRectangles();
    }
    // Zoomed far out (a far pawn's board), a kind is drawn as large as its board's look draws it.
    for (std::size_t k = 0; k < engine::kCellKindCount; ++k) {
        const auto kind = static_cast<engine::CellKind>(k);
        qreal largest = GameLook::kMinimumCellPixels;
        for (const GameLook* look : looks)
            largest = std::max(largest, look->minimumCellPixels(kind));
        if (largest > GameLook::kMinimumCellPixels)
            traits.minimumCellPixels.emplace_back(kind, largest);
    }
    return traits;
}

class SumLook final : public GameLook {
    Q_DECLARE_TR_FUNCTIONS(gui::SumLook)

public:
    explicit SumLook(const engine::SumGame& game)
        : SumLook(game.layout(), boardLooks(game.layout()))
    {
    }

    void paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const override
    {
        // Without a cell there is no board to ask: the first board's look.
        m_looks.front()->paintCell(painter, rect, kind, detail);
    }

    void paintCellAt(QPainter& painter, const QRectF& rect, const engine::Board& board, engine::Cell cell,
                     qreal detail) const override
    {
        const std::optional<std::size_t> at = m_layout.boardAt(cell);
        if (!at) {
            painter.fillRect(rect, backgroundColor()); // between or below the boards
            return;
        }
        // The combined board and cell: between the boards lies an Empty column, as
        // beyond a board's edge, so a look reading neighbours reads nothing across.
        m_looks[*at]->paintCellAt(painter, rect, board, cell, detail);
    }

    void paintFreeCells(QPainter& painter, const BoardGeometry& geometry, const CellRange& range) const override
    {
        painter.fillRect(geometry.rangeRect(range), backgroundColor()); // between and below the boards
        for (std::size_t i = 0; i < m_layout.size(); ++i) {
            const engine::Move& area = m_layout.area(i);
            const CellRange part{std::max(range.rowBegin, area.topLeft.row),
                                 std::min(range.rowEnd, area.bottomRight.row + 1),
                                 std::max(range.colBegin, area.topLeft.col),
                                 std::min(range.colEnd, area.bottomRight.col + 1)};
            if (!part.isEmpty())
                m_looks[i]->paintFreeCells(painter, geometry, part);
        }
    }

    void paintOverBoard(QPainter& painter, const BoardGeometry& geometry, const engine::Board&,
                        qreal detail) const override
    {
        painter.save();
        const qreal m = BoardGeometry::kMargin;
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(m * 0.5));
        painter.setFont(font);
        // The names replace the column labels, which count the combined board's columns.
        const QRectF board = geometry.boardRect();
        painter.fillRect(QRectF(board.left(), board.top() - m, board.width(), m), backgroundColor());
        for (std::size_t i = 0; i < m_layout.size(); ++i) {
            const engine::Move& area = m_layout.area(i);
            const QRectF box = geometry.cellRect(area.topLeft).united(geometry.cellRect(area.bottomRight));
            if (detail * m >= 8.0) {
                // Beside the room of the board's value (AnalysisOverlay), shortened to fit a narrow board.
                const QRectF nameBox = geometry.boardNameRect(area);
                const QString name = tr("%1: %2").arg(boardLabel(i), m_looks[i]->gameName(m_layout.game(i)));
                painter.setPen(labelColor());
                painter.drawText(nameBox, Qt::AlignCenter | Qt::TextSingleLine,
                                 QFontMetricsF(font).elidedText(name, Qt::ElideRight, nameBox.width()));
            }
            painter.setPen(QPen(labelColor(), 0.08 * BoardGeometry::kCellSize));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box);
        }
        painter.restore();
    }

    void paintMoveAnimation(QPainter& painter, const MoveAnimationFrame& frame) const override
    {
        if (const std::optional<std::size_t> at = m_layout.boardAt(frame.move.topLeft))
            m_looks[*at]->paintMoveAnimation(painter, frame);
    }

    [[nodiscard]] std::vector<BoardPart> boardParts(engine::Coord, engine::Coord) const override
    {
        std::vector<BoardPart> parts;
        for (std::size_t i = 0; i < m_layout.size(); ++i)
            parts.push_back(BoardPart{m_layout.area(i), tr("%1: %2").arg(boardLabel(i), m_looks[i]->gameName(m_layout.game(i))),
                                      m_looks[i]->rowLabel(), m_looks[i]->columnLabel()});
        return parts;
    }

    [[nodiscard]] std::optional<engine::Board> setupWithNumber(const engine::Board& setup, engine::Cell cell,
                                                               int number) const override
    {
        const std::optional<std::pair<std::size_t, engine::Cell>> local = m_layout.toLocal(cell);
        if (!local)
            return std::nullopt;
        std::vector<engine::Board> boards = m_layout.componentBoards(setup);
        std::optional<engine::Board> board = m_looks[local->first]->setupWithNumber(boards[local->first], local->second,
                                                                                   number);
        if (!board)
            return std::nullopt;
        boards[local->first] = std::move(*board);
        return m_layout.combinedBoard(boards);
    }

    [[nodiscard]] bool playsRectanglesAt(engine::Cell cell) const override
    {
        const std::optional<std::size_t> at = m_layout.boardAt(cell);
        return at && m_looks[*at]->playsRectangles();
    }

    [[nodiscard]] QString moveName(const engine::Move& move) const override
    {
        const std::optional<engine::SumMove> local = m_layout.toLocal(move);
        if (!local)
            return GameLook::moveName(move);
        return tr("%1: %2").arg(boardLabel(local->board), m_looks[local->board]->moveName(local->move));
    }

    [[nodiscard]] QString describeMove(const engine::Board& position, const engine::Move& move) const override
    {
        const std::optional<engine::SumMove> local = m_layout.toLocal(move);
        if (!local)
            return GameLook::moveName(move);
        const GameLook& look = *m_looks[local->board];
        // Cutting a board out costs its size (a far pawn's 2048 x 2048 window), once per move named.
        if (!look.describesMovesByPosition())
            return tr("%1: %2").arg(boardLabel(local->board), look.moveName(local->move));
        return tr("%1: %2").arg(boardLabel(local->board),
                                look.describeMove(m_layout.componentBoard(position, local->board), local->move));
    }

    [[nodiscard]] bool describesMovesByPosition() const override
    {
        return std::any_of(m_looks.begin(), m_looks.end(),
                           [](const GameLook* look) { return look->describesMovesByPosition(); });
    }

    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, engine::Cell cell) const override
    {
        const std::optional<std::pair<std::size_t, engine::Cell>> local = m_layout.toLocal(cell);
        if (!local)
            return tr("(%1, %2) lies on no board of the sum").arg(cell.row).arg(cell.col);
        const auto [board, localCell] = *local;
        return tr("%1: %2").arg(boardLabel(board), m_looks[board]->illegalMoveReason(
                                                       m_layout.componentBoard(position, board), localCell));
    }

    [[nodiscard]] QString illegalMoveReason(const engine::Board& position, const engine::Move& move) const override
    {
        const std::optional<engine::SumMove> local = m_layout.toLocal(move);
        if (!local)
            return illegalMoveReason(position, move.topLeft);
        return tr("%1: %2").arg(boardLabel(local->board),
                                m_looks[local->board]->illegalMoveReason(
                                    m_layout.componentBoard(position, local->board), local->move));
    }

    [[nodiscard]] QString kindName(engine::CellKind kind) const override
    {
        for (const GameLook* look : m_looks)
            if (look->namesKind(kind))
                return look->kindName(kind);
        return GameLook::kindName(kind);
    }

    [[nodiscard]] bool namesKind(engine::CellKind kind) const override
    {
        for (const GameLook* look : m_looks)
            if (look->namesKind(kind))
                return true;
        return false;
    }

private:
    SumLook(const engine::SumLayout& layout, std::vector<const GameLook*> looks)
        : GameLook(&SumLook::tr, sumTraits(looks))
        , m_layout(layout)
        , m_looks(std::move(looks))
    {
    }

    engine::SumLayout m_layout;
    std::vector<const GameLook*> m_looks;
};

} // namespace

const GameLook& sumLookOf(const engine::SumGame& game)
{
    // SumGames live for the program's life, one per layout, so their looks may too.
    static std::map<const engine::SumGame*, std::unique_ptr<const SumLook>> looks;
    std::unique_ptr<const SumLook>& look = looks[&game];
    if (!look)
        look = std::make_unique<const SumLook>(game);
    return *look;
}

} // namespace gui
