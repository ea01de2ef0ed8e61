#pragma once

#include "engine/ParseError.h"

#include <QTest>

#include <functional>
#include <string>

namespace testsupport {

// `read` must throw a ParseError saying exactly `what` at `line` and `column`.
inline void expectParseError(const std::function<void()>& read, int line, int column, const std::string& what)
{
    try {
        read();
    } catch (const engine::ParseError& error) {
        QCOMPARE(std::string(error.what()), what);
        QCOMPARE(error.line(), line);
        QCOMPARE(error.column(), column);
        return;
    }
    QFAIL(("no ParseError; expected: " + what).c_str());
}

} // namespace testsupport
