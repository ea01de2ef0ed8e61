#pragma once

#include "engine/Error.h"

#include <string>

namespace engine {

// A malformed or out-of-range text, located at a 1-based line and column.
// what() reads "line 3, column 5: expected a row between 0 and 7, found 9";
// a column of 0 means the whole line ("line 3: ...").
class ParseError : public Error {
public:
    ParseError(int line, int column, const std::string& message);

    [[nodiscard]] int line() const { return m_line; }
    [[nodiscard]] int column() const { return m_column; }
    // The message without its location.
    [[nodiscard]] const std::string& message() const { return m_message; }

private:
    int m_line;
    int m_column;
    std::string m_message;
};

} // namespace engine
