// The published winning first bites of a x b chomp up to 14 x 14
// (published_first_bites.txt, which names its sources), checked against one
// outcome build of the 14 x 14 box: a rectangle a x b is the staircase of
// heights a in its first b columns, so the box holds every smaller board and
// its children. Beside them, every first bite of every such board against the
// box's remoteness table (the byte pass, built by other code), which also
// covers the bites the sources do not name.
#include "TestRegistry.h"

#include "engine/Board.h"
#include "engine/games/chomp/ChompTable.h"
#include "engine/games/chomp/Staircase.h"

#include "TestSlowdown.h"

#include <QTest>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using engine::ChompTable;
using engine::Heights;
using engine::Outcome;

namespace {

using Bite = std::pair<int, int>; // (row, col), counting from 0

// One board's line of the data file.
struct PublishedBoard {
    int count = 0;
    std::vector<Bite> bites; // empty where no source names them
};

// The data file by (rows, cols), rows <= cols; empty (and a failed check) when unreadable.
std::map<std::pair<int, int>, PublishedBoard> readPublished()
{
    std::map<std::pair<int, int>, PublishedBoard> boards;
    std::ifstream file(GRUNDYGRID_CHOMP_PUBLISHED_BITES);
    std::string line;
    while (std::getline(file, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        std::istringstream fields(line);
        int rows = 0;
        int cols = 0;
        PublishedBoard board;
        fields >> rows >> cols >> board.count;
        std::string bite;
        while (fields >> bite) {
            const std::size_t comma = bite.find(',');
            board.bites.emplace_back(std::stoi(bite.substr(0, comma)), std::stoi(bite.substr(comma + 1)));
        }
        boards[{rows, cols}] = board;
    }
    return boards;
}

// The staircase of the full rows x cols board inside a box of `boxCols` columns.
Heights rectangle(int rows, int cols, int boxCols)
{
    Heights heights(static_cast<std::size_t>(boxCols), 0);
    std::fill(heights.begin(), heights.begin() + cols, rows);
    return heights;
}

// The bites of the rows x cols board that leave a loss, as `table` says, row by row.
std::vector<Bite> winningBites(const ChompTable& table, int rows, int cols)
{
    const Heights heights = rectangle(rows, cols, table.cols());
    std::vector<Bite> bites;
    table.forEachMove(heights.data(), table.rankOf(heights), [&](int row, int col, std::uint64_t child) {
        if (table.outcome(child) == Outcome::Loss)
            bites.emplace_back(row, col);
    });
    std::sort(bites.begin(), bites.end());
    return bites;
}

std::string boardName(int rows, int cols)
{
    return std::to_string(rows) + " x " + std::to_string(cols);
}

// The box every board is read from: 14 x 14 in a Release build (a second),
// 12 x 12 under sanitizers.
int boxSide()
{
    return testsupport::slowdown() > 1 ? 12 : 14;
}

// The poison floor of the box: the corner cell (0, 0).
Heights cornerFloor(int side)
{
    engine::Board board(side, side);
    board.setCell({0, 0}, engine::CellKind::Poison);
    return engine::poisonFloor(board);
}

} // namespace

class TestChompPublished : public QObject {
    Q_OBJECT

private slots:
    void firstBitesAgreeWithThePublishedTable()
    {
        const auto published = readPublished();
        QCOMPARE(published.size(), std::size_t{14 * 15 / 2}); // every a <= b up to 14
        const int side = boxSide();
        ChompTable table(side, side, cornerFloor(side));
        table.buildOutcomes({});
        for (int rows = 1; rows <= side; ++rows)
            for (int cols = 1; cols <= side; ++cols) {
                // A cols x rows board is the same game mirrored in the diagonal.
                const bool mirrored = rows > cols;
                const PublishedBoard& board = published.at(mirrored ? std::pair{cols, rows} : std::pair{rows, cols});
                std::vector<Bite> expected = board.bites;
                if (mirrored)
                    for (Bite& bite : expected)
                        std::swap(bite.first, bite.second);
                std::sort(expected.begin(), expected.end());
                const std::vector<Bite> found = winningBites(table, rows, cols);
                const std::string name = boardName(rows, cols);
                QVERIFY2(found.size() == static_cast<std::size_t>(board.count), name.c_str());
                if (!expected.empty())
                    QVERIFY2(found == expected, name.c_str());
            }
    }

    void everyFirstBiteAgreesWithTheRemotenessTable()
    {
        const int side = boxSide();
        ChompTable bits(side, side, cornerFloor(side));
        ChompTable bytes(side, side, cornerFloor(side));
        bits.buildOutcomes({});
        bytes.buildRemoteness({});
        for (int rows = 1; rows <= side; ++rows)
            for (int cols = 1; cols <= side; ++cols) {
                const Heights heights = rectangle(rows, cols, side);
                const std::uint64_t rank = bits.rankOf(heights);
                QVERIFY2(bits.outcome(rank) == bytes.outcome(rank), boardName(rows, cols).c_str());
                bool agree = true;
                bits.forEachMove(heights.data(), rank, [&](int, int, std::uint64_t child) {
                    agree = agree && bits.outcome(child) == bytes.outcome(child);
                });
                QVERIFY2(agree, boardName(rows, cols).c_str());
            }
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_published, TestChompPublished)
#include "test_chomp_published.moc"
