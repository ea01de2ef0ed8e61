#include "gui/board/tools/PlayTool.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/board/BoardScene.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveMarks.h"
#include "gui/board/tools/RectangleBandItem.h"

#include <QKeyEvent>

#include <algorithm>

namespace gui {

namespace {

engine::Move spanned(engine::Cell a, engine::Cell b)
{
    return engine::Move{{std::min(a.row, b.row), std::min(a.col, b.col)},
                        {std::max(a.row, b.row), std::max(a.col, b.col)}};
}

} // namespace

PlayTool::PlayTool(GameDocument* document, MovePlayer* player, QObject* parent)
    : BoardTool(parent)
    , m_document(document)
    , m_player(player)
{
    // A board that changes under a drag (the computer moved, undo) ends the drag.
    connect(m_document, &GameDocument::changed, this, [this] {
        if (m_anchor)
            cancel();
        hover(std::nullopt);
    });
}

void PlayTool::attachTo(BoardScene* scene)
{
    m_scene = scene;
    m_band = new RectangleBandItem(&scene->geometry());
    scene->addItem(m_band);
    // The view hands keys it does not use itself (Escape without a mouse drag) to the scene.
    scene->installEventFilter(this);
}

bool PlayTool::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape
        && isKeyboardBandActive()) {
        cancel();
        return true;
    }
    return BoardTool::eventFilter(watched, event);
}

bool PlayTool::playsRectanglesAt(engine::Cell cell) const
{
    return GameLooks::find(m_document->game()).playsRectanglesAt(cell);
}

void PlayTool::press(engine::Cell cell, Qt::MouseButton button)
{
    if (button != Qt::LeftButton)
        return;
    if (!playsRectanglesAt(cell)) {
        activate(cell);
        return;
    }
    startBand(cell, false);
}

void PlayTool::drag(engine::Cell cell)
{
    if (!m_anchor)
        return;
    m_end = cell;
    showBand();
}

void PlayTool::release()
{
    if (!m_anchor || m_keyboard)
        return;
    finishBand(m_end);
}

void PlayTool::activate(engine::Cell cell)
{
    if (isKeyboardBandActive()) {
        finishBand(cell);
        return;
    }
    if (!playsRectanglesAt(cell)) {
        m_player->play(engine::Move::at(cell), MoveBy::User);
        return;
    }
    if (startBand(cell, true))
        emit message(tr("Corner set: stretch the rectangle with the arrow keys, Enter plays it, Escape cancels."));
}

bool PlayTool::startBand(engine::Cell corner, bool keyboard)
{
    if (!userMayMove())
        return false;
    hover(std::nullopt);
    m_anchor = corner;
    m_end = corner;
    m_keyboard = keyboard;
    showBand();
    return true;
}

void PlayTool::finishBand(engine::Cell corner)
{
    const engine::Move move = spanned(*m_anchor, corner);
    m_anchor.reset();
    clearBand();
    m_player->play(move, MoveBy::User);
}

void PlayTool::cursorMoved(engine::Cell cell)
{
    if (!isKeyboardBandActive())
        return;
    m_end = cell;
    showBand();
}

void PlayTool::cancel()
{
    if (!m_anchor)
        return;
    m_anchor.reset();
    clearBand();
    emit message(tr("Move cancelled."));
}

void PlayTool::hover(std::optional<engine::Cell> cell)
{
    if (m_band == nullptr || m_anchor)
        return;
    std::vector<engine::Move> outlines;
    const AnalysisOverlay* overlay = m_scene->overlay();
    if (cell && playsRectanglesAt(*cell) && overlay->showsMarks() && !m_document->isGameOver())
        outlines = winningMovesAt(*overlay->markedAnalysis(), *cell);
    m_band->setOutlines(std::move(outlines));
}

bool PlayTool::userMayMove()
{
    const QString refusal = m_player->refusal(MoveBy::User);
    if (!refusal.isEmpty())
        emit message(refusal);
    return refusal.isEmpty();
}

void PlayTool::showBand()
{
    if (m_band == nullptr || !m_anchor)
        return;
    const engine::Move move = spanned(*m_anchor, m_end);
    RectangleBandItem::Verdict verdict = RectangleBandItem::Verdict::Illegal;
    if (m_document->game().isLegal(m_document->currentBoard(), move)) {
        verdict = RectangleBandItem::Verdict::Legal;
        const AnalysisOverlay* overlay = m_scene->overlay();
        if (overlay->showsMarks())
            if (const engine::MoveVerdict* known = overlay->markedAnalysis()->verdictFor(move))
                verdict = known->wins() ? RectangleBandItem::Verdict::Wins : RectangleBandItem::Verdict::Loses;
    }
    m_band->setBand(move, verdict);
}

void PlayTool::clearBand()
{
    if (m_band != nullptr)
        m_band->setBand(std::nullopt, RectangleBandItem::Verdict::Legal);
}

} // namespace gui
