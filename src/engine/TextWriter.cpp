#include "engine/TextWriter.h"

namespace engine::text {

void appendLine(std::string& text, std::initializer_list<Coord> numbers)
{
    bool first = true;
    for (const Coord number : numbers) {
        if (!first)
            text += ' ';
        text += std::to_string(number);
        first = false;
    }
    text += '\n';
}

std::string gridRows(const Board& board, CellKind kind, char marked, char other, std::string_view separator)
{
    std::string rows;
    rows.reserve(static_cast<std::size_t>(board.rows() * (board.cols() * (1 + separator.size()) + 1)));
    for (Coord r = 0; r < board.rows(); ++r) {
        for (Coord c = 0; c < board.cols(); ++c) {
            if (c > 0)
                rows += separator;
            rows += board.cellAt({r, c}) == kind ? marked : other;
        }
        rows += '\n';
    }
    return rows;
}

} // namespace engine::text
