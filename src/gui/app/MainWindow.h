#pragma once

#include "gui/base/PlayChoices.h"

#include <QMainWindow>

#include <memory>

class QActionGroup;

namespace Ui {
class MainWindow;
}

namespace gui {

class AnalysisController;
class AnalysisPanel;
class AnalysisProgress;
class Autosave;
class BoardScene;
class BoardView;
class ComputerPlayer;
class ContestTextFiles;
class DocumentFiles;
class EditTool;
class HintAction;
class PaletteBar;
class GameDocument;
class MoveListPanel;
class PlayOptions;
class PlayTool;
class Settings;
class UserPrompts;

// The application window: menus, tool bars, the board view, the analysis and
// move list docks and the status bar. It wires the parts together; the board
// state lives in GameDocument, the work in the controllers and tools.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class Mode { Edit, Play };

    // Opens on the first game's example board.
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] GameDocument* document() const { return m_document; }
    [[nodiscard]] BoardView* boardView() const { return m_view; }
    [[nodiscard]] BoardScene* boardScene() const { return m_scene; }
    [[nodiscard]] AnalysisController* analysisController() const { return m_analysis; }
    [[nodiscard]] ComputerPlayer* computerPlayer() const { return m_computer; }
    [[nodiscard]] AnalysisPanel* analysisPanel() const { return m_panel; }
    [[nodiscard]] EditTool* editTool() const { return m_editTool; }
    [[nodiscard]] PlayTool* playTool() const { return m_playTool; }
    [[nodiscard]] PlayOptions* playOptions() const { return m_playOptions; }
    [[nodiscard]] DocumentFiles* files() const { return m_files; }
    [[nodiscard]] ContestTextFiles* contestFiles() const { return m_contestFiles; }
    [[nodiscard]] Autosave* autosave() const { return m_autosave; }
    // Offers the boards autosaved by instances that crashed; true when one replaced the document.
    bool offerRecovery();
    // Replaces how questions and errors reach the user (tests answer them).
    void setPrompts(std::unique_ptr<UserPrompts> prompts);

    [[nodiscard]] Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    void setOpponentIsComputer(bool computer);
    void setOpponent(Opponent opponent);
    [[nodiscard]] Opponent opponent() const { return m_opponent; }
    void setComputerMovesFirst(bool computerFirst);

    // Opens a board file; a file that cannot be read is reported and changes nothing.
    bool openFile(const QString& path);
    // Shows a winning move for the player to move, or says there is none.
    void showHint();
    // Undo; against the computer it goes back to the user's last turn.
    void undo();
    void redo();
    [[nodiscard]] QString bannerText() const;
    [[nodiscard]] bool isBannerShown() const;

signals:
    // The board shown has its final analysis state: marks, or the reason there are none.
    void analysisShown();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void setUpActions();
    void setUpPalette();
    void connectParts();
    void newBoard();
    void restart();
    void onDocumentChanged();
    void onAnalysisReady();
    void onAnalysisFailed(const QString& message);
    void updateTurnAndBanner();
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
    PlayTool* m_playTool;
    AnalysisPanel* m_panel;
    MoveListPanel* m_moveList;
    DocumentFiles* m_files;
    PaletteBar* m_palette = nullptr;
    QString m_paletteGameId; // the game the palette tool bar was set up for
    AnalysisProgress* m_progressBox = nullptr;
    Mode m_mode = Mode::Edit;
    Opponent m_opponent = Opponent::Computer;
    PlayOptions* m_playOptions = nullptr;
    ContestTextFiles* m_contestFiles = nullptr;
    HintAction* m_hint = nullptr;
    Autosave* m_autosave = nullptr;
};

} // namespace gui
