#include "engine/misere/MisereSearch.h"

#include "engine/WorkMeter.h"

#include <algorithm>
#include <climits>

namespace engine::misere {

namespace {

// One set on the search's stack and what its searched children told so far.
struct Frame {
    PartSet set;
    std::vector<PartSet> children;
    std::size_t next = 0;
    bool shortcutTried = false;
    bool anyLoss = false;
    bool allRemoteness = true; // every child folded so far had its remoteness
    int quickestLoss = INT_MAX;
    int longest = -1;
};

// The work units (WorkMeter) of a set made or looked up: a hash-table probe or an
// allocation, plus one per part copied or hashed.
constexpr std::uint64_t kSetWork = 16;
constexpr std::uint64_t kReportEvery = 1024;

// The work of making `sets` (children) or looking one up.
std::uint64_t workOf(const std::vector<PartSet>& sets)
{
    std::uint64_t work = 0;
    for (const PartSet& set : sets)
        work += kSetWork + set.size();
    return work;
}

} // namespace

std::size_t MisereSearch::SetHash::operator()(const PartSet& parts) const
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (PartId part : parts) {
        hash ^= part;
        hash *= 0x100000001b3ULL;
    }
    return static_cast<std::size_t>(hash ^ (hash >> 29));
}

MisereSearch::MisereSearch(PartCatalog& catalog)
    : m_catalog(catalog)
{
}

std::vector<PartSet> MisereSearch::childrenOf(const PartSet& parts)
{
    std::vector<PartSet> children;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0 && parts[i] == parts[i - 1])
            continue; // an equal part moves to the same sets
        const std::vector<PartSet>& options = m_catalog.optionsOf(parts[i]);
        for (const PartSet& option : options) {
            PartSet child;
            child.reserve(parts.size() - 1 + option.size());
            child.insert(child.end(), parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(i));
            child.insert(child.end(), parts.begin() + static_cast<std::ptrdiff_t>(i) + 1, parts.end());
            child.insert(child.end(), option.begin(), option.end());
            children.push_back(m_catalog.normalised(std::move(child)));
        }
    }
    return children;
}

const MisereSearch::Known* MisereSearch::knownFor(const PartSet& parts, bool withRemoteness) const
{
    const auto found = m_known.find(parts);
    if (found == m_known.end() || (withRemoteness && found->second.remoteness < 0))
        return nullptr;
    return &found->second;
}

std::optional<MisereVerdict> MisereSearch::verdictOf(const PartSet& parts, bool withRemoteness, std::uint64_t budget,
                                                     const SolveContext& context)
{
    const auto verdict = [](const Known& known) {
        MisereVerdict result{known.outcome, std::nullopt};
        if (known.remoteness >= 0)
            result.remoteness = known.remoteness;
        return result;
    };
    if (const Known* known = knownFor(parts, withRemoteness))
        return verdict(*known);

    // The stop is checked by work done: an expansion's children and every
    // look-up of a child, whatever their sizes. Progress: the share of the budget
    // used, every kReportEvery expansions (a call within a small budget reports none).
    std::uint64_t expanded = 0;
    WorkMeter meter(context, {});
    std::vector<Frame> stack;
    stack.push_back(Frame{parts, childrenOf(parts)});
    meter.add(workOf(stack.back().children));
    while (!stack.empty()) {
        Frame& frame = stack.back();
        bool finished = frame.next == frame.children.size();
        if (!frame.shortcutTried && !withRemoteness && m_shortcut && !frame.children.empty()) {
            frame.shortcutTried = true;
            if (const std::optional<Outcome> decided = m_shortcut(frame.set)) {
                m_known[frame.set] = Known{*decided, -1};
                stack.pop_back();
                continue;
            }
        }
        while (!finished) {
            const PartSet& child = frame.children[frame.next];
            const Known* known = knownFor(child, withRemoteness);
            meter.add(kSetWork + child.size());
            if (known == nullptr)
                break;
            if (known->outcome == Outcome::Loss) {
                frame.anyLoss = true;
                if (known->remoteness >= 0)
                    frame.quickestLoss = std::min(frame.quickestLoss, known->remoteness);
            }
            if (known->remoteness >= 0)
                frame.longest = std::max(frame.longest, known->remoteness);
            else
                frame.allRemoteness = false;
            ++frame.next;
            finished = frame.next == frame.children.size() || (frame.anyLoss && !withRemoteness);
        }
        if (finished) {
            Known result;
            if (frame.children.empty())
                result = Known{Outcome::Win, 0}; // no move: the previous player moved last and lost
            else if (frame.anyLoss)
                result = Known{Outcome::Win, frame.quickestLoss == INT_MAX || !withRemoteness ? -1 : 1 + frame.quickestLoss};
            else
                result = Known{Outcome::Loss, frame.allRemoteness ? 1 + frame.longest : -1};
            m_known[frame.set] = result;
            stack.pop_back();
            continue;
        }
        if (++expanded > budget)
            return std::nullopt;
        if (expanded % kReportEvery == 0)
            context.report(static_cast<double>(expanded) / static_cast<double>(budget));
        PartSet child = frame.children[frame.next];
        std::vector<PartSet> grandchildren = childrenOf(child);
        meter.add(workOf(grandchildren));
        stack.push_back(Frame{std::move(child), std::move(grandchildren)});
    }
    return verdict(m_known.at(parts));
}

} // namespace engine::misere
