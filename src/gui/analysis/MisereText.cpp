#include "gui/analysis/MisereText.h"

#include "gui/looks/DecompositionText.h"

#include <QStringList>

#include <algorithm>

namespace gui {

namespace {

bool isMisere(const engine::Analysis& analysis)
{
    return analysis.rule == engine::PlayRule::Misere;
}

} // namespace

QString MisereText::rule(const engine::Analysis& analysis)
{
    return rule(analysis.rule);
}

QString MisereText::rule(engine::PlayRule rule)
{
    return rule == engine::PlayRule::Misere ? tr("Misère play: whoever makes the last move loses") : QString();
}

QString MisereText::normalVerdict(const engine::Analysis& analysis)
{
    if (!isMisere(analysis) || !analysis.known() || !analysis.normalOutcome
        || *analysis.normalOutcome == analysis.outcome)
        return {};
    const bool wins = *analysis.normalOutcome == engine::Outcome::Win;
    if (!analysis.normalGrundy)
        return wins ? tr("Under normal play the player to move would win instead")
                    : tr("Under normal play the player to move would lose instead");
    //: %1 is a Grundy value such as *0.
    return wins ? tr("Under normal play the player to move would win instead (Grundy value %1)")
                      .arg(DecompositionText::nimber(*analysis.normalGrundy))
                : tr("Under normal play the player to move would lose instead (Grundy value %1)")
                      .arg(DecompositionText::nimber(*analysis.normalGrundy));
}

QString MisereText::values(const engine::Analysis& analysis)
{
    if (!isMisere(analysis))
        return {};
    if (!analysis.boards.empty()) {
        QStringList values;
        for (const engine::BoardSummary& board : analysis.boards)
            values.append(board.grundy ? DecompositionText::nimber(*board.grundy) : QStringLiteral("?"));
        QString text = values.join(QStringLiteral(" ⊕ "));
        if (analysis.normalGrundy)
            text += QStringLiteral(" = ") + DecompositionText::nimber(*analysis.normalGrundy);
        //: A sum's boards' normal-play values and their XOR, e.g. "*3 ⊕ *1 = *2", which do not decide misère play.
        return tr("Boards' values under normal play: %1 (they do not decide misère play)").arg(text);
    }
    if (analysis.known() && !analysis.remoteness)
        return tr("Moves to the end not computed: the marks show win or loss only");
    return tr("Misère play has no Grundy value: the verdicts come from a search of the positions");
}

QString MisereText::partCount(const std::vector<engine::Part>& parts)
{
    const auto count = static_cast<int>(parts.size());
    return count == 1 ? tr("1 independent part, by its value under normal play:")
                      : tr("%1 independent parts, by their values under normal play:").arg(count);
}

bool MisereText::allTame(const engine::Analysis& analysis)
{
    return !analysis.parts.empty() && std::all_of(analysis.parts.begin(), analysis.parts.end(), [](const auto& part) {
        return part.genus && part.genus->isTameKind();
    });
}

QString MisereText::parts(const engine::Analysis& analysis)
{
    if (!isMisere(analysis) || std::max(analysis.parts.size(), analysis.boards.size()) < 2)
        return {};
    QString text = tr("Why the values no longer decide: a part's Grundy value tells how it adds to others under "
                      "normal play, where the last move wins. Under misère the last move loses, so it matters which "
                      "part is played out last and whether a part worth *0 still has moves: the XOR of the values "
                      "does not say who wins. The verdict here comes from a search over the parts.");
    if (!allTame(analysis))
        return text;
    QStringList genera;
    bool large = false; // some value is *2 or more
    engine::Nimber sum = 0;
    for (const engine::Part& part : analysis.parts) {
        genera.append(QString::fromStdString(part.genus->text()));
        large = large || part.genus->normal >= 2;
        sum ^= part.genus->normal;
    }
    // Misère nim: with a heap of 2 or more play as in normal nim; with heaps of 0 and 1 only, the reverse.
    const bool wins = large ? sum != 0 : sum == 0;
    text += QLatin1Char(' ');
    //: %1 lists the parts' genera, e.g. "1^031, 1^031, 2^2"; the last sentence is the verdict misère nim gives.
    text += (large ? (wins ? tr("Every part is tame (genera %1), so misère nim on their values decides: with a value "
                             "of *2 or more the player to move wins exactly when the XOR is not *0, as here.")
                           : tr("Every part is tame (genera %1), so misère nim on their values decides: with a value "
                                "of *2 or more the player to move wins exactly when the XOR is not *0; here it is *0."))
                   : (wins ? tr("Every part is tame (genera %1), so misère nim on their values decides: with values "
                                "*0 and *1 only the player to move wins exactly when the XOR is *0, as here.")
                           : tr("Every part is tame (genera %1), so misère nim on their values decides: with values "
                                "*0 and *1 only the player to move wins exactly when the XOR is *0; here it is *1.")))
                .arg(genera.join(QStringLiteral(", ")));
    return text;
}

} // namespace gui
