#pragma once

// What the chomp engine tests share beside the staircase walk: random setups,
// and a catalog store that counts what solvers find and keep.
#include "engine/Board.h"
#include "engine/GameModules.h"
#include "engine/games/chomp/ChompCatalog.h"
#include "engine/games/chomp/ChompCatalogStore.h"

#include <memory>
#include <mutex>
#include <random>
#include <vector>

namespace testsupport {

// A chomp setup of 1 to maxRows x 1 to maxCols with up to maxPoison random poison cells.
inline engine::Board randomChompSetup(std::mt19937& rng, int maxRows, int maxCols, int maxPoison)
{
    const int rows = std::uniform_int_distribution(1, maxRows)(rng);
    const int cols = std::uniform_int_distribution(1, maxCols)(rng);
    engine::Board board = engine::findGame("chomp")->emptyBoard(rows, cols);
    const int poison = std::uniform_int_distribution(0, maxPoison)(rng);
    for (int i = 0; i < poison; ++i)
        board.setCell({std::uniform_int_distribution(0, rows - 1)(rng), std::uniform_int_distribution(0, cols - 1)(rng)},
                      engine::CellKind::Poison);
    return board;
}

// A store keyed as ChompCatalogStore says (box, poison and rule) that keeps
// every catalog it is given and counts the questions.
class CountingCatalogStore final : public engine::ChompCatalogStore {
public:
    std::shared_ptr<const engine::ChompCatalog> find(int rows, int cols, const engine::Heights& floor,
                                                     engine::PlayRule rule) override
    {
        const std::lock_guard lock(m_mutex);
        ++finds;
        for (const auto& catalog : m_catalogs)
            if (catalog->covers(rows, cols, floor, rule))
                return catalog;
        return nullptr;
    }
    void keep(const std::shared_ptr<const engine::ChompCatalog>& catalog) override
    {
        const std::lock_guard lock(m_mutex);
        ++kept;
        m_catalogs.push_back(catalog);
    }
    int finds = 0;
    int kept = 0;

private:
    std::mutex m_mutex;
    std::vector<std::shared_ptr<const engine::ChompCatalog>> m_catalogs;
};

// Installs a store for one test and removes it after.
struct InstalledCatalogStore {
    explicit InstalledCatalogStore(std::shared_ptr<engine::ChompCatalogStore> store)
    {
        engine::ChompCatalogStore::install(std::move(store));
    }
    ~InstalledCatalogStore() { engine::ChompCatalogStore::install(nullptr); }
    InstalledCatalogStore(const InstalledCatalogStore&) = delete;
    InstalledCatalogStore& operator=(const InstalledCatalogStore&) = delete;
};

} // namespace testsupport
