#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"
#include "engine/PlayRule.h"
#include "gui/files/UnknownFields.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace gui {

// What a board file holds.
struct BoardFileContents {
    QString gameId;                    // "chomp", ...
    engine::Board setup;               // the board as edited, before any move
    std::vector<engine::Move> moves;   // the moves played from the setup, in order
    // The game itself: set by reading; for writing needed only for a sum (an
    // engine::SumGame, gameId "sum"), whose boards it lays out. Null: findGame(gameId).
    const engine::Game* game = nullptr;
    // The rule the game is played by (Game ▸ Misère Play).
    engine::PlayRule rule = engine::PlayRule::Normal;
    // The fields of the file this version does not know (a newer version wrote
    // them): set by reading, written back as they were read.
    UnknownFields unknown;
};

// Reads and writes board files: JSON of the form
//   {"format": "grundygrid-board", "version": 1, "game": "chomp", "rows": R, "cols": C,
//    "cells": [{"row": r, "col": c, "kind": "poison"}, ...], "moves": [[r1, c1, r2, c2], ...]}
// where "cells" lists the marked (non-empty) cells of the setup and each move is the
// rectangle of its top-left and bottom-right corners; either list may be left out when
// empty. Fields this version does not know (of the file and of each board of a sum)
// are read into BoardFileContents::unknown and written back by toJson. A game played by the misère rule has
// "rule": "misere" (either version); without the field the rule is normal play, so
// files written before the rule existed open unchanged, and any other value is refused.
// A sum of boards (engine::SumGame) is
// version 2:
//   {"format": "grundygrid-board", "version": 2, "game": "sum",
//    "boards": [{"game": "chomp", "rows": R, "cols": C, "cells": [...]}, ...], "moves": [...]}
// one entry per board (1 to 8), left to right, and the moves on the combined board
// (engine::SumLayout: the boards side by side, top-aligned, one empty column apart).
// Messages name a board as the window, the engine and the command line do, counting
// from 0: "board 1" is the file's boards[1].
// A document of one game is written as version 1, so older versions still open it.
// Reading validates everything a file could get wrong: a document built from the
// result is one the window could have saved. A setup the editor holds before it can
// be played (a pawn board without its pawn, a rectangles group too large to solve, a
// sum holding such a board) opens as saved, with the moves the window let be played
// on it (each legal in turn, as PlaySession checks them); the analysis then says why
// it cannot be played. Cells of another game's kinds are refused.
class BoardFile {
    Q_DECLARE_TR_FUNCTIONS(gui::BoardFile)

public:
    // The newest version read; a board of one game is written as kPlainVersion.
    static constexpr int kFormatVersion = 2;
    static constexpr int kPlainVersion = 1;
    // The largest board file read. The largest board, a pawn board with 10^5
    // impassable cells far from the origin and the moves it allows, is written in
    // about 11 MB (measured by test_large_board_file); a larger file is refused
    // before any of it is read, so no file makes the window parse and hold
    // hundreds of megabytes.
    static constexpr qint64 kMaxFileBytes = qint64{16} * 1024 * 1024;

    [[nodiscard]] static QByteArray toJson(const BoardFileContents& contents);
    // A readable, translatable error message naming the problem, or the contents. Checks the format version, the
    // game id (engine::gameModules), the size and cells (Game::setupProblem) and that every move is legal in turn.
    [[nodiscard]] static std::variant<BoardFileContents, QString> fromJson(const QByteArray& json);
    // `bytesRead` (if given) receives the bytes read, also when they are no board.
    [[nodiscard]] static std::variant<BoardFileContents, QString> read(const QString& path,
                                                                       QByteArray* bytesRead = nullptr);
    // Writes atomically with QSaveFile. An error message (naming the file and the reason), or nothing on success;
    // `bytesWritten` (if given) receives the bytes the file now holds.
    [[nodiscard]] static std::optional<QString> write(const QString& path, const BoardFileContents& contents,
                                                      QByteArray* bytesWritten = nullptr);

private:
    // fromJson of the file's object, but for the "rule" field.
    [[nodiscard]] static std::variant<BoardFileContents, QString> fromRoot(const QJsonObject& root);
};

} // namespace gui
