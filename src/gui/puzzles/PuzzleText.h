#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

namespace gui {

struct PuzzleChoice;

// How the puzzle panel words a puzzle: its question, a right answer, a wrong
// one with why (in words: the refuting reply; then the numbers: the value it
// leaves and the decomposition sum) and the player's score.
class PuzzleText {
    Q_DECLARE_TR_FUNCTIONS(gui::PuzzleText)

public:
    // "Puzzle (Medium, seed 1234): find the winning move" or "… find all 2 winning
    // moves"; the puzzle of the day names its date instead of its seed. A sum
    // puzzle's adds on a line of its own how its boards are played as one game;
    // a misère puzzle's says on a line of its own that the last move loses.
    [[nodiscard]] static QString question(const PuzzleChoice& choice);
    // "Right! … wins." or, for "find all", "Right: … wins (1 of 2 found)."
    [[nodiscard]] static QString right(const QString& moveName, int found, int total);
    // "You found that one already."
    [[nodiscard]] static QString foundAgain(const QString& moveName);
    // A wrong answer in words first: "Wrong: after your move …, your opponent wins
    // with … (outlined on the board)."; with no reply known (yet), that the opponent can win.
    [[nodiscard]] static QString wrong(const QString& moveName, const QString& replyName);
    // Then the numbers behind it: the value the move leaves (not *0), or with no
    // Grundy value the win it leaves in so many moves, and, from the analysis of
    // the position after it (when known), the sum of its parts where it splits.
    [[nodiscard]] static QString wrongValues(const engine::MoveVerdict& verdict, const engine::Analysis* after);
    // The two together: the words, then on a line of its own the numbers (when there are any).
    [[nodiscard]] static QString wrongAnswer(const QString& moveName, const QString& replyName,
                                             const engine::MoveVerdict& verdict, const engine::Analysis* after);
    // "The winning moves: a, b."
    [[nodiscard]] static QString answer(const QStringList& moveNames);
    // "Solved: 4 · Streak: 2" for the game `gameName`.
    [[nodiscard]] static QString score(const QString& gameName, int solved, int streak);

private:
    // The question without what a sum puzzle adds.
    [[nodiscard]] static QString gameQuestion(const PuzzleChoice& choice);
};

} // namespace gui
