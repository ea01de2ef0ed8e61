#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace gui {

// Tells whether the document's file was written by someone else (another
// program, another GrundyGrid window) since the document read or wrote it. It
// records the file's size, time of last change and a SHA-256 hash of the bytes
// read or written; a file whose bytes are the same again (touched, or written
// back unchanged) has not changed. A file that is gone has not changed either:
// writing it loses nobody's work.
class DiskChangeGuard {
public:
    // `path` now holds `bytes` (just read or written).
    void record(const QString& path, const QByteArray& bytes);
    // Nothing recorded (a document without a file, or not from one): nothing changes.
    void forget();
    [[nodiscard]] const QString& path() const { return m_path; }

    // Before writing `path`: are its bytes other than those recorded? Compares the
    // size, then the hash (read in blocks, so a huge file allocates nothing).
    [[nodiscard]] bool hasChanged(const QString& path) const;
    // When the window is activated: has `path` changed, in a version on disk not
    // reported yet? A size and time equal to the last seen read nothing.
    [[nodiscard]] bool hasNewChange(const QString& path);
    // The version of `path` on disk now was reported (asked about before saving):
    // activation does not ask about it again.
    void markSeen(const QString& path);

private:
    struct Stat {
        qint64 size = -1;
        QDateTime modified;
        friend bool operator==(const Stat&, const Stat&) = default;
    };
    // The file's size and time, or nothing when it is gone.
    [[nodiscard]] static std::optional<Stat> statOf(const QString& path);
    [[nodiscard]] bool differsFromRecorded(const QString& path, const Stat& now) const;

    QString m_path;
    Stat m_recorded;
    QByteArray m_hash;
    Stat m_lastSeen; // at the last activation check
};

} // namespace gui
