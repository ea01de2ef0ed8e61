#pragma once

#include "gui/export/ExportPrompts.h"

#include <QDialog>

#include <memory>

class QSpinBox;

namespace gui {

class PuzzleFields;

// File ▸ Export Worksheet…'s options: the game (of those the window shows), the
// level, how many puzzles, the seed of the first (the next ones count up from it)
// and how many puzzles a page holds.
class WorksheetDialog : public QDialog {
    Q_OBJECT

public:
    explicit WorksheetDialog(const WorksheetOptions& initial, QWidget* parent = nullptr);
    ~WorksheetDialog() override;

    [[nodiscard]] WorksheetOptions options() const;

private:
    std::unique_ptr<PuzzleFields> m_fields;
    QSpinBox* m_count;
    QSpinBox* m_perPage;
};

} // namespace gui
