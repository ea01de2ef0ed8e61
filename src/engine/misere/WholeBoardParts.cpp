#include "engine/misere/WholeBoardParts.h"

#include "engine/Game.h"

#include <cstring>

namespace engine::misere {

namespace {

void appendNumber(std::string& key, std::int64_t value)
{
    char bytes[sizeof value];
    std::memcpy(bytes, &value, sizeof value);
    key.append(bytes, sizeof bytes);
}

} // namespace

WholeBoardParts::WholeBoardParts(const Game& game)
    : m_game(game)
{
}

std::string WholeBoardParts::keyOf(const Board& position)
{
    std::string key;
    appendNumber(key, position.rows());
    appendNumber(key, position.cols());
    for (const auto& [cell, kind] : position.markedCells()) {
        appendNumber(key, cell.row);
        appendNumber(key, cell.col);
        key.push_back(static_cast<char>(kind));
    }
    return key;
}

PartSet WholeBoardParts::partsOf(const Board& position, PartCatalog& catalog) const
{
    const std::string key = keyOf(position);
    {
        const std::lock_guard lock(m_mutex);
        m_boards.try_emplace(key, position);
    }
    return catalog.normalised(PartSet{catalog.intern(*this, key)});
}

std::vector<std::vector<std::string>> WholeBoardParts::options(const std::string& key) const
{
    Board position;
    {
        const std::lock_guard lock(m_mutex);
        position = m_boards.at(key);
    }
    if (!m_game.listsEveryMove(position))
        throw MovesUnlisted("the misère search needs every move of each position, and a position of this "
                            + std::string(m_game.id()) + " board has more than can be listed");
    std::vector<std::vector<std::string>> result;
    for (const Move& move : m_game.legalMoves(position)) {
        const Board child = m_game.play(position, move);
        std::string childKey = keyOf(child);
        {
            const std::lock_guard lock(m_mutex);
            m_boards.try_emplace(childKey, child);
        }
        result.push_back({std::move(childKey)});
    }
    return result;
}

} // namespace engine::misere
