#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

namespace gui {

struct PuzzleChoice;

// How the puzzle panel words a puzzle: its question, a right answer, a wrong
// one with why (the value it leaves, the decomposition sum, the refuting
// reply) and the player's score.
class PuzzleText {
    Q_DECLARE_TR_FUNCTIONS(gui::PuzzleText)

public:
    // "Puzzle (Medium, seed 1234): find the winning move" or "… find all 2 winning moves".
    [[nodiscard]] static QString question(const PuzzleChoice& choice);
    // "Right! … wins." or, for "find all", "Right: … wins (1 of 2 found)."
    [[nodiscard]] static QString right(const QString& moveName, int found, int total);
    // "You found that one already."
    [[nodiscard]] static QString foundAgain(const QString& moveName);
    // "Wrong: … leaves *3 (not *0), a win for your opponent." With no Grundy
    // value, the outcome and remoteness it leaves.
    [[nodiscard]] static QString wrong(const QString& moveName, const engine::MoveVerdict& verdict);
    // Why, from the analysis of the position after the wrong move: the sum of its
    // parts where the game splits, and the reply that refutes it.
    [[nodiscard]] static QString refutation(const engine::Analysis& after, const QString& replyName);
    // "The winning moves: a, b."
    [[nodiscard]] static QString answer(const QStringList& moveNames);
    // "Solved: 4 · Streak: 2" for the game `gameName`.
    [[nodiscard]] static QString score(const QString& gameName, int solved, int streak);
};

} // namespace gui
