#pragma once

#include <QImage>
#include <QList>
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
        QString gameId; // empty: the game is found from the text (detectGame)
    };
    // One case of a contest text as the case picker shows it (ContestCasePreviews).
    struct CaseChoice {
        QString label;  // "Case 2: 7 x 7 · poison: 3"
        QImage picture; // the board drawn with the game's look; null when too large to draw
    };

    virtual ~ContestTextPrompts() = default;

    // A text to import, from `directory`: of any game (found from the text, the
    // type preselected) or of the game its file type names (one per game shown).
    [[nodiscard]] virtual TextFile textToImport(QWidget* parent, const QString& title, const QString& directory) = 0;
    // Where to write a text; empty when the user cancels.
    [[nodiscard]] virtual QString textToExport(QWidget* parent, const QString& title, const QString& suggestedPath) = 0;
    // Which of several cases to import (an index into `cases`); nothing when cancelled.
    [[nodiscard]] virtual std::optional<int> chooseCase(QWidget* parent, const QList<CaseChoice>& cases) = 0;
    // Which game's text `fileName` is, when it reads as a text of each of
    // `gameNames` (an index into them); nothing when cancelled.
    [[nodiscard]] virtual std::optional<int> chooseGame(QWidget* parent, const QString& fileName,
                                                        const QStringList& gameNames) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& message) = 0;
};

} // namespace gui
