#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"

#include <QTableView>

#include <optional>

class QSortFilterProxyModel;

namespace gui {

class GameLook;
class MoveVerdictModel;

// The sortable table of the legal moves of the analysed position, optionally
// only the winning ones. Selecting a row announces its move (to highlight it on
// the board); a double-click or Enter on a row asks to play it. Its columns are
// as wide as their (translated) headings and values, and it asks for the width
// to show them all side by side, so nothing needs scrolling sideways.
class MoveVerdictTable : public QTableView {
    Q_OBJECT

public:
    // The rows the table asks for, and the fewest it can be shrunk to.
    static constexpr int kPreferredRows = 8;
    static constexpr int kMinimumRows = 3;

    explicit MoveVerdictTable(QWidget* parent = nullptr);

    // The moves of `analysis` of `position`; `look` names them and must outlive the table.
    void setAnalysis(const engine::Analysis& analysis, const engine::Board& position, const GameLook& look);
    void clear();
    // A sum's moves listed with each board's own verdicts, as if the board were
    // alone (View > Show Each Board Alone: as the marks show them), instead of
    // the sum's; no effect on one game's analysis. Kept across analyses.
    void setBoardsAlone(bool alone);
    [[nodiscard]] bool isBoardsAlone() const { return m_boardsAlone; }
    // Paints the verdict icons again in the current colour scheme.
    void refreshMarks();
    // Hides the losing moves (the filter stays across analyses).
    void setWinningMovesOnly(bool only);
    [[nodiscard]] bool showsWinningMovesOnly() const;

    // The height that shows the heading and `rows` whole rows.
    [[nodiscard]] int heightForRows(int rows) const;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

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
    // Sizes every column to its heading and values and remembers their sum.
    void fitColumns();
    // The width of the values of `column`: of the rows in view and of the longest text.
    [[nodiscard]] int contentWidth(int column) const;
    // The model row whose text in `column` has the most characters; -1 when there are no rows.
    [[nodiscard]] int longestTextRow(int column) const;

    // Gives the model the analysis as it is to be listed (a sum's boards alone or not).
    void showAnalysis();

    std::optional<engine::Analysis> m_analysis; // the one last given, while the table lists it
    engine::Board m_position; // m_analysis's
    const GameLook* m_look = nullptr;
    bool m_boardsAlone = false;
    MoveVerdictModel* m_model;
    QSortFilterProxyModel* m_proxy;
    int m_columnsWidth = 0; // of the columns as fitColumns sized them
};

} // namespace gui
