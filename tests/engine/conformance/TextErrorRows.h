#pragma once

// The conformance suite's reader errors: for every game, texts its GameText must
// refuse with a ParseError of exactly this message at this line and column.
// Every game gives at least the rows requiredTextErrors() names.

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

// Adds the rows of one game and one reading: row(name, text, line, column, message).
struct RowAdder {
    std::vector<TextErrorRow>& rows;
    std::string gameId;
    Reading reading;

    void operator()(const char* name, const char* text, int line, int column, const char* message) const
    {
        rows.push_back({gameId, reading, name, text, line, column, message, {}, {}});
    }
};

// Adds the move rows of one game on one position: moveRow(name, text, column, message),
// every move text on line 1.
struct MoveRowAdder {
    std::vector<TextErrorRow>& rows;
    std::string gameId;
    std::string board;
    std::string played;

    void operator()(const char* name, const char* text, int column, const char* message) const
    {
        rows.push_back({gameId, Reading::Move, name, text, 1, column, message, board, played});
    }
};

// Every game's rows, by reading.
[[nodiscard]] std::vector<TextErrorRow> contestTextErrors();
[[nodiscard]] std::vector<TextErrorRow> boardTextErrors();
[[nodiscard]] std::vector<TextErrorRow> moveLineErrors();

// The rows every game must give: (reading, row name).
[[nodiscard]] std::vector<std::pair<Reading, std::string>> requiredTextErrors();

} // namespace conformance
