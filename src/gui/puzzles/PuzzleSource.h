#pragma once

#include "engine/Game.h"
#include "engine/GameModule.h"
#include "engine/SolveContext.h"
#include "engine/puzzles/PuzzleGenerator.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gui {

// A puzzle as the window shows it: one game on one board. A sum puzzle is its
// SumGame (engine::sumGameOf) on the combined board, so the document, the
// analysis, the answer cover and the worksheet take it as any other game.
struct BoardPuzzle {
    const engine::Game* game = nullptr;
    engine::Puzzle puzzle; // setup, moves and position on `game`'s board
};

// What puzzles are asked of, by the id the puzzle fields hold: one game's
// module, or sums of boards of different games (kSumId, as `grundygrid-cli
// puzzle sum`). The same source, request and nothing else give the same puzzle
// as the CLI: engine::generatePuzzle, or engine::generateSumPuzzle laid out by
// engine::SumLayout::of.
class PuzzleSource {
    Q_DECLARE_TR_FUNCTIONS(gui::PuzzleSource)

public:
    // The id of sum puzzles in the fields, the settings and the score ("sum", the CLI's).
    static constexpr const char* kSumId = "sum";

    // The source of `id`: a game the window shows, or kSumId; nothing otherwise.
    [[nodiscard]] static std::optional<PuzzleSource> of(const QString& id);

    [[nodiscard]] bool isSum() const { return m_module == nullptr; }
    [[nodiscard]] QString id() const;
    // The game's name, or "Sums" (the fields' and the score's word).
    [[nodiscard]] QString name() const;
    // The most winning moves a puzzle of `level` may be asked to have.
    [[nodiscard]] int maxWinningMoves(int level) const;
    // Why puzzles of `level` cannot be asked for under `rule`, in the user's
    // language, or nothing: under misère, a level whose board is beyond the
    // game's misère promise (engine::misereLevelProblem; a sum's,
    // engine::misereSumLevelProblem) is refused up front, before any search.
    [[nodiscard]] std::optional<QString> refusal(int level, engine::PlayRule rule) const;

    // Generates the puzzle (a worker's work: it searches) under `request.rule`.
    // Throws what the engine's generators throw.
    [[nodiscard]] BoardPuzzle generate(const engine::PuzzleRequest& request,
                                       const engine::SolveContext& context) const;

private:
    explicit PuzzleSource(const engine::GameModule* module)
        : m_module(module)
    {
    }

    const engine::GameModule* m_module; // null: sums
};

} // namespace gui
