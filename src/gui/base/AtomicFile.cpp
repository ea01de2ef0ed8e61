#include "gui/base/AtomicFile.h"

#include <QSaveFile>

#include <cerrno>

namespace gui {

std::optional<QString> writeAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    // Unbuffered: a failed write is seen at once. (Qt 6.4's commit misses a failed
    // flush of its buffer and would replace the old file with a truncated one.)
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    errno = 0;
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        // Qt 6.4 loses the system's reason for a failed write ("Unknown error"): take it from errno.
        const QString reason = errno != 0 ? qt_error_string(errno) : file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return std::nullopt;
}

} // namespace gui
