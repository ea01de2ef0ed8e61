#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace gui {

// The Puzzle dock's contents: the question, what the last answer was worth and
// why, the player's score, the generation's progress with Cancel, and Retry,
// Show Answer and Next Puzzle. It only shows; PuzzleController decides.
class PuzzlePanel : public QWidget {
    Q_OBJECT

public:
    explicit PuzzlePanel(QWidget* parent = nullptr);

    void setQuestion(const QString& text);
    // The verdict on the last answer, plain text (a line break starts a new line); `right` colours it.
    void setVerdict(const QString& text, bool right);
    void setScore(const QString& text);
    // Generation under way: progress (0..1) and Cancel; false hides them.
    void setGenerating(bool generating);
    void setProgress(double fraction);
    // Retry and Show Answer act on a loaded puzzle; Next Puzzle once one was asked for.
    void setPuzzleButtonsEnabled(bool puzzleLoaded);

signals:
    void cancelRequested();
    void retryRequested();
    void answerRequested();
    void nextRequested();

private:
    QLabel* m_question;
    QLabel* m_verdict;
    QLabel* m_score;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QPushButton* m_retry;
    QPushButton* m_answer;
    QPushButton* m_next;
};

} // namespace gui
