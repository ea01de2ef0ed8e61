#include "cli/CommandOptions.h"

namespace cli {

bool isOption(const std::string& arg, std::string_view name)
{
    return arg == name || (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0
                           && arg[name.size()] == '=');
}

std::string_view optionText(std::span<const std::string> args, std::size_t& i, std::string_view name)
{
    const std::string& arg = args[i];
    if (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0 && arg[name.size()] == '=')
        return std::string_view(arg).substr(name.size() + 1);
    if (i + 1 < args.size())
        return args[++i];
    throw UsageError("option " + std::string(name) + " needs a value");
}

} // namespace cli
