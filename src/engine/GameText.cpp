#include "engine/GameText.h"

namespace engine {

std::string GameText::formatMove(const Move& move) const
{
    std::string line;
    for (const Coord field : moveFields(move)) {
        if (!line.empty())
            line += ' ';
        line += std::to_string(field);
    }
    return line;
}

} // namespace engine
