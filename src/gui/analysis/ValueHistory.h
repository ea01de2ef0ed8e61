#pragma once

#include "engine/Analysis.h"
#include "engine/Move.h"

#include <optional>
#include <string>
#include <vector>

namespace gui {

// The value of every position of a game: position i is the setup after the first
// i moves, for i in 0..moves.size(). A position is known once its analysis is
// recorded; that analysis also gives the verdict of the move played from it. A
// move throws away a win when the position it was played from was a win for its
// player and the position it leaves is a win for the opponent.
class ValueHistory {
public:
    struct Point {
        bool known = false;
        engine::Outcome outcome = engine::Outcome::Loss; // for the player to move
        std::optional<engine::Nimber> grundy;
        std::optional<int> remoteness;
        // The outcome, for the opponent, of the position the move played from here leaves.
        std::optional<engine::Outcome> playedResult;
        // Why the verdict of this analysed position is not known (a sum with a
        // board of unknown value: Analysis::unknownReason); then `outcome` is a
        // placeholder, it has no value on any scale and `playedResult` is empty.
        std::optional<std::string> unknownReason;

        [[nodiscard]] bool verdictKnown() const { return known && !unknownReason; }
    };
    // What the chart plots on its y axis.
    enum class Scale { Grundy, Remoteness, Outcome };

    // Adopts the line of play `moves`. Positions reached by the same moves as
    // before and left by the same move keep their values; the others are unknown.
    void setLine(const std::vector<engine::Move>& moves);
    // Forgets everything (a new setup).
    void clear();
    // Records the analysis of `position`; false when the position is out of range.
    bool record(int position, const engine::Analysis& analysis);

    [[nodiscard]] const std::vector<engine::Move>& moves() const { return m_moves; }
    [[nodiscard]] int positionCount() const { return static_cast<int>(m_points.size()); }
    [[nodiscard]] const Point& point(int position) const { return m_points[position]; }
    [[nodiscard]] bool isComplete() const;
    // The unknown positions, in order.
    [[nodiscard]] std::vector<int> unknownPositions() const;
    // True when move `move` (1-based: the move leading to position `move`) threw
    // away a win; never from a position whose verdict is not known.
    [[nodiscard]] bool threwAwayWin(int move) const;
    // The 1-based numbers of the moves that threw away a win, in order.
    [[nodiscard]] std::vector<int> mistakes() const;
    // Grundy values when every position of known verdict has one, else remoteness
    // when every such position has one, else just the outcomes.
    [[nodiscard]] Scale scale() const;
    // The value of a position of known verdict on `scale` (outcome: 1 win, 0 loss).
    [[nodiscard]] std::optional<int> value(int position, Scale scale) const;

private:
    std::vector<engine::Move> m_moves;
    std::vector<Point> m_points; // m_moves.size() + 1, unless cleared
};

} // namespace gui
