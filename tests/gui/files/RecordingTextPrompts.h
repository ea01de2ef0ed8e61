#pragma once

// The contest-text questions of test_contest_files, answered without dialogs.
#include "gui/files/ContestTextPrompts.h"

namespace testsupport {

// Answers the import and export questions without dialogs and records them.
class RecordingTextPrompts final : public gui::ContestTextPrompts {
public:
    TextFile importAnswer;
    QString exportAnswer;
    std::optional<int> caseAnswer;
    QList<CaseChoice> cases;
    std::optional<int> gameAnswer;
    QStringList gameNames; // the games last offered
    QStringList errors;

    TextFile textToImport(QWidget*, const QString&, const QString&) override { return importAnswer; }
    QString textToExport(QWidget*, const QString&, const QString&) override { return exportAnswer; }
    std::optional<int> chooseCase(QWidget*, const QList<CaseChoice>& choices) override
    {
        cases = choices;
        return caseAnswer;
    }
    std::optional<int> chooseGame(QWidget*, const QString&, const QStringList& names) override
    {
        gameNames = names;
        return gameAnswer;
    }
    void showError(QWidget*, const QString& title, const QString& message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
};

} // namespace testsupport
