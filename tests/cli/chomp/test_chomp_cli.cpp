#include "TestRegistry.h"
#include "engine/games/chomp/ChompText.h"

#include "CliCrossCheck.h"
#include "RandomTrials.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <unordered_map>

namespace {

// Poisoned Chomp by plain search over the set of remaining cells (a bit per
// cell, row-major), memoised; it knows nothing about staircases or ranks.
class BruteChomp {
public:
    BruteChomp(int rows, int cols, std::uint32_t poison)
        : m_rows(rows), m_cols(cols), m_poison(poison)
    {
    }

    [[nodiscard]] std::uint32_t full() const { return (std::uint32_t{1} << (m_rows * m_cols)) - 1; }

    [[nodiscard]] std::vector<std::pair<int, int>> legalMoves(std::uint32_t remaining) const
    {
        std::vector<std::pair<int, int>> moves;
        for (int r = 0; r < m_rows; ++r)
            for (int c = 0; c < m_cols; ++c)
                if ((remaining & bit(r, c)) && !(bitten(r, c) & m_poison))
                    moves.emplace_back(r, c);
        return moves;
    }

    [[nodiscard]] std::uint32_t after(std::uint32_t remaining, int r, int c) const
    {
        return remaining & ~bitten(r, c);
    }

    // Whether the player to move wins.
    [[nodiscard]] bool wins(std::uint32_t remaining)
    {
        if (const auto it = m_memo.find(remaining); it != m_memo.end())
            return it->second;
        bool result = false;
        for (const auto& [r, c] : legalMoves(remaining))
            if (!wins(after(remaining, r, c))) {
                result = true;
                break;
            }
        m_memo.emplace(remaining, result);
        return result;
    }

    [[nodiscard]] std::vector<std::pair<int, int>> winningMoves(std::uint32_t remaining)
    {
        std::vector<std::pair<int, int>> moves;
        for (const auto& [r, c] : legalMoves(remaining))
            if (!wins(after(remaining, r, c)))
                moves.emplace_back(r, c);
        return moves;
    }

private:
    [[nodiscard]] std::uint32_t bit(int r, int c) const { return std::uint32_t{1} << (r * m_cols + c); }
    // Every cell (x, y) with x >= r and y >= c.
    [[nodiscard]] std::uint32_t bitten(int r, int c) const
    {
        std::uint32_t cells = 0;
        for (int x = r; x < m_rows; ++x)
            for (int y = c; y < m_cols; ++y)
                cells |= bit(x, y);
        return cells;
    }

    int m_rows;
    int m_cols;
    std::uint32_t m_poison;
    std::unordered_map<std::uint32_t, bool> m_memo;
};

struct RandomBoard {
    int rows = 0;
    int cols = 0;
    std::vector<std::pair<int, int>> poison; // in the order the text lists them
    std::uint32_t poisonMask = 0;
    std::string text;                        // "R C K" and the poison lines
};

RandomBoard randomBoard(std::mt19937& rng)
{
    RandomBoard board;
    board.rows = std::uniform_int_distribution(1, 5)(rng);
    board.cols = std::uniform_int_distribution(1, 5)(rng);
    const double density = std::uniform_real_distribution(0.0, 0.4)(rng);
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.cols; ++c)
            if (std::bernoulli_distribution(density)(rng)) {
                board.poison.emplace_back(r, c);
                board.poisonMask |= std::uint32_t{1} << (r * board.cols + c);
            }
    std::shuffle(board.poison.begin(), board.poison.end(), rng);
    const char* lineEnd = std::bernoulli_distribution(0.2)(rng) ? "\r\n" : "\n";
    board.text = std::to_string(board.rows) + " " + std::to_string(board.cols) + " "
        + std::to_string(board.poison.size()) + lineEnd;
    for (const auto& [r, c] : board.poison)
        board.text += std::to_string(r) + " " + std::to_string(c) + lineEnd;
    return board;
}

constexpr int kBoards = 3000;

} // namespace

class TestChompCli : public QObject {
    Q_OBJECT

private slots:
    void contestAnswersMatchBruteForce()
    {
        int firstWins = 0;
        for (const auto& [rng, trial] : testsupport::RandomTrials(20240611, kBoards)) {
            const RandomBoard board = randomBoard(rng);
            BruteChomp brute(board.rows, board.cols, board.poisonMask);
            const bool wins = brute.wins(brute.full());
            cli_test::expectOutput({"chomp"}, board.text, wins ? "First\n" : "Second\n");
            std::vector<engine::Cell> poison;
            for (const auto& [r, c] : board.poison)
                poison.push_back({r, c});
            QCOMPARE(engine::ChompText::startOutcomeByStrategyStealing(board.rows, board.cols, poison)
                         == engine::Outcome::Win,
                     wins);
            firstWins += wins ? 1 : 0;
        }
        // Both answers occur, so the comparison is not vacuous.
        QVERIFY(firstWins > 0 && firstWins < kBoards);
    }

    void positionQueriesMatchBruteForce()
    {
        cli_test::QueryTally tally;
        for (const auto& [rng, i] : testsupport::RandomTrials(7, kBoards)) {
            const RandomBoard board = randomBoard(rng);
            BruteChomp brute(board.rows, board.cols, board.poisonMask);
            std::uint32_t remaining = brute.full();
            const auto played = cli_test::playRandomMoves(
                rng, 6, [&] { return brute.legalMoves(remaining); },
                [&](const std::pair<int, int>& move) { remaining = brute.after(remaining, move.first, move.second); });
            const std::string input = board.text + cli_test::playedText(played, cli_test::cellText);
            const auto winning = brute.winningMoves(remaining); // row-major: ascending (r, c)
            cli_test::expectMovesAnswer("chomp", input, brute.wins(remaining), winning, cli_test::cellText, tally);
        }
        QVERIFY(tally.losses > 0);
        QVERIFY(tally.severalWinningMoves > 0);
    }
};

GRUNDYGRID_TEST_APPLESS_MAIN(test_chomp_cli, TestChompCli)
#include "test_chomp_cli.moc"
