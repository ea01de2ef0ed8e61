#pragma once

#include <stdexcept>
#include <string>

namespace cli {

// A command line the program does not understand (unknown command or game,
// missing or bad option). Reported with a hint to --help and exit status 2.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const std::string& message)
        : std::runtime_error(message)
    {
    }
};

} // namespace cli
