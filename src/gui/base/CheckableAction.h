#pragma once

#include <QAction>
#include <QObject>

namespace gui {

// Makes `action` an on/off switch that starts `checked` and applies its state
// through `receiver`'s `apply` now and at every toggle: how a menu's option is
// restored from the settings and kept in effect.
template <typename Receiver>
void bindCheckable(QAction* action, bool checked, Receiver* receiver, void (Receiver::*apply)(bool))
{
    action->setCheckable(true);
    action->setChecked(checked);
    (receiver->*apply)(checked);
    QObject::connect(action, &QAction::toggled, receiver, apply);
}

} // namespace gui
