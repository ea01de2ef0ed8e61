#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace gui {

// The questions and messages of contest-text import and export. ContestTextFiles
// asks through this interface instead of modal dialogs, so tests can answer.
class ContestTextPrompts {
public:
    // A text file and the game whose format it is in.
    struct TextFile {
        QString path;   // empty when the user cancelled
        QString gameId;
    };

    virtual ~ContestTextPrompts() = default;

    // A text to import, from `directory`; the game is picked with the file
    // type (one per game the program shows), `gameId` preselected.
    [[nodiscard]] virtual TextFile textToImport(QWidget* parent, const QString& title, const QString& directory,
                                                const QString& gameId) = 0;
    // Where to write a text; empty when the user cancels.
    [[nodiscard]] virtual QString textToExport(QWidget* parent, const QString& title, const QString& suggestedPath) = 0;
    // Which of several cases to import (an index into `labels`); nothing when cancelled.
    [[nodiscard]] virtual std::optional<int> chooseCase(QWidget* parent, const QStringList& labels) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;
};

} // namespace gui
