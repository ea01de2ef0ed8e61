#pragma once

#include <QDateTime>
#include <QString>

class QWidget;

namespace gui {

// Every question and error message the main window puts to the user. The
// window calls these instead of static QMessageBox / QFileDialog functions, so
// tests can answer without a modal dialog blocking them.
class UserPrompts {
public:
    enum class SaveChoice { Save, Discard, Cancel };
    // The document's file was changed on disk by someone else: read it again
    // (dropping the window's changes), save the window's board under another
    // name, write it over the file, or leave both as they are.
    enum class FileChangeChoice { Reload, SaveAs, Overwrite, Cancel };

    virtual ~UserPrompts() = default;

    // Unsaved changes to `documentName`: save them, discard them, or cancel?
    [[nodiscard]] virtual SaveChoice askSaveChanges(QWidget* parent, const QString& documentName) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;
    // A board file to open, or empty when the user cancels.
    [[nodiscard]] virtual QString openFileName(QWidget* parent, const QString& directory) = 0;
    // Where to save, or empty when the user cancels.
    [[nodiscard]] virtual QString saveFileName(QWidget* parent, const QString& suggestedPath) = 0;
    // After a crash: recover the unsaved board `documentName` autosaved at `savedAt`? (False discards it.)
    [[nodiscard]] virtual bool askRecover(QWidget* parent, const QString& documentName, const QDateTime& savedAt) = 0;
    // `documentName`'s file changed on disk since it was opened or saved (noticed
    // when the window became active, or `beforeSaving` it); `unsavedChanges`: the
    // window's board has changes a reload would drop.
    [[nodiscard]] virtual FileChangeChoice askFileChanged(QWidget* parent, const QString& documentName,
                                                          bool beforeSaving, bool unsavedChanges) = 0;
};

} // namespace gui
