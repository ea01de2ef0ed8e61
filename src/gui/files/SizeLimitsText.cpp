#include "gui/files/SizeLimitsText.h"

#include "gui/looks/GameLooks.h"

#include "engine/Game.h"

#include <QStringList>

namespace gui {

namespace {

QString rangeText(engine::Coord min, engine::Coord max)
{
    return min == max ? QString::number(min) : SizeLimitsText::tr("%1 to %2").arg(min).arg(max);
}

} // namespace

QString SizeLimitsText::limits(const engine::Game& game)
{
    const engine::SizeLimits limits = game.sizeLimits();
    if (limits.winLossSquareSide > 0)
        return winLossLimits(limits);
    QStringList parts{tr("%1 rows and %2 columns")
                          .arg(rangeText(limits.minRows, limits.maxRows), rangeText(limits.minCols, limits.maxCols))};
    if (limits.maxCells > 0)
        parts.append(tr("at most %1 cells").arg(limits.maxCells));
    if (limits.largestSquareSide > 0)
        parts.append(tr("no more positions than a %1 x %1 board").arg(limits.largestSquareSide));
    QString text = parts.takeFirst();
    while (!parts.isEmpty()) {
        const QString part = parts.takeFirst();
        text = parts.isEmpty() ? tr("%1 and %2", "the last of the size limits").arg(text, part)
                               : tr("%1, %2", "a size limit before the last").arg(text, part);
    }
    return text;
}

QString SizeLimitsText::winLossLimits(const engine::SizeLimits& limits)
{
    const engine::Coord side = limits.winLossSquareSide;
    const QString text = tr("%1 rows and %2 columns")
                             .arg(rangeText(limits.minRows, limits.maxRows), rangeText(limits.minCols, limits.maxCols));
    const bool readsWithVowel = side == 8 || side == 11 || side == 18 || (side >= 80 && side < 90);
    const QString bound = readsWithVowel
        //: The side is 8, 11, 18 or 80 to 89, read with a vowel in English ("an 18 x 18 board").
        ? tr("no more positions than an %1 x %1 board").arg(side)
        : tr("no more positions than a %1 x %1 board").arg(side);
    QStringList beyond;
    if (limits.maxCells > 0)
        beyond.append(tr("%1 cells").arg(limits.maxCells));
    if (limits.largestSquareSide > 0)
        beyond.append(tr("the positions of a %1 x %1 board").arg(limits.largestSquareSide));
    QString result = tr("%1 and %2", "the last of the size limits").arg(text, bound);
    if (beyond.isEmpty())
        return result;
    const QString full = beyond.size() == 1 ? beyond.first() : tr("%1 or %2", "the sizes beyond which a board is analysed by win or loss only").arg(beyond[0], beyond[1]);
    //: The window analyses a board beyond the full analysis's sizes by win or loss only (no Grundy values or remoteness).
    return tr("%1 (beyond %2, win or loss only)").arg(result, full);
}

QString SizeLimitsText::sentence(const engine::Game& game)
{
    return tr("Boards of %1 have %2.").arg(GameLooks::find(game).gameName(game), limits(game));
}

QString SizeLimitsText::winLossNote(const engine::Game& game)
{
    const engine::SizeLimits limits = game.sizeLimits();
    if (limits.winLossSquareSide == 0)
        return {};
    return tr("A board beyond the full analysis is analysed by win or loss only (no Grundy values or remoteness): "
              "its first analysis takes seconds to minutes (about two minutes and 1.2 GB of memory for %1 x %1), "
              "with progress, the time left and Cancel. The result is kept in the cache folder (Edit menu: Clear "
              "Chomp Cache), so the same board, or a smaller one inside it with the same poison, shows its marks "
              "at once.")
        .arg(limits.winLossSquareSide);
}

QString SizeLimitsText::sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols)
{
    if (game.takesSizeForWinLoss(rows, cols))
        return {};
    return tr("The board size %1 x %2 is out of range. %3").arg(rows).arg(cols).arg(sentence(game));
}

} // namespace gui
