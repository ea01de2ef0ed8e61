#include "gui/board/MoveAnimator.h"

#include "gui/document/GameDocument.h"
#include "gui/board/MoveAnimationItem.h"
#include "gui/looks/GameLooks.h"

#include <QGraphicsScene>
#include <QVariantAnimation>

#include <algorithm>

namespace gui {

namespace {
// Between the board (0) and the analysis overlay (1): the cursor and hint stay on top.
constexpr qreal kAnimationZ = 0.5;
} // namespace

MoveAnimator::MoveAnimator(GameDocument* document, QGraphicsScene* scene, const BoardGeometry* geometry,
                           QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_scene(scene)
    , m_geometry(geometry)
{
    remember();
    connect(document, &GameDocument::changed, this, &MoveAnimator::onDocumentChanged);
}

MoveAnimator::~MoveAnimator()
{
    stopAll();
}

void MoveAnimator::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        stopAll();
}

QList<MoveAnimationItem*> MoveAnimator::runningItems() const
{
    QList<MoveAnimationItem*> items;
    for (const Running& running : m_running)
        items.append(running.item);
    return items;
}

std::vector<engine::Cell> MoveAnimator::changedCells(const engine::Board& before, const engine::Board& after)
{
    return engine::Board::differingCells(before, after);
}

void MoveAnimator::onDocumentChanged()
{
    stopAll();
    const int previous = m_currentMove;
    const std::vector<engine::Move>& moves = m_document->moves();
    const bool oneMoveOn = m_document->gameId() == m_gameId && m_document->setup() == m_setup
        && m_document->currentMove() == previous + 1 && moves.size() > static_cast<std::size_t>(previous)
        && m_moves.size() >= static_cast<std::size_t>(previous)
        && std::equal(m_moves.begin(), m_moves.begin() + previous, moves.begin());
    std::shared_ptr<const engine::Board> before = std::move(m_board); // remember() sets it again
    remember();
    if (m_enabled && oneMoveOn && before->rows() == m_board->rows() && before->cols() == m_board->cols())
        start(std::move(before), moves[static_cast<std::size_t>(previous)]);
}

void MoveAnimator::remember()
{
    m_gameId = m_document->gameId();
    if (m_setup != m_document->setup())
        m_setup = m_document->setup(); // a comparison costs less than a copy of a sparse board
    m_moves = m_document->moves();
    m_currentMove = m_document->currentMove();
    m_board = std::make_shared<const engine::Board>(m_document->currentBoard());
}

void MoveAnimator::start(std::shared_ptr<const engine::Board> before, const engine::Move& move)
{
    const GameLook& look = GameLooks::find(m_document->game());
    if (!look.animatesMoves())
        return;
    std::vector<engine::Cell> changed = changedCells(*before, *m_board);
    if (changed.empty() || changed.size() > kMaxAnimatedCells)
        return;
    auto* item = new MoveAnimationItem(&look, m_geometry, std::move(before), m_board, move, std::move(changed));
    item->setZValue(kAnimationZ);
    m_scene->addItem(item);
    auto* animation = new QVariantAnimation(this);
    animation->setStartValue(0.0);
    animation->setEndValue(1.0);
    animation->setDuration(kDurationMs);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(animation, &QVariantAnimation::valueChanged, this,
            [item](const QVariant& value) { item->setProgress(value.toReal()); });
    connect(animation, &QVariantAnimation::finished, this, [this, animation] { finish(animation); });
    m_running.push_back({item, animation});
    animation->start();
}

void MoveAnimator::finish(QVariantAnimation* animation)
{
    const auto it = std::find_if(m_running.begin(), m_running.end(),
                                 [animation](const Running& running) { return running.animation == animation; });
    if (it == m_running.end())
        return;
    const Running running = *it;
    m_running.erase(it);
    running.animation->disconnect(this);
    running.animation->deleteLater();
    if (m_scene != nullptr) {
        m_scene->removeItem(running.item);
        delete running.item;
    }
}

void MoveAnimator::stopAll()
{
    while (!m_running.empty()) {
        const Running running = m_running.back();
        m_running.pop_back();
        running.animation->disconnect(this);
        running.animation->stop();
        running.animation->deleteLater();
        if (m_scene != nullptr) {
            m_scene->removeItem(running.item);
            delete running.item;
        }
    }
}

} // namespace gui
