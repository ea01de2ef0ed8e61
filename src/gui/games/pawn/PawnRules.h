#pragma once

namespace gui {

struct RulesPage;

// The rules page of Pawn (Help ▸ Rules): the rules, how to play them here, pictures.
[[nodiscard]] RulesPage pawnRulesPage();

} // namespace gui
