#pragma once

#include "engine/Error.h"
#include "engine/misere/PartSplitter.h"

#include <mutex>
#include <string>
#include <unordered_map>

namespace engine {
class Game;
}

namespace engine::misere {

// A position whose moves the game cannot all list (Game::listsEveryMove) met
// by a search over whole positions: its verdict is out of the search's reach.
class MovesUnlisted : public Error {
public:
    using Error::Error;
};

// A game's position as one part, its key the board's cells (size and every
// marked cell with its kind), its options the game's own legal moves and play.
// The misère search of any game through its rules alone: every game's
// fallback, and how a board that does not split takes part in a sum. A
// position whose moves the game does not all list throws MovesUnlisted (a
// search over a window of the moves would guess).
class WholeBoardParts final : public PartSplitter, public PartFamily {
public:
    // `game` must outlive this (the games are static).
    explicit WholeBoardParts(const Game& game);

    [[nodiscard]] PartSet partsOf(const Board& position, PartCatalog& catalog) const override;
    [[nodiscard]] std::vector<std::vector<std::string>> options(const std::string& key) const override;

    // The key of a position: equal boards, equal keys.
    [[nodiscard]] static std::string keyOf(const Board& position);

private:
    const Game& m_game;
    mutable std::mutex m_mutex;
    mutable std::unordered_map<std::string, Board> m_boards; // every position named so far, by key
};

} // namespace engine::misere
