#include "gui/board/GoToCellDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

#include <algorithm>

namespace gui {

namespace {

int lastIndex(engine::Coord count)
{
    return static_cast<int>(std::clamp<engine::Coord>(count - 1, 0, 2'000'000'000));
}

} // namespace

GoToCellDialog::GoToCellDialog(engine::Coord rows, engine::Coord cols, engine::Cell start, QWidget* parent)
    : QDialog(parent)
    , m_x(new QSpinBox(this))
    , m_y(new QSpinBox(this))
{
    setWindowTitle(tr("Go to Cell"));
    m_x->setObjectName(QStringLiteral("xSpin"));
    m_y->setObjectName(QStringLiteral("ySpin"));
    m_x->setRange(0, lastIndex(cols));
    m_y->setRange(0, lastIndex(rows));
    m_x->setGroupSeparatorShown(true);
    m_y->setGroupSeparatorShown(true);
    auto* layout = new QFormLayout(this);
    layout->addRow(tr("&X (column, to the right):"), m_x);
    layout->addRow(tr("&Y (row, downwards):"), m_y);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setCell(start);
    m_x->selectAll();
}

engine::Cell GoToCellDialog::cell() const
{
    return engine::Cell{m_y->value(), m_x->value()};
}

void GoToCellDialog::setCell(engine::Cell cell)
{
    m_x->setValue(static_cast<int>(std::clamp<engine::Coord>(cell.col, 0, m_x->maximum())));
    m_y->setValue(static_cast<int>(std::clamp<engine::Coord>(cell.row, 0, m_y->maximum())));
}

} // namespace gui
