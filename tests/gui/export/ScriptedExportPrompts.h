#pragma once

// The export questions of the export tests, answered without dialogs and recorded.
#include "gui/export/ExportPrompts.h"

#include <QPrinter>
#include <QStringList>

namespace testsupport {

class ScriptedExportPrompts final : public gui::ExportPrompts {
public:
    std::optional<gui::PictureOptions> pictureAnswer;
    std::optional<gui::WorksheetOptions> worksheetAnswer;
    QString fileAnswer;
    QString printFile; // empty: the print dialog is cancelled
    std::optional<gui::WorksheetOptions> worksheetOffered; // what the dialog would have shown
    int heightForAnswerWidth = 0; // the height the picture dialog would show for the answer's width
    QStringList errors;

    std::optional<gui::PictureOptions> pictureOptions(QWidget*, const gui::PictureOptions&,
                                                      const std::function<int(int, bool)>& heightFor) override
    {
        if (pictureAnswer)
            heightForAnswerWidth = heightFor(pictureAnswer->width, pictureAnswer->coordinates);
        return pictureAnswer;
    }
    std::optional<gui::WorksheetOptions> worksheetOptions(QWidget*, const gui::WorksheetOptions& initial) override
    {
        worksheetOffered = initial;
        return worksheetAnswer;
    }
    QString saveFileName(QWidget*, const QString&, const QString&, const QString&) override { return fileAnswer; }
    bool setUpPrinter(QWidget*, QPrinter& printer) override
    {
        if (printFile.isEmpty())
            return false;
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printFile);
        return true;
    }
    void showError(QWidget*, const QString& title, const QString& message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
};

} // namespace testsupport
