#include "engine/misere/NimHeapParts.h"

namespace engine::misere {

std::vector<std::vector<std::string>> NimHeapParts::options(const std::string& key) const
{
    const unsigned long heap = std::stoul(key);
    std::vector<std::vector<std::string>> result;
    result.reserve(heap);
    for (unsigned long left = 0; left < heap; ++left)
        result.push_back(left == 0 ? std::vector<std::string>{} : std::vector{keyOf(static_cast<unsigned>(left))});
    return result;
}

} // namespace engine::misere
