#pragma once

#include "engine/GameText.h"
#include "engine/games/rectangles/RectanglesGame.h"

#include <array>
#include <vector>

namespace engine {

// The text formats of Rectangles (src/games/rectangles/RULES.md).
//
// Contest: the matrix, one row per line, entries 0/1 separated by blanks, at
// most 8 x 8, every row as long as the first -> "A" if the first player wins,
// else "B". Board text of a position query: "R C", then R lines of C entries.
// A move: "r1 c1 r2 c2", the top-left and bottom-right corners, inclusive.
// Matrices whose groups of ones the solver does not take
// (RectanglesGame::kMaxComponentCells) are refused at the group's first cell.
class RectanglesText final : public GameText {
public:
    RectanglesText();

    [[nodiscard]] std::vector<ContestCase> readContestCases(TextReader& reader) const override;
    [[nodiscard]] std::string contestText(const Board& setup) const override;
    [[nodiscard]] Board readBoard(TextReader& reader) const override;
    [[nodiscard]] Move readMove(TextReader& reader, const Board& position) const override;
    [[nodiscard]] std::vector<Coord> moveFields(const Move& move) const override;
    [[nodiscard]] std::string boardText(const Board& setup) const override;

private:
    // A matrix as read, with where each entry stood for errors about its cell.
    struct Matrix {
        std::vector<std::vector<bool>> rows;
        std::array<std::array<TextReader::Position, 8>, 8> where{};
    };
    // Reads the entries of the current line into `matrix` as its next row. With
    // `width` 0 the row sets the width (at most 8); otherwise it must have
    // `width` entries, a number taken from the board size or the first row.
    static void readRow(TextReader& reader, Matrix& matrix, std::size_t width, bool widthFromSize);
    // The setup of `matrix`, or a ParseError at the first cell of a group of
    // ones the solver does not take.
    [[nodiscard]] Board setupOf(const Matrix& matrix) const;
    // Reads the contest's matrix up to the end of the text.
    [[nodiscard]] Board readContestMatrix(TextReader& reader) const;
};

} // namespace engine
