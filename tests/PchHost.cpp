// The target that builds the tests' precompiled headers (tests/CMakeLists.txt).
