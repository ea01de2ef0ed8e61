#pragma once

#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <string_view>
#include <vector>

namespace gui {

// The fields of a board file that this version does not know (a newer version
// wrote them), kept so that Save writes them back instead of dropping them: the
// file's own and each board's of a sum. A board's fields go back to the board of
// the same place and game only (a sum whose boards were removed, added or moved
// keeps those that still match).
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
    // Adds the unknown fields of board `index`, of game `gameId`, to `board`.
    void writeBoardInto(QJsonObject& board, std::size_t index, std::string_view gameId) const;
    [[nodiscard]] bool isEmpty() const;
};

} // namespace gui
