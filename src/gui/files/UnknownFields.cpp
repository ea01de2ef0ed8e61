#include "gui/files/UnknownFields.h"

#include <QJsonArray>
#include <QStringList>

namespace gui {

namespace {

// The fields BoardFile reads at the top level, of a board of one game or of a sum, and
// Autosave's "recovery" (this version's, of its copies only: never carried into a saved file).
const QStringList& knownFileFields()
{
    static const QStringList fields{QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("game"),
                                    QStringLiteral("rows"),   QStringLiteral("cols"),    QStringLiteral("cells"),
                                    QStringLiteral("moves"),  QStringLiteral("rule"),    QStringLiteral("boards"),
                                    QStringLiteral("recovery")};
    return fields;
}

// The fields BoardFile reads of each board of a sum.
const QStringList& knownBoardFields()
{
    static const QStringList fields{QStringLiteral("game"), QStringLiteral("rows"), QStringLiteral("cols"),
                                    QStringLiteral("cells"), QStringLiteral("window")};
    return fields;
}

QJsonObject unknownOf(const QJsonObject& object, const QStringList& known)
{
    QJsonObject unknown;
    for (auto field = object.begin(); field != object.end(); ++field)
        if (!known.contains(field.key()))
            unknown.insert(field.key(), field.value());
    return unknown;
}

void addMissing(QJsonObject& to, const QJsonObject& fields)
{
    for (auto field = fields.begin(); field != fields.end(); ++field)
        if (!to.contains(field.key()))
            to.insert(field.key(), field.value());
}

} // namespace

UnknownFields UnknownFields::of(const QJsonObject& root)
{
    UnknownFields unknown;
    unknown.file = unknownOf(root, knownFileFields());
    for (const QJsonValue& board : root.value(QStringLiteral("boards")).toArray()) {
        const QJsonObject object = board.toObject();
        unknown.boards.push_back({object.value(QStringLiteral("game")).toString(), unknownOf(object, knownBoardFields())});
    }
    return unknown;
}

void UnknownFields::writeInto(QJsonObject& root) const
{
    addMissing(root, file);
}

void UnknownFields::writeBoardInto(QJsonObject& board, std::string_view gameId, std::size_t occurrence) const
{
    const QString game = QString::fromUtf8(gameId.data(), static_cast<qsizetype>(gameId.size()));
    for (const Board& read : boards)
        if (read.game == game && occurrence-- == 0) {
            addMissing(board, read.fields);
            return;
        }
}

} // namespace gui
