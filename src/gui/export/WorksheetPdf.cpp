#include "gui/export/WorksheetPdf.h"

#include "gui/looks/BoardGeometry.h"
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

void WorksheetPdf::paintPuzzle(QPainter& painter, const QRectF& area, int number, const WorksheetPuzzle& puzzle)
{
    const engine::Game& game = *puzzle.game;
    const GameLook& look = GameLooks::find(game);
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

void WorksheetPdf::paintAnswers(QPainter& painter, const QRectF& area, const std::vector<WorksheetPuzzle>& puzzles)
{
    QRectF rest = drawTextAbove(painter, area, tr("Answers"), fontOf(painter, 14, true));
    const QFont font = fontOf(painter, 11, false);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const GameLook& look = GameLooks::find(*puzzles[i].game);
        QStringList names;
        for (const engine::Move& move : puzzles[i].winningMoves)
            names.append(look.describeMove(puzzles[i].puzzle.position, move));
        //: An answer of a worksheet: the puzzle's number and its winning moves.
        rest = drawTextAbove(painter, rest, tr("Puzzle %1: %2").arg(i + 1).arg(names.join(QStringLiteral(", "))),
                             font);
    }
}

WorksheetPdf::WorksheetPdf(const QString& gameName, const WorksheetOptions& options,
                           std::vector<WorksheetPuzzle> puzzles)
    : m_options(options)
    , m_puzzles(std::move(puzzles))
    , m_buffer(std::make_unique<QBuffer>(&m_bytes))
{
    m_buffer->open(QIODevice::WriteOnly);
    m_writer = std::make_unique<QPdfWriter>(m_buffer.get());
    m_writer->setPageSize(QPageSize(QPageSize::A4));
    m_writer->setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
    m_writer->setResolution(kResolution);
    m_writer->setCreator(QStringLiteral("GrundyGrid"));
    //: The title of a worksheet: its game, level and the seed of its first puzzle.
    m_title = tr("%1 worksheet — level %2, seed %3").arg(gameName).arg(options.level).arg(options.seed);
    m_writer->setTitle(m_title);
    m_painter = std::make_unique<QPainter>(m_writer.get());
    m_painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    m_pages = pageCount(static_cast<int>(m_puzzles.size()), options.perPage);
    m_columns = options.perPage <= 3 ? 1 : 2; // up to three puzzles one under the other
    m_rows = (options.perPage + m_columns - 1) / m_columns;
}

WorksheetPdf::~WorksheetPdf()
{
    if (m_painter && m_painter->isActive())
        m_painter->end();
}

QRectF WorksheetPdf::beginPage(int pageIndex)
{
    if (pageIndex > 0)
        m_writer->newPage();
    QPainter& painter = *m_painter;
    const QRectF page(QPointF(0, 0), QSizeF(m_writer->pageLayout().paintRectPixels(kResolution).size()));
    QRectF body = drawTextAbove(painter, page, m_title, fontOf(painter, 10, false));
    painter.setFont(fontOf(painter, 9, false));
    painter.drawText(page, Qt::AlignHCenter | Qt::AlignBottom, tr("Page %1 of %2").arg(pageIndex + 1).arg(m_pages));
    m_spacing = painter.fontMetrics().height() * 2.0;
    body.adjust(0, m_spacing, 0, -m_spacing);
    return body;
}

bool WorksheetPdf::paintNext()
{
    if (m_done)
        return false;
    const auto perPage = static_cast<std::size_t>(m_options.perPage);
    if (m_next >= m_puzzles.size()) {
        paintAnswers(*m_painter, beginPage(m_pages - 1), m_puzzles);
        m_done = true;
        return false;
    }
    const std::size_t slot = m_next % perPage;
    if (slot == 0)
        m_body = beginPage(static_cast<int>(m_next / perPage));
    const qreal spacing = m_spacing;
    const QSizeF cell((m_body.width() - (m_columns - 1) * spacing) / m_columns,
                      (m_body.height() - (m_rows - 1) * spacing) / m_rows);
    const QPointF corner(m_body.left() + static_cast<qreal>(slot % m_columns) * (cell.width() + spacing),
                         m_body.top() + static_cast<qreal>(slot / m_columns) * (cell.height() + spacing));
    paintPuzzle(*m_painter, QRectF(corner, cell), static_cast<int>(m_next) + 1, m_puzzles[m_next]);
    ++m_next;
    return true;
}

QByteArray WorksheetPdf::finish()
{
    while (paintNext()) {
    }
    if (m_painter->isActive())
        m_painter->end();
    return m_bytes;
}

QByteArray WorksheetPdf::write(const QString& gameName, const WorksheetOptions& options,
                               const std::vector<WorksheetPuzzle>& puzzles)
{
    WorksheetPdf pdf(gameName, options, puzzles);
    return pdf.finish();
}

} // namespace gui
