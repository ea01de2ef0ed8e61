#pragma once

namespace gui {

struct RulesPage;

// The rules page of Poisoned Chomp (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage chompRulesPage();

} // namespace gui
