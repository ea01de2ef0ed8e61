#pragma once

namespace gui {

struct RulesPage;

// The rules page of Rectangles (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage rectanglesRulesPage();

} // namespace gui
