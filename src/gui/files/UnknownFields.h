#pragma once

#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <string_view>
#include <vector>

namespace gui {

// The fields of a board file that this version does not know (a newer version
// wrote them), kept so that Save writes them back instead of dropping them: the
// file's own and each board's of a sum. A board's fields follow its game: the
// k-th board of a game gets the fields of the file's k-th board of that game, so
// boards moved, removed or added among other games keep theirs.
struct UnknownFields {
    QJsonObject file; // top-level fields
    // A sum's boards, in file order: each board's game and its unknown fields.
    struct Board {
        QString game;
        QJsonObject fields;
    };
    std::vector<Board> boards;

    // The fields of `root` that no version of this one's format reads, and its
    // boards' (when it lists "boards").
    [[nodiscard]] static UnknownFields of(const QJsonObject& root);
    // Adds the file's unknown fields to `root`; a field written there already stays.
    void writeInto(QJsonObject& root) const;
    // Adds to `board`, the `occurrence`-th board of game `gameId` (from 0), the
    // unknown fields of the file's board of that game and occurrence.
    void writeBoardInto(QJsonObject& board, std::string_view gameId, std::size_t occurrence) const;
};

} // namespace gui
