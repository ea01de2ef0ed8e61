#include "engine/games/chomp/ChompQuickAnswer.h"

#include <algorithm>

namespace engine {

ChompQuickAnswer::ChompQuickAnswer(Heights floor, bool transposed)
    : m_floor(std::move(floor))
    , m_transposed(transposed)
{
}

bool ChompQuickAnswer::answersEveryPosition() const
{
    return std::all_of(m_floor.begin(), m_floor.end(), [](int height) { return height == 0; });
}

bool ChompQuickAnswer::biteEndsFrom(const Heights& heights) const
{
    std::size_t first = 0;
    while (first < heights.size() && heights[first] == m_floor[first])
        ++first;
    if (first == heights.size())
        return false; // the floor itself: no bite
    // Columns left of `first` are at the floor already, so the bite is in column `first`,
    // and only a bite at the floor's height there leaves it at the floor.
    const int row = m_floor[first];
    for (std::size_t c = first; c < heights.size(); ++c)
        if (std::min(heights[c], row) != m_floor[c])
            return false;
    return true;
}

std::optional<Analysis> ChompQuickAnswer::analyse(const Heights& heights) const
{
    Analysis analysis;
    analysis.rule = PlayRule::Normal;
    bool wins = false;
    Heights child = heights;
    for (std::size_t col = 0; col < heights.size(); ++col)
        for (int r = m_floor[col]; r < heights[col]; ++r) {
            for (std::size_t c = col; c < heights.size(); ++c)
                child[c] = std::min(heights[c], r);
            const bool ends = child == m_floor;
            if (!ends && !biteEndsFrom(child))
                return std::nullopt; // the bite leaves a position that needs a search
            const auto column = static_cast<Coord>(col);
            const Cell bite = m_transposed ? Cell{column, r} : Cell{r, column};
            analysis.moves.push_back(
                MoveVerdict{Move::at(bite), ends ? Outcome::Loss : Outcome::Win, std::nullopt, ends ? 0 : 1});
            wins = wins || ends;
            std::copy(heights.begin() + static_cast<std::ptrdiff_t>(col), heights.end(),
                      child.begin() + static_cast<std::ptrdiff_t>(col));
        }
    analysis.outcome = wins ? Outcome::Win : Outcome::Loss;
    // A win ends the game at once; a loss lasts one bite more (none: the game is over).
    analysis.remoteness = wins ? 1 : analysis.moves.empty() ? 0 : 2;
    std::sort(analysis.moves.begin(), analysis.moves.end(),
              [](const MoveVerdict& a, const MoveVerdict& b) { return a.move < b.move; });
    return analysis;
}

} // namespace engine
