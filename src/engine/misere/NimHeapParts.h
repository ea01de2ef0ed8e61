#pragma once

#include "engine/misere/PartCatalog.h"

#include <string>

namespace engine::misere {

// Nim heaps as parts: the heap of n is keyed by n in decimal, and its options
// are the heaps of 0 to n - 1 (the heap of 0 has no moves and is left out).
// The genus mixes heaps of 2 into part sets with it (GenusTable), and nim's
// own misère analysis names its rows with it.
class NimHeapParts final : public PartFamily {
public:
    [[nodiscard]] std::vector<std::vector<std::string>> options(const std::string& key) const override;

    [[nodiscard]] static std::string keyOf(unsigned heap) { return std::to_string(heap); }
};

} // namespace engine::misere
