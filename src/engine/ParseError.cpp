#include "engine/ParseError.h"

namespace engine {

namespace {

std::string located(int line, int column, const std::string& message)
{
    std::string text = "line " + std::to_string(line);
    if (column > 0)
        text += ", column " + std::to_string(column);
    return text + ": " + message;
}

} // namespace

ParseError::ParseError(int line, int column, const std::string& message)
    : Error(located(line, column, message)), m_line(line), m_column(column), m_message(message)
{
}

} // namespace engine
