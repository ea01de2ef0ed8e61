#include "gui/app/InstantMnemonics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QShortcutEvent>

namespace gui {

InstantMnemonics::InstantMnemonics(QObject* parent)
    : QObject(parent)
{
    qApp->installEventFilter(this);
}

bool InstantMnemonics::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Shortcut)
        return QObject::eventFilter(watched, event);
    auto* button = qobject_cast<QAbstractButton*>(watched);
    // An ambiguous mnemonic only moves the focus between its buttons, as Qt does.
    if (button == nullptr || static_cast<QShortcutEvent*>(event)->isAmbiguous() || !button->isEnabled())
        return QObject::eventFilter(watched, event);
    button->setFocus(Qt::ShortcutFocusReason);
    button->click();
    return true;
}

} // namespace gui
