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

QString SizeLimitsText::sentence(const engine::Game& game)
{
    return tr("Boards of %1 have %2.").arg(GameLooks::find(game).gameName(game), limits(game));
}

QString SizeLimitsText::sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols)
{
    if (game.takesSize(rows, cols))
        return {};
    return tr("The board size %1 x %2 is out of range. %3").arg(rows).arg(cols).arg(sentence(game));
}

} // namespace gui
