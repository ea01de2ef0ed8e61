#pragma once

#include "gui/export/ExportPrompts.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace gui {

// File ▸ Export Picture…'s options: format, width in pixels (the height shown beside
// it follows the board's aspect), marks, part outlines, coordinates.
class PictureDialog : public QDialog {
    Q_OBJECT

public:
    // `heightFor` gives the picture's height for a width, with or without the coordinates.
    PictureDialog(const PictureOptions& initial, std::function<int(int, bool)> heightFor, QWidget* parent = nullptr);

    [[nodiscard]] PictureOptions options() const;

private:
    void showHeight();

    std::function<int(int, bool)> m_heightFor;
    QComboBox* m_format;
    QSpinBox* m_width;
    QLabel* m_height;
    QCheckBox* m_marks;
    QCheckBox* m_outlines;
    QCheckBox* m_coordinates;
};

} // namespace gui
