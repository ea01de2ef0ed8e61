// libFuzzer target: the JSON board file (gui::BoardFile::fromJson). A file either
// reads into a setup with legal moves that writes and reads back the same, or
// gives a non-empty message. A setup the game cannot play yet (a pawn board
// without its pawn: the editor holds and saves such boards, and Play mode plays
// the moves it has) reads back with only the game's own cell kinds and legal moves,
// and any fields this version does not know are written back.
#include "FuzzCheck.h"

#include "engine/Game.h"
#include "engine/GameModules.h"
#include "gui/files/BoardFile.h"

#include <QByteArray>

#include <algorithm>
#include <vector>

#include <cstddef>
#include <cstdint>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto result = gui::BoardFile::fromJson(json);
    if (const QString* error = std::get_if<QString>(&result)) {
        fuzz::check(!error->isEmpty(), "an empty error message");
        return 0;
    }
    const gui::BoardFileContents& contents = std::get<gui::BoardFileContents>(result);
    // A sum (version 2) is no registered game: its SumGame comes with the contents.
    const engine::Game* game = contents.game;
    fuzz::check(game != nullptr && contents.gameId.toStdString() == game->id(),
                "a board file read without its game");
    if (game->setupProblem(contents.setup)) {
        const std::vector<engine::CellKind>& kinds = game->paletteKinds();
        for (const auto& [cell, kind] : contents.setup.markedCells())
            fuzz::check(std::find(kinds.begin(), kinds.end(), kind) != kinds.end(),
                        "a board file read with a cell of another game's kind");
    }
    engine::Board position = contents.setup;
    for (const engine::Move& move : contents.moves) {
        fuzz::check(game->isLegal(position, move), "a board file read with an illegal move");
        position = game->play(position, move);
    }
    const auto again = gui::BoardFile::fromJson(gui::BoardFile::toJson(contents));
    const auto* reread = std::get_if<gui::BoardFileContents>(&again);
    fuzz::check(reread != nullptr, "a board file written from read contents does not read back");
    fuzz::check(reread->gameId == contents.gameId && reread->setup == contents.setup
                    && reread->moves == contents.moves && reread->game == contents.game
                    && reread->rule == contents.rule && reread->unknown.file == contents.unknown.file,
                "a board file does not read back to the same contents");
    return 0;
}
