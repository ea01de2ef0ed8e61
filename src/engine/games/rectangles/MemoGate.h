#pragma once

#include "engine/games/rectangles/MaskTable.h"

#include <atomic>
#include <condition_variable>
#include <mutex>

namespace engine::rectangles {

// Lets the workers of a parallel search share one MaskTable. Look-ups and
// inserts run freely, but growth needs the table to itself: the worker that
// finds it too full raises a flag and waits until every other worker has parked
// at a safe point (a point where it has no look-up in flight), grows it, and
// lets them go. With one worker this is plain growth on demand.
class MemoGate {
public:
    explicit MemoGate(MaskTable& table) : m_table(table) {}
    MemoGate(const MemoGate&) = delete;
    MemoGate& operator=(const MemoGate&) = delete;

    // A worker starts or stops using the table (stopped or failed ones too).
    void join();
    void leave();

    // At a safe point: parks while another worker grows the table.
    void safePoint()
    {
        if (m_growing.load(std::memory_order_acquire))
            park();
    }
    // Before an insert (a safe point): makes room, growing the table or
    // parking while another worker does.
    void beforeInsert()
    {
        safePoint();
        if (m_table.wantsGrowth())
            growOrPark();
    }

private:
    void park();
    void growOrPark();
    // Waits, with `lock` held, until nobody grows the table.
    void parkLocked(std::unique_lock<std::mutex>& lock);

    MaskTable& m_table;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::atomic<bool> m_growing = false;
    int m_active = 0; // workers joined
    int m_parked = 0; // of which waiting for a growth to end
};

/// A worker's membership of a MemoGate for the lifetime of this object.
class MemoGateMembership {
public:
    explicit MemoGateMembership(MemoGate& gate) : m_gate(gate) { m_gate.join(); }
    ~MemoGateMembership() { m_gate.leave(); }
    MemoGateMembership(const MemoGateMembership&) = delete;
    MemoGateMembership& operator=(const MemoGateMembership&) = delete;

private:
    MemoGate& m_gate;
};

} // namespace engine::rectangles
