#include "TestRegistry.h"
#include "RandomTrials.h"
#include "TestSlowdown.h"
#include "SolveContexts.h"

#include "engine/Error.h"
#include "engine/misere/Genus.h"
#include "engine/misere/MisereSearch.h"
#include "engine/misere/NimHeapParts.h"

#include <QTest>

#include <algorithm>
#include <climits>
#include <map>
#include <random>

using engine::Outcome;
using engine::misere::Genus;
using engine::misere::MisereSearch;
using engine::misere::NimHeapParts;
using engine::misere::PartCatalog;
using engine::misere::PartSet;

namespace {

// The misère verdict of heaps by brute force over heap tuples: every move
// tried, the last move losing; nothing of parts, sets or Bouton.
struct HeapVerdict {
    bool win = true;
    int remoteness = 0;
};

class HeapBruteForce {
public:
    HeapVerdict solve(std::vector<int> heaps)
    {
        std::sort(heaps.begin(), heaps.end());
        if (const auto found = m_memo.find(heaps); found != m_memo.end())
            return found->second;
        int fastestWin = INT_MAX;
        int slowestLoss = -1;
        bool anyMove = false;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            for (int left = 0; left < heaps[i]; ++left) {
                std::vector<int> next = heaps;
                next[i] = left;
                const HeapVerdict child = solve(next);
                anyMove = true;
                if (!child.win)
                    fastestWin = std::min(fastestWin, child.remoteness);
                slowestLoss = std::max(slowestLoss, child.remoteness);
            }
        }
        HeapVerdict verdict;
        if (anyMove) {
            verdict.win = fastestWin != INT_MAX;
            verdict.remoteness = verdict.win ? fastestWin + 1 : slowestLoss + 1;
        }
        m_memo.emplace(heaps, verdict);
        return verdict;
    }

private:
    std::map<std::vector<int>, HeapVerdict> m_memo;
};

// Bouton's misère rule.
bool boutonMisereWin(const std::vector<int>& heaps)
{
    int total = 0;
    bool aboveOne = false;
    for (const int heap : heaps) {
        total ^= heap;
        aboveOne = aboveOne || heap >= 2;
    }
    return aboveOne ? total != 0 : total != 1;
}

PartSet heapSet(PartCatalog& catalog, const NimHeapParts& heaps, const std::vector<int>& sizes)
{
    PartSet set;
    for (const int size : sizes)
        set.push_back(catalog.intern(heaps, NimHeapParts::keyOf(static_cast<unsigned>(size))));
    return catalog.normalised(std::move(set));
}

} // namespace

class TestMisereSearch : public QObject {
    Q_OBJECT

private slots:
    // Random tuples of heaps: the search's verdict and remoteness against the
    // brute force over heap tuples and Bouton's rule, with and without remoteness.
    void matchesTheHeapBruteForce()
    {
        const NimHeapParts heaps;
        PartCatalog catalog;
        MisereSearch search(catalog);
        MisereSearch outcomes(catalog);
        HeapBruteForce brute;
        for (const auto& [rng, trial] : testsupport::RandomTrials(5, testsupport::trials(3000))) {
            std::vector<int> sizes(std::uniform_int_distribution(0, 5)(rng));
            for (int& size : sizes)
                size = std::uniform_int_distribution(0, 6)(rng);
            const PartSet set = heapSet(catalog, heaps, sizes);
            const HeapVerdict expected = brute.solve(sizes);
            QCOMPARE(boutonMisereWin(sizes), expected.win);
            const auto verdict = search.verdictOf(set, true, UINT64_MAX, {});
            QVERIFY(verdict.has_value());
            QCOMPARE(verdict->outcome == Outcome::Win, expected.win);
            QCOMPARE(verdict->remoteness, std::optional<int>(expected.remoteness));
            const auto outcome = outcomes.verdictOf(set, false, UINT64_MAX, {});
            QVERIFY(outcome.has_value());
            QCOMPARE(outcome->outcome == Outcome::Win, expected.win);
        }
    }

    // Past its budget a search answers nothing, and keeps what it learnt.
    void budgetGivesNothing()
    {
        const NimHeapParts heaps;
        PartCatalog catalog;
        MisereSearch search(catalog);
        const PartSet set = heapSet(catalog, heaps, {5, 6, 7, 3});
        QVERIFY(!search.verdictOf(set, true, 10, {}).has_value());
        QVERIFY(search.knownCount() > 0);
        const auto verdict = search.verdictOf(set, true, UINT64_MAX, {});
        QVERIFY(verdict.has_value());
        QCOMPARE(verdict->outcome, boutonMisereWin({5, 6, 7, 3}) ? Outcome::Win : Outcome::Loss);
    }

    void stopsOnAStopRequest()
    {
        const NimHeapParts heaps;
        PartCatalog catalog;
        MisereSearch search(catalog);
        const PartSet set = heapSet(catalog, heaps, {9, 9, 8, 7, 6});
        QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                 (void)search.verdictOf(set, true, UINT64_MAX, testsupport::alreadyStopped()));
        // A later call finishes from what was kept.
        QVERIFY(search.verdictOf(set, true, UINT64_MAX, {}).has_value());
    }

    // Winning Ways' genera of the nim heaps, and which kinds are tame.
    void genusTextAndTameKinds()
    {
        QCOMPARE(Genus::ofNimHeap(0).text(), std::string("0^120"));
        QCOMPARE(Genus::ofNimHeap(1).text(), std::string("1^031"));
        QCOMPARE(Genus::ofNimHeap(2).text(), std::string("2^20"));
        QCOMPARE(Genus::ofNimHeap(3).text(), std::string("3^31"));
        QCOMPARE(Genus::ofNimHeap(12).text(), std::string("12^12,14"));
        for (engine::Nimber heap = 0; heap < 40; ++heap)
            QVERIFY(Genus::ofNimHeap(heap).isTameKind());
        // The same genera written longer read the same.
        QCOMPARE((Genus{0, {1, 2, 0, 2, 0}}).text(), std::string("0^120"));
        QVERIFY((Genus{0, {1, 2, 0, 2, 0}}).isTameKind());
        // Not tame: γ0 of a 0 must be 1, a 2 plus a heap of 2 is 0, and so on.
        QVERIFY(!(Genus{0, {0}}).isTameKind());
        QCOMPARE((Genus{0, {0}}).text(), std::string("0^0"));
        QVERIFY(!(Genus{2, {2}}).isTameKind());
        QVERIFY(!(Genus{1, {0, 3, 1, 2}}).isTameKind());
        QVERIFY(!(Genus{0, {1, 2, 0, 2, 1}}).isTameKind());
        QVERIFY(!(Genus{3, {}}).isTameKind());
        QCOMPARE(Genus::shortestLength({1, 2, 0, 2, 0, 2, 0}), std::size_t{3});
        QCOMPARE(Genus::shortestLength({2, 2, 2, 2}), std::size_t{1});
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_misere_search, TestMisereSearch)
#include "test_misere_search.moc"
