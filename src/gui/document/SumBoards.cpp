#include "gui/document/SumBoards.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"

#include <algorithm>

namespace gui {

SumBoards::SumBoards(const engine::Game& game, const DocumentState& state)
    : m_currentMove(state.currentMove)
{
    if (const engine::SumGame* sum = engine::asSumGame(game)) {
        const engine::SumLayout& layout = sum->layout();
        const std::vector<engine::Board> setups = layout.componentBoards(state.setup);
        for (std::size_t i = 0; i < layout.size(); ++i)
            m_boards.push_back(Entry{&layout.module(i), setups[i], layout.keptWindow(i)});
        for (const engine::Move& move : state.moves) {
            const std::optional<engine::SumMove> local = layout.toLocal(move);
            if (!local)
                break; // a move on no board is illegal: the document never keeps one
            m_moves.push_back(*local);
        }
    } else {
        const engine::GameModule* module = engine::findGameModule(game.id());
        if (module == nullptr)
            throw engine::InvalidArgument("the game " + std::string(game.id()) + " is not registered");
        m_boards.push_back(Entry{module, state.setup});
        for (const engine::Move& move : state.moves)
            m_moves.push_back(engine::SumMove{0, move});
    }
    m_currentMove = std::clamp(m_currentMove, 0, static_cast<int>(m_moves.size()));
}

void SumBoards::insert(std::size_t index, Entry entry)
{
    index = std::min(index, m_boards.size());
    m_boards.insert(m_boards.begin() + static_cast<std::ptrdiff_t>(index), std::move(entry));
    for (engine::SumMove& move : m_moves)
        if (move.board >= index)
            ++move.board;
}

void SumBoards::remove(std::size_t index)
{
    if (index >= m_boards.size())
        return;
    m_boards.erase(m_boards.begin() + static_cast<std::ptrdiff_t>(index));
    std::vector<engine::SumMove> kept;
    int current = 0;
    for (std::size_t i = 0; i < m_moves.size(); ++i) {
        engine::SumMove move = m_moves[i];
        if (move.board == index)
            continue;
        if (move.board > index)
            --move.board;
        kept.push_back(move);
        if (static_cast<int>(i) < m_currentMove)
            ++current;
    }
    m_moves = std::move(kept);
    m_currentMove = current;
}

void SumBoards::move(std::size_t from, std::size_t to)
{
    if (from >= m_boards.size() || to >= m_boards.size() || from == to)
        return;
    Entry entry = std::move(m_boards[from]);
    m_boards.erase(m_boards.begin() + static_cast<std::ptrdiff_t>(from));
    m_boards.insert(m_boards.begin() + static_cast<std::ptrdiff_t>(to), std::move(entry));
    // Each index's new place: the boards between from and to shift by one towards from.
    const auto placed = [from, to](std::size_t board) {
        if (board == from)
            return to;
        if (from < to && board > from && board <= to)
            return board - 1;
        if (to < from && board >= to && board < from)
            return board + 1;
        return board;
    };
    for (engine::SumMove& move : m_moves)
        move.board = placed(move.board);
}

std::variant<SumBoards::Composed, std::string> SumBoards::compose() const
{
    if (m_boards.size() == 1) {
        DocumentState state{m_boards.front().setup, {}, m_currentMove};
        for (const engine::SumMove& move : m_moves)
            state.moves.push_back(move.move);
        return Composed{&m_boards.front().module->game, std::move(state)};
    }
    std::vector<engine::SumComponent> components;
    std::vector<engine::Board> setups;
    for (const Entry& entry : m_boards) {
        components.push_back(engine::SumComponent{entry.module, entry.setup, entry.setup, entry.window});
        setups.push_back(entry.setup);
    }
    if (std::optional<std::string> problem = engine::SumLayout::sumBoardsProblem(components))
        return *problem;
    try {
        const engine::SumGame& sum = engine::sumGameOf(engine::SumLayout::of(components));
        DocumentState state{sum.layout().combinedBoard(setups), {}, m_currentMove};
        for (const engine::SumMove& move : m_moves)
            state.moves.push_back(sum.layout().toCombined(move));
        return Composed{&sum, std::move(state)};
    } catch (const engine::InvalidArgument& error) {
        return std::string(error.what()); // a move outside a board's shown window
    }
}

} // namespace gui
