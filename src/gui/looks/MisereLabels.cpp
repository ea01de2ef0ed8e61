#include "gui/looks/MisereLabels.h"

#include "gui/looks/DecompositionText.h"

namespace gui {

namespace {

QString genusText(const engine::misere::Genus& genus)
{
    return QString::fromStdString(genus.text());
}

bool inside(const engine::Move& part, const engine::Move& board)
{
    return part.topLeft.row >= board.topLeft.row && part.topLeft.col >= board.topLeft.col
        && part.bottomRight.row <= board.bottomRight.row && part.bottomRight.col <= board.bottomRight.col;
}

// The genus of `board` where it is one part whose genus is known.
const engine::misere::Genus* boardGenus(const engine::Analysis& analysis, const engine::BoardSummary& board)
{
    const engine::Part* only = nullptr;
    for (const engine::Part& part : analysis.parts)
        if (inside(part.bounds, board.bounds)) {
            if (only != nullptr)
                return nullptr;
            only = &part;
        }
    return only != nullptr && only->genus ? &*only->genus : nullptr;
}

} // namespace

QString MisereLabels::partLabel(const engine::Part& part)
{
    return part.genus ? genusText(*part.genus) : kNoValue;
}

QString MisereLabels::partTip(const engine::Part& part)
{
    if (part.genus)
        //: %1 is a genus such as 1^031.
        return tr("Misère play: this part's genus is %1, its value under normal play followed by its misère "
                  "values alone and beside heaps of 2. The parts' values do not add up by XOR under misère.")
            .arg(genusText(*part.genus));
    //: %1 is a Grundy value such as *3.
    return tr("Misère play has no Grundy value: this part's genus was not computed, and its value under normal "
              "play, %1, does not decide misère play.")
        .arg(DecompositionText::nimber(part.grundy));
}

QString MisereLabels::boardLabel(const engine::Analysis& analysis, const engine::BoardSummary& board)
{
    const engine::misere::Genus* genus = boardGenus(analysis, board);
    return genus != nullptr ? genusText(*genus) : kNoValue;
}

QString MisereLabels::boardTip(const engine::Analysis& analysis, const engine::BoardSummary& board)
{
    if (const engine::misere::Genus* genus = boardGenus(analysis, board))
        //: %1 is a genus such as 1^031.
        return tr("Misère play: this board's genus is %1, its value under normal play followed by its misère "
                  "values alone and beside heaps of 2. The boards' values do not add up by XOR under misère.")
            .arg(genusText(*genus));
    if (board.grundy)
        //: %1 is a Grundy value such as *3.
        return tr("Misère play has no Grundy value: this board's value under normal play, %1, does not decide "
                  "misère play.")
            .arg(DecompositionText::nimber(*board.grundy));
    return tr("Misère play has no Grundy value: the verdicts come from a search of the positions.");
}

} // namespace gui
