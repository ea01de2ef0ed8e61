#include "engine/games/rectangles/MemoGate.h"

namespace engine::rectangles {

void MemoGate::join()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_growing.load(std::memory_order_relaxed); });
    ++m_active;
}

void MemoGate::leave()
{
    {
        const std::lock_guard lock(m_mutex);
        --m_active;
    }
    m_changed.notify_all();
}

void MemoGate::park()
{
    std::unique_lock lock(m_mutex);
    parkLocked(lock);
}

void MemoGate::parkLocked(std::unique_lock<std::mutex>& lock)
{
    ++m_parked;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return !m_growing.load(std::memory_order_relaxed); });
    --m_parked;
}

void MemoGate::growOrPark()
{
    std::unique_lock lock(m_mutex);
    if (m_growing.load(std::memory_order_relaxed)) {
        parkLocked(lock); // another worker grows it
        return;
    }
    if (!m_table.wantsGrowth())
        return; // grown meanwhile
    m_growing.store(true, std::memory_order_release);
    m_changed.wait(lock, [this] { return m_parked == m_active - 1; });
    m_table.grow();
    m_growing.store(false, std::memory_order_release);
    lock.unlock();
    m_changed.notify_all();
}

} // namespace engine::rectangles
