#include "engine/misere/PartCatalog.h"

#include <algorithm>

namespace engine::misere {

PartId PartCatalog::intern(const PartFamily& family, const std::string& key)
{
    auto& ids = m_ids[&family];
    const auto found = ids.find(key);
    if (found != ids.end())
        return found->second;
    const auto id = static_cast<PartId>(m_parts.size());
    m_parts.push_back(Entry{&family, key, false, {}});
    ids.emplace(key, id);
    return id;
}

const std::vector<PartSet>& PartCatalog::optionsOf(PartId part)
{
    if (!m_parts[part].expanded) {
        const PartFamily& family = *m_parts[part].family;
        const std::vector<std::vector<std::string>> keys = family.options(m_parts[part].key);
        std::vector<PartSet> options;
        options.reserve(keys.size());
        for (const std::vector<std::string>& option : keys) {
            PartSet set;
            set.reserve(option.size());
            for (const std::string& key : option)
                set.push_back(intern(family, key));
            options.push_back(std::move(set));
        }
        for (PartSet& set : options)
            std::sort(set.begin(), set.end());
        m_parts[part].options = std::move(options);
        m_parts[part].expanded = true;
    }
    return m_parts[part].options;
}

PartSet PartCatalog::normalised(PartSet parts)
{
    std::erase_if(parts, [this](PartId p) { return isTerminal(p); });
    std::sort(parts.begin(), parts.end());
    return parts;
}

} // namespace engine::misere
