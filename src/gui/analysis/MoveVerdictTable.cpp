#include "gui/analysis/MoveVerdictTable.h"

#include "gui/analysis/MoveVerdictModel.h"
#include "gui/board/AnalysisOverlay.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStyleOptionViewItem>
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
    horizontalHeader()->setResizeContentsPrecision(0); // see contentWidth
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

void MoveVerdictTable::setAnalysis(const engine::Analysis& analysis, const engine::Board& position,
                                   const GameLook& look)
{
    m_analysis = analysis;
    m_position = position;
    m_look = &look;
    showAnalysis();
}

void MoveVerdictTable::setBoardsAlone(bool alone)
{
    m_boardsAlone = alone;
    if (m_analysis && !m_analysis->boards.empty())
        showAnalysis();
}

void MoveVerdictTable::showAnalysis()
{
    if (m_boardsAlone && !m_analysis->boards.empty())
        m_model->setAnalysis(AnalysisOverlay::eachBoardAlone(*m_analysis), m_position, *m_look);
    else
        m_model->setAnalysis(*m_analysis, m_position, *m_look);
    fitColumns(); // rectangle and pawn moves have longer names
}

void MoveVerdictTable::fitColumns()
{
    int total = 0;
    for (int column = 0; column < MoveVerdictModel::ColumnCount; ++column) {
        const int width = std::max(contentWidth(column), horizontalHeader()->sectionSizeHint(column));
        setColumnWidth(column, width);
        total += width;
    }
    m_columnsWidth = total;
    updateGeometry();
}

int MoveVerdictTable::contentWidth(int column) const
{
    // The rows in view (the header's resizeContentsPrecision is 0) and the row of the
    // longest text: laying out the text of every row took 10 ms for a thousand moves.
    int width = sizeHintForColumn(column);
    const QModelIndex longest = m_proxy->mapFromSource(m_model->index(longestTextRow(column), column));
    if (longest.isValid()) {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        const int grid = showGrid() ? 1 : 0;
        width = std::max(width, itemDelegateForIndex(longest)->sizeHint(option, longest).width() + grid);
    }
    return width;
}

int MoveVerdictTable::longestTextRow(int column) const
{
    int longestRow = -1;
    qsizetype longestLength = -1;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const qsizetype length = m_model->data(m_model->index(row, column), Qt::DisplayRole).toString().size();
        if (length > longestLength) {
            longestLength = length;
            longestRow = row;
        }
    }
    return longestRow;
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
    m_analysis.reset();
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
