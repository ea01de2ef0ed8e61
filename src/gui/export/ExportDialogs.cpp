#include "gui/export/ExportDialogs.h"

#include "gui/export/PictureDialog.h"
#include "gui/export/WorksheetDialog.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPrintDialog>

namespace gui {

std::optional<PictureOptions> ExportDialogs::pictureOptions(QWidget* parent, const PictureOptions& initial,
                                                            const std::function<int(int, bool)>& heightFor)
{
    PictureDialog dialog(initial, heightFor, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.options();
}

std::optional<WorksheetOptions> ExportDialogs::worksheetOptions(QWidget* parent, const WorksheetOptions& initial)
{
    WorksheetDialog dialog(initial, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.options();
}

QString ExportDialogs::saveFileName(QWidget* parent, const QString& title, const QString& suggestedPath,
                                    const QString& filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedPath, filter);
}

bool ExportDialogs::setUpPrinter(QWidget* parent, QPrinter& printer)
{
    QPrintDialog dialog(&printer, parent);
    return dialog.exec() == QDialog::Accepted;
}

void ExportDialogs::showError(QWidget* parent, const QString& title, const QString& message)
{
    QMessageBox::critical(parent, title, message);
}

} // namespace gui
