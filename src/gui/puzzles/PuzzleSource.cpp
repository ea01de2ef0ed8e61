#include "gui/puzzles/PuzzleSource.h"

#include "gui/files/MisereLimitsText.h"
#include "gui/looks/GameLooks.h"
#include "gui/puzzles/PuzzleFields.h"

#include "engine/GameModules.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumPuzzle.h"

#include <algorithm>

namespace gui {

namespace {

// A sum puzzle as its SumGame's puzzle on the combined board: the setups and the
// positions side by side, each move on its board's cells.
BoardPuzzle onCombinedBoard(const engine::SumPuzzle& sum)
{
    const engine::SumLayout layout = engine::SumLayout::of(sum.boards);
    std::vector<engine::Board> setups;
    std::vector<engine::Board> positions;
    for (const engine::SumComponent& board : sum.boards) {
        setups.push_back(board.setup);
        positions.push_back(board.position);
    }
    BoardPuzzle result{&engine::sumGameOf(layout), {}};
    result.puzzle.setup = layout.combinedBoard(setups);
    result.puzzle.position = layout.combinedBoard(positions);
    for (const engine::SumMove& move : sum.moves)
        result.puzzle.moves.push_back(layout.toCombined(move));
    return result;
}

} // namespace

std::optional<PuzzleSource> PuzzleSource::of(const QString& id)
{
    if (id == QLatin1String(kSumId))
        return PuzzleSource(nullptr);
    const engine::GameModule* module = engine::findGameModule(id.toStdString());
    if (module == nullptr || !GameLooks::isSupported(module->game.id()))
        return std::nullopt;
    return PuzzleSource(module);
}

QString PuzzleSource::id() const
{
    return isSum() ? QString::fromLatin1(kSumId) : QString::fromStdString(std::string(m_module->game.id()));
}

QString PuzzleSource::name() const
{
    //: The choice of sum puzzles beside the games: several boards of different games played as one.
    return isSum() ? tr("Sums") : GameLooks::find(m_module->game.id()).gameName(m_module->game);
}

int PuzzleSource::maxWinningMoves(int level) const
{
    if (isSum())
        return engine::kMaxSumPuzzleWinningMoves;
    const int index = std::clamp(level, 1, engine::PuzzleRecipe::kLevels) - 1;
    return m_module->puzzles.levels[static_cast<std::size_t>(index)].maxWinningMoves;
}

std::optional<QString> PuzzleSource::refusal(int level, engine::PlayRule rule) const
{
    if (rule != engine::PlayRule::Misere)
        return std::nullopt;
    if (isSum()) {
        if (!engine::misereSumLevelProblem(level))
            return std::nullopt;
        //: %1 is the level (Easy, Medium, Hard).
        return tr("%1 sum puzzles are not offered under the misère rule: too few games decide boards of that "
                  "level under it.")
            .arg(PuzzleFields::levelName(level));
    }
    if (!engine::misereLevelProblem(*m_module, level))
        return std::nullopt;
    const engine::PuzzleLevel& measures
        = m_module->puzzles.levels[static_cast<std::size_t>(std::clamp(level, 1, engine::PuzzleRecipe::kLevels) - 1)];
    //: %1 is the level (Easy, Medium, Hard), %2 the game, %3 x %4 the board's size, %5 the game's misère limit
    //: ("boards of at most 36 cells").
    return tr("%1 puzzles of %2 are not offered under the misère rule: their %3 x %4 board is beyond what the "
              "misère search decides within a short wait (%5).")
        .arg(PuzzleFields::levelName(level), name())
        .arg(measures.rows)
        .arg(measures.cols)
        .arg(MisereLimitsText::of(m_module->game));
}

BoardPuzzle PuzzleSource::generate(const engine::PuzzleRequest& request, const engine::SolveContext& context) const
{
    if (isSum())
        return onCombinedBoard(engine::generateSumPuzzle(request, context));
    return BoardPuzzle{&m_module->game, engine::generatePuzzle(*m_module, request, context)};
}

} // namespace gui
