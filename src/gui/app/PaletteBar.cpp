#include "gui/app/PaletteBar.h"

#include "gui/base/Settings.h"
#include "gui/looks/GameLooks.h"
#include "gui/board/tools/EditTool.h"

#include <QActionGroup>
#include <QToolBar>

namespace gui {

PaletteBar::PaletteBar(QToolBar* toolBar, EditTool* editTool, QObject* parent)
    : QObject(parent)
    , m_toolBar(toolBar)
    , m_editTool(editTool)
{
}

void PaletteBar::showGame(const engine::Game& game)
{
    const GameLook& look = GameLooks::find(game);
    const std::vector<engine::CellKind> kinds = game.paletteKinds();
    delete m_group;
    m_toolBar->clear();
    m_editTool->setLiveRule({}); // a switch of the last game's palette
    m_group = new QActionGroup(this);
    for (const PaletteTool& tool : look.paletteTools(QList<engine::CellKind>(kinds.begin(), kinds.end()))) {
        QAction* action = m_toolBar->addAction(tool.icon, tool.name);
        action->setToolTip(tool.toolTip);
        action->setStatusTip(tool.toolTip);
        action->setCheckable(true);
        action->setChecked(tool.kind == m_editTool->paletteKind());
        m_group->addAction(action);
        const engine::CellKind kind = tool.kind;
        connect(action, &QAction::triggered, this, [this, kind] {
            m_editTool->setPaletteKind(kind);
            emit editModeRequested();
        });
    }
    for (const SetupAction& setupAction : look.setupActions()) {
        QAction* action = m_toolBar->addAction(setupAction.icon, setupAction.name);
        action->setToolTip(setupAction.toolTip);
        action->setStatusTip(setupAction.toolTip);
        connect(action, &QAction::triggered, this, [this, setupAction] {
            emit editModeRequested();
            m_editTool->applyToSetup(setupAction.name, setupAction.apply);
        });
        if (!setupAction.liveName.isEmpty())
            addLiveSwitch(setupAction, QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size())));
    }
    setEditing(m_editing);
}

void PaletteBar::setEditing(bool editing)
{
    m_editing = editing;
    for (QAction* action : m_toolBar->actions())
        action->setEnabled(editing);
}

void PaletteBar::addLiveSwitch(const SetupAction& setupAction, const QString& gameId)
{
    QAction* action = m_toolBar->addAction(setupAction.icon, setupAction.liveName);
    action->setObjectName(QStringLiteral("liveSetupSwitch"));
    action->setCheckable(true);
    action->setToolTip(setupAction.liveToolTip);
    action->setStatusTip(setupAction.liveToolTip);
    // Remembered on: the rule applies from the next stroke; the board just opened (a file's
    // hand-placed monsters, a new board) stays as it is.
    if (Settings().value(Settings::LiveSetupGames).contains(gameId)) {
        action->setChecked(true);
        m_editTool->setLiveRule(setupAction.apply);
    }
    connect(action, &QAction::toggled, this, [this, setupAction, gameId](bool on) {
        Settings settings;
        QStringList games = settings.value(Settings::LiveSetupGames);
        games.removeAll(gameId);
        if (on)
            games.append(gameId);
        settings.setValue(Settings::LiveSetupGames, games);
        m_editTool->setLiveRule(on ? setupAction.apply : nullptr);
        if (on) {
            emit editModeRequested();
            m_editTool->applyToSetup(setupAction.name, setupAction.apply);
        }
    });
}

} // namespace gui
