#include "gui/export/PictureDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {

PictureDialog::PictureDialog(const PictureOptions& initial, std::function<int(int, bool)> heightFor, QWidget* parent)
    : QDialog(parent)
    , m_heightFor(std::move(heightFor))
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QLabel(this))
    , m_marks(new QCheckBox(tr("Winning and losing &marks"), this))
    , m_outlines(new QCheckBox(tr("&Outlines of the independent parts"), this))
    , m_coordinates(new QCheckBox(tr("&Coordinates"), this))
{
    setWindowTitle(tr("Export Picture"));
    setObjectName(QStringLiteral("pictureDialog"));
    m_format->addItem(tr("PNG image"), static_cast<int>(PictureOptions::Format::Png));
    m_format->addItem(tr("SVG drawing"), static_cast<int>(PictureOptions::Format::Svg));
    m_format->setCurrentIndex(initial.format == PictureOptions::Format::Svg ? 1 : 0);
    m_format->setToolTip(tr("The file's name decides too: a name ending in .png or .svg gives that format."));
    m_width->setRange(PictureOptions::kMinWidth, PictureOptions::kMaxWidth);
    m_width->setSuffix(tr(" px"));
    m_width->setValue(initial.width);
    m_width->setToolTip(tr("The picture's width in pixels; its height follows the board's shape."));
    m_marks->setChecked(initial.marks);
    m_outlines->setChecked(initial.outlines);
    m_coordinates->setChecked(initial.coordinates);
    m_coordinates->setToolTip(tr("Row and column numbers along the top and left edges (a large board: the "
                                 "visible area with its absolute coordinates)."));

    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(m_height, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    // A row of a layout gets no buddy of its own: without one the label would show its '&'.
    auto* widthLabel = new QLabel(tr("&Width:"), this);
    widthLabel->setBuddy(m_width);
    form->addRow(widthLabel, size);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_marks);
    layout->addWidget(m_outlines);
    layout->addWidget(m_coordinates);
    layout->addWidget(buttons);
    connect(m_width, &QSpinBox::valueChanged, this, &PictureDialog::showHeight);
    connect(m_coordinates, &QCheckBox::toggled, this, &PictureDialog::showHeight);
    showHeight();
}

void PictureDialog::showHeight()
{
    //: The height of the exported picture beside its width, e.g. "× 750 px".
    m_height->setText(tr("× %1 px").arg(m_heightFor(m_width->value(), m_coordinates->isChecked())));
}

PictureOptions PictureDialog::options() const
{
    PictureOptions options;
    options.format = static_cast<PictureOptions::Format>(m_format->currentData().toInt());
    options.width = m_width->value();
    options.marks = m_marks->isChecked();
    options.outlines = m_outlines->isChecked();
    options.coordinates = m_coordinates->isChecked();
    return options;
}

} // namespace gui
