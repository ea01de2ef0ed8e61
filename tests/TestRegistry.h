// The tests of one area share one executable (tests/CMakeLists.txt): each test
// file registers its test class under its ctest name with one of the macros below
// instead of Qt's QTEST_*MAIN, and TestMain.cpp runs the class named by the first
// argument, e.g. `gui_tests test_play -v2`. Each ctest test is still a process of
// its own, with Qt Test's usual arguments after the name.
#pragma once

#include <QTest>

namespace testsupport {

using TestMainFunction = int (*)(int argc, char* argv[]);
// Returns true, so that a registration can initialise a static.
bool registerTest(const char* name, TestMainFunction main);

} // namespace testsupport

// What QTEST_MAIN_WRAPPER does in its main(), as a function registered by name.
#define GRUNDYGRID_TEST_WRAPPER(name, TestObject, exec, ...)                                         \
    static int grundygrid_test_main_##name(int argc, char* argv[])                                \
    {                                                                                             \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                        \
        __VA_ARGS__                                                                               \
        TestObject tc;                                                                            \
        QTEST_SET_MAIN_SOURCE_PATH                                                                \
        return exec(&tc, argc, argv);                                                             \
    }                                                                                             \
    [[maybe_unused]] static const bool grundygrid_test_registered_##name =                        \
        testsupport::registerTest(#name, &grundygrid_test_main_##name);

// QTEST_MAIN: a QApplication (a QGuiApplication or QCoreApplication without Widgets).
// With Widgets (every GUI test) the stall watchdog times the GUI thread's events
// and fails the test function during which it stops turning, if it stops again
// when that function runs a second time (StallWatchdog.h, execConfirmingStalls).
#if defined(QT_WIDGETS_LIB)
#include "StallWatchdog.h"
#include <QApplication>
#define GRUNDYGRID_TEST_MAIN(name, TestObject)                                                    \
    GRUNDYGRID_TEST_WRAPPER(name, TestObject, testsupport::execConfirmingStalls,                  \
                            testsupport::WatchedApplication<QApplication> app(argc, argv);        \
                            app.setAttribute(Qt::AA_Use96Dpi, true);                              \
                            testsupport::StallWatchdog stallWatchdog;)
#else
#define GRUNDYGRID_TEST_MAIN(name, TestObject) GRUNDYGRID_TEST_WRAPPER(name, TestObject, QTest::qExec, QTEST_MAIN_SETUP())
#endif
// QTEST_GUILESS_MAIN: a QCoreApplication.
#define GRUNDYGRID_TEST_GUILESS_MAIN(name, TestObject) \
    GRUNDYGRID_TEST_WRAPPER(name, TestObject, QTest::qExec, QTEST_QAPP_SETUP(QCoreApplication))
// QTEST_APPLESS_MAIN: no application object.
#define GRUNDYGRID_TEST_APPLESS_MAIN(name, TestObject) GRUNDYGRID_TEST_WRAPPER(name, TestObject, QTest::qExec)
