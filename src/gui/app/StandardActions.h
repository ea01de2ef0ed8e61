#pragma once

#include <QKeySequence>
#include <QStyle>

#include <initializer_list>

class QAction;

namespace gui {

// An action with the platform's standard shortcut (UnknownKey for none) and a
// freedesktop theme icon, with a style icon to fall back on (SP_CustomBase for
// none): what a Designer form cannot express.
struct StandardAction {
    QAction* action;
    QKeySequence::StandardKey key;
    const char* themeIcon;
    QStyle::StandardPixmap fallback;
    // The shortcut where the platform has none for `key` (a plain X11 desktop has no
    // Save As key; Ctrl+Shift+S is the convention elsewhere); empty for none.
    QKeySequence usualKey = {};
};

// Gives every action its standard shortcut and icon.
void applyStandardActions(std::initializer_list<StandardAction> actions, const QStyle& style);

} // namespace gui
