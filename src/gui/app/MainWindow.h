#pragma once

#include <QMainWindow>

#include <memory>

namespace engine {
class Game;
}

namespace Ui {
class MainWindow;
}

namespace gui {

class AnalysisController;
class AnalysisPanel;
class MoveVerdictLink;
class AnalysisProgress;
class BoardScene;
class BoardView;
class ComputerPlayer;
class ContestTextFiles;
class DocumentFiles;
class EditTool;
class PaletteBar;
class GameDocument;
class MoveListPanel;
class PlaySession;
class PlayTool;
class PuzzleController;
class Settings;
class UserPrompts;

// The application window: menus, tool bars, the board view, the analysis and
// move list docks and the status bar. It only builds and wires the parts: the
// board state lives in GameDocument, the play rules in PlaySession, the work in
// the controllers and tools. Tests reach the parts through findChild and the
// actions through their object names.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Opens on the first game's example board.
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Offers the boards autosaved by instances that crashed; true when one replaced the document.
    bool offerRecovery();
    // Replaces how questions and errors reach the user (tests answer them).
    void setPrompts(std::unique_ptr<UserPrompts> prompts);
    // Starts opening a board file, off the GUI thread (DocumentFiles::open: its
    // openFinished says when it is done); a file that cannot be read is reported
    // and changes nothing.
    void openFile(const QString& path);

signals:
    // The board shown has its final analysis state: marks, or the reason there are none.
    void analysisShown();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void setUpPalette();
    void connectParts();
    void newBoard();
    void onDocumentChanged();
    void onAnalysisStateChanged();
    void onAnalysisFailed(const QString& message);
    void updateActions();
    void updateTitle();
    void showMessage(const QString& text);

    std::unique_ptr<Ui::MainWindow> ui;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<UserPrompts> m_prompts;
    GameDocument* m_document;
    BoardScene* m_scene;
    BoardView* m_view;
    AnalysisController* m_analysis;
    ComputerPlayer* m_computer;
    EditTool* m_editTool;
    PlaySession* m_session;
    PlayTool* m_playTool; // plays through m_session
    AnalysisPanel* m_panel;
    MoveVerdictLink* m_verdictLink = nullptr; // the move table's link to play
    MoveListPanel* m_moveList;
    DocumentFiles* m_files;
    PaletteBar* m_palette = nullptr;
    const engine::Game* m_paletteGame = nullptr; // the game the palette tool bar was set up for (two sums share an id)
    AnalysisProgress* m_progressBox = nullptr;
    ContestTextFiles* m_contestFiles = nullptr;
    PuzzleController* m_puzzles = nullptr;
};

} // namespace gui
