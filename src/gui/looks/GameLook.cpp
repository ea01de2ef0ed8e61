#include "gui/looks/GameLook.h"

#include "gui/base/ColorScheme.h"
#include "gui/looks/BoardGeometry.h"

#include <QCoreApplication>

#include <algorithm>

#include <utility>

namespace gui {

QColor SchemeColour::now() const
{
    return ColorScheme::current().pick(light, dark);
}

GameLook::GameLook(LookTraits::Translate translate, LookTraits traits)
    : m_translate(translate)
    , m_traits(std::move(traits))
{
}

QString GameLook::translated(const char* source) const
{
    return m_translate != nullptr ? m_translate(source, nullptr, -1) : QString::fromUtf8(source);
}

void GameLook::paintCell(QPainter& painter, const QRectF& rect, engine::CellKind kind, qreal detail) const
{
    // A neutral, distinct grey level per kind.
    const bool dark = ColorScheme::current().isDark();
    const int shade = dark ? 70 + 12 * static_cast<int>(kind) : 235 - 18 * static_cast<int>(kind);
    painter.fillRect(rect, QColor(shade, shade, shade));
    if (detail * rect.width() >= 8.0) {
        painter.setPen(QPen(dark ? QColor(30, 30, 30) : QColor(120, 120, 120), 0.0));
        painter.drawRect(rect);
    }
}

void GameLook::paintCellAt(QPainter& painter, const QRectF& rect, const engine::Board& board, engine::Cell cell,
                           qreal detail) const
{
    paintCell(painter, rect, board.cellAt(cell), detail);
}

void GameLook::paintOverBoard(QPainter&, const BoardGeometry&, const engine::Board&, qreal) const {}

void GameLook::paintFreeCells(QPainter& painter, const BoardGeometry& geometry, const CellRange& range) const
{
    paintCell(painter, geometry.rangeRect(range), engine::CellKind::Empty, 0.0); // the free-cell colour, no outline
}

QColor GameLook::backgroundColor() const
{
    return m_traits.background.now();
}

QColor GameLook::labelColor() const
{
    return m_traits.labels.now();
}

void GameLook::paintMoveAnimation(QPainter&, const MoveAnimationFrame&) const {}

QString GameLook::gameName(const engine::Game& game) const
{
    if (m_traits.name != nullptr)
        return translated(m_traits.name);
    const std::string_view name = game.displayName();
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

QList<PaletteTool> GameLook::paletteTools(const QList<engine::CellKind>& kinds) const
{
    QList<PaletteTool> tools;
    for (const PaletteEntry& entry : m_traits.palette)
        tools.append(PaletteTool{entry.kind, translated(entry.name), QIcon(QString::fromLatin1(entry.icon)),
                                 translated(entry.toolTip)});
    if (!tools.isEmpty())
        return tools;
    for (engine::CellKind kind : kinds)
        tools.append(PaletteTool{
            kind, kindName(kind), QIcon(),
            tr("%1: click a cell to paint or clear it, drag to paint a run, right-drag to erase").arg(kindName(kind))});
    tools.append(PaletteTool{engine::CellKind::Empty, tr("Eraser"), QIcon(QStringLiteral(":/icons/eraser.svg")),
                             tr("Eraser: click or drag to erase painted cells")});
    return tools;
}

QList<SetupAction> GameLook::setupActions() const
{
    return {};
}

engine::Board GameLook::newBoard(const engine::Game& game, engine::Coord rows, engine::Coord cols) const
{
    return game.emptyBoard(rows, cols);
}

QString GameLook::playPrompt() const
{
    if (m_traits.playPrompt != nullptr)
        return translated(m_traits.playPrompt);
    return tr("Play mode: click a cell to play there.");
}

std::vector<BoardPart> GameLook::boardParts(engine::Coord rows, engine::Coord cols) const
{
    return {BoardPart{engine::Move{{0, 0}, {rows - 1, cols - 1}}, QString(), rowLabel(), columnLabel()}};
}

QString GameLook::rowLabel() const
{
    return m_traits.rowLabel != nullptr ? translated(m_traits.rowLabel) : tr("&Row (downwards):");
}

QString GameLook::columnLabel() const
{
    return m_traits.columnLabel != nullptr ? translated(m_traits.columnLabel) : tr("&Column (to the right):");
}

bool GameLook::playsRectanglesAt(engine::Cell) const
{
    return playsRectangles();
}

std::optional<engine::Board> GameLook::setupWithNumber(const engine::Board&, engine::Cell, int) const
{
    return std::nullopt;
}

QString GameLook::describeMove(const engine::Board&, const engine::Move& move) const
{
    return moveName(move);
}

QString GameLook::moveName(const engine::Move& move) const
{
    if (move.isSingleCell())
        return QStringLiteral("(%1, %2)").arg(move.topLeft.row).arg(move.topLeft.col);
    return QStringLiteral("(%1, %2)–(%3, %4)")
        .arg(move.topLeft.row)
        .arg(move.topLeft.col)
        .arg(move.bottomRight.row)
        .arg(move.bottomRight.col);
}

QString GameLook::illegalMoveReason(const engine::Board& position, engine::Cell cell) const
{
    const IllegalMoveTexts& texts = m_traits.illegalMoves;
    if (texts.otherwise == nullptr)
        return tr("(%1, %2) is not a legal move").arg(cell.row).arg(cell.col);
    if (!position.contains(cell))
        return translated(texts.outside);
    const char* text = texts.otherwise;
    for (const auto& [kind, reason] : texts.kinds)
        if (kind == position.cellAt(cell))
            text = reason;
    const QString reason = translated(text);
    return reason.contains(QLatin1String("%1")) ? reason.arg(cell.row).arg(cell.col) : reason;
}

QString GameLook::illegalMoveReason(const engine::Board& position, const engine::Move& move) const
{
    return illegalMoveReason(position, move.topLeft);
}

QString GameLook::kindName(engine::CellKind kind) const
{
    for (const auto& [named, name] : m_traits.kindNames)
        if (named == kind)
            return translated(name);
    return tr("unknown");
}

bool GameLook::namesKind(engine::CellKind kind) const
{
    return std::any_of(m_traits.kindNames.begin(), m_traits.kindNames.end(),
                       [kind](const auto& named) { return named.first == kind; });
}

qreal GameLook::minimumCellPixels(engine::CellKind kind) const
{
    for (const auto& [sized, pixels] : m_traits.minimumCellPixels)
        if (sized == kind)
            return pixels;
    return kMinimumCellPixels;
}

RulesPage GameLook::rulesPage() const
{
    return m_traits.rulesPage != nullptr ? m_traits.rulesPage() : RulesPage{};
}

std::shared_ptr<const CellMapLayer> GameLook::cellMapLayer(const engine::Solver&) const
{
    return nullptr;
}

std::optional<engine::Cell> GameLook::cellToKeepInView(const engine::Board& /*board*/) const
{
    return std::nullopt;
}

QString GameLook::centreOnKeptCellText() const
{
    return tr("C&entre on Piece");
}

QString GameLook::centreOnKeptCellTip() const
{
    return tr("Centre the view on the piece that moves (games with one piece on a large board)");
}

} // namespace gui
