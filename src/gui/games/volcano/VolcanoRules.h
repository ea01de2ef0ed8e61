#pragma once

namespace gui {

struct RulesPage;

// The rules page of Volcano (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage volcanoRulesPage();

} // namespace gui
