#pragma once

// Failures of the file system that tests cause on purpose, also when they run as
// root (CI): a full disk and a read-only folder.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <csignal>
#include <cstring>
#include <linux/capability.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace testsupport {

// While it lives, no file of this process may grow beyond a few bytes: writes
// fail with EFBIG like on a full disk (SIGXFSZ is ignored so they return an error).
class FileSizeLimit {
public:
    FileSizeLimit()
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_old) == 0;
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit tiny = m_old;
        tiny.rlim_cur = 16;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &tiny) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    [[nodiscard]] bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = SIG_DFL;
    bool m_ok = false;
};

// While it lives, `directory` is read-only for this thread, even for root: the
// mode drops the write bits and root's capability to override them is set aside.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& directory)
        : m_path(QFile::encodeName(directory))
    {
        ::chmod(m_path.constData(), 0555);
        m_header.version = _LINUX_CAPABILITY_VERSION_3;
        m_header.pid = 0;
        if (::syscall(SYS_capget, &m_header, m_saved) == 0) {
            __user_cap_data_struct reduced[2];
            std::memcpy(reduced, m_saved, sizeof reduced);
            reduced[0].effective &= ~((1U << CAP_DAC_OVERRIDE) | (1U << CAP_DAC_READ_SEARCH));
            m_dropped = ::syscall(SYS_capset, &m_header, reduced) == 0;
        }
    }
    ~ReadOnlyFolder()
    {
        if (m_dropped)
            ::syscall(SYS_capset, &m_header, m_saved);
        ::chmod(m_path.constData(), 0755);
    }

private:
    QByteArray m_path;
    __user_cap_header_struct m_header{};
    __user_cap_data_struct m_saved[2]{};
    bool m_dropped = false;
};

} // namespace testsupport
