#include "gui/analysis/MoveListPanel.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveWords.h"

#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace gui {

MoveListPanel::MoveListPanel(GameDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
{
    m_list->setObjectName(QStringLiteral("moveList"));
    m_list->setToolTip(tr("Click a move to go back to the position after it"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    connect(m_document, &GameDocument::changed, this, &MoveListPanel::rebuild);
    // Only clicks move the game; the command runs after the list finished handling the click.
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int row = m_list->row(item);
        QTimer::singleShot(0, this, [this, row] { goTo(row); });
    });
    rebuild();
}

void MoveListPanel::rebuild()
{
    const GameLook& look = GameLooks::find(m_document->game());
    m_list->clear();
    m_list->addItem(tr("Start"));
    const auto& moves = m_document->moves();
    const QStringList names = describeMoves(look, m_document->game(), m_document->positions(), moves);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto* item = new QListWidgetItem(
            tr("%1. %2 — player %3").arg(i + 1).arg(names[static_cast<qsizetype>(i)]).arg(i % 2 == 0 ? 1 : 2), m_list);
        if (static_cast<int>(i) >= m_document->currentMove())
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    m_list->setCurrentRow(m_document->currentMove());
    m_list->scrollToItem(m_list->currentItem());
}

void MoveListPanel::goTo(int row)
{
    if (row < 0 || row > static_cast<int>(m_document->moves().size()) || row == m_document->currentMove())
        return;
    m_document->undoStack()->push(new GoToMoveCommand(m_document, row, tr("Go to move %1").arg(row)));
}

} // namespace gui
