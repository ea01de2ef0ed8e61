#include "gui/puzzles/PuzzleText.h"

#include "gui/analysis/DecompositionText.h"
#include "gui/puzzles/PuzzleDialog.h"
#include "gui/puzzles/PuzzleFields.h"

#include <QLocale>
#include <QStringList>

namespace gui {

QString PuzzleText::question(const PuzzleChoice& choice)
{
    const QString level = PuzzleFields::levelName(choice.request.level);
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

QString PuzzleText::wrong(const QString& moveName, const engine::MoveVerdict& verdict)
{
    if (verdict.resultGrundy)
        //: %1 is a move, %2 the Grundy value it leaves, such as *3.
        return tr("Wrong: %1 leaves the value %2 (not *0), a win for your opponent.")
            .arg(moveName, DecompositionText::nimber(*verdict.resultGrundy));
    if (verdict.resultRemoteness == 1)
        return tr("Wrong: %1 leaves your opponent a win in 1 move.").arg(moveName);
    if (verdict.resultRemoteness)
        //: %1 is a move, %2 a number of moves (2 or more).
        return tr("Wrong: %1 leaves your opponent a win in %2 moves.").arg(moveName).arg(*verdict.resultRemoteness);
    return tr("Wrong: %1 leaves your opponent a winning position.").arg(moveName);
}

QString PuzzleText::refutation(const engine::Analysis& after, const QString& replyName)
{
    QStringList lines;
    if (after.parts.size() > 1)
        //: %1 is a sum of nimbers such as *1 ⊕ *2 ⊕ *0 = *3.
        lines << tr("The position splits: %1.").arg(DecompositionText::equation(after.parts));
    if (!replyName.isEmpty())
        //: %1 is a move.
        lines << tr("Your opponent refutes it with %1 (outlined on the board).").arg(replyName);
    return lines.join(QLatin1Char(' '));
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
