#include "engine/games/attractions/RegionSplit.h"

#include "engine/Error.h"
#include "engine/games/attractions/DiagonalLattice.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace engine {

namespace {

bool isFree(CellKind kind)
{
    return kind == CellKind::Spot || kind == CellKind::Empty;
}

constexpr Coord kSteps[4][2] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

// Why the kinds of `position` cannot come from `setup`, cell by cell.
std::optional<std::string> cellMismatch(const Board& setup, const Board& position)
{
    for (Coord r = 0; r < position.rows(); ++r)
        for (Coord c = 0; c < position.cols(); ++c) {
            const Cell cell{r, c};
            const bool setupSpot = setup.cellAt(cell) == CellKind::Spot;
            switch (position.cellAt(cell)) {
            case CellKind::Sign:
                break;
            case CellKind::Spot:
                if (!setupSpot)
                    return "cell " + cellText(cell) + " is a spot, but the setup has no spot there";
                break;
            case CellKind::Empty:
                if (setupSpot)
                    return "the spot at " + cellText(cell) + " has vanished without an attraction or a sign";
                break;
            case CellKind::Attraction:
                if (!setupSpot)
                    return "the attraction at " + cellText(cell) + " stands where the setup has no spot";
                break;
            default:
                return "cell " + cellText(cell)
                    + " holds something other than a spot, a plain cell, an attraction or a sign";
            }
        }
    return std::nullopt;
}

// An attraction covers at least the first cell of each diagonal unless it was
// occupied already; the cells a sign line covers run straight from its attraction.
std::optional<std::string> unexplainedMarks(const Board& position)
{
    for (const auto& [cell, kind] : position.markedCells()) {
        if (kind == CellKind::Attraction) {
            for (const auto& step : kSteps) {
                const Cell next{cell.row + step[0], cell.col + step[1]};
                if (position.contains(next) && isFree(position.cellAt(next)))
                    return "the attraction at " + cellText(cell) + " has no sign on its diagonal at "
                        + cellText(next);
            }
        } else if (kind == CellKind::Sign) {
            bool explained = false;
            for (const auto& step : kSteps) {
                Cell at{cell.row + step[0], cell.col + step[1]};
                while (position.cellAt(at) == CellKind::Sign)
                    at = Cell{at.row + step[0], at.col + step[1]};
                explained = explained || position.cellAt(at) == CellKind::Attraction;
            }
            if (!explained)
                return "the sign at " + cellText(cell) + " is on no diagonal line of signs from an attraction";
        }
    }
    return std::nullopt;
}

// The groups of one colour class (see splitIntoRegions).
class ClassGroups {
public:
    ClassGroups(const Board& position, int parity)
        : m_position(position), m_lattice(position.rows(), position.cols(), parity),
          m_label(static_cast<std::size_t>(m_lattice.uCount()) * static_cast<std::size_t>(m_lattice.vCount()), -1)
    {
    }

    std::optional<std::string> appendTo(std::vector<Region>& regions)
    {
        labelComponents();
        // Merge groups whose boxes hold each other's cells until no box holds a
        // free cell of another group.
        for (bool merged = true; merged;) {
            merged = false;
            for (std::size_t g = 0; g < m_boxes.size(); ++g) {
                if (find(static_cast<int>(g)) != static_cast<int>(g))
                    continue;
                const Region box = m_boxes[g];
                for (int i = box.a; i < box.b; ++i)
                    for (int j = box.c; j < box.d; ++j) {
                        if (!m_lattice.onBoard(i, j))
                            continue;
                        const int label = m_label[index(i, j)];
                        if (label < 0)
                            return "the free cells around " + cellText(m_lattice.cellAt(i, j))
                                + " are not closed off by lines of signs as after any play";
                        if (unite(static_cast<int>(g), label))
                            merged = true;
                    }
            }
        }
        for (std::size_t g = 0; g < m_boxes.size(); ++g)
            if (find(static_cast<int>(g)) == static_cast<int>(g))
                regions.push_back(m_boxes[g]);
        return std::nullopt;
    }

private:
    [[nodiscard]] std::size_t index(int i, int j) const
    {
        return static_cast<std::size_t>(i) * static_cast<std::size_t>(m_lattice.vCount()) + static_cast<std::size_t>(j);
    }
    [[nodiscard]] bool freeAt(int i, int j) const
    {
        return i >= 0 && j >= 0 && i < m_lattice.uCount() && j < m_lattice.vCount() && m_lattice.onBoard(i, j)
            && isFree(m_position.cellAt(m_lattice.cellAt(i, j)));
    }

    // Labels the diagonally connected free cells; one box per component.
    void labelComponents()
    {
        std::vector<std::pair<int, int>> pending;
        for (int i = 0; i < m_lattice.uCount(); ++i)
            for (int j = 0; j < m_lattice.vCount(); ++j) {
                if (!freeAt(i, j) || m_label[index(i, j)] >= 0)
                    continue;
                const int label = static_cast<int>(m_boxes.size());
                Region box{m_lattice.parity(), i, i + 1, j, j + 1};
                m_label[index(i, j)] = label;
                pending.emplace_back(i, j);
                while (!pending.empty()) {
                    const auto [x, y] = pending.back();
                    pending.pop_back();
                    box = Region{box.parity, std::min(box.a, x), std::max(box.b, x + 1), std::min(box.c, y),
                                 std::max(box.d, y + 1)};
                    for (const auto& [nx, ny] : {std::pair{x - 1, y}, std::pair{x + 1, y}, std::pair{x, y - 1},
                                                 std::pair{x, y + 1}})
                        if (freeAt(nx, ny) && m_label[index(nx, ny)] < 0) {
                            m_label[index(nx, ny)] = label;
                            pending.emplace_back(nx, ny);
                        }
                }
                m_boxes.push_back(box);
                m_parent.push_back(label);
            }
    }

    int find(int g)
    {
        while (m_parent[static_cast<std::size_t>(g)] != g) {
            int& parent = m_parent[static_cast<std::size_t>(g)];
            parent = m_parent[static_cast<std::size_t>(parent)]; // path halving
            g = parent;
        }
        return g;
    }

    // Merges the groups of `g` and `label` (boxes united); false when already one.
    bool unite(int g, int label)
    {
        const int x = find(g);
        const int y = find(label);
        if (x == y)
            return false;
        const int root = std::min(x, y);
        const int other = std::max(x, y);
        m_parent[static_cast<std::size_t>(other)] = root;
        Region& box = m_boxes[static_cast<std::size_t>(root)];
        const Region& merged = m_boxes[static_cast<std::size_t>(other)];
        box = Region{box.parity, std::min(box.a, merged.a), std::max(box.b, merged.b), std::min(box.c, merged.c),
                     std::max(box.d, merged.d)};
        return true;
    }

    const Board& m_position;
    DiagonalLattice m_lattice;
    std::vector<int> m_label;     // component of each free lattice point, -1 elsewhere
    std::vector<Region> m_boxes;  // per component; the root's box covers its group
    std::vector<int> m_parent;    // union-find over components
};

} // namespace

std::vector<Region> splitIntoRegions(const Board& setup, const Board& position)
{
    if (position.rows() != setup.rows() || position.cols() != setup.cols())
        throw InvalidArgument("the position is " + std::to_string(position.rows()) + " x "
                              + std::to_string(position.cols()) + ", but the setup is " + std::to_string(setup.rows())
                              + " x " + std::to_string(setup.cols()));
    if (auto problem = cellMismatch(setup, position))
        throw InvalidArgument(*problem);
    if (auto problem = unexplainedMarks(position))
        throw InvalidArgument(*problem);
    std::vector<Region> regions;
    for (const int parity : {0, 1})
        if (auto problem = ClassGroups(position, parity).appendTo(regions))
            throw InvalidArgument(*problem);
    return regions;
}

} // namespace engine
