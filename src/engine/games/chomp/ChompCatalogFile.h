#pragma once

#include "engine/games/chomp/ChompCatalog.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace engine {

// A ChompCatalog as the bytes of a cache file, and back. Layout (little-endian,
// every field 8 bytes):
//   "GGCHOMPC", format version, rows, cols, count, bucket count, the play rule
//   (0 normal, 1 misère: a catalog answers its own rule only), the poison floor (cols heights), the bucket starts (bucket count + 1),
//   the low rank halves (count x 2 bytes, padded to 8), and last a checksum of
//   every byte before it.
// Reading checks all of it (magic, version, sizes, order, checksum) and throws
// InvalidArgument on the first thing wrong: a damaged file is never trusted.
class ChompCatalogFile {
public:
    // 2: the play rule in the header (version 1 files, normal play only, are
    // refused and so built again once).
    static constexpr std::uint64_t kVersion = 2;

    [[nodiscard]] static std::string bytesOf(const ChompCatalog& catalog);
    [[nodiscard]] static ChompCatalog catalogOf(std::string_view bytes);
    // The checksum the file stores: a 64-bit multiply-xor hash of `bytes`.
    [[nodiscard]] static std::uint64_t checksum(std::string_view bytes);
};

} // namespace engine
