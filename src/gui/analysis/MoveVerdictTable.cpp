#include "gui/analysis/MoveVerdictTable.h"

#include "gui/analysis/MoveVerdictModel.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QSortFilterProxyModel>

#include <algorithm>

namespace gui {

MoveVerdictTable::MoveVerdictTable(QWidget* parent)
    : QTableView(parent)
    , m_model(new MoveVerdictModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("moveVerdictTable"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(MoveVerdictModel::SortRole);
    setModel(m_proxy);
    setSortingEnabled(true);
    sortByColumn(MoveVerdictModel::MoveColumn, Qt::AscendingOrder);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setIconSize(QSize(18, 18));
    verticalHeader()->hide();
    // Fixed row heights and column widths: no per-row measuring for thousands of moves.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("000")) + 8);
    m_proxy->setFilterRole(MoveVerdictModel::WinsRole);
    m_proxy->setFilterKeyColumn(MoveVerdictModel::VerdictColumn);
    fitColumns();
    setToolTip(tr("The legal moves and what they leave the opponent. Click a heading to sort; "
                  "select a move to see it on the board; double-click or press Enter to play it."));
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this, &MoveVerdictTable::announceSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MoveVerdictTable::announceSelection);
    connect(this, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        if (const std::optional<engine::Move> move = moveAtRow(index.row()))
            emit moveActivated(*move);
    });
}

void MoveVerdictTable::setAnalysis(const engine::Analysis& analysis, const GameLook& look)
{
    m_model->setAnalysis(analysis, look);
    fitColumns(); // rectangle and pawn moves have longer names
}

void MoveVerdictTable::fitColumns()
{
    int total = 0;
    for (int column = 0; column < MoveVerdictModel::ColumnCount; ++column) {
        // sizeHintForColumn samples at most the header's resizeContentsPrecision() rows (1000):
        // thousands of moves stay fast.
        const int width = std::max(sizeHintForColumn(column), horizontalHeader()->sectionSizeHint(column));
        setColumnWidth(column, width);
        total += width;
    }
    m_columnsWidth = total;
    updateGeometry();
}

int MoveVerdictTable::heightForRows(int rows) const
{
    return horizontalHeader()->sizeHint().height() + rows * verticalHeader()->defaultSectionSize() + 2 * frameWidth();
}

QSize MoveVerdictTable::sizeHint() const
{
    return {minimumSizeHint().width(), heightForRows(kPreferredRows)};
}

QSize MoveVerdictTable::minimumSizeHint() const
{
    // Room for every column and the vertical scroll bar: no value hides to the right.
    return {m_columnsWidth + 2 * frameWidth() + verticalScrollBar()->sizeHint().width(), heightForRows(kMinimumRows)};
}

void MoveVerdictTable::setWinningMovesOnly(bool only)
{
    m_proxy->setFilterFixedString(only ? QVariant(true).toString() : QString());
}

bool MoveVerdictTable::showsWinningMovesOnly() const
{
    return !m_proxy->filterRegularExpression().pattern().isEmpty();
}

void MoveVerdictTable::refreshMarks()
{
    m_model->refreshMarks();
}

void MoveVerdictTable::clear()
{
    m_model->clear();
}

std::optional<engine::Move> MoveVerdictTable::moveAtRow(int row) const
{
    const QModelIndex source = m_proxy->mapToSource(m_proxy->index(row, 0));
    if (!source.isValid())
        return std::nullopt;
    return m_model->verdictAt(source.row()).move;
}

std::optional<engine::Move> MoveVerdictTable::selectedMove() const
{
    const QModelIndexList rows = selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return moveAtRow(rows.front().row());
}

void MoveVerdictTable::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (const std::optional<engine::Move> move = moveAtRow(currentIndex().row())) {
            emit moveActivated(*move);
            event->accept();
            return;
        }
    }
    QTableView::keyPressEvent(event);
}

void MoveVerdictTable::announceSelection()
{
    emit moveSelected(selectedMove());
}

} // namespace gui
