#pragma once

#include "engine/Board.h"
#include "engine/Cell.h"
#include "engine/Move.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace engine {
class Game;
}

namespace gui {

struct BoardFileContents;

// The fields of a board file (BoardFile), each read with the message of its
// first problem or written.
namespace boardfile {

// The "format" field's value, and the name of the rule's field.
inline const QString kFormatTag = QStringLiteral("grundygrid-board");
inline const QString kRuleField = QStringLiteral("rule");

// A place in a text, both counted from 1.
struct TextPosition {
    int line = 1;
    int column = 1;
};
// The line and column of a byte offset, for parse error messages.
[[nodiscard]] TextPosition positionOf(const QByteArray& text, int offset);

// A whole-number field of an object, or the message saying what is wrong with it.
[[nodiscard]] std::variant<engine::Coord, QString> wholeNumberField(const QJsonObject& object, const QString& key);
// Fills `board` from the "cells" list; the message of the first bad entry, or nothing.
[[nodiscard]] std::optional<QString> readCells(const QJsonValue& value, engine::Board& board);
// The numbers a move is written as: two for one cell, four for a rectangle.
[[nodiscard]] QJsonArray numbersOf(const engine::Move& move);
// Reads the "moves" list and replays it from the setup; the message of the first bad or
// illegal move, or nothing.
[[nodiscard]] std::optional<QString> readMoves(const QJsonValue& value, const engine::Game& game,
                                               const engine::Board& setup, std::vector<engine::Move>& moves);
// The "game", "rows", "cols" and "cells" fields of one game's board.
void insertBoard(QJsonObject& object, std::string_view gameId, const engine::Board& board);
// Whether `setup` holds a kind that `game`'s palette lacks (a damaged file, not a board being edited).
[[nodiscard]] bool holdsForeignKind(const engine::Board& setup, const engine::Game& game);
// The rest of a version-2 file of a sum: its boards, laid out, and its moves.
[[nodiscard]] std::variant<BoardFileContents, QString> readSum(const QJsonObject& root);

} // namespace boardfile
} // namespace gui
