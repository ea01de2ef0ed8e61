#include "gui/play/TurnText.h"

#include <QCoreApplication>

namespace gui {

QString TurnText::turn(const Situation& situation)
{
    if (!situation.playing)
        return tr("Editing — player %1 to move").arg(situation.playerToMove);
    if (situation.demo)
        return situation.paused ? tr("Demo paused — player %1 (computer) to move").arg(situation.playerToMove)
                                : tr("Demo — to move: player %1 (computer)").arg(situation.playerToMove);
    if (situation.againstComputer)
        return situation.computerToMove ? tr("To move: the computer") : tr("To move: you");
    return tr("To move: player %1").arg(situation.playerToMove);
}

QString TurnText::banner(const Situation& situation)
{
    if (!situation.playing || !situation.gameOver)
        return {};
    if (situation.misere)
        return misereBanner(situation);
    if (situation.demo)
        return tr("Demo over: player %1 wins, player %2 has no move left.")
            .arg(3 - situation.playerToMove)
            .arg(situation.playerToMove);
    if (situation.againstComputer)
        return situation.computerToMove ? tr("You win! The computer has no move left.")
                                        : tr("The computer wins: you have no move left.");
    return tr("Player %1 wins: player %2 has no move left.")
        .arg(3 - situation.playerToMove)
        .arg(situation.playerToMove);
}

bool TurnText::userLost(const Situation& situation)
{
    if (!situation.playing || !situation.gameOver || !situation.againstComputer || situation.demo)
        return false;
    // The player to move has no move: under normal play that player lost, under misère the other one.
    return situation.misere ? situation.computerToMove : !situation.computerToMove;
}

QString TurnText::misereBanner(const Situation& situation)
{
    // The player to move has no move left and wins: the other one made the last move.
    if (situation.demo)
        return tr("Demo over: player %1 wins, player %2 made the last move (misère play: the last move loses).")
            .arg(situation.playerToMove)
            .arg(3 - situation.playerToMove);
    if (situation.againstComputer)
        return situation.computerToMove
            ? tr("The computer wins: you made the last move (misère play: the last move loses).")
            : tr("You win! The computer made the last move (misère play: the last move loses).");
    return tr("Player %1 wins: player %2 made the last move (misère play: the last move loses).")
        .arg(situation.playerToMove)
        .arg(3 - situation.playerToMove);
}

} // namespace gui
