#include "gui/analysis/MoveListPanel.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/GoToMoveCommand.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/MoveWords.h"

#include <QListWidget>
#include <QStringList>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gui {

MoveListPanel::MoveListPanel(GameDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget(this))
{
    m_list->setObjectName(QStringLiteral("moveList"));
    m_list->setUniformItemSizes(true); // the list measures one entry, not thousands
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
    const auto& moves = m_document->moves();
    const int current = m_document->currentMove();
    // The entries of the moves both lists begin with stay; only their shade may change.
    std::size_t kept = 0;
    if (&m_document->game() == m_shownGame && m_document->positions().front() == m_shownSetup && m_list->count() > 0) {
        const auto same = std::mismatch(moves.begin(), moves.end(), m_shownMoves.begin(), m_shownMoves.end());
        kept = static_cast<std::size_t>(same.first - moves.begin());
    }
    else {
        m_list->clear();
        m_list->addItem(tr("Start"));
    }
    while (static_cast<std::size_t>(m_list->count()) > kept + 1)
        delete m_list->takeItem(m_list->count() - 1);
    // The moves added, named in their positions (nim: "heap 2: take 3").
    const std::vector<engine::Board>& positions = m_document->positions();
    const std::span<const engine::Move> allMoves(moves);
    const QStringList names = kept < positions.size()
        ? describeMoves(look, m_document->game(), std::span<const engine::Board>(positions).subspan(kept),
                        allMoves.subspan(kept))
        : describeMoves(look, m_document->game(), positions, allMoves).mid(static_cast<qsizetype>(kept));
    QStringList added;
    for (std::size_t i = kept; i < moves.size(); ++i)
        added.append(tr("%1. %2 — player %3")
                         .arg(i + 1)
                         .arg(names[static_cast<qsizetype>(i - kept)])
                         .arg(i % 2 == 0 ? 1 : 2));
    m_list->addItems(added); // in one insertion
    for (auto i = static_cast<int>(kept); i < static_cast<int>(moves.size()); ++i)
        shade(i);
    for (int i = std::min(current, m_shownCurrent); i < std::min(std::max(current, m_shownCurrent), static_cast<int>(kept));
         ++i)
        shade(i);
    m_shownGame = &m_document->game();
    m_shownMoves = moves;
    m_shownSetup = m_document->positions().front();
    m_shownCurrent = current;
    m_list->setCurrentRow(current);
    m_list->scrollToItem(m_list->currentItem());
}

void MoveListPanel::shade(int index)
{
    QListWidgetItem* item = m_list->item(index + 1);
    const bool played = index < m_document->currentMove();
    if (played)
        item->setData(Qt::ForegroundRole, QVariant());
    else
        item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
}

void MoveListPanel::goTo(int row)
{
    if (row < 0 || row > static_cast<int>(m_document->moves().size()) || row == m_document->currentMove())
        return;
    m_document->undoStack()->push(new GoToMoveCommand(m_document, row, tr("Go to move %1").arg(row)));
}

} // namespace gui
