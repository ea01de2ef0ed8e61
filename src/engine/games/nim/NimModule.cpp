#include "engine/games/nim/NimModule.h"

#include "engine/games/nim/NimBenchmark.h"
#include "engine/games/nim/NimGame.h"
#include "engine/games/nim/NimText.h"

namespace engine {

namespace {

// A puzzle level (PuzzleLevel): `heaps` rows of `width` counters with `gaps`
// straight runs of empty cells cut into them (a row of k counters is a heap of
// k wherever they stand), each run as long as half a row at most. Every level
// asks for one winning move: the winning moves of a nim position are its heaps
// with a one in the highest place of the XOR, always an odd number of them, so
// a request for two could never be met (and one for three only by some boards).
constexpr PuzzleLevel level(Coord heaps, Coord width, MeasureRange gaps, MeasureRange remoteness,
                            MeasureRange counters, MeasureRange parts)
{
    return {heaps, width, heaps, width, gaps, static_cast<int>(width / 2 + 1), remoteness, counters, parts, 1};
}

constexpr std::int64_t kAny = MeasureRange::kUnbounded;
// Harder puzzles have more and larger heaps and a longer way to the win. Per
// level: heaps, width, gaps, remoteness, counters (legal moves), non-empty heaps (parts).
constexpr PuzzleRecipe kPuzzles{CellKind::Counter, CellKind::Empty, {{
    level(3, 5, {1, 3}, {1, 3}, {3, 12}, {2, 3}),
    level(4, 7, {2, 4}, {3, 7}, {6, 24}, {2, 4}),
    level(5, 9, {3, 5}, {7, kAny}, {12, kAny}, {3, kAny}),
}}};

} // namespace

const GameModule& nimModule()
{
    return moduleOf<NimGame, NimText>(
        {CellKind::Counter, std::nullopt, nullptr,
         [](Board& board, std::mt19937_64& random) { paintRandomCell(board, CellKind::Counter, random); }},
        kPuzzles, nimBenchmark());
}

} // namespace engine
