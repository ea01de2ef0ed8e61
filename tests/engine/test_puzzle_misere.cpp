// Puzzles under the misère rule (engine::PuzzleRequest::rule): a normal request
// keeps every puzzle it always gave (the same seeds give the same puzzles, for
// every game, level and sums, by their texts' fingerprints taken before the
// rule existed); a misère puzzle of every game at level 1, and a misère sum
// puzzle, has exactly the requested winning moves by the misère solver and by a
// memoised search of the game's tree (no part search); a misère seed gives
// another puzzle than the normal one; a level beyond a game's misère promise
// (Game::takesSizeForMisere) is refused before any search, and a request its
// boards cannot meet ends after a bounded search.

#include "TestRegistry.h"

#include "engine/Error.h"
#include "engine/GameModules.h"
#include "engine/misere/WholeBoardParts.h"
#include "engine/puzzles/PuzzleGenerator.h"
#include "engine/sums/SumGame.h"
#include "engine/sums/SumLayout.h"
#include "engine/sums/SumPuzzle.h"
#include "engine/sums/SumText.h"

#include <QTest>

#include <array>
#include <map>
#include <set>
#include <string>
#include <unordered_map>

using engine::Board;
using engine::GameModule;
using engine::Move;
using engine::PlayRule;
using engine::PuzzleRequest;

namespace {

// FNV-1a of a text: its fingerprint.
std::uint64_t fingerprint(const std::string& text)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

// `grundygrid-cli puzzle GAME --level L --seed 11` (levels 1 to 3) as printed
// before the misère rule existed: the fingerprints of the position queries.
const std::map<std::string, std::array<std::uint64_t, 3>>& normalFingerprints()
{
    static const std::map<std::string, std::array<std::uint64_t, 3>> kPrints{
        {"chomp", {0x34d567eb0494befcULL, 0x41cccedb0b5acb93ULL, 0x8bdfa9587c42850aULL}},
        {"volcano", {0x4942d9fe2f38894cULL, 0x2a65492bc21f6c4fULL, 0xe719dce758d510e6ULL}},
        {"pawn", {0x13f1742b286d69c3ULL, 0x4dd9e04949b76e6bULL, 0xb8d261359ca4efdfULL}},
        {"rectangles", {0xf06ae510b86b7303ULL, 0x8a7c0e9acd75c2b5ULL, 0x99a0184cac2f6311ULL}},
        {"attractions", {0x03052ac095beed41ULL, 0x6a48827dd17b6630ULL, 0x5e4fc28c55ffef6bULL}},
        {"nim", {0xd1aced86fb398b5cULL, 0x491b404df0dadce4ULL, 0x1bfcd1ab57a62a1aULL}},
        {"sum", {0xc8baa30c5592fad7ULL, 0xfaf1c7e1734b2385ULL, 0x1ce439316e546b15ULL}},
    };
    return kPrints;
}

// The misère verdict of a game's positions by its tree alone, memoised on the
// whole board: a position without moves is a win, any other one a win when
// some move leaves a loss.
class MisereTree {
public:
    explicit MisereTree(const engine::Game& game)
        : m_game(game)
    {
    }

    bool wins(const Board& position)
    {
        const std::string key = engine::misere::WholeBoardParts::keyOf(position);
        if (const auto known = m_known.find(key); known != m_known.end())
            return known->second;
        bool win = true; // no move: the opponent moved last
        const std::vector<Move> moves = m_game.legalMoves(position);
        if (!moves.empty()) {
            win = false;
            for (const Move& move : moves)
                if (!wins(m_game.play(position, move))) {
                    win = true;
                    break;
                }
        }
        m_known.emplace(key, win);
        return win;
    }

    std::set<Move> winningMoves(const Board& position)
    {
        std::set<Move> winning;
        for (const Move& move : m_game.legalMoves(position))
            if (!wins(m_game.play(position, move)))
                winning.insert(move);
        return winning;
    }

private:
    const engine::Game& m_game;
    std::unordered_map<std::string, bool> m_known;
};

std::set<Move> solverWinningMoves(const engine::Game& game, const Board& setup, const Board& position)
{
    const engine::Analysis analysis = game.solverFor(setup, PlayRule::Misere)->analyse(position, {});
    if (!analysis.known() || analysis.rule != PlayRule::Misere)
        return {};
    const std::vector<Move> moves = analysis.winningMoves();
    return {moves.begin(), moves.end()};
}

// The modules whose level-1 board the misère search decides (all, by the promise table).
std::vector<const GameModule*> misereLevelOneGames()
{
    std::vector<const GameModule*> games;
    for (const GameModule* module : engine::gameModules())
        if (!engine::misereLevelProblem(*module, 1))
            games.push_back(module);
    return games;
}

} // namespace

class TestPuzzleMisere : public QObject {
    Q_OBJECT

private slots:
    void normalPuzzlesAreUnchanged()
    {
        for (const auto& [id, prints] : normalFingerprints())
            for (int level = 1; level <= 3; ++level) {
                const PuzzleRequest request{level, 11, 1}; // the rule left at its default: normal
                std::string text;
                if (id == "sum") {
                    const engine::SumPuzzle puzzle = engine::generateSumPuzzle(request, {});
                    text = engine::sumQueryText(puzzle.boards, puzzle.moves);
                } else {
                    const GameModule& module = *engine::findGameModule(id);
                    const engine::Puzzle puzzle = engine::generatePuzzle(module, request, {});
                    text = module.text.positionText(puzzle.setup, puzzle.moves);
                }
                QVERIFY2(fingerprint(text) == prints[static_cast<std::size_t>(level - 1)],
                         qPrintable(QStringLiteral("%1 level %2").arg(QString::fromStdString(id)).arg(level)));
            }
    }

    void everyGameHasMiserePuzzlesAtLevelOne()
    {
        QCOMPARE(misereLevelOneGames().size(), engine::gameModules().size());
        for (const GameModule* module : misereLevelOneGames()) {
            const engine::Game& game = module->game;
            // Volcano's easy boards under misère have 0, 2 or 4 winning moves, never 1.
            const int winning = module->id() == "volcano" ? 2 : 1;
            for (const std::uint64_t seed : {3ULL, 4ULL}) {
                const PuzzleRequest request{1, seed, winning, PlayRule::Misere};
                const engine::Puzzle puzzle = engine::generatePuzzle(*module, request, {});
                Board position = puzzle.setup;
                for (const Move& move : puzzle.moves) {
                    QVERIFY(game.isLegal(position, move));
                    position = game.play(position, move);
                }
                QVERIFY(position == puzzle.position);
                const std::set<Move> bySolver = solverWinningMoves(game, puzzle.setup, position);
                QVERIFY2(bySolver.size() == static_cast<std::size_t>(winning), module->id().data());
                MisereTree tree(game);
                QVERIFY2(tree.wins(position), module->id().data());
                QVERIFY2(tree.winningMoves(position) == bySolver, module->id().data());
                // The normal rule's puzzle of the same request is another one: the rule is part of the seed.
                const engine::Puzzle normal = engine::generatePuzzle(*module, PuzzleRequest{1, seed, winning}, {});
                QVERIFY2(!(normal.setup == puzzle.setup && normal.moves == puzzle.moves), module->id().data());
            }
        }
    }

    // A misère request the level's boards cannot meet ends with an Error after
    // a bounded search instead of searching for ever.
    void unmetMisereRequestEnds()
    {
        const GameModule& volcano = *engine::findGameModule("volcano");
        QVERIFY_THROWS_EXCEPTION(engine::Error,
                                 (void)engine::generatePuzzle(volcano, {1, 3, 1, PlayRule::Misere}, {}));
    }

    void miserePuzzlesRepeat()
    {
        const GameModule& nim = *engine::findGameModule("nim");
        const PuzzleRequest request{1, 21, 1, PlayRule::Misere};
        const engine::Puzzle first = engine::generatePuzzle(nim, request, {});
        const engine::Puzzle again = engine::generatePuzzle(nim, request, {});
        QVERIFY(first.setup == again.setup);
        QVERIFY(first.moves == again.moves);
    }

    void levelsBeyondThePromiseAreRefusedUpFront()
    {
        int refused = 0;
        for (const GameModule* module : engine::gameModules())
            for (int level = 1; level <= engine::PuzzleRecipe::kLevels; ++level) {
                const engine::PuzzleLevel& measures = module->puzzles.levels[static_cast<std::size_t>(level - 1)];
                const bool promised = module->game.takesSizeForMisere(measures.rows, measures.cols);
                const std::optional<std::string> problem = engine::misereLevelProblem(*module, level);
                QCOMPARE(problem.has_value(), !promised);
                if (promised)
                    continue;
                ++refused;
                QVERIFY(problem->find(module->game.misereLimitsText()) != std::string::npos);
                // Refused before any search: even an already stopped request says why, not Stopped.
                std::stop_source stop;
                stop.request_stop();
                const engine::SolveContext stopped{stop.get_token(), {}};
                QVERIFY_THROWS_EXCEPTION(engine::InvalidArgument,
                                         (void)engine::generatePuzzle(*module, {level, 1, 1, PlayRule::Misere},
                                                                      stopped));
                // The normal rule takes the same level.
                QVERIFY_THROWS_EXCEPTION(engine::Stopped,
                                         (void)engine::generatePuzzle(*module, {level, 1, 1}, stopped));
            }
        QVERIFY(refused > 0); // the promise table leaves some hard levels out
    }

    void misereSumPuzzleHasTheWinningMoves()
    {
        QVERIFY(!engine::misereSumLevelProblem(1));
        const PuzzleRequest request{1, 6, 1, PlayRule::Misere};
        const engine::SumPuzzle puzzle = engine::generateSumPuzzle(request, {});
        QCOMPARE(puzzle.boards.size(), std::size_t{2});
        const engine::SumPuzzle again = engine::generateSumPuzzle(request, {});
        QCOMPARE(puzzle.moves, again.moves);
        std::vector<Board> setups;
        std::vector<Board> positions;
        for (const engine::SumComponent& board : puzzle.boards) {
            setups.push_back(board.setup);
            positions.push_back(board.position);
            QVERIFY(!board.module->game.legalMoves(board.position).empty());
        }
        const engine::SumLayout layout = engine::SumLayout::of(puzzle.boards);
        const engine::Game& game = engine::sumGameOf(layout);
        const Board setup = layout.combinedBoard(setups);
        const Board position = layout.combinedBoard(positions);
        const std::set<Move> bySolver = solverWinningMoves(game, setup, position);
        QCOMPARE(bySolver.size(), std::size_t{1});
        MisereTree tree(game);
        QVERIFY(tree.winningMoves(position) == bySolver);
    }
};

GRUNDYGRID_TEST_MAIN(test_puzzle_misere, TestPuzzleMisere)
#include "test_puzzle_misere.moc"
