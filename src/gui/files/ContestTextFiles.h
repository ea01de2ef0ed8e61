#pragma once

#include "gui/files/ContestTextReading.h"
#include "gui/files/ImportedPosition.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <variant>

class QAction;
class QWidget;

namespace engine {
class Game;
}

namespace gui {

class ContestTextPrompts;
class DocumentFiles;
class GameDocument;
class Settings;

// Imports and exports the games' text formats (src/games/<id>/RULES.md) through engine::GameText:
// contest texts (the setup as the published puzzles write it; a text of several
// cases imports the case the user picks from their previews) and position
// queries (the setup and the moves played, as `grundygrid-cli moves` reads
// them). An import finds the game from the text (detectGame; the user picks
// when several games read it) unless the file type names one. A text that
// cannot be read is reported with its line and column and changes nothing.
class ContestTextFiles : public QObject {
    Q_OBJECT

public:
    using Kind = TextKind;

    // All must outlive this object; `window` parents the dialogs.
    ContestTextFiles(GameDocument* document, DocumentFiles* files, Settings* settings, QWidget* window);
    ~ContestTextFiles() override;

    // Replaces the dialogs (tests answer them); not owned, nullptr restores the dialogs.
    void setPrompts(ContestTextPrompts* prompts);
    // Runs the four commands from these menu actions.
    void connectActions(QAction* importContest, QAction* exportContest, QAction* importPosition,
                        QAction* exportPosition);

    // After DocumentFiles::maybeSave, asks for a file (and maybe its game) and imports it.
    bool importWithDialog(Kind kind);
    // Reads `path` as a text of `game` into the document. False (after telling
    // the user why) when the text cannot be used or the user cancels the choice of case.
    bool importFile(Kind kind, const QString& path, const engine::Game& game);
    // Reads `path` as a text of the game it is in (detectGame), asking when
    // several games read it; false as above, or when the user cancels the choice of game.
    bool importFile(Kind kind, const QString& path);
    // Reads `text` (a contest text, else a position query) of the game it is in,
    // as importFile does, asking for the game or case when needed. Nothing (after
    // telling the user why, naming the text `source`) when it cannot be used or
    // the user cancels.
    [[nodiscard]] std::optional<ImportedPosition> positionFromText(const std::string& text, const QString& source);
    // Asks for a file name and writes the document's setup (and, for a position
    // query, the moves up to the current one) to it.
    bool exportWithDialog(Kind kind);
    bool exportTo(Kind kind, const QString& path);
    // The text exportTo writes, or the reason the format cannot hold the document.
    [[nodiscard]] std::variant<std::string, QString> exportText(Kind kind) const;
    // The one-case contest text of `board` (a position of the document's game), or why there is none.
    [[nodiscard]] std::variant<std::string, QString> contestTextOf(const engine::Board& board) const;

signals:
    void statusMessage(const QString& text);

private:
    [[nodiscard]] QString importTitle(Kind kind) const;
    [[nodiscard]] QString failureTitle(Kind kind) const;
    // The bytes of `path`, or nothing after telling the user why not.
    [[nodiscard]] std::optional<std::string> readText(Kind kind, const QString& path);
    // The position of a reading (asking for its case), or nothing after telling
    // its error; `ofNoGame` when no game read it and this is the closest reading.
    [[nodiscard]] std::optional<ImportedPosition> positionOf(Kind kind, const QString& source, TextReading reading,
                                                             bool ofNoGame);
    // The position of the game detectGame found (asking which one when several read it), as positionOf.
    [[nodiscard]] std::optional<ImportedPosition> positionOf(Kind kind, const QString& source,
                                                             GameDetection detection);
    // Puts an imported position read from `path` into the document.
    bool adopt(std::optional<ImportedPosition> position, const QString& path);
    void showError(const QString& title, const QString& message);
    // Why the game's text format cannot hold `board`, or nothing.
    [[nodiscard]] std::optional<QString> textProblem(const engine::Board& board) const;

    GameDocument* m_document;
    DocumentFiles* m_files;
    Settings* m_settings;
    QWidget* m_window;
    std::unique_ptr<ContestTextPrompts> m_dialogs;
    ContestTextPrompts* m_prompts;
};

} // namespace gui
