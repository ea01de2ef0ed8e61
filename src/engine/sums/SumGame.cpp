#include "engine/sums/SumGame.h"

#include "engine/Error.h"
#include "engine/sums/SumGameSolver.h"

#include <algorithm>
#include <mutex>

namespace engine {

namespace {

// Every kind of the boards' palettes, each once, in the boards' order.
std::vector<CellKind> paletteOf(const SumLayout& layout)
{
    std::vector<CellKind> kinds;
    for (std::size_t i = 0; i < layout.size(); ++i)
        for (CellKind kind : layout.game(i).paletteKinds())
            if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
                kinds.push_back(kind);
    return kinds;
}

// Each board its game's example where the layout takes it whole, else its empty board.
Board exampleOf(const SumLayout& layout)
{
    std::vector<Board> boards;
    for (std::size_t i = 0; i < layout.size(); ++i) {
        const SumLayout::Slot& slot = layout.slot(i);
        const Board& example = layout.game(i).exampleBoard();
        const bool fits = example.rows() == slot.rows && example.cols() == slot.cols
            && example.markedCellsIn(0, slot.shownRows, 0, slot.shownCols).size() == example.markedCount();
        boards.push_back(fits ? example : Board(slot.rows, slot.cols));
    }
    return layout.combinedBoard(boards);
}

GameInfo infoOf(const SumLayout& layout)
{
    return GameInfo{.id = "sum",
                    .displayName = "Sum",
                    .withArticle = "a sum",
                    .paletteKinds = paletteOf(layout),
                    .setupKindsText = "the kinds of its boards' games",
                    .sizeLimits = {layout.rows(), layout.rows(), layout.cols(), layout.cols()},
                    .exampleBoard = exampleOf(layout)};
}

} // namespace

SumGame::SumGame(SumLayout layout)
    : Game(infoOf(layout))
    , m_layout(std::move(layout))
{
}

std::optional<std::string> SumGame::setupProblem(const Board& setup) const
{
    if (setup.rows() != m_layout.rows() || setup.cols() != m_layout.cols())
        return "a board of this sum is " + std::to_string(m_layout.rows()) + " x " + std::to_string(m_layout.cols())
            + " cells, not " + std::to_string(setup.rows()) + " x " + std::to_string(setup.cols());
    for (const auto& [cell, kind] : setup.markedCells())
        if (!m_layout.boardAt(cell))
            return "cell " + cellText(cell) + " of a sum lies between its boards and must be empty";
    for (std::size_t i = 0; i < m_layout.size(); ++i)
        if (auto problem = m_layout.game(i).setupProblem(m_layout.componentBoard(setup, i)))
            return m_layout.boardName(i) + ": " + *problem;
    return std::nullopt;
}

std::vector<Move> SumGame::legalMoves(const Board& position) const
{
    std::vector<Move> moves;
    for (std::size_t i = 0; i < m_layout.size(); ++i)
        for (const Move& move : m_layout.game(i).legalMoves(m_layout.componentBoard(position, i)))
            moves.push_back(m_layout.toCombined(SumMove{i, move}));
    return moves;
}

bool SumGame::isLegal(const Board& position, const Move& move) const
{
    const std::optional<SumMove> local = m_layout.toLocal(move);
    return local && m_layout.game(local->board).isLegal(m_layout.componentBoard(position, local->board), local->move);
}

Board SumGame::play(const Board& position, const Move& move) const
{
    const std::optional<SumMove> local = m_layout.toLocal(move);
    if (!local)
        throw InvalidArgument("the move from " + cellText(move.topLeft) + " to " + cellText(move.bottomRight)
                              + " lies on no one board of the sum");
    const Board before = m_layout.componentBoard(position, local->board);
    const Board after = m_layout.game(local->board).play(before, local->move);
    Board result = position;
    for (const Cell& cell : Board::differingCells(before, after))
        result.setCell(m_layout.toCombined(local->board, cell), after.cellAt(cell));
    return result;
}

bool SumGame::paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const
{
    // Each board's cells of the stroke, in stroke order, painted by its own game.
    std::vector<std::vector<Cell>> local(m_layout.size());
    for (const Cell& cell : cells)
        if (const auto at = m_layout.toLocal(cell)) {
            const std::vector<CellKind>& kinds = m_layout.game(at->first).paletteKinds();
            if (kind == CellKind::Empty || std::find(kinds.begin(), kinds.end(), kind) != kinds.end())
                local[at->first].push_back(at->second);
        }
    bool changed = false;
    for (std::size_t i = 0; i < m_layout.size(); ++i) {
        if (local[i].empty())
            continue;
        const Board before = m_layout.componentBoard(setup, i);
        Board after = before;
        if (!m_layout.game(i).paintCells(after, local[i], kind))
            continue;
        for (const Cell& cell : Board::differingCells(before, after))
            setup.setCell(m_layout.toCombined(i, cell), after.cellAt(cell));
        changed = true;
    }
    return changed;
}

std::optional<std::string> SumGame::paintProblem(const Board& setup, Cell cell, CellKind kind) const
{
    if (kind == CellKind::Empty)
        return std::nullopt; // erasing a cell off the boards leaves it as it must be
    const auto at = m_layout.toLocal(cell);
    if (!at)
        return "cell " + cellText(cell) + " of a sum lies between its boards and must be empty";
    const Game& game = m_layout.game(at->first);
    const std::vector<CellKind>& kinds = game.paletteKinds();
    if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end())
        return std::nullopt;
    // The board painted as a board of no rules would be: its game's own words for it.
    Board painted = m_layout.componentBoard(setup, at->first);
    painted.setCell(at->second, kind);
    const std::optional<std::string> problem = game.setupProblem(painted);
    return m_layout.boardName(at->first) + ": " + problem.value_or("its game has no such cell kind");
}

std::unique_ptr<Solver> SumGame::createSolver(const Board& setup) const
{
    return std::make_unique<SumGameSolver>(m_layout, setup);
}

std::unique_ptr<Solver> SumGame::createMisereSolver(const Board& setup) const
{
    return std::make_unique<SumGameSolver>(m_layout, setup, PlayRule::Misere);
}

GameSum SumGame::sumOf(const Board& setup, const Board& position) const
{
    return GameSum(m_layout.components(setup, position));
}

Board SumGame::combinedOf(const GameSum& sum) const
{
    std::vector<Board> positions;
    for (const SumComponent& board : sum.boards())
        positions.push_back(board.position);
    return m_layout.combinedBoard(positions);
}

Analysis SumGame::combinedAnalysis(const GameSum& sum, const SumAnalysis& analysis) const
{
    return engine::combinedAnalysis(m_layout, sum, analysis);
}

const SumGame& sumGameOf(const SumLayout& layout)
{
    static std::mutex mutex;
    // Never destroyed, so a game stays valid even in other statics' destructors.
    static auto* const games = new std::vector<std::unique_ptr<const SumGame>>;
    const std::lock_guard lock(mutex);
    for (const auto& game : *games)
        if (game->layout() == layout)
            return *game;
    games->push_back(std::make_unique<const SumGame>(layout));
    return *games->back();
}

const SumGame* asSumGame(const Game& game)
{
    return dynamic_cast<const SumGame*>(&game);
}

} // namespace engine
