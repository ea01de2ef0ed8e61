#include "gui/app/DialogFocus.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QTimer>

namespace gui {

DialogFocus::DialogFocus(QWidget* window, QWidget* board, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_board(board)
{
    qApp->installEventFilter(this);
}

bool DialogFocus::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Hide && watched->isWidgetType()) {
        const auto* dialog = qobject_cast<const QDialog*>(watched);
        if (dialog != nullptr && dialog->parentWidget() != nullptr && dialog->parentWidget()->window() == m_window)
            // After the dialog's own focus handling, once its exec() has returned.
            QTimer::singleShot(0, this, &DialogFocus::focusBoard);
    }
    return QObject::eventFilter(watched, event);
}

void DialogFocus::focusBoard()
{
    if (QApplication::activeModalWidget() != nullptr || !m_window->isVisible())
        return;
    m_window->activateWindow();
    m_board->setFocus(Qt::OtherFocusReason);
}

} // namespace gui
