#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QAbstractTableModel>
#include <QPixmap>

#include <vector>

namespace gui {

class GameLook;

// The legal moves of an analysed position as a table: the move's name, its
// verdict (with the board's mark), the Grundy value and the remoteness of the
// position it leaves. SortRole gives keys that sort numerically (moves by their
// coordinates; unknown values last), for a QSortFilterProxyModel.
class MoveVerdictModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, VerdictColumn, GrundyColumn, RemotenessColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;
    // True for a winning move (in every column), for a filter.
    static constexpr int WinsRole = Qt::UserRole + 1;

    explicit MoveVerdictModel(QObject* parent = nullptr);

    // Shows the moves of `analysis` of `position`, named by `look` (which must outlive the model).
    void setAnalysis(const engine::Analysis& analysis, const engine::Board& position, const GameLook& look);
    void clear();
    // Paints the verdict icons again in the current colour scheme.
    void refreshMarks();
    // The move of `row` (a row of this model, not of a proxy).
    [[nodiscard]] const engine::MoveVerdict& verdictAt(int row) const { return m_verdicts[row]; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QVariant sortKey(int row, int column) const;

    std::vector<engine::MoveVerdict> m_verdicts;
    bool m_known = true; // false for a sum whose verdict is not known: no move is said to win or lose
    bool m_misere = false; // the verdicts are misère ones (their "not known": the search out of reach)
    std::vector<QString> m_names;
    std::vector<int> m_coordinateRank; // a move's place in coordinate order
    QString m_windowNote; // AnalysisText::listedMoves when the rows are a window of the moves, else empty
    QPixmap m_winMark;
    QPixmap m_lossMark;
};

} // namespace gui
