#pragma once

#include "gui/looks/RulesPicture.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gui {

// The examples of the legend page (Help ▸ Rules, "Marks and analysis"), which a
// game's page may offer; the first game in menu order that offers one shows it.
enum class LegendExample {
    GrundyValues, // a board with its moves' Grundy values; its game and setup also draw the value history chart
    Shading, // marks shaded by remoteness, winning moves of different remoteness
    Decomposition, // a board of independent parts, outlined and labelled
};

// A game's page of Help ▸ Rules, translated, as its look states it; the help
// dialog lays it out (RulesPages) under the headings every page shares.
struct RulesPage {
    // What the board holds, what a move is, who wins (rich text).
    QString rules;
    // How to play it in GrundyGrid with the mouse and keyboard (one paragraph's text).
    QString howToPlay;
    // Two or three tiny example boards with captions.
    std::vector<RulesPicture> pictures;
    // The legend's examples this game offers.
    std::map<LegendExample, RulesPicture> legendPictures;
    // A tiny position whose verdict flips under the misère rule (the last move
    // loses), shown under both rules in the page's misère section
    // (test_rules_misere checks through the solvers that it flips).
    std::optional<RulesPicture> misereExample;
};

} // namespace gui
