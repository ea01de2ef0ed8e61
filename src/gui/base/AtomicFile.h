#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace gui {

// Writes whole files atomically: the bytes go to a temporary file beside `path`
// that replaces it only once everything reached the disk, so a failed write (a
// full disk, a read-only folder) leaves the old file exactly as it was.
// Returns the system's reason for a failure, or nothing on success.
[[nodiscard]] std::optional<QString> writeAtomically(const QString& path, const QByteArray& bytes);

} // namespace gui
