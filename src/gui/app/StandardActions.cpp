#include "gui/app/StandardActions.h"

#include <QAction>
#include <QIcon>

namespace gui {

void applyStandardActions(std::initializer_list<StandardAction> actions, const QStyle& style)
{
    for (const StandardAction& entry : actions) {
        if (entry.key != QKeySequence::UnknownKey)
            entry.action->setShortcut(entry.key);
        const QIcon fallback = entry.fallback == QStyle::SP_CustomBase ? QIcon() : style.standardIcon(entry.fallback);
        entry.action->setIcon(QIcon::fromTheme(QString::fromLatin1(entry.themeIcon), fallback));
    }
}

} // namespace gui
