#include "gui/app/SumContextMenu.h"

#include "gui/app/PointedBoard.h"
#include "gui/app/SumEdits.h"
#include "gui/board/BoardScene.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/looks/GameLooks.h"

#include "engine/sums/SumGame.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>

#include <utility>

namespace gui {

SumContextMenu::SumContextMenu(BoardView* view, GameDocument* document, SumEdits* edits, QAction* showBoardsAlone,
                               std::function<bool()> rightButtonPaints, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_document(document)
    , m_edits(edits)
    , m_showBoardsAlone(showBoardsAlone)
    , m_rightButtonPaints(std::move(rightButtonPaints))
{
    // The mouse's event reaches the viewport, the keyboard's the view (the focus widget).
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
}

std::optional<std::size_t> SumContextMenu::boardAt(QPoint viewportPoint) const
{
    const engine::SumGame* sum = engine::asSumGame(m_document->game());
    return sum != nullptr ? PointedBoard::boardAt(*m_view, sum->layout(), viewportPoint) : std::nullopt;
}

QMenu* SumContextMenu::openFor(std::optional<std::size_t> board, QPoint globalPos)
{
    auto* menu = new QMenu(m_view);
    menu->setObjectName(QStringLiteral("boardContextMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setToolTipsVisible(true);
    const engine::SumGame* sum = engine::asSumGame(m_document->game());
    if (sum != nullptr && board) {
        const engine::Game& game = sum->layout().game(*board);
        // Counted from 0, as the boards' frames name them.
        menu->addSection(tr("board %1: %2").arg(*board).arg(GameLooks::find(game).gameName(game)));
    }
    m_edits->addBoardActions(menu, sum != nullptr ? board : std::nullopt);
    if (sum != nullptr) {
        menu->addSeparator();
        menu->addAction(m_showBoardsAlone);
    }
    menu->popup(globalPos);
    return menu;
}

void SumContextMenu::openAtCursor()
{
    const std::optional<engine::Cell> cursor = m_view->cursorCell();
    const QPoint point = cursor ? m_view->viewportPointOf(*cursor) : m_view->viewport()->rect().center();
    std::optional<std::size_t> board;
    if (const engine::SumGame* sum = engine::asSumGame(m_document->game()); sum != nullptr && cursor)
        board = sum->layout().boardAt(*cursor);
    openFor(board, m_view->viewport()->mapToGlobal(point));
}

bool SumContextMenu::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (watched == m_view && key->key() == Qt::Key_F10 && key->modifiers() == Qt::ShiftModifier) {
            openAtCursor();
            return true;
        }
        return false;
    }
    if (event->type() != QEvent::ContextMenu)
        return false;
    auto* request = static_cast<QContextMenuEvent*>(event);
    if (request->reason() != QContextMenuEvent::Mouse) {
        openAtCursor(); // the Menu key
        return true;
    }
    if (watched != m_view->viewport())
        return false;
    const QPoint point = request->pos();
    if (m_rightButtonPaints()) {
        const std::optional<engine::Cell> cell = m_view->boardScene()->geometry().cellAt(m_view->mapToScene(point));
        const engine::SumGame* sum = engine::asSumGame(m_document->game());
        if (cell && (sum == nullptr || sum->layout().boardAt(*cell)))
            return true; // the right button's stroke erases there
    }
    // The popup takes the release of the button that opened it (X11 opens at the
    // press): the view is told it now, so it holds no press of its own.
    QMouseEvent release(QEvent::MouseButtonRelease, QPointF(point), QPointF(request->globalPos()), Qt::RightButton,
                        Qt::NoButton, request->modifiers());
    QCoreApplication::sendEvent(m_view->viewport(), &release);
    openFor(boardAt(point), request->globalPos());
    return true;
}

} // namespace gui
