#pragma once

// What a GUI test or benchmark measures of its own process: the CPU time of the
// calling thread (not wall time: a loaded machine makes a thread wait, not work)
// and the resident memory.
#include <QByteArray>
#include <QFile>
#include <QList>

#include <time.h>
#include <unistd.h>

namespace testsupport {

// CPU time the calling thread has used, in milliseconds.
inline double threadCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// The memory this process has in use (resident set), in MB.
inline double residentMegabytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toDouble() * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0)
                             : 0;
}

} // namespace testsupport
