#pragma once

#include "gui/looks/RulesPicture.h"

#include "engine/Game.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gui {

// The small example boards the rules dialog shows: each game's (from its look,
// games/<id>/) and those of the legend.
class RulesExamples {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesExamples)

public:
    // Two or three pictures for `game`; none for a game without a look of its own.
    [[nodiscard]] static std::vector<RulesPicture> forGame(const engine::Game& game);
    // A board with the Grundy value of every move written on its cells.
    [[nodiscard]] static RulesPicture grundyValues();
    // A board whose marks are shaded by remoteness, with winning moves of different remoteness.
    [[nodiscard]] static RulesPicture shading();
    // A board split into independent parts, outlined and labelled with their values.
    [[nodiscard]] static RulesPicture decomposition();
};

} // namespace gui
