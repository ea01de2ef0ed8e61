#pragma once

#include "gui/export/ExportPrompts.h"

namespace gui {

// ExportPrompts through modal dialogs: the options dialogs, the file dialog, the print dialog.
class ExportDialogs final : public ExportPrompts {
public:
    [[nodiscard]] std::optional<PictureOptions>
    pictureOptions(QWidget* parent, const PictureOptions& initial,
                   const std::function<int(int, bool)>& heightFor) override;
    [[nodiscard]] std::optional<WorksheetOptions> worksheetOptions(QWidget* parent,
                                                                   const WorksheetOptions& initial) override;
    [[nodiscard]] QString saveFileName(QWidget* parent, const QString& title, const QString& suggestedPath,
                                       const QString& filter) override;
    [[nodiscard]] bool setUpPrinter(QWidget* parent, QPrinter& printer) override;
    void showError(QWidget* parent, const QString& title, const QString& message) override;
};

} // namespace gui
