#include "engine/games/pawn/PawnSolver.h"

#include "engine/games/pawn/PawnGame.h"
#include "engine/Error.h"

#include <algorithm>

namespace engine {

PawnSolver::PawnSolver(const Board& setup, PlayRule rule)
    : m_rule(rule), m_rows(setup.rows()), m_cols(setup.cols()), m_exact(rule)
{
    if (const auto problem = rulesOf<PawnGame>().setupProblem(setup))
        throw InvalidArgument(*problem);
    for (const auto& [cell, kind] : setup.markedCells()) {
        if (kind == CellKind::Pawn)
            m_setupPawn = cell;
        else
            m_impassable.push_back(cell);
    }
}

void PawnSolver::prepareLocked(const SolveContext& context)
{
    buildMap(context, 0.0, 1.0);
}

std::shared_ptr<const PawnMap> PawnSolver::map() const
{
    return m_published.load(); // no lock: a GUI thread may ask while a worker analyses
}

void PawnSolver::buildMap(const SolveContext& context, double progressFrom, double progressTo)
{
    if (m_map)
        return;
    PawnObstacles obstacles(m_impassable);
    if (m_rule == PlayRule::Misere) {
        const double middle = (progressFrom + progressTo) / 2.0;
        if (!m_normalMap)
            m_normalMap = PawnMap::build(obstacles, m_rows, m_cols, context, progressFrom, middle);
        progressFrom = middle;
    }
    m_map = PawnMap::build(std::move(obstacles), m_rows, m_cols, context, progressFrom, progressTo, m_rule);
    m_published.store(m_map);
}

Analysis PawnSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    if (position.rows() != m_rows || position.cols() != m_cols)
        throw InvalidArgument("the position does not belong to this setup: the board size differs");
    std::optional<Cell> pawn;
    std::size_t impassable = 0;
    for (const auto& [cell, kind] : position.markedCells()) {
        if (kind == CellKind::Pawn) {
            if (pawn)
                throw InvalidArgument("the position holds more than one pawn");
            pawn = cell;
        } else if (kind != CellKind::Impassable || impassable >= m_impassable.size()
                   || m_impassable[impassable++] != cell) {
            throw InvalidArgument("the position does not belong to this setup: cell "
                                        + PawnGame::xyText(cell) + " differs");
        }
    }
    if (impassable != m_impassable.size())
        throw InvalidArgument("the position does not belong to this setup: impassable cells are missing");
    if (!pawn)
        throw InvalidArgument("the position has no pawn");
    if (pawn->row > m_setupPawn.row || pawn->col > m_setupPawn.col)
        throw InvalidArgument("the pawn at " + PawnGame::xyText(*pawn) + " cannot come from "
                                    + PawnGame::xyText(m_setupPawn) + ": it only moves left and up");
    return analysePawnLocked(*pawn, context);
}

Analysis PawnSolver::analysePawnAt(Cell pawn, const SolveContext& context)
{
    if (pawn.row < 0 || pawn.col < 0 || pawn.row >= m_rows || pawn.col >= m_cols
        || std::binary_search(m_impassable.begin(), m_impassable.end(), pawn))
        throw InvalidArgument("the pawn cannot stand on " + PawnGame::xyText(pawn));
    const std::lock_guard lock(mutex());
    return analysePawnLocked(pawn, context);
}

Analysis PawnSolver::analysePawnLocked(Cell pawn, const SolveContext& context)
{
    const bool exact = PawnExactTable::coversCorner(pawn);
    const double mapShare = m_map ? 0.0 : (exact ? 0.8 : 1.0);
    const bool misere = m_rule == PlayRule::Misere;
    buildMap(context, 0.0, mapShare);
    if (exact) {
        const double tableShare = misere ? (mapShare + 1.0) / 2.0 : 1.0;
        m_exact.ensure(pawn, m_map->obstacles(), context, mapShare, tableShare);
        if (misere)
            m_normalExact.ensure(pawn, m_map->obstacles(), context, tableShare, 1.0);
    }

    Analysis analysis;
    analysis.rule = m_rule;
    analysis.outcome = m_map->outcomeAt(pawn);
    if (exact) {
        if (!misere)
            analysis.grundy = m_exact.grundy(pawn);
        analysis.remoteness = m_exact.remoteness(pawn);
    }
    if (misere) {
        analysis.normalOutcome = m_normalMap->outcomeAt(pawn);
        if (exact)
            analysis.normalGrundy = m_normalExact.grundy(pawn);
    }
    const PawnReach reach = m_map->reachOf(pawn);
    std::vector<Move> moves = PawnGame::listedMoves(reach);
    if (reach.moveCount() > PawnGame::kMaxListedMoves)
        analysis.moveAreas = PawnGame::moveAreas(reach);
    if (!exact && analysis.outcome == Outcome::Loss && reach.moveCount() > 0)
        analysis.stallingMove = Move::at(reach.upMoves() > 0 ? Cell{pawn.row - 1, pawn.col}
                                                             : Cell{pawn.row, pawn.col - 1});
    for (const Cell destination : m_map->winningDestinations(pawn)) {
        const Move move = Move::at(destination);
        const auto at = std::lower_bound(moves.begin(), moves.end(), move);
        if (at == moves.end() || *at != move)
            moves.insert(at, move);
    }
    analysis.moves.reserve(moves.size());
    for (const Move& move : moves) {
        MoveVerdict verdict{move, m_map->outcomeAt(move.topLeft), std::nullopt, std::nullopt};
        if (exact) {
            if (!misere)
                verdict.resultGrundy = m_exact.grundy(move.topLeft);
            verdict.resultRemoteness = m_exact.remoteness(move.topLeft);
        }
        analysis.moves.push_back(verdict);
    }
    return analysis;
}

} // namespace engine
