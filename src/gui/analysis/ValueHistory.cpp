#include "gui/analysis/ValueHistory.h"

#include <algorithm>

namespace gui {

void ValueHistory::setLine(const std::vector<engine::Move>& moves)
{
    // Position i depends on moves [0, i); its played verdict on move i as well.
    const auto same = static_cast<std::size_t>(
        std::mismatch(m_moves.begin(), m_moves.end(), moves.begin(), moves.end()).first - m_moves.begin());
    std::vector<Point> points(moves.size() + 1);
    const std::size_t kept = std::min(m_points.size(), same + 1);
    for (std::size_t i = 0; i < kept; ++i)
        points[i] = m_points[i];
    if (kept == same + 1 && same == moves.size())
        points[same].playedResult.reset(); // the line now ends here
    else if (kept == same + 1)
        points[same].known = false; // its move changed: its verdict must be looked up again
    m_moves = moves;
    m_points = std::move(points);
}

void ValueHistory::clear()
{
    m_moves.clear();
    m_points.assign(1, Point{});
}

bool ValueHistory::record(int position, const engine::Analysis& analysis)
{
    if (position < 0 || position >= positionCount())
        return false;
    Point& point = m_points[position];
    point.known = true;
    point.outcome = analysis.outcome;
    point.grundy = analysis.grundy;
    point.remoteness = analysis.remoteness;
    point.playedResult.reset();
    point.unknownReason = analysis.unknownReason;
    if (point.unknownReason)
        return true; // its outcome and its moves' verdicts are placeholders
    if (position < static_cast<int>(m_moves.size()))
        if (const engine::MoveVerdict* verdict = analysis.verdictFor(m_moves[position]))
            point.playedResult = verdict->resultOutcome;
    return true;
}

bool ValueHistory::isComplete() const
{
    return std::all_of(m_points.begin(), m_points.end(), [](const Point& point) { return point.known; });
}

std::vector<int> ValueHistory::unknownPositions() const
{
    std::vector<int> result;
    for (int i = 0; i < positionCount(); ++i)
        if (!m_points[i].known)
            result.push_back(i);
    return result;
}

bool ValueHistory::threwAwayWin(int move) const
{
    if (move < 1 || move >= positionCount())
        return false;
    const Point& from = m_points[move - 1];
    return from.verdictKnown() && from.outcome == engine::Outcome::Win && from.playedResult == engine::Outcome::Win;
}

std::vector<int> ValueHistory::mistakes() const
{
    std::vector<int> result;
    for (int move = 1; move < positionCount(); ++move)
        if (threwAwayWin(move))
            result.push_back(move);
    return result;
}

ValueHistory::Scale ValueHistory::scale() const
{
    const auto allKnown = [this](auto has) {
        return std::all_of(m_points.begin(), m_points.end(), [&](const Point& p) { return !p.verdictKnown() || has(p); });
    };
    if (allKnown([](const Point& p) { return p.grundy.has_value(); }))
        return Scale::Grundy;
    if (allKnown([](const Point& p) { return p.remoteness.has_value(); }))
        return Scale::Remoteness;
    return Scale::Outcome;
}

std::optional<int> ValueHistory::value(int position, Scale scale) const
{
    if (position < 0 || position >= positionCount() || !m_points[position].verdictKnown())
        return std::nullopt;
    const Point& point = m_points[position];
    switch (scale) {
    case Scale::Grundy:
        return point.grundy ? std::optional<int>(static_cast<int>(*point.grundy)) : std::nullopt;
    case Scale::Remoteness:
        return point.remoteness;
    case Scale::Outcome:
        return point.outcome == engine::Outcome::Win ? 1 : 0;
    }
    return std::nullopt;
}

} // namespace gui
