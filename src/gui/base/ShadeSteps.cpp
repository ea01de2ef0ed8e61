#include "gui/base/ShadeSteps.h"

#include <algorithm>
#include <bit>

namespace gui {

int ShadeSteps::stepOf(int movesToEnd)
{
    const auto moves = static_cast<unsigned>(std::max(movesToEnd, 1));
    return std::min(static_cast<int>(std::bit_width(moves)) - 1, kCount - 1);
}

int ShadeSteps::firstOf(int step)
{
    return 1 << std::clamp(step, 0, kCount - 1);
}

QString ShadeSteps::rangeText(int step)
{
    const int first = firstOf(step);
    if (step >= kCount - 1)
        return QStringLiteral("%1+").arg(first);
    const int last = firstOf(step + 1) - 1;
    return first == last ? QString::number(first) : QStringLiteral("%1–%2").arg(first).arg(last);
}

} // namespace gui
