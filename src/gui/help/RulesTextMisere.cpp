#include "gui/help/RulesTextMisere.h"

namespace gui {

RulesSection RulesTextMisere::section()
{
    return {tr("Misère play"),
            tr("<p>Under the <b>misère</b> rule (Game ▸ Misère Play) the moves stay the same, but the player who "
               "makes the last move <b>loses</b>. A position without moves is therefore a win for the player to "
               "move: the opponent made the last move. The winning moves can be entirely different, and so can "
               "the verdict of a position, as in the example below, where the marks follow each rule.</p>"
               "<p>Under normal play a position made of independent parts is decided by the XOR of the parts' "
               "Grundy values. Under misère play it is not: what counts is which part is played out last, so two "
               "parts of the same value can behave differently in a sum, and the program searches the positions "
               "made of the parts instead. Conway's <b>genus</b> of a part records its value together with how it "
               "behaves at the end of a misère game; parts whose genus is that of a nim heap are <b>tame</b>, and "
               "a sum of tame parts is decided without a search, like misère nim: by the XOR, except that when "
               "every heap is of size 0 or 1 the player to move wins exactly when the XOR is 0.</p>")};
}

QString RulesTextMisere::verdict(engine::PlayRule rule, engine::Outcome outcome)
{
    const bool wins = outcome == engine::Outcome::Win;
    if (rule == engine::PlayRule::Misere)
        return wins ? tr("Misère play: the player to move wins.") : tr("Misère play: the player to move loses.");
    return wins ? tr("Normal play: the player to move wins.") : tr("Normal play: the player to move loses.");
}

} // namespace gui
