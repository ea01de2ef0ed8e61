#pragma once

#include "gui/base/PlayChoices.h"

#include "engine/Analysis.h"
#include "engine/Move.h"

#include <QRandomGenerator>

#include <optional>

namespace gui {

// The one place where the computer's strength turns an analysis into a move.
// Its random choices are among all legal moves, also when the analysis lists
// only a window of them (Analysis::moveAreas: a pawn far from the origin);
// every winning move is listed. Unknown remoteness counts as "far" throughout.
//  - Perfect: the winning move with the smallest remoteness (the fastest win);
//    from a loss, the move with the largest remoteness (the slowest loss).
//    Ties go to the first move in the analysis' order, so it is deterministic;
//    from a loss where no remoteness is known, the solver's stalling move
//    (Analysis::stallingMove) when it names one.
//  - Strong: any winning move, uniformly at random (it always wins a won game,
//    but not always the fastest way); from a loss, uniformly one of the moves
//    whose remoteness is within kStrongSlack of the slowest loss.
//  - Casual: from a won position, with probability kCasualSkill the strong
//    choice, otherwise (and always from a lost position) any legal move
//    uniformly at random.
//  - Random: any legal move, uniformly at random.
// A windowed list's unlisted moves all lose with unknown remoteness, so they
// join Strong's (and so Casual's) candidates exactly when every listed move does.
// The random generator is owned and can be seeded, so tests are reproducible.
class MoveChooser {
public:
    static constexpr double kCasualSkill = 0.5;
    static constexpr int kStrongSlack = 2;

    explicit MoveChooser(Strength strength = Strength::Perfect);
    MoveChooser(Strength strength, quint32 seed);

    void setStrength(Strength strength) { m_strength = strength; }
    [[nodiscard]] Strength strength() const { return m_strength; }
    void seed(quint32 seed) { m_random.seed(seed); }

    // The move at this strength; nothing when the analysis lists no move.
    [[nodiscard]] std::optional<engine::Move> choose(const engine::Analysis& analysis);

    // The perfect choice (deterministic, needs no generator).
    [[nodiscard]] static std::optional<engine::Move> perfect(const engine::Analysis& analysis);

private:
    [[nodiscard]] std::optional<engine::Move> strong(const engine::Analysis& analysis);
    [[nodiscard]] std::optional<engine::Move> uniform(const engine::Analysis& analysis);

    Strength m_strength;
    QRandomGenerator m_random;
};

} // namespace gui
