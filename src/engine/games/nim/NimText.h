#pragma once

#include "engine/GameText.h"
#include "engine/games/nim/NimGame.h"

#include <cstdint>
#include <vector>

namespace engine {

// The text formats of Nim (src/games/nim/RULES.md).
//
// A board is written in one of two ways:
// - heaps: a line "H" (1 <= H <= 16) and a line of H heap sizes (0 to 32).
//   Heap i is row i, its counters in columns 0 on, and the board has as many
//   columns as the largest heap (at least 1: nim::boardOfHeaps);
// - a grid, for counters anywhere: a line "R C" (1 <= R <= 16, 1 <= C <= 32)
//   and R lines of C characters, 'o' a counter and '.' an empty cell.
// The first line tells them apart (one number or two). boardText writes heaps
// when the board is nim::isHeapBoard, else the grid, so every setup has a text.
//
// Contest: "T" (1 <= T <= kMaxCases), then T boards -> "First" if the first
// player wins, else "Second", one line per case. Board text of a position
// query: one board. A move: "r c", the counter at (r, c), which with it takes
// every counter right of it (heap r keeps c counters when written as heaps).
class NimText final : public GameText {
public:
    static constexpr std::int64_t kMaxCases = 1000;

    NimText();

    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    // "1" and the board text.
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;

private:
    // The grid's characters.
    static constexpr char kCounter = 'o';
    static constexpr char kEmpty = '.';

    // The line of `count` heap sizes after "H".
    [[nodiscard]] static std::vector<int> readHeapSizes(TextReader& reader, std::int64_t count);
    // The R lines of the grid after "R C".
    static void readGridRows(TextReader& reader, Board& board);
};

} // namespace engine
