#include "gui/app/SetupEdits.h"

#include "gui/document/GameDocument.h"
#include "gui/files/NewBoardDialog.h"
#include "gui/base/Settings.h"
#include "gui/document/commands/NewSetupCommand.h"
#include "gui/document/commands/ResizeBoardCommand.h"

#include "engine/sums/SumGame.h"

#include <QAction>

namespace gui {

SetupEdits::SetupEdits(QAction* resize, QAction* clear, GameDocument* document, Settings* settings, QWidget* window)
    : QObject(window)
    , m_resize(resize)
    , m_resizeTip(resize->toolTip())
    , m_document(document)
    , m_settings(settings)
    , m_window(window)
{
    connect(resize, &QAction::triggered, this, &SetupEdits::resizeBoard);
    connect(clear, &QAction::triggered, this, &SetupEdits::clearBoard);
    connect(document, &GameDocument::changed, this, &SetupEdits::updateResizeAction);
    updateResizeAction();
}

void SetupEdits::updateResizeAction()
{
    const bool sum = engine::asSumGame(m_document->game()) != nullptr;
    m_resize->setEnabled(!sum);
    const QString tip = sum ? tr("A sum is as large as its boards: add, remove or duplicate its boards instead")
                            : m_resizeTip;
    m_resize->setToolTip(tip);
    m_resize->setStatusTip(tip);
}

void SetupEdits::resizeBoard()
{
    if (engine::asSumGame(m_document->game()) != nullptr)
        return; // the action is off for a sum: no one size to change (the combined board is its boards')
    const engine::Board& setup = m_document->setup();
    NewBoardDialog dialog(NewBoardDialog::Purpose::Resize, m_document->game(), setup.rows(), setup.cols(), m_window);
    if (dialog.exec() != QDialog::Accepted || (dialog.rows() == setup.rows() && dialog.cols() == setup.cols()))
        return;
    m_settings->setValue(Settings::LastBoardSize,
                         QSize(static_cast<int>(dialog.cols()), static_cast<int>(dialog.rows())));
    resizeTo(dialog.rows(), dialog.cols());
}

void SetupEdits::resizeTo(engine::Coord rows, engine::Coord cols)
{
    auto* command = new ResizeBoardCommand(m_document, rows, cols);
    const int kept = command->keptMoves();
    const int before = command->movesBefore();
    m_document->undoStack()->push(command);
    if (before == 0)
        emit message(tr("Resized to %1 x %2").arg(rows).arg(cols));
    else
        //: %3 of %4 moves played stay legal on the new size (kept in order up to the first that does not).
        emit message(tr("Resized to %1 x %2: %3 of %4 moves kept (Undo restores them all)")
                         .arg(rows)
                         .arg(cols)
                         .arg(kept)
                         .arg(before));
}

void SetupEdits::clearBoard()
{
    const engine::Board& setup = m_document->setup();
    m_document->undoStack()->push(new NewSetupCommand(
        m_document, m_document->game().emptyBoard(setup.rows(), setup.cols()), tr("Clear board")));
}

} // namespace gui
