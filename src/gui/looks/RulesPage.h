#pragma once

#include "gui/looks/RulesPicture.h"

#include <QString>

#include <vector>

namespace gui {

// A game's page of Help ▸ Rules, translated, as its look states it; the help
// dialog lays it out (RulesPages) under the headings every page shares.
struct RulesPage {
    // What the board holds, what a move is, who wins (rich text).
    QString rules;
    // How to play it in GrundyGrid with the mouse and keyboard (one paragraph's text).
    QString howToPlay;
    // Two or three tiny example boards with captions.
    std::vector<RulesPicture> pictures;
};

} // namespace gui
