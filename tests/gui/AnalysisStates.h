#pragma once

// Records the states an AnalysisController publishes (stateChanged), for tests
// that wait for one status or count them.

#include "gui/analysis/AnalysisController.h"
#include "gui/analysis/AnalysisState.h"

#include <QObject>
#include <QTest>

#include <algorithm>
#include <vector>

namespace testsupport {

class StateSpy : public QObject {
public:
    using Status = gui::AnalysisState::Status;

    explicit StateSpy(const gui::AnalysisController* controller)
    {
        connect(controller, &gui::AnalysisController::stateChanged, this,
                [this, controller] { m_states.push_back(controller->state()); });
    }

    // The states published since the spy was made, oldest first.
    [[nodiscard]] const std::vector<gui::AnalysisState>& states() const { return m_states; }
    [[nodiscard]] int count(Status status) const
    {
        return static_cast<int>(std::count_if(m_states.begin(), m_states.end(),
                                              [status](const gui::AnalysisState& state) { return state.status() == status; }));
    }
    // Waits up to `milliseconds` for one more state of `status` than seen so far.
    [[nodiscard]] bool wait(Status status, int milliseconds)
    {
        const int before = count(status);
        return QTest::qWaitFor([&] { return count(status) > before; }, milliseconds);
    }

private:
    std::vector<gui::AnalysisState> m_states;
};

} // namespace testsupport
