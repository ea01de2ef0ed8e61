#pragma once

#include "cli/UsageError.h"

#include <charconv>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace cli {

// Whether `arg` is the option `name` ("--size"), as "--size" or "--size=VALUE".
[[nodiscard]] bool isOption(const std::string& arg, std::string_view name);

// The value of the option `name` that args[i] is: after its '=', or the next
// argument (then `i` moves on to it). Throws UsageError when there is none.
[[nodiscard]] std::string_view optionText(std::span<const std::string> args, std::size_t& i, std::string_view name);

// The value of the option `name` that args[i] is (optionText), a whole number
// from `min` to `max`; anything else is a UsageError that names the option,
// the range and the text.
template <typename Number>
[[nodiscard]] Number optionValue(std::span<const std::string> args, std::size_t& i, std::string_view name,
                                 Number min, Number max)
{
    const std::string_view text = optionText(args, i, name);
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        throw UsageError("option " + std::string(name) + " expects a number between " + std::to_string(min)
                         + " and " + std::to_string(max) + ", not '" + std::string(text) + "'");
    return value;
}

} // namespace cli
