#pragma once

#include "gui/looks/BoardPart.h"

#include "engine/Cell.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace gui {

// Asks for a cell by its board (of a sum: a choice of its boards by name), and
// that board's row (growing downwards) and column (growing to the right), in
// the words of the board's game (nim: heap and counter), each limited to the board.
class GoToCellDialog : public QDialog {
    Q_OBJECT

public:
    // The boards of the grid (at least one, GameLook::boardParts); `start` is the
    // grid's cell shown first (the keyboard cursor's), on no board: board 0's top-left.
    GoToCellDialog(std::vector<BoardPart> parts, engine::Cell start, QWidget* parent = nullptr);
    // One board of `rows` x `cols` in the words "row" and "column".
    GoToCellDialog(engine::Coord rows, engine::Coord cols, engine::Cell start, QWidget* parent = nullptr);

    // The grid's cell chosen (of a sum: on the combined board).
    [[nodiscard]] engine::Cell cell() const;
    // Shows the grid's cell `cell`: its board (on none, the one nearest) and its place on it.
    void setCell(engine::Cell cell);

private:
    // Shows board `board`'s words and limits.
    void showBoard(int board);
    [[nodiscard]] int currentBoard() const;

    std::vector<BoardPart> m_parts;
    QComboBox* m_board;
    QSpinBox* m_x; // the column
    QSpinBox* m_y; // the row
    QLabel* m_xLabel;
    QLabel* m_yLabel;
};

} // namespace gui
