#include "gui/files/BoardFile.h"

#include "engine/Game.h"
#include "engine/GameModules.h"
#include "engine/sums/GameSum.h"
#include "engine/sums/SumGame.h"
#include "gui/base/AtomicFile.h"
#include "gui/files/BoardFileFields.h"
#include "gui/files/CellKindName.h"
#include "gui/files/SizeLimitsText.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

namespace gui {

namespace {
using engine::Coord;
using engine::Move;
} // namespace

QByteArray BoardFile::toJson(const BoardFileContents& contents)
{
    QJsonArray moves;
    for (const Move& move : contents.moves)
        moves.append(boardfile::numbersOf(move));
    QJsonObject root;
    root.insert(QStringLiteral("format"), boardfile::kFormatTag);
    const engine::SumGame* sum = contents.game != nullptr ? engine::asSumGame(*contents.game) : nullptr;
    if (sum != nullptr) {
        root.insert(QStringLiteral("version"), kFormatVersion);
        root.insert(QStringLiteral("game"), QString::fromUtf8(sum->id()));
        QJsonArray boards;
        const std::vector<engine::Board> setups = sum->layout().componentBoards(contents.setup);
        std::map<std::string_view, std::size_t> seen; // the boards of each game so far
        for (std::size_t i = 0; i < setups.size(); ++i) {
            QJsonObject board;
            const std::string_view gameId = sum->layout().game(i).id();
            boardfile::insertBoard(board, gameId, setups[i]);
            contents.unknown.writeBoardInto(board, gameId, seen[gameId]++);
            if (const auto window = sum->layout().keptWindow(i))
                board.insert(QStringLiteral("window"),
                             QJsonArray{static_cast<qint64>(window->first), static_cast<qint64>(window->second)});
            boards.append(board);
        }
        root.insert(QStringLiteral("boards"), boards);
    } else {
        root.insert(QStringLiteral("version"), kPlainVersion);
        boardfile::insertBoard(root, contents.gameId.toStdString(), contents.setup);
    }
    root.insert(QStringLiteral("moves"), moves);
    // Normal play is written as before (no field), so older versions still open such files.
    if (contents.rule != engine::PlayRule::Normal) {
        const std::string_view rule = engine::playRuleId(contents.rule);
        root.insert(boardfile::kRuleField, QString::fromLatin1(rule.data(), static_cast<qsizetype>(rule.size())));
    }
    contents.unknown.writeInto(root);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::variant<BoardFileContents, QString> BoardFile::fromJson(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const boardfile::TextPosition at = boardfile::positionOf(json, parseError.offset);
        return tr("The file is not valid JSON: %1 at line %2, column %3.")
            .arg(parseError.errorString())
            .arg(at.line)
            .arg(at.column);
    }
    if (!document.isObject())
        return tr("The file is not a GrundyGrid board file: it does not hold a JSON object.");
    const QJsonObject root = document.object();
    std::variant<BoardFileContents, QString> read = fromRoot(root);
    BoardFileContents* contents = std::get_if<BoardFileContents>(&read);
    if (contents == nullptr)
        return read;
    contents->unknown = UnknownFields::of(root);
    // Read last, so a file that is no board at all says that first.
    const QJsonValue rule = root.value(boardfile::kRuleField);
    if (rule.isUndefined())
        return read; // written before the rule existed, or normal play
    // The window's title spells it "misère": a file written by hand may too (it is written "misere").
    const QString ruleName = rule.toString().normalized(QString::NormalizationForm_C) == QStringLiteral("misère")
                                 ? QStringLiteral("misere")
                                 : rule.toString();
    const std::optional<engine::PlayRule> known
        = rule.isString() ? engine::playRuleOfId(ruleName.toStdString()) : std::nullopt;
    if (!known)
        //: "normal" and "misere" are the field's values as written in the file: keep them untranslated.
        return tr("The \"rule\" field must be \"normal\" or \"misere\" (the last move loses); it is %1.")
            .arg(QString::fromUtf8(QJsonDocument(QJsonArray{rule}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
    contents->rule = *known;
    return read;
}

std::variant<BoardFileContents, QString> BoardFile::fromRoot(const QJsonObject& root)
{
    if (root.value(QStringLiteral("format")) != QJsonValue(boardfile::kFormatTag))
        return tr("The file is not a GrundyGrid board file: its \"format\" field is not \"%1\".").arg(boardfile::kFormatTag);
    const auto version = boardfile::wholeNumberField(root, QStringLiteral("version"));
    if (const QString* error = std::get_if<QString>(&version))
        return *error;
    if (std::get<Coord>(version) > kFormatVersion)
        return tr("The file was written by a newer GrundyGrid (board file version %1); this version reads version %2.")
            .arg(std::get<Coord>(version))
            .arg(kFormatVersion);
    if (std::get<Coord>(version) < 1)
        return tr("Board file version %1 does not exist.").arg(std::get<Coord>(version));

    const QJsonValue gameValue = root.value(QStringLiteral("game"));
    if (gameValue.isUndefined())
        return tr("The board file has no \"game\" field.");
    if (!gameValue.isString())
        return tr("The \"game\" field must be a text.");
    if (std::get<Coord>(version) >= 2 && gameValue.toString() == QLatin1String("sum"))
        return boardfile::readSum(root);
    const engine::Game* game = engine::findGame(gameValue.toString().toStdString());
    if (!game)
        return tr("The file is for the game \"%1\", which this version of GrundyGrid does not know.")
            .arg(gameValue.toString());

    const auto rows = boardfile::wholeNumberField(root, QStringLiteral("rows"));
    if (const QString* error = std::get_if<QString>(&rows))
        return *error;
    const auto cols = boardfile::wholeNumberField(root, QStringLiteral("cols"));
    if (const QString* error = std::get_if<QString>(&cols))
        return *error;
    // Checked before the board exists, so an absurd size never allocates anything.
    const Coord rowCount = std::get<Coord>(rows);
    const Coord colCount = std::get<Coord>(cols);
    if (const QString problem = SizeLimitsText::sizeProblem(*game, rowCount, colCount); !problem.isEmpty())
        return problem;

    BoardFileContents contents;
    contents.gameId = QString::fromUtf8(game->id());
    contents.game = game;
    contents.setup = game->emptyBoard(rowCount, colCount);
    if (std::optional<QString> error = boardfile::readCells(root.value(QStringLiteral("cells")), contents.setup))
        return *error;
    // The editor holds, and saves, a setup that cannot be played yet (a pawn board without its pawn, a
    // rectangles group too large to solve): it opens as it was saved, with the moves the window let be
    // played on it (each legal in turn). Cells of another game's kinds mean a damaged file.
    if (const std::optional<std::string> problem = game->winLossSetupProblem(contents.setup);
        problem && boardfile::holdsForeignKind(contents.setup, *game))
        return tr("The board cannot be played: %1.").arg(QString::fromStdString(*problem));
    if (std::optional<QString> error = boardfile::readMoves(root.value(QStringLiteral("moves")), *game, contents.setup,
                                                 contents.moves))
        return *error;
    return contents;
}

std::variant<BoardFileContents, QString> BoardFile::read(const QString& path, QByteArray* bytesRead)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.exists())
        return tr("The board file %1 does not exist.").arg(name);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot read the board file %1: %2.").arg(name, file.errorString());
    constexpr qint64 kMegabyte = 1024 * 1024;
    const auto tooLarge = [&](qint64 size) {
        //: %2 and %3 are sizes in MB; the largest board file, of the largest board, is about 11 MB.
        return tr("The file %1 is %2 MB, too large to be a board file: board files are at most %3 MB (the "
                  "largest board, a pawn board with 100 000 impassable cells, takes about 11 MB).")
            .arg(name)
            .arg((size + kMegabyte - 1) / kMegabyte)
            .arg(kMaxFileBytes / kMegabyte);
    };
    // Refused by its size before anything is read (a pipe or device reports 0: read up to the limit).
    if (file.size() > kMaxFileBytes)
        return tooLarge(file.size());
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return tr("Cannot read the board file %1: %2.").arg(name, file.errorString());
    if (bytes.size() > kMaxFileBytes)
        return tooLarge(bytes.size());
    if (bytesRead != nullptr)
        *bytesRead = bytes;
    std::variant<BoardFileContents, QString> result = fromJson(bytes);
    if (const QString* error = std::get_if<QString>(&result))
        return tr("Cannot open the board file %1: %2").arg(name, *error);
    return result;
}

std::optional<QString> BoardFile::write(const QString& path, const BoardFileContents& contents,
                                        QByteArray* bytesWritten)
{
    const QString name = QDir::toNativeSeparators(path);
    const QByteArray bytes = toJson(contents);
    if (const std::optional<QString> reason = writeAtomically(path, bytes))
        return tr("Cannot save the board file %1: %2.").arg(name, *reason);
    if (bytesWritten != nullptr)
        *bytesWritten = bytes;
    return std::nullopt;
}

} // namespace gui
