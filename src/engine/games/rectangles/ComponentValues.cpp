#include "engine/games/rectangles/ComponentValues.h"

#include "engine/games/rectangles/ClassEstimate.h"
#include "engine/Error.h"

#include <algorithm>
#include <array>
#include <thread>

namespace engine::rectangles {

ComponentValues::ComponentValues(BoxValues::Shape box) : m_box(box)
{
    setWorkers(static_cast<int>(std::thread::hardware_concurrency()));
}

void ComponentValues::setWorkers(int workers)
{
    m_workers = std::clamp(workers, 1, kMaxWorkers);
}

Nimber ComponentValues::valueOf(CellMask cells, const SolveContext& context)
{
    // The components still to search share the progress bar by their
    // estimated numbers of classes (cheap next to any search that reports).
    std::array<CellMask, kMaxSide * kMaxSide> pending{};
    std::array<double, kMaxSide * kMaxSide> weight{};
    std::size_t count = 0;
    double total = 0.0;
    double expected = 0.0; // estimated classes of the large components
    Nimber value = 0;
    for (CellMask rest = cells; rest != 0;) {
        const CellMask component = componentOf(lowestCell(rest), rest);
        rest &= ~component;
        if (const unsigned tiny = tinyValue(component); tiny != 0) {
            value ^= tiny;
            continue;
        }
        if (const int known = m_memo.find(canonicalForm(component)); known != MaskTable::kMissing) {
            value ^= static_cast<unsigned>(known);
            continue;
        }
        pending[count] = component;
        const bool large = std::popcount(component) >= kReserveCells;
        weight[count] = context.onProgress || large ? std::max(1.0, estimatedClassCount(component)) : 1.0;
        if (large)
            expected += weight[count];
        total += weight[count++];
    }
    // Room for 3 % more than the estimate (for a full rectangle it is within 1 %). The tables are
    // faulted in before the search probes them, a step at a time, so a stop is heard meanwhile.
    const auto checkStop = [&context] { context.throwIfStopped(); };
    if (count > 0)
        m_box.faultIn(checkStop);
    if (expected > 0.0)
        m_memo.reserve(m_memo.size() + static_cast<std::size_t>(expected * 1.03), checkStop);
    double from = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        // An earlier search may have valued a congruent component.
        const int known = m_memo.find(canonicalForm(pending[i]));
        value ^= known != MaskTable::kMissing ? static_cast<unsigned>(known)
                                              : search(pending[i], context, from, weight[i] / total);
        from += weight[i] / total;
    }
    context.report(1.0);
    return value;
}

std::size_t ComponentValues::classesBeforeSearchOf(CellMask canonical) const
{
    for (const auto& [stopped, before] : m_stopped)
        if (stopped == canonical)
            return before;
    return m_memo.size();
}

unsigned ComponentValues::search(CellMask component, const SolveContext& context, double from, double span)
{
    const CellMask canonical = canonicalForm(component);
    const std::size_t before = classesBeforeSearchOf(canonical);
    std::erase_if(m_stopped, [&](const auto& stopped) { return stopped.first == canonical; });
    try {
        return searchFrom(component, context, from, span, before);
    } catch (const Stopped&) {
        m_stopped.emplace_back(canonical, before);
        if (m_stopped.size() > kStoppedKept)
            m_stopped.erase(m_stopped.begin());
        throw;
    }
}

unsigned ComponentValues::searchFrom(CellMask component, const SolveContext& context, double from, double span,
                                     std::size_t before)
{
    if (m_workers < 2 || std::popcount(component) < kParallelCells) {
        const MemoGateMembership member(m_gate);
        return m_main.valueOf(component, context, from, span, before);
    }
    // The helper stops when the caller's search ends, whichever way: the
    // jthread asks it to stop and joins. The caller leaves the gate first (the
    // membership is destroyed before the jthread), so that a helper waiting to
    // grow the memo does not wait for it.
    std::jthread helper([this, component](std::stop_token done) {
        const MemoGateMembership member(m_gate);
        SolveContext helperContext;
        helperContext.stopToken = std::move(done);
        try {
            (void)m_helper.valueOf(component, helperContext, 0.0, 1.0, 0);
        } catch (...) {
            // Stopped, or an error that the caller's search meets too.
        }
    });
    const MemoGateMembership member(m_gate);
    return m_main.valueOf(component, context, from, span, before);
}

std::optional<Nimber> ComponentValues::knownValueOf(CellMask cells) const
{
    Nimber value = 0;
    while (cells != 0) {
        const CellMask component = componentOf(lowestCell(cells), cells);
        cells &= ~component;
        if (const unsigned tiny = tinyValue(component); tiny != 0) {
            value ^= tiny;
            continue;
        }
        const int known = m_memo.find(canonicalForm(component));
        if (known == MaskTable::kMissing)
            return std::nullopt;
        value ^= static_cast<Nimber>(known);
    }
    return value;
}

unsigned ComponentValues::tinyValue(CellMask component)
{
    const CellMask first = lowestCell(component);
    const CellMask second = component ^ first;
    if (second == 0)
        return 1;
    if (second == first << 1 || second == first << 8)
        return 2;
    return 0;
}

} // namespace engine::rectangles
