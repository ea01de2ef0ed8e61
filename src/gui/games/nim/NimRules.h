#pragma once

namespace gui {

struct RulesPage;

// The rules page of Nim (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage nimRulesPage();

} // namespace gui
