#include "RectanglesTestSupport.h"

#include "RandomBoards.h"

#include "engine/games/rectangles/RectanglesGame.h"

#include <QTest>

#include <cstring>

using engine::Board;
using engine::CellKind;
using engine::Move;
using engine::Outcome;
using Rect = RectanglesBruteForce::Rect;

const engine::Game& rectangles()
{
    static const engine::RectanglesGame game;
    return game;
}

Board boardOf(const std::vector<const char*>& rows)
{
    Board board(static_cast<engine::Coord>(rows.size()), static_cast<engine::Coord>(std::strlen(rows.front())));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; rows[r][c] != '\0'; ++c)
            if (rows[r][c] == '1')
                board.setCell({static_cast<int>(r), static_cast<int>(c)}, CellKind::Filled);
    return board;
}

Board randomSetup(std::mt19937& rng, int maxRows, int maxCols)
{
    return testsupport::randomDensityBoard(rectangles(), rng, maxRows, maxCols, 0.3, 1.0, CellKind::Filled);
}

Rect rectOf(const Move& move)
{
    return {static_cast<int>(move.topLeft.row), static_cast<int>(move.topLeft.col),
            static_cast<int>(move.bottomRight.row), static_cast<int>(move.bottomRight.col)};
}

std::set<Rect> rectsOf(const std::vector<Move>& moves)
{
    std::set<Rect> rects;
    for (const Move& move : moves)
        rects.insert(rectOf(move));
    return rects;
}

// Compares everything the solver says about `position` with the brute force.
void compareWithBruteForce(engine::Solver& solver, const Board& position)
{
    const auto analysis = solver.analyse(position, {});
    RectanglesBruteForce brute(position);
    const RectanglesBruteForce::Result expected = brute.solve();
    QCOMPARE(analysis.outcome == Outcome::Win, expected.win);
    QCOMPARE(analysis.grundy.value(), expected.grundy);
    const bool small = position.countOf(CellKind::Filled) <= 16;
    QCOMPARE(analysis.remoteness.has_value(), small);
    if (small)
        QCOMPARE(*analysis.remoteness, expected.remoteness);
    QCOMPARE(rectsOf(analysis.winningMoves()), brute.winningMoves());
    QCOMPARE(rectsOf(rectangles().legalMoves(position)), brute.legalMoves());
    QCOMPARE(analysis.moves.size(), brute.legalMoves().size());
    for (const engine::MoveVerdict& verdict : analysis.moves) {
        const auto after = brute.resultAfter(rectOf(verdict.move));
        QCOMPARE(verdict.resultOutcome == Outcome::Win, after.win);
        QCOMPARE(verdict.resultGrundy.value(), after.grundy);
        QCOMPARE(verdict.resultRemoteness.has_value(), small);
        if (small)
            QCOMPARE(*verdict.resultRemoteness, after.remoteness);
    }
    // The parts are the components: they cover the ones exactly and XOR to the value.
    engine::Nimber xorOfParts = 0;
    std::size_t cells = 0;
    for (const engine::Part& part : analysis.parts) {
        xorOfParts ^= part.grundy;
        cells += part.cells.size();
        for (const engine::Cell cell : part.cells) {
            QCOMPARE(position.cellAt(cell), CellKind::Filled);
            QVERIFY(part.bounds.contains(cell));
        }
    }
    QCOMPARE(xorOfParts, expected.grundy);
    QCOMPARE(cells, position.countOf(CellKind::Filled));
}

// One random line of play from `setup`, every position checked with one solver.
int checkLineOfPlay(std::mt19937& rng, const Board& setup)
{
    auto solver = rectangles().createSolver(setup);
    Board position = setup;
    int positions = 0;
    for (;;) {
        compareWithBruteForce(*solver, position);
        if (QTest::currentTestFailed())
            return positions;
        ++positions;
        const auto moves = rectangles().legalMoves(position);
        if (moves.empty() || rng() % 4 == 0)
            return positions;
        position = rectangles().play(position, moves[rng() % moves.size()]);
    }
}

