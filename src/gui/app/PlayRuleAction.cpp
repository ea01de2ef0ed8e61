#include "gui/app/PlayRuleAction.h"

#include "gui/base/ActionTips.h"
#include "gui/base/Settings.h"
#include "gui/document/GameDocument.h"
#include "gui/document/commands/PlayRuleCommand.h"

#include <QAction>
#include <QMenu>
#include <QSignalBlocker>

namespace gui {

PlayRuleAction::PlayRuleAction(QMenu* gameMenu, QAction* after, GameDocument* document, Settings* settings,
                               QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_settings(settings)
    , m_action(new QAction(tr("&Misère Play"), this))
{
    m_action->setObjectName(QStringLiteral("actionMisere"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    ActionTips::describe(m_action, tr("Play by the misère rule: whoever makes the last move loses (undoable; saved "
                                      "with the board and kept for new boards)"));
    const QList<QAction*> actions = gameMenu->actions();
    const qsizetype next = actions.indexOf(after) + 1;
    QAction* before = next > 0 && next < actions.size() ? actions.at(next) : nullptr;
    gameMenu->insertSeparator(before);
    gameMenu->insertAction(before, m_action);

    // The window's first board is a new board: it takes the rule chosen last.
    const engine::PlayRule chosen = settings->value(Settings::NewBoardRule);
    if (chosen != document->rule() && !document->undoStack()->count())
        document->reset(document->game(), document->state(), document->fileName(), chosen);
    showRule(document->rule());
    connect(m_action, &QAction::toggled, this, &PlayRuleAction::onToggled);
    connect(document, &GameDocument::ruleChanged, this, &PlayRuleAction::showRule);
}

void PlayRuleAction::onToggled(bool misere)
{
    const engine::PlayRule rule = misere ? engine::PlayRule::Misere : engine::PlayRule::Normal;
    m_settings->setValue(Settings::NewBoardRule, rule);
    if (rule == m_document->rule())
        return;
    m_document->undoStack()->push(new PlayRuleCommand(
        m_document, rule, misere ? tr("Switch to Misère Play") : tr("Switch to Normal Play")));
}

void PlayRuleAction::showRule(engine::PlayRule rule)
{
    const QSignalBlocker quiet(m_action);
    m_action->setChecked(rule == engine::PlayRule::Misere);
}

} // namespace gui
