#pragma once

#include "gui/UserPrompts.h"

namespace gui {

// UserPrompts through the standard modal dialogs.
class DialogPrompts final : public UserPrompts {
public:
    [[nodiscard]] SaveChoice askSaveChanges(QWidget* parent, const QString& documentName) override;
    void showError(QWidget* parent, const QString& title, const QString& message) override;
    [[nodiscard]] QString openFileName(QWidget* parent, const QString& directory) override;
    [[nodiscard]] QString saveFileName(QWidget* parent, const QString& suggestedPath) override;
};

} // namespace gui
