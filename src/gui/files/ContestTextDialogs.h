#pragma once

#include "gui/files/ContestTextPrompts.h"

#include <QCoreApplication>

namespace gui {

// ContestTextPrompts through the standard file, input and message dialogs
// and a list of the cases with their pictures.
class ContestTextDialogs final : public ContestTextPrompts {
    Q_DECLARE_TR_FUNCTIONS(gui::ContestTextDialogs)

public:
    // Above this many cases the user types a case number instead of picking from a list.
    static constexpr int kMaxListedCases = 1000;

    [[nodiscard]] TextFile textToImport(QWidget* parent, const QString& title, const QString& directory) override;
    [[nodiscard]] QString textToExport(QWidget* parent, const QString& title, const QString& suggestedPath) override;
    [[nodiscard]] std::optional<int> chooseCase(QWidget* parent, const QList<CaseChoice>& cases) override;
    [[nodiscard]] std::optional<int> chooseGame(QWidget* parent, const QString& fileName,
                                                const QStringList& gameNames) override;
    void showError(QWidget* parent, const QString& title, const QString& message) override;
};

} // namespace gui
