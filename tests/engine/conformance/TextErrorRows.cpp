#include "conformance/TextErrorRows.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <stdexcept>

namespace conformance {

namespace {

std::string stringOf(const QJsonValue& value)
{
    return value.toString().toStdString();
}

// [name, text, line, column, message] of a contest or board row.
TextErrorRow textRowOf(const std::string& gameId, Reading reading, const QJsonArray& row)
{
    return {gameId, reading, stringOf(row[0]), stringOf(row[1]), row[2].toInt(), row[3].toInt(),
            stringOf(row[4]), {}, {}};
}

// [name, move text, column, message] of a move row on `position`.
TextErrorRow moveRowOf(const std::string& gameId, const QJsonObject& position, const QJsonArray& row)
{
    return {gameId, Reading::Move, stringOf(row[0]), stringOf(row[1]), 1, row[2].toInt(),
            stringOf(row[3]), stringOf(position["board"]), stringOf(position["played"])};
}

} // namespace

std::string_view readingName(Reading reading)
{
    switch (reading) {
    case Reading::Contest:
        return "contest";
    case Reading::Board:
        return "board";
    case Reading::Move:
        return "move";
    }
    return "?";
}

std::vector<TextErrorRow> textErrorsOf(std::string_view gameId)
{
    const std::string id(gameId);
    QFile file(QStringLiteral(GRUNDYGRID_TEXT_ERRORS_DIR "/%1.json").arg(QString::fromStdString(id)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QJsonParseError error;
    const QJsonObject rows = QJsonDocument::fromJson(file.readAll(), &error).object();
    if (error.error != QJsonParseError::NoError)
        throw std::runtime_error(file.fileName().toStdString() + ": " + error.errorString().toStdString());
    if (stringOf(rows["game"]) != id)
        throw std::runtime_error(file.fileName().toStdString() + ": the rows of another game");
    std::vector<TextErrorRow> result;
    for (const QJsonValue row : rows["contest"].toArray())
        result.push_back(textRowOf(id, Reading::Contest, row.toArray()));
    for (const QJsonValue row : rows["board"].toArray())
        result.push_back(textRowOf(id, Reading::Board, row.toArray()));
    for (const QJsonValue position : rows["move"].toArray())
        for (const QJsonValue row : position["rows"].toArray())
            result.push_back(moveRowOf(id, position.toObject(), row.toArray()));
    return result;
}

std::vector<std::pair<Reading, std::string>> requiredTextErrors()
{
    return {{Reading::Contest, "empty"},
            {Reading::Board, "empty"},
            {Reading::Move, "empty"},
            {Reading::Move, "trailing number"}};
}

} // namespace conformance
