#include "engine/games/volcano/VolcanoRemoteness.h"

#include <algorithm>
#include <climits>

namespace engine {

namespace {

constexpr std::int64_t kStopCheckStride = 1024;

struct Bounds {
    int a, b, c, d;
};

Bounds unpack(VolcanoRemoteness::Rect rect)
{
    return {static_cast<int>(rect & 63), static_cast<int>(rect >> 6 & 63), static_cast<int>(rect >> 12 & 63),
            static_cast<int>(rect >> 18 & 63)};
}

} // namespace

VolcanoRemoteness::VolcanoRemoteness(const VolcanoTable& table)
    : m_table(table)
{
}

std::size_t VolcanoRemoteness::StateHash::operator()(const State& state) const
{
    std::uint64_t hash = 1469598103934665603ull;
    for (const Rect rect : state)
        hash = (hash ^ rect) * 1099511628211ull;
    return static_cast<std::size_t>(hash ^ hash >> 29);
}

Nimber VolcanoRemoteness::grundy(Rect rect) const
{
    const Bounds r = unpack(rect);
    return m_table.compressedGrundy(r.a, r.b, r.c, r.d);
}

void VolcanoRemoteness::addShrunk(State& state, int a, int b, int c, int d) const
{
    if (a >= b || c >= d || m_table.monsterCount(a, b, c, d) == 0)
        return;
    while (m_table.monsterCount(a, a + 1, c, d) == 0)
        ++a;
    while (m_table.monsterCount(b - 1, b, c, d) == 0)
        --b;
    while (m_table.monsterCount(a, b, c, c + 1) == 0)
        ++c;
    while (m_table.monsterCount(a, b, d - 1, d) == 0)
        --d;
    state.push_back(pack(a, b, c, d));
}

VolcanoRemoteness::State VolcanoRemoteness::stateOf(const std::vector<Rect>& rects) const
{
    State state;
    for (const Rect rect : rects) {
        const Bounds r = unpack(rect);
        addShrunk(state, r.a, r.b, r.c, r.d);
    }
    std::sort(state.begin(), state.end());
    return state;
}

VolcanoRemoteness::State VolcanoRemoteness::after(const State& state, std::size_t index, int r, int k) const
{
    State child;
    child.reserve(state.size() + 3);
    for (std::size_t i = 0; i < state.size(); ++i)
        if (i != index)
            child.push_back(state[i]);
    const Bounds p = unpack(state[index]);
    addShrunk(child, p.a, r, p.c, k);
    addShrunk(child, p.a, r, k + 1, p.d);
    addShrunk(child, r + 1, p.b, p.c, k);
    addShrunk(child, r + 1, p.b, k + 1, p.d);
    std::sort(child.begin(), child.end());
    return child;
}

std::optional<int> VolcanoRemoteness::remoteness(const State& state, const SolveContext& context)
{
    int monsters = 0;
    for (const Rect rect : state) {
        const Bounds r = unpack(rect);
        monsters += m_table.monsterCount(r.a, r.b, r.c, r.d);
    }
    if (monsters > kMaxMonsters)
        return std::nullopt;
    if (m_memo.size() > kMaxMemo)
        m_memo.clear();
    m_stopped = false;
    return search(state, context);
}

std::optional<int> VolcanoRemoteness::search(const State& state, const SolveContext& context)
{
    if (state.empty())
        return 0;
    if (const auto it = m_memo.find(state); it != m_memo.end())
        return it->second;

    Nimber total = 0;
    for (const Rect rect : state)
        total ^= grundy(rect);
    const bool win = total != 0;
    int best = win ? INT_MAX : -1;
    for (std::size_t i = 0; i < state.size(); ++i) {
        const Bounds p = unpack(state[i]);
        const Nimber others = total ^ grundy(state[i]);
        for (int r = p.a; r < p.b; ++r) {
            for (int k = p.c; k < p.d; ++k) {
                if (!m_table.isMonster(r, k))
                    continue;
                const Nimber child = others ^ m_table.compressedGrundy(p.a, r, p.c, k)
                    ^ m_table.compressedGrundy(p.a, r, k + 1, p.d) ^ m_table.compressedGrundy(r + 1, p.b, p.c, k)
                    ^ m_table.compressedGrundy(r + 1, p.b, k + 1, p.d);
                if (win && child != 0)
                    continue; // the winner only plays to losses
                if (++m_work > kWorkBudget)
                    return std::nullopt;
                if (m_work % kStopCheckStride == 0 && context.stopRequested()) {
                    m_stopped = true;
                    return std::nullopt;
                }
                const std::optional<int> value = search(after(state, i, r, k), context);
                if (!value)
                    return std::nullopt;
                best = win ? std::min(best, *value) : std::max(best, *value);
            }
        }
    }
    const int result = best + 1;
    m_memo.emplace(state, result);
    return result;
}

} // namespace engine
