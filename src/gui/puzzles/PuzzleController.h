#pragma once

#include "gui/base/PlayChoices.h"
#include "gui/puzzles/AnswerCover.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/puzzles/PuzzleGeneration.h"
#include "gui/puzzles/PuzzleScore.h"

#include <QDate>
#include <QObject>

#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace gui {

class AnalysisController;
class BoardScene;
class DocumentFiles;
class GameDocument;
class PlaySession;
class PuzzlePanel;
class Settings;

// What the puzzles reach of the window; all must outlive the controller.
struct PuzzleParts {
    QMainWindow* window;
    QMenu* gameMenu;
    GameDocument* document;
    DocumentFiles* files;
    PlaySession* session;
    BoardScene* scene;
    AnalysisController* analysis;
    Settings* settings;
    QAction* hint; // Game > Hint: a puzzle it is used on no longer counts
};

// Game > Puzzles: New Puzzle (a dialog: game, level, winning moves to find,
// seed) and Puzzle of the Day (the current game, medium, seeded by today's
// date); the puzzle is generated off the GUI thread (PuzzleGeneration, with
// progress and Cancel in the Puzzle dock), then loaded as the board after the
// save question, in play mode with both sides the user's. Until it is answered
// every view that would tell the answer is covered (AnswerCover). The move the player
// plays is judged: right (for "find all" counted, and back to the puzzle for
// the next one), or wrong with why (the value it leaves, the decomposition sum
// and the refuting reply, outlined on the board, from the analysis of the
// position after it); the game goes on from there. Solved count and streak per
// game in Settings (PuzzleScore).
class PuzzleController : public QObject {
    Q_OBJECT

public:
    enum class State { None, Generating, Unanswered, Wrong, Solved, Revealed };

    PuzzleController(const PuzzleParts& parts, QObject* parent = nullptr);

    // The date of the puzzle of the day (tests fix it); today when not set.
    void setToday(QDate date) { m_today = date; }
    // The puzzle of the day of `gameId` for `date`: medium, one winning move, seeded by the date.
    [[nodiscard]] static PuzzleChoice dayChoice(const QString& gameId, QDate date);

    // The rule new puzzles follow: the document's, followed as Game > Misère
    // Play changes it. A misère request of a
    // level beyond the game's misère promise is refused up front (PuzzleSource::refusal).
    void setRule(engine::PlayRule rule) { m_rule = rule; }
    [[nodiscard]] engine::PlayRule rule() const { return m_rule; }

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] PuzzlePanel* panel() const { return m_panel; }

    // The docks as the user chose them, whatever a puzzle did to them: the answer's cover lifted
    // and the Puzzle dock hidden. The window calls it before it saves its dock layout (when it
    // closes, mid-puzzle too) and after restoring one (an earlier version saved the puzzle's), so a
    // puzzle never changes the layout of the next run or of another window.
    void showUserLayout();

    void newPuzzle();
    void puzzleOfTheDay();
    void nextPuzzle();
    void retry();
    void showAnswer();

signals:
    void message(const QString& text);

private:
    void start(const PuzzleChoice& choice);
    // The generation ended without a puzzle: the panel says `why`, the puzzle before it (if any) goes on.
    void endGeneration(const QString& why);
    void load(const GeneratedPuzzle& puzzle);
    // The puzzle's setup and moves as the document, in play mode against nobody.
    void loadBoard();
    void onDocumentChanged();
    void onAnalysisReady();
    void judge(const engine::Move& move);
    void onHintUsed();
    // A wrong answer, a hint or the answer shown: the puzzle no longer counts, the streak ends.
    void miss();
    void backToPuzzle();
    void setState(State state);
    void leavePuzzle();
    [[nodiscard]] bool documentHoldsPuzzle() const;
    [[nodiscard]] int puzzleMoveCount() const;
    // `move` played from `position`, in the game's words (GameLook::describeMove).
    [[nodiscard]] QString moveName(const engine::Board& position, const engine::Move& move) const;
    [[nodiscard]] QString currentGameId() const;
    // The score of the puzzle loaded, or of `gameId`'s puzzles (while one is generated).
    void updateScore();
    void updateScore(const QString& gameId);

    PuzzleParts m_parts;
    PuzzleGeneration* m_generation;
    PuzzlePanel* m_panel;
    QDockWidget* m_dock;
    PuzzleScore m_score;
    AnswerCover m_cover;
    std::optional<QDate> m_today;

    State m_state = State::None;
    State m_stateBefore = State::None;     // while generating: the state to go back to on a cancel
    PuzzleChoice m_choice;                 // of the puzzle loaded
    PuzzleChoice m_pending;                // of the puzzle being generated
    std::optional<GeneratedPuzzle> m_puzzle; // the puzzle loaded
    engine::PlayRule m_rule = engine::PlayRule::Normal; // of new puzzles (setRule)
    std::vector<engine::Move> m_found;      // its winning moves found so far
    bool m_missed = false;                  // a wrong answer or the answer shown: no score for it
    std::optional<engine::MoveVerdict> m_wrongAnswer; // the last wrong answer's verdict, for its refutation
    bool m_boardChangedWhileGenerating = false; // since the save question of start()
    bool m_refutationPending = false;      // waiting for the analysis of the position after a wrong answer
    std::optional<Opponent> m_opponentBefore; // the session's opponent before the first puzzle loaded
};

} // namespace gui
