#include "engine/QuadrantRemoteness.h"

#include "engine/Error.h"
#include "engine/RemotenessFold.h"

#include <algorithm>

namespace engine {

QuadrantRemoteness::QuadrantRemoteness(std::vector<const QuadrantTable*> tables, Limits limits)
    : m_tables(std::move(tables)), m_limits(limits)
{
    if (m_tables.empty() || m_tables.size() > 2)
        throw InvalidArgument("a quadrant remoteness search takes one or two tables");
}

QuadrantRemoteness::Bounds QuadrantRemoteness::unpack(Rect rect)
{
    return {static_cast<int>(rect & 1U), static_cast<int>(rect >> 1 & 127U), static_cast<int>(rect >> 8 & 127U),
            static_cast<int>(rect >> 15 & 127U), static_cast<int>(rect >> 22 & 127U)};
}

std::size_t QuadrantRemoteness::StateHash::operator()(const State& state) const
{
    std::uint64_t hash = 1469598103934665603ull;
    for (const Rect rect : state)
        hash = (hash ^ rect) * 1099511628211ull;
    return static_cast<std::size_t>(hash ^ hash >> 29);
}

Nimber QuadrantRemoteness::grundy(Rect rect) const
{
    const Bounds r = unpack(rect);
    return tableOf(r).compressedGrundy(r.a, r.b, r.c, r.d);
}

void QuadrantRemoteness::addShrunk(State& state, int table, int a, int b, int c, int d) const
{
    const QuadrantTable& t = *m_tables[static_cast<std::size_t>(table)];
    if (a >= b || c >= d || t.compressedPointCount(a, b, c, d) == 0)
        return;
    while (t.compressedPointCount(a, a + 1, c, d) == 0)
        ++a;
    while (t.compressedPointCount(b - 1, b, c, d) == 0)
        --b;
    while (t.compressedPointCount(a, b, c, c + 1) == 0)
        ++c;
    while (t.compressedPointCount(a, b, d - 1, d) == 0)
        --d;
    state.push_back(pack(table, a, b, c, d));
}

QuadrantRemoteness::State QuadrantRemoteness::stateOf(const std::vector<Rect>& rects) const
{
    State state;
    for (const Rect rect : rects) {
        const Bounds r = unpack(rect);
        addShrunk(state, r.table, r.a, r.b, r.c, r.d);
    }
    std::sort(state.begin(), state.end());
    return state;
}

QuadrantRemoteness::State QuadrantRemoteness::after(const State& state, std::size_t index, int r, int k) const
{
    State child;
    child.reserve(state.size() + 3);
    for (std::size_t i = 0; i < state.size(); ++i)
        if (i != index)
            child.push_back(state[i]);
    const Bounds p = unpack(state[index]);
    addShrunk(child, p.table, p.a, r, p.c, k);
    addShrunk(child, p.table, p.a, r, k + 1, p.d);
    addShrunk(child, p.table, r + 1, p.b, p.c, k);
    addShrunk(child, p.table, r + 1, p.b, k + 1, p.d);
    std::sort(child.begin(), child.end());
    return child;
}

std::optional<int> QuadrantRemoteness::remoteness(const State& state, const SolveContext& context)
{
    context.throwIfStopped();
    int points = 0;
    for (const Rect rect : state) {
        const Bounds r = unpack(rect);
        points += tableOf(r).compressedPointCount(r.a, r.b, r.c, r.d);
    }
    if (points > m_limits.maxPoints)
        return std::nullopt;
    if (m_memo.size() > kMaxMemo)
        m_memo.clear();
    WorkMeter meter(context, {});
    struct Reset {
        WorkMeter*& meter;
        ~Reset() { meter = nullptr; }
    } reset{m_meter};
    m_meter = &meter;
    return search(state, context);
}

std::optional<int> QuadrantRemoteness::search(const State& state, const SolveContext& context)
{
    if (state.empty())
        return 0;
    m_meter->add(kPositionWork + state.size());
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;

    Nimber total = 0;
    for (const Rect rect : state)
        total ^= grundy(rect);
    const bool win = total != 0;
    RemotenessFold fold;
    for (std::size_t i = 0; i < state.size(); ++i) {
        const Bounds p = unpack(state[i]);
        const QuadrantTable& table = tableOf(p);
        const Nimber others = total ^ table.compressedGrundy(p.a, p.b, p.c, p.d);
        for (int r = p.a; r < p.b; ++r) {
            m_meter->add(static_cast<std::uint64_t>(p.d - p.c)); // the row's points scanned
            for (int k = p.c; k < p.d; ++k) {
                if (!table.isCompressedPoint(r, k))
                    continue;
                if (win && (others ^ table.compressedValueAfter(p.a, p.b, p.c, p.d, r, k)) != 0)
                    continue; // the winner only plays to losses
                if (++m_work > m_limits.workBudget)
                    return std::nullopt;
                const std::optional<int> value = search(after(state, i, r, k), context);
                if (!value)
                    return std::nullopt;
                fold.add(*value);
            }
        }
    }
    const int result = fold.result();
    m_memo.emplace(state, result);
    return result;
}

} // namespace engine
