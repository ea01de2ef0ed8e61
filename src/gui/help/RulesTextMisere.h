#pragma once

#include "gui/help/RulesText.h"

#include "engine/Nimbers.h"
#include "engine/PlayRule.h"

#include <QCoreApplication>

namespace gui {

// Every game page's section on misère play (Game ▸ Misère Play): what changes
// (the last move loses, a position without moves is a win), why the XOR of
// the parts' values no longer decides a sum, what genus and tame mean; the
// page adds its game's example under both rules and the game's limit
// (MisereLimitsText).
class RulesTextMisere {
    Q_DECLARE_TR_FUNCTIONS(gui::RulesTextMisere)

public:
    [[nodiscard]] static RulesSection section();
    // The verdict under an example of the section: "Normal play: the player to move wins."
    [[nodiscard]] static QString verdict(engine::PlayRule rule, engine::Outcome outcome);
};

} // namespace gui
