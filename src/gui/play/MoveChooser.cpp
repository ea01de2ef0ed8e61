#include "gui/play/MoveChooser.h"

#include "engine/BestLine.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace gui {

namespace {

constexpr int kFar = std::numeric_limits<int>::max();

int remotenessOf(const engine::MoveVerdict& verdict)
{
    return verdict.resultRemoteness.value_or(kFar);
}

} // namespace

MoveChooser::MoveChooser(Strength strength)
    : MoveChooser(strength, QRandomGenerator::global()->generate())
{
}

MoveChooser::MoveChooser(Strength strength, quint32 seed)
    : m_strength(strength)
    , m_random(seed)
{
}

std::optional<engine::Move> MoveChooser::perfect(const engine::Analysis& analysis)
{
    return engine::perfectMove(analysis);
}

std::optional<engine::Move> MoveChooser::choose(const engine::Analysis& analysis)
{
    if (analysis.moves.empty())
        return std::nullopt;
    switch (m_strength) {
    case Strength::Perfect: return perfect(analysis);
    case Strength::Strong: return strong(analysis);
    case Strength::Casual: {
        const bool winnable = std::any_of(analysis.moves.begin(), analysis.moves.end(),
                                          [](const engine::MoveVerdict& v) { return v.wins(); });
        if (winnable && m_random.generateDouble() < kCasualSkill)
            return strong(analysis);
        return uniform(analysis);
    }
    case Strength::Random: return uniform(analysis);
    }
    return perfect(analysis);
}

std::optional<engine::Move> MoveChooser::strong(const engine::Analysis& analysis)
{
    std::vector<const engine::MoveVerdict*> candidates;
    for (const engine::MoveVerdict& verdict : analysis.moves)
        if (verdict.wins())
            candidates.push_back(&verdict);
    if (candidates.empty()) {
        int slowest = 0;
        for (const engine::MoveVerdict& verdict : analysis.moves)
            slowest = std::max(slowest, remotenessOf(verdict));
        // kFar stays kFar: only moves of unknown remoteness qualify then.
        const int threshold = slowest == kFar ? kFar : slowest - kStrongSlack;
        for (const engine::MoveVerdict& verdict : analysis.moves)
            if (remotenessOf(verdict) >= threshold)
                candidates.push_back(&verdict);
    }
    if (candidates.empty())
        return std::nullopt;
    if (candidates.size() == analysis.moves.size() && !analysis.listsEveryMove())
        return uniform(analysis); // every move qualifies, listed or not
    return candidates[m_random.bounded(static_cast<quint32>(candidates.size()))]->move;
}

std::optional<engine::Move> MoveChooser::uniform(const engine::Analysis& analysis)
{
    if (analysis.moves.empty())
        return std::nullopt;
    if (!analysis.listsEveryMove())
        return analysis.legalMoveAt(m_random.bounded(static_cast<qint64>(analysis.legalMoveCount())));
    return analysis.moves[m_random.bounded(static_cast<quint32>(analysis.moves.size()))].move;
}

} // namespace gui
