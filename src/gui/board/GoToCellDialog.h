#pragma once

#include "engine/Cell.h"

#include <QDialog>

class QSpinBox;

namespace gui {

// Asks for a cell as (X, Y): X the column (growing to the right), Y the row
// (growing downwards), each limited to the board.
class GoToCellDialog : public QDialog {
    Q_OBJECT

public:
    // `rows` x `cols` is the board; `start` the cell shown first.
    GoToCellDialog(engine::Coord rows, engine::Coord cols, engine::Cell start, QWidget* parent = nullptr);

    [[nodiscard]] engine::Cell cell() const;
    void setCell(engine::Cell cell);

private:
    QSpinBox* m_x;
    QSpinBox* m_y;
};

} // namespace gui
