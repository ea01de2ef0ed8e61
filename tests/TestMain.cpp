// The main of every test executable of tests/CMakeLists.txt: runs the test class
// registered under the name given as the first argument (TestRegistry.h), passing
// it the remaining arguments; without a known name it lists the names it has.
#include "TestRegistry.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace testsupport {
namespace {

std::map<std::string, TestMainFunction>& registeredTests()
{
    static std::map<std::string, TestMainFunction> tests;
    return tests;
}

} // namespace

bool registerTest(const char* name, TestMainFunction main)
{
    registeredTests().emplace(name, main);
    return true;
}

} // namespace testsupport

int main(int argc, char* argv[])
{
    const auto& tests = testsupport::registeredTests();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test arguments]; the tests:\n", argv[0]);
        for (const auto& [name, main] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // Qt Test sees the program's name and the arguments after the test's name.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    int count = argc - 1;
    return test->second(count, arguments.data());
}
