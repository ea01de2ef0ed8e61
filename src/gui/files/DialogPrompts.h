#pragma once

#include "gui/files/UserPrompts.h"

#include <QCoreApplication>

class QMessageBox;

namespace gui {

// UserPrompts through the standard modal dialogs.
class DialogPrompts final : public UserPrompts {
    Q_DECLARE_TR_FUNCTIONS(gui::DialogPrompts)

public:
    [[nodiscard]] SaveChoice askSaveChanges(QWidget* parent, const QString& documentName) override;
    void showError(QWidget* parent, const QString& title, const QString& message) override;
    [[nodiscard]] QString openFileName(QWidget* parent, const QString& directory) override;
    [[nodiscard]] QString saveFileName(QWidget* parent, const QString& suggestedPath) override;
    [[nodiscard]] bool askRecover(QWidget* parent, const QString& documentName, const QDateTime& savedAt) override;
    [[nodiscard]] FileChangeChoice askFileChanged(QWidget* parent, const QString& documentName, bool beforeSaving,
                                                  bool unsavedChanges) override;

    // Names `box`'s standard Save and Discard buttons with mnemonics (Alt+S, Alt+D).
    static void giveMnemonics(QMessageBox& box);
};

} // namespace gui
