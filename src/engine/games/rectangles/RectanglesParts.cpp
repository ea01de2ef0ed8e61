#include "engine/games/rectangles/RectanglesParts.h"

#include "engine/games/rectangles/RectanglesGame.h"

#include <algorithm>
#include <cstring>

namespace engine::rectangles {

std::string RectanglesParts::keyOf(CellMask component)
{
    const CellMask canonical = canonicalForm(component);
    std::string key(sizeof canonical, '\0');
    std::memcpy(key.data(), &canonical, sizeof canonical);
    return key;
}

CellMask RectanglesParts::cellsOf(const std::string& key)
{
    CellMask cells = 0;
    std::memcpy(&cells, key.data(), std::min(key.size(), sizeof cells));
    return cells;
}

std::vector<std::string> RectanglesParts::componentKeys(CellMask cells)
{
    std::vector<std::string> keys;
    for (CellMask rest = cells; rest != 0;) {
        const CellMask component = componentOf(lowestCell(rest), rest);
        rest &= ~component;
        keys.push_back(keyOf(component));
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

misere::PartSet RectanglesParts::partsOf(const Board& position, misere::PartCatalog& catalog) const
{
    misere::PartSet parts;
    for (const std::string& key : componentKeys(RectanglesGame::filledCells(position)))
        parts.push_back(catalog.intern(*this, key));
    return catalog.normalised(std::move(parts));
}

std::optional<misere::PartId> RectanglesParts::partOfCells(const Board& position, const std::vector<Cell>& cells,
                                                           misere::PartCatalog& catalog) const
{
    CellMask part = 0;
    for (const Cell cell : cells)
        if (cell.row >= 0 && cell.row < kMaxSide && cell.col >= 0 && cell.col < kMaxSide
            && position.cellAt(cell) == CellKind::Filled)
            part |= cellBit(static_cast<int>(cell.row), static_cast<int>(cell.col));
    if (part == 0 || componentOf(lowestCell(part), part) != part)
        return std::nullopt; // not one component of ones
    return catalog.intern(*this, keyOf(part));
}

std::vector<std::vector<std::string>> RectanglesParts::options(const std::string& key) const
{
    const CellMask cells = cellsOf(key);
    std::vector<std::vector<std::string>> result;
    forEachRectangle(cells, [&](int, int, int, int, CellMask rectangle) {
        result.push_back(componentKeys(cells & ~rectangle));
    });
    // Rectangles symmetric under the component's symmetries leave the same parts.
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

} // namespace engine::rectangles
