#include "gui/help/RulesPictures.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/analysis/ValueHistory.h"
#include "gui/analysis/ValueHistoryChart.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include <QPainter>

#include <cmath>
#include <memory>

namespace gui {

namespace {

// An image of `logical` size at `ratio` device pixels per logical pixel, filled with `background`.
QImage blankImage(QSizeF logical, qreal ratio, const QColor& background)
{
    const QSize pixels(static_cast<int>(std::ceil(logical.width() * ratio)),
                       static_cast<int>(std::ceil(logical.height() * ratio)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(background);
    return image;
}

bool needsAnalysis(const RulesPicture& picture)
{
    return picture.marks || picture.grundyValues || picture.decomposition || picture.winLossMap;
}

// The scene rectangle a picture shows: the board with its coordinate margin above and left
// and only a thin edge right and below (the labels' empty margin there read as a band in the
// look's background colour under each diagram, dark for volcano), or the window of a windowed board.
QRectF sourceRect(const BoardGeometry& geometry, const RulesPicture& picture)
{
    constexpr qreal kEdge = BoardGeometry::kMargin / 4;
    if (!geometry.isWindowed() || picture.windowRows <= 0 || picture.windowCols <= 0)
        return geometry.sceneRect().adjusted(0, 0, kEdge - BoardGeometry::kMargin, kEdge - BoardGeometry::kMargin);
    const QRectF first = geometry.cellRect({0, 0});
    const QRectF last = geometry.cellRect({picture.windowRows - 1, picture.windowCols - 1});
    return QRectF(first.topLeft(), last.bottomRight());
}

// The X numbers above the columns and the Y numbers left of the rows of a window at the origin.
void paintWindowLabels(QPainter& painter, const QColor& color, qreal margin, const RulesPicture& picture)
{
    QFont font = painter.font();
    font.setPixelSize(qRound(margin * 0.6));
    painter.setFont(font);
    painter.setPen(color);
    const qreal cell = RulesPictures::kCellPixels;
    for (engine::Coord x = 0; x < picture.windowCols; ++x)
        painter.drawText(QRectF(margin + x * cell, 0, cell, margin), Qt::AlignCenter, QString::number(x));
    for (engine::Coord y = 0; y < picture.windowRows; ++y)
        painter.drawText(QRectF(0, margin + y * cell, margin, cell), Qt::AlignCenter, QString::number(y));
}

} // namespace

std::optional<engine::Analysis> RulesPictures::analyse(const engine::Game& game, const RulesPicture& picture)
{
    if (game.setupProblem(picture.setup))
        return std::nullopt;
    const std::unique_ptr<engine::Solver> solver = game.solverFor(picture.setup, picture.rule);
    const engine::SolveContext context;
    solver->prepare(context);
    return solver->analyse(picture.position(game), context);
}

QImage RulesPictures::render(const engine::Game& game, const RulesPicture& picture, qreal devicePixelRatio)
{
    const GameLook& look = GameLooks::find(game);
    BoardScene scene;
    const engine::Board position = picture.position(game);
    scene.setBoard(position, look);
    if (needsAnalysis(picture) && !game.setupProblem(picture.setup)) {
        const std::unique_ptr<engine::Solver> solver = game.solverFor(picture.setup, picture.rule);
        const engine::SolveContext context;
        solver->prepare(context);
        scene.setAnalysis(solver->analyse(position, context));
        scene.overlay()->setMarksVisible(picture.marks);
        scene.overlay()->setGrundyValuesVisible(picture.grundyValues);
        scene.overlay()->setDecompositionVisible(picture.decomposition);
        scene.overlay()->setRemotenessShading(picture.shading);
        if (picture.winLossMap)
            scene.setMapLayer(look.cellMapLayer(*solver));
    }
    const QRectF source = sourceRect(scene.geometry(), picture);
    const qreal scale = kCellPixels / BoardGeometry::kCellSize;
    const QSizeF board = source.size() * scale;
    // A window of a large board has no labels of its own: the picture adds them.
    const qreal margin = scene.geometry().isWindowed() ? kWindowLabelPixels : 0.0;
    QImage image = blankImage(board + QSizeF(margin, margin), devicePixelRatio, look.backgroundColor());
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(QPointF(margin, margin), board), source, Qt::IgnoreAspectRatio);
    if (margin > 0.0)
        paintWindowLabels(painter, look.labelColor(), margin, picture);
    return image;
}

QImage RulesPictures::markImage(bool wins, const ColorScheme& scheme, int size, qreal devicePixelRatio,
                                std::optional<int> shadeStep)
{
    const ColorScheme previous = ColorScheme::current();
    ColorScheme::setCurrent(scheme);
    const int pixels = static_cast<int>(std::ceil(size * devicePixelRatio));
    QImage image = AnalysisOverlay::markPixmap(wins, pixels, shadeStep).toImage();
    ColorScheme::setCurrent(previous);
    image.setDevicePixelRatio(devicePixelRatio);
    return image;
}

QImage RulesPictures::historyChart(const engine::Game& game, const engine::Board& setup, QSize size,
                                   qreal devicePixelRatio)
{
    constexpr int kMoves = 6;
    constexpr int kMistake = 2; // the third move throws a win away, when it can
    if (game.setupProblem(setup))
        return {};
    const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
    const GameLook& look = GameLooks::find(game);
    std::vector<engine::Move> moves;
    std::vector<engine::Analysis> analyses;
    QStringList names;
    engine::Board position = setup;
    while (static_cast<int>(moves.size()) <= kMoves) {
        analyses.push_back(solver->analyse(position, engine::SolveContext{}));
        const engine::Analysis& analysis = analyses.back();
        if (analysis.moves.empty() || static_cast<int>(moves.size()) == kMoves)
            break;
        const engine::MoveVerdict* chosen = &analysis.moves.front();
        const bool throwAway = static_cast<int>(moves.size()) == kMistake;
        for (const engine::MoveVerdict& verdict : analysis.moves)
            if (verdict.wins() != throwAway) {
                chosen = &verdict;
                break;
            }
        moves.push_back(chosen->move);
        names.append(look.describeMove(position, chosen->move));
        position = game.play(position, chosen->move);
    }
    ValueHistory history;
    history.setLine(moves);
    for (int i = 0; i < static_cast<int>(analyses.size()); ++i)
        history.record(i, analyses[static_cast<std::size_t>(i)]);

    ValueHistoryChart chart;
    chart.resize(size);
    chart.setHistory(history, static_cast<int>(moves.size()), names);
    QImage image = blankImage(size, devicePixelRatio, chart.palette().color(QPalette::Base));
    chart.render(&image);
    return image;
}

} // namespace gui
