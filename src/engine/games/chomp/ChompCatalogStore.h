#pragma once

#include "engine/games/chomp/ChompCatalog.h"

#include <memory>

namespace engine {

// Where ChompSolver finds the catalogs of boards too large for the remoteness
// table, and leaves the ones it builds: a front end's cache (the window keeps
// them in memory for its session and on disk). Without one installed each
// solver builds its own. Called from solver threads: implementations are
// thread-safe.
class ChompCatalogStore {
public:
    virtual ~ChompCatalogStore() = default;

    // A catalog that covers a rows x cols board (oriented as the table: rows >=
    // cols) with the poison floor `floor` under `rule` (ChompCatalog::covers), or null.
    [[nodiscard]] virtual std::shared_ptr<const ChompCatalog> find(int rows, int cols, const Heights& floor,
                                                                   PlayRule rule) = 0;
    // A catalog a solver has just built.
    virtual void keep(const std::shared_ptr<const ChompCatalog>& catalog) = 0;

    // The store every ChompSolver asks from now on (null: none).
    static void install(std::shared_ptr<ChompCatalogStore> store);
    [[nodiscard]] static std::shared_ptr<ChompCatalogStore> installed();
};

} // namespace engine
