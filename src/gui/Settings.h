#pragma once

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
    // Tool bar and dock layout (QMainWindow::saveState).
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

    [[nodiscard]] bool showMarks() const;
    void setShowMarks(bool show);
    // Outlines of the independent parts on the board and their sum in the analysis panel.
    [[nodiscard]] bool showDecomposition() const;
    void setShowDecomposition(bool show);
    // The Grundy value each move leaves, written on its cell.
    [[nodiscard]] bool showGrundyValues() const;
    void setShowGrundyValues(bool show);

    // The size last chosen in the New dialog (height = rows, width = columns).
    [[nodiscard]] QSize lastBoardSize() const;
    void setLastBoardSize(const QSize& size);

private:
    QSettings m_settings;
};

} // namespace gui
