#pragma once

// Board files for the board file tests: sample games and a valid file to break
// one field at a time.
#include "engine/Game.h"
#include "engine/GameModules.h"
#include "gui/files/BoardFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>
#include <QtGlobal>

#include <variant>

namespace boardfiles {

using engine::Board;
using engine::Move;
using gui::BoardFileContents;

// A list holding one list. (QJsonArray{QJsonArray{...}} is that for g++ but a copy
// of the inner list for clang, whose list-initialisation prefers the copy constructor.)
inline QJsonArray listOf(const QJsonArray& inner)
{
    QJsonArray outer;
    outer.append(inner);
    return outer;
}

inline const engine::Game& chomp()
{
    const engine::Game* game = engine::findGame("chomp");
    Q_ASSERT(game);
    return *game;
}

// The chomp example board with `moveCount` moves played (always the last legal move,
// so the play is deterministic and nontrivial).
inline BoardFileContents chompGame(int moveCount)
{
    BoardFileContents contents{QStringLiteral("chomp"), chomp().exampleBoard(), {}};
    Board position = contents.setup;
    for (int i = 0; i < moveCount; ++i) {
        const std::vector<Move> legal = chomp().legalMoves(position);
        if (legal.empty())
            break;
        const Move move = legal[legal.size() / 2];
        contents.moves.push_back(move);
        position = chomp().play(position, move);
    }
    return contents;
}

// A valid 3 x 3 chomp file (poison in the corner, one move) to break one field at a time.
inline QJsonObject validObject()
{
    return QJsonObject{
        {"format", "grundygrid-board"},
        {"version", 1},
        {"game", "chomp"},
        {"rows", 3},
        {"cols", 3},
        {"cells", QJsonArray{QJsonObject{{"row", 0}, {"col", 0}, {"kind", "poison"}}}},
        {"moves", listOf(QJsonArray{2, 2, 2, 2})},
    };
}

inline QByteArray with(const QString& key, const QJsonValue& value)
{
    QJsonObject object = validObject();
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return QJsonDocument(object).toJson();
}

inline QByteArray withCell(const QJsonValue& cell)
{
    QJsonArray cells = validObject().value("cells").toArray();
    cells.append(cell);
    return with("cells", cells);
}

inline QString errorOf(const std::variant<BoardFileContents, QString>& result)
{
    if (const QString* error = std::get_if<QString>(&result))
        return *error;
    return QString();
}

// `json` is refused with a message holding every piece of `expected`.
inline void expectRefused(const QByteArray& json, const QStringList& expected)
{
    const auto result = gui::BoardFile::fromJson(json);
    QVERIFY2(std::holds_alternative<QString>(result), "a broken file was accepted");
    const QString message = std::get<QString>(result);
    for (const QString& piece : expected)
        QVERIFY2(message.contains(piece), qPrintable(QStringLiteral("«%1» lacks «%2»").arg(message, piece)));
}

} // namespace boardfiles
