#pragma once

namespace gui {

struct RulesPage;

// The rules page of Attractions (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage attractionsRulesPage();

} // namespace gui
