#pragma once

#include "engine/Analysis.h"
#include "engine/Board.h"
#include "engine/ContestCase.h"
#include "engine/Move.h"
#include "engine/SolveContext.h"
#include "engine/TextReader.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

class Game;

// A position query as read: the setup and the moves played from it.
struct PositionQuery {
    Board setup;
    std::vector<Move> moves;
};

// The text formats of one game (src/games/<id>/RULES.md): its contest format, which is read and
// answered exactly as published, and the board text and move lines of position
// queries. One implementation per game, found through its GameModule (GameModules.h), so a
// front end handles every game through this interface alone.
//
// Readers throw ParseError (line and column of the offending token) for malformed
// text, values out of range and setups the game or its solver refuses. They are
// stateless and may be used from any thread.
class GameText {
public:
    // One-paragraph descriptions of the formats for the front ends' help.
    struct Formats {
        std::string_view contest;
        std::string_view board;
        std::string_view move;
    };

    // What a game's text formats state once, as data given to the constructor.
    struct Traits {
        Formats formats;
        // The answer lines of a contest that asks who wins ("First\n" when the
        // first player does, "Second\n" otherwise); empty where it asks more.
        std::string_view firstWins;
        std::string_view secondWins;
        // A kind of which every move uses up a cell (chomp's chocolate,
        // volcano's monsters, ...): maxMoveCount counts them. Nothing where
        // moves use up no cells (pawn), whose text says its own bound.
        std::optional<CellKind> spentKind;
    };

    virtual ~GameText() = default;

    // The id of its game (Game::id).
    [[nodiscard]] std::string_view gameId() const;
    [[nodiscard]] const Formats& formats() const { return m_traits.formats; }

    // --- The contest format.

    // Reads a whole contest text (nothing may follow it) and returns the exact
    // published answer, every line ending in '\n'. Throws Stopped when stopped
    // through `context`. By default every case of readContestCases is read
    // first, so a malformed text fails at once, then each is answered by
    // caseAnswer in the text's order. Under `rule` Misere the same answer for
    // the game played with the last move losing (Game::solverFor); a case whose
    // misère verdict is not known throws Error with the reason (never a guess).
    [[nodiscard]] virtual std::string contestAnswer(TextReader& reader, const SolveContext& context,
                                                    PlayRule rule = PlayRule::Normal) const;

    // Reads a whole contest text (nothing may follow it) into its cases, in
    // the text's order, each a setup the game accepts (Game::setupProblem); a
    // case the game refuses is a ParseError at that case. At least one case:
    // a text without any (pawn's tests without starts) is a ParseError.
    [[nodiscard]] virtual std::vector<ContestCase> readContestCases(TextReader& reader) const = 0;

    // Why the contest format cannot hold `setup` (a valid setup of the game),
    // or nothing: volcano's contest derives its monsters from the walls.
    [[nodiscard]] virtual std::optional<std::string> contestTextProblem(const Board& setup) const;
    // A one-case contest text of `setup` that contestAnswer and
    // readContestCases accept. Requires that contestTextProblem has nothing.
    [[nodiscard]] virtual std::string contestText(const Board& setup) const = 0;

    // --- The position query format: a board text, a move count and move lines.

    // Reads the board text of a position query: a setup that the game accepts
    // (Game::setupProblem) and its solver can analyse. The reader stops after
    // the board's last line.
    [[nodiscard]] virtual Board readBoard(TextReader& reader) const = 0;
    // readBoard for a query of the outcomes only (the CLI's `moves`), which
    // takes the larger boards of Game::takesSizeForOutcomes; by default readBoard.
    [[nodiscard]] virtual Board readBoardForOutcomes(TextReader& reader) const { return readBoard(reader); }

    // An upper bound on the number of moves any game from `setup` can last, so a
    // move count can be range-checked before moves are read: by default the
    // cells of Traits::spentKind. A game may bound it further so that replaying
    // that many moves stays fast (pawn: by its cells).
    [[nodiscard]] virtual std::int64_t maxMoveCount(const Board& setup) const;

    // Reads one move on a line of its own and checks that it is legal in
    // `position`; an illegal move is a ParseError at the move that says why.
    [[nodiscard]] virtual Move readMove(TextReader& reader, const Board& position) const = 0;

    // The numbers of a move as a move line shows them: "r c", the cell, unless
    // a game says otherwise. Sorting moves by these lists gives the "ascending
    // numeric order" of docs/cli.md (position queries).
    [[nodiscard]] virtual std::vector<Coord> moveFields(const Move& move) const;

    // Why a misère verdict of this game is not known, in the words of every
    // front end: "the misère verdict of this chomp position is not known: REASON".
    [[nodiscard]] std::string misereUnknownText(const std::string& reason) const;

    // The move line: moveFields joined by single spaces.
    [[nodiscard]] std::string formatMove(const Move& move) const;

    // The board text of a position query for `setup` (what readBoard reads).
    // Requires that contestTextProblem has nothing.
    [[nodiscard]] virtual std::string boardText(const Board& setup) const = 0;
    // A whole position query: boardText, the number of moves and one move line each.
    [[nodiscard]] std::string positionText(const Board& setup, const std::vector<Move>& moves) const;
    // Reads a whole position query of `game` (this text's game): the board, the
    // number of moves and the moves, each checked to be legal; nothing may follow.
    [[nodiscard]] PositionQuery readPositionQuery(TextReader& reader, const Game& game) const;

protected:
    GameText(const Game& game, Traits traits);

    // The rules of the game (the one instance, rulesOf).
    [[nodiscard]] const Game& game() const { return m_game; }

    // The answer lines of case `index` (of the default contestAnswer), whose
    // setup is `setup`, under `rule`: by default firstWins or secondWins, as
    // the game's solver for the rule finds the start.
    [[nodiscard]] virtual std::string caseAnswer(std::size_t index, const Board& setup, const SolveContext& context,
                                                 PlayRule rule) const;
    // Traits::firstWins when the first player wins, else Traits::secondWins.
    [[nodiscard]] std::string_view verdict(bool firstPlayerWins) const;
    // The solver's analysis of the start of `setup` under `rule`; throws
    // Stopped when stopped through `context`, and Error (misereUnknownText)
    // when a misère verdict is not known.
    [[nodiscard]] Analysis analysedStart(const Board& setup, const SolveContext& context,
                                         PlayRule rule = PlayRule::Normal) const;

    // A cell as a move line names it, and where its row stands (for the
    // messages about the cell).
    struct LocatedCell {
        Cell cell;
        TextReader::Position where;
    };

    // Reads the move line "r c" of a game that plays on one cell (chomp,
    // volcano, attractions): a cell of `position`. Whether a move there is
    // legal is the caller's to check.
    [[nodiscard]] static LocatedCell readCellMove(TextReader& reader, const Board& position);
    // Reads the move line "r c" of a game whose move picks a cell of one kind
    // (CellPickGame: attractions, volcano). A cell of another kind is a
    // ParseError at the move in the words of `whyNot(cell, kind)`.
    [[nodiscard]] static Move readPickedCell(TextReader& reader, const Board& position, CellKind picked,
                                             std::string (*whyNot)(Cell cell, CellKind kind));

private:
    const Game& m_game;
    Traits m_traits;
};

} // namespace engine
