#pragma once

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/Move.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gui {

// One picture of the rules pages: a tiny setup, the moves played on it before
// the picture is taken, what the analysis overlay shows, and its caption.
struct RulesPicture {
    engine::Board setup;
    std::vector<engine::Move> moves; // legal moves played from the setup, in order
    bool marks = false;              // the analysis' winning and losing marks
    bool grundyValues = false;       // the Grundy value each single-cell move leaves
    bool decomposition = false;      // the outlines of the independent parts
    bool winLossMap = false;         // the pawn game's map of winning and losing cells
    // The cells shown of a windowed board (the pawn game): rows and columns from 0.
    engine::Coord windowRows = 0;
    engine::Coord windowCols = 0;
    QString caption;

    // The position shown: the setup after `moves` (each must be legal).
    [[nodiscard]] engine::Board position(const engine::Game& game) const;
};

// The small example boards the rules dialog shows for each game, and those of
// the legend. Every board is tiny (a few dozen cells), so its analysis takes
// well under a millisecond and may run on the GUI thread.
class RulesExamples {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesExamples)

public:
    // Two or three pictures for the game `game` (by its engine id); none for an unknown game.
    [[nodiscard]] static std::vector<RulesPicture> forGame(const engine::Game& game);
    // A board with the Grundy value of every move written on its cells.
    [[nodiscard]] static RulesPicture grundyValues();
    // A board split into independent parts, outlined and labelled with their values.
    [[nodiscard]] static RulesPicture decomposition();
};

} // namespace gui
