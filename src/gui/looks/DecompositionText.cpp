#include "gui/looks/DecompositionText.h"

#include <QStringList>

namespace gui {

QString DecompositionText::nimber(engine::Nimber value)
{
    return QStringLiteral("*%1").arg(value);
}

engine::Nimber DecompositionText::total(const std::vector<engine::Part>& parts)
{
    engine::Nimber sum = 0;
    for (const engine::Part& part : parts)
        sum ^= part.grundy;
    return sum;
}

QString DecompositionText::equation(const std::vector<engine::Part>& parts)
{
    if (parts.empty())
        return {};
    int zeros = 0;
    for (const engine::Part& part : parts)
        zeros += part.grundy == 0 ? 1 : 0;
    const bool gatherZeros = zeros > kMaxZeroTerms;
    QStringList terms;
    for (const engine::Part& part : parts)
        if (part.grundy != 0 || !gatherZeros)
            terms.append(nimber(part.grundy));
    if (gatherZeros)
        //: %1 parts of value *0 gathered in one term of the sum, e.g. "4 × *0"
        terms.append(tr("%1 × *0").arg(zeros));
    return terms.join(QStringLiteral(" ⊕ ")) + QStringLiteral(" = ") + nimber(total(parts));
}

QString DecompositionText::partCount(const std::vector<engine::Part>& parts)
{
    const auto count = static_cast<int>(parts.size());
    return count == 1 ? tr("1 independent part") : tr("%1 independent parts").arg(count);
}

QString DecompositionText::meaning(const std::vector<engine::Part>& parts)
{
    if (parts.empty())
        return {};
    if (total(parts) == 0)
        return tr("The sum is *0: the player to move loses.");
    return tr("The sum is not *0: the player to move wins by making it *0.");
}

} // namespace gui
