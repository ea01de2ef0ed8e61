#pragma once

#include <string>

namespace cli {

// The text of --help: every command, every game with its formats, the error
// convention. Built from engine::gameModules(), so a new game
// documents itself.
[[nodiscard]] std::string helpText();
// The line that follows a usage error.
[[nodiscard]] std::string usageHint();
// The text of --version.
[[nodiscard]] std::string versionText();

} // namespace cli
