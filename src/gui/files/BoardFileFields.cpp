// The fields of a board file, read and written one at a time: cells, moves,
// one board of a sum and the sum's boards, whole numbers, and where in the
// text a parse error lies. BoardFile reads and writes the whole file with them.
#include "gui/files/BoardFileFields.h"

#include "engine/Game.h"
#include "engine/GameModules.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumGame.h"
#include "gui/files/BoardFile.h"
#include "gui/files/CellKindName.h"
#include "gui/files/SizeLimitsText.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

namespace gui::boardfile {

using engine::Cell;
using engine::Coord;
using engine::Move;

// Integers beyond 2^53 cannot be told apart as JSON numbers (doubles).
constexpr double kMaxExactInteger = 9007199254740992.0;

// The line and column (both from 1) of a byte offset, for parse error messages.
TextPosition positionOf(const QByteArray& text, int offset)
{
    TextPosition position;
    const int end = std::min<int>(offset, static_cast<int>(text.size()));
    for (int i = 0; i < end; ++i) {
        if (text.at(i) == '\n') {
            ++position.line;
            position.column = 1;
        } else {
            ++position.column;
        }
    }
    return position;
}

namespace {

// The value as an exact whole number, or nothing if it is no number, not whole or too large.
std::optional<Coord> wholeNumber(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::trunc(number) != number || std::abs(number) > kMaxExactInteger)
        return std::nullopt;
    return static_cast<Coord>(number);
}

} // namespace

// A whole-number field of the top-level object, or the message saying what is wrong with it.
std::variant<Coord, QString> wholeNumberField(const QJsonObject& object, const QString& key)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return BoardFile::tr("The board file has no \"%1\" field.").arg(key);
    const std::optional<Coord> number = wholeNumber(value);
    if (!number && value.isDouble() && std::isfinite(value.toDouble())
        && std::trunc(value.toDouble()) == value.toDouble())
        return BoardFile::tr("The \"%1\" field is far too large: %2.").arg(key).arg(value.toDouble());
    if (!number)
        return BoardFile::tr("The \"%1\" field must be a whole number.").arg(key);
    return *number;
}

namespace {

QString describeMove(int number, const Move& move)
{
    if (move.isSingleCell())
        return BoardFile::tr("Move %1 (row %2, column %3)").arg(number).arg(move.topLeft.row).arg(move.topLeft.col);
    return BoardFile::tr("Move %1 (rows %2 to %3, columns %4 to %5)")
        .arg(number)
        .arg(move.topLeft.row)
        .arg(move.bottomRight.row)
        .arg(move.topLeft.col)
        .arg(move.bottomRight.col);
}

} // namespace

// Fills `board` from the "cells" list; the message of the first bad entry, or nothing.
std::optional<QString> readCells(const QJsonValue& value, engine::Board& board)
{
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isArray())
        return BoardFile::tr("The \"cells\" field must be a list.");
    const QJsonArray cells = value.toArray();
    std::set<Cell> seen;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        if (!cells.at(i).isObject())
            return BoardFile::tr("Cell %1 of the \"cells\" list must be an object with \"row\", \"col\" and \"kind\".")
                .arg(number);
        const QJsonObject entry = cells.at(i).toObject();
        const std::optional<Coord> row = wholeNumber(entry.value(QStringLiteral("row")));
        const std::optional<Coord> col = wholeNumber(entry.value(QStringLiteral("col")));
        if (!row || !col)
            return BoardFile::tr("Cell %1 of the \"cells\" list needs a whole-number \"row\" and \"col\".").arg(number);
        const QJsonValue kindValue = entry.value(QStringLiteral("kind"));
        if (!kindValue.isString())
            return BoardFile::tr("Cell %1 of the \"cells\" list needs a \"kind\" text.").arg(number);
        const std::optional<engine::CellKind> kind = cellKindFromName(kindValue.toString());
        if (!kind)
            return BoardFile::tr("Cell %1 of the \"cells\" list has the unknown kind \"%2\".")
                .arg(number)
                .arg(kindValue.toString());
        const Cell cell{*row, *col};
        if (!board.contains(cell))
            return BoardFile::tr("Cell %1 (row %2, column %3) lies outside the %4 x %5 board.")
                .arg(number)
                .arg(cell.row)
                .arg(cell.col)
                .arg(board.rows())
                .arg(board.cols());
        if (!seen.insert(cell).second)
            return BoardFile::tr("Cell %1 (row %2, column %3) is listed twice.").arg(number).arg(cell.row).arg(cell.col);
        board.setCell(cell, *kind);
    }
    return std::nullopt;
}

namespace {

// A move written as [row, col] (one cell) or [row1, col1, row2, col2] (a rectangle, one
// cell too when both corners are the same), or nothing when it is neither.
std::optional<Move> moveFromNumbers(const QJsonValue& value)
{
    const QJsonArray numbers = value.toArray();
    if (!value.isArray() || (numbers.size() != 2 && numbers.size() != 4))
        return std::nullopt;
    std::vector<Coord> coords;
    for (const QJsonValue& number : numbers) {
        const std::optional<Coord> coord = wholeNumber(number);
        if (!coord)
            return std::nullopt;
        coords.push_back(*coord);
    }
    const Cell first{coords[0], coords[1]};
    return coords.size() == 2 ? Move{first, first} : Move{first, Cell{coords[2], coords[3]}};
}

} // namespace

// The numbers a move is written as: two for one cell, four for a rectangle.
QJsonArray numbersOf(const Move& move)
{
    QJsonArray numbers{static_cast<qint64>(move.topLeft.row), static_cast<qint64>(move.topLeft.col)};
    if (!move.isSingleCell()) {
        numbers.append(static_cast<qint64>(move.bottomRight.row));
        numbers.append(static_cast<qint64>(move.bottomRight.col));
    }
    return numbers;
}

// Reads the "moves" list and replays it from the setup; the message of the first bad or
// illegal move, or nothing.
std::optional<QString> readMoves(const QJsonValue& value, const engine::Game& game, const engine::Board& setup,
                                 std::vector<Move>& moves)
{
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isArray())
        return BoardFile::tr("The \"moves\" field must be a list.");
    const QJsonArray list = value.toArray();
    // Checked before replaying: each move costs a pass over the board (pawn: its cells).
    const engine::GameText* text = engine::findGameText(game.id());
    if (text != nullptr && list.size() > text->maxMoveCount(setup))
        return BoardFile::tr("The file lists %1 moves, more than the %2 that can be played from its board.")
            .arg(list.size())
            .arg(text->maxMoveCount(setup));
    engine::Board position = setup;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const std::optional<Move> move = moveFromNumbers(list.at(i));
        if (!move)
            return BoardFile::tr("Move %1 must be a list of whole numbers: [row, col] for one cell or "
                                 "[row1, col1, row2, col2] for a rectangle.")
                .arg(number);
        if (!game.isLegal(position, *move))
            return BoardFile::tr("%1 is not a legal move in the position reached by the moves before it.")
                .arg(describeMove(number, *move));
        position = game.play(position, *move);
        moves.push_back(*move);
    }
    return std::nullopt;
}

// The "game", "rows", "cols" and "cells" fields of one game's board.
void insertBoard(QJsonObject& object, std::string_view gameId, const engine::Board& board)
{
    QJsonArray cells;
    for (const auto& [cell, kind] : board.markedCells()) {
        QJsonObject entry;
        entry.insert(QStringLiteral("row"), static_cast<qint64>(cell.row));
        entry.insert(QStringLiteral("col"), static_cast<qint64>(cell.col));
        entry.insert(QStringLiteral("kind"), cellKindName(kind));
        cells.append(entry);
    }
    object.insert(QStringLiteral("game"), QString::fromUtf8(gameId.data(), static_cast<qsizetype>(gameId.size())));
    object.insert(QStringLiteral("rows"), static_cast<qint64>(board.rows()));
    object.insert(QStringLiteral("cols"), static_cast<qint64>(board.cols()));
    object.insert(QStringLiteral("cells"), cells);
}

// Whether `setup` holds a kind that `game`'s palette lacks (a damaged file, not a board being edited).
bool holdsForeignKind(const engine::Board& setup, const engine::Game& game)
{
    const std::vector<engine::CellKind>& kinds = game.paletteKinds();
    const std::vector<std::pair<Cell, engine::CellKind>> marked = setup.markedCells();
    return std::any_of(marked.begin(), marked.end(), [&kinds](const auto& cell) {
        return std::find(kinds.begin(), kinds.end(), cell.second) == kinds.end();
    });
}

namespace {

// One board of a sum's "boards" list (`index` counts from 0, as the window, the engine and
// the command line name boards: board 1 is boards[1]): its game, size and cells, of its
// game's kinds; the message naming the board and the problem, or the board.
std::variant<engine::SumComponent, QString> readSumBoard(const QJsonValue& value, int index)
{
    const auto problem = [index](const QString& text) {
        //: A board of a sum, counted from 0 as the window names it, and its entry in the file's "boards" list.
        return BoardFile::tr("Board %1 (boards[%1] in the file): %2").arg(index).arg(text);
    };
    if (!value.isObject())
        return problem(BoardFile::tr("it must be an object with \"game\", \"rows\", \"cols\" and \"cells\"."));
    const QJsonObject object = value.toObject();
    const QJsonValue gameValue = object.value(QStringLiteral("game"));
    if (!gameValue.isString())
        return problem(BoardFile::tr("it needs a \"game\" text."));
    const engine::GameModule* module = engine::findGameModule(gameValue.toString().toStdString());
    if (module == nullptr)
        return problem(BoardFile::tr("the game \"%1\" is not known to this version of GrundyGrid.")
                           .arg(gameValue.toString()));
    const auto rows = wholeNumberField(object, QStringLiteral("rows"));
    if (const QString* error = std::get_if<QString>(&rows))
        return problem(*error);
    const auto cols = wholeNumberField(object, QStringLiteral("cols"));
    if (const QString* error = std::get_if<QString>(&cols))
        return problem(*error);
    if (const QString size = SizeLimitsText::sizeProblem(module->game, std::get<Coord>(rows), std::get<Coord>(cols));
        !size.isEmpty())
        return problem(size);
    engine::Board setup = module->game.emptyBoard(std::get<Coord>(rows), std::get<Coord>(cols));
    if (std::optional<QString> error = readCells(object.value(QStringLiteral("cells")), setup))
        return problem(*error);
    // A board the editor holds before it can be played (a pawn board without its pawn)
    // opens as it was saved, as a single board does; another game's kinds do not.
    if (const std::optional<std::string> unplayable = module->game.setupProblem(setup);
        unplayable && holdsForeignKind(setup, module->game))
        return problem(BoardFile::tr("the board cannot be played: %1.").arg(QString::fromStdString(*unplayable)));
    engine::SumComponent board{module, setup, setup};
    // The window the sum showed of a board too large to show whole (optional:
    // without it the smallest window holding the marked cells).
    if (const QJsonValue window = object.value(QStringLiteral("window")); !window.isUndefined()) {
        const QJsonArray sides = window.toArray();
        const std::optional<Coord> rows = sides.size() == 2 ? wholeNumber(sides.at(0)) : std::nullopt;
        const std::optional<Coord> cols = sides.size() == 2 ? wholeNumber(sides.at(1)) : std::nullopt;
        const Coord most = engine::SumLayout::kMaxShownSide;
        if (!window.isArray() || !rows || !cols || *rows < 1 || *cols < 1 || *rows > most || *cols > most)
            return problem(BoardFile::tr("its \"window\" must be two whole numbers from 1 to %1 (rows, columns).")
                               .arg(most));
        board.window = std::pair(*rows, *cols);
    }
    return board;
}

} // namespace

// The rest of a version-2 file of a sum: its boards, laid out, and its moves.
std::variant<BoardFileContents, QString> readSum(const QJsonObject& root)
{
    const QJsonValue boardsValue = root.value(QStringLiteral("boards"));
    if (!boardsValue.isArray())
        return BoardFile::tr("A sum's board file needs a \"boards\" list.");
    const QJsonArray list = boardsValue.toArray();
    if (list.isEmpty() || list.size() > static_cast<qsizetype>(engine::GameSum::kMaxBoards))
        return BoardFile::tr("A sum has 1 to %1 boards, not %2.").arg(engine::GameSum::kMaxBoards).arg(list.size());
    std::vector<engine::SumComponent> boards;
    for (qsizetype i = 0; i < list.size(); ++i) {
        auto board = readSumBoard(list.at(i), static_cast<int>(i));
        if (const QString* error = std::get_if<QString>(&board))
            return *error;
        boards.push_back(std::move(std::get<engine::SumComponent>(board)));
    }
    if (const std::optional<std::string> problem = engine::SumLayout::sumBoardsProblem(boards))
        return BoardFile::tr("The boards do not make a sum: %1.").arg(QString::fromStdString(*problem));
    const engine::SumGame& game = engine::sumGameOf(engine::SumLayout::of(boards));
    std::vector<engine::Board> setups;
    for (const engine::SumComponent& board : boards)
        setups.push_back(board.setup);
    BoardFileContents contents;
    contents.gameId = QString::fromUtf8(game.id());
    contents.game = &game;
    contents.setup = game.layout().combinedBoard(setups);
    // A board not playable yet (readSumBoard refused other games' kinds) opens as saved, with the
    // moves the window let be played on the other boards: each is checked as the window checks it.
    if (std::optional<QString> error = readMoves(root.value(QStringLiteral("moves")), game, contents.setup,
                                                 contents.moves))
        return *error;
    return contents;
}


} // namespace gui::boardfile
