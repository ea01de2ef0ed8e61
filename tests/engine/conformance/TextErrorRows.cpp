#include "conformance/TextErrorRows.h"

namespace conformance {

std::string_view readingName(Reading reading)
{
    switch (reading) {
    case Reading::Contest:
        return "contest";
    case Reading::Board:
        return "board";
    case Reading::Move:
        return "move";
    }
    return "?";
}

std::vector<std::pair<Reading, std::string>> requiredTextErrors()
{
    return {{Reading::Contest, "empty"},
            {Reading::Board, "empty"},
            {Reading::Move, "empty"},
            {Reading::Move, "trailing number"}};
}

} // namespace conformance
