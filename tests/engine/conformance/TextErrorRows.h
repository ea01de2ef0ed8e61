#pragma once

// The conformance suite's reader errors: for every game, texts its GameText must
// refuse with a ParseError of exactly this message at this line and column.
// They are data, one file a game: text-errors/<game id>.json holds the game's
// "contest" and "board" rows, [name, text, line, column, message], and its
// "move" positions, each a board text, the move lines played on it and its
// rows [name, move text, column, message] (the move is line 1). Every game
// gives at least the rows requiredTextErrors() names.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace conformance {

// What reads the text: GameText::contestAnswer, readBoard or readMove.
enum class Reading { Contest, Board, Move };

[[nodiscard]] std::string_view readingName(Reading reading);

struct TextErrorRow {
    std::string gameId;
    Reading reading = Reading::Contest;
    std::string name;
    std::string text;
    int line = 1;
    int column = 1;
    std::string message; // what follows "line L, column C: "
    // Move rows: the position is this board text after these move lines.
    std::string board;
    std::string played;
};

// The rows of `gameId` (empty without a file).
[[nodiscard]] std::vector<TextErrorRow> textErrorsOf(std::string_view gameId);

// The rows every game must give: (reading, row name).
[[nodiscard]] std::vector<std::pair<Reading, std::string>> requiredTextErrors();

} // namespace conformance
