#pragma once

namespace gui {

// Whether the computer is to move, for the parts that play a user's move (the
// play tool, the move table) and must refuse it then. ComputerPlayer answers;
// this interface lets the board and the analysis ask without knowing play/.
class ComputerTurn {
public:
    virtual ~ComputerTurn() = default;

    // True when the player to move in the current position is the computer.
    [[nodiscard]] virtual bool isToMove() const = 0;
    // True in the demo, where the computer plays both sides.
    [[nodiscard]] virtual bool playsBoth() const = 0;

protected:
    ComputerTurn() = default;
    ComputerTurn(const ComputerTurn&) = default;
    ComputerTurn& operator=(const ComputerTurn&) = default;
};

} // namespace gui
