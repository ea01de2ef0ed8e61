#pragma once

#include "engine/Board.h"
#include "engine/sums/SumAnalysis.h"

#include <cstddef>
#include <list>
#include <memory>
#include <mutex>

namespace engine {

class Game;

// The analyses of single boards of sums, each kept by its game, its setup and
// its position (and whether it was asked for the outcomes only), so a move on
// one board of a sum does not analyse the others again: their positions did
// not change, their analyses are looked up here. Bounded: past `capacity`
// entries the one used least recently goes (each is one board's Analysis, a
// verdict per listed move). Thread-safe: the boards of a sum are analysed on
// several threads at once (analyseSum).
class SumBoardCache {
public:
    // Positions of a game of a few boards and their undos, with room to spare.
    static constexpr std::size_t kDefaultCapacity = 256;

    explicit SumBoardCache(std::size_t capacity = kDefaultCapacity);
    SumBoardCache(const SumBoardCache&) = delete;
    SumBoardCache& operator=(const SumBoardCache&) = delete;

    // The kept analysis of `position` of `setup` of `game`, or null.
    [[nodiscard]] std::shared_ptr<const SumBoardAnalysis> find(const Game& game, const Board& setup,
                                                               const Board& position, bool outcomesOnly) const;
    // Keeps `analysis` (replacing an older one of the same key).
    void keep(const Game& game, const Board& setup, const Board& position, bool outcomesOnly,
              std::shared_ptr<const SumBoardAnalysis> analysis);
    [[nodiscard]] std::size_t size() const;

private:
    struct Entry {
        const Game* game;
        Board setup;
        Board position;
        bool outcomesOnly;
        std::shared_ptr<const SumBoardAnalysis> analysis;
    };

    const std::size_t m_capacity;
    mutable std::mutex m_mutex; // guards m_entries
    // Most recently used first; a lookup moves its entry to the front.
    mutable std::list<Entry> m_entries;
};

} // namespace engine
