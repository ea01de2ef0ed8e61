#include "TestRegistry.h"
#include "RandomTrials.h"
#include "TestSlowdown.h"

#include "engine/GameModules.h"
#include "engine/games/rectangles/RectanglesParts.h"
#include "engine/misere/GenusTable.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/NimHeapParts.h"
#include "engine/misere/WholeBoardParts.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <memory>
#include <random>

using engine::Outcome;
using engine::misere::Genus;
using engine::misere::GenusTable;
using engine::misere::MisereSearch;
using engine::misere::NimHeapParts;
using engine::misere::PartCatalog;
using engine::misere::PartId;
using engine::misere::PartSet;

namespace {

constexpr std::uint64_t kPlenty = 50'000'000;

// γk of a genus read with its repeating last pair.
engine::Nimber gammaAt(const std::vector<engine::Nimber>& gammas, std::size_t k)
{
    if (k < gammas.size())
        return gammas[k];
    const std::size_t last = gammas.size() - 1;
    return (k - last) % 2 == 0 ? gammas[last] : gammas[last - 1];
}

// Small parts of every kind in one catalog: nim heaps, components of ones of
// rectangles, and small whole boards of every game (WholeBoardParts).
class PartPool {
public:
    explicit PartPool(std::mt19937& rng)
    {
        for (unsigned heap = 1; heap <= 5; ++heap)
            m_parts.push_back(m_catalog.intern(m_heaps, NimHeapParts::keyOf(heap)));
        for (int i = 0; i < 60; ++i) {
            engine::rectangles::CellMask cells = 0;
            for (int r = 0; r < 3; ++r)
                for (int c = 0; c < 3; ++c)
                    if (std::bernoulli_distribution(0.7)(rng))
                        cells |= engine::rectangles::cellBit(r, c);
            for (const std::string& key : engine::rectangles::RectanglesParts::componentKeys(cells))
                add(m_catalog.intern(m_rectangles, key));
        }
        for (const engine::Game* game : engine::allGames()) {
            m_boards.push_back(std::make_unique<engine::misere::WholeBoardParts>(*game));
            for (int i = 0; i < 200 && m_parts.size() < 60 + 20 * m_boards.size(); ++i) {
                engine::Board board = game->emptyBoard(std::uniform_int_distribution(1, 2)(rng),
                                                       std::uniform_int_distribution(1, 3)(rng));
                const std::vector<engine::CellKind>& kinds = game->paletteKinds();
                for (int r = 0; r < board.rows(); ++r)
                    for (int c = 0; c < board.cols(); ++c)
                        if (std::bernoulli_distribution(0.6)(rng))
                            board.setCell({r, c}, kinds[std::uniform_int_distribution<std::size_t>(0, kinds.size() - 1)(rng)]);
                if (game->setupProblem(board))
                    continue;
                for (const PartId part : m_boards.back()->partsOf(board, m_catalog))
                    add(part);
            }
        }
    }

    [[nodiscard]] PartCatalog& catalog() { return m_catalog; }
    [[nodiscard]] const std::vector<PartId>& parts() const { return m_parts; }
    [[nodiscard]] PartSet randomSet(std::mt19937& rng, int minParts, int maxParts)
    {
        PartSet set(static_cast<std::size_t>(std::uniform_int_distribution(minParts, maxParts)(rng)));
        for (PartId& part : set)
            part = m_parts[std::uniform_int_distribution<std::size_t>(0, m_parts.size() - 1)(rng)];
        return m_catalog.normalised(std::move(set));
    }
    [[nodiscard]] PartId heap(unsigned size) { return m_catalog.intern(m_heaps, NimHeapParts::keyOf(size)); }

private:
    void add(PartId part)
    {
        if (!m_catalog.isTerminal(part) && std::find(m_parts.begin(), m_parts.end(), part) == m_parts.end())
            m_parts.push_back(part);
    }

    // The families outlive the catalog.
    NimHeapParts m_heaps;
    engine::rectangles::RectanglesParts m_rectangles;
    std::vector<std::unique_ptr<engine::misere::WholeBoardParts>> m_boards;
    PartCatalog m_catalog;
    std::vector<PartId> m_parts;
};

} // namespace

class TestGenus : public QObject {
    Q_OBJECT

private slots:
    // The table's genus of each nim heap is Winning Ways' (Genus::ofNimHeap).
    void nimHeapsHaveTheirGenus()
    {
        const NimHeapParts heaps;
        PartCatalog catalog;
        MisereSearch search(catalog);
        GenusTable table(search);
        for (unsigned heap = 0; heap <= 9; ++heap) {
            const PartSet set = catalog.normalised({catalog.intern(heaps, NimHeapParts::keyOf(heap))});
            const std::optional<Genus> genus = table.genusOf(set, kPlenty);
            QVERIFY(genus.has_value());
            QCOMPARE(genus->text(), Genus::ofNimHeap(heap).text());
            QCOMPARE(*genus, Genus::ofNimHeap(heap));
            QCOMPARE(table.isTame(set, kPlenty), std::optional<bool>(true));
        }
        // Out of budget: nothing, and nothing wrong kept.
        const PartSet big = catalog.normalised({table.heapPart(7), table.heapPart(6), table.heapPart(5)});
        QVERIFY(!table.genusOf(big, 5).has_value());
        QCOMPARE(table.genusOf(big, kPlenty)->text(), std::string("4^46"));
    }

    // The stopping rule: once the last pair of γ has repeated, four more
    // heaps of 2 never break it, on parts and pairs of parts of every kind.
    void genusStopsWhereTheSequenceRepeats()
    {
        std::mt19937 poolRng(21);
        PartPool pool(poolRng);
        MisereSearch search(pool.catalog());
        GenusTable table(search);
        int checked = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(22, testsupport::trials(400))) {
            const PartSet set = trial < static_cast<int>(pool.parts().size()) ? PartSet{pool.parts()[static_cast<std::size_t>(trial)]}
                                                                              : pool.randomSet(rng, 1, 3);
            const std::optional<Genus> genus = table.genusOf(set, 2'000'000);
            if (!genus)
                continue;
            ++checked;
            PartSet withHeaps = set;
            for (std::size_t k = 0; k < genus->misere.size() + 6; ++k) {
                const std::optional<engine::Nimber> value = table.misereValue(withHeaps, kPlenty);
                QVERIFY(value.has_value());
                QCOMPARE(*value, gammaAt(genus->misere, k));
                withHeaps.push_back(pool.heap(2));
            }
        }
        QVERIFY(checked > testsupport::trials(400) / 2);
    }

    // The tame rule against the plain search (no shortcut) on thousands of
    // random sets of 2 to 4 parts of every kind: wherever every part is tame,
    // Bouton's misère rule on their normal values gives the search's verdict;
    // and a search with the shortcut agrees with the plain one everywhere.
    void tameRuleMatchesThePlainSearch()
    {
        std::mt19937 poolRng(31);
        PartPool pool(poolRng);
        MisereSearch plain(pool.catalog());
        MisereSearch pruned(pool.catalog());
        GenusTable table(pruned);
        table.installShortcut();
        table.setTamenessBudgets(100'000, kPlenty); // the rule itself on every part, not the solver's thrift
        int decided = 0;
        int total = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(32, testsupport::trials(4000))) {
            const PartSet set = pool.randomSet(rng, 2, 4);
            const auto expected = plain.verdictOf(set, false, kPlenty, {});
            QVERIFY(expected.has_value());
            ++total;
            if (const std::optional<Outcome> tame = table.tameOutcome(set)) {
                ++decided;
                QCOMPARE(*tame, expected->outcome);
            }
            const auto shortcut = pruned.verdictOf(set, false, kPlenty, {});
            QVERIFY(shortcut.has_value());
            QCOMPARE(shortcut->outcome, expected->outcome);
        }
        int tameParts = 0;
        for (const PartId part : pool.parts())
            tameParts += table.isTame(PartSet{part}, kPlenty) == std::optional<bool>(true) ? 1 : 0;
        qInfo("tame rule: %d of %d random sets decided by the genus; %d of %d parts tame", decided, total, tameParts,
              static_cast<int>(pool.parts().size()));
        QVERIFY(decided > total / 20);
        // The sets mix tame parts with wild ones.
        QVERIFY(tameParts > 0 && tameParts < static_cast<int>(pool.parts().size()));
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_genus, TestGenus)
#include "test_genus.moc"
