#include "cli/Cli.h"
#include "cli/InterruptStop.h"

#include <iostream>
#include <string>
#include <vector>

#include <unistd.h>

int main(int argc, char* argv[])
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    cli::InterruptStop interrupt;
    cli::RunOptions options;
    options.showProgress = isatty(STDERR_FILENO) == 1;
    options.stopToken = interrupt.token();
    options.onLongComputation = [&interrupt] { interrupt.arm(); };
    const int status = cli::run(args, std::cin, std::cout, std::cerr, options);
    std::cout.flush();
    if (!std::cout.good()) {
        std::cerr << "grundygrid-cli: cannot write to standard output\n";
        return cli::kExitError;
    }
    return status;
}
