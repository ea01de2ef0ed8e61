#include "gui/board/GoToCellDialog.h"

#include "gui/board/CursorSteps.h"
#include "gui/looks/GameLook.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>
#include <utility>

namespace gui {

namespace {

int lastIndex(engine::Coord count)
{
    return static_cast<int>(std::clamp<engine::Coord>(count - 1, 0, 2'000'000'000));
}

std::vector<engine::Move> areasOf(const std::vector<BoardPart>& parts)
{
    std::vector<engine::Move> areas;
    for (const BoardPart& part : parts)
        areas.push_back(part.area);
    return areas;
}

} // namespace

GoToCellDialog::GoToCellDialog(engine::Coord rows, engine::Coord cols, engine::Cell start, QWidget* parent)
    : GoToCellDialog(GameLook().boardParts(rows, cols), start, parent)
{
}

GoToCellDialog::GoToCellDialog(std::vector<BoardPart> parts, engine::Cell start, QWidget* parent)
    : QDialog(parent)
    , m_parts(std::move(parts))
    , m_board(new QComboBox(this))
    , m_x(new QSpinBox(this))
    , m_y(new QSpinBox(this))
    , m_xLabel(new QLabel(this))
    , m_yLabel(new QLabel(this))
{
    setWindowTitle(tr("Go to Cell"));
    m_board->setObjectName(QStringLiteral("boardCombo"));
    m_x->setObjectName(QStringLiteral("xSpin"));
    m_y->setObjectName(QStringLiteral("ySpin"));
    m_x->setGroupSeparatorShown(true);
    m_y->setGroupSeparatorShown(true);
    m_xLabel->setBuddy(m_x);
    m_yLabel->setBuddy(m_y);
    for (const BoardPart& part : m_parts)
        m_board->addItem(part.name);
    auto* layout = new QFormLayout(this);
    if (m_parts.size() > 1)
        layout->addRow(tr("&Board:"), m_board);
    else
        m_board->hide();
    layout->addRow(m_yLabel, m_y);
    layout->addRow(m_xLabel, m_x);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_board, &QComboBox::currentIndexChanged, this, &GoToCellDialog::showBoard);
    setCell(start);
    m_y->setFocus();
    m_y->selectAll();
}

int GoToCellDialog::currentBoard() const
{
    return std::max(0, m_board->currentIndex());
}

void GoToCellDialog::showBoard(int board)
{
    const BoardPart& part = m_parts.at(static_cast<std::size_t>(std::max(0, board)));
    m_yLabel->setText(part.rowLabel);
    m_xLabel->setText(part.columnLabel);
    m_y->setRange(0, lastIndex(part.area.bottomRight.row - part.area.topLeft.row + 1));
    m_x->setRange(0, lastIndex(part.area.bottomRight.col - part.area.topLeft.col + 1));
}

engine::Cell GoToCellDialog::cell() const
{
    const engine::Cell topLeft = m_parts.at(static_cast<std::size_t>(currentBoard())).area.topLeft;
    return engine::Cell{topLeft.row + m_y->value(), topLeft.col + m_x->value()};
}

void GoToCellDialog::setCell(engine::Cell cell)
{
    const std::vector<engine::Move> areas = areasOf(m_parts);
    // On no board: the board an arrow key would take the cell to.
    const engine::Cell onBoard = CursorSteps::step(areas, cell, 0, 0);
    const int board = static_cast<int>(CursorSteps::boardOf(areas, onBoard).value_or(0));
    const QSignalBlocker blocker(m_board);
    m_board->setCurrentIndex(board);
    showBoard(board);
    const engine::Cell topLeft = areas[static_cast<std::size_t>(board)].topLeft;
    m_y->setValue(static_cast<int>(std::clamp<engine::Coord>(onBoard.row - topLeft.row, 0, m_y->maximum())));
    m_x->setValue(static_cast<int>(std::clamp<engine::Coord>(onBoard.col - topLeft.col, 0, m_x->maximum())));
}

} // namespace gui
