#include "engine/games/rectangles/RemotenessSearch.h"

#include "engine/RemotenessFold.h"

namespace engine::rectangles {

namespace {

constexpr std::uint32_t kCheckInterval = 1024;

} // namespace

std::optional<int> RemotenessSearch::remotenessOf(CellMask cells, const SolveContext& context)
{
    m_context = &context;
    m_sinceCheck = 0;
    try {
        const int result = remoteness(cells);
        m_context = nullptr;
        return result;
    } catch (const Stopped&) {
        m_context = nullptr;
        return std::nullopt;
    }
}

std::optional<int> RemotenessSearch::knownRemotenessOf(CellMask cells) const
{
    if (cells == 0)
        return 0;
    const int known = m_memo.find(cells);
    if (known == MaskTable::kMissing)
        return std::nullopt;
    return known;
}

int RemotenessSearch::remoteness(CellMask cells)
{
    if (cells == 0)
        return 0;
    if (const int known = m_memo.find(cells); known != MaskTable::kMissing)
        return known;
    if (++m_sinceCheck >= kCheckInterval) {
        m_sinceCheck = 0;
        m_context->throwIfStopped();
    }
    RemotenessFold fold;
    forEachRectangle(cells, [&](int, int, int, int, CellMask rectangle) { fold.add(remoteness(cells & ~rectangle)); });
    const int result = fold.result();
    m_memo.insert(cells, static_cast<std::uint8_t>(result));
    return result;
}

} // namespace engine::rectangles
