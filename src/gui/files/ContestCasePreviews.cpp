#include "gui/files/ContestCasePreviews.h"

#include "gui/looks/BoardGeometry.h"
#include "gui/looks/GameLooks.h"

#include "engine/Game.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <map>

namespace gui {

namespace {

using KindCounts = std::map<engine::CellKind, qint64>;

// The marked cells of each kind of a case's setup, from its base's counts (shared by its cases) and its extra cells.
KindCounts countsOf(const engine::ContestCase& contestCase, const KindCounts& baseCounts)
{
    KindCounts counts = baseCounts;
    for (const auto& [cell, kind] : contestCase.extraCells) {
        const engine::CellKind before = contestCase.base->cellAt(cell);
        if (before == kind)
            continue;
        --counts[before];
        ++counts[kind];
    }
    return counts;
}

} // namespace

QList<ContestTextPrompts::CaseChoice> ContestCasePreviews::of(const engine::Game& game,
                                                               const std::vector<engine::ContestCase>& cases)
{
    const GameLook& look = GameLooks::find(game);
    const std::vector<engine::CellKind> kinds = game.paletteKinds();
    std::map<const engine::Board*, KindCounts> baseCounts; // cases often share one base (pawn's starts)
    QList<ContestTextPrompts::CaseChoice> choices;
    choices.reserve(static_cast<qsizetype>(cases.size()));
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const engine::ContestCase& contestCase = cases[i];
        auto [known, added] = baseCounts.try_emplace(contestCase.base.get());
        if (added)
            for (const engine::CellKind kind : kinds)
                known->second[kind] = static_cast<qint64>(contestCase.base->countOf(kind));
        const KindCounts counts = countsOf(contestCase, known->second);
        QStringList shown;
        for (const engine::CellKind kind : kinds)
            if (const auto count = counts.find(kind); count != counts.end() && count->second > 0)
                shown.append(tr("%1: %2", "a cell kind and how many cells of the case hold it")
                                 .arg(look.kindName(kind))
                                 .arg(count->second));
        ContestTextPrompts::CaseChoice choice;
        choice.label = tr("Case %1: %2").arg(i + 1).arg(QString::fromStdString(contestCase.label));
        if (!shown.isEmpty())
            choice.label = tr("%1 · %2", "a case and the counts of its cells")
                               .arg(choice.label, shown.join(QStringLiteral(", ")));
        const engine::Board& base = *contestCase.base; // its size is the case's: no copy of a large one
        if (cases.size() <= kMaxPictureCases && std::max(base.rows(), base.cols()) <= kPictureSide)
            choice.picture = picture(game, contestCase.setup());
        choices.append(choice);
    }
    return choices;
}

QImage ContestCasePreviews::picture(const engine::Game& game, const engine::Board& board)
{
    const engine::Coord side = std::max(board.rows(), board.cols());
    if (side <= 0 || side > kPictureSide)
        return {};
    const int cellPixels = static_cast<int>(kPictureSide / side);
    const GameLook& look = GameLooks::find(game);
    QImage image(static_cast<int>(board.cols()) * cellPixels, static_cast<int>(board.rows()) * cellPixels,
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(look.backgroundColor());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal scale = cellPixels / BoardGeometry::kCellSize;
    painter.scale(scale, scale);
    const qreal size = BoardGeometry::kCellSize;
    for (engine::Coord row = 0; row < board.rows(); ++row)
        for (engine::Coord col = 0; col < board.cols(); ++col) {
            const QRectF rect(static_cast<qreal>(col) * size, static_cast<qreal>(row) * size, size, size);
            look.paintCellAt(painter, rect, board, engine::Cell{row, col}, scale);
        }
    return image;
}

} // namespace gui
