#pragma once

#include "engine/Analysis.h"

#include <QTableView>

#include <optional>

class QSortFilterProxyModel;

namespace gui {

class GameLook;
class MoveVerdictModel;

// The sortable table of the legal moves of the analysed position. Selecting a
// row announces its move (to highlight it on the board); a double-click or Enter
// on a row asks to play it.
class MoveVerdictTable : public QTableView {
    Q_OBJECT

public:
    explicit MoveVerdictTable(QWidget* parent = nullptr);

    // `look` names the moves and must outlive the table.
    void setAnalysis(const engine::Analysis& analysis, const GameLook& look);
    void clear();
    // Paints the verdict icons again in the current colour scheme.
    void refreshMarks();

    // The move of a row as shown (sorted), or nothing for a row out of range.
    [[nodiscard]] std::optional<engine::Move> moveAtRow(int row) const;
    [[nodiscard]] std::optional<engine::Move> selectedMove() const;

signals:
    // The selection changed; nothing when no row is selected.
    void moveSelected(std::optional<engine::Move> move);
    void moveActivated(const engine::Move& move);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void announceSelection();

    MoveVerdictModel* m_model;
    QSortFilterProxyModel* m_proxy;
};

} // namespace gui
