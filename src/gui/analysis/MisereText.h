#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

namespace gui {

// What the analysis panel says under the misère rule (the last move loses),
// the teaching view: which rule is in force, what normal play would say of the
// same position where it differs, and for a position made of parts why the
// XOR of their values no longer decides and, when every part is tame, what
// does. Each is empty where there is nothing to say (normal play, no parts).
class MisereText {
    Q_DECLARE_TR_FUNCTIONS(gui::MisereText)

public:
    // The panel's header under misère: "Misère play: whoever makes the last move loses".
    [[nodiscard]] static QString rule(const engine::Analysis& analysis);
    // The same header for a board of `rule` whose analysis is not shown (running, cancelled).
    [[nodiscard]] static QString rule(engine::PlayRule rule);
    // "Under normal play the player to move would lose (Grundy value *0)", only
    // where the normal verdict (Analysis::normalOutcome) differs from the misère one.
    [[nodiscard]] static QString normalVerdict(const engine::Analysis& analysis);
    // The line where normal play gives the Grundy value: that misère play has
    // none, or, without the remoteness, that the marks show win or loss only;
    // of a sum with per-board values, those values as normal play's.
    [[nodiscard]] static QString values(const engine::Analysis& analysis);
    // The decomposition's heading under misère, saying its equation is normal
    // play's: "3 independent parts, by their values under normal play:".
    [[nodiscard]] static QString partCount(const std::vector<engine::Part>& parts);
    // For two or more parts (or boards of a sum): why their values' XOR does
    // not decide under misère and, when every part's genus is tame
    // (Genus::isTameKind), the genera and the rule of misère nim that decides.
    [[nodiscard]] static QString parts(const engine::Analysis& analysis);
    // Whether every part has a genus of a tame kind (false without parts).
    [[nodiscard]] static bool allTame(const engine::Analysis& analysis);
};

} // namespace gui
