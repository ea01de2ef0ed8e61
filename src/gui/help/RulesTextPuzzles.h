#pragma once

#include "gui/help/RulesText.h"

#include <QCoreApplication>

namespace gui {

// The legend page's section on Game ▸ Puzzles: what a puzzle is, the levels,
// "find all", the puzzle of the day and the solved count and streak.
class RulesTextPuzzles {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesTextPuzzles)

public:
    [[nodiscard]] static RulesSection section();
};

} // namespace gui
