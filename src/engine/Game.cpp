#include "engine/Game.h"

#include "engine/misere/MisereSolver.h"
#include "engine/misere/WholeBoardParts.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace engine {

namespace {

// "1 to 50 rows and 1 to 50 columns": the sides a game takes.
std::string sidesText(const SizeLimits& limits)
{
    const auto range = [](Coord min, Coord max) {
        return min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
    };
    return range(limits.minRows, limits.maxRows) + " rows and " + range(limits.minCols, limits.maxCols) + " columns";
}

// "a 20 x 20 board", "an 18 x 18 board".
std::string squareBoardText(Coord side)
{
    const std::string number = std::to_string(side);
    const bool readsWithVowel = number.front() == '8' || number == "11" || number == "18";
    return (readsWithVowel ? "an " : "a ") + number + " x " + number + " board";
}

} // namespace

bool Game::paintCells(Board& setup, const std::vector<Cell>& cells, CellKind kind) const
{
    bool changed = false;
    for (const Cell& cell : cells)
        if (setup.contains(cell) && setup.cellAt(cell) != kind) {
            setup.setCell(cell, kind);
            changed = true;
        }
    return changed;
}

std::unique_ptr<Solver> Game::createMisereSolver(const Board& setup) const
{
    return std::make_unique<misere::MisereSolver>(*this, misereSplitter(setup), createSolver(setup));
}

bool Game::listsEveryMove(const Board&) const
{
    return true;
}

std::unique_ptr<misere::PartSplitter> Game::misereSplitter(const Board&) const
{
    return std::make_unique<misere::WholeBoardParts>(*this);
}

std::unique_ptr<Solver> Game::solverFor(const Board& setup, PlayRule rule) const
{
    return rule == PlayRule::Misere ? createMisereSolver(setup) : createSolver(setup);
}

Game::Game(GameInfo info)
    : m_info(std::move(info))
{
}

Board Game::emptyBoard(Coord rows, Coord cols) const
{
    return Board(rows, cols);
}

bool Game::isLegal(const Board& position, const Move& move) const
{
    const std::vector<Move> moves = legalMoves(position);
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

bool Game::takesSides(Coord rows, Coord cols) const
{
    const SizeLimits& limits = sizeLimits();
    return rows >= limits.minRows && rows <= limits.maxRows && cols >= limits.minCols && cols <= limits.maxCols;
}

bool Game::takesSize(Coord rows, Coord cols) const
{
    const SizeLimits& limits = sizeLimits();
    if (!takesSides(rows, cols))
        return false;
    if (limits.maxCells > 0 && rows * cols > limits.maxCells) // the sides keep the product far below overflow
        return false;
    return limits.largestSquareSide == 0 || positionsFitSquare(rows, cols, limits.largestSquareSide);
}

bool Game::takesSizeForOutcomes(Coord rows, Coord cols) const
{
    const Coord side = sizeLimits().outcomesSquareSide;
    if (side == 0)
        return takesSize(rows, cols);
    return takesSides(rows, cols) && positionsFitSquare(rows, cols, side);
}

std::string Game::outcomesSizeLimitsText() const
{
    const SizeLimits& limits = sizeLimits();
    if (limits.outcomesSquareSide == 0)
        return sizeLimitsText();
    return sidesText(limits) + " and no more positions than " + squareBoardText(limits.outcomesSquareSide);
}

bool Game::takesSizeForWinLoss(Coord rows, Coord cols) const
{
    const Coord side = sizeLimits().winLossSquareSide;
    if (side == 0 || takesSize(rows, cols))
        return takesSize(rows, cols);
    return takesSides(rows, cols) && positionsFitSquare(rows, cols, side);
}

std::string Game::winLossSizeLimitsText() const
{
    const SizeLimits& limits = sizeLimits();
    if (limits.winLossSquareSide == 0)
        return sizeLimitsText();
    std::string beyond;
    if (limits.maxCells > 0)
        beyond = std::to_string(limits.maxCells) + " cells";
    if (limits.largestSquareSide > 0)
        beyond += (beyond.empty() ? "" : " or ") + std::string("the positions of a ")
            + std::to_string(limits.largestSquareSide) + " x " + std::to_string(limits.largestSquareSide) + " board";
    return sidesText(limits) + " and no more positions than " + squareBoardText(limits.winLossSquareSide)
        + (beyond.empty() ? "" : " (beyond " + beyond + ", win or loss only)");
}

bool Game::takesSizeForMisere(Coord rows, Coord cols) const
{
    const Coord cells = sizeLimits().misereCells;
    return takesSizeForWinLoss(rows, cols) && (cells == 0 || rows * cols <= cells);
}

std::string Game::misereLimitsText() const
{
    const Coord cells = sizeLimits().misereCells;
    if (cells == 0)
        return "every board it takes";
    return "boards of at most " + std::to_string(cells) + " cells";
}

std::string Game::sizeLimitsText() const
{
    const SizeLimits& limits = sizeLimits();
    std::vector<std::string> parts{sidesText(limits)};
    if (limits.maxCells > 0)
        parts.push_back("at most " + std::to_string(limits.maxCells) + " cells");
    if (limits.largestSquareSide > 0)
        parts.push_back("no more positions than " + squareBoardText(limits.largestSquareSide));
    std::string text = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i)
        text += (i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return text;
}

bool Game::positionsFitSquare(Coord, Coord, Coord) const
{
    return true;
}

std::optional<std::string> Game::sizeProblem(const Board& setup) const
{
    if (takesSize(setup.rows(), setup.cols()))
        return std::nullopt;
    return std::string(m_info.withArticle) + " board has " + sizeLimitsText() + ", not "
        + std::to_string(setup.rows()) + " x " + std::to_string(setup.cols());
}

std::optional<std::string> Game::setupProblem(const Board& setup) const
{
    if (auto problem = sizeProblem(setup))
        return problem;
    return contentProblem(setup);
}

std::optional<std::string> Game::outcomesSetupProblem(const Board& setup) const
{
    if (sizeLimits().outcomesSquareSide == 0)
        return setupProblem(setup);
    if (!takesSizeForOutcomes(setup.rows(), setup.cols()))
        return std::string(m_info.withArticle) + " board has " + outcomesSizeLimitsText() + ", not "
            + std::to_string(setup.rows()) + " x " + std::to_string(setup.cols());
    return contentProblem(setup);
}

std::optional<std::string> Game::winLossSetupProblem(const Board& setup) const
{
    if (sizeLimits().winLossSquareSide == 0 || takesSize(setup.rows(), setup.cols()))
        return setupProblem(setup);
    if (!takesSizeForWinLoss(setup.rows(), setup.cols()))
        return std::string(m_info.withArticle) + " board has " + winLossSizeLimitsText() + ", not "
            + std::to_string(setup.rows()) + " x " + std::to_string(setup.cols());
    return contentProblem(setup);
}

std::optional<std::string> Game::contentProblem(const Board& setup) const
{
    const std::vector<CellKind>& kinds = paletteKinds();
    for (const auto& [cell, kind] : setup.markedCells())
        if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
            return foreignKindProblem(cell, kind);
    return arrangementProblem(setup);
}

std::string Game::foreignKindProblem(Cell cell, CellKind) const
{
    return "cell " + cellText(cell) + " of " + std::string(m_info.withArticle)
        + " setup holds something other than " + std::string(m_info.setupKindsText);
}

std::optional<std::string> Game::arrangementProblem(const Board&) const
{
    return std::nullopt;
}

} // namespace engine
