#include "gui/export/WorksheetPdf.h"

#include "gui/board/BoardGeometry.h"
#include "gui/help/RulesPictures.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/RulesPicture.h"

#include "engine/Game.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace gui {

namespace {

constexpr int kResolution = 300;    // dots per inch of the PDF's painter
constexpr qreal kMarginMm = 15.0;
constexpr qreal kImageRatio = 3.0; // device pixels per logical pixel of a diagram
constexpr engine::Coord kMaxWindow = 40;

// A windowed board (the pawn game's plane) shows the cells from (0, 0) to one past its marked cells.
RulesPicture diagramOf(const engine::Board& position)
{
    RulesPicture picture(position, QString());
    if (position.rows() <= BoardGeometry::kWindowLimit && position.cols() <= BoardGeometry::kWindowLimit)
        return picture;
    engine::Coord rows = 1;
    engine::Coord cols = 1;
    for (const auto& [cell, kind] : position.markedCells()) {
        rows = std::max(rows, cell.row + 2);
        cols = std::max(cols, cell.col + 2);
    }
    const engine::Coord side = std::min(std::max(rows, cols), kMaxWindow);
    return picture.inWindow(side, side);
}

// A font of `points` size, bold or not.
QFont fontOf(const QPainter& painter, qreal points, bool bold)
{
    QFont font = painter.font();
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Draws `text` at the top of `area` (word-wrapped) and returns the area below it.
QRectF drawTextAbove(QPainter& painter, const QRectF& area, const QString& text, const QFont& font)
{
    painter.setFont(font);
    const QRectF used = painter.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    painter.drawText(used, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    return area.adjusted(0, used.height(), 0, 0);
}

} // namespace

int WorksheetPdf::pageCount(int count, int perPage)
{
    return (count + perPage - 1) / perPage + 1;
}

void WorksheetPdf::paintPuzzle(QPainter& painter, const QRectF& area, const engine::Game& game, int number,
                               const WorksheetPuzzle& puzzle)
{
    const GameLook& look = GameLooks::find(game.id());
    const qreal gap = painter.fontMetrics().height() * 0.5;
    QRectF rest = drawTextAbove(painter, area,
                                tr("Puzzle %1 — find the winning move; you are to move.").arg(number),
                                fontOf(painter, 12, true));
    rest.adjust(0, gap, 0, -gap);
    const QImage image = RulesPictures::render(game, diagramOf(puzzle.puzzle.position), kImageRatio);
    if (image.isNull() || rest.height() <= 0)
        return;
    const QSizeF fitted = image.deviceIndependentSize().scaled(rest.size(), Qt::KeepAspectRatio);
    const QRectF target(rest.left() + (rest.width() - fitted.width()) / 2, rest.top(), fitted.width(),
                        fitted.height());
    painter.drawImage(target, image);
    painter.setPen(QPen(look.labelColor(), 2));
    painter.drawRect(target);
    painter.setPen(Qt::black);
}

void WorksheetPdf::paintAnswers(QPainter& painter, const QRectF& area, const GameLook& look,
                                const std::vector<WorksheetPuzzle>& puzzles)
{
    QRectF rest = drawTextAbove(painter, area, tr("Answers"), fontOf(painter, 14, true));
    const QFont font = fontOf(painter, 11, false);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        QStringList names;
        for (const engine::Move& move : puzzles[i].winningMoves)
            names.append(look.moveName(move));
        //: An answer of a worksheet: the puzzle's number and its winning moves.
        rest = drawTextAbove(painter, rest, tr("Puzzle %1: %2").arg(i + 1).arg(names.join(QStringLiteral(", "))),
                             font);
    }
}

QByteArray WorksheetPdf::write(const engine::Game& game, const WorksheetOptions& options,
                               const std::vector<WorksheetPuzzle>& puzzles)
{
    const GameLook& look = GameLooks::find(game.id());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
    writer.setResolution(kResolution);
    writer.setCreator(QStringLiteral("GrundyGrid"));
    //: The title of a worksheet: its game, level and the seed of its first puzzle.
    const QString title = tr("%1 worksheet — level %2, seed %3").arg(look.gameName(game)).arg(options.level).arg(options.seed);
    writer.setTitle(title);

    QPainter painter(&writer);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    const QRectF page(QPointF(0, 0), QSizeF(writer.pageLayout().paintRectPixels(kResolution).size()));
    const int pages = pageCount(static_cast<int>(puzzles.size()), options.perPage);
    const int columns = options.perPage <= 3 ? 1 : 2; // up to three puzzles one under the other
    const int rows = (options.perPage + columns - 1) / columns;
    for (int pageIndex = 0; pageIndex < pages; ++pageIndex) {
        if (pageIndex > 0)
            writer.newPage();
        QRectF body = drawTextAbove(painter, page, title, fontOf(painter, 10, false));
        painter.setFont(fontOf(painter, 9, false));
        painter.drawText(page, Qt::AlignHCenter | Qt::AlignBottom, tr("Page %1 of %2").arg(pageIndex + 1).arg(pages));
        const qreal spacing = painter.fontMetrics().height() * 2.0;
        body.adjust(0, spacing, 0, -spacing);
        if (pageIndex == pages - 1) {
            paintAnswers(painter, body, look, puzzles);
            break;
        }
        const QSizeF cell((body.width() - (columns - 1) * spacing) / columns,
                          (body.height() - (rows - 1) * spacing) / rows);
        for (int slot = 0; slot < options.perPage; ++slot) {
            const std::size_t index = static_cast<std::size_t>(pageIndex * options.perPage + slot);
            if (index >= puzzles.size())
                break;
            const QPointF corner(body.left() + (slot % columns) * (cell.width() + spacing),
                                 body.top() + (slot / columns) * (cell.height() + spacing));
            paintPuzzle(painter, QRectF(corner, cell), game, static_cast<int>(index) + 1, puzzles[index]);
        }
    }
    painter.end();
    return bytes;
}

} // namespace gui
