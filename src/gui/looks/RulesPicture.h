#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"
#include "engine/PlayRule.h"

#include <QString>

#include <initializer_list>
#include <string_view>
#include <vector>

namespace gui {

// One picture of the rules pages: a tiny setup, the moves played on it before
// the picture is taken, what the analysis overlay shows, and its caption. Every
// board is tiny (a few dozen cells), so its analysis takes well under a
// millisecond and may run on the GUI thread.
struct RulesPicture {
    engine::Board setup;
    std::vector<engine::Move> moves; // legal moves played from the setup, in order
    bool marks = false;              // the analysis' winning and losing marks
    bool grundyValues = false;       // the Grundy value on each move cell (MoveMarks)
    bool decomposition = false;      // the outlines of the independent parts
    bool winLossMap = false;         // the pawn game's map of winning and losing cells
    bool shading = false;            // the marks shaded by remoteness (AnalysisOverlay::setRemotenessShading)
    // The cells shown of a windowed board (the pawn game): rows and columns from 0.
    engine::Coord windowRows = 0;
    engine::Coord windowCols = 0;
    // The rule the analysis follows (Game::solverFor): the misère section shows a
    // position under both.
    engine::PlayRule rule = engine::PlayRule::Normal;
    QString caption;

    // What an overlay of the picture shows.
    enum class Overlay { Marks, GrundyValues, Parts, WinLossMap, Shading };

    RulesPicture(engine::Board setup, QString caption);
    // The same picture after `played`, with overlays, or of a window of the
    // board: how an example states what it shows.
    [[nodiscard]] RulesPicture after(std::vector<engine::Move> played) const;
    [[nodiscard]] RulesPicture showing(std::initializer_list<Overlay> overlays) const;
    [[nodiscard]] RulesPicture inWindow(engine::Coord rows, engine::Coord cols) const;
    [[nodiscard]] RulesPicture underRule(engine::PlayRule played) const;

    // The position shown: the setup after `moves` (each must be legal).
    [[nodiscard]] engine::Board position(const engine::Game& game) const;

    // A board drawn as text: `marked` characters become `kind`, every other one the background.
    [[nodiscard]] static engine::Board boardFrom(std::initializer_list<std::string_view> rows, char marked,
                                                 engine::CellKind kind);
};

} // namespace gui
