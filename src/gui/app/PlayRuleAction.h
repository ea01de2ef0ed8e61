#pragma once

#include "engine/PlayRule.h"

#include <QObject>

class QAction;
class QMenu;

namespace gui {

class GameDocument;
class Settings;

// Game ▸ Misère Play (Ctrl+Shift+M): a check item that switches the document's
// rule as one undo step (PlayRuleCommand) and follows the document's rule both
// ways (a file opened, Undo). The rule last chosen with it is remembered
// (Settings::NewBoardRule) as the rule of new boards, the window's first one too.
class PlayRuleAction : public QObject {
    Q_OBJECT

public:
    // Inserted into `gameMenu` after `after`. `document` and `settings` must outlive this.
    PlayRuleAction(QMenu* gameMenu, QAction* after, GameDocument* document, Settings* settings,
                   QObject* parent = nullptr);

    [[nodiscard]] QAction* action() const { return m_action; }

private:
    void onToggled(bool misere);
    void showRule(engine::PlayRule rule);

    GameDocument* m_document;
    Settings* m_settings;
    QAction* m_action;
};

} // namespace gui
