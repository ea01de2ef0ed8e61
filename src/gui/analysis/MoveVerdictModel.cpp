#include "gui/analysis/MoveVerdictModel.h"

#include "gui/analysis/AnalysisText.h"
#include "gui/board/AnalysisOverlay.h"
#include "gui/looks/GameLook.h"

#include <algorithm>
#include <numeric>

namespace gui {

namespace {

constexpr int kMarkSize = 18;

// The board's mark at about the same size for both verdicts (the board draws a
// losing move's disk much smaller than a winning move's ring).
QPixmap verdictIcon(bool wins)
{
    if (wins)
        return AnalysisOverlay::markPixmap(true, kMarkSize);
    constexpr int kLarge = kMarkSize * 3;
    return AnalysisOverlay::markPixmap(false, kLarge).copy(kMarkSize, kMarkSize, kMarkSize, kMarkSize);
}

} // namespace

MoveVerdictModel::MoveVerdictModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MoveVerdictModel::setAnalysis(const engine::Analysis& analysis, const engine::Board& position,
                                   const GameLook& look)
{
    beginResetModel();
    // Painted again each time: the marks follow the current colour scheme.
    m_winMark = verdictIcon(true);
    m_lossMark = verdictIcon(false);
    m_verdicts = analysis.moves;
    m_known = analysis.known();
    m_misere = analysis.rule == engine::PlayRule::Misere;
    m_windowNote = analysis.listsEveryMove() ? QString() : AnalysisText::listedMoves(analysis);
    m_names.clear();
    m_names.reserve(m_verdicts.size());
    for (const engine::MoveVerdict& verdict : m_verdicts)
        m_names.push_back(look.describeMove(position, verdict.move));
    std::vector<int> order(m_verdicts.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [this](int a, int b) { return m_verdicts[a].move < m_verdicts[b].move; });
    m_coordinateRank.assign(order.size(), 0);
    for (std::size_t rank = 0; rank < order.size(); ++rank)
        m_coordinateRank[order[rank]] = static_cast<int>(rank);
    endResetModel();
}

void MoveVerdictModel::refreshMarks()
{
    m_winMark = verdictIcon(true);
    m_lossMark = verdictIcon(false);
    if (!m_verdicts.empty())
        emit dataChanged(index(0, VerdictColumn), index(rowCount() - 1, VerdictColumn), {Qt::DecorationRole});
}

void MoveVerdictModel::clear()
{
    beginResetModel();
    m_verdicts.clear();
    m_names.clear();
    m_coordinateRank.clear();
    m_windowNote.clear();
    endResetModel();
}

int MoveVerdictModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_verdicts.size());
}

int MoveVerdictModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MoveVerdictModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const engine::MoveVerdict& verdict = m_verdicts[row];
    if (role == SortRole)
        return sortKey(row, index.column());
    if (role == WinsRole)
        return verdict.wins();
    switch (index.column()) {
    case MoveColumn:
        if (role == Qt::DisplayRole)
            return m_names[row];
        break;
    case VerdictColumn:
        if (!m_known) { // every resultOutcome is a placeholder (Analysis::unknownReason)
            if (role == Qt::DisplayRole)
                return tr("not known");
            if (role == Qt::ToolTipRole)
                return m_misere ? tr("Not known: the misère search of this position is out of reach, so whether "
                                     "this move wins is too")
                                : tr("Not known: the value of a board is out of reach, so whether this move wins is too");
            break;
        }
        if (role == Qt::DisplayRole)
            return verdict.wins() ? tr("wins") : tr("loses");
        if (role == Qt::DecorationRole)
            return verdict.wins() ? m_winMark : m_lossMark;
        if (role == Qt::ToolTipRole)
            return verdict.wins() ? tr("Winning move: it leaves the opponent a lost position")
                                  : tr("Losing move: the opponent can win after it");
        break;
    case GrundyColumn:
        if (role == Qt::DisplayRole)
            return verdict.resultGrundy ? QVariant(QStringLiteral("*%1").arg(*verdict.resultGrundy))
                                        : QVariant(QStringLiteral("–"));
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case RemotenessColumn:
        if (role == Qt::DisplayRole)
            return verdict.resultRemoteness ? QVariant(*verdict.resultRemoteness) : QVariant(QStringLiteral("–"));
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ToolTipRole && verdict.resultRemoteness)
            return *verdict.resultRemoteness == 1
                ? tr("The game lasts 1 more move after this one with best play")
                : tr("The game lasts %1 more moves after this one with best play").arg(*verdict.resultRemoteness);
        break;
    default:
        break;
    }
    return {};
}

QVariant MoveVerdictModel::sortKey(int row, int column) const
{
    const engine::MoveVerdict& verdict = m_verdicts[row];
    switch (column) {
    case MoveColumn:
        return m_coordinateRank[row];
    case VerdictColumn:
        return verdict.wins() ? 0 : 1;
    case GrundyColumn:
        return verdict.resultGrundy ? QVariant(static_cast<qlonglong>(*verdict.resultGrundy)) : QVariant();
    case RemotenessColumn:
        return verdict.resultRemoteness ? QVariant(*verdict.resultRemoteness) : QVariant();
    default:
        return {};
    }
}

QVariant MoveVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case MoveColumn:
        if (!m_windowNote.isEmpty())
            return tip ? m_windowNote : tr("Nearest moves");
        return tip ? tr("The move; sorted by its coordinates") : tr("Move");
    case VerdictColumn:
        return tip ? tr("Whether the move wins for the player who makes it") : tr("Verdict");
    case GrundyColumn:
        return tip ? tr("The Grundy value of the position the move leaves") : tr("Grundy");
    case RemotenessColumn:
        return tip ? tr("How many moves the game lasts after this one with best play (remoteness)")
                   : tr("Moves left");
    default:
        return {};
    }
}

} // namespace gui
