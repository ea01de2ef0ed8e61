#include "gui/puzzles/PuzzleText.h"

#include "gui/looks/DecompositionText.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/puzzles/PuzzleFields.h"
#include "gui/puzzles/PuzzleSource.h"

#include <QLocale>
#include <QStringList>

namespace gui {

QString PuzzleText::question(const PuzzleChoice& choice)
{
    const bool misere = choice.request.rule == engine::PlayRule::Misere;
    if (choice.gameId != QLatin1String(PuzzleSource::kSumId)) {
        if (!misere)
            return gameQuestion(choice);
        return gameQuestion(choice) + QLatin1Char('\n') + tr("Misère play: whoever makes the last move loses.");
    }
    if (misere)
        return gameQuestion(choice) + QLatin1Char('\n')
            + tr("The boards are one game: each move is made on one board. Misère play: whoever makes the last "
                 "move on any board loses.");
    return gameQuestion(choice) + QLatin1Char('\n')
        + tr("The boards are one game: each move is made on one board, and whoever cannot move on any board loses.");
}

QString PuzzleText::gameQuestion(const PuzzleChoice& choice)
{
    const QString level = PuzzleFields::levelName(choice.request.level);
    if (choice.day)
        //: %1 is the level (Easy, Medium, Hard), %2 the date of the puzzle of the day.
        return tr("Puzzle of the day (%1, %2): find the winning move")
            .arg(level, QLocale().toString(*choice.day, QLocale::LongFormat));
    const QString seed = QString::number(choice.request.seed);
    if (choice.request.winningMoves == 1)
        //: %1 is the level (Easy, Medium, Hard), %2 the seed, a number.
        return tr("Puzzle (%1, seed %2): find the winning move").arg(level, seed);
    //: %1 is the level (Easy, Medium, Hard), %2 the seed, %3 the number of winning moves (2 or more).
    return tr("Puzzle (%1, seed %2): find all %3 winning moves").arg(level, seed).arg(choice.request.winningMoves);
}

QString PuzzleText::right(const QString& moveName, int found, int total)
{
    if (total == 1)
        return tr("Right! %1 wins.").arg(moveName);
    if (found == total)
        //: %1 is a move, %2 the number of winning moves.
        return tr("Right! %1 wins, and you found all %2 winning moves.").arg(moveName).arg(total);
    //: %1 is a move, %2 the winning moves found so far, %3 how many there are.
    return tr("Right: %1 wins (%2 of %3 found). Find the next one.").arg(moveName).arg(found).arg(total);
}

QString PuzzleText::foundAgain(const QString& moveName)
{
    return tr("%1 wins, but you found it already. Find another one.").arg(moveName);
}

QString PuzzleText::wrong(const QString& moveName, const QString& replyName)
{
    if (replyName.isEmpty())
        //: %1 is a move.
        return tr("Wrong: after your move %1, your opponent can win.").arg(moveName);
    //: %1 is the player's move, %2 the opponent's winning reply.
    return tr("Wrong: after your move %1, your opponent wins with %2 (outlined on the board).")
        .arg(moveName, replyName);
}

QString PuzzleText::wrongValues(const engine::MoveVerdict& verdict, const engine::Analysis* after)
{
    QStringList lines;
    if (verdict.resultGrundy)
        //: %1 is the Grundy value a move leaves, such as *3.
        lines << tr("It leaves the value %1; only *0 is a loss for the player to move.")
                     .arg(DecompositionText::nimber(*verdict.resultGrundy));
    else if (verdict.resultRemoteness == 1)
        lines << tr("It leaves your opponent a win in 1 move.");
    else if (verdict.resultRemoteness)
        //: %1 is a number of moves (2 or more).
        lines << tr("It leaves your opponent a win in %1 moves.").arg(*verdict.resultRemoteness);
    // Under misère the parts' values do not add up to the verdict (Analysis::parts holds the normal ones).
    if (after != nullptr && after->rule == engine::PlayRule::Normal && after->parts.size() > 1)
        //: %1 is a sum of nimbers such as *1 ⊕ *2 ⊕ *0 = *3.
        lines << tr("The position splits: %1.").arg(DecompositionText::equation(after->parts));
    return lines.join(QLatin1Char(' '));
}

QString PuzzleText::wrongAnswer(const QString& moveName, const QString& replyName, const engine::MoveVerdict& verdict,
                                const engine::Analysis* after)
{
    const QString values = wrongValues(verdict, after);
    return values.isEmpty() ? wrong(moveName, replyName) : wrong(moveName, replyName) + QLatin1Char('\n') + values;
}

QString PuzzleText::answer(const QStringList& moveNames)
{
    if (moveNames.size() == 1)
        return tr("The winning move: %1.").arg(moveNames.front());
    return tr("The winning moves: %1.").arg(QLocale().createSeparatedList(moveNames));
}

QString PuzzleText::score(const QString& gameName, int solved, int streak)
{
    //: %1 is a game, %2 the puzzles solved at the first try, %3 how many in a row.
    return tr("%1: solved %2 · streak %3").arg(gameName).arg(solved).arg(streak);
}

} // namespace gui
