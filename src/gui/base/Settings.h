#pragma once

#include "gui/base/PlayChoices.h"

#include <QByteArray>
#include <QSettings>
#include <QSize>
#include <QString>

namespace gui {

// Everything GrundyGrid remembers between runs, with typed accessors, so no key
// string appears anywhere else. Uses the application's organisation and name.
class Settings {
public:
    Settings() = default;

    [[nodiscard]] QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    // Tool bar and dock layout (QMainWindow::saveState, with MainWindow's layout version).
    [[nodiscard]] QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // The folder of the last opened or saved board file; the home folder at first.
    [[nodiscard]] QString lastDirectory() const;
    void setLastDirectory(const QString& directory);

    // In play mode against the computer: does the computer make the first move?
    [[nodiscard]] bool computerMovesFirst() const;
    void setComputerMovesFirst(bool computerFirst);
    // True: the user plays against the computer; false: two humans share the board.
    [[nodiscard]] bool opponentIsComputer() const;
    void setOpponentIsComputer(bool computer);
    // Who plays in play mode; without a stored choice, opponentIsComputer decides.
    [[nodiscard]] Opponent opponent() const;
    void setOpponent(Opponent opponent);
    // How well the computer plays (Perfect at first).
    [[nodiscard]] Strength computerStrength() const;
    void setComputerStrength(Strength strength);
    // The pause between two moves of the computer-vs-computer demo.
    [[nodiscard]] int demoDelayMs() const;
    void setDemoDelayMs(int milliseconds);
    // Seconds between two autosaves of a modified board (60 at first, 1 to 3600).
    [[nodiscard]] int autosaveIntervalSeconds() const;

    [[nodiscard]] bool showMarks() const;
    void setShowMarks(bool show);
    // Outlines of the independent parts on the board and their sum in the analysis panel.
    [[nodiscard]] bool showDecomposition() const;
    void setShowDecomposition(bool show);
    // The Grundy value each move leaves, written on its cell.
    [[nodiscard]] bool showGrundyValues() const;
    void setShowGrundyValues(bool show);
    // The analysis panel's move table lists only the winning moves (off at first).
    [[nodiscard]] bool winningMovesOnly() const;
    void setWinningMovesOnly(bool only);
    // Moves played are briefly animated on the board (on by default).
    [[nodiscard]] bool animations() const;
    void setAnimations(bool on);
    // Blue/orange analysis marks instead of green/red.
    [[nodiscard]] bool colourBlindSafe() const;
    void setColourBlindSafe(bool on);
    // The language of the user interface, a locale name such as "es", applied at
    // the next start; empty (the default) follows the system.
    [[nodiscard]] QString language() const;
    void setLanguage(const QString& language);

    // The size last chosen in the New dialog (height = rows, width = columns).
    [[nodiscard]] QSize lastBoardSize() const;
    void setLastBoardSize(const QSize& size);
    // The game, start ("empty", "example", "random") and random density (0-100)
    // last chosen in the New dialog; empty game and start at first.
    [[nodiscard]] QString lastNewGame() const;
    void setLastNewGame(const QString& gameId);
    [[nodiscard]] QString lastNewStart() const;
    void setLastNewStart(const QString& start);
    [[nodiscard]] int lastRandomDensity() const;
    void setLastRandomDensity(int percent);

private:
    QSettings m_settings;
};

} // namespace gui
