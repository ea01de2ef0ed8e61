#pragma once

#include "engine/ContestCase.h"
#include "engine/GameText.h"
#include "engine/ParseError.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace engine {
class Game;
}

namespace gui {

// The two kinds of text File > Import reads (engine::GameText).
enum class TextKind { Contest, PositionQuery };

// A text read in the format of one game: its cases (a contest text) or its
// setup and moves (a position query), or where that game's reader stopped.
struct TextReading {
    const engine::Game* game = nullptr;
    std::vector<engine::ContestCase> cases;
    std::optional<engine::PositionQuery> query;
    std::optional<engine::ParseError> error;

    [[nodiscard]] bool accepted() const { return !error.has_value(); }
};

// `text` read as a text of `game` (which has a GameText).
[[nodiscard]] TextReading readTextAs(TextKind kind, const std::string& text, const engine::Game& game);

// Which game a text is in, when the file type does not say: the one game whose
// reader accepts it; of several, the one the file name names ("volcano-3.txt",
// "cases.chomp"); else `ambiguous` holds them all to ask. When no reader accepts
// it, `best` is the reading of the game the file name names, or the one that
// read furthest, for its line and column.
struct GameDetection {
    std::optional<TextReading> found;
    std::vector<TextReading> ambiguous;
    std::optional<TextReading> best;
};
[[nodiscard]] GameDetection detectGame(TextKind kind, const std::string& text, const QString& fileName);

} // namespace gui
