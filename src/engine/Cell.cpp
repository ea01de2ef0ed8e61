#include "engine/Cell.h"

namespace engine {

std::string cellText(Cell cell)
{
    return "(" + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ")";
}

} // namespace engine
