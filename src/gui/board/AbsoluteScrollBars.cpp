#include "gui/board/AbsoluteScrollBars.h"

#include <QScrollBar>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gui {

AbsoluteScrollBars::AbsoluteScrollBars(QWidget* parent, std::function<void(QPointF)> centreOn)
    : QObject(parent)
    , m_columns(new QScrollBar(Qt::Horizontal, parent))
    , m_rows(new QScrollBar(Qt::Vertical, parent))
    , m_centreOn(std::move(centreOn))
{
    m_columns->setObjectName(QStringLiteral("columnBar"));
    m_rows->setObjectName(QStringLiteral("rowBar"));
    connect(m_columns, &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_syncing)
            m_centreOn(QPointF(value + 0.5, m_centre.y()));
    });
    connect(m_rows, &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_syncing)
            m_centreOn(QPointF(m_centre.x(), value + 0.5));
    });
}

void AbsoluteScrollBars::setVisible(bool visible)
{
    m_columns->setVisible(visible);
    m_rows->setVisible(visible);
}

void AbsoluteScrollBars::sync(QPointF centre, QSizeF visibleCells, qint64 rows, qint64 cols)
{
    m_centre = centre;
    const auto setUp = [this](QScrollBar* bar, qreal at, qreal visible, qint64 count) {
        const qreal last = static_cast<qreal>(std::clamp<qint64>(count - 1, 0, INT_MAX / 2));
        bar->setRange(0, static_cast<int>(last));
        bar->setPageStep(static_cast<int>(std::clamp(visible, 1.0, static_cast<qreal>(INT_MAX / 4))));
        bar->setSingleStep(std::max(1, bar->pageStep() / 10));
        bar->setValue(static_cast<int>(std::clamp(std::floor(at), 0.0, last)));
    };
    m_syncing = true;
    setUp(m_columns, centre.x(), visibleCells.width(), cols);
    setUp(m_rows, centre.y(), visibleCells.height(), rows);
    m_syncing = false;
}

} // namespace gui
