#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "RandomTrials.h"

#include "engine/misere/MisereSearch.h"
#include "engine/misere/QuadrantParts.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

using engine::misere::QuadrantParts;
using engine::misere::QuadrantPoint;

namespace quadrant_parts_test {

// A part read straight from the rules: its points as (row, col), sorted.
using Points = std::vector<std::pair<int, int>>;

std::vector<QuadrantPoint> asQuadrantPoints(const Points& points)
{
    std::vector<QuadrantPoint> result;
    for (const auto& [row, col] : points)
        result.push_back({row, col});
    return result;
}

// The parts left after picking `picked`: the points strictly inside each of
// the four quadrants around it, empty ones left out.
std::vector<Points> quadrantsAfter(const Points& points, std::pair<int, int> picked)
{
    std::vector<Points> quadrants(4);
    for (const auto& point : points) {
        if (point.first == picked.first || point.second == picked.second)
            continue;
        const int quadrant = (point.first < picked.first ? 0 : 2) + (point.second < picked.second ? 0 : 1);
        quadrants[static_cast<std::size_t>(quadrant)].push_back(point);
    }
    std::erase_if(quadrants, [](const Points& q) { return q.empty(); });
    return quadrants;
}

// The same points with rows and columns renumbered 0, 1, ... in order.
Points ranked(const Points& points)
{
    std::set<int> rows;
    std::set<int> cols;
    for (const auto& [row, col] : points) {
        rows.insert(row);
        cols.insert(col);
    }
    Points result;
    for (const auto& [row, col] : points)
        result.emplace_back(static_cast<int>(std::distance(rows.begin(), rows.find(row))),
                            static_cast<int>(std::distance(cols.begin(), cols.find(col))));
    std::sort(result.begin(), result.end());
    return result;
}

// Symmetry `s` of the square (bit 0 flips rows, bit 1 flips columns, bit 2 transposes).
Points transformed(const Points& points, int s)
{
    Points result;
    for (auto [row, col] : points) {
        if ((s & 1) != 0)
            row = -row;
        if ((s & 2) != 0)
            col = -col;
        if ((s & 4) != 0)
            std::swap(row, col);
        result.emplace_back(row, col);
    }
    return result;
}

// The naive normal form: the smallest ranked symmetric image.
Points normalForm(const Points& points)
{
    Points best = ranked(points);
    for (int s = 1; s < 8; ++s)
        best = std::min(best, ranked(transformed(points, s)));
    return best;
}

// The nonempty subsets of a rows x cols grid.
std::vector<Points> subsetsOfGrid(int rows, int cols)
{
    std::vector<Points> subsets;
    const int cells = rows * cols;
    for (int mask = 1; mask < (1 << cells); ++mask) {
        Points points;
        for (int cell = 0; cell < cells; ++cell)
            if ((mask >> cell & 1) != 0)
                points.emplace_back(cell / cols, cell % cols);
        subsets.push_back(points);
    }
    return subsets;
}

// A misère search read straight from the rules over sums of point sets (no
// keys, no symmetry): true when the player to move wins.
class MisereBruteForce {
public:
    bool wins(std::vector<Points> parts)
    {
        for (Points& part : parts)
            part = ranked(part);
        std::sort(parts.begin(), parts.end());
        if (const auto found = m_memo.find(parts); found != m_memo.end())
            return found->second;
        bool anyMove = false;
        bool win = false;
        for (std::size_t i = 0; i < parts.size() && !win; ++i)
            for (const auto& point : parts[i]) {
                anyMove = true;
                std::vector<Points> next = parts;
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                for (Points& quadrant : quadrantsAfter(parts[i], point))
                    next.push_back(std::move(quadrant));
                if (!wins(next)) {
                    win = true;
                    break;
                }
            }
        const bool result = !anyMove || win;
        m_memo.emplace(parts, result);
        return result;
    }

private:
    std::map<std::vector<Points>, bool> m_memo;
};


class TestQuadrantParts : public QObject {
    Q_OBJECT

private slots:
    void keysIgnoreSymmetryAndEmptyLines()
    {
        for (const auto& [rng, trial] : testsupport::RandomTrials(11, testsupport::trials(2000))) {
            std::set<std::pair<int, int>> unique;
            const int count = std::uniform_int_distribution(1, 14)(rng);
            for (int i = 0; i < count; ++i)
                unique.emplace(std::uniform_int_distribution(-20, 20)(rng), std::uniform_int_distribution(-20, 20)(rng));
            const Points points(unique.begin(), unique.end());
            const std::string key = QuadrantParts::keyOf(asQuadrantPoints(points));
            QCOMPARE(QuadrantParts::pointCount(key), static_cast<int>(points.size()));
            for (int s = 1; s < 8; ++s)
                QCOMPARE(QuadrantParts::keyOf(asQuadrantPoints(transformed(points, s))), key);
            // Lines without points spread in: the same game.
            Points spread;
            for (const auto& [row, col] : points)
                spread.emplace_back(3 * row + 1, 5 * col - 2);
            QCOMPARE(QuadrantParts::keyOf(asQuadrantPoints(spread)), key);
        }
    }

    void keysTellExactlyTheSymmetricPartsApart()
    {
        // Every part of a 3 x 4 grid: two parts share a key exactly when one is
        // a symmetric image of the other with empty lines dropped.
        std::map<std::string, Points> formOfKey;
        std::map<Points, std::string> keyOfForm;
        for (const Points& points : subsetsOfGrid(3, 4)) {
            const std::string key = QuadrantParts::keyOf(asQuadrantPoints(points));
            const Points form = normalForm(points);
            const auto [keyEntry, newKey] = formOfKey.emplace(key, form);
            const auto [formEntry, newForm] = keyOfForm.emplace(form, key);
            QCOMPARE(keyEntry->second, form);
            QCOMPARE(formEntry->second, key);
        }
        QCOMPARE(formOfKey.size(), keyOfForm.size());
        QVERIFY(formOfKey.size() > 100);
    }

    void blocksAreTheDiagonalSplits()
    {
        const auto blocks = [](const Points& points) { return QuadrantParts::keysOf(asQuadrantPoints(points)).size(); };
        QCOMPARE(blocks({{0, 0}, {0, 1}}), std::size_t{1}); // one row: picking one takes the other
        QCOMPARE(blocks({{0, 0}, {1, 1}}), std::size_t{2});
        QCOMPARE(blocks({{0, 1}, {1, 0}}), std::size_t{2});
        QCOMPARE(blocks({{0, 0}, {1, 1}, {2, 2}, {3, 3}}), std::size_t{4});
        QCOMPARE(blocks({{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 2}, {3, 3}}), std::size_t{3});
        QCOMPARE(blocks({{0, 0}, {1, 2}, {2, 1}}), std::size_t{3}); // (0, 0), then (1, 2) and (2, 1) apart too
        QCOMPARE(blocks({{0, 1}, {1, 0}, {1, 2}}), std::size_t{1});
        // Blocks of a part are the parts of its blocks' keys, whatever their order.
        const Points twoBlocks{{0, 0}, {0, 1}, {2, 3}, {3, 2}, {3, 3}};
        std::vector<std::string> keys = QuadrantParts::keysOf(asQuadrantPoints(twoBlocks));
        std::sort(keys.begin(), keys.end());
        std::vector<std::string> expected{QuadrantParts::keyOf(asQuadrantPoints({{0, 0}, {0, 1}})),
                                          QuadrantParts::keyOf(asQuadrantPoints({{2, 3}, {3, 2}, {3, 3}}))};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(keys, expected);
    }

    void optionsAreThePickedPointsQuadrants()
    {
        const QuadrantParts& family = QuadrantParts::instance();
        for (const Points& points : subsetsOfGrid(3, 4)) {
            std::set<std::vector<std::string>> expected;
            for (const auto& point : points) {
                std::vector<std::string> option;
                for (const Points& quadrant : quadrantsAfter(points, point))
                    for (const std::string& key : QuadrantParts::keysOf(asQuadrantPoints(quadrant)))
                        option.push_back(key);
                std::sort(option.begin(), option.end());
                expected.insert(option);
            }
            const auto options = family.options(QuadrantParts::keyOf(asQuadrantPoints(points)));
            QCOMPARE(std::set(options.begin(), options.end()), expected);
            QCOMPARE(options.size(), expected.size()); // each option once
        }
    }

    void sumsOfPartsAgreeWithBruteForce()
    {
        // Parts of the 3 x 3 grid alone and in sums of two and three (random
        // ones), each as its blocks: the part search decides like a search
        // over raw point sets, so parts with one key play alike, the keys lose
        // nothing and a part plays as the sum of its blocks.
        const std::vector<Points> parts = subsetsOfGrid(3, 3);
        engine::misere::PartCatalog catalog;
        engine::misere::MisereSearch search(catalog);
        MisereBruteForce brute;
        const auto check = [&](const std::vector<Points>& sum) {
            engine::misere::PartSet set;
            for (const Points& part : sum)
                for (const std::string& key : QuadrantParts::keysOf(asQuadrantPoints(part)))
                    set.push_back(catalog.intern(QuadrantParts::instance(), key));
            const auto verdict = search.verdictOf(catalog.normalised(set), false, 1'000'000, {});
            QVERIFY(verdict.has_value());
            QCOMPARE(verdict->outcome == engine::Outcome::Win, brute.wins(sum));
        };
        for (const Points& part : parts) {
            check({part});
            if (QTest::currentTestFailed())
                return;
        }
        for (const auto& [rng, trial] : testsupport::RandomTrials(3, testsupport::trials(3000))) {
            auto& random = rng; // (clang 14 does not capture structured bindings)
            const auto pick = [&random, &parts] { return parts[random() % parts.size()]; };
            check(trial % 2 == 0 ? std::vector{pick(), pick()} : std::vector{pick(), pick(), pick()});
        }
    }
};

} // namespace quadrant_parts_test

GRUNDYGRID_TEST_APPLESS_MAIN(test_quadrant_parts, quadrant_parts_test::TestQuadrantParts)
#include "test_quadrant_parts.moc"
