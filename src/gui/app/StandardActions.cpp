#include "gui/app/StandardActions.h"

#include <QAction>
#include <QIcon>
#include <QList>

namespace gui {

void applyStandardActions(std::initializer_list<StandardAction> actions, const QStyle& style)
{
    for (const StandardAction& entry : actions) {
        const QList<QKeySequence> keys = entry.key != QKeySequence::UnknownKey ? QKeySequence::keyBindings(entry.key)
                                                                               : QList<QKeySequence>();
        if (!keys.isEmpty())
            entry.action->setShortcuts(keys);
        else if (!entry.usualKey.isEmpty())
            entry.action->setShortcut(entry.usualKey);
        const QIcon fallback = entry.fallback == QStyle::SP_CustomBase ? QIcon() : style.standardIcon(entry.fallback);
        entry.action->setIcon(QIcon::fromTheme(QString::fromLatin1(entry.themeIcon), fallback));
    }
}

} // namespace gui
