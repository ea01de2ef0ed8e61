#pragma once

#include "engine/GameText.h"

#include <cstdint>

namespace engine {

// The text formats of a game whose contest is a count T (1 <= T <= kMaxCases)
// on a line of its own followed by T cases, each a board as a position query
// writes it: "R C", then R lines of C characters, one for the cells of a kind
// and one for every other cell (attractions' 'X' spots and '.' plain cells,
// volcano's '#' walls and '^' open ground). A game reads the grid itself, in
// its own words (readBoard), and answers each case (caseAnswer).
class CountedGridsText : public GameText {
public:
    static constexpr std::int64_t kMaxCases = 1000;

    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const final;
    // "1" and the board text.
    [[nodiscard]] std::string contestText(const Board& setup) const final;
    [[nodiscard]] std::string boardText(const Board& setup) const final;

protected:
    // How a grid writes its cells: `marked` for the cells of `kind`, `other` for the rest.
    struct GridCharacters {
        CellKind kind;
        char marked;
        char other;
    };

    CountedGridsText(const Game& game, Traits traits, GridCharacters characters);

private:
    GridCharacters m_characters;
};

} // namespace engine
