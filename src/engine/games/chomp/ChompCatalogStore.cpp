#include "engine/games/chomp/ChompCatalogStore.h"

#include <mutex>

namespace engine {

namespace {

struct InstalledStore {
    std::mutex mutex;
    std::shared_ptr<ChompCatalogStore> store;
};

InstalledStore& installedStore()
{
    static InstalledStore instance;
    return instance;
}

} // namespace

void ChompCatalogStore::install(std::shared_ptr<ChompCatalogStore> store)
{
    InstalledStore& installed = installedStore();
    const std::lock_guard lock(installed.mutex);
    installed.store = std::move(store);
}

std::shared_ptr<ChompCatalogStore> ChompCatalogStore::installed()
{
    InstalledStore& installed = installedStore();
    const std::lock_guard lock(installed.mutex);
    return installed.store;
}

} // namespace engine
