#pragma once

#include "gui/export/ExportPrompts.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace gui {

// File ▸ Export Worksheet…'s options: the game (of those the window shows), the
// level, how many puzzles, the seed of the first (the next ones count up from it)
// and how many puzzles a page holds.
class WorksheetDialog : public QDialog {
    Q_OBJECT

public:
    explicit WorksheetDialog(const WorksheetOptions& initial, QWidget* parent = nullptr);

    [[nodiscard]] WorksheetOptions options() const;

private:
    QComboBox* m_game;
    QSpinBox* m_level;
    QSpinBox* m_count;
    QLineEdit* m_seed;
    QSpinBox* m_perPage;
};

} // namespace gui
