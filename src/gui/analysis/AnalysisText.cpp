#include "gui/analysis/AnalysisText.h"

#include <QCoreApplication>

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

QString AnalysisText::winningMoves(const engine::Analysis& analysis)
{
    const auto total = static_cast<int>(analysis.moves.size());
    const auto winning = static_cast<int>(analysis.winningMoves().size());
    if (winning == 0)
        return tr("No winning move (of %1)").arg(total);
    if (winning == 1)
        return tr("1 winning move (of %1)").arg(total);
    return tr("%1 winning moves (of %2)").arg(winning).arg(total);
}

} // namespace gui
