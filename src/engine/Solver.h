#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/SolveContext.h"

#include <cstdint>
#include <optional>

namespace engine {

// A solver belongs to one setup (the board before any move) and keeps its tables
// for the lifetime of that setup, so analysing the positions of a game played
// from it is a look-up after the first analysis.
//
// A solver may be used from any thread; implementations serialise concurrent
// calls. The positions passed in must be reachable from the setup.
class Solver {
public:
    virtual ~Solver() = default;

    // Builds whatever tables the solver needs; nothing to do when already built.
    // Throws Stopped when stopped through `context`; a later call resumes or restarts.
    virtual void prepare(const SolveContext& context) = 0;

    // Analyses `position`. Throws Stopped when stopped through `context`.
    [[nodiscard]] virtual Analysis analyse(const Board& position, const SolveContext& context) = 0;

    // Whether analyse() may leave out Grundy values that it includes once
    // prepare() has run: the verdict, remoteness and winning moves do not wait
    // for them (chomp up to 12 x 12). A caller that shows Grundy values calls
    // prepare() after the first analysis and analyses again.
    [[nodiscard]] virtual bool defersGrundyValues() const { return false; }

    // The bytes the solver holds when a stopped prepare() or analyse() keeps its
    // work and the next call resumes it (chomp), so a front end may keep the
    // solver of a position it leaves, within a memory bound; none when a
    // stopped call starts over. Read from any thread; never waits for a call.
    [[nodiscard]] virtual std::optional<std::uint64_t> resumableBytes() const { return std::nullopt; }
};

} // namespace engine
