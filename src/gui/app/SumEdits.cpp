#include "gui/app/SumEdits.h"

#include "gui/base/ActionTips.h"
#include "gui/board/BoardView.h"
#include "gui/document/GameDocument.h"
#include "gui/document/SumBoards.h"
#include "gui/document/commands/ReplaceGameCommand.h"
#include "gui/files/DocumentFiles.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumGame.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QUndoStack>

#include <random>

namespace gui {

namespace {

QString nameOf(const engine::Game& game)
{
    return GameLooks::find(game).gameName(game);
}

std::size_t boardCount(const engine::Game& game)
{
    const engine::SumGame* sum = engine::asSumGame(game);
    return sum != nullptr ? sum->layout().size() : 1;
}

} // namespace

SumEdits::SumEdits(QMenu* editMenu, QMenu* fileMenu, QAction* newAction, GameDocument* document,
                   DocumentFiles* files, BoardView* view, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_view(view)
    , m_window(window)
    , m_add(new QAction(tr("&Add Board to Sum…"), window))
    , m_remove(new QAction(tr("Remove &Board from Sum"), window))
    , m_duplicate(new QAction(tr("&Duplicate Board in Sum"), window))
    , m_moveLeft(new QAction(tr("Move Board &Left"), window))
    , m_moveRight(new QAction(tr("Move Board Ri&ght"), window))
{
    m_add->setObjectName(QStringLiteral("actionAddBoardToSum"));
    m_remove->setObjectName(QStringLiteral("actionRemoveBoardFromSum"));
    editMenu->addSeparator();
    m_duplicate->setObjectName(QStringLiteral("actionDuplicateBoardInSum"));
    m_moveLeft->setObjectName(QStringLiteral("actionMoveBoardLeft"));
    m_moveRight->setObjectName(QStringLiteral("actionMoveBoardRight"));
    editMenu->addActions({m_add, m_remove, m_duplicate, m_moveLeft, m_moveRight});
    auto* newSum = new QAction(tr("New Su&m…"), window);
    newSum->setObjectName(QStringLiteral("actionNewSum"));
    ActionTips::describe(newSum,
                         tr("Start a new sum of 2 to %1 boards, each of any game").arg(engine::GameSum::kMaxBoards));
    const QList<QAction*> fileActions = fileMenu->actions();
    const qsizetype after = fileActions.indexOf(newAction) + 1;
    fileMenu->insertAction(after < fileActions.size() ? fileActions.at(after) : nullptr, newSum);
    connect(newSum, &QAction::triggered, this, &SumEdits::newSumWithDialogs);
    connect(m_add, &QAction::triggered, this, &SumEdits::addBoardWithDialog);
    connect(m_remove, &QAction::triggered, this, &SumEdits::removeCursorBoard);
    connect(m_duplicate, &QAction::triggered, this, [this] {
        if (const std::optional<std::size_t> board = cursorBoard())
            duplicateBoard(*board);
    });
    connect(m_moveLeft, &QAction::triggered, this, [this] {
        if (const std::optional<std::size_t> board = cursorBoard())
            moveBoard(*board, -1);
    });
    connect(m_moveRight, &QAction::triggered, this, [this] {
        if (const std::optional<std::size_t> board = cursorBoard())
            moveBoard(*board, 1);
    });
    connect(m_document, &GameDocument::changed, this, &SumEdits::updateActions);
    updateActions();
}

void SumEdits::updateActions()
{
    const std::size_t boards = boardCount(m_document->game());
    const bool full = boards >= engine::GameSum::kMaxBoards;
    m_add->setEnabled(!full);
    ActionTips::describe(m_add, full ? tr("A sum holds at most %1 boards").arg(engine::GameSum::kMaxBoards)
                                     : tr("Add a board of any game at the right, making a sum of the boards"));
    m_remove->setEnabled(boards > 1);
    ActionTips::describe(m_remove, boards > 1 ? tr("Remove the board under the keyboard cursor from the sum")
                                              : tr("Only a board of a sum can be removed"));
    m_duplicate->setEnabled(boards > 1 && !full);
    ActionTips::describe(m_duplicate,
                         boards < 2 ? tr("Only a board of a sum can be duplicated (Add Board to Sum makes a sum)")
                         : full     ? tr("A sum holds at most %1 boards").arg(engine::GameSum::kMaxBoards)
                                    : tr("Add a copy of the board under the keyboard cursor, as set up, at its right"));
    m_moveLeft->setEnabled(boards > 1);
    m_moveRight->setEnabled(boards > 1);
    ActionTips::describe(m_moveLeft, boards < 2
                                         ? tr("Only a board of a sum can be moved")
                                         : tr("Swap the board under the keyboard cursor with the one at its left"));
    ActionTips::describe(m_moveRight, boards < 2
                                          ? tr("Only a board of a sum can be moved")
                                          : tr("Swap the board under the keyboard cursor with the one at its right"));
}

void SumEdits::addBoardActions(QMenu* menu, std::optional<std::size_t> board)
{
    const std::size_t boards = boardCount(m_document->game());
    if (board && *board < boards && boards > 1) {
        const std::size_t index = *board;
        const bool full = boards >= engine::GameSum::kMaxBoards;
        const auto add = [this, menu](QAction* like, const QString& tip, bool enabled, auto edit) {
            QAction* action = menu->addAction(like->icon(), like->text());
            action->setObjectName(like->objectName() + QStringLiteral("Here"));
            ActionTips::describe(action, tip);
            action->setEnabled(enabled);
            connect(action, &QAction::triggered, this, edit);
        };
        add(m_remove, tr("Remove this board from the sum"), true, [this, index] { removeBoard(index); });
        add(m_duplicate,
            full ? tr("A sum holds at most %1 boards").arg(engine::GameSum::kMaxBoards)
                 : tr("Add a copy of this board, as set up, at its right"),
            !full, [this, index] { duplicateBoard(index); });
        add(m_moveLeft, tr("Swap this board with the one at its left"), index > 0,
            [this, index] { moveBoard(index, -1); });
        add(m_moveRight, tr("Swap this board with the one at its right"), index + 1 < boards,
            [this, index] { moveBoard(index, 1); });
        menu->addSeparator();
    }
    menu->addAction(m_add);
}

void SumEdits::addBoardWithDialog()
{
    const engine::Game& game = m_document->game();
    const engine::SumGame* sum = engine::asSumGame(game);
    // The dialog starts at the last board's game.
    const engine::Game& last = sum != nullptr ? sum->layout().game(sum->layout().size() - 1) : game;
    NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, last, 4, 4, m_window);
    dialog.setWindowTitle(tr("Add Board to Sum"));
    if (dialog.exec() == QDialog::Accepted)
        addBoard(dialog);
}

void SumEdits::newSumWithDialogs()
{
    if (!m_files->maybeSave())
        return;
    bool ok = false;
    const int count = QInputDialog::getInt(m_window, tr("New Sum"), tr("Boards in the sum:"), 2, 2,
                                           static_cast<int>(engine::GameSum::kMaxBoards), 1, &ok);
    if (!ok)
        return;
    std::mt19937_64 random(std::random_device{}());
    std::optional<SumBoards> boards;
    const engine::Game* last = &m_document->game();
    if (const engine::SumGame* sum = engine::asSumGame(*last))
        last = &sum->layout().game(sum->layout().size() - 1);
    for (int board = 0; board < count; ++board) {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, *last, 4, 4, m_window);
        dialog.setWindowTitle(tr("New Sum: board %1 (boards 0 to %2)").arg(board).arg(count - 1));
        if (dialog.exec() != QDialog::Accepted)
            return; // Cancel on any board makes no sum
        last = &dialog.game();
        const engine::GameModule* module = engine::findGameModule(last->id());
        engine::Board setup = dialog.createSetup(random);
        if (!boards)
            boards.emplace(*last, DocumentState{std::move(setup), {}, 0});
        else
            boards->insert(boards->size(), SumBoards::Entry{module, std::move(setup)});
    }
    auto composed = boards->compose();
    if (const std::string* problem = std::get_if<std::string>(&composed)) {
        emit message(tr("The boards make no sum: %1").arg(QString::fromStdString(*problem)));
        return;
    }
    auto& result = std::get<SumBoards::Composed>(composed);
    m_document->reset(*result.game, std::move(result.state), QString(), m_files->newBoardRule());
    emit message(tr("New sum of %1 boards").arg(count));
}

bool SumEdits::addBoard(const NewBoardDialog& dialog)
{
    const engine::GameModule* module = engine::findGameModule(dialog.game().id());
    if (module == nullptr || boardCount(m_document->game()) >= engine::GameSum::kMaxBoards)
        return false;
    std::mt19937_64 random(std::random_device{}());
    SumBoards boards(m_document->game(), m_document->state());
    boards.insert(boards.size(), SumBoards::Entry{module, dialog.createSetup(random)});
    return apply(boards, tr("Add Board to Sum"),
                 tr("Added a board of %1 to the sum: %2 boards").arg(nameOf(module->game)).arg(boards.size()));
}

void SumEdits::removeBoard(std::size_t index)
{
    SumBoards boards(m_document->game(), m_document->state());
    if (boards.size() < 2 || index >= boards.size())
        return;
    const engine::Game& removed = boards.board(index).module->game;
    const std::size_t movesBefore = boards.moves().size();
    boards.remove(index);
    const std::size_t dropped = movesBefore - boards.moves().size();
    QString done = tr("Removed board %1 (%2) from the sum").arg(index).arg(nameOf(removed));
    if (dropped > 0)
        //: %1: how many moves played on the removed board left the move list.
        done += tr("; moves played on it dropped: %1 (Undo brings them back)").arg(dropped);
    apply(boards, tr("Remove Board from Sum"), done);
}

std::optional<std::size_t> SumEdits::cursorBoard()
{
    const engine::SumGame* sum = engine::asSumGame(m_document->game());
    if (sum == nullptr)
        return std::nullopt;
    const std::optional<engine::Cell> cursor = m_view->cursorCell();
    const std::optional<std::size_t> board = cursor ? sum->layout().boardAt(*cursor) : std::nullopt;
    if (!board)
        emit message(tr("Put the keyboard cursor (arrow keys) on a board of the sum first"));
    return board;
}

void SumEdits::removeCursorBoard()
{
    if (const std::optional<std::size_t> board = cursorBoard())
        removeBoard(*board);
}

void SumEdits::duplicateBoard(std::size_t index)
{
    SumBoards boards(m_document->game(), m_document->state());
    if (boards.size() < 2 || index >= boards.size() || boards.size() >= engine::GameSum::kMaxBoards)
        return;
    const SumBoards::Entry copy = boards.board(index);
    boards.insert(index + 1, copy);
    apply(boards, tr("Duplicate Board in Sum"),
          tr("Board %1 (%2) copied as set up to board %3").arg(index).arg(nameOf(copy.module->game)).arg(index + 1));
}

void SumEdits::moveBoard(std::size_t index, int step)
{
    SumBoards boards(m_document->game(), m_document->state());
    const auto to = static_cast<std::ptrdiff_t>(index) + step;
    if (boards.size() < 2 || index >= boards.size() || to < 0 || to >= static_cast<std::ptrdiff_t>(boards.size())) {
        emit message(tr("Board %1 is at the end of the sum").arg(index));
        return;
    }
    // The cursor stays on the cell of the board it moved.
    std::optional<engine::Cell> cursor;
    if (const std::optional<engine::Cell> cell = m_view->cursorCell())
        if (const auto local = engine::asSumGame(m_document->game())->layout().toLocal(*cell);
            local && local->first == index)
            cursor = local->second;
    boards.move(index, static_cast<std::size_t>(to));
    if (apply(boards, step < 0 ? tr("Move Board Left") : tr("Move Board Right"),
              tr("Board %1 is now board %2").arg(index).arg(to))
        && cursor) {
        // The board keeps its shown window (SumBoards::Entry::window), so its cell is still shown.
        const engine::SumLayout& layout = engine::asSumGame(m_document->game())->layout();
        m_view->placeCursor(layout.toCombined(static_cast<std::size_t>(to), *cursor));
    }
}

bool SumEdits::apply(const SumBoards& boards, const QString& text, const QString& done)
{
    auto composed = boards.compose();
    if (const std::string* problem = std::get_if<std::string>(&composed)) {
        emit message(tr("The boards make no sum: %1").arg(QString::fromStdString(*problem)));
        return false;
    }
    auto& result = std::get<SumBoards::Composed>(composed);
    m_document->undoStack()->push(new ReplaceGameCommand(m_document, *result.game, std::move(result.state), text));
    emit message(done);
    return true;
}

} // namespace gui
