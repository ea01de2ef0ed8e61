#pragma once

#include <stdexcept>
#include <string>

namespace engine {

// The engine's one way to fail: every failure throws an Error. A caller that
// only reports failures catches Error (or std::exception); one that treats
// kinds differently catches the subclasses:
// - ParseError: a malformed or refused text, with its line and column;
// - InvalidArgument: a board, position, move or size a function does not take;
// - Stopped: a computation stopped through its SolveContext.
// A question whose answer is a problem (`Game::setupProblem`) returns it as
// std::optional<std::string> instead, named `...Problem`.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A board, position, move or size outside what a function takes.
class InvalidArgument : public Error {
public:
    using Error::Error;
};

// A computation stopped through the stop token of its SolveContext
// (SolveContext::throwIfStopped).
class Stopped : public Error {
public:
    Stopped()
        : Error("the computation was stopped")
    {
    }
};

} // namespace engine
