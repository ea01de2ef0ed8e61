#include "gui/games/nim/NimRules.h"

#include "gui/looks/RulesPage.h"

#include <QCoreApplication>

namespace gui {

namespace {

// The page's texts keep the translation context of the look.
struct Words {
    Q_DECLARE_TR_FUNCTIONS(gui::NimLook)
};

} // namespace

RulesPage nimRulesPage()
{
    const engine::Board heaps
        = RulesPicture::boardFrom({"ooo..", "oooo.", "ooooo"}, 'o', engine::CellKind::Counter);
    const RulesPicture start(heaps, Words::tr("Heaps of 3, 4 and 5 counters: 3 ⊕ 4 ⊕ 5 = 011 ⊕ 100 ⊕ 101 = 010, "
                                              "that is 2, so the player to move wins."));
    const RulesPicture winningMove
        = RulesPicture(heaps, Words::tr("The winning move takes the second counter of the top heap and the one "
                                        "right of it: heaps of 1, 4 and 5 are left, and 1 ⊕ 4 ⊕ 5 = 0."))
              .after({engine::Move::at(engine::Cell{0, 1})});
    const RulesPicture analysis
        = RulesPicture(heaps, Words::tr("The analysis of the start: each heap is a part worth *3, *4 and *5, and a "
                                        "ring with a tick marks the one winning counter; a small cross marks every "
                                        "counter whose move loses."))
              .showing({RulesPicture::Overlay::Marks, RulesPicture::Overlay::Parts});
    RulesPage page{
        Words::tr("<p>The board holds heaps of counters, one heap per row; a row of k counters is a heap of k, "
                  "wherever in the row they stand.</p>"
                  "<p><b>A move</b> takes one counter and every counter to the right of it in its row: taking the "
                  "third counter of a heap leaves two. A move takes from one heap only, at least one counter.</p>"
                  "<p><b>Who wins:</b> the player who takes the last counter wins; the player who finds the table "
                  "empty loses.</p>"
                  "<p><b>Why the XOR decides:</b> write each heap in binary and add the heaps without carrying "
                  "(the XOR, ⊕). When the XOR is 0, every binary place holds an even number of ones, and any move "
                  "changes one heap, so some place becomes odd: the XOR is no longer 0. When it is not 0, take "
                  "from a heap that has a one in the XOR's highest place just enough to make every place even "
                  "again. So the player who leaves an XOR of 0 can keep doing it until the table is empty, and "
                  "wins (C. L. Bouton, 1901). Every impartial game is worth such a heap (Sprague and Grundy), which "
                  "is why this program shows Grundy values as *n, a heap of n.</p>"),
        Words::tr("In play mode, click a counter to take it and every counter right of it. In edit mode, paint "
                  "counters and empty cells; the heaps need not start at the left edge."),
        {start, winningMove, analysis},
    };
    // Its verdict flips under the misère rule (the last move loses).
    page.misereExample = RulesPicture(RulesPicture::boardFrom({"o..", "o..", "o.."}, 'o', engine::CellKind::Counter),
                                       Words::tr("Three heaps of one counter each."));
    return page;
}

} // namespace gui
