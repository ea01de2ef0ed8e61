#include "gui/analysis/JobHandle.h"

#include "gui/analysis/BackgroundJobs.h"

#include <utility>

namespace gui {

JobHandle::JobHandle(BackgroundJobs* jobs, std::uint64_t id, std::stop_source stop)
    : m_jobs(jobs)
    , m_id(id)
    , m_stop(std::move(stop))
{
}

JobHandle::~JobHandle()
{
    cancel();
}

JobHandle::JobHandle(JobHandle&& other) noexcept
    : m_jobs(std::exchange(other.m_jobs, nullptr))
    , m_id(std::exchange(other.m_id, 0))
    , m_stop(std::exchange(other.m_stop, std::stop_source(std::nostopstate)))
{
}

JobHandle& JobHandle::operator=(JobHandle&& other) noexcept
{
    if (this != &other) {
        cancel();
        m_jobs = std::exchange(other.m_jobs, nullptr);
        m_id = std::exchange(other.m_id, 0);
        m_stop = std::exchange(other.m_stop, std::stop_source(std::nostopstate));
    }
    return *this;
}

void JobHandle::cancel()
{
    if (m_stop.stop_possible())
        m_stop.request_stop();
    if (m_jobs)
        m_jobs->forget(m_id);
    m_jobs = nullptr;
    m_id = 0;
}

void JobHandle::stop()
{
    if (m_stop.stop_possible())
        m_stop.request_stop();
}

bool JobHandle::isActive() const
{
    return m_jobs && m_jobs->isActive(m_id);
}

} // namespace gui
