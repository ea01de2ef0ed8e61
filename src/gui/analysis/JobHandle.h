#pragma once

#include <QPointer>

#include <cstdint>
#include <stop_token>

namespace gui {

class BackgroundJobs;

// The GUI thread's hold on one job of BackgroundJobs. Move-only: the job is
// cancelled when its handle is destroyed or replaced by another job's (a
// superseded job delivers nothing more), so an owner that keeps one handle per
// kind of work never hears of an older one. Used on the GUI thread only.
class JobHandle {
public:
    JobHandle() = default;
    JobHandle(BackgroundJobs* jobs, std::uint64_t id, std::stop_source stop);
    ~JobHandle();
    JobHandle(JobHandle&& other) noexcept;
    JobHandle& operator=(JobHandle&& other) noexcept;
    JobHandle(const JobHandle&) = delete;
    JobHandle& operator=(const JobHandle&) = delete;

    // Asks the job to stop and drops everything it would still deliver. Never waits.
    void cancel();
    // Asks the job to stop; it still ends with a delivery: `stopped`, or its
    // result or error if it ended before it noticed. Never waits.
    void stop();
    // True from the start until the job's end is delivered or it is cancelled.
    [[nodiscard]] bool isActive() const;

private:
    QPointer<BackgroundJobs> m_jobs;
    std::uint64_t m_id = 0;
    std::stop_source m_stop{std::nostopstate};
};

} // namespace gui
