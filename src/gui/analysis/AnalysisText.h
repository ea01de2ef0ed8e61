#pragma once

#include "engine/Analysis.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace gui {

// The sentences the analysis panel shows, in one place so they read alike.
class AnalysisText {
    Q_DECLARE_TR_FUNCTIONS(gui::AnalysisText)

public:
    // "Player to move wins" / "Player to move loses".
    [[nodiscard]] static QString verdict(engine::Outcome outcome);
    // "Wins in 5 moves with best play", "Loses in 8 moves at the latest", or
    // that the game is over (remoteness 0).
    [[nodiscard]] static QString remoteness(engine::Outcome outcome, int remoteness);
    // "Grundy value 3", or that it is not known.
    [[nodiscard]] static QString grundy(const std::optional<engine::Nimber>& grundy);
    // A sum's boards' values and their XOR with what it means ("Boards: *3 ⊕ *1 ⊕
    // *2 = *0: the player to move loses", "?" for a value not known, and then no
    // XOR); the plain Grundy value for the analysis of one game, or that neither
    // it nor the remoteness is computed (a chomp board beyond 15 x 15: win or loss only).
    [[nodiscard]] static QString sumValues(const engine::Analysis& analysis);
    // Which verdicts a sum's marks show: the sum's, or each board's own (as if alone).
    [[nodiscard]] static QString sumMarks(bool boardsAlone);
    // The verdict of a sum whose value is not known (Analysis::unknownReason).
    [[nodiscard]] static QString unknownVerdict(const std::string& reason);
    // "3 winning moves (of 12)", "No winning move (of 12)": of all legal moves,
    // and on a second line which of them the move table lists when it is a
    // window of them (Analysis::moveAreas). Of a sum not known: only the count.
    [[nodiscard]] static QString winningMoves(const engine::Analysis& analysis);
    // "The table lists 4,097 of them: the nearest and every winning move."
    [[nodiscard]] static QString listedMoves(const engine::Analysis& analysis);
};

} // namespace gui
