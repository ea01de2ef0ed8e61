#include "gui/analysis/AnalysisText.h"

#include <QCoreApplication>
#include <QStringList>

namespace gui {

QString AnalysisText::verdict(engine::Outcome outcome)
{
    return outcome == engine::Outcome::Win ? tr("Player to move wins") : tr("Player to move loses");
}

QString AnalysisText::remoteness(engine::Outcome outcome, int remoteness)
{
    if (remoteness <= 0)
        return tr("No move left: the game is over");
    if (outcome == engine::Outcome::Win)
        return remoteness == 1 ? tr("Wins in 1 move with best play")
                               : tr("Wins in %1 moves with best play").arg(remoteness);
    return remoteness == 1 ? tr("Loses in 1 move at the latest")
                           : tr("Loses in %1 moves at the latest").arg(remoteness);
}

QString AnalysisText::grundy(const std::optional<engine::Nimber>& grundy)
{
    return grundy ? tr("Grundy value %1").arg(*grundy) : tr("Grundy value not computed for a board this large");
}

QString AnalysisText::sumValues(const engine::Analysis& analysis)
{
    if (analysis.boards.empty() && !analysis.grundy && !analysis.remoteness && analysis.known())
        return tr("Grundy values and remoteness are not computed for a board this large: the marks show win or "
                  "loss only");
    if (analysis.boards.empty())
        return grundy(analysis.grundy);
    QStringList values;
    for (const engine::BoardSummary& board : analysis.boards)
        values.append(board.grundy ? QStringLiteral("*%1").arg(*board.grundy) : QStringLiteral("?"));
    QString text = values.join(QStringLiteral(" ⊕ "));
    if (analysis.grundy) {
        text += QStringLiteral(" = *%1").arg(*analysis.grundy);
        //: A sum's boards' values and their XOR, then what it means: "*3 ⊕ *1 ⊕ *2 = *0: the player to move loses".
        text = *analysis.grundy == 0 ? tr("%1: the player to move loses").arg(text)
                                     : tr("%1: the player to move wins").arg(text);
    }
    return tr("Boards: %1").arg(text);
}

QString AnalysisText::sumMarks(bool boardsAlone)
{
    return boardsAlone ? tr("The marks and the move table show each board alone: its own winning moves, as if the "
                            "other boards were not there")
                       : tr("The marks and the move table show the moves of the sum: a winning move leaves every "
                            "board together at *0");
}

QString AnalysisText::unknownVerdict(const std::string& reason)
{
    return tr("Not known: %1").arg(QString::fromStdString(reason));
}

QString AnalysisText::winningMoves(const engine::Analysis& analysis)
{
    const auto total = static_cast<qlonglong>(analysis.legalMoveCount());
    const auto winning = static_cast<int>(analysis.winningMoves().size());
    QString text;
    if (!analysis.known()) // no move is claimed to win (Analysis::unknownReason)
        text = tr("%L1 legal moves; which of them win is not known").arg(total);
    else if (winning == 0)
        text = tr("No winning move (of %L1)").arg(total);
    else if (winning == 1)
        text = tr("1 winning move (of %L1)").arg(total);
    else
        text = tr("%1 winning moves (of %L2)").arg(winning).arg(total);
    if (!analysis.listsEveryMove())
        text += QLatin1Char('\n') + listedMoves(analysis);
    return text;
}

QString AnalysisText::listedMoves(const engine::Analysis& analysis)
{
    //: The move table of a position with too many moves to list (a pawn far from the origin).
    return tr("The table lists %L1 of them: the nearest and every winning move.")
        .arg(static_cast<qlonglong>(analysis.moves.size()));
}

} // namespace gui
