#include "engine/games/nim/NimSolver.h"

#include "engine/Error.h"

namespace engine {

NimSolver::NimSolver(const Board& setup, PlayRule rule)
    : m_setup(setup)
    , m_rule(rule)
    , m_remoteness(rule)
{
}

Outcome NimSolver::misereOutcome(const std::vector<int>& heaps)
{
    int total = 0;
    bool aboveOne = false;
    for (const int heap : heaps) {
        total ^= heap;
        aboveOne = aboveOne || heap >= 2;
    }
    const bool loss = aboveOne ? total == 0 : total == 1;
    return loss ? Outcome::Loss : Outcome::Win;
}

void NimSolver::prepareLocked(const SolveContext&)
{
}

std::vector<std::vector<Cell>> NimSolver::countersOf(const Board& position) const
{
    if (position.rows() != m_setup.rows() || position.cols() != m_setup.cols())
        throw InvalidArgument("the position's size differs from the nim setup's");
    std::vector<std::vector<Cell>> rows(static_cast<std::size_t>(position.rows()));
    for (Coord row = 0; row < position.rows(); ++row) {
        // The row's counters must be the setup row's first ones: a move takes a
        // counter and all right of it.
        bool taken = false;
        for (Coord col = 0; col < position.cols(); ++col) {
            const Cell cell{row, col};
            const CellKind now = position.cellAt(cell);
            const bool setupCounter = m_setup.cellAt(cell) == CellKind::Counter;
            if (now != CellKind::Empty && now != CellKind::Counter)
                throw InvalidArgument("cell " + cellText(cell) + " of a nim position holds something other than a counter");
            if (now == CellKind::Counter && (!setupCounter || taken))
                throw InvalidArgument("the counter at " + cellText(cell) + " cannot be there in a position of this nim setup");
            if (setupCounter && now == CellKind::Empty)
                taken = true;
            if (now == CellKind::Counter)
                rows[static_cast<std::size_t>(row)].push_back(cell);
        }
    }
    return rows;
}

Analysis NimSolver::analyseLocked(const Board& position, const SolveContext& context)
{
    const std::vector<std::vector<Cell>> counters = countersOf(position);
    std::vector<int> heaps;
    Nimber total = 0;
    for (const std::vector<Cell>& row : counters) {
        heaps.push_back(static_cast<int>(row.size()));
        total ^= static_cast<Nimber>(row.size());
    }

    const bool misere = m_rule == PlayRule::Misere;
    Analysis analysis;
    analysis.rule = m_rule;
    if (misere) {
        analysis.normalOutcome = outcomeOfGrundy(total);
        analysis.normalGrundy = total;
        analysis.outcome = misereOutcome(heaps);
    } else {
        analysis.grundy = total;
        analysis.outcome = outcomeOfGrundy(total);
    }
    // A caller that shows no remoteness (the CLI's moves) gets none: no search.
    const auto remotenessOf = [&](const std::vector<int>& of) {
        return context.outcomesOnly ? std::nullopt : m_remoteness.remoteness(of, context);
    };
    analysis.remoteness = remotenessOf(heaps);
    for (std::size_t row = 0; row < counters.size(); ++row) {
        const int heap = heaps[row];
        for (int taken = 0; taken < heap; ++taken) {
            // Taking the (taken+1)-th counter leaves `taken` of them.
            const Nimber after = total ^ static_cast<Nimber>(heap) ^ static_cast<Nimber>(taken);
            std::vector<int> next = heaps;
            next[row] = taken;
            const Move move = Move::at(counters[row][static_cast<std::size_t>(taken)]);
            if (misere)
                analysis.moves.push_back({move, misereOutcome(next), std::nullopt, remotenessOf(next)});
            else
                analysis.moves.push_back({move, outcomeOfGrundy(after), after, remotenessOf(next)});
        }
        if (heap > 0) {
            const std::vector<Cell>& cells = counters[row];
            analysis.parts.push_back({cells, Move{cells.front(), cells.back()}, static_cast<Nimber>(heap)});
            if (misere)
                analysis.parts.back().genus = misere::Genus::ofNimHeap(static_cast<Nimber>(heap));
        }
    }
    if (analysis.outcome == Outcome::Loss && !analysis.remoteness && !analysis.moves.empty()) {
        // The slowest loss is not known: take one counter from the largest heap.
        std::size_t largest = 0;
        for (std::size_t row = 1; row < heaps.size(); ++row)
            if (heaps[row] > heaps[largest])
                largest = row;
        analysis.stallingMove = Move::at(counters[largest].back());
    }
    return analysis;
}

} // namespace engine
