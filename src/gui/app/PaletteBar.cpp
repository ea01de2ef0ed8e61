#include "gui/app/PaletteBar.h"

#include "gui/base/Settings.h"
#include "gui/looks/GameLooks.h"
#include "gui/board/tools/EditTool.h"

#include "engine/Error.h"
#include "engine/sums/SumGame.h"

#include <QActionGroup>
#include <QLabel>
#include <QToolBar>

#include <algorithm>
#include <vector>

namespace gui {

namespace {

// `edit` of one board's setup as an edit of the sum's combined setup: the other boards stay.
std::function<engine::Board(const engine::Board&)> onBoard(const engine::SumLayout* layout, std::size_t board,
                                                           std::function<engine::Board(const engine::Board&)> edit)
{
    return [layout, board, edit = std::move(edit)](const engine::Board& combined) {
        std::vector<engine::Board> boards = layout->componentBoards(combined);
        boards[board] = edit(boards[board]);
        try {
            return layout->combinedBoard(boards);
        } catch (const engine::InvalidArgument&) {
            return combined; // an edit reaching beyond the board's shown window changes nothing
        }
    };
}

} // namespace

PaletteBar::PaletteBar(QToolBar* toolBar, EditTool* editTool, QObject* parent)
    : QObject(parent)
    , m_toolBar(toolBar)
    , m_editTool(editTool)
{
}

void PaletteBar::showGame(const engine::Game& game)
{
    m_game = &game;
    delete m_group;
    // The bar holds only this bar's actions; a sum shows them anew at every board pointed at.
    const QList<QAction*> old = m_toolBar->actions();
    m_toolBar->clear();
    for (QAction* action : old)
        action->deleteLater();
    m_editTool->setLiveRule({}); // a switch of the last game's palette
    m_group = new QActionGroup(this);
    const engine::SumGame* sum = engine::asSumGame(game);
    if (sum == nullptr) {
        addTools(game, [](const SetupEdit& edit) { return edit; });
        setEditing(m_editing);
        return;
    }
    const engine::SumLayout& layout = sum->layout();
    m_board = std::min(m_board, layout.size() - 1);
    const engine::Game& boardGame = layout.game(m_board);
    const QString name = GameLooks::find(boardGame).gameName(boardGame);
    auto* label = new QLabel(tr("board %1: %2").arg(m_board).arg(name), m_toolBar);
    label->setObjectName(QStringLiteral("paletteBoardLabel"));
    label->setContentsMargins(4, 0, 4, 0);
    QAction* labelAction = m_toolBar->addWidget(label);
    const QString tip = tr("The palette of board %1 (%2), the board last pointed at with the mouse or the "
                           "keyboard cursor")
                            .arg(m_board)
                            .arg(name);
    label->setToolTip(tip);
    labelAction->setToolTip(tip);
    labelAction->setStatusTip(tip);
    const std::size_t board = m_board;
    addTools(boardGame, [&layout, board](const SetupEdit& edit) { return onBoard(&layout, board, edit); });
    // The chosen tool stays where the board has its kind, else the board's first tool.
    const QList<QAction*> tools = m_group->actions();
    if (!tools.isEmpty() && m_group->checkedAction() == nullptr) {
        tools.front()->setChecked(true); // not triggered: pointing at a board never asks for edit mode
        m_editTool->setPaletteKind(static_cast<engine::CellKind>(tools.front()->data().toInt()));
    }
    setEditing(m_editing);
}

void PaletteBar::setBoard(std::size_t board)
{
    if (board == m_board || m_game == nullptr || engine::asSumGame(*m_game) == nullptr)
        return;
    m_board = board;
    showGame(*m_game);
}

void PaletteBar::addTools(const engine::Game& game, const std::function<SetupEdit(const SetupEdit&)>& onSetup)
{
    const GameLook& look = GameLooks::find(game);
    const std::vector<engine::CellKind> kinds = game.paletteKinds();
    for (const PaletteTool& tool : look.paletteTools(QList<engine::CellKind>(kinds.begin(), kinds.end()))) {
        QAction* action = m_toolBar->addAction(tool.icon, tool.name);
        action->setToolTip(tool.toolTip);
        action->setStatusTip(tool.toolTip);
        action->setCheckable(true);
        action->setChecked(tool.kind == m_editTool->paletteKind());
        action->setData(static_cast<int>(tool.kind));
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
        const SetupEdit apply = onSetup(setupAction.apply);
        const QString name = setupAction.name;
        connect(action, &QAction::triggered, this, [this, name, apply] {
            emit editModeRequested();
            m_editTool->applyToSetup(name, apply);
        });
        if (!setupAction.liveName.isEmpty())
            addLiveSwitch(setupAction, apply,
                          QString::fromUtf8(game.id().data(), static_cast<qsizetype>(game.id().size())));
    }
}

void PaletteBar::setEditing(bool editing)
{
    m_editing = editing;
    for (QAction* action : m_toolBar->actions())
        action->setEnabled(editing);
}

void PaletteBar::addLiveSwitch(const SetupAction& setupAction, const SetupEdit& apply, const QString& gameId)
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
        m_editTool->setLiveRule(apply);
    }
    const QString name = setupAction.name;
    connect(action, &QAction::toggled, this, [this, name, apply, gameId](bool on) {
        Settings settings;
        QStringList games = settings.value(Settings::LiveSetupGames);
        games.removeAll(gameId);
        if (on)
            games.append(gameId);
        settings.setValue(Settings::LiveSetupGames, games);
        m_editTool->setLiveRule(on ? apply : nullptr);
        if (on) {
            emit editModeRequested();
            m_editTool->applyToSetup(name, apply);
        }
    });
}

} // namespace gui
