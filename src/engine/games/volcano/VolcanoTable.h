#pragma once

#include "engine/Board.h"
#include "engine/Move.h"
#include "engine/Nimbers.h"
#include "engine/QuadrantTable.h"
#include "engine/SolveContext.h"

namespace engine {

// The Grundy value of every sub-rectangle of one volcano setup: the setup's
// monsters are the points of a QuadrantTable over the board's rows and columns
// (picking a monster leaves the four rectangles around it). Rows and columns
// without a monster are dropped there, so the table's size and cost follow the
// monster rows and columns: a fully open 20 x 20 board (16 x 16 monsters) takes
// 670 000 steps, 40 x 40 71 million, 60 x 60 950 million.
class VolcanoTable {
public:
    static constexpr Coord kMaxSide = 60;

    // The monsters of `setup` are its Monster cells. Both sides must be in [1, kMaxSide].
    explicit VolcanoTable(const Board& setup);
    VolcanoTable(const VolcanoTable&) = delete;
    VolcanoTable& operator=(const VolcanoTable&) = delete;

    // Fills the table; resumes where a stopped build left off. Throws Stopped when stopped.
    void build(const SolveContext& context) { m_quadrants.build(context); }
    [[nodiscard]] bool isBuilt() const { return m_quadrants.isBuilt(); }

    // The Grundy value of the board rectangle `rect` (corners inclusive, inside the
    // board), counting the setup's monsters in it. Requires a built table.
    [[nodiscard]] Nimber grundy(const Move& rect) const;

    // The table in compressed coordinates: rows and columns of monsters.
    [[nodiscard]] const QuadrantTable& quadrants() const { return m_quadrants; }
    [[nodiscard]] int monsterRows() const { return m_quadrants.compressedRows(); }
    [[nodiscard]] int monsterCols() const { return m_quadrants.compressedCols(); }

private:
    QuadrantTable m_quadrants;
};

} // namespace engine
